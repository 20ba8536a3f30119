"""Tonight's sheet for the experimental Minions (issue 21): wake or skip, choices, reminders across dusk and dawn,
impairment. Each test cites the Tests list of docs/rules/<id>.md.
"""

from __future__ import annotations

from grimoire_app.model import Library
from grimoire_app.systems.botc.info import reliability
from grimoire_app.systems.botc.tonight import choice_events
from tests.builders import seat_of
from tests.systems.botc.exp_minions_helpers import exp_table
from tests.systems.botc.tonight.tonight_helpers import advance_to, choose, codes, die, mark, step, tokens

QUIET = ("q1=fortuneteller", "q2=empath", "q3=soldier", "q4=chef")


def _widow_night_one(library: Library) -> object:
    game = exp_table(library, "a=widow", "b=imp", "c=poisoner", *QUIET)
    advance_to(game, "night", 1)
    return game


def test_widow_wakes_night_one_with_two_picks(library: Library) -> None:
    """docs/rules/widow.md test 1: wakes on night 1, 2 players, grimoire and good-player notes."""
    game = exp_table(library, "a=widow", "b=imp", "c=poisoner", *QUIET)
    advance_to(game, "night", 1)
    s = step(game, "widow")
    assert s.status == "wakes" and s.wakes == (seat_of(game, "a"),)
    assert s.choose.players == 2
    assert {"widow_grimoire", "widow_know_good"} <= {n.code for n in s.notes}
    assert "widow_impaired" not in {n.code for n in s.notes}


def test_widow_poisons_the_first_pick_and_the_second_learns(library: Library) -> None:
    """docs/rules/widow.md test 2: q1 POISONED (and poisoned), q2 KNOW with a card showing the Widow."""
    game = exp_table(library, "a=widow", "b=imp", "c=poisoner", *QUIET)
    advance_to(game, "night", 1)
    choose(game, "widow", "q1", "q2")
    assert ("widow", "Poisoned") in tokens(game, "q1") and ("widow", "Know") in tokens(game, "q2")
    assert reliability(game, seat_of(game, "q1")).impaired
    assert not reliability(game, seat_of(game, "q2")).impaired
    cards = [(card.info, card.characters, card.to) for card in step(game, "widow").cards]
    assert ("custom", ("widow",), (seat_of(game, "q2"),)) in cards


def test_widow_poison_lasts_until_she_dies(library: Library) -> None:
    """docs/rules/widow.md test 3: POISONED survives dusk into night 2; she dies on day 2 → off by night 3, KNOW stays."""
    game = exp_table(library, "a=widow", "b=imp", "c=poisoner", *QUIET)
    advance_to(game, "night", 1)
    choose(game, "widow", "q1", "q2")
    advance_to(game, "night", 2)
    assert ("widow", "Poisoned") in tokens(game, "q1")
    advance_to(game, "day", 2)
    die(game, "a")
    advance_to(game, "night", 3)
    assert ("widow", "Poisoned") not in tokens(game, "q1")
    assert ("widow", "Know") in tokens(game, "q2")
    assert not reliability(game, seat_of(game, "q1")).impaired


def test_widow_poisoned_later_frees_her_player(library: Library) -> None:
    """docs/rules/widow.md test 4: the Poisoner poisons the Widow on night 2 → q1 is not impaired meanwhile."""
    game = exp_table(library, "a=widow", "b=imp", "c=poisoner", *QUIET)
    advance_to(game, "night", 1)
    choose(game, "widow", "q1", "q2")
    advance_to(game, "night", 2)
    choose(game, "poisoner", "a")
    assert reliability(game, seat_of(game, "a")).impaired
    assert not reliability(game, seat_of(game, "q1")).impaired
    assert ("widow", "Poisoned") in tokens(game, "q1")


def test_widow_sleeps_after_night_one(library: Library) -> None:
    """docs/rules/widow.md test 5: night 2 → skipped, first night only."""
    game = exp_table(library, "a=widow", "b=imp", "c=poisoner", *QUIET)
    advance_to(game, "night", 2)
    assert "first_night_only" in codes(step(game, "widow"))


def test_widow_second_pick_must_be_good(library: Library) -> None:
    """docs/rules/widow.md test 6: the Imp as the second pick is refused (widow_know_not_good); override records it."""
    game = exp_table(library, "a=widow", "b=imp", "c=poisoner", *QUIET)
    advance_to(game, "night", 1)
    evil = choice_events(game, "widow", [seat_of(game, "q1"), seat_of(game, "b")])[0]
    assert [r.code for r in game.check(evil)] == ["widow_know_not_good"]  # type: ignore[attr-defined]
    good = choice_events(game, "widow", [seat_of(game, "q1"), seat_of(game, "q2")])[0]
    assert list(game.check(good)) == []
    choose(game, "widow", "q1", "b", override=True)
    assert ("widow", "Know") in tokens(game, "b")


