"""Turn a night choice (or an info shown) into the events the panel records with one click.

`choice_events` returns the NightChoice, the reminders the step's data places (moving the source's
previous token where it moves each night, e.g. the Fearmonger's FEAR, the Harpy's MAD), and what
the character's registered rule changes (swaps, new characters, markers). `info_events` does the
same for an information step (the InfoShown and, e.g., the Balloonist's KNOW moving to the player
shown). Nothing is recorded here: the Storyteller sees the list and records it.
"""

from __future__ import annotations

from collections.abc import Sequence

from grimoire_app.systems.botc.events import Event, InfoShown, NightChoice
from grimoire_app.systems.botc.game import Game
from grimoire_app.systems.botc.tonight.outcome import choice_outcome, chooser_of, new_plan, place_offers
from grimoire_app.systems.botc.tonight.registry import CHARACTER_CHECKS, CHOICE_CHECKS, INFOS, PAIR_CHECKS
from grimoire_app.systems.botc.tonight.sheet import tonight_sheet
from grimoire_app.systems.botc.tonight.steps_fabled import fibbin_spends
from grimoire_app.systems.botc.tonight.values import Reason, TonightStep
from grimoire_app.systems.botc.tonight.view import View


class TonightError(ValueError):
    """A choice that cannot be turned into events (no such step tonight, nobody to choose)."""


def find_step(game: Game, step: TonightStep | str) -> TonightStep:
    """Return tonight's step by id (a step value is returned as it is).

    Raises:
        TonightError: the step is not on tonight's sheet.
    """
    if isinstance(step, TonightStep):
        return step
    for candidate in tonight_sheet(game):
        if candidate.id == step:
            return candidate
    raise TonightError(f"no step {step!r} on tonight's sheet")


def choice_events(
    game: Game,
    step: TonightStep | str,
    players: Sequence[str] = (),
    characters: Sequence[str] = (),
    actor: str | None = None,
    option: str | None = None,
) -> list[Event]:
    """Return the events recording a choice at a step (a nod of the Organ Grinder is choosing itself).

    A step with options (ChoiceSpec.options) keeps the option picked as the choice's text (default: the
    first option, once something is chosen).

    Raises:
        TonightError: the step is not on tonight's sheet, or nobody makes its choice.
        IllegalEventError: a chosen player does not exist.
    """
    found = find_step(game, step)
    options = found.choose.options
    if option is None and options and (players or characters):
        option = options[0]
    choice = NightChoice(seat=_chooser(found, actor), character=found.character or found.id,
                         players=tuple(players), characters=tuple(characters), text=option)
    return choice_outcome(new_plan(View(game), found, choice))


def info_events(
    game: Game,
    step: TonightStep | str,
    players: Sequence[str] = (),
    characters: Sequence[str] = (),
    answer: int | bool | str | None = None,
    actor: str | None = None,
) -> list[Event]:
    """Return the events recording an answer given at a step (and the reminders showing it moves).

    Raises:
        TonightError: the step is not on tonight's sheet, or nobody receives its answer.
    """
    found = find_step(game, step)
    seat = _chooser(found, actor)
    shown = InfoShown(seat=seat, info="answer", players=tuple(players), characters=tuple(characters), answer=answer,
                      step=found.character or found.id)
    plan = new_plan(View(game), found, NightChoice(seat=seat, character=found.character or found.id, players=tuple(players)))
    plan.events.append(shown)
    place_offers(plan, shown=True)
    hook = INFOS.get(found.character or found.id)
    if hook is not None:
        hook(plan)
    fibbin_spends(plan, shown)
    return plan.events


def check_choice(
    game: Game,
    step: TonightStep | str,
    players: Sequence[str] = (),
    characters: Sequence[str] = (),
    actor: str | None = None,
    option: str | None = None,
) -> tuple[Reason, ...]:
    """Return what is wrong with a choice for the step's ChoiceSpec (empty: fine); the Storyteller may override.

    Checks the number of players and characters (none at all is fine when the step is optional),
    the same player twice, the chooser choosing itself where it may not, a dead player where
    only the living may be chosen, and a character's own limit (registry.CHOICE_CHECKS: the
    Exorcist, the Professor, the Devil's Advocate; registry.CHARACTER_CHECKS on the chosen
    characters: the Cerenovus). Game.check asks this same function on Record (tonight/legality.py).

    Raises:
        TonightError: the step is not on tonight's sheet.
    """
    found = find_step(game, step)
    spec, view = found.choose, View(game)
    chooser = actor or found.chooser
    problems: list[Reason] = []
    nothing = not players and not characters
    if not (nothing and spec.optional):
        if not spec.needed <= len(players) <= spec.players or not spec.needed_characters <= len(characters) <= spec.characters:
            problems.append(view.reason("choice_count", players=spec.players, characters=spec.characters))
    if len(set(players)) != len(players):
        problems.append(view.reason("choice_twice"))
    if spec.not_self and chooser in players:
        problems.append(view.reason("choice_self", chooser))
    for seat_id in players:
        if spec.living and not view.really_alive(view.seat(seat_id)):
            problems.append(view.reason("choice_dead", seat_id))
    if option is not None and spec.options and option not in spec.options:
        problems.append(view.reason("choice_option", token=option))
    extra = CHOICE_CHECKS.get(found.character or found.id)
    if extra is not None:
        problems += extra(view, chooser, tuple(players))
    chosen = CHARACTER_CHECKS.get(found.character or found.id)
    if chosen is not None:
        problems += chosen(view, chooser_of(found, actor), tuple(characters))
    pair = PAIR_CHECKS.get(found.character or found.id)
    if pair is not None:
        problems += pair(view, chooser_of(found, actor), tuple(players), tuple(characters))
    return tuple(problems)


def _chooser(step: TonightStep, actor: str | None) -> str:
    chooser = chooser_of(step, actor)
    if chooser is None:
        raise TonightError(f"nobody makes the choice at step {step.id!r} tonight")
    return chooser
