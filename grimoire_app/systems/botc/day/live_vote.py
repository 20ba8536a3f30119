"""A vote while it is being taken: the hands raised so far, the clock hand, the count against the threshold.

The day panel collects hands seat by seat and records the whole vote as one VoteRecorded when the
Storyteller confirms it; until then nothing is in the log. `vote_in_progress` describes that moment
as one frozen value the Storyteller's square, the public window and the panel all draw from, so none of
them counts anything itself. Every rule comes from votes.py: the order round the circle (`vote_order`:
clockwise from the nominee's neighbour, the nominee last), which hands count (`counted_hands`: ghost
votes, the Voudon, the Beggar), what each counted hand is worth (`hand_worth`: the Thief's −1, the
Bureaucrat's ×3, the God of Ug's hat), the threshold (`threshold`) and who would be about to die
(`leader` over today's tallies with this one as it stands: an equal count ties).

The clock hand is an index into the order: `hand` is the seat it points at now (0: the first voter,
the nominee's clockwise neighbour); `hand == len(order)` means it has gone all the way round.
Under the Organ Grinder's secret vote (spec 3.3) `secret` is set: the Storyteller still sees it all,
the public window withholds the hands and the count (ui/town_square/public.py `public_live`).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, replace
from typing import Literal

from grimoire_app.systems.botc.game import Game
from grimoire_app.systems.botc.day.votes import Tally, counted_hands, hand_worth, in_vote_order, leader, secret_voting, tallies, threshold, vote_order

Standing = Literal["short", "tie", "leads"]
"""Where the count stands if the vote ended now: below the threshold or the count to beat, level with the
highest count today (nobody about to die), or putting the nominee about to die."""


@dataclass(frozen=True)
class VoteInProgress:
    """The vote being taken on one nomination, as it stands now (seat ids; names are the view's business).

    >>> vote = VoteInProgress("s0", "s2", ("s3", "s0", "s1", "s2"), ("s0",), ("s0",), (1,), 2, 1, 3, 0, None, False, "short")
    >>> vote.reached, vote.passed, vote.done
    ('s1', ('s3', 's0'), False)
    """

    nominator: str | None
    """Who nominated (None: not found among today's nominations)."""
    nominee: str
    order: tuple[str, ...]
    """The seats in the order the vote goes round: clockwise from the nominee's neighbour, the nominee last."""
    raised: tuple[str, ...]
    """Every hand marked raised so far, in vote order."""
    counted: tuple[str, ...]
    """The raised hands that count (living voters, ghost votes still held, the Voudon's rule), in vote order."""
    worth: tuple[int, ...]
    """What each counted hand is worth (1, or the Thief's −1, the Bureaucrat's 3 …), aligned with `counted`."""
    hand: int
    """The clock hand: the index in `order` of the seat it points at; len(order) once it has gone round."""
    count: int
    """The counted votes (the sum of `worth`; may be negative)."""
    threshold: int
    """The votes a nomination needs now."""
    to_beat: int
    """Today's highest count that put someone about to die (0: none yet); an equal count ties."""
    leader: str | None
    """Who is about to die before this vote (None: nobody, or a tie)."""
    secret: bool
    """The Organ Grinder's secret vote: the table sees neither the hands nor the count."""
    standing: Standing
    """Where the count stands if the vote ended now."""

    @property
    def reached(self) -> str | None:
        """Return the seat the clock hand points at (None once it has gone round)."""
        return self.order[self.hand] if self.hand < len(self.order) else None

    @property
    def passed(self) -> tuple[str, ...]:
        """Return the seats the clock hand has passed, in order."""
        return self.order[: self.hand]

    @property
    def done(self) -> bool:
        """Whether the clock hand has gone all the way round."""
        return self.hand >= len(self.order)

    def worth_of(self, seat_id: str) -> int | None:
        """Return what a seat's hand is worth in the count (None: not raised, or raised but not counted)."""
        return self.worth[self.counted.index(seat_id)] if seat_id in self.counted else None


def vote_in_progress(game: Game, nominee: str, raised: Iterable[str], hand: int = 0) -> VoteInProgress:
    """Return the vote on today's nomination of `nominee` with these hands raised and the clock hand at `hand`.

    `hand` is clamped to 0..len(order). Complexity: one pass over today's tallies (as `tallies`).
    """
    state = game.state
    order = tuple(vote_order(state, nominee))
    hands = in_vote_order(state, nominee, raised)
    counted = counted_hands(game, hands)
    worth = tuple(hand_worth(state, seat) for seat in counted)
    needed = threshold(game)
    today = tallies(game)
    nominator = next((t.nominator for t in today if t.nominee == nominee), None)
    others = [t for t in today if t.nominee != nominee]
    this = Tally(nominator or "", nominee, hands, counted, needed, secret_voting(game), True, worth)
    before = leader(others)
    return VoteInProgress(
        nominator=nominator,
        nominee=nominee,
        order=order,
        raised=hands,
        counted=counted,
        worth=worth,
        hand=max(0, min(hand, len(order))),
        count=this.count,
        threshold=needed,
        to_beat=_to_beat(others),
        leader=before,
        secret=this.secret,
        standing=_standing(today, this),
    )


def _to_beat(others: list[Tally]) -> int:
    """Return the highest count among today's votes that passed (a Judge's 'pass' counts at least its threshold)."""
    return max((max(t.count, t.threshold) if t.ruling == "pass" else t.count for t in others if t.passes), default=0)


def _standing(today: list[Tally], this: Tally) -> Standing:
    """Return where this vote would stand among today's if it ended now (the day's `leader` decides)."""
    found = [this if t.nominee == this.nominee else t for t in today]
    if this.nominee not in {t.nominee for t in today}:
        found.append(this)
    if leader(found) == this.nominee:
        return "leads"
    others = [t for t in found if t is not this]
    return "tie" if this.passes and this.count == _to_beat(others) else "short"


def moved(vote: VoteInProgress, by: int) -> int:
    """Return where the clock hand goes when it moves `by` seats (never before the first voter nor past the end).

    >>> vote = VoteInProgress(None, "s2", ("s3", "s0", "s1", "s2"), (), (), (), 3, 0, 3, 0, None, False, "short")
    >>> moved(vote, 1), moved(vote, 5), moved(replace(vote, hand=0), -1)
    (4, 4, 0)
    """
    return max(0, min(vote.hand + by, len(vote.order)))
