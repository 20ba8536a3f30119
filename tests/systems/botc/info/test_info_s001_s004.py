"""Suggestions for the S001 and S004 information characters: spec 3.x and 4.x "Tests" scenarios."""

from __future__ import annotations

from grimoire_app.model import Library
from grimoire_app.systems.botc.commands import assign_character
from grimoire_app.systems.botc.events import AlignmentChanged, BelievedCharacterSet, Executed, NightChoice, Nominated, VoteRecorded
from grimoire_app.systems.botc.info import suggestion_for, suggestions
from tests.builders import seat_of, table, to_phase
from tests.systems.botc.info.helpers import absent, choose, die, ids, mark, only


def test_grandmother_sees_the_grandchild(library: Library) -> None:
    """spec 3.1 Grandmother: T = {(grandchild, grandchild's character)}; Test 1: candidates are good Townsfolk/Outsiders."""
    game = to_phase(table(library, "001", "p0=grandmother", "p1=sage", "p2=poisoner", "p3=vortox", "p4=goon"), "night", 1)
    unplaced = only(game, "p0", "grandmother")
    assert {answer[0] for answer in unplaced.truth} == set(ids(game, "p1", "p4"))  # type: ignore[index]
    mark(game, "p1", "grandmother", "Grandchild")
    placed = only(game, "p0", "grandmother")
    assert placed.truth == ((seat_of(game, "p1"), "sage"),)


def test_grandmother_under_the_vortox(library: Library) -> None:
    """spec 3.1 Grandmother test 3: Vortox alive, grandchild s4 is the Sage → (s4, Sage) rejected; (s4, Fool) legal."""
    game = to_phase(table(library, "001", "p0=grandmother", "p1=poisoner", "p2=vortox", "p3=goon", "p4=sage"), "night", 1)
    mark(game, "p4", "grandmother", "Grandchild")
    vortox = only(game, "p0", "grandmother")
    assert vortox.mode == "false"
    assert (seat_of(game, "p4"), "sage") not in vortox.legal and (seat_of(game, "p4"), "fool") in vortox.legal
    assert all(answer[0] == seat_of(game, "p4") for answer in vortox.legal)  # type: ignore[index]
    event = vortox.to_event((seat_of(game, "p4"), "fool"))
    assert event.players == (seat_of(game, "p4"),) and event.characters == ("fool",)


def test_philosopher_gains_the_sage_and_is_woken_as_it(library: Library) -> None:
    """spec 3.1 Philosopher test 1: chooses Sage (not in play); killed by the Demon on night 3 → the Sage truth set."""
    game = to_phase(table(library, "001", "p0=philosopher", "p1=poisoner", "p2=zombuul", "p3=fool"), "night", 2)
    game.record(NightChoice(seat=seat_of(game, "p0"), character="philosopher", characters=("sage",)))
    to_phase(game, "night", 3)
    assert absent(game, "p0", "sage")
    die(game, "p0", "demon", "zombuul")
    sage = only(game, "p0", "sage")
    assert all(seat_of(game, "p2") in pair for pair in sage.truth)  # type: ignore[operator]


def test_philosopher_grandmother_makes_the_real_one_drunk(library: Library) -> None:
    """spec 3.1 Philosopher test 2: chooses Grandmother in play at s4 → s4 DRUNK; the Philosopher learns a grandchild tonight."""
    game = to_phase(table(library, "001", "p0=philosopher", "p1=poisoner", "p2=zombuul", "p3=fool", "p4=grandmother"), "night", 1)
    game.record(NightChoice(seat=seat_of(game, "p0"), character="philosopher", characters=("grandmother",)))
    mark(game, "p4", "philosopher", "Drunk")
    assert only(game, "p0", "grandmother").mode == "truth"
    assert only(game, "p4", "grandmother").mode == "any"


def test_philosopher_info_is_false_under_the_vortox(library: Library) -> None:
    """spec 3.1 Philosopher test 3: Vortox alive → Philosopher-Grandmother info must be false."""
    game = to_phase(table(library, "001", "p0=philosopher", "p1=poisoner", "p2=vortox", "p3=fool"), "night", 1)
    game.record(NightChoice(seat=seat_of(game, "p0"), character="philosopher", characters=("grandmother",)))
    mark(game, "p3", "grandmother", "Grandchild")
    held = only(game, "p0", "grandmother")
    assert held.mode == "false" and (seat_of(game, "p3"), "fool") not in held.legal


