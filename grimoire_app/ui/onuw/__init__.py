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

from typing import TYPE_CHECKING

from grimoire_app.lazy_package import lazy_package

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

_EXPORTS = {
    "DayPanel": "grimoire_app.ui.onuw.day_panel",
    "NightPanel": "grimoire_app.ui.onuw.night_panel",
    "ResultPanel": "grimoire_app.ui.onuw.result_panel",
    "OnuwSession": "grimoire_app.ui.onuw.session",
    "SetupDialog": "grimoire_app.ui.onuw.setup_dialog",
    "OnuwScene": "grimoire_app.ui.onuw.square",
    "OnuwView": "grimoire_app.ui.onuw.square",
    "open_onuw_file": "grimoire_app.ui.onuw.entry",
    "open_onuw_new": "grimoire_app.ui.onuw.entry",
    "OnuwWindow": "grimoire_app.ui.onuw.window",
}
"""Where each public name lives: imported when first read (grimoire_app/lazy_package.py; issue 20, a cheap start)."""

lazy_package(__name__, _EXPORTS)
