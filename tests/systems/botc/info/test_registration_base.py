"""Registration beside or chosen by every information character of the three base scripts (issue 16 acceptance).

The Recluse (docs/rules/recluse.md) may register as evil and as a Minion or Demon; the Spy
(docs/rules/spy.md) as good and as a Townsfolk or Outsider (info/registration.py). For each
information character: one test with a Recluse, one with a Spy, asserting the exact legal set and
that the why names the registration (or, where registration changes nothing, that no why claims it).

Already in tests/systems/botc/info/test_registration.py (not repeated here): Washerwoman (Spy; the
Recluse never a Townsfolk), Librarian (both), Investigator (both), Chef (both), Empath (both),
Fortune Teller (both), Undertaker (both), Ravenkeeper (both), Seamstress (Spy), Oracle (Recluse),
Town Crier (both), Flowergirl (Recluse), Sage (Recluse), Balloonist (Recluse).
n/a: the Savant (its two statements are the Storyteller's own; see test_savant_is_not_registration),
the Artist (the Storyteller answers freely), Philosopher-gained abilities (the gained character's
own rule runs, so its tests here cover it).

Seed characters cite /work/shared/spec/characters.md (section named); the others their rules page.
Jinxes among the three scripts (resources/characters/jinxes.json) are tested at the end.
"""

from __future__ import annotations

from grimoire_app.model import Library
from grimoire_app.systems.botc.commands import advance as advance_event, kill
from grimoire_app.systems.botc.day import check_victory
from grimoire_app.systems.botc.day.hooks_bmr_evil import mastermind_day
from grimoire_app.systems.botc.day.facts import Moment
from grimoire_app.systems.botc.events import InfoShown, NightChoice, Nominated, PlayerDied, PublicAct, VoteRecorded
from grimoire_app.systems.botc.game import Game
from grimoire_app.systems.botc.info import suggestion_for
from grimoire_app.systems.botc.tonight import proposed_deaths
from tests.builders import seat_of, to_phase
from tests.systems.botc.day_helpers import accept, fired_ids, settle
from tests.systems.botc.info.helpers import choose, die, ids, mark, only
from tests.systems.botc.info.tb_helpers import TROUBLE_BREWING, tb_table
from tests.systems.botc.tonight.tonight_helpers import advance_to, step

GOOD_TB = [c for c in TROUBLE_BREWING[:17]]
"""Trouble Brewing's Townsfolk and Outsiders (13 + 4), in script order."""
EVIL_TB = ["poisoner", "spy", "scarletwoman", "baron", "imp"]


def _codes(found: object) -> set[str]:
    return {w.code for w in found.why}  # type: ignore[attr-defined]


def _names(found: object, code: str, *words: str) -> bool:
    """Whether some why of this code names every word (in English)."""
    return any(all(word in w.en for word in words) for w in found.why if w.code == code)  # type: ignore[attr-defined]


# --- Bad Moon Rising: the Grandmother -----------------------------------------------------------


def test_grandmother_may_be_shown_the_spy_as_a_good_grandchild(library: Library) -> None:
    """spec 3.1 Grandmother + docs/rules/spy.md Registration: no GRANDCHILD placed: the real good players true; the Spy shown as any good character legal."""
    game = to_phase(tb_table(library, "a=grandmother", "b=spy", "c=chef", "d=imp", "e=saint", extra=("grandmother",)), "night", 1)
    found = only(game, "a", "grandmother")
    b, c, e = ids(game, "b", "c", "e")
    assert set(found.truth) == {(c, "chef"), (e, "saint")}
    assert set(found.legal) == set(found.truth) | {(b, good) for good in [*GOOD_TB, "grandmother"]}
    assert (b, "spy") not in found.legal and (b, "imp") not in found.legal
    assert _names(found, "registers_character", "b", "Spy")


def test_grandmother_and_the_recluse_registers_truly(library: Library) -> None:
    """spec 3.1 Grandmother + docs/rules/recluse.md Registration: a good Recluse is a grandchild shown as the Recluse only (registering evil would make it none)."""
    game = to_phase(tb_table(library, "a=grandmother", "b=recluse", "c=chef", "d=imp", "e=poisoner", extra=("grandmother",)), "night", 1)
    found = only(game, "a", "grandmother")
    b, c = ids(game, "b", "c")
    assert set(found.legal) == {(b, "recluse"), (c, "chef")}
    assert not any(code.startswith("registers_") for code in _codes(found))


# --- Bad Moon Rising: the Chambermaid (not registration) ----------------------------------------


def test_chambermaid_and_the_recluse_is_not_registration(library: Library) -> None:
    """docs/rules/chambermaid.md Info: waking is no alignment, type or character: the Recluse chosen (it does not wake) → exactly 0."""
    game = to_phase(tb_table(library, "a=chambermaid", "b=recluse", "c=chef", "d=imp", "e=poisoner", extra=("chambermaid",)), "night", 2)
    choose(game, "a", "chambermaid", "b", "c")
    found = only(game, "a", "chambermaid")
    assert found.legal == (0,) and not any(code.startswith("registers_") for code in _codes(found))


