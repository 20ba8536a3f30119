"""The Torsis moderator UI (spec torsis.md section 6) over grimoire_app.systems.torsis.

Public names:
- entry: `open_torsis_new`, `open_torsis_file`, `start_torsis_window`, `new_game_path`
- session: `TorsisSession` (the one Qt bridge: record, submit, undo, redo, `changed`)
- window: `TorsisWindow` (square, night/day/result panels, log and review)
- setup_dialog: `SetupDialog`
"""

from __future__ import annotations

from grimoire_app.ui.torsis.entry import (
    new_game_path,
    open_torsis_file,
    open_torsis_new,
    start_torsis_window,
)
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
