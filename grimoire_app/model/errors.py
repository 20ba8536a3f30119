"""The project's own error family: every one is a ValueError that names the place and the bad input."""

from __future__ import annotations

from dataclasses import dataclass

from grimoire_app.model.limits import MAX_PROBLEMS_LISTED


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
    """An input with one or more problems, all reported at once.

    The message lists the first MAX_PROBLEMS_LISTED and counts the rest; `problems` keeps them all.

    >>> error = ProblemsError("big.json", [Problem(f"entry {n}", "bad") for n in range(52)])
    >>> str(error).splitlines()[-1], len(error.problems)
    ('big.json: and 2 more problems', 52)
    """

    def __init__(self, source: str, problems: list[Problem]) -> None:
        self.source = source
        self.problems = tuple(problems)
        lines = [f"{source}: {problem}" for problem in problems[:MAX_PROBLEMS_LISTED]]
        if len(problems) > MAX_PROBLEMS_LISTED:
            more = len(problems) - MAX_PROBLEMS_LISTED
            lines.append(f"{source}: and {more:,} more problem{'s' if more > 1 else ''}")
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


class ReplayError(IllegalEventError):
    """An event of a log being replayed (a game being opened) that does not apply; `index` says which."""

    def __init__(self, index: int, reasons: list[str], overridable: bool) -> None:
        self.index = index
        super().__init__(reasons, overridable)


class SaveFileError(GrimoireError):
    """A game file that cannot be opened: names the file, the line and what was expected."""


def clip(value: object, width: int = 60, quote: bool = True) -> str:
    """Return repr(value) (or the text itself without `quote`), shortened to `width` characters.

    Safe for any value: a lone surrogate shows escaped, a huge text is cut before it is copied.

    >>> clip("x" * 100, 12)
    "'xxxxxxxx..."
    """
    if isinstance(value, str) and len(value) > width:
        value = value[: width + 1]
    try:
        text = repr(value) if quote else str(value) if _printable(value) else ascii(value)[1:-1]
    except ValueError:  # an int too long to convert (sys.get_int_max_str_digits)
        text = "<a number too long to print>"
    return text if len(text) <= width else text[: width - 3] + "..."


def _printable(value: object) -> bool:
    try:
        str(value).encode("utf-8")  # a lone surrogate cannot be printed
    except UnicodeEncodeError:
        return False
    return True


class SaveWriteError(SaveFileError):
    """A change that could not be written to its game file: names the file and the system's reason.

    The journal raises it only after cutting the file back to its last complete line, and the event
    log raises it before changing anything in memory, so the file and the game still agree.

    >>> str(SaveWriteError("/g/game.grimoire", "No space left on device"))
    '/g/game.grimoire: cannot be written (No space left on device); the change was not saved'
    """

    def __init__(self, path: object, reason: str, errno: int | None = None) -> None:
        self.path = path
        self.reason = reason
        self.errno = errno
        super().__init__(f"{path}: cannot be written ({reason}); the change was not saved")

    @classmethod
    def from_os(cls, path: object, error: OSError) -> SaveWriteError:
        """Return the error for an OSError raised while writing `path`."""
        return cls(path, error.strerror or str(error) or type(error).__name__, error.errno)