def test_widow_impaired_on_night_one_poisons_nobody(library: Library) -> None:
    """docs/rules/widow.md test 7: the Widow already POISONED by the Poisoner → note widow_impaired."""
    game = exp_table(library, "a=widow", "b=imp", "c=poisoner", *QUIET)
    advance_to(game, "night", 1)
    mark(game, "a", "poisoner", "Poisoned")
    assert "widow_impaired" in {n.code for n in step(game, "widow").notes}


MARIONETTE_TABLE = ("a=imp", "b=marionette:empath", "c=poisoner", "q1=fortuneteller", "q2=chef", "q3=soldier", "q4=monk")


def test_marionette_step_shows_the_demon_its_marionette(library: Library) -> None:
    """docs/rules/marionette.md test 3: the Demon wakes at the Marionette step; Minion and Demon Info leave b out."""
    game = exp_table(library, *MARIONETTE_TABLE)
    advance_to(game, "night", 1)
    a, b, c = seat_of(game, "a"), seat_of(game, "b"), seat_of(game, "c")
    s = step(game, "marionette")
    assert s.status == "wakes" and s.wakes == (a,)
    assert [(card.info, card.to, card.characters, card.players) for card in s.cards] == [("custom", (a,), ("marionette",), (b,))]
    assert "marionette_to_demon" in {n.code for n in s.notes}
    minion_info = step(game, "minioninfo")
    assert minion_info.wakes == (c,)
    assert all(b not in card.to and b not in card.players for card in minion_info.cards)
    demon_info = step(game, "demoninfo")
    minions_card = next(card for card in demon_info.cards if card.info == "these_are_your_minions")
    assert minions_card.players == (c,)


def test_marionette_acts_as_its_believed_character(library: Library) -> None:
    """docs/rules/marionette.md test 4: b wakes at the Empath's step."""
    game = exp_table(library, *MARIONETTE_TABLE)
    advance_to(game, "night", 1)
    s = step(game, "empath")
    assert s.status == "wakes" and s.wakes == (seat_of(game, "b"),)


def test_marionette_information_is_unreliable(library: Library) -> None:
    """docs/rules/marionette.md test 5: reliability says `marionette` and treats b as drunk (any answer)."""
    game = exp_table(library, *MARIONETTE_TABLE)
    advance_to(game, "night", 1)
    found = reliability(game, seat_of(game, "b"))
    assert found.impaired and "marionette" in {r.code for r in found.reasons}


def test_marionette_registers_as_an_evil_minion(library: Library) -> None:
    """docs/rules/marionette.md test 6: Sight sees b only as an evil Minion, the Marionette."""
    from grimoire_app.model.characters import Team
    from grimoire_app.systems.botc.info.registration import Sight

    game = exp_table(library, *MARIONETTE_TABLE)
    seen = Sight.now(game).seen(game.state.seat(seat_of(game, "b")))
    assert seen.alignments == ("evil",) and seen.teams == (Team.MINION,) and seen.characters == ("marionette",)
    assert not seen.misregisters


def test_marionette_step_is_night_one_only(library: Library) -> None:
    """docs/rules/marionette.md test 7: night 2 → skipped, first night only."""
    game = exp_table(library, *MARIONETTE_TABLE)
    advance_to(game, "night", 2)
    assert "first_night_only" in codes(step(game, "marionette"))


WRAITH_TABLE = ("W=wraith", "D=imp", "X=poisoner", "q1=fortuneteller", "q2=chef", "q3=soldier", "q4=monk")


def _note_codes(game: object, step_id: str) -> set[str]:
    return {n.code for n in step(game, step_id).notes}  # type: ignore[arg-type]


def test_wraith_wakes_with_the_evil_players(library: Library) -> None:
    """docs/rules/wraith.md test 1: W's step notes wraith_eyes; the Poisoner carries wraith_wakes_too; Minion Info wakes W itself; the Fortune Teller not."""
    game = exp_table(library, *WRAITH_TABLE)
    advance_to(game, "night", 1)
    s = step(game, "wraith")
    assert s.status == "wakes" and s.wakes == (seat_of(game, "W"),) and "wraith_eyes" in _note_codes(game, "wraith")
    assert "wraith_wakes_too" in _note_codes(game, "poisoner")
    assert seat_of(game, "W") in step(game, "minioninfo").wakes and "wraith_wakes_too" not in _note_codes(game, "minioninfo")
    assert "wraith_wakes_too" not in _note_codes(game, "fortuneteller")


