"""Registration (info/registration.py, resources/botc/registration.json): the Recluse and the Spy seen by every information ability.

docs/rules/recluse.md and docs/rules/spy.md, "Tests": each information character of the three base
scripts that the engine implements, beside or choosing a Recluse or a Spy: the real answer stays the
truth and the suggestion, what the registration could make true is legal too, and the why names it.
"""

from __future__ import annotations

from grimoire_app.model import Library
from grimoire_app.model.characters import Team
from grimoire_app.systems.botc.events import Nominated, VoteRecorded
from grimoire_app.systems.botc.info import suggestion_for
from grimoire_app.systems.botc.info.registration import Sight, misregistrations
from tests.builders import seat_of, to_phase
from tests.systems.botc.info.helpers import choose, die, ids, mark, only
from tests.systems.botc.info.tb_helpers import tb_table

MINIONS = {"poisoner", "spy", "scarletwoman", "baron"}
TOWNSFOLK_ON_TB = 13


def _codes(suggestion: object) -> set[str]:
    return {w.code for w in suggestion.why}  # type: ignore[attr-defined]


def test_the_table_names_the_recluse_and_the_spy() -> None:
    """docs/rules/recluse.md test 1 / spy.md test 1: the data says who may misregister, as what, even if dead."""
    table = misregistrations()
    assert table["recluse"].alignments == ("evil",) and set(table["recluse"].teams) == {Team.MINION, Team.DEMON}
    assert table["spy"].alignments == ("good",) and set(table["spy"].teams) == {Team.TOWNSFOLK, Team.OUTSIDER}
    assert table["recluse"].even_if_dead and table["spy"].even_if_dead


def test_sight_lists_every_possible_value_real_first(library: Library) -> None:
    """recluse.md test 2 / spy.md test 2: the real value first, then what the registration allows; others register truly."""
    game = to_phase(tb_table(library, "a=recluse", "b=spy", "c=empath", "d=imp", "e=chef"), "night", 1)
    sight = Sight.now(game)
    recluse, spy, empath = (game.state.seat(s) for s in ids(game, "a", "b", "c"))
    assert sight.alignments(recluse) == ("good", "evil") and sight.demon(recluse) == (False, True)
    assert sight.teams(recluse) == (Team.OUTSIDER, Team.MINION, Team.DEMON)
    assert set(sight.characters(recluse)) == {"recluse", *MINIONS, "imp"}
    assert sight.alignments(spy) == ("evil", "good") and sight.may_be_team(spy, Team.TOWNSFOLK)
    assert sight.characters(spy)[0] == "spy" and "washerwoman" in sight.characters(spy) and "saint" in sight.characters(spy)
    assert sight.demon(spy) == (False,)
    assert sight.alignments(empath) == ("good",) and not sight.seen(empath).misregisters


def test_a_poisoned_recluse_or_spy_registers_truly(library: Library) -> None:
    """recluse.md test 3 / spy.md test 3: a drunk or poisoned Recluse or Spy registers as what it is."""
    game = to_phase(tb_table(library, "a=recluse", "b=spy", "c=empath", "d=imp", "e=poisoner"), "night", 1)
    mark(game, "a", "poisoner", "Poisoned")
    sight = Sight.now(game)
    assert sight.alignments(game.state.seat(seat_of(game, "a"))) == ("good",)
    assert sight.alignments(game.state.seat(seat_of(game, "b"))) == ("evil", "good")


def test_a_dead_recluse_still_misregisters(library: Library) -> None:
    """recluse.md test 4: "even if dead" — a dead, sober Recluse may still register as evil."""
    game = to_phase(tb_table(library, "a=recluse", "b=spy", "c=empath", "d=imp", "e=chef"), "night", 2)
    die(game, "a")
    assert Sight.now(game).alignments(game.state.seat(seat_of(game, "a"))) == ("good", "evil")


def test_empath_beside_a_recluse_truth_and_truth_plus_one(library: Library) -> None:
    """recluse.md test 5: an Empath between a Recluse and a good player: truth 0, legal {0, 1}; the why names the Recluse."""
    game = to_phase(tb_table(library, "a=recluse", "b=empath", "c=chef", "d=imp", "e=poisoner"), "night", 1)
    empath = only(game, "b", "empath")
    assert empath.truth == (0,) and empath.suggested == 0 and set(empath.legal) == {0, 1}
    assert "registers_alignment" in _codes(empath)
    assert any("Recluse" in w.en and "a" in w.en for w in empath.why if w.code == "registers_alignment")


