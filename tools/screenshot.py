"""Save a screenshot of the main window for looking at.

`python tools/screenshot.py OUT.png [--lang en] [--tab grimoire|script] [--game FILE] [--script KEY|FILE]`
Run under Xvfb (DISPLAY set, QT_QPA_PLATFORM=xcb) to see real fonts; offscreen works too.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from PySide6.QtWidgets import QApplication

from grimoire_app import paths
from grimoire_app.model import load_library
from grimoire_app.model.bundled_scripts import bundled_scripts
from grimoire_app.ui.main_window import MainWindow


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("out")
    parser.add_argument("--lang", choices=["ko", "en"], default="ko")
    parser.add_argument("--script", default="000")
    parser.add_argument("--game")
    parser.add_argument("--tab", choices=["grimoire", "script"], default="script")
    parser.add_argument("--size", default="1366x768")
    parser.add_argument("--side", choices=["night", "day", "record"], default="night", help="the side tab beside the square")
    args = parser.parse_args()
    app = QApplication(sys.argv[:1])
    window = MainWindow(load_library(paths.resources_dir()), lang=args.lang)
    if args.game:
        window.open_game(Path(args.game))
    else:
        given = Path(args.script)
        window.open_script(given if given.is_file() else next(b for b in bundled_scripts(paths.resources_dir()) if b.key.startswith(args.script)).path)
    window.tabs.setCurrentWidget(window.square_tab if args.tab == "grimoire" else window.sheets)
    side = {"night": window.night, "day": window.day, "record": window.grimoire}[args.side]
    window.side_tabs.setCurrentWidget(side)
    width, height = (int(v) for v in args.size.split("x"))
    window.resize(width, height)
    window.show()
    for _ in range(5):
        app.processEvents()
    window.grab().save(args.out)


if __name__ == "__main__":
    main()
