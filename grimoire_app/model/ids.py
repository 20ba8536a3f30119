"""Character ids as scripts in the wild spell them, folded to the official form."""

from __future__ import annotations

import re
from functools import lru_cache

_IGNORED = re.compile(r"[\s_\-'’‘`]+")

SPECIAL_STEPS = ("dusk", "minioninfo", "demoninfo", "dawn")
"""Night-sheet steps that are not characters."""


@lru_cache(maxsize=4096)
def normalize_id(spelling: str) -> str:
    """Fold case, spaces, underscores, hyphens and apostrophes out of a character id.

    >>> [normalize_id(s) for s in ("Fortune_Teller", "fang-gu", "Lil'Monsta", "Lil’ Monsta")]
    ['fortuneteller', 'fanggu', 'lilmonsta', 'lilmonsta']
    """
    return _IGNORED.sub("", spelling).lower()
