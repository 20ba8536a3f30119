"""Night deaths proposed from recorded choices with the spec's protections; the dawn report."""

from __future__ import annotations

from grimoire_app.model import Library
from grimoire_app.systems.botc.events import CharacterAssigned, PlayerDied, ReminderPlaced
from grimoire_app.systems.botc.game import Game
from grimoire_app.systems.botc.tonight import DeathProposal, dawn_report, proposed_deaths
from tests.builders import seat_of
from tests.systems.botc.tonight.tonight_helpers import advance, advance_to, choose, game_of, mark, record, step, tokens

S004 = ("A=empath", "B=monk", "C=oracle", "D=savant", "E=virgin", "F=golem", "G=goblin")


def only(game: Game, name: str) -> DeathProposal:
    found = [p for p in proposed_deaths(game) if p.seat == seat_of(game, name)]
    assert len(found) == 1, found
    return found[0]


def accept(game: Game) -> None:
    for proposal in proposed_deaths(game):
        record(game, proposal.events)


def test_demon_kill_is_proposed_not_recorded(library: Library) -> None:
    """Seeds/001 Vortox how-to-run: the chosen player dies (cause DEMON); the proposal goes once recorded."""
    game = game_of(library, "004", *S004, "H=vortox")
    advance_to(game, "night", 2)
    choose(game, "vortox", "C")
    proposal = only(game, "C")
    assert proposal.dies and proposal.source == "vortox" and proposal.why[0].code == "killed"
    assert isinstance(proposal.events[0], PlayerDied) and proposal.events[0].cause.kind == "demon"
    assert game.state.seat(seat_of(game, "C")).alive
    accept(game)
    assert proposed_deaths(game) == ()
    assert dawn_report(game).lines("en")[0].startswith("C died")


def test_monk_protects_unless_impaired(library: Library) -> None:
    """Spec 4.1 Monk tests 1 and 3: SAFE stops the Vortox; a poisoned Monk's SAFE is inert."""
    game = game_of(library, "004", *S004, "H=vortox")
    advance_to(game, "night", 2)
    choose(game, "monk", "C")
    choose(game, "vortox", "C")
    proposal = only(game, "C")
    assert not proposal.dies and proposal.why[0].code == "safe"
    mark(game, "B", "snakecharmer", "Poisoned")
    assert only(game, "C").dies


def test_po_three_attacks_around_safe(library: Library) -> None:
    """Spec 4.4 / 4.1 Monk test 2: three attacks on s1, s2, s3 with SAFE on s2 → s1 and s3 die."""
    game = game_of(library, "004", *S004, "H=po")
    advance_to(game, "night", 3)
    mark(game, "H", "po", "3 Attacks")
    choose(game, "monk", "C")
    choose(game, "po", "A", "C", "D")
    assert {p.seat: p.dies for p in proposed_deaths(game)} == {seat_of(game, "A"): True, seat_of(game, "C"): False, seat_of(game, "D"): True}


def test_fool_survives_once_unless_poisoned(library: Library) -> None:
    """Spec 3.4 Ojo test 3 / 3.1 Fool tests: the Fool named survives with NO ABILITY; poisoned, it dies."""
    game = game_of(library, "001", "A=fool", "B=sage", "C=alsaahir", "D=heretic", "E=poisoner", "F=ojo")
    advance_to(game, "night", 2)
    choose(game, "ojo", characters=("fool",))
    proposal = only(game, "A")
    assert not proposal.dies and proposal.why[0].code == "fool_saved"
    accept(game)
    assert ("fool", "No Ability") in tokens(game, "A")
    assert not only(game, "A").events, "already saved tonight: nothing more to record"
    other = game_of(library, "001", "A=fool", "B=sage", "C=alsaahir", "D=heretic", "E=poisoner", "F=ojo")
    advance_to(other, "night", 2)
    choose(other, "poisoner", "A")
    choose(other, "ojo", characters=("fool",))
    assert only(other, "A").dies


def test_ojo_naming_a_missing_character_leaves_the_choice_to_the_storyteller(library: Library) -> None:
    """Spec 3.4 Ojo test 2: a character not in play → the Storyteller picks the victim."""
    game = game_of(library, "001", "A=fool", "B=sage", "C=alsaahir", "D=poisoner", "E=ojo")
    advance_to(game, "night", 2)
    choose(game, "ojo", characters=("heretic",))
    proposal = proposed_deaths(game)[0]
    assert proposal.seat is None and proposal.why[0].code == "st_chooses"
    choose(game, "ojo", "C", characters=("heretic",), override=True)  # the Storyteller's pick, beyond the Ojo's ChoiceSpec
    assert only(game, "C").dies


