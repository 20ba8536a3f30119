"""Setup modifiers of the experimental Demons (issue 21; docs/rules/kazali.md, lordoftyphon.md).

- `minions_chosen_at_night` (Kazali): no Minion tokens go in the bag; every Minion seat becomes a Townsfolk
  seat, and the Kazali makes the Minions on night 1 (tonight/steps_exp_demons.py prompts it).
- `extra_minion` (Lord of Typhon): one Minion more, one Townsfolk fewer.

Each function takes the distribution's work in progress (distribution._Work) and records its change;
distribution._APPLY merges APPLY with one line.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from grimoire_app.systems.botc.setup.counts import Counts
from grimoire_app.systems.botc.setup.data import ModifierKind, ModifierSpec

if TYPE_CHECKING:  # distribution imports this module; the type only
    from grimoire_app.systems.botc.setup.distribution import _Work
else:
    _Work = Any


def minions_chosen_at_night(work: _Work, spec: ModifierSpec) -> None:
    """Turn every Minion seat into a Townsfolk seat (the Kazali makes the Minions on night 1)."""
    minions = work.counts.minion
    work.record(spec, spec.applied.format(n=minions), Counts(minions, 0, -minions, 0))


def extra_minion(work: _Work, spec: ModifierSpec) -> None:
    """One Minion more, one Townsfolk fewer (the Lord of Typhon)."""
    work.record(spec, spec.applied, Counts(-1, 0, 1, 0))


APPLY: dict[ModifierKind, Callable[[_Work, ModifierSpec], None]] = {
    "minions_chosen_at_night": minions_chosen_at_night,
    "extra_minion": extra_minion,
}
