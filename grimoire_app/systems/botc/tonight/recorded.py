"""What a night already holds: its recorded choices and answers, and the steps they were made at.

The night panel marks these steps done and review's Night sheet tab marks the same ones.
"""

from __future__ import annotations

from grimoire_app.systems.botc.events import InfoShown, NightChoice, Phase
from grimoire_app.systems.botc.game import Game
from grimoire_app.systems.botc.log_index import night_index


def tonight_happenings(game: Game, night: int) -> list[InfoShown | NightChoice]:
    """Return night n's choices and infos, oldest first (the game's happenings of that night, from its NightIndex).
    Complexity is O(h) for the h happenings of that night."""
    tonight = Phase(kind="night", number=night)
    return [event for event in night_index(game).happened.get(tonight, ()) if isinstance(event, (InfoShown, NightChoice))]


def step_of(event: InfoShown | NightChoice) -> str | None:
    """Return the step a choice or an info was recorded at (None: an info shown outside the sheet).

    >>> step_of(NightChoice(seat="s1", character="monk", players=("s2",)))
    'monk'
    """
    return event.character if isinstance(event, NightChoice) else event.step


def done_steps(game: Game, night: int) -> set[str]:
    """Return the steps with a choice or an info recorded during night n."""
    return {step for event in tonight_happenings(game, night) if (step := step_of(event))}
