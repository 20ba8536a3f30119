"""Screenshot every setup-wizard page: `python tools/screenshot_wizard.py OUTDIR [--lang en]` (under Xvfb)."""

from __future__ import annotations

import argparse
import random
import sys
from pathlib import Path

from PySide6.QtWidgets import QApplication

from grimoire_app import paths
from grimoire_app.model import load_library
from grimoire_app.ui.wizard import SetupWizard


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("out", type=Path)
    parser.add_argument("--lang", choices=["ko", "en"], default="ko")
    args = parser.parse_args()
    app = QApplication(sys.argv[:1])
    wizard = SetupWizard(load_library(paths.resources_dir()), args.lang, random.Random(5))
    wizard.show()
    args.out.mkdir(parents=True, exist_ok=True)
    for number in range(1, 7):
        if wizard.currentPage() is wizard.players_page:
            wizard.players_page.set_names(["민수", "지현", "서준", "하은", "도윤", "서연", "예준", "지우"])
        if wizard.currentPage() is wizard.pick_page:
            wizard.pick_page.pick_randomly()
        for _ in range(5):
            app.processEvents()
        wizard.grab().save(str(args.out / f"wizard-{number}-{args.lang}.png"))
        wizard.next()


if __name__ == "__main__":
    main()
