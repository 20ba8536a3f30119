"""The Storyteller's lines of the day panel, from the game and the day model (no Qt).

Every count, threshold and "about to die" comes from the day model (systems/botc/day/votes.py):
the panel only words them. The Storyteller sees the tally of a secret vote; the public window does not.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from grimoire_app.i18n import has, tr
from grimoire_app.model.characters import Lang
from grimoire_app.systems.botc.describe import describe
from grimoire_app.systems.botc.events import ACT_CHARACTER, STORYTELLER
from grimoire_app.systems.botc.game import Game
from grimoire_app.systems.botc.state import GameState
from grimoire_app.systems.botc.day import (
    Notice,
    OverridePrompt,
    Prompt,
    Tally,
    TriggerPrompt,
    VictoryPrompt,
    exile_votes_needed,
    in_vote_order,
    leader,
    counted_hands,
    hand_worth,
    secret_voting,
    tallies,
    threshold,
)
from grimoire_app.ui.day_panel.modes import Acting, Mode, Nominating, Voting


def name(state: GameState, seat_id: str | None, lang: Lang) -> str:
    """Return a player's name (the Storyteller's word for the Storyteller; '' for nobody)."""
    if seat_id is None:
        return ""
    if seat_id == STORYTELLER:
        return tr("describe.storyteller", lang)
    return next((seat.name for seat in state.seats if seat.id == seat_id), seat_id)


def header(game: Game, lang: Lang) -> str:
    """Return the day, the living and the votes a nomination needs (and the secret vote, if on)."""
    state = game.state
    text = tr("daypanel.header", lang, day=tr(f"phase.{state.phase.kind}", lang, number=state.phase.number),
              alive=state.alive_count, needed=threshold(game))
    return text + (" · " + tr("daypanel.secret", lang) if secret_voting(game) else "")


@dataclass(frozen=True)
class NominationRow:
    """One of today's nominations as the panel lists it."""

    nominee: str
    text: str
    voted: bool


def nomination_rows(game: Game, lang: Lang) -> list[NominationRow]:
    """Return today's nominations with their tallies against the threshold at vote time."""
    if game.state.today() is None:
        return []
    return [_row(game.state, number, tally, lang) for number, tally in enumerate(tallies(game), 1)]


def _row(state: GameState, number: int, tally: Tally, lang: Lang) -> NominationRow:
    who = dict(number=number, nominator=name(state, tally.nominator, lang), nominee=name(state, tally.nominee, lang))
    if not tally.voted:
        return NominationRow(tally.nominee, tr("daypanel.row.open", lang, **who), False)
    key = "daypanel.row.passes" if tally.passes else "daypanel.row.fails"
    text = tr(key, lang, count=tally.count, needed=tally.threshold, **who)
    return NominationRow(tally.nominee, text + (" · " + tr("daypanel.secret.short", lang) if tally.secret else ""), True)


def leader_text(game: Game, lang: Lang) -> str:
    """Say who is about to die: the executed, the leader with the count, a tie (nobody), or nobody."""
    today = game.state.today()
    if today is None:
        return ""
    if today.execution is not None:
        return tr("daypanel.leader.executed", lang, player=name(game.state, today.execution, lang))
    return _judge(game.state, tallies(game), lang)


def _judge(state: GameState, found: list[Tally], lang: Lang) -> str:
    chosen = leader(found)
    passing = [t.count for t in found if t.passes]
    if chosen is not None:
        return tr("daypanel.leader.about_to_die", lang, player=name(state, chosen, lang), count=max(passing))
    if passing:
        return tr("daypanel.leader.tie", lang, count=max(passing))
    return tr("daypanel.leader.nobody", lang)


def vote_status(game: Game, mode: Voting, lang: Lang) -> str:
    """Say the live count against the threshold, and what recording it now would make of today."""
    state = game.state
    raised = in_vote_order(state, mode.nominee, mode.raised)
    counted = counted_hands(game, raised)
    weights = tuple(hand_worth(state, v) for v in counted)  # the Thief's −1, the Bureaucrat's ×3
    needed = threshold(game)
    found = tallies(game)
    open_index = next((i for i, t in enumerate(found) if t.nominee == mode.nominee and not t.voted), None)
    if open_index is not None:
        found[open_index] = replace(found[open_index], raised=raised, counted=counted, threshold=needed, voted=True, weights=weights)
    count = tr("daypanel.vote.count", lang, count=sum(weights), needed=needed)
    return count + " — " + _judge(state, found, lang)


