"""Bad Moon Rising's good characters at night: Sailor, Innkeeper, Exorcist, Gossip, Courtier, Professor, Tea Lady."""

from __future__ import annotations

import pytest

from grimoire_app.model import Library
from grimoire_app.model.errors import IllegalEventError
from grimoire_app.systems.botc.events import NightChoice, PlayerRevived, PublicAct
from grimoire_app.systems.botc.game import Game
from grimoire_app.systems.botc.info.reliability import reliability
from grimoire_app.systems.botc.tonight import choice_events, proposed_deaths
from grimoire_app.systems.botc.tonight.picks_bmr_good import innkeeper_events, sailor_events
from tests.builders import seat_of
from tests.systems.botc.bmr_good_helpers import bmr_table
from tests.systems.botc.tonight.tonight_helpers import advance, advance_to, choose, codes, die, record, step, tokens

TABLE = ("A=sailor", "B=chambermaid", "C=innkeeper", "D=exorcist", "E=po", "F=assassin", "G=fool", "H=courtier", "I=professor", "J=gossip",
         "K=goon")


def night(library: Library, number: int, *players: str) -> Game:
    """The standard table (or the players given) advanced to night n with the dusk and dawn checklists."""
    return advance_to(bmr_table(library, *(players or TABLE)), "night", number)


def drunk(game: Game, name: str) -> bool:
    return reliability(game, seat_of(game, name)).drunk


def deaths(game: Game) -> dict[str, tuple[bool, set[str]]]:
    """Tonight's proposals by victim name: (dies, why codes)."""
    return {game.state.seat(p.seat).name: (p.dies, {r.code for r in p.why}) for p in proposed_deaths(game) if p.seat}


# --- Sailor -------------------------------------------------------------------------------------


def test_sailor_makes_the_chosen_player_drunk_until_dusk(library: Library) -> None:
    """docs/rules/sailor.md test 1: night 1 the Sailor A chooses B: DRUNK on B, B drunk through day 1, gone at its dusk."""
    game = night(library, 1)
    sheet = step(game, "sailor")
    assert sheet.status == "wakes" and "sailor_pick" in {n.code for n in sheet.notes}
    choose(game, "sailor", "B")
    assert ("sailor", "Drunk") in tokens(game, "B") and drunk(game, "B") and not drunk(game, "A")
    advance(game)
    assert drunk(game, "B")
    advance(game)
    assert ("sailor", "Drunk") not in tokens(game, "B") and not drunk(game, "B")


def test_storyteller_may_make_the_sailor_drunk_instead(library: Library) -> None:
    """docs/rules/sailor.md test 2: the Storyteller puts DRUNK on the Sailor: A is drunk, B is not."""
    game = night(library, 1)
    record(game, sailor_events(game, seat_of(game, "B"), sailor_drunk=True))
    assert ("sailor", "Drunk") in tokens(game, "A") and drunk(game, "A") and not drunk(game, "B")


def test_sober_sailor_cannot_die_at_night(library: Library) -> None:
    """docs/rules/sailor.md test 3: night 2 the Po attacks the sober Sailor A: no death, reason sailor_cannot_die."""
    game = night(library, 2)
    choose(game, "sailor", "B")
    choose(game, "po", "A")
    assert deaths(game)["A"] == (False, {"sailor_cannot_die"})


def test_drunk_sailor_dies(library: Library) -> None:
    """docs/rules/sailor.md test 4: the Sailor drunk by its own choice dies to the Po."""
    game = night(library, 2)
    record(game, sailor_events(game, seat_of(game, "B"), sailor_drunk=True))
    choose(game, "po", "A")
    assert deaths(game)["A"][0] is True


def test_assassin_kills_the_sober_sailor(library: Library) -> None:
    """docs/rules/sailor.md test 5: the Assassin's kill happens even to a sober Sailor."""
    game = night(library, 2)
    choose(game, "assassin", "A")
    assert deaths(game)["A"][0] is True


