"""Texts the project wrote for the Travellers, Fabled and Loric (issue 16): both languages, our own words."""

from __future__ import annotations

import re

import pytest

from grimoire_app.model import Library, Team

WRITTEN = (
    "thief", "bureaucrat", "barista", "harlot", "butcher", "cacklejack", "gunslinger", "matron", "gangster",
    "bonecollector", "judge", "apprentice", "beggar", "deviant", "scapegoat", "gnome", "bishop", "voudon", "angel",
    "buddhist", "deusexfiasco", "djinn", "doomsayer", "duchess", "ferryman", "fibbin", "fiddler", "hellslibrarian",
    "revolutionary", "sentinel", "spiritofivory", "toymaker", "bootlegger", "bigwig", "gardener", "godofug", "hindu",
    "knaves", "pope", "stormcatcher", "tor", "ventriloquist", "zenomancer",
)
HANGUL = re.compile("[\uac00-\ud7a3]")


@pytest.mark.parametrize("cid", WRITTEN)
def test_both_languages_are_written_by_the_project(library: Library, cid: str) -> None:
    character = library.get(cid)
    assert character.team in (Team.TRAVELLER, Team.FABLED, Team.LORIC)
    texts = library.texts[cid]
    assert texts.seeds == ()
    for lang in ("ko", "en"):
        block = texts.block(lang)
        assert block.source == "written", (cid, lang)
        assert block.name and block.ability and block.almanac and block.how_to_run and block.examples, (cid, lang)
        assert block.flavor == "", "official flavour text is not ours to bundle"
        assert library.ability(character, lang) == block.ability
    assert HANGUL.search(texts.ko.ability) and HANGUL.search(texts.ko.almanac), cid
    assert library.name(character, "en") == character.name
    assert HANGUL.search(library.name(character, "ko")), cid


@pytest.mark.parametrize("cid", WRITTEN)
def test_every_official_reminder_token_has_a_korean_name(library: Library, cid: str) -> None:
    character = library.get(cid)
    texts = library.texts[cid]
    assert set(texts.reminders) == {token.name for token in character.reminders}, cid
    for token in character.reminders:
        korean = library.reminder_name(character, token.name, "ko")
        assert korean and (token.name == "?" or HANGUL.search(korean)), (cid, token.name, korean)


@pytest.mark.parametrize("cid", WRITTEN)
def test_night_sheet_lines_exist_exactly_when_the_official_order_has_a_slot(library: Library, cid: str) -> None:
    character = library.get(cid)
    for lang in ("ko", "en"):
        for first in (True, False):
            line = library.night_text(character, first, lang)
            assert (line is not None) == character.wakes(first), (cid, lang, first)
            order = library.night_order.firstNight if first else library.night_order.otherNight
            assert (line is not None) == (cid in order), (cid, lang, first)
            if line is not None:
                assert line.strip(), (cid, lang, first)


def test_every_traveller_fabled_and_loric_is_covered(library: Library) -> None:
    """The 18 Travellers, 15 Fabled and 10 Loric of the official list are exactly the 43 written here."""
    others = {c.id for c in library.characters.values() if c.team in (Team.TRAVELLER, Team.FABLED, Team.LORIC)}
    assert len(WRITTEN) == 43 and set(WRITTEN) == others


def test_official_korean_names_are_used(library: Library) -> None:
    """The names Korean players know from the official localisation (issue 16: "the name Korean players know")."""
    expected = {"thief": "도둑", "bureaucrat": "관료", "bonecollector": "뼈 수집가", "spiritofivory": "상아의 혼",
                "stormcatcher": "폭풍 부르미", "tor": "관문", "fibbin": "악동"}
    for cid, name in expected.items():
        assert library.name(library.get(cid), "ko") == name


def test_the_night_slots_of_a_few_are_pinned(library: Library) -> None:
    """official nightsheet: the Thief wakes every night, the Harlot not on the first, the Angel and the Storm Catcher
    only on the first, the Duchess only after it, the Big Wig never (its official sheet lines are empty)."""
    assert library.night_text(library.get("thief"), True, "ko") is not None
    assert library.night_text(library.get("harlot"), True, "en") is None
    assert library.night_text(library.get("harlot"), False, "en") is not None
    for cid in ("angel", "stormcatcher", "apprentice"):
        assert library.night_text(library.get(cid), True, "ko") is not None
        assert library.night_text(library.get(cid), False, "ko") is None
    assert library.night_text(library.get("duchess"), True, "en") is None
    assert library.night_text(library.get("duchess"), False, "en") is not None
    bigwig = library.get("bigwig")
    assert not bigwig.wakes(True) and not bigwig.wakes(False)
    assert library.night_text(bigwig, True, "ko") is None and library.night_text(bigwig, False, "ko") is None
    assert library.reminder_name(library.get("thief"), "Negative Vote", "ko") == "음수 표"
    assert library.reminder_name(library.get("toymaker"), "Final Night: No Attack", "ko") == "마지막 밤: 공격 불가"