def instruction(mode: Mode, game: Game, lang: Lang) -> str:
    """Say what the next click on a seat does."""
    state = game.state
    if isinstance(mode, Nominating):
        if mode.nominator is None:
            return tr("daypanel.pick.nominator", lang)
        return tr("daypanel.pick.nominee", lang, player=name(state, mode.nominator, lang))
    if isinstance(mode, Voting):
        return tr("daypanel.pick.hands", lang, player=name(state, mode.nominee, lang))
    return _act_instruction(mode, game, lang)


def act_label(game: Game, kind: str, lang: Lang) -> str:
    """Return a public act's name: the character's name and what it does (or the exile)."""
    return tr(f"daypanel.act.{kind}", lang, character=character_name(game, ACT_CHARACTER[kind], lang))


def _act_instruction(mode: Acting, game: Game, lang: Lang) -> str:
    state, act = game.state, act_label(game, mode.act, lang)
    stage = mode.stage or "seat"
    if mode.act == "exile" and stage == "players":
        return tr("daypanel.pick.exile_voters", lang, player=name(state, mode.seat, lang),
                  count=len(mode.players), needed=exile_votes_needed(state))
    own = f"daypanel.pick.act.{mode.act}.{stage}"  # an act whose stage means something else (the Cult Leader's hands)
    return tr(own if has(own) else f"daypanel.pick.act.{stage}", lang, act=act, player=name(state, mode.seat, lang))


def seat_label(state: GameState, seat_id: str, lang: Lang) -> str:
    """Return a seat button's text: the name, with a dead player's ghost vote."""
    seat = state.seat(seat_id)
    if seat.alive:
        return seat.name
    return tr("daypanel.seat.dead_vote" if seat.ghost_vote else "daypanel.seat.dead", lang, player=seat.name)


def character_name(game: Game, character_id: str, lang: Lang) -> str:
    """Return a character's name in a language (the id when the game does not know it)."""
    character = game.character(character_id)
    return game.library.name(character, lang) if character is not None else character_id


def prompt_text(prompt: Prompt, game: Game, lang: Lang) -> tuple[str, str]:
    """Return a prompt's title and body for the Storyteller."""
    state = game.state
    if isinstance(prompt, OverridePrompt):
        what = describe(prompt.event, state, game.script, game.library, lang)
        reasons = "\n".join("• " + r.text(lang) for r in prompt.refusals)
        return tr("daypanel.override.title", lang, what=what), reasons
    if isinstance(prompt, Notice):
        return tr("daypanel.notice.title", lang), "\n".join(prompt.reasons)
    if isinstance(prompt, TriggerPrompt):
        t = prompt.trigger
        title = character_name(game, t.character, lang) + (f" · {name(state, t.seat, lang)}" if t.seat else "")
        return title, t.text(lang)
    if isinstance(prompt, VictoryPrompt):
        return tr(f"daypanel.victory.{prompt.victory.winner}", lang), prompt.victory.reason(lang)
    return tr("daypanel.dusk.title", lang), tr("daypanel.dusk.execute", lang, player=name(state, prompt.seat, lang))


def prompt_buttons(prompt: Prompt, lang: Lang) -> tuple[str, str | None]:
    """Return the labels of a prompt's yes and no buttons (no None: a single button)."""
    if isinstance(prompt, OverridePrompt):
        return tr("daypanel.override.anyway", lang), tr("daypanel.cancel", lang)
    if isinstance(prompt, Notice) or (isinstance(prompt, TriggerPrompt) and prompt.informative):
        return tr("daypanel.ok", lang), None
    if isinstance(prompt, TriggerPrompt):
        return tr("daypanel.trigger.accept", lang), tr("daypanel.trigger.ignore", lang)
    if isinstance(prompt, VictoryPrompt):
        return tr("daypanel.victory.end", lang), tr("daypanel.victory.continue", lang)
    return tr("daypanel.dusk.yes", lang), tr("daypanel.dusk.no", lang)
