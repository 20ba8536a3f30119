"""The Demon holding the Boffin's good ability at night (issue 21): each test cites docs/rules/boffin.md's Tests list.

Table (in seat order, so D's living neighbours are B and X): B Boffin, D Imp, X Poisoner, q1 Chef, q2 Soldier,
q3 Mayor, q4 Saint. The gift is never in play.
"""

from __future__ import annotations

from grimoire_app.model import Library
from grimoire_app.systems.botc.game import Game
from grimoire_app.systems.botc.info import reliability, suggestion_for, suggestions
from grimoire_app.systems.botc.tonight import proposed_deaths
from tests.builders import seat_of
from tests.systems.botc.jinx_minions_helpers import jinx_table
from tests.systems.botc.tonight.tonight_helpers import advance_to, choose, codes, die, mark, step, tokens

TABLE = ("B=boffin", "D=imp", "X=poisoner", "q1=chef", "q2=soldier", "q3=mayor", "q4=saint")


def gifted(library: Library, gift: str, night: int = 2, extra: str = "") -> Game:
    """The table with the Boffin's gift picked on night 1, advanced to the night asked."""
    game = advance_to(jinx_table(library, f"boffin {gift} {extra}".strip(), *TABLE), "night", 1)
    choose(game, "boffin", characters=(gift,))
    return advance_to(game, "night", night)


def test_empath_step_wakes_the_demon_with_its_truth(library: Library) -> None:
    """docs/rules/boffin.md test 5: the Empath given, night 2 the Empath step wakes D (via the Boffin, not impaired)
    with the note naming D; the truth for D's seat is 2 (B and X are evil), the only legal answer."""
    game = gifted(library, "empath")
    d = seat_of(game, "D")
    found = step(game, "empath")
    assert found.status == "wakes" and found.wakes == (d,)
    assert [(a.seat, a.via, a.impaired) for a in found.actors] == [(d, "boffin", ())]
    assert [n.seat for n in found.notes if n.code == "boffin_demon_acts"] == [d]
    suggestion = suggestion_for(game, d, "empath")
    assert suggestion.truth == (2,) and suggestion.legal == (2,) and suggestion.mode == "truth"
    assert [s.step for s in suggestions(game, seat=d)] == ["empath"]


def test_demon_poisoned_still_gets_the_true_number(library: Library) -> None:
    """docs/rules/boffin.md test 6: X poisons D on night 2 → the Empath step still wakes D unimpaired; the only legal
    answer is still 2 (the Demon's own poison does not touch the gift)."""
    game = gifted(library, "empath")
    d = seat_of(game, "D")
    choose(game, "poisoner", "D")
    assert ("poisoner", "Poisoned") in tokens(game, "D")
    found = step(game, "empath")
    assert found.status == "wakes" and found.actors[0].impaired == ()
    suggestion = suggestion_for(game, d, "empath")
    assert suggestion.legal == (2,) and suggestion.reliability.working


def test_boffin_poisoned_loses_the_gift(library: Library) -> None:
    """docs/rules/boffin.md test 7: X poisons B on night 2 → the Empath step is skipped for D with `boffin_lost`, and
    D has no Empath information."""
    game = gifted(library, "empath")
    choose(game, "poisoner", "B")
    found = step(game, "empath")
    assert found.status == "skipped" and "boffin_lost" in codes(found) and found.wakes == ()
    assert [s.step for s in suggestions(game, seat=seat_of(game, "D"))] == []


def test_boffin_dead_loses_the_gift(library: Library) -> None:
    """docs/rules/boffin.md test 8: B dies on day 1 → night 2 the Empath step is skipped with `boffin_lost` (named B)."""
    game = gifted(library, "empath", night=1)
    advance_to(game, "day", 1)
    die(game, "B")
    advance_to(game, "night", 2)
    found = step(game, "empath")
    assert found.status == "skipped" and [r.seat for r in found.reasons if r.code == "boffin_lost"] == [seat_of(game, "B")]


