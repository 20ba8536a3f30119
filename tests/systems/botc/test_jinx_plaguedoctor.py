"""The Plague Doctor's pick of a Minion ability and its nine jinxes (issue 21): each test cites docs/rules/plaguedoctor.md
or the partner's page.

The table (in seat order): a Plague Doctor, b Chef, c Imp, d Empath, e Poisoner, f Washerwoman, g Saint, h Monk.
The Imp c sits between b and d. a dies on night 1; the pick is made at its step on night 2.
"""

from __future__ import annotations

from grimoire_app.model import Library, Script, parse_script
from grimoire_app.systems.botc.commands import add_seat, assign_character, kill
from grimoire_app.systems.botc.day import PublicAct, check_victory
from grimoire_app.systems.botc.events import BelievedCharacterSet, CharacterAssigned, Executed
from grimoire_app.systems.botc.game import Game
from grimoire_app.systems.botc.info.registration import Sight
from grimoire_app.systems.botc.info.reliability import reliability
from grimoire_app.systems.botc.tonight import check_choice, proposed_deaths
from tests.builders import seat_of
from tests.systems.botc.day_helpers import accept, fired_ids, nominate, vote
from tests.systems.botc.tonight.tonight_helpers import advance_to, choose, codes, die, record, step, tokens

IDS = (
    "washerwoman chef empath monk saint plaguedoctor "
    "poisoner witch assassin mastermind baron boomdandy eviltwin marionette fearmonger goblin scarletwoman spy wraith imp"
).split()
TABLE = ("a=plaguedoctor", "b=chef", "c=imp", "d=empath", "e=poisoner", "f=washerwoman", "g=saint", "h=monk")


def pd_script(library: Library) -> Script:
    """Our own test script: a few Townsfolk, the Saint and the Plague Doctor, the nine jinxed Minions, the Poisoner, the Witch, the Assassin and the Mastermind."""
    return parse_script(list(IDS), "pd-jinxes", library)


def pd_game(library: Library, *players: str) -> Game:
    """Seat "name=character" players (TABLE by default), still in setup."""
    game = Game(pd_script(library), library)
    for player in players or TABLE:
        name, _, character = player.partition("=")
        seat = game.record(add_seat(game.state, name)).seat  # type: ignore[union-attr]
        game.record(assign_character(game.state, seat, game.character(character)))
    return game


def dead_doctor(library: Library, *players: str) -> Game:
    """The table at night 2, the Plague Doctor a killed by the Imp on night 1."""
    game = pd_game(library, *players)
    advance_to(game, "night", 1)
    die(game, "a", "demon", "imp")
    advance_to(game, "night", 2)
    return game


def s(game: Game, name: str) -> str:
    return seat_of(game, name)


def problems(game: Game, *names: str, characters: tuple[str, ...]) -> set[str]:
    return {r.code for r in check_choice(game, "plaguedoctor", [s(game, n) for n in names], characters)}


def test_pick_is_offered_after_the_death(library: Library) -> None:
    """docs/rules/plaguedoctor.md test 5: night 2 after a's death, the step asks for 1–3 characters and 0–2 players."""
    game = dead_doctor(library)
    found = step(game, "plaguedoctor")
    assert found.status == "wakes" and found.kind == "storyteller" and found.chooser == s(game, "a")
    assert (found.choose.characters, found.choose.players, found.choose.needed_characters, found.choose.needed) == (3, 2, 1, 0)
    assert "plaguedoctor_gain" in {n.code for n in found.notes}


def test_storyteller_gains_a_plain_minion(library: Library) -> None:
    """docs/rules/plaguedoctor.md test 6: picking the Witch (no jinx) → STORYTELLER ABILITY by a; no player; next night skipped `plaguedoctor_using`."""
    game = dead_doctor(library)
    assert problems(game, "b", characters=("witch",)) == {"plaguedoctor_no_players"}
    assert problems(game, characters=("witch",)) == set()
    events = choose(game, "plaguedoctor", characters=("witch",))
    assert [type(e).__name__ for e in events] == ["NightChoice", "ReminderPlaced"]
    assert ("plaguedoctor", "Storyteller Ability") in tokens(game, "a")
    assert {n.code for n in step(game, "plaguedoctor").notes} == {"plaguedoctor_using"}
    advance_to(game, "night", 3)
    later = step(game, "plaguedoctor")
    assert later.status == "skipped" and codes(later) == {"plaguedoctor_using"}


