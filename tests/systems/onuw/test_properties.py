"""Properties over random tables and random legal nights (hypothesis).

- ONUW-T21: the multiset of cards (players + centre) never changes; night actions only permute.
- The verdict is a function of the final cards and the votes only.
- Undo of any night action restores the previous card positions (and the whole state).
- Replaying the log gives the same state; every event survives a JSON round trip.
"""

from __future__ import annotations

import itertools
import random
from collections import Counter
from dataclasses import replace

from hypothesis import given
from hypothesis import strategies as st

from grimoire_app.systems.onuw import (
    EVENT_ADAPTER,
    ActionDef,
    DayResolved,
    OnuwGame,
    OnuwOptions,
    OnuwState,
    advance,
    apply,
    cast_vote,
    catalogue,
    centre_slots,
    new_game,
    open_actions,
    perform,
    resolve,
    resolve_day,
    validate_setup,
    wakers,
)
from grimoire_app.systems.onuw.events import NoWerewolfScope

BOX = [role.id for role in catalogue().roles.values() for _ in range(role.copies)]
NAMES = "ABCDEFGHIJ"


@st.composite
def tables(draw: st.DrawFn) -> tuple[list[str], list[str], int, OnuwOptions]:
    """A legal table: 3-10 players, a selection of n+3 cards from the box, a deal seed, options."""
    count = draw(st.integers(3, 10))
    deck = draw(st.permutations(BOX))[: count + 3]
    scope: NoWerewolfScope = draw(st.sampled_from(["players", "players_and_center"]))
    return list(NAMES[:count]), list(deck), draw(st.integers(0, 2**32)), OnuwOptions(no_werewolf_scope=scope)


def choices(state: OnuwState, action: ActionDef, actor: str) -> list[tuple[str, ...]]:
    """Every legal input for an action (ONUW §2.2 constraints)."""
    others = [p for p in state.players if p != actor]
    shapes: dict[str, list[tuple[str, ...]]] = {
        "": [()],
        "P": [(p,) for p in others],
        "PP": list(itertools.combinations(others, 2)),
        "C": [(c,) for c in centre_slots()],
        "CC": list(itertools.combinations(centre_slots(), 2)),
    }
    return [targets for shape in action.choices for targets in shapes[shape]]


def cards_of(state: OnuwState) -> Counter[str]:
    return Counter(state.holding.values())


def play_night(game: OnuwGame, data: st.DataObject) -> None:
    """Walk the night with random legal choices, checking the card invariant and undo at every action."""
    dealt = cards_of(game.state)
    while game.state.phase == "night":
        while open_actions(game.state):
            action = open_actions(game.state)[0]
            actor = wakers(game.state, action.step)[0]
            options = choices(game.state, action, actor) or [()]
            before = game.state
            perform(game, action.id, actor, data.draw(st.sampled_from(options)))
            after = game.state
            assert cards_of(after) == dealt and set(after.holding) == set(before.holding)
            game.undo()
            assert game.state == before and dict(game.state.holding) == dict(before.holding)
            game.redo()
            assert game.state == after
        advance(game)
        assert cards_of(game.state) == dealt


def cast_random_votes(game: OnuwGame, data: st.DataObject) -> None:
    for voter in game.state.players:
        cast_vote(game, voter, data.draw(st.sampled_from([p for p in game.state.players if p != voter])))


@given(tables(), st.data())
def test_cards_are_only_permuted_and_undo_restores(table: tuple[list[str], list[str], int, OnuwOptions], data: st.DataObject) -> None:
    """ONUW-T21, §2.4 invariant; undo of any night action restores the previous card positions."""
    players, deck, seed, options = table
    assert not [i for i in validate_setup(players, deck) if i.severity == "error"]
    game = new_game(players, deck, rng=random.Random(seed), options=options)
    play_night(game, data)
    assert sorted(game.state.holding.values()) == sorted(game.state.dealt.values())
    assert all(j.end in game.state.holding and game.state.holding[j.end] == j.card.id for j in game.state.journeys())


@given(tables(), st.data())
def test_verdict_depends_only_on_final_cards_and_votes(table: tuple[list[str], list[str], int, OnuwOptions], data: st.DataObject) -> None:
    """§4: the resolution is a function of the final cards and the votes, whatever happened at night."""
    players, deck, seed, options = table
    game = new_game(players, deck, rng=random.Random(seed), options=options)
    play_night(game, data)
    cast_random_votes(game, data)
    day = game.state
    result = resolve_day(game)
    assert result.verdict == resolve(day.players, day.final_roles(), day.votes, options)
    no_night = replace(day, dealt=day.holding, night=(), moves=(), script=())
    assert apply(no_night, DayResolved()).result.verdict == result.verdict  # type: ignore[union-attr]
    assert set(result.verdict.winners) <= set(players) and set(result.verdict.dead) <= set(players)


@given(tables(), st.data())
def test_replay_and_json_round_trip(table: tuple[list[str], list[str], int, OnuwOptions], data: st.DataObject) -> None:
    """The log is the game: replaying it, or its JSON, gives the same state."""
    players, deck, seed, options = table
    game = new_game(players, deck, rng=random.Random(seed), options=options)
    play_night(game, data)
    cast_random_votes(game, data)
    resolve_day(game)
    events = [EVENT_ADAPTER.validate_json(EVENT_ADAPTER.dump_json(event)) for event in game.events]
    assert events == list(game.events)
    assert OnuwGame(events).state == game.state
