"""Read a recorded answer back: the answers an InfoShown may stand for (the inverse of Suggestion.to_event)."""

from __future__ import annotations

from grimoire_app.systems.botc.events import InfoShown
from grimoire_app.systems.botc.info.registry import Answer


def shown_answers(kind: str, shown: InfoShown) -> list[Answer]:
    """Return the answers an InfoShown may stand for, most likely first.

    >>> shown_answers("number", InfoShown(seat="s1", info="answer", answer=2))
    [2]
    """
    players, characters = shown.players, shown.characters
    if kind in ("number", "true_count", "yes_no", "alignment", "signal") and shown.answer is not None:
        return [shown.answer]
    if kind == "character" and characters:
        return [characters[0]]
    if kind == "player_character":
        return [players + characters]
    if kind == "characters":
        return [characters]
    if kind == "player" and players:
        return [players[0]]
    found: list[Answer] = [players]
    return found + [players[0]] if len(players) == 1 else found
