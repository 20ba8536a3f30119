"""The Torsis window keeps its file honest (issue 14, point 4): one writer, failed writes told."""

from __future__ import annotations

import errno
from pathlib import Path

from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from grimoire_app.systems.game_files import open_other_game
from grimoire_app.ui.saving import WriteTrouble
from grimoire_app.ui.torsis import open_torsis_file
from tests.faults import inject
from tests.ui.torsis.torsis_ui import click, dealt, open_window

F5 = ("P1=human", "P2=human", "P3=torsis", "P4=cleaner", "P5=butcher")


def test_a_second_torsis_window_is_read_only_with_banner_and_message(qtbot: QtBot, tmp_path: Path) -> None:
    """Lock: a second window on the same file says it is read-only (banner and message) and refuses changes."""
    first = open_window(qtbot, dealt(*F5), tmp_path / "f5.grimoire", "en")
    second = open_torsis_file(None, tmp_path / "f5.grimoire", "en")
    assert second is not None
    qtbot.addWidget(second)
    told: list[WriteTrouble] = []
    second.session.ask_write = lambda trouble: told.append(trouble)  # type: ignore[func-returns-value]
    assert not second.read_only_banner.isHidden() and second.findChild(QMessageBox, "read-only-notice") is not None
    size = (tmp_path / "f5.grimoire").stat().st_size
    click(qtbot, second.night.end)
    assert [t.kind for t in told] == ["locked"] and (tmp_path / "f5.grimoire").stat().st_size == size
    assert first.read_only_banner.isHidden()
    click(qtbot, first.night.end)
    assert (tmp_path / "f5.grimoire").stat().st_size > size


def test_a_failed_write_in_the_torsis_window_is_told_and_not_kept(qtbot: QtBot, tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """Failed write: the moderator is told; the phase does not end; the file equals the game."""
    window = open_window(qtbot, dealt(*F5), tmp_path / "f5.grimoire")
    told: list[WriteTrouble] = []
    window.session.ask_write = lambda trouble: told.append(trouble)  # type: ignore[func-returns-value]
    before = window.session.events
    inject(monkeypatch, "fsync", errno.EIO)
    click(qtbot, window.night.end)
    assert [t.kind for t in told] == ["failed"] and window.session.events == before
    assert open_other_game(tmp_path / "f5.grimoire", writable=False).game.events == before