def test_chambermaid_counts_the_spy_who_woke(library: Library) -> None:
    """docs/rules/chambermaid.md Info: the Spy woke to see the grimoire (its own ability) → exactly 1, registration plays no part."""
    game = to_phase(tb_table(library, "a=chambermaid", "b=spy", "c=chef", "d=imp", "e=saint", extra=("chambermaid",)), "night", 2)
    game.record(InfoShown(seat=seat_of(game, "b"), info="answer", step="spy"), override=True)
    choose(game, "a", "chambermaid", "b", "c")
    found = only(game, "a", "chambermaid")
    assert found.legal == (1,) and not any(code.startswith("registers_") for code in _codes(found))


# --- Bad Moon Rising: the Godfather's first-night card ------------------------------------------


def test_godfather_card_may_add_the_spy_as_an_outsider(library: Library) -> None:
    """docs/rules/godfather.md Info (registration): the card names the real Outsiders; a note says the Spy may be shown as an Outsider."""
    game = tb_table(library, "a=godfather", "b=spy", "c=saint", "d=imp", "e=chef", extra=("godfather",))
    advance_to(game, "night", 1)
    found = step(game, "godfather")
    assert found.cards[0].characters == ("saint",)
    notes = [n for n in found.notes if n.code == "godfather_may_add"]
    assert [n.seat for n in notes] == [seat_of(game, "b")] and notes[0].character == "spy"


def test_godfather_card_may_leave_the_recluse_off(library: Library) -> None:
    """docs/rules/godfather.md Info (registration): the Recluse is on the card; a note says it may be left off (it may register as a Minion or Demon)."""
    game = tb_table(library, "a=godfather", "b=recluse", "c=chef", "d=imp", "e=empath", extra=("godfather",))
    advance_to(game, "night", 1)
    found = step(game, "godfather")
    assert found.cards[0].characters == ("recluse",)
    assert [n.seat for n in found.notes if n.code == "godfather_may_leave_off"] == [seat_of(game, "b")]
    assert "godfather_may_add" not in {n.code for n in found.notes}


# --- Bad Moon Rising: the Gambler ---------------------------------------------------------------


def _gamble(game: Game, target: str, character: str) -> list:  # type: ignore[type-arg]
    return accept(game, NightChoice(seat=seat_of(game, "a"), character="gambler", players=ids(game, target), characters=(character,)))


def test_gambler_guessing_the_spy_is_the_storytellers_call(library: Library) -> None:
    """spec 4.1 Gambler + docs/rules/spy.md: "the Spy" (right) or "the Empath" (a Townsfolk it may register as): either way; picking the Gambler kills it."""
    game = to_phase(tb_table(library, "a=gambler", "b=spy", "c=chef", "d=imp", "e=saint", extra=("gambler",)), "night", 2)
    fired = _gamble(game, "b", "spy")
    assert fired_ids(fired) == ["gambler.guesses.registration"] and fired[0].choice.options == ids(game, "a")
    assert game.state.seat(seat_of(game, "a")).alive
    again = to_phase(tb_table(library, "a=gambler", "b=spy", "c=chef", "d=imp", "e=saint", extra=("gambler",)), "night", 2)
    fired = accept(again, NightChoice(seat=seat_of(again, "a"), character="gambler", players=ids(again, "b"), characters=("empath",)),
                   {"gambler.guesses": ids(again, "a")})
    assert fired_ids(fired)[0] == "gambler.guesses.registration" and not again.state.seat(seat_of(again, "a")).alive
    wrong = _gamble(again, "c", "imp")  # the Chef guessed as the Imp: plainly wrong (the Gambler is dead already: nothing asked)
    assert wrong == []


def test_gambler_guessing_the_recluse_as_the_imp_may_be_right(library: Library) -> None:
    """spec 4.1 Gambler + docs/rules/recluse.md: the Recluse guessed as the Imp may be judged right; the Chef guessed as the Imp dies plainly."""
    game = to_phase(tb_table(library, "a=gambler", "b=recluse", "c=chef", "d=imp", "e=poisoner", extra=("gambler",)), "night", 2)
    assert fired_ids(_gamble(game, "b", "imp")) == ["gambler.guesses.registration"]
    assert fired_ids(_gamble(game, "b", "empath")) == ["gambler.guesses"]  # never a Townsfolk: plainly wrong


# --- Bad Moon Rising: the Moonchild and the Gossip ----------------------------------------------


def _moonchild_night(library: Library, marked: str) -> Game:
    game = tb_table(library, "a=moonchild", "b=recluse", "c=spy", "d=imp", "e=chef", "f=empath", extra=("moonchild",))
    to_phase(game, "night", 2)
    die(game, "a")
    mark(game, marked, "moonchild", "Dead")
    to_phase(game, "day", 2)
    to_phase(game, "night", 3)
    return game


