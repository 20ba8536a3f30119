"""ReviewWindow: a saved game, read-only, scrubbed event by event on the same town square.

The window opens the file with `open_game(path, library, writable=False)` (reading never writes,
not even to set aside a torn last line, which it reports instead), folds it once, and from then on
only asks `game.state_at(n)`. Position n is "after event n" (0: before the first event), as
`state FILE --at N` counts. The square is the live game's `TownSquareScene`, synced to the state
at n; its view takes no mouse or keyboard input, so nothing can be dragged. Every widget that
moves the position (slider, timeline list, info list, actions) calls `go_to`, which updates the
others; the reverse signals land on the position already shown and stop there.
"""

from __future__ import annotations

import bisect
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence
from PySide6.QtWidgets import (
    QListView,
    QMainWindow,
    QSplitter,
    QToolBar,
    QVBoxLayout,
    QWidget,
)

from grimoire_app import paths
from grimoire_app.model.bundled_scripts import script_title
from grimoire_app.i18n import tr
from grimoire_app.model.characters import Lang
from grimoire_app.model.errors import GrimoireError
from grimoire_app.systems.botc.game import Game
from grimoire_app.systems.botc.state import GameState, Seat
from grimoire_app.model.library import Library
from grimoire_app.systems.botc.files import open_game
from grimoire_app.ui.plain import plain_label
from grimoire_app.ui.review.faces import ReviewFaces
from grimoire_app.ui.review.index import EventFilter, MarkKind, ReviewIndex
from grimoire_app.ui.review.night import NightSheet
from grimoire_app.ui.review.models import (
    NUMBER_ROLE,
    LearnedModel,
    Lines,
    TimelineModel,
)
from grimoire_app.ui.actions import ActionRow, Row, build_actions, keys
from grimoire_app.ui.review.side import SidePanel, torn_notice
from grimoire_app.ui.review.slider import TimelineSlider
from grimoire_app.ui.review.style import BANNER_STYLE, WINDOW_SIZE
from grimoire_app.ui.town_square.scene import TownSquareScene, layout_key
from grimoire_app.ui.town_square.style import named
from grimoire_app.ui.town_square.view import ExternalDrag, TownSquareView
from grimoire_app.ui.screen_fit import fit_window


TOOLBAR = ("review.action.first", "review.action.previous_phase", "review.action.previous", "review.action.next",
           "review.action.next_phase", "review.action.last", None, "review.action.reload", "action.language")


