"""What a click on a seat means right now: nominating, voting, or naming the players of a public act.

Each mode is a small frozen value and `click(mode, seat)` returns the next one, so the panel's
picking is a pure function the tests can drive without Qt. A mode is `complete` when it holds
everything its event needs; the panel then records it. What an act names (ACT_STAGES) and the
order of a vote are the day's rules, in systems/botc/day.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from grimoire_app.systems.botc.events import ActKind
from grimoire_app.systems.botc.day.acts import ACT_REPEATS, ACT_STAGES, Stage

@dataclass(frozen=True)
class Nominating:
    """Waiting for a nominator, then a nominee.

    >>> click(click(Nominating(), "s1"), "s2")
    Nominating(nominator='s1', nominee='s2')
    """

    nominator: str | None = None
    nominee: str | None = None

    @property
    def complete(self) -> bool:
        """Whether both players are named."""
        return self.nominator is not None and self.nominee is not None


@dataclass(frozen=True)
class Voting:
    """The vote on a nomination: the hands raised so far, in the order they were raised.

    >>> click(click(Voting("s3"), "s1"), "s1").raised
    ()
    """

    nominee: str
    raised: tuple[str, ...] = ()
    override: bool = False
    """The Storyteller lets a spent ghost vote be raised anyway (recorded as an override)."""
    hand: int = 0
    """The clock hand: the index in the vote order (systems/botc/day/votes.py `vote_order`) of the seat it points at."""

    complete = False


@dataclass(frozen=True)
class Acting:
    """A public act being named: the actor, then its players and Demons, stage by stage.

    >>> mode = click(click(Acting("klutz_choice"), "s4"), "s2")
    >>> mode.seat, mode.players, mode.complete
    ('s4', ('s2',), True)
    """

    act: ActKind
    seat: str | None = None
    players: tuple[str, ...] = ()
    demons: tuple[str, ...] = ()
    step: int = 0
    characters: tuple[str, ...] = ()
    """The characters named at a "character" stage (the Juggler's guess), picked in the panel, not by a seat click."""
    text: str | None = None
    """The words written at a "text" stage (the Gossip's statement), typed in the panel."""

    @property
    def stage(self) -> Stage | None:
        """Return what the next click names (None: complete)."""
        stages = ACT_STAGES[self.act]
        return stages[self.step] if self.step < len(stages) else None

    @property
    def complete(self) -> bool:
        """Whether every stage is done."""
        return self.stage is None

    def next_stage(self) -> Acting:
        """Return the mode with the current (multi-pick) stage finished."""
        return replace(self, step=self.step + 1)


Mode = Nominating | Voting | Acting


def _toggle(picked: tuple[str, ...], seat: str) -> tuple[str, ...]:
    return tuple(p for p in picked if p != seat) if seat in picked else picked + (seat,)


def click(mode: Mode, seat: str) -> Mode:
    """Return the mode after a click on a seat (a second click on a pick takes it back)."""
    if isinstance(mode, Nominating):
        if mode.nominator is None:
            return Nominating(seat)
        return Nominating() if seat == mode.nominator else replace(mode, nominee=seat)
    if isinstance(mode, Voting):
        return replace(mode, raised=_toggle(mode.raised, seat))
    return _act_click(mode, seat)


def _act_click(mode: Acting, seat: str) -> Acting:
    stage = mode.stage
    if stage == "seat":
        return replace(mode, seat=seat, step=mode.step + 1)
    if stage == "player":
        players = mode.players + (seat,) if mode.act in ACT_REPEATS else (seat,)
        return replace(mode, players=players, step=mode.step + 1)
    if stage == "players":
        return replace(mode, players=_toggle(mode.players, seat))
    if stage == "demons":
        return replace(mode, demons=_toggle(mode.demons, seat))
    return mode  # a "character" or "text" stage is named in the panel (a list, a text field), not by a seat


def with_text(mode: Acting, text: str) -> Acting:
    """Return the mode with the words said at its "text" stage (trimmed; blank: none), and the stage done.

    >>> with_text(Acting("gossip_statement", "s1", step=1), "  s3 is the Demon ").text
    's3 is the Demon'
    """
    return replace(mode, text=text.strip() or None, step=mode.step + 1)


def may_repeat(mode: Acting) -> bool:
    """Whether the act may name another round after this one (the Juggler's next guess, up to five).

    >>> may_repeat(Acting("juggler_guess", "s1", ("s2",), step=2)), may_repeat(Acting("klutz_choice", "s1", step=1))
    (True, False)
    """
    repeats = ACT_REPEATS.get(mode.act)
    return repeats is not None and mode.step == len(ACT_STAGES[mode.act]) - 1 and len(mode.characters) + 1 < repeats[1]


def another_round(mode: Acting, character: str | None) -> Acting:
    """Return the mode with this round's character named and the first repeating stage next (see may_repeat).

    >>> another_round(Acting("juggler_guess", "s1", ("s2",), step=2), "sage")
    Acting(act='juggler_guess', seat='s1', players=('s2',), demons=(), step=1, characters=('sage',), text=None)
    """
    named = with_character(mode, character)
    return replace(named, step=ACT_REPEATS[mode.act][0])


def ended_rounds(mode: Acting) -> Acting:
    """Return the act finished with the rounds named so far (Record before naming another guess's player).

    >>> ended_rounds(Acting("juggler_guess", "s1", ("s2",), step=1, characters=("sage",))).complete
    True
    """
    return replace(mode, players=mode.players[: len(mode.characters)], step=len(ACT_STAGES[mode.act]))


def with_character(mode: Acting, character: str | None) -> Acting:
    """Return the mode with a character named at its "character" stage, and the stage done.

    >>> with_character(Acting("juggler_guess", "s1", ("s2",), step=2), "sage").characters
    ('sage',)
    """
    named = mode.characters + ((character,) if character else ())
    return replace(mode, characters=named, step=mode.step + 1)


def hand_moved(mode: Voting, to: int) -> Voting:
    """Return the vote with the clock hand at `to` (the day model clamps it: day/live_vote.py `moved`).

    >>> hand_moved(Voting("s3", ("s1",)), 2)
    Voting(nominee='s3', raised=('s1',), override=False, hand=2)
    """
    return replace(mode, hand=to)


def hand_raised(mode: Voting, seat: str) -> Voting:
    """Return the vote with this seat's hand raised (kept raised if it already was).

    >>> hand_raised(hand_raised(Voting("s3"), "s1"), "s1").raised
    ('s1',)
    """
    return mode if seat in mode.raised else replace(mode, raised=mode.raised + (seat,))
