"""The experimental acting Townsfolk at night (issue 21): Huntsman, Choirboy, Princess, Banshee, Lycanthrope, Acrobat, Engineer."""

from __future__ import annotations

import pytest

from grimoire_app.model import Library
from grimoire_app.model.errors import IllegalEventError
from grimoire_app.systems.botc.day.votes import tallies
from grimoire_app.systems.botc.events import Nominated, VoteRecorded
from grimoire_app.systems.botc.game import Game
from grimoire_app.systems.botc.info.registration import Sight
from grimoire_app.systems.botc.tonight import proposed_deaths
from tests.builders import seat_of
from tests.systems.botc.exp_acting_helpers import exp_table
from tests.systems.botc.info.helpers import only
from tests.systems.botc.tonight.tonight_helpers import absent, advance_to, choose, codes, die, execute, mark, record, step, tokens

TABLE = ("A=huntsman", "B=empath", "C=damsel", "D=poisoner", "E=imp", "F=monk", "G=chef")


def night(library: Library, number: int) -> Game:
    return advance_to(exp_table(library, *TABLE), "night", number)


def character(game: Game, name: str) -> tuple[str | None, str | None]:
    seat = game.state.seat(seat_of(game, name))
    return seat.character, seat.alignment


# --- Huntsman -----------------------------------------------------------------------------------


def test_huntsman_turns_the_damsel_into_a_townsfolk_not_in_play(library: Library) -> None:
    """docs/rules/huntsman.md test 6: night 1 A chooses the Damsel C: C becomes the Choirboy (the first spare Townsfolk on the script), good."""
    game = night(library, 1)
    assert step(game, "huntsman").status == "wakes"
    choose(game, "huntsman", "C")
    assert character(game, "C") == ("choirboy", "good")
    assert ("huntsman", "No Ability") in tokens(game, "A")


def test_huntsman_missing_spends_the_ability(library: Library) -> None:
    """docs/rules/huntsman.md test 7: A chooses B: B unchanged, NO ABILITY; night 2 skipped, ability_used."""
    game = night(library, 1)
    choose(game, "huntsman", "B")
    assert character(game, "B") == ("empath", "good") and character(game, "C") == ("damsel", "good")
    assert tokens(game, "A") == {("huntsman", "No Ability")}
    advance_to(game, "night", 2)
    assert step(game, "huntsman").status == "skipped" and "ability_used" in codes(step(game, "huntsman"))


def test_poisoned_huntsman_leaves_the_damsel(library: Library) -> None:
    """docs/rules/huntsman.md test 8: the Poisoner D poisons A; A chooses C: C stays the Damsel, ability spent."""
    game = night(library, 1)
    choose(game, "poisoner", "A")
    choose(game, "huntsman", "C")
    assert character(game, "C") == ("damsel", "good")
    assert ("huntsman", "No Ability") in tokens(game, "A")


def test_huntsman_shaking_head_keeps_the_ability_and_dead_skips(library: Library) -> None:
    """docs/rules/huntsman.md test 9: nothing chosen on night 1: wakes night 2; dead on night 3: skipped."""
    game = night(library, 1)
    choose(game, "huntsman")
    advance_to(game, "night", 2)
    assert step(game, "huntsman").status == "wakes"
    die(game, "A")
    advance_to(game, "night", 3)
    assert step(game, "huntsman").status == "skipped" and "dead" in codes(step(game, "huntsman"))


def test_huntsman_must_choose_a_living_player(library: Library) -> None:
    """docs/rules/huntsman.md test 10: the dead Empath B cannot be chosen."""
    game = night(library, 1)
    die(game, "B")
    with pytest.raises(IllegalEventError):
        choose(game, "huntsman", "B")


# --- Choirboy -----------------------------------------------------------------------------------

CHOIR = ("A=choirboy", "B=empath", "C=recluse", "D=poisoner", "E=imp", "F=monk", "G=chef", "H=king")


def choir_night(library: Library, number: int, *players: str) -> Game:
    return advance_to(exp_table(library, *(players or CHOIR)), "night", number)


