"""The rules that may refuse an event, each a short reason the moderator can override.

`refusals(state, event)` lists every rule the event breaks (empty: legal). Each refusal carries
the spec's RuleError code (WRONG_PHASE, DEAD_ACTOR, BAD_TARGET, SELF_TARGET, NOT_ELIGIBLE,
ALREADY_USED, GAME_OVER) plus WRONG_ANSWER and RESOLUTION_MISMATCH for recorded outcomes that are
not the rules' own; the code leads its message. Events that cannot apply at all are refused by
`apply` and no override helps.
"""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass
from functools import singledispatch

from grimoire_app.systems.torsis.data import Lang, roles, text
from grimoire_app.systems.torsis.events import (
    CleanerChecked,
    DayVoteCast,
    FortuneChosen,
    GraveKeeperLearned,
    KamikazeAttackChosen,
    KnightSacrificed,
    MagicianVoteCast,
    NightVoteCast,
    PhaseEnded,
    ProphetChecked,
    ProtectionChosen,
    Report,
    RolesDealt,
    StatusCorrected,
    TorsisEvent,
)
from grimoire_app.systems.torsis.info import cleaner_answer, grave_keeper_reports, prophet_answer
from grimoire_app.systems.torsis.resolution import resolve_boundary
from grimoire_app.systems.torsis.state import PhaseKind, TorsisState, phase_name

KNIGHTS = ("white_knight", "black_knight")
_NIGHT: tuple[PhaseKind, ...] = ("night",)


@dataclass(frozen=True)
class Refusal:
    """One rule an event breaks: its code, the message variant and the values it names.

    >>> Refusal("DEAD_ACTOR", (("player", "Mina"),)).text("en")
    'DEAD_ACTOR: Mina is dead and can no longer vote or use abilities (TOR-R6).'
    """

    code: str
    values: tuple[tuple[str, object], ...] = ()
    variant: str = ""
    """A suffix choosing the message (BAD_TARGET_dead, BAD_TARGET_alive, ...)."""

    def text(self, lang: Lang) -> str:
        """Return the reason in a language, led by its code; role ids and phases in words."""
        values = {key: _localized(key, value, lang) for key, value in self.values}
        key = f"refusal.{self.code}_{self.variant}" if self.variant else f"refusal.{self.code}"
        return f"{self.code}: {text(key, lang, **values)}"


def _localized(key: str, value: object, lang: Lang) -> object:
    if key == "role" and isinstance(value, str) and value in roles():
        return roles()[value].names.text(lang)
    if key == "phase" and isinstance(value, int):
        return phase_name(value, lang)
    return value


def refusals(state: TorsisState, event: TorsisEvent) -> list[Refusal]:
    """List every rule the event breaks in this state (empty when it is legal)."""
    if not state.started or isinstance(event, RolesDealt):
        return []
    over = [Refusal("GAME_OVER")] if state.result is not None else []
    return over + _check(event, state)


@singledispatch
def _check(event: TorsisEvent, state: TorsisState) -> list[Refusal]:
    return []


def _acting(state: TorsisState, actor: str, kinds: Collection[PhaseKind], allowed: Collection[str] | None) -> list[Refusal]:
    """Check the phase, that the actor's role has the ability, and that the actor lives (R6)."""
    player = state.player(actor)
    found = [] if state.phase in kinds else [Refusal("WRONG_PHASE", (("phase", state.phase_index),))]
    if allowed is not None and player.role not in allowed:
        found.append(Refusal("NOT_ELIGIBLE", (("player", player.name), ("role", player.role))))
    if not player.alive:
        found.append(Refusal("DEAD_ACTOR", (("player", player.name),)))
    return found


def _living_target(state: TorsisState, actor: str, target: str | None, self_ok: bool = False) -> list[Refusal]:
    """Check a choice of a living player; another one unless self_ok (D6, D8, D9, D11, D13). None passes."""
    if target is None:
        return []
    player = state.player(target)
    found = [] if player.alive else [Refusal("BAD_TARGET", (("player", player.name),), "dead")]
    if target == actor and not self_ok:
        found.append(Refusal("SELF_TARGET", (("player", player.name),)))
    return found


def _choice(state: TorsisState, actor: str, target: str | None, kind: PhaseKind, allowed: Collection[str] | None) -> list[Refusal]:
    return _acting(state, actor, (kind,), allowed) + _living_target(state, actor, target)