def test_monk_gift_protects_from_the_demon(library: Library) -> None:
    """docs/rules/boffin.md test 9: the Monk given; night 2 D chooses q1 at the Monk step → SAFE on q1; D then attacks
    q1 → q1 does not die (`safe`). Another game where X poisons D first: D's SAFE on q1 is still live (not inert)."""
    game = gifted(library, "monk")
    assert step(game, "monk").wakes == (seat_of(game, "D"),)
    choose(game, "monk", "q1")
    choose(game, "imp", "q1")
    proposal = [p for p in proposed_deaths(game) if p.seat == seat_of(game, "q1")]
    assert [(p.dies, [r.code for r in p.why]) for p in proposal] == [(False, ["safe"])]
    poisoned = gifted(library, "monk")
    choose(poisoned, "poisoner", "D")
    choose(poisoned, "monk", "q1")
    safe = [r for r in poisoned.state.seat(seat_of(poisoned, "q1")).reminders if (r.character, r.token) == ("monk", "Safe")]
    assert len(safe) == 1 and not safe[0].inert


def test_monk_gift_lost_when_the_boffin_is_poisoned(library: Library) -> None:
    """docs/rules/boffin.md test 10: the Monk given, SAFE on q1 from night 2; night 3 X poisons B → the Monk step is
    skipped (`boffin_lost`) and the old SAFE token does not protect q1 any more: D's attack kills q1."""
    game = gifted(library, "monk")
    choose(game, "monk", "q1")
    advance_to(game, "night", 3)
    choose(game, "poisoner", "B")
    assert "boffin_lost" in codes(step(game, "monk"))
    mark(game, "q1", "monk", "Safe")
    choose(game, "imp", "q1")
    proposal = [p for p in proposed_deaths(game) if p.seat == seat_of(game, "q1")]
    assert [p.dies for p in proposal] == [True]


def test_fortune_teller_gift_reads_the_red_herring(library: Library) -> None:
    """docs/rules/boffin.md test 11: the Fortune Teller given, the red herring on q1; night 2 D chooses q1 and q2 → yes
    (the red herring); D chooses q2 and q4 → no; D chooses itself and q2 → yes (a Demon)."""
    game = gifted(library, "fortuneteller")
    mark(game, "q1", "fortuneteller", "Red Herring")
    d = seat_of(game, "D")
    assert step(game, "fortuneteller").wakes == (d,)
    expected = {("q1", "q2"): True, ("q2", "q4"): False, ("D", "q2"): True}
    for names, answer in expected.items():
        suggestion = suggestion_for(game, d, "fortuneteller", tuple(seat_of(game, n) for n in names))
        assert suggestion.truth == (answer,) and suggestion.legal == (answer,), names


def test_killing_gift_ignores_the_demons_poison(library: Library) -> None:
    """docs/rules/boffin.md test 12: the Lycanthrope given; night 2 X poisons D, D chooses q1 at the Lycanthrope step →
    q1 dies of it; with B poisoned instead the step is skipped (`boffin_lost`)."""
    game = gifted(library, "lycanthrope")
    choose(game, "poisoner", "D")
    assert step(game, "lycanthrope").wakes == (seat_of(game, "D"),)
    choose(game, "lycanthrope", "q1")
    proposal = [p for p in proposed_deaths(game) if p.seat == seat_of(game, "q1") and p.source == "lycanthrope"]
    assert [p.dies for p in proposal] == [True]
    lost = gifted(library, "lycanthrope")
    choose(lost, "poisoner", "B")
    assert "boffin_lost" in codes(step(lost, "lycanthrope"))


def test_cult_leader_gift_never_turns_the_demon_good(library: Library) -> None:
    """docs/rules/boffin.md test 13 (jinx Cult Leader): seats B, q1 Chef, D Imp, X, …; the Cult Leader given; night 2
    the Cult Leader step has D as its actor and the Storyteller picks D's good neighbour q1 → D stays evil."""
    table = ("B=boffin", "q1=chef", "D=imp", "X=poisoner", "q2=soldier", "q3=mayor", "q4=saint")
    game = advance_to(jinx_table(library, "boffin cultleader", *table), "night", 1)
    choose(game, "boffin", characters=("cultleader",))
    advance_to(game, "night", 2)
    found = step(game, "cultleader")
    assert [(a.seat, a.via) for a in found.actors if a.acts] == [(seat_of(game, "D"), "boffin")]
    choose(game, "cultleader", "q1")
    assert game.state.seat(seat_of(game, "D")).alignment == "evil"


