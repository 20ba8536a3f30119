"""Show to player: a full-window card for the player in front of the laptop (the info tokens).

The Storyteller composes a card (`CardDialog`: which player, which info token, which characters
or players, custom text, the player's language); `show_to_player` records it as InfoShown and
covers the window with a `ShowCard` until Esc, a click or its Close button. Nothing else is
visible while it is up: the card is a PlayerCard (player_card.py), which blanks every other window.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QPainter, QPaintEvent
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QWidget,
)

from grimoire_app.i18n import tr
from grimoire_app.model.characters import LANGS, Lang, Team
from grimoire_app.systems.botc.events import InfoKind
from grimoire_app.systems.botc.state import GameState
from grimoire_app.ui.character_search import matches
from grimoire_app.ui.player_card import PlayerCard
from grimoire_app.ui.session import GameSession
from grimoire_app.ui.town_square import style
from grimoire_app.ui.town_square.commands import SquareCommands
from grimoire_app.ui.town_square.faces import Faces, TokenFace
from grimoire_app.ui.town_square.paint import draw_fitted, paint_token
from grimoire_app.ui.town_square.style import named

CARD_KINDS: tuple[InfoKind, ...] = (
    "you_are",
    "this_is_the_demon",
    "these_are_your_minions",
    "not_in_play",
    "selected_you",
    "did_you_nominate",
    "use_ability",
    "custom",
)
"""The info tokens of the game, in the order the composer lists them."""


@dataclass(frozen=True)
class CardRequest:
    """What to show whom, in which language."""

    seat: str
    info: InfoKind
    characters: tuple[str, ...] = ()
    players: tuple[str, ...] = ()
    text: str = ""
    lang: Lang = "ko"


@dataclass(frozen=True)
class CardPicture:
    """What the card draws: a title, large tokens, player names, a line of text."""

    title: str
    tokens: tuple[TokenFace, ...] = ()
    players: tuple[str, ...] = ()
    text: str = ""

    def texts(self) -> list[str]:
        """Return every string the card draws."""
        return [t for t in (self.title, *(f"{tok.initials} {tok.name}" for tok in self.tokens), *self.players, self.text) if t]


def card_picture(request: CardRequest, state: GameState, faces: Faces) -> CardPicture:
    """Return the card for a request, in the request's language (faces must be in that language)."""
    names = {seat.id: seat.name for seat in state.seats}
    title = request.text if request.info == "custom" else tr("square.card." + request.info, request.lang)
    text = "" if request.info == "custom" else request.text
    tokens = tuple(faces.token(c) for c in request.characters)
    players = tuple(names.get(p, p) for p in request.players)
    return CardPicture(title, tokens, players, text)


def suggested(request_seat: str, info: InfoKind, state: GameState, faces: Faces) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """Return the characters and players a card of that kind usually shows, from the grimoire."""
    seat = state.seat(request_seat)

    def of(team: Team) -> tuple[str, ...]:
        return tuple(s.id for s in state.seats if s.character and (c := faces.character(s.character)) and c.team == team and s.id != request_seat)

    if info == "you_are":
        shown = seat.believed or seat.character
        return ((shown,) if shown else ()), ()
    if info == "this_is_the_demon":
        return (), of(Team.DEMON)
    if info == "these_are_your_minions":
        return (), of(Team.MINION)
    if info == "not_in_play":
        return state.bluffs, ()
    return (), ()


class ShowCard(PlayerCard):
    """The info-token card: a title, large tokens, player names and a line of text."""

    def __init__(self, window: QWidget, picture: CardPicture, lang: Lang = "ko") -> None:
        super().__init__(window, lang)
        self.setObjectName("show-card")
        self.picture = picture

    def picture_texts(self) -> list[str]:
        return self.picture.texts()

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        painter = QPainter(self)
        self.paint_background(painter)
        w, h = self.width(), self.height()
        picture = self.picture
        draw_fitted(painter, QRectF(w * 0.05, h * 0.06, w * 0.9, h * 0.16), picture.title, h * 0.075, style.INK, bold=True)
        self._paint_tokens(painter, QRectF(w * 0.05, h * 0.25, w * 0.9, h * 0.45))
        names = "   ".join(picture.players)
        top = h * (0.72 if picture.tokens else 0.3)
        draw_fitted(painter, QRectF(w * 0.05, top, w * 0.9, h * 0.12), names, h * 0.06, style.SELECTION, bold=True)
        draw_fitted(painter, QRectF(w * 0.05, h * 0.82, w * 0.9, h * 0.08), picture.text, h * 0.045, style.INK)
        painter.end()

    def _paint_tokens(self, painter: QPainter, box: QRectF) -> None:
        tokens = self.picture.tokens
        if not tokens:
            return
        radius = min(box.height() / 2, box.width() / (2.3 * len(tokens)))
        step = box.width() / len(tokens)
        for index, token in enumerate(tokens):
            painter.save()
            painter.translate(box.left() + step * (index + 0.5), box.center().y())
            paint_token(painter, radius, token)
            painter.restore()


