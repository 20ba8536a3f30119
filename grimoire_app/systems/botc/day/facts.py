"""What the day rules ask of a game at one moment: types, tokens, who registers what, who functions.

Every question the day rules put to the grimoire goes through here, so the answers agree and the
one rule that is still provisional, `impaired` (drunk or poisoned), lives in one small place.
`Moment` names a point of a game's log (the state after its first `at` events) so a rule can ask
about the past: was the Klutz sober when it died, had the Alsaahir guessed yet today.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from functools import cached_property

from grimoire_app.model.characters import Team
from grimoire_app.systems.botc.events import Event, PlayerDied, ReminderPlaced
from grimoire_app.systems.botc.game import Game
from grimoire_app.systems.botc.state import DayRecord, GameState, Reminder, Seat
from grimoire_app.systems.botc.info.data import impairment_table
from grimoire_app.systems.botc.info.reliability import REGAINED, carries_live, reliability
from grimoire_app.systems.botc.hermit import hermit_abilities
from grimoire_app.systems.botc.plaguedoctor import powers_held, storyteller_abilities
from grimoire_app.systems.botc.day.tokens import same_token as same_token  # where the day rules have always found it

STORYTELLER = "storyteller"
"""The nominee id for the Storyteller, a legal nominee while an Atheist is on the script (spec 1.7)."""



ZOMBUUL_DEAD = ("zombuul", "Dead")
"""The reminder marking a Zombuul's first death: it registers dead but lives (spec 3.4)."""


@dataclass
class Ids:
    """Fresh reminder ids for the events one evaluation proposes (never two alike)."""

    taken: set[str] = field(default_factory=set)

    def reminder(self, state: GameState) -> str:
        """Return a reminder id used neither in the state nor earlier in this evaluation."""
        taken = self.taken | {r.id for seat in state.seats for r in seat.reminders}
        number = len(taken) + 1
        while f"r{number}" in taken:
            number += 1
        self.taken.add(f"r{number}")
        return f"r{number}"


