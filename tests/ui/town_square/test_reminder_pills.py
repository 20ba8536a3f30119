"""Reminder pills show the character they come from and a legible name (issue 19 point 7: "reminder pills have no
tooltip or source character (the Bounty Hunter's and the Balloonist's "알고 있음" look the same) and long ones
shrink to ≈9 px").

Each pill carries its source character's mark (a disc in its team's colour with its initials, made unique within
the script); its name is set at REMINDER_MIN_TEXT (11 px) or more, on two lines, and cut short with "…" only when
even that does not fit (the tooltip has it whole). Checked for every reminder of every bundled script, in Korean
and English, at the pill size the main window's square gives at 1366×768.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QFont, QImage, QPainter
from pytestqt.qtbot import QtBot

from grimoire_app import paths
from grimoire_app.model import Library, load_script
from grimoire_app.model.characters import Lang
from grimoire_app.systems.botc.state import Reminder
from grimoire_app.ui.main_window import MainWindow
from grimoire_app.ui.reminder_tray import ICON_RADIUS, TrayToken
from grimoire_app.ui.session import GameSession
from grimoire_app.ui.town_square.faces import Faces, ReminderFace
from grimoire_app.ui.town_square.geometry import SQUARE_CAPACITY, square_layout
from grimoire_app.ui.town_square.paint import REMINDER_MIN_TEXT, paint_reminder, pill_parts, reminder_text, source_mark_pixmap
from tests.builders import seat_of
from tests.ui.pills_screenshots import pills_game

SCRIPTS = sorted((paths.resources_dir() / "scripts").glob("*.json"))
FULL_TEXT_SEATS = (5, 7, 9, 11)
"""Table sizes at which every Korean reminder name shows whole on a 1366×768 laptop (larger tables cut some short)."""


class Recorder:
    """Forwards to a real painter and records the texts drawn with their font's pixel size, and the circles."""

    def __init__(self, painter: QPainter) -> None:
        self.painter = painter
        self.font = QFont()
        self.texts: list[tuple[str, int]] = []
        self.circles: list[tuple[QPointF, float]] = []

    def setFont(self, font: QFont) -> None:  # noqa: N802
        self.font = QFont(font)
        self.painter.setFont(font)

    def drawText(self, box: QRectF, flags: int, text: str) -> None:  # noqa: N802
        self.texts.append((text, self.font.pixelSize()))
        self.painter.drawText(box, flags, text)

    def drawEllipse(self, centre: QPointF, rx: float, ry: float) -> None:  # noqa: N802
        self.circles.append((QPointF(centre), rx))
        self.painter.drawEllipse(centre, rx, ry)

    def __getattr__(self, name: str) -> Any:
        return getattr(self.painter, name)