def test_zombuul_first_death_registers_dead(library: Library) -> None:
    """Spec 3.4 Zombuul "First death": it lives but registers dead (its DEAD reminder); it still wakes."""
    game = game_of(library, "001", "A=fool", "B=sage", "C=zombuul", "D=poisoner", "E=vortox")
    advance_to(game, "night", 2)
    choose(game, "vortox", "C")
    proposal = only(game, "C")
    assert proposal.dies and proposal.why[0].code == "zombuul_first"
    assert any(isinstance(e, ReminderPlaced) and e.token == "Dead" for e in proposal.events)
    accept(game)
    report = dawn_report(game)
    assert report.deaths[0].registers_only
    advance_to(game, "night", 3)
    assert step(game, "zombuul").actors[0].skipped == ()


def test_lleech_lives_while_its_host_lives_and_dies_with_it(library: Library) -> None:
    """Spec 4.4 Lleech tests 1-2: attacked with its host alive → lives; the host dies → the Lleech dies too."""
    game = game_of(library, "004", *S004, "H=lleech", "I=po")
    advance(game)
    choose(game, "lleech", "A")
    assert proposed_deaths(game) == (), "night 1: the Lleech picks a host, nobody dies"
    advance_to(game, "night", 2)
    choose(game, "po", "H")
    assert only(game, "H").why[0].code == "lleech_survives"
    choose(game, "lleech", "A")
    linked = [p for p in proposed_deaths(game) if p.seat == seat_of(game, "H") and p.dies]
    assert [p.why[0].code for p in linked] == ["lleech_host_died"]


def test_fang_gu_jumps_into_the_first_outsider(library: Library) -> None:
    """Spec 2.4 Fang Gu test 2: attacking the Klutz → old Fang Gu dies, the Klutz is the evil Fang Gu, ONCE placed."""
    game = game_of(library, "000", "A=noble", "B=general", "C=klutz", "D=drunk:seamstress", "E=poisoner", "F=fanggu")
    advance_to(game, "night", 2)
    choose(game, "fanggu", "C")
    jump = only(game, "F")
    assert jump.why[0].code == "fanggu_jump"
    assert any(isinstance(e, CharacterAssigned) and e.seat == seat_of(game, "C") and e.alignment == "evil" for e in jump.events)
    accept(game)
    assert proposed_deaths(game) == ()
    advance_to(game, "night", 3)
    choose(game, "fanggu", "D", actor="C")
    assert only(game, "D").why[0].code == "killed", "spec 2.4 Fang Gu test 3: with ONCE out, the Drunk dies normally"


def test_vigormortis_killed_minion_keeps_its_ability(library: Library) -> None:
    """Spec 2.4 Vigormortis test 2: killing the Poisoner → HAS ABILITY; POISONED on a Townsfolk neighbour (s1 or s4)."""
    game = game_of(library, "000", "Z=general", "A=noble", "B=poisoner", "C=klutz", "D=fortuneteller", "E=seamstress", "F=vigormortis")
    advance_to(game, "night", 2)
    choose(game, "vigormortis", "B")
    proposal = only(game, "B")
    placed = {(e.token, e.seat) for e in proposal.events if isinstance(e, ReminderPlaced)}
    assert ("Has Ability", seat_of(game, "B")) in placed and ("Poisoned", seat_of(game, "D")) in placed
    assert set(proposal.why[1].en.split("candidates: ")[1].rstrip(")").split(", ")) == {"A", "D"}
    accept(game)
    advance_to(game, "night", 3)
    assert step(game, "poisoner").status == "wakes"


def test_grandmother_dies_with_her_grandchild(library: Library) -> None:
    """Spec 3.1 Grandmother test 2: the Demon kills the grandchild → the Grandmother dies too; executed → no."""
    game = game_of(library, "004", "A=grandmother", "B=monk", "C=oracle", "D=savant", "E=goblin", "F=vortox")
    mark(game, "C", "grandmother", "Grandchild")
    advance_to(game, "night", 2)
    choose(game, "vortox", "C")
    granny = only(game, "A")
    assert granny.dies and granny.why[0].code == "grandmother_link"


def test_a_grandmother_the_po_kills_with_her_grandchild_dies_once(library: Library) -> None:
    """Spec 3.1 Grandmother test 2 and 4.4 Po: three attacks on the Grandmother and her grandchild → she dies of the
    Po's attack; her link to the grandchild proposes no second death (found by a demo sweep: 004, 8 players, seed 275,
    where accepting every proposal recorded her death twice and the model refused it)."""
    game = game_of(library, "004", "A=grandmother", "B=monk", "C=oracle", "D=savant", "E=goblin", "F=po")
    mark(game, "C", "grandmother", "Grandchild")
    advance_to(game, "night", 3)
    mark(game, "F", "po", "3 Attacks")
    choose(game, "po", "A", "C", "D")
    proposals = proposed_deaths(game)
    dying = [e.seat for p in proposals for e in p.events if isinstance(e, PlayerDied)]
    assert sorted(dying) == sorted([seat_of(game, "A"), seat_of(game, "C"), seat_of(game, "D")])
    accept(game)
    assert not any(game.state.seat(seat_of(game, name)).alive for name in ("A", "C", "D"))


