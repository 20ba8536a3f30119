"""The character library: official facts for all 181, ko/en texts for the 56 seed characters and the
texts the project wrote for the other base-edition characters (issue 16)."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from grimoire_app import paths
from grimoire_app.model import Library, LibraryError, Team, load_library
from grimoire_app.model.characters import ImportedText
from grimoire_app.model.errors import UnknownCharacterError
from tests.conftest import seed_script

SEED_LANGUAGE = {"000": "ko", "004": "ko", "001": "en"}


def seed_character_ids(library: Library) -> set[str]:
    return {cid for key in ("000", "001", "004") for cid in seed_script(library, key).ids}


def test_all_181_official_characters_load(library: Library) -> None:
    assert len(library.characters) == 181
    teams = {team: sum(1 for c in library.characters.values() if c.team == team) for team in Team}
    assert teams[Team.TOWNSFOLK] == 69 and teams[Team.DEMON] == 19 and teams[Team.TRAVELLER] == 18


def test_the_56_seed_characters_have_ko_and_en_names_abilities_and_how_to_run(library: Library) -> None:
    """Seeds 000, 001 and 004 together name 56 characters; each is fully bundled in both languages."""
    seed_ids = seed_character_ids(library)
    assert len(seed_ids) == 56
    assert seed_ids <= set(library.texts)
    for cid in sorted(seed_ids):
        texts = library.texts[cid]
        for lang in ("ko", "en"):
            block = texts.block(lang)
            assert block.name and block.ability and block.how_to_run, (cid, lang)
        for seed in texts.seeds:
            assert texts.block(SEED_LANGUAGE[seed]).source in ("seed", "written"), (cid, seed)


def test_seed_korean_names_are_the_seed_header_names(library: Library) -> None:
    """seeds/000: 귀족, 열기구 조종사; seeds/004: 초공감자, 거무리 (spec/characters.md 0.3)."""
    expected = {"noble": "귀족", "balloonist": "열기구 조종사", "empath": "초공감자", "lleech": "거무리", "fanggu": "팡 구"}
    for cid, name in expected.items():
        assert library.name(library.get(cid), "ko") == name


def test_night_texts_exist_exactly_when_the_character_wakes(library: Library) -> None:
    for cid, texts in library.texts.items():
        character = library.get(cid)
        for lang in ("ko", "en"):
            block = texts.block(lang)
            assert (block.first_night is not None) == character.wakes(first=True), (cid, lang)
            assert (block.other_nights is not None) == character.wakes(first=False), (cid, lang)


def test_reminder_tokens_keep_their_counts_and_korean_names(library: Library) -> None:
    noble = library.get("noble")
    assert [(t.name, t.count) for t in noble.reminders] == [("Know", 3)]
    assert library.reminder_name(noble, "Know", "ko") == "알고 있음"
    drunk = library.get("drunk")
    assert [t.name for t in drunk.reminders if t.is_global] == ["Is The Drunk"]
    for cid, texts in library.texts.items():
        assert set(texts.reminders) == {t.name for t in library.get(cid).reminders}, cid


def test_night_positions_come_from_the_official_sheet(library: Library) -> None:
    """seed-characters.csv: noble first night 64; bountyhunter 68 / 87; fisherman never wakes."""
    assert library.get("noble").first_night == 64 and library.get("noble").other_night is None
    assert (library.get("bountyhunter").first_night, library.get("bountyhunter").other_night) == (68, 87)
    assert library.get("fisherman").first_night is None and library.get("fisherman").other_night is None


BASE_NOT_SEED = (
    "chef investigator washerwoman librarian slayer soldier ravenkeeper mayor butler recluse saint spy scarletwoman "
    "baron imp sailor chambermaid innkeeper exorcist gossip courtier professor minstrel tealady pacifist lunatic tinker "
    "moonchild godfather devilsadvocate mastermind pukka shabaloth clockmaker mathematician dreamer artist juggler "
    "sweetheart mutant cerenovus eviltwin nodashii"
).split()


def test_the_43_base_characters_outside_the_seeds_have_written_texts(library: Library) -> None:
    """Issue 16: each of the 43 has both languages written by the project, no seed, no borrowed flavour."""
    assert len(BASE_NOT_SEED) == 43 and not set(BASE_NOT_SEED) & seed_character_ids(library)
    for cid in BASE_NOT_SEED:
        texts = library.texts[cid]
        assert texts.seeds == (), cid
        for lang in ("ko", "en"):
            block = texts.block(lang)
            assert block.source == "written" and block.flavor == "" and block.how_to_run and block.almanac, (cid, lang)
            assert 1 <= len(block.examples) <= 3, (cid, lang)
    imp = library.get("imp")
    assert library.name(imp, "ko") == "임프" and library.name(imp, "en") == "Imp"
    assert library.reminder_name(imp, "Dead", "ko") == "죽음"
    assert library.night_text(imp, True, "ko") is None and "임프" in (library.night_text(imp, False, "ko") or "")
    assert library.name(library.get("scarletwoman"), "ko") == "탕녀"


def test_a_character_without_a_text_file_has_no_ability_text(resources_copy: Path) -> None:
    """With its text file gone, a character falls back to the English facts and says it has no text."""
    (resources_copy / "characters" / "texts" / "imp.json").unlink()
    library = load_library(resources_copy)
    imp = library.get("imp")
    assert library.ability(imp, "en") is None and library.night_text(imp, False, "en") is None
    assert library.name(imp, "ko") == "Imp"


def test_imported_official_texts_win_over_written_english_but_not_over_seeds_or_korean(library: Library) -> None:
    """Issue 16: import-texts stays for people who prefer the official texts."""
    imported = library.with_imported({
        "imp": ImportedText(ability="Official Imp text.", other_night_reminder="Official Imp night line."),
        "empath": ImportedText(ability="Official Empath text.", first_night_reminder="Official Empath line."),
        "chef": ImportedText(ability="Official Chef text."),
    })
    imp, empath, chef = imported.get("imp"), imported.get("empath"), imported.get("chef")
    assert imported.ability(imp, "en") == "Official Imp text."
    assert imported.night_text(imp, False, "en") == "Official Imp night line."
    assert imported.night_text(imp, True, "en") is None
    assert imported.ability(imp, "ko") == library.ability(imp, "ko") != "Official Imp text."
    assert imported.night_text(chef, True, "en") == library.night_text(chef, True, "en")
    assert imported.ability(empath, "en") == library.ability(empath, "en") != "Official Empath text."
    assert imported.night_text(empath, True, "en") == library.night_text(empath, True, "en")


def test_jinxes_cover_every_official_pair_and_the_seed_pairs(library: Library) -> None:
    assert len(library.jinxes) == 131
    seed_pairs = {("lilmonsta", "poppygrower"), ("alchemist", "organgrinder"), ("heretic", "pithag"), ("pithag", "goon")}
    pairs = {tuple(sorted(j.characters)) for j in library.jinxes}
    assert {tuple(sorted(p)) for p in seed_pairs} <= pairs
    assert [j.characters for j in library.jinxes_among(seed_script(library, "000").ids)] == [("lilmonsta", "poppygrower")]


def test_lookup_folds_spellings_and_rejects_unknown_ids(library: Library) -> None:
    assert library.get("Lil' Monsta").id == "lilmonsta"
    with pytest.raises(UnknownCharacterError, match="'nobel'"):
        library.get("nobel")


@pytest.fixture
def resources_copy(tmp_path: Path) -> Path:
    target = tmp_path / "resources"
    shutil.copytree(paths.resources_dir(), target)
    return target


def test_a_broken_text_file_names_the_file_and_the_field(resources_copy: Path) -> None:
    path = resources_copy / "characters" / "texts" / "noble.json"
    data = json.loads(path.read_text(encoding="utf-8"))
    del data["en"]["ability"]
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(LibraryError) as caught:
        load_library(resources_copy)
    assert "noble.json" in str(caught.value) and "$.en.ability" in str(caught.value)


def test_truncated_official_facts_name_the_line(resources_copy: Path) -> None:
    path = resources_copy / "characters" / "official.json"
    path.write_text(path.read_text(encoding="utf-8")[:500], encoding="utf-8")
    with pytest.raises(LibraryError, match=r"official\.json: line \d+ column \d+: not valid JSON"):
        load_library(resources_copy)


def test_a_text_file_for_an_unknown_character_is_refused(resources_copy: Path) -> None:
    shutil.copy(resources_copy / "characters" / "texts" / "noble.json", resources_copy / "characters" / "texts" / "nobel.json")
    with pytest.raises(LibraryError, match="nobel.json"):
        load_library(resources_copy)
