"""Night rules of the Bad Moon Rising evil side: the Lunatic, Godfather, Devil's Advocate, Pukka, Shabaloth, Tinker, Moonchild.

Each test cites its rules page (docs/rules/<id>.md, numbered tests). Tables sit on the Bad Moon Rising
script; seats are named by letter.
"""

from __future__ import annotations

import pytest

from grimoire_app.model import Library
from grimoire_app.model.errors import IllegalEventError
from grimoire_app.systems.botc.events import PlayerDied, PlayerRevived, ReminderMoved, ReminderPlaced, ReminderRemoved
from grimoire_app.systems.botc.info.reliability import reliability
from grimoire_app import paths
from grimoire_app.model import load_library
from grimoire_app.systems.botc.tonight import check_choice, dawn_report, proposed_deaths, source_gone_events, tonight_data
from grimoire_app.systems.botc.tonight.data import Lifetime
from tests.builders import seat_of
from tests.systems.botc.bmr_evil_helpers import bmr_game
from tests.systems.botc.tonight.tonight_helpers import advance, advance_to, choose, codes, die, execute, mark, record, step, tokens

MINE = ("devilsadvocate", "godfather", "lunatic", "moonchild", "mastermind", "pukka", "shabaloth", "tinker")
LIFETIMES = sorted(
    (l for l in tonight_data(load_library(paths.resources_dir())).lifetimes.values() if l.character in MINE),
    key=lambda l: (l.character, l.token),
)
EIGHT = ("A=lunatic:pukka", "B=godfather", "C=pukka", "D=courtier", "E=tinker", "F=chambermaid", "G=moonchild", "H=gossip")


def deaths(game):  # type: ignore[no-untyped-def]
    """Return tonight's proposals as (seat id, dies, cause character) triples."""
    found = []
    for proposal in proposed_deaths(game):
        died = [e for e in proposal.events if isinstance(e, PlayerDied)]
        found.append((proposal.seat, proposal.dies, died[0].cause.character if died else None))
    return found


@pytest.mark.parametrize("lifetime", LIFETIMES, ids=[f"{l.character}-{l.token}" for l in LIFETIMES])
def test_every_token_lives_as_its_data_says(library: Library, lifetime: Lifetime) -> None:
    """docs/rules/<id>.md Reminders: placed on night 1, gone at dawn iff "dawn"; placed by day, gone at dusk iff "dusk";
    source dead: gone iff "source"."""
    assert "docs/rules/" in lifetime.ref
    game = bmr_game(library, f"S={lifetime.character}", "T=courtier", "F1=gossip", "F2=chambermaid", "F3=po")
    advance(game)
    mark(game, "T", lifetime.character, lifetime.token)
    advance(game)
    assert ((lifetime.character, lifetime.token) in tokens(game, "T")) != ("dawn" in lifetime.ends)
    if (lifetime.character, lifetime.token) not in tokens(game, "T"):
        mark(game, "T", lifetime.character, lifetime.token)
    advance(game)
    assert ((lifetime.character, lifetime.token) in tokens(game, "T")) != ("dusk" in lifetime.ends)
    if (lifetime.character, lifetime.token) not in tokens(game, "T"):
        mark(game, "T", lifetime.character, lifetime.token)
    assert not source_gone_events(game)
    die(game, "S")
    gone = [e for e in source_gone_events(game) if isinstance(e, ReminderRemoved)]
    assert bool(gone) == ("source" in lifetime.ends)


# --- the Lunatic -------------------------------------------------------------------------------


def test_lunatic_first_night_fake_minions_and_the_demon_told(library: Library) -> None:
    """docs/rules/lunatic.md test 4: night 1 (8 players): the Lunatic, then the Demon, wake; fake Minions, bluffs, the Lunatic shown."""
    game = bmr_game(library, *EIGHT)
    advance(game)
    found = step(game, "lunatic")
    a, b, c = (seat_of(game, n) for n in "ABC")
    assert found.wakes_tonight and found.wakes == (a, c)
    cards = {card.info: card for card in found.cards}
    assert cards["these_are_your_minions"].to == (a,) and cards["these_are_your_minions"].players == (b,)
    assert cards["not_in_play"].to == (a,)
    assert cards["custom"].to == (c,) and cards["custom"].characters == ("lunatic",) and cards["custom"].players == (a,)
    assert "lunatic_pretends" in {n.code for n in found.notes}