def test_choirboy_learns_the_demon_when_the_demon_kills_the_king(library: Library) -> None:
    """docs/rules/choirboy.md test 3 (and 5): night 2 the Imp E kills the King H: A wakes; E is the truth, the Recluse C legal too."""
    game = choir_night(library, 2)
    assert step(game, "choirboy").status == "skipped"
    die(game, "H", "demon", "imp")
    assert step(game, "choirboy").status == "wakes"
    found = only(game, "A", "choirboy")
    assert found.truth == (seat_of(game, "E"),) and found.suggested == seat_of(game, "E")
    assert set(found.legal) == {seat_of(game, "E"), seat_of(game, "C")}


def test_choirboy_sleeps_when_the_king_dies_otherwise(library: Library) -> None:
    """docs/rules/choirboy.md test 4: the King died by the Storyteller's hand, not the Demon: skipped."""
    game = choir_night(library, 2)
    die(game, "H", "storyteller")
    assert step(game, "choirboy").status == "skipped"
    assert "choirboy_king_not_killed" in codes(step(game, "choirboy"))


def test_choirboy_has_no_first_night_step(library: Library) -> None:
    """docs/rules/choirboy.md Night: other nights only."""
    game = choir_night(library, 1)
    assert absent(game, "choirboy") or step(game, "choirboy").status == "skipped"


# --- Princess -----------------------------------------------------------------------------------

PRINCESS = ("A=princess", "B=empath", "C=recluse", "D=poisoner", "E=imp", "F=monk", "G=chef", "H=soldier")


def princess_day(library: Library, nominator: str, nominee: str, executed: str | None, day: int = 1, *players: str) -> Game:
    """Walk to day n, record a nomination and (maybe) an execution, then go to the next night."""
    game = advance_to(exp_table(library, *(players or PRINCESS)), "day", day)
    record(game, [Nominated(nominator=seat_of(game, nominator), nominee=seat_of(game, nominee))])
    if executed is not None:
        execute(game, executed)
    return advance_to(game, "night", day + 1)


def imp_attack(game: Game, name: str) -> tuple[bool, set[str]]:
    choose(game, "imp", name)
    found = [p for p in proposed_deaths(game) if p.seat == seat_of(game, name)]
    assert found, "no proposal for the Imp's attack"
    return found[0].dies, {r.code for r in found[0].why}


def test_princess_success_stops_the_demon_kill(library: Library) -> None:
    """docs/rules/princess.md test 1: day 1 A nominates B, B executed: night 2 the Imp's attack on F kills nobody."""
    game = princess_day(library, "A", "B", "B")
    assert step(game, "princess").status == "wakes"
    assert "princess_doesnt_kill" in {r.code for r in step(game, "princess").notes}
    dies, why = imp_attack(game, "F")
    assert not dies and "princess_doesnt_kill" in why


def test_princess_without_her_execution_changes_nothing(library: Library) -> None:
    """docs/rules/princess.md test 2: A nominates B, C executed: the Imp kills F; the step is skipped."""
    game = princess_day(library, "A", "B", "C")
    assert step(game, "princess").status == "skipped" and "princess_no_success" in codes(step(game, "princess"))
    assert imp_attack(game, "F")[0]


def test_princess_second_day_does_not_count(library: Library) -> None:
    """docs/rules/princess.md test 3: on day 2 A nominates B, B executed: night 3 the Imp kills F."""
    game = princess_day(library, "A", "B", "B", day=2)
    assert imp_attack(game, "F")[0]


def test_poisoned_princess_does_not_stop_the_kill(library: Library) -> None:
    """docs/rules/princess.md test 4: the Poisoner D poisons A on night 2: the Imp's kill goes through."""
    game = princess_day(library, "A", "B", "B")
    choose(game, "poisoner", "A")
    assert imp_attack(game, "F")[0]


def test_cannibal_nominating_the_princess_stops_the_kill(library: Library) -> None:
    """docs/rules/princess.md test 5 (Cannibal jinx): the Cannibal G nominates A, A executed and dead: no kill."""
    players = ("A=princess", "B=empath", "C=recluse", "D=poisoner", "E=imp", "F=monk", "G=cannibal", "H=soldier")
    game = princess_day(library, "G", "A", "A", 1, *players)
    assert not imp_attack(game, "F")[0]


