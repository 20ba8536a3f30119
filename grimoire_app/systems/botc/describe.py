"""One readable line per event, in Korean or English ("Poisoned placed on 민수").

Used for the Undo/Redo menu text, the game summary and the review timeline. `describe` reads
the state *before* the event, so names are those the table saw at that moment.
"""

from __future__ import annotations

from functools import singledispatch

from grimoire_app.i18n import tr
from grimoire_app.model.characters import Team, Lang
from grimoire_app.systems.botc.events import (
    STORYTELLER,
    AlignmentChanged,
    BelievedCharacterSet,
    BluffsSet,
    CharacterAssigned,
    Event,
    Executed,
    FabledAdded,
    FabledRemoved,
    GameEnded,
    GhostVoteRegained,
    GhostVoteSpent,
    InfoShown,
    NightChoice,
    NightOrderChanged,
    NightStepChanged,
    Nominated,
    NoteWritten,
    Phase,
    PhaseAdvanced,
    PlayerDied,
    PlayerNoteChanged,
    PlayerRenamed,
    PlayerRevived,
    PublicAct,
    ReminderMoved,
    ReminderPlaced,
    ReminderRemoved,
    SeatAdded,
    SeatMoved,
    SeatRemoved,
    SeatsSwapped,
    VoteRecorded,
)
from grimoire_app.model.library import Library
from grimoire_app.model.script import Script
from grimoire_app.systems.botc.notes import short_note
from grimoire_app.systems.botc.state import GameState
from grimoire_app.systems.botc.day.outcome import reason_in


class Namer:
    """Names of seats, characters and reminder tokens in one language, for one moment of a game."""

    def __init__(self, state: GameState, script: Script, library: Library, lang: Lang) -> None:
        self.state, self.script, self.library, self.lang = state, script, library, lang

    def seat(self, seat_id: str) -> str:
        if seat_id == STORYTELLER:
            return self.say("storyteller")
        return next((seat.name for seat in self.state.seats if seat.id == seat_id), seat_id)

    def character(self, character_id: str | None) -> str:
        if character_id is None:
            return tr("describe.no_character", self.lang)
        found = self.script.character(character_id) or self.library.find(character_id)
        if found:
            return self.library.name(found, self.lang)
        special = self.library.special_steps.get(character_id)  # a step that concerns no character (minion info)
        return special.block(self.lang).name if special else character_id

    def token(self, character_id: str, token: str) -> str:
        found = self.script.character(character_id) or self.library.find(character_id)
        return self.library.reminder_name(found, token, self.lang) if found else token

    def step(self, step_id: str) -> str:
        """Name a night-sheet step: a character, or dusk / minion info / demon info / dawn (`character` knows both)."""
        return self.character(step_id)

    def answer(self, answer: object) -> str:
        """Say an answer: yes / no for a yes-or-no one (the Fortune Teller's), else the number or word itself."""
        if isinstance(answer, bool):
            return self.say("answer.yes" if answer else "answer.no")
        if answer in ("good", "evil"):
            return self.say(str(answer))
        if answer in WORD_ANSWERS:
            return tr("nightpanel.answer." + str(answer), self.lang)
        if isinstance(answer, str) and answer in TEAM_VALUES:
            return tr("info.type." + answer, self.lang)
        return str(answer)

    def phase(self, phase: Phase) -> str:
        return tr(f"phase.{phase.kind}", self.lang, number=phase.number)

    def say(self, key: str, **values: object) -> str:
        return tr("describe." + key, self.lang, **values)


TEAM_VALUES = frozenset(team.value for team in Team)

WORD_ANSWERS: tuple[str, ...] = ("good", "evil", "neither", "clockwise", "anticlockwise")
"""The answers that are a word, said with `nightpanel.answer.<word>` (the Shugenja's direction, a Knight-like
"neither"); the log, the account and the night panel say them the same way."""
"""Answers that name a character type (the Balloonist's), said in the reader's language."""


def describe(event: Event, before: GameState, script: Script, library: Library, lang: Lang) -> str:
    """Return one line saying what the event did, naming players as they were before it."""
    line = _describe(event, Namer(before, script, library, lang))
    if event.override:
        line += " " + tr("describe.override", lang)
    return line


@singledispatch
def _describe(event: Event, n: Namer) -> str:
    return type(event).__name__


@_describe.register
def _(event: SeatAdded, n: Namer) -> str:
    return n.say("seat_added", player=event.name)


@_describe.register
def _(event: SeatRemoved, n: Namer) -> str:
    return n.say("seat_removed", player=n.seat(event.seat))


@_describe.register
def _(event: SeatMoved, n: Namer) -> str:
    return n.say("seat_moved", player=n.seat(event.seat), place=event.index + 1)


@_describe.register
def _(event: SeatsSwapped, n: Namer) -> str:
    return n.say("seats_swapped", player=n.seat(event.seat), other=n.seat(event.other))


@_describe.register
def _(event: PlayerRenamed, n: Namer) -> str:
    return n.say("renamed", player=n.seat(event.seat), name=event.name)


@_describe.register
def _(event: PlayerNoteChanged, n: Namer) -> str:
    if not event.text:
        return n.say("player_note_removed", player=n.seat(event.seat))
    return n.say("player_note", player=n.seat(event.seat), text=short_note(event.text))


@_describe.register
def _(event: CharacterAssigned, n: Namer) -> str:
    return n.say("character_assigned", player=n.seat(event.seat), character=n.character(event.character))