class CardDialog(QDialog):
    """Compose a card: player, info token, characters, players, text, the player's language."""

    def __init__(self, faces: Faces, state: GameState, seat_id: str, lang: Lang, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.faces, self.state, self.ui = faces, state, faces.lang
        self.setObjectName("card-dialog")
        self.setWindowTitle(tr("square.card.compose", self.ui))
        self.seat = self._combo([(s.id, s.name) for s in state.seats], seat_id)
        self.kind = self._combo([(k, tr("square.card." + k, self.ui)) for k in CARD_KINDS], "you_are")
        self.lang_box = self._combo([(code, tr("square.lang." + code, self.ui)) for code in LANGS], lang)
        self.search = QLineEdit(placeholderText=tr("square.picker.search", self.ui))
        self.characters = named(QListWidget(), "card-characters")
        self.players = named(QListWidget(), "card-players")
        self.text = named(QLineEdit(), "card-text")
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(tr("square.card.show", self.ui))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form = QFormLayout(self)
        for key, widget in (("player", self.seat), ("kind", self.kind), ("lang", self.lang_box), ("characters", self.search)):
            form.addRow(tr("square.card.field." + key, self.ui), widget)
        form.addRow("", self.characters)
        form.addRow(tr("square.card.field.players", self.ui), self.players)
        form.addRow(tr("square.card.field.text", self.ui), self.text)
        form.addRow(buttons)
        self._fill_players()
        self.search.textChanged.connect(self._filter)
        self.kind.currentIndexChanged.connect(lambda _i: self._suggest())
        self.seat.currentIndexChanged.connect(lambda _i: self._suggest())
        self._fill_characters()
        self._suggest()

    def _combo(self, entries: list[tuple[str, str]], current: str) -> QComboBox:
        box = QComboBox()
        for key, label in entries:
            box.addItem(label, key)
        box.setCurrentIndex(max(box.findData(current), 0))
        return box

    def _fill_characters(self) -> None:
        ids = list(self.faces.script.ids) if self.faces.script else []
        ids += [c for c in self.faces.library.characters if c not in ids]
        for character_id in ids:
            item = QListWidgetItem(self.faces.name(character_id))
            item.setData(Qt.ItemDataRole.UserRole, character_id)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Unchecked)
            self.characters.addItem(item)
        self._filter(self.search.text())

    def _fill_players(self) -> None:
        for seat in self.state.seats:
            item = QListWidgetItem(seat.name)
            item.setData(Qt.ItemDataRole.UserRole, seat.id)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Unchecked)
            self.players.addItem(item)

    def _filter(self, query: str) -> None:
        script = set(self.faces.script.ids) if self.faces.script else set()
        for row in range(self.characters.count()):
            item = self.characters.item(row)
            character_id = item.data(Qt.ItemDataRole.UserRole)
            checked = item.checkState() == Qt.CheckState.Checked
            visible = checked or (matches(query, item.text(), character_id) and (bool(query) or character_id in script))
            item.setHidden(not visible)

    def _suggest(self) -> None:
        characters, players = suggested(self.seat.currentData(), self.kind.currentData(), self.state, self.faces)
        for widget, wanted in ((self.characters, characters), (self.players, players)):
            for row in range(widget.count()):
                item = widget.item(row)
                item.setCheckState(Qt.CheckState.Checked if item.data(Qt.ItemDataRole.UserRole) in wanted else Qt.CheckState.Unchecked)
        self._filter(self.search.text())

    def request(self) -> CardRequest:
        """Return the card as composed."""
        return CardRequest(
            seat=self.seat.currentData(),
            info=self.kind.currentData(),
            characters=_checked(self.characters),
            players=_checked(self.players),
            text=self.text.text().strip(),
            lang=self.lang_box.currentData(),
        )


def _checked(widget: QListWidget) -> tuple[str, ...]:
    return tuple(
        widget.item(row).data(Qt.ItemDataRole.UserRole) for row in range(widget.count()) if widget.item(row).checkState() == Qt.CheckState.Checked
    )


Compose = Callable[[str, Lang], CardRequest | None]
"""Ask the Storyteller for a card: (seat id, default card language) -> request or None."""


@dataclass
class CardLanguages:
    """The card language per player, falling back to one for the whole game."""

    game: Lang = "ko"
    players: dict[str, Lang] = field(default_factory=dict)

    def of(self, seat_id: str) -> Lang:
        """Return the language a player's cards use."""
        return self.players.get(seat_id, self.game)


def show_to_player(
    window: QWidget,
    session: GameSession,
    commands: SquareCommands,
    faces: Faces,
    seat_id: str,
    languages: CardLanguages | None = None,
    compose: Compose | None = None,
) -> ShowCard | None:
    """Compose a card, record it as shown (InfoShown), and cover the window with it; None if cancelled or refused."""
    languages = languages or CardLanguages(faces.lang)

    def dialog(seat: str, lang: Lang) -> CardRequest | None:
        box = CardDialog(faces, session.state, seat, lang, window)
        return box.request() if box.exec() == QDialog.DialogCode.Accepted else None

    request = (compose or dialog)(seat_id, languages.of(seat_id))
    if request is None:
        return None
    recorded = commands.show_info(request.seat, request.info, request.characters, request.players, request.text or None)
    if recorded is None:
        return None
    languages.players[request.seat] = request.lang
    card_faces = Faces(faces.script, faces.library, request.lang)
    card = ShowCard(window, card_picture(request, session.state, card_faces), request.lang)
    card.cover()
    return card
