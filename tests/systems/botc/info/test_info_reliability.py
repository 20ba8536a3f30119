"""Reliability: every drunk and poison source of the seed characters (spec 1.4), and the Vortox."""

from __future__ import annotations

from grimoire_app.model import Library
from grimoire_app.systems.botc.commands import assign_character
from grimoire_app.systems.botc.events import ReminderRemoved
from grimoire_app.systems.botc.info import reliability, vortox_active, vortox_forces_false
from tests.builders import seat_of, table, to_phase
from tests.systems.botc.info.helpers import die, mark


def rel(game, name):  # type: ignore[no-untyped-def]
    return reliability(game, seat_of(game, name))


def test_healthy_player_works_with_no_reasons(library: Library) -> None:
    """spec 1.4: functioning = holds the ability, not drunk, not poisoned, alive."""
    game = to_phase(table(library, "000", "a=empath", "b=poisoner", "c=fanggu"), "night", 1)
    result = rel(game, "a")
    assert result.working and not result.drunk and not result.poisoned and result.reasons == ()


def test_poisoner_poisons_until_the_poisoner_stops_functioning(library: Library) -> None:
    """spec 2.3 Poisoner test 2: the Poisoner executed → the poisoned player is healthy from that moment."""
    game = to_phase(table(library, "000", "a=fortuneteller", "b=poisoner", "c=fanggu"), "night", 1)
    mark(game, "a", "poisoner", "Poisoned")
    result = rel(game, "a")
    assert result.poisoned and not result.working
    assert [r.code for r in result.reasons] == ["poisoner"] and result.reasons[0].source == seat_of(game, "b")
    assert "b" in result.reasons[0].en and "독살범" in result.reasons[0].ko
    die(game, "b", "execution")
    result = rel(game, "a")
    assert result.working and [r.effect for r in result.reasons] == ["inactive"]


def test_a_poisoned_poisoner_poisons_nobody(library: Library) -> None:
    """spec 1.4: ongoing effects stop while their source is drunk or poisoned."""
    game = to_phase(table(library, "004", "a=empath", "b=poisoner", "c=lleech"), "night", 2)
    mark(game, "a", "poisoner", "Poisoned")
    mark(game, "b", "lleech", "Poisoned")
    assert rel(game, "b").poisoned
    assert not rel(game, "a").poisoned


def test_source_cycle_lists_both_reasons(library: Library) -> None:
    """A Poisoner who is the Lleech's host and poisons the Lleech: the cycle is not resolved by the app."""
    game = to_phase(table(library, "004", "a=empath", "b=poisoner", "c=lleech"), "night", 2)
    mark(game, "b", "lleech", "Poisoned")
    mark(game, "c", "poisoner", "Poisoned")
    assert rel(game, "b").poisoned and rel(game, "c").poisoned


def test_the_drunk_is_always_drunk(library: Library) -> None:
    """seeds/000 Drunk; spec 2.2: the Drunk believes a Townsfolk but has no ability."""
    game = to_phase(table(library, "000", "a=drunk", "b=poisoner", "c=fanggu"), "night", 1)
    result = rel(game, "a")
    assert result.drunk and not result.working and result.reasons[0].code == "drunk"


def test_vigormortis_poison_lasts_while_the_vigormortis_functions(library: Library) -> None:
    """spec 2.4 Vigormortis test 3: the Vigormortis executed → every POISONED it caused is healed."""
    game = to_phase(table(library, "000", "a=noble", "b=poisoner", "c=klutz", "d=vigormortis"), "night", 2)
    die(game, "b", "demon", "vigormortis")
    mark(game, "b", "vigormortis", "Has Ability")
    mark(game, "a", "vigormortis", "Poisoned")
    assert rel(game, "a").poisoned
    assert rel(game, "b").working, "a dead Minion with HAS ABILITY keeps its ability"
    die(game, "d", "execution")
    assert not rel(game, "a").poisoned
    assert not rel(game, "b").working


