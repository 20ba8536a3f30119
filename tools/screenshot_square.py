"""Save screenshots of the town square, the privacy cover, a show-to-player card and the public window.

`python tools/screenshot_square.py OUT_DIR [--size 1366x768]` writes, for Korean and English and
for 7 and 15 players (demo games with reminders, a dead player and an evil Townsfolk):
town-square-<lang>-<n>.png, plus town-square-cover-ko.png, town-square-card-ko.png,
town-square-card-en.png and town-square-public-ko.png.
Run under Xvfb (QT_QPA_PLATFORM=xcb DISPLAY=:99) to see real fonts; offscreen works too.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from pathlib import Path

from PySide6.QtWidgets import QApplication, QMainWindow, QWidget

from grimoire_app import paths
from grimoire_app.model import load_library
from grimoire_app.model.bundled_scripts import resolve_script
from grimoire_app.model.characters import Lang, Team
from grimoire_app.systems.botc.commands import kill
from grimoire_app.systems.botc.events import AlignmentChanged, Event
from grimoire_app.systems.botc.game import Game
from grimoire_app.model.library import Library
from grimoire_app.systems.botc.demo import demo_game
from grimoire_app.ui.privacy import install_privacy
from grimoire_app.ui.session import GameSession
from grimoire_app.ui.show_card import CardRequest
from grimoire_app.ui.town_square.panel import TownSquarePanel


def showcase_game(library: Library, players: int, seed: int = 3, nights: int = 2) -> Game:
    """Return a demo game with at least one dead player and one evil Townsfolk."""
    script = resolve_script("000", paths.resources_dir(), library)
    game = demo_game(script, library, players, seed=seed, nights=nights)
    if game.state.result is not None:
        game.undo()
    state = game.state
    extra: list[Event] = []
    townsfolk = [s for s in state.seats if s.character and (c := game.character(s.character)) and c.team == Team.TOWNSFOLK]
    if not any(s.alignment == "evil" for s in townsfolk) and townsfolk:
        extra.append(AlignmentChanged(seat=townsfolk[-1].id, alignment="evil"))
    if all(s.alive for s in state.seats):
        extra.append(kill(state.seats[1].id, "demon"))
    for event in extra:
        game.record(event, override=True)
    return game


def settle(app: QApplication, window: QWidget) -> None:
    """Let the window lay itself out and paint."""
    for _ in range(8):
        app.processEvents()
    panel = window.findChild(TownSquarePanel)
    if panel is not None:
        panel.view.fit_now()
    for _ in range(4):
        app.processEvents()


def open_window(library: Library, game: Game, lang: Lang, size: tuple[int, int], folder: Path) -> tuple[QMainWindow, TownSquarePanel, GameSession]:
    """Return a main window holding a town-square panel on the game."""
    session = GameSession(library)
    session.start(game.script, folder / f"shot-{lang}-{len(game.state.seats)}.grimoire", tuple(game.events))
    window = QMainWindow()
    panel = TownSquarePanel(session, lang, compose=lambda seat, lang_: None)
    window.setCentralWidget(panel)
    window.resize(*size)
    window.show()
    return window, panel, session


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("out")
    parser.add_argument("--size", default="1366x768")
    args = parser.parse_args()
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    size = tuple(int(v) for v in args.size.split("x"))
    app = QApplication(sys.argv[:1])
    library = load_library(paths.resources_dir())
    with tempfile.TemporaryDirectory() as temp:
        folder = Path(temp)
        for players in (7, 15):
            game = showcase_game(library, players)
            for lang in ("ko", "en"):
                window, panel, session = open_window(library, game, lang, size, folder)  # type: ignore[arg-type]
                first = session.state.seats[0].id
                panel.scene.select(first)
                settle(app, window)
                window.grab().save(str(out / f"town-square-{lang}-{players}.png"))
                if players == 15 and lang == "ko":
                    shoot_extras(app, window, panel, session, out)
                window.close()


def shoot_extras(app: QApplication, window: QMainWindow, panel: TownSquarePanel, session: GameSession, out: Path) -> None:
    """Save the privacy cover, two cards and the public window for the same game."""
    privacy = install_privacy(window, session, "ko")
    privacy.toggle()
    settle(app, window)
    window.grab().save(str(out / "town-square-cover-ko.png"))
    privacy.toggle()
    state = session.state
    seat = state.seats[2]
    for lang in ("ko", "en"):
        request = CardRequest(seat.id, "not_in_play", tuple(state.bluffs), (), "", lang)
        panel.compose = lambda _seat, _lang, r=request: r
        card = panel.show_to_player(seat.id)
        settle(app, window)
        window.grab().save(str(out / f"town-square-card-{lang}.png"))
        if card is not None:
            card.close_card()
    public = panel.open_public_window()
    public.resize(1280, 720)
    settle(app, public)
    public.grab().save(str(out / "town-square-public-ko.png"))
    public.close()


if __name__ == "__main__":
    main()
