"""Trouble Brewing at night (issue 16): the Imp and its star-pass, the Scarlet Woman, the Soldier, the Mayor, the Butler.

Each test cites its rules page in docs/rules/.
"""

from __future__ import annotations

from grimoire_app.model import Library
from grimoire_app.systems.botc.commands import kill
from grimoire_app.systems.botc.events import CharacterAssigned, NightChoice, PlayerDied, ReminderRemoved
from grimoire_app.systems.botc.game import Game
from grimoire_app.systems.botc.tonight import DeathProposal, dawn_events, proposed_deaths, tonight_sheet
from tests.builders import seat_of
from tests.systems.botc.tb_core_helpers import tb_game
from tests.systems.botc.tonight.tonight_helpers import advance, advance_to, choose, codes, mark, record, step, tokens

TABLE = ("A=washerwoman", "B=soldier", "C=mayor", "D=butler", "E=empath", "F=poisoner", "G=baron", "H=imp")


def only(game: Game, name: str) -> DeathProposal:
    found = [p for p in proposed_deaths(game) if p.seat == seat_of(game, name)]
    assert len(found) == 1, found
    return found[0]


def accept(game: Game) -> None:
    for proposal in proposed_deaths(game):
        record(game, proposal.events)


def character(game: Game, name: str) -> str | None:
    return game.state.seat(seat_of(game, name)).character


def test_imp_does_not_wake_on_the_first_night(library: Library) -> None:
    """docs/rules/imp.md test 1: night 1 → the Imp's slot is not on the sheet (no kill); night 2 it wakes to choose 1 player."""
    game = tb_game(library, *TABLE)
    advance_to(game, "night", 1)
    assert codes(step(game, "imp")) == {"not_first_night"}
    advance_to(game, "night", 2)
    imp = step(game, "imp")
    assert imp.status == "wakes" and imp.wakes == (seat_of(game, "H"),) and imp.choose.players == 1
    assert "imp_star_pass_note" in {n.code for n in imp.notes}


def test_imp_kill_is_proposed(library: Library) -> None:
    """docs/rules/imp.md test 2: night 2 the Imp chooses E → E dies (cause demon, imp)."""
    game = tb_game(library, *TABLE)
    advance_to(game, "night", 2)
    choose(game, "imp", "E")
    proposal = only(game, "E")
    assert proposal.dies and proposal.source == "imp"
    death = proposal.events[0]
    assert isinstance(death, PlayerDied) and death.cause.kind == "demon" and death.cause.character == "imp"


def test_dead_imp_sleeps(library: Library) -> None:
    """docs/rules/imp.md test 3: a dead Imp (no star-pass heir recorded) does not wake."""
    game = tb_game(library, "A=washerwoman", "B=soldier", "C=mayor", "D=butler", "E=empath", "H=imp")
    advance_to(game, "day", 1)
    game.record(kill(seat_of(game, "H"), "execution"))
    advance_to(game, "night", 2)
    assert "dead" in codes(step(game, "imp"))


def test_star_pass_to_a_minion_of_the_storytellers_choice(library: Library) -> None:
    """docs/rules/imp.md test 4: the Imp H kills itself; Minions F and G live, no Scarlet Woman → F proposed, G the alternative."""
    game = tb_game(library, *TABLE)
    advance_to(game, "night", 2)
    choose(game, "imp", "H")
    proposal = only(game, "H")
    assert proposal.dies and [w.code for w in proposal.why] == ["killed", "imp_star_pass"]
    assigned = [e for e in proposal.events if isinstance(e, CharacterAssigned)]
    assert [(e.seat, e.character, e.alignment) for e in assigned] == [(seat_of(game, "F"), "imp", "evil")]
    assert [a.seat for a in proposal.alternatives] == [seat_of(game, "G")]
    record(game, proposal.alternatives[0].events)
    assert character(game, "G") == "imp" and character(game, "F") == "poisoner"
    assert proposed_deaths(game) == ()
    imp = step(game, "imp")
    assert imp.status == "wakes" and seat_of(game, "G") in imp.wakes
    cards = [c for c in imp.cards if c.info == "you_are"]
    assert [(c.to, c.characters) for c in cards] == [((seat_of(game, "G"),), ("imp",))]
    assert [a.seat for a in imp.actors if a.acts] == [seat_of(game, "H")], "the new Imp does not kill again tonight"
    assert imp.chooser == seat_of(game, "H")


def test_star_pass_is_undoable(library: Library) -> None:
    """docs/rules/imp.md test 5: undoing the star-pass events restores the old Imp alive and the Minion's character."""
    game = tb_game(library, *TABLE)
    advance_to(game, "night", 2)
    choose(game, "imp", "H")
    recorded = record(game, only(game, "H").events)
    for _ in recorded:
        game.undo()
    assert character(game, "F") == "poisoner" and game.state.seat(seat_of(game, "H")).alive
    assert only(game, "H").dies


