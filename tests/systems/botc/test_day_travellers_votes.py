"""Travellers' special votes (issue 17): the Thief's NEGATIVE VOTE, the Bureaucrat's 3 VOTES and the Voudon.

Model tests citing docs/rules/thief.md, bureaucrat.md and voudon.md: the night steps place and move the
tokens, the tally counts a marked hand −1 / ×3 (−3 with both), an impaired chooser's token is inert, and a
working Voudon lets only itself and the dead vote, for free, against a threshold of 1.
"""

from __future__ import annotations

from grimoire_app.model import Library
from grimoire_app.systems.botc.account import game_account
from grimoire_app.systems.botc.day import about_to_die, tallies, threshold, voudon_voting
from grimoire_app.systems.botc.events import VoteRecorded
from grimoire_app.systems.botc.game import Game
from grimoire_app.systems.botc.travellers import seat_traveller
from tests.builders import seat_of
from tests.systems.botc.day_helpers import accept, ids, nominate, vote
from tests.systems.botc.tonight.tonight_helpers import advance_to, choose, codes, die, game_of, mark, step, tokens

EIGHT = ("s1=washerwoman", "s2=librarian", "s3=chef", "s4=empath", "s5=monk", "s6=butler", "s7=poisoner", "s8=imp")
NEGATIVE = ("thief", "Negative Vote")
THREE = ("bureaucrat", "3 Votes")


def table_with(library: Library, *travellers: tuple[str, str]) -> Game:
    """Eight dealt players and the named Travellers (name, character) seated before night 1, after s4."""
    game = game_of(library, "000", *EIGHT)
    left = "s4"
    for name, character in travellers:
        for event in seat_traveller(game, name, seat_of(game, left), seat_of(game, "s5"), character, "good"):  # type: ignore[arg-type]
            game.record(event)
        left = name
    return game


def count(game: Game, nominee: str) -> int:
    return next(t.count for t in reversed(tallies(game)) if t.nominee == seat_of(game, nominee))


def test_thief_negative_vote_takes_one_away(library: Library) -> None:
    """docs/rules/thief.md test 1: night 1 t chooses s2 → NEGATIVE VOTE on s2; hands s1-s4 on s5 → 3 − 1 = 2."""
    game = advance_to(table_with(library, ("t", "thief")), "night", 1)
    assert not codes(step(game, "thief"))
    choose(game, "thief", "s2")
    assert NEGATIVE in tokens(game, "s2")
    advance_to(game, "day", 1)
    nominate(game, "s1", "s5")
    vote(game, "s5", "s1", "s2", "s3", "s4")
    assert count(game, "s5") == 2
    assert tallies(game)[-1].threshold == 5  # 9 alive


def test_thief_target_not_voting_changes_nothing(library: Library) -> None:
    """docs/rules/thief.md test 2: s2 marked but not voting → hands s1, s3, s4 → 3."""
    game = advance_to(table_with(library, ("t", "thief")), "night", 1)
    choose(game, "thief", "s2")
    advance_to(game, "day", 1)
    nominate(game, "s1", "s5")
    vote(game, "s5", "s1", "s3", "s4")
    assert count(game, "s5") == 3


def test_thief_token_moves_and_comes_off_at_dusk(library: Library) -> None:
    """docs/rules/thief.md test 3: night 2 t chooses s4 → the token moves to s4; at dusk of day 2 it comes off."""
    game = advance_to(table_with(library, ("t", "thief")), "night", 1)
    choose(game, "thief", "s2")
    advance_to(game, "night", 2)
    assert NEGATIVE not in tokens(game, "s2")  # off at dusk of day 1
    choose(game, "thief", "s4")
    assert NEGATIVE in tokens(game, "s4") and NEGATIVE not in tokens(game, "s2")
    advance_to(game, "day", 2)
    assert NEGATIVE in tokens(game, "s4")
    advance_to(game, "night", 3)
    assert all(NEGATIVE not in tokens(game, name) for name in ("s2", "s4"))


def test_poisoned_thief_token_is_inert(library: Library) -> None:
    """docs/rules/thief.md test 4: a poisoned Thief chooses s2 → the token is inert; s2's vote counts +1."""
    game = advance_to(table_with(library, ("t", "thief")), "night", 1)
    mark(game, "t", "poisoner", "Poisoned")
    choose(game, "thief", "s2")
    assert [r.inert for r in game.state.seat(seat_of(game, "s2")).reminders if (r.character, r.token) == NEGATIVE] == [True]
    advance_to(game, "day", 1)
    nominate(game, "s1", "s5")
    vote(game, "s5", "s1", "s2", "s3", "s4")
    assert count(game, "s5") == 4


def test_dead_thief_sleeps_and_its_token_comes_off(library: Library) -> None:
    """docs/rules/thief.md test 5: the Thief exiled (dead) on day 1 → night 2 its step is skipped (`dead`), the token comes off."""
    game = advance_to(table_with(library, ("t", "thief")), "night", 1)
    choose(game, "thief", "s2")
    advance_to(game, "day", 1)
    die(game, "t", "execution")
    advance_to(game, "night", 2)
    assert "dead" in codes(step(game, "thief"))
    assert NEGATIVE not in tokens(game, "s2")


