"""The Djinn: the script's jinxes are shown to the table while it is in play (docs/rules/djinn.md)."""

from __future__ import annotations

import json
from pathlib import Path

from grimoire_app.model import Library
from grimoire_app.model.script import load_script
from grimoire_app.systems.botc.events import FabledAdded
from grimoire_app.systems.botc.fabled_applied import djinn_jinxes, script_jinxes
from tests.builders import table, to_phase
from tests.conftest import seed_script


def test_the_djinn_shows_the_scripts_official_jinxes_only_while_in_play(library: Library) -> None:
    """docs/rules/djinn.md test 1: script 000 has the Lil' Monsta / Poppy Grower jinx; none shown until the Djinn is added."""
    game = to_phase(table(library, "000", "민수=noble", "지현=poisoner", "서준=fanggu", "하은=drunk", "도윤=klutz"), "night", 2)
    assert djinn_jinxes(game.state, game.script, game.library) == ()
    game.record(FabledAdded(character="djinn"))
    shown = djinn_jinxes(game.state, game.script, game.library)
    assert [j.characters for j in shown] == [("lilmonsta", "poppygrower")]
    assert "Minions separately" in shown[0].en and "하수인" in shown[0].ko
    game.undo()
    assert djinn_jinxes(game.state, game.script, game.library) == ()


def test_a_script_without_jinxes_shows_none(library: Library) -> None:
    """docs/rules/djinn.md test 2: Trouble Brewing has no jinx among its characters."""
    tb = load_script(Path(__file__).parents[4] / "resources" / "scripts" / "tb-trouble-brewing.json", library)
    assert script_jinxes(tb, library) == ()


def test_a_homebrew_scripts_own_jinxes_follow_the_official_ones(library: Library, tmp_path: Path) -> None:
    """docs/rules/djinn.md test 3: a homebrew entry's jinx with a character on the script is listed; one with a
    character not on the script, a malformed one and the same pair named again from the other side are not."""
    raw = json.loads((Path(__file__).parents[4] / "resources" / "scripts" / "000-jongpa-wa-mayak.json").read_text())
    entries = [e for e in raw if not (isinstance(e, dict) and e.get("id") == "_meta")]
    homebrew = {
        "id": "hblamplighter", "name": "Lamplighter", "team": "townsfolk", "ability": "Each night, learn a number.",
        "jinxes": [
            {"id": "noble", "reason": "The Noble's three include the Lamplighter."},
            {"id": "chef", "reason": "Not on this script."},
            {"id": "klutz"},
        ],
    }
    again = {
        "id": "hbwatchman", "name": "Watchman", "team": "outsider", "ability": "You might be woken.",
        "jinxes": [{"id": "hblamplighter", "reason": "Watchman and Lamplighter."}, {"id": "hblamplighter", "reason": "Twice."}],
    }
    script_file = tmp_path / "homebrew.json"
    script_file.write_text(json.dumps([*entries, homebrew, again]))
    script = load_script(script_file, library)
    jinxes = script_jinxes(script, library)
    assert [j.characters for j in jinxes] == [("lilmonsta", "poppygrower"), ("hblamplighter", "noble"), ("hbwatchman", "hblamplighter")]
    assert jinxes[1].en == jinxes[1].ko == "The Noble's three include the Lamplighter."
    assert len(seed_script(library, "000").ids) + 2 == len(script.ids)