def test_star_pass_goes_to_the_scarlet_woman_first(library: Library) -> None:
    """docs/rules/scarletwoman.md test 1 / imp.md test 6: 8 alive, the Imp kills itself → the Scarlet Woman becomes the Imp, no alternative."""
    game = tb_game(library, "A=washerwoman", "B=soldier", "C=mayor", "D=butler", "E=empath", "F=poisoner", "G=scarletwoman", "H=imp")
    advance_to(game, "night", 2)
    choose(game, "imp", "H")
    proposal = only(game, "H")
    assert proposal.alternatives == ()
    assert "scarletwoman_catches" in [w.code for w in proposal.why]
    accept(game)
    assert character(game, "G") == "imp" and ("scarletwoman", "Is The Demon") in tokens(game, "G")
    assert game.state.result is None


def test_scarlet_woman_does_not_catch_below_five_alive(library: Library) -> None:
    """docs/rules/scarletwoman.md test 2: 4 alive → the star-pass may go to the Scarlet Woman or the Poisoner (Storyteller's choice)."""
    game = tb_game(library, "A=washerwoman", "B=soldier", "C=mayor", "D=butler", "E=empath", "F=poisoner", "G=scarletwoman", "H=imp")
    advance_to(game, "day", 1)
    for name in ("A", "B", "C", "D"):
        game.record(kill(seat_of(game, name), "storyteller"))
    advance_to(game, "night", 2)
    choose(game, "imp", "H")
    proposal = only(game, "H")
    assert "scarletwoman_catches" not in [w.code for w in proposal.why]
    heirs = {e.seat for e in proposal.events if isinstance(e, CharacterAssigned)} | {a.seat for a in proposal.alternatives}
    assert heirs == {seat_of(game, "F"), seat_of(game, "G")}


def test_poisoned_scarlet_woman_does_not_catch(library: Library) -> None:
    """docs/rules/scarletwoman.md test 3: a poisoned Scarlet Woman is only one of the star-pass choices."""
    game = tb_game(library, "A=washerwoman", "B=soldier", "C=mayor", "D=butler", "E=empath", "F=poisoner", "G=scarletwoman", "H=imp")
    advance_to(game, "night", 2)
    mark(game, "G", "poisoner", "Poisoned")
    choose(game, "imp", "H")
    proposal = only(game, "H")
    assert "scarletwoman_catches" not in [w.code for w in proposal.why]
    assert len(proposal.alternatives) == 1


def test_star_pass_with_no_living_minion(library: Library) -> None:
    """docs/rules/imp.md test 7: no living Minion → the Imp just dies (no heir)."""
    game = tb_game(library, "A=washerwoman", "B=soldier", "C=mayor", "D=butler", "E=empath", "H=imp")
    advance_to(game, "night", 2)
    choose(game, "imp", "H")
    proposal = only(game, "H")
    assert not any(isinstance(e, CharacterAssigned) for e in proposal.events) and proposal.alternatives == ()


def test_poisoned_imp_kills_nobody(library: Library) -> None:
    """docs/rules/imp.md test 8: a poisoned Imp choosing itself → nothing happens."""
    game = tb_game(library, *TABLE)
    advance_to(game, "night", 2)
    mark(game, "H", "poisoner", "Poisoned")
    choose(game, "imp", "H")
    proposal = only(game, "H")
    assert not proposal.dies and proposal.why[0].code == "killer_impaired"


def test_soldier_is_safe_from_the_demon(library: Library) -> None:
    """docs/rules/soldier.md test 1: the Imp attacks the Soldier B → nobody dies, reason soldier_safe."""
    game = tb_game(library, *TABLE)
    advance_to(game, "night", 2)
    choose(game, "imp", "B")
    proposal = only(game, "B")
    assert not proposal.dies and proposal.events == () and proposal.why[0].code == "soldier_safe"


def test_poisoned_soldier_dies(library: Library) -> None:
    """docs/rules/soldier.md test 2: a poisoned Soldier attacked by the Imp dies."""
    game = tb_game(library, *TABLE)
    advance_to(game, "night", 2)
    mark(game, "B", "poisoner", "Poisoned")
    choose(game, "imp", "B")
    assert only(game, "B").dies


def test_drunk_believing_soldier_dies(library: Library) -> None:
    """docs/rules/soldier.md test 3: the Drunk who believes it is the Soldier has no protection."""
    game = tb_game(library, "A=washerwoman", "B=drunk:soldier", "C=mayor", "D=butler", "E=empath", "F=poisoner", "H=imp")
    advance_to(game, "night", 2)
    choose(game, "imp", "B")
    assert only(game, "B").dies


