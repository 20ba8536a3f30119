"""The end of nominations: today's execution as events, and the exile of Travellers (not an execution).

Spec 1.7: at most one execution a day; the player about to die when nominations close is
executed; executed is not died (a dead player executed dies no more). Survivals (the Fool, the
Lleech, the Zombuul's first death) are the triggers of the PlayerDied proposed here.

Exile (general rules on Travellers; the seeds only say it is not an execution — seeds/001 Vortox,
seeds/004 Flowergirl and Undertaker): any player, living or dead, may call for and vote on an
exile; dead voters keep their ghost vote; it needs half of ALL players, rounded up; the Traveller
dies whatever protects them, and the day may hold several exiles.
"""

from __future__ import annotations

from grimoire_app.systems.botc.commands import kill
from grimoire_app.systems.botc.events import Event, Executed, ReminderRemoved, STORYTELLER
from grimoire_app.systems.botc.game import Game
from grimoire_app.systems.botc.state import Seat
from grimoire_app.systems.botc.day.acts import PublicAct, act_event
from grimoire_app.systems.botc.day.butcher import butcher_execution
from grimoire_app.systems.botc.day.facts import ZOMBUUL_DEAD, Moment, same_token
from grimoire_app.systems.botc.day.votes import about_to_die, exile_votes_needed


def end_of_day_events(game: Game) -> tuple[Event, ...]:
    """Return the Executed (and PlayerDied) the Storyteller records when nominations close.

    Empty when nobody is about to die or today already has its execution (the Virgin's). The
    Storyteller nominated at an Atheist's table is executed without a death. A registers-dead
    Zombuul dies for real (spec 3.4 "Second death" [DECISION]): its DEAD reminder comes off, as
    tonight's real death does; the grimoire already shows it dead, so no second PlayerDied.
    """
    today = game.state.today()
    if today is not None and today.execution is not None and (second := butcher_execution(game)) is not None:
        return (Executed(seat=second), kill(second, "execution"))  # the Butcher's second nomination (docs/rules/butcher.md)
    if today is None or today.execution is not None:
        return ()
    leader = about_to_die(game)
    if leader is None:
        return ()
    if leader == STORYTELLER:
        return (Executed(seat=STORYTELLER),)
    m = Moment.now(game)
    seat = m.seat(leader)
    if m.registers_dead_zombuul(seat):
        return (Executed(seat=leader), zombuul_real_death(seat))
    return (Executed(seat=leader),) + ((kill(leader, "execution"),) if seat.alive else ())


def zombuul_real_death(seat: Seat) -> ReminderRemoved:
    """Return the real death of a registers-dead Zombuul: its DEAD reminder taken off (spec 3.4)."""
    return ReminderRemoved(reminder=next(r.id for r in seat.reminders if same_token(r, *ZOMBUUL_DEAD)))


def exile_passes(game: Game, voters: tuple[str, ...]) -> bool:
    """Whether these raised hands exile a Traveller: every player's hand counts, once."""
    seats = {s.id for s in game.state.seats}
    return len(set(voters) & seats) >= exile_votes_needed(game.state)


def exile_events(game: Game, traveller: str, voters: tuple[str, ...]) -> tuple[Event, ...]:
    """Return the events of an exile vote: the act (who voted), and the Traveller's death if it passes.

    The death's cause is 'exile' (docs/rules/exile.md), never an execution: today keeps no
    execution, and no execution trigger (Saint, Virgin, Undertaker, Vortox…) reads it.

    Raises:
        ValueError: the player is not a Traveller, or is already dead.
    """
    m = Moment.now(game)
    seat = m.seat(traveller)
    if not m.is_traveller(seat) or not seat.alive:
        raise ValueError(f"cannot exile {seat.name!r}: only a living Traveller can be exiled")
    act: Event = act_event(PublicAct(act="exile", seat=traveller, players=voters))
    return (act, kill(traveller, "exile", seat.character)) if exile_passes(game, voters) else (act,)
