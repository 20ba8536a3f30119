"""What the character picker searches and returns, without Qt: the search rule and the choice.

Kept apart from the dialog (ui/character_picker.py) so that the tray's, the card's and the night panel's search
boxes and the square's menus use them without making PySide build the dialog's widget classes at start (issue 20).
"""

from __future__ import annotations

from dataclasses import dataclass

_CHOSEONG = "ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ"


def initial_consonants(text: str) -> str:
    """Return a Korean text with each syllable replaced by its initial consonant.

    >>> initial_consonants("독살범"), initial_consonants("Fortune Teller")
    ('ㄷㅅㅂ', 'Fortune Teller')
    """
    return "".join(_CHOSEONG[(ord(ch) - 0xAC00) // 588] if "가" <= ch <= "힣" else ch for ch in text)


def matches(query: str, *names: str) -> bool:
    """Return whether a query finds one of the names: a substring, ignoring case and spaces, or initial consonants.

    >>> matches("독살", "독살범"), matches("ㄷㅅ", "독살범"), matches("fortune t", "Fortune Teller"), matches("imp", "Poisoner")
    (True, True, True, False)
    """
    wanted = "".join(query.split()).casefold()
    if not wanted:
        return True
    for name in names:
        folded = "".join(name.split()).casefold()
        if wanted in folded or wanted in initial_consonants(folded):
            return True
    return False


@dataclass(frozen=True)
class CharacterChoice:
    """What the picker chose: a character id, or None for "no character".

    (The list stores "" for "no character": PySide6 6.12 drops a reference to None whenever an
    item's data is None.)
    """

    character: str | None
