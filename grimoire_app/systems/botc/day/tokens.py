"""Reminder tokens as the rules name them, in a module of their own: the square's vote count (day/votes.py
`hand_worth`) compares tokens without importing the day facts and the info engine (issue 20: the first paint)."""

from __future__ import annotations

from grimoire_app.systems.botc.state import Reminder


def same_token(reminder: Reminder, character: str, token: str) -> bool:
    """Whether a reminder is this character's token (official names, compared without case).

    >>> same_token(Reminder("r1", "virgin", "No Ability"), "virgin", "no ability")
    True
    """
    return reminder.character == character and reminder.token.casefold() == token.casefold()