def test_dead_sailor_does_not_wake(library: Library) -> None:
    """docs/rules/sailor.md test 6: the Sailor died on day 1 (Storyteller): night 2 its step is skipped, dead."""
    game = advance_to(bmr_table(library, *TABLE), "day", 1)
    die(game, "A")
    advance(game)
    assert step(game, "sailor").status == "skipped" and "dead" in codes(step(game, "sailor"))


# --- Innkeeper ----------------------------------------------------------------------------------


def test_innkeeper_protects_two_and_makes_one_drunk(library: Library) -> None:
    """docs/rules/innkeeper.md test 1: night 2 the Innkeeper C picks G and B, B drunk: the Po's attack on G fails."""
    game = night(library, 2)
    assert "innkeeper_pick" in {n.code for n in step(game, "innkeeper").notes}
    record(game, innkeeper_events(game, (seat_of(game, "G"), seat_of(game, "B")), drunk=seat_of(game, "B")))
    assert ("innkeeper", "Safe") in tokens(game, "G") and ("innkeeper", "Safe") in tokens(game, "B")
    assert drunk(game, "B") and not drunk(game, "G")
    choose(game, "po", "G")
    assert deaths(game)["G"] == (False, {"innkeeper_safe"})


def test_innkeeper_default_drunk_is_the_first_chosen(library: Library) -> None:
    """docs/rules/innkeeper.md test 2: recorded as chosen, DRUNK lies by the first chosen player."""
    game = night(library, 2)
    choose(game, "innkeeper", "B", "G")
    assert ("innkeeper", "Drunk") in tokens(game, "B") and ("innkeeper", "Drunk") not in tokens(game, "G")


def test_innkeeper_tokens_come_off_at_dawn_and_dusk(library: Library) -> None:
    """docs/rules/innkeeper.md test 3: SAFE goes at dawn, DRUNK at the next dusk."""
    game = night(library, 2)
    choose(game, "innkeeper", "B", "G")
    advance(game)
    assert tokens(game, "G") == set() and tokens(game, "B") == {("innkeeper", "Drunk")}
    advance(game)
    assert tokens(game, "B") == set()


def test_innkeeper_choosing_itself_drunk_still_protects(library: Library) -> None:
    """docs/rules/innkeeper.md test 4 [DECISION]: the Innkeeper C drunk by its own choice still keeps B safe tonight."""
    game = night(library, 2)
    choose(game, "innkeeper", "C", "B")
    assert drunk(game, "C")
    choose(game, "po", "B")
    assert deaths(game)["B"] == (False, {"innkeeper_safe"})


def test_innkeeper_does_not_stop_the_assassin_and_sleeps_on_night_1(library: Library) -> None:
    """docs/rules/innkeeper.md tests 5-6: the Assassin kills a SAFE player; night 1 the Innkeeper does not wake."""
    assert "not_first_night" in codes(step(night(library, 1), "innkeeper"))
    game = night(library, 2)
    choose(game, "innkeeper", "B", "G")
    choose(game, "assassin", "G")
    assert deaths(game)["G"][0] is True


def test_poisoned_innkeeper_protects_nobody(library: Library) -> None:
    """docs/rules/innkeeper.md test 7: the Innkeeper drunk by the Sailor: SAFE has no effect."""
    game = night(library, 2)
    choose(game, "sailor", "C")
    choose(game, "innkeeper", "J", "B")
    choose(game, "po", "B")
    assert deaths(game)["B"][0] is True


# --- Exorcist -----------------------------------------------------------------------------------


def test_exorcist_stops_the_demon(library: Library) -> None:
    """docs/rules/exorcist.md test 1: night 2 D chooses the Po E: the Po's step is skipped, E learns D."""
    game = night(library, 2)
    choose(game, "exorcist", "E")
    exorcist = step(game, "exorcist")
    assert [(c.to, c.characters, c.players) for c in exorcist.cards] == [((seat_of(game, "E"),), ("exorcist",), (seat_of(game, "D"),))]
    po = step(game, "po")
    assert po.status == "skipped" and "exorcised" in codes(po)
    assert ("exorcist", "Chosen") in tokens(game, "E")


