"""Public acts of the day that are not nominations or votes: claims, guesses, choices, visits, exiles.

The model's event union has no event for these yet (spec 1.9 PUBLIC_ACT), so `PublicAct` is
shaped as an event (a frozen pydantic model with a `type` tag and `override`) ready to join the
union in model/events.py. Until it does, `act_event` records it inside a NightChoice whose text
carries the act as JSON (the NightChoice fields already say who acted, as which character, naming
whom), and `act_of` reads it back: the one place that knows this interim encoding.
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from grimoire_app.model.characters import Team
from grimoire_app.model.events import Event, NightChoice, SeatId
from grimoire_app.model.game import Game

ActKind = Literal[
    "goblin_claim",
    "alsaahir_guess",
    "damsel_guess",
    "puzzlemaster_guess",
    "klutz_choice",
    "fisherman_visit",
    "savant_visit",
    "exile",
]

ACT_CHARACTER: dict[str, str] = {
    "goblin_claim": "goblin",
    "alsaahir_guess": "alsaahir",
    "damsel_guess": "damsel",
    "puzzlemaster_guess": "puzzlemaster",
    "klutz_choice": "klutz",
    "fisherman_visit": "fisherman",
    "savant_visit": "savant",
    "exile": "exile",
}
"""The character whose rule each act belongs to (an exile belongs to no character)."""

_PREFIX = "public_act:"


class PublicAct(BaseModel):
    """A public act (spec 1.9): who acted and whom they named.

    `seat` is the claimant, the guesser, the Klutz, the visitor, or the Traveller being exiled;
    `players` the named players (a guess, a choice, the Alsaahir's Minions, the exile's voters);
    `demons` only the Alsaahir's named Demons.

    >>> PublicAct(act="klutz_choice", seat="s3", players=("s5",))
    PublicAct(override=None, type='public_act', act='klutz_choice', seat='s3', players=('s5',), demons=())
    """

    model_config = ConfigDict(frozen=True, extra="forbid")
    override: str | None = None
    type: Literal["public_act"] = "public_act"
    act: ActKind
    seat: SeatId
    players: tuple[SeatId, ...] = ()
    demons: tuple[SeatId, ...] = Field(default=())

    @property
    def character(self) -> str:
        """Return the character whose rule the act belongs to."""
        return ACT_CHARACTER[self.act]


def act_event(act: PublicAct) -> NightChoice:
    """Return the event that records an act today (the interim encoding, see the module docstring).

    >>> act_of(act_event(PublicAct(act="goblin_claim", seat="s2"))).act
    'goblin_claim'
    """
    payload = act.model_dump_json(exclude={"override"})
    return NightChoice(seat=act.seat, character=act.character, players=act.demons + act.players, text=_PREFIX + payload)


def act_of(event: Event | PublicAct) -> PublicAct | None:
    """Return the act an event records (itself when it is one), else None."""
    if isinstance(event, PublicAct):
        return event
    if not isinstance(event, NightChoice) or not (event.text or "").startswith(_PREFIX):
        return None
    try:
        return PublicAct.model_validate_json((event.text or "")[len(_PREFIX) :])
    except ValidationError:
        return None


def recorded_acts(game: Game, at: int, day: int | None = None) -> list[tuple[int, PublicAct]]:
    """Return (index, act) for the acts recorded in the first `at` events (only on that day, if given)."""
    found: list[tuple[int, PublicAct]] = []
    for index, event in enumerate(game.events[:at]):
        act = act_of(event)
        if act is None:
            continue
        phase = game.state_at(index).phase
        if day is None or (phase.kind == "day" and phase.number == day):
            found.append((index, act))
    return found


def available_acts(game: Game) -> list[ActKind]:
    """Return the acts the day panel should offer: those of characters on the script or in play, and exile with a Traveller seated.

    Bluffers may act too (the Storyteller plays along), so an act is offered whether or not its
    character is in play.
    """
    present = {c.id for c in game.script.characters} | {s.character for s in game.state.seats if s.character}
    travellers = any((found := game.character(s.character)) is not None and found.team == Team.TRAVELLER for s in game.state.seats if s.character)
    kinds: list[ActKind] = ["goblin_claim", "alsaahir_guess", "damsel_guess", "puzzlemaster_guess", "klutz_choice", "fisherman_visit", "savant_visit"]
    return [k for k in kinds if ACT_CHARACTER[k] in present] + (["exile"] if travellers else [])
