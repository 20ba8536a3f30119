"""What the One Night screens say, as pure functions of the state (no Qt): events, journeys, results.

Role, step and action names and the rules' own messages come from the rules model's texts
(resources/onuw/texts.json); the app's own words come from the UI catalogue (onuw_ui.json).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from functools import singledispatch

from grimoire_app.i18n import tr
from grimoire_app.model.characters import Lang
from grimoire_app.systems.onuw.events import CardsSwapped
from grimoire_app.systems.onuw import (
    CardJourney,
    CardMove,
    CardsDealt,
    DayResolved,
    NightActed,
    OnuwEvent,
    OnuwResult,
    OnuwState,
    StepAdvanced,
    TableSet,
    VoteCast,
    action_name,
    catalogue,
    step_name,
)
from grimoire_app.systems.onuw.corrections import is_correction


def position_name(position: str, lang: Lang) -> str:
    """Return how a position reads: a player's name, or "가운데 1" / "Centre 1" for a centre slot.

    >>> position_name("C2", "en"), position_name("민수", "ko")
    ('Centre 2', '민수')
    """
    centre = catalogue().centre
    if position in centre:
        return tr("onuw.centre", lang, n=centre.index(position) + 1)
    return position


def positions_text(positions: Iterable[str], lang: Lang) -> str:
    """Return positions as one comma-separated phrase ("—" for none).

    >>> positions_text(["C1", "C3"], "ko"), positions_text([], "en")
    ('가운데 1, 가운데 3', '—')
    """
    names = [position_name(p, lang) for p in positions]
    return ", ".join(names) if names else "—"


def describe(event: OnuwEvent, before: OnuwState, lang: Lang) -> str:
    """Return one line saying what an event did, given the state it was recorded in."""
    text = _describe(event, before, lang)
    if event.override and not is_correction(event, before):
        return tr("onuw.describe.override", lang, what=text)
    return text


@singledispatch
def _describe(event: OnuwEvent, before: OnuwState, lang: Lang) -> str:
    return type(event).__name__


@_describe.register
def _(event: TableSet, before: OnuwState, lang: Lang) -> str:
    return tr("onuw.describe.table", lang, count=len(event.players), cards=len(event.deck))


@_describe.register
def _(event: CardsDealt, before: OnuwState, lang: Lang) -> str:
    return tr("onuw.describe.dealt", lang)


@_describe.register
def _(event: CardsSwapped, before: OnuwState, lang: Lang) -> str:
    return tr("onuw.describe.correction", lang, a=position_name(event.a, lang), b=position_name(event.b, lang))


@_describe.register
def _(event: NightActed, before: OnuwState, lang: Lang) -> str:
    if not event.targets:
        return tr("onuw.describe.passed", lang, player=event.actor, action=action_name(event.action, lang))
    targets = positions_text(event.targets, lang)
    return tr("onuw.describe.acted", lang, player=event.actor, action=action_name(event.action, lang), targets=targets)


@_describe.register
def _(event: StepAdvanced, before: OnuwState, lang: Lang) -> str:
    return tr("onuw.describe.step", lang, step=step_name(event.step, lang))


@_describe.register
def _(event: VoteCast, before: OnuwState, lang: Lang) -> str:
    return tr("onuw.describe.vote", lang, voter=event.voter, target=event.target)


@_describe.register
def _(event: DayResolved, before: OnuwState, lang: Lang) -> str:
    return tr("onuw.describe.resolved", lang)


def night_log(events: Sequence[OnuwEvent], state_at: Callable[[int], OnuwState], lang: Lang) -> dict[str, tuple[str, ...]]:
    """Return what was recorded at each night step, as lines: the choices, passes and corrections.

    Grouped by the step that was running when each was recorded (a correction made during the
    Drunk's step is listed there), so the night panel shows the moderator's own record.
    """
    log: dict[str, list[str]] = {}
    for index, event in enumerate(events):
        before = state_at(index)
        if isinstance(event, NightActed) and before.current_step is not None:
            log.setdefault(before.current_step, []).append(describe(event, before, lang))
    return {step: tuple(lines) for step, lines in log.items()}


def card_label(state: OnuwState, card_id: str, lang: Lang) -> str:
    """Return a card's role for the moderator ("도플갱어 → 늑대인간" once copied)."""
    return state.cards[card_id].label(state.doppel_copy, lang)


def journey_line(journey: CardJourney, copy: str | None, corrections: frozenset[int], moves: tuple[CardMove, ...], lang: Lang) -> str:
    """Return one card's path: "강도: 민수 → 서준 (강도의 교환)", corrections marked as such.

    `moves` is the final state's move list; `corrections` holds the indices of corrected moves.
    """
    card = journey.card.label(copy, lang)
    if not journey.moves:
        return tr("onuw.journey.stays", lang, card=card, position=position_name(journey.start, lang))
    index = {id(move): n for n, move in enumerate(moves)}
    steps = []
    for move in journey.moves:
        corrected = index.get(id(move)) in corrections
        how = tr("onuw.journey.correction", lang) if corrected else action_name(move.action, lang)
        steps.append(f"{position_name(move.dest, lang)} ({how})")
    return " → ".join([f"{card}: {position_name(journey.start, lang)}", *steps])


@dataclass(frozen=True)
class PlayerOutcome:
    """One row of the result table."""

    player: str
    dealt: str
    final: str
    voted_for: str
    votes: int
    died: bool
    won: bool


def headline(result: OnuwResult, lang: Lang) -> str:
    """Return who won, in a few words ("늑대인간 팀 승리 · 무두장이 승리: 민수")."""
    verdict = result.verdict
    parts = []
    if verdict.village_wins:
        parts.append(tr("onuw.result.village", lang))
    if verdict.werewolf_team_wins:
        parts.append(tr("onuw.result.werewolves", lang))
    if verdict.minion_solo:
        parts.append(tr("onuw.result.minion", lang))
    if verdict.tanners_won:
        parts.append(tr("onuw.result.tanner", lang, players=", ".join(verdict.tanners_won)))
    return " · ".join(parts) if parts else tr("onuw.result.nobody", lang)


def outcomes(state: OnuwState, lang: Lang) -> tuple[PlayerOutcome, ...]:
    """Return each player's dealt and final card, vote, votes received, death and win."""
    result = state.result
    dead = result.verdict.dead if result else ()
    winners = result.verdict.winners if result else ()
    received = list(state.votes.values())
    return tuple(
        PlayerOutcome(
            player=player,
            dealt=card_label(state, state.dealt[player], lang),
            final=card_label(state, state.holding[player], lang),
            voted_for=state.votes.get(player, "—"),
            votes=received.count(player),
            died=player in dead,
            won=player in winners,
        )
        for player in state.players
    )
