"""The Hermit's borrowed abilities (docs/rules/hermit.md): a Hermit's seat holds the ability of every Outsider on the
script besides its own, impaired as the Hermit itself is (its own drunkenness or poison, its own death).

Shared by the day rules (day/facts.py `Moment.holders`), the night sheet (tonight/held.py, via "hermit") and
reliability (info/reliability.py: a Hermit is the source of a borrowed ability's tokens). The answer depends on the
script alone, so any state of the game gives the same list.

Kept "shown, not applied" (NOT_APPLIED, the reasons are on the rules page): the Drunk and the Lunatic (beliefs the
Hermit does not have: it knows it is the Hermit) and the Hermit's own entry. The Recluse's registration is applied by
info/registration.py `Sight.rule` (a Hermit registers as a Recluse may).
"""

from __future__ import annotations

from grimoire_app.model.characters import Team
from grimoire_app.systems.botc.game import Game
from grimoire_app.systems.botc.state import Seat

HERMIT = "hermit"
NOT_APPLIED = frozenset({HERMIT, "drunk", "lunatic"})
"""Outsider abilities a Hermit holds by the rules that the app does not apply for it (docs/rules/hermit.md)."""


def hermit_abilities(game: Game) -> tuple[str, ...]:
    """Return the Outsider abilities every Hermit holds and the app applies, in script order."""
    return tuple(c.id for c in game.script.characters if c.team == Team.OUTSIDER and c.id not in NOT_APPLIED)


def holds_by_hermit(game: Game, seat: Seat, ability: str) -> bool:
    """Whether a seat holds an Outsider ability as a Hermit."""
    return seat.character == HERMIT and ability in hermit_abilities(game)
