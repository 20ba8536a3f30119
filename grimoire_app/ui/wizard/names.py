"""What makes a list of player names usable for a game."""

from __future__ import annotations

from grimoire_app.i18n import tr
from grimoire_app.model.characters import Lang

MIN_PLAYERS, MAX_PLAYERS, MAX_NAME = 5, 20, 40


def name_problems(names: list[str], lang: Lang) -> list[str]:
    """List what is wrong with a list of player names (empty when they can start a game).

    >>> name_problems(["a", "b", "c", "d", "e"], "en")
    []
    >>> name_problems(["a", "a", "c", "d", "e"], "en")
    ['A name appears twice: a']
    """
    problems = []
    if not MIN_PLAYERS <= len(names) <= MAX_PLAYERS:
        problems.append(tr("new.error.count", lang, count=len(names)))
    seen: set[str] = set()
    for name in names:
        if name in seen:
            problems.append(tr("new.error.duplicate", lang, name=name))
        if len(name) > MAX_NAME:
            problems.append(tr("new.error.long", lang, name=name))
        seen.add(name)
    return problems