def test_moonchild_choosing_the_recluse_may_spare_it(library: Library) -> None:
    """docs/rules/moonchild.md Registration: the Recluse (good) marked: its death is proposed, and a note says the Storyteller may spare it."""
    game = _moonchild_night(library, "b")
    notes = {(n.code, n.seat) for n in step(game, "moonchild").notes}
    b = seat_of(game, "b")
    assert ("moonchild_good", b) in notes and ("moonchild_may_spare", b) in notes
    game.record(NightChoice(seat=seat_of(game, "a"), character="moonchild", players=(b,)), override=True)
    assert [p.seat for p in proposed_deaths(game)] == [b]


def test_moonchild_choosing_the_spy_may_kill_it(library: Library) -> None:
    """docs/rules/moonchild.md Registration: the Spy (evil) marked: no death proposed, a note says the Storyteller may have it die."""
    game = _moonchild_night(library, "c")
    notes = {(n.code, n.seat) for n in step(game, "moonchild").notes}
    c = seat_of(game, "c")
    assert ("moonchild_evil", c) in notes and ("moonchild_may_kill", c) in notes
    game.record(NightChoice(seat=seat_of(game, "a"), character="moonchild", players=(c,)), override=True)
    assert proposed_deaths(game) == ()


def test_gossip_statement_about_a_recluse_or_spy_may_go_either_way(library: Library) -> None:
    """docs/rules/gossip.md Info (registration): the Gossip's step notes each Recluse and Spy the statement may be judged about."""
    game = tb_table(library, "a=gossip", "b=recluse", "c=spy", "d=imp", "e=chef", extra=("gossip",))
    to_phase(game, "day", 1)
    game.record(PublicAct(act="gossip_statement", seat=seat_of(game, "a"), text="b is the Demon"), override=True)
    to_phase(game, "night", 2)
    assert [n.seat for n in step(game, "gossip").notes if n.code == "gossip_registration"] == list(ids(game, "b", "c"))


# --- Sects & Violets: the Clockmaker ------------------------------------------------------------


def test_clockmaker_may_count_the_recluse_as_a_minion(library: Library) -> None:
    """docs/rules/clockmaker.md Info (registration): Imp s2, Poisoner s5 → 3; the Recluse s1 as a Minion → 1: legal {1, 3}."""
    game = tb_table(library, "a=clockmaker", "b=recluse", "c=imp", "d=chef", "e=empath", "f=poisoner", "g=saint", extra=("clockmaker",))
    to_phase(game, "night", 1)
    found = only(game, "a", "clockmaker")
    assert found.truth == (3,) and set(found.legal) == {1, 3} and found.suggested == 3
    assert _names(found, "registers_team", "b", "Recluse", "Minion")


def test_clockmaker_may_not_count_the_spy(library: Library) -> None:
    """docs/rules/clockmaker.md Info (registration): the Spy beside the Imp → 1; the Spy as no Minion, the Poisoner s5 → 3: legal {1, 3}."""
    game = tb_table(library, "a=clockmaker", "b=spy", "c=imp", "d=chef", "e=empath", "f=poisoner", "g=saint", extra=("clockmaker",))
    to_phase(game, "night", 1)
    found = only(game, "a", "clockmaker")
    assert found.truth == (1,) and set(found.legal) == {1, 3}
    assert _names(found, "registers_team", "b", "Spy")


# --- Sects & Violets: the Dreamer ---------------------------------------------------------------


def _dreamer(library: Library, chosen: str) -> object:
    game = to_phase(tb_table(library, "a=dreamer", f"b={chosen}", "c=chef", "d=imp", "e=empath", extra=("dreamer",)), "night", 1)
    choose(game, "a", "dreamer", "b")
    return only(game, "a", "dreamer")


def test_dreamer_may_see_the_spy_as_a_good_character(library: Library) -> None:
    """docs/rules/dreamer.md Info (registration): truth = every (good, Spy) pair; the Spy as any good character makes every pair legal."""
    found = _dreamer(library, "spy")
    goods = [*GOOD_TB, "dreamer"]
    assert set(found.truth) == {(good, "spy") for good in goods}  # type: ignore[attr-defined]
    assert set(found.legal) == {(good, evil) for good in goods for evil in EVIL_TB}  # type: ignore[attr-defined]
    assert ("empath", "imp") in found.legal and _names(found, "registers_character", "b", "Spy")  # type: ignore[attr-defined]


def test_dreamer_may_see_the_recluse_as_an_evil_character(library: Library) -> None:
    """docs/rules/dreamer.md Info (registration): truth = every (Recluse, evil) pair; the Recluse as any Minion or Demon: (any good, any evil) legal."""
    found = _dreamer(library, "recluse")
    goods = [*GOOD_TB, "dreamer"]
    assert set(found.truth) == {("recluse", evil) for evil in EVIL_TB}  # type: ignore[attr-defined]
    assert set(found.legal) == {(good, evil) for good in goods for evil in EVIL_TB}  # type: ignore[attr-defined]
    assert _names(found, "registers_character", "b", "Recluse")


