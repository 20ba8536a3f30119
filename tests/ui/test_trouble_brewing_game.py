"""Issue 16 acceptance: a Trouble Brewing game played through the main window by hand, to night 3's star-pass.

File → New game (Ctrl+N) runs the setup wizard: Trouble Brewing, ten Korean players, the bag ticked by hand
(the Baron's +2 Outsiders shown in the counts), the deal arranged, the Drunk's Chef, the bluffs, the
first-night reminders placed (Washerwoman, Librarian, Investigator, the Drunk). The night panel walks
night 1 (minion and demon info, the Washerwoman, Librarian, Investigator, the Drunk's Chef, the Empath —
answers by the one-click buttons, cards composed and taken away with Esc through the window), the day
panel runs day 1 (the Slayer's shot at the Recluse, who the Storyteller lets not register as the Demon: NO ABILITY;
a nomination, votes, the Drunk's execution), night 2
(the Imp kills, the Empath learns), day 2 (a nomination that fails), and night 3 where the Imp kills itself
and the star-pass goes to the Scarlet Woman, who is shown YOU ARE the Imp (docs/rules/imp.md, scarletwoman.md). Modal dialogs (the wizard,
the phase checklist, the dawn report, the card composer) are answered from the event loop
(tests/ui/tb_game_helpers.py). Seven players live at the star-pass, so only the Scarlet Woman may take it
(the panel offers no "Instead" button). With TB_SCREENSHOTS=<folder> (under Xvfb) the run also saves the
issue's two screenshots: the square on night 2 and the night panel on the Investigator.

Ten players rather than eight: the bag holds two Minions (the Scarlet Woman and the Baron), which Trouble
Brewing's table gives from 10 players (7/0/2/1, with the Baron 5/2/2/1).
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QWizard
from pytestqt.qtbot import QtBot

from grimoire_app.model import Library
from grimoire_app.model.characters import Team
from grimoire_app.systems.botc.events import (
    BelievedCharacterSet,
    BluffsSet,
    CharacterAssigned,
    DeathCause,
    Executed,
    InfoShown,
    Nominated,
    NightChoice,
    Phase,
    PhaseAdvanced,
    PlayerDied,
    PublicAct,
    ReminderPlaced,
    SeatAdded,
    VoteRecorded,
)
from grimoire_app.systems.botc.game import Game
from grimoire_app.ui.main_window import MainWindow
from grimoire_app.ui.wizard import SetupWizard
from tests.builders import seat_of
from tests.ui.night_panel.night_helpers import answer_button, buttons, click, click_seat, reminders_on_square, settle
from tests.ui.tb_game_helpers import (
    choose_in_combo,
    day_click,
    day_seats,
    enter_names,
    next_page,
    next_phase,
    next_step,
    on_next_dialog,
    press,
    prompt,
    screenshot,
    show_cards,
    starred,
    tick_characters,
)

SEATS = (
    ("민수", "washerwoman"),
    ("지현", "imp"),
    ("서준", "empath"),
    ("하은", "scarletwoman"),
    ("도윤", "investigator"),
    ("서연", "drunk"),
    ("예준", "slayer"),
    ("지우", "baron"),
    ("수아", "recluse"),
    ("지호", "librarian"),
)
"""Ten players in seat order and what each is dealt (the Baron makes 5 Townsfolk, 2 Outsiders)."""
NAMES = tuple(name for name, _ in SEATS)
BAG = ("baron", "imp", "scarletwoman", "washerwoman", "librarian", "investigator", "empath", "slayer", "drunk", "recluse")
BLUFFS = ("soldier", "monk", "ravenkeeper")
REMINDERS = {
    ("washerwoman", "Townsfolk"): 4,
    ("washerwoman", "Wrong"): 9,
    ("librarian", "Outsider"): 5,
    ("librarian", "Wrong"): 7,
    ("investigator", "Minion"): 3,
    ("investigator", "Wrong"): 0,
    ("drunk", "Is The Drunk"): 5,
}
"""Where the Storyteller puts each first-night reminder (seat index): the Washerwoman's on 도윤 (the
Investigator) and 지호, the Librarian's on 서연 (the Drunk) and 지우, the Investigator's on 하은 (the
Scarlet Woman) and 민수."""


def set_up_in_wizard(qtbot: QtBot, wizard: SetupWizard, seen: dict[str, object]) -> None:
    """Walk the wizard as a Storyteller would, then start night 1 (what the pages showed goes to `seen`)."""
    assert wizard.script.meta.name == "Trouble Brewing" and wizard.script_page.combo.currentText() == "점철되는 혼란"
    next_page(qtbot, wizard)
    enter_names(qtbot, wizard, NAMES)
    next_page(qtbot, wizard)

    page = wizard.pick_page
    outsiders = page.count_labels[Team.OUTSIDER]
    seen["outsiders before"] = outsiders.text()
    tick_characters(qtbot, wizard, BAG[:1])
    seen["outsiders with the baron"] = outsiders.text()
    seen["townsfolk with the baron"] = page.count_labels[Team.TOWNSFOLK].text()
    assert not wizard.button(QWizard.WizardButton.NextButton).isEnabled()
    seen["pick feedback"] = page.feedback.text()
    tick_characters(qtbot, wizard, BAG[1:])
    assert page.isComplete(), page.feedback.text()
    seen["outsiders chosen"] = outsiders.text()
    next_page(qtbot, wizard)

    deal = wizard.deal_page
    for row, (_, character) in enumerate(SEATS):
        setup = wizard.draft.setup
        assert setup is not None
        if setup.seats[row].character != character:
            holder = next(s.index for s in setup.seats if s.character == character)
            choose_in_combo(qtbot, deal.table.cellWidget(row, 1), holder)  # type: ignore[arg-type]
    choose_in_combo(qtbot, deal.table.cellWidget(5, 2), "chef")  # type: ignore[arg-type]
    setup = wizard.draft.setup
    assert setup is not None and [(s.character, s.believed) for s in setup.seats] == [(c, "chef" if c == "drunk" else None) for _, c in SEATS]
    assert "chef" not in setup.bluffs, "the Drunk's Chef cannot stay a bluff"
    next_page(qtbot, wizard)

    for slot, character in enumerate(BLUFFS):
        choose_in_combo(qtbot, wizard.bluffs_page.combos[slot], character)
    assert wizard.draft.setup.bluffs == BLUFFS  # type: ignore[union-attr]
    seen["bluffs to"] = wizard.bluffs_page.recipient.text()
    next_page(qtbot, wizard)

    prepare = wizard.prepare_page
    placed = wizard.draft.setup.reminders  # type: ignore[union-attr]
    assert {(r.character, r.token) for r in placed} == set(REMINDERS)
    for row, reminder in enumerate(placed):
        choose_in_combo(qtbot, prepare.table.cellWidget(row, 1), REMINDERS[(reminder.character, reminder.token)])  # type: ignore[arg-type]
    seen["reminder rows"] = [prepare.table.item(row, 0).text() for row in range(prepare.table.rowCount())]
    seen["problems"] = prepare.feedback.text()
    next_page(qtbot, wizard, QWizard.WizardButton.FinishButton)


def run_wizard(qtbot: QtBot, window: MainWindow) -> dict[str, object]:
    """Ctrl+N at the window opens the wizard; walk it to night 1."""
    seen: dict[str, object] = {}
    dialogs: list[str] = []

    def drive(dialog: QDialog) -> None:
        assert isinstance(dialog, SetupWizard)
        set_up_in_wizard(qtbot, dialog, seen)

    on_next_dialog(drive, dialogs)
    press(window, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    assert dialogs == ["SetupWizard"]
    return seen


def since(game: Game, start: int, *skip: type) -> list[object]:
    return [e for e in game.events[start:] if not isinstance(e, skip)]


def test_a_trouble_brewing_game_to_night_3(qtbot: QtBot, library: Library) -> None:
    window = MainWindow(library)
    qtbot.addWidget(window)
    window.resize(1366, 768)
    with qtbot.waitActive(window):
        window.show()
        window.activateWindow()

    # -- setup ------------------------------------------------------------------------------------------
    seen = run_wizard(qtbot, window)
    assert seen["outsiders before"] == "외지인 0/0" and seen["outsiders with the baron"] == "외지인 0/2", "the Baron's +2 shows"
    assert seen["townsfolk with the baron"] == "마을주민 0/5" and seen["outsiders chosen"] == "외지인 2/2"
    assert seen["pick feedback"] == "아직 더 골라야 합니다: 마을주민 5명, 외지인 2명, 하수인 1명, 악마 1명", "in Korean, without ids"
    assert seen["bluffs to"] == "받는 사람: 지현" and seen["problems"] == "문제 없음"
    assert "주정뱅이 (주정뱅이)" in seen["reminder rows"] and "하수인 (수사관)" in seen["reminder rows"]  # type: ignore[operator]
    game = window.session.game
    assert game is not None and game.script.meta.name == "Trouble Brewing"
    s = {name: seat_of(game, name) for name in NAMES}
    assert [e.name for e in game.events if isinstance(e, SeatAdded)] == list(NAMES)
    assert {(e.seat, e.character) for e in game.events if isinstance(e, CharacterAssigned)} == {(s[n], c) for n, c in SEATS}
    assert BelievedCharacterSet(seat=s["서연"], character="chef") in game.events
    assert [e.characters for e in game.events if isinstance(e, BluffsSet)] == [BLUFFS]
    placed = {(e.seat, e.character, e.token) for e in game.events if isinstance(e, ReminderPlaced)}
    assert placed == {(s[NAMES[seat]], character, token) for (character, token), seat in REMINDERS.items()}
    assert game.events[-1] == PhaseAdvanced(to=Phase(kind="night", number=1))

    # -- night 1 ----------------------------------------------------------------------------------------
    night = window.night
    assert window.side_tabs.currentWidget() is night and night.live and night.current == "dusk"
    assert not night.banner.isVisible(), night.banner.text()
    start = len(game.events)
    next_step(qtbot, window, "minioninfo")
    assert window.square.scene.acting == {s["하은"], s["지우"]}
    assert show_cards(qtbot, window) == ["보여 주기: 이 사람이 악마입니다 → 하은", "보여 주기: 이 사람이 악마입니다 → 지우"]
    next_step(qtbot, window, "demoninfo")
    assert len(show_cards(qtbot, window)) == 2
    next_step(qtbot, window, "washerwoman")
    assert starred(night).text() == "★ 도윤, 지호: 수사관"
    click(qtbot, starred(night))
    next_step(qtbot, window, "librarian")
    assert starred(night).text() == "★ 서연, 지우: 주정뱅이"
    click(qtbot, starred(night))
    next_step(qtbot, window, "investigator")
    assert starred(night).text() == "★ 민수, 하은: 탕녀"
    assert "지우: 남작" in " ".join(b.text() for b in buttons(night, "night-answer")), "the other Minion is a legal answer"
    assert "수아: 독살범" in " ".join(b.text() for b in buttons(night, "night-answer")), "the Recluse may register as any Minion"
    settle()
    detail = night.detail
    assert detail.widget().minimumSizeHint().width() <= detail.viewport().width(), "24 pair answers fit beside the square at 1366 px"
    assert not detail.horizontalScrollBar().isVisible(), "nothing of the step is pushed off the side"
    detail.verticalScrollBar().setValue(night.info.y())  # the answers in view, as the Storyteller scrolls to them
    screenshot(window, "tb-night-panel-investigator-ko.png")
    click(qtbot, starred(night))
    next_step(qtbot, window, "chef")
    click(qtbot, answer_button(night, "1"))  # the Drunk believes the Chef: any number is legal
    next_step(qtbot, window, "empath")
    assert starred(night).text() == "★ 2"
    click(qtbot, starred(night))
    next_step(qtbot, window, "dawn")
    assert since(game, start) == [
        InfoShown(seat=s["하은"], info="this_is_the_demon", players=(s["지현"],), step="minioninfo"),
        InfoShown(seat=s["지우"], info="this_is_the_demon", players=(s["지현"],), step="minioninfo"),
        InfoShown(seat=s["지현"], info="these_are_your_minions", players=(s["하은"], s["지우"]), step="demoninfo"),
        InfoShown(seat=s["지현"], info="not_in_play", characters=("monk", "ravenkeeper", "soldier"), step="demoninfo"),
        InfoShown(seat=s["민수"], info="answer", characters=("investigator",), players=(s["도윤"], s["지호"]), step="washerwoman"),
        InfoShown(seat=s["지호"], info="answer", characters=("drunk",), players=(s["서연"], s["지우"]), step="librarian"),
        InfoShown(seat=s["도윤"], info="answer", characters=("scarletwoman",), players=(s["민수"], s["하은"]), step="investigator"),
        InfoShown(seat=s["서연"], info="answer", answer=1, step="chef"),
        InfoShown(seat=s["서준"], info="answer", answer=2, step="empath"),
    ]
    assert next_phase(window) == ["오늘 밤에는 아무도 죽지 않았습니다"]

    # -- day 1 ------------------------------------------------------------------------------------------
    assert window.session.state.phase == Phase(kind="day", number=1) and window.side_tabs.currentWidget() is window.day
    start = len(game.events)
    day_click(qtbot, window, "day-act-slayer_shot")
    day_seats(qtbot, window, s["예준"], s["수아"])
    title, body = prompt(window)
    assert title == "처단자 · 예준" and "수아는 악마로 인식될 수 있습니다" in body, "the Recluse may register as the Demon"
    box = window.day.prompt_box
    assert (box.yes.text(), box.no.text(), [b.text() for b in box.group.buttons()]) == ("적용", "무시", ["수아"])
    day_click(qtbot, window, "day-prompt-yes")  # nobody picked: the Recluse does not register as the Demon
    assert prompt(window) == ("", "") and game.state.seat(s["수아"]).alive
    day_seats(qtbot, window, s["민수"], s["서연"])
    day_seats(qtbot, window, s["민수"], s["지현"], s["서준"], s["하은"], s["도윤"], s["예준"])
    assert window.day.status.text().startswith("6표 / 필요 5")
    day_click(qtbot, window, "day-confirm")
    day_click(qtbot, window, "day-execute")
    assert prompt(window) == ("", "") and game.state.result is None
    assert since(game, start) == [
        PublicAct(act="slayer_shot", seat=s["예준"], players=(s["수아"],)),
        ReminderPlaced(reminder=since(game, start)[1].reminder, seat=s["예준"], character="slayer", token="No Ability"),  # type: ignore[attr-defined]
        Nominated(nominator=s["민수"], nominee=s["서연"]),
        VoteRecorded(nominee=s["서연"], voters=(s["예준"], s["민수"], s["지현"], s["서준"], s["하은"], s["도윤"])),
        Executed(seat=s["서연"]),
        PlayerDied(seat=s["서연"], cause=DeathCause(kind="execution")),
    ]
    assert (s["예준"], "처단자", "능력 없음") in reminders_on_square(window.square)
    assert next_phase(window) == []

    # -- night 2 ----------------------------------------------------------------------------------------
    assert window.session.state.phase == Phase(kind="night", number=2) and window.side_tabs.currentWidget() is night
    start = len(game.events)
    next_step(qtbot, window, "imp")
    click_seat(qtbot, window.square, s["민수"])
    click(qtbot, night.choice.record)
    assert not buttons(night, "night-death-instead")
    click(qtbot, buttons(night, "night-death-accept")[0])
    next_step(qtbot, window, "empath")
    assert starred(night).text() == "★ 2"
    screenshot(window, "tb-square-night2-ko.png")
    click(qtbot, starred(night))
    next_step(qtbot, window, "dawn")
    assert since(game, start) == [
        NightChoice(seat=s["지현"], character="imp", players=(s["민수"],)),
        PlayerDied(seat=s["민수"], cause=DeathCause(kind="demon", character="imp")),
        InfoShown(seat=s["서준"], info="answer", answer=2, step="empath"),
    ]
    assert not window.square.scene.seats[s["민수"]].face.alive and not window.square.scene.seats[s["서연"]].face.alive
    assert next_phase(window) == ["민수 사망"]

    # -- day 2 ------------------------------------------------------------------------------------------
    assert window.session.state.phase == Phase(kind="day", number=2)
    start = len(game.events)
    day_seats(qtbot, window, s["지현"], s["수아"], s["지현"])
    day_click(qtbot, window, "day-confirm")
    assert window.day.today.row_texts() == ["1. 지현 → 수아: 1표 / 필요 4"]
    assert window.day.end.execute.text() == "처형할 사람 없음"
    assert since(game, start) == [Nominated(nominator=s["지현"], nominee=s["수아"]), VoteRecorded(nominee=s["수아"], voters=(s["지현"],))]
    assert next_phase(window) == []

    # -- night 3: the Imp kills itself, the Scarlet Woman becomes the Imp ------------------------------------
    assert window.session.state.phase == Phase(kind="night", number=3)
    start = len(game.events)
    next_step(qtbot, window, "imp")
    click_seat(qtbot, window.square, s["지현"])
    click(qtbot, night.choice.record)
    assert not buttons(night, "night-death-instead"), "7 alive: the Scarlet Woman must take the Demon"
    click(qtbot, buttons(night, "night-death-accept")[0])
    assert show_cards(qtbot, window) == ["보여 주기: 당신은 임프 → 하은"], "the new Imp is woken and shown who they are"
    next_step(qtbot, window, "empath")
    assert starred(night).text() == "★ 1", "서준's living neighbours: 지호 (good) and 하은, now the Imp"
    click(qtbot, starred(night))
    next_step(qtbot, window, "dawn")
    recorded = since(game, start)
    assert recorded[:3] == [
        NightChoice(seat=s["지현"], character="imp", players=(s["지현"],)),
        PlayerDied(seat=s["지현"], cause=DeathCause(kind="demon", character="imp")),
        CharacterAssigned(seat=s["하은"], character="imp", alignment="evil"),
    ]
    assert isinstance(recorded[3], ReminderPlaced) and (recorded[3].seat, recorded[3].character) == (s["하은"], "scarletwoman")
    assert recorded[4:] == [
        InfoShown(seat=s["하은"], info="you_are", characters=("imp",), step="imp"),
        InfoShown(seat=s["서준"], info="answer", answer=1, step="empath"),
    ]
    face = window.square.scene.seats[s["하은"]].face
    assert face.token is not None and face.token.name == "임프" and face.alive
    assert (s["하은"], "탕녀", "악마가 됨") in reminders_on_square(window.square)
    assert next_phase(window) == ["지현 사망"]
    assert window.session.state.phase == Phase(kind="day", number=3) and game.state.result is None, "the game goes on"
    assert [seat.name for seat in game.state.seats if seat.alive] == ["서준", "하은", "도윤", "예준", "지우", "수아", "지호"]


def test_the_pick_page_says_what_is_still_missing_in_the_wizards_language(qtbot: QtBot, library: Library) -> None:
    """Found in the game above: the pick page showed the model's English line with raw ids ("bag: not enough … (e.g. imp, …)")."""
    import random

    wizard = SetupWizard(library, "en", random.Random(1))
    qtbot.addWidget(wizard)
    wizard.show()
    next_page(qtbot, wizard)
    enter_names(qtbot, wizard, NAMES)
    next_page(qtbot, wizard)
    assert wizard.pick_page.feedback.text() == "Still to choose: Townsfolk 7, Minions 2, Demons 1"
    tick_characters(qtbot, wizard, ("baron", "imp", "washerwoman"))
    assert wizard.pick_page.feedback.text() == "Still to choose: Townsfolk 4, Outsiders 2, Minions 1"
