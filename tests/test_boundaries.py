"""The rules model must not import Qt (DESIGN.md principle 1)."""

from __future__ import annotations

import subprocess
import sys


def test_model_and_systems_import_without_qt() -> None:
    code = (
        "import sys, grimoire_app.model, grimoire_app.systems, grimoire_app.systems.botc, grimoire_app.cli;"
        "bad = sorted(m for m in sys.modules if m.startswith(('PySide6', 'shiboken6')));"
        "print(bad); sys.exit(1 if bad else 0)"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=False)
    assert result.returncode == 0, result.stdout + result.stderr


def test_every_model_and_systems_module_imports_without_qt() -> None:
    """Issue 15: walk every module of model/ and systems/ (not only those the package roots load)."""
    code = (
        "import importlib, pkgutil, sys, grimoire_app.model, grimoire_app.systems\n"
        "names = [m.name for pkg in (grimoire_app.model, grimoire_app.systems)"
        " for m in pkgutil.walk_packages(pkg.__path__, pkg.__name__ + '.')]\n"
        "for name in names: importlib.import_module(name)\n"
        "bad = sorted(m for m in sys.modules if m.startswith(('PySide6', 'shiboken6')))\n"
        "print(len(names), bad); sys.exit(1 if bad or len(names) < 100 else 0)\n"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=False)
    assert result.returncode == 0, result.stdout + result.stderr
