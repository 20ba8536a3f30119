"""Every UI string exists in Korean and English, and their placeholders agree."""

from __future__ import annotations

import string

from grimoire_app.i18n import _catalogue, keys, tr
from grimoire_app.paths import resources_dir


def placeholders(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}


def test_every_key_has_both_languages_with_the_same_placeholders() -> None:
    catalogue = _catalogue(resources_dir() / "i18n")
    for key in keys():
        entry = catalogue[key]
        assert set(entry) == {"ko", "en"}, key
        assert placeholders(entry["ko"]) == placeholders(entry["en"]), key


def test_korean_particles_follow_the_last_syllable() -> None:
    assert tr("describe.nominated", "ko", player="민수", other="지현") == "민수가 지현을 지명"
    assert tr("describe.nominated", "ko", player="지현", other="민수") == "지현이 민수를 지명"
    assert tr("describe.nominated", "ko", player="Tom", other="Ann") == "Tom이(가) Ann을(를) 지명"
