"""Night proposals that are no attack, for gaps of issue 16: the Snake Charmer's swap with a player who may
register as the Demon (seed spec 4.1 Snake Charmer; docs/rules/recluse.md).

Merged into registry.OFFERS with one line; deaths.proposed_deaths lists each as a proposal the Storyteller
accepts with one click (or leaves, and nothing happens).
"""

from __future__ import annotations

from collections.abc import Callable

from grimoire_app.model.characters import Team
from grimoire_app.systems.botc.events import CharacterAssigned, Event, ReminderPlaced
from grimoire_app.systems.botc.tonight.impairment import impairment
from grimoire_app.systems.botc.tonight.plan import Ids
from grimoire_app.systems.botc.tonight.values import Reason
from grimoire_app.systems.botc.tonight.view import View

Offer = tuple[str, tuple[Event, ...], Reason, str]
"""(seat, events, why, source character), as steps_bmr_evil.Offer."""


def snakecharmer_offers(view: View, ids: Ids) -> list[Offer]:
    """Tonight's Snake Charmer chose a player who is no Demon but may register as one (a sober Recluse): offer the swap.

    The swap is the Demon hit's: characters and alignments change places and the chosen player is the
    Snake Charmer's POISONED for good. Offered while the chooser still is a working Snake Charmer.
    """
    from grimoire_app.systems.botc.info.registration import Sight

    sight = Sight(view.game, view.state, view.judge.impaired)
    found: list[Offer] = []
    for choice in view.choices_tonight("snakecharmer"):
        charmer = view.seat(choice.seat)
        if not choice.players or charmer.character != "snakecharmer" or impairment(view, charmer.id):
            continue
        target = view.seat(choice.players[0])
        if target.id == charmer.id or view.team(target) == Team.DEMON or True not in sight.demon(target):
            continue
        events: tuple[Event, ...] = (
            CharacterAssigned(seat=charmer.id, character=target.character, alignment=target.alignment),
            CharacterAssigned(seat=target.id, character=charmer.character, alignment=charmer.alignment),
            ReminderPlaced(reminder=ids.next(), seat=target.id, character="snakecharmer", token="Poisoned"),
        )
        found.append((target.id, events, view.reason("snakecharmer_registration", target.id, target.character), "snakecharmer"))
    return found


OFFERS: dict[str, Callable[[View, Ids], list[Offer]]] = {"snakecharmer": snakecharmer_offers}