@dataclass(frozen=True)
class Moment:
    """A game after its first `at` events: the state then, and questions about it."""

    game: Game
    at: int
    ids: Ids = field(default_factory=Ids, compare=False)

    @staticmethod
    def now(game: Game) -> Moment:
        """Return the moment after the last recorded event."""
        return Moment(game, len(game.events))

    @cached_property
    def state(self) -> GameState:
        """Return the state after the first `at` events."""
        return self.game.state_at(self.at)

    @property
    def events(self) -> tuple[Event, ...]:
        """Return the events recorded up to this moment."""
        return self.game.events[: self.at]

    def seat(self, seat_id: str) -> Seat:
        """Return a seat as it is at this moment.

        Raises:
            IllegalEventError: no such seat (not overridable).
        """
        return self.state.seat(seat_id)

    def find(self, seat_id: str) -> Seat | None:
        """Return a seat, or None (the Storyteller as a nominee is no seat)."""
        return next((s for s in self.state.seats if s.id == seat_id), None)

    def name(self, seat_id: str) -> str:
        """Return a player's name (the id itself for the Storyteller or an unknown seat)."""
        return next((s.name for s in self.state.seats if s.id == seat_id), seat_id)

    def team(self, seat: Seat) -> Team | None:
        """Return the real type of a seat's character (None without one)."""
        found = self.game.character(seat.character) if seat.character else None
        return found.team if found else None

    def holders(self, ability: str) -> list[Seat]:
        """Return the seats holding an ability: their real character, a power a Plague Doctor's jinx gave a Minion, or
        the dead Plague Doctor's seat for the Minion ability the Storyteller holds (docs/rules/plaguedoctor.md), or a
        Hermit's seat for an Outsider ability on the script (docs/rules/hermit.md); other held abilities come later."""
        powers, told = self._powers, self._storyteller
        hermit = ability in self._hermit
        return [
            seat for seat in self.state.seats
            if seat.character == ability or ability in powers.get(seat.id, ()) or (told.get(seat.id) == ability and not seat.alive)
            or (hermit and seat.character == "hermit")
        ]

    def holds(self, seat: Seat, ability: str) -> bool:
        """Whether a seat holds an ability (its own, or held as `holders` says)."""
        return seat.character == ability or any(s.id == seat.id for s in self.holders(ability))

    @cached_property
    def _hermit(self) -> tuple[str, ...]:
        return hermit_abilities(self.game)

    @cached_property
    def _powers(self) -> dict[str, tuple[str, ...]]:
        return powers_held(self.state, self.game.team_of)

    @cached_property
    def _storyteller(self) -> dict[str, str]:
        return storyteller_abilities(self.state, self.game.team_of)

    def tokens(self, character: str, token: str) -> Iterator[tuple[Seat, Reminder]]:
        """Yield every reminder of this character and token, with the seat it lies by."""
        for seat in self.state.seats:
            for reminder in seat.reminders:
                if same_token(reminder, character, token):
                    yield seat, reminder

    def marked(self, seat: Seat, character: str, token: str) -> bool:
        """Whether a seat carries a character's reminder token."""
        return any(same_token(r, character, token) for r in seat.reminders)

    def relevant(self) -> frozenset[str]:
        """Return the characters whose rules can apply: on the script, held by a seat, or a Fabled or Loric in play."""
        on_script = {c.id for c in self.game.script.characters}
        return frozenset(on_script | {s.character for s in self.state.seats if s.character} | set(self.state.fabled))

    def today(self) -> DayRecord | None:
        """Return today's record (during a day), else None."""
        return self.state.today()

    def is_traveller(self, seat: Seat) -> bool:
        """Whether the seat is a Traveller's."""
        return self.team(seat) == Team.TRAVELLER

    def registers_demon(self, seat: Seat) -> bool:
        """Whether a seat registers as the Demon: a Demon character or Lil' Monsta's babysitter (spec 1.3)."""
        return self.team(seat) == Team.DEMON or self.marked(seat, "lilmonsta", "Is The Demon")

    def demons(self) -> list[Seat]:
        """Return every seat that is a Demon now (alive or dead), the babysitter included."""
        return [seat for seat in self.state.seats if self.registers_demon(seat)]

    def impaired(self, seat_id: str) -> bool:
        """Whether the seat is drunk or poisoned at this moment (see `impaired`)."""
        return impaired(self.game, self.at, seat_id)

    def functioning(self, seat: Seat, ability: str | None = None) -> bool:
        """Whether a seat's ability works now: alive (or an ability that works dead) and not impaired (spec 1.4).

        A dead Plague Doctor's seat holding the Storyteller's Minion ability always works for it: the Storyteller is never
        dead, drunk or poisoned (docs/rules/plaguedoctor.md).
        """
        held = self._storyteller.get(seat.id)
        if held is not None and not seat.alive and ability in (None, held):
            return True
        alive = seat.alive or (ability or seat.character) in impairment_table().works_while_dead or self.marked(seat, "vigormortis", "Has Ability")
        alive = alive or carries_live(seat, REGAINED)  # the Bone Collector's pick, until dusk (docs/rules/bonecollector.md)
        return alive and not self.impaired(seat.id)

    def death_index(self, seat_id: str, nth: int = 0) -> int | None:
        """Return the position in the log of a seat's `nth` recorded death (None when there is none)."""
        found = [i for i, e in enumerate(self.events) if isinstance(e, PlayerDied) and e.seat == seat_id]
        return found[nth] if len(found) > nth else None

    def functioned_at_death(self, seat_id: str) -> bool:
        """Whether the seat's ability worked just before its (first) recorded death."""
        index = self.death_index(seat_id)
        if index is None:
            return self.functioning(self.seat(seat_id))
        before = Moment(self.game, index)
        return before.functioning(before.seat(seat_id))

    def registers_dead_zombuul(self, seat: Seat) -> bool:
        """Whether a seat is a Zombuul that "died" once while sober: it lives but registers dead (spec 3.4).

        Day and night mark it alike (tonight's View.really_alive reads the same token): the first
        death is a PlayerDied (the table sees a death) with the Zombuul's DEAD reminder, placed by
        tonight's proposal or the day's zombuul.first_death trigger; its real death takes the
        reminder off. A drunk or poisoned Zombuul gets no reminder: its first death is real.
        """
        return seat.character == "zombuul" and not seat.alive and self.marked(seat, *ZOMBUUL_DEAD)

    def really_alive(self, seat: Seat) -> bool:
        """Whether a player is really alive (a registers-dead Zombuul is)."""
        return seat.alive or self.registers_dead_zombuul(seat)

    def day_events(self, day: int) -> Iterator[tuple[int, Event]]:
        """Yield (index, event) for the events recorded during a day."""
        inside = False
        for index, event in enumerate(self.events):
            phase = self.game.state_at(index).phase
            inside = phase.kind == "day" and phase.number == day
            if inside:
                yield index, event


def impaired(game: Game, at: int, seat_id: str) -> bool:
    """Whether a seat is drunk or poisoned after the first `at` events: the one impairment check of the day rules.

    Asks systems/botc/info.reliability, which reads every drunk and poison source from the grimoire
    and whether each source still functions (spec 1.4).

    Raises:
        IllegalEventError: no such seat (not overridable).
    """
    return reliability(game, seat_id, at).impaired


def placed(m: Moment, seat_id: str, character: str, token: str) -> ReminderPlaced:
    """Return a ReminderPlaced with a fresh id for one evaluation."""
    return ReminderPlaced(reminder=m.ids.reminder(m.state), seat=seat_id, character=character, token=token)
