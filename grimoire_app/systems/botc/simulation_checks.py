"""What is impossible about a played game: the sweep's and the demo tests' judge of a finished table.

`end_problems(game)` reads a game as recorded (a demo game, simulation.py) and lists each thing no
legal game can show, as "kind: details" (empty: nothing found):
- demons: two Demons alive with no rule allowing it (a Pit-Hag made one; Legion and Riot are many), or a game going on with
  no Demon left that the standard rule does not see (a block such as the Evil Twin's may hold the
  win back; a star-pass with no new Imp shows as the next kind) at a phase change;
- result: a win whose rule contradicts the table (the Demon's death with a Demon alive, two alive
  with more alive, the Saint's execution without a Saint executed today), or a GameEnded that is
  not the victory check's proposal at that moment;
- reminder: a token still on the grimoire after its lifetime (reminders.json: until dusk, until
  dawn, while its source lives) at each day's first nomination;
- after end: anything recorded after the game ended.
"""

from __future__ import annotations

from grimoire_app.model.characters import Team
from grimoire_app.systems.botc.day import check_victory
from grimoire_app.systems.botc.day.facts import Moment
from grimoire_app.systems.botc.day.wins import standard_demon_dead, summoner_was_in_play
from grimoire_app.systems.botc.events import CharacterAssigned, Event, GameEnded, NightChoice, Nominated, PhaseAdvanced, ReminderPlaced
from grimoire_app.systems.botc.game import Game
from grimoire_app.systems.botc.state import GameState
from grimoire_app.systems.botc.tonight.data import tonight_data

MADE_DEMONS = ("pithag", "summoner")
"""Abilities that may make a second Demon while the first lives (docs/rules/pithag.md; a Summoner the Pit-Hag made
summons while the first Demon lives)."""

MANY_DEMONS = ("legion", "riot")
"""Demons that are several players at once: Legion fills most seats, the Minions become Riot (docs/rules/legion.md,
docs/rules/riot.md); several alive are legal when they are all that one Demon."""


def end_problems(game: Game) -> list[str]:
    """Return what is impossible about a played game (empty: nothing)."""
    events = game.events
    problems: list[str] = []
    ended = next((i for i, e in enumerate(events) if isinstance(e, GameEnded)), None)
    if ended is not None and ended != len(events) - 1:
        problems.append(f"after end: {len(events) - 1 - ended} events recorded after the game ended at event {ended}")
    for index, event in enumerate(events):
        if isinstance(event, PhaseAdvanced) and index > 0 and (ended is None or index < ended):
            problems += _demon_problems(game, index, event)
    first_nominations = _first_nominations(events)
    for index in first_nominations:
        problems += _reminder_problems(game, index)
    if ended is not None:
        problems += _result_problems(game, ended)
    return problems


def _living_demons(m: Moment) -> list[str]:
    """The Demons really alive, as the wins count them (Moment.demons: Lil' Monsta's babysitter included)."""
    return [s.id for s in m.demons() if m.really_alive(s)]


def _demon_problems(game: Game, index: int, event: PhaseAdvanced) -> list[str]:
    """Check the table at a phase change, before it (the previous phase's end)."""
    m = Moment(game, index)
    if m.state.phase.kind == "setup":
        return []
    demons = _living_demons(m)
    made = _made_demon(game, index) or many_of_one_demon(m, demons)
    if len(demons) > 1 and not made:
        return [f"demons: {len(demons)} Demons alive ({', '.join(demons)}) before event {index} ({event.to.kind} {event.to.number})"]
    if not demons and not m.demons() and m.state.result is None and standard_demon_dead(m) is None and not _summoner_waits(m, event):
        return [f"demons: no Demon in play and the game goes on, before event {index} ({event.to.kind} {event.to.number})"]
    if m.state.result is None and event.to.kind == "day" and check_victory(game, at=index) is not None:
        return [f"result: the victory check ends the game before event {index} ({event.to.kind} {event.to.number}) but it went on"]
    return []


def _summoner_waits(m: Moment, event: PhaseAdvanced) -> bool:
    """Whether a Summoner's game may still have no Demon: none is in play until night 3 (spec: Summoner), so the table
    may have none up to the end of that night; a summoning that failed (a drunk Summoner) ends the game at day 3's
    start (day/wins.summoner_no_demon), so a game still going at the next phase change is reported. A Summoner the
    Pit-Hag changed counts: a jinx may give its ability to the Storyteller (docs/rules/engineer.md)."""
    before_summoning = event.to.number <= 3
    return before_summoning and (bool(m.holders("summoner")) or summoner_was_in_play(m))


def many_of_one_demon(m: Moment, demons: list[str]) -> bool:
    """Whether the Demons alive are all one Demon that is several players at once (MANY_DEMONS)."""
    characters = {m.state.seat(seat).character for seat in demons}
    return len(characters) == 1 and characters <= set(MANY_DEMONS)


def _made_demon(game: Game, index: int) -> bool:
    """Whether a Pit-Hag's ability (its own, or held: an Apprentice's) turned someone into a Demon before `index`."""
    made_by: str | None = None
    for event in game.events[:index]:
        if isinstance(event, NightChoice):
            made_by = event.character
        if isinstance(event, CharacterAssigned) and event.character and (found := game.character(event.character)) and found.team == Team.DEMON:
            if made_by in MADE_DEMONS:
                return True
    return False


