"""The Travellers who act at night (issue 17): Apprentice, Barista, Harlot, Bone Collector, Cacklejack, Gnome.

Each test cites its rules page (docs/rules/<id>.md, numbered tests). Tables are Trouble Brewing (or Sects &
Violets for the Vortox) with the Traveller seated before night 1 between s4 and s5, unless a test seats it later.
"""

from __future__ import annotations

from grimoire_app.model import Library
from grimoire_app.systems.botc.day import NO, YES, Answer, FlowContext, Prompt, TriggerPrompt, drive, phase_flow, record_flow, resolve_trigger, triggers_for
from grimoire_app.systems.botc.commands import advance
from grimoire_app.systems.botc.day import available_acts
from grimoire_app.systems.botc.events import CharacterAssigned, Event, Nominated, PlayerDied, PublicAct
from grimoire_app.systems.botc.game import Game
from grimoire_app.systems.botc.info import suggestions
from grimoire_app.systems.botc.tonight import check_choice, choice_events, proposed_deaths, tonight_sheet
from grimoire_app.systems.botc.travellers import seat_traveller
from tests.builders import seat_of
from tests.systems.botc.day_helpers import accept, fired_ids
from tests.systems.botc.snv_helpers import snv_table
from tests.systems.botc.tb_core_helpers import tb_game
from tests.systems.botc.tonight.tonight_helpers import advance_to, choose, codes, die, mark, record, step, tokens

TB = ("s1=washerwoman", "s2=empath", "s3=fortuneteller", "s4=monk", "s5=soldier", "s6=spy", "s7=imp")
TBP = (*TB[:5], "s6=poisoner", "s7=imp")
"""The same table with the Poisoner (whose POISONED then works) in place of the Spy."""


def seated(game: Game, name: str, character: str, alignment: str = "good", left: str = "s4", right: str = "s5") -> Game:
    """Seat a Traveller between two neighbours (now)."""
    for event in seat_traveller(game, name, seat_of(game, left), seat_of(game, right), character, alignment):  # type: ignore[arg-type]
        game.record(event)
    return game


def tb(library: Library, name: str, character: str, alignment: str = "good", *players: str) -> Game:
    """A Trouble Brewing table (TB unless players are given) with one Traveller seated in setup."""
    return seated(tb_game(library, *(players or TB)), name, character, alignment)


def pick(game: Game, step_id: str, *names: str, characters: tuple[str, ...] = (), option: str | None = None,
         override: bool = False) -> list[Event]:
    """Record a choice (players by name, characters, the step's option) at a step tonight."""
    players = [seat_of(game, name) for name in names]
    return record(game, choice_events(game, step_id, players, characters, None, option), override)


def problems(game: Game, step_id: str, *names: str, characters: tuple[str, ...] = (), option: str | None = None) -> set[str]:
    """Return the codes of what is wrong with a choice (empty: fine)."""
    players = [seat_of(game, name) for name in names]
    return {reason.code for reason in check_choice(game, step_id, players, characters, None, option)}


def suggestion(game: Game, name: str, step_id: str):  # type: ignore[no-untyped-def]
    """Return the named player's one suggestion for a step (None when there is none)."""
    found = [s for s in suggestions(game, seat=seat_of(game, name)) if s.step == step_id]
    return found[0] if found else None


def note_codes(game: Game, step_id: str) -> set[str]:
    return {note.code for note in step(game, step_id).notes}


def alive(game: Game, name: str) -> bool:
    return game.state.seat(seat_of(game, name)).alive


NOT_ME = ("cacklejack", "Not Me")
SOBER = ("barista", "Sober & Healthy")
TWICE = ("barista", "Acts Twice")


# --- the Barista ---------------------------------------------------------------------------------


