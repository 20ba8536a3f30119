"""Issue 14, point 3: user text is plain text everywhere; a name never makes Qt open a file.

A script, a homebrew character (name, ability, night reminder, reminder token) and the players
are named with HTML (`<b>Zqann</b>`, `<img src="file:///tmp/zqp…/p">`). Every window is walked
(tests/ui/plain_text_walk.py): wherever one of those texts shows — label, button, tooltip of a
widget, tab, tool button, menu action, list item or graphics item, text view, exported page —
Qt must draw its tags literally.
The `<img>` points at a real file watched with inotify: hovering the seat and rendering every
tooltip must never open it.
"""

from __future__ import annotations

import json
import random
import shutil
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QEvent, QPoint
from PySide6.QtGui import QHelpEvent
from PySide6.QtWidgets import QApplication, QLabel, QToolTip, QWidget
from pytestqt.qtbot import QtBot

from grimoire_app.model import Library, load_script
from grimoire_app.systems.botc.commands import add_seat, advance, assign_character, place_reminder
from grimoire_app.systems.botc.events import Nominated
from grimoire_app.systems.botc.game import Game
from grimoire_app.ui.main_window import MainWindow
from grimoire_app.ui.plain import literal, plain_label
from grimoire_app.ui.session import GameSession
from tests.builders import seat_of
from tests.ui.plain_text_walk import WATCHABLE, FileWatch, Shown, label_shows, rendered, shown_texts

HOMEBREW = {
    "id": "zqowl", "name": "<u>Zqowl</u>", "team": "townsfolk", "ability": "<s>Zqability</s> each night.",
    "firstNight": 55.5, "otherNight": 75.5, "firstNightReminder": "<em>Zqnight</em> wake them.",
    "otherNightReminder": "<em>Zqnight</em> wake them.", "reminders": ["<b>Zqhoot</b>"],
}
TAGGED = {"Zqscript": "<b>Zqscript</b>", "Zqauthor": "<i>Zqauthor</i>", "Zqann": "<b>Zqann</b>", "Zqbo": "<i>Zqbo</i>",
          "Zqowl": "<u>Zqowl</u>", "Zqability": "<s>Zqability</s>", "Zqnight": "<em>Zqnight</em>", "Zqhoot": "<b>Zqhoot</b>"}
"""Each injected string by a word of it that shows whenever it does (rendered as HTML or not)."""


