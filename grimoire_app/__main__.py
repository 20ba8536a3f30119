"""Entry point: `python -m grimoire_app [COMMAND ...]`; with no command, start the app."""

from __future__ import annotations

import sys
from collections.abc import Sequence


def main(argv: Sequence[str] | None = None) -> int:
    """Run a CLI command, or open the main window when none is given."""
    args = list(sys.argv[1:] if argv is None else argv)
    if args and not args[0].startswith("--script") and not args[0].endswith(".grimoire"):
        from grimoire_app.cli import main as cli_main

        return cli_main(args)
    _import_the_model_first()
    from grimoire_app.ui.app import run_app

    return run_app(args)


def _import_the_model_first() -> None:
    """Import the pure model the first paint needs before PySide6 (issue 20, docs/performance.md).

    Once PySide6 is loaded, its import hook reads the source of every module imported after it (to look for
    the word "PySide6"); the model imported before it is spared that: about 0.1 s of CPU at start.
    """
    import grimoire_app.model.bundled_scripts  # noqa: F401
    import grimoire_app.recent  # noqa: F401
    import grimoire_app.systems.botc.day.live_vote  # noqa: F401
    import grimoire_app.systems.botc.setup.fabled  # noqa: F401
    import grimoire_app.systems.game_files  # noqa: F401


if __name__ == "__main__":
    sys.exit(main())
