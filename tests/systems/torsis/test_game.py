"""The event log: undo, redo, replay, overrides and refusals (DESIGN.md principle 2, spec 8)."""

from __future__ import annotations

import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from grimoire_app.model.errors import IllegalEventError
from grimoire_app.systems.torsis import (
    EVENT_ADAPTER,
    DayVoteCast,
    PhaseEnded,
    RolesDealt,
    Seat,
    TorsisGame,
    TorsisState,
    resolve_boundary,
    standard_assignment,
    start_game,
)
from tests.systems.torsis.builders import C9, C11, F11, at_day, at_night, day_votes, night_votes, table


def played(game: TorsisGame) -> TorsisGame:
    """Play a short C11 game touching every kind of event."""
    game.end_phase()
    day_votes(game, "H1>BU", "H2>BU")
    game.cast_day_vote("H2", "T1")
    game.cast_day_vote("H2", "BU")
    game.end_phase()
    night_votes(game, "T1>H3", "T2>H3")
    game.cleaner("CL", "T1")
    game.grave_keeper("GK")
    game.use_knight("BK", "BU")
    game.end_phase()
    game.correct_status("H1", alive=False)
    game.declare_draw()
    return game


def test_undo_of_every_event_restores_the_previous_state() -> None:
    """Every event, the deal included, is undone by dropping it: the state is the one before it."""
    game = played(table(*C11))
    states = [game.state_at(n) for n in range(len(game.events) + 1)]
    while game.events:
        game.undo()
        assert game.state == states[len(game.events)]
    assert game.state == TorsisState()
    while game.can_redo:
        game.redo()
    assert game.state == states[-1]


def test_replay_and_json_round_trip_give_the_same_game() -> None:
    """The save file is the log: events to JSON and back replay to the same state, never re-dealing."""
    game = played(table(*C11))
    lines = [event.model_dump_json() for event in game.events]
    again = TorsisGame(EVENT_ADAPTER.validate_json(line) for line in lines)
    assert again.state == game.state and again.events == game.events


def test_the_deal_is_one_event_and_replay_never_rerolls() -> None:
    """The random deal is recorded: replaying the log gives the same seats without any rng."""
    game = start_game([f"P{i}" for i in range(12)], rng=random.Random(5))
    deal = game.events[0]
    assert isinstance(deal, RolesDealt) and len(deal.seats) == 12
    assert TorsisGame([deal]).state == game.state


def test_an_overridden_refusal_is_recorded_in_the_event() -> None:
    """DESIGN.md principle 4: the moderator may override a rule; the event keeps the reason."""
    game = at_night(F11)
    with pytest.raises(IllegalEventError) as caught:
        game.cast_night_vote("BU", "H1")
    assert caught.value.overridable and "NOT_ELIGIBLE" in str(caught.value)
    recorded = game.cast_night_vote("BU", "H1", override=True)
    assert recorded.override is not None and "NOT_ELIGIBLE" in recorded.override
    assert [d.player for d in game.end_phase().deaths] == ["H1"]


def test_a_different_boundary_outcome_needs_an_override() -> None:
    """A recorded boundary must be the rules' one (RESOLUTION_MISMATCH); the moderator may override it."""
    game = at_day(F11)
    ruling = resolve_boundary(game.state)
    other = ruling.model_copy(update={"deaths": ()}) if ruling.deaths else PhaseEnded(phase_index=1, revivals=())
    day_votes(game, "H1>T1")
    with pytest.raises(IllegalEventError, match="RESOLUTION_MISMATCH"):
        game.record(other)
    game.record(other, override=True)
    assert game.state.is_alive("T1") and game.state.phase_index == 2
    with pytest.raises(IllegalEventError, match="WRONG_PHASE"):
        game.record(PhaseEnded(phase_index=1))


def test_events_that_cannot_apply_are_not_overridable() -> None:
    """Unknown players, events before the deal and a second deal cannot be overridden."""
    empty = TorsisGame()
    with pytest.raises(IllegalEventError, match="NOT_STARTED") as caught:
        empty.record(DayVoteCast(voter="A", target=None), override=True)
    assert not caught.value.overridable
    game = at_day(F11)
    with pytest.raises(IllegalEventError, match="UNKNOWN_PLAYER") as caught:
        game.cast_day_vote("H1", "NOBODY", override=True)
    assert not caught.value.overridable
    with pytest.raises(IllegalEventError, match="ALREADY_DEALT"):
        game.record(RolesDealt(seats=(Seat(player="X", name="X", role="human"),)))
    with pytest.raises(IllegalEventError, match="UNKNOWN_ROLE"):
        TorsisGame().record(RolesDealt(seats=(Seat(player="X", name="X", role="wizard"),)))


