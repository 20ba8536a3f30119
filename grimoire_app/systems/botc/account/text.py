"""The account as text, in Korean or English: the one place its lines are worded.

`entry_line` words one entry; `account_lines` is what `summary FILE` prints; the export lays the
same entry lines out as HTML; review shows `event_line` at each event's position. So the three
cannot word a vote, an execution or a death differently.
"""

from __future__ import annotations

from grimoire_app.i18n import tr
from grimoire_app.model.characters import Lang
from grimoire_app.systems.botc.describe import Namer, describe
from grimoire_app.systems.botc.day.outcome import reason_in
from grimoire_app.systems.botc.events import STORYTELLER, DeathCause, Phase
from grimoire_app.systems.botc.state import GameState
from grimoire_app.systems.botc.account.values import (
    Account,
    Act,
    Death,
    Ended,
    Entry,
    Execution,
    Fired,
    Nomination,
    PhaseAccount,
    PlayerRow,
    Told,
)


def phase_name(phase: Phase, lang: Lang) -> str:
    """Return a phase's name ("1일째 밤", "Day 2").

    >>> phase_name(Phase(kind="night", number=1), "en"), phase_name(Phase(kind="day", number=2), "ko")
    ('Night 1', '2일째 낮')
    """
    return tr(f"phase.{phase.kind}", lang, number=phase.number)


def entry_line(account: Account, entry: Entry, lang: Lang) -> str:
    """Return one entry of the account as a line of text."""
    if isinstance(entry, Nomination):
        return _nomination(entry, lang)
    if isinstance(entry, Execution):
        return _execution(entry, lang)
    if isinstance(entry, Death):
        return death_line(account, entry, lang)
    if isinstance(entry, Act):
        return tr(f"day.account.act.{entry.act}", lang, player=entry.player, others=", ".join(entry.others) or "—", text=entry.text or "—")
    if isinstance(entry, Fired):
        return tr("day.account.trigger", lang, text=entry.trigger.text(lang))
    if isinstance(entry, Ended):
        namer = _namer(account, account.final, lang)
        winner = namer.say(entry.winner) if entry.winner else namer.say("nobody")
        return namer.say("game_ended", winner=winner, reason=reason_in(entry.reason, namer.lang))
    return describe(entry.event, entry.before, account.script, account.library, lang)


def death_line(account: Account, death: Death, lang: Lang) -> str:
    """Return "민수 사망 (악마 푸른 까마귀)": who died and the cause."""
    return tr("describe.died", lang, player=death.player, cause=cause_text(account, death.cause, lang))


def cause_text(account: Account, cause: DeathCause, lang: Lang) -> str:
    """Return the cause of a death in words ("executed", "killed by the Demon Fang Gu")."""
    character = _namer(account, account.final, lang).character(cause.character) if cause.character else ""
    return tr("describe.cause." + cause.kind, lang, character=character).strip()


def _who(seat: str, name: str, lang: Lang) -> str:
    return tr("describe.storyteller", lang) if seat == STORYTELLER else name


def _nomination(entry: Nomination, lang: Lang) -> str:
    player, other = _who(entry.nominator_seat, entry.nominator, lang), _who(entry.nominee_seat, entry.nominee, lang)
    vote = entry.vote
    if vote is None:
        return tr("account.nomination.no_vote", lang, player=player, other=other)
    outcome = tr(f"account.outcome.{entry.outcome}", lang)
    line = tr("account.nomination", lang, player=player, other=other, count=vote.count, needed=vote.threshold,
              outcome=outcome, voters=", ".join(vote.voters) or "—")
    return line + (" " + tr("day.account.secret", lang) if vote.secret else "")


def _execution(entry: Execution, lang: Lang) -> str:
    why = " ".join(t.text(lang) for t in entry.saved_by)
    return tr(f"account.executed.{entry.outcome}", lang, player=_who(entry.seat, entry.player, lang), why=why)


def event_line(account: Account, index: int, lang: Lang) -> str | None:
    """Return what the account says at the event of this index (None: the account does not tell it).

    A nomination with a vote is told at its own position without the vote (not yet taken), and in
    full at the vote's position; one that never got a vote says so at its own position.
    """
    entry = account.entry_at(index)
    if entry is None:
        return None
    if isinstance(entry, Nomination) and entry.at == index and entry.vote is not None:
        player, other = _who(entry.nominator_seat, entry.nominator, lang), _who(entry.nominee_seat, entry.nominee, lang)
        return tr("describe.nominated", lang, player=player, other=other)
    return entry_line(account, entry, lang)


def phase_lines(account: Account, phase: PhaseAccount, lang: Lang) -> list[str]:
    """Return a night's or day's lines, or one line saying nothing was recorded."""
    lines = [entry_line(account, entry, lang) for entry in phase.entries]
    if lines:
        return lines
    return [tr("day.account.quiet" if phase.phase.kind == "day" else "account.quiet", lang)]


def setup_lines(account: Account, lang: Lang) -> list[str]:
    """Return each player seated as the first night began, with their character; the Demon bluffs; info shown."""
    namer = _namer(account, account.start, lang)
    lines = [_seat_line(account, row, lang) for row in account.players if row.start is not None]
    if account.bluffs:
        lines.append(tr("export.summary.bluffs", lang, characters=", ".join(namer.character(c) for c in account.bluffs)))
    lines += [entry_line(account, told, lang) for told in account.setup_info]
    return lines or [tr("account.no_players", lang)]


def _seat_line(account: Account, row: PlayerRow, lang: Lang) -> str:
    seat = row.start
    assert seat is not None
    namer = _namer(account, account.start, lang)
    character = namer.character(seat.character)
    if seat.believed and seat.believed != seat.character:
        character += " — " + tr("export.summary.believes", lang, character=namer.character(seat.believed))
    found = account.script.character(seat.character or "") or account.library.find(seat.character or "")
    if seat.alignment and (found is None or found.team.is_good != (seat.alignment == "good")):
        character += f" ({namer.say(seat.alignment)})"
    return tr("account.seat", lang, number=row.number, player=seat.name, character=character)


def account_lines(account: Account, lang: Lang) -> list[str]:
    """Return the whole account as `summary FILE` prints it: a "== heading ==" per phase, lines indented."""
    lines = [f"== {tr('account.setup', lang)} =="] + ["  " + line for line in setup_lines(account, lang)]
    for phase in account.phases:
        lines.append(f"== {phase_name(phase.phase, lang)} ==")
        lines += ["  " + line for line in phase_lines(account, phase, lang)]
    return lines


def _namer(account: Account, state: GameState, lang: Lang) -> Namer:
    return Namer(state, account.script, account.library, lang)
