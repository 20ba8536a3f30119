"""Packages whose public names are imported on first use (grimoire_app/lazy_package.py, issue 20)."""

from __future__ import annotations

import ast
import importlib
import subprocess
import sys
from pathlib import Path

import pytest

LAZY = ("grimoire_app.systems.botc", "grimoire_app.systems.botc.setup", "grimoire_app.systems.botc.info",
        "grimoire_app.systems.botc.tonight", "grimoire_app.systems.botc.day", "grimoire_app.ui.onuw", "grimoire_app.ui.torsis")
ROOT = Path(__file__).resolve().parents[1]


@pytest.mark.parametrize("package", LAZY)
def test_every_public_name_is_the_object_its_module_defines(package: str) -> None:
    """Each name of `__all__` read through the package is the object in the module the type checker imports it from,
    and the runtime table names exactly the type checker's imports."""
    module = importlib.import_module(package)
    source = Path(module.__file__ or "").read_text("utf-8")
    checked = {}
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.ImportFrom) and node.module and node.module.startswith(("grimoire_app.systems.", "grimoire_app.ui.")):
            checked.update({alias.name: node.module for alias in node.names})
    assert checked == module._EXPORTS
    assert sorted(module.__all__) == sorted(checked)
    for name in module.__all__:
        assert getattr(module, name) is getattr(importlib.import_module(checked[name]), name), name


def test_a_name_shared_with_its_submodule_stays_the_function() -> None:
    """`info.reliability` is the function even when the submodule info/reliability.py is imported first (as the
    eager package had it), in a fresh process."""
    code = (
        "import grimoire_app.systems.botc.info.reliability as r;"
        "import grimoire_app.systems.botc.tonight.impairment, grimoire_app.systems.botc.setup.distribution;"
        "from grimoire_app.systems.botc.info import reliability;"
        "from grimoire_app.systems.botc.tonight import impairment;"
        "from grimoire_app.systems.botc.setup import distribution;"
        "import sys; sys.exit(0 if all(callable(f) and f.__name__ == n for f, n in ((reliability, 'reliability'), (impairment, 'impairment'), (distribution, 'distribution'))) and not isinstance(reliability, type(sys)) else 1)"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=False, cwd=ROOT)
    assert done.returncode == 0, done.stderr


def test_importing_one_submodule_does_not_import_the_package_whole() -> None:
    """The BotC record (what opening a game needs) imports neither the night sheet nor the hook registries nor the setup deal nor the info engine."""
    code = (
        "import sys, grimoire_app.systems.registry;"
        "heavy = [m for m in ('grimoire_app.systems.botc.tonight.bench', 'grimoire_app.systems.botc.tonight.sheet', 'grimoire_app.systems.botc.tonight.registry', 'grimoire_app.systems.botc.day.registry', 'grimoire_app.systems.botc.setup.check', 'grimoire_app.systems.botc.setup.deal', 'grimoire_app.systems.botc.info.suggest') if m in sys.modules];"
        "print(heavy); sys.exit(1 if heavy else 0)"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=False, cwd=ROOT)
    assert done.returncode == 0, done.stdout + done.stderr


def test_an_unknown_name_is_an_attribute_error() -> None:
    module = importlib.import_module("grimoire_app.systems.botc.info")
    with pytest.raises(AttributeError, match="has no attribute 'nope'"):
        getattr(module, "nope")
