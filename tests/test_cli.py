"""The headless CLI: night-order, validate, scripts, character, import-texts."""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest

from grimoire_app.cli import main
from tests.conftest import DATA
from tests.model.test_night import official_sheet_restricted


def run(*argv: str) -> tuple[int, str]:
    out = io.StringIO()
    return main(list(argv), out=out), out.getvalue()


@pytest.mark.parametrize("script", ["000-jongpa-wa-mayak", "001", "확증 편향 - RHAP"])
@pytest.mark.parametrize("night", ["first", "other"])
def test_night_order_json_of_each_seed_script_is_the_official_sheet(script: str, night: str) -> None:
    from grimoire_app import paths
    from grimoire_app.model import load_library
    from grimoire_app.model.bundled_scripts import resolve_script

    library = load_library(paths.resources_dir())
    ids = resolve_script(script, paths.resources_dir(), library).ids
    status, output = run("night-order", script, "--night", night, "--json")
    assert status == 0 and json.loads(output) == official_sheet_restricted(ids, night)


def test_night_order_text_is_korean_by_default_and_english_on_request() -> None:
    status, korean = run("night-order", "000", "--players", "6")
    assert status == 0 and "해질녘" in korean and "귀족" in korean and ". 하수인 정보 —" not in korean
    status, english = run("night-order", "000", "--night", "other", "--lang", "en")
    assert status == 0 and "Dusk" in english and "Bounty Hunter" in english


def test_validate_accepts_a_good_script_in_one_line() -> None:
    status, output = run("validate", str(DATA / "homebrew.json"))
    assert status == 0 and output.count("\n") == 1 and "5 characters" in output and "1 homebrew" in output


@pytest.mark.parametrize(
    ("name", "expected"),
    [
        ("truncated.json", "line 4 column 3"),
        ("not_a_list.json", "expected a JSON array"),
        ("wrong_type.json", "entry 2"),
        ("three_unknown.json", "entry 6 (id 'xyzzy')"),
        ("bad_meta_order.json", "_meta"),
    ],
)
def test_validate_rejects_bad_scripts_naming_the_place(name: str, expected: str, capsys: pytest.CaptureFixture[str]) -> None:
    status, _ = run("validate", str(DATA / name))
    error = capsys.readouterr().err
    assert status == 1 and str(DATA / name) in error and expected in error


def test_scripts_lists_the_three_base_editions_first_then_the_seed_scripts() -> None:
    """Issue 16: the base scripts come first, with their Korean names in Korean (the default) and English in English."""
    status, output = run("scripts")
    lines = output.splitlines()
    assert status == 0 and len(lines) == 6
    assert [line.split("\t")[0] for line in lines] == [
        "tb-trouble-brewing", "bmr-bad-moon-rising", "snv-sects-and-violets",
        "000-jongpa-wa-mayak", "001-english-almanac", "004-hwakjeung-pyeonhyang",
    ]
    assert lines[0] == "tb-trouble-brewing\t점철되는 혼란 — The Pandemonium Institute (22)"
    assert lines[1].startswith("bmr-bad-moon-rising\t피로 물든 달 — ") and lines[1].endswith("(25)")
    assert lines[2].startswith("snv-sects-and-violets\t화단에 꽃피운 이단 — ") and lines[2].endswith("(25)")
    assert "종파와 마약" in lines[3]
    status, english = run("scripts", "--lang", "en")
    assert status == 0 and [line.split("\t")[1].split(" — ")[0] for line in english.splitlines()[:3]] == [
        "Trouble Brewing", "Bad Moon Rising", "Sects & Violets"]


