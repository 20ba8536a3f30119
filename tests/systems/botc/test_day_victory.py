"""Every way the game ends, with its reason (spec 1.8 and each seed character's Win line)."""

from __future__ import annotations

from grimoire_app.model import Library
from grimoire_app.systems.botc.commands import kill
from grimoire_app.systems.botc.events import Executed, GameEnded
from grimoire_app.systems.botc.day import PublicAct, Victory, act_event, check_victory
from grimoire_app.systems.botc.day.facts import Moment
from grimoire_app.systems.botc.day.wins import atheist_result
from tests.builders import seat_of, to_phase
from tests.systems.botc.day_helpers import accept, ids, mark, nominate, start, vote


def won(game, at_dusk: bool = False) -> tuple[str, str] | None:  # type: ignore[no-untyped-def]
    victory = check_victory(game, at_dusk=at_dusk)
    return None if victory is None else (victory.winner, victory.rule)


def test_demon_dead_good_wins_with_a_reason_in_both_languages(library: Library) -> None:
    """spec 1.8 Good wins; spec 2.3 Goblin test 3 (a normal death)."""
    game = start(library, "000", "a=noble", "b=witch", "c=klutz", "d=fortuneteller", "e=vigormortis")
    assert check_victory(game) is None
    accept(game, Executed(seat=seat_of(game, "e")))
    accept(game, kill(seat_of(game, "e"), "execution"))
    victory = check_victory(game)
    assert victory == Victory("good", "standard.demon_dead", (("player", "e"),))
    assert victory.reason("ko") == "악마가 죽었습니다" and victory.reason("en") == "The Demon is dead."
    ended = victory.event("en")
    assert ended == GameEnded(winner="good", reason="The Demon is dead.")
    game.record(ended)
    assert check_victory(game) is None


def test_two_alive_evil_wins_travellers_not_counted(library: Library) -> None:
    """spec 1.8 Evil wins: only 2 players really alive and a Demon alive."""
    game = start(library, "004", "a=empath", "b=monk", "c=po", "d=harpy")
    accept(game, kill(seat_of(game, "a")))
    assert check_victory(game) is None
    accept(game, kill(seat_of(game, "d")))
    assert won(game) == ("evil", "standard.two_alive")


def test_zombuul_registers_dead_keeps_the_game_going(library: Library) -> None:
    """spec 3.4 Zombuul End check: two living plus a "dead" Zombuul = 3 -> the game goes on; one plus it -> evil wins."""
    game = start(library, "001", "a=sage", "b=fool", "c=zombuul", "d=poisoner")
    accept(game, Executed(seat=seat_of(game, "c")))
    accept(game, kill(seat_of(game, "c"), "execution"))
    assert check_victory(game) is None
    accept(game, kill(seat_of(game, "d")))
    assert check_victory(game) is None
    accept(game, kill(seat_of(game, "a")))
    assert won(game) == ("evil", "standard.two_alive")


def test_lil_monsta_babysitter_death_is_the_demon_dying(library: Library) -> None:
    """spec 2.4 Lil' Monsta test 3: the IS THE DEMON player executed -> good wins."""
    game = start(library, "000", "a=noble", "b=witch", "c=poisoner", "d=klutz", "e=seamstress")
    assert check_victory(game) is None  # no Demon yet
    mark(game, "c", "lilmonsta", "Is The Demon")
    accept(game, kill(seat_of(game, "c"), "execution"))
    assert won(game) == ("good", "standard.demon_dead")


def test_fang_gu_jump_does_not_end_the_game(library: Library) -> None:
    """spec 2.4 Fang Gu test 2: the old Fang Gu dies in the jump, the new one lives -> game continues."""
    game = start(library, "000", "a=noble", "b=witch", "c=klutz", "d=seamstress", "e=fanggu", phase=("night", 2))
    accept(game, kill(seat_of(game, "c"), "demon", "fanggu"))
    assert check_victory(game) is None
    accept(game, kill(seat_of(game, "c")))
    assert won(game) == ("good", "standard.demon_dead")


def test_vortox_no_execution_at_dusk(library: Library) -> None:
    """spec 3.4 Vortox test 1; seeds/001 Vortox: no execution today -> evil wins at dusk; Vortox dead -> no win."""
    game = start(library, "001", "a=sage", "b=fool", "c=vortox", "d=poisoner", "e=alsaahir", "f=philosopher", phase=("day", 2))
    assert check_victory(game) is None
    assert won(game, at_dusk=True) == ("evil", "vortox.no_execution")
    accept(game, Executed(seat=seat_of(game, "d")))
    assert check_victory(game, at_dusk=True) is None


