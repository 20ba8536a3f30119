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

from typing import TYPE_CHECKING

from grimoire_app.lazy_package import lazy_package

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

_EXPORTS = {
    "new_game_path": "grimoire_app.ui.torsis.entry",
    "open_torsis_file": "grimoire_app.ui.torsis.entry",
    "open_torsis_new": "grimoire_app.ui.torsis.entry",
    "start_torsis_window": "grimoire_app.ui.torsis.entry",
    "TorsisSession": "grimoire_app.ui.torsis.session",
    "SetupDialog": "grimoire_app.ui.torsis.setup_dialog",
    "TorsisWindow": "grimoire_app.ui.torsis.window",
}
"""Where each public name lives: imported when first read (grimoire_app/lazy_package.py; issue 20, a cheap start)."""

lazy_package(__name__, _EXPORTS)