def test_lunatic_first_night_skipped_under_seven(library: Library) -> None:
    """docs/rules/lunatic.md test 5: with 6 players the Lunatic's first-night step is skipped like Demon Info."""
    game = bmr_game(library, "A=lunatic:pukka", "B=godfather", "C=pukka", "D=courtier", "E=tinker", "F=chambermaid")
    advance(game)
    assert "fewer_than_7" in codes(step(game, "lunatic"))


def test_lunatic_attacks_kill_nobody_and_the_demon_learns_them(library: Library) -> None:
    """docs/rules/lunatic.md test 6: night 2 the Lunatic chooses as the Pukka: CHOSEN, no death, the real Demon told."""
    game = bmr_game(library, *EIGHT)
    advance(game)
    choose(game, "pukka", "F")
    advance_to(game, "night", 2)
    assert step(game, "lunatic").choose.players == 1
    events = choose(game, "lunatic", "D")
    assert any(isinstance(e, ReminderPlaced) and (e.character, e.token) == ("lunatic", "Chosen") for e in events)
    card = step(game, "lunatic").cards[0]
    assert card.to == (seat_of(game, "C"),) and card.players == (seat_of(game, "A"), seat_of(game, "D"))
    assert "lunatic_chose" in {n.code for n in step(game, "pukka").notes}
    assert all(seat != seat_of(game, "D") for seat, _, _ in deaths(game))
    advance(game)
    assert ("lunatic", "Chosen") not in tokens(game, "D")


def test_lunatic_believing_zombuul_sleeps_after_a_death(library: Library) -> None:
    """docs/rules/lunatic.md test 7: a Lunatic who believes it is the Zombuul is skipped when someone died today."""
    game = bmr_game(library, "A=lunatic:zombuul", "B=godfather", "C=zombuul", "D=courtier", "E=tinker", "F=chambermaid", "G=gossip")
    advance_to(game, "day", 1)
    execute(game, "D")
    advance(game)
    assert "died_today" in codes(step(game, "lunatic"))
    assert "died_today" in codes(step(game, "zombuul"))


def test_dead_lunatic_sleeps(library: Library) -> None:
    """docs/rules/lunatic.md test 8: a dead Lunatic is not woken."""
    game = bmr_game(library, *EIGHT)
    advance_to(game, "day", 1)
    execute(game, "A")
    advance(game)
    assert "dead" in codes(step(game, "lunatic"))


# --- the Godfather -----------------------------------------------------------------------------


def test_godfather_learns_the_outsiders(library: Library) -> None:
    """docs/rules/godfather.md test 7: night 1 the Godfather's card names the Outsiders in play, in seat order."""
    game = bmr_game(library, *EIGHT)
    advance(game)
    card = step(game, "godfather").cards[0]
    assert card.to == (seat_of(game, "B"),) and card.characters == ("lunatic", "tinker", "moonchild")
    none = bmr_game(library, "A=courtier", "B=godfather", "C=pukka", "D=gossip", "E=chambermaid")
    advance(none)
    assert step(none, "godfather").cards[0].characters == ()
    assert "godfather_no_outsiders" in {n.code for n in step(none, "godfather").notes}


def test_godfather_sleeps_unless_an_outsider_died_today(library: Library) -> None:
    """docs/rules/godfather.md test 8: night 2 after a day with no Outsider death: skipped; a Townsfolk's death is no reason."""
    game = bmr_game(library, *EIGHT)
    advance_to(game, "day", 1)
    execute(game, "D")
    advance(game)
    assert "no_outsider_died" in codes(step(game, "godfather"))


def test_godfather_kills_after_an_outsider_died(library: Library) -> None:
    """docs/rules/godfather.md test 9: the Tinker executed day 1: night 2 the Godfather wakes and its choice dies (cause Godfather)."""
    game = bmr_game(library, *EIGHT)
    advance_to(game, "day", 1)
    execute(game, "E")
    advance(game)
    found = step(game, "godfather")
    assert found.wakes_tonight and "outsider_died" in {n.code for n in found.notes}
    choose(game, "godfather", "H")
    assert (seat_of(game, "H"), True, "godfather") in deaths(game)


def test_impaired_godfather_kills_nobody(library: Library) -> None:
    """docs/rules/godfather.md test 10: a Godfather poisoned by the Pukka wakes and chooses, but nobody dies."""
    game = bmr_game(library, *EIGHT)
    advance(game)
    choose(game, "pukka", "B")
    advance(game)
    execute(game, "E")
    advance(game)
    choose(game, "godfather", "H")
    assert (seat_of(game, "H"), False, None) in deaths(game)