def test_barista_sober_and_healthy_makes_a_poisoned_empath_true(library: Library) -> None:
    """docs/rules/barista.md test 1: the poisoned Empath s2 given SOBER & HEALTHY → tonight's answer must be the truth."""
    game = advance_to(tb(library, "b", "barista", "good", *TBP), "night", 2)
    mark(game, "s2", "poisoner", "Poisoned")
    assert suggestion(game, "s2", "empath").mode == "any"
    barista = step(game, "barista")
    assert barista.wakes_tonight and barista.kind == "storyteller" and barista.choose.options == ("sober", "twice")
    assert barista.chooser == seat_of(game, "b") and barista.wakes == ()
    pick(game, "barista", "s2", option="sober")
    assert SOBER in tokens(game, "s2")
    empath = suggestion(game, "s2", "empath")
    assert empath.mode == "truth" and empath.legal == empath.truth
    assert not step(game, "empath").actors[0].impaired
    assert "barista_sober" in note_codes(game, "empath")


def test_barista_truth_beats_the_vortox(library: Library) -> None:
    """docs/rules/barista.md test 2: with a working Vortox, the Clockmaker given SOBER & HEALTHY on night 1 gets the truth."""
    game = seated(snv_table(library, "s1=clockmaker", "s2=dreamer", "s3=sweetheart", "s4=witch", "s5=vortox"), "b", "barista", "good", "s3", "s4")
    advance_to(game, "night", 1)
    assert suggestion(game, "s1", "clockmaker").mode == "false"
    pick(game, "barista", "s1", option="sober")
    clockmaker = suggestion(game, "s1", "clockmaker")
    assert clockmaker.mode == "truth" and clockmaker.legal == clockmaker.truth


def test_barista_acts_twice_doubles_the_fortune_teller_and_the_imp(library: Library) -> None:
    """docs/rules/barista.md test 3: the Fortune Teller given ACTS TWICE is told to wake twice, and a second choice is
    legal; the Imp given ACTS TWICE attacks twice (two proposed deaths)."""
    game = advance_to(tb(library, "b", "barista", "evil"), "night", 2)
    pick(game, "barista", "s3", option="twice")
    assert TWICE in tokens(game, "s3") and SOBER not in tokens(game, "s3")
    assert "barista_acts_twice" in note_codes(game, "fortuneteller")
    pick(game, "fortuneteller", "s1", "s2")
    assert problems(game, "fortuneteller", "s4", "s5") == set()
    pick(game, "fortuneteller", "s4", "s5")
    assert len(step(game, "fortuneteller").done) == 2
    game = advance_to(tb(library, "b", "barista", "evil"), "night", 2)
    pick(game, "barista", "s7", option="twice")
    pick(game, "imp", "s1")
    pick(game, "imp", "s2")
    dying = {p.seat for p in proposed_deaths(game) if p.dies}
    assert dying == {seat_of(game, "s1"), seat_of(game, "s2")}


def test_barista_tokens_come_off_at_dusk(library: Library) -> None:
    """docs/rules/barista.md test 4: SOBER & HEALTHY placed night 2 stays through day 2 and comes off at dusk."""
    game = advance_to(tb(library, "b", "barista"), "night", 2)
    pick(game, "barista", "s2", option="sober")
    advance_to(game, "day", 2)
    assert SOBER in tokens(game, "s2")
    advance_to(game, "night", 3)
    assert SOBER not in tokens(game, "s2")


def test_barista_impaired_places_an_inert_token(library: Library) -> None:
    """docs/rules/barista.md test 5: a poisoned Barista's SOBER & HEALTHY is inert; the poisoned Empath stays unreliable."""
    game = advance_to(tb(library, "b", "barista", "good", *TBP), "night", 2)
    mark(game, "b", "poisoner", "Poisoned")
    mark(game, "s2", "poisoner", "Poisoned")
    pick(game, "barista", "s2", option="sober")
    token = next(r for r in game.state.seat(seat_of(game, "s2")).reminders if (r.character, r.token) == SOBER)
    assert token.inert
    assert suggestion(game, "s2", "empath").mode == "any"


def test_barista_option_must_be_one_of_the_two(library: Library) -> None:
    """docs/rules/barista.md test 6: an effect outside the two is refused (choice_option); no option means the first."""
    game = advance_to(tb(library, "b", "barista"), "night", 1)
    assert problems(game, "barista", "s2", option="triple") == {"choice_option"}
    events = choice_events(game, "barista", [seat_of(game, "s2")])
    assert events[0].text == "sober"  # type: ignore[union-attr]


# --- the Harlot ----------------------------------------------------------------------------------


