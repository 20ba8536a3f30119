"""The demo plays the real game (issue 15, point 4): every recorded answer and night choice is legal then.

Each demo game is replayed event by event through `Game.record` (every event passes the model's
rules, none recorded by override: a registers-dead Zombuul's real death is its DEAD taken off); before
each InfoShown answer the info engine's legal set at that moment must hold it (`answer_problems`),
and before each NightChoice the engine's choice check must find nothing wrong (`choice_problems`).
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from grimoire_app.model import Library
from grimoire_app.systems.botc.events import Event, Executed, GameEnded, InfoShown, NightChoice, Nominated, PhaseAdvanced, ReminderRemoved, VoteRecorded, PlayerDied
from grimoire_app.systems.botc.game import Game
from grimoire_app.systems.botc.day import vote_order, about_to_die, check_victory
from grimoire_app.systems.botc.demo import demo_game
from grimoire_app.systems.botc.info import Answer, Suggestion, suggestion_for, suggestions
from grimoire_app.systems.botc.setup import SetupError
from grimoire_app.systems.botc.tonight import advance_events
from tests.conftest import seed_script


def choice_problems(game: Game, event: NightChoice) -> list[str]:
    """Return what the engine finds wrong with a night choice about to be recorded (empty: legal).

    The game's one door judges it (`Game.check`: the tonight choice rules, issue 15).
    """
    return [refusal.text("en") for refusal in game.check(event.model_copy(update={"override": None}))]


def answer_problems(game: Game, event: InfoShown) -> list[str]:
    """Return what is wrong with an answer about to be recorded: no information step gives it, or it is not legal."""
    plain = event.model_copy(update={"override": None})
    found = _suggestion(game, event)
    if found is None:
        return [f"no information step {event.step!r} for {event.seat!r} now"]
    answers = [a for a in dict.fromkeys((*found.domain, *found.legal)) if _event(found, a) == plain]
    if not answers:
        return [f"{plain!r} is no answer of {found.step!r} (domain {found.domain!r}, legal {found.legal!r})"]
    if not any(found.is_legal(a) for a in answers):
        return [f"{answers[0]!r} is not among the legal answers {found.legal!r} ({found.mode})"]
    return []


def _event(found: Suggestion, answer: Answer) -> InfoShown | None:
    try:
        return found.to_event(answer)
    except ValueError:  # an answer no event can carry
        return None


def _suggestion(game: Game, event: InfoShown) -> Suggestion | None:
    for found in suggestions(game):
        if found.step == event.step and found.recipient == event.seat:
            return found
    try:
        return suggestion_for(game, event.seat, event.step or "")
    except KeyError:
        return None


def replay_problems(played: Game) -> list[str]:
    """Replay a game through `Game.record` and return every illegal answer and night choice, with its index.

    Nothing may carry an override (a registers-dead Zombuul's real death is its DEAD reminder taken
    off, spec 3.4, which the rules accept); anything the rules refuse fails the replay.
    """
    game, problems = Game(played.script, played.library), []
    for index, event in enumerate(played.events):
        if isinstance(event, NightChoice):
            problems += [f"{index}: {p}" for p in choice_problems(game, event)]
        elif isinstance(event, InfoShown) and event.info == "answer":
            problems += [f"{index}: {p}" for p in answer_problems(game, event)]
        if event.override is not None:
            problems.append(f"{index}: recorded by override ({event.override})")
        game.record(event, override=event.override is not None)
    return problems


def demo(library: Library, script: str, players: int, seed: int, nights: int = 3) -> Game:
    """Return the demo game the app and the CLI write for these settings."""
    return demo_game(seed_script(library, script), library, players, seed, nights)


@settings(max_examples=40)
@given(st.sampled_from(["000", "001", "004"]), st.integers(5, 12), st.integers(0, 10**6), st.integers(2, 4))
def test_every_answer_and_night_choice_in_a_demo_game_is_legal_then(library: Library, script: str, players: int, seed: int, nights: int) -> None:
    """Issue 15 acceptance: in demo games for each seed script, every recorded answer is in the legal set
    the engine computes at that moment, and every night choice passes the choice check."""
    try:
        game = demo(library, script, players, seed, nights)
    except SetupError:
        assume(False)
    assert replay_problems(game) == []


@pytest.mark.parametrize("script", ["000", "001", "004"])
def test_demo_games_on_each_seed_script_answer_and_choose(library: Library, script: str) -> None:
    """The property is not empty: demo games on each seed script record answers and night choices, all legal."""
    games = [demo(library, script, players, seed) for players, seed in ((7, 1), (10, 2), (12, 3))]
    events = [e for game in games for e in game.events]
    assert any(isinstance(e, InfoShown) and e.info == "answer" for e in events)
    assert any(isinstance(e, NightChoice) for e in events)
    assert [replay_problems(game) for game in games] == [[], [], []]


def test_the_demo_plays_through_the_dusk_and_dawn_checklists(library: Library) -> None:
    """Phases change with their whole checklist (tonight.advance_events): the dusk lines, then the night; the day, then the dawn lines."""
    checked = 0
    for seed in range(3):
        game = demo(library, "000", 10, seed)
        for index, event in enumerate(game.events):
            if not isinstance(event, PhaseAdvanced) or event.to.kind == "night" and event.to.number == 1:
                continue
            starts = [index]
            while event.to.kind == "night" and _dusk_line(game.events[starts[-1] - 1]):
                starts.append(starts[-1] - 1)
            ticked = [start for start in starts if _checklist_at(game, start)]
            assert ticked, f"no whole checklist before or after event {index}"
            checked += 1
    assert checked >= 9


def _checklist_at(game: Game, start: int) -> bool:
    """Whether the events from `start` are the whole dusk or dawn checklist the engine gives there."""
    expected = advance_events(Game(game.script, game.library, game.events[:start]))
    return list(game.events[start:start + len(expected)]) == expected


def _dusk_line(event: Event) -> bool:
    return isinstance(event, ReminderRemoved) and event.because in ("dusk", "source_gone")


def test_days_execute_whom_the_day_rules_name_and_the_game_ends_by_the_victory_check(library: Library) -> None:
    """Each execution is the day rules' player about to die (or a trigger's, right after a nomination: the
    Virgin), and each GameEnded is check_victory's proposal at that moment."""
    executed = ended = 0
    for seed in range(8):
        game = demo(library, "000", 8, seed, nights=4)
        for index, event in enumerate(game.events):
            if isinstance(event, Executed):
                executed += 1
                assert about_to_die(game, at=index) == event.seat or isinstance(game.events[index - 1], Nominated)
            if isinstance(event, GameEnded):
                ended += 1
                victory = check_victory(game, at=index) or check_victory(game, at_dusk=True, at=index)
                assert victory is not None and victory.event("en") == event
    assert executed and ended


