"""File -> Export script…: the game's (or the Script tab's) script written as official script JSON.

The JSON is made by the model (model/script_export.py; with a game open, the Storyteller's night
orders go into `_meta`: systems/botc/tonight/night_order_game.py); this module only asks where.
"""

from __future__ import annotations

import json
from pathlib import Path

from PySide6.QtWidgets import QFileDialog, QMessageBox, QWidget

from grimoire_app import paths
from grimoire_app.i18n import tr
from grimoire_app.model.characters import Lang
from grimoire_app.model.script import Script
from grimoire_app.model.script_export import export_script
from grimoire_app.systems.botc.game import Game
from grimoire_app.systems.botc.tonight.night_order_game import game_script_json
from grimoire_app.ui.export.menu import Ask
from grimoire_app.ui.plain import literal


def export_script_dialog(parent: QWidget | None, game: Game | None, script: Script | None, lang: Lang, ask: Ask | None = None) -> Path | None:
    """Ask for a file and write the script there (the open game's, else the one shown); return the path, or None.

    An unwritable file is shown in a message box, never raised.
    """
    if game is None and script is None:
        return None
    shown = game.script if game is not None else script
    assert shown is not None
    asker = ask or QFileDialog.getSaveFileName
    folder = paths.games_dir() / f"{Path(shown.meta.name).name or 'script'}.json"
    name, _ = asker(parent, tr("export_script.title", lang), str(folder), tr("export_script.filter", lang))
    if not name:
        return None
    path = Path(name) if Path(name).suffix.lower() == ".json" else Path(name + ".json")
    value = game_script_json(game) if game is not None else export_script(shown)
    try:
        path.write_text(json.dumps(value, ensure_ascii=False, indent=2) + "\n", encoding="utf-8")
    except OSError as error:
        QMessageBox.critical(parent, tr("error.title", lang), literal(tr("export_script.failed", lang, error=f"{path}: {error.strerror or error}")))
        return None
    return path
