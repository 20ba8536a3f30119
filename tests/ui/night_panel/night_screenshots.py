"""Save screenshots of the night panel mid-night beside the town square (a QSplitter, as the main window has it).

`python -m tests.ui.night_panel.night_screenshots OUT_DIR [--size 1600x900]` writes night-panel-ko.png
(night 2 at the Empath step: the answer buttons, the why lines, the acting ring on the square),
night-panel-choice-ko.png (the Harpy step with two players chosen), night-panel-en.png and
night-panel-bare-ko.png (night 2 at the Xaan's step: nothing to choose, "진행 기록" moves its marker and places X).
Run under Xvfb (DISPLAY=:99 QT_QPA_PLATFORM=xcb) to see real fonts.
"""

from __future__ import annotations

import argparse
import tempfile
from pathlib import Path

from PySide6.QtWidgets import QApplication, QMainWindow, QSplitter

from grimoire_app import paths
from grimoire_app.model import load_library
from grimoire_app.model.characters import Lang
from grimoire_app.model.library import Library
from grimoire_app.systems.botc.tonight import proposed_deaths
from grimoire_app.ui.night_panel import NightPanel
from grimoire_app.ui.session import GameSession
from grimoire_app.ui.town_square.panel import TownSquarePanel
from tests.builders import seat_of
from tests.ui.night_panel.night_helpers import setup_game


def settle(app: QApplication, square: TownSquarePanel) -> None:
    """Let the window lay itself out and paint."""
    for _ in range(6):
        app.processEvents()
    square.view.fit_now()
    for _ in range(4):
        app.processEvents()


def night_two(library: Library, folder: Path, lang: Lang, size: tuple[int, int]) -> tuple[QMainWindow, TownSquarePanel, NightPanel]:
    """Return the window on night 2 of the 004 game, walked through the panel up to the Empath step."""
    session = GameSession(library)
    game = setup_game(library)
    session.start(game.script, folder / f"night-{lang}.grimoire", tuple(game.events))
    window, square, night = framed(session, lang, size)
    seats = {name: seat_of(game, name) for name in ("민수", "지현", "서준", "하은", "지호")}
    night.advance_phase()
    choose(night, "harpy", seats["민수"], seats["서준"])
    for _ in range(2):
        night.advance_phase()
    choose(night, "monk", seats["민수"])
    choose(night, "harpy", seats["하은"], seats["서준"])
    choose(night, "vigormortis", seats["지호"])
    assert session.game is not None
    night.requests.accept_death(proposed_deaths(session.game)[0])
    night.go_to("empath")
    return window, square, night


def xaan_night_two(library: Library, folder: Path, size: tuple[int, int]) -> tuple[QMainWindow, TownSquarePanel, NightPanel]:
    """Return the window on night 2 of an 8-player 004 game at the Xaan's step (its night 1 recorded with the button)."""
    session = GameSession(library)
    players = ("민수=empath", "지현=monk", "서준=oracle", "하은=savant", "도윤=golem", "수아=klutz", "지호=xaan", "예린=po")
    game = setup_game(library, players, bluffs=())
    session.start(game.script, folder / "night-bare.grimoire", tuple(game.events))
    window, square, night = framed(session, "ko", size)
    night.advance_phase()
    night.go_to("xaan")
    night.requests.record_bare()
    for _ in range(2):
        night.advance_phase()
    night.go_to("xaan")
    return window, square, night


def framed(session: GameSession, lang: Lang, size: tuple[int, int]) -> tuple[QMainWindow, TownSquarePanel, NightPanel]:
    """Return the square and the night panel side by side in a shown window, the dialog seams answering at once."""
    window = QMainWindow()
    square = TownSquarePanel(session, lang)
    night = NightPanel(session, square, lang, ask=lambda request: [True] * len(request.lines), tell=lambda title, said, private: None,
                       compose=lambda request: None)
    split = QSplitter()
    split.addWidget(square)
    split.addWidget(night)
    split.setSizes([size[0] - 560, 560])
    window.setCentralWidget(split)
    window.resize(*size)
    window.show()
    return window, square, night


def choose(night: NightPanel, step: str, *players: str) -> None:
    """Record a choice as the Storyteller would: open the step, click the players, Record."""
    night.go_to(step)
    for player in players:
        night.toggle_seat(player)
    night.requests.record_choice(False)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("out")
    parser.add_argument("--size", default="1600x900")
    args = parser.parse_args()
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    size = tuple(int(n) for n in args.size.split("x"))
    app = QApplication.instance() or QApplication([])
    assert isinstance(app, QApplication)
    library = load_library(paths.resources_dir())
    folder = Path(tempfile.mkdtemp())
    for lang in ("ko", "en"):
        window, square, night = night_two(library, folder, lang, (size[0], size[1]))
        settle(app, square)
        window.grab().save(str(out / f"night-panel-{lang}.png"))
        if lang == "ko":
            night.go_to("harpy")
            night.toggle_seat(seat_of(night.session.game, "수아"))  # type: ignore[arg-type]
            night.toggle_seat(seat_of(night.session.game, "민수"))  # type: ignore[arg-type]
            settle(app, square)
            window.grab().save(str(out / "night-panel-choice-ko.png"))
        window.close()
    window, square, night = xaan_night_two(library, folder, (size[0], size[1]))
    settle(app, square)
    night.detail.ensureWidgetVisible(night.bare, 0, 0)
    settle(app, square)
    window.grab().save(str(out / "night-panel-bare-ko.png"))
    window.close()


if __name__ == "__main__":
    main()
