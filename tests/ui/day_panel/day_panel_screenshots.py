"""Save screenshots of the day panel beside the town square (and the public window) for the docs.

`python -m tests.ui.day_panel.day_panel_screenshots OUT_DIR` writes day-panel-ko.png (a vote in
progress after two nominations), day-panel-en.png, day-panel-virgin-ko.png (the Virgin's
trigger prompt) and day-panel-public-ko.png. Run under Xvfb (QT_QPA_PLATFORM=xcb DISPLAY=:99)
to see real fonts. Every state is reached by clicks, as in the tests.
"""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path

from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QWidget

from grimoire_app import paths
from grimoire_app.model import load_library
from grimoire_app.systems.botc.commands import kill
from tests.ui.day_panel.day_panel_helpers import Table, day_session


class _Bot:
    """The few qtbot calls Table uses, outside pytest."""

    def addWidget(self, widget: QWidget) -> None:  # noqa: N802
        pass

    def waitExposed(self, widget: QWidget) -> None:  # noqa: N802
        settle()

    def mouseClick(self, widget: QWidget, button: Qt.MouseButton, pos: QPoint | None = None) -> None:  # noqa: N802
        QTest.mouseClick(widget, button, pos=pos) if pos is not None else QTest.mouseClick(widget, button)


def settle() -> None:
    for _ in range(10):
        QApplication.processEvents()


def two_nominations_and_a_vote(lang: str) -> Table:
    """A day where 지호 died last night: two votes taken, a third in progress with 지호's ghost vote raised."""
    folder = Path(tempfile.mkdtemp())
    session = day_session(load_library(paths.resources_dir()), folder)
    session.record(kill(next(s.id for s in session.state.seats if s.name == "지호"), "demon", "fanggu"))
    table = Table(_Bot(), session, lang)  # type: ignore[arg-type]
    table.nominate("민수", "지현")
    table.raise_hands("서준", "하은", "도윤", "수아")
    table.click("day-confirm")
    table.nominate("서준", "수아")
    table.raise_hands("민수", "지현", "하은", "도윤", "예린")
    table.click("day-confirm")
    table.nominate("하은", "예린")
    table.raise_hands("수아", "지호", "민수")
    return table


def virgin_prompt() -> Table:
    folder = Path(tempfile.mkdtemp())
    players = ("가은=virgin", "나래=monk", "다인=po", "라희=harpy", "마루=golem", "바다=empath", "사랑=oracle")
    table = Table(_Bot(), day_session(load_library(paths.resources_dir()), folder, "004", players), "ko")  # type: ignore[arg-type]
    table.nominate("나래", "가은")
    return table


def shoot(table: Table, path: Path) -> None:
    settle()
    table.square.view.fit_now()
    settle()
    table.window.grab().save(str(path))


def main(out: Path) -> None:
    app = QApplication.instance() or QApplication(sys.argv[:1])
    out.mkdir(parents=True, exist_ok=True)
    korean = two_nominations_and_a_vote("ko")
    shoot(korean, out / "day-panel-ko.png")
    korean.public.resize(1280, 720)
    korean.public.show()
    settle()
    korean.public.grab().save(str(out / "day-panel-public-ko.png"))
    shoot(two_nominations_and_a_vote("en"), out / "day-panel-en.png")
    shoot(virgin_prompt(), out / "day-panel-virgin-ko.png")
    del app


if __name__ == "__main__":
    main(Path(sys.argv[1] if len(sys.argv) > 1 else "docs/screenshots"))
