"""Registration: how a seat may register to an ability that "sees" it, at the Storyteller's choice.

A few characters may register as something they are not, each time an ability sees them (the
Recluse as evil and as a Minion or Demon; the Spy as good and as a Townsfolk or Outsider). Who may,
and as what, is data: resources/botc/registration.json. The misregistration holds only while the
seat's own ability works (a drunk or poisoned Recluse or Spy registers truly), and, for these two,
even after death. Nothing here decides: every query returns the POSSIBLE values, the real one
first, and the rule that asks chooses what is legal (spec 1.3, docs/rules/recluse.md, spy.md).

API (all pure; build one `Sight` per question and ask it about any number of seats):

- `Sight(game, state, impaired)`: `impaired(seat_id)` says whether a seat is drunk or poisoned now.
  `Sight.now(game)` builds one over the current grimoire. The info engine has one ready as
  `GrimoireFacts.sight` (and `GrimoireFacts.seen(seat)`); a day rule builds one from its Moment:
  `Sight(m.game, m.state, m.impaired)` (day/hooks_votes.py does, for the Virgin and the Golem).
- `sight.seen(seat) -> Seen`: every aspect at once: `alignments`, `teams`, `characters`, `demon`
  (whether it registers as the Demon), each a tuple of the possible values, the real one first;
  `by` names the character whose ability lets it misregister (None: it registers truly).
- Shortcuts: `sight.alignments(seat)`, `sight.teams(seat)`, `sight.characters(seat)`,
  `sight.demon(seat)` (e.g. the Slayer: `True in sight.demon(target)` → the Storyteller may kill it;
  `False in sight.demon(target)` → may survive), `sight.may_be_evil(seat)`, `sight.may_be_good(seat)`,
  `sight.may_be_team(seat, Team.TOWNSFOLK)` (the Virgin's nominator).
- `worlds(values)`: every combination of per-seat possible values, for count answers (the Empath's
  and the Chef's numbers: the set of counts over the worlds is what a registration can make true).

Switching a rule that reads `table.evil(seat)` / `table.team(seat)` / `table.registers_demon(seat)`
to registration is one call: the set of possible values instead of the one real value. Inside a
truth function, info/registered.py turns them into a Truth: `registration_whys(table, seats, aspect)`
gives the why lines (ko/en) and `counted(...)` a number over every registration; put the answers a
registration allows in `Truth.registered` (legal when the truth is, spec 1.3) and, when some of them
make the real answer false, give `false_answers` for the Vortox (an answer is Vortox-legal when
some registration makes it false). A later character that registers falsely is one more row in
registration.json (or, for a rule no row can say, one more branch in `Sight.rule`).

>>> Seen("s1").misregisters
False
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from functools import cache
from itertools import product
from typing import Literal, TypeVar

from pydantic import Field

from grimoire_app.model.characters import Frozen, Team
from grimoire_app.model.jsonfile import load_data
from grimoire_app.systems.botc.game import Game
from grimoire_app.systems.botc.info.data import botc_dir
from grimoire_app.systems.botc.hermit import HERMIT, hermit_abilities
from grimoire_app.systems.botc.plaguedoctor import powers_held
from grimoire_app.systems.botc.state import GameState, Seat

IS_THE_DEMON = ("lilmonsta", "Is The Demon")
Alignment = Literal["good", "evil"]
V = TypeVar("V")


class Misregistration(Frozen):
    """One character that may register falsely (resources/botc/registration.json)."""

    character: str
    alignments: tuple[Alignment, ...] = ()
    teams: tuple[Team, ...] = ()
    """It may register as any character of these types on the script (and so as that type)."""
    while_: Literal["functioning", "always"] = Field("functioning", alias="while")
    even_if_dead: bool = False
    marker: str | None = None
    """A Fabled's rule: it applies to the seats carrying this reminder of `character` while that Fabled is in
    play (the Revolutionary's Aligned pair), not to seats of that character."""
    spent_by: str | None = None
    """With `marker`: once this reminder of `character` lies by any seat, the rule is used up (once per game)."""
    source: Literal["fabled", "working"] = "fabled"
    """With `marker`: "fabled" applies while that Fabled is in play; "working" while a living, sober and healthy
    seat holds `character` (the Lycanthrope's FAUX PAW, docs/rules/lycanthrope.md)."""
    ref: str


class _RegistrationFile(Frozen):
    misregister: tuple[Misregistration, ...]


@cache
def misregistrations() -> dict[str, Misregistration]:
    """Return who may register falsely, by character id.

    Raises:
        LibraryError: registration.json is missing or not of its schema.
    """
    found: _RegistrationFile = load_data(botc_dir() / "registration.json", _RegistrationFile, comments=True)
    return {entry.character: entry for entry in found.misregister}


@dataclass(frozen=True)
class Seen:
    """How one seat may register now: each aspect's possible values, the real one first.

    >>> Seen("s1", "recluse", ("good", "evil")).may_be("evil")
    True
    """

    seat: str
    by: str | None = None
    """The character whose ability lets the seat misregister (None: it registers truly)."""
    alignments: tuple[str, ...] = ()
    teams: tuple[Team, ...] = ()
    characters: tuple[str, ...] = ()
    demon: tuple[bool, ...] = (False,)
    """Whether it registers as the Demon: (real,) or both values."""

    @property
    def misregisters(self) -> bool:
        """Whether some aspect has more than one possible value."""
        return self.by is not None

    def may_be(self, alignment: str) -> bool:
        """Whether the seat may register as this alignment."""
        return alignment in self.alignments


class Sight:
    """Answers "how may this seat register?" about one grimoire (cheap; build one per question)."""

    def __init__(self, game: Game, state: GameState, impaired: Callable[[str], bool]) -> None:
        self.game = game
        self.state = state
        self.impaired = impaired
        self._memo: dict[str, Seen] = {}
        self._held_powers: dict[str, tuple[str, ...]] | None = None

    @staticmethod
    def now(game: Game) -> Sight:
        """Return a Sight over the current grimoire (impairment from the reliability rules)."""
        from grimoire_app.systems.botc.info.reliability import Judge

        judge = Judge(game.state, game)
        return Sight(game, game.state, judge.impaired)

    def seen(self, seat: Seat) -> Seen:
        """Return every aspect's possible values for the seat."""
        if seat.id not in self._memo:
            self._memo[seat.id] = self._work_out(seat)
        return self._memo[seat.id]

    def alignments(self, seat: Seat) -> tuple[str, ...]:
        """Return the alignments the seat may register as, the real one first."""
        return self.seen(seat).alignments

    def teams(self, seat: Seat) -> tuple[Team, ...]:
        """Return the character types the seat may register as, the real one first (empty: no character)."""
        return self.seen(seat).teams

    def characters(self, seat: Seat) -> tuple[str, ...]:
        """Return the characters the seat may register as, the real one first (empty: no character)."""
        return self.seen(seat).characters

    def demon(self, seat: Seat) -> tuple[bool, ...]:
        """Return whether the seat registers as the Demon: (real,) or (real, not real)."""
        return self.seen(seat).demon

    def may_be_evil(self, seat: Seat) -> bool:
        """Whether the seat may register as evil."""
        return "evil" in self.alignments(seat)

    def may_be_good(self, seat: Seat) -> bool:
        """Whether the seat may register as good."""
        return "good" in self.alignments(seat)

    def may_be_team(self, seat: Seat, team: Team) -> bool:
        """Whether the seat may register as a character of this type."""
        return team in self.teams(seat)

    def rule(self, seat: Seat) -> Misregistration | None:
        """Return the misregistration that applies to the seat now (None: it registers truly)."""
        entry = misregistrations().get(seat.character or "")
        if entry is None:  # the Spy power a Plague Doctor's jinx gave a Minion (docs/rules/plaguedoctor.md)
            entry = next((misregistrations().get(p) for p in self._powers.get(seat.id, ()) if p in misregistrations()), None)
        if entry is None and seat.character == HERMIT:  # a Hermit holds the script's Outsiders, the Recluse's too (docs/rules/hermit.md)
            entry = next((misregistrations().get(c) for c in hermit_abilities(self.game) if c in misregistrations()), None)
        if entry is None or entry.marker is not None:
            entry = self._marked(seat)
        if entry is None:
            return None
        if not seat.alive and not entry.even_if_dead:
            return None
        if entry.while_ == "functioning" and self.impaired(seat.id):
            return None
        return entry

    @property
    def _powers(self) -> dict[str, tuple[str, ...]]:
        """The jinxed powers by seat (docs/rules/plaguedoctor.md), read once per Sight."""
        if self._held_powers is None:
            self._held_powers = powers_held(self.state, self.game.team_of)
        return self._held_powers

    def _marked(self, seat: Seat) -> Misregistration | None:
        """Return a Fabled's misregistration marked by the seat's reminder (the Revolutionary's Aligned), unless used up."""
        tokens = {(r.character, r.token) for r in seat.reminders}
        for entry in misregistrations().values():
            if entry.marker is None or not self._source_works(entry) or (entry.character, entry.marker) not in tokens:
                continue
            spent = entry.spent_by is not None and any(
                (r.character, r.token) == (entry.character, entry.spent_by) for s in self.state.seats for r in s.reminders
            )
            if not spent:
                return entry
        return None

    def _source_works(self, entry: Misregistration) -> bool:
        """Whether a marker rule's source is there: its Fabled in play, or a working holder of its character."""
        if entry.source == "fabled":
            return entry.character in self.state.fabled
        return any(s.character == entry.character and s.alive and not self.impaired(s.id) for s in self.state.seats)

    def _work_out(self, seat: Seat) -> Seen:
        found = self.game.character(seat.character) if seat.character else None
        team = found.team if found else None
        teams: tuple[Team, ...] = (team,) if team else ()
        characters: tuple[str, ...] = (seat.character,) if seat.character else ()
        alignments: tuple[str, ...] = (seat.alignment,)
        demon = team == Team.DEMON or any((r.character, r.token) == IS_THE_DEMON for r in seat.reminders)
        entry = self.rule(seat)
        if entry is None:
            return Seen(seat.id, None, alignments, teams, characters, (demon,))
        script = [c.id for c in self.game.script.characters if c.team in entry.teams]
        teams = _plus(teams, entry.teams)
        demons = _plus((demon,), (True,) if Team.DEMON in entry.teams else ())
        if demon and any(t != Team.DEMON for t in entry.teams):
            demons = _plus(demons, (False,))  # a Demon that may register as another type may register as no Demon
        return Seen(seat.id, entry.character, _plus(alignments, entry.alignments), teams, _plus(characters, script), demons)


def _plus(real: tuple[V, ...], extra: Sequence[V]) -> tuple[V, ...]:
    return tuple(dict.fromkeys((*real, *extra)))


def worlds(values: Mapping[str, Sequence[V]]) -> Iterator[dict[str, V]]:
    """Yield every combination of one value per seat (the first world is the all-real one).

    >>> [w["a"] + w["b"] for w in worlds({"a": ("x",), "b": ("y", "z")})]
    ['xy', 'xz']
    """
    keys = list(values)
    for combination in product(*(values[key] for key in keys)):
        yield dict(zip(keys, combination))
