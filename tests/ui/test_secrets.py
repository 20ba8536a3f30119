"""Nothing secret shows on the privacy cover, the show-to-player card or the public town square.

The game is known (tests/ui/town_square/square_helpers.py): its characters, reminders and bluffs
are SECRETS. Each view's drawn strings and tooltips are checked, and the covers are checked to
hide every pixel of the window beneath them.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from grimoire_app.model import Library
from grimoire_app.ui.privacy import install_privacy
from grimoire_app.ui.show_card import CardRequest
from tests.ui.town_square.square_helpers import SECRETS, known_session, show_panel


def leaks(texts: list[str], allowed: tuple[str, ...] = ()) -> list[str]:
    return [secret for secret in SECRETS if secret not in allowed and any(secret in text for text in texts)]


def widget_texts(root: QWidget) -> list[str]:
    """Every window title, tooltip and text-bearing property of a widget tree."""
    texts = [root.windowTitle(), root.toolTip()]
    for child in root.findChildren(QWidget):
        if child.isVisible():
            texts.append(child.toolTip())
            for getter in ("text", "windowTitle", "placeholderText"):
                value = getattr(child, getter, None)
                if callable(value):
                    result = value()
                    texts.append(result if isinstance(result, str) else "")
    return texts


def same_pixels(window: QWidget, cover: QWidget) -> bool:
    return window.grab().toImage() == cover.grab().toImage()


def test_the_known_game_really_shows_its_secrets_on_the_square(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    """The control: without a cover the square does show those strings (so the checks below mean something)."""
    window, panel = show_panel(qtbot, known_session(library, tmp_path))
    drawn = [item.face.token.name for item in panel.scene.seats.values() if item.face.token]
    drawn += [item.face.text for item in panel.scene.reminders.values()] + panel.scene.middle.texts()
    assert all(any(secret in text for text in drawn) for secret in ("귀족", "독살범", "중독", "미끼", "열기구 조종사"))


def test_the_privacy_cover_shows_nothing_secret(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    session = known_session(library, tmp_path)
    window, panel = show_panel(qtbot, session)
    privacy = install_privacy(window, session, "ko")
    privacy.toggle()
    cover = privacy.cover_widget
    assert leaks(cover.visible_texts()) == []
    assert cover.visible_texts()[:2] == ["종파와 마약", "1일째 밤"]
    assert same_pixels(window, cover)


def test_the_show_card_shows_only_what_was_chosen(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    session = known_session(library, tmp_path)
    minsu = session.state.seats[0].id
    request = CardRequest(minsu, "you_are", ("noble",), (), "", "ko")
    window, panel = show_panel(qtbot, session, compose=lambda seat, lang: request)
    card = panel.show_to_player(minsu)
    assert card is not None
    assert leaks(card.visible_texts(), allowed=("귀족",)) == []
    assert "귀족" in " ".join(card.visible_texts())
    assert same_pixels(window, card)


def test_a_question_card_shows_no_character_at_all(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    session = known_session(library, tmp_path)
    seat = session.state.seats[1].id
    window, panel = show_panel(qtbot, session, compose=lambda s, lang: CardRequest(seat, "did_you_nominate", lang="en"))
    card = panel.show_to_player(seat)
    assert card is not None and leaks(card.visible_texts()) == []
    assert card.visible_texts()[0] == "Did you nominate today?"


def test_the_public_town_square_shows_nothing_secret(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    session = known_session(library, tmp_path)
    window, panel = show_panel(qtbot, session)
    for lang in ("ko", "en"):
        panel.set_language(lang)  # type: ignore[arg-type]
        public = panel.open_public_window()
        qtbot.addWidget(public)
        texts = public.visible_texts() + widget_texts(public)
        assert leaks(texts) == []
        assert {seat.name for seat in session.state.seats} <= set(texts)


def test_a_day_run_through_the_day_panel_shows_nothing_secret_in_public(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    """Nominations, votes, the leader and the execution reach the public window by the day panel's clicks; no secret does."""
    from PySide6.QtCore import Qt

    from grimoire_app.systems.botc.commands import advance
    from grimoire_app.ui.day_panel import DayPanel

    session = known_session(library, tmp_path)
    session.record(advance(session.state))
    window, panel = show_panel(qtbot, session)
    public = panel.open_public_window()
    qtbot.addWidget(public)
    day = DayPanel(session, panel, "ko")
    qtbot.addWidget(day)
    day.show()
    ids = {s.name: s.id for s in session.state.seats}
    for name in ("민수", "지현", "서준", "하은", "도윤", "수아"):
        qtbot.mouseClick(day.seats.buttons[ids[name]], Qt.MouseButton.LeftButton)
    qtbot.mouseClick(day.confirm, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(day.end.execute, Qt.MouseButton.LeftButton)
    assert session.state.today().execution == ids["지현"]  # type: ignore[union-attr]
    for lang in ("ko", "en"):
        panel.set_language(lang)  # type: ignore[arg-type]
        texts = public.visible_texts() + widget_texts(public)
        assert leaks(texts) == []
    assert {"민수 → 지현: 4 votes", "Executed: 지현", "Died: 지호, 지현"} <= set(texts)


def test_the_dawn_announcement_reads_out_no_secret(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    """Issue 14: the dawn dialog said "서연 사망 (악마 팡 구)"; the part to read out now names only who died,
    and the cause stands apart, marked for the Storyteller."""
    from grimoire_app.systems.botc.tonight import dawn_report
    from grimoire_app.ui.night_panel.phase import AnnounceDialog

    session = known_session(library, tmp_path)  # 지호 killed by the Fang Gu tonight
    report = dawn_report(session.game)  # type: ignore[arg-type]
    for lang in ("ko", "en"):
        said = report.announce(lang)  # type: ignore[arg-type]
        assert said == [{"ko": "지호 사망", "en": "지호 died"}[lang]]
        assert leaks(said) == []
        assert leaks(report.lines(lang)) != [], "the control: the Storyteller's lines name the Demon"  # type: ignore[arg-type]
        dialog = AnnounceDialog("dawn", said, report.lines(lang), lang)  # type: ignore[arg-type]
        qtbot.addWidget(dialog)
        read_out = dialog.findChild(QWidget, "night-announce-lines")
        assert read_out is not None and leaks([read_out.text()]) == []  # type: ignore[attr-defined]
        private = dialog.findChild(QWidget, "night-announce-private")
        assert private is not None
        assert {"ko": "팡 구", "en": "Fang Gu"}[lang] in private.text()  # type: ignore[attr-defined]


def test_every_card_kind_shows_nothing_but_what_was_chosen(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    """Issue 14: each info token, shown with nothing chosen, carries no secret; with a choice, only that."""
    from grimoire_app.ui.show_card import CARD_KINDS

    session = known_session(library, tmp_path)
    minsu = session.state.seats[0].id
    for kind in CARD_KINDS:
        for chosen, allowed in (((), ()), (("witch",), ("마녀", "Witch"))):
            request = CardRequest(minsu, kind, chosen, (), "?" if kind == "custom" else "", "ko")
            window, panel = show_panel(qtbot, session, compose=lambda seat, lang, r=request: r)
            card = panel.show_to_player(minsu)
            assert card is not None, kind
            assert leaks(card.visible_texts(), allowed=allowed) == [], kind
            assert same_pixels(window, card), kind
            card.close_card()
            window.close()