# --- Sects & Violets: the Seamstress, Oracle, Flowergirl, Sage (the halves not in test_registration.py) ---


def test_seamstress_may_see_the_recluse_as_evil(library: Library) -> None:
    """spec 2.1 Seamstress: the Recluse and the Imp: truth "no" (good, evil); the Recluse as evil → "yes" legal too."""
    game = to_phase(tb_table(library, "a=seamstress", "b=recluse", "c=chef", "d=imp", "e=saint", extra=("seamstress",)), "night", 1)
    found = suggestion_for(game, seat_of(game, "a"), "seamstress", ids(game, "b", "d"))
    assert found.truth == (False,) and set(found.legal) == {True, False}
    assert _names(found, "registers_alignment", "b", "Recluse", "evil")


def test_oracle_may_count_a_dead_spy_as_good(library: Library) -> None:
    """spec 4.1 Oracle: the dead Spy is evil → truth 1; registering good → 0 legal too: {0, 1}."""
    game = to_phase(tb_table(library, "a=oracle", "b=spy", "c=chef", "d=imp", "e=saint", extra=("oracle",)), "night", 2)
    die(game, "b")
    found = only(game, "a", "oracle")
    assert found.truth == (1,) and set(found.legal) == {0, 1}
    assert _names(found, "registers_alignment", "b", "Spy", "good")


def test_flowergirl_and_the_spy_stays_no(library: Library) -> None:
    """spec 4.1 Flowergirl + docs/rules/spy.md: the Spy never registers as the Demon: only the Spy voted → exactly "no"."""
    game = tb_table(library, "a=flowergirl", "b=spy", "c=chef", "d=imp", "e=saint", extra=("flowergirl",))
    to_phase(game, "day", 1)
    game.record(Nominated(nominator=seat_of(game, "c"), nominee=seat_of(game, "e")), override=True)
    game.record(VoteRecorded(nominee=seat_of(game, "e"), voters=ids(game, "b")), override=True)
    to_phase(game, "night", 2)
    found = only(game, "a", "flowergirl")
    assert found.legal == (False,) and not any(code.startswith("registers_") for code in _codes(found))


def test_sage_never_sees_the_spy_as_its_killer(library: Library) -> None:
    """spec 3.1 Sage + docs/rules/spy.md: the Spy never registers as the Demon: legal = the pairs with the Imp, exactly."""
    game = to_phase(tb_table(library, "a=sage", "b=spy", "c=chef", "d=imp", "e=saint", extra=("sage",)), "night", 2)
    die(game, "a", "demon", "imp")
    found = only(game, "a", "sage")
    b, c, d, e = ids(game, "b", "c", "d", "e")
    assert set(found.legal) == {(b, d), (c, d), (d, e)} and set(found.legal) == set(found.truth)


# --- Sects & Violets: the Juggler ---------------------------------------------------------------


def _juggle(library: Library, *pairs: tuple[str, str]) -> object:
    game = tb_table(library, "a=juggler", "b=spy", "c=chef", "d=imp", "e=recluse", extra=("juggler",))
    to_phase(game, "day", 1)
    players = tuple(seat_of(game, name) for name, _ in pairs)
    game.record(PublicAct(act="juggler_guess", seat=seat_of(game, "a"), players=players, characters=tuple(c for _, c in pairs)))
    to_phase(game, "night", 2)
    return only(game, "a", "juggler")


def test_juggler_guess_of_the_spy_as_a_townsfolk_may_count(library: Library) -> None:
    """docs/rules/juggler.md Info (registration): Spy as the Empath (wrong, may count) + Chef right → truth 1, legal {1, 2}."""
    found = _juggle(library, ("b", "empath"), ("c", "chef"))
    assert found.truth == (1,) and set(found.legal) == {1, 2}  # type: ignore[attr-defined]
    assert _names(found, "registers_character", "b", "Spy")


def test_juggler_right_guess_of_the_recluse_may_not_count(library: Library) -> None:
    """docs/rules/juggler.md Info (registration): the Recluse guessed as the Recluse (right, may register otherwise) → truth 1, legal {0, 1}; as the Imp → may count."""
    found = _juggle(library, ("e", "recluse"))
    assert found.truth == (1,) and set(found.legal) == {0, 1}  # type: ignore[attr-defined]
    assert _names(found, "registers_character", "e", "Recluse")
    as_imp = _juggle(library, ("e", "imp"), ("d", "imp"))
    assert as_imp.truth == (1,) and set(as_imp.legal) == {1, 2}  # type: ignore[attr-defined]


# --- Sects & Violets: the Mathematician ---------------------------------------------------------


