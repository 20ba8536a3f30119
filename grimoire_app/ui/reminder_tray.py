"""The reminder tray beside the square: the script's reminder tokens (in play first), the global
ones, and the script's characters, ready to drag onto a seat.

`tray_sections` is the pure listing; `ReminderTray` shows it. A drag from the tray starts an
ExternalDrag (see town_square/view.py) that the square turns into ReminderPlaced or
CharacterAssigned; a reminder dragged from the square onto the tray is removed.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from PySide6.QtCore import QPoint, QSize, Qt
from PySide6.QtGui import QFont, QIcon, QMouseEvent
from PySide6.QtWidgets import QApplication, QLineEdit, QListWidget, QListWidgetItem, QTabWidget, QVBoxLayout, QWidget

from grimoire_app.i18n import tr
from grimoire_app.model.characters import PLAYER_TEAMS, Team
from grimoire_app.systems.botc.state import GameState
from grimoire_app.ui.character_search import matches
from grimoire_app.ui.plain import set_tip
from grimoire_app.ui.town_square.faces import Faces
from grimoire_app.ui.town_square.paint import source_mark_pixmap, token_pixmap
from grimoire_app.ui.town_square.style import named
from grimoire_app.ui.town_square.view import ExternalDrag
from grimoire_app.ui.metrics import TRAY_WIDTH as TRAY_WIDTH  # one width, shared with the square preview

ICON_RADIUS = 13


@dataclass(frozen=True)
class TrayToken:
    """What a tray entry drops: a reminder token of a character, or the character itself."""

    kind: Literal["reminder", "character"]
    character: str
    token: str | None = None


@dataclass(frozen=True)
class TraySection:
    """A titled group of tray entries."""

    title_key: str
    tokens: tuple[TrayToken, ...]


def in_play(state: GameState) -> list[str]:
    """Return the characters seats hold, in seat order, then the Fabled and Loric in play (their tokens too:
    the God of Ug's HAT, the Zenomancer's GOAL…), without repeats."""
    return list(dict.fromkeys([*(seat.character for seat in state.seats if seat.character), *state.fabled]))


def reminder_sections(state: GameState, faces: Faces) -> list[TraySection]:
    """List reminder tokens: in-play characters' (seats', then the Fabled and Loric in play), the rest of the script's, then global ones."""
    script_ids = list(faces.script.ids) if faces.script else []
    playing = list(dict.fromkeys([*in_play(state), *state.fabled]))
    rest = [c for c in script_ids if c not in playing]
    listed = set(playing) | set(rest)
    global_ids = [c for c in faces.library.characters if c not in listed]
    sections = [
        TraySection("square.tray.in_play", _reminders(faces, playing, only_global=False)),
        TraySection("square.tray.script", _reminders(faces, rest, only_global=False)),
        TraySection("square.tray.global", _reminders(faces, global_ids, only_global=True)),
    ]
    return [section for section in sections if section.tokens]


def _reminders(faces: Faces, character_ids: list[str], only_global: bool) -> tuple[TrayToken, ...]:
    found = []
    for character_id in character_ids:
        character = faces.character(character_id)
        for token in character.reminders if character else ():
            if token.is_global or not only_global:
                found.append(TrayToken("reminder", character_id, token.name))
    return tuple(found)


def character_sections(state: GameState, faces: Faces) -> list[TraySection]:
    """List the script's characters by team (the player teams, then travellers and others), then the other
    official Travellers: a late arrival may play any Traveller (docs/rules/exile.md), dragged into a gap."""
    characters = faces.script.characters if faces.script else ()
    teams = [*PLAYER_TEAMS, *(team for team in Team if team not in PLAYER_TEAMS)]
    sections = [TraySection("team." + team.value, tuple(TrayToken("character", c.id) for c in characters if c.team == team)) for team in teams]
    listed = {c.id for c in characters}
    others = sorted(c.id for c in faces.library.characters.values() if c.team == Team.TRAVELLER and c.id not in listed)
    sections.append(TraySection("square.tray.other_travellers", tuple(TrayToken("character", c) for c in others)))
    return [section for section in sections if section.tokens]


class TokenList(QListWidget):
    """A list of tray entries whose items can be dragged onto the square."""

    def __init__(self, external: ExternalDrag, name: str) -> None:
        super().__init__()
        self.setObjectName(name)
        self.external = external
        self._pressed: tuple[TrayToken, QPoint] | None = None
        self._dragging = False
        self.setIconSize(QSize(2 * ICON_RADIUS + 4, 2 * ICON_RADIUS + 4))
        self.setUniformItemSizes(False)
        self.setDragEnabled(False)

    def token_at(self, pos: QPoint) -> TrayToken | None:
        """Return the entry under a point of the viewport, if any."""
        item = self.itemAt(pos)
        payload = item.data(Qt.ItemDataRole.UserRole) if item is not None else None
        return payload if isinstance(payload, TrayToken) else None

    def item_for(self, wanted: TrayToken) -> QListWidgetItem | None:
        """Return the list item of an entry (tests and screenshots find tokens this way)."""
        for row in range(self.count()):
            if self.item(row).data(Qt.ItemDataRole.UserRole) == wanted:
                return self.item(row)
        return None

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802
        token = self.token_at(event.position().toPoint())
        self._pressed = (token, event.position().toPoint()) if token and event.button() == Qt.MouseButton.LeftButton else None
        self._dragging = False
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:  # noqa: N802
        if self._pressed is None or not event.buttons() & Qt.MouseButton.LeftButton:
            super().mouseMoveEvent(event)
            return
        token, start = self._pressed
        if not self._dragging and (event.position().toPoint() - start).manhattanLength() >= QApplication.startDragDistance():
            self._dragging = True
            self.external.start(token)
            self.setCursor(Qt.CursorShape.ClosedHandCursor)
        if self._dragging:
            self.external.move(event.globalPosition().toPoint())

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:  # noqa: N802
        if self._dragging:
            self.external.finish(event.globalPosition().toPoint())
            self.unsetCursor()
        self._pressed, self._dragging = None, False
        super().mouseReleaseEvent(event)


