"""The vote in progress on the Storyteller's square: two items over the whole scene, shown only while a vote is open.

`VoteLayer.show(live)` sets what they draw and repaints them alone: seats, reminders and the layout are not
touched, so each raised hand or step of the clock hand costs one repaint. The clock item lies under the seats
(the clock hand and the vote's lines in the middle, where the phase is hidden meanwhile); the marks item lies
over the tokens (the raised hands and the ring on the seat the clock hand points at). Neither takes the mouse:
clicks still reach the seats below.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from grimoire_app.i18n import tr
from grimoire_app.ui.town_square.vote_paint import paint_clock, paint_marks, paint_vote_middle

if TYPE_CHECKING:
    from grimoire_app.ui.town_square.public import LiveVote
    from grimoire_app.ui.town_square.scene import TownSquareScene
    from grimoire_app.ui.town_square.vote_view import VoteLines

CLOCK_Z, MARKS_Z = 0.55, 1.5
"""Under the seats (the middle is at 0.5), and over the tokens but under the reminders (2)."""


class _LayerItem(QGraphicsItem):
    """An item over the whole scene that paints through a callback and never takes the mouse."""

    def __init__(self, layer: VoteLayer, z: float) -> None:
        super().__init__()
        self.layer = layer
        self.setZValue(z)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(False)
        self.setVisible(False)

    def boundingRect(self) -> QRectF:  # noqa: N802
        scene = self.scene()
        return scene.sceneRect() if scene is not None else QRectF()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.layer.paint_item(self, painter)


class VoteLayer:
    """The vote in progress drawn on a town-square scene (None: no vote, the square as usual)."""

    def __init__(self, scene: TownSquareScene) -> None:
        self.scene = scene
        self.live: LiveVote | None = None
        self.clock = _LayerItem(self, CLOCK_Z)
        self.marks = _LayerItem(self, MARKS_Z)
        scene.addItem(self.clock)
        scene.addItem(self.marks)

    def show(self, live: LiveVote | None) -> None:
        """Draw this vote (None: hide the vote, show the middle again); nothing else on the square is redrawn."""
        if live == self.live:
            return
        self.live = live
        self.relayout()

    def relayout(self) -> None:
        """Follow the scene's size and layout (the scene calls this after each sync)."""
        shown = self.live is not None and self.scene.layout is not None
        if not shown and not self.clock.isVisible():
            return
        for item in (self.clock, self.marks):
            item.prepareGeometryChange()
            item.setVisible(shown)
            item.update()
        self.scene.middle.setVisible(not shown)

    def lines(self) -> VoteLines | None:
        """Return the lines drawn in the middle (None: no vote shown)."""
        if self.live is None:
            return None
        from grimoire_app.systems.botc.events import STORYTELLER
        from grimoire_app.ui.town_square.vote_view import vote_lines  # the day model loads only once a vote is shown

        assert self.scene.faces is not None
        lang = self.scene.faces.lang
        return vote_lines(self.live, lang, lambda name: tr("describe.storyteller", lang) if name == STORYTELLER else name)

    def seat_points(self) -> dict[str, QPointF]:
        """Return each seat's centre by id, as laid out now."""
        layout = self.scene.layout
        if layout is None:
            return {}
        return {seat.id: QPointF(p.x, p.y) for seat, p in zip(self.scene.state.seats, layout.seats, strict=False)}

    def paint_item(self, item: _LayerItem, painter: QPainter) -> None:
        """Paint one of the two items."""
        layout, live = self.scene.layout, self.live
        if layout is None or live is None:
            return
        seats = self.seat_points()
        if item is self.marks:
            paint_marks(painter, seats, layout.token_radius, live)
            return
        box = QRectF(layout.middle.left, layout.middle.top, layout.middle.width, layout.middle.height)
        centre = QPointF(self.scene.width() / 2, self.scene.height() / 2)
        paint_clock(painter, centre, seats, layout.token_radius, live)
        lines = self.lines()
        if lines is not None:
            paint_vote_middle(painter, box, lines)
