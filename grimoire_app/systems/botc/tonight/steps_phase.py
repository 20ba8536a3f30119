"""The dusk and dawn lines of tonight's sheet: what the Storyteller checks there (spec 1.6).

The reminder removals themselves are events from lifetimes.py (dusk_events, dawn_events); these
hooks only add the notes the Storyteller must act on: the Vortox's and Summoner's dusk checks, an
EVIL WAKES still pending, the Fearmonger's announcement and each dead Klutz's choice.
"""

from __future__ import annotations

from grimoire_app.systems.botc.hermit import holds_by_hermit
from grimoire_app.systems.botc.tonight import steps_tb_core
from grimoire_app.systems.botc.tonight.draft import StepDraft
from grimoire_app.systems.botc.tonight.impairment import impairment
from grimoire_app.systems.botc.tonight.view import View


def dusk(draft: StepDraft) -> None:
    """Notes for dusk: the day's end checks that can end the game (spec 1.6 dusk 2, 3.4 Vortox, 4.3 Summoner)."""
    view = draft.view
    draft.kind = "storyteller"
    if view.night >= 2 and _vortox_working(view) and _execution(view, view.night - 1) is None:
        draft.notes.append(view.reason("vortox_no_execution"))
    summoners = [seat for seat in view.state.seats if seat.character == "summoner"]
    if view.night == 3 and summoners and not any(view.able(seat) for seat in summoners):
        draft.notes.append(view.reason("summoner_dead", summoners[0].id))


def dawn(draft: StepDraft) -> None:
    """Notes for dawn: a pending EVIL WAKES, the Fearmonger's announcement, a dead Klutz (spec 1.6 dawn)."""
    view = draft.view
    draft.kind = "storyteller"
    if view.carriers(("poppygrower", "Evil Wakes")):
        draft.notes.append(view.reason("evil_wakes_pending"))
    if fearmonger_chose_new(view):
        draft.notes.append(view.reason("fearmonger_announce"))
    for death in view.deaths_tonight:
        dead = view.seat(death.seat)
        if dead.character == "klutz" or holds_by_hermit(view.game, dead, "klutz"):  # a Hermit too (docs/rules/hermit.md)
            draft.notes.append(view.reason("klutz_choose", death.seat))
        if dead.character == "moonchild" or holds_by_hermit(view.game, dead, "moonchild"):
            draft.notes.append(view.reason("moonchild_choose", death.seat))
    steps_tb_core.scarletwoman_at_dawn(draft)


def fearmonger_chose_new(view: View) -> bool:
    """Whether a Fearmonger chose a player tonight other than its previous choice (spec 2.3: announce at dawn)."""
    mine = view.choices_of("fearmonger")
    for index, _phase, choice in view.choices_in(view.tonight):
        if choice.character != "fearmonger" or not choice.players:
            continue
        earlier = next((c for i, _, c in reversed(mine) if i < index and c.seat == choice.seat and c.players), None)
        if earlier is None or earlier.players != choice.players:
            return True
    return False


def _vortox_working(view: View) -> bool:
    return any(seat.character == "vortox" and seat.alive and not impairment(view, seat.id) for seat in view.state.seats)


def _execution(view: View, day: int) -> str | None:
    record = next((d for d in reversed(view.state.days) if d.number == day), None)
    return record.execution if record else None
