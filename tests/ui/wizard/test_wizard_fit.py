"""Issue 19: the wizard at a 1366×768 and a 1280×720 laptop, checked page by page.

On script 000 with 7 and 15 players and on a script with a Fabled and Loric section (Sentinel, Spirit of Ivory,
Storm Catcher), every page of the wizard is shown on a laptop's available screen (tests/ui/test_windows_fit.py's
LAPTOPS, less a task bar) and checked: the window's frame fits the screen; Next/Back/Finish/Cancel lie inside the
window; every visible control of the page (buttons, drop-downs, number boxes, lists and tables, the seat cards,
the player-count table) lies wholly inside the page above the buttons, at no less than its minimum size, with no
two controls overlapping, and every list or table showing all its rows — nothing needs scrolling and nothing is
clipped.
"""

from __future__ import annotations

from collections.abc import Iterator
from itertools import combinations
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QRect
from PySide6.QtWidgets import QAbstractButton, QAbstractItemView, QAbstractScrollArea, QAbstractSpinBox, QApplication, QComboBox, QLabel, QWidget, QWizard
from pytestqt.qtbot import QtBot

from grimoire_app.model import Library
from grimoire_app.ui import screen_fit
from grimoire_app.ui.player_count_table import PlayerCountTable
from grimoire_app.ui.screen_fit import frame_fits
from grimoire_app.ui.wizard import SetupWizard
from grimoire_app.ui.wizard.seat_cards import SeatCard
from tests.ui.test_windows_fit import LAPTOPS
from tests.ui.wizard.wizard_walk import PAGES, open_wizard, page_of, walk_to

FABLED_SCRIPT = Path(__file__).parents[2] / "data" / "fabled_script.json"
TABLES = [("000", 7), ("000", 15), ("fabled", 9), ("004", 12), ("bmr", 20)]
"""(script, players): the seed script at a small and the largest dealt table; the Fabled/Loric script; 004 (the Xaan's
and the Village Idiot's boxes on the characters page) and Bad Moon Rising (the Godfather's) with 20 seats (5 Travellers)."""
CONTROLS = (QAbstractButton, QComboBox, QAbstractSpinBox, QAbstractItemView, PlayerCountTable, SeatCard)
"""What a page's control is; a control's own parts (a table's headers, a card's drop-downs) are checked with it."""
WIZARD_BUTTONS = (QWizard.WizardButton.BackButton, QWizard.WizardButton.NextButton, QWizard.WizardButton.FinishButton, QWizard.WizardButton.CancelButton)


def settle() -> None:
    for _ in range(3):
        QApplication.processEvents()


def rect_in(widget: QWidget, ancestor: QWidget) -> QRect:
    """Return a widget's rectangle in an ancestor's coordinates."""
    return QRect(widget.mapTo(ancestor, QPoint(0, 0)), widget.size())


def shown(widget: QWidget) -> bool:
    return widget.isVisibleTo(widget.window()) and widget.isVisible()


def controls(page: QWidget) -> list[QWidget]:
    """Return the page's visible controls that are not inside another control (a card's drop-downs go with the card)."""
    found = [w for w in page.findChildren(QWidget) if isinstance(w, CONTROLS) and shown(w)]
    outer = [w for w in found if not any(other is not w and other.isAncestorOf(w) for other in found)]
    return [w for w in outer if not _inner_part(w)]


def _inner_part(widget: QWidget) -> bool:
    """A scroll bar's or a header's own buttons, or a spin box's line edit: parts of a control, not controls."""
    parent = widget.parentWidget()
    while parent is not None:
        if isinstance(parent, QAbstractScrollArea | QAbstractSpinBox | QComboBox):
            return True
        parent = parent.parentWidget()
    return False


def problems(wizard: SetupWizard, laptop: QRect) -> Iterator[str]:
    """Yield what is off-screen, outside the page, squeezed or overlapping on the page in view."""
    settle()
    if not frame_fits(wizard, laptop):
        yield f"window {wizard.frameGeometry()} larger than the screen {laptop}"
    window = wizard.rect()
    buttons_top = min(rect_in(wizard.button(b), wizard).top() for b in WIZARD_BUTTONS if shown(wizard.button(b)))
    for which in WIZARD_BUTTONS:
        button = wizard.button(which)
        if shown(button) and not window.contains(rect_in(button, wizard)):
            yield f"wizard button {button.text()!r} at {rect_in(button, wizard)} outside the window {window}"
    page = wizard.currentPage()
    area = rect_in(page, wizard).intersected(window)
    area.setBottom(min(area.bottom(), buttons_top - 1))
    found = controls(page)
    for control in found:
        where = rect_in(control, wizard)
        name = control.objectName() or type(control).__name__
        text = control.text() if isinstance(control, QAbstractButton) else ""
        if not area.contains(where):
            yield f"{name} {text!r} at {where} outside the page's visible area {area}"
        if isinstance(control, QAbstractItemView) and (control.verticalScrollBar().maximum() or control.horizontalScrollBar().maximum()):
            yield f"{name} scrolls: {control.verticalScrollBar().maximum()} px down, {control.horizontalScrollBar().maximum()} px across"
        hint = control.minimumSizeHint()
        if not isinstance(control, QAbstractItemView) and (control.width() < hint.width() or control.height() < hint.height()):
            yield f"{name} {text!r} squeezed to {control.size()} below its minimum {hint}"
    for first, second in combinations(found, 2):
        if rect_in(first, wizard).intersects(rect_in(second, wizard)):
            yield f"{first.objectName() or type(first).__name__} overlaps {second.objectName() or type(second).__name__}"
    for label in page.findChildren(QLabel):
        if shown(label) and label.text() and label.height() < label.minimumSizeHint().height() and not label.wordWrap():
            yield f"label {label.text()[:30]!r} cut to {label.height()} px"
        if shown(label) and label.wordWrap() and label.text() and label.height() < label.heightForWidth(label.width()):
            yield f"label {label.text()[:30]!r} cut to {label.height()} px, needs {label.heightForWidth(label.width())}"


@pytest.fixture(params=sorted(LAPTOPS))
def laptop(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> Iterator[QRect]:
    area = LAPTOPS[request.param]
    monkeypatch.setattr(screen_fit, "available_area", lambda _widget=None: QRect(area))
    yield area


@pytest.mark.parametrize(("script", "players"), TABLES, ids=[f"{s}-{n}" for s, n in TABLES])
def test_every_wizard_page_fits_the_laptop_without_scrolling(qtbot: QtBot, library: Library, laptop: QRect, script: str, players: int) -> None:
    """Walk all six pages (script, players, characters, deal, bluffs, first-night preparation) at the laptop size."""
    wizard = open_wizard(qtbot, library, FABLED_SCRIPT if script == "fabled" else script)
    if script == "fabled":
        assert wizard.draft.fabled == ["sentinel", "spiritofivory", "stormcatcher"]
    found: list[str] = []
    for name in PAGES:
        page = walk_to(qtbot, wizard, players, name)
        assert wizard.currentPage() is page_of(wizard, name)
        found += [f"{name}: {problem}" for problem in problems(wizard, laptop)]
    assert shown(wizard.button(QWizard.WizardButton.FinishButton))
    assert found == []