def test_lleech_host_is_poisoned_while_the_lleech_functions(library: Library) -> None:
    """spec 4.4 Lleech test 1: host POISONED all game; impaired Lleech → host healthy meanwhile."""
    game = to_phase(table(library, "004", "a=empath", "b=snakecharmer", "c=lleech", "d=poisoner"), "night", 1)
    mark(game, "a", "lleech", "Poisoned")
    assert rel(game, "a").poisoned
    mark(game, "c", "poisoner", "Poisoned")
    assert not rel(game, "a").poisoned


def test_xaan_poisons_every_townsfolk_on_night_x(library: Library) -> None:
    """spec 4.3 Xaan test 1 and Drunk test 3: X in the grimoire → every Townsfolk poisoned; the Drunk is not."""
    game = to_phase(table(library, "004", "a=empath", "b=drunk", "c=xaan", "d=po", "e=golem"), "night", 2)
    mark(game, "c", "xaan", "X")
    assert rel(game, "a").poisoned
    assert [r.code for r in rel(game, "b").reasons] == ["drunk"]
    assert not rel(game, "e").poisoned and not rel(game, "c").poisoned
    removed = next(r.id for r in game.state.seat(seat_of(game, "c")).reminders)
    game.record(ReminderRemoved(reminder=removed, because="dusk"))
    assert not rel(game, "a").poisoned


def test_xaan_impaired_places_no_live_x(library: Library) -> None:
    """spec 4.3 Xaan test 2: X = 1 and the Lleech picks the Xaan as host → no working X."""
    game = to_phase(table(library, "004", "a=empath", "c=xaan", "d=lleech"), "night", 1)
    mark(game, "c", "xaan", "X")
    mark(game, "c", "lleech", "Poisoned")
    assert not rel(game, "a").poisoned


def test_snake_charmer_poison_is_permanent(library: Library) -> None:
    """spec 4.1 Snake Charmer test 1: the ex-Demon is POISONED permanently, whatever the new Demon does."""
    game = to_phase(table(library, "004", "a=po", "b=snakecharmer", "c=empath"), "night", 2)
    mark(game, "b", "snakecharmer", "Poisoned")
    die(game, "a", "execution")
    assert rel(game, "b").poisoned


def test_philosopher_drunk_lasts_while_the_philosopher_lives(library: Library) -> None:
    """spec 3.1 Philosopher test 2: s4 DRUNK; the Philosopher executed → s4's DRUNK ends."""
    game = to_phase(table(library, "001", "a=philosopher", "b=grandmother", "c=vortox", "d=poisoner"), "night", 1)
    mark(game, "b", "philosopher", "Drunk")
    assert rel(game, "b").drunk
    die(game, "a", "execution")
    assert not rel(game, "b").drunk


def test_puzzlemaster_drunk_survives_its_death_but_not_its_poisoning(library: Library) -> None:
    """spec 3.2 Puzzlemaster test 1 and 3: drunk all game, even after the Puzzlemaster dies; suspended while it is poisoned."""
    game = to_phase(table(library, "001", "a=sage", "b=puzzlemaster", "c=poisoner", "d=zombuul"), "night", 1)
    mark(game, "a", "puzzlemaster", "Drunk")
    die(game, "b", "execution")
    assert rel(game, "a").drunk
    mark(game, "b", "poisoner", "Poisoned")
    assert not rel(game, "a").drunk


def test_village_idiot_drunk_only_while_a_village_idiot(library: Library) -> None:
    """spec 4.1 Village Idiot: the DRUNK is permanent, removed only if that player stops being a Village Idiot."""
    game = to_phase(table(library, "004", "a=villageidiot", "b=villageidiot", "c=po"), "night", 1)
    mark(game, "a", "villageidiot", "Drunk")
    die(game, "b", "execution")
    assert rel(game, "a").drunk and not rel(game, "b").drunk
    game.record(assign_character(game.state, seat_of(game, "a"), game.character("farmer")))
    assert not rel(game, "a").drunk


