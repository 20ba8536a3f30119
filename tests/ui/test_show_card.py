"""Show to player: composing a card records InfoShown, the card covers the window, Esc returns."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from grimoire_app.model import Library
from grimoire_app.systems.botc.events import InfoShown
from grimoire_app.model.characters import Lang
from grimoire_app.ui.show_card import CardDialog, CardRequest, card_picture
from grimoire_app.ui.town_square.faces import Faces
from tests.ui.town_square.square_helpers import known_session, show_panel


def test_showing_a_card_records_it_and_covers_the_window(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    session = known_session(library, tmp_path)
    haeun = next(s.id for s in session.state.seats if s.name == "하은")
    minions = tuple(s.id for s in session.state.seats if s.name == "지현")
    request = CardRequest(haeun, "this_is_the_demon", (), minions, "", "ko")
    window, panel = show_panel(qtbot, session, compose=lambda seat, lang: request)
    before = len(session.game.events)  # type: ignore[union-attr]
    card = panel.show_to_player(haeun)
    assert list(session.game.events[before:]) == [InfoShown(seat=haeun, info="this_is_the_demon", players=minions)]  # type: ignore[union-attr]
    assert card is not None and card.isVisible() and card.geometry() == window.rect()
    assert card.visible_texts()[:2] == ["이 플레이어가 악마입니다", "지현"]
    with qtbot.waitSignal(card.closed, timeout=1000):
        qtbot.keyClick(window.windowHandle(), Qt.Key.Key_Escape)  # a real key reaches the window first


def test_a_cancelled_card_records_nothing(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    session = known_session(library, tmp_path)
    window, panel = show_panel(qtbot, session, compose=lambda seat, lang: None)
    before = len(session.game.events)  # type: ignore[union-attr]
    assert panel.show_to_player(session.state.seats[0].id) is None
    assert len(session.game.events) == before  # type: ignore[union-attr]


def test_cards_speak_the_players_language_and_remember_it(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    session = known_session(library, tmp_path)
    minsu = session.state.seats[0].id
    asked: list[Lang] = []

    def compose(seat: str, lang: Lang) -> CardRequest:
        asked.append(lang)
        return CardRequest(seat, "you_are", ("noble",), (), "", "en")

    window, panel = show_panel(qtbot, session, compose=compose)
    card = panel.show_to_player(minsu)
    assert card is not None and card.visible_texts()[:2] == ["You are", "No Noble"]
    card.close_card()
    panel.show_to_player(minsu)
    assert asked == ["ko", "en"], "the second card for 민수 starts in the language of the first"


def test_a_custom_card_shows_its_text_as_the_title(library: Library, tmp_path: Path) -> None:
    session = known_session(library, tmp_path)
    faces = Faces(session.game.script, library, "ko")  # type: ignore[union-attr]
    picture = card_picture(CardRequest(session.state.seats[0].id, "custom", ("witch",), (), "이 캐릭터를 고르세요", "ko"), session.state, faces)
    assert picture.title == "이 캐릭터를 고르세요" and picture.tokens[0].name == "마녀"


def test_the_dialog_suggests_from_the_grimoire(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    session = known_session(library, tmp_path)
    faces = Faces(session.game.script, library, "ko")  # type: ignore[union-attr]
    haeun = next(s.id for s in session.state.seats if s.name == "하은")
    dialog = CardDialog(faces, session.state, haeun, "en")
    qtbot.addWidget(dialog)
    request = dialog.request()
    assert (request.seat, request.info, request.characters, request.lang) == (haeun, "you_are", ("seamstress",), "en")
    dialog.kind.setCurrentIndex(dialog.kind.findData("not_in_play"))
    assert dialog.request().characters == ("balloonist", "fisherman", "witch")
    dialog.kind.setCurrentIndex(dialog.kind.findData("these_are_your_minions"))
    assert [s for s in dialog.request().players] == [next(s.id for s in session.state.seats if s.name == "지현")]