def test_sage_killed_by_the_demon_learns_two_players(library: Library) -> None:
    """spec 3.1 Sage test 1: the Zombuul s5 kills the Sage → {s5, s1} ∈ T; {s1, s2} ∉ T."""
    game = to_phase(table(library, "001", "p0=sage", "p1=fool", "p2=poisoner", "p3=goon", "p4=alsaahir", "p5=zombuul"), "night", 2)
    die(game, "p0", "demon", "zombuul")
    sage = only(game, "p0", "sage")
    assert ids(game, "p1", "p5") in sage.truth and ids(game, "p1", "p2") not in sage.legal


def test_sage_not_woken_unless_the_demon_killed_it(library: Library) -> None:
    """spec 3.1 Sage test 2: executed → not woken; killed by a Pit-Hag arbitrary death → not woken."""
    game = to_phase(table(library, "001", "p0=sage", "p1=pithag", "p2=zombuul", "p3=fool"), "day", 1)
    die(game, "p0", "execution")
    to_phase(game, "night", 2)
    assert absent(game, "p0", "sage")
    other = to_phase(table(library, "001", "p0=sage", "p1=pithag", "p2=zombuul", "p3=fool"), "night", 2)
    die(other, "p0", "ability", "pithag")
    assert absent(other, "p0", "sage")


def test_sage_under_the_vortox_and_poisoned(library: Library) -> None:
    """spec 3.1 Sage test 3: Vortox s5 kills the Sage → legal pairs exclude s5; Sage poisoned when killed → any pair."""
    game = to_phase(table(library, "001", "p0=sage", "p1=fool", "p2=poisoner", "p3=goon", "p4=alsaahir", "p5=vortox"), "night", 2)
    die(game, "p0", "demon", "vortox")
    vortox = only(game, "p0", "sage")
    assert vortox.legal and all(seat_of(game, "p5") not in pair for pair in vortox.legal)  # type: ignore[operator]
    game2 = to_phase(table(library, "001", "p0=sage", "p1=fool", "p2=poisoner", "p5=zombuul"), "night", 2)
    mark(game2, "p0", "poisoner", "Poisoned")
    die(game2, "p0", "demon", "zombuul")
    poisoned = only(game2, "p0", "sage")
    assert poisoned.mode == "any" and set(poisoned.legal) == set(poisoned.domain)


def test_puzzlemaster_right_and_wrong_guess(library: Library) -> None:
    """spec 3.2 Puzzlemaster tests 2 and 3: right → only the Demon; wrong → any non-Demon seat; Vortox does not apply."""
    game = to_phase(table(library, "001", "p0=puzzlemaster", "p1=poisoner", "p2=vortox", "p3=sage", "p4=fool"), "day", 1)
    mark(game, "p3", "puzzlemaster", "Drunk")
    choose(game, "p0", "puzzlemaster", "p3")
    right = only(game, "p0", "puzzlemaster")
    assert right.legal == (seat_of(game, "p2"),) and right.mode == "truth"
    mark(game, "p0", "puzzlemaster", "Guess Used")
    wrong = suggestion_for(game, seat_of(game, "p0"), "puzzlemaster", ids(game, "p4"))
    assert seat_of(game, "p2") not in wrong.legal and seat_of(game, "p1") in wrong.legal
    to_phase(game, "day", 2)
    assert absent(game, "p0", "puzzlemaster"), "a second guess is refused"


def test_puzzlemaster_drunk_sage_may_be_told_anything(library: Library) -> None:
    """spec 3.2 Puzzlemaster test 1: setup marks s3 (Sage) → s3's Sage info L = D for the whole game."""
    game = to_phase(table(library, "001", "p0=puzzlemaster", "p1=poisoner", "p2=zombuul", "p3=sage"), "night", 2)
    mark(game, "p3", "puzzlemaster", "Drunk")
    die(game, "p3", "demon", "zombuul")
    assert only(game, "p3", "sage").mode == "any"


