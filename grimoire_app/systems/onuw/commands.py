"""The moderator's commands: each builds one event, records it, and returns what the UI shows.

These are thin: the rules live in rules.py and the consequences in fold.py. Every command takes
`override` for the moderator's final word on a refused rule.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence

from grimoire_app.systems.onuw.cards import Position
from grimoire_app.systems.onuw.events import CardsDealt, DayResolved, NightActed, OnuwOptions, StepAdvanced, TableSet, VoteCast
from grimoire_app.systems.onuw.game import OnuwGame
from grimoire_app.systems.onuw.errors import Refusal, RuleError
from grimoire_app.systems.onuw.setup import deal_from_roles, random_deal
from grimoire_app.systems.onuw.state import NightRecord, OnuwResult
from grimoire_app.systems.onuw.texts import Phrase


def new_game(
    players: Sequence[str],
    deck: Sequence[str],
    *,
    rng: random.Random | None = None,
    deal: Mapping[Position, str] | None = None,
    options: OnuwOptions | None = None,
    override: bool = False,
) -> OnuwGame:
    """Seat the players, record the selection, and deal: at random (rng) or as given (roles).

    The game is then at dusk, ready for the night.

    Raises:
        RuleError: a setup error (PLAYER_COUNT, DECK_SIZE, ...) or a deal that does not match
            the selection (BAD_DEAL).
    """
    game = OnuwGame()
    game.record(TableSet(players=tuple(players), deck=tuple(deck), options=options or OnuwOptions()), override=override)
    if deal is not None:
        cards = deal_from_roles(players, deck, deal)
    else:
        cards = random_deal(players, deck, rng or random.Random())
    game.record(CardsDealt(deal=cards))
    return game


def new_round(
    game: OnuwGame, *, rng: random.Random | None = None, deck: Sequence[str] | None = None, options: OnuwOptions | None = None
) -> OnuwGame:
    """Start a fresh game with the same players in the same seats (and, by default, the same roles).

    Raises:
        RuleError: the game was never set up, or the new selection is refused.
    """
    state = game.state
    if not state.players:
        phrase = Phrase.of("refusal.wrong_phase", phase=state.phase)
        raise RuleError([Refusal("WRONG_PHASE", phrase, overridable=False)])
    chosen = state.deck if deck is None else deck
    return new_game(state.players, chosen, rng=rng, options=options or state.options)


def perform(game: OnuwGame, action: str, actor: str, targets: Sequence[Position] = (), *, override: bool = False) -> NightRecord:
    """Record a night action (no targets: the actor passes) and return its log entry.

    The entry says which cards moved and what to show the actor.

    Raises:
        RuleError: NOT_YOUR_STEP, SELF_TARGET, BAD_TARGET, DUPLICATE_SLOT, PEEK_NOT_ALONE,
            MANDATORY_ACTION_MISSING, ALREADY_ACTED or WRONG_PHASE.
        pydantic.ValidationError: an unknown action id.
    """
    game.record(NightActed(action=action, actor=actor, targets=tuple(targets)), override=override)
    return game.state.night[-1]


def advance(game: OnuwGame, *, override: bool = False) -> tuple[NightRecord, ...]:
    """End the current night step and return what happened as it ended (automatic looks, passes).

    Ending the dawn step starts the day.

    Raises:
        RuleError: MANDATORY_ACTION_MISSING (a required action not recorded) or WRONG_PHASE.
    """
    before = len(game.state.night)
    step = game.state.current_step or "dawn"
    game.record(StepAdvanced(step=step), override=override)
    return game.state.night[before:]


def cast_vote(game: OnuwGame, voter: str, target: str, *, override: bool = False) -> None:
    """Record that a voter points at a target (again: the new vote replaces the old).

    Raises:
        RuleError: SELF_VOTE, BAD_TARGET (not a player) or WRONG_PHASE.
    """
    game.record(VoteCast(voter=voter, target=target), override=override)


def resolve_day(game: OnuwGame, *, override: bool = False) -> OnuwResult:
    """Count the votes and end the game; return the result with its reasons and the card journeys.

    Raises:
        RuleError: VOTES_INCOMPLETE or WRONG_PHASE.
    """
    game.record(DayResolved(), override=override)
    result = game.state.result
    assert result is not None
    return result
