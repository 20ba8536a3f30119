"""The Angel (docs/rules/angel.md): a night-1 prompt to mark new players PROTECTED; SOMETHING BAD for whoever is to blame."""

from __future__ import annotations

from grimoire_app.model import Library
from grimoire_app.systems.botc.commands import kill
from grimoire_app.systems.botc.day import resolve_trigger, triggers_for
from grimoire_app.systems.botc.events import Executed, FabledRemoved, NightChoice
from grimoire_app.systems.botc.game import Game
from grimoire_app.systems.botc.tonight import tonight_sheet
from grimoire_app.systems.botc.tonight.values import TonightStep
from tests.builders import to_phase
from tests.systems.botc.day_helpers import accept, mark
from tests.systems.botc.fabled_prompt_helpers import dawn_triggers, fabled_table


def _step(game: Game, character: str) -> TonightStep | None:
    return next((s for s in tonight_sheet(game) if s.id == character), None)


def test_night_one_has_the_angel_step_only_while_it_is_in_play(library: Library) -> None:
    """docs/rules/angel.md test 1: with the Angel in play, night 1 runs its Storyteller step with the PROTECTED note."""
    game = fabled_table(library, "angel", phase=("night", 1))
    step = _step(game, "angel")
    assert step is not None and step.status == "wakes" and step.kind == "storyteller" and step.wakes == ()
    assert [n.code for n in step.notes] == ["angel_prompt"]
    assert "PROTECTED" in step.notes[0].text("en") and "보호받음" in step.notes[0].text("ko")
    bare = fabled_table(library, None, phase=("night", 1))
    absent = _step(bare, "angel")
    assert absent is None or absent.status == "skipped"


def test_a_protected_player_executed_asks_who_is_to_blame(library: Library) -> None:
    """docs/rules/angel.md test 2: s2 PROTECTED, executed → the prompt offers all six; s1 picked → SOMETHING BAD by s1."""
    game = fabled_table(library, "angel")
    mark(game, "s2", "angel", "Protected")
    game.record(Executed(seat="s2"))
    fired = accept(game, kill("s2", "execution"), {"angel.protected_dies": ("s1",)})
    [trigger] = [t for t in fired if t.id == "angel.protected_dies"]
    assert trigger.choice is not None and trigger.choice.options == ("s1", "s2", "s3", "s4", "s5", "s6")
    assert [(r.character, r.token) for r in game.state.seat("s1").reminders] == [("angel", "Something Bad")]


def test_no_prompt_without_protected_or_without_the_angel(library: Library) -> None:
    """docs/rules/angel.md test 3: no PROTECTED → no prompt; PROTECTED but the Angel taken out of play → no prompt."""
    game = fabled_table(library, "angel")
    game.record(kill("s2", "execution"))
    assert [t.id for t in triggers_for(game, game.events[-1], "after")] == []
    other = fabled_table(library, "angel")
    mark(other, "s2", "angel", "Protected")
    other.record(FabledRemoved(character="angel"))
    other.record(kill("s2", "execution"))
    assert triggers_for(other, other.events[-1], "after") == []


def test_a_protected_player_killed_in_the_night_is_asked_about_at_dawn(library: Library) -> None:
    """docs/rules/angel.md test 4: s3 PROTECTED dies during night 2 → at dawn `angel.protected_died_tonight`; s6 picked."""
    game = fabled_table(library, "angel")
    mark(game, "s3", "angel", "Protected")
    to_phase(game, "night", 2)
    game.record(NightChoice(seat="s6", character="imp", players=("s3",)))
    game.record(kill("s3", "demon", "imp"))
    to_phase(game, "day", 2)
    fired = [t for t in dawn_triggers(game) if t.id.startswith("angel")]
    assert [t.id for t in fired] == ["angel.protected_died_tonight"] and ("player", "s3") in fired[0].values
    for event in resolve_trigger(game, fired[0], ("s6",)):
        game.record(event)
    assert [(r.character, r.token) for r in game.state.seat("s6").reminders] == [("angel", "Something Bad")]
