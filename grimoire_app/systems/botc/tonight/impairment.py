"""Is an acting seat drunk or poisoned tonight, and why: the one seam to the reliability rules.

Drunk and poisoned players still wake and act (spec 1.4, 1.11); the step only says they are
impaired and why. The answer comes from the information package's reliability judge (issue 8,
`grimoire_app.systems.botc.info.reliability`), which reads every drunk/poison source as data and
checks that each source still functions. Only the drunk and poisoned reasons that are live count
here: a token whose source no longer functions, and the Harpy's madness, do not impair.
"""

from __future__ import annotations

from grimoire_app.systems.botc.tonight.values import Reason, Text
from grimoire_app.systems.botc.tonight.view import View


def impairment(view: View, seat_id: str) -> tuple[Reason, ...]:
    """Return why the seat's ability does not really work tonight (empty: it works).

    Raises:
        IllegalEventError: no such seat.
    """
    judged = view.judge.impairments(seat_id)
    return tuple(
        Reason(r.effect, (), r.source, r.code if view.character(r.code) else None, Text(r.ko, r.en))
        for r in judged
        if r.effect in ("drunk", "poisoned")
    )