def test_vortox_satisfied_by_a_saved_fool(library: Library) -> None:
    """spec 3.4 Vortox test 3: the Fool executed and saved -> execution counted -> no Vortox win."""
    game = start(library, "001", "a=sage", "b=fool", "c=vortox", "d=poisoner", "e=alsaahir")
    accept(game, Executed(seat=seat_of(game, "b")))
    accept(game, kill(seat_of(game, "b"), "execution"))
    assert game.state.seat(seat_of(game, "b")).alive and check_victory(game, at_dusk=True) is None


def test_goblin_claimed_and_executed(library: Library) -> None:
    """spec 2.3 Goblin tests 1-3: claimed and executed -> evil wins; claim on an earlier day or poisoned -> no win."""
    game = start(library, "000", "a=noble", "b=goblin", "c=klutz", "d=fortuneteller", "e=fanggu", "f=poisoner")
    nominate(game, "a", "b")
    accept(game, PublicAct(act="goblin_claim", seat=seat_of(game, "b")))
    vote(game, "b", "a", "c", "d", "e")
    accept(game, Executed(seat=seat_of(game, "b")))
    assert won(game) == ("evil", "goblin.claimed_executed")
    late = start(library, "000", "a=noble", "b=goblin", "c=klutz", "d=fortuneteller", "e=fanggu")
    nominate(late, "a", "b")
    late.record(act_event(PublicAct(act="goblin_claim", seat=seat_of(late, "b"))))
    to_phase(late, "day", 2)
    accept(late, Executed(seat=seat_of(late, "b")))
    assert check_victory(late) is None
    poisoned = start(library, "000", "a=noble", "b=goblin", "c=klutz", "d=fortuneteller", "e=fanggu", "f=poisoner")
    mark(poisoned, "b", "poisoner", "Poisoned")
    nominate(poisoned, "a", "b")
    accept(poisoned, PublicAct(act="goblin_claim", seat=seat_of(poisoned, "b")))
    accept(poisoned, Executed(seat=seat_of(poisoned, "b")))
    assert check_victory(poisoned) is None


def test_fearmonger_nominates_and_executes_its_fear(library: Library) -> None:
    """spec 2.3 Fearmonger tests 2-3: good FEAR target executed after the Fearmonger's nomination -> evil wins."""
    game = start(library, "000", "a=noble", "b=fearmonger", "c=klutz", "d=fortuneteller", "e=fanggu", "f=poisoner")
    mark(game, "d", "fearmonger", "Fear")
    nominate(game, "b", "d")
    vote(game, "d", "a", "b", "e", "f")
    accept(game, Executed(seat=seat_of(game, "d")))
    assert won(game) == ("evil", "fearmonger.fear_executed")
    other = start(library, "000", "a=noble", "b=fearmonger", "c=klutz", "d=fortuneteller", "e=fanggu")
    mark(other, "d", "fearmonger", "Fear")
    nominate(other, "a", "d")
    accept(other, Executed(seat=seat_of(other, "d")))
    assert check_victory(other) is None


def test_fearmonger_executing_an_evil_fear_target_makes_good_win(library: Library) -> None:
    """spec 2.3 Fearmonger Win: the executed FEAR player's team loses (evil target -> good wins)."""
    game = start(library, "000", "a=noble", "b=fearmonger", "c=klutz", "d=poisoner", "e=fanggu")
    mark(game, "d", "fearmonger", "Fear")
    nominate(game, "b", "d")
    accept(game, Executed(seat=seat_of(game, "d")))
    assert won(game) == ("good", "fearmonger.fear_executed")