def test_wraith_poisoned_need_not_wake(library: Library) -> None:
    """docs/rules/wraith.md test 2: night 2 the Imp's step carries the note; W poisoned → none, and wraith_impaired."""
    game = exp_table(library, *WRAITH_TABLE)
    advance_to(game, "night", 2)
    assert "wraith_wakes_too" in _note_codes(game, "imp")
    choose(game, "poisoner", "W")
    assert "wraith_wakes_too" not in _note_codes(game, "imp")
    assert "wraith_impaired" in _note_codes(game, "wraith")


def test_dead_wraith_sleeps(library: Library) -> None:
    """docs/rules/wraith.md test 3: W died on day 1 → its step is skipped (dead), the Imp's step has no note."""
    game = exp_table(library, *WRAITH_TABLE)
    advance_to(game, "day", 1)
    die(game, "W")
    advance_to(game, "night", 2)
    assert "dead" in codes(step(game, "wraith"))
    assert "wraith_wakes_too" not in _note_codes(game, "imp")


def test_vizier_is_announced_after_night_one(library: Library) -> None:
    """docs/rules/vizier.md test 1: night 1 a Storyteller step with vizier_announce; night 2 no slot. This script holds the
    Investigator, so the jinx (docs/rules/vizier.md Jinxes) turns the note into vizier_not_announced."""
    from tests.systems.botc.tonight.tonight_helpers import absent

    game = exp_table(library, "V=vizier", "D=imp", *QUIET)
    advance_to(game, "night", 1)
    s = step(game, "vizier")
    assert s.kind == "storyteller" and "vizier_not_announced" in {n.code for n in s.notes}
    advance_to(game, "night", 2)
    assert absent(game, "vizier") or "first_night_only" in codes(step(game, "vizier"))


MEZ_TABLE = ("M=mezepheles", "D=imp", "X=poisoner", "q1=fortuneteller", "q2=empath", "q3=soldier", "q4=chef")


def test_mezepheles_gets_the_word_on_night_one(library: Library) -> None:
    """docs/rules/mezepheles.md test 1: night 1 M wakes with mezepheles_word and nothing to choose."""
    game = exp_table(library, *MEZ_TABLE)
    advance_to(game, "night", 1)
    s = step(game, "mezepheles")
    assert s.status == "wakes" and s.choose.players == 0 and "mezepheles_word" in {n.code for n in s.notes}


def test_mezepheles_turns_the_marked_player_evil(library: Library) -> None:
    """docs/rules/mezepheles.md test 3: q2 marked TURNS EVIL on day 1 → night 2 wakes q2; choosing q2 makes q2 evil."""
    game = exp_table(library, *MEZ_TABLE)
    advance_to(game, "day", 1)
    mark(game, "q2", "mezepheles", "Turns Evil")
    mark(game, "M", "mezepheles", "No Ability")
    advance_to(game, "night", 2)
    s = step(game, "mezepheles")
    assert s.wakes == (seat_of(game, "q2"),) and "mezepheles_turn" in {n.code for n in s.notes}
    choose(game, "mezepheles", "q2")
    assert game.state.seat(seat_of(game, "q2")).alignment == "evil"
    advance_to(game, "day", 2)
    assert ("mezepheles", "Turns Evil") not in tokens(game, "q2") and ("mezepheles", "No Ability") in tokens(game, "M")


def test_mezepheles_sleeps_without_a_marked_player(library: Library) -> None:
    """docs/rules/mezepheles.md test 4: nobody marked → skipped mezepheles_nobody."""
    game = exp_table(library, *MEZ_TABLE)
    advance_to(game, "night", 2)
    assert "mezepheles_nobody" in codes(step(game, "mezepheles"))


def test_poisoned_mezepheles_turns_nobody(library: Library) -> None:
    """docs/rules/mezepheles.md test 5: M poisoned on night 2 → mezepheles_impaired; choosing q2 leaves q2 good."""
    game = exp_table(library, *MEZ_TABLE)
    advance_to(game, "day", 1)
    mark(game, "q2", "mezepheles", "Turns Evil")
    advance_to(game, "night", 2)
    choose(game, "poisoner", "M")
    assert "mezepheles_impaired" in {n.code for n in step(game, "mezepheles").notes}
    choose(game, "mezepheles", "q2")
    assert game.state.seat(seat_of(game, "q2")).alignment == "good"


BOFFIN_TABLE = ("B=boffin", "D=imp", "X=poisoner", "q1=fortuneteller", "q2=empath", "q3=soldier", "q4=chef")


def test_boffin_wakes_with_the_demon(library: Library) -> None:
    """docs/rules/boffin.md test 1: night 1 the step wakes B and D and asks for 1 character."""
    game = exp_table(library, *BOFFIN_TABLE)
    advance_to(game, "night", 1)
    s = step(game, "boffin")
    assert s.status == "wakes" and set(s.wakes) == {seat_of(game, "B"), seat_of(game, "D")}
    assert s.choose.characters == 1 and s.choose.players == 0 and "boffin_pick" in {n.code for n in s.notes}


