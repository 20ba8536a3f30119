"""Tonight's sheet for the experimental Outsiders Plague Doctor and Hatter (issue 21): each test cites docs/rules/<id>.md."""

from __future__ import annotations

from grimoire_app.model import Library
from tests.systems.botc.exp_outb_helpers import outb_table
from tests.systems.botc.tonight.tonight_helpers import advance_to, codes, die, mark, step, tokens

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
    """docs/rules/plaguedoctor.md test 4: a died at night 1 → night 2 `plaguedoctor_gain`; marked → `plaguedoctor_using`, kept to night 3."""
    game = outb_table(library, *DOCTOR)
    advance_to(game, "night", 1)
    die(game, "a", "demon", "imp")
    advance_to(game, "night", 2)
    s = step(game, "plaguedoctor")
    assert s.status != "skipped" and "plaguedoctor_gain" in {n.code for n in s.notes}
    mark(game, "a", "plaguedoctor", "Storyteller Ability")
    assert "plaguedoctor_using" in {n.code for n in step(game, "plaguedoctor").notes}
    advance_to(game, "night", 3)
    assert ("plaguedoctor", "Storyteller Ability") in tokens(game, "a")
    assert "plaguedoctor_using" in {n.code for n in step(game, "plaguedoctor").notes}