def test_harlot_agreed_shows_the_character_and_offers_both_deaths(library: Library) -> None:
    """docs/rules/harlot.md test 1: night 2 the Harlot picks the Empath s2, who agrees → shown the Empath; both deaths
    offered (nobody dies unless the Storyteller accepts)."""
    game = advance_to(tb(library, "h", "harlot"), "night", 2)
    harlot = step(game, "harlot")
    assert harlot.wakes_tonight and harlot.wakes == (seat_of(game, "h"),) and harlot.choose.options == ("agrees", "refuses")
    pick(game, "harlot", "s2", option="agrees")
    assert step(game, "harlot").wakes == (seat_of(game, "h"), seat_of(game, "s2"))
    shown = suggestion(game, "h", "harlot")
    assert shown.kind == "character" and shown.truth == ("empath",) and shown.mode == "truth"
    offers = [p for p in proposed_deaths(game) if p.source == "harlot"]
    assert len(offers) == 1 and offers[0].offer and not offers[0].dies
    died = {e.seat for e in offers[0].events if isinstance(e, PlayerDied)}
    assert died == {seat_of(game, "h"), seat_of(game, "s2")}
    record(game, offers[0].events)
    assert not alive(game, "h") and not alive(game, "s2")
    assert ("harlot", "Dead") in tokens(game, "s2")


def test_harlot_refused_shows_nothing(library: Library) -> None:
    """docs/rules/harlot.md test 2: the player refuses → no answer to give, nobody offered to die."""
    game = advance_to(tb(library, "h", "harlot"), "night", 2)
    pick(game, "harlot", "s2", option="refuses")
    assert suggestion(game, "h", "harlot") is None
    assert not step(game, "harlot").info and all(card.info != "answer" for card in step(game, "harlot").cards)
    assert [p for p in proposed_deaths(game) if p.source == "harlot"] == []


def test_harlot_poisoned_may_be_shown_anything(library: Library) -> None:
    """docs/rules/harlot.md test 3: a poisoned Harlot → any character is legal; no deaths offered [DECISION]."""
    game = advance_to(tb(library, "h", "harlot", "good", *TBP), "night", 2)
    mark(game, "h", "poisoner", "Poisoned")
    pick(game, "harlot", "s2", option="agrees")
    shown = suggestion(game, "h", "harlot")
    assert shown.mode == "any" and "imp" in shown.legal and "washerwoman" in shown.legal
    assert [p for p in proposed_deaths(game) if p.source == "harlot"] == []


def test_harlot_sees_the_spy_registering(library: Library) -> None:
    """docs/rules/harlot.md test 4: picking the Spy s6 → a Townsfolk or Outsider of the script is legal too."""
    game = advance_to(tb(library, "h", "harlot"), "night", 2)
    pick(game, "harlot", "s6", option="agrees")
    shown = suggestion(game, "h", "harlot")
    assert "spy" in shown.truth and "washerwoman" in shown.legal and "butler" in shown.legal


def test_harlot_wakes_from_night_two_and_picks_another_living_player(library: Library) -> None:
    """docs/rules/harlot.md test 5: no step on night 1; itself or a dead player is refused."""
    game = advance_to(tb(library, "h", "harlot"), "night", 1)
    assert all(s.id != "harlot" or not s.wakes_tonight for s in tonight_sheet(game))
    advance_to(game, "night", 2)
    die(game, "s1")
    assert problems(game, "harlot", "h", option="agrees") == {"choice_self"}
    assert problems(game, "harlot", "s1", option="agrees") == {"choice_dead"}


# --- the Bone Collector --------------------------------------------------------------------------


def bone_table(library: Library) -> Game:
    """Bone Collector k seated (the Poisoner at s6); the Empath s2 dies on day 2; now night 3."""
    game = advance_to(tb(library, "k", "bonecollector", "good", *TBP), "day", 2)
    die(game, "s2")
    return advance_to(game, "night", 3)


