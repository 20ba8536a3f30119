"""`apply(state, event)`: the one pure fold step of a One Night game.

It trusts the event (rules.py has already checked it, or the moderator overrode the check) and
derives everything that follows from it: the cards, the night log, each card's moves, the result.
"""

from __future__ import annotations

from dataclasses import replace
from functools import singledispatch
from types import MappingProxyType

from grimoire_app.systems.onuw.data import catalogue
from grimoire_app.systems.onuw.cards import swap_moves
from grimoire_app.systems.onuw.events import CardsDealt, CardsSwapped, DayResolved, NightActed, OnuwEvent, StepAdvanced, TableSet, VoteCast
from grimoire_app.systems.onuw.night import build_night_script, closing_records, night_record, opening_records
from grimoire_app.systems.onuw.resolution import resolve
from grimoire_app.systems.onuw.setup import make_cards
from grimoire_app.systems.onuw.state import NightRecord, OnuwResult, OnuwState


def apply(state: OnuwState, event: OnuwEvent) -> OnuwState:
    """Return the state after an event. Complexity is O(players) per event."""
    return _apply(event, state)


@singledispatch
def _apply(event: OnuwEvent, state: OnuwState) -> OnuwState:
    raise TypeError(f"no fold for {type(event).__name__}")


@_apply.register
def _(event: TableSet, state: OnuwState) -> OnuwState:
    cards = MappingProxyType({card.id: card for card in make_cards(event.deck)})
    script = tuple(step.id for step in build_night_script(event.deck))
    return OnuwState(players=event.players, deck=event.deck, options=event.options, cards=cards, script=script)


@_apply.register
def _(event: CardsDealt, state: OnuwState) -> OnuwState:
    deal = MappingProxyType(dict(event.deal))
    state = replace(state, dealt=deal, holding=deal, phase="night", step_index=0)
    return _with_records(state, opening_records(state, state.script[0]))


@_apply.register
def _(event: NightActed, state: OnuwState) -> OnuwState:
    action = catalogue().actions[event.action]
    record, copy = night_record(state, action, (event.actor,), event.targets, event.override)
    state = _with_records(state, (record,))
    return replace(state, doppel_copy=copy) if copy is not None else state


@_apply.register
def _(event: StepAdvanced, state: OnuwState) -> OnuwState:
    state = _with_records(state, closing_records(state, event.step, event.override))
    if catalogue().steps[event.step].everyone:
        return replace(state, step_index=state.step_index + 1, phase="day")
    state = replace(state, step_index=state.step_index + 1)
    return _with_records(state, opening_records(state, state.script[state.step_index]))


@_apply.register
def _(event: VoteCast, state: OnuwState) -> OnuwState:
    return replace(state, votes=MappingProxyType({**state.votes, event.voter: event.target}))


@_apply.register
def _(event: CardsSwapped, state: OnuwState) -> OnuwState:
    moves = swap_moves(state.holding, event.a, event.b, MODERATOR_STEP, MODERATOR_SWAP)
    holding = dict(state.holding)
    holding.update({move.dest: move.card for move in moves})
    return replace(state, moves=state.moves + moves, holding=MappingProxyType(holding))


@_apply.register
def _(event: DayResolved, state: OnuwState) -> OnuwState:
    final = state.final_roles()
    verdict = resolve(state.players, final, state.votes, state.options)
    result = OnuwResult(verdict, MappingProxyType(final), state.journeys(), state.doppel_copy)
    return replace(state, result=result, phase="ended")


MODERATOR_STEP, MODERATOR_SWAP = "moderator", "moderator.swap"
"""How a card move made by the moderator's hand is tagged in the journeys."""


def _with_records(state: OnuwState, records: tuple[NightRecord, ...]) -> OnuwState:
    moves = tuple(move for record in records for move in record.moves)
    if not moves:
        return replace(state, night=state.night + records)
    holding = dict(state.holding)
    holding.update({move.dest: move.card for move in moves})
    return replace(state, night=state.night + records, moves=state.moves + moves, holding=MappingProxyType(holding))
