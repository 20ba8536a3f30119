"""The rules that may refuse an event, each a Refusal with the spec's code.

`refusals(state, event)` lists every reason (empty: legal). Refusals that only enforce a rule are
overridable (the moderator's word is final at the table); those that would leave the event
meaningless (an unknown player, a choice of the wrong shape, acting outside the night) are not.
"""

from __future__ import annotations

from collections import Counter
from functools import singledispatch

from grimoire_app.systems.onuw.data import ActionDef, catalogue
from grimoire_app.systems.onuw.errors import Code, Refusal
from grimoire_app.systems.onuw.events import CardsDealt, CardsSwapped, DayResolved, NightActed, OnuwEvent, StepAdvanced, TableSet, VoteCast
from grimoire_app.systems.onuw.night import choice_shape, missing_mandatory, wakers
from grimoire_app.systems.onuw.setup import make_cards, setup_refusals
from grimoire_app.systems.onuw.state import OnuwState, Phase
from grimoire_app.systems.onuw.texts import Phrase, Value


def refusals(state: OnuwState, event: OnuwEvent) -> list[Refusal]:
    """List every rule the event breaks in this state (empty when it is legal)."""
    return _check(event, state)


@singledispatch
def _check(event: OnuwEvent, state: OnuwState) -> list[Refusal]:
    return []


def _fixed(code: Code, key: str, **values: Value) -> Refusal:
    """A refusal no override can lift: the event would not mean anything."""
    return Refusal(code, Phrase.of(key, **values), overridable=False)


def _phase_is(state: OnuwState, *phases: Phase) -> list[Refusal]:
    return [] if state.phase in phases else [_fixed("WRONG_PHASE", "refusal.wrong_phase", phase=state.phase)]


@_check.register
def _(event: TableSet, state: OnuwState) -> list[Refusal]:
    if state.phase != "setup" or state.dealt:
        return [_fixed("WRONG_PHASE", "refusal.wrong_phase", phase=state.phase)]
    return setup_refusals(event.players, event.deck)


@_check.register
def _(event: CardsDealt, state: OnuwState) -> list[Refusal]:
    if state.phase != "setup" or state.dealt or not state.players:
        return [_fixed("WRONG_PHASE", "refusal.wrong_phase", phase=state.phase)]
    positions = Counter([*state.players, *catalogue().centre])
    if Counter(list(event.deal)) != positions:
        return [_fixed("BAD_DEAL", "refusal.bad_deal", detail=f"positions {sorted(event.deal)}")]
    if Counter(event.deal.values()) != Counter(card.id for card in make_cards(state.deck)):
        return [_fixed("BAD_DEAL", "refusal.bad_deal", detail=f"cards {sorted(event.deal.values())}")]
    return []


@_check.register
def _(event: NightActed, state: OnuwState) -> list[Refusal]:
    action = catalogue().actions[event.action]
    fixed = _phase_is(state, "night") + _unknown_players(state, event.actor)
    if action.automatic:
        fixed.append(_fixed("NOT_YOUR_STEP", "refusal.automatic", action=action.id))
    shape = choice_shape(state, event.targets)
    fixed += [_fixed("BAD_TARGET", "refusal.unknown_position", position=t) for t, s in zip(event.targets, shape) if s == "?"]
    if shape and shape not in action.choices and "?" not in shape:
        fixed.append(_fixed("BAD_TARGET", "refusal.bad_choice", action=action.id, choices=action.choices))
    if fixed:
        return fixed
    return _turn_refusals(state, action, event.actor) + _choice_refusals(state, action, event.actor, event.targets)


def _unknown_players(state: OnuwState, *players: str) -> list[Refusal]:
    return [_fixed("BAD_TARGET", "refusal.unknown_player", player=p) for p in players if p not in state.players]


def _turn_refusals(state: OnuwState, action: ActionDef, actor: str) -> list[Refusal]:
    found = []
    if action.step != state.current_step:
        current = state.current_step or "dawn"
        phrase = Phrase.of("refusal.not_this_step", action=action.id, step=action.step, current=current)
        found.append(Refusal("NOT_YOUR_STEP", phrase))
    if actor not in wakers(state, action.step):
        found.append(Refusal("NOT_YOUR_STEP", Phrase.of("refusal.not_a_waker", player=actor, step=action.step)))
    if action.whenCopied is not None and state.doppel_copy != action.whenCopied:
        found.append(Refusal("NOT_YOUR_STEP", Phrase.of("refusal.not_copied", role=action.whenCopied)))
    if state.done(action.id):
        found.append(Refusal("ALREADY_ACTED", Phrase.of("refusal.already_acted", action=action.id)))
    return found


def _choice_refusals(state: OnuwState, action: ActionDef, actor: str, targets: tuple[str, ...]) -> list[Refusal]:
    found = []
    if not targets and action.mandatory:
        found.append(Refusal("MANDATORY_ACTION_MISSING", Phrase.of("refusal.mandatory_skip", action=action.id)))
    if action.loneWakerOnly and len(wakers(state, action.step)) != 1:
        found.append(Refusal("PEEK_NOT_ALONE", Phrase.of("refusal.peek_not_alone", count=len(wakers(state, action.step)))))
    if actor in targets:
        found.append(Refusal("SELF_TARGET", Phrase.of("refusal.self_target", player=actor)))
    if len(targets) == 2 and targets[0] == targets[1]:
        if targets[0] in state.players:
            found.append(Refusal("BAD_TARGET", Phrase.of("refusal.same_player_twice", player=targets[0])))
        else:
            found.append(Refusal("DUPLICATE_SLOT", Phrase.of("refusal.duplicate_slot", slot=targets[0])))
    return found


@_check.register
def _(event: StepAdvanced, state: OnuwState) -> list[Refusal]:
    fixed = _phase_is(state, "night")
    if not fixed and event.step != state.current_step:
        fixed.append(_fixed("NOT_YOUR_STEP", "refusal.stale_step", step=event.step, current=str(state.current_step)))
    if fixed:
        return fixed
    return [
        Refusal("MANDATORY_ACTION_MISSING", Phrase.of("refusal.mandatory_missing", action=action.id))
        for action in missing_mandatory(state, event.step)
    ]


@_check.register
def _(event: VoteCast, state: OnuwState) -> list[Refusal]:
    fixed = _phase_is(state, "day") + _unknown_players(state, event.voter, event.target)
    if fixed:
        return fixed
    return [Refusal("SELF_VOTE", Phrase.of("refusal.self_vote", player=event.voter))] if event.voter == event.target else []


@_check.register
def _(event: DayResolved, state: OnuwState) -> list[Refusal]:
    fixed = _phase_is(state, "day")
    if fixed:
        return fixed
    missing = tuple(p for p in state.players if p not in state.votes)
    return [Refusal("VOTES_INCOMPLETE", Phrase.of("refusal.votes_incomplete", players=missing))] if missing else []


@_check.register
def _(event: CardsSwapped, state: OnuwState) -> list[Refusal]:
    """A hand correction: any two different positions on the table, before the result."""
    found = _phase_is(state, "night", "day")
    if found:
        return found
    unknown = [p for p in (event.a, event.b) if p not in state.holding]
    if unknown:
        return [_fixed("BAD_TARGET", "refusal.unknown_position", position=unknown[0])]
    if event.a == event.b:
        return [_fixed("DUPLICATE_SLOT", "refusal.same_position", position=event.a)]
    return []
