"""Vote arithmetic: thresholds, tallies with ghost votes, the leader and ties, secret votes, exile (spec 1.7, 3.3)."""

from __future__ import annotations

import pytest

from grimoire_app.model import Library
from grimoire_app.systems.botc.commands import add_seat, assign_character, kill
from grimoire_app.model.errors import IllegalEventError
from grimoire_app.systems.botc.events import STORYTELLER, Executed, Nominated, VoteRecorded
from grimoire_app.systems.botc.state import GameState, Seat
from grimoire_app.systems.botc.day import (
    about_to_die,
    check_victory,
    end_of_day_events,
    exile_events,
    exile_passes,
    exile_votes_needed,
    ghost_vote_shown,
    in_vote_order,
    public_about_to_die,
    public_tally,
    secret_voting,
    storyteller_nominable,
    tallies,
    vote_order,
    votes_needed,
)
from tests.builders import seat_of
from tests.systems.botc.day_helpers import accept, ids, mark, nominate, start, vote

NEEDED = {5: 3, 6: 3, 7: 4, 8: 4, 9: 5, 10: 5, 11: 6, 12: 6, 13: 7, 14: 7, 15: 8, 16: 8, 17: 9, 18: 9, 19: 10, 20: 10}
"""Half the living, rounded up (spec 1.7), typed by hand for 5-20 alive."""

S004 = ("a=empath", "b=monk", "c=po", "d=harpy", "e=oracle", "f=undertaker", "g=savant")


@pytest.mark.parametrize("alive", sorted(NEEDED))
def test_threshold_is_half_the_living_rounded_up(alive: int) -> None:
    """spec 1.7 Threshold: ceil(A/2) for 5-20 living players; the dead do not count."""
    seats = tuple(Seat(f"s{i}", f"p{i}", alive=i < alive) for i in range(20))
    assert votes_needed(GameState(seats=seats)) == NEEDED[alive]


def test_travellers_count_as_living_players(library: Library) -> None:
    """General rules: Travellers are players; 15 dealt + 1 Traveller alive = 16 -> 8 votes."""
    game = start(library, "000", *(f"p{i}=noble" for i in range(15)), phase=("setup", 0))
    game.record(add_seat(game.state, "traveller"))
    game.record(assign_character(game.state, seat_of(game, "traveller"), game.character("gunslinger")))
    assert votes_needed(game.state) == 8


def test_dead_voters_spend_their_ghost_vote_once(library: Library) -> None:
    """spec 1.7 Vote: a dead player's hand counts only while they hold the ghost vote, and spends it."""
    game = start(library, "004", *S004)
    game.record(kill(seat_of(game, "a")))
    nominate(game, "b", "c")
    vote(game, "c", "a", "b", "d")
    first = tallies(game)[0]
    assert first.count == 3 and first.threshold == 3 and first.passes
    assert not game.state.seat(seat_of(game, "a")).ghost_vote
    nominate(game, "d", "e")
    with pytest.raises(IllegalEventError, match="already spent their ghost vote"):
        vote(game, "e", "a", "b", "d")
    assert len(tallies(game)) == 2 and not tallies(game)[1].voted
    assert about_to_die(game) == seat_of(game, "c")


def test_a_spent_ghost_vote_the_storyteller_lets_through_counts(library: Library) -> None:
    """spec 1.7 + DESIGN principle 4: the Storyteller overrode the rule, so the hand counts (a tie here)."""
    game = start(library, "004", *S004)
    game.record(kill(seat_of(game, "a")))
    nominate(game, "b", "c")
    vote(game, "c", "a", "b", "d")
    nominate(game, "d", "e")
    vote(game, "e", "a", "b", "d", override=True)
    first, second = tallies(game)
    assert second.raised == second.counted == ids(game, "a", "b", "d") and second.passes
    assert first.count == second.count == 3 and about_to_die(game) is None


def test_a_tie_at_the_top_leaves_nobody_about_to_die(library: Library) -> None:
    """spec 1.7 Leader: an equal count leaves nobody; a later strictly higher count still wins."""
    game = start(library, "004", *S004)
    nominate(game, "a", "c")
    vote(game, "c", "a", "b", "c", "d")
    nominate(game, "b", "d")
    vote(game, "d", "a", "b", "e", "f")
    assert about_to_die(game) is None
    assert end_of_day_events(game) == ()
    nominate(game, "e", "f")
    vote(game, "f", "a", "b", "c", "d", "e")
    assert about_to_die(game) == seat_of(game, "f")


