"""Issue 18 "load what people have": each tolerance of tests/data/wild/ loads with its warning listed once,
official characters under locale ids are the official characters (rules) with the file's texts, and
each script deals."""

from __future__ import annotations

import random

import pytest

from grimoire_app.model import Library, ScriptError, load_script, night_order, parse_script
from grimoire_app.model.script import Script
from grimoire_app.model.script_wild import locale_stripped
from grimoire_app.systems.botc.demo import demo_names
from grimoire_app.systems.botc.script_report import warning_lines, warnings_heading
from grimoire_app.systems.botc.setup import random_setup
from tests.conftest import DATA

WILD = DATA / "wild"


def _load(library: Library, name: str) -> Script:
    return load_script(WILD / name, library)


def _kinds(script: Script) -> list[tuple[str, tuple[str, ...], str]]:
    return [(w.kind, w.entries, w.detail) for w in script.warnings]


@pytest.mark.parametrize(
    ("name", "expected"),
    [
        ("traveler_spelling.json", [("team_spelling", ("wandering_bard",), "traveler → traveller")]),
        (
            "unknown_fields.json",
            [
                ("unknown_field", ("lamplighter",), "attribution"),
                ("unknown_field", ("lamplighter",), "remindersFirstNight"),
                ("unknown_field", ("lamplighter",), "bagDisabled"),
                ("unknown_field", ("lamplighter",), "note"),
                ("reference_field", ("monk",), "note"),
            ],
        ),
        ("null_entries.json", [("null_entry", ("#2", "#8"), "")]),
        ("empty_reminders.json", [("empty_list", ("bellringer",), "reminders"), ("empty_list", ("bellringer",), "remindersGlobal")]),
        ("meta_unnamed.json", [("meta_unnamed", ("_meta",), "meta_unnamed")]),
        ("jinxes_team.json", [("unknown_team", ("jinx_notes",), "jinxes")]),
        ("official_in_full.json", [("official_object", ("baron", "imp"), "")]),
        ("locale_prefixes.json", [("locale_id", ("en_US_washerwoman", "ko_chef", "ko-KR-empath", "EN_us_fortune_teller", "en_US_baron", "en_imp"), "")]),
    ],
)
def test_each_tolerance_loads_with_its_warning_listed_once(library: Library, name: str, expected: list[tuple[str, tuple[str, ...], str]]) -> None:
    """One small file per tolerance: it loads (no error), with exactly these warnings, each entry named once."""
    script = _load(library, name)
    assert _kinds(script) == expected


def test_skipped_entries_are_not_on_the_script_and_the_rest_are(library: Library) -> None:
    """null and unknown-team entries are skipped; the old traveller spelling is a Traveller; an unnamed _meta takes the file's name."""
    assert _load(library, "null_entries.json").ids == ("washerwoman", "chef", "empath", "monk", "soldier", "butler", "poisoner", "imp")
    assert "jinxnotes" not in _load(library, "jinxes_team.json").ids
    bard = _load(library, "traveler_spelling.json").character("wandering_bard")
    assert bard is not None and bard.team == "traveller" and bard.homebrew
    assert _load(library, "meta_unnamed.json").meta.name == "meta_unnamed"
    bell = _load(library, "empty_reminders.json").character("bellringer")
    assert bell is not None and bell.reminders == ()


def test_ignored_fields_leave_the_homebrew_character_as_written(library: Library) -> None:
    lamp = _load(library, "unknown_fields.json").character("lamplighter")
    assert lamp is not None and lamp.homebrew and lamp.other_night == 40 and lamp.ability is not None
    assert library.night_text(lamp, False, "en") == "The Lamplighter points at a player."


def test_locale_prefix_pattern_is_two_letters_optional_region_then_a_separator() -> None:
    """script_wild module docstring: the accepted prefixes, and what is not one."""
    assert [locale_stripped(s) for s in ("ko_KR_washerwoman", "en-US-imp", "ko_imp", "EN_us_x", "ko-KR_chef")] == [
        "washerwoman", "imp", "imp", "x", "chef",
    ]
    assert [locale_stripped(s) for s in ("washerwoman", "kor_imp", "k_imp", "ko__", "ko-")] == [None, None, None, None, None]


def test_an_official_id_is_never_read_as_a_prefixed_one(library: Library) -> None:
    """no_dashii starts like a locale prefix ("no_") but is official itself: no warning, no alias."""
    script = parse_script(["no_dashii", "chef", "empath", "poisoner"], "x.json", library)
    assert script.ids == ("nodashii", "chef", "empath", "poisoner") and script.warnings == () and script.aliases == {}


