"""Helpers for the prompted Fabled's tests (docs/rules/angel.md … hellslibrarian.md): tables with a Fabled in play."""

from __future__ import annotations

from grimoire_app.model import Library
from grimoire_app.systems.botc.day import PublicAct, Trigger, triggers_at
from grimoire_app.systems.botc.events import FabledAdded, PhaseAdvanced
from grimoire_app.systems.botc.game import Game
from tests.builders import seat_of, to_phase
from tests.systems.botc.tb_core_helpers import tb_game

SIX = ("s1=washerwoman", "s2=empath", "s3=chef", "s4=soldier", "s5=poisoner", "s6=imp")
SEVEN = ("s1=washerwoman", "s2=empath", "s3=chef", "s4=soldier", "s5=recluse", "s6=poisoner", "s7=imp")


def fabled_table(library: Library, fabled: str | None, players: tuple[str, ...] = SIX, phase: tuple[str, int] = ("day", 1)) -> Game:
    """A Trouble Brewing table with a Fabled put in play during setup (None: no Fabled), taken to a phase."""
    game = tb_game(library, *players)
    if fabled is not None:
        game.record(FabledAdded(character=fabled))
    return to_phase(game, *phase)


def act(game: Game, kind: str, seat: str, *players: str) -> PublicAct:
    """Return a public act by a named player, naming players by name."""
    return PublicAct(act=kind, seat=seat_of(game, seat), players=tuple(seat_of(game, p) for p in players))  # type: ignore[arg-type]


def refused(game: Game, event: object) -> list[str]:
    """Return the keys of the rules that refuse an event now."""
    return [r.key for r in game.check(event)]  # type: ignore[arg-type, attr-defined]


def dawn_triggers(game: Game) -> list[Trigger]:
    """Return the triggers the latest phase change fired (as phase_flow asks them)."""
    index = max(i for i, e in enumerate(game.events) if isinstance(e, PhaseAdvanced))
    return triggers_at(game, index, game.events[index], "after")
