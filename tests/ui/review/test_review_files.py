"""Review reads files and never writes them: torn ends, games still being played, bad files, the menu."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from grimoire_app.model import Library
from grimoire_app.systems.botc.events import NoteWritten
from grimoire_app.model.saves import Journal
from grimoire_app.systems.botc.files import open_game
from grimoire_app.ui.review import ReviewWindow, open_review, review_game_dialog
from tests.ui.review.conftest import digest

TORN = b'{"type":"note_written","te'


def test_a_torn_end_is_reported_and_left_in_place(qtbot: QtBot, demo_file: Path, library: Library) -> None:
    """save-format: a power cut tears the last line; review shows the complete events, says what was
    dropped, and (unlike reopening for play) sets nothing aside: the file's bytes stay as they were."""
    complete = len(open_game(demo_file, library, writable=False).game.events)
    with demo_file.open("ab") as handle:
        handle.write(TORN)
    before = digest(demo_file)
    window = ReviewWindow(demo_file, library, "en")
    qtbot.addWidget(window)
    window.show()
    assert window.index.count == complete
    assert window.banner.isVisible()
    assert f"its last {len(TORN)} bytes" in window.banner.text() and str(complete) in window.banner.text()
    window.set_language("ko")
    assert f"{len(TORN)}바이트" in window.banner.text()
    window.reload()
    window.close()
    assert digest(demo_file) == before
    assert not demo_file.with_name(demo_file.name + ".torn").exists()


def test_a_game_still_being_played_is_read_as_it_stands_and_reload_follows_it(qtbot: QtBot, demo_file: Path, library: Library) -> None:
    """Review issue: open a game in progress; the Storyteller's journal keeps appending, review only reads."""
    window = ReviewWindow(demo_file, library, "ko")
    qtbot.addWidget(window)
    count = window.index.count
    assert window.position == count
    journal = Journal(demo_file)
    journal.append(NoteWritten(text="밤 4 준비"))
    journal.append(NoteWritten(text="민수에게 물어볼 것"))
    written = digest(demo_file)
    window.reload()
    assert window.index.count == count + 2 and window.position == count + 2, "at the end, review follows the end"
    assert "2" in window.statusBar().currentMessage()
    window.go_to(5)
    journal.append(NoteWritten(text="하나 더"))
    window.reload()
    assert window.position == 5, "elsewhere, review stays where it was"
    assert window.slider.maximum() == count + 3 and window.timeline.rowCount() == count + 4
    assert digest(demo_file) != written  # the journal wrote, not the review
    assert window.banner.isHidden()


def test_a_file_that_no_longer_reads_keeps_the_review(qtbot: QtBot, demo_file: Path, library: Library) -> None:
    window = ReviewWindow(demo_file, library, "en")
    qtbot.addWidget(window)
    window.show()
    count = window.index.count
    demo_file.write_bytes(b"not a game\n")
    window.reload()
    assert window.index.count == count and window.banner.isVisible()
    assert "could not be read again" in window.banner.text()


def test_open_review_shows_the_window_and_a_bad_file_in_a_message(qtbot: QtBot, demo_file: Path, library: Library, tmp_path: Path) -> None:
    parent = QWidget()
    qtbot.addWidget(parent)
    window = open_review(parent, demo_file, library, "ko", at=3)
    assert window is not None and window.isVisible() and window.position == 3
    assert window.parent() is parent
    shown: list[str] = []
    alert = lambda _parent, _title, text: shown.append(text)
    bad = tmp_path / "bad.grimoire"
    bad.write_text('{"format":"grimoire-journal","format_version":99}\n', encoding="utf-8")
    assert open_review(parent, bad, library, "en", alert=alert) is None
    assert "cannot be opened" in shown[0] and "bad.grimoire" in shown[0] and "unknown format version 99" in shown[0]
    assert open_review(parent, tmp_path / "missing.grimoire", library, "ko", alert=alert) is None
    assert "missing.grimoire" in shown[1]
    window.close()


def test_the_menu_dialog_asks_for_a_file_then_opens_it(qtbot: QtBot, demo_file: Path, library: Library) -> None:
    """File → Review game…: the asking is a seam; cancelling opens nothing."""
    asked: list[str] = []

    def ask(parent: QWidget | None, title: str, folder: str, filters: str) -> tuple[str, str]:
        asked.append(title)
        return str(demo_file), filters

    window = review_game_dialog(None, library, "en", ask)
    assert window is not None
    qtbot.addWidget(window)
    assert asked == ["Review game…"] and window.index.count > 0
    assert review_game_dialog(None, library, "en", lambda *_: ("", "")) is None
