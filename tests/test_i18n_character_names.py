"""A Korean UI string that names a character uses that character's Korean name (issue 16, found in the TB game's screenshots).

The night sheet read "스칼렛 우먼" where the square says 탕녀; other strings had 스파이 for 첩자, 까마귀 사육사
for 까마귀지기, 노 다쉬 for 노 다시, 악마의 변호인 for 악마의 변호사, and the Moonchild, Mastermind, Sweetheart,
Artist, Juggler and Dreamer under names other than their texts' (달의 자손, 주모자, 사랑꾼, 화가, 곡예사, 꿈꾸는 자). Every catalogue entry whose English names
an official character (capitalised, as a name) must name it in Korean as the library does.
"""

from __future__ import annotations

import re

from grimoire_app.i18n import _catalogue, keys
from grimoire_app.model import Library
from grimoire_app.paths import resources_dir

AMBIGUOUS = {"Drunk", "Fool", "Gambler", "Goon", "Judge", "Lunatic", "Mutant", "Sage", "Savant", "Thief", "Tinker", "Vizier", "Virgin"}
"""One-word names that also start sentences as plain words ("Drunk or poisoned…"): left out to avoid false alarms."""

UNNAMED = {"tonight.reason.summon_tonight", "tonight.reason.lleech_host"}
"""Notes shown at that character's own step, whose Korean leaves the name out (the step's title gives it)."""


def test_korean_strings_name_characters_by_their_korean_names(library: Library) -> None:
    catalogue = _catalogue(resources_dir() / "i18n")
    characters = library.characters.values() if isinstance(library.characters, dict) else library.characters
    names = [(library.name(c, "en"), library.name(c, "ko")) for c in characters]
    wrong = []
    for key in keys():
        if key in UNNAMED:
            continue
        entry = catalogue[key]
        for english, korean in names:
            if english in AMBIGUOUS or english == korean:
                continue
            if re.search(r"(?<![A-Za-z])" + re.escape(english) + r"(?![a-z])", entry["en"]) and korean not in entry["ko"]:
                wrong.append(f"{key}: {english} is not {korean} in {entry['ko']!r}")
    assert wrong == []
