"""Game: the event log of one Blood on the Clocktower game, with its script and rule checks.

`record` (from CheckedLog) is the one door in: it checks the rules (rules.py, and the rules a game
system adds with `add_rule`: systems.botc.tonight's night-choice and answer legality), refuses with
every reason, or, with an override, records the event with the overridden reasons inside it. Undo,
redo and replay come from EventLog.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Iterable, Sequence

from grimoire_app.model.characters import Character, Team
from grimoire_app.systems.botc.events import Event
from grimoire_app.model.library import Library
from grimoire_app.model.log import CheckedLog, EventSink, Refusing
from grimoire_app.systems.botc.rules import refusals
from grimoire_app.model.script import Script
from grimoire_app.systems.botc.state import GameState, apply


GameRule = Callable[["Game", Event], Sequence[Refusing]]
"""A rule that needs the whole game (tonight's sheet, the info engine), added by a game system."""
GAME_RULES: list[GameRule] = []
"""The rules `Game.check` asks after rules.py's, in the order they were added."""


def add_rule(rule: GameRule) -> GameRule:
    """Add a rule to every game's `check` (once; systems.botc.tonight.legality adds its own when imported)."""
    if rule not in GAME_RULES:
        GAME_RULES.append(rule)
    return rule


GameWaiver = Callable[["Game", Event, Refusing], bool]
"""Whether an ability lifts one of rules.py's refusals for this event now (the Butcher's second nomination)."""
GAME_WAIVERS: list[GameWaiver] = []
"""The waivers `Game.check` asks for each of rules.py's refusals, in the order they were added."""


def add_waiver(waiver: GameWaiver) -> GameWaiver:
    """Add a waiver to every game's `check` (once; systems.botc.day.butcher adds its own when imported)."""
    if waiver not in GAME_WAIVERS:
        GAME_WAIVERS.append(waiver)
    return waiver


RULE_MODULES: list[str] = []
"""The modules whose import adds rules and waivers (the BotC record names them: system.py), in their order: imported
together before the first check, not at start (issue 20: a game opens, replays and paints without judging)."""
_imported = 0
"""How many of RULE_MODULES `game_rules` has imported."""


def add_rule_modules(*modules: str) -> None:
    """Name modules whose import adds rules or waivers; `game_rules` imports them, in this order, before a check."""
    RULE_MODULES.extend(module for module in modules if module not in RULE_MODULES)


def game_rules() -> tuple[list[GameRule], list[GameWaiver]]:
    """Return the rules and the waivers `Game.check` asks, every module of RULE_MODULES imported first (once).

    Their order is RULE_MODULES' (then any rule added from elsewhere, in the order added), whichever of those modules
    something else imported earlier: the order a process that imported them all at start had.
    """
    global _imported
    if _imported < len(RULE_MODULES):
        for module in RULE_MODULES[_imported:]:
            importlib.import_module(module)
        _imported = len(RULE_MODULES)
        place = {module: index for index, module in enumerate(RULE_MODULES)}
        GAME_RULES.sort(key=lambda rule: place.get(rule.__module__, len(place)))
        GAME_WAIVERS.sort(key=lambda waiver: place.get(waiver.__module__, len(place)))
    return GAME_RULES, GAME_WAIVERS


class Game(CheckedLog[GameState, Event]):
    """One Blood on the Clocktower game on one script."""

    def __init__(
        self, script: Script, library: Library, events: Iterable[Event] = (), sink: EventSink[Event] | None = None,
        steps: Sequence[int] | None = None,
    ) -> None:
        super().__init__(GameState(), apply, events, sink, steps)
        self.script = script
        self.library = library

    def character(self, character_id: str) -> Character | None:
        """Return a character by id: the script's own first (homebrew), then the library's."""
        return self.script.character(character_id) or self.library.find(character_id)

    def team_of(self, character_id: str | None) -> Team | None:
        """Return a character's type by id (None for no id or an unknown one)."""
        found = self.character(character_id) if character_id else None
        return found.team if found else None

    def check(self, event: Event) -> list[Refusing]:
        """List the rules the event would break now (empty: legal): rules.py's, then the added rules'."""
        rules, waivers = game_rules()
        found: list[Refusing] = [r for r in refusals(self.state, event, self.character) if not any(w(self, event, r) for w in waivers)]
        for rule in rules:
            found += rule(self, event)
        return found
