"""What the Torsis square shows, as frozen values computed from the state (no Qt).

Seats paint from these records only, so a test reads exactly what the square would show. Role
names, abilities and phase names come in the game language (ko, en or ja, from resources/torsis);
the square's own words (pill labels, counts) in the window language (ko or en).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from grimoire_app.i18n import tr
from grimoire_app.model.characters import Lang
from grimoire_app.systems.torsis import (
    Player,
    TorsisState,
    announcement_text,
    phase_name,
    public_tally,
    roles,
    team_names,
)
from grimoire_app.systems.torsis.data import Lang as GameLang
from grimoire_app.systems.torsis.log_lines import composition_text, role_name
from grimoire_app.ui.town_square.faces import TokenFace, initials

TEAM_KEYS = {"human": "townsfolk", "torsis": "minion", "wanderer": "traveller"}
"""Torsis teams drawn in the town square's team colours: Humans blue, Torsis red, Wanderers purple."""
ROLE_KEYS = {"human": "outsider", "torsis": "demon"}
"""Roles with a colour of their own: the plain Human lighter, the Torsis role darker."""


@dataclass(frozen=True)
class Pill:
    """A reminder pill beside a seat: what is on that player this phase."""

    text: str
    team: str
    """A key of metrics.TEAM_COLOURS for the pill's cap."""


@dataclass(frozen=True)
class TorsisSeatFace:
    """Everything one seat shows."""

    player_id: str
    name: str
    token: TokenFace
    alive: bool
    pills: tuple[Pill, ...]
    tooltip: str


@dataclass(frozen=True)
class MiddleText:
    """The middle of the square: the phase, the counts and the last announcement."""

    phase: str
    counts: str
    announcement: str


def colour_key(role: str) -> str:
    """Return the TEAM_COLOURS key a role's token is drawn in.

    >>> colour_key("torsis"), colour_key("butcher"), colour_key("priest"), colour_key("wanderer")
    ('demon', 'minion', 'townsfolk', 'traveller')
    """
    found = roles().get(role)
    return ROLE_KEYS.get(role) or TEAM_KEYS.get(found.team if found else "", "townsfolk")


def token(role: str, lang: GameLang) -> TokenFace:
    """Return the disc of a role: its name, initials and colour."""
    name = role_name(role, lang)
    return TokenFace(name, initials(name), colour_key(role))


def seat_faces(state: TorsisState, lang: Lang, game_lang: GameLang) -> tuple[TorsisSeatFace, ...]:
    """Return every seat's face, in seat order."""
    pills = _pills(state, lang)
    return tuple(
        TorsisSeatFace(p.id, p.name, token(p.role, game_lang), p.alive, tuple(pills.get(p.id, ())), _tooltip(state, p, lang, game_lang))
        for p in state.seated()
    )


def _pills(state: TorsisState, lang: Lang) -> dict[str, list[Pill]]:
    """Return the pills by player: tonight's or today's choices, tallies and pending returns."""
    found: dict[str, list[Pill]] = {}

    def add(player: str, key: str, team: str, **values: object) -> None:
        found.setdefault(player, []).append(Pill(tr(key, lang, **values), team))

    if state.phase == "day":
        for target, count in public_tally(state).items():
            add(target, "torsis.pill.public_votes", "townsfolk", count=count)
        for target in state.magician_real.values():
            add(target, "torsis.pill.magician_real", "minion")
        for target in state.fortune_today.values():
            add(target, "torsis.pill.extra_today", "townsfolk")
    if state.phase == "night":
        for target, count in Counter(state.night_votes.values()).items():
            add(target, "torsis.pill.night_votes", "demon", count=count)
        for target in set(state.protections.values()):
            add(target, "torsis.pill.protected", "townsfolk")
        for target in state.kamikaze_attacks.values():
            add(target, "torsis.pill.kamikaze", "minion")
        for target in state.fortune_next.values():
            add(target, "torsis.pill.extra_tomorrow", "townsfolk")
    for pending in state.pending_revivals:
        add(pending.target, "torsis.pill.returns", "fabled")
    return found


def _tooltip(state: TorsisState, player: Player, lang: Lang, game_lang: GameLang) -> str:
    found = roles().get(player.role)
    lines = [player.name, f"{role_name(player.role, game_lang)} · {team_names(player.team).text(game_lang)}"]
    if found is not None:
        lines.append(found.ability.text(game_lang))
    lines.append(tr("torsis.status.alive" if player.alive else "torsis.status.dead", lang))
    return "\n".join(lines)


def middle_text(state: TorsisState, lang: Lang, game_lang: GameLang) -> MiddleText:
    """Return the phase, the living count and the latest public announcement (none before Day 1 ends)."""
    if not state.started:
        return MiddleText("", "", "")
    counts = tr("torsis.square.counts", lang, alive=len(state.living()), players=len(state.seat_order))
    last = next((a for a in reversed(state.announcements) if a.phase_index > 0), None)
    said = announcement_text(last, state, game_lang) if last is not None else ""
    phase = tr("torsis.square.game_over", lang) if state.result is not None else phase_name(state.phase_index, game_lang)
    return MiddleText(phase, counts, said)


def last_announcement(state: TorsisState, lang: Lang, game_lang: GameLang) -> str:
    """Return the latest public announcement with the phase it closed, for the banner ("" before any)."""
    last = next((a for a in reversed(state.announcements) if a.phase_index > 0), None)
    if last is None:
        return ""
    when = phase_name(last.phase_index, game_lang)
    return tr("torsis.announcement", lang, phase=when, text=announcement_text(last, state, game_lang))
