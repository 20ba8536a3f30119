"""Failing writes for tests: a stand-in for the `os` module that the journal (model/saves.py) uses.

`FaultyOs("write", errno.ENOSPC)` behaves as `os` except that the chosen call fails with that
errno (a `write` first writes half its bytes, as a full disk does, leaving a partial line). Install
it with `inject(monkeypatch, ...)`; `heal()` lets every later call succeed ("space is back").
"""

from __future__ import annotations

import errno
import os
import stat
from typing import Any, Literal

import pytest

from grimoire_app.model import saves

Call = Literal["write", "fsync", "open", "ftruncate", "replace"]
CODES = {"ENOSPC": errno.ENOSPC, "EACCES": errno.EACCES, "EIO": errno.EIO}


class FaultyOs:
    """The os module, except that one kind of call fails (after `skip` good ones) until healed.

    `target`: "file" (the default) fails only calls on regular files, "folder" only on folders.
    """

    def __init__(self, call: Call, code: int, *, skip: int = 0, target: Literal["file", "folder"] = "file") -> None:
        self.call, self.code, self.skip, self.target = call, code, skip, target
        self.failed = 0
        self.healed = False
        self.folder_syncs = 0

    def __getattr__(self, name: str) -> Any:
        return getattr(os, name)

    def heal(self) -> None:
        """Let every later call succeed."""
        self.healed = True

    def _fails(self, call: Call, is_folder: bool = False) -> bool:
        if self.healed or call != self.call or is_folder != (self.target == "folder"):
            return False
        if self.skip:
            self.skip -= 1
            return False
        self.failed += 1
        return True

    def _error(self) -> OSError:
        return OSError(self.code, os.strerror(self.code))

    def write(self, fd: int, data: Any) -> int:
        if self._fails("write"):
            os.write(fd, bytes(data[: max(1, len(data) // 2)]))
            raise self._error()
        return os.write(fd, data)

    def fsync(self, fd: int) -> None:
        is_folder = stat.S_ISDIR(os.fstat(fd).st_mode)
        self.folder_syncs += is_folder
        if self._fails("fsync", is_folder):
            raise self._error()
        os.fsync(fd)

    def open(self, path: Any, flags: int, mode: int = 0o777) -> int:
        if flags & (os.O_WRONLY | os.O_RDWR) and self._fails("open"):
            raise self._error()
        return os.open(path, flags, mode)

    def ftruncate(self, fd: int, length: int) -> None:
        if self._fails("ftruncate"):
            raise self._error()
        os.ftruncate(fd, length)

    def replace(self, source: Any, target: Any) -> None:
        if self._fails("replace"):
            raise self._error()
        os.replace(source, target)


def inject(monkeypatch: pytest.MonkeyPatch, call: Call, code: int, **options: Any) -> FaultyOs:
    """Make the journal's `call` fail with `code` from now on (until healed); return the stand-in."""
    faulty = FaultyOs(call, code, **options)
    monkeypatch.setattr(saves, "os", faulty)
    return faulty
