"""The night panel runs the Travellers' night steps (issue 17): the Barista's effect and the Harlot's question.

Driven through the window as a Storyteller does: pick the step, click a seat on the square, pick the option
in the choice box (keys), Record; then the answer and the proposed deaths the model derives.
Each test cites its rules page (docs/rules/barista.md, harlot.md).
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from grimoire_app.model import Library
from grimoire_app.systems.botc.events import NightChoice, PlayerDied, ReminderPlaced
from grimoire_app.systems.botc.game import Game
from grimoire_app.systems.botc.tonight import tonight_sheet
from grimoire_app.systems.botc.travellers import seat_traveller
from tests.builders import seat_of
from tests.systems.botc.tb_core_helpers import tb_game
from tests.systems.botc.tonight.tonight_helpers import advance_to, mark
from tests.ui.night_panel.night_helpers import answer_button, buttons, click, click_entry, click_row, click_seat, events_since, show_table, start

TABLE = ("s1=washerwoman", "s2=empath", "s3=fortuneteller", "s4=monk", "s5=soldier", "s6=poisoner", "s7=imp")


def with_traveller(library: Library, name: str, character: str, night: int) -> Game:
    """The Trouble Brewing table with one good Traveller seated between s4 and s5, taken to a night."""
    game = tb_game(library, *TABLE)
    for event in seat_traveller(game, name, seat_of(game, "s4"), seat_of(game, "s5"), character, "good"):
        game.record(event)
    return advance_to(game, "night", night)


def test_barista_effect_is_picked_in_the_choice_box(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    """docs/rules/barista.md tests 1 and 3 in the panel: night 2 the Barista's step offers both effects; s3 with ACTS
    TWICE (picked by key) → the token is placed, the Fortune Teller's step says to wake them twice, and two choices
    are recorded there."""
    game = with_traveller(library, "b", "barista", 2)
    session = start(library, tmp_path, game)
    shown = show_table(qtbot, session, "en")
    click_row(qtbot, shown.night, "barista")
    box = shown.night.choice
    assert box.option.isVisible() and box.option_label.text() == "Option:"
    assert [box.option.itemData(i) for i in range(box.option.count())] == ["sober", "twice"]
    assert box.option.currentText().startswith("Sober & healthy")
    fortune = seat_of(game, "s3")
    click_seat(qtbot, shown.square, fortune)
    box.option.setFocus()
    qtbot.keyClick(box.option, Qt.Key.Key_Down)
    assert box.option_value() == "twice"
    before = len(session.game.events)  # type: ignore[union-attr]
    click(qtbot, box.record)
    choice, placed = events_since(session, before)[:2]
    assert isinstance(choice, NightChoice) and choice.players == (fortune,) and choice.text == "twice"
    assert isinstance(placed, ReminderPlaced) and (placed.seat, placed.character, placed.token) == (fortune, "barista", "Acts Twice")
    click_row(qtbot, shown.night, "fortuneteller")
    assert "ACTS TWICE" in shown.night.detail.notes.text()
    assert not shown.night.choice.option.isVisible()
    for pair in (("s1", "s2"), ("s4", "s5")):  # woken twice: two choices recorded at the one step
        click_row(qtbot, shown.night, "fortuneteller")
        for name in pair:
            click_seat(qtbot, shown.square, seat_of(game, name))
        click(qtbot, shown.night.choice.record)
    chosen = [e.players for e in session.game.events if isinstance(e, NightChoice) and e.character == "fortuneteller"]  # type: ignore[union-attr]
    assert chosen == [(seat_of(game, "s1"), seat_of(game, "s2")), (seat_of(game, "s4"), seat_of(game, "s5"))]


def test_barista_sober_empath_gets_only_the_true_number(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    """docs/rules/barista.md test 1 in the panel (Korean): the poisoned Empath s2 given SOBER & HEALTHY (the default
    option) → the Empath's step offers only the true number as a legal answer."""
    game = with_traveller(library, "b", "barista", 2)
    mark(game, "s2", "poisoner", "Poisoned")
    session = start(library, tmp_path, game)
    shown = show_table(qtbot, session, "ko")
    click_row(qtbot, shown.night, "barista")
    click_seat(qtbot, shown.square, seat_of(game, "s2"))
    assert shown.night.choice.option.currentText().startswith("맨정신 & 건강")
    click(qtbot, shown.night.choice.record)
    click_row(qtbot, shown.night, "empath")
    legal = [b.property("answer_label") for b in buttons(shown.night, "night-answer")]
    assert legal == ["0"]  # neighbours s1 (good) and s3 (good)


