"""The day panel's pure parts: recording flows driven by an answering function, modes, and the view value.

No widgets here except the last test (the panel does not write back when the model changes).
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from pytestqt.qtbot import QtBot

from grimoire_app.model import Library
from grimoire_app.systems.botc.events import Event, Executed, GameEnded, Nominated, VoteRecorded
from grimoire_app.systems.botc.game import Game
from grimoire_app.systems.botc.day import (
    NO,
    YES,
    Answer,
    ExecutePrompt,
    FlowContext,
    OverridePrompt,
    Prompt,
    TriggerPrompt,
    VictoryPrompt,
    action_flow,
    drive,
    dusk_flow,
    execution_events,
    in_vote_order,
)
from grimoire_app.ui.day_panel.modes import Acting, Nominating, Voting, click
from grimoire_app.ui.day_panel.view import checked_mode, panel_view
from tests.builders import seat_of
from tests.systems.botc.day_helpers import ids, start
from tests.ui.day_panel.day_panel_helpers import Table, day_session

S004 = ("a=virgin", "b=monk", "c=po", "d=harpy", "e=golem", "f=empath", "g=oracle")


@dataclass
class Recorder:
    """A Game standing in for the session (record with override)."""

    game: Game

    def record(self, event: Event, override: bool = False) -> Event:
        return self.game.record(event, override)


def _asked(game: Game, events: list[Event], answer: Answer) -> list[Prompt]:
    asked: list[Prompt] = []

    def reply(prompt: Prompt) -> Answer:
        asked.append(prompt)
        return answer

    drive(action_flow(FlowContext(Recorder(game), "en"), events), reply)
    return asked


def test_accepting_the_virgin_records_the_execution_as_the_day_helpers_do(library: Library) -> None:
    """spec 4.1 Virgin test 1: the flow records the same events as tests/systems/botc/day_helpers.accept."""
    game = start(library, "004", *S004)
    asked = _asked(game, [Nominated(nominator=seat_of(game, "b"), nominee=seat_of(game, "a"))], YES)
    assert [p.trigger.id for p in asked if isinstance(p, TriggerPrompt)] == ["virgin.nominated"]
    assert game.state.today().execution == seat_of(game, "b")  # type: ignore[union-attr]
    assert not game.state.seat(seat_of(game, "b")).alive


def test_declining_everything_records_only_the_event(library: Library) -> None:
    """The Storyteller decides: every trigger ignored -> the nomination alone."""
    game = start(library, "004", *S004)
    before = len(game.events)
    _asked(game, [Nominated(nominator=seat_of(game, "b"), nominee=seat_of(game, "a"))], NO)
    assert len(game.events) == before + 1 and isinstance(game.events[-1], Nominated)


def test_a_refused_event_asks_for_the_override_and_no_records_nothing(library: Library) -> None:
    """spec 1.7: a second nomination by one player is refused; NO keeps the log as it was."""
    game = start(library, "004", *S004)
    game.record(Nominated(nominator=seat_of(game, "f"), nominee=seat_of(game, "g")))
    before = len(game.events)
    asked = _asked(game, [Nominated(nominator=seat_of(game, "f"), nominee=seat_of(game, "c"))], NO)
    assert isinstance(asked[0], OverridePrompt) and [r.key for r in asked[0].refusals] == ["nominated_twice"]
    assert len(game.events) == before


def test_the_demon_executed_proposes_the_end_and_yes_records_it(library: Library) -> None:
    """spec 1.8 Good wins when no Demon is alive: checked after the execution, GameEnded on yes."""
    game = start(library, "004", *S004)
    game.record(Nominated(nominator=seat_of(game, "f"), nominee=seat_of(game, "c")))
    game.record(VoteRecorded(nominee=seat_of(game, "c"), voters=ids(game, "a", "b", "d", "f")))
    asked = _asked(game, list(execution_events(game)), YES)
    assert isinstance(asked[-1], VictoryPrompt) and asked[-1].victory.winner == "good"
    assert isinstance(game.events[-1], GameEnded) and game.state.result is not None


def test_dusk_asks_the_pending_execution_then_the_dusk_check(library: Library) -> None:
    """spec 1.6 Dusk: the execution first (declined here), then the Vortox's check on today (no execution -> evil)."""
    game = start(library, "004", "a=empath", "b=monk", "c=vortox", "d=harpy", "e=oracle", "f=savant")
    game.record(Nominated(nominator=seat_of(game, "a"), nominee=seat_of(game, "b")))
    game.record(VoteRecorded(nominee=seat_of(game, "b"), voters=ids(game, "a", "c", "d", "e")))
    asked: list[Prompt] = []

    def reply(prompt: Prompt) -> Answer:
        asked.append(prompt)
        return NO if isinstance(prompt, ExecutePrompt) else YES

    drive(dusk_flow(FlowContext(Recorder(game), "en")), reply)
    assert isinstance(asked[0], ExecutePrompt) and asked[0].seat == seat_of(game, "b")
    assert isinstance(asked[1], VictoryPrompt) and asked[1].victory.rule == "vortox.no_execution"
    assert isinstance(game.events[-1], GameEnded) and game.events[-1].winner == "evil"


