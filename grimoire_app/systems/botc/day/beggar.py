"""The Beggar's vote tokens (docs/rules/beggar.md; official almanac, Beggar entry, rules restated in our own words).

A living Beggar's raised hand counts only while the Beggar holds a vote token, and each counted vote uses one
(`beggar_tokens`, read by day/votes.py's `counted_hands`). A dead player gives the Beggar their token: the public
act `beggar_token` (seat = the Beggar, players = the giver); the `beggar.token` trigger spends the giver's ghost
vote and tells the Beggar the giver's alignment (`beggar_learns`: truth, legal answers through registration, why).
A Beggar who dies loses the tokens held and votes as any dead player. Nothing makes the Beggar drunk or poisoned,
and the Vortox speaks only to Townsfolk, so the answer is never forced false.

Kept free of votes.py (which imports it) so there is no import cycle.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from grimoire_app.i18n import tr
from grimoire_app.model.characters import Lang
from grimoire_app.model.log import Refusing
from grimoire_app.systems.botc.events import Event, PlayerDied, PublicAct, VoteRecorded
from grimoire_app.systems.botc.game import Game, add_rule
from grimoire_app.systems.botc.rules import Refusal
from grimoire_app.systems.botc.state import GameState, Seat
from grimoire_app.systems.botc.day.facts import Moment
from grimoire_app.systems.botc.info.registration import Sight


def beggar_tokens(game: Game, seat_id: str, at: int | None = None) -> int:
    """Return how many vote tokens the Beggar in this seat holds after the first `at` events (default: all).

    +1 for each token given, −1 for each vote the Beggar cast alive while holding one, and none left after
    the Beggar's death (docs/rules/beggar.md tests 1–3).
    """
    held = 0
    events = game.events if at is None else game.events[:at]
    for index, event in enumerate(events):
        if isinstance(event, PublicAct) and event.act == "beggar_token" and event.seat == seat_id:
            held += 1
        elif isinstance(event, PlayerDied) and event.seat == seat_id:
            held = 0
        elif isinstance(event, VoteRecorded) and seat_id in event.voters and held > 0 and game.state_at(index).seat(seat_id).alive:
            held -= 1
    return held


def beggar_hand_counts(game: Game, state: GameState, seat_id: str, at: int | None = None) -> bool:
    """Whether a hand is not held back by the Beggar's rule: anyone but a living Beggar, or a Beggar holding a token."""
    seat = next((s for s in state.seats if s.id == seat_id), None)
    if seat is None or seat.character != "beggar" or not seat.alive:
        return True
    return beggar_tokens(game, seat_id, at) > 0


@dataclass(frozen=True)
class BeggarInfo:
    """What the Beggar learns about a dead giver: the truth, the answers a registration allows, and why."""

    giver: str
    """The giver's name."""
    truth: str
    legal: tuple[str, ...]
    """The alignments the Storyteller may give: the truth first, then what a registration allows (a Spy, a Recluse)."""
    registration: str | None = None
    """The character whose ability lets the giver register otherwise (None: it registers truly)."""

    def why(self, lang: Lang) -> tuple[str, ...]:
        """Return why these answers are legal, one line each."""
        alignment = tr(f"info.alignment.{self.truth}", lang)
        lines = [tr("day.beggar.why", lang, player=self.giver, alignment=alignment)]
        if self.registration is not None:
            lines.append(tr("day.beggar.why.registration", lang, player=self.giver))
        return tuple(lines)


def beggar_learns(m: Moment, giver: Seat) -> BeggarInfo:
    """Return the giver's alignment as the Beggar learns it (docs/rules/beggar.md tests 3–5)."""
    seen = Sight(m.game, m.state, m.impaired).seen(giver)
    legal = tuple(seen.alignments)
    return BeggarInfo(giver.name, str(giver.alignment), legal, seen.by if len(legal) > 1 else None)


def beggar_refusals(game: Game, event: Event) -> Sequence[Refusing]:
    """The rules of docs/rules/beggar.md that refuse a token: only a dead player holding a ghost vote gives one."""
    if not isinstance(event, PublicAct) or event.act != "beggar_token" or not event.players or game.state.today() is None:
        return []
    state = game.state
    giver = state.seat(event.players[0])
    if giver.id == event.seat or giver.alive:
        return [Refusal("beggar_living_giver", (("player", giver.name),))]
    return [] if giver.ghost_vote else [Refusal("beggar_no_token", (("player", giver.name),))]


add_rule(beggar_refusals)
