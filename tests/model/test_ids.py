from __future__ import annotations

import pytest

from grimoire_app.model import normalize_id


@pytest.mark.parametrize(
    ("spelling", "expected"),
    [
        ("Fortune_Teller", "fortuneteller"),
        ("fang-gu", "fanggu"),
        ("Lil'Monsta", "lilmonsta"),
        ("Lil’ Monsta", "lilmonsta"),
        ("POPPY GROWER", "poppygrower"),
        ("pit-hag", "pithag"),
        ("noble", "noble"),
    ],
)
def test_spellings_in_the_wild_fold_to_the_official_id(spelling: str, expected: str) -> None:
    assert normalize_id(spelling) == expected
