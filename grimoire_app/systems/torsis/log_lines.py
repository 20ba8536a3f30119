"""One line per Torsis event, for the log, the review list and the Undo/Redo menu items (no Qt).

The line is in the window language (ko or en); players by name, roles in the game language.
Outcomes are told as recorded (the boundary's deaths and returns), never re-derived.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from typing import Any

from grimoire_app.i18n import tr
from grimoire_app.model.characters import Lang
from grimoire_app.systems.torsis import (
    CleanerChecked,
    DayVoteCast,
    DrawDeclared,
    FortuneChosen,
    GraveKeeperLearned,
    KamikazeAttackChosen,
    KnightSacrificed,
    MagicianVoteCast,
    NightVoteCast,
    PhaseEnded,
    ProphetChecked,
    ProtectionChosen,
    RolesDealt,
    StatusCorrected,
    TorsisEvent,
    TorsisState,
    phase_name,
    roles,
    team_names,
)
from grimoire_app.systems.torsis.data import Lang as GameLang


def _chosen(key: str, actor: str, target: str | None) -> tuple[str, dict[str, str | None]]:
    return (key if target else key + ".none"), {"player": actor, "target": target}


def _values(event: TorsisEvent) -> tuple[str, dict[str, Any]]:
    """Return an event's catalogue key and the player ids or values it names."""
    simple: dict[type, Callable[[Any], tuple[str, dict[str, Any]]]] = {
        DayVoteCast: lambda e: _chosen("torsis.event.day_vote", e.voter, e.target),
        MagicianVoteCast: lambda e: _chosen("torsis.event.magician_real", e.magician, e.target),
        NightVoteCast: lambda e: _chosen("torsis.event.night_vote", e.voter, e.target),
        ProtectionChosen: lambda e: _chosen("torsis.event.protect", e.priest, e.target),
        KamikazeAttackChosen: lambda e: _chosen("torsis.event.attack", e.kamikaze, e.target),
        FortuneChosen: lambda e: _chosen("torsis.event.fortune", e.fortune_teller, e.target),
        KnightSacrificed: lambda e: ("torsis.event.sacrifice", {"player": e.knight, "target": e.target}),
        CleanerChecked: lambda e: ("torsis.event.check", {"player": e.cleaner, "target": e.target}),
        ProphetChecked: lambda e: ("torsis.event.check", {"player": e.prophet, "target": e.target}),
        GraveKeeperLearned: lambda e: ("torsis.event.learned", {"player": e.keeper}),
        StatusCorrected: lambda e: ("torsis.event.revived" if e.alive else "torsis.event.marked_dead", {"player": e.player}),
        DrawDeclared: lambda e: ("torsis.event.draw", {}),
    }
    return simple[type(event)](event)


def describe(event: TorsisEvent, before: TorsisState, lang: Lang, game_lang: GameLang) -> str:
    """Return one line telling an event, given the state it was recorded in."""
    if isinstance(event, RolesDealt):
        counts: dict[str, int] = {}
        for seat in event.seats:
            counts[seat.role] = counts.get(seat.role, 0) + 1
        line = tr("torsis.event.dealt", lang, n=len(event.seats), roles=composition_text(counts, game_lang))
    elif isinstance(event, PhaseEnded):
        line = _boundary(event, before, lang, game_lang)
    else:
        key, values = _values(event)
        names = {k: (before.name(v) if isinstance(v, str) and k in ("player", "target") else v) for k, v in values.items()}
        line = tr(key, lang, **names)
    return line + (tr("torsis.event.override", lang) if event.override else "")


def _boundary(event: PhaseEnded, before: TorsisState, lang: Lang, game_lang: GameLang) -> str:
    ended = phase_name(event.phase_index, game_lang)
    died = ", ".join(before.name(d.player) for d in event.deaths) or tr("torsis.nobody", lang)
    line = tr("torsis.event.phase_ended", lang, phase=ended, died=died)
    if event.revivals:
        line += tr("torsis.event.returned", lang, players=", ".join(before.name(p) for p in event.revivals))
    if event.result is not None:
        line += tr("torsis.event.result", lang, team=winner_name(event.result.winner, lang, game_lang))
    return line


def winner_name(winner: str, lang: Lang, game_lang: GameLang) -> str:
    """Return the winning team's name in the game language, or the window's word for a draw.

    >>> winner_name("wanderer", "en", "ja"), winner_name("draw", "en", "ja")
    ('流民チーム', 'Draw')
    """
    if winner in ("human", "torsis", "wanderer"):
        return team_names(winner).text(game_lang)  # type: ignore[arg-type]
    return tr("torsis.result.draw", lang)


def role_name(role: str, lang: GameLang) -> str:
    """Return a role's name in a game language (the id when unknown).

    >>> role_name("magician", "ja"), role_name("magician", "ko"), role_name("magician", "en")
    ('奇術師', '마술사', 'Magician')
    """
    found = roles().get(role)
    return found.names.text(lang) if found else role


def composition_text(counts: dict[str, int] | Counter[str], game_lang: GameLang) -> str:
    """Return a composition as "Role ×n" in table order.

    >>> composition_text({"torsis": 1, "human": 2}, "en")
    'Human ×2, Torsis ×1'
    """
    ordered = [role for role in roles() if counts.get(role, 0) > 0]
    return ", ".join(f"{role_name(role, game_lang)} ×{counts[role]}" for role in ordered)
