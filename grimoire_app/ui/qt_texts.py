"""Qt's own words in the app's language: the standard buttons (Cancel, Yes, Close) and the file dialog.

Qt ships its translations as qtbase_<lang>.qm beside the library; without one loaded, a Korean
table sees an English "Cancel" under every Korean question. `use_qt_language` swaps the one
translator the app holds whenever the Storyteller switches language.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QTranslator

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from grimoire_app.model.characters import Lang

_TRANSLATOR_NAME = "grimoire-qtbase"


def use_qt_language(lang: Lang) -> bool:
    """Load Qt's translation for a language (replacing the one loaded before); False when Qt has none."""
    app = QCoreApplication.instance()
    if app is None:
        return False
    for old in app.findChildren(QTranslator, _TRANSLATOR_NAME):
        QCoreApplication.removeTranslator(old)
        old.deleteLater()
    translator = QTranslator(app)
    translator.setObjectName(_TRANSLATOR_NAME)
    if not translator.load(f"qtbase_{lang}", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
        translator.deleteLater()
        return False
    return QCoreApplication.installTranslator(translator)
