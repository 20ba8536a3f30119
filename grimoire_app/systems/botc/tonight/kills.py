"""Who a recorded night choice attacks (registry.KILLS): the Demons' kills, the Assassin, the Gambler's bet.

An Attack is not a death: deaths.py applies the protections and exceptions of the spec and
proposes events. Sources: each block's Night line in spec/characters.md.
"""

from __future__ import annotations

from dataclasses import dataclass

from grimoire_app.systems.botc.events import DeathCause, NightChoice
from grimoire_app.systems.botc.tonight.view import View

LLEECH_HOST = ("lleech", "Poisoned")


@dataclass(frozen=True)
class Attack:
    """One attempt on a player's life tonight: by whose ability, by which seat, with which cause."""

    victim: str | None
    """None: the Storyteller chooses who dies (the Ojo named a character not in play)."""
    source: str
    by: str
    cause: DeathCause
    unstoppable: bool = False
    """Nothing stops it (the Assassin, spec 2.3)."""


def demon_kill(view: View, choice: NightChoice) -> list[Attack]:
    """Every chosen player is attacked by the Demon (Vortox, Vigormortis, Fang Gu, Zombuul, Po)."""
    if view.first:
        return []
    cause = DeathCause(kind="demon", character=choice.character)
    return [Attack(victim, choice.character, choice.seat, cause) for victim in dict.fromkeys(choice.players)]


def lilmonsta(view: View, choice: NightChoice) -> list[Attack]:
    """The first chosen player babysits; a second one is the Storyteller's kill, from night 2 (spec 2.4)."""
    if view.first:
        return []
    cause = DeathCause(kind="demon", character="lilmonsta")
    return [Attack(victim, "lilmonsta", choice.seat, cause) for victim in choice.players[1:2]]


def lleech(view: View, choice: NightChoice) -> list[Attack]:
    """The Lleech kills, except on the night it picks its host (no host placed before tonight, spec 4.4)."""
    hosts = view.by_token.get(LLEECH_HOST, [])
    if not any(view.placed_before(reminder.id, view.tonight) for _, reminder in hosts):
        return []
    cause = DeathCause(kind="demon", character="lleech")
    return [Attack(victim, "lleech", choice.seat, cause) for victim in choice.players[:1]]


def ojo(view: View, choice: NightChoice) -> list[Attack]:
    """The named character's player dies; not in play: the Storyteller's pick (recorded as players) or open (spec 3.4)."""
    cause = DeathCause(kind="demon", character="ojo")
    named = choice.characters[0] if choice.characters else None
    holders = [seat.id for seat in view.state.seats if named is not None and seat.character == named]
    victims = holders[:1] or list(choice.players)
    if not victims:
        return [Attack(None, "ojo", choice.seat, cause)] if named else []
    return [Attack(victim, "ojo", choice.seat, cause) for victim in victims]


def assassin(view: View, choice: NightChoice) -> list[Attack]:
    """The chosen player dies even if something would stop it (spec 2.3)."""
    cause = DeathCause(kind="ability", character="assassin")
    return [Attack(victim, "assassin", choice.seat, cause, unstoppable=True) for victim in choice.players[:1]]


def gambler(view: View, choice: NightChoice) -> list[Attack]:
    """A wrong guess kills the Gambler (the Drunk must be guessed as "drunk", spec 4.1)."""
    if not choice.players or not choice.characters:
        return []
    if view.seat(choice.players[0]).character == choice.characters[0]:
        return []
    return [Attack(choice.seat, "gambler", choice.seat, DeathCause(kind="ability", character="gambler"))]