class Injection:
    """The hostile strings of one test: the tagged names and the `<img>` on a watched probe file."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self.probe = folder / "p"
        self.probe.write_text("if Qt reads this, a name was rendered as HTML", encoding="utf-8")
        self.key = folder.name
        self.img = f'<img src="file://{self.probe}">'
        assert len(self.img) <= 40, "a player name holds at most 40 characters"
        self.tagged = {**TAGGED, self.key: self.img}
        self.players = ((self.img, "zqowl"), ("<b>Zqann</b>", "poisoner"), ("<i>Zqbo</i>", "fanggu"), ("Cy", "noble"), ("Di", "drunk"), ("Ed", "klutz"), ("Fa", "seamstress"))

    def script_file(self) -> Path:
        """Write script 000 renamed, with the homebrew character added, and return its path."""
        bundled = Path(__file__).parents[2] / "resources" / "scripts" / "000-jongpa-wa-mayak.json"
        entries = json.loads(bundled.read_text(encoding="utf-8"))
        entries[0] = {"id": "_meta", "name": TAGGED["Zqscript"], "author": TAGGED["Zqauthor"]}
        path = self.folder / "script.json"
        path.write_text(json.dumps([*entries, HOMEBREW], ensure_ascii=False), encoding="utf-8")
        return path

    def game(self, library: Library) -> Game:
        """The injected players seated and dealt on the injected script, at night 1, with reminders."""
        game = Game(load_script(self.script_file(), library), library)
        for name, character in self.players:
            game.record(add_seat(game.state, name))
            game.record(assign_character(game.state, seat_of(game, name), game.character(character)))
        game.record(place_reminder(game.state, seat_of(game, "<b>Zqann</b>"), "zqowl", "<b>Zqhoot</b>"))
        game.record(place_reminder(game.state, seat_of(game, self.img), "poisoner", "Poisoned"))
        game.record(advance(game.state))
        return game

    def session(self, library: Library) -> GameSession:
        """A session on that game, journalled in the folder."""
        game = self.game(library)
        session = GameSession(library)
        session.start(game.script, self.folder / "game.grimoire", tuple(game.events))
        return session

    def unescaped(self, texts: list[Shown]) -> list[str]:
        """Every shown text where an injected string appears but Qt would not draw its tags."""
        return [
            f"{shown.where}: {shown.raw!r} draws as {shown.rendered!r}"
            for shown in texts
            for key, tagged in self.tagged.items()
            if key in shown.raw and tagged not in shown.rendered
        ]

    def literally(self, texts: list[Shown]) -> set[str]:
        """The injected strings some text draws literally."""
        return {tagged for tagged in self.tagged.values() if any(tagged in shown.rendered for shown in texts)}


@pytest.fixture
def injection() -> Iterator[Injection]:
    """A short folder under /tmp (a player name holds 40 characters, the <img> with its path must fit)."""
    folder = Path(tempfile.mkdtemp(prefix="zqp", dir="/tmp"))
    yield Injection(folder)
    shutil.rmtree(folder, ignore_errors=True)


@pytest.fixture
def watch(injection: Injection) -> Iterator[FileWatch]:
    if not WATCHABLE:
        pytest.skip("inotify (Linux) watches the probe file")
    found = FileWatch(injection.probe)
    yield found
    found.close()


def show(qtbot: QtBot, widget: QWidget, size: tuple[int, int] = (1366, 768)) -> QWidget:
    """Show a window at a size, painted once (rich text would load its images now)."""
    qtbot.addWidget(widget)
    widget.resize(*size)
    widget.show()
    qtbot.waitExposed(widget)
    widget.grab()
    return widget


def hover_every_tooltip(texts: list[Shown], where: QWidget) -> None:
    """Show each tooltip the way Qt does on hover (QToolTip renders it in a label)."""
    for shown in texts:
        if shown.where.startswith("tooltip"):
            QToolTip.showText(where.mapToGlobal(QPoint(5, 5)), shown.raw, where)
            QApplication.processEvents()
    QToolTip.hideText()


def check_window(injection: Injection, watch: FileWatch | None, window: QWidget) -> list[Shown]:
    """Walk a shown window: no injected text draws as HTML, and rendering it all opens no file."""
    texts = shown_texts(window)
    assert injection.unescaped(texts) == []
    hover_every_tooltip(texts, window)
    if watch is not None:
        assert not watch.touched(), "a shown text made Qt open the probe file"
    return texts


# -- the helper itself -----------------------------------------------------------------------------


@pytest.mark.parametrize("text", ["<b>x</b>", '<img src="file:///etc/hostname">', "a\n<b>x</b>", "&lt;b&gt;", "plain\ntwo lines"])
def test_literal_text_draws_as_written_in_any_place_that_guesses_rich_text(text: str) -> None:
    """literal(): whatever the text, a tooltip or message box draws exactly its characters."""
    assert rendered(literal(text)) == text


def test_a_plain_label_draws_its_tags(qtbot: QtBot) -> None:
    """plain_label(): the text format is PlainText, so the tags are drawn."""
    label = plain_label("<b>x</b>", wordWrap=True)
    qtbot.addWidget(label)
    assert label.textFormat().name == "PlainText" and label.wordWrap()


def test_the_watch_sees_qt_open_a_file_for_a_rich_label(qtbot: QtBot, injection: Injection, watch: FileWatch) -> None:
    """The control: an ordinary QLabel given the <img> name does open the probe (so the checks below mean something)."""
    label = QLabel(injection.img)
    show(qtbot, label, (200, 100))
    assert watch.touched()


# -- the BotC windows ------------------------------------------------------------------------------


def test_the_main_window_draws_every_injected_name_literally(qtbot: QtBot, library: Library, injection: Injection, watch: FileWatch) -> None:
    """Grimoire header, square tooltips (seats, reminders), tray, night steps, seats table, log, Undo: all plain."""
    session = injection.session(library)
    session.record(place_reminder(session.state, seat_of(session.game, injection.img), "zqowl", "<b>Zqhoot</b>"))  # type: ignore[arg-type]
    window = MainWindow(library, "en", session)
    show(qtbot, window)
    assert "<b>Zqscript</b>" in label_shows(window.grimoire.header).rendered
    texts = check_window(injection, watch, window)
    assert injection.literally(texts) >= {"<b>Zqscript</b>", "<b>Zqann</b>", "<u>Zqowl</u>", "<s>Zqability</s>", "<b>Zqhoot</b>", injection.img}
    window.sheets.show_script(session.game.script, players=7)  # type: ignore[union-attr]
    window.tabs.setCurrentWidget(window.sheets)
    sheets = check_window(injection, watch, window)
    assert {"<b>Zqscript</b>", "<i>Zqauthor</i>", "<s>Zqability</s>", "<em>Zqnight</em>"} <= injection.literally(sheets), "the Script tab's sheets"
    undo = window.actions_by_key["action.undo"]
    assert injection.img in rendered(undo.toolTip()), "the Undo action describes the last reminder, on the <img> player"
    assert any(shown.where.startswith("tooltip of QToolButton") and injection.img in shown.rendered for shown in texts)


def test_every_night_step_draws_names_and_homebrew_text_literally(qtbot: QtBot, library: Library, injection: Injection, watch: FileWatch) -> None:
    """The night panel walked step by step: the homebrew step's reminder text, choices and wakers stay plain."""
    session = injection.session(library)
    window = MainWindow(library, "en", session)
    show(qtbot, window)
    night = window.night
    seen: set[str] = set()
    for row in night.model.rows:
        night.go_to(row.step)
        window.grab()
        seen |= injection.literally(check_window(injection, watch, night))
    assert {"<u>Zqowl</u>", "<em>Zqnight</em>", injection.img, "<b>Zqann</b>"} <= seen