def test_cannibal_goon_organ_grinder_tokens(library: Library) -> None:
    """spec 1.4 table: Cannibal POISONED (evil meal), Goon DRUNK and Organ Grinder DRUNK until dusk."""
    game = to_phase(table(library, "001", "a=poisoner", "b=goon", "c=organgrinder", "d=vortox"), "night", 1)
    mark(game, "a", "goon", "Drunk")
    mark(game, "c", "organgrinder", "Drunk")
    assert rel(game, "a").drunk and rel(game, "c").drunk
    game0 = to_phase(table(library, "000", "a=cannibal", "b=witch", "c=fanggu"), "night", 1)
    mark(game0, "a", "cannibal", "Poisoned")
    assert rel(game0, "a").poisoned


def test_witch_fearmonger_and_harpy_do_not_impair(library: Library) -> None:
    """spec 2.3 Witch, Fearmonger; 4.3 Harpy: CURSED and FEAR are no impairment; MAD is only noted."""
    game = to_phase(table(library, "000", "a=empath", "b=witch", "c=fearmonger", "d=fanggu"), "night", 1)
    mark(game, "a", "witch", "Cursed")
    mark(game, "a", "fearmonger", "Fear")
    assert rel(game, "a").working and rel(game, "a").reasons == ()
    game4 = to_phase(table(library, "004", "a=empath", "b=harpy", "c=po"), "night", 1)
    mark(game4, "a", "harpy", "Mad")
    result = rel(game4, "a")
    assert result.working and [r.effect for r in result.reasons] == ["mad"]


def test_dead_players_abilities_stop_except_the_listed_ones(library: Library) -> None:
    """spec 1.4: the seat must be alive — except Klutz, Sage, Farmer, Barber, Heretic, Puzzlemaster, … ."""
    game = to_phase(table(library, "001", "a=sage", "b=grandmother", "c=zombuul", "d=poisoner"), "night", 2)
    die(game, "a", "demon", "zombuul")
    die(game, "b", "demon", "zombuul")
    assert rel(game, "a").working
    result = rel(game, "b")
    assert not result.working and result.reasons[0].code == "dead"


def test_off_script_tokens_count_generically(library: Library) -> None:
    """A DRUNK or POISONED token of a character with no rule here (homebrew, off-script) still counts."""
    game = to_phase(table(library, "000", "a=empath", "b=poisoner", "c=fanggu"), "night", 1)
    mark(game, "a", "hb_witchdoctor", "Poisoned")  # a homebrew id (the Widow, used here before, has its rule now)
    assert rel(game, "a").poisoned and rel(game, "a").reasons[0].code == "generic_poisoned"


def test_vortox_forces_false_for_townsfolk_only(library: Library) -> None:
    """spec 1.5 rule 1 and 3.4: a functioning Vortox makes Townsfolk info false; the Drunk and Outsiders are not bound."""
    game = to_phase(table(library, "004", "a=empath", "b=drunk", "c=vortox", "d=harpy"), "night", 1)
    assert vortox_active(game)
    assert vortox_forces_false(game, seat_of(game, "a"))
    assert not vortox_forces_false(game, seat_of(game, "b"))
    mark(game, "c", "snakecharmer", "Poisoned")  # an ex-Demon poisoned for good: the Vortox no longer functions
    assert not vortox_active(game) and not vortox_forces_false(game)


def test_vortox_dead_frees_information_and_at_replays_history(library: Library) -> None:
    """spec 3.4 Vortox test 1 (Vortox dead → no effect); `at` reads an earlier moment."""
    game = to_phase(table(library, "001", "a=sage", "b=vortox", "c=poisoner"), "night", 1)
    before = len(game.events)
    die(game, "b", "execution")
    assert not vortox_forces_false(game, seat_of(game, "a"))
    assert vortox_forces_false(game, seat_of(game, "a"), at=before)
    assert reliability(game, seat_of(game, "b"), at=before).working
