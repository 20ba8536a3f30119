"""Keep True, False and None alive under PySide6 6.12 on Python 3.11 (a PySide6 bug).

PySide6 6.12.0 drops a reference to True on every Python-side `Signal.emit`, and one to None on
every call of a C++ method returning void (`setPos`, `setValue`, `update`, ...). On Python 3.11
those singletons are ordinary reference-counted objects, so after a few tens of thousands of such
calls CPython aborts with "none_dealloc" or "bool_dealloc". One step of review calls about forty
void methods (the square moves and repaints its tokens), so stepping through a long game would
abort the app within a minute. Python 3.12 made these objects immortal; `pin_singletons` does
the same by raising their reference counts once by a margin no session can use up. The
singletons are never freed in any case, so this changes nothing else.

The tests' `keep_true_alive` fixture (tests/ui/town_square/square_helpers.py) tops the counts up
after each test instead; the app needs a guard that holds while it runs.
"""

from __future__ import annotations

import ctypes
import sys

import PySide6

PIN_MARGIN = 1 << 40
"""References added to each singleton: far more than any session drops."""

_pinned = False


def needs_pin(python: tuple[int, int] | None = None, pyside: tuple[int, ...] | None = None) -> bool:
    """Whether this Python and PySide6 have the bug: Python before 3.12 with PySide6 6.12 or later.

    >>> needs_pin((3, 11), (6, 12, 0)), needs_pin((3, 12), (6, 12, 0)), needs_pin((3, 11), (6, 11, 3))
    (True, False, False)
    """
    python = python or (sys.version_info.major, sys.version_info.minor)
    pyside = pyside or tuple(PySide6.__version_info__[:3])
    return python < (3, 12) and pyside >= (6, 12)


def pin_singletons() -> bool:
    """Raise the reference counts of True, False and None once per process; return whether it did.

    The count is written in place only where it sits where CPython 3.11 keeps it (checked against
    `sys.getrefcount`); anything else is left alone.
    """
    global _pinned
    if _pinned or not needs_pin():
        return False
    for value in (True, False, None):
        cell = ctypes.c_ssize_t.from_address(id(value))
        if abs(cell.value - sys.getrefcount(value)) > 2:
            return False
        cell.value += PIN_MARGIN
    _pinned = True
    return True
