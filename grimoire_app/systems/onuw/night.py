"""The night: which steps are called, who wakes at each, and what each action does to the cards.

Steps and actions are data (resources/onuw/night.json, actions.json); what an action *does* is a
small function registered here by its `effect` name, in one table (EFFECTS). Every function is
pure: it reads a state and returns what happens, and the fold records it.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass

from grimoire_app.systems.onuw.cards import CardMove, Position, swap_moves
from grimoire_app.systems.onuw.data import ActionDef, Effect, StepDef, catalogue
from grimoire_app.systems.onuw.state import NightRecord, OnuwState, Shown


def build_night_script(deck: Iterable[str]) -> tuple[StepDef, ...]:
    """Return the night's steps for a selection: every step whose roles are all in it (ONUW-G2, G3).

    Roles are called even when their cards end up in the centre, so the script depends on the
    selection only, never on the deal.

    >>> [s.id for s in build_night_script(["werewolf", "werewolf", "seer", "robber", "villager", "drunk"])]
    ['dusk', 'werewolves', 'seer', 'robber', 'drunk', 'dawn']
    """
    chosen = set(deck)
    return tuple(step for step in catalogue().steps.values() if set(step.requires) <= chosen)


def wakers(state: OnuwState, step_id: str) -> tuple[str, ...]:
    """Return the players who open their eyes at a step, in seat order (ONUW §3.2).

    Waking follows the card dealt (ONUW-G1), plus the Doppelganger for the role it copied.
    """
    step = catalogue().steps[step_id]
    if step.everyone:
        return state.players
    copied = step.wakesCopy is not None and state.doppel_copy == step.wakesCopy
    return tuple(
        p for p in state.players if state.dealt_role(p) in step.wakesDealt or (copied and state.dealt_role(p) == "doppelganger")
    )


def step_actions(state: OnuwState, step_id: str) -> tuple[ActionDef, ...]:
    """Return the actions that can happen at a step now (none when nobody wakes)."""
    awake = wakers(state, step_id)
    if not awake or catalogue().steps[step_id].everyone:
        return ()
    return tuple(
        action
        for action in catalogue().actions.values()
        if action.step == step_id
        and (action.whenCopied is None or action.whenCopied == state.doppel_copy)
        and (not action.loneWakerOnly or len(awake) == 1)
    )


def open_actions(state: OnuwState) -> tuple[ActionDef, ...]:
    """Return the current step's actions still waiting for the moderator's input."""
    step = state.current_step
    if step is None:
        return ()
    return tuple(a for a in step_actions(state, step) if not a.automatic and not state.done(a.id))


def missing_mandatory(state: OnuwState, step_id: str) -> tuple[ActionDef, ...]:
    """Return the step's required actions not yet recorded (the step may not end without them)."""
    return tuple(a for a in step_actions(state, step_id) if a.mandatory and not state.done(a.id))


def choice_shape(state: OnuwState, targets: Iterable[Position]) -> str:
    """Return the shape of a choice: "P" per player, "C" per centre slot, "?" per unknown position.

    >>> choice_shape(OnuwState(players=("A", "B")), ["A", "C2"])
    'PC'
    """
    return "".join("P" if t in state.players else "C" if t in catalogue().centre else "?" for t in targets)


@dataclass(frozen=True)
class Outcome:
    """What an action does: card exchanges, what players are shown, the Doppelganger's new role."""

    swaps: tuple[tuple[Position, Position], ...] = ()
    shown: tuple[Shown, ...] = ()
    copy: str | None = None


EffectFn = Callable[[OnuwState, tuple[str, ...], tuple[Position, ...]], Outcome]


def _copy(state: OnuwState, actors: tuple[str, ...], targets: tuple[Position, ...]) -> Outcome:
    role = state.printed_role(targets[0])
    return Outcome(shown=(Shown(actors[0], roles=(role,)),), copy=role)


def _look(state: OnuwState, actors: tuple[str, ...], targets: tuple[Position, ...]) -> Outcome:
    return Outcome(shown=(Shown(actors[0], roles=tuple(state.printed_role(t) for t in targets)),))


