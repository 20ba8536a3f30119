"""Suggestions for the S000 information characters: each spec 2.1 "Tests" scenario (seeds/000 how-to-run)."""

from __future__ import annotations

from grimoire_app.model import Library
from grimoire_app.systems.botc.events import AlignmentChanged, BelievedCharacterSet, Executed, Nominated
from grimoire_app.systems.botc.info import suggestion_for, suggestions
from tests.builders import seat_of, table, to_phase
from tests.systems.botc.info.helpers import absent, choose, die, ids, mark, only

SEVEN_NOBLE = ("p0=noble", "p1=witch", "p2=fanggu", "p3=seamstress", "p4=general", "p5=balloonist", "p6=fisherman")


def test_noble_truth_is_triples_with_exactly_one_evil(library: Library) -> None:
    """spec 2.1 Noble test 1: {s1,s3,s4} ∈ T; {s1,s2,s3} ∉ T; {s3,s4,s5} ∉ T; a triple with s0 rejected."""
    game = to_phase(table(library, "000", *SEVEN_NOBLE), "night", 1)
    noble = only(game, "p0", "noble")
    assert noble.mode == "truth" and set(noble.legal) == set(noble.truth)
    assert ids(game, "p1", "p3", "p4") in noble.truth
    assert ids(game, "p1", "p2", "p3") not in noble.legal and ids(game, "p3", "p4", "p5") not in noble.legal
    assert not any(seat_of(game, "p0") in triple for triple in noble.domain)


def test_noble_suggests_the_know_triple(library: Library) -> None:
    """seeds/000 Noble how-to-run: the Storyteller points at the three KNOW players."""
    game = to_phase(table(library, "000", *SEVEN_NOBLE), "night", 1)
    for name in ("p1", "p4", "p6"):
        mark(game, name, "noble", "Know")
    assert only(game, "p0", "noble").suggested == ids(game, "p1", "p4", "p6")


def test_drunk_noble_may_see_any_triple(library: Library) -> None:
    """spec 2.1 Noble test 2: s0 is the Drunk believing Noble → {s3,s4,s5} and {s1,s2,s3} both legal."""
    game = to_phase(table(library, "000", "p0=drunk", *SEVEN_NOBLE[1:]), "night", 1)
    game.record(BelievedCharacterSet(seat=seat_of(game, "p0"), character="noble"))
    noble = only(game, "p0", "noble")
    assert noble.mode == "any" and noble.suggested is None
    assert ids(game, "p3", "p4", "p5") in noble.legal and ids(game, "p1", "p2", "p3") in noble.legal


def test_noble_counts_the_evil_townsfolk(library: Library) -> None:
    """spec 2.1 Noble test 3: the Bounty Hunter's evil Townsfolk s5 → {s5,s3,s4} ∈ T; {s5,s1,s3} ∉ T."""
    game = to_phase(table(library, "000", "p0=noble", "p1=witch", "p2=fanggu", "p3=general", "p4=fisherman", "p5=seamstress", "p6=bountyhunter"), "night", 1)
    game.record(AlignmentChanged(seat=seat_of(game, "p5"), alignment="evil"))
    noble = only(game, "p0", "noble")
    assert ids(game, "p3", "p4", "p5") in noble.truth
    assert ids(game, "p1", "p3", "p5") not in noble.truth


def bounty_table(library: Library):  # type: ignore[no-untyped-def]
    game = table(library, "000", "p0=bountyhunter", "p1=noble", "p2=poisoner", "p3=general", "p4=fisherman", "p5=fanggu", "p6=seamstress", "p7=klutz")
    game.record(AlignmentChanged(seat=seat_of(game, "p6"), alignment="evil"))
    return to_phase(game, "night", 1)


def test_bounty_hunter_never_sees_the_same_evil_player_twice(library: Library) -> None:
    """spec 2.1 Bounty Hunter test 2: night-1 T = {s2,s5,s6}; s2 executed → next night T = {s5,s6}; s5 shown earlier → {s6}."""
    game = bounty_table(library)
    mark(game, "p2", "bountyhunter", "Know")
    night1 = only(game, "p0", "bountyhunter")
    assert set(night1.truth) == set(ids(game, "p2", "p5", "p6")) and night1.suggested == seat_of(game, "p2")
    game.record(night1.to_event(seat_of(game, "p2")))
    to_phase(game, "day", 1)
    die(game, "p2", "execution")
    to_phase(game, "night", 2)
    night2 = only(game, "p0", "bountyhunter")
    assert set(night2.truth) == set(ids(game, "p5", "p6"))
    game.record(night2.to_event(seat_of(game, "p5")))
    die(game, "p5", "demon", "fanggu")
    to_phase(game, "night", 3)
    assert set(only(game, "p0", "bountyhunter").truth) == {seat_of(game, "p6")}


