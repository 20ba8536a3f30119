"""Issue 19 point 5: the log (every event described, as the log list, undo labels and review show it) and the
account (summary CLI, export) of demo games say nothing raw in Korean — on every bundled script, with Travellers
and Fabled, over four nights (tests/raw_text_check.py)."""

from __future__ import annotations

from pathlib import Path

import pytest

from grimoire_app import paths
from grimoire_app.model import Library, load_script
from grimoire_app.systems.botc.account.build import game_account
from grimoire_app.systems.botc.account.text import account_lines
from grimoire_app.systems.botc.demo import demo_game
from grimoire_app.systems.botc.describe import describe
from grimoire_app.systems.botc.game import Game
from tests.raw_text_check import raw_values

SCRIPTS = sorted(str(path) for path in (paths.resources_dir() / "scripts").glob("*.json"))
EXPERIMENTAL_MIX = str(Path(__file__).resolve().parents[2] / "data" / "experimental_mix.json")
"""Our own script holding the 39 characters of issue 21: the Shugenja's direction was said "clockwise"."""


@pytest.mark.parametrize("name", [*SCRIPTS, EXPERIMENTAL_MIX], ids=lambda path: Path(path).name)
@pytest.mark.parametrize("seed", [1, 2, 5])
def test_the_korean_log_and_account_of_a_demo_show_no_raw_value(library: Library, name: str, seed: int) -> None:
    script = load_script(Path(name), library)
    game = demo_game(script, library, 7 + seed, seed, 4, travellers=seed % 3, fabled=seed % 2)
    replay = Game(script, library)
    lines = []
    for event in game.events:
        lines.append(describe(event, replay.state, script, library, "ko"))
        replay.record(event, override=True)
    lines += account_lines(game_account(game), "ko")
    found = [f"{raw_values(line, library)} in {line!r}" for line in lines if raw_values(line, library)]
    assert not found, "\n".join(found)


def test_the_demos_gossip_says_a_character_name_not_an_id(library: Library) -> None:
    """The simulated Gossip's statement was "민수 is the po"; it is Korean words now."""
    from grimoire_app.i18n import tr

    assert tr("demo.gossip_statement", "ko", player="민수", character="포") == "민수는 포입니다"
