"""The project's own error family: every one is a ValueError that names the place and the bad input."""

from __future__ import annotations

from dataclasses import dataclass


class GrimoireError(ValueError):
    """Base of every error the model raises on bad input."""


@dataclass(frozen=True)
class Problem:
    """One thing wrong with an input, at a named place.

    >>> str(Problem("entry 3 (id 'nobel')", "unknown character id"))
    "entry 3 (id 'nobel'): unknown character id"
    """

    where: str
    what: str

    def __str__(self) -> str:
        return f"{self.where}: {self.what}" if self.where else self.what


class ProblemsError(GrimoireError):
    """An input with one or more problems, all reported at once."""

    def __init__(self, source: str, problems: list[Problem]) -> None:
        self.source = source
        self.problems = tuple(problems)
        lines = [f"{source}: {problem}" for problem in problems]
        super().__init__("\n".join(lines))


class ScriptError(ProblemsError):
    """A script file that cannot be used, with every problem found in it."""


class LibraryError(ProblemsError):
    """A bundled or imported character-data file that does not match its schema."""


class UnknownCharacterError(GrimoireError, KeyError):
    """A character id that is neither official nor defined by the script."""

    def __str__(self) -> str:
        return str(self.args[0]) if self.args else "unknown character"


class IllegalEventError(GrimoireError):
    """An event the game refuses, with every reason.

    `overridable` is True when only rules stand in the way (the Storyteller may record it anyway
    with an override); False when the event cannot apply at all (an unknown seat, say).
    """

    def __init__(self, reasons: list[str], overridable: bool) -> None:
        self.reasons = tuple(reasons)
        self.overridable = overridable
        super().__init__("; ".join(reasons))


class SaveFileError(GrimoireError):
    """A game file that cannot be opened: names the file, the line and what was expected."""