def _first_nominations(events: tuple[Event, ...] | list[Event]) -> list[int]:
    found, day = [], -1
    for index, event in enumerate(events):
        if isinstance(event, PhaseAdvanced):
            day = -1 if event.to.kind != "day" else event.to.number
        elif isinstance(event, Nominated) and day > 0:
            found.append(index)
            day = 0
    return found


def _reminder_problems(game: Game, index: int) -> list[str]:
    """At a day's first nomination (or the end): no until-dawn token from before this day, no until-dusk token from before
    last night, no token whose source was gone when the day began (a source dying by day is cleared at dusk)."""
    state = game.state_at(index)
    if state.phase.kind != "day":
        return []
    data = tonight_data(game.library)
    day_start = _phase_start(game, index, "day")
    night_start = _phase_start(game, day_start, "night") if day_start is not None else None
    placed = _placements(game, index)
    problems = []
    for seat in state.seats:
        for reminder in seat.reminders:
            lifetime = data.lifetime(reminder.character, reminder.token)
            at = placed.get(reminder.id)
            if lifetime is None or at is None:
                continue
            if "dawn" in lifetime.ends and day_start is not None and at < day_start:
                problems.append(f"reminder: {reminder.character} {reminder.token!r} (until dawn) placed at event {at} still on {seat.id} at event {index}")
            if "source" in lifetime.ends and not _source_lives(game.state_at(day_start) if day_start is not None else state, reminder.character):
                problems.append(f"reminder: {reminder.character} {reminder.token!r} (while its source lives) still on {seat.id} at event {index} with no living {reminder.character}")
            if "dusk" in lifetime.ends and night_start is not None and at < night_start and _before_dusk(game, at, night_start):
                problems.append(f"reminder: {reminder.character} {reminder.token!r} (until dusk) placed at event {at} still on {seat.id} at event {index}")
    return problems


HOLDERS = ("philosopher", "apprentice", "alchemist", "cannibal", "pixie", "boffin", "hermit")
"""Characters that may hold another's ability, or give it to the Demon (the Boffin): a living one leaves 'source' tokens
unjudged (docs/rules/boffin.md, pixie.md, hermit.md; spec Alchemist, Cannibal)."""

STORYTELLER_HOLDERS = ("plaguedoctor",)
"""Characters whose death gives the Storyteller a Minion ability (docs/rules/plaguedoctor.md): the Storyteller's tokens
stay while the ability's own character is gone, so any such seat, alive or dead, leaves 'source' tokens unjudged."""


def _source_lives(state: GameState, character: str) -> bool:
    """Whether a living player has the character, or might hold its ability (a living Philosopher), or a dead
    Minion the Vigormortis killed keeps it (HAS ABILITY, docs/rules/vigormortis.md)."""
    kept = any(r.character == "vigormortis" and r.token == "Has Ability" for seat in state.seats for r in seat.reminders)
    return any(((s.alive or kept) and s.character in (character, *HOLDERS)) or s.character in STORYTELLER_HOLDERS for s in state.seats)


def _before_dusk(game: Game, at: int, night_start: int) -> bool:
    """Whether a token placed at `at` was placed before a dusk that came before `night_start` (not by that dusk's own checklist)."""
    for index in range(at + 1, night_start + 1):
        event = game.events[index]
        if isinstance(event, PhaseAdvanced) and event.to.kind == "night" and game.state_at(at).phase.kind == "day" and not _in_checklist(game, at, index):
            return True
        if isinstance(event, PhaseAdvanced) and event.to.kind == "night" and game.state_at(at).phase.kind == "night":
            return True
    return False


def _in_checklist(game: Game, at: int, dusk: int) -> bool:
    """Whether the event at `at` belongs to the dusk checklist just before the phase change at `dusk`."""
    return all(type(e).__name__ in ("ReminderRemoved", "ReminderPlaced") for e in game.events[at:dusk])


def _phase_start(game: Game, index: int, kind: str) -> int | None:
    """Return the index of the last PhaseAdvanced into a phase of `kind` before `index`."""
    for at in range(index - 1, -1, -1):
        event = game.events[at]
        if isinstance(event, PhaseAdvanced) and event.to.kind == kind:
            return at
    return None


def _placements(game: Game, index: int) -> dict[str, int]:
    return {e.reminder: i for i, e in enumerate(game.events[:index]) if isinstance(e, ReminderPlaced)}


def _result_problems(game: Game, ended: int) -> list[str]:
    event = game.events[ended]
    assert isinstance(event, GameEnded)
    victory = check_victory(game, at=ended) or check_victory(game, at_dusk=True, at=ended)
    if victory is None or victory.event("en") != event:
        return [f"result: {event.reason!r} is not the victory check's proposal at event {ended}"]
    m = Moment(game, ended)
    state: GameState = m.state
    alive = [s for s in state.seats if m.really_alive(s) and m.team(s) != Team.TRAVELLER]
    demons = _living_demons(m)
    rule = victory.rule
    wrong = {
        "standard.demon_dead": bool(demons),
        "standard.two_alive": len(alive) > 2 or not demons,
        "mayor.three_alive": len(alive) != 3,
    }.get(rule, False)
    if rule == "saint.executed":
        today = state.today()
        executed = state.seat(today.execution) if today and today.execution else None
        wrong = executed is None or not m.holds(executed, "saint")  # the Saint, or a Hermit holding its ability
    if wrong:
        return [f"result: {rule} ({event.winner}) with {len(alive)} alive and living Demons {demons} at event {ended}"]
    return []
