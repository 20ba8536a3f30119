"""The Marionette's setup jinxes (docs/rules/marionette.md and huntsman.md Jinxes; resources/characters/jinxes.json).

A Marionette who believes they are the Huntsman means the Damsel was put in at setup: the deal lets a Marionette
believe the Huntsman only while a Damsel is in play (`allowed_beliefs`, asked by marionette.spare_good), and the setup
check reports a Marionette believing it without a Damsel in play (`check_believed_adds`). The counts are those of the
characters in play ([DECISION] on huntsman.md: the belief brings no seat of its own; the Damsel already sits in one).
"""

from __future__ import annotations

from collections.abc import Iterable

from grimoire_app.model.errors import Problem
from grimoire_app.systems.botc.setup.adds import brought
from grimoire_app.systems.botc.setup.table import SetupTable

BELIEF_BRINGS = ("huntsman",)
"""Characters that bring another into play even when a Marionette only believes them (their jinx with the Marionette)."""


def _jinxed(table: SetupTable, believed: str) -> bool:
    return table.script.character("marionette") is not None and table.script.character(believed) is not None


def allowed_beliefs(table: SetupTable, spare: Iterable[str]) -> list[str]:
    """Drop from a Marionette's spare good characters those whose brought character is not in play (the Huntsman
    without the Damsel)."""
    kept = []
    for cid in spare:
        needs = brought([cid]).get(cid) if cid in BELIEF_BRINGS and _jinxed(table, cid) else None
        if needs is None or needs in table.in_play:
            kept.append(cid)
    return kept


def check_believed_adds(table: SetupTable) -> list[Problem]:
    """Report a Marionette believing the Huntsman while no Damsel is in play."""
    problems = []
    for seat in table.seats:
        if seat.character != "marionette" or seat.believed not in BELIEF_BRINGS or not _jinxed(table, seat.believed or ""):
            continue
        needs = brought([seat.believed or ""]).get(seat.believed or "")
        if needs is not None and needs not in table.in_play:
            where = f"seat {seat.index} ({seat.name!r})"
            problems.append(Problem(where, f"the Marionette believes the {seat.believed}, so the {needs} must be in play too (jinx)"))
    return problems
