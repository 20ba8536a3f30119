"""How a player, a character and an answer read, in one language (for reasons and the night panel).

>>> from grimoire_app.systems.botc.state import GameState
>>> names(GameState(), [])
'-'
"""

from __future__ import annotations

from collections.abc import Iterable

from grimoire_app.i18n import tr
from grimoire_app.model.characters import Lang
from grimoire_app.systems.botc.describe import WORD_ANSWERS
from grimoire_app.systems.botc.game import Game
from grimoire_app.systems.botc.state import GameState
from grimoire_app.systems.botc.info.registry import Answer

TEAMS = ("townsfolk", "outsider", "minion", "demon", "traveller", "fabled", "loric")


def seat_name(state: GameState, seat_id: str) -> str:
    """Return a player's name (the id itself when no seat has it).

    >>> seat_name(GameState(), "s9")
    's9'
    """
    return next((seat.name for seat in state.seats if seat.id == seat_id), seat_id)


def names(state: GameState, seat_ids: Iterable[str]) -> str:
    """Return players' names joined with commas ("-" for nobody).

    >>> names(GameState(), [])
    '-'
    """
    return ", ".join(seat_name(state, seat_id) for seat_id in seat_ids) or "-"


def character_name(game: Game, character_id: str, lang: Lang) -> str:
    """Return a character's name in a language (the id when the library does not know it)."""
    found = game.character(character_id)
    return game.library.name(found, lang) if found else character_id


def answer_label(game: Game, kind: str, answer: Answer, lang: Lang) -> str:
    """Return an answer as the Storyteller reads it: a number, yes/no, a type, names, a character.

    A player-and-character pair (the Grandmother's) reads "지현: 공감능력자"; two players and a
    character (the Washerwoman's) read "지현, 민수: 공감능력자"; the Librarian's empty answer reads "0".
    """
    state = game.state
    if isinstance(answer, bool):
        return tr("nightpanel.answer." + ("yes" if answer else "no"), lang)
    if isinstance(answer, int):
        return str(answer)
    if isinstance(answer, tuple):
        if kind == "player_character" and len(answer) >= 2:
            return f"{names(state, answer[:-1])}: {character_name(game, answer[-1], lang)}"
        if kind == "player_character" and not answer:
            return tr("info.answer.none_in_play", lang)
        if kind == "characters":
            return ", ".join(character_name(game, c, lang) for c in answer) or tr("info.answer.no_characters", lang)
        return names(state, answer)
    if kind == "character":
        return character_name(game, answer, lang)
    if answer in WORD_ANSWERS:
        return tr("nightpanel.answer." + answer, lang)
    if answer in TEAMS:
        return tr("info.type." + answer, lang)
    return seat_name(state, answer)