class ReviewWindow(QMainWindow):
    """Review of one saved game: the square as it was after the selected event, with its timeline.

    Raises:
        SaveFileError: the file cannot be read, or is damaged beyond a torn last line.
    """

    def __init__(self, path: Path, library: Library, lang: Lang = "ko", at: int | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("review-window")
        self.path, self.library, self.lang = Path(path), library, lang
        opened = open_game(self.path, library, writable=False)
        self.game: Game = opened.game
        self.dropped = opened.dropped
        self.index = ReviewIndex(self.game)
        self.lines = Lines(self.index, lang)
        self.position = -1
        self._updating = False
        self._keys: list[tuple[int, int]] | None = None
        self._changes: list[int] = []
        """The positions whose square has another layout than the one before (read with the layout keys)."""
        self.mark_kind: MarkKind = "death"
        self.scene = TownSquareScene(ReviewFaces(self.game.script, library, lang))
        self.scene.layouts_ahead = self._layout_keys
        self.scene.states_ahead = self._states_ahead
        self.view = self._read_only_view()
        self.slider = TimelineSlider(self.index)
        self.timeline = TimelineModel(self.lines)
        self.learned = LearnedModel(self.lines)
        self.night_sheet = NightSheet(self.game, lang)
        self.side = SidePanel(self.timeline, self.learned, self.night_sheet.model)
        self.banner = named(plain_label(wordWrap=True), "review-banner")
        self.banner.setStyleSheet(BANNER_STYLE)
        self.read_only_label = named(plain_label(), "review-read-only")
        self.actions_by_key = self._build_actions()
        self._build_layout()
        self._connect()
        fit_window(self, WINDOW_SIZE)
        self._retranslate()
        self._relist(self.index.count if at is None else at)

    # -- building ---------------------------------------------------------------------------------

    def _layout_keys(self) -> list[tuple[int, int]]:
        """The square's layout keys over the whole game, each once (a state that keeps its seats keeps its key)."""
        if self._keys is None:
            keys: dict[tuple[int, int], None] = {}
            changes: list[int] = []
            seats, last = None, None
            for n in range(self.index.count + 1):
                state = self.game.state_at(n)
                if state.seats is not seats:
                    seats = state.seats
                    key = layout_key(state)
                    keys.setdefault(key, None)
                    if key != last and n > 0:
                        changes.append(n)
                    last = key
            self._keys, self._changes = list(keys), changes
        return self._keys

    def _states_ahead(self) -> Iterator[GameState | None]:
        """The states a step lands on when it changes the square's layout (→ onto n, ← onto n - 1), the one nearest the
        position shown first at each turn: the scene draws their images in idle time (issue 20). A landing that shows
        the seats of one already named gives None."""
        self._layout_keys()
        landings = sorted({m for n in self._changes for m in (n - 1, n)})
        seen: set[tuple[tuple[int, int], tuple[Seat, ...]]] = set()
        while landings:
            at = bisect.bisect_left(landings, self.position)
            if at == len(landings) or (at > 0 and self.position - landings[at - 1] <= landings[at] - self.position):
                at -= 1
            state = self.game.state_at(landings.pop(at))
            shown = (layout_key(state), state.seats)
            if shown in seen:  # a long game lands on the same seats again and again (100k events: 34 of 1,012)
                yield None  # nothing to draw: the scene's slice looks at its clock and asks again
            else:
                seen.add(shown)
                yield state

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802
        self.scene.stop_warming()
        super().closeEvent(event)

    def _read_only_view(self) -> TownSquareView:
        """The live square's view, deaf to the mouse and the keyboard: review never asks for a change."""
        view = TownSquareView(self.scene, ExternalDrag(), self)
        view.setInteractive(False)
        view.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        view.setObjectName("review-square")
        return view

    def _action_rows(self) -> list[Row]:
        """The review's actions, in toolbar order; the keys are the issue's: ←/→ event, PgUp/PgDn phase, Home/End."""
        return [
            ActionRow("review.action.first", keys("Home"), self.first),
            ActionRow("review.action.previous_phase", keys("PgUp"), self.previous_phase),
            ActionRow("review.action.previous", keys("Left"), self.previous),
            ActionRow("review.action.next", keys("Right"), self.next),
            ActionRow("review.action.next_phase", keys("PgDown"), self.next_phase),
            ActionRow("review.action.last", keys("End"), self.last),
            ActionRow("review.action.previous_mark", keys("["), self.previous_mark),
            ActionRow("review.action.next_mark", keys("]"), self.next_mark),
            ActionRow("review.action.reload", keys(QKeySequence.StandardKey.Refresh), self.reload),
            ActionRow("action.language", keys("Ctrl+L"), self.toggle_language),
            ActionRow("review.action.close", keys(QKeySequence.StandardKey.Close), self.close),
        ]

    def _build_actions(self) -> dict[str, QAction]:
        return build_actions(self, self._action_rows())

    def _build_layout(self) -> None:
        toolbar = named(QToolBar(movable=False), "review-toolbar")
        self.addToolBar(toolbar)
        for key in TOOLBAR:
            toolbar.addSeparator() if key is None else toolbar.addAction(self.actions_by_key[key])
        self.side.previous_mark.setDefaultAction(self.actions_by_key["review.action.previous_mark"])
        self.side.next_mark.setDefaultAction(self.actions_by_key["review.action.next_mark"])
        left = QWidget()
        column = QVBoxLayout(left)
        column.setContentsMargins(0, 0, 0, 4)
        column.addWidget(self.view, 1)
        column.addWidget(self.slider)
        splitter = named(QSplitter(Qt.Orientation.Horizontal), "review-splitter")
        splitter.addWidget(left)
        splitter.addWidget(self.side)
        splitter.setStretchFactor(0, 1)
        central = QWidget()
        outer = QVBoxLayout(central)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.setSpacing(0)
        outer.addWidget(self.banner)
        outer.addWidget(splitter, 1)
        self.setCentralWidget(central)
        self.statusBar().addPermanentWidget(self.read_only_label)

    def _connect(self) -> None:
        side = self.side
        self.slider.valueChanged.connect(self.go_to)
        side.timeline.selectionModel().currentChanged.connect(self._timeline_current)
        side.learned_list.clicked.connect(self._learned_clicked)
        side.learned_list.activated.connect(self._learned_clicked)
        side.learned_list.selectionModel().currentChanged.connect(self._learned_current)
        side.filter_box.currentIndexChanged.connect(self._filter_chosen)
        side.mark_box.currentIndexChanged.connect(self._mark_chosen)
        side.player_box.currentIndexChanged.connect(self._player_chosen)
        side.tabs.currentChanged.connect(self._tab_chosen)

    # -- moving -----------------------------------------------------------------------------------

    def go_to(self, n: int) -> None:
        """Show the grimoire after event n (clamped to 0..e) and bring every control there."""
        n = max(0, min(int(n), self.index.count))
        if n == self.position or self._updating:
            return
        self.position = n
        with self._quiet():
            self.scene.sync(self.game.state_at(n))
            self.scene.select(self.index.primary_seat(n))
            if self.slider.value() != n:
                self.slider.setValue(n)
            self._select_row(n)
            self._select_learned(n)
            self._show_night()
            self._show_position()

    def _tab_chosen(self, _tab: int) -> None:
        if self.position >= 0:
            self._show_night()

    def _show_night(self) -> None:
        """Show the sheet of the position's night, as the Storyteller ran it (its rows while the Night tab is shown)."""
        shown = self.side.tabs.currentWidget() is self.side.night_page
        self.night_sheet.show(self.index.phase_at(self.position), self.lang, shown)
        self.side.night_title.setText(self.night_sheet.title())

    @contextmanager
    def _quiet(self) -> Iterator[None]:
        """While the window moves its own controls, their signals do not move the position again."""
        was, self._updating = self._updating, True
        try:
            yield
        finally:
            self._updating = was

    def _select_row(self, n: int) -> None:
        """Make the timeline's current row the position's (or the last listed one before it)."""
        row = self.timeline.row_of(n)
        listed = row is not None
        index = self.timeline.index(row if row is not None else self.timeline.nearest_row(n))
        view = self.side.timeline
        if view.currentIndex() != index:
            view.setCurrentIndex(index)
        if not listed:
            view.selectionModel().clearSelection()
        view.scrollTo(index)

    def _select_learned(self, n: int) -> None:
        """Highlight the info line of the position in the player's list, when it is one."""
        view, numbers = self.side.learned_list, self.learned.numbers
        if n in numbers:
            view.setCurrentIndex(self.learned.index(numbers.index(n)))
        elif view.selectionModel().hasSelection():
            view.selectionModel().clearSelection()

    def _show_position(self) -> None:
        n, count = self.position, self.index.count
        self.side.position.setText(tr("review.position", self.lang, phase=self.lines.phase(n), n=n, count=count))
        self.side.event_line.setText(self.lines.line(n))
        a = self.actions_by_key
        for key, enabled in (("first", n > 0), ("previous_phase", n > 0), ("previous", n > 0),
                             ("next", n < count), ("next_phase", n < count), ("last", n < count)):
            a["review.action." + key].setEnabled(enabled)
        self._enable_marks()

    def _enable_marks(self) -> None:
        among = self.timeline.filter
        self.actions_by_key["review.action.previous_mark"].setEnabled(self.index.previous_mark(self.mark_kind, self.position, among) is not None)
        self.actions_by_key["review.action.next_mark"].setEnabled(self.index.next_mark(self.mark_kind, self.position, among) is not None)

    def first(self) -> None:
        """Go to the empty grimoire before the first event (Home)."""
        self.go_to(0)

    def last(self) -> None:
        """Go to the grimoire after the last event (End)."""
        self.go_to(self.index.count)

    def next(self) -> None:
        """Go one event forward (→)."""
        self.go_to(self.position + 1)

    def previous(self) -> None:
        """Go one event back (←)."""
        self.go_to(self.position - 1)

    def next_phase(self) -> None:
        """Go to the start of the next night or day (PgDn)."""
        self.go_to(self.index.next_phase(self.position))

    def previous_phase(self) -> None:
        """Go to the start of this night or day, or of the one before when already there (PgUp)."""
        self.go_to(self.index.previous_phase(self.position))

    def next_mark(self) -> None:
        """Go to the next death, execution or nomination (as chosen), of the filtered player or character (])."""
        self._jump(self.index.next_mark(self.mark_kind, self.position, self.timeline.filter))

    def previous_mark(self) -> None:
        """Go to the previous death, execution or nomination (as chosen) ([)."""
        self._jump(self.index.previous_mark(self.mark_kind, self.position, self.timeline.filter))

    def _jump(self, n: int | None) -> None:
        if n is None:
            self.statusBar().showMessage(tr("review.jump.none", self.lang, kind=tr(f"review.mark.{self.mark_kind}.one", self.lang)), 4000)
            return
        self.go_to(n)
        self.side.timeline.scrollTo(self.side.timeline.currentIndex(), QListView.ScrollHint.PositionAtCenter)

    # -- choosing ---------------------------------------------------------------------------------

    def set_mark_kind(self, kind: MarkKind) -> None:
        """Make the jump actions go to deaths, executions or nominations."""
        self.side.choose_mark(kind)
        self.mark_kind = kind
        self._enable_marks()

    def set_filter(self, among: EventFilter | None) -> None:
        """List every event (None), or only those concerning one player or character."""
        self.side.choose_filter(among)
        with self._quiet():
            self.timeline.set_filter(among)
            self._select_row(self.position)
        self._enable_marks()

    def show_learned(self, seat_id: str | None) -> None:
        """List what was shown to one player (the info tab)."""
        self.side.choose_player(seat_id)
        self.learned.show_seat(seat_id)
        self.side.show_learned_count(self.lines, seat_id)
        self._select_learned(self.position)

    def _timeline_current(self, current: QModelIndex, _previous: QModelIndex) -> None:
        if current.isValid() and not self._updating:
            self.go_to(self.timeline.number(current.row()))

    def _learned_clicked(self, index: QModelIndex) -> None:
        if index.isValid() and not self._updating:
            self._jump(int(index.data(NUMBER_ROLE)))

    def _learned_current(self, current: QModelIndex, _previous: QModelIndex) -> None:
        self._learned_clicked(current)

    def _filter_chosen(self, _row: int) -> None:
        if not self.side.refilling:
            self.set_filter(self.side.chosen_filter())

    def _mark_chosen(self, _row: int) -> None:
        if not self.side.refilling:
            self.set_mark_kind(self.side.chosen_mark())

    def _player_chosen(self, _row: int) -> None:
        if not self.side.refilling:
            self.show_learned(self.side.chosen_player())

    # -- language and reloading ---------------------------------------------------------------------

    def set_language(self, lang: Lang) -> None:
        """Show everything in Korean or English."""
        self.lang = lang
        self.lines = Lines(self.index, lang)
        self.scene.set_faces(ReviewFaces(self.game.script, self.library, lang))
        self._relist(self.position)
        self._retranslate()
        self.scene.warm_ahead()  # the tokens' names are the language's

    def toggle_language(self) -> None:
        """Switch between Korean and English (Ctrl+L)."""
        self.set_language("en" if self.lang == "ko" else "ko")

    def reload(self) -> None:
        """Read the file again (a game still being played has grown); stay where we were, or at the end.

        A file that no longer reads keeps the review as it was and says why in the banner.
        """
        before, position = self.index.count, self.position
        try:
            opened = open_game(self.path, self.library, writable=False)
        except GrimoireError as error:
            self._set_banner(tr("review.reload_failed", self.lang, details=str(error)))
            return
        self.game, self.dropped = opened.game, opened.dropped
        self._keys = None
        self.night_sheet.reset(self.game)
        self.index = ReviewIndex(self.game)
        self.lines = Lines(self.index, self.lang)
        with self._quiet():
            self.slider.set_index(self.index)
        self._relist(self.index.count if position == before else min(position, self.index.count))
        self._retranslate()
        self.scene.warm_ahead()
        self.statusBar().showMessage(tr("review.reloaded", self.lang, count=self.index.count, new=self.index.count - before), 5000)

    def _relist(self, position: int) -> None:
        """Give the lists the current lines (keeping the filter and player where they still apply), then go to `position`."""
        self.side.refill(self.lines, self.timeline.filter, self.learned.seat)
        with self._quiet():
            self.timeline.set_lines(self.lines, self.side.chosen_filter())
            self.learned.show_seat(self.side.chosen_player(), self.lines)
        self.side.show_learned_count(self.lines, self.learned.seat)
        self.position = -1
        self.go_to(position)

    def _retranslate(self) -> None:
        lang = self.lang
        self.setWindowTitle(tr("review.title", lang, file=self.path.name, script=script_title(self.game.script, lang, paths.resources_dir())))
        for key, action in self.actions_by_key.items():
            action.setText(tr(key, lang))
            action.setToolTip(tr(key + ".tip", lang))
        self.side.retranslate(lang)
        self.read_only_label.setText(tr("review.read_only", lang))
        self._set_banner(torn_notice(self.dropped, self.index.count, lang))
        if self.position >= 0:
            self._show_position()

    def _set_banner(self, text: str | None) -> None:
        self.banner.setText(text or "")
        self.banner.setVisible(bool(text))
