"""Triggers of the S000 characters (seeds/000_5915f9bf55e23c11.txt; spec section 2)."""

from __future__ import annotations

from grimoire_app.model import Library
from grimoire_app.systems.botc.commands import kill
from grimoire_app.systems.botc.day import PublicAct, resolve_trigger, triggers_for
from tests.builders import seat_of, to_phase
from tests.systems.botc.day_helpers import accept, fired_ids, ids, mark, nominate, start

S000 = ("a=noble", "b=witch", "c=klutz", "d=fortuneteller", "e=fanggu", "f=towncrier", "g=seamstress")


def tokens(game, name):  # type: ignore[no-untyped-def]
    return [(r.character, r.token) for r in game.state.seat(seat_of(game, name)).reminders]


def test_witch_curse_kills_the_nominator_and_the_vote_goes_on(library: Library) -> None:
    """spec 2.3 Witch test 1; seeds/000 마녀: the cursed player nominates and dies at once."""
    game = start(library, "000", *S000)
    mark(game, "d", "witch", "Cursed")
    fired = nominate(game, "d", "e")
    assert fired_ids(fired) == ["witch.cursed_nominates"]
    assert not game.state.seat(seat_of(game, "d")).alive
    assert game.state.deaths[-1].cause.character == "witch"
    assert len(game.state.today().nominations) == 1  # type: ignore[union-attr]


def test_a_poisoned_witch_curse_is_inert(library: Library) -> None:
    """spec 2.3 Witch test 3: the Witch poisoned when she cursed -> nothing happens."""
    game = start(library, "000", *S000, "h=poisoner")
    mark(game, "d", "witch", "Cursed")
    mark(game, "b", "poisoner", "Poisoned")
    fired = nominate(game, "d", "e")
    assert fired_ids(fired) == ["witch.cursed_nominates.inert"] and game.state.seat(seat_of(game, "d")).alive


def test_witch_loses_her_ability_at_three_alive(library: Library) -> None:
    """spec 2.3 Witch test 2: living players drop to 3 -> CURSED comes off for good."""
    game = start(library, "000", "a=noble", "b=witch", "c=klutz", "d=fortuneteller", "e=fanggu")
    mark(game, "d", "witch", "Cursed")
    accept(game, kill(seat_of(game, "a")))
    fired = accept(game, kill(seat_of(game, "d"), "execution"))
    assert "witch.three_alive" in fired_ids(fired)
    assert ("witch", "Cursed") not in tokens(game, "d")


def test_town_crier_token_turns_when_a_minion_nominates(library: Library) -> None:
    """spec 2.1 Town Crier test 1: the Witch nominates -> MINION NOMINATED."""
    game = start(library, "000", *S000)
    mark(game, "f", "towncrier", "Minions Not Nominated")
    fired = nominate(game, "b", "a")
    assert fired_ids(fired) == ["towncrier.minion_nominates"]
    assert tokens(game, "f") == [("towncrier", "Minion Nominated")]
    assert nominate(game, "a", "b") == []


def test_klutz_must_choose_a_living_player(library: Library) -> None:
    """spec 2.2 Klutz; seeds/000 얼뜨기: on learning they died, the Klutz publicly chooses a living player."""
    game = start(library, "000", *S000)
    game.record(kill(seat_of(game, "a")))
    fired = accept(game, kill(seat_of(game, "c"), "execution"))
    klutz = next(t for t in fired if t.id == "klutz.dies")
    assert klutz.choice is not None and klutz.choice.options == ids(game, "b", "d", "e", "f", "g")
    (event,) = resolve_trigger(game, klutz, ids(game, "b"))
    assert event.type == "public_act" and event.players == ids(game, "b")  # type: ignore[union-attr]


def test_poppy_grower_death_wakes_the_evil_team(library: Library) -> None:
    """spec 2.1 Poppy Grower test 2: executed while healthy -> EVIL WAKES; poisoned -> nothing, ever."""
    game = start(library, "000", "a=poppygrower", "b=witch", "c=klutz", "d=poisoner", "e=fanggu")
    fired = accept(game, kill(seat_of(game, "a"), "execution"))
    assert fired_ids(fired) == ["poppygrower.dies"] and tokens(game, "a") == [("poppygrower", "Evil Wakes")]
    other = start(library, "000", "a=poppygrower", "b=witch", "c=klutz", "d=poisoner", "e=fanggu")
    mark(other, "a", "poisoner", "Poisoned")
    assert fired_ids(accept(other, kill(seat_of(other, "a"), "execution"))) == ["poppygrower.dies.impaired"]
    assert ("poppygrower", "Evil Wakes") not in tokens(other, "a")


def test_cannibal_eats_the_executed(library: Library) -> None:
    """spec 2.1 Cannibal tests 1-2: LUNCH moves; an evil meal poisons, the next good one heals."""
    game = start(library, "000", "a=cannibal", "b=witch", "c=fortuneteller", "d=seamstress", "e=fanggu", "f=noble")
    fired = accept(game, kill(seat_of(game, "c"), "execution"))
    assert fired_ids(fired) == ["cannibal.eats.good"] and tokens(game, "c") == [("cannibal", "Lunch")]
    to_phase(game, "day", 2)
    accept(game, kill(seat_of(game, "b"), "execution"))
    assert tokens(game, "b") == [("cannibal", "Lunch")] and tokens(game, "a") == [("cannibal", "Poisoned")]
    to_phase(game, "day", 3)
    accept(game, kill(seat_of(game, "d"), "execution"))
    assert tokens(game, "a") == [] and tokens(game, "d") == [("cannibal", "Lunch")]