class ReminderTray(QWidget):
    """Tabs of reminder tokens and characters, with a search line; redrawn when the game's cast changes."""

    def __init__(self, external: ExternalDrag, faces: Faces) -> None:
        super().__init__()
        self.setObjectName("reminder-tray")
        self.faces = faces
        self.search = named(QLineEdit(), "tray-search")
        self.search.setClearButtonEnabled(True)
        self.reminders = TokenList(external, "tray-reminders")
        self.characters = TokenList(external, "tray-characters")
        self.tabs = named(QTabWidget(), "tray-tabs")
        self.tabs.addTab(self.reminders, "")
        self.tabs.addTab(self.characters, "")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(self.search)
        layout.addWidget(self.tabs)
        self.setFixedWidth(TRAY_WIDTH)
        self.search.textChanged.connect(lambda _text: self._fill())
        self._state = GameState()
        self._key: tuple[object, ...] | None = None
        self.held = False
        """While held (the main window's start, before the square's first paint), `refresh` only notes the state;
        `release` fills the lists then: their token pixmaps are not needed for the first paint (issue 20)."""

    def refresh(self, state: GameState, faces: Faces) -> None:
        """Show the tray for this state, rebuilding only when the cast, script or language changed."""
        self._state, self.faces = state, faces
        key = (tuple(in_play(state)), state.fabled, faces.script.ids if faces.script else (), faces.lang)
        if key != self._key and not self.held:
            self._key = key
            self._fill()

    def hold(self) -> None:
        """Leave the lists as they are until `release` (see `held`)."""
        self.held = True

    def release(self) -> None:
        """Fill the lists for the latest state, if they are behind it."""
        self.held = False
        self.refresh(self._state, self.faces)

    def contains_global(self, global_pos: QPoint) -> bool:
        """Return whether a global position lies over the tray (a drop there removes a reminder)."""
        return self.isVisible() and self.rect().contains(self.mapFromGlobal(global_pos))

    def _fill(self) -> None:
        lang = self.faces.lang
        self.search.setPlaceholderText(tr("square.tray.search", lang))
        self.tabs.setTabText(0, tr("square.tray.reminders", lang))
        self.tabs.setTabText(1, tr("square.tray.characters", lang))
        self.setToolTip(tr("square.tray.tip", lang))
        self._fill_list(self.reminders, reminder_sections(self._state, self.faces))
        self._fill_list(self.characters, character_sections(self._state, self.faces))

    def _fill_list(self, widget: TokenList, sections: list[TraySection]) -> None:
        widget.clear()
        query = self.search.text()
        for section in sections:
            shown = [token for token in section.tokens if matches(query, *self._labels(token))]
            if not shown:
                continue
            widget.addItem(self._header(tr(section.title_key, self.faces.lang)))
            for token in shown:
                widget.addItem(self._entry(token))

    def _labels(self, token: TrayToken) -> tuple[str, ...]:
        name = self.faces.name(token.character)
        if token.token is None:
            return (name, token.character)
        return (self.faces.reminder_name(token.character, token.token), name, token.token)

    def _header(self, title: str) -> QListWidgetItem:
        item = QListWidgetItem(title)
        item.setData(Qt.ItemDataRole.UserRole, "")
        item.setFlags(Qt.ItemFlag.NoItemFlags)
        bold = QFont()
        bold.setBold(True)
        item.setFont(bold)
        return item

    def _entry(self, token: TrayToken) -> QListWidgetItem:
        icon = self._icon(token)
        if token.token is None:
            character = self.faces.character(token.character)
            item = QListWidgetItem(icon, self.faces.name(token.character))
            ability = self.faces.library.ability(character, self.faces.lang) or "" if character else ""
            if character is not None and character.team == Team.TRAVELLER:
                ability = f"{ability}\n\n{tr('square.tray.traveller.tip', self.faces.lang)}".strip()
            set_tip(item, ability)
        else:
            text = f"{self.faces.reminder_name(token.character, token.token)}\n{self.faces.name(token.character)}"
            item = QListWidgetItem(icon, text)
            set_tip(item, self.faces.meaning(token.character, token.token))
        item.setData(Qt.ItemDataRole.UserRole, token)
        return item

    def _icon(self, token: TrayToken) -> QIcon:
        """A character's token; for a reminder, the mark of the character it comes from, as its pill on the square
        shows it (ui/town_square/paint.py paint_source_mark)."""
        ratio = self.devicePixelRatioF()
        if token.token is None:
            return QIcon(token_pixmap(self.faces.token(token.character), ICON_RADIUS, ratio))
        return QIcon(source_mark_pixmap(self.faces.mark(token.character), ICON_RADIUS, ratio))
