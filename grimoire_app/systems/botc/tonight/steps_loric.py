"""The Loric at night (issue 17): the Storm Catcher's first-night step and protection, the Tor's steps.

Sources: docs/rules/stormcatcher.md and tor.md (official almanac, rules restated in our own words).
A Fabled or Loric in play (GameState.fabled) runs its night slot as the Storyteller's step (draft.py);
these hooks say whom it wakes and what to show. Registered with one block in registry.py.
"""

from __future__ import annotations

from collections.abc import Callable

from grimoire_app.systems.botc.setup.loric import STORMCATCHER, stormcatcher_named, stormcaught_seats
from grimoire_app.systems.botc.state import Seat
from grimoire_app.systems.botc.tonight.draft import StepDraft
from grimoire_app.systems.botc.tonight.kills import Attack
from grimoire_app.systems.botc.tonight.values import Reason
from grimoire_app.systems.botc.tonight.view import View

TOR = "tor"
StepHook = Callable[[StepDraft], None]


def _evil(view: View) -> list[str]:
    return [seat.id for seat in view.state.seats if seat.alignment == "evil" and seat.character]


def stormcatcher(draft: StepDraft) -> None:
    """First night: wake each evil player; show the named character and point at its player (or 'not in play')."""
    view = draft.view
    named = stormcatcher_named(view.game.events[: view.cutoff])
    draft.kind = "wake"
    draft.wakes = _evil(view)
    if named is None:
        draft.notes.append(view.reason("stormcatcher_name_now"))
        return
    marked = stormcaught_seats(view.state)
    holder = next((s.id for s in view.state.seats if s.character == named), None)
    seat = marked[0] if marked else holder
    if seat is None:
        draft.notes.append(view.reason("stormcatcher_not_in_play", character=named))
    else:
        evil = ", ".join(view.name(s) for s in draft.wakes) or "—"
        draft.notes.append(view.reason("stormcatcher_point", seat, character=named, players=evil))


def tor(draft: StepDraft) -> None:
    """Other nights: wake each player who died tonight; show their character and alignment (true, whatever impairs)."""
    view = draft.view
    died = list(dict.fromkeys(death.seat for death in view.deaths_tonight))
    if not died:
        draft.skip(view.reason("tor_nobody_died"))
        return
    draft.kind = "wake"
    draft.wakes = died
    for seat_id in died:
        seat = view.seat(seat_id)
        reveal = view.reason("tor_reveal_evil", seat_id, seat.character) if seat.alignment == "evil" else view.reason("tor_reveal_good", seat_id, seat.character)
        draft.notes.append(reveal)


def tor_first_night(draft: StepDraft) -> None:
    """First night: the Tor's slot only reminds that the evil team does not learn each other."""
    draft.notes.append(draft.view.reason("tor_no_evil_info"))


def tor_step(draft: StepDraft) -> None:
    """The Tor's slot: its first-night reminder or its other-night reveals."""
    (tor_first_night if draft.view.first else tor)(draft)


def skipped_under_tor(hook: StepHook) -> StepHook:
    """Wrap the Minion or Demon information step: skipped while the Tor is in play (docs/rules/tor.md)."""

    def asked(draft: StepDraft) -> None:
        hook(draft)
        if TOR in draft.view.state.fabled:
            draft.skip(draft.view.reason("tor_no_evil_info"))

    return asked


def stormcaught_protects(view: View, attack: Attack, victim: Seat) -> Reason | None:
    """STORMCAUGHT while the Storm Catcher is in play: no death at night (only an execution kills)."""
    return view.reason("stormcaught", victim.id) if victim.id in stormcaught_seats(view.state) else None


STEPS: dict[str, StepHook] = {STORMCATCHER: stormcatcher, TOR: tor_step}