def test_boffin_shows_the_gift_to_both(library: Library) -> None:
    """docs/rules/boffin.md test 2: choosing the Monk → D sees the Boffin token; B and D see the Monk."""
    game = exp_table(library, *BOFFIN_TABLE)
    advance_to(game, "night", 1)
    choose(game, "boffin", characters=("monk",))
    b, d = seat_of(game, "B"), seat_of(game, "D")
    cards = {(card.info, card.to, card.characters) for card in step(game, "boffin").cards}
    assert ("selected_you", (d,), ("boffin",)) in cards
    assert ("custom", (b,), ("monk",)) in cards and ("custom", (d,), ("monk",)) in cards


def test_boffin_refuses_barred_abilities(library: Library) -> None:
    """docs/rules/boffin.md test 3: the Drunk, the Soldier (in play) and the Imp are refused; the Monk is fine."""
    from grimoire_app.systems.botc.events import NightChoice

    game = exp_table(library, *BOFFIN_TABLE)
    advance_to(game, "night", 1)
    for character, expected in (("drunk", ["boffin_not_allowed"]), ("soldier", ["boffin_not_allowed"]), ("imp", ["boffin_not_allowed"]), ("monk", [])):
        event = NightChoice(seat=seat_of(game, "B"), character="boffin", characters=(character,))
        assert [getattr(r, "code", "") for r in game.check(event)] == expected, character


def test_boffin_gift_noted_at_its_step(library: Library) -> None:
    """docs/rules/boffin.md test 4: night 2 the Monk's step wakes D (note names D); the Boffin poisoned → the step is
    skipped for D with `boffin_lost` (applied now: it was a note while the gift was only prompted)."""
    game = exp_table(library, *BOFFIN_TABLE)
    advance_to(game, "night", 1)
    choose(game, "boffin", characters=("monk",))
    advance_to(game, "night", 2)
    s = step(game, "monk")
    assert s.status == "wakes" and s.wakes == (seat_of(game, "D"),)
    acts = [n for n in s.notes if n.code == "boffin_demon_acts"]
    assert len(acts) == 1 and acts[0].seat == seat_of(game, "D")
    choose(game, "poisoner", "B")
    lost = step(game, "monk")
    assert lost.status == "skipped" and "boffin_lost" in codes(lost)


WIZARD_TABLE = ("W=wizard", "D=imp", "X=poisoner", "q1=fortuneteller", "q2=empath", "q3=soldier", "q4=chef")


def _wish(game: object, outcome: str, *names: str) -> None:
    from tests.systems.botc.tonight.tonight_helpers import record

    players = [seat_of(game, n) for n in names]  # type: ignore[arg-type]
    record(game, choice_events(game, "wizard", players, option=outcome))  # type: ignore[arg-type]


def test_wizard_is_asked_for_a_wish(library: Library) -> None:
    """docs/rules/wizard.md test 1: night 1 W wakes with wizard_wish; 1 optional player, options granted/refused."""
    game = exp_table(library, *WIZARD_TABLE)
    advance_to(game, "night", 1)
    s = step(game, "wizard")
    assert s.status == "wakes" and "wizard_wish" in {n.code for n in s.notes}
    assert s.choose.players == 1 and s.choose.optional and s.choose.options == ("granted", "refused")


def test_wizard_refused_wish_is_not_spent(library: Library) -> None:
    """docs/rules/wizard.md test 2: refused on night 1 → night 2 wakes again."""
    game = exp_table(library, *WIZARD_TABLE)
    advance_to(game, "night", 1)
    _wish(game, "refused")
    from grimoire_app.systems.botc.events import NightChoice

    assert [e.text for e in game.events if isinstance(e, NightChoice) and e.character == "wizard"] == ["refused"]
    advance_to(game, "night", 2)
    assert step(game, "wizard").status == "wakes"


def test_wizard_granted_wish_is_spent(library: Library) -> None:
    """docs/rules/wizard.md test 3: granted (q1) on night 2 → night 3 skipped wizard_wished."""
    game = exp_table(library, *WIZARD_TABLE)
    advance_to(game, "night", 2)
    _wish(game, "granted", "q1")
    assert step(game, "wizard").status == "wakes"
    advance_to(game, "night", 3)
    assert "wizard_wished" in codes(step(game, "wizard"))


def test_poisoned_wizard_wish_is_not_granted(library: Library) -> None:
    """docs/rules/wizard.md test 4: W poisoned on night 2 before its step → wizard_impaired."""
    game = exp_table(library, *WIZARD_TABLE)
    advance_to(game, "night", 2)
    choose(game, "poisoner", "W")
    assert "wizard_impaired" in {n.code for n in step(game, "wizard").notes}
