"""Night rules of the experimental Demons' jinxes (issue 21): each test cites its rules page (docs/rules/<id>.md)."""

from __future__ import annotations

from grimoire_app.model import Library
from grimoire_app.systems.botc.events import PlayerDied
from grimoire_app.systems.botc.game import Game
from grimoire_app.systems.botc.info import suggestions
from grimoire_app.systems.botc.tonight import check_choice, proposed_deaths, tonight_sheet
from tests.builders import seat_of
from tests.systems.botc.exp_demons_helpers import demon_game
from tests.systems.botc.tonight.tonight_helpers import advance_to, choose, codes, record, step

PICKED = ("banshee", "sage", "farmer")
"""Characters off Trouble Brewing whose jinx with the Leviathan and Riot makes them pick (the Ravenkeeper is on it)."""


def deaths(game: Game) -> list[tuple[str, bool, str | None]]:
    """Return tonight's proposals as (seat id, dies, cause character) triples."""
    found = []
    for proposal in proposed_deaths(game):
        died = [e for e in proposal.events if isinstance(e, PlayerDied)]
        found.append((proposal.seat, proposal.dies, died[0].cause.character if died else None))
    return found


def night_two(library: Library, demon: str, *players: str, extra: tuple[str, ...] = PICKED) -> Game:
    """Seat the players on a script with the Demon (and `extra`) and go to night 2."""
    return advance_to(demon_game(library, demon, *players, extra=extra), "night", 2)


TABLE = ("A=leviathan", "B=banshee", "C=sage", "D=ravenkeeper", "E=farmer", "F=poisoner", "G=chef", "H=empath")


def test_leviathan_picks_from_night_two_with_the_banshee(library: Library) -> None:
    """docs/rules/leviathan.md jinx Banshee: night 2 the Leviathan A wakes to pick 1 living player, before the Sage's step."""
    game = demon_game(library, "leviathan", *TABLE, extra=PICKED)
    advance_to(game, "night", 1)
    assert step(game, "leviathan").choose.players == 0
    advance_to(game, "night", 2)
    found = step(game, "leviathan")
    assert found.wakes_tonight and found.wakes == (seat_of(game, "A"),) and found.choose.players == 1 and found.choose.living
    assert "jinx_demon_pick" in {note.code for note in found.notes}
    order = [s.id for s in tonight_sheet(game)]
    assert order.index("leviathan") == order.index("sage") - 1 and order.index("leviathan") < order.index("dawn")


def test_leviathan_without_the_partners_picks_nobody(library: Library) -> None:
    """docs/rules/leviathan.md jinx Banshee: on a script without the Banshee, Farmer, Ravenkeeper or Sage, no pick."""
    game = night_two(library, "leviathan", "A=leviathan", "B=chef", "C=empath", "D=poisoner", "E=monk", extra=())
    game_script = set(game.script.ids)
    assert "ravenkeeper" in game_script  # Trouble Brewing's: the Ravenkeeper's jinx alone still makes it pick
    assert step(game, "leviathan").choose.players == 1
    assert "jinx_demon_pick_any" in {note.code for note in step(game, "leviathan").notes}


def test_leviathan_picking_the_banshee_kills_it_and_empowers_it(library: Library) -> None:
    """docs/rules/leviathan.md jinx Banshee: A picks B (the Banshee) → B's death is proposed (cause Leviathan); once
    recorded, the Banshee's step runs with the announcement and HAS ABILITY."""
    game = night_two(library, "leviathan", *TABLE)
    choose(game, "leviathan", "B")
    assert deaths(game) == [(seat_of(game, "B"), True, "leviathan")]
    record(game, proposed_deaths(game)[0].events)
    found = step(game, "banshee")
    assert found.status == "wakes" and "banshee_announce" in {r.code for r in found.notes}
    assert [(r.character, r.token) for r in found.reminders] == [("banshee", "Has Ability")]


def test_leviathan_picking_another_player_kills_nobody(library: Library) -> None:
    """docs/rules/leviathan.md jinx Banshee: A picks G (the Chef) → no death proposed; the Banshee's step is skipped."""
    game = night_two(library, "leviathan", *TABLE)
    choose(game, "leviathan", "G")
    assert deaths(game) == []
    assert "not_killed_by_demon" in codes(step(game, "banshee"))


