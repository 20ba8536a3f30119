"""`python -m grimoire_app.ui.review FILE [--lang en] [--at N] [--screenshot OUT.png]`: review one game.

Opens the review window on its own (for trying it out before the menu is wired, and for the
docs' screenshots: with --screenshot it saves the window and quits). Run under Xvfb
(QT_QPA_PLATFORM=xcb DISPLAY=:99) to see real fonts.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from PySide6.QtWidgets import QApplication

from grimoire_app import paths
from grimoire_app.model import GrimoireError, load_library
from grimoire_app.ui.review.index import EventFilter
from grimoire_app.ui.review.style import WINDOW_SIZE
from grimoire_app.ui.review.window import ReviewWindow


def main(argv: list[str] | None = None) -> int:
    """Open the review window; return the exit status (1: the file cannot be reviewed)."""
    parser = argparse.ArgumentParser(prog="python -m grimoire_app.ui.review")
    parser.add_argument("file")
    parser.add_argument("--lang", choices=["ko", "en"], default="ko")
    parser.add_argument("--at", type=int, help="start after this many events (default: all)")
    parser.add_argument("--player", help="list what this seat id learned, and filter the timeline by it")
    parser.add_argument("--size", default="x".join(map(str, WINDOW_SIZE)))
    parser.add_argument("--screenshot", help="save the window to this PNG and quit")
    args = parser.parse_args(argv)
    app = QApplication.instance() or QApplication(sys.argv[:1])
    try:
        window = ReviewWindow(Path(args.file), load_library(paths.resources_dir(), paths.imported_texts_file()), args.lang, at=args.at)
    except GrimoireError as error:
        print(error, file=sys.stderr)
        return 1
    width, height = (int(part) for part in args.size.split("x"))
    window.resize(width, height)
    if args.player:
        window.set_filter(EventFilter("player", args.player))
        window.show_learned(args.player)
        window.side.tabs.setCurrentIndex(1)
    window.show()
    if not args.screenshot:
        return app.exec()
    for _ in range(10):
        app.processEvents()
    window.view.fit_now()
    app.processEvents()
    saved = window.grab().save(args.screenshot)
    window.close()
    return 0 if saved else 1


if __name__ == "__main__":
    sys.exit(main())
