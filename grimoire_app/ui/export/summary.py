"""What the game summary tells, as plain values in one language (no Qt, no HTML).

`summarize(game, lang)` words the game's one account (systems/botc/account): the script, each
player's character at the start and at the end, the night-by-night and day-by-day lines (the same
lines `summary FILE` prints and review shows), the info shown to each player, the grimoire at each
dawn, the Storyteller's notes on each player, and the result. summary_html.py lays it out.
"""

from __future__ import annotations

from dataclasses import dataclass

from grimoire_app.model.characters import Lang
from grimoire_app.systems.botc.describe import Namer
from grimoire_app.systems.botc.events import InfoShown, Phase
from grimoire_app.systems.botc.game import Game
from grimoire_app.systems.botc.notes import notes_of
from grimoire_app.model.library import Library
from grimoire_app.model.script import Script
from grimoire_app.systems.botc.state import GameState
from grimoire_app.systems.botc.account import Account, Ended, PlayerRow, game_account
from grimoire_app.systems.botc.account.text import entry_line, phase_lines

__all__ = ["InfoRecord", "PhaseSection", "PlayerInfo", "PlayerRow", "Summary", "summarize"]


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
    result: Ended | None
    final: GameState
    account: Account
    """The account the lines word (the players table words each death's cause through it too)."""
    notes: tuple[tuple[str, str], ...] = ()
    """(player, note) for each player the Storyteller's notes are on at the end, in seat order (the Storyteller's
    document only: nothing public carries notes)."""

    def namer(self, state: GameState | None = None) -> Namer:
        """Return names as they stood at `state` (default: the end of the game)."""
        return Namer(state or self.final, self.script, self.library, self.lang)


def summarize(game: Game, lang: Lang) -> Summary:
    """Word a game's account in one language. Complexity is O(e) for e events."""
    account = game_account(game)
    namer = Namer(account.start, game.script, game.library, lang)
    return Summary(
        lang=lang,
        script=game.script,
        library=game.library,
        players=account.players,
        bluffs=tuple(namer.character(c) for c in account.bluffs),
        start=account.start,
        sections=_sections(account, lang),
        info=_info(account, lang),
        result=account.result,
        final=account.final,
        account=account,
        notes=tuple((account.final.seat(seat).name, note) for seat, note in notes_of(account.final)),
    )


def _sections(account: Account, lang: Lang) -> tuple[PhaseSection, ...]:
    """Each night and day with its lines (none when nothing was recorded: the page says so itself)."""
    return tuple(
        PhaseSection(phase.phase, tuple(phase_lines(account, phase, lang)) if phase.entries else (), phase.closing)
        for phase in account.phases
    )


def _info(account: Account, lang: Lang) -> tuple[PlayerInfo, ...]:
    """Group every info shown (before the first night too) by the player it was shown to, in seat order."""
    told = [(t.before.phase, t) for t in account.setup_info] + [(p.phase, t) for p in account.phases for t in p.told]
    by_seat: dict[str, list[InfoRecord]] = {}
    for phase, entry in told:
        if isinstance(entry.event, InfoShown):
            by_seat.setdefault(entry.event.seat, []).append(InfoRecord(phase, entry_line(account, entry, lang)))
    final = account.final
    order = [seat.id for seat in final.seats] + [seat for seat in by_seat if seat not in {s.id for s in final.seats}]
    namer = Namer(final, account.script, account.library, lang)
    return tuple(PlayerInfo(namer.seat(seat), tuple(by_seat[seat])) for seat in order if seat in by_seat)
