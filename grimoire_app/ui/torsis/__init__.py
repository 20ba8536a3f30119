"""The Torsis moderator UI (spec torsis.md section 6) over grimoire_app.systems.torsis.

Public names:
- entry: `open_torsis_new`, `open_torsis_file`, `start_torsis_window`, `new_game_path`
- session: `TorsisSession` (the one Qt bridge: record, submit, undo, redo, `changed`)
- window: `TorsisWindow` (square, night/day/result panels, log and review)
- setup_dialog: `SetupDialog`

The package imports its modules when a name is first asked for: `ids` (the system's id) is read by the main
window's start without the rest (issue 20).
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from grimoire_app.ui.torsis.entry import new_game_path
    from grimoire_app.ui.torsis.entry import open_torsis_file
    from grimoire_app.ui.torsis.entry import open_torsis_new
    from grimoire_app.ui.torsis.entry import start_torsis_window
    from grimoire_app.ui.torsis.session import TorsisSession
    from grimoire_app.ui.torsis.setup_dialog import SetupDialog
    from grimoire_app.ui.torsis.window import TorsisWindow

__all__ = [
    "SetupDialog",
    "TorsisSession",
    "TorsisWindow",
    "new_game_path",
    "open_torsis_file",
    "open_torsis_new",
    "start_torsis_window",
]

_WHERE = {
    "new_game_path": "entry",
    "open_torsis_file": "entry",
    "open_torsis_new": "entry",
    "start_torsis_window": "entry",
    "TorsisSession": "session",
    "SetupDialog": "setup_dialog",
    "TorsisWindow": "window",
}
"""Each public name's module: imported when the name is first asked for (PEP 562), not with the package."""


def __getattr__(name: str) -> Any:
    if name not in _WHERE:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    return getattr(importlib.import_module(f"{__name__}.{_WHERE[name]}"), name)
