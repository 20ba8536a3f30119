"""Who has won (spec 4, TOR-R1-R3, D2, D3, D17, D18), and why, in words.

`check_win` is pure and may be called at any moment (the moderator script shows a pending win after
a knight's sacrifice), but the game only ends at a phase boundary (D16): resolution.py calls it there.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Literal

from grimoire_app.systems.torsis.data import Lang, TeamId, text
from grimoire_app.systems.torsis.events import Condition, TorsisResult
from grimoire_app.systems.torsis.state import Player, TorsisState, counts_as_torsis


def check_win(state: TorsisState) -> TorsisResult | None:
    """Return the result if a team's condition holds among the living now, else None.

    Humans: nobody living counts as Torsis (R1). Torsis: a strict majority of the living, or nobody
    of the other teams alive (R2). Either one with a Wanderer alive: the Wanderers win instead (R3).
    Nobody alive: a draw (D17).
    """
    alive = state.living()
    if not alive:
        return TorsisResult(winner="draw", condition="nobody_alive")
    torsis = sum(1 for p in alive if counts_as_torsis(p, state.options))
    others = sum(1 for p in alive if p.team != "torsis")
    wanderers = sum(1 for p in alive if p.team == "wanderer")
    condition = _condition(torsis, others, len(alive))
    if condition is None:
        return None
    team: Literal["human", "torsis"] = "human" if condition == "all_torsis_dead" else "torsis"
    winner: TeamId = "wanderer" if wanderers else team
    return TorsisResult(
        winner=winner,
        condition=condition,
        stolen_from=team if wanderers else None,
        winners=_members(state.seated(), winner),
        torsis_alive=torsis,
        alive=len(alive),
    )


def _condition(torsis: int, others: int, alive: int) -> Condition | None:
    if torsis == 0:
        return "all_torsis_dead"
    if 2 * torsis > alive:
        return "torsis_majority"
    return "others_dead" if others == 0 else None


def _members(players: Iterable[Player], team: TeamId) -> tuple[str, ...]:
    return tuple(p.id for p in players if p.team == team)


def declared_draw() -> TorsisResult:
    """Return the result of a draw the moderator declares (D19)."""
    return TorsisResult(winner="draw", condition="declared")


def explain(result: TorsisResult, lang: Lang, torsis_scope: str = "team") -> str:
    """Return why the game ended, in a language.

    >>> r = TorsisResult(winner="wanderer", condition="all_torsis_dead", stolen_from="human")
    >>> print(explain(r, "en"))
    Every Torsis-side player is dead: the Humans win. But a Wanderer is alive, so that win is cancelled and the Wanderers win instead.
    """
    key: str = result.condition
    if key == "all_torsis_dead" and torsis_scope == "role":
        key = "all_torsis_role_dead"
    condition = text(f"win.{key}", lang, torsis=result.torsis_alive, alive=result.alive)
    return text("win.stolen", lang, condition=condition) if result.stolen_from else condition

