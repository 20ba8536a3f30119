"""Texts the project wrote for the 39 experimental (carousel) characters outside the seeds (issue 16)."""

from __future__ import annotations

import pytest

from grimoire_app.model import Library

EXPERIMENTAL = (
    "steward knight shugenja pixie highpriestess preacher king cultleader acrobat lycanthrope "
    "engineer huntsman princess amnesiac choirboy banshee magician hermit ogre plaguedoctor "
    "hatter politician zealot mezepheles psychopath wizard widow marionette wraith boomdandy "
    "vizier boffin yaggababble kazali legion lordoftyphon alhadikhia riot leviathan"
).split()


def test_the_list_names_39_experimental_characters_that_are_not_in_the_seeds(library: Library) -> None:
    assert len(set(EXPERIMENTAL)) == 39
    for cid in EXPERIMENTAL:
        assert library.get(cid).edition == "carousel", cid


@pytest.mark.parametrize("cid", EXPERIMENTAL)
def test_written_texts_in_both_languages(library: Library, cid: str) -> None:
    texts = library.texts[cid]
    assert texts.seeds == ()
    for lang in ("ko", "en"):
        block = texts.block(lang)
        assert block.source == "written", (cid, lang)
        assert block.name and block.ability and block.almanac and block.how_to_run, (cid, lang)
        assert block.flavor == "", (cid, lang)
        assert 1 <= len(block.examples) <= 3, (cid, lang)
    assert texts.en.name == library.get(cid).name
    assert texts.ko.name != texts.en.name


@pytest.mark.parametrize("cid", EXPERIMENTAL)
def test_every_official_reminder_token_has_a_korean_name(library: Library, cid: str) -> None:
    character = library.get(cid)
    texts = library.texts[cid]
    assert set(texts.reminders) == {token.name for token in character.reminders}, cid
    for token in character.reminders:
        assert library.reminder_name(character, token.name, "ko").strip(), (cid, token.name)


@pytest.mark.parametrize("cid", EXPERIMENTAL)
def test_night_lines_exist_exactly_when_the_official_order_has_a_slot(library: Library, cid: str) -> None:
    character = library.get(cid)
    for lang in ("ko", "en"):
        block = library.texts[cid].block(lang)
        assert (block.first_night is not None) == character.wakes(first=True), (cid, lang)
        assert (block.other_nights is not None) == character.wakes(first=False), (cid, lang)
        if block.first_night is not None:
            assert library.night_text(character, True, lang) == block.first_night


def test_korean_names_are_the_names_korean_players_know(library: Library) -> None:
    """A sample of the official Korean localisation's names."""
    expected = {"shugenja": "수행자", "boffin": "과학자", "lordoftyphon": "티폰의 군주", "leviathan": "레비아탄", "hermit": "둔세자"}
    for cid, name in expected.items():
        assert library.name(library.get(cid), "ko") == name, cid
