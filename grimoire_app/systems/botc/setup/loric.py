"""The Loric at setup: the Bootlegger's house rules, the Storm Catcher's named character, the setup notes.

Sources: docs/rules/<id>.md for the 11 Loric (official almanac, rules restated in our own words).
`house_rules` is the one reader of a script's `_meta.bootlegger` (the wizard, the square's token, the public
window and the character sheet all ask it). The Storm Catcher's character is named on the event that puts it
in play (`FabledAdded.names`); `stormcatcher_named` reads it back from the log.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import TYPE_CHECKING

from grimoire_app.i18n import tr
from grimoire_app.model.characters import Lang, Team
from grimoire_app.model.library import Library
from grimoire_app.model.script import Script
from grimoire_app.systems.botc.commands import place_reminder
from grimoire_app.systems.botc.events import Event, FabledAdded, FabledRemoved, ReminderPlaced
from grimoire_app.systems.botc.state import GameState

if TYPE_CHECKING:
    from grimoire_app.systems.botc.setup.distribution import SetupChoices

BOOTLEGGER = "bootlegger"
STORMCATCHER = "stormcatcher"
STORMCAUGHT = (STORMCATCHER, "Stormcaught")
"""The Storm Catcher's reminder (character, token)."""
SETUP_NOTES = ("bootlegger", "stormcatcher", "gardener", "pope", "tor", "hindu", "knaves", "bigwig", "godofug",
               "ventriloquist", "zenomancer")
"""The Loric whose rule the wizard notes when chosen (i18n `wizard.loric.note.<id>`)."""


def house_rules(script: Script | None) -> tuple[str, ...]:
    """Return the script's house rules (`_meta.bootlegger`), trimmed, blank ones dropped (docs/rules/bootlegger.md).

    >>> from grimoire_app.model.script import ScriptMeta
    >>> house_rules(Script(meta=ScriptMeta(name="x", bootlegger=(" No day-1 execution ", "", "Homebrew Baker")), characters=()))
    ('No day-1 execution', 'Homebrew Baker')
    >>> house_rules(None)
    ()
    """
    if script is None:
        return ()
    return tuple(rule.strip() for rule in script.meta.bootlegger if rule.strip())


def with_bootlegger(script: Script | None, chosen: Sequence[str]) -> tuple[str, ...]:
    """Return the pre-filled Fabled and Loric plus the Bootlegger when the script has house rules and lacks it.

    >>> from grimoire_app.model.script import ScriptMeta
    >>> with_bootlegger(Script(meta=ScriptMeta(name="x", bootlegger=("rule",)), characters=()), ("sentinel",))
    ('sentinel', 'bootlegger')
    """
    found = tuple(chosen)
    if house_rules(script) and BOOTLEGGER not in found:
        return found + (BOOTLEGGER,)
    return found


def setup_notes(fabled: Sequence[str]) -> tuple[str, ...]:
    """Return the Loric among `fabled` whose setup rule the wizard notes, in SETUP_NOTES order.

    >>> setup_notes(["sentinel", "pope", "gardener"])
    ('gardener', 'pope')
    """
    return tuple(c for c in SETUP_NOTES if c in fabled)


def good_choices(script: Script) -> tuple[str, ...]:
    """Return the characters the Storm Catcher may name: the script's Townsfolk, then its Outsiders."""
    return tuple(c.id for c in script.of_team(Team.TOWNSFOLK) + script.of_team(Team.OUTSIDER))


def stormcatcher_named(events: Sequence[Event]) -> str | None:
    """Return the character the Storm Catcher in play names (None: not in play, or nothing named).

    >>> stormcatcher_named([FabledAdded(character="stormcatcher", names="slayer")])
    'slayer'
    >>> stormcatcher_named([FabledAdded(character="stormcatcher", names="slayer"), FabledRemoved(character="stormcatcher")])
    """
    named: str | None = None
    for event in events:
        if isinstance(event, FabledAdded) and event.character == STORMCATCHER:
            named = event.names
        elif isinstance(event, FabledRemoved) and event.character == STORMCATCHER:
            named = None
    return named


def stormcaught_reminder(state: GameState, named: str | None) -> ReminderPlaced | None:
    """Return the event placing STORMCAUGHT by the player of the named character, if a seat holds it."""
    holder = next((seat for seat in state.seats if named and seat.character == named), None)
    return place_reminder(state, holder.id, *STORMCAUGHT) if holder is not None else None


def stormcaught_seats(state: GameState) -> tuple[str, ...]:
    """Return the seats marked STORMCAUGHT while the Storm Catcher is in play (its protection follows the token)."""
    if STORMCATCHER not in state.fabled:
        return ()
    return tuple(seat.id for seat in state.seats if any(_is(r.character, r.token, STORMCAUGHT) for r in seat.reminders))


def _is(character: str, token: str, wanted: tuple[str, str]) -> bool:
    return character == wanted[0] and token.casefold() == wanted[1].casefold()


def loric_setup_events(state: GameState, events: Sequence[Event]) -> tuple[Event, ...]:
    """Return the Loric's setup events once the seats are dealt and the Loric put in play: STORMCAUGHT by its player."""
    reminder = stormcaught_reminder(state, stormcatcher_named(events)) if STORMCATCHER in state.fabled else None
    return (reminder,) if reminder is not None else ()


def house_rules_lines(script: Script | None, lang: Lang) -> tuple[str, ...]:
    """Return the house rules as shown to people: a title, then one "• rule" line each (none without rules).

    The square's Bootlegger token, the public window and the wizard show these lines (docs/rules/bootlegger.md).
    """
    rules = house_rules(script)
    return (tr("loric.house_rules.title", lang), *(f"• {rule}" for rule in rules)) if rules else ()


def bag_with_named(
    script: Script, library: Library, names: Sequence[str], choices: SetupChoices, rng: random.Random, named: str | None
) -> tuple[str, ...]:
    """Return a random legal bag holding the Storm Catcher's named character when the counts allow it, else a plain
    random bag (naming does not require the character in play; docs/rules/stormcatcher.md [DECISION]).

    Raises:
        SetupError: no legal bag exists for this script, player count and choices.
    """
    from grimoire_app.systems.botc.setup.counts import SetupError  # the deal is the wizard's, not the square's (issue 20)
    from grimoire_app.systems.botc.setup.deal import random_setup

    if named is not None:
        try:
            return random_setup(script, library, names, rng, choices, include=(named,)).in_play
        except SetupError:
            pass
    return random_setup(script, library, names, rng, choices).in_play