def test_impaired_bounty_hunter_may_see_a_good_player_and_wakes_when_they_die(library: Library) -> None:
    """spec 2.1 Bounty Hunter test 3: poisoned, shown good s3 → legal; s3 dies → wakes; KNOW player alive → not woken."""
    game = bounty_table(library)
    game.record(only(game, "p0", "bountyhunter").to_event(seat_of(game, "p6")))
    to_phase(game, "night", 2)
    assert absent(game, "p0", "bountyhunter"), "the known player is alive"
    die(game, "p6", "demon", "fanggu")
    mark(game, "p0", "poisoner", "Poisoned")
    poisoned = only(game, "p0", "bountyhunter")
    assert poisoned.mode == "any" and poisoned.is_legal(seat_of(game, "p3"))
    game.record(poisoned.to_event(seat_of(game, "p3")))
    to_phase(game, "night", 3)
    assert absent(game, "p0", "bountyhunter")
    die(game, "p3", "demon", "fanggu")
    assert not absent(game, "p0", "bountyhunter")


def test_bounty_hunter_with_no_unshown_evil_left_proposes_not_waking(library: Library) -> None:
    """spec 1.5: L empty → the app says so and proposes not waking the player."""
    game = to_phase(table(library, "000", "p0=bountyhunter", "p1=poisoner", "p2=fanggu", "p3=noble"), "night", 1)
    game.record(only(game, "p0", "bountyhunter").to_event(seat_of(game, "p1")))
    die(game, "p1", "execution")
    to_phase(game, "night", 2)
    game.record(only(game, "p0", "bountyhunter").to_event(seat_of(game, "p2")))
    die(game, "p2", "execution")
    to_phase(game, "night", 3)
    left = only(game, "p0", "bountyhunter")
    assert left.legal == () and "no_truth_skip" in [w.code for w in left.why]


def test_general_is_the_storytellers_call(library: Library) -> None:
    """spec 2.1 General tests 2 and 3: every signal accepted; the pick is recorded as an answer."""
    game = to_phase(table(library, "000", *SEVEN_NOBLE), "night", 1)
    general = only(game, "p4", "general")
    assert general.mode == "storyteller" and set(general.legal) == {"good", "evil", "neither"} and general.truth == ()
    event = general.to_event("evil")
    assert (event.seat, event.info, event.answer, event.step) == (seat_of(game, "p4"), "answer", "evil", "general")
    poisoner_game = to_phase(table(library, "000", "p0=general", "p1=poisoner", "p2=fanggu"), "night", 1)
    mark(poisoner_game, "p0", "poisoner", "Poisoned")
    poisoned = only(poisoner_game, "p0", "general")
    assert set(poisoned.legal) == {"good", "evil", "neither"}
    assert "impaired_storyteller" in [w.code for w in poisoned.why]


def balloon_table(library: Library):  # type: ignore[no-untyped-def]
    game = table(library, "000", "p0=balloonist", "p1=drunk", "p2=poisoner", "p3=seamstress", "p4=general", "p5=witch", "p6=fanggu")
    game.record(BelievedCharacterSet(seat=seat_of(game, "p1"), character="noble"))
    return to_phase(game, "night", 1)


def test_balloonist_next_player_is_of_another_type(library: Library) -> None:
    """spec 2.1 Balloonist test 2: s3 Seamstress shown night 1 → night 2 T = every non-Townsfolk seat, dead included."""
    game = balloon_table(library)
    first = only(game, "p0", "balloonist")
    assert set(first.truth) == {seat.id for seat in game.state.seats}
    game.record(first.to_event(seat_of(game, "p3")))
    to_phase(game, "night", 2)
    die(game, "p5", "execution")
    second = only(game, "p0", "balloonist")
    assert set(second.truth) == set(ids(game, "p1", "p2", "p5", "p6"))
    assert seat_of(game, "p4") not in second.legal


