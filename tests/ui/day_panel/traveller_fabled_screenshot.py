"""Save the issue 17 screenshot: the square with a Traveller and two Fabled, in one language.

`python -m tests.ui.day_panel.traveller_fabled_screenshot OUT_DIR ko|en` writes square-traveller-fabled-<lang>.png:
day 2 of a Trouble Brewing game, an evil Gunslinger seated between 서준 and 하은, the Sentinel and the Spirit of
Ivory in play. Run under Xvfb at 1366×768 (QT_QPA_PLATFORM=xcb DISPLAY=:99).
"""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path

from PySide6.QtWidgets import QApplication

from grimoire_app import paths
from grimoire_app.model import load_library
from grimoire_app.systems.botc.events import FabledAdded
from grimoire_app.systems.botc.travellers import seat_traveller
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
    name = "여행" if lang == "ko" else "Tom"
    session.record_many(list(seat_traveller(game, name, table.id("서준"), table.id("하은"), "gunslinger", "evil")))
    session.record_many([FabledAdded(character="sentinel"), FabledAdded(character="spiritofivory")])
    table.window.show()
    settle()
    table.square.view.fit_now()
    settle()
    table.window.grab().save(str(out / f"square-traveller-fabled-{lang}.png"))
    del app


if __name__ == "__main__":
    main(Path(sys.argv[1] if len(sys.argv) > 1 else "/tmp/shots"), sys.argv[2] if len(sys.argv) > 2 else "ko")
