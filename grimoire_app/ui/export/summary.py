"""What the game summary tells, as plain values read from the event log (no Qt, no HTML).

`summarize(game, lang)` gathers the script, each player's character at the start and at the end,
the night-by-night and day-by-day account (one `describe` line per event), the info shown to each
player, the grimoire at each dawn, and the result. summary_html.py lays it out.
"""

from __future__ import annotations

from dataclasses import dataclass

from grimoire_app.model.characters import Lang
from grimoire_app.model.describe import Namer, describe
from grimoire_app.model.events import (
    AlignmentChanged,
    BelievedCharacterSet,
    CharacterAssigned,
    Event,
    GameEnded,
    InfoShown,
    NightChoice,
    NoteWritten,
    Phase,
    PhaseAdvanced,
    PlayerRevived,
)
from grimoire_app.model.game import Game
from grimoire_app.model.library import Library
from grimoire_app.model.report import ACCOUNT_EVENTS
from grimoire_app.model.script import Script
from grimoire_app.model.state import Death, GameState, Seat

SUMMARY_EVENTS = ACCOUNT_EVENTS + (NightChoice, CharacterAssigned, BelievedCharacterSet, AlignmentChanged, PlayerRevived, NoteWritten)
"""The summary's account tells what `summary FILE` tells, plus night choices and character,
alignment and life changes made during play; reminder bookkeeping shows in the dawn pictures."""


@dataclass(frozen=True)
class PlayerRow:
    """One player: seat at the start of the first night (None: joined later) and at the end (None: left)."""

    number: int
    name: str
    start: Seat | None
    end: Seat | None
    death: Death | None
    """The player's last death, when they are dead at the end."""

    @property
    def changed(self) -> bool:
        """Whether the character, believed character or alignment changed during play."""
        if self.start is None or self.end is None:
            return True
        before, after = self.start, self.end
        return (before.character, before.believed, before.alignment) != (after.character, after.believed, after.alignment)


@dataclass(frozen=True)
class PhaseSection:
    """One night or day of the account, with the grimoire as the phase ended (for nights: at dawn)."""

    phase: Phase
    lines: tuple[str, ...]
    closing: GameState


@dataclass(frozen=True)
class InfoRecord:
    """One piece of info shown to a player, and when."""

    phase: Phase
    line: str


@dataclass(frozen=True)
class PlayerInfo:
    """Everything shown to one player, in order."""

    name: str
    records: tuple[InfoRecord, ...]


@dataclass(frozen=True)
class Summary:
    """The whole summary of one game, in one language."""

    lang: Lang
    script: Script
    library: Library
    players: tuple[PlayerRow, ...]
    bluffs: tuple[str, ...]
    start: GameState
    sections: tuple[PhaseSection, ...]
    info: tuple[PlayerInfo, ...]
    result: GameEnded | None
    final: GameState

    def namer(self, state: GameState | None = None) -> Namer:
        """Return names as they stood at `state` (default: the end of the game)."""
        return Namer(state or self.final, self.script, self.library, self.lang)


def summarize(game: Game, lang: Lang) -> Summary:
    """Read a game's log into a Summary. Complexity is O(e) for e events (states are kept per event)."""
    start_at = _first_night_index(game)
    start = game.state_at(start_at)
    final = game.state
    return Summary(
        lang=lang,
        script=game.script,
        library=game.library,
        players=_players(start, final),
        bluffs=tuple(_namer(game, start, lang).character(c) for c in start.bluffs),
        start=start,
        sections=_sections(game, start_at, lang),
        info=_info(game, final, lang),
        result=final.result,
        final=final,
    )


def _namer(game: Game, state: GameState, lang: Lang) -> Namer:
    return Namer(state, game.script, game.library, lang)


def _first_night_index(game: Game) -> int:
    """Return how many events come before the first night: the setup the players table shows."""
    for index, event in enumerate(game.events):
        if isinstance(event, PhaseAdvanced) and event.to.kind != "setup":
            return index
    return len(game.events)


def _players(start: GameState, final: GameState) -> tuple[PlayerRow, ...]:
    at_start = {seat.id for seat in start.seats}
    seats = list(start.seats) + [seat for seat in final.seats if seat.id not in at_start]
    rows = []
    for number, seat in enumerate(seats, 1):
        end = next((s for s in final.seats if s.id == seat.id), None)
        death = next((d for d in reversed(final.deaths) if d.seat == seat.id), None) if end and not end.alive else None
        rows.append(PlayerRow(number, (end or seat).name, seat if seat.id in at_start else None, end, death))
    return tuple(rows)


def _sections(game: Game, start_at: int, lang: Lang) -> tuple[PhaseSection, ...]:
    """Group the account by phase, from the first night on; each section keeps its closing state."""
    sections: list[PhaseSection] = []
    phase: Phase | None = None
    lines: list[str] = []
    for index in range(start_at, len(game.events)):
        event: Event = game.events[index]
        before = game.state_at(index)
        if isinstance(event, PhaseAdvanced):
            if phase is not None:
                sections.append(PhaseSection(phase, tuple(lines), before))
            phase, lines = event.to, []
        elif isinstance(event, SUMMARY_EVENTS):
            lines.append(describe(event, before, game.script, game.library, lang))
    if phase is not None:
        sections.append(PhaseSection(phase, tuple(lines), game.state))
    return tuple(sections)


def _info(game: Game, final: GameState, lang: Lang) -> tuple[PlayerInfo, ...]:
    """Group every InfoShown by the player it was shown to, in seat order."""
    by_seat: dict[str, list[InfoRecord]] = {}
    for index, event in enumerate(game.events):
        if isinstance(event, InfoShown):
            before = game.state_at(index)
            line = describe(event, before, game.script, game.library, lang)
            by_seat.setdefault(event.seat, []).append(InfoRecord(before.phase, line))
    order = [seat.id for seat in final.seats] + [seat for seat in by_seat if seat not in {s.id for s in final.seats}]
    namer = _namer(game, final, lang)
    return tuple(PlayerInfo(namer.seat(seat), tuple(by_seat[seat])) for seat in order if seat in by_seat)
