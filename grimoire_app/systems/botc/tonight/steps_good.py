"""Wake conditions of good characters' steps that data cannot express (registered in registry.STEPS).

Each hook reads the StepDraft of its step and puts actors to sleep, skips the step, or adds notes.
Sources: spec/characters.md each block's Night line; the seeds' how-to-run texts.
"""

from __future__ import annotations

from dataclasses import replace

from grimoire_app.systems.botc.tonight.draft import StepDraft
from grimoire_app.systems.botc.tonight.held import alchemist_minions
from grimoire_app.systems.botc.tonight.link_protection import grandmother_link_protection
from grimoire_app.systems.botc.tonight.view import View

GRANDCHILD = ("grandmother", "Grandchild")
EVIL_WAKES = ("poppygrower", "Evil Wakes")
HAIRCUTS = ("barber", "Haircuts Tonight")


def killed_by_demon_tonight(view: View, seat_id: str) -> bool:
    """Whether the seat died tonight from a Demon's ability (spec 1.8 cause DEMON)."""
    return any(death.seat == seat_id and death.cause.kind == "demon" for death in view.deaths_tonight)


def bountyhunter(draft: StepDraft) -> None:
    """Other nights: wake only once the KNOW player died, and only with an evil player left to show (spec 2.1)."""
    view = draft.view
    later = _later_night_actors(draft)
    know = view.carriers(("bountyhunter", "Know"))
    if know and all(view.really_alive(seat) for seat in know):
        for seat_id in later:
            draft.skip_actor(seat_id, view.reason("know_alive", know[0].id))
        return
    shown = {p for _, _, info in view.shown_at("bountyhunter") for p in info.players} | {s.id for s in know}
    left = [s for s in view.state.seats if s.alignment == "evil" and s.alive and s.id not in shown]
    if not left:
        for seat_id in later:
            draft.skip_actor(seat_id, view.reason("nobody_to_show", seat_id))


def _later_night_actors(draft: StepDraft) -> list[str]:
    """Return the acting seats that follow the later-night rule (not night 1, not a fresh holder)."""
    if draft.view.first:
        return []
    return [actor.seat for actor in draft.acting if not (draft.first_mode and actor.fresh)]


def grandmother(draft: StepDraft) -> None:
    """Other nights: the Storyteller's step runs if the Demon killed the grandchild tonight (spec 3.1)."""
    view = draft.view
    later = _later_night_actors(draft)
    grandchildren = view.carriers(GRANDCHILD)
    killed = [seat for seat in grandchildren if killed_by_demon_tonight(view, seat.id)]
    impaired = {actor.seat for actor in draft.acting if actor.impaired}
    for seat_id in later:
        if not killed:
            draft.skip_actor(seat_id, view.reason("grandchild_not_killed", grandchildren[0].id if grandchildren else None))
        elif seat_id in impaired:
            draft.skip_actor(seat_id, view.reason("impaired_nothing", seat_id, "grandmother"))
    dying = [seat_id for seat_id in later if killed and seat_id not in impaired]
    if dying:
        spared = grandmother_link_protection(view, view.seat(dying[0]))
        draft.notes.append(spared if spared is not None else view.reason("grandmother_dies", dying[0]))


def sage(draft: StepDraft) -> None:
    """Wake the (dead) Sage only if the Demon killed it tonight (spec 3.1)."""
    view = draft.view
    for actor in draft.actors:
        if not killed_by_demon_tonight(view, actor.seat):
            draft.skip_actor(actor.seat, view.reason("not_killed_by_demon", actor.seat))


def farmer(draft: StepDraft) -> None:
    """Runs for each Farmer who died tonight while working: a living good player becomes a Farmer (spec 4.1)."""
    view = draft.view
    died = {death.seat for death in view.deaths_tonight}
    for actor in draft.acting:
        if actor.seat not in died:
            draft.skip_actor(actor.seat, view.reason("farmer_not_died", actor.seat))
        elif actor.impaired:
            draft.skip_actor(actor.seat, view.reason("impaired_nothing", actor.seat, "farmer"))
    if not any(s.alive and s.alignment == "good" for s in view.state.seats):
        draft.skip(view.reason("no_living_good"))


def undertaker(draft: StepDraft) -> None:
    """Wake only if a player died by execution today (spec 4.1)."""
    view = draft.view
    executed = [d.seat for d in view.deaths_today if d.cause.kind == "execution"]
    executed += [s.id for s in view.carriers(("undertaker", "Died Today"))]
    if not executed:
        for actor in draft.actors:
            draft.skip_actor(actor.seat, view.reason("no_execution_death"))


def barber(draft: StepDraft) -> None:
    """With HAIRCUTS TONIGHT (the Barber died since last night), wake the Demon to swap two players (spec 4.2)."""
    view = draft.view
    barbers = {actor.seat for actor in draft.actors}
    died = any(d.seat in barbers for d in view.deaths_today + view.deaths_tonight)
    if not view.carriers(HAIRCUTS) and not died:
        draft.skip(view.reason("no_haircuts"))
        return
    demons = view.living(view.demons)
    if not demons:
        draft.skip(view.reason("no_living_demon"))
        return
    draft.wakes = list(demons)
    draft.chooser = demons[0]


def poppygrower(draft: StepDraft) -> None:
    """Night 1: the Demon learns its bluffs here instead of Demon Info; later: EVIL WAKES wakes the evil team (spec 2.1)."""
    view = draft.view
    own = [actor for actor in draft.acting if actor.via == "own"]
    if not own:
        return
    if draft.first_mode:
        _first_night_poppy(draft, own[0].seat, bool(own[0].impaired))
        return
    if not view.carriers(EVIL_WAKES):
        alive = [actor.seat for actor in own if view.really_alive(view.seat(actor.seat))]
        draft.skip(view.reason("poppy_grower_alive", alive[0]) if alive else view.reason("no_evil_wakes"))
        return
    draft.wakes = list(view.living(view.minions) + view.living(view.registered_demons))
    if view.in_play("lilmonsta") or view.carriers(("lilmonsta", "Is The Demon")):
        draft.notes.append(view.reason("wake_singly"))


def _first_night_poppy(draft: StepDraft, seat_id: str, impaired: bool) -> None:
    view = draft.view
    if len(view.state.seats) < 7:
        draft.skip(view.reason("fewer_than_7"))
    elif impaired:
        draft.skip(view.reason("poppy_impaired", seat_id))
    elif not view.living(view.demons):
        draft.skip(view.reason("no_demon"))
    else:
        draft.wakes = list(view.living(view.demons))


def alchemist(draft: StepDraft) -> None:
    """Night 1: show the Alchemist YOU ARE and its Minion's token (spec 2.1 Alchemist Night).

    Until the Storyteller records one, the note says they choose, and the YOU ARE card carries the
    suggestion: the script's first Minion not in play (`alchemist_minions`, spec 2.1 Setup).
    """
    view = draft.view
    acting = {actor.seat for actor in draft.acting}
    held = any(h.via == "alchemist" and h.seat in acting for hs in view.holders.values() for h in hs)
    if acting and not held:
        draft.notes.append(view.reason("alchemist_choose_minion"))
        suggested = alchemist_minions(view.game)[:1]
        draft.cards = [replace(card, characters=tuple(suggested)) if card.info == "you_are" else card for card in draft.cards]