def test_mathematician_counts_the_investigator_seeing_the_recluse(library: Library) -> None:
    """docs/rules/mathematician.md Info [DECISION]: the Investigator shown the Recluse as the Poisoner (a registration answer) → 1; 0 legal too."""
    game = to_phase(tb_table(library, "a=investigator", "b=recluse", "c=chef", "d=imp", "e=mathematician", extra=("mathematician",)), "night", 1)
    b, c = ids(game, "b", "c")
    game.record(only(game, "a", "investigator").to_event((b, c, "poisoner")), override=True)
    found = only(game, "e", "mathematician")
    assert found.truth == (1,) and set(found.legal) == {0, 1}
    assert _names(found, "mathematician_registered", "a", "Recluse")


def test_mathematician_counts_the_washerwoman_seeing_the_spy(library: Library) -> None:
    """docs/rules/mathematician.md Info [DECISION]: the Washerwoman shown the Spy as the Empath → 1 (why names the Spy); 0 legal too."""
    game = to_phase(tb_table(library, "a=washerwoman", "b=spy", "c=chef", "d=imp", "e=mathematician", extra=("mathematician",)), "night", 1)
    b, e = ids(game, "b", "e")
    game.record(only(game, "a", "washerwoman").to_event((b, e, "empath")), override=True)
    found = only(game, "e", "mathematician")
    assert found.truth == (1,) and set(found.legal) == {0, 1}
    assert _names(found, "mathematician_registered", "a", "Spy")


def test_mathematician_counts_no_true_pair_answer(library: Library) -> None:
    """docs/rules/mathematician.md Info: a true Investigator answer (two players and a character) is no abnormal ability → 0 (the pair record is read whole)."""
    game = to_phase(tb_table(library, "a=investigator", "b=baron", "c=chef", "d=imp", "e=mathematician", extra=("mathematician",)), "night", 1)
    b, c = ids(game, "b", "c")
    game.record(only(game, "a", "investigator").to_event((b, c, "baron")))
    assert only(game, "e", "mathematician").legal == (0,)


# --- Sects & Violets: the Balloonist (seed), the Spy half -----------------------------------------


def test_balloonist_remembers_the_spy_as_any_type_it_was_shown_as(library: Library) -> None:
    """spec 2.1 Balloonist + docs/rules/spy.md: night 1 shows the Spy (recorded without a type); night 2 the Poisoner is legal (the Spy may have been a Townsfolk)."""
    game = tb_table(library, "a=balloonist", "b=spy", "c=poisoner", "d=imp", "e=chef", extra=("balloonist",))
    to_phase(game, "night", 1)
    first = only(game, "a", "balloonist")
    shown = first.to_event(seat_of(game, "b"))
    assert shown.answer is None
    game.record(shown, override=True)
    to_phase(game, "night", 2)
    second = only(game, "a", "balloonist")
    c = seat_of(game, "c")
    assert c not in second.truth and c in second.legal
    assert _names(second, "registers_team", "b", "Spy")


# --- The Savant: n/a ----------------------------------------------------------------------------


def test_savant_is_not_registration(library: Library) -> None:
    """spec 4.1 Savant: its statements are the Storyteller's own words, about anything: a Spy and a Recluse in play change nothing (exactly 1)."""
    game = tb_table(library, "a=savant", "b=spy", "c=recluse", "d=imp", "e=chef", extra=("savant",))
    to_phase(game, "day", 1)
    game.record(PublicAct(act="savant_visit", seat=seat_of(game, "a")), override=True)
    found = only(game, "a", "savant")
    assert found.legal == (1,) and not any(code.startswith("registers_") for code in _codes(found))


# --- The Klutz (seed, spec 2.2) -----------------------------------------------------------------


def _klutz_chooses(library: Library, chosen: str, picked: tuple[str, ...]) -> tuple[Game, list]:  # type: ignore[type-arg]
    game = tb_table(library, "a=klutz", "b=recluse", "c=spy", "d=imp", "e=chef", "f=empath", extra=("klutz",))
    to_phase(game, "day", 1)
    picks = {"klutz.dies": ids(game, chosen), "recluse.klutz_choice": ids(game, *picked), "spy.klutz_choice": ids(game, *picked)}
    fired = accept(game, kill(seat_of(game, "a"), "storyteller"), picks)
    settle(game)
    return game, fired


def test_klutz_choosing_the_recluse_asks_the_storyteller(library: Library) -> None:
    """spec 2.2 Klutz + docs/rules/recluse.md: the Recluse chosen: asked; picked → registers evil, good loses; not picked → the game goes on."""
    game, fired = _klutz_chooses(library, "b", ())
    assert "recluse.klutz_choice" in fired_ids(fired) and game.state.result is None
    game, fired = _klutz_chooses(library, "b", ("b",))
    assert game.state.result is not None and game.state.result.winner == "evil"
    b = seat_of(game, "b")
    assert [t.choice.options for t in fired if t.id == "recluse.klutz_choice"] == [(b,)]


def test_klutz_choosing_the_spy_asks_the_storyteller(library: Library) -> None:
    """spec 2.2 Klutz + docs/rules/spy.md: the Spy (evil) chosen: asked; nobody picked → registers good, the game goes on; picked → good loses."""
    game, fired = _klutz_chooses(library, "c", ())
    assert fired_ids(fired).count("spy.klutz_choice") == 1 and game.state.result is None
    game, _ = _klutz_chooses(library, "c", ("c",))
    assert game.state.result is not None and game.state.result.winner == "evil"
    game, fired = _klutz_chooses(library, "d", ())
    assert "spy.klutz_choice" not in fired_ids(fired) and game.state.result is not None  # the Imp: plainly evil


