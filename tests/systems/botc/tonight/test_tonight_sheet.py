"""Tonight's sheet: evil info, held abilities, and the wake conditions of the spec's Test scenarios."""

from __future__ import annotations

from grimoire_app.model import Library
from grimoire_app.model.characters import Team
from grimoire_app.systems.botc.events import BluffsSet, InfoShown
from grimoire_app.systems.botc.tonight import tonight_sheet
from tests.builders import seat_of
from tests.systems.botc.tonight.tonight_helpers import (
    absent,
    advance,
    advance_to,
    choose,
    codes,
    die,
    execute,
    game_of,
    held_minion,
    mark,
    step,
)

S000_EIGHT = ("A=noble", "B=general", "C=fortuneteller", "D=seamstress", "E=balloonist", "F=klutz", "G=poisoner", "H=fanggu")


def test_minion_and_demon_info_need_seven_players(library: Library) -> None:
    """Spec 1.11: Minion Info and Demon Info only with 7+ players (seeds/000 how-to-run, Minion/Demon Info)."""
    game = game_of(library, "000", "A=noble", "B=general", "C=klutz", "D=poisoner", "E=fanggu", "F=seamstress")
    advance(game)
    for step_id in ("minioninfo", "demoninfo"):
        assert step(game, step_id).status == "skipped"
        assert "fewer_than_7" in codes(step(game, step_id))


def test_evil_info_cards_point_at_each_other_and_show_bluffs(library: Library) -> None:
    """Spec 1.11 Minion Info / Demon Info: THIS IS THE DEMON to the Minions; YOUR MINIONS and 3 bluffs to the Demon."""
    game = game_of(library, "000", *S000_EIGHT)
    game.record(BluffsSet(characters=("towncrier", "nightwatchman", "cannibal")))
    advance(game)
    minions, demon = seat_of(game, "G"), seat_of(game, "H")
    minion_info = step(game, "minioninfo")
    assert minion_info.wakes == (minions,)
    assert [(c.info, c.to, c.players) for c in minion_info.cards] == [("this_is_the_demon", (minions,), (demon,))]
    demon_info = step(game, "demoninfo")
    assert {c.info: (c.to, c.players, c.characters) for c in demon_info.cards} == {
        "these_are_your_minions": ((demon,), (minions,), ()),
        "not_in_play": ((demon,), (), ("towncrier", "nightwatchman", "cannibal")),
    }
    assert [e.info for e in demon_info.cards[1].events()] == ["not_in_play"]


def test_poppy_grower_replaces_evil_info(library: Library) -> None:
    """Spec 2.1 Poppy Grower test 1: no Minion/Demon Info; at its slot the Demon gets the bluffs (seeds/000)."""
    game = game_of(library, "000", "A=poppygrower", "B=general", "C=fortuneteller", "D=seamstress", "E=noble", "F=klutz", "G=poisoner", "H=fanggu")
    game.record(BluffsSet(characters=("towncrier", "nightwatchman", "cannibal")))
    advance(game)
    for step_id in ("minioninfo", "demoninfo"):
        assert "poppy_grower_alive" in codes(step(game, step_id))
    poppy = step(game, "poppygrower")
    assert poppy.status == "wakes" and poppy.kind == "storyteller"
    assert poppy.wakes == (seat_of(game, "H"),)
    assert poppy.cards[0].characters == ("towncrier", "nightwatchman", "cannibal")


def test_poppy_grower_death_wakes_the_evil_team(library: Library) -> None:
    """Spec 2.1 Poppy Grower test 2: executed healthy → EVIL WAKES; next night Minions then Demon; token used."""
    game = game_of(library, "001", "A=poppygrower", "B=fool", "C=sage", "D=alsaahir", "E=heretic", "F=goon", "G=poisoner", "H=ojo")
    advance_to(game, "day", 1)
    execute(game, "A")
    mark(game, "A", "poppygrower", "Evil Wakes")
    advance(game)
    poppy = step(game, "poppygrower")
    assert poppy.status == "wakes"
    assert poppy.wakes == (seat_of(game, "G"), seat_of(game, "H"))
    assert {c.info for c in poppy.cards} == {"this_is_the_demon", "these_are_your_minions"}
    choose(game, "poppygrower")
    assert not game.state.seat(seat_of(game, "A")).reminders