def test_storyteller_step_at_the_held_minion_place(library: Library) -> None:
    """docs/rules/plaguedoctor.md test 7: the Witch (not in play) held by the Storyteller → night 3 its step is the
    Storyteller's (a chooses, nobody wakes, `plaguedoctor_storyteller_acts`); choosing f places CURSED by f."""
    game = dead_doctor(library)
    assert codes(step(game, "witch")) == {"not_in_play"}
    choose(game, "plaguedoctor", characters=("witch",))
    assert codes(step(game, "witch")) == {"not_in_play"}  # used from the next night on
    advance_to(game, "night", 3)
    witch = step(game, "witch")
    assert witch.status == "wakes" and witch.kind == "storyteller" and witch.wakes == () and witch.chooser == s(game, "a")
    assert [n.code for n in witch.notes if n.code.startswith("plaguedoctor")] == ["plaguedoctor_storyteller_acts"]
    choose(game, "witch", "f")
    assert ("witch", "Cursed") in tokens(game, "f")
    assert codes(step(game, "fearmonger")) == {"not_in_play"}


def test_storyteller_poisoner_poisons(library: Library) -> None:
    """docs/rules/plaguedoctor.md test 9: the Poisoner held by the Storyteller (e is the Witch) → night 3 its step is the
    Storyteller's; POISONED on the Empath d makes d poisoned (the token works, a being dead does not end it) until dusk."""
    game = dead_doctor(library, "a=plaguedoctor", "b=chef", "c=imp", "d=empath", "e=witch", "f=washerwoman", "g=saint", "h=monk")
    choose(game, "plaguedoctor", characters=("poisoner",))
    advance_to(game, "night", 3)
    poisoner = step(game, "poisoner")
    assert poisoner.status == "wakes" and poisoner.kind == "storyteller" and poisoner.chooser == s(game, "a")
    choose(game, "poisoner", "d")
    assert ("poisoner", "Poisoned") in tokens(game, "d")
    assert reliability(game, s(game, "d")).impaired
    assert {r.code for r in step(game, "empath").actors[0].impaired} == {"poisoned"}
    advance_to(game, "day", 3)
    assert ("poisoner", "Poisoned") in tokens(game, "d")
    advance_to(game, "night", 4)
    assert ("poisoner", "Poisoned") not in tokens(game, "d")


def test_storyteller_assassin_kills_once(library: Library) -> None:
    """docs/rules/plaguedoctor.md test 10: the Assassin held by the Storyteller → night 3 its step is the Storyteller's; the Monk h
    chosen dies; NO ABILITY by a; night 4 the step sleeps (used)."""
    game = dead_doctor(library)
    choose(game, "plaguedoctor", characters=("assassin",))
    advance_to(game, "night", 3)
    assert step(game, "assassin").kind == "storyteller"
    choose(game, "assassin", "h")
    assert [(game.state.seat(p.seat).name, p.dies) for p in proposed_deaths(game) if p.seat] == [("h", True)]
    assert ("assassin", "No Ability") in tokens(game, "a")
    advance_to(game, "night", 4)
    assert step(game, "assassin").status == "skipped"


def test_storyteller_witch_curse_kills_by_day(library: Library) -> None:
    """docs/rules/plaguedoctor.md test 13: the Witch held by the Storyteller curses f on night 3; day 3 f nominates →
    `witch.cursed_nominates` proposes f's death (the Storyteller's Witch works although a is dead)."""
    game = dead_doctor(library)
    choose(game, "plaguedoctor", characters=("witch",))
    advance_to(game, "night", 3)
    choose(game, "witch", "f")
    advance_to(game, "day", 3)
    fired = nominate(game, "f", "b")
    assert fired_ids(fired)[:1] == ["witch.cursed_nominates"]
    assert not game.state.seat(s(game, "f")).alive


def test_storyteller_mastermind_keeps_the_game_going(library: Library) -> None:
    """docs/rules/plaguedoctor.md test 14: the Mastermind held by the Storyteller; day 3 the Imp c is executed → no win yet
    (one more day); day 4 the Chef b executed → evil wins (`mastermind.executed`)."""
    game = dead_doctor(library)
    choose(game, "plaguedoctor", characters=("mastermind",))
    advance_to(game, "day", 3)
    accept(game, Executed(seat=s(game, "c")))
    accept(game, kill(s(game, "c"), "execution"))
    assert won(game) is None
    advance_to(game, "day", 4)
    accept(game, Executed(seat=s(game, "b")))
    assert won(game) == ("evil", "mastermind.executed")


