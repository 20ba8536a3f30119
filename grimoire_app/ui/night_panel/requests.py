"""What the night panel asks to record, built from tonight's values (no Qt; nothing is recorded here).

A choice becomes choice_events; an answer becomes the suggestion's InfoShown plus the reminders
that showing it moves (info_events); a card becomes an InfoShown with the step. Whether a choice
or an answer is allowed is not decided here: the game's `check` judges it when it is recorded. The
readers say what tonight already holds: which steps are done, what was answered, what was recorded at a step.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from grimoire_app.model.characters import Lang
from grimoire_app.systems.botc.describe import describe
from grimoire_app.systems.botc.events import Event, InfoKind, InfoShown
from grimoire_app.systems.botc.game import Game
from grimoire_app.systems.botc.info import Answer, Suggestion, suggestion_for, suggestions
from grimoire_app.systems.botc.tonight import (
    Card,
    TonightError,
    TonightStep,
    choice_events,
    done_steps,
    info_events,
    step_of,
    tonight_happenings,
)
from grimoire_app.systems.botc.tonight.labels import answer_label, character_name, names


@dataclass(frozen=True)
class Given:
    """An answer already recorded tonight for a recipient (its readable line)."""

    seat: str
    line: str


def answer_events(game: Game, step: TonightStep, suggestion: Suggestion, answer: Answer) -> list[Event]:
    """Return the InfoShown of an answer and the reminders showing it moves (the game's check judges the answer)."""
    shown = suggestion.to_event(answer)
    try:
        events = info_events(game, step, shown.players, shown.characters, shown.answer, actor=suggestion.seat)
    except TonightError:
        return [shown]
    return [shown if isinstance(event, InfoShown) else event for event in events]


def card_event(card: Card, recipient: str, info: InfoKind, characters: Sequence[str], players: Sequence[str], text: str | None) -> InfoShown:
    """Return the InfoShown of a card shown at a step (the step is kept: the Alchemist's card says what it holds)."""
    return InfoShown(seat=recipient, info=info, characters=tuple(characters), players=tuple(players), text=text or None, step=card.step)


def step_suggestions(game: Game, step: TonightStep, players: Sequence[str]) -> list[Suggestion]:
    """Return the suggestion for each acting holder of an information step (with the players chosen so far, if any);
    at a Fabled's step, the information that Fabled gives (each Duchess visitor's)."""
    if step.character is not None and step.character in game.state.fabled:
        return [s for s in suggestions(game) if s.step == step.character]
    if not step.info or step.character is None:
        return []
    choice = tuple(players) if players else None
    found = []
    for actor in step.actors:
        if actor.acts:
            try:
                found.append(suggestion_for(game, actor.seat, step.character, choice))
            except KeyError:
                return []
    return found


def recorded_choice(step: TonightStep, actor: str | None) -> tuple[str, ...] | None:
    """Return the players tonight's latest choice at the step named (None: no choice recorded)."""
    mine = [choice for choice in step.done if actor is None or choice.seat == actor]
    return mine[-1].players if mine else None


def recorded_lines(game: Game, step: TonightStep, night: int, lang: Lang) -> list[str]:
    """Return one line per choice or info recorded at the step tonight."""
    wanted = {step.id, step.character}
    happened = [e for e in tonight_happenings(game, night) if step_of(e) in wanted]
    return [describe(event, game.state, game.script, game.library, lang) for event in happened]


def bare_lines(game: Game, step: TonightStep, lang: Lang) -> list[str]:
    """Return what recording a bare step changes, one line per event after the NightChoice (TonightStep.records_bare)."""
    try:
        events = choice_events(game, step)
    except TonightError:
        return []
    return [describe(event, game.state, game.script, game.library, lang) for event in events[1:]]


def given_answers(game: Game, step: TonightStep, night: int, lang: Lang) -> list[Given]:
    """Return the answers given at the step tonight, each as a short line for its recipient."""
    given = []
    for event in tonight_happenings(game, night):
        if isinstance(event, InfoShown) and event.info == "answer" and event.step in (step.id, step.character):
            parts = [answer_label(game, "", event.answer, lang)] if event.answer is not None and not event.players else []
            parts += [names(game.state, event.players)] if event.players else []
            parts += [character_name(game, c, lang) for c in event.characters]
            given.append(Given(event.seat, " · ".join(parts) or "-"))
    return given