def test_empath_beside_a_spy_may_see_it_good(library: Library) -> None:
    """spy.md test 4: an Empath between the Spy and the Imp: truth 2, legal {1, 2}."""
    game = to_phase(tb_table(library, "a=spy", "b=empath", "c=imp", "d=chef", "e=saint"), "night", 1)
    empath = only(game, "b", "empath")
    assert empath.truth == (2,) and set(empath.legal) == {1, 2}


def test_empath_beside_a_recluse_under_the_vortox_may_say_anything(library: Library) -> None:
    """recluse.md test 6: under the Vortox either count is false in some registration, so every number is legal."""
    game = tb_table(library, "a=recluse", "b=empath", "c=chef", "d=vortox", "e=poisoner", extra=("vortox",))
    to_phase(game, "night", 1)
    empath = only(game, "b", "empath")
    assert empath.mode == "false" and set(empath.legal) == {0, 1, 2}


def test_fortune_teller_may_see_the_recluse_as_the_demon(library: Library) -> None:
    """recluse.md test 7: the Fortune Teller chooses the Recluse and a good player: truth "no", "yes" legal too."""
    game = to_phase(tb_table(library, "a=fortuneteller", "b=recluse", "c=chef", "d=imp", "e=poisoner"), "night", 1)
    teller = suggestion_for(game, seat_of(game, "a"), "fortuneteller", ids(game, "b", "c"))
    assert teller.truth == (False,) and set(teller.legal) == {True, False}
    assert "registers_demon" in _codes(teller)
    plain = suggestion_for(game, seat_of(game, "a"), "fortuneteller", ids(game, "c", "e"))
    assert plain.legal == (False,)


def test_fortune_teller_and_the_spy_stays_no(library: Library) -> None:
    """spy.md test 5: the Spy never registers as the Demon: choosing the Spy and a good player stays "no"."""
    game = to_phase(tb_table(library, "a=fortuneteller", "b=spy", "c=chef", "d=imp", "e=saint"), "night", 1)
    teller = suggestion_for(game, seat_of(game, "a"), "fortuneteller", ids(game, "b", "c"))
    assert teller.legal == (False,)


def _executed(library: Library, victim: str) -> object:
    game = to_phase(tb_table(library, "a=undertaker", f"b={victim}", "c=chef", "d=imp", "e=saint"), "day", 1)
    die(game, "b", "execution")
    to_phase(game, "night", 2)
    return only(game, "a", "undertaker")


def test_undertaker_sees_an_executed_spy_as_any_townsfolk_or_outsider(library: Library) -> None:
    """spy.md test 6: the executed Spy: truth Spy; any Townsfolk or Outsider on the script legal."""
    undertaker = _executed(library, "spy")
    assert undertaker.truth == ("spy",) and undertaker.suggested == "spy"  # type: ignore[attr-defined]
    assert {"washerwoman", "saint", "butler"} <= set(undertaker.legal)  # type: ignore[attr-defined]
    assert "imp" not in undertaker.legal and "registers_character" in _codes(undertaker)  # type: ignore[attr-defined]


def test_undertaker_sees_an_executed_recluse_as_a_minion_or_demon(library: Library) -> None:
    """recluse.md test 8: the executed Recluse: truth Recluse; any Minion or Demon on the script legal."""
    undertaker = _executed(library, "recluse")
    assert set(undertaker.legal) == {"recluse", *MINIONS, "imp"}  # type: ignore[attr-defined]


def test_ravenkeeper_chooses_the_recluse(library: Library) -> None:
    """recluse.md test 9: a Ravenkeeper killed tonight chooses the Recluse: Recluse true; Imp and the Minions legal."""
    game = to_phase(tb_table(library, "a=ravenkeeper", "b=recluse", "c=chef", "d=imp", "e=saint"), "night", 2)
    die(game, "a", "demon", "imp")
    raven = suggestion_for(game, seat_of(game, "a"), "ravenkeeper", ids(game, "b"))
    assert raven.truth == ("recluse",) and set(raven.legal) == {"recluse", *MINIONS, "imp"}