def test_leviathan_pick_must_be_good_and_new(library: Library) -> None:
    """docs/rules/leviathan.md jinx Banshee: the pick is a good player (F, the Poisoner, is refused) never picked before
    (G picked on night 2 is refused on night 3)."""
    game = night_two(library, "leviathan", *TABLE)
    f, g = seat_of(game, "F"), seat_of(game, "G")
    assert {r.code for r in check_choice(game, "leviathan", [f])} == {"jinx_pick_not_good"}
    assert check_choice(game, "leviathan", [g]) == ()
    choose(game, "leviathan", "G")
    advance_to(game, "night", 3)
    assert {r.code for r in check_choice(game, "leviathan", [g])} == {"jinx_pick_again"}
    assert check_choice(game, "leviathan", [seat_of(game, "H")]) == ()


def test_leviathan_picking_the_sage_wakes_it_alive(library: Library) -> None:
    """docs/rules/leviathan.md jinx Sage: A picks C (the Sage) → nobody dies; the Sage's step wakes C, alive, and its
    information holds A (the Leviathan) in every true pair."""
    game = night_two(library, "leviathan", *TABLE)
    assert "not_killed_by_demon" in codes(step(game, "sage"))
    choose(game, "leviathan", "C")
    assert deaths(game) == []
    found = step(game, "sage")
    assert found.status == "wakes" and found.wakes == (seat_of(game, "C"),)
    assert "jinx_picked_acts" in {note.code for note in found.notes}
    sage = [s for s in suggestions(game) if s.step == "sage"]
    assert sage and all(seat_of(game, "A") in pair for pair in sage[0].truth)


def test_leviathan_picking_the_ravenkeeper_wakes_it_alive(library: Library) -> None:
    """docs/rules/leviathan.md jinx Ravenkeeper: A picks D (the Ravenkeeper) → D wakes alive to choose a player and
    learns the character (G: the Chef)."""
    game = night_two(library, "leviathan", *TABLE)
    choose(game, "leviathan", "D")
    assert step(game, "ravenkeeper").status == "wakes"
    choose(game, "ravenkeeper", "G")
    raven = [s for s in suggestions(game) if s.step == "ravenkeeper"]
    assert raven and raven[0].truth == ("chef",)


def test_leviathan_picking_the_farmer_makes_a_farmer(library: Library) -> None:
    """docs/rules/leviathan.md jinx Farmer: A picks E (the Farmer) → E's step runs although E lives; a poisoned Farmer's
    does nothing."""
    game = night_two(library, "leviathan", *TABLE)
    assert "farmer_not_died" in codes(step(game, "farmer"))
    choose(game, "leviathan", "E")
    assert step(game, "farmer").status == "wakes" and step(game, "farmer").choose.players == 1
    poisoned = night_two(library, "leviathan", *TABLE)
    choose(poisoned, "poisoner", "E")
    choose(poisoned, "leviathan", "E")
    assert "impaired_nothing" in codes(step(poisoned, "farmer"))


RIOT = ("A=riot", "B=banshee", "C=sage", "D=ravenkeeper", "E=farmer", "F=poisoner", "G=chef", "H=empath")


def test_riot_picking_the_banshee_kills_it(library: Library) -> None:
    """docs/rules/riot.md jinx Banshee: night 2 Riot A wakes to pick; picking B (the Banshee) proposes B's death (cause
    Riot), and the Banshee's step runs once it is recorded."""
    game = night_two(library, "riot", *RIOT)
    found = step(game, "riot")
    assert found.wakes == (seat_of(game, "A"),) and found.choose.players == 1
    choose(game, "riot", "B")
    assert deaths(game) == [(seat_of(game, "B"), True, "riot")]
    record(game, proposed_deaths(game)[0].events)
    assert step(game, "banshee").status == "wakes"


def test_riot_picking_the_sage_wakes_it_alive(library: Library) -> None:
    """docs/rules/riot.md jinx Sage: Riot A picks C (the Sage) on night 2 → the Sage's step wakes C."""
    game = night_two(library, "riot", *RIOT)
    choose(game, "riot", "C")
    assert deaths(game) == [] and step(game, "sage").status == "wakes"


LEGION = ("A=legion", "B=legion", "C=engineer", "D=chef", "E=legion", "F=empath", "G=legion")