def test_moderator_corrections_are_refused_when_they_change_nothing() -> None:
    """A StatusCorrected that does not change the status is BAD_TARGET."""
    game = at_day(F11)
    with pytest.raises(IllegalEventError, match="BAD_TARGET"):
        game.correct_status("H1", alive=True)
    game.correct_status("H1", alive=False)
    assert not game.state.is_alive("H1") and game.state.players["H1"].history[-1].causes == frozenset({"moderator"})


def test_names_are_kept_apart_from_ids() -> None:
    """Stable ids (STYLE 8): a seat has an id and a display name."""
    game = start_game(["s1", "s2", "s3", "s4", "s5"], names={"s1": "Mina"}, rng=random.Random(1))
    assert game.state.name("s1") == "Mina" and game.state.name("s2") == "s2"


ACTIONS = ("day_vote", "magician", "knight", "night_vote", "protect", "kamikaze", "fortune", "cleaner", "prophet", "keeper", "end", "end", "correct")


@given(st.integers(min_value=5, max_value=30), st.integers(0, 2**16), st.data())
def test_undo_after_any_event_restores_the_state_and_replay_matches(n: int, seed: int, data: st.DataObject) -> None:
    """Property: after any legal event, undo gives back the previous state and redo the new one;
    the whole log replays (also through JSON) to the same state."""
    game = start_game([f"P{i}" for i in range(n)], rng=random.Random(seed))
    assert sum(standard_assignment(n).values()) == n
    for _ in range(data.draw(st.integers(0, 40))):
        if game.state.result is not None:
            break
        before = game.state
        if not _try(game, data.draw(st.sampled_from(ACTIONS)), data):
            continue
        after = game.state
        game.undo()
        assert game.state == before
        game.redo()
        assert game.state == after
    assert TorsisGame(game.events).state == game.state
    assert TorsisGame(EVENT_ADAPTER.validate_json(e.model_dump_json()) for e in game.events).state == game.state


ACTING_ROLE = {
    "magician": "magician", "night_vote": "torsis", "protect": "priest", "kamikaze": "kamikaze",
    "fortune": "fortune_teller", "cleaner": "cleaner", "prophet": "prophet", "keeper": "grave_keeper",
}  # fmt: skip


def _try(game: TorsisGame, action: str, data: st.DataObject) -> bool:
    """Attempt one action by a likely actor (a holder of the role when there is one); False if refused."""
    players = list(game.state.seat_order)
    holders = [p.id for p in game.state.seated() if p.role == ACTING_ROLE.get(action)]
    if action == "knight":
        holders = [p.id for p in game.state.seated() if p.role in ("white_knight", "black_knight")]
    actor = data.draw(st.sampled_from(holders or players))
    dead = [p for p in players if not game.state.is_alive(p)]
    target = data.draw(st.sampled_from(dead if action == "knight" and dead else players))
    calls = {
        "day_vote": lambda: game.cast_day_vote(actor, target),
        "magician": lambda: game.cast_magician_real(actor, target),
        "knight": lambda: game.use_knight(actor, target),
        "night_vote": lambda: game.cast_night_vote(actor, target),
        "protect": lambda: game.protect(actor, target),
        "kamikaze": lambda: game.kamikaze(actor, target),
        "fortune": lambda: game.fortune(actor, target),
        "cleaner": lambda: game.cleaner(actor, target),
        "prophet": lambda: game.prophet(actor, target),
        "keeper": lambda: game.grave_keeper(actor),
        "end": game.end_phase,
        "correct": lambda: game.correct_status(actor, alive=not game.state.is_alive(actor)),
    }
    try:
        calls[action]()
    except IllegalEventError as refused:
        assert refused.overridable
        return False
    return True


def test_c9_fixture_is_a_valid_custom_game() -> None:
    """Spec 9 fixture C9: E=4, 9 players, 2 Humans fill."""
    from grimoire_app.systems.torsis import validate_custom

    assert validate_custom(9, {"torsis": 1, "cleaner": 1, "butcher": 1, "kamikaze": 1, "gravedigger": 1, "priest": 1, "wanderer": 1}) == []
    assert table(*C9).state.composition()["human"] == 2
