"""The Fiddler (docs/rules/fiddler.md): the Demon's contest with an opponent; the player the table chooses wins for their team."""

from __future__ import annotations

from grimoire_app.model import Library
from grimoire_app.systems.botc.day import available_acts, check_victory, triggers_for
from grimoire_app.systems.botc.events import PublicAct
from tests.systems.botc.day_helpers import accept
from tests.systems.botc.fabled_prompt_helpers import act, fabled_table, refused


def test_the_table_choosing_the_good_opponent_gives_good_the_game(library: Library) -> None:
    """docs/rules/fiddler.md test 1: day 2, contest s6 (Imp) vs s3 → options s6, s3; s3 chosen → good wins."""
    game = fabled_table(library, "fiddler", phase=("day", 2))
    contest = act(game, "fiddler_contest", "s6", "s3")
    assert refused(game, contest) == []
    [trigger] = triggers_for(game, contest, "before")
    assert trigger.id == "fiddler.contest" and trigger.choice is not None and trigger.choice.options == ("s6", "s3")
    assert check_victory(game) is None
    accept(game, contest, {"fiddler.contest": ("s3",)})
    assert [e.act for e in game.events if isinstance(e, PublicAct)] == ["fiddler_contest", "fiddler_winner"]
    victory = check_victory(game)
    assert victory is not None and (victory.winner, victory.rule) == ("good", "fiddler.contest_won")
    assert victory.reason("en") == "The table chose s3 in the Fiddler's contest"


def test_the_table_choosing_the_demon_gives_evil_the_game(library: Library) -> None:
    """docs/rules/fiddler.md test 2: s6 chosen → evil wins."""
    game = fabled_table(library, "fiddler", phase=("day", 2))
    accept(game, act(game, "fiddler_contest", "s6", "s3"), {"fiddler.contest": ("s6",)})
    victory = check_victory(game)
    assert victory is not None and (victory.winner, victory.rule) == ("evil", "fiddler.contest_won")


def test_only_the_demon_against_the_other_team_once_per_game(library: Library) -> None:
    """docs/rules/fiddler.md test 3: not the Demon, the same team, a second contest → refused; a winner outside the pair too."""
    game = fabled_table(library, "fiddler", phase=("day", 2))
    assert refused(game, act(game, "fiddler_contest", "s2", "s5")) == ["fiddler_not_demon"]
    assert refused(game, act(game, "fiddler_contest", "s6", "s5")) == ["fiddler_same_team"]
    game.record(act(game, "fiddler_contest", "s6", "s3"))
    assert "fiddler_contest" not in available_acts(game)
    assert refused(game, act(game, "fiddler_contest", "s6", "s1")) == ["fiddler_twice"]
    assert refused(game, act(game, "fiddler_winner", "s1")) == ["fiddler_not_contestant"]
    assert refused(game, act(game, "fiddler_winner", "s3")) == []


def test_not_offered_without_the_fiddler_in_play(library: Library) -> None:
    """docs/rules/fiddler.md test 4: the contest is offered only while the Fiddler is in play; the winner act never is."""
    game = fabled_table(library, "fiddler")
    assert "fiddler_contest" in available_acts(game) and "fiddler_winner" not in available_acts(game)
    bare = fabled_table(library, None)
    assert "fiddler_contest" not in available_acts(bare)
    assert triggers_for(bare, act(bare, "fiddler_contest", "s6", "s3"), "before") == []