def test_exorcised_demon_kill_recorded_anyway_does_not_happen(library: Library) -> None:
    """docs/rules/exorcist.md test 2: a kill recorded for the exorcised Po (override) is proposed as no death."""
    game = night(library, 2)
    choose(game, "exorcist", "E")
    game.record(NightChoice(seat=seat_of(game, "E"), character="po", players=(seat_of(game, "G"),)), True)
    assert deaths(game)["G"] == (False, {"exorcised"})


def test_exorcist_may_not_choose_the_same_player_twice_running(library: Library) -> None:
    """docs/rules/exorcist.md test 3: night 3 choosing E again is refused; another player is fine; CHOSEN moves."""
    game = night(library, 2)
    choose(game, "exorcist", "E")
    advance_to(game, "night", 3)
    assert "exorcist_not_again" in {n.code for n in step(game, "exorcist").notes}
    again = choice_events(game, "exorcist", [seat_of(game, "E")])[0]
    assert [r.code for r in game.check(again)] == ["exorcist_again"]  # type: ignore[attr-defined]
    with pytest.raises(IllegalEventError):
        game.record(again)
    choose(game, "exorcist", "G")
    assert ("exorcist", "Chosen") in tokens(game, "G") and ("exorcist", "Chosen") not in tokens(game, "E")
    assert step(game, "po").status == "wakes"


def test_drunk_exorcist_does_not_stop_the_demon(library: Library) -> None:
    """docs/rules/exorcist.md test 4: the Sailor made D drunk: the Po still wakes and no card is shown."""
    game = night(library, 2)
    choose(game, "sailor", "D")
    choose(game, "exorcist", "E")
    assert step(game, "po").status == "wakes" and step(game, "exorcist").cards == ()


def test_exorcist_sleeps_on_night_1(library: Library) -> None:
    """docs/rules/exorcist.md test 5: no first-night slot."""
    assert "not_first_night" in codes(step(night(library, 1), "exorcist"))


# --- Gossip -------------------------------------------------------------------------------------


def gossip_day(library: Library, text: str | None = "The Demon is the Po") -> Game:
    game = advance_to(bmr_table(library, *TABLE), "day", 1)
    if text is not None:
        game.record(PublicAct(act="gossip_statement", seat=seat_of(game, "J"), text=text))
    advance(game)
    return game


def test_true_gossip_kills_the_storytellers_pick(library: Library) -> None:
    """docs/rules/gossip.md test 1: J's statement on day 1; night 2 the Storyteller picks B: B dies (the Gossip's ability)."""
    game = gossip_day(library)
    gossip = step(game, "gossip")
    assert gossip.status == "wakes" and gossip.kind == "storyteller" and gossip.wakes == ()
    note = next(n for n in gossip.notes if n.code == "gossip_judge")
    assert "The Demon is the Po" in note.en and "The Demon is the Po" in note.ko
    choose(game, "gossip", "B")
    assert ("gossip", "Dead") in tokens(game, "B")
    proposal = next(p for p in proposed_deaths(game) if p.source == "gossip")
    assert proposal.seat == seat_of(game, "B") and proposal.dies
    assert [e.cause.character for e in proposal.events if hasattr(e, "cause")] == ["gossip"]


def test_false_gossip_kills_nobody(library: Library) -> None:
    """docs/rules/gossip.md test 2: the statement was false: the Storyteller records no pick, no death is proposed."""
    game = gossip_day(library)
    choose(game, "gossip")
    assert not [p for p in proposed_deaths(game) if p.source == "gossip"]


def test_silent_gossip_step_is_skipped(library: Library) -> None:
    """docs/rules/gossip.md test 3: no statement on day 1: night 2 skipped, gossip_silent; night 1 never."""
    assert "not_first_night" in codes(step(night(library, 1), "gossip"))
    game = gossip_day(library, None)
    assert step(game, "gossip").status == "skipped" and "gossip_silent" in codes(step(game, "gossip"))


# --- Courtier -----------------------------------------------------------------------------------