def test_klutz_choosing_evil_loses_for_its_team(library: Library) -> None:
    """spec 2.2 Klutz tests 1-2: a good Klutz chooses the Witch -> evil wins; a good player or a poisoned Klutz -> nothing."""
    game = start(library, "000", "a=noble", "b=witch", "c=klutz", "d=fortuneteller", "e=fanggu", phase=("night", 2))
    accept(game, kill(seat_of(game, "c"), "ability", "assassin"), picks={"klutz.dies": ids(game, "b")})
    assert won(game) == ("evil", "klutz.chose_evil")
    good = start(library, "000", "a=noble", "b=witch", "c=klutz", "d=fortuneteller", "e=fanggu", phase=("night", 2))
    accept(good, kill(seat_of(good, "c"), "execution"), picks={"klutz.dies": ids(good, "d")})
    assert check_victory(good) is None
    poisoned = start(library, "000", "a=noble", "b=witch", "c=klutz", "d=poisoner", "e=fanggu")
    mark(poisoned, "c", "poisoner", "Poisoned")
    accept(poisoned, kill(seat_of(poisoned, "c"), "execution"), picks={"klutz.dies": ids(poisoned, "b")})
    assert check_victory(poisoned) is None


def test_damsel_found_makes_her_team_lose(library: Library) -> None:
    """spec 2.2 Damsel test 2: a Minion guesses the healthy Damsel -> evil wins immediately."""
    game = start(library, "000", "a=damsel", "b=witch", "c=noble", "d=fanggu", "e=klutz")
    accept(game, PublicAct(act="damsel_guess", seat=seat_of(game, "b"), players=ids(game, "a")))
    assert won(game) == ("evil", "damsel.found")


def test_alsaahir_correct_guess_and_the_heretic_flip(library: Library) -> None:
    """spec 3.1 Alsaahir tests 1-3: a right guess -> good wins; with a healthy Heretic -> evil wins."""
    players = ("a=sage", "b=fool", "c=zombuul", "d=poisoner", "e=alsaahir", "f=pithag", "g=grandmother", "h=philosopher")
    game = start(library, "001", *players)
    accept(game, PublicAct(act="alsaahir_guess", seat=seat_of(game, "e"), demons=ids(game, "c"), players=ids(game, "d", "f")))
    assert won(game) == ("good", "alsaahir.correct_guess")
    flipped = start(library, "001", *players[:-1], "h=heretic")
    accept(flipped, PublicAct(act="alsaahir_guess", seat=seat_of(flipped, "e"), demons=ids(flipped, "c"), players=ids(flipped, "d", "f")))
    victory = check_victory(flipped)
    assert victory is not None and victory.winner == "evil" and victory.flipped_by == seat_of(flipped, "h")
    assert "배교자" in victory.reason("ko") and "Heretic" in victory.reason("en")


def test_alsaahir_poisoned_guess_does_nothing(library: Library) -> None:
    """spec 3.1 Alsaahir test 2: the Alsaahir poisoned -> a correct guess does nothing."""
    game = start(library, "001", "a=sage", "b=fool", "c=zombuul", "d=poisoner", "e=alsaahir")
    mark(game, "e", "poisoner", "Poisoned")
    accept(game, PublicAct(act="alsaahir_guess", seat=seat_of(game, "e"), demons=ids(game, "c"), players=ids(game, "d")))
    assert check_victory(game) is None


def test_heretic_flips_a_demon_death_and_not_when_poisoned(library: Library) -> None:
    """spec 3.2 Heretic tests 1-2: Demon executed -> evil declared winner; poisoned Heretic -> no flip."""
    game = start(library, "001", "a=sage", "b=heretic", "c=vortox", "d=poisoner", "e=alsaahir")
    accept(game, kill(seat_of(game, "c"), "execution"))
    assert won(game) == ("evil", "standard.demon_dead")
    poisoned = start(library, "001", "a=sage", "b=heretic", "c=vortox", "d=poisoner", "e=alsaahir", phase=("day", 2))
    mark(poisoned, "b", "poisoner", "Poisoned")
    assert won(poisoned, at_dusk=True) == ("evil", "vortox.no_execution")


def test_atheist_storyteller_execution(library: Library) -> None:
    """spec 2.1 Atheist tests 2-3: ST executed with an Atheist (dead is fine) -> good; without -> evil."""
    game = start(library, "000", "a=atheist", "b=noble", "c=klutz", "d=seamstress", "e=general")
    accept(game, kill(seat_of(game, "a")))
    assert atheist_result(Moment.now(game)).winner == "good"
    normal = start(library, "000", "a=noble", "b=witch", "c=klutz", "d=fortuneteller", "e=fanggu")
    victory = atheist_result(Moment.now(normal))
    assert victory.winner == "evil" and victory.reason("en") == "The Storyteller was executed and there is no Atheist"


