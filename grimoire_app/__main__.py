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
    from grimoire_app.ui.app import run_app

    return run_app(args)


if __name__ == "__main__":
    sys.exit(main())
