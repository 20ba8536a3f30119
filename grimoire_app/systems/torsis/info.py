"""Who learns what, exactly (spec 3.2 and 3.5): the answers the moderator gives, derived from state.

The "not after their own death" clauses fall out of `Player.alive_before`: a Grave Keeper or
Gravedigger who was dead, even if revived since, hears nothing about deaths while they were dead.
"""

from __future__ import annotations

from collections.abc import Callable

from grimoire_app.systems.torsis.events import Category, Info, Report
from grimoire_app.systems.torsis.state import Player, TorsisState, counts_as_torsis

TORSIS_KILLS = frozenset({"torsis_kill", "kamikaze_attack"})
"""Deaths "killed by the Torsis" for the Gravedigger: the vote kill and Kamikaze attacks (D1, D15)."""


def cleaner_answer(state: TorsisState, target: str) -> Category:
    """Return what a Cleaner learns about a player: the side, Wanderer, or neither (R15)."""
    player = state.player(target)
    if counts_as_torsis(player, state.options):
        return "torsis"
    return "wanderer" if player.team == "wanderer" else "neither"


def prophet_answer(state: TorsisState, target: str) -> str:
    """Return what a Prophet learns about a player: the exact role id (R23)."""
    return state.player(target).role


def grave_keeper_reports(state: TorsisState, keeper: str) -> tuple[Report, ...]:
    """Return what a Grave Keeper learns tonight about the preceding day's dead (R16, D14).

    Every death recorded in that day, whatever the cause, that happened while the keeper was alive;
    in the order they died.
    """
    day = state.phase_index - 1
    watcher = state.player(keeper)
    deaths = _deaths(state, day, lambda causes: True, watcher)
    return tuple(Report(player=p.id, was_torsis=counts_as_torsis(p, state.options)) for p in deaths)


def gravedigger_reports(state: TorsisState, digger: str, night_index: int) -> tuple[Report, ...]:
    """Return the roles a Gravedigger learns at dawn: last night's Torsis and Kamikaze kills (R26, D15).

    `state` is the table at dawn (the night's deaths recorded); a Gravedigger dead at dawn learns nothing.
    """
    watcher = state.player(digger)
    if not watcher.alive:
        return ()
    deaths = _deaths(state, night_index, lambda causes: bool(causes & TORSIS_KILLS), watcher)
    return tuple(Report(player=p.id, role=p.role) for p in deaths)


def _deaths(state: TorsisState, phase_index: int, wanted: Callable[[frozenset[str]], bool], watcher: Player) -> list[Player]:
    found: dict[str, tuple[int, int]] = {}
    for seat, player in enumerate(state.seated()):
        for death in player.deaths_in(phase_index):
            if wanted(death.causes) and watcher.alive_before(death.seq) and player.id not in found:
                found[player.id] = (death.seq, seat)
    return [state.players[pid] for pid in sorted(found, key=found.__getitem__)]


def setup_infos(state: TorsisState) -> tuple[Info, ...]:
    """Return the start-of-game knowledge (R20, R26, D4): Torsis see each other; Gravediggers see them.

    Every Torsis and every Gravedigger receives an Info, even an empty one; nobody else learns anything.
    """
    torsis = [p.id for p in state.holders("torsis")]
    diggers = [p.id for p in state.holders("gravedigger")]
    allies = [Info(recipient=t, kind="torsis_allies", phase_index=0, players=_others(torsis, t)) for t in torsis]
    sight = [
        Info(recipient=d, kind="gravedigger_sight", phase_index=0, players=tuple(torsis), gravediggers=_others(diggers, d))
        for d in diggers
    ]
    return tuple(allies + sight)


def dawn_infos(state: TorsisState, night_index: int) -> tuple[Info, ...]:
    """Return the Gravediggers' dawn information after a night (only those alive at dawn receive one)."""
    return tuple(
        Info(recipient=d.id, kind="gravedigger", phase_index=night_index + 1, reports=gravedigger_reports(state, d.id, night_index))
        for d in state.holders("gravedigger")
        if d.alive
    )


def infos_of(state: TorsisState, player: str) -> tuple[Info, ...]:
    """Return everything one player has been told so far, oldest first (for a "show to player" card)."""
    return tuple(info for info in state.infos if info.recipient == player)


def _others(players: list[str], me: str) -> tuple[str, ...]:
    return tuple(p for p in players if p != me)
