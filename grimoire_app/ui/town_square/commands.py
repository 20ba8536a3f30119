"""Turn what the Storyteller does on the square into events, recorded through the session.

Every action builds its event with grimoire_app.systems.botc.commands (or the event type itself) and
records it with `record` (a list with `record_many`, as one change), which offers "record anyway as
a Storyteller override" when only rules refuse it (the session's one loop, `record_or_confirm`). The dialogs are seams: tests pass `confirm` and `inform` functions instead.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtWidgets import QMessageBox, QWidget

from grimoire_app.i18n import tr
from grimoire_app.systems.botc import commands as build
from grimoire_app.systems.botc import notes
from grimoire_app.model.errors import IllegalEventError
from grimoire_app.model.characters import Lang
from grimoire_app.systems.botc.events import (
    AlignmentChanged,
    BelievedCharacterSet,
    Event,
    GhostVoteSpent,
    InfoKind,
    InfoShown,
    PlayerRenamed,
    PlayerRevived,
    ReminderMoved,
    ReminderRemoved,
    SeatMoved,
    SeatRemoved,
    SeatsSwapped,
)
from grimoire_app.ui.plain import literal, plain
from grimoire_app.ui.session import GameSession

Confirm = Callable[[list[str]], bool]
"""Ask whether to record a refused event anyway, given the reasons; True: override."""
Inform = Callable[[list[str]], None]
"""Tell the Storyteller an event cannot be recorded at all."""


def ask_override(parent: QWidget | None, reasons: list[str], lang: Lang) -> bool:
    """Ask whether to record a refused event anyway, as a Storyteller override; True means yes."""
    box = plain(QMessageBox(QMessageBox.Icon.Warning, tr("square.override.title", lang), tr("square.override.text", lang, reasons="\n".join(reasons)), parent=parent))
    anyway = box.addButton(tr("square.override.anyway", lang), QMessageBox.ButtonRole.AcceptRole)
    box.addButton(tr("square.override.cancel", lang), QMessageBox.ButtonRole.RejectRole)
    box.exec()
    return box.clickedButton() is anyway


def tell_refused(parent: QWidget | None, reasons: list[str], lang: Lang) -> None:
    """Tell the Storyteller why an event cannot be recorded at all."""
    QMessageBox.warning(parent, tr("square.refused.title", lang), literal("\n".join(reasons)))


class SquareCommands:
    """Records the square's requests as events; the one place the square writes to the game."""

    def __init__(self, session: GameSession, lang: Lang, parent: QWidget | None = None, confirm: Confirm | None = None, inform: Inform | None = None) -> None:
        self.session = session
        self.lang: Lang = lang
        self.confirm = confirm or (lambda reasons: ask_override(parent, reasons, self.lang))
        self.inform = inform or (lambda reasons: tell_refused(parent, reasons, self.lang))

    def record(self, event: Event) -> Event | None:
        """Record an event; when rules refuse it, offer the override; return what was recorded (or None)."""
        return self.session.record_or_confirm(event, self.confirm, self.inform, self.lang)

    def record_many(self, events: Sequence[Event]) -> list[Event] | None:
        """Record a list of events as one change (one undo step); when rules refuse any, offer the override."""
        return self.session.record_or_confirm(events, self.confirm, self.inform, self.lang)

    # -- seats ----------------------------------------------------------------------------------------

    def swap_seats(self, seat: str, other: str) -> Event | None:
        """Swap two seats in table order."""
        return self.record(SeatsSwapped(seat=seat, other=other))

    def move_seat(self, seat: str, index: int) -> Event | None:
        """Move a seat to another place in table order."""
        return self.record(SeatMoved(seat=seat, index=index))

    def add_seat(self, name: str) -> Event | None:
        """Seat a new player at the end of the table."""
        return self.record(build.add_seat(self.session.state, name))

    def remove_seat(self, seat: str) -> Event | None:
        """Remove a seat."""
        return self.record(SeatRemoved(seat=seat))

    def rename(self, seat: str, name: str) -> Event | None:
        """Rename a player."""
        return self.record(PlayerRenamed(seat=seat, name=name))

    def set_note(self, seat: str, text: str) -> Event | None:
        """Set a player's note to the text saved in the editor ("" removes it): one event per save, none when unchanged."""
        state = self.session.state
        try:
            event = notes.set_note(state, seat, text)
        except IllegalEventError as error:
            self.inform(list(error.reasons))
            return None
        return None if event.text == state.seat(seat).note else self.record(event)

    # -- characters -----------------------------------------------------------------------------------

    def assign(self, seat: str, character_id: str | None) -> Event | None:
        """Give a seat a character (None: no character)."""
        game = self.session.game
        if game is None:
            return None
        character = game.character(character_id) if character_id else None
        if character_id and character is None:
            self.inform([tr("square.unknown_character", self.lang, character=character_id)])
            return None
        return self.record(build.assign_character(self.session.state, seat, character))

    def believe(self, seat: str, character_id: str | None) -> Event | None:
        """Set what a player believes they are (None: what they are)."""
        return self.record(BelievedCharacterSet(seat=seat, character=character_id))

    def flip_alignment(self, seat: str) -> Event | None:
        """Turn a player good if evil, evil if good."""
        alignment = self.session.state.seat(seat).alignment
        return self.record(AlignmentChanged(seat=seat, alignment="good" if alignment == "evil" else "evil"))

    # -- life and death -------------------------------------------------------------------------------

    def kill(self, seat: str, kind: str = "storyteller", character: str | None = None) -> Event | None:
        """Kill a player, saying why."""
        return self.record(build.kill(seat, kind, character))

    def revive(self, seat: str) -> Event | None:
        """Bring a dead player back to life."""
        return self.record(PlayerRevived(seat=seat))

    def toggle_alive(self, seat: str) -> Event | None:
        """Kill a living player (by the Storyteller) or revive a dead one."""
        return self.kill(seat) if self.session.state.seat(seat).alive else self.revive(seat)

    def spend_ghost_vote(self, seat: str) -> Event | None:
        """Mark a dead player's ghost vote as used."""
        return self.record(GhostVoteSpent(seat=seat))

    # -- reminders ------------------------------------------------------------------------------------

    def place_reminder(self, seat: str, character: str, token: str) -> Event | None:
        """Put a reminder token by a seat."""
        return self.record(build.place_reminder(self.session.state, seat, character, token))

    def move_reminder(self, reminder: str, seat: str) -> Event | None:
        """Move a reminder token to another seat."""
        return self.record(ReminderMoved(reminder=reminder, seat=seat))

    def remove_reminder(self, reminder: str) -> Event | None:
        """Take a reminder token off the square (the Storyteller's own removal)."""
        return self.record(ReminderRemoved(reminder=reminder))

    # -- shown to a player ----------------------------------------------------------------------------

    def show_info(self, seat: str, info: InfoKind, characters: tuple[str, ...] = (), players: tuple[str, ...] = (), text: str | None = None) -> Event | None:
        """Record that an info card was shown to a player."""
        return self.record(InfoShown(seat=seat, info=info, characters=characters, players=players, text=text or None))