@_describe.register
def _(event: BelievedCharacterSet, n: Namer) -> str:
    return n.say("believed_set", player=n.seat(event.seat), character=n.character(event.character))


@_describe.register
def _(event: AlignmentChanged, n: Namer) -> str:
    return n.say("alignment_changed", player=n.seat(event.seat), alignment=n.say(event.alignment))


@_describe.register
def _(event: ReminderPlaced, n: Namer) -> str:
    return n.say("reminder_placed", token=n.token(event.character, event.token), player=n.seat(event.seat))


@_describe.register
def _(event: ReminderMoved, n: Namer) -> str:
    seat, reminder = n.state.reminder(event.reminder)
    token = n.token(reminder.character, reminder.token)
    return n.say("reminder_moved", token=token, player=seat.name, other=n.seat(event.seat))


@_describe.register
def _(event: ReminderRemoved, n: Namer) -> str:
    seat, reminder = n.state.reminder(event.reminder)
    line = n.say("reminder_removed", token=n.token(reminder.character, reminder.token), player=seat.name)
    return n.say("because." + event.because, line=line) if event.because else line


@_describe.register
def _(event: PlayerDied, n: Namer) -> str:
    cause = n.say("cause." + event.cause.kind, character=n.character(event.cause.character) if event.cause.character else "")
    return n.say("died", player=n.seat(event.seat), cause=cause.strip())


@_describe.register
def _(event: PlayerRevived, n: Namer) -> str:
    return n.say("revived", player=n.seat(event.seat))


@_describe.register
def _(event: GhostVoteSpent, n: Namer) -> str:
    return n.say("ghost_vote_spent", player=n.seat(event.seat))


@_describe.register
def _(event: GhostVoteRegained, n: Namer) -> str:
    return n.say("ghost_vote_regained", player=n.seat(event.seat))


@_describe.register
def _(event: BluffsSet, n: Namer) -> str:
    return n.say("bluffs_set", characters=", ".join(n.character(c) for c in event.characters) or "—")


@_describe.register
def _(event: NoteWritten, n: Namer) -> str:
    about = f" ({n.seat(event.seat)})" if event.seat else ""
    return n.say("note", text=event.text) + about


@_describe.register
def _(event: PhaseAdvanced, n: Namer) -> str:
    return n.say("phase", phase=n.phase(event.to))


@_describe.register
def _(event: Nominated, n: Namer) -> str:
    return n.say("nominated", player=n.seat(event.nominator), other=n.seat(event.nominee))


@_describe.register
def _(event: VoteRecorded, n: Namer) -> str:
    voters = ", ".join(n.seat(v) for v in event.voters) or "—"
    return n.say("voted", other=n.seat(event.nominee), count=len(event.voters), voters=voters)


@_describe.register
def _(event: Executed, n: Namer) -> str:
    return n.say("executed", player=n.seat(event.seat))


@_describe.register
def _(event: InfoShown, n: Namer) -> str:
    parts = [] if event.info == "answer" else [n.say("info." + event.info)]
    parts += [n.character(c) for c in event.characters]
    parts += [n.seat(p) for p in event.players]
    if event.answer is not None:
        parts.append(n.answer(event.answer))
    if event.text:
        parts.append(f"“{event.text}”")
    player = n.say("player_as", player=n.seat(event.seat), character=n.step(event.step)) if event.step else n.seat(event.seat)
    return n.say("info_shown", player=player, info=" · ".join(parts) or "—")  # nothing shown: the Godfather's "no Outsider"


@_describe.register
def _(event: NightChoice, n: Namer) -> str:
    chosen = [n.seat(p) for p in event.players] + [n.character(c) for c in event.characters]
    return n.say("night_choice", player=n.seat(event.seat), character=n.character(event.character), chosen=", ".join(chosen) or "—")


@_describe.register
def _(event: PublicAct, n: Namer) -> str:
    named = ", ".join(n.seat(p) for p in (*event.demons, *event.players)) or "—"
    if event.characters:  # the Juggler's guesses: each player with the character guessed
        guessed = [*event.characters, *[None] * len(event.players)]
        named = ", ".join(f"{n.seat(p)}: {n.character(c)}" if c else n.seat(p) for p, c in zip(event.players, guessed))
    return n.say("act." + event.act, player=n.seat(event.seat), named=named, text=event.text or "—")


@_describe.register
def _(event: NightStepChanged, n: Namer) -> str:
    step = n.step(event.step)
    if event.change == "skip":
        return n.say("step_skipped", step=step)
    return n.say("step_moved." + event.change, step=step, other=n.step(event.other or ""))


@_describe.register
def _(event: GameEnded, n: Namer) -> str:
    winner = n.say(event.winner) if event.winner else n.say("nobody")
    return n.say("game_ended", winner=winner, reason=reason_in(event.reason, n.lang))


@_describe.register
def _(event: FabledAdded, n: Namer) -> str:
    if event.names:
        return n.say("fabled_added_naming", character=n.character(event.character), named=n.character(event.names))
    return n.say("fabled_added", character=n.character(event.character))


@_describe.register
def _(event: FabledRemoved, n: Namer) -> str:
    return n.say("fabled_removed", character=n.character(event.character))


@_describe.register
def _(event: NightOrderChanged, n: Namer) -> str:
    return n.say("night_order_changed." + event.night, order=" → ".join(n.step(step) for step in event.order))
