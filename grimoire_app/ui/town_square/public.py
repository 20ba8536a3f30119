"""What the table may see: the public projection of the grimoire (no Qt).

The public town square is built from `public_view(state, public_votes(game))` alone, which
carries seat names, life, ghost votes, the phase, today's nominations with the counts the table
may hear, who is about to die, the executed player, today's deaths and exiles, and the Travellers'
characters (public: docs/rules/exile.md), and nothing else: no other character, no alignment,
reminder or bluff can reach that window because it never receives one.
Under the Organ Grinder's secret vote (spec 3.3) `public_votes` withholds the count, the leader
and the spending of ghost votes (a spent ghost vote still shows until dusk); `public_live` withholds a
vote in progress's raised hands and running count the same way (issue 19).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace

from grimoire_app.model.characters import Jinx
from grimoire_app.systems.botc.events import Phase
from grimoire_app.systems.botc.game import Game
from grimoire_app.systems.botc.state import GameState, votes_needed
from grimoire_app.systems.botc.day import ghost_vote_shown, public_about_to_die, tallies, threshold
from grimoire_app.systems.botc.day.live_vote import VoteInProgress


@dataclass(frozen=True)
class PublicSeat:
    """A seat as the table sees it."""

    name: str
    alive: bool
    ghost_vote: bool
    nominated: bool
    """Nominated today."""
    traveller: str | None = None
    """The seat's Traveller character, if a Traveller (public: the town knows who the Travellers are)."""


@dataclass(frozen=True)
class PublicNomination:
    """Today's nomination: who, whom, and the count the table may hear once the vote is taken.

    A nominee may be the Storyteller (Atheist): its name is then the id "storyteller".
    """

    nominator: str
    nominee: str
    votes: int | None
    """The counted votes (None before the vote, or when the vote was secret)."""
    secret: bool = False
    """The vote was taken under the Organ Grinder: eyes closed, no count announced."""


@dataclass(frozen=True)
class PublicVotes:
    """What the day model lets the table hear about today's votes: counts, secrecy, the leader.

    Built by `public_votes(game)`; it holds seat ids and numbers only.
    """

    counts: tuple[int | None, ...] = ()
    """Per today's nomination, in order: the count the table may hear (None: not voted, or secret)."""
    secret: tuple[bool, ...] = ()
    """Per today's nomination, in order: whether its vote was secret."""
    about_to_die: str | None = None
    """The seat the table is told is about to die (None: nobody, a tie, or a secret vote)."""
    ghost_votes_shown: frozenset[str] = frozenset()
    """Dead seats whose ghost vote the table still sees (spent in a secret vote: shown until dusk)."""
    needed: int | None = None
    """The votes a nomination needs now (1 under a working Voudon, docs/rules/voudon.md); None: half the living."""


@dataclass(frozen=True)
class LiveVote:
    """A vote being taken right now, as a square draws it: whom, the hands so far, the clock hand, the count.

    Names are the players' names (the Storyteller stays "storyteller", worded by the window); seats are ids.
    Built from the day model's `VoteInProgress` by `public_live` (what the table may see: under a secret
    vote no hands, no count, no standing) or ui/town_square/vote_view.py `storyteller_live` (everything).

    >>> LiveVote("지현", None, 4).count is None  # a secret vote: no running count
    True
    """

    nominee: str
    count: int | None
    """The counted votes so far (None: withheld, a secret vote)."""
    needed: int
    nominator: str | None = None
    order: tuple[str, ...] = ()
    """Seat ids in the order the vote goes round (the nominee last)."""
    raised: tuple[str, ...] = ()
    """Seat ids of the hands shown raised (none on the public side of a secret vote)."""
    hand: int = 0
    """The clock hand: the index in `order` of the seat it points at (len(order): gone round)."""
    at: str | None = None
    """The name of the player the clock hand points at (None: gone round)."""
    standing: str | None = None
    """'short', 'tie' or 'leads' if the vote ended now (None: withheld)."""
    to_beat: int = 0
    """Today's highest count that put someone about to die (0: none, or withheld)."""
    leader: str | None = None
    """The name of who is about to die before this vote (None: nobody, a tie, or withheld)."""
    secret: bool = False
    """The Organ Grinder's secret vote."""
    worth: tuple[tuple[str, int], ...] = ()
    """The Storyteller's side only: raised hands not worth one vote, as (seat id, worth); 0 = not counted."""