def test_bonecollector_gives_a_dead_empath_its_ability(library: Library) -> None:
    """docs/rules/bonecollector.md test 1: night 3 k picks the dead Empath → HAS ABILITY, NO ABILITY; the Empath wakes."""
    game = bone_table(library)
    assert codes(step(game, "empath")) == {"dead"}
    pick(game, "bonecollector", "s2")
    assert ("bonecollector", "Has Ability") in tokens(game, "s2")
    assert ("bonecollector", "No Ability") in tokens(game, "k")
    assert step(game, "empath").wakes_tonight
    assert suggestion(game, "s2", "empath") is not None


def test_bonecollector_ability_ends_at_dusk(library: Library) -> None:
    """docs/rules/bonecollector.md test 2: at dusk HAS ABILITY comes off; night 4 the Empath sleeps (dead), k is spent."""
    game = bone_table(library)
    pick(game, "bonecollector", "s2")
    advance_to(game, "night", 4)
    assert ("bonecollector", "Has Ability") not in tokens(game, "s2")
    assert codes(step(game, "empath")) == {"dead"}
    assert "ability_used" in codes(step(game, "bonecollector"))


def test_bonecollector_choosing_nobody_keeps_the_ability(library: Library) -> None:
    """docs/rules/bonecollector.md test 3: choosing nobody on night 3 → night 4 it wakes again."""
    game = bone_table(library)
    pick(game, "bonecollector")
    advance_to(game, "night", 4)
    assert step(game, "bonecollector").wakes_tonight


def test_bonecollector_poisoned_spends_with_an_inert_token(library: Library) -> None:
    """docs/rules/bonecollector.md test 4: a poisoned Bone Collector's pick spends the ability; HAS ABILITY is inert."""
    game = bone_table(library)
    mark(game, "k", "poisoner", "Poisoned")
    pick(game, "bonecollector", "s2")
    assert codes(step(game, "empath")) == {"dead"}
    advance_to(game, "night", 4)
    assert "ability_used" in codes(step(game, "bonecollector"))


def test_bonecollector_picks_a_dead_player_and_not_on_night_one(library: Library) -> None:
    """docs/rules/bonecollector.md test 5: a living pick is refused (bonecollector_living); no step on night 1."""
    game = bone_table(library)
    assert problems(game, "bonecollector", "s1") == {"bonecollector_living"}
    assert problems(game, "bonecollector", "s2") == set()
    first = advance_to(tb(library, "k", "bonecollector"), "night", 1)
    assert not any(s.id == "bonecollector" and s.wakes_tonight for s in tonight_sheet(first))


# --- the Apprentice ------------------------------------------------------------------------------


def test_apprentice_joining_later_gets_the_monk(library: Library) -> None:
    """docs/rules/apprentice.md test 1: a good Apprentice seated on day 1 → night 2 its step wakes; the Monk picked →
    IS THE APPRENTICE, card shows the Monk; night 3 the Apprentice wakes at the Monk's step."""
    game = advance_to(tb_game(library, *TB), "day", 1)
    seated(game, "a", "apprentice")
    advance_to(game, "night", 2)
    apprentice = step(game, "apprentice")
    assert apprentice.wakes_tonight and apprentice.wakes == (seat_of(game, "a"),)
    assert "apprentice_pick_townsfolk" in {n.code for n in apprentice.notes}
    pick(game, "apprentice", characters=("monk",))
    assert ("apprentice", "Is The Apprentice") in tokens(game, "a")
    card = next(c for c in step(game, "apprentice").cards if c.info == "you_are")
    assert card.to == (seat_of(game, "a"),) and card.characters == ("monk",)
    advance_to(game, "night", 3)
    monk = step(game, "monk")
    assert {a.seat for a in monk.actors if a.acts} == {seat_of(game, "s4"), seat_of(game, "a")}
    assert next(a for a in monk.actors if a.seat == seat_of(game, "a")).via == "apprentice"


def test_apprentice_evil_gets_a_minion(library: Library) -> None:
    """docs/rules/apprentice.md test 2: an evil Apprentice → a Townsfolk is refused; the Poisoner → it wakes at the
    Poisoner's step, and its POISONED works although no Poisoner is in play."""
    game = advance_to(tb(library, "a", "apprentice", "evil"), "night", 1)
    assert problems(game, "apprentice", characters=("monk",)) == {"apprentice_wrong_minion"}
    assert problems(game, "apprentice", characters=("poisoner",)) == set()
    assert problems(game, "apprentice", characters=("witch",)) == {"apprentice_not_on_script"}
    pick(game, "apprentice", characters=("poisoner",))
    poisoner = step(game, "poisoner")
    assert poisoner.wakes_tonight and seat_of(game, "a") in poisoner.wakes
    pick(game, "poisoner", "s2")
    assert ("poisoner", "Poisoned") in tokens(game, "s2")
    assert suggestion(game, "s2", "empath").mode == "any"  # the Apprentice's POISONED works (no Poisoner in play)


