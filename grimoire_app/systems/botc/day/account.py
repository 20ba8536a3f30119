"""day_account: what happened each day, for the `summary` command and review.

Per day: each nomination with who voted, the count and the threshold; the execution and whether
the player died; deaths with their cause; public acts; the triggers whose proposals were recorded;
and the result if the game ended that day.
"""

from __future__ import annotations

from typing import Any

from grimoire_app.i18n import tr
from grimoire_app.model.characters import Lang
from grimoire_app.model.commands import kill
from grimoire_app.model.describe import describe
from grimoire_app.model.events import Event, Executed, GameEnded, Nominated, PhaseAdvanced, PlayerDied, ReminderPlaced
from grimoire_app.model.game import Game
from grimoire_app.systems.botc.day.acts import act_of
from grimoire_app.systems.botc.day.dispatch import triggers_at
from grimoire_app.systems.botc.day.facts import Moment
from grimoire_app.systems.botc.day.triggers import Trigger
from grimoire_app.systems.botc.day.votes import Tally, tallies


def day_account(game: Game, lang: Lang) -> list[str]:
    """Return the account of every day so far: a heading per day, then its lines (indented)."""
    lines: list[str] = []
    for number in _days(game):
        lines.append(f"== {tr('phase.day', lang, number=number)} ==")
        lines += ["  " + line for line in _one_day(game, number, lang)]
    return lines


def _days(game: Game) -> list[int]:
    return [e.to.number for e in game.events if isinstance(e, PhaseAdvanced) and e.to.kind == "day"]


def _one_day(game: Game, number: int, lang: Lang) -> list[str]:
    m = Moment.now(game)
    day = list(m.day_events(number))
    votes = iter(tallies(game, number))
    lines: list[str] = []
    for index, event in day:
        before = game.state_at(index)
        act = act_of(event)
        if isinstance(event, Nominated):
            lines.append(_nomination(m, next(votes), lang))
        elif act is not None:
            lines.append(tr(f"day.account.act.{act.act}", lang, player=m.name(act.seat), others=_names(m, act.demons + act.players)))
        elif isinstance(event, (Executed, PlayerDied, GameEnded)):
            lines.append(_execution(m, event, day, lang) if isinstance(event, Executed) else describe(event, before, game.script, game.library, lang))
        lines += [tr("day.account.trigger", lang, text=t.text(lang)) for t in _fired(game, index, event, day)]
    return lines or [tr("day.account.quiet", lang)]


def _names(m: Moment, seats: tuple[str, ...]) -> str:
    return ", ".join(m.name(s) for s in seats) or "—"


def _nomination(m: Moment, tally: Tally, lang: Lang) -> str:
    values: dict[str, Any] = {"player": m.name(tally.nominator), "other": m.name(tally.nominee)}
    if not tally.voted:
        return tr("day.account.nomination.no_vote", lang, **values)
    values |= {"count": tally.count, "needed": tally.threshold, "voters": _names(m, tally.raised)}
    line = tr("day.account.nomination", lang, **values)
    return line + (" " + tr("day.account.secret", lang) if tally.secret else "")


def _execution(m: Moment, event: Executed, day: list[tuple[int, Event]], lang: Lang) -> str:
    died = any(isinstance(e, PlayerDied) and e.seat == event.seat and e.cause.kind == "execution" for _, e in day)
    return tr("day.account.executed" + ("" if died else ".survived"), lang, player=m.name(event.seat))


def _fired(game: Game, index: int, event: Event, day: list[tuple[int, Event]]) -> list[Trigger]:
    """Return the triggers of a recorded event that took effect.

    A trigger that only informs or asks a choice fired with its event; one that proposes events
    fired when they were recorded later that day; one that replaces its event did not (the
    event was recorded all the same). A survival (the Fool, the Lleech) replaced the death it
    prevented, so it is read at the execution: what the death would have triggered.
    """
    later = [_key(e) for i, e in day if i > index]
    act = act_of(event)
    found: list[Trigger] = []
    for when in ("before", "after"):
        asked = act if act is not None and when == "before" else event
        found += [t for t in triggers_at(game, index, asked, when) if _took_effect(t, later)]
    if isinstance(event, Executed) and not any(isinstance(e, PlayerDied) and e.seat == event.seat for i, e in day if i > index):
        seat = Moment(game, index + 1).find(event.seat)
        if seat is not None and seat.alive:
            prevented = triggers_at(game, index + 1, kill(event.seat, "execution"), "before")
            found += [t for t in prevented if t.replaces and all(_key(p) in later for p in t.proposed)]
    return found


def _took_effect(trigger: Trigger, later: list[str]) -> bool:
    if trigger.replaces:
        return False
    return trigger.choice is not None or all(_key(p) in later for p in trigger.proposed)


def _key(event: Event) -> str:
    exclude = {"override", "reminder"} if isinstance(event, ReminderPlaced) else {"override"}
    return event.model_dump_json(exclude=exclude)