def test_lil_monsta_skips_evil_info_and_wakes_the_minions(library: Library) -> None:
    """Spec 2.4 Lil' Monsta test 1: no Minion/Demon Info; the Minions choose a babysitter; no kill on night 1."""
    game = game_of(library, "000", "A=noble", "B=general", "C=fortuneteller", "D=seamstress", "E=balloonist", "F=klutz", "G=poisoner", "H=witch")
    advance(game)
    for step_id in ("minioninfo", "demoninfo"):
        assert "lil_monsta" in codes(step(game, step_id))
    monsta = step(game, "lilmonsta")
    assert monsta.status == "wakes" and monsta.wakes == (seat_of(game, "G"), seat_of(game, "H"))
    assert "no_kill_tonight" in {n.code for n in monsta.notes}
    choose(game, "lilmonsta", "H")
    assert step(game, "lilmonsta").cards[0].to == (seat_of(game, "H"),)


def test_summoner_game_has_minion_info_without_a_demon(library: Library) -> None:
    """Spec 4.3 Summoner test 1: Minion Info runs with no Demon to point at; Demon Info skipped; bluffs at its slot."""
    game = game_of(library, "004", "A=empath", "B=monk", "C=oracle", "D=savant", "E=virgin", "F=golem", "G=summoner", "H=harpy")
    advance(game)
    minion_info = step(game, "minioninfo")
    assert minion_info.status == "wakes" and "no_demon_to_point" in {n.code for n in minion_info.notes}
    assert "summoner_no_demon" in codes(step(game, "demoninfo"))
    assert step(game, "summoner").cards[0].info == "not_in_play"


def test_atheist_game_has_no_evil_info(library: Library) -> None:
    """Spec 2.1 Atheist test 1: night 1 sheet has no Minion/Demon Info (seeds/000 Atheist)."""
    game = game_of(library, "000", "A=atheist", "B=general", "C=fortuneteller", "D=seamstress", "E=noble", "F=klutz", "G=balloonist")
    advance(game)
    assert "atheist" in codes(step(game, "minioninfo"))
    assert "atheist" in codes(step(game, "demoninfo"))


def test_snitch_wakes_minions_in_a_small_game(library: Library) -> None:
    """Spec 2.2 Snitch test 2: n=6, no Minion/Demon Info, but the Snitch step still wakes the Minion."""
    game = game_of(library, "000", "A=snitch", "B=general", "C=noble", "D=klutz", "E=poisoner", "F=fanggu")
    advance(game)
    snitch = step(game, "snitch")
    assert snitch.status == "wakes" and snitch.wakes == (seat_of(game, "E"),)


def test_damsel_shown_at_its_slot_when_minion_info_is_skipped(library: Library) -> None:
    """Spec 2.2 Damsel Night: with fewer than 7 players the Minions see the Damsel at its own slot."""
    game = game_of(library, "000", "A=damsel", "B=general", "C=noble", "D=klutz", "E=poisoner", "F=fanggu")
    advance(game)
    damsel = step(game, "damsel")
    assert damsel.status == "wakes" and damsel.cards[0].characters == ("damsel",)


def test_drunk_wakes_at_its_believed_slot_impaired(library: Library) -> None:
    """Spec 2.2 Drunk test 2: the Drunk believing Fortune Teller is at the FT slot every night, impaired."""
    game = game_of(library, "000", "A=drunk:fortuneteller", "B=general", "C=noble", "D=klutz", "E=poisoner", "F=fanggu", "G=seamstress")
    for night in (1, 2):
        advance_to(game, "night", night)
        found = step(game, "fortuneteller")
        assert found.status == "wakes"
        actor = found.actors[0]
        assert actor.via == "believed" and actor.impaired and actor.impaired[0].code == "drunk"