def test_below_threshold_never_leads_and_a_lower_count_does_not_replace(library: Library) -> None:
    """spec 1.7 Leader: the first nominee meeting the threshold leads; a lower count changes nothing."""
    game = start(library, "004", *S004)
    nominate(game, "a", "c")
    vote(game, "c", "a", "b", "c")
    assert about_to_die(game) is None
    nominate(game, "b", "d")
    vote(game, "d", "a", "b", "c", "e", "f")
    nominate(game, "c", "e")
    vote(game, "e", "a", "b", "c", "d")
    assert about_to_die(game) == seat_of(game, "d")


def test_threshold_is_read_when_each_vote_is_taken(library: Library) -> None:
    """spec 1.7: a death mid-day lowers the threshold of later votes (7 alive -> 4, 6 alive -> 3)."""
    game = start(library, "004", *S004)
    nominate(game, "a", "c")
    vote(game, "c", "a", "b", "c")
    game.record(kill(seat_of(game, "g")))
    nominate(game, "b", "d")
    vote(game, "d", "a", "b", "c")
    first, second = tallies(game)
    assert (first.threshold, first.passes, second.threshold, second.passes) == (4, False, 3, True)


def test_end_of_day_executes_the_leader_and_a_dead_one_does_not_die_again(library: Library) -> None:
    """spec 1.7: one execution a day; executed is not died (a dead player executed dies no more)."""
    game = start(library, "004", *S004)
    nominate(game, "a", "c")
    vote(game, "c", "a", "b", "d", "e")
    events = end_of_day_events(game)
    assert events[0] == Executed(seat=seat_of(game, "c")) and len(events) == 2 and events[1].cause.kind == "execution"  # type: ignore[union-attr]
    other = start(library, "004", *S004)
    other.record(kill(seat_of(other, "c")))
    nominate(other, "a", "c")
    vote(other, "c", "a", "b", "d", "e")
    assert end_of_day_events(other) == (Executed(seat=seat_of(other, "c")),)
    for event in events:
        game.record(event)
    assert end_of_day_events(game) == ()


def test_organ_grinder_hides_the_tally_and_the_ghost_vote_until_dusk(library: Library) -> None:
    """spec 3.3 Organ Grinder tests 1 and 3; seeds/001 Organ Grinder: eyes closed, tally secret, ghost token until dusk."""
    game = start(library, "001", "a=sage", "b=fool", "c=organgrinder", "d=vortox", "e=alsaahir", "f=grandmother", "g=goon")
    game.record(kill(seat_of(game, "a")))
    assert secret_voting(game)
    fired = nominate(game, "b", "d")
    assert [t.id for t in fired] == ["organgrinder.secret_vote"]
    fired = vote(game, "d", "a", "b", "e", "f")
    assert [t.id for t in fired] == ["organgrinder.about_to_die"]
    assert [r.token for r in game.state.seat(seat_of(game, "d")).reminders] == ["About To Die"]
    assert public_tally(game, seat_of(game, "d")) is None and public_about_to_die(game) is None
    assert about_to_die(game) == seat_of(game, "d")
    assert not game.state.seat(seat_of(game, "a")).ghost_vote and ghost_vote_shown(game, seat_of(game, "a"))


def test_a_drunk_organ_grinder_votes_open(library: Library) -> None:
    """spec 3.3 Organ Grinder test 2: it nodded (DRUNK until dusk) -> votes open and counted aloud."""
    game = start(library, "001", "a=sage", "b=fool", "c=organgrinder", "d=vortox", "e=alsaahir")
    mark(game, "c", "organgrinder", "Drunk")
    assert not secret_voting(game)
    nominate(game, "b", "d")
    vote(game, "d", "a", "b", "e")
    assert public_tally(game, seat_of(game, "d")) == 3 and public_about_to_die(game) == seat_of(game, "d")


