"""Demo games on a script of the experimental characters automated for issue 21 play legally to their end and
replay identically.

tests/data/experimental_mix.json is our own test script: the 39 experimental characters of issue 21, with four
base Outsiders (docs/rules/<id>.md for each). Legion and the Riot are several Demons at once
(docs/rules/legion.md, docs/rules/riot.md); the end check allows that and nothing else. The bigger run is
`scripts/sweep --scripts tests/data/experimental_mix.json` (the sweep now takes a script file as well as a key).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from grimoire_app.model import Library
from grimoire_app.model.saves import Journal, new_header
from grimoire_app.model.script import load_script
from grimoire_app.systems.botc.day.facts import Moment
from grimoire_app.systems.botc.demo import demo_game
from grimoire_app.systems.botc.events import PhaseAdvanced
from grimoire_app.systems.botc.files import open_game
from grimoire_app.systems.botc.game import Game
from grimoire_app.systems.botc.simulation_checks import many_of_one_demon, end_problems

MIX = Path(__file__).parents[2] / "data" / "experimental_mix.json"
TABLES = [(players, seed) for players in (5, 8, 11, 15) for seed in range(5)]


@pytest.fixture(scope="module")
def games(library: Library) -> dict[tuple[int, int], Game]:
    script = load_script(MIX, library)
    return {(players, seed): demo_game(script, library, players, seed, nights=6) for players, seed in TABLES}


def test_experimental_games_end_legally_and_replay(games: dict[tuple[int, int], Game], library: Library, tmp_path: Path) -> None:
    """Nothing impossible at the end of any game, and each journal reads back to the same state."""
    assert {table: end_problems(game) for table, game in games.items()} == {table: [] for table in games}
    for (players, seed), game in games.items():
        path = tmp_path / f"{players}-{seed}.grimoire"
        Journal.create(path, new_header(game.script), game.events)
        assert open_game(path, library, writable=False).game.state == game.state


def test_several_legion_alive_is_not_a_problem_but_two_different_demons_are(games: dict[tuple[int, int], Game]) -> None:
    """docs/rules/legion.md: Legion fills most seats, so several living Legion pass the end check; the check still
    reports two different Demons alive when no rule made the second."""
    legion = [game for game in games.values() if sum(s.character == "legion" for s in game.state.seats) > 1]
    assert len(legion) >= 5, "Legion was dealt at several tables"
    game = legion[0]
    moment = Moment(game, next(i for i, e in enumerate(game.events) if isinstance(e, PhaseAdvanced)))
    many = [s.id for s in moment.state.seats if s.character == "legion"]
    assert many_of_one_demon(moment, many)
    other = next(s.id for s in moment.state.seats if s.character != "legion")
    assert not many_of_one_demon(moment, [many[0], other])


def test_a_summoners_game_without_a_demon_yet_is_no_problem_until_its_summoning(library: Library) -> None:
    """Spec (seed script 004), Summoner: no Demon is in play until the Summoner makes one on night 3, so the end
    check passes a table with none up to the start of day 3 (where a failed summoning ends the game: good wins); a game
    that goes on without a Demon after that is reported again (the sweep reported every Summoner game at day 1 before,
    and one whose Summoner the Minstrel made drunk on night 3 at day 3)."""
    from tests.systems.botc.day_helpers import start

    early = start(library, "004", "a=empath", "b=summoner", "c=monk", "d=oracle", "e=virgin", phase=("day", 3))
    assert end_problems(early) == []
    late = start(library, "004", "a=empath", "b=summoner", "c=monk", "d=oracle", "e=virgin", phase=("night", 4))
    assert [problem.split(",")[0] for problem in end_problems(late)] == ["demons: no Demon in play and the game goes on"]


JINX_MIX = Path(__file__).parents[2] / "data" / "jinx_partners_mix.json"
"""Our own test script: the experimental characters whose jinxes issue 21 applies, with their jinx partners
(docs/rules/<id>.md Jinxes of each)."""


@pytest.mark.parametrize("script, players, seed", [(JINX_MIX, 5, 1), (JINX_MIX, 8, 3), (JINX_MIX, 9, 3), (JINX_MIX, 10, 4), (JINX_MIX, 12, 3), (JINX_MIX, 15, 3), (MIX, 6, 9), (MIX, 12, 9)])
def test_bold_games_end_legally_and_replay(library: Library, script: Path, players: int, seed: int, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Demo games on the jinx partners' script and the experimental mix, with a bold Storyteller (the sweep's --wild),
    end with nothing impossible and replay. These tables once showed a Lil' Monsta babysitter's win, an Alchemist's
    Poisoner token, a Boffin's gift, a Plague Doctor's Storyteller token and an evil Hermit executed with the Saint's
    ability (good wins: docs/rules/hermit.md) judged as wrong by the end check."""
    from grimoire_app.systems.botc import simulation

    for name, value in (("ACT_CHANCE", 0.9), ("BLUFF_ACT", 0.4), ("ALTERNATIVE", 0.8), ("OFFER_TAKEN", 0.8), ("NOMINATIONS", (1, 5)), ("HAND_RAISED", {True: 0.7, False: 0.5}), ("NOTHING_CHOSEN", 0.05)):
        monkeypatch.setattr(simulation, name, value)
    game = demo_game(load_script(script, library), library, players, seed, 8, 0, 0)
    assert end_problems(game) == []
    path = tmp_path / "game.grimoire"
    Journal.create(path, new_header(game.script), game.events)
    assert open_game(path, library, writable=False).game.state == game.state
