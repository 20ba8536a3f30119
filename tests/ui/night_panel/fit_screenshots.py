"""Save screenshots of the main window at 1366×768 mid-night (issue 19): a step with its answers, and a kill with its death.

`python -m tests.ui.night_panel.fit_screenshots OUT_DIR` writes night-step-answers-1366-ko.png (script 000's demo,
seed 1, night 1 at the Noble's step: the suggested answer first, above the how-to-run text) and
night-step-death-1366-ko.png (seed 2, night 2 at the Lil' Monsta's step once it has chosen: the card, the proposed
death with its Accept, and the choice, all in view). Run under Xvfb (DISPLAY=:NN QT_QPA_PLATFORM=xcb) for real fonts.
"""

from __future__ import annotations

import argparse
import tempfile
from pathlib import Path

from PySide6.QtWidgets import QApplication

from grimoire_app import paths
from grimoire_app.model import load_library
from grimoire_app.model.library import Library
from grimoire_app.systems.botc.demo import demo_game
from grimoire_app.systems.botc.events import InfoShown, NightChoice
from grimoire_app.systems.botc.tonight import step_of
from grimoire_app.ui.main_window import MainWindow
from grimoire_app.ui.session import GameSession
from tests.conftest import seed_script
from tests.ui.night_panel.fit_helpers import night_starts, settle

SHOTS = (
    ("night-step-answers-1366-ko.png", "000", 1, 1, "noble", 0),
    ("night-step-death-1366-ko.png", "000", 2, 2, "lilmonsta", 2),
)
"""(file, script, seed, night, step, how many of the step's own events to record before the shot)."""


def shoot(library: Library, out: Path, name: str, script: str, seed: int, night: int, step: str, recorded: int) -> None:
    """Open the main window at 1366×768 on the night, replay its events up to the step (and `recorded` of its own), save it."""
    game = demo_game(seed_script(library, script), library, 7, seed, 3)
    _night, start, events = next(n for n in night_starts(game, 3) if n[0] == night)
    session = GameSession(library)
    session.start(game.script, Path(tempfile.mkdtemp()) / "shot.grimoire", start)
    window = MainWindow(library, "ko", session)
    window.resize(1366, 768)
    window.show()
    settle()
    own = 0
    for event in events:
        at = step_of(event) if isinstance(event, (InfoShown, NightChoice)) else None
        if at == step:
            if own == recorded:
                break
            own += 1
        session.record(event, override=True)
    window.night.go_to(step)
    settle()
    window.grab().save(str(out / name))
    window.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("out", type=Path)
    args = parser.parse_args()
    app = QApplication.instance() or QApplication([])
    library = load_library(paths.resources_dir())
    args.out.mkdir(parents=True, exist_ok=True)
    for shot in SHOTS:
        shoot(library, args.out, *shot)
    del app


if __name__ == "__main__":
    main()
