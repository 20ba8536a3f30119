"""The `summary` account of a game: nights from the event log, days with votes, thresholds and triggers."""

from __future__ import annotations

from grimoire_app.model.characters import Lang
from grimoire_app.model.game import Game
from grimoire_app.model.report import account
from grimoire_app.systems.botc.day import day_account


def summary_lines(game: Game, lang: Lang) -> list[str]:
    """Return the night-by-night account with each day told by the day model (count, threshold, triggers)."""
    days = _sections(day_account(game, lang))
    lines: list[str] = []
    for header, body in _sections(account(game, lang)).items():
        lines.append(header)
        lines += days.get(header, body)
    return lines


def _sections(lines: list[str]) -> dict[str, list[str]]:
    """Split an account into its "== phase ==" sections (blank lines dropped)."""
    sections: dict[str, list[str]] = {}
    current: list[str] = []
    for line in lines:
        if line.startswith("== "):
            current = sections.setdefault(line, [])
        elif line.strip():
            current.append(line)
    return sections
