"""ReviewFaces: the town square's Faces, remembered, so stepping through a long game stays smooth.

Review shows the same few thousand seats and reminders over and over (states share them), and a
face is a pure function of the seat or reminder value and the language. Remembering faces by value
makes `TownSquareScene.sync` cost the Qt work only (the faces' texts are what a step spent most of
its time on). The middle face is remembered per state object: the game keeps every state, and a
state's middle never changes, whatever fields `Faces.middle` comes to read.
"""

from __future__ import annotations

from grimoire_app.model.characters import Lang
from grimoire_app.model.library import Library
from grimoire_app.model.script import Script
from grimoire_app.systems.botc.state import GameState, Reminder, Seat
from grimoire_app.ui.town_square.faces import Faces, MiddleFace, ReminderFace, SeatFace


class ReviewFaces(Faces):
    """Faces for one game in one language, each computed once."""

    def __init__(self, script: Script | None, library: Library, lang: Lang) -> None:
        super().__init__(script, library, lang)
        self._seats: dict[Seat, SeatFace] = {}
        self._reminders: dict[tuple[str, Reminder], ReminderFace] = {}
        self._middles: dict[int, tuple[GameState, MiddleFace]] = {}

    def seat(self, seat: Seat) -> SeatFace:
        """Return what a seat token shows (remembered by the seat's value)."""
        face = self._seats.get(seat)
        if face is None:
            face = self._seats[seat] = super().seat(seat)
        return face

    def reminder(self, seat_id: str, reminder: Reminder) -> ReminderFace:
        """Return what a reminder token shows (remembered by seat and reminder)."""
        key = (seat_id, reminder)
        face = self._reminders.get(key)
        if face is None:
            face = self._reminders[key] = super().reminder(seat_id, reminder)
        return face

    def middle(self, state: GameState) -> MiddleFace:
        """Return the middle of the square (remembered per state object; the entry keeps the state alive)."""
        kept = self._middles.get(id(state))
        if kept is None or kept[0] is not state:
            kept = self._middles[id(state)] = (state, super().middle(state))
        return kept[1]
