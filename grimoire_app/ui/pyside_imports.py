"""Spare PySide6's import hook the source reads it does for our own modules and the standard library (issue 20).

Once PySide6 is imported, its import hook (there for the opt-in `from __feature__ import snake_case`) runs after every
import statement in the process: the first time a module is named, it reads the module's whole source
(`inspect.getsource`) to look for the word "PySide6", and files the answer in `pyside_feature_dict` (0: the module uses
PySide, -1: it does not). The app never uses `__feature__`, but its start named ~55 modules after PySide6 loaded
(its own UI modules and the standard library ones they import): 55 source files read, decoded and tokenized before the
first paint; the model's hundreds of modules after it.

`spare_source_reads()` files the answer in advance for the modules whose answer is known: the standard library does
not use PySide, our UI package does, the rest of our own code does not, nor do the model's own dependencies (pydantic
and what it imports, platformdirs), imported after the first paint when a game opens from its square's picture. A finder first on `sys.meta_path` files each
such module as it is first imported; what is imported already is filed at once. Any other module is left to PySide's
hook as before. If PySide's table is not there (another PySide6 version), nothing is done.
"""

from __future__ import annotations

import sys
from collections.abc import MutableMapping, Sequence
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # a finder needs only `find_spec`: importlib.abc would import importlib.resources and more
    from importlib.machinery import ModuleSpec
    from types import ModuleType

USES_PYSIDE, NO_PYSIDE = 0, -1
"""PySide's answers in its table: a module that uses PySide ("no feature" selected), one it ignores."""
PLAIN_DEPENDENCIES = frozenset({"pydantic", "pydantic_core", "typing_extensions", "annotated_types", "typing_inspection", "platformdirs"})
"""The app's dependencies (and theirs) that have nothing to do with Qt: ~90 modules, ~7 ms of source reads when the
model loads after PySide6 (docs/performance.md, "A game never opened, drawn apart")."""


def known_answer(name: str) -> int | None:
    """Return what PySide's hook would find for a module, when known without reading it (None: ask PySide).

    >>> known_answer("grimoire_app.ui.main_window"), known_answer("grimoire_app.model.log"), known_answer("typing")
    (0, -1, -1)
    >>> known_answer("pydantic.main"), known_answer("pytestqt.qtbot") is None
    (-1, True)
    """
    if name == "grimoire_app.ui" or name.startswith("grimoire_app.ui."):
        return USES_PYSIDE
    if name == "grimoire_app" or name.startswith("grimoire_app."):
        return NO_PYSIDE
    top = name.partition(".")[0]
    if top in sys.stdlib_module_names or top in PLAIN_DEPENDENCIES:
        return NO_PYSIDE
    return None


FEATURE_MODULES = ("PySide6.support.feature", "shibokensupport.feature")
"""Where PySide keeps its table (`pyside_feature_dict`), by either of the names it is imported as."""


def pyside_table() -> MutableMapping[str, int] | None:
    """Return PySide's table of answers, once PySide6 is imported (None before, or if this PySide6 has none)."""
    for name in FEATURE_MODULES:
        table = getattr(sys.modules.get(name), "pyside_feature_dict", None)
        if isinstance(table, dict):
            return table
    return None


class FileAnswers:
    """First on `sys.meta_path`: files a module's known answer in PySide's table as the module is first imported,
    and, the first time it finds the table, the answers of every module imported before; finds nothing itself (the
    next finders load the module)."""

    def __init__(self) -> None:
        self.table: MutableMapping[str, int] | None = None

    def find_spec(self, fullname: str, path: Sequence[str] | None, target: ModuleType | None = None) -> ModuleSpec | None:  # noqa: ARG002
        table = self.table if self.table is not None else self.bind()
        if table is not None:
            answer = known_answer(fullname)
            if answer is not None:
                table.setdefault(fullname, answer)
        return None

    def bind(self) -> MutableMapping[str, int] | None:
        """Find PySide's table (once it exists) and file the answers of the modules imported so far."""
        table = self.table = pyside_table()
        if table is not None:
            for name in list(sys.modules):
                answer = known_answer(name)
                if answer is not None:
                    table.setdefault(name, answer)
        return table


def spare_source_reads() -> FileAnswers:
    """Put the finder first on `sys.meta_path` (once) and file what can be filed now; return it. Idempotent."""
    finder = next((f for f in sys.meta_path if isinstance(f, FileAnswers)), None)
    if finder is None:
        finder = FileAnswers()
        sys.meta_path.insert(0, finder)
    if finder.table is None:
        finder.bind()
    return finder


spare_source_reads()  # on import: ui/app.py imports this module first of its own, just after PySide6
