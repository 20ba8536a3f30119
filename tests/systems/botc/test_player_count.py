"""Issue 19: the player-count table's model — the base counts for 5 to 15+ players and the script's setup modifiers."""

from __future__ import annotations

from pathlib import Path

import pytest

from grimoire_app import paths
from grimoire_app.model import Library, load_script
from grimoire_app.model.script import Script, parse_script
from grimoire_app.systems.botc.setup import base_counts
from grimoire_app.systems.botc.setup.player_count import column_of, count_columns, modifier_effect, modifier_notes, script_modifiers
from grimoire_app.systems.botc.setup.data import modifier_table
from tests.conftest import seed_script

FABLED_SCRIPT = Path(__file__).parents[2] / "data" / "fabled_script.json"


def bundled(library: Library, name: str) -> Script:
    return load_script(paths.resources_dir() / "scripts" / name, library)


def test_the_columns_are_the_official_distribution_for_5_to_15_plus() -> None:
    """Eleven columns, 5…15, the last standing for 15 and more; each column adds up to its players."""
    columns = count_columns()
    assert [c.label for c in columns] == ["5", "6", "7", "8", "9", "10", "11", "12", "13", "14", "15+"]
    assert [str(c.counts) for c in columns] == [
        "3/0/1/1", "3/1/1/1", "5/0/1/1", "5/1/1/1", "5/2/1/1", "7/0/2/1", "7/1/2/1", "7/2/2/1", "9/0/3/1", "9/1/3/1", "9/2/3/1",
    ]
    assert all(c.counts.total == c.players and c.counts == base_counts(c.players) for c in columns)
    assert columns[-1].open_ended and not any(c.open_ended for c in columns[:-1])


@pytest.mark.parametrize(("players", "column"), [(5, 0), (7, 2), (12, 7), (15, 10), (16, 10), (20, 10), (4, None), (21, None), (None, None)])
def test_a_player_count_reads_its_column(players: int | None, column: int | None) -> None:
    """16–20 players read the 15+ column (the rest are Travellers); outside 5–20 no column is highlighted."""
    assert column_of(players) == column


def test_trouble_brewing_names_the_baron(library: Library) -> None:
    assert modifier_notes(bundled(library, "tb-trouble-brewing.json"), library, "ko") == ["남작: 외지인 +2"]
    assert modifier_notes(bundled(library, "tb-trouble-brewing.json"), library, "en") == ["Baron: Outsiders +2"]


def test_bad_moon_rising_names_the_godfathers_choice(library: Library) -> None:
    assert modifier_notes(bundled(library, "bmr-bad-moon-rising.json"), library, "ko") == ["대부: 외지인 −1/+1"]


def test_script_000_names_every_count_changing_modifier_in_script_order(library: Library) -> None:
    """The Balloonist's +0/+1, the Atheist, Lil' Monsta, Vigormortis, Fang Gu; the Drunk-like ones that keep the counts are left out."""
    notes = modifier_notes(seed_script(library, "000"), library, "ko")
    assert notes == ["열기구 조종사: 외지인 +0/+1", "무신론자: 악 없는 게임도 가능", "릴 몬스타: 악마 −1, 하수인 +1", "비고르모르티스: 외지인 −1", "팡 구: 외지인 +1"]
    assert "bountyhunter" in seed_script(library, "000").ids and not any("현상금" in note for note in notes)


def test_script_004_names_the_xaan_summoner_and_village_idiot(library: Library) -> None:
    notes = modifier_notes(seed_script(library, "004"), library, "en")
    assert notes == ["Village Idiot: up to 2 more (counts unchanged)", "Xaan: Outsiders = X (the Storyteller's choice)", "Summoner: Townsfolk +1 instead of the Demon", "Vigormortis: Outsiders −1"]


def test_a_sentinel_counts_on_the_script_or_chosen_for_the_game(library: Library) -> None:
    """The Sentinel's −1/+0/+1 is noted when the script lists it or when it is chosen in the wizard; the Baron still first."""
    on_script = load_script(FABLED_SCRIPT, library)
    assert modifier_notes(on_script, library, "ko") == ["남작: 외지인 +2", "보초: 외지인 −1/+0/+1"]
    chosen = modifier_notes(seed_script(library, "001"), library, "ko", ["sentinel"])
    assert chosen == ["보초: 외지인 −1/+0/+1"]
    assert modifier_notes(seed_script(library, "001"), library, "ko") == []


def test_the_effects_come_from_the_modifier_data() -> None:
    """A modifier's short effect is its data: the delta, and the declined delta when there is a choice."""
    table = modifier_table()
    assert [modifier_effect(table.spec(c), "en") for c in ("fanggu", "vigormortis", "balloonist", "baron")] == [  # type: ignore[arg-type]
        "Outsiders +1", "Outsiders −1", "Outsiders +0/+1", "Outsiders +2",
    ]


def test_modifiers_that_keep_the_counts_are_not_noted(library: Library) -> None:
    """The Drunk, the Lunatic and the Bounty Hunter change who holds which token, not the counts."""
    keeps = parse_script([{"id": "_meta", "name": "keeps"}, "drunk", "lunatic", "bountyhunter", "imp"], "keeps.json", library)
    assert script_modifiers(keeps) == () and modifier_notes(keeps, library, "ko") == []