def test_courtier_makes_the_chosen_character_drunk_three_nights_and_days(library: Library) -> None:
    """docs/rules/courtier.md test 1: night 1 H chooses the Po: DRUNK 3/2/1 on E, drunk to day 3's dusk."""
    game = night(library, 1)
    choose(game, "courtier", characters=("po",))
    assert tokens(game, "H") == {("courtier", "No Ability")} and tokens(game, "E") == {("courtier", "Drunk 3")}
    seen = []
    for _ in range(6):
        assert drunk(game, "E")
        advance(game)
        seen.append((game.state.phase.kind, game.state.phase.number, sorted(t for _, t in tokens(game, "E"))))
    assert seen == [
        ("day", 1, ["Drunk 3"]),
        ("night", 2, ["Drunk 2"]),
        ("day", 2, ["Drunk 2"]),
        ("night", 3, ["Drunk 1"]),
        ("day", 3, ["Drunk 1"]),
        ("night", 4, []),
    ]
    assert not drunk(game, "E")


def test_courtier_drunk_demon_kills_nobody(library: Library) -> None:
    """docs/rules/courtier.md test 2: the Po drunk by the Courtier: its attack is proposed as no death."""
    game = night(library, 1)
    choose(game, "courtier", characters=("po",))
    advance_to(game, "night", 2)
    choose(game, "po", "G")
    assert deaths(game)["G"] == (False, {"killer_impaired", "drunk"})


def test_courtier_is_spent_and_a_character_not_in_play_does_nothing(library: Library) -> None:
    """docs/rules/courtier.md tests 3-4: the Zombuul (not in play) chosen: only NO ABILITY; night 2 skipped, ability used."""
    game = night(library, 1)
    choose(game, "courtier", characters=("zombuul",))
    assert all(not (set(tokens(game, n)) - {("courtier", "No Ability")}) for n in "ABCDEFGHIJK")
    advance_to(game, "night", 2)
    assert step(game, "courtier").status == "skipped" and "ability_used" in codes(step(game, "courtier"))


def test_drunk_courtier_spends_the_ability_for_nothing(library: Library) -> None:
    """docs/rules/courtier.md test 5: the Sailor made H drunk: choosing the Po places only NO ABILITY."""
    game = night(library, 1)
    choose(game, "sailor", "H")
    choose(game, "courtier", characters=("po",))
    assert tokens(game, "E") == set() and ("courtier", "No Ability") in tokens(game, "H")


def test_courtier_shaking_head_keeps_the_ability(library: Library) -> None:
    """docs/rules/courtier.md test 6: choosing nothing on night 1 keeps the step for night 2."""
    game = night(library, 1)
    choose(game, "courtier")
    advance_to(game, "night", 2)
    assert step(game, "courtier").status == "wakes"


# --- Professor ----------------------------------------------------------------------------------


def test_professor_revives_a_dead_townsfolk(library: Library) -> None:
    """docs/rules/professor.md test 1: B (Chambermaid) died on night 1; night 2 I chooses B: B lives, ALIVE, NO ABILITY."""
    game = night(library, 1)
    die(game, "B", "demon", "po")
    advance_to(game, "night", 2)
    events = choose(game, "professor", "B")
    assert any(isinstance(e, PlayerRevived) for e in events)
    assert game.state.seat(seat_of(game, "B")).alive and ("professor", "Alive") in tokens(game, "B")
    assert ("professor", "No Ability") in tokens(game, "I")
    advance_to(game, "night", 3)
    assert "ability_used" in codes(step(game, "professor"))


def test_professor_choosing_a_dead_outsider_spends_the_ability(library: Library) -> None:
    """docs/rules/professor.md test 2: the dead Goon K is an Outsider: K stays dead, the ability is spent."""
    game = night(library, 1)
    die(game, "K")
    advance_to(game, "night", 2)
    events = choose(game, "professor", "K")
    assert not any(isinstance(e, PlayerRevived) for e in events) and not game.state.seat(seat_of(game, "K")).alive
    assert ("professor", "No Ability") in tokens(game, "I")


def test_professor_refuses_the_living_and_sleeps_with_nobody_dead(library: Library) -> None:
    """docs/rules/professor.md tests 3-5: night 1 no slot; nobody dead: skipped; a living choice is refused."""
    assert "not_first_night" in codes(step(night(library, 1), "professor"))
    game = night(library, 2)
    assert "professor_nobody_dead" in codes(step(game, "professor"))
    die(game, "G")
    living = choice_events(game, "professor", [seat_of(game, "B")])[0]
    assert [r.code for r in game.check(living)] == ["professor_not_dead"]  # type: ignore[attr-defined]
    with pytest.raises(IllegalEventError):
        game.record(living)


