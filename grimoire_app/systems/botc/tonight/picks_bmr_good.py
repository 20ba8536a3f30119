"""The Storyteller's picks at the Sailor's and the Innkeeper's steps: where DRUNK goes (docs/rules/sailor.md, innkeeper.md).

The step's data puts DRUNK on the chosen player (the Sailor) or the first chosen (the Innkeeper);
these build the same events with DRUNK where the Storyteller puts it instead. Nothing is recorded here.
"""

from __future__ import annotations

from collections.abc import Sequence

from grimoire_app.systems.botc.events import Event, NightChoice, ReminderPlaced
from grimoire_app.systems.botc.game import Game
from grimoire_app.systems.botc.tonight.choices import choice_events
from grimoire_app.systems.botc.tonight.steps_bmr_good import SAILOR_DRUNK


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
        e.model_copy(update={"seat": drunk}) if isinstance(e, ReminderPlaced) and (e.character, e.token) == ("innkeeper", "Drunk") else e
        for e in events
    ]
