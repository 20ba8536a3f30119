"""phase_flow: the triggers of a recorded phase change, asked as prompts (the day panel's flow after "next phase").

The checklist records the phase change first (one batch); `phase_flow(ctx, start)` then asks every trigger of
each PhaseAdvanced from `start` (day_triggers.json `on: phase_advanced`), records what is accepted, and checks
victory when that recorded a death or an execution.
"""

from __future__ import annotations

from grimoire_app.model import Library
from grimoire_app.systems.botc.commands import advance, kill
from grimoire_app.systems.botc.day import NO, YES, Answer, FlowContext, Prompt, TriggerPrompt, VictoryPrompt, drive, phase_flow
from grimoire_app.systems.botc.events import Executed, NightChoice
from grimoire_app.systems.botc.game import Game
from tests.builders import seat_of
from tests.systems.botc.day_helpers import mark, start
from tests.systems.botc.snv_helpers import snv_at

QUIET = ("q1=savant", "q2=klutz", "q3=oracle")


class Session:
    """A recorder over a Game (what the day panel's session does: record one event)."""

    def __init__(self, game: Game) -> None:
        self.game: Game | None = game

    def record(self, event, override=False):  # type: ignore[no-untyped-def]
        assert self.game is not None
        return self.game.record(event, override=override)


def dawn(game: Game, answer: dict[str, Answer]) -> tuple[int, list[Prompt]]:
    """Record the phase change, then run phase_flow answering trigger prompts by id (others: no); return start and prompts."""
    at = len(game.events)
    game.record(advance(game.state))
    asked: list[Prompt] = []

    def reply(prompt: Prompt) -> Answer:
        asked.append(prompt)
        return answer.get(prompt.trigger.id, NO) if isinstance(prompt, TriggerPrompt) else NO

    drive(phase_flow(FlowContext(Session(game), "en"), at), reply)  # type: ignore[arg-type]
    return at, asked


def harpy_game(library: Library) -> Game:
    game = start(library, "004", "a=empath", "b=monk", "c=po", "d=harpy", "e=oracle", phase=("night", 1))
    mark(game, "b", "harpy", "Mad")
    mark(game, "e", "harpy", "2nd")
    return game


def test_harpy_prompt_at_dawn_kills_the_picked(library: Library) -> None:
    """spec 4.3 Harpy test 2: the dawn asks harpy.madness with b and e; picking b kills b (the Harpy's ability) only."""
    game = harpy_game(library)
    b, e = seat_of(game, "b"), seat_of(game, "e")
    at, asked = dawn(game, {"harpy.madness": Answer(True, (b,))})
    assert [p.trigger.id for p in asked if isinstance(p, TriggerPrompt)] == ["harpy.madness"]
    assert game.events[at + 1:] == (kill(b, "ability", "harpy"),)
    assert game.state.seat(e).alive


def test_harpy_prompt_declined_or_nobody_records_nothing(library: Library) -> None:
    """spec 4.3 Harpy: no, or yes with nobody picked → only the phase change is in the log."""
    for answer in (NO, YES):
        game = harpy_game(library)
        at, _ = dawn(game, {"harpy.madness": answer})
        assert len(game.events) == at + 1


def test_nothing_asked_at_dusk_or_without_madness(library: Library) -> None:
    """No MAD token → no prompt at dawn; dusk (day → night) asks nothing of these rules."""
    game = start(library, "004", "a=empath", "b=monk", "c=po", "d=harpy", "e=oracle", phase=("night", 1))
    assert dawn(game, {})[1] == []
    assert dawn(game, {})[1] == []  # dusk


def test_cerenovus_execution_then_victory_check(library: Library) -> None:
    """docs/rules/cerenovus.md test 2: picking q1 executes q1; the victory check runs after (asked only if it proposes an end)."""
    game = snv_at(library, "night", 1, "a=cerenovus", "b=nodashii", "c=sage", *QUIET)
    q1 = seat_of(game, "q1")
    game.record(NightChoice(seat=seat_of(game, "a"), character="cerenovus", players=(q1,), characters=("sage",)))
    mark(game, "q1", "cerenovus", "Mad")
    at, asked = dawn(game, {"cerenovus.madness": Answer(True, (q1,))})
    assert game.events[at + 1:at + 3] == (Executed(seat=q1), kill(q1, "execution"))
    assert not any(isinstance(p, VictoryPrompt) for p in asked)  # five alive: the game goes on


def test_skip_leaves_out_the_answered_triggers(library: Library) -> None:
    """docs/rules/cerenovus.md, mutant.md: at one dawn both prompt; asked again with the Cerenovus's answered, only the Mutant's comes."""
    game = snv_at(library, "night", 1, "a=cerenovus", "b=nodashii", "c=sage", "q1=savant", "q2=mutant", "q3=oracle")
    q1 = seat_of(game, "q1")
    game.record(NightChoice(seat=seat_of(game, "a"), character="cerenovus", players=(q1,), characters=("sage",)))
    mark(game, "q1", "cerenovus", "Mad")
    at, asked = dawn(game, {})
    assert [p.trigger.id for p in asked if isinstance(p, TriggerPrompt)] == ["cerenovus.madness", "mutant.madness"]
    again: list[str] = []
    flow = phase_flow(FlowContext(Session(game), "en"), at, frozenset({"cerenovus.madness"}))  # type: ignore[arg-type]
    drive(flow, lambda p: again.append(p.trigger.id) or NO if isinstance(p, TriggerPrompt) else NO)  # type: ignore[func-returns-value]
    assert again == ["mutant.madness"] and len(game.events) == at + 1
