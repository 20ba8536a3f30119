"""TownSquareScene: the picture as a function of the state (STYLE.md point 10).

`sync(state)` reconciles items by id: it creates items for new seats and reminders, updates the
faces of the others, puts everything where the layout says, and removes what is gone. Drags end
in a signal naming what the Storyteller asked for (swap these seats, move this reminder there);
the panel records the event and the next `sync` shows the result, or snaps the item back.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable, Iterable, Iterator
from typing import TYPE_CHECKING, cast

from PySide6.QtCore import QPoint, QPointF, QRect, QRectF, QTimer, Signal
from PySide6.QtGui import QBrush, QColor, QPainter, QPen, QTransform
from PySide6.QtWidgets import QGraphicsScene

from grimoire_app.i18n import tr
from grimoire_app.ui.town_square import style
from grimoire_app.ui.town_square.fabled import FabledItem, sync_fabled
from grimoire_app.ui.town_square.face_values import MiddleFace
from grimoire_app.ui.town_square.geometry import SQUARE_CAPACITY, Point, SquareLayout, nearest_gap, square_layout
from grimoire_app.ui.town_square.items import DraggableItem, MiddleItem, ReminderItem, SeatItem
from grimoire_app.ui.town_square.paint import TOKEN_IMAGES, PillKey, TokenKey, pill_key, seat_key
from grimoire_app.ui.town_square.snapshot import SquarePicture, SquareSnapshot, square_picture
from grimoire_app.ui.town_square.vote_items import VoteLayer

if TYPE_CHECKING:
    from grimoire_app.model.characters import Lang
    from grimoire_app.systems.botc.state import GameState
    from grimoire_app.ui.town_square.faces import Faces
    from grimoire_app.ui.town_square.public import LiveVote


WARM_SLICE_S = 0.002
"""How long one idle slice of drawing seat and pill images ahead may run before the event loop gets its turn."""
WARM_SLICE_IMAGES = 6
"""At most this many images drawn in one slice (a large token takes about 1 ms)."""
WARM_SHARE = 0.75
"""Drawing ahead stops once the token store holds this share of its budget: it never pushes out what it drew."""


def layout_key(state: GameState) -> tuple[int, int]:
    """Return what the square's layout depends on in a state: the number of seats and the reminders room per seat."""
    return len(state.seats), max([SQUARE_CAPACITY, *(len(seat.reminders) for seat in state.seats)])