def test_the_seat_menu_and_the_character_picker_draw_homebrew_text_literally(qtbot: QtBot, library: Library, injection: Injection, watch: FileWatch) -> None:
    """The seat menu's reminder tooltips (menus show them) and the picker's items and ability tooltips."""
    from grimoire_app.ui.character_picker import CharacterPicker

    session = injection.session(library)
    window = MainWindow(library, "en", session)
    show(qtbot, window)
    menu = window.square.seat_menu(seat_of(session.game, injection.img))  # type: ignore[arg-type]
    texts = check_window(injection, watch, menu)
    hovered = [shown for shown in texts if shown.where.startswith("tooltip of menu action")]
    assert "<s>Zqability</s>" in injection.literally(hovered), "the add-reminder menu's tooltip says what the homebrew token means"
    assert session.game is not None
    ids = [character.id for character in session.game.script.characters]
    picker = CharacterPicker(window.square.faces, ids, ids, "pick", True, window)
    show(qtbot, picker, (500, 600))
    assert {"<u>Zqowl</u>", "<s>Zqability</s>"} <= injection.literally(check_window(injection, watch, picker))


def test_hovering_the_img_players_seat_opens_no_file(qtbot: QtBot, library: Library, injection: Injection, watch: FileWatch) -> None:
    """The issue's report: a real tooltip event on the seat shows the name with its tags and reads nothing."""
    session = injection.session(library)
    window = MainWindow(library, "en", session)
    show(qtbot, window)
    window.square.view.fit_now()
    seat = seat_of(session.game, injection.img)  # type: ignore[arg-type]
    view = window.square.view
    viewport = view.viewport()
    point = view.mapFromScene(window.square.scene.seats[seat].scenePos())
    QApplication.sendEvent(viewport, QHelpEvent(QEvent.Type.ToolTip, point, viewport.mapToGlobal(point)))
    QApplication.processEvents()
    assert not watch.touched()
    assert injection.img in rendered(QToolTip.text()), QToolTip.text()
    QToolTip.hideText()


