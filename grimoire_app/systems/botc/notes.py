"""The Storyteller's free-text notes per player (claims, suspicions): the one door that builds the event.

A note lives on its seat (`Seat.note`), so it follows the seat when seats are swapped or moved and
stays with a Traveller who leaves (`GameState.departed`). It is Storyteller-private: the public
projection (ui/town_square/public.py) never carries it. Each save of the editor is one
`PlayerNoteChanged` holding the whole text; an empty text removes the note, and undo brings the
previous text back (the fold replays the log without it).
"""

from __future__ import annotations

from grimoire_app.model.errors import IllegalEventError
from grimoire_app.model.limits import MAX_TEXT_LENGTH, count
from grimoire_app.systems.botc.events import PlayerNoteChanged
from grimoire_app.systems.botc.state import GameState

NOTE_LIMIT = MAX_TEXT_LENGTH
"""Characters a note may hold (2,000: a page of handwriting)."""

SHORT_NOTE = 60
"""Characters of a note a one-line place (the log, the Undo menu, the seats table) shows before "…"."""


def set_note(state: GameState, seat_id: str, text: str) -> PlayerNoteChanged:
    """Return the event that sets a player's note to `text` (trailing spaces trimmed; "" removes it).

    Raises:
        IllegalEventError: no seat `seat_id` in the circle, or a text over NOTE_LIMIT characters (not overridable).

    >>> from grimoire_app.systems.botc.state import Seat
    >>> set_note(GameState(seats=(Seat("s1", "도윤"),)), "s1", "셰프 주장: 1  ").text
    '셰프 주장: 1'
    >>> set_note(GameState(), "s9", "x")
    Traceback (most recent call last):
    grimoire_app.model.errors.IllegalEventError: a note for seat 's9': there is no such seat
    """
    if not any(seat.id == seat_id for seat in state.seats):
        raise IllegalEventError([f"a note for seat {seat_id!r}: there is no such seat"], overridable=False)
    text = text.rstrip()
    if len(text) > NOTE_LIMIT:
        raise IllegalEventError([f"a note for seat {seat_id!r} of {count(len(text))} characters ({text[:20]!r}…): at most {count(NOTE_LIMIT)}"], overridable=False)
    return PlayerNoteChanged(seat=seat_id, text=text)


def short_note(text: str, limit: int = SHORT_NOTE) -> str:
    """Return a note on one line, cut at `limit` characters with "…".

    >>> short_note("셰프 주장\\n1 이라고 함"), short_note("x" * 70, 10)
    ('셰프 주장 / 1 이라고 함', 'xxxxxxxxx…')
    """
    line = " / ".join(part.strip() for part in text.splitlines() if part.strip())
    return line if len(line) <= limit else line[: limit - 1].rstrip() + "…"


def notes_of(state: GameState) -> tuple[tuple[str, str], ...]:
    """Return (seat id, note) for every seat with a note: the circle in table order, then departed Travellers.

    >>> from grimoire_app.systems.botc.state import Seat
    >>> notes_of(GameState(seats=(Seat("s1", "a", note="셰프?"), Seat("s2", "b"))))
    (('s1', '셰프?'),)
    """
    seated = {seat.id for seat in state.seats}
    gone = (seat for seat in state.departed if seat.id not in seated)
    return tuple((seat.id, seat.note) for seat in (*state.seats, *gone) if seat.note)
