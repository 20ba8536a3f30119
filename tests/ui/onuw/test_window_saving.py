"""The One Night window keeps its file honest (issue 14, point 4): one writer, failed writes told."""

from __future__ import annotations

import errno
import os
from pathlib import Path

from pytestqt.qtbot import QtBot

from grimoire_app.systems.game_files import open_other_game
from grimoire_app.ui.onuw import open_onuw_file
from grimoire_app.ui.onuw.window import OnuwWindow
from grimoire_app.ui.saving import WriteTrouble
from tests.faults import inject


def test_a_second_window_on_the_same_round_is_read_only_with_a_banner(window: OnuwWindow, qtbot: QtBot) -> None:
    """Lock: a second window opening the same file shows the read-only banner; its changes are refused and told."""
    path = window.session.path
    assert path is not None and window.read_only_banner.isHidden()
    second = open_onuw_file(None, path, "en")
    assert second is not None
    qtbot.addWidget(second)
    told: list[WriteTrouble] = []
    second.session.ask_write = lambda trouble: told.append(trouble)  # type: ignore[func-returns-value]
    assert not second.read_only_banner.isHidden()
    assert second.read_only_banner.text().startswith("Read-only: changes are not saved — another Grimoire window or instance")
    size = path.stat().st_size
    assert not second.advance()
    assert [t.kind for t in told] == ["locked"] and path.stat().st_size == size
    assert window.advance(), "the first window writes on"


def test_a_failed_write_in_the_window_is_told_and_not_kept(window: OnuwWindow, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """Failed write: the moderator is told (the window's seam), the step is not advanced, the file equals the game."""
    told: list[WriteTrouble] = []
    window.session.ask_write = lambda trouble: told.append(trouble)  # type: ignore[func-returns-value]
    before = window.session.game.events  # type: ignore[union-attr]
    inject(monkeypatch, "write", errno.ENOSPC)
    assert not window.advance()
    assert [(t.kind, t.detail) for t in told] == [("failed", os.strerror(errno.ENOSPC))]
    assert window.session.game.events == before  # type: ignore[union-attr]
    path = window.session.path
    assert isinstance(path, Path) and open_other_game(path, writable=False).game.events == before