# --- Jinxes among the three base scripts (resources/characters/jinxes.json) ---------------------


def test_jinx_mathematician_drunk(library: Library) -> None:
    """docs/rules/mathematician.md Jinxes (Mathematician/Drunk): the Drunk believing the Washerwoman given a false pair counts, the why names the jinx."""
    game = tb_table(library, "a=drunk", "b=chef", "c=imp", "d=mathematician", "e=saint", extra=("mathematician",))
    from grimoire_app.systems.botc.events import BelievedCharacterSet

    game.record(BelievedCharacterSet(seat=seat_of(game, "a"), character="washerwoman"))
    to_phase(game, "night", 1)
    b, e = ids(game, "b", "e")
    game.record(only(game, "a", "washerwoman").to_event((b, e, "empath")), override=True)
    found = only(game, "d", "mathematician")
    assert found.truth == (1,) and _names(found, "mathematician_drunk", "a", "Mathematician/Drunk")


def test_jinx_mathematician_chambermaid(library: Library) -> None:
    """docs/rules/chambermaid.md Jinxes (Mathematician/Chambermaid): a living Mathematician counts as woken before it wakes: it and the Chef → 1.
    (Mathematician/Lunatic: test_info_snv.py::test_mathematician_lunatic_jinx; Recluse/Sage: test_registration.py::test_sage_may_be_shown_the_recluse_as_its_killer.)
    """
    game = to_phase(tb_table(library, "a=chambermaid", "b=mathematician", "c=chef", "d=imp", "e=saint", extra=("chambermaid", "mathematician")), "night", 2)
    choose(game, "a", "chambermaid", "b", "c")
    assert only(game, "a", "chambermaid").legal == (1,)


def test_jinx_pithag_goon(library: Library) -> None:
    """spec 3.2 Goon / 3.3 Pit-Hag, jinxes.json (Pit-Hag/Goon): night 2 the Pit-Hag turns itself (evil) into the Goon; night 3 the good Fortune Teller
    chooses it: the Fortune Teller is drunk (the Goon's catch) but the Goon stays evil; a Goon not made by the Pit-Hag still turns good."""
    from grimoire_app.systems.botc.commands import assign_character
    from tests.systems.botc.tonight.tonight_helpers import choose as choose_step

    game = tb_table(library, "a=fortuneteller", "b=pithag", "c=chef", "d=imp", "e=saint", extra=("pithag", "goon"))
    to_phase(game, "night", 2)
    b = seat_of(game, "b")
    game.record(NightChoice(seat=b, character="pithag", players=(b,), characters=("goon",)), override=True)
    game.record(assign_character(game.state, b, game.character("goon")), override=True)
    to_phase(game, "night", 3)
    choose_step(game, "fortuneteller", "b", "c", override=True)
    assert game.state.seat(b).alignment == "evil"
    assert any((r.character, r.token) == ("goon", "Drunk") for r in game.state.seat(seat_of(game, "a")).reminders)
    plain = tb_table(library, "a=fortuneteller", "b=goon", "c=chef", "d=imp", "e=saint", extra=("goon",))
    to_phase(plain, "night", 2)
    from grimoire_app.systems.botc.events import AlignmentChanged

    plain.record(AlignmentChanged(seat=seat_of(plain, "b"), alignment="evil"), override=True)
    choose_step(plain, "fortuneteller", "b", "c", override=True)
    assert plain.state.seat(seat_of(plain, "b")).alignment == "good"


def test_jinx_scarletwoman_fanggu_by_day(library: Library) -> None:
    """docs/rules/scarletwoman.md Jinxes (Scarlet Woman/Fang Gu): the Fang Gu's jump recorded by day: the Outsider becomes the Fang Gu, the Scarlet Woman does not."""
    game = tb_table(library, "a=fanggu", "b=scarletwoman", "c=saint", "d=chef", "e=empath", "f=washerwoman", extra=("fanggu",))
    to_phase(game, "day", 1)
    fired = accept(game, kill(seat_of(game, "c"), "demon", "fanggu"))
    assert "fanggu.jump" in fired_ids(fired) and "scarletwoman.demon_dies" not in fired_ids(fired)
    assert game.state.seat(seat_of(game, "c")).character == "fanggu" and game.state.seat(seat_of(game, "b")).character == "scarletwoman"
    assert check_victory(game) is None