# --- the Devil's Advocate ----------------------------------------------------------------------


def test_devilsadvocate_marks_and_moves(library: Library) -> None:
    """docs/rules/devilsadvocate.md test 1: SURVIVES EXECUTION on the choice, kept through day 1, off at dusk; night 2 names last night's choice."""
    game = bmr_game(library, "A=devilsadvocate", "B=po", "C=courtier", "D=gossip", "E=chambermaid", "F=tinker", "G=fool")
    advance(game)
    assert step(game, "devilsadvocate").choose.living
    choose(game, "devilsadvocate", "C")
    assert ("devilsadvocate", "Survives Execution") in tokens(game, "C")
    advance(game)
    assert ("devilsadvocate", "Survives Execution") in tokens(game, "C")
    advance(game)
    assert not tokens(game, "C")
    assert "devilsadvocate_not_again" in {n.code for n in step(game, "devilsadvocate").notes}


def test_devilsadvocate_may_not_repeat(library: Library) -> None:
    """docs/rules/devilsadvocate.md test 4: choosing last night's player again is refused (overridably); another is fine."""
    game = bmr_game(library, "A=devilsadvocate", "B=po", "C=courtier", "D=gossip", "E=chambermaid", "F=tinker", "G=fool")
    advance(game)
    choose(game, "devilsadvocate", "C")
    advance_to(game, "night", 2)
    assert [r.code for r in check_choice(game, "devilsadvocate", [seat_of(game, "C")])] == ["devilsadvocate_not_again"]
    assert check_choice(game, "devilsadvocate", [seat_of(game, "D")]) == ()
    with pytest.raises(IllegalEventError):
        choose(game, "devilsadvocate", "C")
    choose(game, "devilsadvocate", "C", override=True)
    assert ("devilsadvocate", "Survives Execution") in tokens(game, "C")


# --- the Pukka ---------------------------------------------------------------------------------


def test_pukka_poisons_on_night_one_and_kills_next_night(library: Library) -> None:
    """docs/rules/pukka.md tests 1 and 2: night 1 POISONED and no death; night 2 the token moves and last night's player dies."""
    game = bmr_game(library, *EIGHT)
    advance(game)
    choose(game, "pukka", "F")
    assert deaths(game) == [] and ("pukka", "Poisoned") in tokens(game, "F")
    assert reliability(game, seat_of(game, "F")).poisoned
    advance_to(game, "night", 2)
    assert "pukka_dies" in {n.code for n in step(game, "pukka").notes}
    events = choose(game, "pukka", "H")
    assert any(isinstance(e, ReminderMoved) and e.seat == seat_of(game, "H") for e in events)
    assert deaths(game) == [(seat_of(game, "F"), True, "pukka")]
    assert not tokens(game, "F") and not reliability(game, seat_of(game, "F")).poisoned


def test_pukka_poison_ends_with_the_pukka(library: Library) -> None:
    """docs/rules/pukka.md test 3: the Pukka dies: its POISONED comes off (source gone)."""
    game = bmr_game(library, *EIGHT)
    advance(game)
    choose(game, "pukka", "F")
    die(game, "C")
    assert [e for e in source_gone_events(game) if isinstance(e, ReminderRemoved)]


# --- the Shabaloth -----------------------------------------------------------------------------


def test_shabaloth_kills_two_from_night_two(library: Library) -> None:
    """docs/rules/shabaloth.md tests 1 and 2: not night 1; night 2 both chosen players are proposed dead."""
    game = bmr_game(library, "A=courtier", "B=godfather", "C=shabaloth", "D=gossip", "E=chambermaid", "F=tinker", "G=fool")
    advance(game)
    assert "not_first_night" in codes(step(game, "shabaloth"))
    advance_to(game, "night", 2)
    assert step(game, "shabaloth").choose.players == 2
    choose(game, "shabaloth", "D", "E")
    assert deaths(game) == [(seat_of(game, "D"), True, "shabaloth"), (seat_of(game, "E"), True, "shabaloth")]