class TownSquareScene(QGraphicsScene):
    """Seats on an ellipse, reminders fanned inward, the phase in the middle."""

    seat_clicked = Signal(str)
    seat_activated = Signal(str)
    """A double-click on a seat (the panel toggles alive/dead)."""
    seat_menu_requested = Signal(str, QPoint)
    seats_swap_requested = Signal(str, str)
    seat_move_requested = Signal(str, int)
    """A seat dropped between two others: its new index in table order (without itself)."""
    reminder_move_requested = Signal(str, str)
    reminder_dropped_outside = Signal(str, QPoint)
    """A reminder dropped on no seat, at a screen position (the panel checks the tray)."""
    fabled_menu_requested = Signal(str, QPoint)
    """A right-click on a Fabled or Loric token (its character id)."""

    def __init__(self, faces: Faces | None) -> None:
        """`faces` None: a square that only shows a snapshot until the game's faces come (a reopened game's start)."""
        super().__init__()
        self.faces = faces
        self._state: GameState | None = None
        self._snapshot: SquareSnapshot | None = None
        """The saved picture shown until the first `sync` (issue 20: a reopened game's first paint)."""
        self.seats: dict[str, SeatItem] = {}
        self.reminders: dict[str, ReminderItem] = {}
        self.fabled: dict[str, FabledItem] = {}
        self.middle = MiddleItem(MiddleFace("", "", ""))
        self.addItem(self.middle)
        self.selected: str | None = None
        self.layout: SquareLayout | None = None
        self._hinted: frozenset[str] = frozenset()
        self.acting: frozenset[str] = frozenset()
        """The seats acting at the night step in view (the night panel sets them)."""
        self.chosen: tuple[str, ...] = ()
        """The seats chosen so far at the night step in view, in the order chosen."""
        self._sized = False
        self.setSceneRect(0, 0, 800, 600)
        self.vote = VoteLayer(self)
        """The vote in progress drawn over the square (the day panel sets it: `set_vote`)."""
        self.layouts_ahead: Callable[[], Iterable[tuple[int, int]]] | None = None
        """The (seats, capacity) keys this scene will show (review knows its whole game): their layouts are worked
        out once the view's size settles, so stepping to a new one does not search for it then (issue 20)."""
        self._warm_pending = False
        self.states_ahead: Callable[[], Iterator[GameState | None]] | None = None
        """The states this scene will show right after its layout changes, the likeliest first (review knows them): once
        the size settles, their seat and pill images are drawn in idle slices, so such a step copies them (issue 20)."""
        self._ahead: Iterator[GameState | None] | None = None
        self._ahead_keys: list[TokenKey | PillKey] = []
        self._warm_timer = QTimer(self, singleShot=True, interval=0)
        self._warm_timer.timeout.connect(self._warm_tokens)
        self.warm_slices = 0
        """How many idle slices drew images ahead (tests read it)."""

    @property
    def state(self) -> GameState:
        """The state drawn (an empty game before the first `sync`)."""
        if self._state is None:
            from grimoire_app.systems.botc.state import GameState  # not on the start path: a snapshot has no state

            self._state = GameState()
        return self._state

    @property
    def showing_snapshot(self) -> bool:
        """Whether the square shows a saved picture rather than a state (before the game is open)."""
        return self._snapshot is not None

    # -- reconciling ------------------------------------------------------------------------------

    def show_snapshot(self, snapshot: SquareSnapshot) -> None:
        """Show a saved picture of the square until the first `sync` (a reopened game's first paint)."""
        self._snapshot = snapshot
        self._redraw()

    def _redraw(self) -> None:
        if self._snapshot is not None:
            if self._sized:
                self._draw(self._snapshot.picture, self._snapshot.lang)
        elif self.faces is not None:
            self.sync(self.state)

    def set_size(self, width: float, height: float) -> None:
        """Fit the square to a view of that size and lay it out again."""
        width, height = max(width, 200.0), max(height, 160.0)
        if (width, height) != (self.width(), self.height()) or not self._sized:
            self._sized = True
            self.setSceneRect(0, 0, width, height)
            self._redraw()
            self.warm_ahead()

    def warm_ahead(self) -> None:
        """Work out the layouts ahead and draw their images anew once the size settles (a window shows through
        several sizes), e.g. after the size, the game or the language changed."""
        if self.layouts_ahead is not None and not self._warm_pending:
            self._warm_pending = True
            QTimer.singleShot(0, self._warm_layouts)

    def _warm_layouts(self) -> None:
        """Work out the layouts of `layouts_ahead` at the scene's size now (square_layout keeps them)."""
        self._warm_pending = False
        if self.layouts_ahead is None:
            return
        width, height = round(self.width()), round(self.height())
        for seats, capacity in self.layouts_ahead():
            square_layout(seats, width, height, capacity)
        if self.states_ahead is not None and self._shown():
            self._ahead, self._ahead_keys = self.states_ahead(), []
            self._warm_timer.start()

    def _shown(self) -> bool:
        return any(view.isVisible() for view in self.views())

    @property
    def warming(self) -> bool:
        """Whether images are still being drawn ahead."""
        return self._ahead is not None

    def stop_warming(self) -> None:
        """Draw no more images ahead (the review closes)."""
        self._ahead, self._ahead_keys = None, []
        self._warm_timer.stop()

    def _warm_tokens(self) -> None:
        """Draw a few images of the states ahead, then give the event loop its turn (a key press waits for one
        slice at most: WARM_SLICE_S, or one image beyond it)."""
        if self._ahead is None:
            return
        if not self._shown():  # the window closed or hid: nobody steps
            self.stop_warming()
            return
        self.warm_slices += 1
        deadline, drawn = time.perf_counter() + WARM_SLICE_S, 0
        while drawn < WARM_SLICE_IMAGES and time.perf_counter() < deadline:
            if TOKEN_IMAGES.bytes >= TOKEN_IMAGES.budget * WARM_SHARE:
                self.stop_warming()
                return
            if not self._ahead_keys:
                try:
                    state = next(self._ahead)
                except StopIteration:
                    self.stop_warming()
                    return
                if state is not None:  # None: a state like one before (nothing new to draw)
                    self._ahead_keys = [key for key in reversed(self.token_keys(state)) if key not in TOKEN_IMAGES]
                continue
            TOKEN_IMAGES.image(self._ahead_keys.pop())
            drawn += 1
        self._warm_timer.start()

    def token_keys(self, state: GameState) -> list[TokenKey | PillKey]:
        """The images of seat discs and reminder pills that painting `state` at the scene's size needs, seat by seat."""
        if self.faces is None or not self._sized:
            return []
        picture = square_picture(state, self.faces)
        layout = self._layout_of(picture)
        view = self.views()[0] if self.views() else None
        ratio = view.devicePixelRatioF() if view is not None else 1.0
        place = view.viewportTransform() if view is not None else QTransform()
        keys: list[TokenKey | PillKey] = []
        for index, (face, reminders) in enumerate(zip(picture.seats, picture.reminders, strict=True)):
            centre = layout.seats[index]
            point = place.map(QPointF(centre.x, centre.y))
            keys.append(seat_key(face, layout.token_radius, ratio, point.x() * ratio, point.y() * ratio))
            for reminder, offset in zip(reminders, layout.reminder_offsets(index, len(reminders)), strict=True):
                point = place.map(QPointF(centre.x + offset.x, centre.y + offset.y))
                keys.append(pill_key(reminder, layout.reminder_half, ratio, point.x() * ratio, point.y() * ratio))
        return keys

    def _layout_of(self, picture: SquarePicture) -> SquareLayout:
        """The layout a picture is drawn in at the scene's size (`_draw`, and the images drawn ahead: the same one)."""
        capacity = max([SQUARE_CAPACITY, *(len(reminders) for reminders in picture.reminders)])
        return square_layout(len(picture.seats), round(self.width()), round(self.height()), capacity)

    def set_faces(self, faces: Faces) -> None:
        """Show another game or language."""
        self.faces = faces
        self._redraw()

    def sync(self, state: GameState) -> None:
        """Make the items show the state: create, update, move and remove by id (a snapshot shown gives way).

        Until the view gives the scene its size (on show), only the state is kept: laying out
        for a size nobody sees would cost a layout search at start-up.
        """
        self._state = state
        self._snapshot = None
        if not self._sized:
            return
        assert self.faces is not None, "a square drawing a state needs the game's faces"
        self._draw(square_picture(state, self.faces), self.faces.lang)

    def _draw(self, picture: SquarePicture, lang: str) -> None:
        """Make the items show a picture (the state's, or a snapshot's)."""
        layout = self._layout_of(picture)
        relaid = layout != self.layout
        self.layout = layout
        if self.selected not in {face.seat_id for face in picture.seats}:
            self.selected = None
        self._sync_seats(layout, picture, lang)
        self._sync_reminders(layout, picture)
        sync_fabled(self, self.fabled, picture.fabled, layout.token_radius, self.fabled_menu_requested.emit)
        box = layout.middle
        self.middle.update_face(picture.middle, QRectF(box.left, box.top, box.width, box.height))
        self.vote.relayout()
        if relaid:  # the felt and every item move; otherwise each item repaints only if it changed (issue 20)
            self.invalidate(self.sceneRect(), QGraphicsScene.SceneLayer.BackgroundLayer)  # the view keeps the felt drawn
            self.update()

    def set_vote(self, live: LiveVote | None) -> None:
        """Draw the vote being taken: hands, clock hand and count (None: none); only the vote's items repaint."""
        self.vote.show(live)

    def _sync_seats(self, layout: SquareLayout, picture: SquarePicture, lang: str) -> None:
        tag = tr("square.traveller", cast("Lang", lang))  # a snapshot's language is the window's (read_snapshot)
        wanted = set()
        for index, face in enumerate(picture.seats):
            item = self.seats.get(face.seat_id)
            if item is None:
                item = self.seats[face.seat_id] = SeatItem(face, layout.token_radius, tag, self)
                self.addItem(item)
            item.update_face(face, layout.token_radius, tag)
            item.set_marks(face.seat_id == self.selected, face.seat_id in self._hinted)
            item.set_acting(face.seat_id in self.acting)
            item.set_chosen(self._chosen_number(face.seat_id))
            centre = layout.seats[index]
            item.place(QPointF(centre.x, centre.y))
            wanted.add(face.seat_id)
        for gone in set(self.seats) - wanted:
            self.removeItem(self.seats.pop(gone))

    def _sync_reminders(self, layout: SquareLayout, picture: SquarePicture) -> None:
        wanted = set()
        for index, reminders in enumerate(picture.reminders):
            centre = layout.seats[index]
            for face, offset in zip(reminders, layout.reminder_offsets(index, len(reminders)), strict=True):
                item = self.reminders.get(face.reminder_id)
                if item is None:
                    item = self.reminders[face.reminder_id] = ReminderItem(face, layout.reminder_half, self)
                    self.addItem(item)
                item.update_face(face, layout.reminder_half)
                item.place(QPointF(centre.x + offset.x, centre.y + offset.y))
                wanted.add(face.reminder_id)
        for gone in set(self.reminders) - wanted:
            self.removeItem(self.reminders.pop(gone))

    # -- selection and hints ----------------------------------------------------------------------

    def select(self, seat_id: str | None) -> None:
        """Mark one seat as the keyboard selection (None: no selection)."""
        self.selected = seat_id
        for key, item in self.seats.items():
            item.set_marks(key == seat_id, key in self._hinted)

    def select_step(self, step: int) -> None:
        """Move the selection `step` seats clockwise (negative: anticlockwise)."""
        ids = [seat.id for seat in self.state.seats]
        if not ids:
            return
        if self.selected not in ids:
            self.select(ids[0] if step >= 0 else ids[-1])
            return
        self.select(ids[(ids.index(self.selected) + step) % len(ids)])

    def hint(self, seat_id: str | None) -> None:
        """Mark the seat a drop would land on (None: none)."""
        self.hint_seats(() if seat_id is None else (seat_id,))

    def hint_seats(self, seat_ids: Iterable[str]) -> None:
        """Mark the seats a drop concerns: one seat, or the two neighbours of a gap (empty: none)."""
        hinted = frozenset(seat_ids)
        if hinted != self._hinted:
            self._hinted = hinted
            for key, item in self.seats.items():
                item.set_marks(key == self.selected, key in hinted)

    def set_acting(self, seat_ids: Iterable[str]) -> None:
        """Ring the seats acting at the night step in view (empty: none), apart from selection and hint."""
        self.acting = frozenset(seat_ids)
        for key, item in self.seats.items():
            item.set_acting(key in self.acting)

    def set_chosen(self, seat_ids: Iterable[str]) -> None:
        """Number the seats chosen at the night step in view (empty: none), in the order chosen."""
        self.chosen = tuple(seat_ids)
        for key, item in self.seats.items():
            item.set_chosen(self._chosen_number(key))

    def _chosen_number(self, seat_id: str) -> int | None:
        return self.chosen.index(seat_id) + 1 if seat_id in self.chosen else None

    def seat_at(self, scene_pos: QPointF, exclude: DraggableItem | None = None) -> str | None:
        """Return the seat whose token, plate or reminder lies under a point."""
        for item in self.items(scene_pos):
            if item is exclude:
                continue
            if isinstance(item, SeatItem):
                return item.key
            if isinstance(item, ReminderItem):
                return item.face.seat_id
        return None

    # -- the sink the items report to ----------------------------------------------------------------

    def item_pressed(self, item: DraggableItem) -> None:
        """Select a pressed seat."""
        if isinstance(item, SeatItem):
            self.select(item.key)
            self.seat_clicked.emit(item.key)

    def item_dragged(self, item: DraggableItem, scene_pos: QPointF) -> None:
        """Show where the dragged item would land."""
        self.hint(self.seat_at(scene_pos, item))

    def item_released(self, item: DraggableItem, scene_pos: QPointF, screen_pos: QPoint, dragged: bool) -> None:
        """Turn a drop into a request; a drop on nothing useful changes nothing."""
        self.hint(None)
        if not dragged or self._snapshot is not None:  # a saved picture takes no request: the game is not open yet
            return
        target = self.seat_at(scene_pos, item)
        if isinstance(item, ReminderItem):
            if target is None:
                self.reminder_dropped_outside.emit(item.key, screen_pos)
            elif target != item.face.seat_id:
                self.reminder_move_requested.emit(item.key, target)
        elif isinstance(item, SeatItem):
            self._seat_dropped(item.key, target, scene_pos)

    def _seat_dropped(self, seat_id: str, target: str | None, scene_pos: QPointF) -> None:
        if target is not None and target != seat_id:
            self.seats_swap_requested.emit(seat_id, target)
        elif target is None and self.layout is not None and self._near_ring(scene_pos):
            others = tuple(p for p, s in zip(self.layout.seats, self.state.seats, strict=True) if s.id != seat_id)
            index = nearest_gap(Point(scene_pos.x(), scene_pos.y()), others)
            if index != self.state.index_of(seat_id):
                self.seat_move_requested.emit(seat_id, index)

    def gap_at(self, scene_pos: QPointF) -> tuple[str, str] | None:
        """Return the two neighbouring seats whose gap lies under a point on the ring (None: a seat or off the ring).

        This is where a new seat dropped there would sit: clockwise, between the left and the right seat.
        """
        if self._snapshot is not None or self.layout is None or len(self.state.seats) < 2 or self.seat_at(scene_pos) is not None or not self._near_ring(scene_pos):
            return None
        points, seats = self.layout.seats, self.state.seats

        def distance_to_gap(index: int) -> float:
            a, b = points[index], points[(index + 1) % len(points)]
            return math.hypot((a.x + b.x) / 2 - scene_pos.x(), (a.y + b.y) / 2 - scene_pos.y())

        left = min(range(len(seats)), key=distance_to_gap)
        return seats[left].id, seats[(left + 1) % len(seats)].id

    def _near_ring(self, scene_pos: QPointF) -> bool:
        """Whether a point lies in the band of the seats' ellipse (not in the middle or off the square)."""
        assert self.layout is not None
        cx, cy = self.width() / 2, self.height() / 2
        a = max(abs(p.x - cx) for p in self.layout.seats) or 1.0
        b = max(abs(p.y - cy) for p in self.layout.seats) or 1.0
        reach = ((scene_pos.x() - cx) / a) ** 2 + ((scene_pos.y() - cy) / b) ** 2
        return 0.55 <= reach <= 1.6

    def item_activated(self, item: DraggableItem) -> None:
        """Report a double-click on a seat."""
        if isinstance(item, SeatItem):
            self.seat_activated.emit(item.key)

    def item_menu(self, item: DraggableItem, screen_pos: QPoint) -> None:
        """Ask for the context menu of the seat the item belongs to."""
        seat_id = item.key if isinstance(item, SeatItem) else item.face.seat_id if isinstance(item, ReminderItem) else None
        if seat_id is not None:
            self.select(seat_id)
            self.seat_menu_requested.emit(seat_id, screen_pos)

    # -- painting ------------------------------------------------------------------------------------

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:  # noqa: N802
        painter.fillRect(rect, QColor(style.BACKGROUND))
        if self.layout is None or not self.layout.seats:
            return
        cx, cy = self.width() / 2, self.height() / 2
        a = max(abs(p.x - cx) for p in self.layout.seats) + self.layout.token_radius * 1.2
        b = max(abs(p.y - cy) for p in self.layout.seats) + self.layout.token_radius * 1.2
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor(style.FELT_EDGE), 2))
        painter.setBrush(QBrush(QColor(style.FELT)))
        painter.drawEllipse(QPointF(cx, cy), a, b)
