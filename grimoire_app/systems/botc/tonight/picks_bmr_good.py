"""The Storyteller's picks at the Sailor's and the Innkeeper's steps: where DRUNK goes (docs/rules/sailor.md, innkeeper.md).

The step's data puts DRUNK on the chosen player (the Sailor) or the first chosen (the Innkeeper);
these build the same events with DRUNK where the Storyteller puts it instead. Nothing is recorded here.
`drunk_options` / `drunk_choice_events` serve any step in DRUNK_PICKS by its step value, for the night panel.
"""

from __future__ import annotations

from collections.abc import Sequence

from grimoire_app.systems.botc.events import Event, NightChoice, ReminderPlaced
from grimoire_app.systems.botc.game import Game
from grimoire_app.systems.botc.tonight.choices import TonightError, choice_events, find_step
from grimoire_app.systems.botc.tonight.steps_bmr_good import SAILOR_DRUNK
from grimoire_app.systems.botc.tonight.values import TonightStep

INNKEEPER_DRUNK = ("innkeeper", "Drunk")
DRUNK_PICKS: dict[str, tuple[tuple[str, str], bool]] = {"sailor": (SAILOR_DRUNK, True), "innkeeper": (INNKEEPER_DRUNK, False)}
"""Step id -> (the DRUNK reminder the choice places, whether the chooser may take it instead of a chosen player)."""


def sailor_events(game: Game, target: str, sailor_drunk: bool, actor: str | None = None) -> list[Event]:
    """Return the Sailor's choice with DRUNK where the Storyteller puts it: on the chosen player or on the Sailor.

    Raises:
        TonightError: no Sailor step tonight, or nobody to choose.
    """
    events = choice_events(game, "sailor", (target,), (), actor)
    if not sailor_drunk:
        return events
    chooser = next(e.seat for e in events if isinstance(e, NightChoice))
    return [
        e.model_copy(update={"seat": chooser}) if isinstance(e, ReminderPlaced) and (e.character, e.token) == SAILOR_DRUNK else e
        for e in events
    ]


def innkeeper_events(game: Game, players: Sequence[str], drunk: str, actor: str | None = None) -> list[Event]:
    """Return the Innkeeper's choice with DRUNK on the player the Storyteller picks among the two.

    Raises:
        TonightError: no Innkeeper step tonight, or nobody to choose.
    """
    events = choice_events(game, "innkeeper", players, (), actor)
    return [
        e.model_copy(update={"seat": drunk}) if isinstance(e, ReminderPlaced) and (e.character, e.token) == INNKEEPER_DRUNK else e
        for e in events
    ]


def drunk_options(game: Game, step: TonightStep | str, players: Sequence[str], actor: str | None = None) -> tuple[str, ...]:
    """Return the seats the Storyteller may make drunk with this choice, the step's own pick first.

    The Sailor: the chosen player (the default) or the Sailor; the Innkeeper: the first chosen (the
    default) or the second. Empty for other steps, an unfinished choice, or a choice that places no
    DRUNK (an impaired chooser, the Sailor choosing himself).
    """
    try:
        found = find_step(game, step)
        picks = DRUNK_PICKS.get(found.id)
        events = choice_events(game, found, players, (), actor) if picks and len(players) == found.choose.players else []
    except (TonightError, ValueError):
        return ()
    if picks is None:
        return ()
    token, chooser_may = picks
    default = next((e.seat for e in events if isinstance(e, ReminderPlaced) and (e.character, e.token) == token), None)
    if default is None:
        return ()
    chooser = next(e.seat for e in events if isinstance(e, NightChoice))
    others = [*players, chooser] if chooser_may else list(players)
    options = tuple(dict.fromkeys([default, *others]))
    return options if len(options) > 1 else ()


def drunk_choice_events(game: Game, step: TonightStep | str, players: Sequence[str], drunk: str, actor: str | None = None) -> list[Event]:
    """Return the step's choice events with its DRUNK reminder on `drunk`, one of drunk_options.

    Raises:
        TonightError: no such step tonight, nobody to choose, or `drunk` is not one of drunk_options.
    """
    options = drunk_options(game, step, players, actor)
    if drunk not in options:
        raise TonightError(f"DRUNK cannot go on {drunk!r} at step {find_step(game, step).id!r}: expected one of {options!r}")
    token = DRUNK_PICKS[find_step(game, step).id][0]
    events = choice_events(game, step, players, (), actor)
    return [e.model_copy(update={"seat": drunk}) if isinstance(e, ReminderPlaced) and (e.character, e.token) == token else e for e in events]