def empath_table(library: Library):  # type: ignore[no-untyped-def]
    return table(library, "004", "p0=monk", "p1=po", "p2=harpy", "p3=empath", "p4=oracle", "p5=xaan", "p6=gambler")


def test_empath_counts_the_nearest_living_neighbours(library: Library) -> None:
    """spec 4.1 Empath test 1: s2 dead (evil), s1 alive evil Po, s4 alive good → T = {1}; poisoned → {0,1,2}."""
    game = to_phase(empath_table(library), "night", 2)
    die(game, "p2", "demon", "po")
    empath = only(game, "p3", "empath")
    assert empath.legal == (1,) and empath.suggested == 1
    mark(game, "p3", "snakecharmer", "Poisoned")
    poisoned = only(game, "p3", "empath")
    assert set(poisoned.legal) == {0, 1, 2} and poisoned.suggested is None


def test_empath_skips_a_neighbour_killed_tonight(library: Library) -> None:
    """spec 4.1 Empath test 2: the Demon kills s4 (good) tonight; next alive is s5 (evil) → T counts s1 and s5 = {2}."""
    game = to_phase(empath_table(library), "night", 3)
    die(game, "p2", "demon", "po")
    die(game, "p4", "demon", "po")
    assert only(game, "p3", "empath").truth == (2,)


def test_empath_with_few_living(library: Library) -> None:
    """spec 4.1 Empath test 3: alive only s0 Empath, s3 evil, s5 good → T = {1}; one other living seat counted once."""
    game = to_phase(table(library, "004", "p0=empath", "p1=monk", "p2=oracle", "p3=po", "p4=gambler", "p5=virgin", "p6=farmer"), "night", 2)
    for name in ("p1", "p2", "p4", "p6"):
        die(game, name)
    assert only(game, "p0", "empath").truth == (1,)
    die(game, "p5")
    assert only(game, "p0", "empath").truth == (1,)


def test_vortox_empath(library: Library) -> None:
    """spec 3.4 Vortox test 2: Empath whose true count is 1 → legal {0, 2}; Empath poisoned → still {0, 2}."""
    game = to_phase(table(library, "004", "p0=monk", "p1=vortox", "p2=empath", "p3=oracle", "p4=harpy"), "night", 1)
    assert set(only(game, "p2", "empath").legal) == {0, 2}
    mark(game, "p2", "harpy", "Mad")
    mark(game, "p2", "snakecharmer", "Poisoned")
    poisoned = only(game, "p2", "empath")
    assert set(poisoned.legal) == {0, 2} and "vortox" in [w.code for w in poisoned.why]


def test_village_idiot_sober_drunk_and_vortox(library: Library) -> None:
    """spec 4.1 Village Idiot tests 2 and 3: sober picks the Po → {evil}; the drunk one → either; Vortox → opposite."""
    game = to_phase(table(library, "004", "p0=villageidiot", "p1=villageidiot", "p2=po", "p3=monk"), "night", 1)
    mark(game, "p1", "villageidiot", "Drunk")
    choose(game, "p0", "villageidiot", "p2")
    choose(game, "p1", "villageidiot", "p2")
    assert only(game, "p0", "villageidiot").legal == ("evil",)
    assert set(only(game, "p1", "villageidiot").legal) == {"good", "evil"}
    vortox = to_phase(table(library, "004", "p0=villageidiot", "p2=vortox", "p3=monk"), "night", 1)
    choose(vortox, "p0", "villageidiot", "p3")
    assert only(vortox, "p0", "villageidiot").legal == ("evil",)


def test_flowergirl_demon_voted(library: Library) -> None:
    """spec 4.1 Flowergirl test 1: the Po raises a hand on a nomination that fails → T = {yes}."""
    game = to_phase(table(library, "004", "p0=flowergirl", "p1=po", "p2=monk", "p3=harpy"), "day", 2)
    game.record(Nominated(nominator=seat_of(game, "p2"), nominee=seat_of(game, "p3")), override=True)
    game.record(VoteRecorded(nominee=seat_of(game, "p3"), voters=ids(game, "p1")), override=True)
    to_phase(game, "night", 3)
    assert only(game, "p0", "flowergirl").truth == (True,)


