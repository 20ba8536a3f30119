"""Night-choice, answer and night-order legality, asked by the game's one `check` (issue 15: the one door).

`night_refusals(game, event)` is registered with `Game.check` (systems/botc/game.py `add_rule`): a
NightChoice is checked against its step's ChoiceSpec on tonight's sheet (check_choice: how many
players and characters, the same player twice, itself, a dead player); an InfoShown answer at an
information step against the legal answers the info engine computes now; a NightStepChanged (the
Storyteller's skip or move) only during a night, naming steps of tonight's sheet. Each may be
recorded anyway with the override, which the event keeps, as every other override. Nothing is refused when
the sheet or the engine has nothing to judge (no such step tonight, a Storyteller-judged step, an
answer still waiting for its choice).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from grimoire_app.systems.botc.events import Event, InfoShown, NightChoice, NightStepChanged
from grimoire_app.systems.botc.game import Game, add_rule
from grimoire_app.model.log import Refusing
from grimoire_app.systems.botc.tonight.values import Reason, Text

if TYPE_CHECKING:
    from grimoire_app.systems.botc.info.suggest import Suggestion

# The sheet, the choice checks and the info engine are imported by the rules below when they first judge an event:
# the rule is registered on import (by the BotC record), and opening a game replays without judging (issue 20).


def night_refusals(game: Game, event: Event) -> Sequence[Refusing]:
    """List what is wrong with a night choice or an information answer now (empty: legal, or nothing to judge)."""
    if isinstance(event, NightChoice):
        return choice_refusals(game, event)
    if isinstance(event, InfoShown) and event.info == "answer" and event.step:
        return answer_refusals(game, event)
    if isinstance(event, NightStepChanged):
        return order_refusals(game, event)
    return []


def order_refusals(game: Game, change: NightStepChanged) -> tuple[Reason, ...]:
    """Return what is wrong with a skip or a move of tonight's steps (only at night, only steps on the sheet)."""
    if game.state.phase.kind != "night":
        return (Reason("order_not_night"),)
    if change.change != "skip" and change.other is None:
        return (Reason("order_no_other", (("step", change.step),)),)
    from grimoire_app.systems.botc.tonight.sheet import tonight_sheet

    known = {step.id for step in tonight_sheet(game)}
    missing = [step for step in (change.step, change.other) if step is not None and step not in known]
    return tuple(Reason("order_not_on_sheet", (("step", step),)) for step in missing)


def choice_refusals(game: Game, choice: NightChoice) -> tuple[Reason, ...]:
    """Return what is wrong with a night choice for its step tonight (empty at day or off the sheet)."""
    if game.state.phase.kind != "night":
        return ()
    from grimoire_app.systems.botc.tonight.choices import check_choice
    from grimoire_app.systems.botc.tonight.sheet import tonight_sheet

    step = next((s for s in tonight_sheet(game) if choice.character in (s.id, s.character)), None)
    if step is None:
        return ()
    return check_choice(game, step, choice.players, choice.characters, choice.seat, choice.text if step.choose.options else None)


def answer_refusals(game: Game, shown: InfoShown) -> tuple[Reason, ...]:
    """Return why an answer is outside the legal ones now (empty when legal or nobody's suggestion matches)."""
    from grimoire_app.systems.botc.info.shown import shown_answers
    from grimoire_app.systems.botc.info.suggest import suggestions
    from grimoire_app.systems.botc.tonight.labels import answer_label

    judged = [s for s in suggestions(game) if s.step == shown.step and s.recipient == shown.seat and not s.needs_choice]
    if not judged or any(_legal(s, shown) for s in judged):
        return ()
    kind = judged[0].kind
    answer = shown_answers(kind, shown)[0]
    label = Text(answer_label(game, kind, answer, "ko"), answer_label(game, kind, answer, "en"))
    return (Reason("answer_outside", (("answer", label),), shown.seat, shown.step),)


def _legal(suggestion: Suggestion, shown: InfoShown) -> bool:
    from grimoire_app.systems.botc.info.shown import shown_answers

    return any(suggestion.is_legal(answer) for answer in shown_answers(suggestion.kind, shown))



add_rule(night_refusals)