def test_engineer_with_legion_is_told_then_has_no_ability(library: Library) -> None:
    """docs/rules/legion.md jinx Engineer: night 1 the Engineer C wakes, chooses nothing and is told Legion is in play;
    night 2 its step is skipped (`engineer_legion`)."""
    game = demon_game(library, "legion", *LEGION, extra=("engineer",))
    advance_to(game, "night", 1)
    found = step(game, "engineer")
    assert found.status == "wakes" and found.choose.characters == 0 and "engineer_legion_told" in {n.code for n in found.notes}
    advance_to(game, "night", 2)
    assert "engineer_legion" in codes(step(game, "engineer"))


def test_engineer_making_legion_turns_every_evil_player_into_legion(library: Library) -> None:
    """docs/rules/legion.md jinx Engineer: in an Imp game the Engineer A names Legion on night 1: the Imp E becomes Legion,
    and the Poisoner D and the Baron G are offered to become Legion too (evil); accepted, every evil player is Legion."""
    from tests.systems.botc.exp_demons_helpers import script_with
    from grimoire_app.systems.botc.commands import add_seat, assign_character
    game = Game(script_with(library, "imp", extra=("engineer", "legion")), library)
    for player in ("A=engineer", "B=chef", "C=empath", "D=poisoner", "E=imp", "F=monk", "G=baron"):
        name, _, character = player.partition("=")
        seat = game.record(add_seat(game.state, name)).seat  # type: ignore[union-attr]
        game.record(assign_character(game.state, seat, game.character(character)))
    advance_to(game, "night", 1)
    assert [p for p in proposed_deaths(game) if p.source == "legion"] == []
    choose(game, "engineer", characters=("legion",))
    assert game.state.seat(seat_of(game, "E")).character == "legion"
    offers = [p for p in proposed_deaths(game) if p.source == "legion"]
    assert [p.seat for p in offers] == [seat_of(game, "D"), seat_of(game, "G")] and not any(p.dies for p in offers)
    for offer in offers:
        record(game, offer.events)
    assert [(s.name, s.character) for s in game.state.seats if s.alignment == "evil"] == [("D", "legion"), ("E", "legion"), ("G", "legion")]


def test_preacher_choosing_legion_takes_nothing(library: Library) -> None:
    """docs/rules/legion.md jinx Preacher: night 2 the Preacher C chooses the Legion A: no NO ABILITY, the note
    `preacher_legion`; the Legion step still lets the Storyteller kill."""
    players = ("A=legion", "B=legion", "C=preacher", "D=chef", "E=legion", "F=empath")
    game = night_two(library, "legion", *players, extra=("preacher",))
    choose(game, "preacher", "A")
    notes = {n.code for n in step(game, "preacher").notes}
    assert "preacher_legion" in notes and "preacher_may_register" not in notes
    assert ("preacher", "No Ability") not in {(r.character, r.token) for r in game.state.seat(seat_of(game, "A")).reminders}
    assert step(game, "legion").status == "wakes"


def test_magician_wakes_with_legion_unnamed(library: Library) -> None:
    """docs/rules/legion.md jinx Magician: night 1 Demon Info wakes the Legion players and the Magician C; the note
    `legion_magician`; no card points at the Magician."""
    players = ("A=legion", "B=legion", "C=magician", "D=chef", "E=legion", "F=empath", "G=legion")
    game = advance_to(demon_game(library, "legion", *players, extra=("magician",)), "night", 1)
    found = step(game, "demoninfo")
    assert seat_of(game, "C") in found.wakes and "legion_magician" in {n.code for n in found.notes}
    assert all(seat_of(game, "C") not in card.players for card in found.cards)


def test_summoner_making_legion_turns_every_evil_player_into_legion(library: Library) -> None:
    """docs/rules/legion.md jinx Summoner: night 3 the Summoner A makes D Legion: A (the Summoner) and the Poisoner B are
    offered to become Legion (evil)."""
    from tests.systems.botc.setup_helpers import custom_script
    from grimoire_app.systems.botc.commands import add_seat, assign_character
    script = custom_script(library, ["summoner", "poisoner", "legion", "chef", "empath", "monk", "soldier", "mayor", "virgin", "saint", "recluse"])
    game = Game(script, library)
    for player in ("A=summoner", "B=poisoner", "C=chef", "D=empath", "E=monk", "F=soldier", "G=mayor"):
        name, _, character = player.partition("=")
        seat = game.record(add_seat(game.state, name)).seat  # type: ignore[union-attr]
        game.record(assign_character(game.state, seat, game.character(character)))
    advance_to(game, "night", 3)
    choose(game, "summoner", "D", characters=("legion",))
    assert game.state.seat(seat_of(game, "D")).character == "legion"
    offers = [p for p in proposed_deaths(game) if p.source == "legion"]
    assert [p.seat for p in offers] == [seat_of(game, "A"), seat_of(game, "B")]


