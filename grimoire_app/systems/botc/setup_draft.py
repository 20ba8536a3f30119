"""The setup wizard's working value, edited step by step: pure functions over a Setup.

The wizard (ui/wizard) keeps a Setup and replaces it through these functions: deal a chosen bag,
swap two seats' tokens, propose bluffs or first-night reminders again, move one reminder. Every
function returns a new Setup; `check_setup` says what is still wrong. `setup_events` turns the
finished setup into the events that start the game.
"""

from __future__ import annotations

import random
from collections.abc import Collection, Mapping, Sequence
from dataclasses import replace

from grimoire_app.systems.botc.commands import add_seat, assign_character, place_reminder
from grimoire_app.model.errors import Problem
from grimoire_app.systems.botc.events import BelievedCharacterSet, BluffsSet, Event, FabledAdded, PhaseAdvanced
from grimoire_app.systems.botc.game import Game
from grimoire_app.model.library import Library
from grimoire_app.model.script import Script
from grimoire_app.systems.botc.setup.bluffs import bluff_pool, propose_bluffs, propose_minion_bluffs
from grimoire_app.systems.botc.setup.counts import SetupError
from grimoire_app.systems.botc.setup.deal import random_setup
from grimoire_app.systems.botc.setup.distribution import SetupChoices
from grimoire_app.systems.botc.setup.loric import loric_setup_events
from grimoire_app.systems.botc.setup.prepare import propose_reminders
from grimoire_app.systems.botc.setup.table import SetupTable
from grimoire_app.systems.botc.setup.values import SetupReminder, Setup


def random_bag(script: Script, library: Library, names: Sequence[str], choices: SetupChoices, rng: random.Random) -> tuple[str, ...]:
    """Return a random legal choice of characters for the table (what goes in the bag, and unseated ones).

    Raises:
        SetupError: no legal choice exists for this script, player count and choices.
    """
    return random_setup(script, library, names, rng, choices).in_play


def deal_chosen(
    script: Script, library: Library, names: Sequence[str], bag: Collection[str], choices: SetupChoices, rng: random.Random
) -> Setup:
    """Deal exactly the chosen characters to the seats at random, with a legal preparation.

    Raises:
        SetupError: the choice is not a complete legal bag for this table (names what is missing or extra).
    """
    setup = random_setup(script, library, names, rng, choices, include=tuple(bag))
    extra = [cid for cid in setup.in_play if cid not in set(bag)]
    if extra:
        raise BagShortError(script.meta.name, tuple(extra))
    return setup


class BagShortError(SetupError):
    """The chosen characters do not fill the table: `still_needed` is one legal completion (character ids), so a
    window can say in its language how many more and name a few."""

    def __init__(self, source: str, still_needed: tuple[str, ...]) -> None:
        self.still_needed = still_needed
        names_of = ", ".join(still_needed)
        super().__init__(source, [Problem("bag", f"not enough characters chosen: the counts still need {len(still_needed)} more (e.g. {names_of})")])


def table_of(setup: Setup, script: Script) -> SetupTable:
    """Return the setup's seats read against the script (for pools and proposals)."""
    return SetupTable(script, setup.seats, setup.counts, setup.unseated)


def swap_tokens(setup: Setup, script: Script, first: int, second: int, rng: random.Random) -> Setup:
    """Swap what two seats were dealt (character, believed, alignment, held ability); propose the preparation again."""
    seats = list(setup.seats)
    a, b = seats[first], seats[second]
    seats[first] = replace(a, character=b.character, believed=b.believed, alignment=b.alignment, holds=b.holds)
    seats[second] = replace(b, character=a.character, believed=a.believed, alignment=a.alignment, holds=a.holds)
    return repropose(replace(setup, seats=tuple(seats)), script, rng)


def set_alignment(setup: Setup, seat: int, alignment: str) -> Setup:
    """Set one seat's alignment (the Bounty Hunter's evil Townsfolk is chosen this way)."""
    seats = list(setup.seats)
    seats[seat] = replace(seats[seat], alignment="evil" if alignment == "evil" else "good")
    return replace(setup, seats=tuple(seats))