def public_live(vote: VoteInProgress, game: Game) -> LiveVote:
    """Return the vote in progress as the table may see it: names, the clock hand and, unless the vote is
    secret, the hands and the count against the threshold (the leader only when no vote today was secret).
    """
    state = game.state
    names = {seat.id: seat.name for seat in state.seats}
    at = names.get(vote.reached, vote.reached) if vote.reached else None
    base = LiveVote(names.get(vote.nominee, vote.nominee), None, vote.threshold, names.get(vote.nominator or "", vote.nominator),
                    vote.order, (), vote.hand, at, secret=vote.secret)
    if vote.secret:
        return base
    hidden_leader = any(t.secret for t in tallies(game) if t.voted)
    leader = None if hidden_leader or vote.leader is None else names.get(vote.leader, vote.leader)
    return replace(base, count=vote.count, raised=vote.raised, standing=None if hidden_leader else vote.standing,
                   to_beat=0 if hidden_leader else vote.to_beat, leader=leader)


@dataclass(frozen=True)
class PublicView:
    """Everything the public window shows."""

    phase: Phase
    seats: tuple[PublicSeat, ...]
    nominations: tuple[PublicNomination, ...]
    executed: str | None
    alive: int
    needed: int
    about_to_die: str | None = None
    """The name of the player the table is told is about to die."""
    deaths: tuple[str, ...] = ()
    """During a day: who died last night and today (already announced), in order."""
    exiled: tuple[str, ...] = ()
    """During a day: the Travellers exiled today (an exile is not an execution), in order."""
    fabled: tuple[str, ...] = ()
    """The Fabled and Loric in play (character ids): they are public."""
    jinxes: tuple[Jinx, ...] = ()
    """The script's jinxes while the Djinn is in play (docs/rules/djinn.md): the script is public, so are they."""


def public_votes(game: Game | None) -> PublicVotes:
    """Return what the table may hear about today's votes (nothing outside a day).

    >>> public_votes(None)
    PublicVotes(counts=(), secret=(), about_to_die=None, ghost_votes_shown=frozenset(), needed=None)
    """
    if game is None or game.state.today() is None:
        return PublicVotes()
    today = tallies(game)
    counts = tuple(None if t.secret or not t.voted else t.count for t in today)
    shown = frozenset(s.id for s in game.state.seats if not s.alive and ghost_vote_shown(game, s.id))
    return PublicVotes(counts, tuple(t.secret for t in today), public_about_to_die(game), shown, threshold(game))


def public_view(
    state: GameState, votes: PublicVotes | None = None, travellers: Mapping[str, str] | None = None, jinxes: Sequence[Jinx] = ()
) -> PublicView:
    """Return the public facts of the grimoire (without `votes`, no count is shown; `travellers`: seat id -> Traveller character;
    `jinxes`: the Djinn's, fabled_applied.djinn_jinxes).

    >>> from grimoire_app.systems.botc.state import Seat
    >>> view = public_view(GameState(seats=(Seat("s1", "민수", character="imp", alignment="evil"),)))
    >>> view.seats, view.needed
    ((PublicSeat(name='민수', alive=True, ghost_vote=True, nominated=False, traveller=None),), 1)
    """
    votes = votes or PublicVotes()
    names = {seat.id: seat.name for seat in state.seats}
    today = state.today()
    nominations = today.nominations if today else ()
    nominees = {n.nominee for n in nominations}
    shown = votes.ghost_votes_shown
    travellers = travellers or {}
    seats = tuple(PublicSeat(s.name, s.alive, s.ghost_vote or s.id in shown, s.id in nominees, travellers.get(s.id)) for s in state.seats)
    counts = votes.counts if len(votes.counts) == len(nominations) else (None,) * len(nominations)
    secret = votes.secret if len(votes.secret) == len(nominations) else (False,) * len(nominations)
    public = tuple(
        PublicNomination(names.get(n.nominator, n.nominator), names.get(n.nominee, n.nominee), count, hidden)
        for n, count, hidden in zip(nominations, counts, secret, strict=True)
    )
    executed = names.get(today.execution, today.execution) if today and today.execution else None
    leader = names.get(votes.about_to_die, votes.about_to_die) if votes.about_to_die and today and not today.execution else None
    deaths = _deaths(state, names)
    return PublicView(
        state.phase, seats, public, executed, state.alive_count, votes_needed(state) if votes.needed is None else votes.needed, leader, deaths,
        exiled=_exiled(state), fabled=state.fabled, jinxes=tuple(jinxes),
    )


def _deaths(state: GameState, names: dict[str, str]) -> tuple[str, ...]:
    """Return who died last night and today, during a day (night deaths are announced at dawn)."""
    if state.phase.kind != "day":
        return ()
    number = state.phase.number
    return tuple(names[d.seat] for d in state.deaths if d.phase.number == number and d.seat in names)


def _exiled(state: GameState) -> tuple[str, ...]:
    """Return the Travellers exiled today, by name (a departed Traveller too), during a day."""
    if state.phase.kind != "day":
        return ()
    return tuple(state.seat(d.seat).name for d in state.deaths if d.phase == state.phase and d.cause.kind == "exile")
