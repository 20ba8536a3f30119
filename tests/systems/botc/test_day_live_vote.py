"""The vote while it is being taken (issue 19): order round the circle, clock hand, weighted count, threshold, the count to beat.

`vote_in_progress` only gathers what votes.py already decides (spec 1.7: the vote goes clockwise from the
nominee's neighbour and ends with the nominee; a dead player without a ghost vote does not count; the
leader is the highest count meeting the threshold, a tie leaves nobody; docs/rules/thief.md and
bureaucrat.md: a hand worth −1 / ×3; spec 3.3: the Organ Grinder's vote is secret).
"""

from __future__ import annotations

from dataclasses import replace

from grimoire_app.model import Library
from grimoire_app.systems.botc.commands import kill
from grimoire_app.systems.botc.day import tallies, threshold
from grimoire_app.systems.botc.day.live_vote import VoteInProgress, moved, vote_in_progress
from grimoire_app.systems.botc.game import Game
from tests.systems.botc.day_helpers import ids, mark, nominate, start, vote

EIGHT = ("s1=washerwoman", "s2=librarian", "s3=chef", "s4=empath", "s5=monk", "s6=butler", "s7=poisoner", "s8=imp")


def eight(library: Library) -> Game:
    return start(library, "000", *EIGHT)


def live(game: Game, nominee: str, *raised: str, hand: int = 0) -> VoteInProgress:
    return vote_in_progress(game, ids(game, nominee)[0], ids(game, *raised), hand)


def test_the_vote_goes_round_from_the_nominees_neighbour_and_ends_with_the_nominee(library: Library) -> None:
    """spec 1.7 Voting: s1 nominates s3 → order s4 … s8, s1, s2, s3; the hand starts at s4; nothing counted yet."""
    game = eight(library)
    nominate(game, "s1", "s3")
    vote = live(game, "s3")
    assert vote.order == ids(game, "s4", "s5", "s6", "s7", "s8", "s1", "s2", "s3")
    assert vote.nominator == ids(game, "s1")[0] and vote.nominee == ids(game, "s3")[0]
    assert vote.reached == ids(game, "s4")[0] and vote.passed == () and not vote.done
    assert (vote.count, vote.threshold, vote.to_beat, vote.leader, vote.secret, vote.standing) == (0, 4, 0, None, False, "short")


def test_hands_are_kept_in_vote_order_and_the_clock_hand_is_clamped(library: Library) -> None:
    """Hands clicked in any order are listed in vote order; the hand goes from the first voter to 'gone round'."""
    game = eight(library)
    nominate(game, "s1", "s3")
    vote = live(game, "s3", "s2", "s5", "s4", hand=3)
    assert vote.raised == ids(game, "s4", "s5", "s2") and vote.count == 3
    assert vote.reached == ids(game, "s7")[0] and vote.passed == ids(game, "s4", "s5", "s6")
    assert live(game, "s3", hand=99).hand == 8 and live(game, "s3", hand=99).done and live(game, "s3", hand=99).reached is None
    assert live(game, "s3", hand=-4).hand == 0
    assert moved(vote, 1) == 4 and moved(vote, -5) == 0 and moved(replace(vote, hand=8), 1) == 8


def test_a_dead_hand_without_a_ghost_vote_is_raised_but_not_counted(library: Library) -> None:
    """spec 1.7 Ghost votes: s6 died and spent its ghost vote → its hand shows but counts nothing; s7 dead keeps one."""
    game = eight(library)
    s6, s7 = ids(game, "s6", "s7")
    game.record(kill(s6))
    game.record(kill(s7))
    nominate(game, "s1", "s3")
    vote(game, "s3", "s6")  # s6 spends its ghost vote on the first vote
    nominate(game, "s2", "s4")
    vote_now = live(game, "s4", "s6", "s7", "s8")
    assert vote_now.raised == ids(game, "s6", "s7", "s8") and vote_now.counted == ids(game, "s7", "s8")
    assert vote_now.count == 2 and vote_now.worth_of(s6) is None and vote_now.worth_of(s7) == 1
    assert vote_now.threshold == threshold(game) == 3, "6 alive"


def test_the_bureaucrat_and_thief_tokens_weigh_the_live_count(library: Library) -> None:
    """docs/rules/bureaucrat.md test 1, thief.md test 1: s5 (3 VOTES) counts 3, s6 (NEGATIVE VOTE) −1, s7 1 → 3."""
    game = eight(library)
    mark(game, "s5", "bureaucrat", "3 Votes")
    mark(game, "s6", "thief", "Negative Vote")
    nominate(game, "s1", "s3")
    vote_now = live(game, "s3", "s5", "s6", "s7")
    assert vote_now.worth == (3, -1, 1) and vote_now.count == 3
    assert vote_now.worth_of(ids(game, "s5")[0]) == 3 and vote_now.worth_of(ids(game, "s6")[0]) == -1
    vote(game, "s3", "s5", "s6", "s7")
    assert tallies(game)[-1].count == vote_now.count, "the recorded vote counts what the live one showed"


def test_the_count_to_beat_ties_and_leads(library: Library) -> None:
    """spec 1.7 Leader: s2 has 4 (about to die); on s4, 3 hands fall short, 4 tie (nobody), 5 lead."""
    game = eight(library)
    nominate(game, "s1", "s2")
    vote(game, "s2", "s3", "s4", "s5", "s6")
    nominate(game, "s3", "s4")
    short, tie, leads = (live(game, "s4", *hands) for hands in (("s5", "s6", "s7"), ("s5", "s6", "s7", "s8"), ("s5", "s6", "s7", "s8", "s1")))
    assert all(v.to_beat == 4 and v.leader == ids(game, "s2")[0] for v in (short, tie, leads))
    assert (short.standing, tie.standing, leads.standing) == ("short", "tie", "leads")


def test_meeting_the_threshold_with_no_earlier_vote_leads(library: Library) -> None:
    """spec 1.7 Threshold: the first vote of the day reaching half the living (4 of 8) puts the nominee about to die."""
    game = eight(library)
    nominate(game, "s1", "s3")
    assert live(game, "s3", "s4", "s5", "s6").standing == "short"
    assert live(game, "s3", "s4", "s5", "s6", "s7").standing == "leads"


def test_the_organ_grinder_makes_the_live_vote_secret(library: Library) -> None:
    """spec 3.3 Organ Grinder test 1: a working Organ Grinder → the vote in progress is secret (the count is still kept)."""
    game = start(library, "001", "a=sage", "b=fool", "c=organgrinder", "d=vortox", "e=alsaahir", "f=grandmother", "g=goon")
    nominate(game, "b", "d")
    vote_now = live(game, "d", "a", "e")
    assert vote_now.secret and vote_now.count == 2
    mark(game, "c", "organgrinder", "Drunk")
    assert not live(game, "d", "a", "e").secret, "spec 3.3 Organ Grinder test 2: a drunk Organ Grinder votes open"
