"""A memo over `tr` for the information strings: suggestions repeat the same sentences every time they are asked."""

from __future__ import annotations

from functools import lru_cache

from grimoire_app.i18n import tr
from grimoire_app.model.characters import Lang


def text(key: str, lang: Lang, **values: object) -> str:
    """Return `tr(key, lang, **values)`, remembered (values must be hashable: names and numbers).

    >>> text("info.type.demon", "en")
    'Demon'
    """
    return _text(key, lang, tuple(sorted(values.items())))


@lru_cache(maxsize=8192)
def _text(key: str, lang: Lang, values: tuple[tuple[str, object], ...]) -> str:
    return tr(key, lang, **dict(values))
