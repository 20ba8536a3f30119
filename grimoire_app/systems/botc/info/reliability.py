"""Is a player's ability working tonight? Every drunk and poison source, read from the grimoire.

Sources are data (resources/botc/info_impairment.json, spec 1.4): a reminder token a character
leaves (the Poisoner's POISONED, the Philosopher's DRUNK, the Xaan's X, …) or a character that is
itself drunk (the Drunk). An ability is judged when it acts: a token placed (or moved) by a choice
made while its source was drunk or poisoned is inert (`Reminder.inert`, docs/rules/innkeeper.md
[DECISION]) and never impairs, even once the source is sober again; so the Innkeeper poisoned by
the Pukka, the Sailor and the Pukka choosing each other, leave no cycle. Ongoing effects last only
while their source functions (spec 1.4: "source dies, becomes drunk/poisoned, or stops being that
character → effect stops"), so a source is checked in turn; a cycle of live sources that is left
(tokens placed outside a night choice, or by the Storyteller by hand) is broken by taking the
source on the cycle as functioning, which lists both reasons and lets the Storyteller judge.
The Vortox is not an impairment: `vortox_forces_false` says when Townsfolk info must be false
(spec 1.5 rule 1).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import cached_property
from typing import Literal

from grimoire_app.systems.botc.info.texts import text as tr
from grimoire_app.model.characters import Character, Team
from grimoire_app.systems.botc.events import NightChoice
from grimoire_app.systems.botc.game import Game
from grimoire_app.systems.botc.hermit import holds_by_hermit
from grimoire_app.systems.botc.plaguedoctor import storyteller_abilities
from grimoire_app.systems.botc.boffin import Gift, gift as boffin_gift
from grimoire_app.systems.botc.state import GameState, Seat
from grimoire_app.systems.botc.info.data import ImpairmentSource, impairment_table
from grimoire_app.systems.botc.rules_jinx_demons import jinxed

ReasonEffect = Literal["drunk", "poisoned", "mad", "dead", "inactive"]
SOBER_AND_HEALTHY = ("barista", "Sober & Healthy")
"""The Barista's first effect (docs/rules/barista.md): until dusk, not drunk nor poisoned, and true information."""
REGAINED = ("bonecollector", "Has Ability")
"""The Bone Collector's pick (docs/rules/bonecollector.md): a dead player whose ability works until dusk."""


def carries_live(seat: Seat, marker: tuple[str, str]) -> bool:
    """Whether a live (not inert) reminder of this (character, token) lies by the seat."""
    return any((r.character, r.token) == marker and not r.inert for r in seat.reminders)
Lookup = Callable[[str], Character | None]


@dataclass(frozen=True)
class Reason:
    """One reason about a player's ability, in both languages.

    `effect` says what it does: drunk, poisoned, dead (the ability is off), mad (Harpy: noted,
    not an impairment), inactive (a drunk/poison token whose source no longer functions).
    """

    code: str
    effect: ReasonEffect
    ko: str
    en: str
    source: str | None = None
    """The seat whose ability causes it, when one does."""

    def text(self, lang: Literal["ko", "en"]) -> str:
        """Return the sentence in one language."""
        return self.ko if lang == "ko" else self.en


@dataclass(frozen=True)
class Reliability:
    """Whether a seat's ability works now, and every reason for and against.

    >>> Reliability(working=True, drunk=False, poisoned=False, reasons=()).impaired
    False
    """

    working: bool
    drunk: bool
    poisoned: bool
    reasons: tuple[Reason, ...]

    @property
    def impaired(self) -> bool:
        """Whether the seat is drunk or poisoned (false information is then allowed, spec 1.5 rule 3)."""
        return self.drunk or self.poisoned


def reliability(game: Game, seat_id: str, at: int | None = None) -> Reliability:
    """Return whether the seat's ability works after the first `at` events (None: now).

    Raises:
        IllegalEventError: no such seat (not overridable).
    """
    state = game.state if at is None else game.state_at(at)
    return Judge(state, game).reliability(seat_id)


def vortox_active(game: Game, at: int | None = None) -> bool:
    """Whether a Vortox is alive and functioning (spec 3.4: night 1 included)."""
    state = game.state if at is None else game.state_at(at)
    return Judge(state, game).vortox_active()


def vortox_forces_false(game: Game, seat_id: str | None = None, at: int | None = None) -> bool:
    """Whether information must be false: a functioning Vortox and a Townsfolk ability (spec 1.5 rule 1).

    With a seat, the ability is that seat's: its real character must be a Townsfolk (a
    Philosopher's or Cannibal's held ability counts; the Drunk's pretend one does not).

    Raises:
        IllegalEventError: no such seat (not overridable).
    """
    state = game.state if at is None else game.state_at(at)
    return Judge(state, game).vortox_forces_false(seat_id)


