"""Issue 18: `validate` exits 0 with the warnings printed when a script from the wild can be played, 1 when it
cannot, and `--strict` refuses what the official schema does not allow; `deal` works on the wild corpus."""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest

from grimoire_app.cli import main
from tests.conftest import DATA

WILD = DATA / "wild"


def run(*argv: str) -> tuple[int, str]:
    out = io.StringIO()
    return main(list(argv), out=out), out.getvalue()


def test_validate_prints_the_warnings_and_exits_0_when_the_script_can_be_played() -> None:
    status, output = run("validate", str(WILD / "unknown_fields.json"))
    lines = output.splitlines()
    assert status == 0 and lines[0].startswith("ok: 'Fields from other tools' — 8 characters")
    assert lines[1] == "5 warnings:"
    assert lines[2] == "  - The field 'attribution' is not part of the script format and was ignored: lamplighter"
    assert len(lines) == 7 and str(WILD) not in output


def test_validate_warnings_in_korean_on_request() -> None:
    status, output = run("validate", str(WILD / "ko_tb_locale_ids.json"), "--lang", "ko")
    lines = output.splitlines()
    assert status == 0 and "22 characters (13 townsfolk, 4 outsider, 4 minion, 1 demon)" in lines[0] and "homebrew" not in lines[0]
    assert lines[1] == "경고 1개:" and lines[2].startswith("  - 항목 22개는 지역 접두사가 붙은 공식 캐릭터입니다.")
    assert lines[2].count("ko_KR_washerwoman") == 1


def test_validate_exits_1_when_the_script_cannot_be_played(capsys: pytest.CaptureFixture[str]) -> None:
    status, output = run("validate", str(WILD / "unplayable.json"))
    error = capsys.readouterr().err
    assert status == 1 and output == "" and "entry 4 (id 'xyzzy'): unknown character id" in error


@pytest.mark.parametrize(
    ("name", "status"),
    [
        ("traveler_spelling.json", 1),
        ("unknown_fields.json", 1),
        ("null_entries.json", 1),
        ("empty_reminders.json", 1),
        ("jinxes_team.json", 1),
        ("meta_unnamed.json", 1),
        ("official_in_full.json", 0),
        ("locale_prefixes.json", 0),
        ("ko_tb_locale_ids.json", 0),
    ],
)
def test_validate_strict_refuses_what_the_official_schema_does_not_allow(name: str, status: int, capsys: pytest.CaptureFixture[str]) -> None:
    """Without --strict every file of the corpus passes; with it, only the schema-valid ones (a _meta with an
    author and no name breaks the schema; `{"id": "_meta"}` alone would fit its deprecated reference form)."""
    assert run("validate", str(WILD / name))[0] == 0
    assert run("validate", str(WILD / name), "--strict")[0] == status
    error = capsys.readouterr().err
    assert ("not allowed by the official schema (--strict)" in error) == (status == 1)


def test_strict_lists_the_schema_problems_one_line_each(capsys: pytest.CaptureFixture[str]) -> None:
    assert run("validate", str(WILD / "traveler_spelling.json"), "--strict")[0] == 1
    error = capsys.readouterr().err.splitlines()
    assert error == [
        f"{WILD / 'traveler_spelling.json'}: not allowed by the official schema (--strict): 1",
        "  - entry 10.team: expected one of townsfolk, outsider, minion, demon, traveller, fabled, loric (got 'traveler')",
    ]


def test_deal_on_the_korean_locale_file_gives_a_baron_his_outsiders() -> None:
    """deal --json on ko_KR_ ids: the dealt characters carry official ids; with a Baron there are 2 more Outsiders."""
    barons = 0
    for seed in range(12):
        status, output = run("deal", str(WILD / "ko_tb_locale_ids.json"), "--players", "8", "--seed", str(seed), "--json")
        assert status == 0
        dealt = json.loads(output)
        seats = [seat["character"] for seat in dealt["seats"]]
        assert all(not character.startswith("ko") for character in seats)
        if "baron" in seats:
            barons += 1
            assert dealt["counts"]["outsider"] == 3
    assert barons > 0


def test_strict_lists_at_most_50_schema_problems_then_the_count(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    script = tmp_path / "noisy.json"
    script.write_text(json.dumps(["chef", "imp", *[{"id": "monk", "note": str(n)} for n in range(60)]]), encoding="utf-8")
    assert run("validate", str(script))[0] == 1  # monk 60 times: a duplicate is still an error
    script.write_text(json.dumps(["chef", "imp", "monk", "spy", *[None] * 60]), encoding="utf-8")
    assert run("validate", str(script))[0] == 0
    capsys.readouterr()
    assert run("validate", str(script), "--strict")[0] == 1
    error = capsys.readouterr().err.splitlines()
    assert len(error) == 52 and error[-1] == "  - … 10 more" and error[1] == "  - entry 4: expected an object (got null)"
