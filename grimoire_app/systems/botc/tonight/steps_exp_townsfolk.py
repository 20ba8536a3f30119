"""Night steps of the experimental information Townsfolk (issue 21; docs/rules/<id>.md).

Registered in registry.STEPS with one line (`STEPS.update(steps_exp_townsfolk.STEPS)`):
- preacher: a chosen Minion gets NO ABILITY and the "selected you" card (CHOICES); anyone else: a note only.
  EVERY_STEP: a Minion whose ability the Preacher took sleeps through its own steps.
- amnesiac: a Storyteller step prompting to decide (night 1, no note yet) or run the hidden ability by hand.
- magician: Minion info and Demon info point at the working Magician too (wrapped in the registry); the
  Magician's own night-1 slot is a note; jinx notes at the Spy's, the Widow's and Lil' Monsta's steps.
- pixie (HELD): with HAS ABILITY by the Pixie, it holds the MAD player's character's ability.
- king: night 1, the Demon is shown the King (a card; the King sleeps); later nights the King wakes only
  once the dead equal or outnumber the living (with the Leviathan or Riot in play: once anyone is dead).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from grimoire_app.systems.botc.exp_townsfolk import king_learns
from grimoire_app.model.characters import Team
from grimoire_app.systems.botc.info.registration import misregistrations
from grimoire_app.systems.botc.state import Seat
from grimoire_app.systems.botc.tonight.draft import StepDraft
from grimoire_app.systems.botc.tonight.holding import HeldFn, Holder
from grimoire_app.systems.botc.tonight.plan import Plan
from grimoire_app.systems.botc.tonight.view import View

StepHook = Callable[[StepDraft], None]

PIXIE_MAD = ("pixie", "Mad")
PIXIE_HAS = ("pixie", "Has Ability")


def king(draft: StepDraft) -> None:
    """Night 1: a note that the Demon learns the King; later: skip the King while too few are dead."""
    view = draft.view
    if draft.first_mode:
        if draft.acting:
            draft.notes.append(view.reason("king_demon_learns", draft.acting[0].seat))
        return
    if not king_learns(view.state):
        dead = sum(1 for seat in view.state.seats if not seat.alive)
        draft.skip(view.reason("king_few_dead", number=dead, players=len(view.state.seats) - dead))


def pixie_gained(view: View, seat: Seat) -> list[Holder]:
    """Return the MAD player's ability once HAS ABILITY lies by the Pixie (docs/rules/pixie.md)."""
    gained = [r for r in seat.reminders if (r.character, r.token) == PIXIE_HAS]
    mad = [s for s in view.carriers(PIXIE_MAD) if s.id != seat.id and s.character]
    if not gained or not mad:
        return []
    return [Holder(seat.id, mad[0].character or "", "pixie", view.placed_at.get(gained[0].id, -1))]


PREACHED = ("preacher", "No Ability")


def preacher(draft: StepDraft) -> None:
    """Show the card only to a chosen Minion; otherwise note that nothing happens (docs/rules/preacher.md)."""
    view, choice = draft.view, draft.last_choice
    if choice is None or not choice.players:
        return
    chosen = view.seat(choice.players[0])
    if view.team(chosen) == Team.MINION:
        return
    draft.cards = [card for card in draft.cards if card.info != "selected_you"]
    code = "preacher_may_register" if Team.MINION in misregistration_teams(chosen) else "preacher_not_minion"
    draft.notes.append(view.reason(code, chosen.id))


def preacher_choice(plan: Plan) -> None:
    """A Minion chosen gets NO ABILITY (inert when the Preacher is impaired)."""
    for seat_id in plan.choice.players[:1]:
        if plan.view.team(plan.view.seat(seat_id)) == Team.MINION:
            plan.place_once(*PREACHED, seat_id)


def preacher_silences(draft: StepDraft) -> None:
    """At a Minion's own step, put to sleep a seat whose ability the Preacher took (docs/rules/preacher.md)."""
    if draft.character in (None, "preacher"):
        return
    view = draft.view
    for actor in draft.acting:
        seat = view.seat(actor.seat)
        if actor.via == "own" and any(r.code == "preacher" and r.effect == "poisoned" for r in view.judge.impairments(seat.id)):
            draft.skip_actor(seat.id, view.reason("preacher_no_ability", seat.id, draft.character))


def misregistration_teams(seat: Seat) -> tuple[Team, ...]:
    """Return the types a seat's own character may register as (registration.json), none for most."""
    entry = misregistrations().get(seat.character or "")
    return tuple(entry.teams) if entry is not None else ()


def amnesiac(draft: StepDraft) -> None:
    """Prompt the Storyteller to run the hidden ability by hand, or on night 1 to decide it (docs/rules/amnesiac.md)."""
    for actor in draft.acting:
        seat = draft.view.seat(actor.seat)
        code = "amnesiac_run" if seat.note.strip() or not draft.first_mode else "amnesiac_decide"
        draft.notes.append(draft.view.reason(code, seat.id))


# --- the Magician (docs/rules/magician.md) ------------------------------------------------------


def working_magicians(view: View) -> tuple[str, ...]:
    """Return the living Magicians whose ability works (sober, healthy, and no Vizier in play: its jinx)."""
    if view.in_play("vizier"):
        return ()
    return tuple(s.id for s in view.state.seats if s.character == "magician" and s.alive and view.judge.functioning(s))


def magician_mixed_in(hook: StepHook, info: str, code: str) -> StepHook:
    """Wrap Minion or Demon info: the working Magicians are pointed at as well, in table order."""

    def asked(draft: StepDraft) -> None:
        hook(draft)
        magicians = working_magicians(draft.view)
        if not magicians or draft.reasons:
            return
        order = {seat.id: i for i, seat in enumerate(draft.view.state.seats)}
        draft.cards = [
            replace(card, players=tuple(sorted({*card.players, *magicians}, key=order.__getitem__))) if card.info == info else card
            for card in draft.cards
        ]
        draft.notes.append(draft.view.reason(code, magicians[0]))

    return asked


MAGICIAN_JINX_NOTES = {"spy": "magician_spy", "widow": "magician_widow", "lilmonsta": "magician_lilmonsta"}
"""The steps where a Magician jinx changes what the Storyteller does (resources/characters/jinxes.json)."""


def magician_jinx_notes(draft: StepDraft) -> None:
    """At the Spy's or Widow's look at the grimoire and Lil' Monsta's babysitter pick, say what the Magician changes."""
    code = MAGICIAN_JINX_NOTES.get(draft.character or "")
    if code is None or not draft.acting:
        return
    magicians = [s.id for s in draft.view.state.seats if s.character == "magician" and s.alive]
    if magicians:
        draft.notes.append(draft.view.reason(code, magicians[0]))


def magician(draft: StepDraft) -> None:
    """The Magician's night-1 slot: nothing to wake; the Minion and Demon info will point at them too."""
    if draft.acting:
        code = "magician_at_evil_info" if working_magicians(draft.view) else "magician_not_working"
        draft.notes.append(draft.view.reason(code, draft.acting[0].seat))


HELD: dict[str, HeldFn] = {"pixie": pixie_gained}
STEPS: dict[str, Callable[[StepDraft], None]] = {
    "king": king,
    "preacher": preacher,
    "amnesiac": amnesiac,
    "magician": magician,
}
CHOICES: dict[str, Callable[[Plan], None]] = {"preacher": preacher_choice}
EVERY_STEP = (preacher_silences, magician_jinx_notes)