# --- Banshee ------------------------------------------------------------------------------------

BANSHEE = ("A=banshee", "B=empath", "C=recluse", "D=poisoner", "E=imp", "F=monk", "G=chef", "H=soldier")


def banshee_night(library: Library, number: int = 2) -> Game:
    return advance_to(exp_table(library, *BANSHEE), "night", number)


def test_banshee_killed_by_the_demon_is_announced(library: Library) -> None:
    """docs/rules/banshee.md test 1: night 2 the Imp kills A: the step runs, notes the announcement, offers HAS ABILITY."""
    game = banshee_night(library)
    die(game, "A", "demon", "imp")
    found = step(game, "banshee")
    assert found.status == "wakes" and "banshee_announce" in {r.code for r in found.notes}
    assert [(r.character, r.token) for r in found.reminders] == [("banshee", "Has Ability")]


def test_banshee_executed_gains_nothing(library: Library) -> None:
    """docs/rules/banshee.md test 2: A executed on day 1: night 2 skipped, not_killed_by_demon."""
    game = advance_to(exp_table(library, *BANSHEE), "day", 1)
    execute(game, "A")
    advance_to(game, "night", 2)
    assert step(game, "banshee").status == "skipped" and "not_killed_by_demon" in codes(step(game, "banshee"))


def test_poisoned_banshee_gains_nothing(library: Library) -> None:
    """docs/rules/banshee.md test 6: poisoned on night 2 then killed by the Imp: skipped, impaired_nothing."""
    game = banshee_night(library)
    choose(game, "poisoner", "A")
    die(game, "A", "demon", "imp")
    assert "impaired_nothing" in codes(step(game, "banshee"))


def empowered_day(library: Library) -> Game:
    game = banshee_night(library)
    die(game, "A", "demon", "imp")
    mark(game, "A", "banshee", "Has Ability")
    return advance_to(game, "day", 2)


def test_empowered_banshee_nominates_twice_though_dead(library: Library) -> None:
    """docs/rules/banshee.md test 3: dead A nominates B then C on day 2; a third nomination is refused."""
    game = empowered_day(library)
    record(game, [Nominated(nominator=seat_of(game, "A"), nominee=seat_of(game, "B"))])
    record(game, [Nominated(nominator=seat_of(game, "A"), nominee=seat_of(game, "C"))])
    with pytest.raises(IllegalEventError, match="nominat"):
        record(game, [Nominated(nominator=seat_of(game, "A"), nominee=seat_of(game, "F"))])


def test_empowered_banshee_votes_twice_and_keeps_the_ghost_vote(library: Library) -> None:
    """docs/rules/banshee.md test 4: A's hand counts 2 on both votes; A still holds its ghost vote."""
    game = empowered_day(library)
    for nominee, voters in (("B", ("A", "F")), ("C", ("A",))):
        record(game, [Nominated(nominator=seat_of(game, "F" if nominee == "B" else "G"), nominee=seat_of(game, nominee))])
        record(game, [VoteRecorded(nominee=seat_of(game, nominee), voters=tuple(seat_of(game, v) for v in voters))])
    counts = {game.state.seat(t.nominee).name: t.count for t in tallies(game)}
    assert counts == {"B": 3, "C": 2}
    assert game.state.seat(seat_of(game, "A")).ghost_vote


def test_dead_banshee_without_the_ability_may_not_nominate(library: Library) -> None:
    """docs/rules/banshee.md test 5: A died by the Storyteller's hand, no HAS ABILITY: dead_nominator."""
    game = banshee_night(library)
    die(game, "A")
    advance_to(game, "day", 2)
    with pytest.raises(IllegalEventError):
        record(game, [Nominated(nominator=seat_of(game, "A"), nominee=seat_of(game, "B"))])


# --- Lycanthrope --------------------------------------------------------------------------------

LYCAN = ("A=lycanthrope", "B=empath", "C=recluse", "D=poisoner", "E=imp", "F=monk", "G=spy", "H=soldier")


def lycan_night(library: Library, number: int = 2) -> Game:
    return advance_to(exp_table(library, *LYCAN), "night", number)


