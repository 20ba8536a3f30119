"""Vote arithmetic: thresholds, each nomination's tally, who is about to die, and what the table may see.

Spec 1.7: the threshold is half the players registering alive, rounded up (Travellers are
players; a "dead" Zombuul is not alive); a dead voter's raised hand counts only while they still
hold their ghost vote, and spends it; the leader is the highest count meeting the threshold, and a
tie at the top leaves nobody about to die. Under a functioning Organ Grinder (spec 3.3) the vote
is secret: `public_tally` and `public_about_to_die` say nothing, and a spent ghost vote still
shows until dusk.

Travellers (issue 17): a hand with the Thief's NEGATIVE VOTE counts −1, with the Bureaucrat's 3 VOTES ×3, −3
with both; an inert token (placed by an impaired chooser) changes nothing (`hand_worth`; docs/rules/thief.md,
bureaucrat.md). Under a living, sober and healthy Voudon only the Voudon and the dead vote, the dead spend
nothing (VoteRecorded.ghost_votes_kept) and the threshold is 1 (`voudon_voting`, `threshold`, `hand_counts`;
docs/rules/voudon.md). Every tally — the day panel, the public window, the account — reads `Tally.count`.
A living Beggar's hand counts only while the Beggar holds a vote token, and a counted vote uses one
(`counted_hands`; day/beggar.py, docs/rules/beggar.md). A working Judge's ruling decides a nomination whatever
its count (`Tally.ruling`; day/judge.py, docs/rules/judge.md).

The vote goes round the circle (the official rule): it starts with the player clockwise of the
nominee and ends with the nominee (`vote_order`); table order is clockwise. A VoteRecorded keeps
its raised hands in that order (`in_vote_order`); the day panel, the public window and the demo
all take the order from here.
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from dataclasses import dataclass, replace

from grimoire_app.systems.botc.banshee_vote import BANSHEE_HAND, banshee_empowered
from grimoire_app.systems.botc.events import Nominated, VoteRecorded
from grimoire_app.systems.botc.game import Game
from grimoire_app.systems.botc.state import GameState, votes_needed
from grimoire_app.systems.botc.day.tokens import same_token

# The day facts (day/facts.py `Moment`, and through it the info engine), the Beggar's and the Judge's rules are imported
# where a tally needs them, not with this module: the square asks `threshold` at its first paint, and without a Voudon
# in play that needs none of them (issue 20: the start of a game never opened here).


def vote_order(state: GameState, nominee: str) -> tuple[str, ...]:
    """Return the seats in the order the vote goes round: clockwise from the nominee's neighbour, the nominee last.

    A nominee without a seat (the Storyteller, at an Atheist's table) has no neighbour: the vote
    goes round in table order.

    >>> from grimoire_app.systems.botc.state import Seat
    >>> vote_order(GameState(seats=tuple(Seat(f"s{i}", f"p{i}") for i in range(4))), "s1")
    ('s2', 's3', 's0', 's1')
    """
    ids = tuple(seat.id for seat in state.seats)
    start = ids.index(nominee) + 1 if nominee in ids else 0
    return ids[start:] + ids[:start]


def in_vote_order(state: GameState, nominee: str, raised: Iterable[str]) -> tuple[str, ...]:
    """Return raised hands in the order the vote went round (the order VoteRecorded keeps).

    >>> from grimoire_app.systems.botc.state import Seat
    >>> in_vote_order(GameState(seats=tuple(Seat(f"s{i}", f"p{i}") for i in range(4))), "s1", ["s0", "s1", "s3"])
    ('s3', 's0', 's1')
    """
    hands = set(raised)
    return tuple(seat for seat in vote_order(state, nominee) if seat in hands)


def storyteller_nominable(game: Game) -> bool:
    """Whether the Storyteller may be nominated: an Atheist on the script or in play (spec 1.7)."""
    return any(c.id == "atheist" for c in game.script.characters) or any(s.character == "atheist" for s in game.state.seats)


def exile_votes_needed(state: GameState) -> int:
    """Return the votes an exile needs: half of ALL players, living and dead, rounded up.

    General rules (Travellers): any player may vote on an exile and the dead do not spend their
    ghost vote, so the threshold counts everyone.

    >>> from grimoire_app.systems.botc.state import Seat
    >>> exile_votes_needed(GameState(seats=tuple(Seat(f"s{i}", f"p{i}", alive=i < 3) for i in range(9))))
    5
    """
    return math.ceil(len(state.seats) / 2)


@dataclass(frozen=True)
class Tally:
    """One nomination's vote: every raised hand, the hands that count, and the threshold then."""

    nominator: str
    nominee: str
    raised: tuple[str, ...]
    """Every raised hand as recorded (empty before the vote)."""
    counted: tuple[str, ...]
    """The hands that count: living voters and dead voters still holding their ghost vote (under a working Voudon:
    the Voudon and every dead voter)."""
    threshold: int
    secret: bool
    """Whether the vote was taken under a functioning Organ Grinder (eyes closed, tally secret)."""
    voted: bool
    """Whether the vote has been taken."""
    weights: tuple[int, ...] | None = None
    """What each counted hand is worth (the Thief's −1, the Bureaucrat's ×3); None: one each."""
    ruling: str | None = None
    """A working Judge's ruling on this nomination: 'pass' or 'fail' whatever the count (docs/rules/judge.md); None: the vote decides."""

    @property
    def count(self) -> int:
        """Return the counted votes: each counted hand's worth (docs/rules/thief.md, bureaucrat.md), may be negative."""
        return len(self.counted) if self.weights is None else sum(self.weights)

    @property
    def passes(self) -> bool:
        """Whether the count meets the threshold (or a Judge ruled it passes; a 'fail' ruling never passes)."""
        if self.ruling is not None:
            return self.ruling == "pass"
        return self.voted and self.count >= self.threshold


def secret_voting(game: Game, at: int | None = None) -> bool:
    """Whether votes are secret now: an Organ Grinder is alive, sober and healthy (spec 3.3)."""
    from grimoire_app.systems.botc.day.facts import Moment

    m = Moment(game, len(game.events) if at is None else at)
    return any(seat.alive and not m.impaired(seat.id) for seat in m.holders("organgrinder"))


def tallies(game: Game, day: int | None = None, at: int | None = None) -> list[Tally]:
    """Return the tally of every nomination of a day (default: the last day), in order.

    `at` looks at the game after its first `at` events (default: now).
    """
    from grimoire_app.systems.botc.day.facts import Moment
    from grimoire_app.systems.botc.day.judge import judge_ruled, rulings

    m = Moment(game, len(game.events) if at is None else at)
    number = day if day is not None else (m.state.days[-1].number if m.state.days else 0)
    found: list[Tally] = []
    votes: dict[str, tuple[int, VoteRecorded]] = {}
    nominations: list[tuple[int, Nominated]] = []
    for index, event in m.day_events(number):
        if isinstance(event, VoteRecorded):
            votes[event.nominee] = (index, event)
        elif isinstance(event, Nominated):
            nominations.append((index, event))
    for index, nomination in nominations:
        found.append(_tally(game, index, nomination.nominator, nomination.nominee, votes.get(nomination.nominee)))
    ruled = rulings(game, m.day_events(number)) if any(t.voted for t in found) and judge_ruled(m.events) else {}
    return [replace(t, ruling=ruled[i]) if i in ruled else t for i, t in enumerate(found)]


def _tally(game: Game, nominated_at: int, nominator: str, nominee: str, vote: tuple[int, VoteRecorded] | None) -> Tally:
    """Count the hands that hold a vote; a vote the Storyteller recorded by override counts every hand."""
    if vote is None or vote[0] < nominated_at:
        needed = threshold(game, nominated_at + 1)
        return Tally(nominator, nominee, (), (), needed, secret_voting(game, nominated_at + 1), False)
    index, event = vote
    before = game.state_at(index)
    counted = event.voters if event.override else counted_hands(game, event.voters, index)
    weights = tuple(hand_worth(before, v) for v in counted)
    return Tally(nominator, nominee, event.voters, counted, threshold(game, index), secret_voting(game, index), True, weights)


def voudon_voting(game: Game, at: int | None = None) -> bool:
    """Whether a living, sober and healthy Voudon is in play: only it and the dead vote (docs/rules/voudon.md)."""
    state = game.state if at is None else game.state_at(at)
    if not any(seat.character == "voudon" and seat.alive for seat in state.seats):
        return False  # the common case, without building the moment's facts
    from grimoire_app.systems.botc.day.facts import Moment

    m = Moment(game, len(game.events) if at is None else at)
    return any(seat.alive and not m.impaired(seat.id) for seat in m.holders("voudon"))


def threshold(game: Game, at: int | None = None) -> int:
    """Return the votes a nomination needs then: 1 under a working Voudon, else half the living rounded up."""
    state = game.state if at is None else game.state_at(at)
    return 1 if voudon_voting(game, at) else votes_needed(state)


def hand_counts(game: Game, seat_id: str, at: int | None = None) -> bool:
    """Whether a raised hand counts then: `may_vote`, or under a working Voudon the Voudon and every dead player."""
    return bool(counted_hands(game, (seat_id,), at))


def counted_hands(game: Game, raised: Iterable[str], at: int | None = None) -> tuple[str, ...]:
    """Return the raised hands that count then (see `hand_counts`), in the given order."""
    state = game.state if at is None else game.state_at(at)
    if voudon_voting(game, at):
        seats = {s.id: s for s in state.seats}
        return tuple(v for v in raised if v in seats and (not seats[v].alive or seats[v].character == "voudon"))
    from grimoire_app.systems.botc.day.beggar import beggar_hand_counts

    return tuple(v for v in raised if _holds_vote(state, v) and beggar_hand_counts(game, state, v, at))


NEGATIVE_VOTE = ("thief", "Negative Vote")
THREE_VOTES = ("bureaucrat", "3 Votes")
UG_HAT = ("godofug", "Hat")


def hand_worth(state: GameState, seat_id: str) -> int:
    """Return what a counted hand is worth: −1 with a working NEGATIVE VOTE, ×3 with 3 VOTES, −3 with both;
    ×2 more with the God of Ug's HAT while it is in play; ×2 for an empowered Banshee (docs/rules/banshee.md).

    An inert token (placed by a drunk or poisoned chooser) changes nothing (docs/rules/thief.md test 4).
    """
    seat = next((s for s in state.seats if s.id == seat_id), None)
    working = [r for r in seat.reminders if not r.inert] if seat is not None else []
    negative = any(same_token(r, *NEGATIVE_VOTE) for r in working)
    hat = UG_HAT[0] in state.fabled and any(same_token(r, *UG_HAT) for r in working)  # docs/rules/godofug.md
    banshee = BANSHEE_HAND if seat is not None and banshee_empowered(seat) else 1  # docs/rules/banshee.md
    return (-1 if negative else 1) * (3 if any(same_token(r, *THREE_VOTES) for r in working) else 1) * (2 if hat else 1) * banshee


def _holds_vote(state: GameState, seat_id: str) -> bool:
    seat = next((s for s in state.seats if s.id == seat_id), None)
    return seat is not None and (seat.alive or seat.ghost_vote or banshee_empowered(seat))


def leader(found: list[Tally]) -> str | None:
    """Return who is about to die after these tallies: the top count meeting its threshold, unless tied.

    A Judge's 'pass' puts its nominee about to die at once, replacing whoever was (a later vote must beat its
    count, or the threshold, to replace it; a tie leaves nobody); a 'fail' ruling counts as a vote that did not
    pass (docs/rules/judge.md [DECISION]).

    >>> t = lambda who, n: Tally("x", who, (), tuple(range(n)), 3, False, True)
    >>> leader([t("a", 3), t("b", 4)]), leader([t("a", 4), t("b", 4)]), leader([t("a", 4), t("b", 4), t("c", 5)])
    ('b', None, 'c')
    """
    best, chosen = 0, None
    for tally in found:
        if not tally.passes:
            continue
        if tally.ruling == "pass":
            best, chosen = max(best, tally.count, tally.threshold), tally.nominee
        elif tally.count > best:  # a negative tally never passes: thresholds are at least 1
            best, chosen = tally.count, tally.nominee
        elif tally.count == best:
            chosen = None
    return chosen


def about_to_die(game: Game, at: int | None = None) -> str | None:
    """Return who is about to die today (the Storyteller's view), None when nobody is."""
    state = game.state if at is None else game.state_at(at)
    return leader(tallies(game, at=at)) if state.today() is not None else None


def public_tally(game: Game, nominee: str) -> int | None:
    """Return the count the table may hear for today's nomination of a player (None: secret or no vote)."""
    for tally in reversed(tallies(game)):
        if tally.nominee == nominee:
            return None if tally.secret or not tally.voted else tally.count
    return None


def public_about_to_die(game: Game) -> str | None:
    """Return who the table is told is about to die (None under a secret vote, spec 3.3)."""
    today = tallies(game)
    if any(t.secret for t in today if t.voted):
        return None
    return leader(today)


def may_vote(state: GameState, seat_id: str) -> bool:
    """Whether a player's raised hand would count now: alive, or dead with a ghost vote (spec 1.7)."""
    return _holds_vote(state, seat_id)


def ghost_vote_shown(game: Game, seat_id: str) -> bool:
    """Whether the table still sees a dead player's vote token: spent under a secret vote, it stays until dusk."""
    seat = game.state.seat(seat_id)
    if seat.alive or seat.ghost_vote:
        return not seat.alive
    return any(seat_id in t.raised and t.secret for t in tallies(game)) and game.state.today() is not None
