"""The Qt binding must not leak references on signal emission (PySide6 6.12.0 did: long games crashed)."""

from __future__ import annotations

import subprocess
import sys

EMIT_MANY = """
import sys
from PySide6.QtCore import QObject, Signal

class Source(QObject):
    changed = Signal()

source = Source()
before = sys.getrefcount(True)
for _ in range(20000):
    source.changed.emit()
print(sys.getrefcount(True) - before)
"""


def test_twenty_thousand_signal_emissions_keep_true_alive() -> None:
    result = subprocess.run([sys.executable, "-c", EMIT_MANY], capture_output=True, text=True, check=False)
    assert result.returncode == 0, result.stderr[-500:]
    assert abs(int(result.stdout.strip())) < 100
