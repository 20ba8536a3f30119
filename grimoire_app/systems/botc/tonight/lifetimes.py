"""Dusk and dawn: the reminder removals every token's lifetime asks for, as a checklist of events.

Lifetimes are data (resources/botc/reminders.json, spec 1.4 and 1.6): until dusk, until dawn,
until used (the step that uses it removes it, choices.py), while the source lives, for the game,
until dusk tomorrow (the Minstrel's); a token may age into another at dusk (the Courtier's DRUNK 3 → 2 → 1).
Nothing is recorded here: the Storyteller sees the list (`checklist` gives one line per event,
"해질녘: 민수의 중독 제거" / "Dusk: Poisoned removed from 민수"), may untick some, and records the
rest. `advance_events` makes "next phase" one action: dusk removals then the phase change, or the
phase change then the dawn removals and markers.
"""

from __future__ import annotations

from collections.abc import Sequence

from grimoire_app.model.characters import Lang
from grimoire_app.systems.botc.describe import describe
from grimoire_app.systems.botc.events import Event, Phase, PhaseAdvanced, ReminderPlaced, ReminderRemoved
from grimoire_app.systems.botc.game import Game
from grimoire_app.systems.botc.state import Reminder, apply
from grimoire_app.systems.botc.tonight.plan import Ids
from grimoire_app.systems.botc.tonight.view import View


def dusk_events(game: Game) -> list[Event]:
    """Return the removals due at dusk: "until dusk" tokens placed before it, and tokens whose source is gone.

    During a day every "until dusk" token is due; during night n (n ≥ 2) only those placed before
    the night began (a Storyteller who advanced first still gets yesterday's); never before day 1.
    """
    view = View(game)
    phase = game.state.phase
    ending = [r for r in _with_end(view, "dusk") if _dusk_due(view, phase, r)]
    ending += [r for r in _with_end(view, "dusk_tomorrow") if _dusk_tomorrow_due(view, phase, r)]
    due: list[Event] = [_removed(r, "dusk") for r in ending]
    return due + _aged(view, ending) + _not_removed(source_gone_events(game), due)


def dawn_events(game: Game) -> list[Event]:
    """Return the removals due at dawn ("until dawn" tokens), tokens whose source is gone, and the dawn markers.

    During night n every "until dawn" token is due; during day n only those placed before the day
    began. The markers are put back on each working holder (Town Crier's MINIONS NOT NOMINATED,
    Flowergirl's DEMON NOT VOTED, spec 1.6 dawn 4).
    """
    view = View(game)
    phase = game.state.phase
    due: list[Event] = [_removed(r, "dawn") for r in _with_end(view, "dawn") if _dawn_due(view, phase, r)]
    due += _not_removed(source_gone_events(game), due)
    return due + (_dawn_markers(view) if phase.kind != "setup" else [])


def source_gone_events(game: Game) -> list[Event]:
    """Return the removals of tokens whose source no longer holds a working ability (dead, gone, or the Witch's 3 alive).

    The reliability rules (issue 8) already treat such tokens as inactive; this takes them off the grimoire.
    """
    view = View(game)
    gone: list[Event] = []
    for reminder in _with_end(view, "source"):
        lifetime = view.data.lifetime(reminder.character, reminder.token)
        holders = view.holders.get(reminder.character, ())
        working = any(view.able(view.seat(holder.seat)) or holder.via == "plaguedoctor" for holder in holders if holder.via != "believed")
        few = lifetime is not None and lifetime.min_alive is not None and view.state.alive_count <= lifetime.min_alive
        if not working or few:
            gone.append(_removed(reminder, "source_gone"))
    return gone


def advance_events(game: Game) -> list[Event]:
    """Return "next phase" as one checklist: [dusk removals…, PhaseAdvanced] or [PhaseAdvanced, dawn removals…]."""
    phase = game.state.phase
    advanced = PhaseAdvanced(to=phase.next())
    if phase.kind == "day":
        return [*dusk_events(game), advanced]
    if phase.kind == "night":
        return [advanced, *dawn_events(game)]
    return [advanced]


def checklist(game: Game, events: Sequence[Event], lang: Lang) -> list[str]:
    """Return one readable line per event, each described as the grimoire stands when it is reached."""
    state, lines = game.state, []
    for event in events:
        lines.append(describe(event, state, game.script, game.library, lang))
        state = apply(state, event)
    return lines


def _with_end(view: View, end: str) -> list[Reminder]:
    found = []
    for seat in view.state.seats:
        for reminder in seat.reminders:
            lifetime = view.data.lifetime(reminder.character, reminder.token)
            if lifetime is not None and end in lifetime.ends:
                found.append(reminder)
    return found


def _dusk_due(view: View, phase: Phase, reminder: Reminder) -> bool:
    if phase.kind == "day":
        return True
    return phase.kind == "night" and phase.number >= 2 and view.placed_before(reminder.id, phase)


def _dusk_tomorrow_due(view: View, phase: Phase, reminder: Reminder) -> bool:
    """Due at the dusk ending the day after the one it was placed on (the Minstrel's "until dusk tomorrow")."""
    if phase.kind == "day":
        return view.placed_before(reminder.id, phase)
    if phase.kind != "night" or phase.number < 2:
        return False
    day = Phase(kind="day", number=phase.number - 1)
    return view.start(day) is not None and view.placed_before(reminder.id, day)


def _aged(view: View, ending: list[Reminder]) -> list[Event]:
    """Return the tokens put in place of those that come off and age (the Courtier's DRUNK 3 → 2 → 1)."""
    ids, placed = Ids(view), list[Event]()
    for reminder in ending:
        lifetime = view.data.lifetime(reminder.character, reminder.token)
        if lifetime is not None and lifetime.becomes is not None:
            seat = next(s for s in view.state.seats if reminder in s.reminders)
            placed.append(ReminderPlaced(reminder=ids.next(), seat=seat.id, character=reminder.character, token=lifetime.becomes, inert=reminder.inert))
    return placed


def _dawn_due(view: View, phase: Phase, reminder: Reminder) -> bool:
    if phase.kind == "night":
        return True
    return phase.kind == "day" and view.placed_before(reminder.id, phase)


def _removed(reminder: Reminder, because: str) -> ReminderRemoved:
    return ReminderRemoved(reminder=reminder.id, because=because)  # type: ignore[arg-type]


def _not_removed(events: list[Event], already: list[Event]) -> list[Event]:
    taken = {event.reminder for event in already if isinstance(event, ReminderRemoved)}
    return [event for event in events if not (isinstance(event, ReminderRemoved) and event.reminder in taken)]


def _dawn_markers(view: View) -> list[Event]:
    ids, placed = Ids(view), list[Event]()
    for marker in view.data.dawn_markers:
        for holder in view.holders.get(marker.character, ()):
            seat = view.seat(holder.seat)
            if holder.via == "own" and view.able(seat) and not view.has(seat, (marker.character, marker.token)):
                placed.append(ReminderPlaced(reminder=ids.next(), seat=seat.id, character=marker.character, token=marker.token))
    return placed