def test_cannibal_ignores_other_deaths(library: Library) -> None:
    """spec 2.1 Cannibal test 3: only an execution death feeds the Cannibal."""
    game = start(library, "000", "a=cannibal", "b=witch", "c=fortuneteller", "d=seamstress", "e=fanggu")
    assert accept(game, kill(seat_of(game, "c"), "ability", "witch")) == []


def test_bounty_hunter_learns_again_when_the_known_player_dies(library: Library) -> None:
    """spec 2.1 Bounty Hunter test 2: the KNOW player executed -> the Bounty Hunter wakes tonight."""
    game = start(library, "000", "a=bountyhunter", "b=poisoner", "c=klutz", "d=noble", "e=fanggu")
    mark(game, "b", "bountyhunter", "Know")
    assert fired_ids(accept(game, kill(seat_of(game, "b"), "execution"))) == ["bountyhunter.known_dies"]


def test_goblin_claim_marks_claimed_and_a_bluffer_only_pretends(library: Library) -> None:
    """spec 2.3 Goblin; seeds/000 고블린: a nominated Goblin claims -> CLAIMED; a non-Goblin claim places nothing."""
    game = start(library, "000", "a=noble", "b=goblin", "c=klutz", "d=fortuneteller", "e=fanggu")
    nominate(game, "a", "b")
    fired = accept(game, PublicAct(act="goblin_claim", seat=seat_of(game, "b")))
    assert fired_ids(fired) == ["goblin.claims"] and tokens(game, "b") == [("goblin", "Claimed")]
    nominate(game, "b", "d")
    assert fired_ids(accept(game, PublicAct(act="goblin_claim", seat=seat_of(game, "d")))) == ["goblin.claims.pretend"]


def test_damsel_guess_by_a_minion(library: Library) -> None:
    """spec 2.2 Damsel test 1: a wrong Minion guess spends the guess; a later right one does nothing."""
    game = start(library, "000", "a=damsel", "b=witch", "c=poisoner", "d=noble", "e=fanggu", "f=klutz", "g=seamstress")
    fired = accept(game, PublicAct(act="damsel_guess", seat=seat_of(game, "b"), players=ids(game, "d")))
    assert fired_ids(fired) == ["damsel.guessed.wrong"] and tokens(game, "a") == [("damsel", "Guess Used")]
    fired = accept(game, PublicAct(act="damsel_guess", seat=seat_of(game, "c"), players=ids(game, "a")))
    assert fired_ids(fired) == ["damsel.guessed.spent"]
    fired = accept(game, PublicAct(act="damsel_guess", seat=seat_of(game, "e"), players=ids(game, "a")))
    assert fired_ids(fired) == ["damsel.guessed.pretend"]


def test_damsel_found(library: Library) -> None:
    """spec 2.2 Damsel test 2: the first Minion guess names the healthy Damsel -> the game ends."""
    game = start(library, "000", "a=damsel", "b=witch", "c=noble", "d=fanggu", "e=klutz")
    assert fired_ids(accept(game, PublicAct(act="damsel_guess", seat=seat_of(game, "b"), players=ids(game, "a")))) == ["damsel.guessed.found"]


def test_fisherman_visits_once_by_day(library: Library) -> None:
    """spec 2.1 Fisherman tests 1-3: NO ABILITY after the visit; a second visit or a night visit is refused."""
    game = start(library, "000", "a=fisherman", "b=witch", "c=noble", "d=fanggu", "e=klutz", "f=poisoner")
    assert fired_ids(accept(game, PublicAct(act="fisherman_visit", seat=seat_of(game, "a")))) == ["fisherman.visits"]
    to_phase(game, "day", 2)
    refused = triggers_for(game, PublicAct(act="fisherman_visit", seat=seat_of(game, "a")))
    assert fired_ids(refused) == ["fisherman.visits.refused"] and refused[0].replaces
    other = start(library, "000", "a=fisherman", "b=witch", "c=noble", "d=fanggu", "e=klutz", "f=poisoner")
    mark(other, "a", "poisoner", "Poisoned")
    assert fired_ids(triggers_for(other, PublicAct(act="fisherman_visit", seat=seat_of(other, "a")))) == ["fisherman.visits.impaired"]
    night = start(library, "000", "a=fisherman", "b=witch", "c=noble", "d=fanggu", "e=klutz", phase=("night", 2))
    assert triggers_for(night, PublicAct(act="fisherman_visit", seat=seat_of(night, "a")))[0].replaces


def test_fang_gu_jumps_into_the_first_outsider(library: Library) -> None:
    """spec 2.4 Fang Gu tests 2-3: the Klutz attacked -> old Fang Gu dies, Klutz becomes an evil Fang Gu, ONCE; no Klutz prompt."""
    game = start(library, "000", "a=noble", "b=witch", "c=klutz", "d=drunk", "e=fanggu", phase=("night", 2))
    fired = accept(game, kill(seat_of(game, "c"), "demon", "fanggu"))
    assert fired_ids(fired) == ["fanggu.jump"]
    klutz = game.state.seat(seat_of(game, "c"))
    assert klutz.alive and klutz.character == "fanggu" and klutz.alignment == "evil" and tokens(game, "c") == [("fanggu", "Once")]
    assert not game.state.seat(seat_of(game, "e")).alive
    to_phase(game, "night", 3)
    assert "fanggu.jump" not in fired_ids(accept(game, kill(seat_of(game, "d"), "demon", "fanggu")))
    assert not game.state.seat(seat_of(game, "d")).alive