def test_courtier_gift_makes_drunk_by_the_boffins_seat(library: Library) -> None:
    """docs/rules/boffin.md test 14: the Courtier given; night 2 X poisons D, D chooses the Chef → q1 is drunk (the
    Courtier's token, judged by B's seat); night 3 X poisons B → q1 is no longer drunk."""
    game = gifted(library, "courtier")
    choose(game, "poisoner", "D")
    assert step(game, "courtier").wakes == (seat_of(game, "D"),)
    choose(game, "courtier", characters=("chef",))
    assert reliability(game, seat_of(game, "q1")).drunk
    advance_to(game, "night", 3)
    choose(game, "poisoner", "B")
    assert not reliability(game, seat_of(game, "q1")).impaired


def test_vortox_makes_a_given_townsfolk_ability_false(library: Library) -> None:
    """docs/rules/boffin.md test 15 [DECISION]: D is a Vortox and the Empath given; night 2 the truth is 2 but the
    legal answers are only the false ones (0 and 1)."""
    table = ("B=boffin", "D=vortox", "X=poisoner", "q1=chef", "q2=soldier", "q3=mayor", "q4=saint")
    game = advance_to(jinx_table(library, "boffin empath vortox", *table), "night", 1)
    choose(game, "boffin", characters=("empath",))
    advance_to(game, "night", 2)
    suggestion = suggestion_for(game, seat_of(game, "D"), "empath")
    assert suggestion.truth == (2,) and 2 not in suggestion.legal and {0, 1} <= set(suggestion.legal)


def test_goon_gift_catches_even_with_the_demon_poisoned(library: Library) -> None:
    """docs/rules/boffin.md test 16 (jinx Goon): seats B, D, X, q1 Monk…; the Goon given; night 2 D is poisoned (X's
    POISONED placed by hand: a choice of D would itself be caught), then the Monk q1 chooses D → q1 is drunk (the
    Goon's DRUNK), no SAFE on D, D stays evil."""
    table = ("B=boffin", "D=imp", "X=poisoner", "q1=monk", "q2=soldier", "q3=mayor", "q4=saint")
    game = advance_to(jinx_table(library, "boffin goon", *table), "night", 1)
    choose(game, "boffin", characters=("goon",))
    advance_to(game, "night", 2)
    mark(game, "D", "poisoner", "Poisoned")
    assert reliability(game, seat_of(game, "D")).poisoned
    choose(game, "monk", "D")
    assert ("goon", "Drunk") in tokens(game, "q1") and ("monk", "Safe") not in tokens(game, "D")
    assert game.state.seat(seat_of(game, "D")).alignment == "evil"


def test_first_night_gift_wakes_the_demon_the_same_night(library: Library) -> None:
    """docs/rules/boffin.md test 17: the Washerwoman given on night 1 → the Washerwoman step, later that night, wakes D
    (via the Boffin); before the pick it is not in play."""
    game = advance_to(jinx_table(library, "boffin", *TABLE), "night", 1)
    assert step(game, "washerwoman").status == "skipped"
    choose(game, "boffin", characters=("washerwoman",))
    found = step(game, "washerwoman")
    assert found.status == "wakes" and found.wakes == (seat_of(game, "D"),) and found.actors[0].via == "boffin"


def test_alchemist_with_the_boffins_ability_gives_the_demon_the_gift(library: Library) -> None:
    """docs/rules/boffin.md test 20 (jinx Alchemist): the Alchemist A holds the Boffin's ability and picks the Empath on
    night 1 → night 2 the Empath step wakes D (via the Boffin); A poisoned → `boffin_lost` naming A."""
    from tests.systems.botc.tonight.tonight_helpers import held_minion

    table = ("A=alchemist", "D=imp", "X=poisoner", "q1=chef", "q2=soldier", "q3=mayor", "q4=saint")
    game = advance_to(jinx_table(library, "alchemist boffin empath", *table), "night", 1)
    held_minion(game, "A", "boffin")
    choose(game, "boffin", characters=("empath",), actor="A")
    advance_to(game, "night", 2)
    found = step(game, "empath")
    assert found.wakes == (seat_of(game, "D"),) and found.actors[0].via == "boffin"
    choose(game, "poisoner", "A")
    assert [r.seat for r in step(game, "empath").reasons if r.code == "boffin_lost"] == [seat_of(game, "A")]
