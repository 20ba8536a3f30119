"""Entry point: `python -m grimoire_app [COMMAND ...]`; with no command, start the app."""

from __future__ import annotations

import sys
from collections.abc import Sequence
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from grimoire_app.ui.town_square.snapshot import SquareSnapshot


def main(argv: Sequence[str] | None = None) -> int:
    """Run a CLI command, or open the main window when none is given."""
    args = list(sys.argv[1:] if argv is None else argv)
    if args and not args[0].startswith("--script") and not args[0].endswith(".grimoire"):
        from grimoire_app.cli import main as cli_main

        return cli_main(args)
    snapshot = _snapshot_to_paint(args)
    if snapshot is None:
        _import_the_model_first()
    from grimoire_app.ui.app import run_app

    return run_app(args, snapshot)


def _snapshot_to_paint(args: list[str]) -> SquareSnapshot | None:
    """Return the square snapshot of the game the start reopens, if it has a current one (ui/town_square/snapshot.py):
    the window then paints it before the model is imported at all (issue 20). Read before Qt: plain JSON."""
    from grimoire_app import paths
    from grimoire_app.recent import game_to_open
    from grimoire_app.ui.town_square.snapshot import read_snapshot

    game = game_to_open(args, paths.recent_games_file())
    return read_snapshot(game, None) if game is not None else None


def _import_the_model_first() -> None:
    """Import the pure model the first paint needs before PySide6 (issue 20, docs/performance.md).

    Once PySide6 is loaded, its import hook reads the source of every module imported after it (to look for
    the word "PySide6"); the model imported before it is spared that: about 0.1 s of CPU at start.
    These are the pure modules the window imports to its first paint of a game never opened, and no more (the
    `systems.botc` packages import their submodules lazily: the day's votes, the night sheet, suggestions come
    after the paint).
    """
    import grimoire_app.model.bundled_scripts  # noqa: F401
    import grimoire_app.recent  # noqa: F401
    import grimoire_app.systems.botc.fabled_applied.revolutionary  # noqa: F401
    import grimoire_app.systems.botc.setup.fabled  # noqa: F401
    import grimoire_app.systems.botc.travellers  # noqa: F401
    import grimoire_app.systems.game_files  # noqa: F401


if __name__ == "__main__":
    sys.exit(main())