def test_alchemist_wakes_at_the_held_minion_slot(library: Library) -> None:
    """Spec 2.1 Alchemist test 1: "Alchemist (Witch)" at the Witch slot on nights 1 and 2; never at Minion Info."""
    game = game_of(library, "000", "A=alchemist", "B=general", "C=noble", "D=klutz", "E=poisoner", "F=fanggu", "G=seamstress", "H=balloonist")
    advance(game)
    assert step(game, "alchemist").notes[0].code == "alchemist_choose_minion"
    held_minion(game, "A", "witch")
    assert step(game, "alchemist").cards[0].characters == ("witch",)
    witch = step(game, "witch")
    assert witch.status == "wakes" and witch.actors[0].via == "alchemist"
    assert "alchemist_rechoose" in {n.code for n in witch.notes}
    assert seat_of(game, "A") not in step(game, "minioninfo").wakes
    advance_to(game, "night", 2)
    assert step(game, "witch").actors[0].seat == seat_of(game, "A")


def test_the_alchemists_card_suggests_a_minion_not_in_play(library: Library) -> None:
    """Spec 2.1 Alchemist Setup and Night (seeds/000, 001 Alchemist how to run): night 1 shows YOU ARE and a Minion
    token, normally a script Minion not in play. Until the Storyteller records one, the card carries the first such
    Minion (script order) as the suggestion (it was blank); the note still says the Storyteller chooses. S001 jinx:
    never the Organ Grinder unless it is in play; with no other Minion left out of play, an in-play one is duplicated."""
    game = game_of(library, "000", "A=alchemist", "B=general", "C=noble", "D=klutz", "E=poisoner", "F=fanggu", "G=seamstress", "H=balloonist")
    advance(game)
    found = step(game, "alchemist")
    assert found.notes[0].code == "alchemist_choose_minion"
    minions = [c.id for c in game.script.characters if c.team == Team.MINION]
    card = found.cards[0]
    assert card.info == "you_are" and card.to == (seat_of(game, "A"),)
    assert minions[0] == "poisoner" and card.characters == ("witch",)
    jinxed = game_of(library, "001", "A=alchemist", "B=fool", "C=sage", "D=pithag", "E=poisoner", "F=zombuul", "G=puzzlemaster")
    advance(jinxed)
    assert step(jinxed, "alchemist").cards[0].characters == ("pithag",), "not the Organ Grinder, which is not in play"


def test_philosopher_takes_a_character_not_in_play(library: Library) -> None:
    """Spec 3.1 Philosopher test 1: chooses Sage on night 2 → IS THE PHILOSOPHER; killed by the Demon → Sage step wakes it."""
    game = game_of(library, "001", "A=philosopher", "B=fool", "C=alsaahir", "D=heretic", "E=goon", "F=puzzlemaster", "G=poisoner", "H=vortox")
    advance_to(game, "night", 2)
    choose(game, "philosopher", characters=("sage",))
    assert step(game, "philosopher").status == "wakes"
    advance_to(game, "night", 3)
    assert "ability_used" in codes(step(game, "philosopher"))
    sage = step(game, "sage")
    assert sage.actors[0].via == "philosopher" and "not_killed_by_demon" in codes(sage)
    choose(game, "vortox", "A")
    die(game, "A", "demon", "vortox")
    assert step(game, "sage").status == "wakes"


def test_philosopher_takes_a_character_in_play(library: Library) -> None:
    """Spec 3.1 Philosopher test 2: Grandmother in play → she is DRUNK; the Philosopher learns a grandchild tonight."""
    game = game_of(library, "001", "A=philosopher", "B=grandmother", "C=alsaahir", "D=heretic", "E=fool", "F=sage", "G=poisoner", "H=vortox")
    mark(game, "C", "grandmother", "Grandchild")
    advance_to(game, "night", 2)
    choose(game, "philosopher", characters=("grandmother",))
    granny = step(game, "grandmother")
    philosopher = next(a for a in granny.actors if a.seat == seat_of(game, "A"))
    assert philosopher.via == "philosopher" and philosopher.fresh
    assert granny.status == "wakes" and granny.kind == "wake"
    own = next(a for a in granny.actors if a.seat == seat_of(game, "B"))
    assert "grandchild_not_killed" in {r.code for r in own.skipped}


