"""The review's Night tab: the sheet of the night at the position, as the Storyteller ran it.

The rows are the night panel's own (`sheet_rows` over `tonight_sheet(game, night)`), so a step
the Storyteller skipped or moved reads the same here, in the panel and in `suggest`. A day
shows the night before it; setup shows nothing. Sheets are computed once per night and language,
and only while the tab is shown (reading a night's sheet reads the log up to it: a hidden tab does
not slow the review's steps down).
"""

from __future__ import annotations

from grimoire_app.i18n import tr
from grimoire_app.model.characters import Lang
from grimoire_app.systems.botc.events import Phase
from grimoire_app.systems.botc.game import Game
from grimoire_app.systems.botc.tonight import done_steps, tonight_sheet
from grimoire_app.ui.night_panel.sheet_model import Row, SheetModel, sheet_rows


def night_of(phase: Phase) -> int | None:
    """Return the night whose sheet a phase shows: the night itself, or the night before a day (None: setup).

    >>> night_of(Phase(kind="day", number=2)), night_of(Phase(kind="setup", number=0))
    (2, None)
    """
    return None if phase.kind == "setup" else phase.number


def night_rows(game: Game, night: int, lang: Lang) -> list[Row]:
    """Return the rows of a night's sheet as it ran (its steps in play, the Storyteller's order and skips)."""
    return sheet_rows(game, tonight_sheet(game, night), lang, None, done_steps(game, night), False)


class NightSheet:
    """The Night tab's model and title, following the review's position."""

    def __init__(self, game: Game, lang: Lang) -> None:
        self.game, self.lang = game, lang
        self.model = SheetModel()
        self.night: int | None = None
        self._rows: dict[tuple[int, Lang], list[Row]] = {}

    def reset(self, game: Game) -> None:
        """Read another reading of the file (forget the sheets computed so far)."""
        self.game = game
        self._rows.clear()

    def show(self, phase: Phase, lang: Lang | None = None, shown: bool = True) -> None:
        """Follow the night a phase belongs to (in a language, when given); fill the rows only when `shown`."""
        self.lang = lang or self.lang
        self.night = night_of(phase)
        if self.night is None:
            self.model.set_rows([])
            return
        if not shown:
            return
        key = (self.night, self.lang)
        if key not in self._rows:
            self._rows[key] = night_rows(self.game, self.night, self.lang)
        self.model.set_rows(self._rows[key])

    def title(self) -> str:
        """Return the line above the list: which night's sheet this is."""
        if self.night is None:
            return tr("review.night.none", self.lang)
        return tr("review.night.title", self.lang, night=tr("phase.night", self.lang, number=self.night))