def test_poisoned_balloonist_may_repeat_a_type_then_differs_again(library: Library) -> None:
    """spec 2.1 Balloonist test 3: poisoned night 2 shows s4 (Townsfolk) → legal; sober night 3 → T excludes Townsfolk."""
    game = balloon_table(library)
    game.record(only(game, "p0", "balloonist").to_event(seat_of(game, "p3")))
    to_phase(game, "night", 2)
    mark(game, "p0", "poisoner", "Poisoned")
    poisoned = only(game, "p0", "balloonist")
    assert poisoned.mode == "any" and poisoned.is_legal(seat_of(game, "p4"))
    game.record(poisoned.to_event(seat_of(game, "p4")))
    to_phase(game, "night", 3)
    for seat in game.state.seats:
        for reminder in seat.reminders:
            from grimoire_app.systems.botc.events import ReminderRemoved

            game.record(ReminderRemoved(reminder=reminder.id, because="dusk"))
    sober = only(game, "p0", "balloonist")
    assert sober.mode == "truth"
    assert not set(sober.legal) & set(ids(game, "p0", "p3", "p4"))


def test_drunk_balloonist_may_repeat_and_the_sober_one_then_differs_from_the_last_shown(library: Library) -> None:
    """Acceptance: a drunk Balloonist may repeat a type; once sober, the next type differs from the previous shown."""
    game = to_phase(table(library, "000", "p0=balloonist", "p1=poisoner", "p2=noble", "p3=fanggu", "p4=klutz"), "night", 1)
    game.record(only(game, "p0", "balloonist").to_event(seat_of(game, "p4")))
    to_phase(game, "night", 2)
    mark(game, "p0", "goon", "Drunk")
    drunk = only(game, "p0", "balloonist")
    assert drunk.reliability.drunk
    assert drunk.is_legal(seat_of(game, "p4")), "same Outsider again"
    event = drunk.to_event(seat_of(game, "p2"))
    assert event.answer == "townsfolk"
    game.record(event)
    removed = game.state.seat(seat_of(game, "p0")).reminders[0].id
    from grimoire_app.systems.botc.events import ReminderRemoved

    game.record(ReminderRemoved(reminder=removed, because="dusk"))
    to_phase(game, "night", 3)
    sober = only(game, "p0", "balloonist")
    assert set(sober.legal) == set(ids(game, "p1", "p3", "p4")), "differs from the Townsfolk shown last, not from the Outsider"


def fortune_table(library: Library):  # type: ignore[no-untyped-def]
    game = to_phase(table(library, "000", "p0=fortuneteller", "p1=noble", "p2=general", "p3=seamstress", "p4=fanggu", "p5=poisoner", "p6=klutz"), "night", 1)
    mark(game, "p2", "fortuneteller", "Red Herring")
    return game


def ft(game, *names: str):  # type: ignore[no-untyped-def]
    return suggestion_for(game, seat_of(game, "p0"), "fortuneteller", ids(game, *names))


def test_fortune_teller_demon_and_red_herring(library: Library) -> None:
    """spec 2.1 Fortune Teller test 1: {s1,s3} no; {s2,s5} yes; {s4,s6} yes; s4 dead, {s4,s0} yes."""
    game = fortune_table(library)
    assert ft(game, "p1", "p3").legal == (False,)
    assert ft(game, "p2", "p5").legal == (True,) and "red_herring" in [w.code for w in ft(game, "p2", "p5").why]
    assert ft(game, "p4", "p6").legal == (True,)
    die(game, "p4", "execution")
    assert ft(game, "p4", "p0").legal == (True,)


def test_fortune_teller_waits_for_the_choice_then_reads_it(library: Library) -> None:
    """seeds/000 Fortune Teller how-to-run: the player points at 2 players, then the Storyteller nods or shakes."""
    game = fortune_table(library)
    waiting = only(game, "p0", "fortuneteller")
    assert waiting.needs_choice and waiting.legal == ()
    choose(game, "p0", "fortuneteller", "p4", "p1")
    assert only(game, "p0", "fortuneteller").truth == (True,)


def test_poisoned_fortune_teller_may_say_either(library: Library) -> None:
    """spec 2.1 Fortune Teller test 2 and Poisoner test 1: FT poisoned → yes and no both legal for {s1,s3}."""
    game = fortune_table(library)
    mark(game, "p0", "poisoner", "Poisoned")
    assert set(ft(game, "p1", "p3").legal) == {True, False}


def test_fortune_teller_sees_lil_monstas_babysitter(library: Library) -> None:
    """spec 2.1 Fortune Teller test 3: IS THE DEMON on s5 → {s5,s0} yes; moved to s6 → {s5,s0} no."""
    game = to_phase(table(library, "000", "p0=fortuneteller", "p1=noble", "p2=general", "p3=seamstress", "p4=witch", "p5=poisoner", "p6=assassin"), "night", 2)
    mark(game, "p5", "lilmonsta", "Is The Demon")
    assert ft(game, "p5", "p0").truth == (True,)
    from grimoire_app.systems.botc.events import ReminderMoved

    token = game.state.seat(seat_of(game, "p5")).reminders[0].id
    game.record(ReminderMoved(reminder=token, seat=seat_of(game, "p6")))
    assert ft(game, "p5", "p0").truth == (False,)