def test_cannibal_holds_the_executed_good_players_ability(library: Library) -> None:
    """Spec 2.1 Cannibal test 1: Fortune Teller executed → "Cannibal (Fortune Teller)" at the FT slot next night."""
    game = game_of(library, "000", "A=cannibal", "B=fortuneteller", "C=noble", "D=klutz", "E=poisoner", "F=fanggu", "G=general")
    advance_to(game, "day", 1)
    execute(game, "B")
    advance(game)
    teller = step(game, "fortuneteller")
    assert teller.status == "wakes" and [(a.seat, a.via) for a in teller.actors if a.acts] == [(seat_of(game, "A"), "cannibal")]


def test_cannibal_eating_a_noble_learns_on_its_first_night(library: Library) -> None:
    """Spec 2.1 Noble Night: a player who gains the Noble ability later wakes on the first night they have it."""
    game = game_of(library, "000", "A=cannibal", "B=noble", "C=general", "D=klutz", "E=poisoner", "F=fanggu", "G=seamstress")
    advance_to(game, "day", 2)
    execute(game, "B")
    advance(game)
    noble = step(game, "noble")
    assert noble.status == "wakes" and noble.off_night and noble.actors[0].fresh
    advance_to(game, "night", 4)
    assert "first_night_only" in codes(step(game, "noble"))


def test_zombuul_wakes_only_if_nobody_died_today(library: Library) -> None:
    """Spec 3.4 Zombuul test 1: an execution death on day 2 → no Zombuul on night 3; no death → it wakes."""
    game = game_of(library, "001", "A=sage", "B=fool", "C=alsaahir", "D=heretic", "E=goon", "F=puzzlemaster", "G=poisoner", "H=zombuul")
    advance_to(game, "night", 2)
    assert step(game, "zombuul").status == "wakes"
    advance_to(game, "day", 2)
    execute(game, "C")
    advance(game)
    assert "died_today" in codes(step(game, "zombuul"))


def test_undertaker_shows_the_executed_drunk(library: Library) -> None:
    """Spec 4.1 Undertaker test 1: the Drunk (believes Monk) executed and died → night card shows the Drunk."""
    game = game_of(library, "004", "A=undertaker", "B=drunk:monk", "C=savant", "D=virgin", "E=golem", "F=empath", "G=goblin", "H=po")
    advance_to(game, "day", 2)
    execute(game, "B")
    advance(game)
    undertaker = step(game, "undertaker")
    assert undertaker.status == "wakes"
    assert undertaker.cards[0].characters == ("drunk",)


def test_bounty_hunter_wakes_when_the_known_player_died(library: Library) -> None:
    """Spec 2.1 Bounty Hunter test 2: KNOW on the Poisoner; executed on day 2 → the Bounty Hunter is on night 3."""
    game = game_of(library, "000", "A=bountyhunter", "B=general", "C=noble", "D=klutz", "E=poisoner", "F=fanggu", "G=seamstress")
    mark(game, "E", "bountyhunter", "Know")
    advance_to(game, "night", 2)
    assert "know_alive" in codes(step(game, "bountyhunter"))
    advance_to(game, "day", 2)
    execute(game, "E")
    advance(game)
    assert step(game, "bountyhunter").status == "wakes"


def test_witch_loses_her_ability_at_three_alive(library: Library) -> None:
    """Spec 2.3 Witch test 2: an execution leaves 3 alive → the Witch is not on the next night sheet."""
    game = game_of(library, "000", "A=witch", "B=general", "C=noble", "D=klutz", "E=fanggu")
    advance_to(game, "day", 1)
    execute(game, "B")
    die(game, "C")
    advance(game)
    assert "three_alive" in codes(step(game, "witch"))


