"""PanelComboBox: the wheel over an unfocused drop-down scrolls the panel instead of changing the choice, and a long
item does not widen the panel (found scrolling the night panel's Barista step with a real mouse under Xvfb)."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtWidgets import QApplication, QScrollArea, QVBoxLayout, QWidget
from pytestqt.qtbot import QtBot

from grimoire_app.ui.panel_combo import PanelComboBox


def wheel_down(widget: QWidget) -> bool:
    """Send one notch down to the widget under the mouse; return whether it took the event.

    A real (spontaneous) wheel event that a widget ignores goes on to its parents, so the scroll area scrolls; a
    synthetic one stops at the receiver (Qt), so the tests check that the combo box lets it go.
    """
    centre = QPointF(widget.rect().center())
    event = QWheelEvent(centre, QPointF(widget.mapToGlobal(centre.toPoint())), QPoint(0, 0), QPoint(0, -120),
                        Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier, Qt.ScrollPhase.NoScrollPhase, False)
    QApplication.sendEvent(widget, event)
    return event.isAccepted()


def panel(qtbot: QtBot) -> tuple[QScrollArea, PanelComboBox]:
    content = QWidget()
    layout = QVBoxLayout(content)
    combo = PanelComboBox()
    combo.addItems(["Sober & healthy: their ability works and their information is true until dusk", "Acts twice"])
    for _ in range(20):
        layout.addWidget(QWidget(minimumHeight=40))
    layout.insertWidget(3, combo)
    area = QScrollArea()
    area.setWidgetResizable(True)
    area.setWidget(content)
    area.resize(260, 300)
    qtbot.addWidget(area)
    area.show()
    qtbot.waitExposed(area)
    return area, combo


def test_the_wheel_over_an_unfocused_combo_leaves_the_choice_to_the_panel(qtbot: QtBot) -> None:
    area, combo = panel(qtbot)
    area.setFocus()
    qtbot.waitUntil(lambda: not combo.hasFocus())
    assert not wheel_down(combo), "the combo box lets the wheel go on to the scroll area"
    assert combo.currentIndex() == 0, "the choice did not change under the wheel"
    assert wheel_down(area.viewport()) and area.verticalScrollBar().value() > 0, "the panel itself scrolls"


def test_the_wheel_changes_a_focused_combo(qtbot: QtBot) -> None:
    _, combo = panel(qtbot)
    combo.setFocus()
    qtbot.waitUntil(combo.hasFocus)
    assert wheel_down(combo)
    assert combo.currentIndex() == 1


def test_a_long_item_does_not_widen_the_panel_and_the_whole_text_is_the_tooltip(qtbot: QtBot) -> None:
    area, combo = panel(qtbot)
    assert combo.sizeHint().width() < 260 and not area.horizontalScrollBar().isVisible()
    qtbot.waitUntil(lambda: combo.toolTip() != "")  # set where the box is drawn
    assert combo.toolTip().startswith("Sober & healthy: their ability works")