def _rob(state: OnuwState, actors: tuple[str, ...], targets: tuple[Position, ...]) -> Outcome:
    return Outcome(swaps=((actors[0], targets[0]),), shown=(Shown(actors[0], roles=(state.printed_role(targets[0]),)),))


def _swap_two(state: OnuwState, actors: tuple[str, ...], targets: tuple[Position, ...]) -> Outcome:
    return Outcome(swaps=((targets[0], targets[1]),))


def _swap_with_centre(state: OnuwState, actors: tuple[str, ...], targets: tuple[Position, ...]) -> Outcome:
    return Outcome(swaps=((actors[0], targets[0]),))


def _see_each_other(state: OnuwState, actors: tuple[str, ...], targets: tuple[Position, ...]) -> Outcome:
    return Outcome(shown=tuple(Shown(a, players=tuple(o for o in actors if o != a)) for a in actors))


def _see_werewolf_wakers(state: OnuwState, actors: tuple[str, ...], targets: tuple[Position, ...]) -> Outcome:
    wolves = wakers(state, "werewolves")
    return Outcome(shown=tuple(Shown(a, players=tuple(w for w in wolves if w != a)) for a in actors))


def _see_dealt_werewolves(state: OnuwState, actors: tuple[str, ...], targets: tuple[Position, ...]) -> Outcome:
    wolves = tuple(p for p in state.players if state.dealt_role(p) == "werewolf")
    return Outcome(shown=tuple(Shown(a, players=tuple(w for w in wolves if w != a)) for a in actors))


def _see_own_card(state: OnuwState, actors: tuple[str, ...], targets: tuple[Position, ...]) -> Outcome:
    return Outcome(shown=tuple(Shown(a, roles=(state.printed_role(a),)) for a in actors))


EFFECTS: Mapping[Effect, EffectFn] = {
    "copy": _copy,
    "look": _look,
    "rob": _rob,
    "swap_two": _swap_two,
    "swap_with_centre": _swap_with_centre,
    "see_each_other": _see_each_other,
    "see_werewolf_wakers": _see_werewolf_wakers,
    "see_dealt_werewolves": _see_dealt_werewolves,
    "see_own_card": _see_own_card,
}
"""The one table of night behaviour, keyed by the `effect` named in actions.json."""


def night_record(
    state: OnuwState, action: ActionDef, actors: tuple[str, ...], targets: tuple[Position, ...], override: str | None = None
) -> tuple[NightRecord, str | None]:
    """Work out an action: the log entry (moves, what was shown) and the Doppelganger's copy, if any.

    No targets for an action that takes input means the actor passed.
    """
    skipped = not action.automatic and not targets
    outcome = Outcome() if skipped else EFFECTS[action.effect](state, actors, targets)
    moves: list[CardMove] = []
    holding = dict(state.holding)
    for a, b in outcome.swaps:
        step_moves = swap_moves(holding, a, b, action.step, action.id)
        holding.update({m.dest: m.card for m in step_moves})
        moves += step_moves
    record = NightRecord(action.step, action.id, actors, targets, tuple(moves), outcome.shown, skipped, override)
    return record, outcome.copy


def opening_records(state: OnuwState, step_id: str) -> tuple[NightRecord, ...]:
    """Return what happens as a step begins: "nobody wakes", or the automatic looks (ONUW §3.2).

    Automatic looks (werewolves and Masons seeing each other, the Minion seeing thumbs, the
    Insomniac's card) happen while the players are awake, so the moderator can show them at once.
    """
    step = catalogue().steps[step_id]
    if step.everyone or not (step.wakesDealt or step.wakesCopy):
        return ()
    awake = wakers(state, step_id)
    if not awake:
        return (NightRecord(step_id, None),)
    return tuple(night_record(state, a, awake, ())[0] for a in step_actions(state, step_id) if a.automatic)


def closing_records(state: OnuwState, step_id: str, override: str | None = None) -> tuple[NightRecord, ...]:
    """Return what happens as a step ends: every action nobody recorded is logged as passed."""
    awake = wakers(state, step_id)
    return tuple(
        NightRecord(step_id, action.id, awake[:1], skipped=True, override=override)
        for action in step_actions(state, step_id)
        if not action.automatic and not state.done(action.id)
    )