def proposals(game: Game) -> dict[str, tuple[bool, set[str]]]:
    return {game.state.seat(p.seat).name: (p.dies, {r.code for r in p.why}) for p in proposed_deaths(game) if p.seat}


def test_lycanthrope_kills_a_good_player_and_the_demon_does_not_kill(library: Library) -> None:
    """docs/rules/lycanthrope.md test 1: night 2 A chooses B: B dies; recorded, the Imp's attack on F kills nobody."""
    game = lycan_night(library)
    choose(game, "lycanthrope", "B")
    assert proposals(game)["B"][0]
    die(game, "B", "ability", "lycanthrope")
    dies, why = imp_attack(game, "F")
    assert not dies and "lycanthrope_killed" in why


def test_lycanthrope_choosing_evil_does_nothing(library: Library) -> None:
    """docs/rules/lycanthrope.md test 2: A chooses the Poisoner D: no attack; the Imp kills F."""
    game = lycan_night(library)
    choose(game, "lycanthrope", "D")
    assert "D" not in proposals(game)
    assert imp_attack(game, "F")[0]


def test_lycanthrope_spares_the_faux_paw_player(library: Library) -> None:
    """docs/rules/lycanthrope.md test 3: FAUX PAW on H: choosing H does nothing."""
    game = exp_table(library, *LYCAN)
    mark(game, "H", "lycanthrope", "Faux Paw")
    advance_to(game, "night", 2)
    choose(game, "lycanthrope", "H")
    assert "H" not in proposals(game)


def test_faux_paw_registers_evil_while_the_lycanthrope_works(library: Library) -> None:
    """docs/rules/lycanthrope.md test 4: H with FAUX PAW may register evil; once the Lycanthrope is dead it registers truly."""
    game = exp_table(library, *LYCAN)
    mark(game, "H", "lycanthrope", "Faux Paw")
    advance_to(game, "night", 1)
    seat = game.state.seat(seat_of(game, "H"))
    assert Sight.now(game).alignments(seat) == ("good", "evil")
    die(game, "A")
    assert Sight.now(game).alignments(game.state.seat(seat_of(game, "H"))) == ("good",)


def test_lycanthrope_may_kill_the_spy(library: Library) -> None:
    """docs/rules/lycanthrope.md test 5: the Spy G may register good: choosing it proposes its death."""
    game = lycan_night(library)
    choose(game, "lycanthrope", "G")
    assert "G" in proposals(game)


def test_poisoned_lycanthrope_kills_nobody(library: Library) -> None:
    """docs/rules/lycanthrope.md test 6: the Poisoner poisons A on night 2: B's death is proposed as none (killer_impaired)."""
    game = lycan_night(library)
    choose(game, "poisoner", "A")
    choose(game, "lycanthrope", "B")
    assert proposals(game)["B"] == (False, proposals(game)["B"][1]) and "killer_impaired" in proposals(game)["B"][1]


def test_lycanthrope_does_not_wake_on_night_one(library: Library) -> None:
    """docs/rules/lycanthrope.md Night: other nights only."""
    game = lycan_night(library, 1)
    assert absent(game, "lycanthrope") or step(game, "lycanthrope").status == "skipped"


# --- Acrobat ------------------------------------------------------------------------------------

ACRO = ("A=acrobat", "B=empath", "C=monk", "D=poisoner", "E=imp", "F=chef", "G=drunk", "H=soldier")


def acro_night(library: Library, number: int = 2) -> Game:
    return advance_to(exp_table(library, *ACRO), "night", number)


def test_acrobat_dies_choosing_a_poisoned_player(library: Library) -> None:
    """docs/rules/acrobat.md test 1: night 2 the Poisoner poisons B; A chooses B: A's death is proposed; CHOSEN on B."""
    game = acro_night(library)
    choose(game, "poisoner", "B")
    choose(game, "acrobat", "B")
    assert proposals(game)["A"][0]
    assert ("acrobat", "Chosen") in tokens(game, "B")


def test_acrobat_choosing_a_sober_healthy_player_lives(library: Library) -> None:
    """docs/rules/acrobat.md test 2: A chooses C (sober, healthy): no proposal for A."""
    game = acro_night(library)
    choose(game, "acrobat", "C")
    assert "A" not in proposals(game)