def test_jinx_scarletwoman_fanggu_at_night(library: Library) -> None:
    """docs/rules/scarletwoman.md Jinxes (Scarlet Woman/Fang Gu): at night the jump's proposal makes no Scarlet Woman heir."""
    from tests.systems.botc.tonight.tonight_helpers import choose as choose_step

    game = tb_table(library, "a=fanggu", "b=scarletwoman", "c=saint", "d=chef", "e=empath", "f=washerwoman", extra=("fanggu",))
    advance_to(game, "night", 2)
    choose_step(game, "fanggu", "c")
    found = proposed_deaths(game)
    b = seat_of(game, "b")
    assert found and all(b not in {getattr(e, "seat", None) for e in p.events if type(e).__name__ == "CharacterAssigned"} for p in found)
    assert all(not p.alternatives for p in found)


def test_jinx_mastermind_vigormortis(library: Library) -> None:
    """docs/rules/mastermind.md Jinxes (Mastermind/Vigormortis): the Mastermind killed by the Vigormortis keeps its ability when the Vigormortis is executed: one more day."""
    game = tb_table(library, "a=vigormortis", "b=mastermind", "c=chef", "d=empath", "e=saint", "f=washerwoman", extra=("vigormortis", "mastermind"))
    to_phase(game, "night", 2)
    game.record(kill(seat_of(game, "b"), "demon", "vigormortis"), override=True)
    mark(game, "b", "vigormortis", "Has Ability")
    to_phase(game, "day", 2)
    from grimoire_app.systems.botc.events import Executed

    game.record(Executed(seat=seat_of(game, "a")), override=True)
    game.record(PlayerDied(seat=seat_of(game, "a"), cause={"kind": "execution"}), override=True)  # type: ignore[arg-type]
    assert check_victory(game) is None and mastermind_day(Moment.now(game)) == 3
    game.record(advance_event(game.state))
    assert check_victory(game) is None


# --- Bad Moon Rising by day: the Tea Lady, the Pacifist, the Minstrel, the Godfather's DIED TODAY ---


def test_tealady_beside_the_recluse_or_the_spy_is_the_storytellers_call(library: Library) -> None:
    """docs/rules/tealady.md Registration: neighbours Recluse and Chef (good) → protection offered as `registration`;
    neighbours Spy and Chef → offered too (the Spy may register as good); neighbours Imp and Chef → nothing."""
    game = to_phase(tb_table(library, "a=recluse", "b=tealady", "c=chef", "d=imp", "e=saint", extra=("tealady",)), "day", 1)
    fired = accept(game, kill(seat_of(game, "c"), "storyteller"))
    assert fired_ids(fired) == ["tealady.protects.registration"] and game.state.seat(seat_of(game, "c")).alive
    spy = to_phase(tb_table(library, "a=spy", "b=tealady", "c=chef", "d=imp", "e=saint", extra=("tealady",)), "day", 1)
    assert fired_ids(accept(spy, kill(seat_of(spy, "c"), "storyteller"))) == ["tealady.protects.registration"]
    imp = to_phase(tb_table(library, "a=imp", "b=tealady", "c=chef", "d=spy", "e=saint", extra=("tealady",)), "day", 1)
    assert "tealady.protects" not in {t.id for t in accept(imp, kill(seat_of(imp, "c"), "storyteller"))}


def test_pacifist_may_spare_an_executed_spy_not_an_executed_imp(library: Library) -> None:
    """docs/rules/pacifist.md Registration: the executed Spy may register as good → the Pacifist's offer fires; the Imp → none."""
    game = to_phase(tb_table(library, "a=pacifist", "b=spy", "c=chef", "d=imp", "e=saint", extra=("pacifist",)), "day", 1)
    assert "pacifist.spares" in {t.id for t in accept(game, kill(seat_of(game, "b"), "execution"))}
    game = to_phase(tb_table(library, "a=pacifist", "b=spy", "c=chef", "d=imp", "e=saint", extra=("pacifist",)), "day", 1)
    assert "pacifist.spares" not in {t.id for t in accept(game, kill(seat_of(game, "d"), "execution"))}


def test_minstrel_and_an_executed_recluse_or_spy(library: Library) -> None:
    """docs/rules/minstrel.md Registration: the executed Recluse may count as a Minion, the executed Spy may not: both offered
    as `registration`; the executed Poisoner plainly; the executed Chef: nothing."""
    for victim, expected in (("recluse", "minstrel.minion_executed.registration"), ("spy", "minstrel.minion_executed.registration"),
                             ("poisoner", "minstrel.minion_executed"), ("chef", None)):
        game = to_phase(tb_table(library, "a=minstrel", f"b={victim}", "c=empath", "d=imp", "e=saint", extra=("minstrel",)), "day", 1)
        found = [f for f in fired_ids(accept(game, kill(seat_of(game, "b"), "execution"))) if f.startswith("minstrel")]
        assert found == ([expected] if expected else []), victim


