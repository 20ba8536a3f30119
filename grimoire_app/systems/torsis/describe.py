"""Words for the moderator: information to give, public announcements and vote tallies.

Player ids become names; role ids become role names in the chosen language. Announcements name
players only, never roles or vote counts (D5, D12).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from grimoire_app.systems.torsis.data import Lang, roles, text
from grimoire_app.systems.torsis.events import Info, Report
from grimoire_app.systems.torsis.state import Announcement, TorsisState


def names(state: TorsisState, players: Iterable[str], lang: Lang) -> str:
    """Return player names joined with commas, or the word for nobody."""
    listed = [state.name(p) for p in players]
    return ", ".join(listed) if listed else text("note.nobody", lang)


def role_name(role: str, lang: Lang) -> str:
    """Return a role's name in a language (the id when unknown)."""
    found = roles().get(role)
    return found.names.text(lang) if found else role


def info_text(info: Info, state: TorsisState, lang: Lang) -> str:
    """Return what the moderator tells or shows the recipient of one piece of information."""
    player = state.name(info.recipient)
    if info.kind == "torsis_allies" and not info.players:
        return text("info.torsis_alone", lang, player=player)
    if info.kind == "torsis_allies":
        return text("info.torsis_allies", lang, player=player, players=names(state, info.players, lang))
    if info.kind == "gravedigger_sight":
        return text(
            "info.gravedigger_sight",
            lang,
            player=player,
            players=names(state, info.players, lang),
            others=names(state, info.gravediggers, lang),
        )
    if info.kind in ("cleaner", "prophet"):
        return _check_text(info, state, lang)
    return text(f"info.{info.kind}", lang, player=player, reports=_reports_text(info.reports, state, lang))


def _check_text(info: Info, state: TorsisState, lang: Lang) -> str:
    answer = info.answer or ""
    shown = text(f"answer.{answer}", lang) if info.kind == "cleaner" else role_name(answer, lang)
    target = state.name(info.target or "")
    return text(f"info.{info.kind}", lang, player=state.name(info.recipient), target=target, answer=shown)


def _reports_text(reports: Iterable[Report], state: TorsisState, lang: Lang) -> str:
    lines = [_report_text(report, state, lang) for report in reports]
    return "; ".join(lines) if lines else text("info.no_information", lang)


def _report_text(report: Report, state: TorsisState, lang: Lang) -> str:
    target = state.name(report.player)
    if report.role is not None:
        return text("info.role_of", lang, target=target, role=role_name(report.role, lang))
    return text("info.was_torsis" if report.was_torsis else "info.was_not_torsis", lang, target=target)


def announcement_text(announcement: Announcement, state: TorsisState, lang: Lang) -> str:
    """Return the public words of an announcement: who died and who is back (names only).

    >>> from grimoire_app.systems.torsis.state import Announcement, TorsisState
    >>> announcement_text(Announcement(1, died=("H1",)), TorsisState(), "en")
    'Died: H1'
    """
    if not announcement.boundary:
        return " ".join(text("announce.has_died", lang, player=state.name(p)) for p in announcement.died)
    parts = [text("announce.died", lang, players=names(state, announcement.died, lang))] if announcement.died else []
    if announcement.returned:
        parts.append(text("announce.returned", lang, players=names(state, announcement.returned, lang)))
    return " ".join(parts) if parts else text("announce.nobody_died", lang)


def tally_text(tally: Mapping[str, int], state: TorsisState, lang: Lang) -> str:
    """Return a vote tally as "Name 3, Name 2" (most votes first), for the moderator's eyes."""
    ordered = sorted(tally.items(), key=lambda item: (-item[1], state.seat_order.index(item[0])))
    return ", ".join(f"{state.name(p)} {count}" for p, count in ordered if count) or text("note.no_votes", lang)


def choices_text(choices: Mapping[str, str], key: str, state: TorsisState, lang: Lang) -> list[str]:
    """Return one line per recorded choice ("X protects Y"), in seat order."""
    ordered = [p for p in state.seat_order if p in choices]
    return [text(key, lang, player=state.name(p), target=state.name(choices[p])) for p in ordered]
