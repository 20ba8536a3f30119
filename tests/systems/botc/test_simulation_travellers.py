"""Demo games with Travellers seated before night 1 play legally to their end and replay identically (issue 17).

The simulation seats the Travellers in random gaps with random Traveller characters and alignments
(docs/rules/exile.md), walks their night steps with everyone else's, calls for exiles now and then and
lets a Gunslinger shoot after the first vote (docs/rules/gunslinger.md). The bigger run is
`scripts/sweep --travellers 3`.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from grimoire_app import paths
from grimoire_app.model import Library
from grimoire_app.model.saves import Journal, new_header
from grimoire_app.model.script import load_script
from grimoire_app.systems.botc.demo import demo_game
from grimoire_app.systems.botc.events import PhaseAdvanced, PlayerDied, PublicAct
from grimoire_app.systems.botc.files import open_game
from grimoire_app.systems.botc.game import Game
from grimoire_app.systems.botc.simulation_checks import end_problems
from grimoire_app.systems.botc.travellers import is_traveller, travellers

SEEDS = range(8)


@pytest.fixture(scope="module")
def games(library: Library) -> dict[int, Game]:
    script = load_script(paths.resources_dir() / "scripts" / "tb-trouble-brewing.json", library)
    return {seed: demo_game(script, library, 8, seed, nights=5, travellers=3) for seed in SEEDS}


def test_three_travellers_sit_among_eight_players_before_night_one(games: dict[int, Game]) -> None:
    """Every game has 11 seats before night 1, three of them Travellers; none leaves (they may die)."""
    for game in games.values():
        night_one = next(i for i, e in enumerate(game.events) if isinstance(e, PhaseAdvanced))
        state = game.state_at(night_one)
        assert len(state.seats) == 11
        assert len([s for s in state.seats if is_traveller(game, s)]) == 3
        assert len(travellers(game)) == 3


def test_travellers_games_end_legally_with_exiles_and_replay(games: dict[int, Game], tmp_path: Path, library: Library) -> None:
    """Nothing impossible at the end; exiles happened (cause exile, never an execution) and the journal replays."""
    assert {seed: end_problems(g) for seed, g in games.items()} == {seed: [] for seed in games}
    exiled = [e for g in games.values() for e in g.events if isinstance(e, PlayerDied) and e.cause.kind == "exile"]
    assert exiled, "some Traveller was exiled in 8 games"
    calls = [e for g in games.values() for e in g.events if isinstance(e, PublicAct) and e.act == "exile"]
    assert len(calls) >= len(exiled)
    for seed, game in games.items():
        path = tmp_path / f"{seed}.grimoire"
        Journal.create(path, new_header(game.script), game.events)
        assert open_game(path, library, writable=False).game.state == game.state


def test_games_with_fabled_and_loric_in_play_end_legally_and_replay(library: Library, tmp_path: Path) -> None:
    """Four random Fabled or Loric in play from the start (docs/rules/fabled-loric.md): their night slots, prompts and
    triggers are walked with everything else; nothing impossible at the end, and the journal replays."""
    script = load_script(paths.resources_dir() / "scripts" / "bmr-bad-moon-rising.json", library)
    for seed in range(4):
        game = demo_game(script, library, 9, seed, nights=4, travellers=1, fabled=4)
        assert len(game.state.fabled) == 4
        assert end_problems(game) == []
        path = tmp_path / f"{seed}.grimoire"
        Journal.create(path, new_header(game.script), game.events)
        assert open_game(path, library, writable=False).game.state == game.state


def test_an_apprentice_pit_hag_may_make_a_second_demon(library: Library, monkeypatch: pytest.MonkeyPatch) -> None:
    """docs/rules/apprentice.md + pithag.md: an evil Apprentice given the Pit-Hag turns a player into the No Dashii while
    the Fang Gu lives — two Demons, which the end check allows as it does for a Pit-Hag (found by the wild sweep with
    four Travellers, Sects & Violets, 10 players, seed 206)."""
    from grimoire_app.systems.botc import simulation
    from grimoire_app.systems.botc.events import NightChoice

    for name, value in {"ACT_CHANCE": 0.9, "BLUFF_ACT": 0.4, "ALTERNATIVE": 0.8, "OFFER_TAKEN": 0.8, "NOMINATIONS": (1, 5),
                        "HAND_RAISED": {True: 0.7, False: 0.5}, "NOTHING_CHOSEN": 0.05}.items():
        monkeypatch.setattr(simulation, name, value)
    script = load_script(paths.resources_dir() / "scripts" / "snv-sects-and-violets.json", library)
    game = demo_game(script, library, 10, 206, nights=8, travellers=4)
    made = [e for e in game.events if isinstance(e, NightChoice) and e.character == "pithag" and e.characters == ("nodashii",)]
    assert made and game.state.seat(made[0].seat).character == "apprentice"
    assert end_problems(game) == []
