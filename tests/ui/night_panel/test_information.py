"""Information steps: the suggestion's number, mode and why; one click records the InfoShown; the summary lists it.

Seed 004 Empath (seeds/004_*.txt; spec 4.1 Empath, 1.5 legal answers): the nearest living
neighbours, skipping the dead. The scripted game: 도윤 Vigormortis and 지현 Harpy sit either
side of 민수 the Empath, so the true number is 2 until a neighbour dies.
"""

from __future__ import annotations

from pathlib import Path

from pytestqt.qtbot import QtBot

from grimoire_app.model import Library
from grimoire_app.systems.botc.commands import advance
from grimoire_app.systems.botc.describe import describe
from grimoire_app.systems.botc.events import InfoShown, NightChoice, ReminderPlaced
from grimoire_app.systems.botc.account import game_account
from grimoire_app.systems.botc.account.text import account_lines
from tests.builders import seat_of, to_phase
from tests.ui.night_panel.night_helpers import (
    answer_button,
    buttons,
    click,
    click_row,
    setup_game,
    show_table,
    start,
)

SCRIPTED = ("도윤=vigormortis", "민수=empath", "지현=harpy", "서준=monk", "하은=oracle", "수아=undertaker", "지호=flowergirl")


def scripted_session(library: Library, folder: Path, poisoned: bool = False):  # type: ignore[no-untyped-def]
    """Night 2 of the scripted game: night 1 and day 1 recorded through the model, as a saved game would be."""
    game = setup_game(library, SCRIPTED)
    to_phase(game, "night", 1)
    minsu, jihyun = seat_of(game, "민수"), seat_of(game, "지현")
    game.record(NightChoice(seat=jihyun, character="harpy", players=(seat_of(game, "하은"), seat_of(game, "수아"))))
    game.record(InfoShown(seat=minsu, info="answer", answer=2, step="empath"))
    to_phase(game, "night", 2)
    if poisoned:
        game.record(ReminderPlaced(reminder="rv", seat=minsu, character="vigormortis", token="Poisoned"))
    return start(library, folder, game)


def test_empath_on_night_two_shows_the_number_records_it_and_the_summary_lists_it(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    """Seed 004 Empath how-to-run: show fingers for the evil living neighbours (2: the Vigormortis and the Harpy)."""
    session = scripted_session(library, tmp_path)
    shown = show_table(qtbot, session, lang="ko")
    night = shown.night
    click_row(qtbot, night, "empath")
    assert night.detail.title.text() == "초공감자"
    assert [s.truth for s in night.info.suggestions] == [(2,)]
    assert night.info.findChild(type(night.detail.title), "night-info-mode").text() == "진실만 말해야 합니다"
    two = answer_button(night, "2")
    assert two.text() == "★ 2"
    assert [b.property("answer_label") for b in buttons(night, "night-answer")] == ["2"]
    before = len(session.game.events)  # type: ignore[union-attr]
    click(qtbot, two)
    game = session.game
    assert game is not None
    minsu = seat_of(game, "민수")
    event = game.events[before]
    assert list(game.events[before:]) == [InfoShown(seat=minsu, info="answer", answer=2, step="empath")]
    line = "  " + describe(event, game.state_at(before), game.script, library, "ko")
    lines = account_lines(game_account(game), "ko")
    assert line == "  민수(초공감자)에게 보여 줌: 2"
    assert line in lines[lines.index("== 2일째 밤 =="):]
    assert "준 정보: 2" in [label.text() for label in night.info.findChildren(type(night.detail.title), "night-info-given")]
    assert night.model.rows[night.model.row_of("empath")].done


def test_a_poisoned_empath_may_be_told_anything_with_the_truth_marked(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    """Spec 1.5 rule 3: an impaired holder may be given any answer; the row and the step say why (spec 1.4)."""
    session = scripted_session(library, tmp_path, poisoned=True)
    shown = show_table(qtbot, session, lang="en")
    night = shown.night
    click_row(qtbot, night, "empath")
    row = night.model.rows[night.model.row_of("empath")]
    assert any(line.startswith("⚠ 민수 poisoned") for line in row.lines)
    assert night.detail.impaired.isVisible() and "poisoned" in night.detail.impaired.text()
    labels = {b.property("answer_label"): b.text() for b in buttons(night, "night-answer")}
    assert set(labels) == {"0", "1", "2"}
    assert labels["2"] == "2 (true)"
    assert night.info.suggestions[0].mode == "any"


def test_an_answer_outside_the_legal_ones_is_a_recorded_override(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    """Design principle 4: the Storyteller may give any answer; outside the legal ones it is recorded as an override."""
    session = scripted_session(library, tmp_path)
    asked: list[list[str]] = []
    shown = show_table(qtbot, session, confirm=lambda reasons: asked.append(reasons) or True)
    night = shown.night
    click_row(qtbot, night, "empath")
    click(qtbot, buttons(night, "night-info-others")[0])
    before = len(session.game.events)  # type: ignore[union-attr]
    click(qtbot, answer_button(night, "0", "night-answer-other"))
    assert asked == [["Not among the legal answers: 0"]]
    recorded = session.game.events[before]  # type: ignore[union-attr]
    assert isinstance(recorded, InfoShown) and recorded.answer == 0
    assert recorded.override == "Not among the legal answers: 0"  # the game's check's reason, as every override records it


def test_a_choice_picked_but_not_recorded_is_recorded_with_the_answer(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    """Seed 000 Fortune Teller: choose 2 players, then yes/no; one click on the answer records both (spec 2.1)."""
    game = setup_game(library, ("민수=fortuneteller", "지현=poisoner", "서준=noble", "하은=balloonist", "도윤=fanggu", "수아=seamstress", "지호=klutz"),
                      script="000", bluffs=())
    game.record(advance(game.state))
    session = start(library, tmp_path, game)
    shown = show_table(qtbot, session)
    night = shown.night
    click_row(qtbot, night, "fortuneteller")
    assert night.info.suggestions[0].mode == "waiting"
    night.toggle_seat(seat_of(game, "도윤"))
    night.toggle_seat(seat_of(game, "서준"))
    assert night.info.suggestions[0].truth == (True,)
    live = session.game
    assert live is not None
    before = len(live.events)
    click(qtbot, answer_button(night, "Yes"))
    assert [type(e).__name__ for e in live.events[before:]] == ["NightChoice", "InfoShown"]
    assert live.events[-1] == InfoShown(seat=seat_of(game, "민수"), info="answer", answer=True, step="fortuneteller")
    assert night.players == []
