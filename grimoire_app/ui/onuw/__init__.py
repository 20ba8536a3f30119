"""The One Night Ultimate Werewolf (한밤의 늑대인간) moderator's window, over systems/onuw.

Public names:
- entry points: `open_onuw_new(parent, lang)`, `open_onuw_file(parent, path, lang)`
- the window: `OnuwWindow` (square, night/day/result panels, review bar)
- the bridge: `OnuwSession` (game, file, record/undo/redo/correct, `changed`)
- parts: `SetupDialog`, `NightPanel`, `DayPanel`, `ResultPanel`, `OnuwScene`, `OnuwView`
"""

from grimoire_app.ui.onuw.day_panel import DayPanel
from grimoire_app.ui.onuw.night_panel import NightPanel
from grimoire_app.ui.onuw.result_panel import ResultPanel
from grimoire_app.ui.onuw.session import OnuwSession
from grimoire_app.ui.onuw.setup_dialog import SetupDialog
from grimoire_app.ui.onuw.square import OnuwScene, OnuwView
from grimoire_app.ui.onuw.entry import open_onuw_file, open_onuw_new
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
