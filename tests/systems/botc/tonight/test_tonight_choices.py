"""choice_events / info_events: a night choice becomes the events the panel records with one click."""

from __future__ import annotations

import pytest

from grimoire_app.model import Library
from grimoire_app.systems.botc.events import AlignmentChanged, CharacterAssigned, NightChoice, ReminderMoved, ReminderPlaced
from grimoire_app.systems.botc.tonight import TonightError, check_choice, choice_events
from tests.builders import seat_of
from tests.systems.botc.tonight.tonight_helpers import advance, advance_to, choose, execute, game_of, mark, show, step, tokens

S004 = ("A=empath", "B=monk", "C=oracle", "D=savant", "E=virgin", "F=golem", "G=harpy", "H=po")


def test_poisoner_poisons_the_chosen_player(library: Library) -> None:
    """Seeds/001 Poisoner how-to-run: POISONED by the chosen player; the NightChoice names the Poisoner's ability."""
    game = game_of(library, "001", "A=sage", "B=fool", "C=alsaahir", "D=heretic", "E=puzzlemaster", "F=grandmother", "G=poisoner", "H=vortox")
    advance(game)
    events = choose(game, "poisoner", "B")
    assert isinstance(events[0], NightChoice) and events[0].character == "poisoner"
    assert ("poisoner", "Poisoned") in tokens(game, "B")


def test_monk_safe_and_witch_cursed(library: Library) -> None:
    """Seeds/004 Monk (SAFE on the chosen) and seeds/000 Witch (CURSED on the chosen)."""
    game = game_of(library, "004", *S004[:6], "G=goblin", "H=po")
    advance_to(game, "night", 2)
    choose(game, "monk", "A")
    assert ("monk", "Safe") in tokens(game, "A")
    witch = game_of(library, "000", "A=noble", "B=general", "C=klutz", "D=seamstress", "E=witch", "F=fanggu", "G=fortuneteller")
    advance(witch)
    choose(witch, "witch", "A")
    assert ("witch", "Cursed") in tokens(witch, "A")


def test_fear_moves_to_the_new_target(library: Library) -> None:
    """Spec 2.3 Fearmonger: FEAR moved to the chosen player each night (seeds/000 how-to-run "move the FEAR")."""
    game = game_of(library, "000", "A=noble", "B=general", "C=klutz", "D=seamstress", "E=fearmonger", "F=fanggu", "G=fortuneteller")
    advance(game)
    choose(game, "fearmonger", "A")
    advance_to(game, "night", 2)
    events = choose(game, "fearmonger", "B")
    assert any(isinstance(e, ReminderMoved) for e in events)
    assert ("fearmonger", "Fear") in tokens(game, "B") and not tokens(game, "A")


def test_harpy_marks_mad_and_second(library: Library) -> None:
    """Spec 4.3 Harpy test 1: MAD on the first, 2ND on the second; moved at the next choice."""
    game = game_of(library, "004", *S004)
    advance(game)
    choose(game, "harpy", "B", "E")
    assert tokens(game, "B") == {("harpy", "Mad")} and tokens(game, "E") == {("harpy", "2nd")}
    advance_to(game, "night", 2)
    choose(game, "harpy", "C", "D")
    assert not tokens(game, "B") and tokens(game, "C") == {("harpy", "Mad")} and tokens(game, "D") == {("harpy", "2nd")}


def test_once_per_game_choices_mark_no_ability_only_when_chosen(library: Library) -> None:
    """Spec 2.1 Nightwatchman test 2 / Seamstress: a head shake keeps the ability; a choice places NO ABILITY."""
    game = game_of(library, "000", "A=nightwatchman", "B=seamstress", "C=klutz", "D=noble", "E=poisoner", "F=fanggu", "G=general")
    advance(game)
    choose(game, "seamstress")
    assert not tokens(game, "B")
    choose(game, "nightwatchman", "C")
    assert ("nightwatchman", "No Ability") in tokens(game, "A")


def test_assassin_spends_its_ability(library: Library) -> None:
    """Spec 2.3 Assassin test 1: a chosen player → NO ABILITY on the Assassin."""
    game = game_of(library, "000", "A=noble", "B=general", "C=klutz", "D=seamstress", "E=assassin", "F=fanggu", "G=fortuneteller")
    advance_to(game, "night", 2)
    choose(game, "assassin", "A")
    assert ("assassin", "No Ability") in tokens(game, "E")


def test_bounty_hunter_know_moves_to_the_player_shown(library: Library) -> None:
    """Spec 2.1 Bounty Hunter: KNOW moves each time a new player is shown (seeds/000 how-to-run)."""
    game = game_of(library, "000", "A=bountyhunter", "B=general", "C=klutz", "D=seamstress", "E=poisoner", "F=fanggu", "G=noble")
    mark(game, "E", "bountyhunter", "Know")
    advance(game)
    show(game, "bountyhunter", "E")
    assert ("bountyhunter", "Know") in tokens(game, "E")
    advance_to(game, "day", 2)
    execute(game, "E")
    advance(game)
    show(game, "bountyhunter", "F")
    assert ("bountyhunter", "Know") in tokens(game, "F") and not tokens(game, "E")


