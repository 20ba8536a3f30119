"""Read a game's account in tests: the days as `summary FILE` prints them."""

from __future__ import annotations

from grimoire_app.model.characters import Lang
from grimoire_app.systems.botc.game import Game
from grimoire_app.systems.botc.account import game_account
from grimoire_app.systems.botc.account.text import phase_lines, phase_name


def day_lines(game: Game, lang: Lang) -> list[str]:
    """Return the days' sections of `summary FILE`'s account: each "== day ==" heading and its lines."""
    account = game_account(game)
    lines: list[str] = []
    for phase in account.phases:
        if phase.phase.kind == "day":
            lines.append(f"== {phase_name(phase.phase, lang)} ==")
            lines += ["  " + line for line in phase_lines(account, phase, lang)]
    return lines