def test_harlot_agrees_then_answer_and_both_deaths(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    """docs/rules/harlot.md test 1 in the panel: night 2 the Harlot picks s2, who agrees → the Empath is the answer
    to give, and "both die" is offered; accepting it kills both."""
    game = with_traveller(library, "h", "harlot", 2)
    session = start(library, tmp_path, game)
    shown = show_table(qtbot, session, "en")
    click_row(qtbot, shown.night, "harlot")
    box = shown.night.choice
    assert [box.option.itemData(i) for i in range(box.option.count())] == ["agrees", "refuses"]
    target = seat_of(game, "s2")
    click_seat(qtbot, shown.square, target)
    before = len(session.game.events)  # type: ignore[union-attr]
    click(qtbot, box.record)
    choice = events_since(session, before)[0]
    assert isinstance(choice, NightChoice) and choice.text == "agrees" and choice.players == (target,)
    click(qtbot, answer_button(shown.night, "Empath"))
    accept = buttons(shown.night, "night-death-accept")
    assert len(accept) == 1 and shown.night.deaths.isVisible()
    before = len(session.game.events)  # type: ignore[union-attr]
    click(qtbot, accept[0])
    died = {e.seat for e in events_since(session, before) if isinstance(e, PlayerDied)}
    assert died == {seat_of(game, "h"), target}


def test_harlot_refused_offers_nothing(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    """docs/rules/harlot.md test 2 in the panel: the player refuses (picked by key) → no answer, no death offered."""
    game = with_traveller(library, "h", "harlot", 2)
    session = start(library, tmp_path, game)
    shown = show_table(qtbot, session, "en")
    click_row(qtbot, shown.night, "harlot")
    box = shown.night.choice
    click_seat(qtbot, shown.square, seat_of(game, "s2"))
    box.option.setFocus()
    qtbot.keyClick(box.option, Qt.Key.Key_Down)
    click(qtbot, box.record)
    assert buttons(shown.night, "night-answer") == []
    assert buttons(shown.night, "night-death-accept") == []


def test_apprentice_gets_the_monk_and_wakes_at_its_step(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    """docs/rules/apprentice.md test 1 in the panel: night 1 the Apprentice's step; picking the Monk in the character
    list records it with IS THE APPRENTICE; the Monk's step then lists the Apprentice among its actors."""
    game = with_traveller(library, "a", "apprentice", 1)
    session = start(library, tmp_path, game)
    shown = show_table(qtbot, session, "en")
    click_row(qtbot, shown.night, "apprentice")
    box = shown.night.choice
    assert box.characters.isVisible() and not box.option.isVisible()
    assert "Townsfolk ability" in shown.night.detail.notes.text()
    click_entry(qtbot, box.characters, "monk")
    before = len(session.game.events)  # type: ignore[union-attr]
    click(qtbot, box.record)
    choice, placed = events_since(session, before)[:2]
    assert isinstance(choice, NightChoice) and choice.characters == ("monk",)
    assert isinstance(placed, ReminderPlaced) and (placed.seat, placed.token) == (seat_of(game, "a"), "Is The Apprentice")
    monk = next(s for s in tonight_sheet(session.game, 2) if s.id == "monk")  # type: ignore[arg-type]
    assert seat_of(game, "a") in monk.wakes  # night 2, as read now
