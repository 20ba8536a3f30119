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


def test_no_korean_particle_is_left_unresolved() -> None:
    """Every `[이/가]`-style particle in a Korean string follows a placeholder (directly, or after a parenthesis
    such as `{player}({character})[은/는]`), so formatting with Korean values leaves none written out."""
    catalogue = _catalogue(resources_dir() / "i18n")
    for key in keys():
        template = catalogue[key]["ko"]
        names = placeholders(template)
        if not names:
            continue
        text = tr(key, "ko", **{name: "지현" for name in names})
        for pair in ("[이/가]", "[은/는]", "[을/를]", "[과/와]", "[으로/로]", "[아/야]", "[이다/다]"):
            assert pair not in text, (key, text)


def test_a_particle_after_a_parenthesis_follows_the_name_before_it() -> None:
    """tonight.reason.godfather_may_add: `{player}({character})[은/는]` reads 지현(첩자)은 and 민수(첩자)는."""
    assert tr("tonight.reason.godfather_may_add", "ko", player="지현", character="첩자").startswith("지현(첩자)은 ")
    assert tr("tonight.reason.godfather_may_add", "ko", player="민수", character="첩자").startswith("민수(첩자)는 ")