def test_the_day_panel_and_the_review_window_draw_names_literally(qtbot: QtBot, library: Library, injection: Injection, watch: FileWatch) -> None:
    """A nomination by the <img> player of <b>Zqann</b> at day 1; then the game reviewed from its file."""
    from grimoire_app.ui.review import ReviewWindow

    session = injection.session(library)
    session.record(advance(session.state))
    session.record(Nominated(nominator=seat_of(session.game, injection.img), nominee=seat_of(session.game, "<b>Zqann</b>")))  # type: ignore[arg-type]
    window = MainWindow(library, "en", session)
    show(qtbot, window)
    window.side_tabs.setCurrentWidget(window.day)
    check_window(injection, watch, window)
    assert {"<b>Zqann</b>", injection.img} <= injection.literally(shown_texts(window.day)), "the day panel shows the nomination"
    assert session.path is not None
    review = show(qtbot, ReviewWindow(session.path, library, "en"))
    texts = check_window(injection, watch, review)
    assert {"<b>Zqann</b>", injection.img} <= injection.literally(texts)


def test_the_wizards_script_summary_and_pages_draw_names_literally(qtbot: QtBot, library: Library, injection: Injection, watch: FileWatch) -> None:
    """The wizard's script summary names the injected script; the players' names on later pages stay plain."""
    from PySide6.QtGui import QGuiApplication

    from grimoire_app.ui.wizard import SetupWizard

    wizard = SetupWizard(library, "en", random.Random(8))
    show(qtbot, wizard, (1000, 700))
    assert wizard.script_page.add_script_file(injection.script_file())
    summary = wizard.script_page.summary
    assert summary.textFormat().name == "PlainText" and "<b>Zqscript</b>" in summary.text()
    check_window(injection, watch, wizard)
    wizard.next()
    names = [name for name, _ in injection.players]
    QGuiApplication.clipboard().setText("\n".join(names))
    wizard.players_page.paste.click()
    assert wizard.draft.names == names
    check_window(injection, watch, wizard)
    wizard.next()
    wizard.pick_page.pick_randomly()
    assert wizard.pick_page.isComplete()
    texts = check_window(injection, watch, wizard)
    assert "<u>Zqowl</u>" in injection.literally(texts), "the pick page lists the homebrew character"
    wizard.next()
    assert wizard.currentPage() is wizard.deal_page
    texts = check_window(injection, watch, wizard)
    assert {injection.img, "<b>Zqann</b>"} <= injection.literally(texts), "the deal page names the players"


# -- ONUW and Torsis -------------------------------------------------------------------------------


def test_the_onuw_window_draws_player_names_literally(qtbot: QtBot, injection: Injection, watch: FileWatch) -> None:
    """One Night: the square's tooltips, then every night step (header, wakers, what to tell) and the day."""
    from PySide6.QtCore import Qt

    from grimoire_app.ui.onuw.session import OnuwSession
    from grimoire_app.ui.onuw.window import OnuwWindow

    names = (injection.img, "<b>Zqann</b>", "<i>Zqbo</i>", "Cy", "Di")
    deck = ("werewolf", "werewolf", "minion", "seer", "robber", "troublemaker", "drunk", "villager")
    session = OnuwSession()
    session.start(names, deck, injection.folder / "onuw.grimoire", rng=random.Random(31))
    window = OnuwWindow(session, "en", confirm=lambda *_: False)
    show(qtbot, window, (1600, 900))
    window.view.fit_now()
    seen = injection.literally(check_window(injection, watch, window))
    assert session.state.phase == "night"
    for _ in range(12):
        if session.state.phase != "night":
            break
        qtbot.mouseClick(window.night.next, Qt.MouseButton.LeftButton)
        seen |= injection.literally(check_window(injection, watch, window))
    assert session.state.step_index > 4, "the night was walked step by step"
    assert {injection.img, "<b>Zqann</b>", "<i>Zqbo</i>"} <= seen


def test_the_torsis_window_draws_player_names_literally(qtbot: QtBot, injection: Injection, watch: FileWatch) -> None:
    """Torsis: the square's hover tooltip, the seat box, the log and the panels of the first phases."""
    from PySide6.QtCore import QPointF, Qt
    from PySide6.QtGui import QMouseEvent

    from grimoire_app.systems.torsis import start_game
    from grimoire_app.ui.torsis import TorsisWindow

    names = [injection.img, "<b>Zqann</b>", "<i>Zqbo</i>", "Cy", "Di", "Ed", "Fa", "Gu"]
    window = TorsisWindow("en")
    window.session.start(start_game(names, rng=random.Random(5)), injection.folder / "torsis.grimoire")
    show(qtbot, window, (1600, 900))
    square = window.square
    layout = square.layout_now()
    seen: set[str] = set()
    for phase in range(3):
        for index in range(len(names)):
            centre = QPointF(layout.seats[index].x, layout.seats[index].y)
            move = QMouseEvent(QEvent.Type.MouseMove, centre, square.mapToGlobal(centre), Qt.MouseButton.NoButton, Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier)
            QApplication.sendEvent(square, move)
            square.select(square.seat_at(centre))
            seen |= injection.literally(check_window(injection, watch, window))
        if phase < 2:
            window.session.game.end_phase(override=True)  # type: ignore[union-attr]
            window.session.changed.emit()
    assert {injection.img, "<b>Zqann</b>", "<i>Zqbo</i>"} <= seen


