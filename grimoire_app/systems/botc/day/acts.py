"""Public acts of the day that are not nominations or votes: claims, guesses, choices, visits, exiles.

The act itself is the model's PublicAct event (systems/botc/events.py); this module finds the acts in a
game, says which ones the day panel should offer on a script, and what each act names, in order
(ACT_STAGES: the shape of a PublicAct of that kind).
"""

from __future__ import annotations

from typing import Literal

from grimoire_app.model.characters import Team
from grimoire_app.systems.botc.events import ACT_CHARACTER, ActKind, Event, PublicAct
from grimoire_app.systems.botc.game import Game
from grimoire_app.systems.botc.day.gunslinger_window import gunslinger_window
from grimoire_app.systems.botc.day.offers_day2 import day2_acts
from grimoire_app.systems.botc.rules_jinx_demons import riot_mayor_may_act

__all__ = ["ACT_CHARACTER", "ACT_REPEATS", "ACT_STAGES", "ActKind", "PublicAct", "Stage", "act_event", "act_of", "available_acts", "recorded_acts"]

Stage = Literal["seat", "player", "players", "demons", "character", "text"]
"""What an act names next: the actor, one player, any players, any Demons, a character (the Juggler's guess),
the words said (the Gossip's statement, PublicAct.text)."""

ACT_STAGES: dict[str, tuple[Stage, ...]] = {
    "goblin_claim": ("seat",),
    "fisherman_visit": ("seat",),
    "savant_visit": ("seat",),
    "damsel_guess": ("seat", "player"),
    "puzzlemaster_guess": ("seat", "player"),
    "klutz_choice": ("seat", "player"),
    "alsaahir_guess": ("seat", "players", "demons"),
    "exile": ("seat", "players"),
    "slayer_shot": ("seat", "player"),
    "gossip_statement": ("seat", "text"),
    "artist_question": ("seat",),
    "juggler_guess": ("seat", "player", "character"),
    "gunslinger_shot": ("seat", "player"),
    "doomsayer_call": ("seat",),
    "fiddler_contest": ("seat", "player"),
    "fiddler_winner": ("seat",),
    "deusexfiasco_whoopsie": ("seat",),
    "hellslibrarian_spoke": ("seat",),
    "judge_pass": ("seat", "player"),
    "judge_fail": ("seat", "player"),
    "matron_swap": ("seat", "players"),
    "gangster_kill": ("seat", "player"),
    "beggar_token": ("seat", "player"),
    "cacklejack_choice": ("seat", "player"),
    "cultleader_cult": ("seat", "players"),
    "psychopath_kill": ("seat", "player"),
    "mezepheles_word": ("seat",),
    "mayor_stops_riot": ("seat",),
}
"""What each public act names, in order (systems/botc/events.py PublicAct: seat, players, demons)."""

ACT_REPEATS: dict[str, tuple[int, int]] = {
    "juggler_guess": (1, 5),
}
"""Acts whose stages from an index on repeat within one act, up to a number of rounds: the Juggler names up to
five (player, character) guesses in one act (PublicAct.players and .characters pair up; docs/rules/juggler.md)."""


FABLED_ACTS: tuple[ActKind, ...] = ("doomsayer_call", "fiddler_contest", "deusexfiasco_whoopsie", "hellslibrarian_spoke")
"""Day acts of Fabled, offered only while that Fabled is in play (GameState.fabled); the Fiddler's result
(`fiddler_winner`) is recorded by its contest's prompt, not offered (docs/rules/doomsayer.md, fiddler.md, …)."""
EXP_MINION_ACTS: tuple[ActKind, ...] = ("psychopath_kill", "mezepheles_word")
"""Day acts of the experimental Minions, offered when the character is on the script or in play (docs/rules/psychopath.md, mezepheles.md:
the act's seat is the player who said the secret word)."""
FABLED_ONCE: frozenset[str] = frozenset({"fiddler_contest"})
"""Fabled acts that happen once per game: no longer offered once recorded (docs/rules/fiddler.md)."""


def act_event(act: PublicAct) -> Event:
    """Return the event that records an act (the act itself: PublicAct is an event).

    >>> act_of(act_event(PublicAct(act="goblin_claim", seat="s2"))).act
    'goblin_claim'
    """
    return act


def act_of(event: Event | PublicAct) -> PublicAct | None:
    """Return the act an event records (itself when it is one), else None."""
    return event if isinstance(event, PublicAct) else None


def recorded_acts(game: Game, at: int, day: int | None = None) -> list[tuple[int, PublicAct]]:
    """Return (index, act) for the acts recorded in the first `at` events (only on that day, if given)."""
    found: list[tuple[int, PublicAct]] = []
    for index, event in enumerate(game.events[:at]):
        act = act_of(event)
        if act is None:
            continue
        phase = game.state_at(index).phase
        if day is None or (phase.kind == "day" and phase.number == day):
            found.append((index, act))
    return found


def available_acts(game: Game) -> list[ActKind]:
    """Return the acts the day panel should offer: those of characters on the script or in play, and exile with a Traveller seated.

    Bluffers may act too (the Storyteller plays along), so an act is offered whether or not its
    character is in play.
    """
    present = {c.id for c in game.script.characters} | {s.character for s in game.state.seats if s.character}
    travellers = any((found := game.character(s.character)) is not None and found.team == Team.TRAVELLER for s in game.state.seats if s.character)
    kinds: list[ActKind] = ["goblin_claim", "alsaahir_guess", "damsel_guess", "puzzlemaster_guess", "klutz_choice", "fisherman_visit", "savant_visit",
                            "slayer_shot", "gossip_statement", "artist_question", "juggler_guess"]
    offered = [k for k in kinds if ACT_CHARACTER[k] in present]
    if "gunslinger" in present:
        offered += ["gunslinger_shot"] if gunslinger_window(game) else []
    once = {e.act for e in game.events if isinstance(e, PublicAct) and e.act in FABLED_ONCE}
    offered += [k for k in FABLED_ACTS if ACT_CHARACTER[k] in game.state.fabled and k not in once]
    offered += day2_acts(game, present)
    if "cacklejack" in present:  # docs/rules/cacklejack.md: the day's choice of the player who will not change
        offered += ["cacklejack_choice"]
    if "cultleader" in present:  # docs/rules/cultleader.md: the call to join the cult (players: the hands raised)
        offered += ["cultleader_cult"]
    offered += [k for k in EXP_MINION_ACTS if ACT_CHARACTER[k] in present]  # the experimental Minions (issue 21)
    offered += ["mayor_stops_riot"] if riot_mayor_may_act(game) else []  # the Riot/Mayor jinx (docs/rules/riot.md)
    return offered + (["exile"] if travellers else [])
