"""Keeping the game file honest: one writer per file, and no write that fails in silence.

- `FileClaim` is the right to write one game file: a QLockFile named after the game, beside it
  (`GAME.grimoire.lock`), taken when a game is opened or created for writing and released when
  the session moves to another file or closes. A lock whose process is gone (a crash, a kill)
  is stale and taken over (Qt checks the process id; `setStaleLockTime(0)` keeps a live
  holder's lock valid however long the game lasts). When the lock is held by another window or
  instance, or the file or its folder is read-only, the claim says why and the game opens
  read-only.
- `WriteTrouble` says why a change cannot be written (a failed write, or a read-only game).
- `ask_write` is the blocking message the Storyteller gets, with Retry / Save As… / Cancel; the
  sessions call it through their `ask_write` seam, which tests replace.
- `ReadOnlyBanner` (ui/read_only_banner.py, named here too) is the strip a game window shows while its game is
  read-only.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Literal

from PySide6.QtCore import QLockFile, Qt
from PySide6.QtWidgets import QFileDialog, QMessageBox, QWidget

from grimoire_app import paths
from grimoire_app.i18n import tr
from grimoire_app.ui.read_only_banner import ReadOnlyBanner

if TYPE_CHECKING:
    from grimoire_app.model.characters import Lang

LOCK_SUFFIX = ".lock"
TroubleKind = Literal["failed", "file", "folder", "open", "locked", "nolock"]
__all__ = ["Answer", "AskWrite", "FileClaim", "LOCK_SUFFIX", "ReadOnlyBanner", "WriteTrouble", "ask_write", "game_path", "lock_path", "tell_read_only"]


@dataclass(frozen=True)
class WriteTrouble:
    """Why a change cannot be written: the file, the kind of trouble, and the system's words.

    Kinds: "failed" (a write failed; detail: the system's reason), "file" or "folder" read-only,
    "open" (the file cannot be opened for writing), "locked" (another window or instance writes
    it; detail: who), "nolock" (no lock file can be made; detail: why). `read_only`: the open
    game is read-only (no retry: it stays so); otherwise one write failed and Retry may work.
    """

    path: Path
    kind: TroubleKind
    detail: str = ""
    read_only: bool = False

    @property
    def can_retry(self) -> bool:
        """Whether trying the same write again may work (a read-only game stays read-only)."""
        return not self.read_only

    def why(self, lang: Lang) -> str:
        """Say the reason in a language."""
        return tr(f"saving.why.{self.kind}", lang, detail=self.detail)


Answer = Literal["retry"] | Path | None
"""What the Storyteller chose: try again, continue in another file (its path), or cancel (None)."""

AskWrite = Callable[[WriteTrouble], Answer]
"""The seam a session asks when a change cannot be written."""


def lock_path(path: Path) -> Path:
    """Return the lock file of a game file: beside it, with `.lock` added.

    >>> lock_path(Path("/g/game.grimoire")).as_posix()
    '/g/game.grimoire.lock'
    """
    return path.with_name(path.name + LOCK_SUFFIX)


class FileClaim:
    """The right to write one game file (its lock), or why the game is read-only."""

    def __init__(self, path: Path, lock: QLockFile | None, read_only: WriteTrouble | None) -> None:
        self.path = path
        self.lock = lock
        self.read_only = read_only
        """Why the file may not be written (None: this claim holds its lock)."""

    @property
    def writable(self) -> bool:
        """Whether the game may be written to this file."""
        return self.read_only is None

    @classmethod
    def take(cls, path: Path, existing: bool = True) -> FileClaim:
        """Lock a game file for writing, or say why it opens read-only.

        `existing`: the file is there to be checked for write access (False for a file about to
        be created, whose writing will say itself whether it fails).
        """
        path = path.resolve()
        from grimoire_app.model.saves import write_blocker  # the model: not on the start path (issue 20)

        block = write_blocker(path) if existing else None
        if block is not None:
            return cls(path, None, WriteTrouble(path, block.kind, block.detail, read_only=True))
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
        except OSError as error:
            return cls(path, None, WriteTrouble(path, "failed", error.strerror or str(error), read_only=existing))
        lock = QLockFile(str(lock_path(path)))
        lock.setStaleLockTime(0)
        if lock.tryLock(0):
            return cls(path, lock, None)
        return cls(path, None, _lock_trouble(path, lock, read_only=existing))

    def release(self) -> None:
        """Give the lock back (another window or instance may now write the file)."""
        if self.lock is not None:
            self.lock.unlock()
            self.lock = None


def _lock_trouble(path: Path, lock: QLockFile, read_only: bool) -> WriteTrouble:
    if lock.error() == QLockFile.LockError.LockFailedError:
        info = lock.getLockInfo()
        holder = f"{info[0]}@{info[1]}" if isinstance(info, tuple) and len(info) >= 2 else ""
        return WriteTrouble(path, "locked", holder, read_only)
    return WriteTrouble(path, "nolock", lock.error().name, read_only)


def ask_write(parent: QWidget | None, trouble: WriteTrouble, lang: Lang) -> Answer:
    """Tell the Storyteller, blocking, that a change was not saved and why; ask what to do."""
    box = QMessageBox(QMessageBox.Icon.Critical if trouble.can_retry else QMessageBox.Icon.Warning, "", "", parent=parent)
    box.setObjectName("write-trouble")
    box.setTextFormat(Qt.TextFormat.PlainText)
    if trouble.can_retry:
        box.setWindowTitle(tr("saving.failed.title", lang))
        box.setText(tr("saving.failed.text", lang, file=trouble.path, reason=trouble.why(lang)))
        retry = box.addButton(tr("saving.button.retry", lang), QMessageBox.ButtonRole.AcceptRole)
    else:
        box.setWindowTitle(tr("saving.readonly.title", lang))
        box.setText(tr("saving.readonly.text", lang, file=trouble.path, why=trouble.why(lang)))
        retry = None
    save_as = box.addButton(tr("saving.button.save_as", lang), QMessageBox.ButtonRole.ActionRole)
    cancel = box.addButton(tr("saving.button.cancel", lang), QMessageBox.ButtonRole.RejectRole)
    box.setDefaultButton(retry or save_as)
    box.setEscapeButton(cancel)
    box.exec()
    clicked = box.clickedButton()
    box.deleteLater()
    if retry is not None and clicked is retry:
        return "retry"
    if clicked is save_as:
        from grimoire_app.systems.registry import file_filter

        name, _ = QFileDialog.getSaveFileName(parent, tr("saving.save_as.title", lang), str(paths.games_dir()), file_filter())
        return game_path(name) if name else None
    return None


def tell_read_only(parent: QWidget | None, trouble: WriteTrouble, lang: Lang) -> QMessageBox:
    """Say that a game was just opened read-only, why, and what the Storyteller can do.

    The message does not block (the window behind it shows the game, with its banner): a game
    opened from the command line or at start-up must not stop the app. Returns the message box.
    """
    box = QMessageBox(QMessageBox.Icon.Information, tr("saving.readonly.title", lang),
                      tr("saving.readonly.opened", lang, file=trouble.path, why=trouble.why(lang)),
                      QMessageBox.StandardButton.Ok, parent)
    box.setObjectName("read-only-notice")
    box.setTextFormat(Qt.TextFormat.PlainText)
    box.setWindowModality(Qt.WindowModality.NonModal)
    box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    box.show()
    return box


def game_path(name: str, suffix: str = ".grimoire") -> Path:
    """Return the game file a Save As dialog's answer names: `suffix` added when no game ending was typed.

    Open and Review list only files with a game ending, so a game saved as "tuesday" must become
    "tuesday.grimoire" (issue 19 point 6); a name with another dot keeps it ("night.2" -> "night.2.grimoire").

    >>> game_path("/games/tuesday").name, game_path("/games/tuesday.grimoire").name, game_path("/g/night.2").name
    ('tuesday.grimoire', 'tuesday.grimoire', 'night.2.grimoire')
    """
    path = Path(name)
    from grimoire_app.systems.registry import SYSTEMS

    endings = {system.suffix for system in SYSTEMS.values()} | {suffix}
    return path if path.suffix in endings else path.with_name(path.name + suffix)
