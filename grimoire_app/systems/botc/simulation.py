"""Random legal play for demo games and property tests: nights and days made of recorded events.

Every action goes through `Game.record` without override, so anything the rules refuse is never
produced; the same `random.Random` seed gives the same game. Night choices and answers are still
drawn at random (issue 15 point 4 makes the demo play the real game): one the game's `check`
refuses is left out.
"""

from __future__ import annotations

import random

from grimoire_app.model.characters import Team
from grimoire_app.systems.botc.commands import advance, kill, place_reminder
from grimoire_app.systems.botc.events import (
    Event,
    Executed,
    GameEnded,
    InfoShown,
    NightChoice,
    Nominated,
    ReminderRemoved,
    VoteRecorded,
)
from grimoire_app.systems.botc.game import Game
from grimoire_app.model.night import Night, night_order
from grimoire_app.systems.botc.state import Seat, votes_needed


def play(game: Game, rng: random.Random, nights: int) -> None:
    """Play from the current phase through `nights` nights (and the days between) or to the end."""
    while game.state.result is None:
        upcoming = game.state.phase.next()
        if upcoming.kind == "night" and upcoming.number > nights:
            return
        game.record(advance(game.state))
        if upcoming.kind == "night":
            play_night(game, rng)
        else:
            play_day(game, rng)
        end_if_decided(game)


def play_night(game: Game, rng: random.Random) -> None:
    """Clear some reminders at dusk, then walk tonight's order: choices, reminders, info, a demon kill."""
    for seat in game.state.seats:
        for reminder in seat.reminders:
            if rng.random() < 0.5:
                game.record(ReminderRemoved(reminder=reminder.id))
    night: Night = "first" if game.state.phase.number == 1 else "other"
    in_play = {seat.character: seat for seat in game.state.seats if seat.character}
    for step in night_order(game.script, game.library, night, len(game.state.seats)):
        actor = in_play.get(step.id)
        if actor is not None and game.state.seat(actor.id).alive:
            _act(game, rng, game.state.seat(actor.id))


def _act(game: Game, rng: random.Random, actor: Seat) -> None:
    character = game.character(actor.character or "")
    if character is None:
        return
    living = [seat for seat in game.state.seats if seat.alive and seat.id != actor.id]
    if not living:
        return
    target = rng.choice(living)
    _record_if_legal(game, NightChoice(seat=actor.id, character=character.id, players=(target.id,)))
    if character.team == Team.DEMON and game.state.phase.number > 1:
        game.record(kill(target.id, "demon", character.id))
    elif character.reminders and rng.random() < 0.7:
        token = rng.choice([t.name for t in character.reminders])
        game.record(place_reminder(game.state, target.id, character.id, token))
    if character.team in (Team.TOWNSFOLK, Team.OUTSIDER):
        _record_if_legal(game, InfoShown(seat=actor.id, info="answer", answer=rng.randint(0, 2), step=character.id))


def _record_if_legal(game: Game, event: Event) -> None:
    """Record a random night choice or answer unless the game's check refuses it."""
    if not game.check(event):
        game.record(event)


def play_day(game: Game, rng: random.Random) -> None:
    """Nominate, vote, and execute the player with the most votes when they meet the threshold."""
    tallies: dict[str, int] = {}
    for _ in range(rng.randint(0, 3)):
        nomination = _random_nomination(game, rng)
        if nomination is None:
            break
        game.record(nomination)
        voters = [s.id for s in game.state.seats if (s.alive or s.ghost_vote) and rng.random() < 0.45]
        game.record(VoteRecorded(nominee=nomination.nominee, voters=tuple(voters)))
        tallies[nomination.nominee] = len(voters)
    _execute(game, tallies)


def _random_nomination(game: Game, rng: random.Random) -> Nominated | None:
    today = game.state.today()
    assert today is not None
    used_nominators = {n.nominator for n in today.nominations}
    used_nominees = {n.nominee for n in today.nominations}
    nominators = [s.id for s in game.state.seats if s.alive and s.id not in used_nominators]
    nominees = [s.id for s in game.state.seats if s.id not in used_nominees]
    if not nominators or not nominees:
        return None
    return Nominated(nominator=rng.choice(nominators), nominee=rng.choice(nominees))


def _execute(game: Game, tallies: dict[str, int]) -> None:
    if not tallies:
        return
    top = max(tallies.values())
    leaders = [seat for seat, count in tallies.items() if count == top]
    if top >= votes_needed(game.state) and len(leaders) == 1:
        game.record(Executed(seat=leaders[0]))
        if game.state.seat(leaders[0]).alive:
            game.record(kill(leaders[0], "execution"))


def end_if_decided(game: Game) -> None:
    """Record the basic win conditions: the Demon dead (good), or two players alive (evil)."""
    state = game.state
    demons = [s for s in state.seats if s.character and _is_demon(game, s.character)]
    if demons and not any(s.alive for s in demons):
        game.record(GameEnded(winner="good", reason="The Demon is dead"))
    elif state.alive_count <= 2:
        game.record(GameEnded(winner="evil", reason="Only two players are alive"))


def _is_demon(game: Game, character_id: str) -> bool:
    character = game.character(character_id)
    return character is not None and character.team == Team.DEMON