def crier_day(library: Library, *nominators: str):  # type: ignore[no-untyped-def]
    game = table(library, "000", "p0=towncrier", "p1=witch", "p2=alchemist", "p3=noble", "p4=fanggu", "p5=general", "p6=seamstress")
    game.record(AlignmentChanged(seat=seat_of(game, "p6"), alignment="evil"))
    to_phase(game, "day", 2)
    for index, name in enumerate(nominators):
        game.record(Nominated(nominator=seat_of(game, name), nominee=seat_of(game, f"p{3 + index}")), override=True)
    return to_phase(game, "night", 3)


def test_town_crier_yes_when_a_minion_nominated(library: Library) -> None:
    """spec 2.1 Town Crier test 1: day 2 s1 Witch nominates s3 → night 3 T = {yes}."""
    assert only(crier_day(library, "p1"), "p0", "towncrier").truth == (True,)


def test_town_crier_no_for_the_alchemist_and_evil_townsfolk(library: Library) -> None:
    """spec 2.1 Town Crier test 2: only the Alchemist and an evil Townsfolk nominate → night 3 T = {no}."""
    assert only(crier_day(library, "p2", "p6"), "p0", "towncrier").truth == (False,)


def test_town_crier_not_on_night_one_and_poisoned_says_either(library: Library) -> None:
    """spec 2.1 Town Crier test 3: no Town Crier on night 1; poisoned on night 3 → yes/no both legal."""
    game = to_phase(table(library, "000", "p0=towncrier", "p1=witch", "p2=fanggu"), "night", 1)
    assert absent(game, "p0", "towncrier")
    game = crier_day(library, "p1")
    mark(game, "p0", "poisoner", "Poisoned")
    assert set(only(game, "p0", "towncrier").legal) == {True, False}


def test_town_crier_counts_the_type_when_nominating(library: Library) -> None:
    """spec 2.1 Town Crier Info: the nominator's type at that moment counts, not after a later change."""
    game = table(library, "000", "p0=towncrier", "p1=witch", "p2=noble", "p3=fanggu")
    to_phase(game, "day", 1)
    game.record(Nominated(nominator=seat_of(game, "p2"), nominee=seat_of(game, "p3")), override=True)
    from grimoire_app.systems.botc.commands import assign_character

    game.record(assign_character(game.state, seat_of(game, "p2"), game.character("poisoner")))
    to_phase(game, "night", 2)
    assert only(game, "p0", "towncrier").truth == (False,)


def test_nightwatchman_target_learns_the_nightwatchman(library: Library) -> None:
    """spec 2.1 Nightwatchman test 1 and 2: s2 picks s4 → s4 pointed to s2; used → gone; head shake → still there."""
    game = to_phase(table(library, "000", "p0=noble", "p1=witch", "p2=nightwatchman", "p3=fanggu", "p4=general"), "night", 1)
    assert only(game, "p2", "nightwatchman").needs_choice
    to_phase(game, "night", 2)
    assert only(game, "p2", "nightwatchman").needs_choice, "a head shake keeps the ability"
    choose(game, "p2", "nightwatchman", "p4")
    mark(game, "p2", "nightwatchman", "No Ability")
    nightwatch = only(game, "p2", "nightwatchman")
    assert nightwatch.recipient == seat_of(game, "p4") and nightwatch.legal == (seat_of(game, "p2"),)
    event = nightwatch.to_event(seat_of(game, "p2"))
    assert event.seat == seat_of(game, "p4") and event.players == (seat_of(game, "p2"),)
    game.record(event)
    to_phase(game, "night", 3)
    assert absent(game, "p2", "nightwatchman")


def test_seamstress_same_alignment(library: Library) -> None:
    """spec 2.1 Seamstress test 1: Witch and Noble → no; Witch and an evil Townsfolk → yes."""
    game = to_phase(table(library, "000", "p0=seamstress", "p1=witch", "p2=noble", "p3=fanggu", "p4=general", "p5=klutz", "p6=fisherman"), "night", 1)
    game.record(AlignmentChanged(seat=seat_of(game, "p6"), alignment="evil"))
    pick = lambda *names: suggestion_for(game, seat_of(game, "p0"), "seamstress", ids(game, *names))  # noqa: E731
    assert pick("p1", "p2").truth == (False,)
    assert pick("p1", "p6").truth == (True,)


