"""File -> Export summary (the menu handler), and the CLI module's promise to load no Qt."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox, QWidget

from grimoire_app.systems.botc.game import Game
from grimoire_app.ui.export.menu import Ask, export_summary, export_summary_dialog


def asker(name: str, chosen: str = "PDF (*.pdf)") -> Ask:
    """Stand in for QFileDialog.getSaveFileName: answer with a file name and the filter picked."""
    return lambda parent, title, folder, filters: (name, chosen)


def test_the_dialog_writes_a_pdf_named_by_the_user(qtbot: object, story: Game, tmp_path: Path) -> None:
    written = export_summary_dialog(None, story, "ko", ask=asker(str(tmp_path / "요약")))
    assert written == tmp_path / "요약.pdf" and written.read_bytes().startswith(b"%PDF")


def test_the_html_filter_writes_html(qtbot: object, story: Game, tmp_path: Path) -> None:
    written = export_summary_dialog(None, story, "en", ask=asker(str(tmp_path / "summary"), "HTML document (*.html)"))
    assert written == tmp_path / "summary.html" and "Game summary" in written.read_text(encoding="utf-8")


def test_cancelling_the_dialog_writes_nothing(qtbot: object, story: Game, tmp_path: Path) -> None:
    assert export_summary_dialog(None, story, "en", ask=asker("")) is None
    assert list(tmp_path.iterdir()) == []


def test_without_a_game_the_dialog_says_so(qtbot: object, monkeypatch: pytest.MonkeyPatch) -> None:
    told: list[str] = []
    monkeypatch.setattr(QMessageBox, "information", lambda parent, title, text: told.append(text))
    assert export_summary_dialog(QWidget(), None, "en") is None
    assert told == ["No game is open."]


def test_export_summary_raises_on_an_unwritable_file(qtbot: object, story: Game, tmp_path: Path) -> None:
    with pytest.raises(OSError):
        export_summary(story, "en", tmp_path / "missing" / "s.pdf")


def test_the_cli_module_imports_without_qt() -> None:
    """DESIGN.md principle 1 / tests/test_boundaries.py: grimoire_app.cli may import this module."""
    code = (
        "import sys, grimoire_app.ui.export.cli;"
        "bad = sorted(m for m in sys.modules if m.startswith(('PySide6', 'shiboken6')));"
        "print(bad); sys.exit(1 if bad else 0)"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=False)
    assert result.returncode == 0, result.stdout + result.stderr
