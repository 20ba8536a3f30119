"""Save screenshots of a Traveller at the table: the seat dialog, the square with the Traveller, the exile vote, the public window.

`python -m tests.ui.day_panel.travellers_screenshots OUT_DIR [ko|en]` writes travellers-dialog-<lang>.png,
travellers-square-<lang>.png (the Traveller seated, a nomination voted, an exile vote in progress) and
travellers-public-<lang>.png (after the exile). Run under Xvfb at 1366×768 (QT_QPA_PLATFORM=xcb DISPLAY=:95).
"""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path

from PySide6.QtWidgets import QApplication

from grimoire_app.model import load_library
from grimoire_app import paths
from grimoire_app.systems.botc.travellers import seat_traveller
from grimoire_app.ui.town_square.travellers import TravellerDialog
from tests.ui.day_panel.day_panel_helpers import Table
from tests.ui.day_panel.day_panel_screenshots import _Bot, settle
from tests.ui.day_panel.test_day_travellers import tb_day_two


def main(out: Path, lang: str) -> None:
    app = QApplication.instance() or QApplication(sys.argv[:1])
    out.mkdir(parents=True, exist_ok=True)
    session = tb_day_two(load_library(paths.resources_dir()), Path(tempfile.mkdtemp()))
    table = Table(_Bot(), session, lang)  # type: ignore[arg-type]
    table.window.resize(1366, 768)
    game = table.game
    dialog = TravellerDialog(table.window, game, table.square.faces, table.id("서준"), table.id("하은"))
    dialog.name.setText("여행" if lang == "ko" else "Tom")
    dialog.show()
    settle()
    dialog.grab().save(str(out / f"travellers-dialog-{lang}.png"))
    dialog.close()
    session.record_many(list(seat_traveller(game, "여행", table.id("서준"), table.id("하은"), "gunslinger", "evil")))
    table.nominate("민수", "도윤")
    table.raise_hands("여행", "서준", "수아")
    table.click("day-confirm")
    table.click("day-act-exile")
    table.click_seat("여행")
    table.raise_hands("민수", "하은", "도윤")
    settle()
    table.square.view.fit_now()
    settle()
    table.window.grab().save(str(out / f"travellers-square-{lang}.png"))
    table.raise_hands("지호")
    table.click("day-confirm")
    table.public.resize(1280, 720)
    table.public.show()
    settle()
    table.public.grab().save(str(out / f"travellers-public-{lang}.png"))
    del app


if __name__ == "__main__":
    main(Path(sys.argv[1] if len(sys.argv) > 1 else "/tmp/shots"), sys.argv[2] if len(sys.argv) > 2 else "ko")
