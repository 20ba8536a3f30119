"""CLI over game files: demo (same seed, same bytes), summary, state --json."""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest

from grimoire_app.cli import main


def run(*argv: str) -> tuple[int, str]:
    out = io.StringIO()
    return main(list(argv), out=out), out.getvalue()


@pytest.fixture(scope="module")
def demo_file(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("demo") / "demo.grimoire"
    status, _ = run("demo", str(path), "--players", "8", "--seed", "14", "--nights", "3")
    assert status == 0
    return path


def test_demo_with_the_same_seed_writes_identical_files(demo_file: Path, tmp_path: Path) -> None:
    again = tmp_path / "again.grimoire"
    assert run("demo", str(again), "--players", "8", "--seed", "14", "--nights", "3")[0] == 0
    assert again.read_bytes() == demo_file.read_bytes()
    other = tmp_path / "other.grimoire"
    run("demo", str(other), "--players", "8", "--seed", "12", "--nights", "3")
    assert other.read_bytes() != demo_file.read_bytes()


@pytest.mark.parametrize(
    ("script", "players"), [(s, p) for s in ("000", "004") for p in (5, 10, 15, 20)] + [("001", 5), ("001", 10)]
)
def test_demo_plays_a_legal_game_on_every_seed_script(script: str, players: int, tmp_path: Path) -> None:
    path = tmp_path / "g.grimoire"
    assert run("demo", str(path), "--players", str(players), "--script", script, "--nights", "2")[0] == 0
    state = json.loads(run("state", str(path), "--json")[1])
    assert len(state["seats"]) == players
    assert state["phase"]["kind"] in ("night", "day") and len(state["bluffs"]) <= 3


def test_state_json_has_the_documented_shape(demo_file: Path) -> None:
    status, output = run("state", str(demo_file), "--at", "0", "--json")
    assert status == 0 and json.loads(output) == {"phase": {"kind": "setup", "number": 0}, "seats": [], "bluffs": [], "fabled": [], "result": None}
    state = json.loads(run("state", str(demo_file), "--json")[1])
    seat = state["seats"][0]
    assert set(seat) >= {"name", "character", "believed", "alignment", "alive", "ghost_vote", "reminders"}
    assert seat["alignment"] in ("good", "evil") and isinstance(seat["alive"], bool)
    assert run("state", str(demo_file), "--at", "999999", "--json")[0] == 2


def test_summary_gives_a_night_by_night_account(demo_file: Path) -> None:
    status, output = run("summary", str(demo_file), "--lang", "en")
    assert status == 0
    assert output.index("== Night 1 ==") < output.index("== Day 1 ==") < output.index("== Night 2 ==")
    assert "Shown to" in output
    korean = run("summary", str(demo_file))[1]
    assert "== 1일째 밤 ==" in korean


def test_summary_of_a_damaged_file_names_the_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    bad = tmp_path / "bad.grimoire"
    bad.write_text('{"format": "grimoire-journal", "format_version": 7}\n', encoding="utf-8")
    assert run("summary", str(bad))[0] == 1
    assert "bad.grimoire: line 1: unknown format version 7" in capsys.readouterr().err


def test_demo_refuses_impossible_requests(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert run("demo", str(tmp_path / "x.grimoire"), "--players", "3")[0] == 2
    assert run("demo", str(tmp_path / "x.grimoire"), "--players", "15", "--script", "001")[0] == 1
    assert "9 Townsfolk needed" in capsys.readouterr().err and not (tmp_path / "x.grimoire").exists()


def test_deal_prints_one_legal_setup_and_the_same_seed_gives_the_same_deal() -> None:
    status, first = run("deal", "000", "--players", "10", "--seed", "4", "--json")
    assert status == 0 and first == run("deal", "000", "--players", "10", "--seed", "4", "--json")[1]
    setup = json.loads(first)
    assert setup["players"] == 10 and sum(setup["counts"].values()) == 10
    assert {"seat", "name", "character", "believed", "alignment"} <= set(setup["seats"][0])
    assert len(setup["seats"]) == 10 and all(r["seat"] < 10 for r in setup["reminders"])
    assert set(setup) >= {"players", "counts", "modifiers", "seats", "bluffs", "reminders"}


def test_deal_text_and_errors(capsys: pytest.CaptureFixture[str]) -> None:
    status, text = run("deal", "004", "--players", "8", "--seed", "1", "--lang", "en")
    assert status == 0 and "Demon bluffs:" in text and len(text.splitlines()) >= 10
    assert run("deal", "004", "--players", "4")[0] == 1
    assert "expected 5 to 20 players, got 4" in capsys.readouterr().err
    assert run("deal", "001", "--players", "14")[0] == 1
    assert "Townsfolk" in capsys.readouterr().err


def test_suggest_prints_tonights_information_steps(demo_file: Path) -> None:
    state_after = {n: json.loads(run("state", str(demo_file), "--at", str(n), "--json")[1])["phase"]["kind"] for n in range(0, 60)}
    night_event = max(n for n, kind in state_after.items() if kind == "night")
    status, output = run("suggest", str(demo_file), "--at", str(night_event), "--json")
    assert status == 0
    steps = json.loads(output)
    seats = {seat["id"] for seat in json.loads(run("state", str(demo_file), "--json")[1])["seats"]}
    for step in steps:
        assert {"seat", "step", "truth", "legal", "why"} <= set(step) and step["seat"] in seats
    assert run("suggest", str(demo_file), "--seat", "nobody", "--json")[0] == 2


@pytest.mark.parametrize("command", [["state", "--json"], ["suggest", "--json"], ["summary"]])
def test_a_dropped_torn_last_line_is_reported_on_stderr(demo_file: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str], command: list[str]) -> None:
    """Issue 14: state and suggest dropped a torn last line without a word (summary and export said it)."""
    torn = tmp_path / "torn.grimoire"
    torn.write_bytes(demo_file.read_bytes() + b'{"type":"note_wri')
    status, _ = run(command[0], str(torn), *command[1:])
    assert status == 0
    assert f"{torn}: a torn last line of 17 bytes" in capsys.readouterr().err


@pytest.mark.parametrize("players", ["-3", "0", "4", "21", "1000"])
def test_deal_refuses_a_player_count_outside_5_to_20(players: str, capsys: pytest.CaptureFixture[str]) -> None:
    """Issue 14: `deal --players -3` dealt 17 players; every count outside 5-20 is refused with the range."""
    status, output = run("deal", "000", "--players", players)
    assert status == 1 and output == ""
    assert f"expected 5 to 20 players, got {players}" in capsys.readouterr().err


def test_a_replay_refusal_names_the_file_and_the_line(demo_file: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """docs/save-format.md: "no seat with id 's99'" is refused naming the file and the line."""
    bad = tmp_path / "bad.grimoire"
    lines = demo_file.read_text(encoding="utf-8").splitlines()
    lines.insert(5, '{"type":"player_died","seat":"s99","cause":{"kind":"demon"}}')
    bad.write_text("\n".join(lines) + "\n", encoding="utf-8")
    for command in ("state", "suggest", "summary"):
        assert run(command, str(bad))[0] == 1
        assert f"{bad}: line 6: the event does not replay (no seat with id 's99')" in capsys.readouterr().err


def test_demo_seats_travellers_when_asked_and_refuses_too_many(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """`demo --travellers 2` seats two Travellers among 8 players (docs/rules/exile.md); 6 Travellers, or 17 players
    with 4 Travellers (21 at the table), are refused with a message naming the numbers."""
    path = tmp_path / "t.grimoire"
    assert run("demo", str(path), "--players", "8", "--seed", "3", "--nights", "2", "--travellers", "2", "--script", "tb")[0] == 0
    status, out = run("state", str(path), "--at", "40", "--json")
    assert status == 0 and len(json.loads(out)["seats"]) == 10
    assert run("demo", str(tmp_path / "x.grimoire"), "--players", "8", "--travellers", "6")[0] == 2
    assert "(got 8, 3, 6)" in capsys.readouterr().err
    assert run("demo", str(tmp_path / "y.grimoire"), "--players", "17", "--travellers", "4")[0] == 2
    assert not (tmp_path / "y.grimoire").exists()