def test_apprentice_step_only_on_its_first_night(library: Library) -> None:
    """docs/rules/apprentice.md test 3: seated in setup, night 2 its own step does not run (first night only)."""
    game = advance_to(tb(library, "a", "apprentice"), "night", 1)
    pick(game, "apprentice", characters=("empath",))
    advance_to(game, "night", 2)
    assert "first_night_only" in codes(step(game, "apprentice"))
    assert suggestion(game, "a", "empath") is not None


def test_apprentice_townsfolk_ability_meets_the_vortox(library: Library) -> None:
    """docs/rules/apprentice.md test 5: a good Apprentice given the Clockmaker on night 1 with a working Vortox → its
    Clockmaker answer must be false (a Townsfolk ability), while it stays the Apprentice."""
    game = seated(snv_table(library, "s1=dreamer", "s2=sweetheart", "s3=witch", "s4=vortox", "s5=oracle"), "a", "apprentice", "good", "s2", "s3")
    advance_to(game, "night", 1)
    pick(game, "apprentice", characters=("clockmaker",))
    assert suggestion(game, "a", "clockmaker").mode == "false"


def test_apprentice_keeps_its_own_character(library: Library) -> None:
    """docs/rules/apprentice.md test 4: holding the Monk, the Apprentice's seat is still the Apprentice (a Traveller)."""
    game = advance_to(tb(library, "a", "apprentice"), "night", 1)
    pick(game, "apprentice", characters=("monk",))
    assert game.state.seat(seat_of(game, "a")).character == "apprentice"


# --- the Cacklejack ------------------------------------------------------------------------------


def cackle_choice(game: Game, name: str, cacklejack: str = "c") -> list[str]:
    """The Cacklejack chooses a player by day (the public act, its trigger accepted); return the triggers' ids."""
    return fired_ids(accept(game, PublicAct(act="cacklejack_choice", seat=seat_of(game, cacklejack), players=(seat_of(game, name),))))


def test_cacklejack_changes_another_player(library: Library) -> None:
    """docs/rules/cacklejack.md test 1: day 1 the Cacklejack chooses s3 → NOT ME on s3; night 2 the Monk s4 becomes
    the Soldier → still good, shown YOU ARE Soldier; the Monk's step no longer runs."""
    game = advance_to(tb(library, "c", "cacklejack", "good", *TB[:4], "s5=ravenkeeper", *TB[5:]), "day", 1)
    assert "cacklejack_choice" in available_acts(game)
    assert cackle_choice(game, "s3") == ["cacklejack.chooses"]
    assert NOT_ME in tokens(game, "s3")
    advance_to(game, "night", 2)
    cackle = step(game, "cacklejack")
    assert cackle.wakes_tonight and cackle.kind == "storyteller" and cackle.chooser == seat_of(game, "c")
    assert "cacklejack_pick" in {n.code for n in cackle.notes}
    events = pick(game, "cacklejack", "s4", characters=("soldier",))
    assert CharacterAssigned(seat=seat_of(game, "s4"), character="soldier", alignment="good") in events
    monk_seat = game.state.seat(seat_of(game, "s4"))
    assert (monk_seat.character, monk_seat.alignment) == ("soldier", "good")
    card = next(c for c in step(game, "cacklejack").cards if c.info == "you_are")
    assert card.characters == ("soldier",) and card.to == (seat_of(game, "s4"),)
    assert not step(game, "monk").wakes_tonight
    advance_to(game, "day", 2)
    assert NOT_ME not in tokens(game, "s3")  # off at dawn


