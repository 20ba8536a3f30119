"""The Moonchild's choice after a night death, offered at dawn (docs/rules/moonchild.md, Triggers).

A death by day asks the day trigger `moonchild.dies`; a death at night is recorded by the night
panel, which asks no day trigger. At the dawn step the Storyteller records the Moonchild's public
choice instead: the same ReminderPlaced (the Moonchild's DEAD) the day trigger's resolver records.
It takes effect the next night (the `moonchild` step reads marks placed before tonight).
"""

from __future__ import annotations

from dataclasses import dataclass

from grimoire_app.systems.botc.events import Event, ReminderPlaced
from grimoire_app.systems.botc.game import Game
from grimoire_app.systems.botc.hermit import holds_by_hermit
from grimoire_app.systems.botc.tonight.choices import TonightError
from grimoire_app.systems.botc.tonight.impairment import impairment
from grimoire_app.systems.botc.tonight.plan import Ids
from grimoire_app.systems.botc.tonight.steps_bmr_evil import MOONCHILD_MARK
from grimoire_app.systems.botc.tonight.view import View


@dataclass(frozen=True)
class MoonchildOffer:
    """A Moonchild who died tonight and chooses at dawn: whom it may choose, and what it chose."""

    moonchild: str
    options: tuple[str, ...]
    """The living players but the Moonchild, in table order."""
    impaired: bool
    """Drunk or poisoned when it died: it still chooses, but nothing is marked."""
    chosen: str | None = None
    """The player its DEAD was put on tonight (None: not chosen yet)."""


def moonchild_offers(game: Game) -> tuple[MoonchildOffer, ...]:
    """Return an offer for each Moonchild that died tonight (none by day or at another time)."""
    if game.state.phase.kind != "night":
        return ()
    view = View(game)
    start = view.start(view.tonight)
    marked_tonight = [
        seat.id for seat, reminder in view.by_token.get(MOONCHILD_MARK, []) if start is not None and view.placed_at.get(reminder.id, -1) > start
    ]
    offers = []
    for death in view.deaths_tonight:
        child = view.seat(death.seat)
        if (child.character != "moonchild" and not holds_by_hermit(game, child, "moonchild")) or child.alive:
            continue
        options = tuple(s.id for s in view.state.seats if s.alive and s.id != child.id)
        chosen = marked_tonight[0] if marked_tonight else None
        offers.append(MoonchildOffer(child.id, options, bool(impairment(view, child.id)), chosen))
    return tuple(offers)


def moonchild_dawn_events(game: Game, moonchild: str, chosen: str) -> list[Event]:
    """Return the events recording the Moonchild's choice at dawn: its DEAD on the chosen player (none when impaired).

    Raises:
        TonightError: no Moonchild of that seat died tonight, or the chosen player is not one of its options.
    """
    offer = next((o for o in moonchild_offers(game) if o.moonchild == moonchild), None)
    if offer is None:
        raise TonightError(f"no Moonchild at seat {moonchild!r} died tonight")
    if chosen not in offer.options:
        raise TonightError(f"the Moonchild at {moonchild!r} may choose only a living player, got {chosen!r}; expected one of {offer.options!r}")
    if offer.impaired:
        return []
    return [ReminderPlaced(reminder=Ids(View(game)).next(), seat=chosen, character=MOONCHILD_MARK[0], token=MOONCHILD_MARK[1])]
