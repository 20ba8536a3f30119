"""Packages whose public names are imported on first use (PEP 562), so importing one submodule is cheap.

A package's `__init__` names what it exports and where each name lives (`exports`), imports them for the
type checker only, and calls `lazy_package(__name__, exports)`: reading a name (`package.name`, `from package
import name`, `import *`) imports its submodule then. Importing `package.sub` imports `sub` and what it needs, not
the whole package (issue 20: opening a game imports only what its fold and the square need).

A name that is also a submodule's name (`info.reliability`, the function in `info/reliability.py`) stays the
function once the submodule is imported, as it was when the package imported it eagerly.
"""

from __future__ import annotations

import sys
from collections.abc import Mapping
from importlib import import_module
from types import ModuleType
from typing import Any


class _LazyPackage(ModuleType):
    """A package module whose exported names are imported when first read."""

    def __getattr__(self, name: str) -> Any:
        where = self.__dict__.get("_lazy_exports", {}).get(name)
        if where is None:
            raise AttributeError(f"module {self.__name__!r} has no attribute {name!r}")
        value = getattr(import_module(where), name)
        self.__dict__[name] = value
        return value

    def __setattr__(self, name: str, value: Any) -> None:
        where = self.__dict__.get("_lazy_exports", {}).get(name)
        if isinstance(value, ModuleType) and where == value.__name__ and hasattr(value, name):
            value = getattr(value, name)  # the import system binding a submodule named as one of its exports
        super().__setattr__(name, value)

    def __dir__(self) -> list[str]:
        return sorted(set(super().__dir__()) | set(self.__dict__.get("_lazy_exports", {})))


def lazy_package(package: str, exports: Mapping[str, str]) -> None:
    """Make `package` (an imported package's `__name__`) import each exported name from its module when first read.

    `exports` maps each public name to the module it is defined in.
    """
    module = sys.modules[package]
    module.__class__ = _LazyPackage
    module.__dict__["_lazy_exports"] = dict(exports)