BASE_SHEETS = {
    "tb": {
        "first": ["dusk", "minioninfo", "demoninfo", "poisoner", "washerwoman", "librarian", "investigator", "chef",
                  "empath", "fortuneteller", "butler", "spy", "dawn"],
        "other": ["dusk", "poisoner", "monk", "scarletwoman", "imp", "ravenkeeper", "empath", "fortuneteller",
                  "undertaker", "butler", "spy", "dawn"],
    },
    "bmr": {
        "first": ["dusk", "minioninfo", "lunatic", "demoninfo", "sailor", "courtier", "godfather", "devilsadvocate",
                  "pukka", "grandmother", "chambermaid", "dawn"],
        "other": ["dusk", "sailor", "courtier", "innkeeper", "gambler", "devilsadvocate", "lunatic", "exorcist",
                  "zombuul", "pukka", "shabaloth", "po", "assassin", "godfather", "gossip", "professor", "tinker",
                  "moonchild", "grandmother", "chambermaid", "dawn"],
    },
    "snv": {
        "first": ["dusk", "philosopher", "minioninfo", "demoninfo", "snakecharmer", "eviltwin", "witch", "cerenovus",
                  "clockmaker", "dreamer", "seamstress", "mathematician", "dawn"],
        "other": ["dusk", "philosopher", "snakecharmer", "witch", "cerenovus", "pithag", "fanggu", "nodashii",
                  "vortox", "vigormortis", "barber", "sweetheart", "sage", "dreamer", "flowergirl", "towncrier",
                  "oracle", "seamstress", "juggler", "mathematician", "dawn"],
    },
}


@pytest.mark.parametrize("script", ["tb", "bmr", "snv"])
@pytest.mark.parametrize("night", ["first", "other"])
def test_night_order_of_each_base_script_is_the_official_sheet(script: str, night: str) -> None:
    """Issue 16: the official night sheet (shared/data/official-nightsheet.json) restricted to the script, written out."""
    from grimoire_app import paths
    from grimoire_app.model import load_library
    from grimoire_app.model.bundled_scripts import resolve_script

    status, output = run("night-order", script, "--night", night, "--json")
    assert status == 0 and json.loads(output) == BASE_SHEETS[script][night]
    ids = resolve_script(script, paths.resources_dir(), load_library(paths.resources_dir())).ids
    assert json.loads(output) == official_sheet_restricted(ids, night)


@pytest.mark.parametrize(
    ("script", "counts"),
    [("tb", "13 townsfolk, 4 outsider, 4 minion, 1 demon"), ("bmr", "13 townsfolk, 4 outsider, 4 minion, 4 demon"),
     ("snv", "13 townsfolk, 4 outsider, 4 minion, 4 demon")],
)
def test_validate_passes_on_each_bundled_base_script(script: str, counts: str) -> None:
    from grimoire_app import paths

    path = next((paths.resources_dir() / "scripts").glob(f"{script}-*.json"))
    status, output = run("validate", str(path))
    assert status == 0 and output.count("\n") == 1 and counts in output and "homebrew" not in output


def test_character_card_shows_ability_how_to_run_reminders_nights_and_jinxes() -> None:
    status, output = run("character", "Lil' Monsta", "--lang", "en")
    assert status == 0
    assert "Lil' Monsta" in output and "Demons" in output and "How to run:" in output
    assert "Night order: first night 29, other nights 52" in output
    assert "Jinx (Poppy Grower)" in output
    status, korean = run("character", "noble")
    assert status == 0 and "귀족 (Noble)" in korean and "알림 토큰: 알고 있음 ×3" in korean


def test_character_card_is_honest_about_missing_texts(capsys: pytest.CaptureFixture[str]) -> None:
    """Issue 16: every official character now has texts, so only a homebrew one without an ability says so."""
    from grimoire_app import paths
    from grimoire_app.cli import character_card
    from grimoire_app.model import Team, load_library
    from grimoire_app.model.characters import Character

    library = load_library(paths.resources_dir())
    lamplighter = Character(id="lamplighter", name="Lamplighter", team=Team.TOWNSFOLK, homebrew=True)
    assert "not bundled" in character_card(lamplighter, library, "en")
    assert "번들에 없습니다" in character_card(lamplighter, library, "ko")
    assert run("character", "nobody")[0] == 1 and "unknown character id: 'nobody'" in capsys.readouterr().err


def test_character_imp_shows_our_written_ability_in_both_languages() -> None:
    """Issue 16: the Imp's card shows the ability the project wrote, in Korean and in English."""
    status, korean = run("character", "imp", "--lang", "ko")
    assert status == 0 and "임프 (Imp)" in korean and "하수인 한 명이 임프가 됩니다" in korean
    assert "번들에 없습니다" not in korean and "알림 토큰: 죽음" in korean
    status, english = run("character", "imp", "--lang", "en")
    assert status == 0 and "Imp (임프)" in english and "Choosing yourself passes the Demon on: a Minion becomes the Imp." in english
    assert "not bundled" not in english