def test_cacklejack_cannot_change_the_player_chosen_today(library: Library) -> None:
    """docs/rules/cacklejack.md test 2: s3 chosen on day 1 → at night changing s3 is refused (cacklejack_not_me) and,
    recorded anyway, nothing changes."""
    game = advance_to(tb(library, "c", "cacklejack"), "day", 1)
    cackle_choice(game, "s3")
    advance_to(game, "night", 2)
    assert problems(game, "cacklejack", "s3", characters=("soldier",)) == {"cacklejack_not_me"}
    events = pick(game, "cacklejack", "s3", characters=("soldier",), override=True)
    assert not any(isinstance(e, CharacterAssigned) for e in events)


def test_cacklejack_without_a_choice_today_anyone_may_change(library: Library) -> None:
    """docs/rules/cacklejack.md test 3: nobody chosen on day 1 → night 2 the step says so; the Monk changes; picking
    nobody is also accepted (the Storyteller's call)."""
    game = advance_to(tb(library, "c", "cacklejack"), "night", 2)
    assert "cacklejack_no_choice" in {n.code for n in step(game, "cacklejack").notes}
    assert problems(game, "cacklejack") == set()
    pick(game, "cacklejack", "s4", characters=("soldier",))
    assert game.state.seat(seat_of(game, "s4")).character == "soldier"


def test_cacklejack_poisoned_changes_nobody(library: Library) -> None:
    """docs/rules/cacklejack.md test 4: a poisoned Cacklejack → the Monk stays the Monk."""
    game = advance_to(tb(library, "c", "cacklejack", "good", *TBP), "night", 2)
    mark(game, "c", "poisoner", "Poisoned")
    pick(game, "cacklejack", "s4", characters=("soldier",))
    assert game.state.seat(seat_of(game, "s4")).character == "monk"


def test_cacklejack_has_no_first_night_step(library: Library) -> None:
    """docs/rules/cacklejack.md test 5: night 1 the step does not run (other nights only)."""
    game = advance_to(tb(library, "c", "cacklejack"), "night", 1)
    assert not step(game, "cacklejack").wakes_tonight


def test_cacklejack_new_character_acts_as_new(library: Library) -> None:
    """docs/rules/cacklejack.md test 6: the Monk s4 becomes the Washerwoman on night 2 → her first-night step runs
    tonight (a new instance of the ability)."""
    game = advance_to(tb(library, "c", "cacklejack"), "night", 2)
    pick(game, "cacklejack", "s4", characters=("washerwoman",))
    washer = [s for s in tonight_sheet(game) if s.id == "washerwoman"]
    assert any(s.wakes_tonight and seat_of(game, "s4") in s.wakes for s in washer)


def test_cacklejack_chooses_once_a_day_and_off_script_is_warned(library: Library) -> None:
    """docs/rules/cacklejack.md test 7: a second choice the same day is refused (cacklejack_twice), a choice at night
    too (cacklejack_not_day); NOT ME moves to the newest choice when overridden; a new character off the script is
    warned (cacklejack_not_on_script)."""
    game = advance_to(tb(library, "c", "cacklejack"), "day", 1)
    cackle_choice(game, "s3")
    again = PublicAct(act="cacklejack_choice", seat=seat_of(game, "c"), players=(seat_of(game, "s2"),))
    assert [r.key for r in game.check(again)] == ["cacklejack_twice"]  # type: ignore[attr-defined]
    accept(game, again, override=True)
    assert NOT_ME in tokens(game, "s2") and NOT_ME not in tokens(game, "s3")
    advance_to(game, "night", 2)
    assert [r.key for r in game.check(again)] == ["cacklejack_not_day"]  # type: ignore[attr-defined]
    assert problems(game, "cacklejack", "s4", characters=("witch",)) == {"cacklejack_not_on_script"}


# --- the Gnome -----------------------------------------------------------------------------------


def gnome_day(library: Library) -> Game:
    """A good Gnome g (the Poisoner at s6); the Storyteller made the Empath s2 the amigo; day 1."""
    game = tb(library, "g", "gnome", "good", *TBP)
    mark(game, "s2", "gnome", "Amigo")
    return advance_to(game, "day", 1)