def test_godfather_died_today_and_the_spy(library: Library) -> None:
    """docs/rules/godfather.md Registration: the Spy dies by day → DIED TODAY offered as `registration`; night 2 the Godfather's
    step runs with the note `godfather_died_registration`; the Chef dying → nothing."""
    game = to_phase(tb_table(library, "a=godfather", "b=spy", "c=chef", "d=imp", "e=saint", extra=("godfather",)), "day", 1)
    assert "godfather.outsider_died" not in {t.id for t in accept(game, kill(seat_of(game, "c"), "storyteller"))}
    assert "godfather.outsider_died.registration" in fired_ids(accept(game, kill(seat_of(game, "b"), "storyteller")))
    advance_to(game, "night", 2)
    found = step(game, "godfather")
    assert found.wakes_tonight and "godfather_died_registration" in {n.code for n in found.notes}


# --- Sects & Violets at night: the Fang Gu's jump ---------------------------------------------


def test_fanggu_attacking_the_recluse_may_simply_kill_it(library: Library) -> None:
    """docs/rules/recluse.md Registration (Fang Gu): the jump into the Recluse is proposed; the alternative: it registers as no Outsider and just dies."""
    from tests.systems.botc.tonight.tonight_helpers import choose as choose_step

    game = tb_table(library, "a=fanggu", "b=recluse", "c=chef", "d=empath", "e=poisoner", extra=("fanggu",))
    advance_to(game, "night", 2)
    choose_step(game, "fanggu", "b")
    found = proposed_deaths(game)
    a, b = ids(game, "a", "b")
    assert len(found) == 1 and found[0].seat == a and found[0].why[0].code == "fanggu_jump"
    assert [(alt.seat, alt.why[0].code) for alt in found[0].alternatives] == [(b, "fanggu_registration_dies")]
    assert [e.seat for e in found[0].alternatives[0].events if isinstance(e, PlayerDied)] == [b]


def test_fanggu_attacking_the_spy_may_jump(library: Library) -> None:
    """docs/rules/spy.md Registration (Fang Gu): the Spy's death is proposed; the alternative: it registers as an Outsider and the Fang Gu jumps."""
    from tests.systems.botc.tonight.tonight_helpers import choose as choose_step

    game = tb_table(library, "a=fanggu", "b=spy", "c=chef", "d=empath", "e=saint", extra=("fanggu",))
    advance_to(game, "night", 2)
    choose_step(game, "fanggu", "b")
    found = proposed_deaths(game)
    a, b = ids(game, "a", "b")
    assert len(found) == 1 and found[0].seat == b and found[0].dies
    assert [(alt.seat, alt.why[0].code) for alt in found[0].alternatives] == [(a, "fanggu_registration_jumps")]
    plain = tb_table(library, "a=fanggu", "b=chef", "c=spy", "d=empath", "e=saint", extra=("fanggu",))
    advance_to(plain, "night", 2)
    choose_step(plain, "fanggu", "b")
    assert proposed_deaths(plain)[0].alternatives == ()


# --- Bad Moon Rising at night: the Exorcist and the Professor -----------------------------------


def test_exorcist_choosing_the_recluse_is_noted(library: Library) -> None:
    """docs/rules/exorcist.md Registration: the Recluse chosen may register as the Demon → note `exorcist_registration`; the Imp still wakes; the Spy chosen → no note."""
    game = tb_table(library, "a=exorcist", "b=recluse", "c=spy", "d=imp", "e=chef", extra=("exorcist",))
    advance_to(game, "night", 2)
    game.record(NightChoice(seat=seat_of(game, "a"), character="exorcist", players=ids(game, "b")), override=True)
    assert [n.seat for n in step(game, "exorcist").notes if n.code == "exorcist_registration"] == list(ids(game, "b"))
    assert step(game, "imp").wakes_tonight
    spy = tb_table(library, "a=exorcist", "b=recluse", "c=spy", "d=imp", "e=chef", extra=("exorcist",))
    advance_to(spy, "night", 2)
    spy.record(NightChoice(seat=seat_of(spy, "a"), character="exorcist", players=ids(spy, "c")), override=True)
    assert "exorcist_registration" not in {n.code for n in step(spy, "exorcist").notes}


def test_professor_choosing_a_dead_spy_is_noted(library: Library) -> None:
    """docs/rules/professor.md Registration: the dead Spy may register as a Townsfolk → note `professor_registration`, not revived;
    the dead Recluse (never a Townsfolk) → no note."""
    game = tb_table(library, "a=professor", "b=spy", "c=recluse", "d=imp", "e=chef", extra=("professor",))
    advance_to(game, "night", 2)
    die(game, "b")
    die(game, "c")
    game.record(NightChoice(seat=seat_of(game, "a"), character="professor", players=ids(game, "b")), override=True)
    assert [n.seat for n in step(game, "professor").notes if n.code == "professor_registration"] == list(ids(game, "b"))
    assert not game.state.seat(seat_of(game, "b")).alive
    other = tb_table(library, "a=professor", "b=spy", "c=recluse", "d=imp", "e=chef", extra=("professor",))
    advance_to(other, "night", 2)
    die(other, "c")
    other.record(NightChoice(seat=seat_of(other, "a"), character="professor", players=ids(other, "c")), override=True)
    assert "professor_registration" not in {n.code for n in step(other, "professor").notes}