def test_lil_monsta_token_moves_to_the_new_babysitter(library: Library) -> None:
    """Spec 2.4 Lil' Monsta test 2: IS THE DEMON moves to the new babysitter, never doubled."""
    game = game_of(library, "000", "A=noble", "B=general", "C=klutz", "D=seamstress", "E=poisoner", "F=witch", "G=fortuneteller")
    advance(game)
    choose(game, "lilmonsta", "E")
    advance_to(game, "night", 2)
    choose(game, "lilmonsta", "F")
    assert ("lilmonsta", "Is The Demon") in tokens(game, "F") and not tokens(game, "E")


def test_organ_grinder_nod_is_choosing_itself(library: Library) -> None:
    """Spec 3.3 Organ Grinder test 2: a nod → DRUNK on the Organ Grinder."""
    game = game_of(library, "001", "A=sage", "B=fool", "C=alsaahir", "D=heretic", "E=puzzlemaster", "F=grandmother", "G=organgrinder", "H=vortox")
    advance(game)
    choose(game, "organgrinder", "G")
    assert ("organgrinder", "Drunk") in tokens(game, "G")


def test_po_charges_and_spends_three_attacks(library: Library) -> None:
    """Spec 4.4 Po test 1: no-one → 3 ATTACKS; three chosen → token removed (used)."""
    game = game_of(library, "004", *S004)
    advance_to(game, "night", 2)
    choose(game, "po")
    assert ("po", "3 Attacks") in tokens(game, "H")
    advance_to(game, "night", 3)
    choose(game, "po", "A", "B", "C")
    assert not tokens(game, "H")


def test_snake_charmer_swaps_with_the_demon(library: Library) -> None:
    """Spec 4.1 Snake Charmer test 1: picks the Po → evil Po and a good, poisoned Snake Charmer."""
    game = game_of(library, "004", "A=snakecharmer", "B=monk", "C=oracle", "D=savant", "E=virgin", "F=golem", "G=goblin", "H=po")
    advance_to(game, "night", 2)
    choose(game, "snakecharmer", "G")
    assert game.state.seat(seat_of(game, "A")).character == "snakecharmer"
    choose(game, "snakecharmer", "H")
    charmer, demon = game.state.seat(seat_of(game, "A")), game.state.seat(seat_of(game, "H"))
    assert (charmer.character, charmer.alignment) == ("po", "evil")
    assert (demon.character, demon.alignment) == ("snakecharmer", "good")
    assert ("snakecharmer", "Poisoned") in tokens(game, "H")


def test_poisoned_snake_charmer_changes_nothing(library: Library) -> None:
    """Spec 1.4: a poisoned Snake Charmer chooses the Demon and nothing happens."""
    game = game_of(library, "004", "A=snakecharmer", "B=monk", "C=oracle", "D=savant", "E=virgin", "F=golem", "G=goblin", "H=po")
    advance(game)
    mark(game, "A", "snakecharmer", "Poisoned")
    events = choose(game, "snakecharmer", "H")
    assert events == [events[0]] and game.state.seat(seat_of(game, "A")).character == "snakecharmer"


def test_pit_hag_changes_only_to_characters_not_in_play(library: Library) -> None:
    """Spec 3.3 Pit-Hag tests 1-2: Sage not in play → becomes Sage (good); Ojo in play → nothing."""
    game = game_of(library, "001", "A=poppygrower", "B=fool", "C=alsaahir", "D=heretic", "E=goon", "F=puzzlemaster", "G=pithag", "H=ojo")
    advance_to(game, "night", 2)
    choose(game, "pithag", "A", characters=("sage",))
    assert (game.state.seat(seat_of(game, "A")).character, game.state.seat(seat_of(game, "A")).alignment) == ("sage", "good")
    events = choose(game, "pithag", "B", characters=("ojo",))
    assert not any(isinstance(e, CharacterAssigned) for e in events)


def test_philosopher_in_play_and_not(library: Library) -> None:
    """Seeds/001 Philosopher how-to-run: in play → DRUNK on that player; not in play → IS THE PHILOSOPHER."""
    game = game_of(library, "001", "A=philosopher", "B=grandmother", "C=alsaahir", "D=heretic", "E=fool", "F=puzzlemaster", "G=poisoner", "H=vortox")
    advance(game)
    choose(game, "philosopher", characters=("grandmother",))
    assert ("philosopher", "Drunk") in tokens(game, "B")
    other = game_of(library, "001", "A=philosopher", "B=grandmother", "C=alsaahir", "D=heretic", "E=fool", "F=puzzlemaster", "G=poisoner", "H=vortox")
    advance(other)
    choose(other, "philosopher", characters=("sage",))
    assert ("philosopher", "Is The Philosopher") in tokens(other, "A")