def test_flowergirl_demon_made_after_the_vote(library: Library) -> None:
    """spec 4.1 Flowergirl test 2: the Po never votes; a Snake Charmer swap makes s2 the Po on night 3 → T = {no}."""
    game = to_phase(table(library, "004", "p0=flowergirl", "p1=po", "p2=snakecharmer", "p3=harpy"), "day", 2)
    game.record(Nominated(nominator=seat_of(game, "p2"), nominee=seat_of(game, "p3")), override=True)
    game.record(VoteRecorded(nominee=seat_of(game, "p3"), voters=ids(game, "p2")), override=True)
    to_phase(game, "night", 3)
    game.record(assign_character(game.state, seat_of(game, "p2"), game.character("po")))
    game.record(assign_character(game.state, seat_of(game, "p1"), game.character("snakecharmer")))
    assert only(game, "p0", "flowergirl").truth == (False,)


def test_flowergirl_no_demon_yet(library: Library) -> None:
    """spec 4.1 Flowergirl test 3: Summoner game, day 2 (no Demon yet) → T = {no}."""
    game = to_phase(table(library, "004", "p0=flowergirl", "p1=summoner", "p2=monk"), "day", 2)
    game.record(Nominated(nominator=seat_of(game, "p2"), nominee=seat_of(game, "p1")), override=True)
    game.record(VoteRecorded(nominee=seat_of(game, "p1"), voters=ids(game, "p1", "p2")), override=True)
    to_phase(game, "night", 3)
    assert only(game, "p0", "flowergirl").truth == (False,)


def oracle_table(library: Library):  # type: ignore[no-untyped-def]
    return to_phase(table(library, "004", "p0=oracle", "p1=harpy", "p2=po", "p3=monk", "p4=gambler", "p5=klutz"), "night", 2)


def test_oracle_counts_dead_evil(library: Library) -> None:
    """spec 4.1 Oracle tests 1 and 2: dead Harpy, Monk, Gambler → {1}; dead Harpy and an evil Klutz → {2}."""
    game = oracle_table(library)
    for name in ("p1", "p3", "p4"):
        die(game, name)
    assert only(game, "p0", "oracle").truth == (1,)
    other = oracle_table(library)
    other.record(AlignmentChanged(seat=seat_of(other, "p5"), alignment="evil"))
    die(other, "p1")
    die(other, "p5")
    assert only(other, "p0", "oracle").truth == (2,)


def test_oracle_under_the_vortox(library: Library) -> None:
    """spec 4.1 Oracle test 3: Vortox, 2 dead both good → legal {1, 2}."""
    game = to_phase(table(library, "004", "p0=oracle", "p1=vortox", "p2=monk", "p3=gambler", "p4=harpy"), "night", 2)
    die(game, "p2")
    die(game, "p3")
    assert set(only(game, "p0", "oracle").legal) == {1, 2}


def test_oracle_under_the_vortox_with_nobody_dead(library: Library) -> None:
    """spec 4.1 Oracle Info: nobody dead leaves no false value in D = 0..0, so D = 0..n; legal ⊆ D (spec 1.5).

    Found by the demo sweep: legal was 1..n while the domain stayed (0,), breaking the property test.
    """
    game = to_phase(table(library, "004", "p0=oracle", "p1=vortox", "p2=monk", "p3=gambler", "p4=harpy"), "night", 2)
    oracle = only(game, "p0", "oracle")
    assert oracle.truth == (0,)
    assert set(oracle.domain) == set(range(6)) and set(oracle.legal) == set(range(1, 6))
    assert set(oracle.legal) <= set(oracle.domain)
    sober = only(to_phase(table(library, "004", "p0=oracle", "p1=po", "p2=monk"), "night", 2), "p0", "oracle")
    assert sober.domain == (0,) and sober.legal == (0,), "without the Vortox D stays 0..(dead)"


def test_undertaker_sees_the_drunk(library: Library) -> None:
    """spec 4.1 Undertaker test 1 and Drunk test 3: the Drunk (believes Monk) executed and dies → T = {Drunk}."""
    game = table(library, "004", "p0=undertaker", "p1=drunk", "p2=po", "p3=harpy")
    game.record(BelievedCharacterSet(seat=seat_of(game, "p1"), character="monk"))
    to_phase(game, "day", 2)
    game.record(Executed(seat=seat_of(game, "p1")), override=True)
    die(game, "p1", "execution")
    to_phase(game, "night", 3)
    undertaker = only(game, "p0", "undertaker")
    assert undertaker.legal == ("drunk",) and undertaker.to_event("drunk").characters == ("drunk",)