def test_import_texts_shows_official_texts_from_then_on(tmp_path: Path) -> None:
    roles = tmp_path / "roles.json"
    roles.write_text(json.dumps([{"id": "imp", "name": "Imp", "ability": "Each night*, choose a player: they die.",
                                  "otherNightReminder": "The Imp chooses a player."}]), encoding="utf-8")
    status, output = run("import-texts", str(roles))
    assert status == 0 and "1 characters" in output
    status, card = run("character", "imp", "--lang", "en")
    assert "Each night*, choose a player: they die." in card
    status, sheet = run("night-order", str(DATA / "homebrew.json"), "--night", "other", "--lang", "en")
    assert "The Imp chooses a player." in sheet


def test_import_texts_rejects_a_file_that_is_not_a_roles_list(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    bad = tmp_path / "roles.json"
    bad.write_text(json.dumps({"id": "imp"}), encoding="utf-8")
    assert run("import-texts", str(bad))[0] == 1
    assert "roles.json: $: expected a list" in capsys.readouterr().err


def test_players_out_of_range_is_a_usage_error() -> None:
    assert run("night-order", "000", "--players", "30")[0] == 2


def test_torsis_commands_are_wired() -> None:
    status, output = run("torsis", "roles", "7", "--json")
    assert status == 0 and json.loads(output)["players"] == 7
    status, output = run("torsis", "check", "8", "magician=2", "--lang", "en")
    assert status == 1 and "at least 9 players" in output
    assert run("torsis", "check", "9", "magician=2")[0] == 0


def test_sheet_and_export_commands_are_wired(tmp_path: Path) -> None:
    sheet = tmp_path / "sheet.pdf"
    status, _ = run("sheet", "001", "--pdf", str(sheet), "--lang", "en")
    assert status == 0 and sheet.read_bytes().startswith(b"%PDF")
    game = tmp_path / "g.grimoire"
    assert run("demo", str(game), "--players", "7", "--nights", "1")[0] == 0
    html = tmp_path / "summary.html"
    assert run("export", str(game), "--html", str(html))[0] == 0
    assert "<html" in html.read_text(encoding="utf-8").lower()


@pytest.mark.parametrize("players", ["3", "4", "21", "-3"])
def test_night_order_players_outside_5_to_20_is_a_usage_error(players: str, capsys: pytest.CaptureFixture[str]) -> None:
    """Issue 14: --players outside 5-20 is refused with the range."""
    assert run("night-order", "000", "--players", players)[0] == 2
    assert f"--players must be between 5 and 20 (got {players})" in capsys.readouterr().err


@pytest.mark.parametrize(
    ("raw", "expected"),
    [
        ('[{"id": "_meta", "name": "\\ud800"}, "imp"]', "$[0].name: a lone surrogate '\\ud800'"),
        ('[{"id": "_meta", "name": "' + "x" * 1_000_000 + '"}, "imp"]', "entry 0 (_meta).name: more than 200 characters"),
        ('["imp", ' + "9" * 5000 + "]", "line 1 column 9: a number of more than 4,300 digits"),
        ('["imp", ' + "[" * 100_000 + "]" * 100_000 + "]", "nested too deeply to read"),
    ],
)
@pytest.mark.parametrize("command", [["validate"], ["night-order"], ["deal", "--players", "7"], ["sheet", "--pdf", "unused.pdf"]])
def test_hostile_scripts_are_refused_by_every_command_naming_the_place(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], raw: str, expected: str, command: list[str]
) -> None:
    """Issue 14: a lone surrogate in _meta.name passed validate and crashed night-order and deal; a
    1 MB name kept `sheet` busy for minutes. Every command now refuses the script at load, at once."""
    script = tmp_path / "hostile.json"
    script.write_text(raw, encoding="utf-8")
    assert run(command[0], str(script), *command[1:])[0] == 1
    error = capsys.readouterr().err
    assert f"{script}: {expected}" in error and len(error) < 500


def test_deal_and_night_order_title_a_base_edition_in_the_language_asked() -> None:
    """Issue 16: a base edition's Korean name heads `deal` and `night-order` in Korean; the English name in English."""
    status, korean = run("deal", "tb", "--players", "7", "--seed", "1")
    assert status == 0 and korean.startswith("점철되는 혼란 — 7:")
    status, english = run("night-order", "snv", "--lang", "en")
    assert status == 0 and english.splitlines()[0].startswith("Sects & Violets")
