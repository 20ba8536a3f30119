"""PySide6's import hook is spared reading our own modules', the standard library's and pydantic's source (issue 20,
grimoire_app/ui/pyside_imports.py): their answers are filed in its table as they are first imported; any other
module is still read and judged by PySide itself."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_our_modules_and_the_standard_library_are_filed_without_a_source_read_and_others_are_left_to_pyside(tmp_path: Path) -> None:
    (tmp_path / "third_party_widget.py").write_text("from PySide6.QtWidgets import QWidget\n", encoding="utf-8")
    (tmp_path / "third_party_plain.py").write_text("VALUE = 1\n", encoding="utf-8")
    code = """
import sys
import PySide6.QtCore
feature = sys.modules["PySide6.support.feature"]
read = []
judge = feature._mod_uses_pyside
feature._mod_uses_pyside = lambda module: read.append(module.__name__) or judge(module)
import grimoire_app.ui.app
import grimoire_app.ui.help_window, grimoire_app.model.log, csv
import pydantic.main
import third_party_widget, third_party_plain
table = feature.pyside_feature_dict
ours = [name for name in read if name.startswith("grimoire_app")]
print("read ours:", ours, "stdlib read:", "csv" in read, "pydantic read:", [name for name in read if name.startswith("pydantic")])
print("filed:", table["grimoire_app.ui.help_window"], table["grimoire_app.ui.main_window"], table["grimoire_app.model.log"], table["csv"])
print("others:", "third_party_widget" in read, table["third_party_widget"], table["third_party_plain"])
"""
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "PYTHONPATH": os.pathsep.join((str(ROOT), str(tmp_path)))}
    done = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=120, check=False, cwd=ROOT)
    assert "read ours: [] stdlib read: False pydantic read: []" in done.stdout, done.stdout + done.stderr
    assert "filed: 0 0 -1 -1" in done.stdout, done.stdout + done.stderr
    assert "others: True 0 -1" in done.stdout, done.stdout + done.stderr


def test_the_finder_is_put_in_once_and_finds_nothing_itself() -> None:
    from grimoire_app.ui.pyside_imports import FileAnswers, spare_source_reads

    finder = spare_source_reads()
    assert spare_source_reads() is finder
    assert sum(isinstance(entry, FileAnswers) for entry in sys.meta_path) == 1
    assert finder.find_spec("grimoire_app.ui.no_such_module", None) is None