def test_storyteller_holds_a_minion_in_play_too(library: Library) -> None:
    """docs/rules/plaguedoctor.md test 12: the Poisoner e is in play and the Storyteller holds the Poisoner too → night 3 the step
    wakes e, e is the chooser, and the Storyteller (a) is a second actor with the note."""
    game = dead_doctor(library)
    choose(game, "plaguedoctor", characters=("poisoner",))
    advance_to(game, "night", 3)
    found = step(game, "poisoner")
    assert found.kind == "wake" and found.wakes == (s(game, "e"),) and found.chooser == s(game, "e")
    assert {a.seat: a.via for a in found.actors if a.acts} == {s(game, "a"): "plaguedoctor", s(game, "e"): "own"}
    assert "plaguedoctor_storyteller_acts" in {n.code for n in found.notes}


def test_impaired_death_gains_nothing(library: Library) -> None:
    """docs/rules/plaguedoctor.md test 8: a poisoned by the Poisoner when it dies → night 2 skipped `plaguedoctor_died_impaired`."""
    game = pd_game(library)
    advance_to(game, "night", 1)
    choose(game, "poisoner", "a")
    die(game, "a", "demon", "imp")
    advance_to(game, "night", 2)
    found = step(game, "plaguedoctor")
    assert found.status == "skipped" and codes(found) == {"plaguedoctor_died_impaired"}


def test_marionette_jinx_turns_a_good_neighbour_of_the_demon(library: Library) -> None:
    """docs/rules/plaguedoctor.md jinx Marionette (docs/rules/marionette.md): only b or d (good, beside the Imp c); b becomes
    the evil Marionette believing the Chef, IS THE MARIONETTE by b; the Imp c is shown b as the Marionette."""
    game = dead_doctor(library)
    assert problems(game, "f", characters=("marionette",)) == {"plaguedoctor_marionette_beside"}
    assert problems(game, "e", characters=("marionette",)) == {"plaguedoctor_marionette_beside"}
    assert problems(game, characters=("marionette",)) == {"plaguedoctor_one_player"}
    assert problems(game, "d", characters=("marionette",)) == set()
    events = choose(game, "plaguedoctor", "b", characters=("marionette",))
    b = s(game, "b")
    assert CharacterAssigned(seat=b, character="marionette", alignment="evil") in events
    assert BelievedCharacterSet(seat=b, character="chef") in events
    seat = game.state.seat(b)
    assert (seat.character, seat.alignment, seat.believed) == ("marionette", "evil", "chef")
    assert ("marionette", "Is The Marionette") in tokens(game, "b")
    assert ("plaguedoctor", "Storyteller Ability") not in tokens(game, "a")
    cards = step(game, "plaguedoctor").cards
    assert [(c.to, c.characters, c.players) for c in cards] == [((s(game, "c"),), ("marionette",), (b,))]


def test_boomdandy_jinx_turns_a_player(library: Library) -> None:
    """docs/rules/plaguedoctor.md jinx Boomdandy (docs/rules/boomdandy.md): f becomes the evil Boomdandy, shown YOU ARE;
    the Demon c cannot be picked."""
    game = dead_doctor(library)
    assert problems(game, "c", characters=("boomdandy",)) == {"plaguedoctor_turned_living"}
    choose(game, "plaguedoctor", "f", characters=("boomdandy",))
    f = s(game, "f")
    assert (game.state.seat(f).character, game.state.seat(f).alignment) == ("boomdandy", "evil")
    found = step(game, "plaguedoctor")
    assert [(c.info, c.to, c.characters) for c in found.cards] == [("you_are", (f,), ("boomdandy",))]
    assert found.wakes == (f,)
    advance_to(game, "night", 3)
    assert codes(step(game, "plaguedoctor")) == {"plaguedoctor_changed"}