def test_gnome_amigo_token(library: Library) -> None:
    """docs/rules/gnome.md test 1: AMIGO lies on the Empath s2 and stays while the Gnome lives."""
    game = gnome_day(library)
    assert ("gnome", "Amigo") in tokens(game, "s2")
    advance_to(game, "day", 2)
    assert ("gnome", "Amigo") in tokens(game, "s2")


def test_gnome_kills_the_nominator(library: Library) -> None:
    """docs/rules/gnome.md test 2: s5 nominates s2 → the Gnome kills s5 (ability, gnome); the nomination stands."""
    game = gnome_day(library)
    fired = accept(game, Nominated(nominator=seat_of(game, "s5"), nominee=seat_of(game, "s2")))
    assert "gnome.amigo_nominated" in fired_ids(fired)
    assert not alive(game, "s5")
    death = [e for e in game.events if isinstance(e, PlayerDied)][-1]
    assert (death.cause.kind, death.cause.character) == ("ability", "gnome")
    assert any(isinstance(e, Nominated) and e.nominee == seat_of(game, "s2") for e in game.events)


def test_gnome_declines(library: Library) -> None:
    """docs/rules/gnome.md test 3: the Gnome declines → the Storyteller records only the nomination; s5 lives."""
    game = gnome_day(library)
    nomination = Nominated(nominator=seat_of(game, "s5"), nominee=seat_of(game, "s2"))
    game.record(nomination)
    fired = triggers_for(game, nomination, "after")
    assert [t.id for t in fired] == ["gnome.amigo_nominated"] and len(fired[0].proposed) == 1
    assert alive(game, "s5")


def test_gnome_poisoned_kills_nobody(library: Library) -> None:
    """docs/rules/gnome.md test 4: a poisoned Gnome → said, nothing proposed; s5 lives."""
    game = gnome_day(library)
    mark(game, "g", "poisoner", "Poisoned")
    fired = accept(game, Nominated(nominator=seat_of(game, "s5"), nominee=seat_of(game, "s2")))
    assert "gnome.amigo_nominated.impaired" in fired_ids(fired)
    assert alive(game, "s5")


def test_gnome_ignores_other_nominations(library: Library) -> None:
    """docs/rules/gnome.md test 5: s5 nominates s3 (not the amigo) → no Gnome trigger."""
    game = gnome_day(library)
    fired = accept(game, Nominated(nominator=seat_of(game, "s5"), nominee=seat_of(game, "s3")))
    assert "gnome.amigo_nominated" not in {t.id for t in fired}


def test_gnome_amigo_is_asked_for_until_placed(library: Library) -> None:
    """docs/rules/gnome.md test 6: a good Gnome joins on day 1 → at the next change of phase the Storyteller is asked
    for the amigo among the good players; picking s2 places AMIGO; then the prompt stops."""
    game = advance_to(tb_game(library, *TBP), "day", 1)
    seated(game, "g", "gnome")
    step_on = advance(game.state)
    game.record(step_on)
    fired = [t for t in triggers_for(game, step_on, "after") if t.id == "gnome.amigo"]
    assert len(fired) == 1 and fired[0].choice is not None
    good = {seat_of(game, n) for n in ("s1", "s2", "s3", "s4", "s5")}
    assert set(fired[0].choice.options) == good
    record(game, resolve_trigger(game, fired[0], (seat_of(game, "s2"),)))
    assert ("gnome", "Amigo") in tokens(game, "s2")
    step_on = advance(game.state)
    game.record(step_on)
    assert [t for t in triggers_for(game, step_on, "after") if t.id == "gnome.amigo"] == []


class Session:
    """A recorder over a Game, as the day panel's session is (record one event)."""

    def __init__(self, game: Game) -> None:
        self.game: Game | None = game

    def record(self, event, override=False):  # type: ignore[no-untyped-def]
        assert self.game is not None
        return self.game.record(event, override=override)