def test_mayor_bounce_offers_every_other_living_player(library: Library) -> None:
    """docs/rules/mayor.md test 3: the Imp attacks the Mayor C → C dies unless the Storyteller bounces; the bounce to B (Soldier) kills nobody, to E kills E."""
    game = tb_game(library, *TABLE)
    advance_to(game, "night", 2)
    choose(game, "imp", "C")
    proposal = only(game, "C")
    assert proposal.dies and "mayor_may_bounce" in [w.code for w in proposal.why]
    by_seat = {a.seat: a for a in proposal.alternatives}
    assert set(by_seat) == {seat_of(game, n) for n in "ABDEFGH"}
    to_soldier = by_seat[seat_of(game, "B")]
    assert not any(isinstance(e, PlayerDied) for e in to_soldier.events) and "soldier_safe" in [w.code for w in to_soldier.why]
    record(game, by_seat[seat_of(game, "E")].events)
    assert game.state.seat(seat_of(game, "C")).alive and not game.state.seat(seat_of(game, "E")).alive
    bounce = [e for e in game.events if isinstance(e, NightChoice) and e.character == "mayor"]
    assert [(b.seat, b.players) for b in bounce] == [(seat_of(game, "C"), (seat_of(game, "E"),))]
    assert proposed_deaths(game) == ()


def test_mayor_bounce_onto_the_imp_passes_the_demon(library: Library) -> None:
    """docs/rules/mayor.md test 4: bouncing onto the Imp itself → the Imp dies and a Minion becomes the Imp."""
    game = tb_game(library, *TABLE)
    advance_to(game, "night", 2)
    choose(game, "imp", "C")
    to_imp = {a.seat: a for a in only(game, "C").alternatives}[seat_of(game, "H")]
    record(game, to_imp.events)
    assert not game.state.seat(seat_of(game, "H")).alive and character(game, "F") == "imp"


def test_poisoned_mayor_cannot_bounce(library: Library) -> None:
    """docs/rules/mayor.md test 5: a poisoned Mayor just dies (no alternatives)."""
    game = tb_game(library, *TABLE)
    advance_to(game, "night", 2)
    mark(game, "C", "poisoner", "Poisoned")
    choose(game, "imp", "C")
    proposal = only(game, "C")
    assert proposal.dies and proposal.alternatives == ()


def test_butler_chooses_a_master_every_night(library: Library) -> None:
    """docs/rules/butler.md tests 1-2: nights 1 and 2 the Butler wakes, chooses a player (not itself); MASTER moves; it sleeps once dead."""
    game = tb_game(library, *TABLE)
    advance_to(game, "night", 1)
    butler = step(game, "butler")
    assert butler.status == "wakes" and butler.choose.players == 1 and butler.choose.not_self
    choose(game, "butler", "A")
    assert ("butler", "Master") in tokens(game, "A")
    advance_to(game, "night", 2)
    assert ("butler", "Master") in tokens(game, "A"), "MASTER stays across dusk and dawn"
    choose(game, "butler", "E")
    assert ("butler", "Master") in tokens(game, "E") and ("butler", "Master") not in tokens(game, "A")
    advance_to(game, "day", 2)
    game.record(kill(seat_of(game, "D"), "execution"))
    advance(game)
    assert ("butler", "Master") not in tokens(game, "E"), "MASTER comes off with its source"
    assert "dead" in codes(step(game, "butler", 3))


def test_reminder_lifetimes(library: Library) -> None:
    """docs/rules/imp.md Reminders: DEAD comes off at dawn; scarletwoman.md: IS THE DEMON stays for the game."""
    game = tb_game(library, *TABLE)
    advance_to(game, "night", 2)
    mark(game, "E", "imp", "Dead")
    mark(game, "G", "scarletwoman", "Is The Demon")
    ends = {e.reminder for e in dawn_events(game) if isinstance(e, ReminderRemoved)}
    dead = next(r.id for r in game.state.seat(seat_of(game, "E")).reminders)
    mark_id = next(r.id for r in game.state.seat(seat_of(game, "G")).reminders)
    assert dead in ends and mark_id not in ends


def test_scarlet_woman_sleeps_unless_she_became_the_demon(library: Library) -> None:
    """docs/rules/scarletwoman.md test 4: other nights her slot is skipped while she is still the Scarlet Woman."""
    game = tb_game(library, "A=washerwoman", "B=soldier", "C=mayor", "D=butler", "E=empath", "F=poisoner", "G=scarletwoman", "H=imp")
    advance_to(game, "night", 2)
    assert "scarletwoman_nothing" in codes(step(game, "scarletwoman"))


def test_sheet_builds_on_every_night(library: Library) -> None:
    """The sheet builds for nights 1-3 with every TB character in play."""
    game = tb_game(library, *TABLE)
    for night in (1, 2, 3):
        advance_to(game, "night", night)
        assert tonight_sheet(game)


def test_an_imp_made_before_the_imps_step_is_not_a_star_pass_heir(library: Library) -> None:
    """docs/rules/imp.md test 10: a player who became the Imp earlier tonight (not by the star-pass) acts, with no YOU ARE card at the Imp's step."""
    game = tb_game(library, *TABLE)
    advance_to(game, "night", 2)
    game.record(CharacterAssigned(seat=seat_of(game, "G"), character="imp", alignment="evil"))
    imp = step(game, "imp")
    assert {a.seat for a in imp.actors if a.acts} == {seat_of(game, "G"), seat_of(game, "H")}
    assert [c for c in imp.cards if c.info == "you_are"] == []
