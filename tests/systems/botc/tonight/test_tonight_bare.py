"""TonightStep.records_bare: a running step that chooses nothing but whose recorded (bare) choice changes the grimoire.

Sources: spec 4.3 Xaan (night markers, X on night X) and Summoner (night markers), spec 2.1 Poppy
Grower (EVIL WAKES used once the evil team woke); the flag is asked of the choice rules registry.
"""

from __future__ import annotations

from grimoire_app.model import Library
from grimoire_app.systems.botc.tonight import tonight_sheet
from tests.systems.botc.tonight.tonight_helpers import advance, advance_to, choose, execute, game_of, mark, step, tokens

XAAN = ("A=empath", "B=monk", "C=oracle", "D=savant", "E=golem", "F=klutz", "G=xaan", "H=po")
SUMMONER = ("A=empath", "B=monk", "C=oracle", "D=savant", "E=virgin", "F=golem", "G=summoner", "H=goblin")


def test_xaan_records_a_bare_choice_until_its_markers_are_out(library: Library) -> None:
    """Spec 4.3 Xaan: night 1 places NIGHT 1; night 2 (2 Outsiders dealt) moves to NIGHT 2 and places X; then nothing more."""
    game = game_of(library, "004", *XAAN)
    advance(game)
    assert step(game, "xaan").records_bare
    choose(game, "xaan")
    assert tokens(game, "G") == {("xaan", "Night 1")}
    assert not step(game, "xaan").records_bare, "recorded once, the bare choice changes nothing more"
    advance_to(game, "night", 2)
    assert step(game, "xaan").records_bare
    choose(game, "xaan")
    assert tokens(game, "G") == {("xaan", "Night 2"), ("xaan", "X")}
    assert not step(game, "xaan").records_bare


def test_summoner_records_its_markers_but_chooses_on_night_three(library: Library) -> None:
    """Spec 4.3 Summoner: nights 1 and 2 move the marker (bare); night 3 chooses a player and a Demon (not bare)."""
    game = game_of(library, "004", *SUMMONER)
    advance(game)
    assert step(game, "summoner").records_bare
    choose(game, "summoner")
    assert tokens(game, "G") == {("summoner", "Night 1")}
    advance_to(game, "night", 2)
    assert step(game, "summoner").records_bare
    advance_to(game, "night", 3)
    summoner = step(game, "summoner")
    assert summoner.choose.players == 1 and not summoner.records_bare


def test_poppy_grower_evil_wakes_is_a_bare_choice(library: Library) -> None:
    """Spec 2.1 Poppy Grower: the night after its death, recording the step uses EVIL WAKES."""
    game = game_of(library, "001", "A=poppygrower", "B=fool", "C=sage", "D=alsaahir", "E=heretic", "F=goon", "G=poisoner", "H=ojo")
    advance_to(game, "day", 1)
    execute(game, "A")
    mark(game, "A", "poppygrower", "Evil Wakes")
    advance(game)
    assert step(game, "poppygrower").records_bare
    choose(game, "poppygrower")
    assert not tokens(game, "A")
    assert not step(game, "poppygrower").records_bare


def test_steps_that_choose_or_change_nothing_record_no_bare_choice(library: Library) -> None:
    """A step choosing players records its choice as always; a step whose bare choice changes nothing offers none."""
    game = game_of(library, "004", *XAAN)
    advance_to(game, "night", 2)
    bare = {s.id for s in tonight_sheet(game) if s.records_bare}
    assert bare == {"xaan"}, "the Po (chooses a player) and the steps without a choice rule are not bare"