def test_the_torsis_card_draws_the_players_name_literally(qtbot: QtBot, injection: Injection, watch: FileWatch) -> None:
    """The Torsis "show" card (a TextCard, painted with drawText: never rich text): whose card it is,
    the role and what they learn are drawn as written, and painting it opens no file."""
    from PySide6.QtWidgets import QMainWindow

    from grimoire_app.ui.player_card import TextCard

    window = QMainWindow()
    show(qtbot, window, (600, 400))
    card = TextCard(window, (injection.img, "<b>Zqann</b>", "<i>Zqbo</i>"), "en")
    card.cover()
    window.grab()
    assert card.picture_texts() == [injection.img, "<b>Zqann</b>", "<i>Zqbo</i>"]
    assert not watch.touched(), "painting the card made Qt open the probe file"
    card.close_card()


def test_a_refusal_naming_the_img_player_draws_it_literally_in_its_message_boxes(qtbot: QtBot, injection: Injection, watch: FileWatch, monkeypatch: pytest.MonkeyPatch) -> None:
    """The square's refusal warning and override question (reasons start with a name) show it as written, reading nothing."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QMessageBox

    from grimoire_app.ui.town_square.commands import ask_override, tell_refused

    reason = f"{injection.img} is dead"
    told: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text: told.append(text))
    tell_refused(None, [reason], "en")
    assert [rendered(text) for text in told] == [reason]
    seen: list[str] = []

    def answer() -> None:
        box = QApplication.activeModalWidget()
        assert isinstance(box, QMessageBox)
        box.grab()
        label = box.findChild(QLabel, "qt_msgbox_label")
        assert label is not None
        seen.append(label_shows(label).rendered)
        next(b for b in box.buttons() if box.buttonRole(b) == QMessageBox.ButtonRole.RejectRole).click()

    QTimer.singleShot(0, answer)
    assert not ask_override(None, [reason], "en")
    assert len(seen) == 1 and reason in seen[0]
    assert not watch.touched()


# -- export pages ----------------------------------------------------------------------------------


def test_the_exported_summary_and_sheets_escape_every_injected_text(qtbot: QtBot, library: Library, injection: Injection) -> None:
    """The summary (HTML/PDF) and the script sheets are HTML on purpose: user text in them is escaped."""
    from grimoire_app.ui.export.sheets import sheets_html
    from grimoire_app.ui.export.summary import summarize
    from grimoire_app.ui.export.summary_html import summary_html

    game = injection.game(library)
    game.record(place_reminder(game.state, seat_of(game, injection.img), "zqowl", "<b>Zqhoot</b>"))
    pages = {
        "summary": summary_html(summarize(game, "en"), picture=lambda painter, rect, state, caption: None),
        "sheets": sheets_html(game.script, library, "en", players=7, night_texts=True),
    }
    for name, html in pages.items():
        shown = [Shown(name, html, rendered(html, rich=True))]
        assert injection.unescaped(shown) == [], name
        assert not any(tagged in html for tagged in injection.tagged.values()), f"{name}: an injected tag is in the HTML as markup"
    assert {"<b>Zqscript</b>", injection.img, "<b>Zqann</b>"} <= injection.literally([Shown("summary", "", rendered(pages["summary"], rich=True))])
    assert {"<b>Zqscript</b>", "<i>Zqauthor</i>", "<u>Zqowl</u>", "<s>Zqability</s>", "<em>Zqnight</em>"} <= injection.literally([Shown("sheets", "", rendered(pages["sheets"], rich=True))])
