"""The Doomsayer (docs/rules/doomsayer.md): a call for doom kills a player of the caller's alignment, chosen by the Storyteller."""

from __future__ import annotations

from grimoire_app.model import Library
from grimoire_app.systems.botc.commands import kill
from grimoire_app.systems.botc.day import available_acts, check_victory, triggers_for
from grimoire_app.systems.botc.events import PlayerDied
from tests.builders import seat_of, to_phase
from tests.systems.botc.day_helpers import accept, fired_ids
from tests.systems.botc.fabled_prompt_helpers import SEVEN, act, fabled_table, refused


def test_a_good_call_offers_the_living_good_players_and_kills_the_one_picked(library: Library) -> None:
    """docs/rules/doomsayer.md test 1: s2 calls → options s1..s5; s4 picked → s4 dies by ability (Doomsayer), no execution."""
    game = fabled_table(library, "doomsayer", SEVEN)
    call = act(game, "doomsayer_call", "s2")
    assert refused(game, call) == []
    [trigger] = triggers_for(game, call, "before")
    assert trigger.id == "doomsayer.calls" and trigger.key == "day.trigger.doomsayer.calls.good"
    assert trigger.choice is not None and trigger.choice.options == ("s1", "s2", "s3", "s4", "s5")
    assert fired_ids(accept(game, call, {"doomsayer.calls": ("s4",)})) == ["doomsayer.calls.good"]
    death = [e for e in game.events if isinstance(e, PlayerDied)][-1]
    assert (death.seat, death.cause.kind, death.cause.character) == ("s4", "ability", "doomsayer")
    today = game.state.today()
    assert today is not None and today.execution is None


def test_an_evil_call_may_take_the_recluse(library: Library) -> None:
    """docs/rules/doomsayer.md test 2: s6 (evil) calls → options s5 (Recluse, may register evil), s6, s7."""
    game = fabled_table(library, "doomsayer", SEVEN)
    [trigger] = triggers_for(game, act(game, "doomsayer_call", "s6"), "before")
    assert trigger.key == "day.trigger.doomsayer.calls.evil"
    assert trigger.choice is not None and trigger.choice.options == ("s5", "s6", "s7")


def test_once_per_game_four_alive_and_a_living_caller(library: Library) -> None:
    """docs/rules/doomsayer.md test 3: a second call, three alive, a dead caller → refused (overridable)."""
    game = fabled_table(library, "doomsayer", SEVEN)
    accept(game, act(game, "doomsayer_call", "s2"), {"doomsayer.calls": ("s4",)})
    to_phase(game, "day", 2)
    assert refused(game, act(game, "doomsayer_call", "s2")) == ["doomsayer_twice"]
    assert refused(game, act(game, "doomsayer_call", "s4")) == ["doomsayer_dead_caller"]
    for name in ("s1", "s3", "s5"):
        game.record(kill(seat_of(game, name)))
    assert game.state.alive_count == 3
    assert refused(game, act(game, "doomsayer_call", "s6")) == ["doomsayer_few_alive"]


def test_not_offered_without_the_doomsayer_in_play(library: Library) -> None:
    """docs/rules/doomsayer.md test 4: the act is offered only while the Doomsayer is in play."""
    game = fabled_table(library, "doomsayer", SEVEN)
    assert "doomsayer_call" in available_acts(game)
    bare = fabled_table(library, None, SEVEN)
    assert "doomsayer_call" not in available_acts(bare)
    call = act(bare, "doomsayer_call", "s2")
    assert refused(bare, call) == ["fabled_act_not_in_play"]
    assert triggers_for(bare, call, "before") == []


def test_an_evil_call_that_kills_the_imp_ends_the_game(library: Library) -> None:
    """docs/rules/doomsayer.md test 5: the Imp dies to an evil call (no Scarlet Woman) → good wins."""
    game = fabled_table(library, "doomsayer", SEVEN)
    accept(game, act(game, "doomsayer_call", "s6"), {"doomsayer.calls": ("s7",)})
    victory = check_victory(game)
    assert victory is not None and (victory.winner, victory.rule) == ("good", "standard.demon_dead")
