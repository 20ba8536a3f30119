"""The review's side column: where we are, the jump and filter choices, the timeline, one player's info, the night sheet.

SidePanel only holds widgets and answers "what is chosen"; the window decides what a choice does.
Combo boxes carry plain strings as item data ("player:s3", "character:imp"), never None.
"""

from __future__ import annotations

import re

from PySide6.QtCore import QSize
from PySide6.QtWidgets import (
    QComboBox,
    QGridLayout,
    QHBoxLayout,
    QListView,
    QTabWidget,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from grimoire_app.i18n import tr
from grimoire_app.model.characters import Lang
from grimoire_app.ui.plain import plain_label
from grimoire_app.ui.night_panel.sheet_model import SheetModel
from grimoire_app.ui.review.index import MARK_KINDS, EventFilter, MarkKind
from grimoire_app.ui.review.models import LearnedModel, Lines, TimelineModel
from grimoire_app.ui.review.style import DOT_SIZE, POSITION_STYLE, SIDE_MIN_WIDTH
from grimoire_app.ui.town_square.style import named

ALL = "all"
_TORN_BYTES = re.compile(r"torn last line of (\d+) bytes")


def torn_notice(dropped: str | None, events: int, lang: Lang) -> str | None:
    """Return the banner saying what reading the file left out (None when nothing was).

    >>> torn_notice("a torn last line of 12 bytes (an event being written when the file was cut)", 90, "en")[:40]
    'The end of the file is torn: its last 12'
    >>> torn_notice(None, 90, "en") is None
    True
    """
    if not dropped:
        return None
    found = _TORN_BYTES.search(dropped)
    if found is None:
        return tr("review.torn.other", lang, what=dropped, count=events)
    return tr("review.torn", lang, bytes=int(found.group(1)), count=events)


def filter_key(among: EventFilter | None) -> str:
    """Return the combo data of a filter.

    >>> filter_key(None), filter_key(EventFilter("player", "s2"))
    ('all', 'player:s2')
    """
    return ALL if among is None else f"{among.kind}:{among.value}"


def parse_filter_key(key: str) -> EventFilter | None:
    """Return the filter a combo entry stands for.

    >>> parse_filter_key("character:imp"), parse_filter_key("all")
    (EventFilter(kind='character', value='imp'), None)
    """
    kind, _, value = key.partition(":")
    if kind == "player":
        return EventFilter("player", value)
    if kind == "character":
        return EventFilter("character", value)
    return None


class SidePanel(QWidget):
    """Position, jump controls, filter, and the Timeline / Info / Night sheet tabs."""

    def __init__(self, timeline: TimelineModel, learned: LearnedModel, night: SheetModel) -> None:
        super().__init__()
        self.setObjectName("review-side")
        self.setMinimumWidth(SIDE_MIN_WIDTH)
        self.refilling = False
        self._informed: list[bool] = []
        self.position = named(plain_label(), "review-position")
        self.position.setStyleSheet(POSITION_STYLE)
        self.event_line = named(plain_label(wordWrap=True), "review-event-line")
        self.mark_label, self.filter_label = plain_label(), plain_label()
        self.mark_box = named(QComboBox(), "review-mark-kind")
        self.previous_mark = named(QToolButton(), "review-previous-mark")
        self.next_mark = named(QToolButton(), "review-next-mark")
        self.filter_box = named(QComboBox(), "review-filter")
        self.filter_box.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.filter_box.setMinimumContentsLength(14)
        self.timeline = self._list(timeline, "review-timeline")
        self.player_label, self.learned_count = plain_label(), named(plain_label(wordWrap=True), "review-learned-count")
        self.player_box = named(QComboBox(), "review-learned-player")
        self.learned_list = self._list(learned, "review-learned")
        self.night_title = named(plain_label(wordWrap=True), "review-night-title")
        self.night_list = named(QListView(), "review-night")
        self.night_list.setModel(night)
        self.night_list.setWordWrap(True)
        self.night_list.setSpacing(2)
        self.tabs = named(QTabWidget(), "review-tabs")
        for kind in MARK_KINDS:
            self.mark_box.addItem("", kind)
        self._lay_out()

    @staticmethod
    def _list(model: TimelineModel | LearnedModel, name: str) -> QListView:
        view = named(QListView(), name)
        view.setModel(model)
        view.setUniformItemSizes(True)
        view.setIconSize(QSize(DOT_SIZE, DOT_SIZE))
        view.setWordWrap(False)
        view.setAlternatingRowColors(False)
        return view

    def _lay_out(self) -> None:
        controls = QGridLayout()
        controls.addWidget(self.mark_label, 0, 0)
        marks = QHBoxLayout()
        for widget in (self.mark_box, self.previous_mark, self.next_mark):
            marks.addWidget(widget)
        marks.addStretch(1)
        controls.addLayout(marks, 0, 1)
        controls.addWidget(self.filter_label, 1, 0)
        controls.addWidget(self.filter_box, 1, 1)
        learned_page = QWidget()
        page = QVBoxLayout(learned_page)
        row = QHBoxLayout()
        row.addWidget(self.player_label)
        row.addWidget(self.player_box, 1)
        page.addLayout(row)
        page.addWidget(self.learned_count)
        page.addWidget(self.learned_list, 1)
        night_page = QWidget()
        column = QVBoxLayout(night_page)
        column.addWidget(self.night_title)
        column.addWidget(self.night_list, 1)
        self.tabs.addTab(self.timeline, "")
        self.tabs.addTab(learned_page, "")
        self.tabs.addTab(night_page, "")
        self.night_page = night_page
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 4, 6, 4)
        layout.addWidget(self.position)
        layout.addWidget(self.event_line)
        layout.addLayout(controls)
        layout.addWidget(self.tabs, 1)

    # -- filling ----------------------------------------------------------------------------------

    def refill(self, lines: Lines, among: EventFilter | None, seat: str | None) -> None:
        """Fill the filter and player choices for a game in a language, keeping the choices that still exist."""
        self.refilling = True
        try:
            self._fill_filters(lines)
            self._fill_players(lines)
            self.choose_filter(among)
            self.choose_player(seat)
        finally:
            self.refilling = False

    def _fill_filters(self, lines: Lines) -> None:
        box, lang = self.filter_box, lines.lang
        box.clear()
        box.addItem(tr("review.filter.all", lang), ALL)
        box.insertSeparator(box.count())
        for seat_id, name in lines.index.players:
            box.addItem(tr("review.filter.player", lang, name=name), filter_key(EventFilter("player", seat_id)))
        box.insertSeparator(box.count())
        for character in lines.index.characters:
            box.addItem(tr("review.filter.character", lang, name=lines.character(character)), filter_key(EventFilter("character", character)))

    def _fill_players(self, lines: Lines) -> None:
        self.player_box.clear()
        self._informed = [bool(lines.index.learned(seat_id)) for seat_id, _ in lines.index.players]
        for seat_id, name in lines.index.players:
            count = len(lines.index.learned(seat_id))
            self.player_box.addItem(tr("review.learned.player_item", lines.lang, name=name, count=count), seat_id)

    def retranslate(self, lang: Lang) -> None:
        """Set the panel's own labels in a language (the lists' lines come from their models)."""
        self.mark_label.setText(tr("review.jump.label", lang))
        self.filter_label.setText(tr("review.filter.label", lang))
        self.player_label.setText(tr("review.learned.label", lang))
        for row, kind in enumerate(MARK_KINDS):
            self.mark_box.setItemText(row, tr(f"review.mark.{kind}", lang))
        self.tabs.setTabText(0, tr("review.tab.timeline", lang))
        self.tabs.setTabText(1, tr("review.tab.learned", lang))
        self.tabs.setTabText(2, tr("review.tab.night", lang))

    def show_learned_count(self, lines: Lines, seat: str | None) -> None:
        """Say how much one player was shown, or that nothing was."""
        if seat is None:
            self.learned_count.setText("")
            return
        name, count = lines.player(seat), len(lines.index.learned(seat))
        key = "review.learned.count" if count else "review.learned.none"
        self.learned_count.setText(tr(key, lines.lang, name=name, count=count))

    # -- choices ----------------------------------------------------------------------------------

    def choose_filter(self, among: EventFilter | None) -> None:
        """Show a filter as chosen (all events when it is not offered)."""
        self._choose(self.filter_box, filter_key(among), 0)

    def chosen_filter(self) -> EventFilter | None:
        """Return the chosen filter."""
        return parse_filter_key(str(self.filter_box.currentData() or ALL))

    def choose_mark(self, kind: MarkKind) -> None:
        """Show a kind of mark as chosen."""
        self._choose(self.mark_box, kind, 0)

    def chosen_mark(self) -> MarkKind:
        """Return the chosen kind of mark."""
        return MARK_KINDS[max(self.mark_box.currentIndex(), 0)]

    def choose_player(self, seat: str | None) -> None:
        """Show a player as chosen (the first with info when none is given or they are gone)."""
        self._choose(self.player_box, seat or "", self._first_informed())

    def chosen_player(self) -> str | None:
        """Return the chosen player's seat id (None when the game has no players)."""
        data = self.player_box.currentData()
        return str(data) if data else None

    def _first_informed(self) -> int:
        return self._informed.index(True) if True in self._informed else 0

    def _choose(self, box: QComboBox, data: str, fallback: int) -> None:
        row = box.findData(data)
        row = row if row >= 0 else fallback
        if box.currentIndex() != row:
            was, self.refilling = self.refilling, True
            box.setCurrentIndex(row)
            self.refilling = was
