"""What the Engineer's step tells the Storyteller before the pick (docs/rules/engineer.md, Night): the rule with this
game's Minion count as a note, and a list limited to Minion and Demon characters (issue 21, the UI pass)."""

from __future__ import annotations

from grimoire_app.model import Library
from grimoire_app.model.characters import Team
from tests.builders import seat_of
from tests.systems.botc.exp_acting_helpers import exp_table
from tests.systems.botc.tonight.tonight_helpers import advance_to, choose, step

TWO_MINIONS = ("A=engineer", "B=chef", "C=empath", "D=poisoner", "E=imp", "F=monk", "G=baron")
"""A the Engineer; D the Poisoner and G the Baron are the two Minions; E the Imp."""


def test_the_step_notes_one_demon_or_as_many_minions_as_in_play(library: Library) -> None:
    """docs/rules/engineer.md Night: night 1 with two Minions → the note says 2 (ko and en)."""
    game = advance_to(exp_table(library, *TWO_MINIONS), "night", 1)
    found = step(game, "engineer")
    assert found.status == "wakes"
    notes = [(note.text("ko"), note.text("en")) for note in found.notes]
    assert ("기계공은 악마 캐릭터 1개, 또는 게임에 있는 하수인 수(2개)만큼 하수인 캐릭터를 고릅니다",
            "The Engineer names 1 Demon character, or as many Minion characters as there are Minions in play (2)") in notes


def test_the_count_follows_the_minions_in_play(library: Library) -> None:
    """Seven players with one Minion: the note says 1."""
    game = advance_to(exp_table(library, "A=engineer", "B=chef", "C=empath", "D=poisoner", "E=imp", "F=monk", "G=soldier"), "night", 1)
    assert any("(1)" in note.text("en") for note in step(game, "engineer").notes)


def test_the_choice_offers_only_minions_and_demons(library: Library) -> None:
    """The step's choice: 1 to 4 characters, of the Minion and Demon types only (the panel's list)."""
    game = advance_to(exp_table(library, *TWO_MINIONS), "night", 1)
    spec = step(game, "engineer").choose
    assert (spec.characters, spec.needed_characters, spec.character_teams) == (4, 1, (Team.MINION, Team.DEMON))


def test_once_used_the_step_is_skipped_without_the_note(library: Library) -> None:
    """docs/rules/engineer.md test 1 then night 2: the ability is spent, the step is skipped and says nothing more."""
    game = advance_to(exp_table(library, *TWO_MINIONS), "night", 1)
    choose(game, "engineer", characters=("fanggu",))
    advance_to(game, "night", 2)
    assert step(game, "engineer").status != "wakes"
    assert not any("Engineer names" in note.text("en") for note in step(game, "engineer").notes)


def test_after_the_pick_each_changed_player_gets_a_you_are_card(library: Library) -> None:
    """docs/rules/engineer.md Effect (how to run: wake each changed player, show YOU ARE and the new token): naming the
    Spy and the Scarlet Woman changes D and G → two cards, D: Spy, G: Scarlet Woman; the rule note is gone."""
    game = advance_to(exp_table(library, *TWO_MINIONS), "night", 1)
    assert step(game, "engineer").cards == ()
    choose(game, "engineer", characters=("spy", "scarletwoman"))
    done = step(game, "engineer")
    cards = [(card.info, card.to, card.characters) for card in done.cards]
    assert cards == [("you_are", (seat_of(game, "D"),), ("spy",)), ("you_are", (seat_of(game, "G"),), ("scarletwoman",))]
    assert not any("Engineer names" in note.text("en") for note in done.notes)


def test_a_poisoned_engineer_changes_nobody_and_shows_no_card(library: Library) -> None:
    """docs/rules/engineer.md test 4: poisoned A names the Fang Gu: nothing changes, so no YOU ARE card."""
    game = advance_to(exp_table(library, *TWO_MINIONS), "night", 1)
    choose(game, "poisoner", "A")
    choose(game, "engineer", characters=("fanggu",))
    assert game.state.seat(seat_of(game, "E")).character == "imp"
    assert step(game, "engineer").cards == ()


def test_a_demon_named_gives_the_demon_its_card(library: Library) -> None:
    """docs/rules/engineer.md test 1: naming the Fang Gu → one card to E: Fang Gu."""
    game = advance_to(exp_table(library, *TWO_MINIONS), "night", 1)
    choose(game, "engineer", characters=("fanggu",))
    assert [(card.to, card.characters) for card in step(game, "engineer").cards] == [((seat_of(game, "E"),), ("fanggu",))]