def test_a_registers_dead_zombuul_is_not_counted_for_the_threshold(library: Library) -> None:
    """spec 1.7 Threshold: a "dead" Zombuul is not counted; spec 3.4 Zombuul."""
    game = start(library, "001", "a=sage", "b=fool", "c=zombuul", "d=poisoner", "e=alsaahir", "f=goon")
    accept(game, Nominated(nominator=seat_of(game, "a"), nominee=seat_of(game, "c")))
    accept(game, kill(seat_of(game, "c"), "execution"))
    assert votes_needed(game.state) == 3  # 5 registering alive


def test_exile_needs_half_of_all_players_and_dead_votes_are_free(library: Library) -> None:
    """General rules on Travellers (DECISION): half of ALL players; any hand counts; ghost votes are not spent."""
    game = start(library, "004", *S004, phase=("setup", 0))
    game.record(add_seat(game.state, "t"))
    game.record(assign_character(game.state, seat_of(game, "t"), game.character("gunslinger")))
    from tests.builders import to_phase

    to_phase(game, "day", 1)
    for name in ("a", "b", "e"):
        game.record(kill(seat_of(game, name)))
    assert exile_votes_needed(game.state) == 4
    assert not exile_passes(game, ids(game, "a", "b", "e"))
    events = exile_events(game, seat_of(game, "t"), ids(game, "a", "b", "e", "f"))
    for event in events:
        game.record(event)
    assert not game.state.seat(seat_of(game, "t")).alive
    assert game.state.seat(seat_of(game, "a")).ghost_vote
    with pytest.raises(ValueError):
        exile_events(game, seat_of(game, "c"), ())


def test_exiling_a_traveller_is_not_an_execution_for_the_vortox(library: Library) -> None:
    """seeds/001 Vortox: "Exiling a Traveller does not count" -> evil still wins at dusk."""
    game = start(library, "001", "a=sage", "b=fool", "c=vortox", "d=poisoner", "e=alsaahir", phase=("setup", 0))
    game.record(add_seat(game.state, "t"))
    game.record(assign_character(game.state, seat_of(game, "t"), game.character("gunslinger")))
    from tests.builders import to_phase

    to_phase(game, "day", 1)
    for event in exile_events(game, seat_of(game, "t"), ids(game, "a", "b", "c", "d", "e")):
        game.record(event)
    victory = check_victory(game, at_dusk=True)
    assert victory is not None and victory.winner == "evil" and victory.rule == "vortox.no_execution"


def test_votes_are_recorded_against_todays_nomination_only(library: Library) -> None:
    """spec 1.7: tallies are per day; yesterday's votes are not today's."""
    game = start(library, "004", *S004)
    game.record(Nominated(nominator=seat_of(game, "a"), nominee=seat_of(game, "c")))
    game.record(VoteRecorded(nominee=seat_of(game, "c"), voters=ids(game, "a", "b", "c", "d")))
    from tests.builders import to_phase

    to_phase(game, "day", 2)
    assert tallies(game) == [] and about_to_die(game) is None and len(tallies(game, 1)) == 1


def test_the_vote_goes_round_clockwise_from_the_nominees_neighbour_and_ends_with_the_nominee() -> None:
    """Issue 15, the one vote order (documented on VoteRecorded): from the player clockwise of the nominee, nominee last.

    Table order is clockwise; a nominee without a seat (the Storyteller, Atheist scripts) votes in table order.
    """
    state = GameState(seats=tuple(Seat(f"s{i}", f"p{i}") for i in range(1, 6)))
    assert vote_order(state, "s3") == ("s4", "s5", "s1", "s2", "s3")
    assert vote_order(state, "s5") == ("s1", "s2", "s3", "s4", "s5")
    assert vote_order(state, STORYTELLER) == ("s1", "s2", "s3", "s4", "s5")
    assert in_vote_order(state, "s3", ["s1", "s3", "s5", "s2"]) == ("s5", "s1", "s2", "s3")


def test_the_storyteller_may_be_nominated_only_at_an_atheists_table(library: Library) -> None:
    """Spec 1.7 (Atheist): the Storyteller is a nominee only with the Atheist on the script or in play."""
    assert not storyteller_nominable(start(library, "004", "a=virgin", "b=monk", "c=po", "d=harpy", "e=golem"))
    assert storyteller_nominable(start(library, "000", "a=noble", "b=general", "c=klutz", "d=poisoner", "e=fanggu"))