def test_baron_jinx_turns_townsfolk_into_outsiders(library: Library) -> None:
    """docs/rules/plaguedoctor.md jinx Baron (docs/rules/baron.md): f and h become the Saint and... one Outsider each, alignments
    kept; a Minion target or a missing Outsider is flagged."""
    game = dead_doctor(library)
    assert problems(game, "e", characters=("baron", "saint")) == {"plaguedoctor_baron_townsfolk"}
    assert problems(game, "f", "h", characters=("baron", "saint")) == {"plaguedoctor_baron_pairs"}
    assert problems(game, "f", characters=("witch", "saint")) >= {"plaguedoctor_outsiders_baron"}
    assert problems(game, "f", "h", characters=("saint", "baron", "saint")) == set()
    choose(game, "plaguedoctor", "f", "h", characters=("baron", "saint", "saint"))
    for name in ("f", "h"):
        seat = game.state.seat(s(game, name))
        assert (seat.character, seat.alignment) == ("saint", "good")
    cards = step(game, "plaguedoctor").cards
    assert [(c.info, c.to, c.characters) for c in cards] == [("you_are", (s(game, "f"),), ("saint",)), ("you_are", (s(game, "h"),), ("saint",))]


def test_evil_twin_jinx_turns_a_player_who_learns_the_twin(library: Library) -> None:
    """docs/rules/plaguedoctor.md jinx Evil Twin (docs/rules/eviltwin.md): f becomes the evil Evil Twin; TWIN is proposed on g
    (the first good player to f's left), h taken instead; then the step wakes f and h and shows each the other."""
    game = dead_doctor(library)
    choose(game, "plaguedoctor", "f", characters=("eviltwin",))
    f, h = s(game, "f"), s(game, "h")
    assert (game.state.seat(f).character, game.state.seat(f).alignment) == ("eviltwin", "evil")
    before = step(game, "plaguedoctor")
    assert "plaguedoctor_twin_first" in {n.code for n in before.notes}
    [offer] = [p for p in proposed_deaths(game) if p.source == "eviltwin"]  # TWIN offered as for any Evil Twin made in play
    assert offer.seat == s(game, "g") and [r.code for r in offer.why] == ["eviltwin_created"]
    record(game, offer.instead(next(a for a in offer.alternatives if a.seat == h)).events)
    assert ("eviltwin", "Twin") in tokens(game, "h")
    found = step(game, "plaguedoctor")
    assert set(found.wakes) == {f, h}
    assert [(c.to, c.characters, c.players) for c in found.cards[1:]] == [((f,), ("monk",), (h,)), ((h,), ("eviltwin",), (f,))]


def test_power_jinx_gives_a_minion_the_spy_power(library: Library) -> None:
    """docs/rules/plaguedoctor.md jinx Spy (docs/rules/spy.md): the Poisoner e gets the Spy power, is told, and wakes at the Spy step."""
    game = dead_doctor(library)
    assert problems(game, "f", characters=("spy",)) == {"plaguedoctor_power_minion"}
    assert problems(game, "e", characters=("spy",)) == set()
    events = choose(game, "plaguedoctor", "e", characters=("spy",))
    assert [type(ev).__name__ for ev in events] == ["NightChoice"]
    e = s(game, "e")
    found = step(game, "plaguedoctor")
    assert [(c.info, c.to, c.characters) for c in found.cards] == [("selected_you", (e,), ("plaguedoctor",)), ("custom", (e,), ("spy",))]
    advance_to(game, "night", 3)
    spy = step(game, "spy")
    assert spy.status == "wakes" and spy.wakes == (e,)
    assert [a.via for a in spy.actors] == ["plaguedoctor_power"]
    assert codes(step(game, "plaguedoctor")) == {"plaguedoctor_power_given"}


def given_power(library: Library, power: str) -> Game:
    """The Poisoner e got `power` at a's step on night 2; the game is at day 2."""
    game = dead_doctor(library)
    choose(game, "plaguedoctor", "e", characters=(power,))
    advance_to(game, "day", 2)
    return game


def won(game: Game) -> tuple[str, str] | None:
    victory = check_victory(game)
    return (victory.winner, victory.rule) if victory is not None else None