def test_bureaucrat_three_votes(library: Library) -> None:
    """docs/rules/bureaucrat.md test 1: night 1 b chooses s3 → 3 VOTES on s3; hands s1, s3 → 1 + 3 = 4."""
    game = advance_to(table_with(library, ("b", "bureaucrat")), "night", 1)
    assert not codes(step(game, "bureaucrat"))
    choose(game, "bureaucrat", "s3")
    assert THREE in tokens(game, "s3")
    advance_to(game, "day", 1)
    nominate(game, "s1", "s5")
    vote(game, "s5", "s1", "s3")
    assert count(game, "s5") == 4


def test_bureaucrat_and_thief_on_one_hand_count_minus_three(library: Library) -> None:
    """docs/rules/bureaucrat.md test 2: NEGATIVE VOTE and 3 VOTES on s3 → hands s1, s3 → 1 − 3 = −2, which never passes."""
    game = advance_to(table_with(library, ("b", "bureaucrat"), ("t", "thief")), "night", 1)
    choose(game, "bureaucrat", "s3")
    choose(game, "thief", "s3")
    advance_to(game, "day", 1)
    nominate(game, "s1", "s5")
    vote(game, "s5", "s1", "s3")
    found = tallies(game)[-1]
    assert found.count == -2 and not found.passes
    assert about_to_die(game) is None


def test_bureaucrat_token_comes_off_at_dusk_and_moves(library: Library) -> None:
    """docs/rules/bureaucrat.md test 3: off at dusk; night 2 b chooses s5 → 3 VOTES on s5."""
    game = advance_to(table_with(library, ("b", "bureaucrat")), "night", 1)
    choose(game, "bureaucrat", "s3")
    advance_to(game, "night", 2)
    assert THREE not in tokens(game, "s3")
    choose(game, "bureaucrat", "s5")
    assert THREE in tokens(game, "s5")


def test_drunk_bureaucrat_token_is_inert(library: Library) -> None:
    """docs/rules/bureaucrat.md test 4: a poisoned (impaired) Bureaucrat → inert token; s3 counts 1, hands s1, s3 → 2."""
    game = advance_to(table_with(library, ("b", "bureaucrat")), "night", 1)
    mark(game, "b", "poisoner", "Poisoned")
    choose(game, "bureaucrat", "s3")
    advance_to(game, "day", 1)
    nominate(game, "s1", "s5")
    vote(game, "s5", "s1", "s3")
    assert count(game, "s5") == 2


def test_account_reads_the_weighted_count(library: Library) -> None:
    """docs/rules/bureaucrat.md test 1: the game's account shows the counted value (4), not the number of hands (2)."""
    game = advance_to(table_with(library, ("b", "bureaucrat")), "night", 1)
    choose(game, "bureaucrat", "s3")
    advance_to(game, "day", 1)
    nominate(game, "s1", "s5")
    vote(game, "s5", "s1", "s3")
    votes = [n.vote for phase in game_account(game).phases for n in phase.nominations if n.vote is not None]
    assert [v.count for v in votes] == [4]


def voudon_day(library: Library) -> Game:
    """Voudon v seated; s3 and s5 dead; day 2."""
    game = advance_to(table_with(library, ("v", "voudon")), "day", 1)
    die(game, "s3")
    die(game, "s5")
    return game


def test_voudon_only_the_dead_and_the_voudon_vote_for_free(library: Library) -> None:
    """docs/rules/voudon.md test 1: s3, s5 dead; s2 gets hands s3, s5, s4 → 2; threshold 1 → about to die; ghost votes kept."""
    game = voudon_day(library)
    assert voudon_voting(game) and threshold(game) == 1
    nominate(game, "s1", "s2")
    accept(game, VoteRecorded(nominee=seat_of(game, "s2"), voters=ids(game, "s3", "s5", "s4"), ghost_votes_kept=True))
    assert count(game, "s2") == 2
    assert about_to_die(game) == seat_of(game, "s2")
    assert all(game.state.seat(seat_of(game, n)).ghost_vote for n in ("s3", "s5"))


def test_voudon_tie_leaves_nobody(library: Library) -> None:
    """docs/rules/voudon.md test 2: next nominee s6 gets 2 (s3 and the Voudon) → tie → nobody about to die."""
    game = voudon_day(library)
    nominate(game, "s1", "s2")
    accept(game, VoteRecorded(nominee=seat_of(game, "s2"), voters=ids(game, "s3", "s5", "s4"), ghost_votes_kept=True))
    nominate(game, "s4", "s6")
    accept(game, VoteRecorded(nominee=seat_of(game, "s6"), voters=ids(game, "s3", "v"), ghost_votes_kept=True))
    assert count(game, "s6") == 2
    assert about_to_die(game) is None


def test_poisoned_or_dead_voudon_means_the_usual_rules(library: Library) -> None:
    """docs/rules/voudon.md test 3: the Voudon poisoned → living hands count, threshold half the living (4 of 8)."""
    game = voudon_day(library)
    mark(game, "v", "poisoner", "Poisoned")
    assert not voudon_voting(game) and threshold(game) == 4
    nominate(game, "s1", "s2")
    vote(game, "s2", "s3", "s4", "s6")
    assert count(game, "s2") == 3
    assert not game.state.seat(seat_of(game, "s3")).ghost_vote
    die(game, "v")
    assert not voudon_voting(game)