def test_no_leviathan_made_after_day_five(library: Library) -> None:
    """docs/rules/leviathan.md jinx Pit-Hag: on a script with the Leviathan and the Pit-Hag, night 5 the Pit-Hag may make
    the Leviathan; night 6 the pick is refused (`leviathan_too_late`), and so is a seat turned into the Leviathan from
    the seat menu (overridable)."""
    from grimoire_app.systems.botc.events import CharacterAssigned
    from grimoire_app.model.log import IllegalEventError
    import pytest
    players = ("A=imp", "B=pithag", "C=chef", "D=empath", "E=monk", "F=soldier", "G=mayor")
    game = demon_game(library, "imp", *players, extra=("leviathan", "pithag"))
    advance_to(game, "night", 5)
    d = seat_of(game, "D")
    assert check_choice(game, "pithag", [d], ["leviathan"]) == ()
    advance_to(game, "night", 6)
    assert {r.code for r in check_choice(game, "pithag", [d], ["leviathan"])} == {"leviathan_too_late"}
    assert [r.text("en") for r in game.check(CharacterAssigned(seat=d, character="leviathan", alignment="evil"))] == [
        "Jinx: day 5 is over, so nobody may become the Leviathan"]
    with pytest.raises(IllegalEventError):
        game.record(CharacterAssigned(seat=d, character="leviathan", alignment="evil"))
    game.record(CharacterAssigned(seat=d, character="leviathan", alignment="evil"), True)
    assert game.state.seat(d).character == "leviathan"


def test_hatter_tea_party_after_day_five_says_no_leviathan(library: Library) -> None:
    """docs/rules/leviathan.md jinx Hatter: a tea party on night 6 notes `hatter_no_leviathan`; on night 3 it does not."""
    from tests.systems.botc.tonight.tonight_helpers import die, mark
    players = ("A=hatter", "B=imp", "C=poisoner", "D=chef", "E=empath", "F=monk", "G=soldier")
    early = demon_game(library, "imp", *players, extra=("leviathan", "hatter"))
    advance_to(early, "day", 2)
    die(early, "A")
    advance_to(early, "night", 3)
    assert step(early, "hatter").status == "wakes" and "hatter_no_leviathan" not in {n.code for n in step(early, "hatter").notes}
    late = demon_game(library, "imp", *players, extra=("leviathan", "hatter"))
    advance_to(late, "day", 5)
    die(late, "A")
    advance_to(late, "night", 6)
    assert step(late, "hatter").status == "wakes" and "hatter_no_leviathan" in {n.code for n in step(late, "hatter").notes}


def test_princess_success_stops_the_alhadikhia(library: Library) -> None:
    """docs/rules/alhadikhia.md jinx Princess: day 1 the Princess A nominates C, C executed and dead; night 2 the
    Al-Hadikhia B names D, E, F → no death proposed goes through (`princess_doesnt_kill`)."""
    from grimoire_app.systems.botc.commands import kill
    from grimoire_app.systems.botc.events import Executed
    from tests.systems.botc.day_helpers import nominate, vote
    players = ("A=princess", "B=alhadikhia", "C=chef", "D=empath", "E=monk", "F=soldier", "G=poisoner")
    game = advance_to(demon_game(library, "alhadikhia", *players, extra=("princess",)), "day", 1)
    nominate(game, "A", "C")
    vote(game, "C", "A", "D", "E", "F")
    game.record(Executed(seat=seat_of(game, "C")))
    game.record(kill(seat_of(game, "C"), "execution"))
    advance_to(game, "night", 2)
    choose(game, "alhadikhia", "D", "E", "F")
    found = proposed_deaths(game)
    assert {p.seat for p in found} == {seat_of(game, n) for n in "DEF"} and not any(p.dies for p in found)
    assert all("princess_doesnt_kill" in {r.code for r in p.why} for p in found)


