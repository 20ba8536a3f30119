"""The rules that may refuse an event, each a short reason the Storyteller can override.

`refusals(state, event, catalogue)` lists every rule the event breaks (empty: it is legal). An
event that cannot apply at all is refused by `apply` itself (state.py), and no override helps.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import singledispatch

from grimoire_app.i18n import tr
from grimoire_app.model.characters import Character, Lang, Team
from grimoire_app.systems.botc.events import (
    AlignmentChanged,
    BelievedCharacterSet,
    BluffsSet,
    CharacterAssigned,
    Event,
    STORYTELLER,
    Executed,
    FabledAdded,
    GhostVoteRegained,
    GhostVoteSpent,
    Nominated,
    NoteWritten,
    PhaseAdvanced,
    PlayerDied,
    PlayerNoteChanged,
    PlayerRenamed,
    PlayerRevived,
    PublicAct,
    ReminderPlaced,
    SeatAdded,
    VoteRecorded,
)
from grimoire_app.systems.botc.fabled_applied.ivory import ivory_limit_broken
from grimoire_app.systems.botc.banshee_vote import banshee_empowered, nominations_allowed
from grimoire_app.systems.botc.state import GameState

MAX_SEATS = 20
CharacterLookup = Callable[[str], Character | None]


@dataclass(frozen=True)
class Refusal:
    """One rule an event breaks: a catalogue key and the values it names."""

    key: str
    values: tuple[tuple[str, str], ...] = ()

    def text(self, lang: Lang) -> str:
        """Return the reason in a language."""
        return tr("rule." + self.key, lang, **dict(self.values))


def refusals(state: GameState, event: Event, find: CharacterLookup) -> list[Refusal]:
    """List every rule the event breaks in this state (empty when it is legal)."""
    found = _departed(state, event) + _check(event, state, find)
    if state.result is not None and not isinstance(event, (PhaseAdvanced, PlayerNoteChanged)):  # a note changes no game fact
        return [Refusal("game_over")] + found
    return found


def _departed(state: GameState, event: Event) -> list[Refusal]:
    """Refuse an event naming a seat that left the circle (a Traveller who left: docs/rules/exile.md)."""
    if not state.departed or isinstance(event, (SeatAdded, NoteWritten)):
        return []
    named = {getattr(event, f, None) for f in ("seat", "nominator", "nominee", "other")}
    for f in ("voters", "players", "demons"):
        named.update(getattr(event, f, ()))
    seated = {seat.id for seat in state.seats}
    return [Refusal("seat_departed", (("player", s.name),)) for s in state.departed if s.id in named and s.id not in seated]


@singledispatch
def _check(event: Event, state: GameState, find: CharacterLookup) -> list[Refusal]:
    return []


def _name(state: GameState, seat_id: str) -> tuple[str, str]:
    if seat_id == STORYTELLER:
        return ("player", tr("describe.storyteller", "en"))
    return ("player", state.seat(seat_id).name)


@_check.register
def _(event: SeatAdded, state: GameState, find: CharacterLookup) -> list[Refusal]:
    found = []
    if len(state.seats) >= MAX_SEATS:
        found.append(Refusal("too_many_seats", (("max", str(MAX_SEATS)),)))
    if any(seat.name == event.name for seat in state.seats):
        found.append(Refusal("duplicate_name", (("player", event.name),)))
    return found


@_check.register
def _(event: PlayerRenamed, state: GameState, find: CharacterLookup) -> list[Refusal]:
    taken = any(seat.name == event.name and seat.id != event.seat for seat in state.seats)
    return [Refusal("duplicate_name", (("player", event.name),))] if taken else []


def _unknown(character_ids: tuple[str | None, ...], find: CharacterLookup) -> list[Refusal]:
    return [Refusal("unknown_character", (("character", cid),)) for cid in character_ids if cid and find(cid) is None]


@_check.register
def _(event: CharacterAssigned, state: GameState, find: CharacterLookup) -> list[Refusal]:
    state.seat(event.seat)
    return _unknown((event.character,), find)


@_check.register
def _(event: BelievedCharacterSet, state: GameState, find: CharacterLookup) -> list[Refusal]:
    state.seat(event.seat)
    return _unknown((event.character,), find)


@_check.register
def _(event: ReminderPlaced, state: GameState, find: CharacterLookup) -> list[Refusal]:
    state.seat(event.seat)
    return _unknown((event.character,), find)


@_check.register
def _(event: BluffsSet, state: GameState, find: CharacterLookup) -> list[Refusal]:
    found = _unknown(event.characters, find)
    if len(set(event.characters)) != len(event.characters):
        found.append(Refusal("duplicate_bluff"))
    return found


@_check.register
def _(event: PlayerDied, state: GameState, find: CharacterLookup) -> list[Refusal]:
    return [] if state.seat(event.seat).alive else [Refusal("already_dead", (_name(state, event.seat),))]


@_check.register
def _(event: PlayerRevived, state: GameState, find: CharacterLookup) -> list[Refusal]:
    return [Refusal("not_dead", (_name(state, event.seat),))] if state.seat(event.seat).alive else []


@_check.register
def _(event: GhostVoteSpent, state: GameState, find: CharacterLookup) -> list[Refusal]:
    seat = state.seat(event.seat)
    if seat.alive:
        return [Refusal("alive_no_ghost_vote", (_name(state, event.seat),))]
    return [] if seat.ghost_vote else [Refusal("ghost_vote_spent", (_name(state, event.seat),))]


@_check.register
def _(event: GhostVoteRegained, state: GameState, find: CharacterLookup) -> list[Refusal]:
    seat = state.seat(event.seat)
    if seat.alive:
        return [Refusal("ghost_vote_alive", (_name(state, event.seat),))]
    return [Refusal("ghost_vote_held", (_name(state, event.seat),))] if seat.ghost_vote else []


@_check.register
def _(event: PhaseAdvanced, state: GameState, find: CharacterLookup) -> list[Refusal]:
    expected = state.phase.next()
    if event.to == expected:
        return []
    return [Refusal("phase_order", (("expected", f"{expected.kind} {expected.number}"),))]


@_check.register
def _(event: Nominated, state: GameState, find: CharacterLookup) -> list[Refusal]:
    today = state.today()
    if today is None:
        return [Refusal("not_day")]
    found = []
    player = event.nominator != STORYTELLER  # the Storyteller nominates under a Bishop: day/bishop.py says when
    banshee = player and banshee_empowered(state.seat(event.nominator))  # docs/rules/banshee.md
    if player and not state.seat(event.nominator).alive and not banshee:
        found.append(Refusal("dead_nominator", (_name(state, event.nominator),)))
    made = sum(n.nominator == event.nominator for n in today.nominations)
    if player and made >= nominations_allowed(state.seat(event.nominator)):
        found.append(Refusal("nominated_twice", (_name(state, event.nominator),)))
    if any(n.nominee == event.nominee for n in today.nominations):
        found.append(Refusal("nominee_twice", (_name(state, event.nominee),)))
    if today.execution is not None:
        found.append(Refusal("after_execution"))
    return found


@_check.register
def _(event: VoteRecorded, state: GameState, find: CharacterLookup) -> list[Refusal]:
    today = state.today()
    if today is None:
        return [Refusal("not_day")]
    found = []
    nominations = [n for n in today.nominations if n.nominee == event.nominee]
    if nominations and nominations[-1].voters is not None:
        found.append(Refusal("vote_twice", (_name(state, event.nominee),)))
    if len(set(event.voters)) != len(event.voters):
        found.append(Refusal("duplicate_voter"))
    for voter in event.voters:
        seat = state.seat(voter)
        if not seat.alive and not seat.ghost_vote and not event.ghost_votes_kept and not banshee_empowered(seat):
            found.append(Refusal("ghost_vote_spent", (("player", seat.name),)))
    return found


@_check.register
def _(event: Executed, state: GameState, find: CharacterLookup) -> list[Refusal]:
    today = state.today()
    if today is None:
        return [Refusal("not_day")]
    return [Refusal("one_execution")] if today.execution is not None else []


@_check.register
def _(event: PublicAct, state: GameState, find: CharacterLookup) -> list[Refusal]:
    """An exile (docs/rules/exile.md): of a living Traveller, by day, called once per Traveller per day."""
    if event.act != "exile":
        return []
    today = state.today()
    if today is None:
        return [Refusal("not_day")]
    seat = state.seat(event.seat)
    found = find(seat.character) if seat.character else None
    refused = [] if found is not None and found.team == Team.TRAVELLER else [Refusal("exile_not_traveller", (_name(state, seat.id),))]
    if not seat.alive:
        refused.append(Refusal("already_dead", (_name(state, seat.id),)))
    if _exile_called_today(state, seat.id):
        refused.append(Refusal("exile_twice", (_name(state, seat.id),)))
    return refused


def _exile_called_today(state: GameState, seat_id: str) -> bool:
    for happening in reversed(state.log):
        if happening.phase != state.phase:
            return False
        event = happening.event
        if isinstance(event, PublicAct) and event.act == "exile" and event.seat == seat_id:
            return True
    return False


_FABLED_TEAMS = ("fabled", "loric")


@_check.register
def _(event: FabledAdded, state: GameState, find: CharacterLookup) -> list[Refusal]:
    found = find(event.character)
    if found is None:
        return _unknown((event.character,), find)
    if found.team.value not in _FABLED_TEAMS:
        return [Refusal("not_fabled", (("character", event.character),))]
    return []


@_check.register
def _(event: AlignmentChanged, state: GameState, find: CharacterLookup) -> list[Refusal]:
    limit = ivory_limit_broken(state, event, find)
    if limit is None:
        return []
    return [Refusal("ivory_no_more_evil", (_name(state, event.seat), ("limit", str(limit))))]