def test_grandmother_step_runs_when_the_demon_kills_the_grandchild(library: Library) -> None:
    """Spec 3.1 Grandmother test 2: the Demon kills the grandchild → the Grandmother's step runs; poisoned → she lives."""
    game = game_of(library, "001", "A=grandmother", "B=fool", "C=alsaahir", "D=heretic", "E=goon", "F=sage", "G=poisoner", "H=vortox")
    mark(game, "C", "grandmother", "Grandchild")
    advance_to(game, "night", 3)
    choose(game, "vortox", "C")
    die(game, "C", "demon", "vortox")
    granny = step(game, "grandmother")
    assert granny.status == "wakes" and granny.kind == "storyteller"
    assert "grandmother_dies" in {n.code for n in granny.notes}
    mark(game, "A", "poisoner", "Poisoned")
    assert "impaired_nothing" in codes(step(game, "grandmother"))


def test_po_with_three_attacks_chooses_three(library: Library) -> None:
    """Spec 4.4 Po test 1: night 2 no-one → 3 ATTACKS; night 3 the step asks for three players."""
    game = game_of(library, "004", "A=empath", "B=monk", "C=oracle", "D=savant", "E=virgin", "F=golem", "G=goblin", "H=po")
    advance_to(game, "night", 2)
    assert step(game, "po").choose.players == 1
    choose(game, "po")
    advance_to(game, "night", 3)
    po = step(game, "po")
    assert po.choose.players == 3 and "three_attacks" in {n.code for n in po.notes}


def test_xaan_places_x_on_night_x(library: Library) -> None:
    """Spec 4.3 Xaan test 1: X = the Outsiders dealt (2) → night 2 offers X; other nights only the marker."""
    game = game_of(library, "004", "A=empath", "B=monk", "C=oracle", "D=savant", "E=golem", "F=klutz", "G=xaan", "H=po")
    advance(game)
    assert [r.token for r in step(game, "xaan").reminders] == ["Night 1"]
    advance_to(game, "night", 2)
    xaan = step(game, "xaan")
    assert [r.token for r in xaan.reminders] == ["Night 2", "X"]
    assert "xaan_x_tonight" in {n.code for n in xaan.notes}


def test_barber_death_wakes_the_demon(library: Library) -> None:
    """Spec 4.2 Barber test 1: the Barber executed on day 2 → night 3 the Barber's step wakes the Demon."""
    game = game_of(library, "004", "A=barber", "B=monk", "C=oracle", "D=savant", "E=virgin", "F=golem", "G=harpy", "H=po")
    advance_to(game, "day", 2)
    execute(game, "A")
    mark(game, "A", "barber", "Haircuts Tonight")
    advance(game)
    barber = step(game, "barber")
    assert barber.status == "wakes" and barber.wakes == (seat_of(game, "H"),) and barber.chooser == seat_of(game, "H")


def test_farmer_killed_at_night_makes_a_new_farmer(library: Library) -> None:
    """Spec 4.1 Farmer test 1: the Vortox kills the Farmer on night 2 → the Farmer step runs that night."""
    game = game_of(library, "004", "A=farmer", "B=monk", "C=oracle", "D=savant", "E=virgin", "F=golem", "G=goblin", "H=vortox")
    advance_to(game, "night", 2)
    assert "farmer_not_died" in codes(step(game, "farmer"))
    choose(game, "vortox", "A")
    die(game, "A", "demon", "vortox")
    farmer = step(game, "farmer")
    assert farmer.status == "wakes" and farmer.chooser == seat_of(game, "A")
    choose(game, "farmer", "B")
    assert game.state.seat(seat_of(game, "B")).character == "farmer"


def test_new_characters_wake_where_they_now_wake(library: Library) -> None:
    """Spec 3.3 Pit-Hag test 1 and 1.11: a player turned into the Sage is on the Sage's step afterwards."""
    game = game_of(library, "001", "A=poppygrower", "B=fool", "C=alsaahir", "D=heretic", "E=goon", "F=puzzlemaster", "G=pithag", "H=vortox")
    advance_to(game, "night", 2)
    choose(game, "pithag", "A", characters=("sage",))
    assert game.state.seat(seat_of(game, "A")).character == "sage"
    assert step(game, "sage").actors[0].seat == seat_of(game, "A")
    assert not step(game, "poppygrower").in_play