def painted(face: ReminderFace, half: tuple[float, float]) -> Recorder:
    image = QImage(int(2 * half[0] + 4), int(2 * half[1] + 4), QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    painter.translate(half[0] + 2, half[1] + 2)
    recorder = Recorder(painter)
    paint_reminder(recorder, half[0], half[1], face.text, face.team, inert=face.inert, source=face.mark)  # type: ignore[arg-type]
    painter.end()
    return recorder


@pytest.fixture(scope="module")
def square_size(qapp: Any, library: Library, tmp_path_factory: pytest.TempPathFactory) -> tuple[int, int]:
    """The square's size in the main window at 1366×768 (the issue's laptop)."""
    game = pills_game(library)
    session = GameSession(library)
    assert session.start(game.script, tmp_path_factory.mktemp("pills") / "pills.grimoire", tuple(game.events))
    window = MainWindow(library, "ko", session)
    window.resize(1366, 768)
    window.show()
    for _ in range(10):
        qapp.processEvents()
    size = window.square.view.viewport().size()
    window.close()
    return size.width(), size.height()


def all_reminders(library: Library, lang: Lang) -> list[tuple[Faces, ReminderFace]]:
    """A face for every reminder token of every bundled script's characters and the global ones, in a language."""
    found = []
    for path in SCRIPTS:
        script = load_script(path, library)
        faces = Faces(script, library, lang)
        ids = [c.id for c in script.characters] + [c for c, found_c in library.characters.items() if any(t.is_global for t in found_c.reminders)]
        for character_id in dict.fromkeys(ids):
            character = faces.character(character_id)
            for token in character.reminders if character else ():
                found.append((faces, faces.reminder("s1", Reminder(id="r", character=character_id, token=token.name))))
    return found


@pytest.mark.parametrize("lang", ["ko", "en"])
def test_every_reminder_of_every_bundled_script_shows_its_source_and_a_legible_name(qtbot: QtBot, library: Library, square_size: tuple[int, int], lang: Lang) -> None:
    reminders = all_reminders(library, lang)
    assert len(reminders) > 150
    for seats in (*FULL_TEXT_SEATS, 13, 15):
        half = square_layout(seats, *square_size, SQUARE_CAPACITY).reminder_half
        for faces, face in reminders:
            assert face.mark is not None and face.mark.name == face.source, face
            drawn = painted(face, half)
            mark, *name = drawn.texts
            assert mark[0] == face.mark.initials, (face.text, mark)
            assert any(radius < half[1] for _, radius in drawn.circles), "the mark's disc"
            assert name and all(pixels >= REMINDER_MIN_TEXT for _, pixels in name), (seats, face.text, name)
            shown = " ".join(text for text, _ in name)
            assert shown == face.text or "…" in shown, (face.text, shown)
            assert all(text.strip("… ") for text, _ in name), (face.text, name)
            if lang == "ko" and seats in FULL_TEXT_SEATS:
                assert shown == face.text, (seats, face.text, shown)
            assert face.text in face.tooltip and face.source in face.tooltip


def test_a_name_too_long_for_two_lines_is_cut_short_never_made_smaller(qapp: Any) -> None:
    _, _, box = pill_parts(30, 11)
    text = reminder_text("Minions Not Nominated Tonight At All", round(box.width(), 1), round(box.height(), 1), 14)
    assert text.pixels == REMINDER_MIN_TEXT and text.elided and text.lines[-1].endswith("…")
    roomy = reminder_text("알고 있음", 80.0, 30.0, 14)
    assert roomy.lines == ("알고 있음",) and not roomy.elided and roomy.pixels > REMINDER_MIN_TEXT


def test_each_characters_mark_is_unique_in_its_script(library: Library) -> None:
    """Trouble Brewing's Investigator and Monk are both "수" in Korean: their marks become "수사" and "수도"."""
    for path in SCRIPTS:
        script = load_script(path, library)
        for lang in ("ko", "en"):
            faces = Faces(script, library, lang)
            marks = [(faces.mark(c.id).initials, faces.mark(c.id).team) for c in script.characters]
            assert len(marks) == len(set(marks)), (path.name, lang)
    tb = Faces(load_script(paths.resources_dir() / "scripts" / "tb-trouble-brewing.json", library), library, "ko")
    assert (tb.mark("investigator").initials, tb.mark("monk").initials) == ("수사", "수도")


def test_the_three_know_reminders_on_the_square_differ_by_their_source(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    """The Noble's, the Balloonist's and the Bounty Hunter's "알고 있음" on the square each carry their character's mark."""
    game = pills_game(library)
    session = GameSession(library)
    assert session.start(game.script, tmp_path / "pills.grimoire", tuple(game.events))
    window = MainWindow(library, "ko", session)
    qtbot.addWidget(window)
    window.resize(1366, 768)
    window.show()
    qtbot.waitExposed(window)
    window.square.view.fit_now()
    items = window.square.scene.reminders.values()
    know = {item.face.mark.name: item for item in items if item.face.text == "알고 있음" and item.face.mark is not None}
    assert set(know) == {"귀족", "열기구 조종사", "현상금 사냥꾼"}
    assert len({item.face.mark.initials for item in know.values() if item.face.mark}) == 3
    bounty = next(item for item in items if item.face.seat_id == seat_of(game, "하은") and item.face.mark and item.face.mark.name == "현상금 사냥꾼")
    drawn = painted(bounty.face, bounty.half)
    assert [text for text, _ in drawn.texts] == ["현사", "알고", "있음"]
    assert all(pixels >= REMINDER_MIN_TEXT for _, pixels in drawn.texts[1:])


def test_the_tray_shows_the_same_source_mark_as_the_pill(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    game = pills_game(library)
    session = GameSession(library)
    assert session.start(game.script, tmp_path / "pills.grimoire", tuple(game.events))
    window = MainWindow(library, "ko", session)
    qtbot.addWidget(window)
    window.show()
    tray = window.square.tray
    for character in ("noble", "balloonist", "bountyhunter"):
        item = tray.reminders.item_for(TrayToken("reminder", character, "Know"))
        assert item is not None and tray.faces.name(character) in item.text()
        side = 2 * ICON_RADIUS + 4
        shown = item.icon().pixmap(side, side).toImage().convertToFormat(QImage.Format.Format_ARGB32)
        expected = source_mark_pixmap(tray.faces.mark(character), ICON_RADIUS, tray.devicePixelRatioF()).toImage().convertToFormat(QImage.Format.Format_ARGB32)
        assert shown == expected, character