def test_shabaloth_may_regurgitate(library: Library) -> None:
    """docs/rules/shabaloth.md test 3: night 3 a dead player chosen on night 2 is offered back (ALIVE), after the choice."""
    game = bmr_game(library, "A=courtier", "B=godfather", "C=shabaloth", "D=gossip", "E=chambermaid", "F=tinker", "G=fool")
    advance_to(game, "night", 2)
    choose(game, "shabaloth", "D", "E")
    record(game, [e for p in proposed_deaths(game) for e in p.events])
    advance_to(game, "night", 3)
    assert "shabaloth_regurgitate" in {n.code for n in step(game, "shabaloth").notes}
    assert deaths(game) == []
    choose(game, "shabaloth", "A", "F")
    back = [p for p in proposed_deaths(game) if not p.dies and p.events]
    assert [p.seat for p in back] == [seat_of(game, "D"), seat_of(game, "E")]
    record(game, back[0].events)
    assert game.state.seat(seat_of(game, "D")).alive and ("shabaloth", "Alive") in tokens(game, "D")
    assert seat_of(game, "D") not in [p.seat for p in proposed_deaths(game) if not p.dies and p.events]
    assert any(isinstance(e, PlayerRevived) for e in back[1].events)


# --- the Tinker and the Moonchild --------------------------------------------------------------


def test_tinker_dies_when_the_storyteller_chooses(library: Library) -> None:
    """docs/rules/tinker.md test 1: the Tinker's step is the Storyteller's; choosing the Tinker proposes its death."""
    game = bmr_game(library, *EIGHT)
    advance(game)
    assert "not_first_night" in codes(step(game, "tinker"))
    advance_to(game, "night", 2)
    found = step(game, "tinker")
    assert found.wakes_tonight and found.kind == "storyteller" and found.wakes == ()
    choose(game, "tinker")
    assert deaths(game) == []
    choose(game, "tinker", "E")
    assert deaths(game) == [(seat_of(game, "E"), True, "tinker")]


def test_poisoned_tinker_does_not_die_of_it(library: Library) -> None:
    """docs/rules/tinker.md test 2: a Tinker poisoned by the Pukka cannot die by its own ability."""
    game = bmr_game(library, *EIGHT)
    advance(game)
    choose(game, "pukka", "E")
    advance_to(game, "night", 2)
    choose(game, "tinker", "E")
    assert (seat_of(game, "E"), False, None) in deaths(game)


def test_moonchild_step_kills_a_good_choice(library: Library) -> None:
    """docs/rules/moonchild.md test 2: marked good player: the step runs (the Moonchild is dead) and proposes the death; DEAD is used."""
    game = bmr_game(library, *EIGHT)
    advance_to(game, "day", 1)
    execute(game, "G")
    mark(game, "D", "moonchild", "Dead")
    advance(game)
    found = step(game, "moonchild")
    assert found.wakes_tonight and "moonchild_good" in {n.code for n in found.notes}
    choose(game, "moonchild", "D")
    assert deaths(game) == [(seat_of(game, "D"), True, "moonchild")]
    assert ("moonchild", "Dead") not in tokens(game, "D")


def test_moonchild_evil_choice_kills_nobody(library: Library) -> None:
    """docs/rules/moonchild.md test 3: the marked player is evil: noted, and choosing them proposes nothing."""
    game = bmr_game(library, *EIGHT)
    advance_to(game, "day", 1)
    execute(game, "G")
    mark(game, "B", "moonchild", "Dead")
    advance(game)
    assert "moonchild_evil" in {n.code for n in step(game, "moonchild").notes}
    choose(game, "moonchild", "B")
    assert deaths(game) == []


def test_moonchild_step_waits_for_a_choice(library: Library) -> None:
    """docs/rules/moonchild.md tests 4 and 5: no mark: skipped; a mark placed tonight waits for the next night."""
    game = bmr_game(library, *EIGHT)
    advance_to(game, "night", 2)
    assert "moonchild_no_choice" in codes(step(game, "moonchild"))
    die(game, "G", "demon", "pukka")
    mark(game, "D", "moonchild", "Dead")
    assert "moonchild_no_choice" in codes(step(game, "moonchild"))
    advance_to(game, "night", 3)
    assert step(game, "moonchild").wakes_tonight


def test_moonchild_killed_at_night_is_prompted_at_dawn(library: Library) -> None:
    """docs/rules/moonchild.md test 6: the Moonchild killed at night: the dawn step and the dawn report say to ask for its choice."""
    game = bmr_game(library, *EIGHT)
    advance_to(game, "night", 2)
    die(game, "G", "demon", "pukka")
    assert "moonchild_choose" in {n.code for n in step(game, "dawn").notes}
    assert "moonchild_choose" in {n.code for n in dawn_report(game).notes}