def test_scarletwoman_reverts_from_a_second_alhadikhia(library: Library) -> None:
    """docs/rules/alhadikhia.md jinx Scarlet Woman: night 2 the Scarlet Woman B became the Al-Hadikhia while A (the
    Al-Hadikhia) lives too → B is offered the change back into the Scarlet Woman; with one Al-Hadikhia, no offer."""
    from grimoire_app.systems.botc.events import CharacterAssigned
    players = ("A=alhadikhia", "B=scarletwoman", "C=chef", "D=empath", "E=monk", "F=soldier", "G=virgin")
    game = night_two(library, "alhadikhia", *players, extra=())
    assert [p for p in proposed_deaths(game) if p.source == "scarletwoman"] == []
    record(game, [CharacterAssigned(seat=seat_of(game, "B"), character="alhadikhia", alignment="evil")])
    offers = [p for p in proposed_deaths(game) if p.source == "scarletwoman"]
    assert [p.seat for p in offers] == [seat_of(game, "B")]
    record(game, offers[0].events)
    assert game.state.seat(seat_of(game, "B")).character == "scarletwoman"


def _seated(library: Library, ids: list[str], *players: str) -> Game:
    """Seat "name=character" players on our own script of these character ids, still in setup."""
    from tests.systems.botc.setup_helpers import custom_script
    from grimoire_app.systems.botc.commands import add_seat, assign_character
    game = Game(custom_script(library, ids), library)
    for player in players:
        name, _, character = player.partition("=")
        seat = game.record(add_seat(game.state, name)).seat  # type: ignore[union-attr]
        game.record(assign_character(game.state, seat, game.character(character)))
    return game


GOOD7 = ["chef", "empath", "monk", "soldier", "mayor", "virgin", "saint", "recluse", "washerwoman"]


def _note_codes(game: Game, step_id: str) -> set[str]:
    return {n.code for n in step(game, step_id).notes}


def test_summoner_second_demon_beside_the_kazali_prompts(library: Library) -> None:
    """docs/rules/kazali.md jinx Summoner: night 3, the Kazali A alive, the Summoner's step notes `summoner_second_demon`;
    on a script without the Kazali (an Imp game) it does not."""
    players = ("A=kazali", "B=summoner", "C=chef", "D=empath", "E=monk", "F=soldier", "G=mayor")
    game = advance_to(_seated(library, ["kazali", "summoner", *GOOD7], *players), "night", 3)
    assert "summoner_second_demon" in _note_codes(game, "summoner")
    imp = advance_to(_seated(library, ["imp", "summoner", *GOOD7], "A=imp", *players[1:]), "night", 3)
    assert "summoner_second_demon" not in _note_codes(imp, "summoner")


def test_summoner_second_demon_with_the_hatter_prompts(library: Library) -> None:
    """docs/rules/hatter.md jinx Summoner: a script with the Hatter and the Summoner, the Imp A alive on night 3 → the
    note `summoner_second_demon`."""
    players = ("A=imp", "B=summoner", "C=hatter", "D=empath", "E=monk", "F=soldier", "G=mayor")
    game = advance_to(_seated(library, ["imp", "summoner", "hatter", *GOOD7], *players), "night", 3)
    assert "summoner_second_demon" in _note_codes(game, "summoner")


def test_summoner_summoning_the_lordoftyphon_prompts(library: Library) -> None:
    """docs/rules/lordoftyphon.md jinx Summoner: night 3 the Summoner's step notes `summoner_lordoftyphon`; after the
    Summoner A makes C the Lord of Typhon, the note names C's neighbours B and D."""
    players = ("A=summoner", "B=poisoner", "C=chef", "D=empath", "E=monk", "F=soldier", "G=mayor")
    game = advance_to(_seated(library, ["lordoftyphon", "summoner", "poisoner", *GOOD7], *players), "night", 3)
    assert "summoner_lordoftyphon" in _note_codes(game, "summoner")
    choose(game, "summoner", "C", characters=("lordoftyphon",))
    told = {n.code: n.text("en") for n in step(game, "summoner").notes}
    assert told["summoned_lordoftyphon_line"].startswith("The neighbours of C, now the Lord of Typhon: D, B")