def test_undertaker_not_woken_without_an_execution_death(library: Library) -> None:
    """spec 4.1 Undertaker test 2: the Lleech executed with its host alive → no death; Undertaker not woken."""
    game = to_phase(table(library, "004", "p0=undertaker", "p1=lleech", "p2=monk"), "day", 2)
    game.record(Executed(seat=seat_of(game, "p1")), override=True)
    to_phase(game, "night", 3)
    assert absent(game, "p0", "undertaker")


def test_undertaker_has_no_answer_for_a_seat_without_a_character(library: Library) -> None:
    """A seat not yet given a character (a Traveller's, beyond 15 players) executed and dead: no true
    answer (it was an empty character, which crashed recording it); the Storyteller picks any."""
    game = to_phase(table(library, "004", "p0=undertaker", "p1", "p2=monk", "p3=vortox"), "day", 2)
    game.record(Executed(seat=seat_of(game, "p1")), override=True)
    die(game, "p1", "execution")
    to_phase(game, "night", 3)
    undertaker = suggestion_for(game, seat_of(game, "p0"), "undertaker")
    assert undertaker.truth == () and "" not in undertaker.domain and "monk" in undertaker.domain
    assert undertaker.to_event("monk").characters == ("monk",)


def test_undertaker_virgin_execution_and_vortox(library: Library) -> None:
    """spec 4.1 Undertaker test 3: a Townsfolk nominates the Virgin and is executed → T = {that Townsfolk}; Vortox → excluded."""
    game = to_phase(table(library, "004", "p0=undertaker", "p1=monk", "p2=virgin", "p3=vortox"), "day", 3)
    game.record(Nominated(nominator=seat_of(game, "p1"), nominee=seat_of(game, "p2")), override=True)
    game.record(Executed(seat=seat_of(game, "p1")), override=True)
    die(game, "p1", "execution")
    to_phase(game, "night", 4)
    vortox = only(game, "p0", "undertaker")
    assert vortox.truth == ("monk",) and "monk" not in vortox.legal and "virgin" in vortox.legal


def test_savant_statements(library: Library) -> None:
    """spec 4.1 Savant tests 1 and 3: sober → exactly one true; Vortox → both false; poisoned → any combination."""
    game = to_phase(table(library, "004", "p0=savant", "p1=harpy", "p2=po"), "day", 2)
    sober = only(game, "p0", "savant")
    assert sober.legal == (1,) and not sober.is_legal(2) and not sober.is_legal(0)
    assert sober.to_event(1, text="p1 is evil / p2 is the Monk").answer == 1
    mark(game, "p0", "snakecharmer", "Poisoned")
    assert set(only(game, "p0", "savant").legal) == {0, 1, 2}
    vortox = to_phase(table(library, "004", "p0=savant", "p1=vortox"), "day", 2)
    assert only(vortox, "p0", "savant").legal == (0,)


def test_nightwatchman_target_under_the_vortox(library: Library) -> None:
    """spec 2.1 Nightwatchman test 3 (S004): Vortox alive, s2 picks s4 → every seat except s2; dead Nightwatchman → not woken."""
    game = to_phase(table(library, "004", "p0=monk", "p1=vortox", "p2=nightwatchman", "p3=harpy", "p4=oracle"), "night", 1)
    choose(game, "p2", "nightwatchman", "p4")
    vortox = only(game, "p2", "nightwatchman")
    assert set(vortox.legal) == {seat.id for seat in game.state.seats} - {seat_of(game, "p2")}
    die(game, "p2")
    assert absent(game, "p2", "nightwatchman")


def test_xaan_night_gives_every_townsfolk_any_answer(library: Library) -> None:
    """spec 4.3 Xaan test 1: on night X all Townsfolk infos have L = D."""
    game = to_phase(table(library, "004", "p0=empath", "p1=xaan", "p2=po", "p3=oracle", "p4=monk"), "night", 2)
    mark(game, "p1", "xaan", "X")
    assert all(s.mode == "any" for s in suggestions(game) if s.step in ("empath", "oracle"))