def test_ravenkeeper_chooses_the_spy(library: Library) -> None:
    """spy.md test 7: a Ravenkeeper chooses the Spy: Spy true; any Townsfolk or Outsider legal."""
    game = to_phase(tb_table(library, "a=ravenkeeper", "b=spy", "c=chef", "d=imp", "e=saint"), "night", 2)
    die(game, "a", "demon", "imp")
    raven = suggestion_for(game, seat_of(game, "a"), "ravenkeeper", ids(game, "b"))
    assert raven.truth == ("spy",) and "empath" in raven.legal and "imp" not in raven.legal


def test_investigator_may_see_the_recluse_as_any_minion(library: Library) -> None:
    """recluse.md test 10: no Minion but the Recluse near: (Recluse, X, any Minion) legal, the Baron true with its seat."""
    game = to_phase(tb_table(library, "a=investigator", "b=recluse", "c=chef", "d=imp", "e=baron"), "night", 1)
    inv = only(game, "a", "investigator")
    b, c, e = ids(game, "b", "c", "e")
    assert (b, c, "poisoner") in inv.legal and (b, c, "scarletwoman") in inv.legal and (b, c, "poisoner") not in inv.truth
    assert (c, e, "baron") in inv.truth and (b, c, "imp") not in inv.legal
    assert "registers_character" in _codes(inv)


def test_washerwoman_may_see_the_spy_as_a_townsfolk(library: Library) -> None:
    """spy.md test 8: (Spy, X, any Townsfolk on the script) legal; the real Townsfolk's pairs true."""
    game = to_phase(tb_table(library, "a=washerwoman", "b=spy", "c=chef", "d=imp", "e=saint"), "night", 1)
    wash = only(game, "a", "washerwoman")
    b, c, e = ids(game, "b", "c", "e")
    assert (b, e, "empath") in wash.legal and (b, e, "empath") not in wash.truth
    assert (b, c, "chef") in wash.truth
    assert not any(a[2] == "saint" for a in wash.legal)  # type: ignore[index]


def test_librarian_may_see_the_spy_as_an_outsider(library: Library) -> None:
    """spy.md test 9: no Outsider in play: truth "0"; the Spy shown as any Outsider legal too."""
    game = to_phase(tb_table(library, "a=librarian", "b=spy", "c=chef", "d=imp", "e=empath"), "night", 1)
    lib = only(game, "a", "librarian")
    b, c = ids(game, "b", "c")
    assert lib.truth == ((),) and (b, c, "butler") in lib.legal and (b, c, "saint") in lib.legal


def test_librarian_may_see_a_lone_recluse_as_no_outsider(library: Library) -> None:
    """recluse.md test 11: the only Outsider is the Recluse: its pairs are true; "0" legal (it may register as a Minion)."""
    game = to_phase(tb_table(library, "a=librarian", "b=recluse", "c=chef", "d=imp", "e=empath"), "night", 1)
    lib = only(game, "a", "librarian")
    assert (ids(game, "b")[0], ids(game, "c")[0], "recluse") in lib.truth and () in lib.legal and () not in lib.truth


def test_chef_counts_a_recluse_pair_and_may_drop_a_spy_pair(library: Library) -> None:
    """recluse.md test 12 / spy.md test 10: Recluse beside the Imp, Spy beside the Poisoner: truth 1; {0, 1, 2} legal."""
    game = to_phase(tb_table(library, "a=chef", "b=recluse", "c=imp", "d=empath", "e=spy", "f=poisoner", "g=saint"), "night", 1)
    chef = only(game, "a", "chef")
    assert chef.truth == (1,) and set(chef.legal) == {0, 1, 2}


def test_noble_may_count_the_recluse_as_evil(library: Library) -> None:
    """recluse.md test 13 (seed Noble): three good players incl. the Recluse become a legal triple."""
    game = to_phase(tb_table(library, "a=noble", "b=recluse", "c=chef", "d=imp", "e=saint", extra=("noble",)), "night", 1)
    noble = only(game, "a", "noble")
    b, c, e = ids(game, "b", "c", "e")
    assert (b, c, e) not in noble.truth and (b, c, e) in noble.legal


