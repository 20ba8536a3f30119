"""panel_view: everything the day panel shows, as one value computed from the game and the mode (no Qt).

The widgets only copy this value onto the screen, so what the panel shows can be tested without
a display, and a redraw can never write to the game.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from grimoire_app.i18n import tr
from grimoire_app.model.characters import Character, Lang
from grimoire_app.systems.botc.events import STORYTELLER, Event, Executed
from grimoire_app.systems.botc.game import Game
from grimoire_app.systems.botc.day.bishop import bishop_nominates
from grimoire_app.systems.botc.state import GameState
from grimoire_app.systems.botc.setup.homebrew import special_notes
from grimoire_app.systems.botc.day import (
    ACT_REPEATS,
    ACT_STAGES,
    Prompt,
    available_acts,
    execution_events,
    exile_votes_needed,
    hand_counts,
    storyteller_nominable,
    tallies,
    vote_order,
)
from grimoire_app.ui.day_panel.modes import Acting, Mode, Nominating, Voting
from grimoire_app.ui.day_panel.texts import (
    NominationRow,
    act_label,
    character_name,
    header,
    instruction,
    leader_text,
    name,
    nomination_rows,
    seat_label,
    vote_status,
)
from grimoire_app.systems.botc.day.live_vote import VoteInProgress, vote_in_progress
from grimoire_app.systems.botc.day.outcome import reason_in


@dataclass(frozen=True)
class SeatFace:
    """What one seat button shows."""

    seat: str
    text: str
    checked: bool = False
    enabled: bool = True
    tip: str = ""
    at_hand: bool = False
    """The clock hand points at this seat (while voting)."""


@dataclass(frozen=True)
class PanelView:
    """The day panel's whole picture."""

    mode: Mode
    """The mode, checked against the game (a vote on a nomination undone falls back to nominating)."""
    header: str
    instruction: str = ""
    status: str = ""
    seats: list[SeatFace] = field(default_factory=list)
    active: bool = False
    """Whether the Storyteller may click: a day is on and no question waits."""
    rows: list[NominationRow] = field(default_factory=list)
    leader: str = ""
    acts: list[tuple[str, str]] = field(default_factory=list)
    exile_note: str = ""
    execute_label: str = ""
    can_execute: bool = False
    confirm: str = ""
    cancel: str = ""
    live: VoteInProgress | None = None
    """The vote being taken (the squares draw it: hands, clock hand, count)."""
    hand: str = ""
    """Where the clock hand is ("시계 바늘: 서준 (3/8)"), while voting."""
    notes: str = ""
    """Homebrew app features that matter now and the app leaves to the Storyteller (a vote multiplier while voting)."""


def panel_view(game: Game | None, mode: Mode, prompt: Prompt | None, lang: Lang) -> PanelView:
    """Return what the panel shows for a game, a mode and the question waiting (if any)."""
    if game is None:
        return PanelView(Nominating(), tr("daypanel.no_game", lang))
    state = game.state
    if state.result is not None and prompt is None:  # game over: nominations and day acts are closed (issue 19)
        return PanelView(Nominating(), _ended(game, lang), rows=nomination_rows(game, lang) if state.today() else [], notes="\n".join(_end_notes(game, lang)))
    if state.today() is None:
        phase = tr(f"phase.{state.phase.kind}", lang, number=state.phase.number)
        return PanelView(Nominating(), _ended(game, lang) or tr("daypanel.not_day", lang, phase=phase), notes="\n".join(_end_notes(game, lang)))
    mode = checked_mode(game, mode)
    confirm, cancel = _bar(mode, lang)
    executing = execution_events(game)
    return PanelView(
        mode=mode,
        header=" — ".join(t for t in (header(game, lang), _ended(game, lang)) if t),
        instruction=_bishop_hint(game, mode, lang) or instruction(mode, game, lang),
        status=vote_status(game, mode, lang) if isinstance(mode, Voting) else rounds_status(game, mode, lang),
        seats=seat_faces(game, mode, lang),
        active=prompt is None,
        rows=nomination_rows(game, lang),
        leader=leader_text(game, lang),
        acts=[(kind, act_label(game, kind, lang)) for kind in available_acts(game)],
        exile_note=tr("daypanel.exile.needed", lang, needed=exile_votes_needed(state)) if "exile" in available_acts(game) else "",
        execute_label=_execute_label(game, executing, lang),
        can_execute=bool(executing),
        confirm=confirm,
        cancel=cancel,
        live=(live := _live(game, mode, lang)),
        hand=hand_text(live, state, lang),
        notes="\n".join(_special_notes(game, mode, lang)),
    )


def _special_notes(game: Game, mode: Mode, lang: Lang) -> list[str]:
    """Return the day-time (and, during a vote, vote-time) homebrew specials of the characters in play (setup/homebrew.py)."""
    notes = special_notes(_in_play(game), "day", lang)
    notes += special_notes(_in_play(game), "vote", lang) if isinstance(mode, Voting) else []
    return notes + _end_notes(game, lang)


def _end_notes(game: Game, lang: Lang) -> list[str]:
    """Return the reveal-time homebrew specials once the game has ended (before the characters are revealed)."""
    return special_notes(_in_play(game), "end", lang) if game.state.result is not None else []


def _in_play(game: Game) -> list[Character]:
    return [found for cid in dict.fromkeys(s.character for s in game.state.seats if s.character) if (found := game.character(cid))]