def test_acrobat_dies_when_the_choice_is_poisoned_later_tonight(library: Library) -> None:
    """docs/rules/acrobat.md test 3: A chooses C, then C is poisoned later tonight: A's death is proposed."""
    game = acro_night(library)
    choose(game, "acrobat", "C")
    mark(game, "C", "poisoner", "Poisoned")
    assert proposals(game)["A"][0]


def test_acrobat_dies_choosing_the_drunk(library: Library) -> None:
    """docs/rules/acrobat.md test 4: the Drunk G is drunk: choosing it kills A."""
    game = acro_night(library)
    choose(game, "acrobat", "G")
    assert proposals(game)["A"][0]


def test_poisoned_acrobat_survives(library: Library) -> None:
    """docs/rules/acrobat.md test 5: the Poisoner poisons A; A chooses the Drunk G: no death (killer_impaired)."""
    game = acro_night(library)
    choose(game, "poisoner", "A")
    choose(game, "acrobat", "G")
    dies, why = proposals(game)["A"]
    assert not dies and "killer_impaired" in why


def test_acrobat_sleeps_on_night_one(library: Library) -> None:
    """docs/rules/acrobat.md Night: other nights only."""
    game = acro_night(library, 1)
    assert absent(game, "acrobat") or step(game, "acrobat").status == "skipped"


# --- Engineer -----------------------------------------------------------------------------------

ENGINEER = ("A=engineer", "B=empath", "C=monk", "D=poisoner", "E=imp", "F=chef", "G=baron", "H=soldier", "I=mayor", "J=saint")
"""Two Minions: D (Poisoner) and G (Baron)."""


def engineer_night(library: Library, number: int = 1) -> Game:
    return advance_to(exp_table(library, *ENGINEER), "night", number)


def test_engineer_changes_the_demon(library: Library) -> None:
    """docs/rules/engineer.md test 1: night 1 A names the Fang Gu: E becomes the Fang Gu, still evil; NO ABILITY on A."""
    game = engineer_night(library)
    assert step(game, "engineer").status == "wakes"
    choose(game, "engineer", characters=("fanggu",))
    assert character(game, "E") == ("fanggu", "evil")
    assert ("engineer", "No Ability") in tokens(game, "A")


def test_engineer_changes_every_minion_in_seat_order(library: Library) -> None:
    """docs/rules/engineer.md test 2: A names the Spy and the Scarlet Woman: D becomes the Spy, G the Scarlet Woman."""
    game = engineer_night(library)
    choose(game, "engineer", characters=("spy", "scarletwoman"))
    assert character(game, "D") == ("spy", "evil") and character(game, "G") == ("scarletwoman", "evil")


def test_engineer_must_name_one_demon_or_every_minion(library: Library) -> None:
    """docs/rules/engineer.md test 3: one Minion for two Minions, or a Demon with a Minion, is refused."""
    game = engineer_night(library)
    with pytest.raises(IllegalEventError):
        choose(game, "engineer", characters=("spy",))
    with pytest.raises(IllegalEventError):
        choose(game, "engineer", characters=("fanggu", "spy"))


def test_poisoned_engineer_changes_nothing(library: Library) -> None:
    """docs/rules/engineer.md test 4: night 1 the Poisoner poisons A; A names the Fang Gu: E stays the Imp; ability spent."""
    game = engineer_night(library)
    choose(game, "poisoner", "A")
    choose(game, "engineer", characters=("fanggu",))
    assert character(game, "E") == ("imp", "evil") and ("engineer", "No Ability") in tokens(game, "A")
    advance_to(game, "night", 2)
    assert step(game, "engineer").status == "skipped" and "ability_used" in codes(step(game, "engineer"))


def test_engineer_shaking_head_keeps_the_ability(library: Library) -> None:
    """docs/rules/engineer.md test 5: nothing named on night 1: the step wakes on night 2."""
    game = engineer_night(library)
    choose(game, "engineer")
    advance_to(game, "night", 2)
    assert step(game, "engineer").status == "wakes"