def test_seamstress_and_village_idiot_see_the_spy_as_good(library: Library) -> None:
    """spy.md test 11 (seed Seamstress, Village Idiot): the Spy may read good."""
    game = to_phase(tb_table(library, "a=seamstress", "b=spy", "c=chef", "d=imp", "e=villageidiot", extra=("seamstress", "villageidiot")), "night", 1)
    seam = suggestion_for(game, seat_of(game, "a"), "seamstress", ids(game, "b", "c"))
    assert seam.truth == (False,) and set(seam.legal) == {True, False}
    idiot = suggestion_for(game, seat_of(game, "e"), "villageidiot", ids(game, "b"))
    assert idiot.truth == ("evil",) and set(idiot.legal) == {"good", "evil"}


def test_oracle_and_bounty_hunter_see_a_recluse_as_evil(library: Library) -> None:
    """recluse.md test 14 (seed Oracle, Bounty Hunter): a dead Recluse may count as a dead evil; the Recluse may be the known evil player."""
    game = to_phase(tb_table(library, "a=oracle", "b=recluse", "c=bountyhunter", "d=imp", "e=saint", extra=("oracle", "bountyhunter")), "night", 1)
    hunter = only(game, "c", "bountyhunter")
    assert seat_of(game, "b") in hunter.legal and seat_of(game, "b") not in hunter.truth
    to_phase(game, "night", 2)
    die(game, "b")
    oracle = only(game, "a", "oracle")
    assert oracle.truth == (0,) and set(oracle.legal) == {0, 1}


def test_town_crier_and_flowergirl_see_the_recluse(library: Library) -> None:
    """recluse.md test 15 (seed Town Crier, Flowergirl): the Recluse nominating may be a Minion; voting, the Demon."""
    game = tb_table(library, "a=towncrier", "b=recluse", "c=flowergirl", "d=imp", "e=saint", extra=("towncrier", "flowergirl"))
    to_phase(game, "day", 1)
    b, e = ids(game, "b", "e")
    game.record(Nominated(nominator=b, nominee=e), override=True)
    game.record(VoteRecorded(nominee=e, voters=(b,)), override=True)
    to_phase(game, "night", 2)
    crier, flower = only(game, "a", "towncrier"), only(game, "c", "flowergirl")
    assert crier.truth == (False,) and set(crier.legal) == {True, False}
    assert flower.truth == (False,) and set(flower.legal) == {True, False}


def test_town_crier_may_hide_a_spy_nomination(library: Library) -> None:
    """spy.md test 12 (seed Town Crier): only the Spy nominated: truth "yes"; "no" legal (it may register as a Townsfolk)."""
    game = tb_table(library, "a=towncrier", "b=spy", "c=chef", "d=imp", "e=saint", extra=("towncrier",))
    to_phase(game, "day", 1)
    game.record(Nominated(nominator=seat_of(game, "b"), nominee=seat_of(game, "e")), override=True)
    to_phase(game, "night", 2)
    crier = only(game, "a", "towncrier")
    assert crier.truth == (True,) and set(crier.legal) == {True, False}


def test_balloonist_may_see_the_recluse_as_another_type(library: Library) -> None:
    """recluse.md test 16 (seed Balloonist): after an Outsider, the Recluse (an Outsider) is legal as a Minion."""
    game = tb_table(library, "a=balloonist", "b=recluse", "c=saint", "d=imp", "e=chef", extra=("balloonist",))
    to_phase(game, "night", 1)
    first = only(game, "a", "balloonist")
    game.record(first.to_event(seat_of(game, "c")), override=True)
    to_phase(game, "night", 2)
    second = only(game, "a", "balloonist")
    assert seat_of(game, "b") not in second.truth and seat_of(game, "b") in second.legal


def test_registration_answers_are_accepted_by_the_check(library: Library) -> None:
    """recluse.md test 17: recording the registration answer (Empath 1 beside the Recluse) is legal, not an override."""
    import grimoire_app.systems.botc.tonight  # noqa: F401  (registers the answer check)

    game = to_phase(tb_table(library, "a=recluse", "b=empath", "c=chef", "d=imp", "e=poisoner"), "night", 1)
    empath = only(game, "b", "empath")
    assert not game.check(empath.to_event(1))
    assert game.check(empath.to_event(2))