def _bishop_hint(game: Game, mode: Mode, lang: Lang) -> str:
    """Return the Bishop's hint while a nomination waits for its nominator under a working Bishop (else '')."""
    waiting = isinstance(mode, Nominating) and mode.nominator is None
    return tr("daypanel.bishop.hint", lang) if waiting and bishop_nominates(game) else ""


def _ended(game: Game, lang: Lang) -> str:
    result = game.state.result
    return tr("daypanel.ended", lang, reason=reason_in(result.reason, lang)) if result is not None else ""


def checked_mode(game: Game, mode: Mode) -> Mode:
    """Return the mode if it still fits the game, else a fresh nomination (after an undo, say)."""
    seats = {s.id for s in game.state.seats}
    if isinstance(mode, Voting):
        still_open = any(t.nominee == mode.nominee and not t.voted for t in tallies(game))
        return mode if still_open and game.state.today() is not None else Nominating()
    if isinstance(mode, Nominating):
        named = {mode.nominator, mode.nominee} - {None, STORYTELLER}
        return mode if named <= seats else Nominating()
    return mode if mode.seat is None or mode.seat in seats else Nominating()


def seat_faces(game: Game, mode: Mode, lang: Lang) -> list[SeatFace]:
    """Return the seat buttons for a mode: vote order while voting, table order otherwise."""
    state = game.state
    if isinstance(mode, Voting):
        order = vote_order(state, mode.nominee)
        at = order[mode.hand] if mode.hand < len(order) else None
        return [replace(_face(state, s, s in mode.raised, mode.override or s in mode.raised or hand_counts(game, s), lang), at_hand=s == at)
                for s in order if s != STORYTELLER]
    picked = _picked(mode)
    faces = [_face(state, s.id, s.id in picked, True, lang) for s in state.seats]
    if isinstance(mode, Nominating) and mode.nominator is not None and storyteller_nominable(game):
        faces.append(SeatFace(STORYTELLER, name(state, STORYTELLER, lang), mode.nominee == STORYTELLER))
    elif isinstance(mode, Nominating) and mode.nominator in (None, STORYTELLER) and bishop_nominates(game):  # docs/rules/bishop.md
        faces.append(SeatFace(STORYTELLER, name(state, STORYTELLER, lang), mode.nominator == STORYTELLER, tip=tr("daypanel.bishop.hint", lang)))
    return faces


def _face(state: GameState, seat_id: str, checked: bool, enabled: bool, lang: Lang) -> SeatFace:
    seat = state.seat(seat_id)
    tip = "" if seat.alive else tr("square.tip.dead_vote" if seat.ghost_vote else "square.tip.dead_no_vote", lang)
    return SeatFace(seat_id, seat_label(state, seat_id, lang), checked, enabled, tip)


def _picked(mode: Nominating | Acting) -> set[str | None]:
    if isinstance(mode, Nominating):
        return {mode.nominator, mode.nominee}
    return {mode.seat, *mode.players, *mode.demons}


def _bar(mode: Mode, lang: Lang) -> tuple[str, str]:
    """Return the labels of the confirm and cancel buttons ('' hides one)."""
    if isinstance(mode, Voting):
        return tr("daypanel.button.record_vote", lang), tr("daypanel.button.later", lang)
    if isinstance(mode, Nominating):
        return "", tr("daypanel.button.clear", lang) if mode.nominator is not None else ""
    stage, last = mode.stage, mode.step == len(ACT_STAGES[mode.act]) - 1
    confirm = "" if stage in ("seat", "player", None) else tr("daypanel.button.record" if last else "daypanel.button.next", lang)
    if stage == "player" and mode.act in ACT_REPEATS and mode.characters:
        confirm = tr("daypanel.button.record", lang)
    return confirm, tr("daypanel.cancel", lang)


def rounds_status(game: Game, mode: Mode, lang: Lang) -> str:
    """Return the rounds an act has named so far ("추측 2/5: 지현 = 세이지, 민수 = 마녀"), or '' for other acts."""
    if not isinstance(mode, Acting) or mode.act not in ACT_REPEATS or not mode.characters:
        return ""
    pairs = ", ".join(f"{name(game.state, p, lang)} = {character_name(game, c, lang)}" for p, c in zip(mode.players, mode.characters))
    return tr("daypanel.act.rounds", lang, count=len(mode.characters), most=ACT_REPEATS[mode.act][1], rounds=pairs)


def _execute_label(game: Game, executing: tuple[Event, ...], lang: Lang) -> str:
    today = game.state.today()
    if today is not None and today.execution is not None and not executing:  # the Butcher's second execution is still offered
        return tr("daypanel.button.executed", lang, player=name(game.state, today.execution, lang))
    first = executing[0] if executing else None
    if not isinstance(first, Executed):
        return tr("daypanel.button.no_execution", lang)
    return tr("daypanel.button.execute", lang, player=name(game.state, first.seat, lang))


def _live(game: Game, mode: Mode, lang: Lang) -> VoteInProgress | None:
    """Return the vote being taken, as the day model describes it (the squares draw it; the public one withholds a secret vote)."""
    if not isinstance(mode, Voting):
        return None
    return vote_in_progress(game, mode.nominee, mode.raised, mode.hand)


def hand_text(vote: VoteInProgress | None, state: GameState, lang: Lang) -> str:
    """Say where the clock hand is: the player it points at and how far round it is (or that it has gone round)."""
    if vote is None:
        return ""
    if vote.reached is None:
        return tr("livevote.hand.done", lang)
    return tr("livevote.hand", lang, player=name(state, vote.reached, lang), at=vote.hand + 1, total=len(vote.order))