def test_kazali_marionette_sits_beside_the_kazali(library: Library) -> None:
    """docs/rules/kazali.md jinx Marionette: night 1 the Kazali's step notes `kazali_marionette`; turning B (beside the
    Kazali A) into the Marionette is fine, turning D (not beside) is refused (overridable); with the Imp the Demon in
    play (the Kazali only on the script), nothing is refused."""
    from grimoire_app.systems.botc.events import CharacterAssigned
    players = ("A=kazali", "B=chef", "C=empath", "D=monk", "E=soldier", "F=mayor", "G=virgin")
    game = advance_to(_seated(library, ["kazali", "marionette", "poisoner", *GOOD7], *players), "night", 1)
    assert "kazali_marionette" in _note_codes(game, "kazali")
    assert game.check(CharacterAssigned(seat=seat_of(game, "B"), character="marionette", alignment="evil")) == []
    refused = game.check(CharacterAssigned(seat=seat_of(game, "D"), character="marionette", alignment="evil"))
    assert [r.text("en") for r in refused] == ["Jinx (Kazali): the Marionette must sit next to the Demon: D does not"]
    imp = advance_to(_seated(library, ["kazali", "imp", "marionette", "poisoner", *GOOD7], "A=imp", *players[1:]), "night", 2)
    assert imp.check(CharacterAssigned(seat=seat_of(imp, "D"), character="marionette", alignment="evil")) == []  # no Kazali in play


def test_hatter_tea_party_with_lilmonsta_prompts(library: Library) -> None:
    """docs/rules/hatter.md jinx Lil' Monsta: a tea party on a script with Lil' Monsta notes `hatter_lilmonsta`."""
    from tests.systems.botc.tonight.tonight_helpers import die
    players = ("A=hatter", "B=imp", "C=poisoner", "D=chef", "E=empath", "F=monk", "G=soldier")
    game = advance_to(_seated(library, ["imp", "lilmonsta", "hatter", "poisoner", *GOOD7], *players), "day", 1)
    die(game, "A")
    advance_to(game, "night", 2)
    assert step(game, "hatter").status == "wakes" and "hatter_lilmonsta" in _note_codes(game, "hatter")


def test_riot_step_reminds_the_mayor_may_stop_the_riot(library: Library) -> None:
    """docs/rules/riot.md jinx Mayor: night 3 the Riot step notes `riot_mayor` while the Mayor H lives; night 2 not."""
    players = ("A=riot", "B=poisoner", "C=chef", "D=empath", "E=monk", "F=soldier", "G=virgin", "H=mayor")
    game = night_two(library, "riot", *players, extra=())
    assert "riot_mayor" not in _note_codes(game, "riot")
    advance_to(game, "night", 3)
    assert "riot_mayor" in _note_codes(game, "riot")


def test_poisoned_leviathans_pick_does_nothing(library: Library) -> None:
    """docs/rules/leviathan.md jinx Sage: the Poisoner F poisons the Leviathan A on night 2; A picks C (the Sage) → the
    Sage's step stays skipped (`jinx_pick_impaired`) and gives no information; picking B (the Banshee) kills nobody."""
    game = night_two(library, "leviathan", *TABLE)
    choose(game, "poisoner", "A")
    choose(game, "leviathan", "C")
    assert step(game, "sage").status == "skipped" and "jinx_pick_impaired" in codes(step(game, "sage"))
    assert not [s for s in suggestions(game) if s.step == "sage"]
    other = night_two(library, "leviathan", *TABLE)
    choose(other, "poisoner", "A")
    choose(other, "leviathan", "B")
    assert [(seat, dies) for seat, dies, _ in deaths(other)] == [(seat_of(other, "B"), False)]


def test_legion_spread_is_offered_only_the_night_legion_is_made(library: Library) -> None:
    """docs/rules/legion.md jinx Summoner: the offers made on night 3 (the Summoner's Legion) are gone on night 4 if the
    Storyteller declined them."""
    players = ("A=summoner", "B=poisoner", "C=chef", "D=empath", "E=monk", "F=soldier", "G=mayor")
    game = advance_to(_seated(library, ["summoner", "poisoner", "legion", *GOOD7], *players), "night", 3)
    choose(game, "summoner", "D", characters=("legion",))
    assert [p.seat for p in proposed_deaths(game) if p.source == "legion"] == [seat_of(game, "A"), seat_of(game, "B")]
    advance_to(game, "night", 4)
    assert [p for p in proposed_deaths(game) if p.source == "legion"] == []