def test_a_prefix_before_an_unknown_id_is_still_an_error(library: Library) -> None:
    with pytest.raises(ScriptError) as caught:
        parse_script(["ko_KR_washerwomann", "chef"], "x.json", library)
    assert "entry 0 (id 'ko_KR_washerwomann'): unknown character id" in str(caught.value)


def test_korean_trouble_brewing_under_locale_ids_is_trouble_brewing(library: Library) -> None:
    """Issue 18 point 6: all 22 entries are the official characters (ids, teams, setup, night positions)."""
    script = _load(library, "ko_tb_locale_ids.json")
    tb = load_script(DATA.parent.parent / "resources" / "scripts" / "tb-trouble-brewing.json", library)
    assert script.ids == tb.ids
    assert [(c.setup, c.first_night, c.other_night, c.homebrew) for c in script.characters] == [
        (c.setup, c.first_night, c.other_night, False) for c in tb.characters
    ]
    assert [w.kind for w in script.warnings] == ["locale_id"] and len(script.warnings[0].entries) == 22
    assert script.character("ko_KR_baron") == script.character("baron")


def test_korean_locale_file_shows_its_own_texts_in_korean_and_the_bundled_ones_in_english(library: Library) -> None:
    """[DECISION] script_wild.script_texts: the file's texts in their language; the rules stay official."""
    script = _load(library, "ko_tb_locale_ids.json")
    washerwoman = script.character("washerwoman")
    assert washerwoman is not None
    assert library.name(washerwoman, "ko") == "세탁부"
    assert library.ability(washerwoman, "ko") == "첫 밤에 두 사람 중 한 명이 어떤 마을주민인지 알게 된다."
    assert library.reminder_name(washerwoman, "Wrong", "ko") == "틀림"
    assert library.night_text(washerwoman, True, "ko") == "두 사람을 가리키고 마을주민 하나를 보여 준다."
    assert library.name(washerwoman, "en") == "Washerwoman"
    assert library.ability(washerwoman, "en") == library.ability(library.get("washerwoman"), "en")


def test_korean_locale_file_night_order_is_the_official_one(library: Library) -> None:
    """The file's own night numbers (another tool's scale) do not move official characters."""
    ours = [step.id for step in night_order(_load(library, "ko_tb_locale_ids.json"), library, "first", 8)]
    tb = load_script(DATA.parent.parent / "resources" / "scripts" / "tb-trouble-brewing.json", library)
    assert ours == [step.id for step in night_order(tb, library, "first", 8)]
    assert ours.index("minioninfo") < ours.index("poisoner") < ours.index("washerwoman")


@pytest.mark.parametrize("seed", range(6))
def test_a_baron_dealt_from_the_korean_locale_file_adds_two_outsiders(library: Library, seed: int) -> None:
    """Issue 18 point 6: "a Baron with 0 Outsiders" — the Baron's setup rule applies to ko_KR_baron."""
    script = _load(library, "ko_tb_locale_ids.json")
    setup = random_setup(script, library, demo_names(10), random.Random(seed), include=["ko_KR_baron"])
    assert "baron" in setup.in_play
    assert (setup.base.outsider, setup.counts.outsider) == (0, 2)


@pytest.mark.parametrize("name", ["traveler_spelling.json", "unknown_fields.json", "null_entries.json", "empty_reminders.json",
                                  "meta_unnamed.json", "jinxes_team.json", "official_in_full.json", "locale_prefixes.json"])
def test_each_wild_file_deals(library: Library, name: str) -> None:
    script = _load(library, name)
    setup = random_setup(script, library, demo_names(7), random.Random(3))
    assert len(setup.seats) == 7 and all(seat.character in script.ids for seat in setup.seats)


def test_official_in_full_baron_keeps_its_setup_rule_and_the_files_english_name(library: Library) -> None:
    script = _load(library, "official_in_full.json")
    baron = script.character("baron")
    assert baron is not None and baron.setup and not baron.homebrew
    assert library.name(baron, "en") == "Baron (house wording)" and library.name(baron, "ko") == "남작"
    setup = random_setup(script, library, demo_names(7), random.Random(0), include=["baron"])
    assert setup.counts.outsider == 2


def test_an_official_id_of_another_team_stays_homebrew(library: Library) -> None:
    """A full entry reusing an official id for another team is not that character: it stays homebrew, no warning."""
    raw = ["chef", {"id": "washerwoman", "name": "Evil Laundry", "team": "minion", "ability": "You wash the evidence."}]
    script = parse_script(raw, "x.json", library)
    washer = script.character("washerwoman")
    assert washer is not None and washer.homebrew and washer.team == "minion" and script.warnings == ()


