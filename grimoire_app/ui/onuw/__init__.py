"""The One Night Ultimate Werewolf (한밤의 늑대인간) moderator's window, over systems/onuw.

Public names:
- entry points: `open_onuw_new(parent, lang)`, `open_onuw_file(parent, path, lang)`
- the window: `OnuwWindow` (square, night/day/result panels, review bar)
- the bridge: `OnuwSession` (game, file, record/undo/redo/correct, `changed`)
- parts: `SetupDialog`, `NightPanel`, `DayPanel`, `ResultPanel`, `OnuwScene`, `OnuwView`

The package imports its modules when a name is first asked for: `ids` (the system's id) is read by the main
window's start without the rest (issue 20).
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from grimoire_app.ui.onuw.day_panel import DayPanel
    from grimoire_app.ui.onuw.night_panel import NightPanel
    from grimoire_app.ui.onuw.result_panel import ResultPanel
    from grimoire_app.ui.onuw.session import OnuwSession
    from grimoire_app.ui.onuw.setup_dialog import SetupDialog
    from grimoire_app.ui.onuw.square import OnuwScene
    from grimoire_app.ui.onuw.square import OnuwView
    from grimoire_app.ui.onuw.entry import open_onuw_file
    from grimoire_app.ui.onuw.entry import open_onuw_new
    from grimoire_app.ui.onuw.window import OnuwWindow

__all__ = [
    "DayPanel",
    "NightPanel",
    "OnuwScene",
    "OnuwSession",
    "OnuwView",
    "OnuwWindow",
    "ResultPanel",
    "SetupDialog",
    "open_onuw_file",
    "open_onuw_new",
]

_WHERE = {
    "DayPanel": "day_panel",
    "NightPanel": "night_panel",
    "ResultPanel": "result_panel",
    "OnuwSession": "session",
    "SetupDialog": "setup_dialog",
    "OnuwScene": "square",
    "OnuwView": "square",
    "open_onuw_file": "entry",
    "open_onuw_new": "entry",
    "OnuwWindow": "window",
}
"""Each public name's module: imported when the name is first asked for (PEP 562), not with the package."""


def __getattr__(name: str) -> Any:
    if name not in _WHERE:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    return getattr(importlib.import_module(f"{__name__}.{_WHERE[name]}"), name)
