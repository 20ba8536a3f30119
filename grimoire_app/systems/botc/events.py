"""Every change to a Blood on the Clocktower game is one of these events (DESIGN.md principle 2).

Events are frozen pydantic models forming one discriminated union on `type`; `apply` in state.py
folds them. They name seats and reminders by stable ids, never by list index. `override` holds the
rule the Storyteller overrode to record the event (None when no rule was in the way), so review
shows it.
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter

SeatId = Annotated[str, Field(min_length=1, max_length=40)]
ReminderId = Annotated[str, Field(min_length=1, max_length=40)]
CharacterId = Annotated[str, Field(min_length=1, max_length=50)]
Alignment = Literal["good", "evil"]
PhaseKind = Literal["setup", "night", "day"]
DeathKind = Literal["execution", "demon", "ability", "storyteller", "exile"]
"""How a player died; "exile" is a Traveller exiled by the town (never an execution: docs/rules/exile.md)."""
InfoKind = Literal[
    "you_are",
    "this_is_the_demon",
    "these_are_your_minions",
    "not_in_play",
    "selected_you",
    "did_you_nominate",
    "use_ability",
    "answer",
    "custom",
]


STORYTELLER = "storyteller"
"""Stands for the Storyteller where a seat id is expected: the Atheist's nominee and executee."""

ActKind = Literal[
    "goblin_claim",
    "alsaahir_guess",
    "damsel_guess",
    "puzzlemaster_guess",
    "klutz_choice",
    "fisherman_visit",
    "savant_visit",
    "exile",
    "slayer_shot",
    "gossip_statement",
    "artist_question",
    "juggler_guess",
    "gunslinger_shot",
    "doomsayer_call",
    "fiddler_contest",
    "fiddler_winner",
    "deusexfiasco_whoopsie",
    "hellslibrarian_spoke",
    "judge_pass",
    "judge_fail",
    "matron_swap",
    "gangster_kill",
    "beggar_token",
    "cacklejack_choice",
    "cultleader_cult",
    "psychopath_kill",
    "mezepheles_word",
    "mayor_stops_riot",
]
ACT_CHARACTER: dict[str, str] = {
    "goblin_claim": "goblin",
    "alsaahir_guess": "alsaahir",
    "damsel_guess": "damsel",
    "puzzlemaster_guess": "puzzlemaster",
    "klutz_choice": "klutz",
    "fisherman_visit": "fisherman",
    "savant_visit": "savant",
    "exile": "exile",
    "slayer_shot": "slayer",
    "gossip_statement": "gossip",
    "artist_question": "artist",
    "juggler_guess": "juggler",
    "gunslinger_shot": "gunslinger",
    "doomsayer_call": "doomsayer",
    "fiddler_contest": "fiddler",
    "fiddler_winner": "fiddler",
    "deusexfiasco_whoopsie": "deusexfiasco",
    "hellslibrarian_spoke": "hellslibrarian",
    "judge_pass": "judge",
    "judge_fail": "judge",
    "matron_swap": "matron",
    "gangster_kill": "gangster",
    "beggar_token": "beggar",
    "cacklejack_choice": "cacklejack",
    "cultleader_cult": "cultleader",
    "psychopath_kill": "psychopath",
    "mezepheles_word": "mezepheles",
    "mayor_stops_riot": "mayor",
}
"""The character whose rule each public act belongs to (an exile belongs to no character)."""


class Phase(BaseModel):
    """A point in the game: setup, then night 1, day 1, night 2, …

    >>> Phase(kind="night", number=1).next()
    Phase(kind='day', number=1)
    """

    model_config = ConfigDict(frozen=True, extra="forbid")
    kind: PhaseKind
    number: int = Field(ge=0)

    def next(self) -> Phase:
        """Return the phase that follows this one."""
        if self.kind == "setup":
            return Phase(kind="night", number=1)
        if self.kind == "night":
            return Phase(kind="day", number=self.number)
        return Phase(kind="night", number=self.number + 1)


SETUP = Phase(kind="setup", number=0)


class DeathCause(BaseModel):
    """Why a player died: executed, killed by the Demon, by a character's ability, or by the Storyteller."""

    model_config = ConfigDict(frozen=True, extra="forbid")
    kind: DeathKind
    character: CharacterId | None = None
    """The character whose ability killed (the Demon's id for a demon kill), when known."""


