"""The role data and texts: loaded from resources/onuw, complete in ko and en, precise when broken."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from grimoire_app import paths
from grimoire_app.systems.onuw import OnuwDataError, Phrase, catalogue, load_catalogue, role_name
from grimoire_app.systems.onuw.texts import say

BOX = {
    "villager": 3, "werewolf": 2, "seer": 1, "robber": 1, "troublemaker": 1, "tanner": 1,
    "drunk": 1, "hunter": 1, "mason": 2, "insomniac": 1, "minion": 1, "doppelganger": 1,
}


def test_box_contents() -> None:
    """ONUW-R3: the box holds these 16 cards (and the spec's table 2.1 lists exactly these roles)."""
    roles = catalogue().roles
    assert {r: roles[r].copies for r in roles} == BOX
    assert sum(BOX.values()) == 16


def test_names_in_both_languages() -> None:
    """§2.1: every role has its Korean name from the seed and an English name."""
    assert role_name("troublemaker", "ko") == "말썽쟁이"
    assert role_name("insomniac", "ko") == "불면증 환자"
    assert role_name("doppelganger", "en") == "Doppelganger"
    for role in catalogue().roles.values():
        assert role.name("ko") and role.name("en") and role.ability("ko") and role.ability("en")


def test_teams() -> None:
    """ONUW-R21, R25, R31, R32, G4, D3: the team of each role as table 2.1 lists it."""
    teams = {r.id: r.team for r in catalogue().roles.values()}
    assert teams["werewolf"] == teams["minion"] == "werewolf"
    assert teams["tanner"] == "tanner"
    village = {"mason", "villager", "seer", "robber", "troublemaker", "drunk", "insomniac", "hunter", "doppelganger"}
    assert {r for r, t in teams.items() if t == "village"} == village


def test_night_steps_of_roles() -> None:
    """§3.1: roles with no night step are the Villager, Tanner and Hunter."""
    assert {r.id for r in catalogue().roles.values() if r.nightStep is None} == {"villager", "tanner", "hunter"}


def test_every_text_has_both_languages() -> None:
    """The system's texts file holds ko and en for every key (pydantic requires both)."""
    for key, text in catalogue().texts.items():
        assert text("ko").strip() and text("en").strip(), key


def test_step_scripts_read_aloud_in_both_languages() -> None:
    """§3.1: each step has words to read aloud and a moderator note, in ko and en."""
    for step in catalogue().steps.values():
        assert step.say("ko") != step.say("en")
        assert step.note("ko") and step.note("en")
        assert say("step." + step.id, "ko")


def _copy_data(tmp_path: Path) -> Path:
    folder = tmp_path / "onuw"
    shutil.copytree(paths.resources_dir() / "onuw", folder)
    return folder


def test_broken_role_names_file_and_place(tmp_path: Path) -> None:
    """Bad data is refused with the file, the place and what was expected."""
    folder = _copy_data(tmp_path)
    data = json.loads((folder / "roles.json").read_text(encoding="utf-8"))
    data["roles"][2]["copies"] = "many"
    (folder / "roles.json").write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(OnuwDataError) as caught:
        load_catalogue(folder)
    assert "roles.json" in str(caught.value)
    assert ".roles[2].copies: expected a whole number (got 'many')" in str(caught.value)


def test_cross_references_are_checked(tmp_path: Path) -> None:
    """An action naming a step that does not exist is reported with its place; so is a repeated id."""
    folder = _copy_data(tmp_path)
    data = json.loads((folder / "actions.json").read_text(encoding="utf-8"))
    data["actions"][0]["step"] = "midnight"
    data["actions"].append(data["actions"][1])
    (folder / "actions.json").write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(OnuwDataError) as caught:
        load_catalogue(folder)
    message = str(caught.value)
    assert "actions.json actions[0].step: unknown step 'midnight'" in message
    assert "id 'doppel.seer' appears more than once" in message


def test_not_json(tmp_path: Path) -> None:
    """A file that is not JSON names the line and column."""
    folder = _copy_data(tmp_path)
    (folder / "night.json").write_text("{\n  oops", encoding="utf-8")
    with pytest.raises(OnuwDataError, match=r"night.json: line 2 column 3"):
        load_catalogue(folder)


def test_text_missing_language(tmp_path: Path) -> None:
    """A text without its Korean is refused."""
    folder = _copy_data(tmp_path)
    data = json.loads((folder / "texts.json").read_text(encoding="utf-8"))
    del data["reason.winners"]["ko"]
    (folder / "texts.json").write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(OnuwDataError, match=r"reason\.winners\.ko: is required but missing"):
        load_catalogue(folder)


def test_phrase_names_roles_in_each_language() -> None:
    """Phrases keep ids and render names per language."""
    phrase = Phrase.of("issue.component_limit", role="villager", got=4, copies=3)
    assert phrase.text("en") == "Villager: 4 selected, but the box holds only 3."
    assert phrase.text("ko") == "마을주민: 4장을 골랐지만 상자에는 3장뿐입니다."


def test_the_night_must_end_with_dawn(tmp_path: Path) -> None:
    """The fold starts the day when the step that wakes everyone ends, so that step must come last."""
    folder = _copy_data(tmp_path)
    data = json.loads((folder / "night.json").read_text(encoding="utf-8"))
    data["steps"] = data["steps"][:-1]
    (folder / "night.json").write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(OnuwDataError, match="the last step, and only it, must wake everyone"):
        load_catalogue(folder)