class Judge:
    """Answers reliability questions about one state; remembers what it has worked out."""

    def __init__(self, state: GameState, game: Game) -> None:
        self.state = state
        self.game = game
        self.character: Lookup = game.character
        self._table = impairment_table()
        self._memo: dict[str, tuple[Reason, ...]] = {}
        self._sources: tuple[ImpairmentSource, ...] | None = None

    def _live_sources(self) -> tuple[ImpairmentSource, ...]:
        """Return the sources that can give a reason in this state, in the table's order: the ones on their own
        character, and those whose token lies somewhere in the square (a source with no token anywhere gives none:
        `_from_source`). Worked out once per state: every seat's question walks the table (issue 20)."""
        if self._sources is None:
            placed = {(r.character, r.token) for seat in self.state.seats for r in seat.reminders}
            self._sources = tuple(s for s in self._table.sources if s.affects == "self" or (s.character, s.token) in placed)
        return self._sources

    def team(self, seat: Seat) -> Team | None:
        """Return the seat's real character type (None without a character)."""
        found = self.character(seat.character) if seat.character else None
        return found.team if found else None

    def reliability(self, seat_id: str) -> Reliability:
        """Return the seat's Reliability.

        Raises:
            IllegalEventError: no such seat (not overridable).
        """
        seat = self.state.seat(seat_id)
        reasons = self.impairments(seat_id)
        if not self.alive_for_ability(seat):
            reasons = (self._reason("dead", "dead", None),) + reasons
        drunk = any(r.effect == "drunk" for r in reasons)
        poisoned = any(r.effect == "poisoned" for r in reasons)
        dead = any(r.effect == "dead" for r in reasons)
        return Reliability(not (drunk or poisoned or dead), drunk, poisoned, reasons)

    def vortox_active(self) -> bool:
        """Whether some Vortox is alive and neither drunk nor poisoned."""
        return any(s.character == "vortox" and s.alive and not self.impaired(s.id) for s in self.state.seats)

    def vortox_forces_false(self, seat_id: str | None) -> bool:
        """Whether a functioning Vortox makes this seat's (or any Townsfolk's) information false."""
        if seat_id is not None and self.ability_team(self.state.seat(seat_id)) != Team.TOWNSFOLK:
            return False
        if seat_id is not None and carries_live(self.state.seat(seat_id), SOBER_AND_HEALTHY):
            return False
        return self.vortox_active()

    def ability_team(self, seat: Seat) -> Team | None:
        """Return the type of the ability the seat uses: its character's, or for the Apprentice the one it was given
        (docs/rules/apprentice.md: a good Apprentice's Townsfolk ability meets the Vortox)."""
        if seat.character == "apprentice":
            given = [h.event.characters[0] for h in self.state.log if isinstance(h.event, NightChoice) and h.event.seat == seat.id
                     and h.event.character == "apprentice" and h.event.characters]
            found = self.character(given[-1]) if given else None
            return found.team if found else Team.TRAVELLER
        return self.team(seat)

    def impaired(self, seat_id: str, visiting: frozenset[str] = frozenset()) -> bool:
        """Whether the seat is drunk or poisoned now."""
        return any(r.effect in ("drunk", "poisoned") for r in self.impairments(seat_id, visiting))

    def impairments(self, seat_id: str, visiting: frozenset[str] = frozenset()) -> tuple[Reason, ...]:
        """Return every drunk/poison/mad reason on the seat, live or inactive."""
        if seat_id in visiting:
            return ()
        if not visiting and seat_id in self._memo:
            return self._memo[seat_id]
        seat = self.state.seat(seat_id)
        inner = visiting | {seat_id}
        reasons = tuple(r for source in self._live_sources() for r in self._from_source(seat, source, inner))
        reasons += self._generic(seat)
        if carries_live(seat, SOBER_AND_HEALTHY):
            reasons = tuple(r for r in reasons if r.effect not in ("drunk", "poisoned"))
        if not visiting:
            self._memo[seat_id] = reasons
        return reasons

    def alive_for_ability(self, seat: Seat, visiting: frozenset[str] = frozenset()) -> bool:
        """Whether the seat's ability can act: alive, works while dead, or a dead Minion with HAS ABILITY."""
        if seat.alive or (seat.character in self._table.works_while_dead) or carries_live(seat, REGAINED):
            return True
        marker = self._table.has_ability
        if not any(r.character == marker.character and r.token == marker.token for r in seat.reminders):
            return False
        return any(self.functioning(s, visiting) for s in self.state.seats if s.character == marker.character)

    def functioning(self, seat: Seat, visiting: frozenset[str] = frozenset()) -> bool:
        """Whether a seat's ability functions: able to act and neither drunk nor poisoned."""
        return self.alive_for_ability(seat, visiting | {seat.id}) and not self.impaired(seat.id, visiting)

    def _from_source(self, seat: Seat, source: ImpairmentSource, visiting: frozenset[str]) -> list[Reason]:
        if source.affects == "self":
            return [self._reason(source.character, source.effect, None)] if seat.character == source.character else []
        if source.affects == "every_townsfolk":
            carriers = [s for s in self.state.seats if any(self._marks(r, source) and not r.inert for r in s.reminders)]
            if not carriers or self.team(seat) != Team.TOWNSFOLK:
                return []
        elif source.affects == "all_others":
            carriers = [s for s in self.state.seats if any(self._marks(r, source) and not r.inert for r in s.reminders)]
            if not carriers or seat in carriers or self.team(seat) == Team.TRAVELLER:
                return []
            if source.character == "minstrel" and seat.character == "legion" and jinxed(self.game, self.state, "legion", "minstrel"):
                return []  # the Legion/Minstrel jinx: Legion keeps its ability (docs/rules/legion.md Jinxes)
        else:
            tokens = [r for r in seat.reminders if self._marks(r, source)]
            if not tokens:
                return []
            if all(r.inert for r in tokens):
                return [self._reason(source.character, "inactive", None)]
        judged = self._judged(seat, source, visiting)
        return [judged] if judged else []

    @staticmethod
    def _marks(reminder: object, source: ImpairmentSource) -> bool:
        return getattr(reminder, "character", None) == source.character and getattr(reminder, "token", None) == source.token

    def _judged(self, seat: Seat, source: ImpairmentSource, visiting: frozenset[str]) -> Reason | None:
        """Judge one token; None inside a cycle of sources, so the outer seat's source counts as functioning."""
        if source.character in self._storyteller_abilities.values():  # the Storyteller's (Plague Doctor): always works
            return self._reason(source.character, source.effect, None)
        sources = self._source_seats(source.character)
        first = sources[0].id if sources else None
        if source.while_ == "always":
            return self._reason(source.character, source.effect, first)
        if source.while_ == "carrier_is_source":
            live = seat.character == source.character
            return self._reason(source.character, source.effect if live else "inactive", None)
        on_cycle = [c for c in sources if c.id in visiting and c.id != seat.id]
        if on_cycle:
            return None
        for candidate in sources:
            judged = self._gift_judged(candidate, source.character)  # the Boffin's Demon: judged by the Boffin's seat
            sober = not self.impaired(judged.id, visiting)
            able = source.while_ == "source_sober" or self.alive_for_ability(candidate, visiting | {candidate.id})
            able = able and (judged is candidate or self.alive_for_ability(judged, visiting | {judged.id}))
            if sober and able:
                return self._reason(source.character, source.effect, candidate.id)
        return self._reason(source.character, "inactive", first)

    @cached_property
    def _storyteller_abilities(self) -> dict[str, str]:
        """The Minion abilities the Storyteller holds from a Plague Doctor's pick (docs/rules/plaguedoctor.md)."""
        return storyteller_abilities(self.state, self.game.team_of)

    def _source_seats(self, character_id: str) -> list[Seat]:
        own = [s for s in self.state.seats if s.character == character_id]
        gifted = [s for s in self.state.seats if self._boffin_gift is not None and self._boffin_gift.character == character_id
                  and self.team(s) == Team.DEMON]
        hermits = [s for s in self.state.seats if holds_by_hermit(self.game, s, character_id)]  # docs/rules/hermit.md
        return own or gifted or hermits or [s for s in self.state.seats if s.character in self._table.holders]

    @cached_property
    def _boffin_gift(self) -> Gift | None:
        """The good ability a Boffin gave the Demons (docs/rules/boffin.md), if any."""
        return boffin_gift(self.state, self.game)

    def _gift_judged(self, candidate: Seat, character_id: str) -> Seat:
        """The seat whose state decides a source's ability: the Boffin's for a Demon holding the Boffin's gift
        (docs/rules/boffin.md: the Demon's own drunkenness or poison does not count), else the source itself."""
        gift = self._boffin_gift
        if gift is None or gift.character != character_id or candidate.character == character_id or self.team(candidate) != Team.DEMON:
            return candidate
        return self.state.seat(gift.boffin)

    def _generic(self, seat: Seat) -> tuple[Reason, ...]:
        ruled = {(s.character, s.token) for s in self._table.sources}
        found: list[Reason] = []
        for reminder in seat.reminders:
            effect = self._table.generic_tokens.get(reminder.token)
            if effect is not None and not reminder.inert and (reminder.character, reminder.token) not in ruled:
                found.append(self._reason(f"generic_{effect}", effect, None, reminder.character))
        return tuple(found)

    def _reason(self, code: str, effect: ReasonEffect, source: str | None, character: str | None = None) -> Reason:
        key = "info.reason.inactive" if effect == "inactive" else f"info.reason.{code}"
        what = character or code
        texts = {lang: tr(key, lang, source=self._name(source), character=self._character_name(what, lang)) for lang in ("ko", "en")}
        return Reason(code, effect, texts["ko"], texts["en"], source)

    def _name(self, seat_id: str | None) -> str:
        return self.state.seat(seat_id).name if seat_id else "?"

    def _character_name(self, character_id: str, lang: Literal["ko", "en"]) -> str:
        found = self.character(character_id)
        return self.game.library.name(found, lang) if found else character_id
