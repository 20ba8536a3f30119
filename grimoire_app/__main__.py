"""Entry point: `python -m grimoire_app [COMMAND ...]`; with no command, start the app."""

from __future__ import annotations

import sys
from collections.abc import Sequence
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from grimoire_app.ui.town_square.picture_apart import PictureApart
    from grimoire_app.ui.town_square.snapshot import SquareSnapshot


def main(argv: Sequence[str] | None = None) -> int:
    """Run a CLI command, or open the main window when none is given."""
    args = list(sys.argv[1:] if argv is None else argv)
    if args and not args[0].startswith("--script") and not args[0].endswith(".grimoire"):
        from grimoire_app.cli import main as cli_main

        return cli_main(args)
    from grimoire_app.gc_pause import pause_gc

    # No cyclic collection while the start imports: nearly everything imported lives as long as the process, yet the
    # collector would scan it again and again while it is made (~120 collections, 17 ms of a never-opened start:
    # docs/performance.md "Never-opened start, model side"). run_app pauses it again until the window is whole.
    resume_gc = pause_gc()
    _without_pydantic_plugins()
    snapshot, apart = _picture_to_paint(args)
    if snapshot is None and apart is None:
        _import_the_model_first()
    from grimoire_app.ui.app import run_app

    resume_gc()
    return run_app(args, snapshot, apart)


def _picture_to_paint(args: list[str]) -> tuple[SquareSnapshot | None, PictureApart | None]:
    """Return the square snapshot of the game the start reopens, if it has a current one (ui/town_square/snapshot.py):
    the window then paints it before the model is imported at all (issue 20). Read before Qt: plain JSON.

    Without one, fork a process that draws that game's square while this one imports Qt and builds the window
    (ui/town_square/picture_apart.py), where that pays; else (None, None): the model loads first."""
    from grimoire_app import paths
    from grimoire_app.recent import game_to_open
    from grimoire_app.ui.town_square.snapshot import read_snapshot

    game = game_to_open(args, paths.recent_games_file())
    if game is None:
        return None, None
    snapshot = read_snapshot(game, None)
    if snapshot is not None:
        return snapshot, None
    from grimoire_app.ui.town_square.picture_apart import draw_apart

    return None, draw_apart(game)


def _without_pydantic_plugins() -> None:
    """Start pydantic with no plugins through its documented switch, PYDANTIC_DISABLE_PLUGINS (issue 20,
    docs/performance.md): the app uses no pydantic plugin, and pydantic then skips reading every installed
    package's entry points the first time a model class is built. A value the user set is kept.

    An earlier version also replaced pydantic's private loader module to spare importing importlib.metadata
    (~9 ms of a never-opened start): dropped, since a pydantic release changing that module would have stopped
    the app from starting.
    """
    import os

    os.environ.setdefault("PYDANTIC_DISABLE_PLUGINS", "__all__")


def _import_the_model_first() -> None:
    """Import the pure model the first paint needs before PySide6 (issue 20, docs/performance.md).

    Once PySide6 is loaded, its import hook reads the source of every module imported after it (to look for
    the word "PySide6"); the model imported before it is spared that: about 0.1 s of CPU at start.
    These are the pure modules the window imports to its first paint of a game with no snapshot where its square is
    not drawn apart (ui/town_square/picture_apart.py: one core, not Linux, a long game), and no more (the
    `systems.botc` packages import their submodules lazily: the day's votes, the night sheet, suggestions come
    after the paint).
    """
    import grimoire_app.model.bundled_scripts  # noqa: F401
    import grimoire_app.recent  # noqa: F401
    import grimoire_app.systems.botc.day.votes  # noqa: F401
    import grimoire_app.systems.botc.fabled_applied.duchess  # noqa: F401
    import grimoire_app.systems.botc.fabled_applied.revolutionary  # noqa: F401
    import grimoire_app.systems.botc.setup.fabled  # noqa: F401
    import grimoire_app.systems.botc.travellers  # noqa: F401
    import grimoire_app.systems.game_files  # noqa: F401


if __name__ == "__main__":
    sys.exit(main())
