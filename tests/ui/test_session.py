"""LogSession (issue 15, point 1): one override loop, record_many as one change, "game replaced".

`record_or_confirm` is the app's only "record, and on refusal ask whether to override" loop: the
reasons come in the asked language, yes records with the override noted, no records nothing, and
what no override can pass is told instead. `game_replaced` fires on new, open and Save As.
"""

from __future__ import annotations

import errno
from pathlib import Path

from pytestqt.qtbot import QtBot

from grimoire_app.model import Library
from grimoire_app.systems.botc.commands import kill
from grimoire_app.systems.botc.events import Event, NoteWritten, ReminderMoved
from grimoire_app.systems.botc.files import open_game
from grimoire_app.ui.session import GameSession
from tests.builders import table
from tests.faults import inject
from tests.ui.test_saving import Answers, new_session


def test_record_or_confirm_asks_with_the_reasons_and_overrides_only_on_yes(library: Library, tmp_path: Path) -> None:
    """A refused event: `confirm` gets the reasons in the language; no records nothing, yes records the override."""
    session = new_session(library, tmp_path / "g.grimoire")
    assert session.game is not None
    seat = session.game.state.seats[0].id
    session.record(kill(seat))
    asked: list[list[str]] = []
    assert session.record_or_confirm(kill(seat), lambda reasons: asked.append(reasons) or False, lang="ko") is None
    assert asked and asked[0] and session.game.events[-1] == kill(seat)
    recorded = session.record_or_confirm(kill(seat), lambda reasons: True, lang="en")
    assert recorded is not None and recorded.override and session.game.events[-1] == recorded


def test_record_or_confirm_tells_what_no_override_can_pass(library: Library, tmp_path: Path) -> None:
    """An event that cannot apply at all is told through `inform`, never offered."""
    session = new_session(library, tmp_path / "g.grimoire")
    assert session.game is not None
    told: list[list[str]] = []
    before = session.game.events
    event = ReminderMoved(reminder="nothing", seat=session.game.state.seats[0].id)
    assert session.record_or_confirm(event, lambda reasons: True, told.append) is None
    assert told and session.game.events == before


def test_a_list_is_one_change_with_one_changed_signal(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    """record_or_confirm of a list records it as one undo step and emits `changed` once."""
    session = new_session(library, tmp_path / "g.grimoire")
    assert session.game is not None
    before = session.game.events
    notes: list[Event] = [NoteWritten(text=str(n)) for n in range(3)]
    with qtbot.waitSignal(session.changed) as blocker:
        assert session.record_or_confirm(notes, lambda reasons: False) == notes
    assert blocker.signal_triggered and session.game.steps[-1] == 3
    assert session.undo_description("en") is not None and session.undo_description("en").endswith("and 2 more")  # type: ignore[union-attr]
    session.undo()
    assert session.game.events == before


def test_a_failed_batch_write_is_told_and_keeps_nothing(library: Library, tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """A batch whose write fails: the Storyteller is asked once; Cancel keeps nothing in memory or in the file."""
    path = tmp_path / "g.grimoire"
    session = new_session(library, path)
    session.ask_write = told = Answers()
    assert session.game is not None
    before = session.game.events
    inject(monkeypatch, "write", errno.ENOSPC)
    assert session.record_many([NoteWritten(text="a"), NoteWritten(text="b")]) is None
    assert len(told.asked) == 1 and session.game.events == before
    monkeypatch.undo()
    assert open_game(path, library, writable=False).game.events == before


def test_game_replaced_fires_on_new_open_and_save_as(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    """A different game adopted (a new one, an opened one, the game in another file) says so once each."""
    session = GameSession(library)
    session.ask_write = Answers()
    game = table(library, "000", "민수=noble", "지현=poisoner", "서준=fanggu")
    replaced: list[int] = []
    session.game_replaced.connect(lambda: replaced.append(1))
    assert session.start(game.script, tmp_path / "a.grimoire", game.events)
    session.record(NoteWritten(text="no replacement"))
    assert session.save_as(tmp_path / "b.grimoire")
    session.open(tmp_path / "a.grimoire")
    assert len(replaced) == 3