class _Event(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")
    override: str | None = None
    """The refusal the Storyteller overrode to record this event, if any."""


class SeatAdded(_Event):
    type: Literal["seat_added"] = "seat_added"
    seat: SeatId
    name: str = Field(min_length=1, max_length=40)
    index: int | None = Field(default=None, ge=0)
    """Where in table order the seat goes (None: at the end)."""


class SeatRemoved(_Event):
    """A seat leaves the circle (a Traveller leaving, or a seat added by mistake); its history stays."""

    type: Literal["seat_removed"] = "seat_removed"
    seat: SeatId


class SeatMoved(_Event):
    type: Literal["seat_moved"] = "seat_moved"
    seat: SeatId
    index: int = Field(ge=0)


class SeatsSwapped(_Event):
    type: Literal["seats_swapped"] = "seats_swapped"
    seat: SeatId
    other: SeatId


class PlayerRenamed(_Event):
    type: Literal["player_renamed"] = "player_renamed"
    seat: SeatId
    name: str = Field(min_length=1, max_length=40)


class PlayerNoteChanged(_Event):
    """The Storyteller's own note on a player (claims, suspicions) is set; an empty text removes it.

    Storyteller-private: never shown on the public window or in anything public (docs/save-format.md).

    >>> PlayerNoteChanged(seat="s2", text="claims Chef: 1").text
    'claims Chef: 1'
    """

    type: Literal["player_note_changed"] = "player_note_changed"
    seat: SeatId
    text: str = Field(default="", max_length=2000)
    """The whole note after the change (limits.MAX_TEXT_LENGTH characters at most); "" removes it."""


class CharacterAssigned(_Event):
    type: Literal["character_assigned"] = "character_assigned"
    seat: SeatId
    character: CharacterId | None
    alignment: Alignment
    """The seat's alignment afterwards: the type's default at setup, unchanged during play."""


class BelievedCharacterSet(_Event):
    type: Literal["believed_set"] = "believed_set"
    seat: SeatId
    character: CharacterId | None


class AlignmentChanged(_Event):
    type: Literal["alignment_changed"] = "alignment_changed"
    seat: SeatId
    alignment: Alignment


class ReminderPlaced(_Event):
    type: Literal["reminder_placed"] = "reminder_placed"
    reminder: ReminderId
    seat: SeatId
    character: CharacterId
    token: str = Field(min_length=1, max_length=40)
    inert: bool = False
    """Placed by a choice made while its source was drunk or poisoned: the token does nothing, ever
    (docs/rules/innkeeper.md [DECISION]: an ability is judged when it acts)."""


class ReminderMoved(_Event):
    type: Literal["reminder_moved"] = "reminder_moved"
    reminder: ReminderId
    seat: SeatId
    inert: bool | None = None
    """Moved by a night choice: whether that choice's source was impaired (see ReminderPlaced.inert); None keeps it."""


class ReminderRemoved(_Event):
    type: Literal["reminder_removed"] = "reminder_removed"
    reminder: ReminderId
    because: Literal["dusk", "dawn", "used", "source_gone"] | None = None
    """Why the bookkeeping removed it (a reminder's lifetime ended); None when the Storyteller did."""


class PlayerDied(_Event):
    type: Literal["player_died"] = "player_died"
    seat: SeatId
    cause: DeathCause


class PlayerRevived(_Event):
    type: Literal["player_revived"] = "player_revived"
    seat: SeatId


class GhostVoteSpent(_Event):
    type: Literal["ghost_vote_spent"] = "ghost_vote_spent"
    seat: SeatId


class GhostVoteRegained(_Event):
    """A dead player gets their vote token back (the Ferryman's final day: docs/rules/ferryman.md)."""

    type: Literal["ghost_vote_regained"] = "ghost_vote_regained"
    seat: SeatId


class BluffsSet(_Event):
    type: Literal["bluffs_set"] = "bluffs_set"
    characters: tuple[CharacterId, ...] = Field(max_length=3)


class NoteWritten(_Event):
    type: Literal["note_written"] = "note_written"
    text: str = Field(min_length=1, max_length=2000)
    seat: SeatId | None = None


class PhaseAdvanced(_Event):
    type: Literal["phase_advanced"] = "phase_advanced"
    to: Phase


class Nominated(_Event):
    type: Literal["nominated"] = "nominated"
    nominator: SeatId
    nominee: SeatId


class VoteRecorded(_Event):
    type: Literal["vote_recorded"] = "vote_recorded"
    nominee: SeatId
    """Names today's nomination of this player."""
    voters: tuple[SeatId, ...]
    """Every raised hand in the order the vote went round: clockwise from the player after the
    nominee (table order is clockwise), ending with the nominee (systems.botc.day.vote_order);
    dead voters spend their ghost vote."""
    ghost_votes_kept: bool = False
    """Taken under a living, sober and healthy Voudon: the dead vote without spending (or needing) a ghost vote
    (docs/rules/voudon.md)."""


class Executed(_Event):
    type: Literal["executed"] = "executed"
    seat: SeatId


class InfoShown(_Event):
    type: Literal["info_shown"] = "info_shown"
    seat: SeatId
    info: InfoKind
    characters: tuple[CharacterId, ...] = ()
    players: tuple[SeatId, ...] = ()
    answer: int | bool | str | None = None
    """A typed answer (a number, yes/no, a team name) when the info is one."""
    text: str | None = Field(default=None, max_length=2000)
    step: CharacterId | None = None
    """The night-sheet step (character id) the info belongs to, when shown at night."""


class NightChoice(_Event):
    type: Literal["night_choice"] = "night_choice"
    seat: SeatId
    character: CharacterId
    """Whose ability was used (a Drunk choosing as the Empath records "empath")."""
    players: tuple[SeatId, ...] = ()
    characters: tuple[CharacterId, ...] = ()
    text: str | None = Field(default=None, max_length=2000)


class PublicAct(_Event):
    """A public act of the day (spec 1.9): a claim, a guess, a choice, a visit, an exile.

    `seat` is the claimant, the guesser, the Klutz, the visitor, or the Traveller being exiled;
    `players` the named players (a guess, a choice, the Alsaahir's Minions, the exile's voters);
    `demons` only the Alsaahir's named Demons; `text` the words of a statement (the Gossip's).

    >>> PublicAct(act="klutz_choice", seat="s3", players=("s5",)).character
    'klutz'
    """

    type: Literal["public_act"] = "public_act"
    act: ActKind
    seat: SeatId
    players: tuple[SeatId, ...] = ()
    demons: tuple[SeatId, ...] = ()
    text: str | None = Field(default=None, max_length=2000)
    """What was said, for an act that is a statement (the Gossip's)."""
    characters: tuple[CharacterId, ...] = ()
    """The characters guessed, one per named player in order (the Juggler's guesses)."""

    @property
    def character(self) -> str:
        """Return the character whose rule the act belongs to."""
        return ACT_CHARACTER[self.act]


class NightStepChanged(_Event):
    """The Storyteller skips a step of tonight's sheet, or runs it just before or after another."""

    type: Literal["night_step_changed"] = "night_step_changed"
    step: CharacterId
    """The night-sheet step (a character id, or dusk / minioninfo / demoninfo / dawn)."""
    change: Literal["skip", "before", "after"]
    other: CharacterId | None = None
    """The step it now runs before or after (None for a skip)."""


class GameEnded(_Event):
    type: Literal["game_ended"] = "game_ended"
    winner: Alignment | None
    reason: str = Field(min_length=1, max_length=500)


class FabledAdded(_Event):
    """A Fabled or Loric put in play (at setup or any time): public, outside the circle."""

    type: Literal["fabled_added"] = "fabled_added"
    character: CharacterId
    names: CharacterId | None = None
    """The character a Loric names when put in play (the Storm Catcher's good character,
    docs/rules/stormcatcher.md); None for the others and in older saves."""


class FabledRemoved(_Event):
    """A Fabled or Loric taken out of play."""

    type: Literal["fabled_removed"] = "fabled_removed"
    character: CharacterId


class NightOrderChanged(_Event):
    """The Storyteller reorders the script's night sheet for the rest of the game (dragged in the step list).

    Unlike NightStepChanged (one step, tonight only) this is the game's own order for every first
    or every other night from now on; the script export writes it as `_meta.firstNight`/`otherNight`.
    """

    type: Literal["night_order_changed"] = "night_order_changed"
    night: Literal["first", "other"]
    order: tuple[CharacterId, ...] = Field(max_length=300)
    """Every step of that night's sheet (character ids, and dusk / minioninfo / demoninfo / dawn) in the new order."""


Event = Annotated[
    SeatAdded
    | SeatRemoved
    | SeatMoved
    | SeatsSwapped
    | PlayerRenamed
    | PlayerNoteChanged
    | CharacterAssigned
    | BelievedCharacterSet
    | AlignmentChanged
    | ReminderPlaced
    | ReminderMoved
    | ReminderRemoved
    | PlayerDied
    | PlayerRevived
    | GhostVoteSpent
    | GhostVoteRegained
    | BluffsSet
    | NoteWritten
    | PhaseAdvanced
    | Nominated
    | VoteRecorded
    | Executed
    | InfoShown
    | NightChoice
    | PublicAct
    | NightStepChanged
    | GameEnded
    | FabledAdded
    | FabledRemoved
    | NightOrderChanged,
    Field(discriminator="type"),
]

EVENT_ADAPTER: TypeAdapter[Event] = TypeAdapter(Event)
"""Validates one event from JSON (the journal reads each line with it)."""
