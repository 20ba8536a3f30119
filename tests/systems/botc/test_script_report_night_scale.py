"""The script report says, once a night and in the Storyteller's language, how homebrew night numbers on another
tool's scale were placed (docs/night-order.md); the Script tab, the wizard, `validate` and `night-order` show it."""

from __future__ import annotations

import io
from pathlib import Path

import pytest

from grimoire_app.cli import main
from grimoire_app.model import Library, load_script
from grimoire_app.systems.botc.script_report import night_scale_lines, warning_lines

WILD = Path(__file__).parents[2] / "data" / "wild"


def test_the_lines_name_each_night_and_each_placement_in_both_languages(library: Library) -> None:
    script = load_script(WILD / "night_scale_standin.json", library)
    first, other = night_scale_lines(script, library, "en")
    assert first.startswith("First night: the homebrew night numbers are another tool's numbering")
    assert "venomtongue after Poisoner" in first and "lanternkeeper after Demon info" in first
    assert "nightwarden after Monk" in other
    first_ko, _ = night_scale_lines(script, library, "ko")
    assert first_ko.startswith("첫날 밤:") and "venomtongue: 독살범 다음" in first_ko and "lanternkeeper: 악마 정보 다음" in first_ko
    low = night_scale_lines(load_script(WILD / "night_scale_low.json", library), library, "en")[0]
    assert "grave-whisperer after Demon info" in low, "the file's own spelling of the id"


def test_the_report_lists_the_night_lines_after_the_files_warnings(library: Library) -> None:
    script = load_script(WILD / "night_scale_standin.json", library)
    assert warning_lines(script, "en") == [line for line in warning_lines(script, "en", library) if not line.startswith(("First night", "Other nights"))]
    assert warning_lines(script, "en", library)[-2:] == night_scale_lines(script, library, "en")


@pytest.mark.parametrize("command", ["validate", "night-order"])
def test_the_cli_prints_them(command: str, capsys: pytest.CaptureFixture[str]) -> None:
    out = io.StringIO()
    lang = ["--lang", "en"]
    assert main([command, str(WILD / "night_scale_standin.json"), *lang], out=out) == 0
    printed = out.getvalue() + capsys.readouterr().err
    assert "the homebrew night numbers are another tool's numbering" in printed