def test_the_same_seed_gives_the_same_game(library: Library) -> None:
    """Demo games are fixtures: the same seed replays the same events; another seed plays another game."""
    first, again = demo(library, "004", 9, 5), demo(library, "004", 9, 5)
    assert first.events == again.events
    assert demo(library, "004", 9, 6).events != first.events


def _votes(game: Game) -> list[VoteRecorded]:
    return [e for e in game.events if isinstance(e, VoteRecorded)]


def test_votes_are_recorded_in_the_order_the_vote_goes_round(library: Library) -> None:
    """systems/botc/events.py VoteRecorded: hands in the order the vote went round, clockwise from the
    nominee's neighbour, the nominee last (systems/botc/day/votes.py vote_order)."""
    game = demo(library, "001", 10, 4, nights=4)
    votes = _votes(game)
    assert votes
    for event in votes:
        order = vote_order(game.state, event.nominee)
        assert list(event.voters) == sorted(event.voters, key=order.index)


def test_the_same_seed_writes_the_same_bytes_whatever_the_hash_seed(tmp_path: Path) -> None:
    """Demo files are fixtures and benchmarks: two processes with different string hashing write the same file."""
    code = (
        "import sys; from grimoire_app.cli import main;"
        "sys.exit(main(['demo', sys.argv[1], '--players', '12', '--seed', '7', '--script', '004', '--nights', '4']))"
    )
    written = []
    for hash_seed in ("1", "2"):
        path = tmp_path / f"demo{hash_seed}.grimoire"
        env = {**os.environ, "PYTHONHASHSEED": hash_seed}
        result = subprocess.run([sys.executable, "-c", code, str(path)], capture_output=True, text=True, env=env, check=False)
        assert result.returncode == 0, result.stderr
        written.append(path.read_bytes())
    assert written[0] == written[1]


def test_a_target_the_demon_already_killed_dies_once(library: Library) -> None:
    """Spec 1.6: a dead player cannot die again. Lil' Monsta's babysitter, also the Assassin, kills the
    Poppy Grower and assassinates them the same night (000, 11 players, seed 1245): the demo asks
    the proposals again after each death (it recorded both, and the second was refused)."""
    game = demo(library, "000", 11, 1245, nights=2)
    deaths = [event.seat for event in game.events if isinstance(event, PlayerDied)]
    assert len(deaths) == len(set(deaths))