def test_gnome_through_the_day_flow(library: Library) -> None:
    """docs/rules/gnome.md tests 2-3 through the day panel's flow: the prompt after s5 nominates the amigo s2;
    "no" keeps s5 alive, then "yes" on s4's nomination kills s4."""
    game = gnome_day(library)
    asked: list[str] = []

    def reply(answer: Answer):  # type: ignore[no-untyped-def]
        def answering(prompt: Prompt) -> Answer:
            asked.append(prompt.trigger.id if isinstance(prompt, TriggerPrompt) else type(prompt).__name__)
            return answer if isinstance(prompt, TriggerPrompt) else NO
        return answering

    ctx = FlowContext(Session(game), "en")  # type: ignore[arg-type]
    drive(record_flow(ctx, Nominated(nominator=seat_of(game, "s5"), nominee=seat_of(game, "s2"))), reply(NO))
    assert "gnome.amigo_nominated" in asked and alive(game, "s5")
    advance_to(game, "day", 2)
    drive(record_flow(FlowContext(Session(game), "en"), Nominated(nominator=seat_of(game, "s4"), nominee=seat_of(game, "s2"))), reply(YES))  # type: ignore[arg-type]
    assert not alive(game, "s4")


def test_gnome_amigo_through_the_phase_flow(library: Library) -> None:
    """docs/rules/gnome.md test 6 through the phase flow: at dusk the prompt asks for the amigo; picking s3 places AMIGO."""
    game = advance_to(tb_game(library, *TBP), "day", 1)
    seated(game, "g", "gnome")
    at = len(game.events)
    game.record(advance(game.state))

    def reply(prompt: Prompt) -> Answer:
        if isinstance(prompt, TriggerPrompt) and prompt.trigger.id == "gnome.amigo":
            return Answer(True, (seat_of(game, "s3"),))
        return NO

    drive(phase_flow(FlowContext(Session(game), "en"), at), reply)  # type: ignore[arg-type]
    assert ("gnome", "Amigo") in tokens(game, "s3")


def test_official_night_positions(library: Library) -> None:
    """The official order (resources/characters/official.json, official-nightsheet.json): night 1 Apprentice, Barista,
    Thief before the Poisoner; other nights Cacklejack, Barista, Thief, Harlot, Bone Collector before the Poisoner."""
    game = tb_game(library, *TBP)
    left = "s4"
    for name, character in (("a", "apprentice"), ("b", "barista"), ("t", "thief"), ("h", "harlot"), ("k", "bonecollector"), ("c", "cacklejack")):
        seated(game, name, character, "good", left)
        left = name
    first = [s.id for s in tonight_sheet(advance_to(game, "night", 1)) if not s.off_night]
    wanted = ["apprentice", "barista", "thief", "poisoner"]
    assert [i for i in first if i in wanted] == wanted
    other = [s.id for s in tonight_sheet(advance_to(game, "night", 2)) if not s.off_night]
    wanted = ["cacklejack", "barista", "thief", "harlot", "bonecollector", "poisoner"]
    assert [i for i in other if i in wanted] == wanted


def test_every_step_option_has_words_in_both_languages(library: Library) -> None:
    """Every option a step offers (tonight_steps.json choose.options) is named in Korean and English (tonight.option.<id>)."""
    from grimoire_app.i18n import tr
    from grimoire_app.systems.botc.tonight import tonight_data

    options = {o for rule in tonight_data(library).steps.values() for choose in (rule.choose, rule.choose_first) if choose for o in choose.options}
    assert options == {"sober", "twice", "agrees", "refuses", "granted", "refused"}  # granted/refused: the Wizard (issue 21)
    for option in options:
        assert tr("tonight.option." + option, "ko") and tr("tonight.option." + option, "en")


def test_two_apprentices_each_see_the_ability_they_gained(library: Library) -> None:
    """docs/rules/apprentice.md test 6: two good Apprentices on night 1 — a gets the Monk, b the Empath → a's card shows
    the Monk and b's the Empath (found by the Travellers sweep: both cards showed the later pick)."""
    game = seated(tb(library, "a", "apprentice"), "b", "apprentice", "good", "s5", "s6")
    advance_to(game, "night", 1)
    record(game, choice_events(game, "apprentice", [], ("monk",), seat_of(game, "a")))
    record(game, choice_events(game, "apprentice", [], ("empath",), seat_of(game, "b")))
    cards = {c.to: c.characters for c in step(game, "apprentice").cards if c.info == "you_are"}
    assert cards == {(seat_of(game, "a"),): ("monk",), (seat_of(game, "b"),): ("empath",)}
