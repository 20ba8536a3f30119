"""Tonight's sheet for the experimental Outsiders Plague Doctor and Hatter (issue 21): each test cites docs/rules/<id>.md."""

from __future__ import annotations

from grimoire_app.model import Library
from tests.builders import seat_of
from tests.systems.botc.exp_outb_helpers import outb_table
from tests.systems.botc.tonight.tonight_helpers import advance_to, choose, codes, die, mark, step, tokens

DOCTOR = ("a=plaguedoctor", "b=imp", "c=poisoner", "d=chef", "e=empath")


def test_plague_doctor_step_skipped_while_alive(library: Library) -> None:
    """docs/rules/plaguedoctor.md test 3: night 1 skipped (`not_first_night`); night 2 with a alive → skipped (`plaguedoctor_alive`)."""
    game = outb_table(library, *DOCTOR)
    advance_to(game, "night", 1)
    first = step(game, "plaguedoctor")
    assert first.status == "skipped" and codes(first) == {"not_first_night"}
    advance_to(game, "night", 2)
    s = step(game, "plaguedoctor")
    assert s.status == "skipped" and "plaguedoctor_alive" in codes(s)


def test_plague_doctor_dead_prompts_the_gain_then_the_use(library: Library) -> None:
    """docs/rules/plaguedoctor.md test 4: a died at night 1 → night 2 `plaguedoctor_gain` (still with the token alone);
    the Poisoner picked → `plaguedoctor_using`; night 3 skipped `plaguedoctor_using`, the token kept."""
    game = outb_table(library, *DOCTOR)
    advance_to(game, "night", 1)
    die(game, "a", "demon", "imp")
    advance_to(game, "night", 2)
    s = step(game, "plaguedoctor")
    assert s.status != "skipped" and "plaguedoctor_gain" in {n.code for n in s.notes}
    mark(game, "a", "plaguedoctor", "Storyteller Ability")
    assert "plaguedoctor_gain" in {n.code for n in step(game, "plaguedoctor").notes}
    choose(game, "plaguedoctor", characters=("poisoner",))
    assert "plaguedoctor_using" in {n.code for n in step(game, "plaguedoctor").notes}
    advance_to(game, "night", 3)
    assert ("plaguedoctor", "Storyteller Ability") in tokens(game, "a")
    assert codes(step(game, "plaguedoctor")) == {"plaguedoctor_using"}


HATTER = ("a=hatter", "b=imp", "c=poisoner", "d=chef", "e=empath")


def test_hatter_step_skipped_without_a_tea_party(library: Library) -> None:
    """docs/rules/hatter.md test 3: night 2 with a alive → skipped (`hatter_no_tea_party`)."""
    game = outb_table(library, *HATTER)
    advance_to(game, "night", 2)
    s = step(game, "hatter")
    assert s.status == "skipped" and "hatter_no_tea_party" in codes(s)


def test_hatter_tea_party_wakes_the_evil_team_once(library: Library) -> None:
    """docs/rules/hatter.md test 4: a dies day 1 with the token → night 2 wakes b and c; token gone by day 2; night 3 skipped."""
    game = outb_table(library, *HATTER)
    advance_to(game, "day", 1)
    die(game, "a")
    mark(game, "a", "hatter", "Tea Party Tonight")
    advance_to(game, "night", 2)
    s = step(game, "hatter")
    assert s.status == "wakes" and set(s.wakes) == {seat_of(game, "b"), seat_of(game, "c")}
    assert "hatter_tea_party" in {n.code for n in s.notes}
    advance_to(game, "day", 2)
    assert ("hatter", "Tea Party Tonight") not in tokens(game, "a")
    advance_to(game, "night", 3)
    assert "hatter_no_tea_party" in codes(step(game, "hatter"))


def test_hatter_dying_tonight_holds_the_tea_party_tonight(library: Library) -> None:
    """docs/rules/hatter.md test 5: a dies during night 2 (no token) → night 2's step wakes b and c."""
    game = outb_table(library, *HATTER)
    advance_to(game, "night", 2)
    die(game, "a", "demon", "imp")
    s = step(game, "hatter")
    assert s.status == "wakes" and set(s.wakes) == {seat_of(game, "b"), seat_of(game, "c")}


def test_hatter_does_nothing_with_legion_in_play(library: Library) -> None:
    """docs/rules/hatter.md test 6: b is Legion → the step is skipped (`hatter_legion`, the jinx)."""
    game = outb_table(library, "a=hatter", "b=legion", "c=legion", "d=chef", "e=empath")
    advance_to(game, "day", 1)
    die(game, "a")
    mark(game, "a", "hatter", "Tea Party Tonight")
    advance_to(game, "night", 2)
    s = step(game, "hatter")
    assert s.status == "skipped" and "hatter_legion" in codes(s)