def test_seamstress_may_not_choose_herself(library: Library) -> None:
    """spec 2.1 Seamstress test 2: a choice including the Seamstress's own seat → rejected."""
    game = to_phase(table(library, "000", "p0=seamstress", "p1=witch", "p2=fanggu"), "night", 1)
    choose(game, "p0", "seamstress", "p0", "p1")
    rejected = only(game, "p0", "seamstress")
    assert rejected.needs_choice and "choice_self" in [w.code for w in rejected.why]


def test_poisoned_or_drunk_seamstress_may_say_either(library: Library) -> None:
    """spec 2.1 Seamstress test 3: poisoned → yes/no both legal; the Drunk believing Seamstress → same."""
    game = to_phase(table(library, "000", "p0=seamstress", "p1=poisoner", "p2=fanggu", "p3=drunk", "p4=noble"), "night", 1)
    game.record(BelievedCharacterSet(seat=seat_of(game, "p3"), character="seamstress"))
    mark(game, "p0", "poisoner", "Poisoned")
    choose(game, "p0", "seamstress", "p1", "p2")
    choose(game, "p3", "seamstress", "p1", "p4")
    assert set(only(game, "p0", "seamstress").legal) == {True, False}
    assert set(only(game, "p3", "seamstress").legal) == {True, False}


def test_fisherman_day_advice(library: Library) -> None:
    """spec 2.1 Fisherman tests 1–3: a day ability only, once; poisoned → "advice need not help"."""
    game = to_phase(table(library, "000", "p0=fisherman", "p1=poisoner", "p2=fanggu"), "night", 1)
    assert absent(game, "p0", "fisherman")
    to_phase(game, "day", 1)
    mark(game, "p0", "poisoner", "Poisoned")
    advice = only(game, "p0", "fisherman")
    assert advice.mode == "storyteller" and advice.kind == "advice"
    assert "impaired_storyteller" in [w.code for w in advice.why]
    assert advice.to_event(None, text="trust p1").text == "trust p1"
    mark(game, "p0", "fisherman", "No Ability")
    to_phase(game, "day", 2)
    assert absent(game, "p0", "fisherman")


def test_drunk_fortune_teller_either_answer(library: Library) -> None:
    """spec 2.2 Drunk test 2: the Drunk believing Fortune Teller → yes and no both legal."""
    game = to_phase(table(library, "000", "p0=drunk", "p1=noble", "p2=fanggu", "p3=poisoner"), "night", 1)
    game.record(BelievedCharacterSet(seat=seat_of(game, "p0"), character="fortuneteller"))
    choose(game, "p0", "fortuneteller", "p1", "p2")
    drunk = only(game, "p0", "fortuneteller")
    assert set(drunk.legal) == {True, False} and drunk.truth == (True,)
    assert "drunk_character" in [w.code for w in drunk.why]


def test_cannibal_holds_the_executed_good_ability(library: Library) -> None:
    """spec 2.1 Cannibal test 1: the good Fortune Teller executed → the Cannibal runs it with the existing RED HERRING."""
    game = to_phase(table(library, "000", "p0=cannibal", "p1=fortuneteller", "p2=noble", "p3=fanggu", "p4=poisoner"), "night", 1)
    mark(game, "p2", "fortuneteller", "Red Herring")
    to_phase(game, "day", 1)
    game.record(Executed(seat=seat_of(game, "p1")), override=True)
    die(game, "p1", "execution")
    mark(game, "p1", "cannibal", "Lunch")
    to_phase(game, "night", 2)
    choose(game, "p0", "fortuneteller", "p2", "p4")
    held = only(game, "p0", "fortuneteller")
    assert held.truth == (True,) and held.mode == "truth"


def test_cannibal_poisoned_by_an_evil_meal(library: Library) -> None:
    """spec 2.1 Cannibal test 2: the Witch executed → the Cannibal is POISONED and wakes for nothing true."""
    game = to_phase(table(library, "000", "p0=cannibal", "p1=witch", "p2=noble", "p3=fanggu"), "day", 1)
    die(game, "p1", "execution")
    mark(game, "p1", "cannibal", "Lunch")
    mark(game, "p0", "cannibal", "Poisoned")
    to_phase(game, "night", 2)
    assert suggestions(game, seat=seat_of(game, "p0")) == []