def test_the_storyteller_nominated_and_executed_with_an_atheist(library: Library) -> None:
    """spec 2.1 Atheist: the Storyteller is a legal nominee; executed, good wins (end_of_day_events needs a seat; the panel does not)."""
    game = start(library, "000", "a=atheist", "b=noble", "c=klutz", "d=seamstress", "e=general")
    _asked(game, [Nominated(nominator=seat_of(game, "a"), nominee="storyteller")], YES)
    _asked(game, [VoteRecorded(nominee="storyteller", voters=ids(game, "a", "b", "c"))], YES)
    assert execution_events(game) == (Executed(seat="storyteller"),)
    asked = _asked(game, list(execution_events(game)), YES)
    assert isinstance(asked[-1], VictoryPrompt) and asked[-1].victory.rule == "atheist.storyteller_executed"


def test_modes_name_players_in_order() -> None:
    """A nominator then a nominee; hands toggle; an act's stages advance on single picks and on Next."""
    assert click(click(Nominating(), "s1"), "s1") == Nominating()
    assert click(click(Nominating(), "s1"), "s4").complete
    assert click(click(click(Voting("s2"), "s5"), "s1"), "s5").raised == ("s1",)
    mode = click(click(Acting("alsaahir_guess"), "s1"), "s2")
    assert mode.stage == "players" and mode.players == ("s2",) and not mode.complete
    mode = click(mode.next_stage(), "s3").next_stage()
    assert mode.complete and mode.demons == ("s3",)


def test_vote_order_starts_after_the_nominee(library: Library) -> None:
    """The hand goes round clockwise from the seat after the nominee; hands are recorded in that order."""
    game = start(library, "004", *S004)
    order = in_vote_order(game.state, seat_of(game, "e"), ids(game, "a", "g", "f"))
    assert order == ids(game, "f", "g", "a")


def test_a_vote_whose_nomination_was_undone_falls_back_to_nominating(library: Library) -> None:
    """checked_mode: after an undo the vote has nothing to record on."""
    game = start(library, "004", *S004)
    game.record(Nominated(nominator=seat_of(game, "f"), nominee=seat_of(game, "g")))
    vote = Voting(seat_of(game, "g"))
    assert checked_mode(game, vote) == vote
    game.undo()
    assert checked_mode(game, vote) == Nominating()


def test_the_view_is_computed_without_recording(library: Library) -> None:
    """panel_view is a value: computing it for any mode leaves the log alone."""
    game = start(library, "004", *S004)
    before = game.events
    for mode in (Nominating(), Nominating(seat_of(game, "a")), Voting(seat_of(game, "a")), Acting("klutz_choice")):
        view = panel_view(game, mode, None, "ko")
        assert view.seats and view.header.startswith("1일째 낮")
    assert game.events == before


def test_the_panel_follows_the_model_and_does_not_write_back(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    """A nomination and vote recorded elsewhere show in the panel; the panel records nothing of its own."""
    t = Table(qtbot, day_session(library, tmp_path))
    t.session.record(Nominated(nominator=t.id("민수"), nominee=t.id("지현")))
    t.session.record(VoteRecorded(nominee=t.id("지현"), voters=(t.id("서준"),)))
    count = len(t.game.events)
    assert t.panel.today.row_texts() == ["1. 민수 → 지현: 1표 / 필요 4"]
    t.panel.refresh()
    t.panel.set_language("en")
    assert len(t.game.events) == count