def set_believed(setup: Setup, seat: int, character_id: str | None, script: Script | None = None) -> Setup:
    """Set what one seat believes it is (the Drunk's Townsfolk).

    Given the script, a Demon bluff that is now believed gives way to the first legal bluff not yet
    shown (a believed character may not be a bluff: check_bluffs).
    """
    seats = list(setup.seats)
    seats[seat] = replace(seats[seat], believed=character_id)
    changed = replace(setup, seats=tuple(seats))
    if script is None or character_id not in changed.bluffs:
        return changed
    spare = [cid for cid in bluff_pool(table_of(changed, script)) if cid not in changed.bluffs]
    if not spare:
        return changed
    bluffs = tuple(spare[0] if cid == character_id else cid for cid in changed.bluffs)
    return replace(changed, bluffs=bluffs)


def repropose(setup: Setup, script: Script, rng: random.Random) -> Setup:
    """Propose the bluffs and first-night reminders again for the current seats."""
    return repropose_reminders(repropose_bluffs(setup, script, rng), script, rng)


def repropose_bluffs(setup: Setup, script: Script, rng: random.Random) -> Setup:
    """Propose new random legal Demon (and Snitch) bluffs."""
    table = table_of(setup, script)
    bluffs, bluffs_to = propose_bluffs(table, rng)
    return replace(setup, bluffs=bluffs, bluffs_to=bluffs_to, minion_bluffs=propose_minion_bluffs(table, rng))


def repropose_reminders(setup: Setup, script: Script, rng: random.Random) -> Setup:
    """Place every first-night reminder again on random legal players."""
    return replace(setup, reminders=propose_reminders(table_of(setup, script), rng))


def set_bluff(setup: Setup, slot: int, character_id: str) -> Setup:
    """Put a character in one of the bluff slots."""
    bluffs = list(setup.bluffs)
    bluffs[slot] = character_id
    return replace(setup, bluffs=tuple(bluffs))


def bluff_choices(setup: Setup, script: Script) -> list[str]:
    """Return the characters a Demon bluff may be (good, on the script, not in play, not believed)."""
    return bluff_pool(table_of(setup, script))


def move_reminder(setup: Setup, index: int, seat: int) -> Setup:
    """Move one first-night reminder to another seat."""
    reminders = list(setup.reminders)
    reminders[index] = SetupReminder(seat, reminders[index].character, reminders[index].token)
    return replace(setup, reminders=tuple(reminders))


def setup_events(
    script: Script, library: Library, setup: Setup, start_night: bool = True, fabled: Sequence[str] = (),
    names: Mapping[str, str] | None = None,
) -> tuple[Event, ...]:
    """Return the events that seat the table as set up, put `fabled` (Fabled and Loric ids) in play,
    and, by default, begin night 1.

    `names` gives the character a Loric names (the Storm Catcher's, docs/rules/stormcatcher.md): it goes on
    its FabledAdded, and STORMCAUGHT is placed by the seat dealt that character.

    Raises:
        IllegalEventError: a setup the game model refuses (it was not checked).
    """
    game = Game(script, library)
    seat_ids: list[str] = []
    for seat in setup.seats:
        added = add_seat(game.state, seat.name)
        game.record(added)
        seat_ids.append(added.seat)
    for seat_id, seat in zip(seat_ids, setup.seats, strict=True):
        if seat.character is None:
            continue
        event = assign_character(game.state, seat_id, game.character(seat.character))
        game.record(event.model_copy(update={"alignment": seat.alignment or event.alignment}))
        if seat.believed:
            game.record(BelievedCharacterSet(seat=seat_id, character=seat.believed))
    game.record(BluffsSet(characters=tuple(setup.bluffs)))
    for character_id in dict.fromkeys(fabled):
        game.record(FabledAdded(character=character_id, names=(names or {}).get(character_id)))
    for loric_event in loric_setup_events(game.state, game.events):
        game.record(loric_event)
    for reminder in setup.reminders:
        game.record(place_reminder(game.state, seat_ids[reminder.seat], reminder.character, reminder.token))
    if start_night:
        game.record(PhaseAdvanced(to=game.state.phase.next()))
    return game.events