def test_goblin_power_claims_and_wins(library: Library) -> None:
    """docs/rules/plaguedoctor.md jinx Goblin (docs/rules/goblin.md): the Poisoner e with the Goblin power claims when nominated
    (`goblin.claims`, CLAIMED, not a pretence) and is executed → evil wins; the Washerwoman f claiming only pretends."""
    game = given_power(library, "goblin")
    nominate(game, "f", "e")
    fired = accept(game, PublicAct(act="goblin_claim", seat=s(game, "e")))
    assert fired_ids(fired) == ["goblin.claims"] and ("goblin", "Claimed") in tokens(game, "e")
    vote(game, "e", "b", "d", "f", "h")
    accept(game, Executed(seat=s(game, "e")))
    assert won(game) == ("evil", "goblin.claimed_executed")
    other = given_power(library, "goblin")
    nominate(other, "e", "f")
    assert fired_ids(accept(other, PublicAct(act="goblin_claim", seat=s(other, "f")))) == ["goblin.claims.pretend"]


def test_scarlet_woman_power_catches_the_demon(library: Library) -> None:
    """docs/rules/plaguedoctor.md jinx Scarlet Woman (docs/rules/scarletwoman.md): the Imp c executed with 7 alive → the Poisoner e
    with the Scarlet Woman power becomes the Imp (`scarletwoman.demon_dies`); the game goes on."""
    game = given_power(library, "scarletwoman")
    fired = accept(game, kill(s(game, "c"), "execution"))
    assert "scarletwoman.demon_dies" in fired_ids(fired)
    assert game.state.seat(s(game, "e")).character == "imp"
    assert won(game) is None


def test_scarlet_woman_power_catches_the_star_pass(library: Library) -> None:
    """docs/rules/plaguedoctor.md jinx Scarlet Woman (docs/rules/scarletwoman.md): night 3 the Imp c kills itself with 7 alive →
    the Poisoner e with her power catches it (`scarletwoman_catches`, no alternative) and is proposed as the Imp."""
    game = given_power(library, "scarletwoman")
    advance_to(game, "night", 3)
    choose(game, "imp", "c")
    [proposal] = [p for p in proposed_deaths(game) if p.seat == s(game, "c")]
    assert "scarletwoman_catches" in [w.code for w in proposal.why] and proposal.alternatives == ()
    assigned = [(e.seat, e.character) for e in proposal.events if isinstance(e, CharacterAssigned)]
    assert assigned == [(s(game, "e"), "imp")]


def test_fearmonger_power_wakes_and_its_fear_target_loses(library: Library) -> None:
    """docs/rules/plaguedoctor.md jinx Fearmonger (docs/rules/fearmonger.md): night 3 the Poisoner e wakes at the Fearmonger step
    and marks FEAR on f; day 3 e nominates f, f is executed → evil wins."""
    game = given_power(library, "fearmonger")
    advance_to(game, "night", 3)
    fear = step(game, "fearmonger")
    assert fear.status == "wakes" and fear.wakes == (s(game, "e"),)
    choose(game, "fearmonger", "f")
    assert ("fearmonger", "Fear") in tokens(game, "f")
    advance_to(game, "day", 3)
    nominate(game, "e", "f")
    vote(game, "f", "b", "c", "d", "e")
    accept(game, Executed(seat=s(game, "f")))
    assert won(game) == ("evil", "fearmonger.fear_executed")


def test_wraith_power_wakes_with_the_other_evil_players(library: Library) -> None:
    """docs/rules/plaguedoctor.md jinx Wraith (docs/rules/wraith.md): night 3 the Poisoner e wakes at the Wraith step, and the
    Imp's step says it may open its eyes (`wraith_wakes_too`); without the power, no such note."""
    game = given_power(library, "wraith")
    advance_to(game, "night", 3)
    assert step(game, "wraith").wakes == (s(game, "e"),)
    assert "wraith_wakes_too" in {n.code for n in step(game, "imp").notes}
    plain = given_power(library, "spy")
    advance_to(plain, "night", 3)
    assert "wraith_wakes_too" not in {n.code for n in step(plain, "imp").notes}


def test_spy_power_misregisters(library: Library) -> None:
    """docs/rules/plaguedoctor.md jinx Spy (docs/rules/spy.md Registration): the Poisoner e with the Spy power may register as good
    and as a Townsfolk or Outsider; the Witch pick gives no such thing."""
    game = given_power(library, "spy")
    seen = Sight.now(game).seen(game.state.seat(s(game, "e")))
    assert seen.by == "spy" and set(seen.alignments) == {"evil", "good"}
    plain = dead_doctor(library)
    choose(plain, "plaguedoctor", characters=("witch",))
    assert Sight.now(plain).seen(plain.state.seat(s(plain, "e"))).by is None
