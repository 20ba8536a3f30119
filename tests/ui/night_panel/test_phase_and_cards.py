"""Next phase as a checklist (spec 1.6 dusk and dawn), the dawn report, and prefilled info cards.

Spec 1.6: at dawn the "until dawn" tokens come off (the Monk's SAFE), then the deaths are
announced; the Storyteller may untick any removal, never the phase change itself. Spec 1.11:
Minion info shows THIS IS THE DEMON, Demon info THESE ARE YOUR MINIONS and the three bluffs.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from grimoire_app.model import Library
from grimoire_app.systems.botc.events import (
    InfoShown,
    NightChoice,
    Phase,
    PhaseAdvanced,
    ReminderPlaced,
)
from grimoire_app.ui.night_panel import (
    ChecklistDialog,
    PhaseChecklist,
    advance_phase,
    phase_checklist,
)
from grimoire_app.ui.night_panel.night_requests import prefill
from grimoire_app.ui.session import GameSession
from grimoire_app.ui.show_card import CardDialog, CardRequest
from tests.builders import seat_of, to_phase
from tests.ui.night_panel.night_helpers import (
    BLUFFS,
    buttons,
    click,
    click_row,
    close_card,
    events_since,
    setup_game,
    show_table,
    start,
)


def safe_night(library: Library, folder: Path) -> GameSession:
    """Night 2 with the Monk's SAFE on 민수 and the Vigormortis' attack on 지호 recorded."""
    game = to_phase(setup_game(library), "night", 2)
    minsu = seat_of(game, "민수")
    game.record(ReminderPlaced(reminder="rs", seat=minsu, character="monk", token="Safe"))
    game.record(NightChoice(seat=seat_of(game, "도윤"), character="vigormortis", players=(seat_of(game, "지호"),)))
    return start(library, folder, game)


def test_the_checklist_lists_removals_locks_the_phase_change_and_warns_of_open_deaths(library: Library, tmp_path: Path) -> None:
    session = safe_night(library, tmp_path)
    request, events = phase_checklist(session.game, "en")  # type: ignore[arg-type]
    assert request.title == "Next phase: Day 2"
    assert request.lines == ("Day 2 begins", "Dawn: Safe removed from 민수", "Demon Not Voted placed on 지호")
    assert request.locked == (True, False, False)
    assert request.warnings[0] == "Proposed deaths not recorded yet: 지호"
    assert len(request.warnings) == 2 and request.warnings[1].startswith("Steps not run tonight: ")  # issue 19: unrun steps named too
    assert isinstance(events[0], PhaseAdvanced)


def test_an_unticked_removal_is_not_recorded_and_dawn_is_announced(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    session = safe_night(library, tmp_path)
    told: list[tuple[str, list[str], list[str]]] = []
    before = len(session.game.events)  # type: ignore[union-attr]
    recorded = advance_phase(None, session, "en", ask=lambda request: [False] * len(request.lines), tell=lambda t, said, private: told.append((t, said, private)))
    assert recorded == [PhaseAdvanced(to=Phase(kind="day", number=2))]
    assert events_since(session, before) == recorded
    assert told == [("Dawn after night 2 — announce", ["Nobody died tonight"], ["Nobody died tonight"])]


def test_cancelling_the_checklist_records_nothing(library: Library, tmp_path: Path) -> None:
    session = safe_night(library, tmp_path)
    before = len(session.game.events)  # type: ignore[union-attr]
    assert advance_phase(None, session, "en", ask=lambda request: None) == []
    assert events_since(session, before) == []
    assert advance_phase(None, GameSession(library), "en") == []


def test_the_checklist_dialog_ticks_everything_and_keeps_the_phase_change_on(qtbot: QtBot) -> None:
    request = PhaseChecklist("Next phase: Day 2", ("Day 2 begins", "Dawn: Safe removed from 민수"), (True, False), ("!",))
    dialog = ChecklistDialog(request, "en")
    qtbot.addWidget(dialog)
    assert dialog.ticked() == [True, True]
    locked, free = dialog.items.item(0), dialog.items.item(1)
    assert not locked.flags() & Qt.ItemFlag.ItemIsUserCheckable
    free.setCheckState(Qt.CheckState.Unchecked)
    assert dialog.ticked() == [True, False]


def test_demon_info_cards_open_prefilled_and_are_recorded_with_the_step(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    """Spec 1.11 Demon info: THESE ARE YOUR MINIONS, then the three bluffs (not in play)."""
    game = to_phase(setup_game(library), "night", 1)
    session = start(library, tmp_path, game)
    shown = show_table(qtbot, session, lang="ko")
    night = shown.night
    click_row(qtbot, night, "demoninfo")
    labels = [b.text() for b in buttons(night, "night-card")]
    assert labels == ["보여 주기: 이들이 당신의 하수인입니다 → 도윤", "보여 주기: 이 캐릭터들은 게임에 없습니다 → 도윤"]
    before = len(session.game.events)  # type: ignore[union-attr]
    click(qtbot, buttons(night, "night-card")[1])
    demon = seat_of(game, "도윤")
    assert shown.cards[-1] == CardRequest(demon, "not_in_play", BLUFFS, (), "", "ko")
    assert events_since(session, before) == [InfoShown(seat=demon, info="not_in_play", characters=BLUFFS, step="demoninfo")]
    card = shown.square.card
    assert card is not None and card.isVisible()
    assert len(card.picture.tokens) == 3 and card.picture.title == "이 캐릭터들은 현재 게임에 없습니다"
    close_card(qtbot, shown.square)


def test_a_card_waiting_for_the_choice_is_disabled(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    """Seed 004 Harpy: the first chosen player is shown the Harpy token; before the choice nobody is."""
    game = to_phase(setup_game(library), "night", 1)
    session = start(library, tmp_path, game)
    shown = show_table(qtbot, session)
    click_row(qtbot, shown.night, "harpy")
    card = buttons(shown.night, "night-card")[0]
    assert card.text() == "Show: This character selected you → after the choice" and not card.isEnabled()


def test_prefill_sets_the_card_composer_to_the_step_card(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    game = to_phase(setup_game(library), "night", 1)
    session = start(library, tmp_path, game)
    shown = show_table(qtbot, session)
    minion, demon = seat_of(game, "지현"), seat_of(game, "도윤")
    dialog = CardDialog(shown.square.faces, session.state, minion, "ko", shown.window)
    qtbot.addWidget(dialog)
    prefill(dialog, CardRequest(minion, "this_is_the_demon", (), (demon,), "", "ko"))
    request = dialog.request()
    assert (request.seat, request.info, request.players, request.characters) == (minion, "this_is_the_demon", (demon,), ())
    prefill(dialog, CardRequest(minion, "selected_you", ("harpy",), (), "", "ko"))
    assert dialog.request().characters == ("harpy",)