def test_a_choice_helper_still_reads_registration(library: Library) -> None:
    """spy.md test 13: the Fortune Teller's recorded choice of the Recluse and the Imp stays "yes" only."""
    game = to_phase(tb_table(library, "a=fortuneteller", "b=recluse", "c=chef", "d=imp", "e=saint"), "night", 1)
    choose(game, "a", "fortuneteller", "b", "d")
    assert only(game, "a", "fortuneteller").legal == (True,)


def test_sage_may_be_shown_the_recluse_as_its_killer(library: Library) -> None:
    """recluse.md Registration (the Sage/Recluse jinx): pairs with the Recluse but not the Demon become legal."""
    game = to_phase(tb_table(library, "a=sage", "b=recluse", "c=chef", "d=imp", "e=saint", extra=("sage",)), "night", 2)
    die(game, "a", "demon", "imp")
    sage = only(game, "a", "sage")
    b, c = ids(game, "b", "c")
    assert (b, c) not in sage.truth and (b, c) in sage.legal and "registers_demon" in _codes(sage)


def test_puzzlemaster_right_guess_may_point_at_the_recluse(library: Library) -> None:
    """recluse.md Registration (seed Puzzlemaster): the right guess learns the Demon; the Recluse is legal too."""
    game = to_phase(tb_table(library, "a=puzzlemaster", "b=recluse", "c=chef", "d=imp", "e=saint", extra=("puzzlemaster",)), "day", 1)
    mark(game, "c", "puzzlemaster", "Drunk")
    puzzle = suggestion_for(game, seat_of(game, "a"), "puzzlemaster", ids(game, "c"))
    assert puzzle.truth == ids(game, "d") and set(puzzle.legal) == set(ids(game, "b", "d"))


def test_under_the_vortox_the_spy_shown_as_a_townsfolk_is_a_false_answer(library: Library) -> None:
    """spy.md test 8 and washerwoman.md Info: under the Vortox, D minus T — the Spy's registration pairs stay legal, real pairs do not."""
    game = to_phase(tb_table(library, "a=washerwoman", "b=spy", "c=chef", "d=vortox", "e=saint", extra=("vortox",)), "night", 1)
    wash = only(game, "a", "washerwoman")
    b, c, e = ids(game, "b", "c", "e")
    assert wash.mode == "false" and (b, e, "empath") in wash.legal and (b, c, "chef") not in wash.legal


def test_the_recluse_is_never_a_townsfolk_and_the_spy_is_true_as_the_spy(library: Library) -> None:
    """recluse.md / spy.md: the Washerwoman never sees the Recluse as a Townsfolk; the Investigator sees the Spy as the Spy only."""
    game = to_phase(tb_table(library, "a=washerwoman", "b=recluse", "c=investigator", "d=imp", "e=spy"), "night", 1)
    wash = only(game, "a", "washerwoman")
    b, c, d = ids(game, "b", "c", "d")
    with_recluse = [answer for answer in wash.legal if b in answer[:2]]  # type: ignore[index, operator]
    assert with_recluse and all(set(answer[:2]) - {b} <= {c, seat_of(game, "e")} for answer in with_recluse)  # type: ignore[index]
    assert (b, d, "chef") not in wash.legal and not any(answer[2] == "recluse" for answer in wash.legal)  # type: ignore[index]
    inv = only(game, "c", "investigator")
    e = seat_of(game, "e")
    assert all(answer[2] == "spy" for answer in inv.truth if e in answer[:2])  # type: ignore[index]
    assert any(e in answer[:2] and answer[2] == "spy" for answer in inv.truth)  # type: ignore[index]


def test_empath_between_the_recluse_and_the_spy_may_say_anything(library: Library) -> None:
    """recluse.md / spy.md: Recluse (good, may be evil) and Spy (evil, may be good) → truth 1, legal {0, 1, 2}."""
    game = to_phase(tb_table(library, "a=recluse", "b=empath", "c=spy", "d=imp", "e=saint"), "night", 1)
    empath = only(game, "b", "empath")
    assert empath.truth == (1,) and set(empath.legal) == {0, 1, 2}
    assert sum(w.code == "registers_alignment" for w in empath.why) == 2