def test_summoner_makes_an_evil_demon_on_night_three(library: Library) -> None:
    """Spec 4.3 Summoner test 2: night 3 picks the good Monk + Vortox → evil Vortox; markers move."""
    game = game_of(library, "004", "A=empath", "B=monk", "C=oracle", "D=savant", "E=virgin", "F=golem", "G=summoner", "H=goblin")
    mark(game, "G", "summoner", "Night 1")
    advance_to(game, "night", 2)
    choose(game, "summoner")
    assert tokens(game, "G") == {("summoner", "Night 2")}
    advance_to(game, "night", 3)
    choose(game, "summoner", "B", characters=("vortox",))
    monk = game.state.seat(seat_of(game, "B"))
    assert (monk.character, monk.alignment) == ("vortox", "evil")
    assert tokens(game, "G") == {("summoner", "Night 3")}


def test_xaan_markers_and_x(library: Library) -> None:
    """Spec 4.3 Xaan test 1: night markers move; X placed on night X (2 Outsiders dealt)."""
    game = game_of(library, "004", "A=empath", "B=monk", "C=oracle", "D=savant", "E=golem", "F=klutz", "G=xaan", "H=po")
    mark(game, "G", "xaan", "Night 1")
    advance_to(game, "night", 2)
    choose(game, "xaan")
    assert tokens(game, "G") == {("xaan", "Night 2"), ("xaan", "X")}


def test_barber_swap_keeps_alignments(library: Library) -> None:
    """Spec 4.2 Barber test 1: the Demon swaps the Monk and the Harpy; HAIRCUTS TONIGHT is used."""
    game = game_of(library, "004", "A=barber", "B=monk", "C=oracle", "D=savant", "E=virgin", "F=golem", "G=harpy", "H=po")
    advance_to(game, "day", 2)
    execute(game, "A")
    mark(game, "A", "barber", "Haircuts Tonight")
    advance(game)
    assert step(game, "barber").choosers == (seat_of(game, "H"),), "the Demon chooses at the dead Barber's step"
    choose(game, "barber", "B", "G")
    monk, harpy = game.state.seat(seat_of(game, "B")), game.state.seat(seat_of(game, "G"))
    assert (monk.character, monk.alignment, harpy.character, harpy.alignment) == ("harpy", "good", "monk", "evil")
    assert not tokens(game, "A")


def test_goon_catches_the_first_chooser(library: Library) -> None:
    """Spec 3.2 Goon test 1 / 2.3 Poisoner test 3: the Poisoner picks the Goon → Poisoner DRUNK, nobody poisoned, Goon evil."""
    game = game_of(library, "001", "A=sage", "B=goon", "C=alsaahir", "D=heretic", "E=fool", "F=grandmother", "G=poisoner", "H=vortox")
    advance(game)
    events = choose(game, "poisoner", "B")
    assert any(isinstance(e, AlignmentChanged) for e in events)
    assert ("goon", "Drunk") in tokens(game, "G") and not tokens(game, "B")
    assert game.state.seat(seat_of(game, "B")).alignment == "evil"
    assert "goon_caught" in {n.code for n in step(game, "poisoner").notes}
    advance_to(game, "night", 2)
    assert not tokens(game, "G"), "the Goon's DRUNK ends at dusk"
    choose(game, "poisoner", "B")
    later = choice_events(game, "vortox", [seat_of(game, "B")])
    assert not any(isinstance(e, ReminderPlaced) and e.character == "goon" for e in later), "spec 3.2 Goon test 2: only the first"


def test_town_crier_answer_removes_minion_nominated(library: Library) -> None:
    """Spec 2.1 Town Crier: after its wake, remove MINION NOMINATED (used)."""
    game = game_of(library, "000", "A=towncrier", "B=general", "C=klutz", "D=seamstress", "E=poisoner", "F=fanggu", "G=noble")
    advance_to(game, "day", 1)
    mark(game, "A", "towncrier", "Minion Nominated")
    advance(game)
    show(game, "towncrier", answer=True, override=True)  # no Minion nominated in fact: "yes" is the Storyteller's override
    assert ("towncrier", "Minion Nominated") not in tokens(game, "A")


def test_unknown_step_is_refused(library: Library) -> None:
    """A choice for a step that is not on tonight's sheet is a TonightError (a ValueError)."""
    game = game_of(library, "000", "A=noble", "B=general")
    advance(game)
    with pytest.raises(TonightError):
        choice_events(game, "vortox", [])
    with pytest.raises(ValueError):
        choice_events(game, "poisoner", [])


def test_check_choice_warns_without_refusing(library: Library) -> None:
    """Spec 4.1 Monk (not itself), Snake Charmer test 2 (a dead player is rejected), Fortune Teller (2 players)."""
    game = game_of(library, "004", "A=snakecharmer", "B=monk", "C=oracle", "D=savant", "E=goblin", "F=po")
    advance_to(game, "day", 1)
    execute(game, "C")
    advance(game)
    monk, charmer = seat_of(game, "B"), seat_of(game, "A")
    assert [r.code for r in check_choice(game, "monk", [monk])] == ["choice_self"]
    assert [r.code for r in check_choice(game, "snakecharmer", [seat_of(game, "C")])] == ["choice_dead"]
    assert [r.code for r in check_choice(game, "snakecharmer", [charmer, monk])] == ["choice_count"]
    assert check_choice(game, "snakecharmer", [monk]) == ()