def test_summoned_lleech_picks_a_host_on_its_first_night(library: Library) -> None:
    """Spec 4.3 Summoner test 2 and 4.4 Lleech test 3: the new Lleech acts the same night, choosing a host."""
    game = game_of(library, "004", "A=empath", "B=monk", "C=oracle", "D=savant", "E=virgin", "F=golem", "G=summoner", "H=goblin")
    advance_to(game, "night", 3)
    choose(game, "summoner", "B", characters=("lleech",))
    lleech = step(game, "lleech")
    assert lleech.status == "wakes" and lleech.actors[0].fresh
    assert "lleech_host" in {n.code for n in lleech.notes}
    assert [r.token for r in lleech.reminders] == ["Poisoned"]


def test_a_once_per_game_ability_used_tonight_still_shows_as_waking(library: Library) -> None:
    """Spec 2.1 Nightwatchman test 1: the step used tonight stays on tonight's sheet (done), gone tomorrow."""
    game = game_of(library, "000", *S000_EIGHT[:6], "G=nightwatchman", "H=poisoner", "I=fanggu")
    advance(game)
    choose(game, "nightwatchman", "A")
    watchman = step(game, "nightwatchman")
    assert watchman.status == "wakes" and len(watchman.done) == 1
    assert watchman.cards[0].to == (seat_of(game, "A"),) and watchman.cards[0].players == (seat_of(game, "G"),)


def test_harpy_card_goes_to_the_first_chosen(library: Library) -> None:
    """Spec 4.3 Harpy test 1: picks s2 then s5 → s2 is woken and shown the Harpy and s5."""
    game = game_of(library, "004", "A=empath", "B=monk", "C=oracle", "D=savant", "E=virgin", "F=golem", "G=harpy", "H=po")
    advance(game)
    assert step(game, "harpy").cards[0].to == ()
    choose(game, "harpy", "B", "E")
    card = step(game, "harpy").cards[0]
    assert (card.info, card.to, card.characters, card.players) == ("selected_you", (seat_of(game, "B"),), ("harpy",), (seat_of(game, "E"),))


def test_a_past_night_is_read_as_it_stood(library: Library) -> None:
    """DESIGN.md review: night 1's sheet read on day 2 shows night 1's choices, not today's grimoire."""
    game = game_of(library, "000", *S000_EIGHT)
    advance(game)
    choose(game, "poisoner", "C")
    advance_to(game, "day", 2)
    die(game, "G")
    past = [s for s in tonight_sheet(game, 1) if s.id == "poisoner"][0]
    assert past.status == "wakes" and len(past.done) == 1
    assert "dead" in codes(step(game, "poisoner"))


def test_never_waking_characters_are_not_on_the_sheet(library: Library) -> None:
    """Spec 2 "Never on the sheet": Fisherman, Atheist, Klutz, Goblin have no step; how-to-run texts are bilingual."""
    game = game_of(library, "000", "A=fisherman", "B=klutz", "C=noble", "D=general", "E=goblin", "F=fanggu", "G=seamstress")
    advance(game)
    assert all(absent(game, cid) for cid in ("fisherman", "klutz", "goblin", "atheist"))
    noble = step(game, "noble")
    assert noble.how_to_run is not None and noble.how_to_run.get("ko") != noble.how_to_run.get("en")
    assert noble.cards and noble.cards[0].info == "answer"
    assert isinstance(noble.cards[0].events()[0], InfoShown)


def test_cannibal_eating_an_evil_player_only_pretends(library: Library) -> None:
    """Spec 2.1 Cannibal test 2: an evil meal poisons the Cannibal; it may still be woken, impaired (pretence)."""
    game = game_of(library, "000", "A=cannibal", "B=fortuneteller", "C=noble", "D=klutz", "E=witch", "F=fanggu", "G=general")
    advance_to(game, "day", 1)
    execute(game, "E")
    advance(game)
    witch = step(game, "witch")
    cannibal = next(a for a in witch.actors if a.seat == seat_of(game, "A"))
    assert cannibal.via == "cannibal" and cannibal.impaired[0].code == "cannibal_evil_meal"