def test_the_meta_night_order_may_name_entries_by_their_locale_ids(library: Library) -> None:
    raw = [{"id": "_meta", "name": "x", "firstNight": ["ko_KR_chef", "ko_KR_poisoner"]}, "ko_KR_chef", "ko_KR_poisoner", "imp"]
    assert parse_script(raw, "x.json", library).meta.first_night == ("chef", "poisoner")


def test_errors_stay_errors_next_to_warnings(library: Library) -> None:
    """An unknown id cannot be played: the file is refused even though its other oddities are tolerated."""
    with pytest.raises(ScriptError) as caught:
        _load(library, "unplayable.json")
    message = str(caught.value)
    assert "entry 4 (id 'xyzzy'): unknown character id" in message
    assert "entry 7 (id 'hermit_crab').ability: is required but missing" in message
    assert "null" not in message and "traveler" not in message


def test_warnings_read_in_both_languages_naming_the_file_once(library: Library) -> None:
    script = _load(library, "locale_prefixes.json")
    english, korean = warning_lines(script, "en"), warning_lines(script, "ko")
    assert english == [
        "6 entries are official characters under locale ids: their official rules (setup, waking, information) apply and the "
        "file's own texts are shown: en_US_washerwoman, ko_chef, ko-KR-empath, EN_us_fortune_teller, en_US_baron, en_imp"
    ]
    assert korean[0].startswith("항목 6개는 지역 접두사가 붙은 공식 캐릭터입니다.")
    assert warnings_heading(script, "en").startswith("locale_prefixes.json: ") and str(WILD) not in warnings_heading(script, "en")
    lines = warning_lines(_load(library, "unknown_fields.json"), "ko")
    assert lines[0] == "대본 형식에 없는 필드 attribution은(는) 무시했습니다: lamplighter"


def test_a_game_file_reopens_a_wild_script_to_the_same_characters(library: Library) -> None:
    """The raw JSON is embedded in game files: parsing it again gives the same script and warnings."""
    script = _load(library, "ko_tb_locale_ids.json")
    again = parse_script(script.raw, "game.grimoire: line 1 (the embedded script)", library)
    assert again.characters == script.characters and again.warnings == script.warnings


def test_jinxes_written_with_locale_ids_join_the_official_characters(library: Library) -> None:
    """A homebrew jinx naming `ko_KR_imp`, and one carried by a `ko_KR_` entry, are jinxes of the official ids."""
    from grimoire_app.systems.botc.fabled_applied.djinn import script_jinxes

    raw = [
        {"id": "ko_KR_chef", "name": "요리사", "team": "townsfolk", "ability": "첫 밤에 악한 이웃 쌍의 수를 안다.",
         "jinxes": [{"id": "lamplighter", "reason": "둘 다 있으면 요리사는 등불지기를 세지 않는다."}]},
        {"id": "lamplighter", "name": "Lamplighter", "team": "townsfolk", "ability": "Each night*, learn something.",
         "jinxes": [{"id": "ko_KR_imp", "reason": "The Imp may not target the Lamplighter on night 2."}]},
        "ko_KR_imp", "poisoner", "empath",
    ]
    script = parse_script(raw, "x.json", library)
    own = [(jinx.characters, jinx.en) for jinx in script_jinxes(script, library)]
    assert (("chef", "lamplighter"), "둘 다 있으면 요리사는 등불지기를 세지 않는다.") in own
    assert (("lamplighter", "imp"), "The Imp may not target the Lamplighter on night 2.") in own
    assert script.app_id("ko_KR_imp") == "imp" and script.app_id("Lamplighter") == "lamplighter"


def test_a_locale_id_traveller_with_the_old_spelling_is_the_official_traveller(library: Library) -> None:
    """Korean community files combine both: `ko_KR_thief` with `"team": "traveler"` is the official Thief."""
    raw = ["chef", "imp", {"id": "ko_KR_thief", "name": "도둑", "team": "traveler", "ability": "밤마다 한 사람의 표를 빼앗는다."}]
    script = parse_script(raw, "x.json", library)
    thief = script.character("ko_KR_thief")
    assert thief is not None and thief.id == "thief" and thief.team == "traveller" and not thief.homebrew
    assert [(w.kind, w.entries) for w in script.warnings] == [("team_spelling", ("ko_KR_thief",)), ("locale_id", ("ko_KR_thief",))]
    assert library.name(thief, "ko") == "도둑"


def test_a_nameless_meta_keeps_the_files_name_in_a_game_file(library: Library) -> None:
    """The embedded script carries the name the app gave it, so a reopened game does not take the game file's name."""
    script = _load(library, "meta_unnamed.json")
    again = parse_script(script.raw, "/games/tuesday.grimoire: line 1 (the embedded script)", library)
    assert again.meta.name == "meta_unnamed" and again.warnings == () and again.meta.author == "Grimoire tests"
