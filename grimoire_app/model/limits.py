"""The sizes an input may have, in one place: every reader refuses more, naming the limit.

A Storyteller's files are small (the largest official script is under 100 kB, with about 100
entries; an official ability is under 300 characters). The limits sit far above that and far
below the sizes that would freeze the app or flood a terminal. docs/limits.md lists them with
what each refusal names.

>>> MAX_FILE_BYTES, MAX_SCRIPT_ENTRIES, MAX_NAME_LENGTH, MAX_TEXT_LENGTH
(10000000, 1000, 200, 2000)
"""

from __future__ import annotations

MAX_FILE_BYTES = 10_000_000
"""A script, a texts file or any other JSON file the app reads whole: 10 MB."""

MAX_SCRIPT_ENTRIES = 1_000
"""Entries of a script array (characters and _meta), and items of any list inside one entry."""

MAX_NAME_LENGTH = 200
"""Characters of a name: a script's name and author, a homebrew character's name, a reminder token."""

MAX_ID_LENGTH = 50
"""Characters of a character id (the game file's events hold ids of at most 50 characters)."""

MAX_TEXT_LENGTH = 2_000
"""Characters of an ability, flavour or night-reminder text (and of a note in a game file)."""

MAX_NESTING = 64
"""Levels of nested arrays and objects in any JSON value (scripts nest 4, game lines 3)."""

MAX_PROBLEMS_LISTED = 50
"""Problems printed for one file; the rest are counted ("and 12 more problems")."""

PLAYER_RANGE = (5, 20)
"""Players at a Blood on the Clocktower table (the CLI's --players)."""


def count(n: int) -> str:
    """Return a number as the messages write it.

    >>> count(10_000_000)
    '10,000,000'
    """
    return f"{n:,}"
