"""The review's guard against PySide6 6.12 dropping references to True and None (Python 3.11)."""

from __future__ import annotations

import sys

from grimoire_app.ui.review.guard import PIN_MARGIN, needs_pin, pin_singletons


def test_pinning_happens_once_and_only_where_needed() -> None:
    pin_singletons()
    assert pin_singletons() is False, "a second call does nothing"
    if needs_pin():
        assert sys.getrefcount(None) > PIN_MARGIN // 2
        assert sys.getrefcount(True) > PIN_MARGIN // 2