@_check.register
def _(event: DayVoteCast, state: TorsisState) -> list[Refusal]:
    return _choice(state, event.voter, event.target, "day", None)


@_check.register
def _(event: MagicianVoteCast, state: TorsisState) -> list[Refusal]:
    return _choice(state, event.magician, event.target, "day", ("magician",))


@_check.register
def _(event: NightVoteCast, state: TorsisState) -> list[Refusal]:
    return _choice(state, event.voter, event.target, "night", night_voter_roles(state))


def night_voter_roles(state: TorsisState) -> tuple[str, ...]:
    """Return the roles that vote the night kill under the table's options (D1)."""
    if state.options.night_voters == "torsis_team":
        return tuple(role.id for role in roles().values() if role.team == "torsis")
    return ("torsis",)


@_check.register
def _(event: ProtectionChosen, state: TorsisState) -> list[Refusal]:
    found = _acting(state, event.priest, _NIGHT, ("priest",))
    return found + _living_target(state, event.priest, event.target, self_ok=True)


@_check.register
def _(event: KamikazeAttackChosen, state: TorsisState) -> list[Refusal]:
    return _choice(state, event.kamikaze, event.target, "night", ("kamikaze",))


@_check.register
def _(event: FortuneChosen, state: TorsisState) -> list[Refusal]:
    return _choice(state, event.fortune_teller, event.target, "night", ("fortune_teller",))


@_check.register
def _(event: KnightSacrificed, state: TorsisState) -> list[Refusal]:
    found = _acting(state, event.knight, ("day", "night"), KNIGHTS)
    target = state.player(event.target)
    if target.alive:
        found.append(Refusal("BAD_TARGET", (("player", target.name),), "alive"))
    return found


def _used(state: TorsisState, actor: str, ability: str) -> list[Refusal]:
    if (actor, ability) in state.info_done:
        return [Refusal("ALREADY_USED", (("player", state.name(actor)),))]
    return []


def _answer(given: object, true: object) -> list[Refusal]:
    return [] if given == true else [Refusal("WRONG_ANSWER", (("expected", true),))]


@_check.register
def _(event: CleanerChecked, state: TorsisState) -> list[Refusal]:
    found = _choice(state, event.cleaner, event.target, "night", ("cleaner",)) + _used(state, event.cleaner, "cleaner")
    return found + _answer(event.answer, cleaner_answer(state, event.target))


@_check.register
def _(event: ProphetChecked, state: TorsisState) -> list[Refusal]:
    found = _choice(state, event.prophet, event.target, "night", ("prophet",)) + _used(state, event.prophet, "prophet")
    return found + _answer(event.answer, prophet_answer(state, event.target))


@_check.register
def _(event: GraveKeeperLearned, state: TorsisState) -> list[Refusal]:
    found = _acting(state, event.keeper, _NIGHT, ("grave_keeper",)) + _used(state, event.keeper, "grave_keeper")
    if state.phase != "night":
        return found
    true = grave_keeper_reports(state, event.keeper)
    return found + ([] if event.reports == true else [Refusal("WRONG_ANSWER", (("expected", _reports(true)),))])


def _reports(reports: tuple[Report, ...]) -> str:
    return ", ".join(f"{r.player}: {'Torsis' if r.was_torsis else 'not Torsis'}" for r in reports) or "-"


@_check.register
def _(event: PhaseEnded, state: TorsisState) -> list[Refusal]:
    if event.phase_index != state.phase_index:
        return [Refusal("WRONG_PHASE", (("phase", event.phase_index),), "index")]
    rules = resolve_boundary(state)
    if event.model_copy(update={"override": None}) == rules:
        return []
    return [Refusal("RESOLUTION_MISMATCH", (("expected", _summary(rules)),))]


def _summary(boundary: PhaseEnded) -> str:
    deaths = ", ".join(d.player for d in boundary.deaths) or "-"
    back = ", ".join(boundary.revivals) or "-"
    winner = boundary.result.winner if boundary.result else "-"
    return f"deaths {deaths}; revivals {back}; winner {winner}"


@_check.register
def _(event: StatusCorrected, state: TorsisState) -> list[Refusal]:
    player = state.player(event.player)
    return [Refusal("BAD_TARGET", (("player", player.name),), "status")] if player.alive == event.alive else []
