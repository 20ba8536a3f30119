"""The Mathematician/Marionette jinx (issue 21): docs/rules/marionette.md Jinxes."""

from __future__ import annotations

from grimoire_app.model import Library
from tests.builders import seat_of, to_phase
from tests.systems.botc.info.helpers import only
from tests.systems.botc.jinx_minions_helpers import jinx_table


def test_marionettes_false_answer_may_count_for_the_mathematician(library: Library) -> None:
    """docs/rules/marionette.md jinx Mathematician: the Marionette M believing the Chef is told 2 (a false answer) →
    the Mathematician's truth counts it (1), 0 stays legal ("may count"), and the why names the jinx."""
    game = jinx_table(library, "mathematician", "D=imp", "M=marionette:chef", "t=mathematician", "q2=empath", "q3=soldier", "q4=monk")
    to_phase(game, "night", 1)
    chef = only(game, "M", "chef")
    false = next(a for a in chef.domain if a not in chef.truth)
    game.record(chef.to_event(false), override=True)
    found = only(game, "t", "mathematician")
    assert found.truth == (1,) and 0 in found.registered
    assert any(w.code == "mathematician_marionette" and "M" in w.en and "Marionette" in w.en for w in found.why)
