"""Wake conditions and notes of the Sects & Violets characters that are not seed characters (issue 16).

Registered in registry.STEPS and registry.KILLS with one line each. Each rule is restated in
docs/rules/<id>.md: the Juggler wakes only the night after its first day; the Sweetheart's step
runs once, after she died while functioning; the Evil Twin and its twin see each other on night 1;
the No Dashii kills and poisons its two nearest Townsfolk neighbours.
"""

from __future__ import annotations

from collections.abc import Callable

from grimoire_app.model.characters import Team
from grimoire_app.systems.botc.events import PlayerDied
from grimoire_app.systems.botc.info.reliability import reliability
from grimoire_app.systems.botc.info.truths_snv import first_day
from grimoire_app.systems.botc.tonight import kills
from grimoire_app.systems.botc.tonight.draft import StepDraft
from grimoire_app.systems.botc.tonight.values import Card, Reason
from grimoire_app.systems.botc.tonight.view import View

TWIN = ("eviltwin", "Twin")
SWEETHEART_DRUNK = ("sweetheart", "Drunk")
NO_DASHII_POISONED = ("nodashii", "Poisoned")


def juggler(draft: StepDraft) -> None:
    """Wake the Juggler only on the night after its first day (docs/rules/juggler.md)."""
    view = draft.view
    events = view.game.events[: view.cutoff]
    for actor in draft.actors:
        day = first_day(events, actor.seat)
        if view.night != day + 1:
            draft.skip_actor(actor.seat, view.reason("juggler_not_tonight", actor.seat, night=day + 1))


def _death_index(view: View, seat_id: str) -> int | None:
    found = [i for i, e in enumerate(view.game.events[: view.cutoff]) if isinstance(e, PlayerDied) and e.seat == seat_id]
    return found[-1] if found else None


def sweetheart(draft: StepDraft) -> None:
    """Runs once the Sweetheart died (today or tonight) while working: one player is drunk for good (docs/rules/sweetheart.md)."""
    view = draft.view
    died = {death.seat for death in view.deaths_today + view.deaths_tonight}
    done = view.carriers(SWEETHEART_DRUNK)
    for actor in draft.actors:
        index = _death_index(view, actor.seat)
        if actor.seat not in died or index is None:
            draft.skip_actor(actor.seat, view.reason("sweetheart_not_died", actor.seat))
        elif done:
            draft.skip_actor(actor.seat, view.reason("sweetheart_done", actor.seat, candidates=view.name(done[0].id)))
        elif reliability(view.game, actor.seat, at=index).impaired:
            draft.skip_actor(actor.seat, view.reason("impaired_nothing", actor.seat, "sweetheart"))


def eviltwin(draft: StepDraft) -> None:
    """Night 1: wake both twins; each sees the other and the other's character (docs/rules/eviltwin.md)."""
    view = draft.view
    twins = view.carriers(TWIN)
    acting = [actor.seat for actor in draft.acting]
    if not acting:
        return
    if not twins:
        draft.notes.append(view.reason("eviltwin_no_twin", acting[0]))
        return
    twin = twins[0]
    evil = acting[0]
    draft.wakes = [evil, twin.id]
    draft.cards = [
        Card("custom", "eviltwin", (evil,), (twin.character,) if twin.character else (), (twin.id,)),
        Card("custom", "eviltwin", (twin.id,), ("eviltwin",), (evil,)),
    ]


def nodashii_neighbours(view: View, seat_id: str) -> list[str]:
    """Return the nearest Townsfolk each way round the circle, dead ones counted (docs/rules/nodashii.md)."""
    found = view.state.nearest_each_way(seat_id, lambda seat: view.team(seat) == Team.TOWNSFOLK)
    return sorted((seat.id for seat in found), key=view.state.index_of)


def nodashii(draft: StepDraft) -> None:
    """Say whether the POISONED tokens still lie by the No Dashii's nearest Townsfolk (characters may have changed)."""
    view = draft.view
    for actor in draft.acting:
        wanted = nodashii_neighbours(view, actor.seat)
        marked = [seat.id for seat in view.carriers(NO_DASHII_POISONED)]
        names = ", ".join(view.name(seat_id) for seat_id in wanted) or "-"
        code = "nodashii_neighbours" if set(wanted) == set(marked) else "nodashii_neighbours_moved"
        draft.notes.append(view.reason(code, actor.seat, candidates=names))


def cerenovus(draft: StepDraft) -> None:
    """Remind the Storyteller the character must be a good one, shown to the chosen player (docs/rules/cerenovus.md)."""
    if draft.acting:
        draft.notes.append(draft.view.reason("cerenovus_good_character"))


MAD_ALLOWED_EVIL = ("goblin",)
"""Evil characters the Cerenovus may still choose (the Cerenovus/Goblin jinx)."""


def cerenovus_check(view: View, chooser: str | None, characters: tuple[str, ...]) -> list[Reason]:
    """An evil character (the Goblin excepted) is wrong for the Cerenovus; the Storyteller may override.

    A registry.CHARACTER_CHECKS entry: check_choice asks it, so the panel's warning before Record and
    Game.check on Record (legality.choice_refusals asks check_choice) are the same rule.
    """
    if not characters:
        return []
    chosen = characters[0]
    found = view.character(chosen)
    if found is None or found.team in (Team.TOWNSFOLK, Team.OUTSIDER) or chosen in MAD_ALLOWED_EVIL:
        return []
    return [view.reason("cerenovus_not_good", chooser, chosen)]


CHARACTER_CHECKS = {"cerenovus": cerenovus_check}
"""What is wrong with a step's chosen characters (registry.CHARACTER_CHECKS takes them in one line)."""


STEPS: dict[str, Callable[[StepDraft], None]] = {
    "cerenovus": cerenovus,
    "eviltwin": eviltwin,
    "juggler": juggler,
    "nodashii": nodashii,
    "sweetheart": sweetheart,
}
"""Step hooks of this module, by character id (registry.STEPS takes them in one line)."""

KILLS = {"nodashii": kills.demon_kill}
"""Kill hooks of this module (registry.KILLS takes them in one line)."""