def test_assassin_ignores_protection_and_fails_when_poisoned(library: Library) -> None:
    """Spec 2.3 Assassin: dies even if something would stop it (the Fool); test 3: poisoned → nobody dies."""
    game = game_of(library, "000", "A=noble", "B=general", "C=klutz", "D=assassin", "E=fanggu")
    record(game, [CharacterAssigned(seat=seat_of(game, "A"), character="fool", alignment="good")])
    advance_to(game, "night", 2)
    choose(game, "assassin", "A")
    assert only(game, "A").dies
    mark(game, "D", "snakecharmer", "Poisoned")
    assert only(game, "A").why[0].code == "killer_impaired"


def test_gambler_wrong_guess(library: Library) -> None:
    """Spec 4.1 Gambler tests 1-3: wrong guess → the Gambler dies; right → nothing; the Drunk is "drunk"."""
    game = game_of(library, "004", "A=gambler", "B=monk", "C=drunk:oracle", "D=goblin", "E=po")
    advance_to(game, "night", 2)
    choose(game, "gambler", "B", characters=("monk",))
    assert proposed_deaths(game) == ()
    choose(game, "gambler", "C", characters=("oracle",))
    assert only(game, "A").dies


def test_deaths_that_set_things_off(library: Library) -> None:
    """Spec 4.2 Barber / 2.1 Poppy Grower / 3.1 Sage: a Demon kill places HAIRCUTS, EVIL WAKES, or wakes the Sage."""
    game = game_of(library, "004", "A=barber", "B=monk", "C=oracle", "D=goblin", "E=vortox")
    advance_to(game, "night", 2)
    choose(game, "vortox", "A")
    assert any(isinstance(e, ReminderPlaced) and e.token == "Haircuts Tonight" for e in only(game, "A").events)
    sage = game_of(library, "001", "A=sage", "B=poppygrower", "C=poisoner", "D=vortox")
    advance_to(sage, "night", 2)
    choose(sage, "vortox", "A")
    assert "sage_dies" in {r.code for r in only(sage, "A").why}


def test_lil_monsta_kill_and_babysitter(library: Library) -> None:
    """Spec 2.4 Lil' Monsta test 2: from night 2 the Storyteller may kill one player; the babysitter's death ends it."""
    game = game_of(library, "000", "A=noble", "B=general", "C=klutz", "D=poisoner", "E=witch")
    advance(game)
    choose(game, "lilmonsta", "D", "A", override=True)  # babysitter and victim in one record: beyond the ChoiceSpec
    assert proposed_deaths(game) == (), "no kill on night 1"
    advance_to(game, "night", 2)
    choose(game, "lilmonsta", "E", "A", override=True)
    assert only(game, "A").dies


def test_dawn_report_notes(library: Library) -> None:
    """Spec 1.6 dawn 3: nobody died → said so; a dead Klutz must choose; the Fearmonger's new target is announced."""
    game = game_of(library, "000", "A=noble", "B=klutz", "C=fearmonger", "D=fanggu")
    advance(game)
    choose(game, "fearmonger", "A")
    report = dawn_report(game)
    assert report.lines("en")[0] == "Nobody died tonight"
    assert "fearmonger_announce" in {n.code for n in report.notes}
    advance_to(game, "night", 2)
    choose(game, "fearmonger", "A")
    choose(game, "fanggu", "A")
    accept(game)
    assert "fearmonger_announce" not in {n.code for n in dawn_report(game).notes}
    assert dawn_report(game).lines("ko")[0].startswith("A 사망")


def test_the_dawn_announcement_names_only_who_died(library: Library) -> None:
    """Spec 1.6 dawn 3: deaths are announced without their causes; a Zombuul's first death (spec 3.4)
    is announced like any other, while the Storyteller's lines say the player really lives."""
    game = game_of(library, "001", "A=fool", "B=sage", "C=zombuul", "D=poisoner", "E=vortox")
    advance_to(game, "night", 2)
    choose(game, "vortox", "C")
    accept(game)
    report = dawn_report(game)
    assert report.announce("en") == ["C died"] and report.announce("ko") == ["C 사망"]
    assert report.lines("en")[0].startswith("C announced dead — really alive")
    for lang in ("ko", "en"):
        said = " ".join(report.announce(lang))  # type: ignore[arg-type]
        assert not any(word in said for word in ("Zombuul", "좀불", "Vortox", "보르톡스", "alive", "살아"))