def test_poisoned_professor_revives_nobody(library: Library) -> None:
    """docs/rules/professor.md test 6: the Sailor made I drunk: the dead Chambermaid stays dead, ability spent."""
    game = night(library, 1)
    die(game, "B")
    advance_to(game, "night", 2)
    choose(game, "sailor", "I")
    choose(game, "professor", "B")
    assert not game.state.seat(seat_of(game, "B")).alive and ("professor", "No Ability") in tokens(game, "I")


# --- Tea Lady -----------------------------------------------------------------------------------

TEA = ("A=chambermaid", "B=tealady", "C=gambler", "D=po", "E=assassin", "F=sailor", "G=professor")


def test_tealady_good_neighbours_cannot_die(library: Library) -> None:
    """docs/rules/tealady.md test 1: B's neighbours A and C are good: the Po's attack on C fails; on B itself it works."""
    game = night(library, 2, *TEA)
    choose(game, "po", "C")
    assert deaths(game)["C"] == (False, {"tealady_protects"})
    game = night(library, 2, *TEA)
    choose(game, "po", "B")
    assert deaths(game)["B"][0] is True


def test_tealady_with_an_evil_neighbour_protects_nobody(library: Library) -> None:
    """docs/rules/tealady.md test 2: C dead, so B's living neighbours are A and D (evil): A can die."""
    game = night(library, 1, *TEA)
    die(game, "C")
    advance_to(game, "night", 2)
    choose(game, "po", "A")
    assert deaths(game)["A"][0] is True


def test_tealady_neighbours_skip_the_dead(library: Library) -> None:
    """docs/rules/tealady.md test 3: A dead: B's living neighbours are G (the walk wraps round) and C, both good: G is protected."""
    game = night(library, 1, *TEA)
    die(game, "A")
    advance_to(game, "night", 2)
    choose(game, "po", "G")
    assert deaths(game)["G"] == (False, {"tealady_protects"})


def test_drunk_tealady_protects_nobody(library: Library) -> None:
    """docs/rules/tealady.md test 4: the Sailor F made B drunk: C dies to the Po."""
    game = night(library, 2, *TEA)
    choose(game, "sailor", "B")
    choose(game, "po", "C")
    assert deaths(game)["C"][0] is True


WAKERS = {"sailor": "A", "chambermaid": "B", "innkeeper": "C", "exorcist": "D", "courtier": "H", "professor": "I", "gossip": "J"}


def test_every_waking_good_character_sleeps_once_dead(library: Library) -> None:
    """docs/rules/<id>.md Night lines: each of them killed on day 1 is skipped on nights 2 and 3 with reason `dead`."""
    for character, name in WAKERS.items():
        game = advance_to(bmr_table(library, *TABLE), "day", 1)
        if character == "gossip":
            game.record(PublicAct(act="gossip_statement", seat=seat_of(game, name), text="x"))
        die(game, name)
        for number in (2, 3):
            advance_to(game, "night", number)
            found = step(game, character)
            assert found.status == "skipped" and "dead" in codes(found), (character, number)


def test_every_waking_good_character_runs_on_nights_2_and_3(library: Library) -> None:
    """docs/rules/<id>.md Night lines: alive and unused, each runs on nights 2 and 3 (the Gossip after a statement,
    the Professor with someone dead); on night 1 only the Sailor, the Chambermaid and the Courtier do."""
    first = night(library, 1)
    assert {c for c in WAKERS if step(first, c).status == "wakes"} == {"sailor", "chambermaid", "courtier"}
    die(first, "K")
    for number in (2, 3):
        advance_to(first, "day", number - 1)
        first.record(PublicAct(act="gossip_statement", seat=seat_of(first, "J"), text="x"))
        advance(first)
        assert {c for c in WAKERS if step(first, c).status == "wakes"} == set(WAKERS), number
