"""The One Night package is pure Python: no Qt, and its docstring examples run."""

from __future__ import annotations

import doctest
import importlib
import pkgutil
import subprocess
import sys

import grimoire_app.systems.onuw as onuw


def test_imports_without_qt() -> None:
    """DESIGN principle 1: the rules model imports no PySide6."""
    code = (
        "import sys, grimoire_app.systems.onuw;"
        "bad = sorted(m for m in sys.modules if m.startswith(('PySide6', 'shiboken6')));"
        "print(bad); sys.exit(1 if bad else 0)"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=False)
    assert result.returncode == 0, result.stdout + result.stderr


def test_docstring_examples_run() -> None:
    """STYLE 13: every >>> example in the package is true."""
    failed = 0
    for module in pkgutil.iter_modules(onuw.__path__, onuw.__name__ + "."):
        failed += doctest.testmod(importlib.import_module(module.name)).failed
    assert failed == 0


def test_public_names() -> None:
    """STYLE 12: the package lists its public names."""
    assert all(hasattr(onuw, name) for name in onuw.__all__)