def test_atheist_game_two_alive_good_loses(library: Library) -> None:
    """spec 2.1 Atheist Win: with an Atheist in play, if only 2 players are alive, good loses; no Demon-death win."""
    game = start(library, "000", "a=atheist", "b=noble", "c=klutz", "d=seamstress")
    accept(game, kill(seat_of(game, "a")))
    assert check_victory(game) is None
    accept(game, kill(seat_of(game, "b")))
    assert won(game) == ("evil", "atheist.two_alive")


def test_summoner_cannot_summon_or_did_not(library: Library) -> None:
    """spec 4.3 Summoner test 3: Summoner executed day 2 -> good wins at dusk; no Demon before night 3 is no win."""
    game = start(library, "004", "a=empath", "b=summoner", "c=monk", "d=oracle", "e=virgin", "f=golem", "g=savant", phase=("day", 2))
    assert check_victory(game, at_dusk=True) is None
    accept(game, Executed(seat=seat_of(game, "b")))
    accept(game, kill(seat_of(game, "b"), "execution"))
    assert check_victory(game) is None
    assert won(game, at_dusk=True) == ("good", "summoner.cannot_summon")
    late = start(library, "004", "a=empath", "b=summoner", "c=monk", "d=oracle", "e=virgin", phase=("day", 3))
    assert won(late) == ("good", "summoner.no_demon")



def test_a_summoner_changed_before_its_summoning_still_makes_day_three_a_good_win(library: Library) -> None:
    """spec 4.3 Summoner Win ("if the Summoner cannot summon on night 3 ... good wins"): the Pit-Hag turned the Summoner
    into a Townsfolk on night 2 and nobody made a Demon by day 3 -> good wins (`summoner.no_demon`); day 2 is no win.
    A sweep found such a game going on with no Demon at all (docs/rules/engineer.md: a jinx may hand the Summoner's
    ability to the Storyteller, so the game does not end when the Summoner is changed)."""
    from grimoire_app.systems.botc.events import CharacterAssigned

    game = start(library, "004", "a=empath", "b=summoner", "c=monk", "d=oracle", "e=virgin", phase=("night", 2))
    game.record(CharacterAssigned(seat=seat_of(game, "b"), character="savant", alignment="evil"), override=True)
    to_phase(game, "day", 2)
    assert check_victory(game) is None
    to_phase(game, "day", 3)
    assert won(game) == ("good", "summoner.no_demon")

def test_lleech_host_dead_is_good_winning(library: Library) -> None:
    """spec 4.4 Lleech test 2: the host dies -> the Lleech dies -> good wins (also if the ST skipped the Lleech's death)."""
    game = start(library, "004", "a=virgin", "b=monk", "c=lleech", "d=harpy", "e=golem", "f=empath")
    mark(game, "b", "lleech", "Poisoned")
    game.record(kill(seat_of(game, "b")))
    assert won(game) == ("good", "lleech.host_dead")
    accept(game, kill(seat_of(game, "c"), "ability", "lleech"))
    assert won(game) == ("good", "standard.demon_dead")


def test_po_and_vigormortis_end_by_the_standard_rules(library: Library) -> None:
    """spec 4.4 Po Win, 2.4 Vigormortis Win: standard only."""
    for demon in ("po", "vigormortis"):
        game = start(library, "004", "a=empath", "b=monk", f"c={demon}", "d=harpy", "e=oracle")
        accept(game, kill(seat_of(game, "c"), "execution"))
        assert won(game) == ("good", "standard.demon_dead")


def test_the_storyteller_nominated_at_an_atheists_table_is_executed_and_good_wins(library: Library) -> None:
    """seeds/000 Atheist: "if the Storyteller is executed, good wins" — recorded through real events."""
    from grimoire_app.systems.botc.events import STORYTELLER, Nominated, VoteRecorded
    from grimoire_app.systems.botc.day import end_of_day_events

    game = start(library, "000", "a=atheist", "b=noble", "c=klutz", "d=seamstress", "e=general")
    voters = tuple(seat_of(game, name) for name in "abcd")
    game.record(Nominated(nominator=seat_of(game, "b"), nominee=STORYTELLER))
    game.record(VoteRecorded(nominee=STORYTELLER, voters=voters))
    events = end_of_day_events(game)
    assert events == (Executed(seat=STORYTELLER),)
    for event in events:
        game.record(event)
    assert game.state.today().execution == STORYTELLER  # type: ignore[union-attr]
    assert won(game) == ("good", "atheist.storyteller_executed")
