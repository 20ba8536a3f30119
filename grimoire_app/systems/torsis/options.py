"""The table options of a Torsis game; the defaults are the normative v1 rules (spec 2.3)."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict


class TorsisOptions(BaseModel):
    """Switches where the seed reads two ways (spec 7, TOR-D1, D16, D21, D22).

    >>> TorsisOptions().torsis_scope, TorsisOptions(torsis_scope="role").night_voters
    ('team', 'torsis_role')
    """

    model_config = ConfigDict(frozen=True, extra="forbid")
    torsis_scope: Literal["team", "role"] = "team"
    """What "Torsis" means in the wins, the Cleaner and the Grave Keeper: the whole side or the role (D1)."""
    night_voters: Literal["torsis_role", "torsis_team"] = "torsis_role"
    """Who votes the night kill: Torsis-role players only, or the whole Torsis team (D1)."""
    win_check_after_revivals: bool = True
    """Check wins after a boundary's revivals (True) or right after its deaths (D16)."""
    custom_base_locked: bool = True
    """A custom selection keeps at least one Torsis, Cleaner and Butcher (D21)."""
    min_player_rule: Literal["strict_minority", "none"] = "strict_minority"
    """The Torsis team must start as a strict minority: n >= 2E + 1 (D22)."""
