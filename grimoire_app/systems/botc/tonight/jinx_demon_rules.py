"""The experimental Demons' jinxes that are `Game.check` rules (issue 21), apart from their night steps.

The BotC record (systems/botc/system.py) imports this module so every game is judged by them; the night steps of
the same jinxes (steps_jinx_demons.py) need the night sheet and the info engine, which opening a game does not
(issue 20: the start of a game never opened).
"""

from __future__ import annotations

from grimoire_app.model.characters import Team
from grimoire_app.systems.botc.events import CharacterAssigned, Event
from grimoire_app.systems.botc.game import Game, add_rule
from grimoire_app.systems.botc.rules_jinx_demons import jinxed
from grimoire_app.systems.botc.state import GameState
from grimoire_app.systems.botc.tonight.values import Reason, Text

__all__ = ["LEVIATHAN_LAST_DAY", "LEVIATHAN_MAKERS", "leviathan_closed", "leviathan_too_late", "marionette_beside_demon"]

# --- the Leviathan after day 5 (docs/rules/leviathan.md) -------------------------------------------

LEVIATHAN_LAST_DAY = 5
LEVIATHAN_MAKERS = ("hatter", "pithag")
"""Characters whose jinx with the Leviathan forbids making it once day 5 is over."""


def leviathan_closed(game: Game, state: GameState) -> bool:
    """Whether day 5 is over (night 6 or later) and a Hatter's or Pit-Hag's jinx with the Leviathan applies."""
    phase = state.phase
    over = (phase.kind == "night" and phase.number > LEVIATHAN_LAST_DAY) or (phase.kind == "day" and phase.number > LEVIATHAN_LAST_DAY)
    return over and any(jinxed(game, state, "leviathan", maker) for maker in LEVIATHAN_MAKERS)


def leviathan_too_late(game: Game, event: Event) -> tuple[Reason, ...]:
    """Refuse (overridably) a seat turned into the Leviathan once day 5 is over, with a Hatter or Pit-Hag jinx."""
    if not isinstance(event, CharacterAssigned) or event.character != "leviathan" or not leviathan_closed(game, game.state):
        return ()
    if any(seat.id == event.seat and seat.character == "leviathan" for seat in game.state.seats):
        return ()
    names = game.library.texts.get("leviathan")
    name = Text(names.ko.name, names.en.name) if names else Text("레비아탄", "Leviathan")
    seat = next((s.name for s in game.state.seats if s.id == event.seat), event.seat)
    return (Reason("leviathan_too_late", (("player", seat), ("character", name)), event.seat, "leviathan"),)


add_rule(leviathan_too_late)


# --- the Kazali's Marionette (docs/rules/kazali.md) ------------------------------------------------


def marionette_beside_demon(game: Game, event: Event) -> tuple[Reason, ...]:
    """With the Kazali in play and its jinx, a seat turned into the Marionette during play must sit beside a Demon
    (overridable)."""
    if not isinstance(event, CharacterAssigned) or event.character != "marionette" or game.state.phase.kind == "setup":
        return ()
    state = game.state
    if not any(s.character == "kazali" for s in state.seats) or not jinxed(game, state, "kazali", "marionette"):
        return ()  # the Kazali in play: the Marionette it makes (not a Pit-Hag's under another Demon)
    if not any(s.id == event.seat for s in state.seats):
        return ()
    beside = state.nearest_each_way(event.seat, lambda s: True)
    if any((found := game.character(s.character or "")) is not None and found.team == Team.DEMON for s in beside):
        return ()
    seat = next(s.name for s in state.seats if s.id == event.seat)
    return (Reason("marionette_beside_demon", (("player", seat),), event.seat, "marionette"),)


add_rule(marionette_beside_demon)
