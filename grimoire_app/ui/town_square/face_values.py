"""What the town square's items show, as frozen plain values (no Qt, no model: the start path reads them).

Items paint from these records only; `Faces` (faces.py) computes them from a game's state, and a square
snapshot (snapshot.py) stores them so the first paint of a reopened game needs neither (issue 20).
"""

from __future__ import annotations

from dataclasses import dataclass

__all__ = ["FabledFace", "MiddleFace", "NOTE_TIP", "ReminderFace", "SeatFace", "TokenFace", "initials", "note_tip"]


@dataclass(frozen=True)
class TokenFace:
    """A character token: its name in the current language, initials and team colour key."""

    name: str
    initials: str
    team: str | None
    """A key of metrics.TEAM_COLOURS; None for an empty seat."""


@dataclass(frozen=True)
class SeatFace:
    """Everything a seat token shows."""

    seat_id: str
    player: str
    token: TokenFace | None
    believed: str | None
    """The character the player believes they are, when it differs (the Drunk)."""
    flipped: bool
    """The alignment differs from the character's team, or a Traveller's: marked with a ring and a badge (the text stays upright)."""
    alignment: str
    alignment_mark: str
    """A one-letter mark of the alignment for the badge ("악", "E")."""
    alive: bool
    ghost_vote: bool
    traveller: bool
    tooltip: str
    note: bool = False
    """The Storyteller has a note on this player: a small note mark on the Storyteller's square (never the public one)."""


@dataclass(frozen=True)
class ReminderFace:
    """A reminder token: its name, whose it is, and what it means."""

    reminder_id: str
    seat_id: str
    text: str
    team: str | None
    source: str
    tooltip: str
    inert: bool = False
    """Placed by a choice made while drunk or poisoned: it does nothing (drawn faded and dashed)."""
    mark: TokenFace | None = None
    """The token of the character the reminder comes from: its mark is drawn on the pill (issue 19 point 7)."""


@dataclass(frozen=True)
class MiddleFace:
    """The middle of the square: phase, counts and bluffs."""

    phase: str
    counts: str
    bluffs: str


@dataclass(frozen=True)
class FabledFace:
    """A Fabled or Loric token: its id, its disc and a tooltip with its name and ability."""

    character_id: str
    token: TokenFace
    tooltip: str


NOTE_TIP = 400
"""Characters of a note the seat's tooltip shows (the editor shows it whole)."""


def note_tip(note: str) -> str:
    """Return a note as the seat's tooltip shows it: its lines, cut at NOTE_TIP characters.

    >>> note_tip("셰프 주장\\n지현 의심"), len(note_tip("x" * 900))
    ('셰프 주장\\n지현 의심', 400)
    """
    return note if len(note) <= NOTE_TIP else note[: NOTE_TIP - 1] + "…"


def initials(name: str) -> str:
    """Return the short mark drawn large on a token: a Korean name's first syllable, else capitals.

    >>> initials("독살범"), initials("Fortune Teller"), initials("Poisoner"), initials("릴 몬스타")
    ('독', 'FT', 'Po', '릴몬')
    """
    words = name.split()
    if not words:
        return "?"
    if len(words) > 1:
        return "".join(word[0] for word in words[:2]).upper() if words[0].isascii() else "".join(w[0] for w in words[:2])
    word = words[0]
    return word[:2].capitalize() if word.isascii() else word[0]
