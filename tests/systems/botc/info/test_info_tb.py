"""The Trouble Brewing information characters, the Spy and the Recluse: setup, night sheet, truth and legal answers.

Each test cites its rules page (docs/rules/<id>.md) and the numbered scenario it runs.
"""

from __future__ import annotations

import dataclasses

from grimoire_app.model import Library
from grimoire_app.systems.botc import SetupReminder, check_setup
from grimoire_app.systems.botc.day import resolve_trigger, triggers_for
from grimoire_app.systems.botc.events import BelievedCharacterSet, Nominated
from grimoire_app.systems.botc.game import Game
from grimoire_app.systems.botc.info import suggestion_for
from grimoire_app.systems.botc.tonight import tonight_sheet
from grimoire_app.systems.botc.tonight.values import TonightStep
from tests.builders import seat_of
from tests.systems.botc.info.helpers import absent, choose, die, ids, mark, only
from tests.systems.botc.info.tb_helpers import TROUBLE_BREWING, tb_table
from tests.systems.botc.setup_helpers import custom_script, deals
from tests.systems.botc.tonight.tonight_helpers import advance, advance_to


def _step(game: Game, step_id: str) -> TonightStep | None:
    return next((s for s in tonight_sheet(game) if s.id == step_id), None)


def _wakes(game: Game, step_id: str) -> bool:
    found = _step(game, step_id)
    return found is not None and found.status == "wakes"


def _night(library: Library, night: int, *players: str, extra: tuple[str, ...] = ()) -> Game:
    return advance_to(tb_table(library, *players, extra=extra), "night", night)


SEVEN = ("s0=washerwoman", "s1=librarian", "s2=chef", "s3=poisoner", "s4=imp", "s5=saint", "s6=investigator")


# Washerwoman


def test_washerwoman_truth_pairs_a_real_townsfolk(library: Library) -> None:
    """docs/rules/washerwoman.md test 1: (s1, s2, Chef) is true; no answer names the Saint (an Outsider)."""
    game = _night(library, 1, *SEVEN)
    wash = only(game, "s0", "washerwoman")
    s1, s2, s5 = ids(game, "s1", "s2", "s5")
    assert (s1, s2, "chef") in wash.truth and (s1, s2, "chef") in wash.legal
    assert (s2, s5, "saint") not in wash.domain and (s1, s5, "librarian") in wash.truth
    assert not any(answer[2] in ("imp", "poisoner") for answer in wash.truth)  # type: ignore[index]
    assert all(seat_of(game, "s0") not in answer[:2] for answer in wash.domain)  # type: ignore[index]


def test_washerwoman_suggests_the_marked_pair_and_the_card_shows_it(library: Library) -> None:
    """docs/rules/washerwoman.md test 2: TOWNSFOLK on s2, WRONG on s4 → suggested (s2, s4, Chef); the card shows them."""
    game = _night(library, 1, *SEVEN)
    mark(game, "s2", "washerwoman", "Townsfolk")
    mark(game, "s4", "washerwoman", "Wrong")
    s2, s4 = ids(game, "s2", "s4")
    assert only(game, "s0", "washerwoman").suggested == (s2, s4, "chef")
    step = _step(game, "washerwoman")
    assert step is not None and step.status == "wakes"
    card = next(c for c in step.cards if c.info == "answer")
    assert card.players == (s2, s4) and card.characters == ("chef",)
    event = only(game, "s0", "washerwoman").to_event((s2, s4, "chef"))
    assert event.players == (s2, s4) and event.characters == ("chef",)


def test_washerwoman_wakes_night_one_only_and_poisoned_may_hear_anything(library: Library) -> None:
    """docs/rules/washerwoman.md test 3: night 1 wakes; nights 2 and 3 nothing; poisoned → mode "any"."""
    game = _night(library, 1, *SEVEN)
    assert _wakes(game, "washerwoman")
    mark(game, "s0", "poisoner", "Poisoned")
    poisoned = only(game, "s0", "washerwoman")
    assert poisoned.mode == "any" and set(poisoned.legal) == set(poisoned.domain)
    game.record(poisoned.to_event(poisoned.domain[0]))
    for night in (2, 3):
        advance_to(game, "night", night)
        assert not _wakes(game, "washerwoman") and absent(game, "s0", "washerwoman")


def _tb_deals(library: Library, include: list[str], count: int = 20) -> list:  # type: ignore[type-arg]
    script = custom_script(library, TROUBLE_BREWING)
    return deals(script, library, 8, count, include=include)


def test_washerwoman_setup_tokens_are_proposed_and_checked(library: Library) -> None:
    """docs/rules/washerwoman.md test 4: TOWNSFOLK on a real Townsfolk, WRONG elsewhere; both on one seat is reported."""
    script = custom_script(library, TROUBLE_BREWING)
    for setup in _tb_deals(library, ["washerwoman"]):
        wash = next(s.index for s in setup.seats if s.character == "washerwoman")
        [typed] = [r.seat for r in setup.reminders if (r.character, r.token) == ("washerwoman", "Townsfolk")]
        [wrong] = [r.seat for r in setup.reminders if (r.character, r.token) == ("washerwoman", "Wrong")]
        assert script.character(setup.seats[typed].character or "").team.value == "townsfolk"  # type: ignore[union-attr]
        assert len({wash, typed, wrong}) == 3
        assert check_setup(script, library, setup) == []
    setup = _tb_deals(library, ["washerwoman"], 1)[0]
    typed = next(r.seat for r in setup.reminders if r.token == "Townsfolk")
    same = [SetupReminder(typed, r.character, r.token) if r.token == "Wrong" and r.character == "washerwoman" else r for r in setup.reminders]
    problems = check_setup(script, library, dataclasses.replace(setup, reminders=tuple(same)))
    assert any("also carries 'Townsfolk'" in p.what for p in problems)


def test_the_spy_may_carry_the_townsfolk_token(library: Library) -> None:
    """docs/rules/washerwoman.md test 4, spy.md [DECISION]: TOWNSFOLK by the Spy is legal; by the Imp it is not."""
    script = custom_script(library, TROUBLE_BREWING)
    setup = _tb_deals(library, ["washerwoman", "spy"], 1)[0]
    spy = next(s.index for s in setup.seats if s.character == "spy")
    imp = next(s.index for s in setup.seats if s.character == "imp")
    wrong = next(r.seat for r in setup.reminders if r.token == "Wrong" and r.character == "washerwoman")
    for target, legal in ((spy, True), (imp, False)):
        if target == wrong:
            continue
        moved = [SetupReminder(target, r.character, r.token) if (r.character, r.token) == ("washerwoman", "Townsfolk") else r for r in setup.reminders]
        problems = [p for p in check_setup(script, library, dataclasses.replace(setup, reminders=tuple(moved))) if "washerwoman" in p.where]
        assert (problems == []) == legal


def test_washerwoman_tokens_stay_across_dusk_and_dawn(library: Library) -> None:
    """docs/rules/washerwoman.md test 5 (and the Librarian's and Investigator's Reminders): the setup tokens last the game."""
    game = _night(library, 1, *SEVEN)
    placed = {("washerwoman", "Townsfolk"): "s2", ("washerwoman", "Wrong"): "s4", ("librarian", "Outsider"): "s5",
              ("librarian", "Wrong"): "s3", ("investigator", "Minion"): "s3", ("investigator", "Wrong"): "s1"}
    for (character, token), name in placed.items():
        mark(game, name, character, token)
    advance_to(game, "night", 3)
    kept = {(r.character, r.token) for seat in game.state.seats for r in seat.reminders}
    assert set(placed) <= kept


# Librarian


def test_librarian_may_be_shown_the_drunk(library: Library) -> None:
    """docs/rules/librarian.md test 1: the Drunk (believing the Empath) at s2 → (s1, s2, Drunk) true."""
    game = tb_table(library, "s0=librarian", "s1=chef", "s2=drunk", "s3=imp", "s4=poisoner")
    game.record(BelievedCharacterSet(seat=seat_of(game, "s2"), character="empath"))
    advance_to(game, "night", 1)
    lib = only(game, "s0", "librarian")
    s1, s2 = ids(game, "s1", "s2")
    assert (s1, s2, "drunk") in lib.truth and () not in lib.legal


def test_librarian_learns_zero_without_outsiders(library: Library) -> None:
    """docs/rules/librarian.md test 2: no Outsider → truth "0" (the empty answer); recorded with no players."""
    game = _night(library, 1, "s0=librarian", "s1=chef", "s2=empath", "s3=imp", "s4=poisoner")
    lib = only(game, "s0", "librarian")
    assert lib.truth == ((),) and lib.suggested == () and lib.legal == ((),)
    assert "librarian_none" in {w.code for w in lib.why}
    event = lib.to_event(())
    assert event.players == () and event.characters == () and event.answer == 0
    assert not game.check(event)


def test_librarian_setup_tokens_only_with_an_outsider(library: Library) -> None:
    """docs/rules/librarian.md test 3: OUTSIDER by an Outsider when one is in play; otherwise no token expected."""
    script = custom_script(library, TROUBLE_BREWING)
    for setup in _tb_deals(library, ["librarian"], 30):
        lib = next(s.index for s in setup.seats if s.character == "librarian")
        outsiders = [s.index for s in setup.seats if s.index != lib and script.character(s.character or "").team.value == "outsider"]  # type: ignore[union-attr]
        typed = [r.seat for r in setup.reminders if (r.character, r.token) == ("librarian", "Outsider")]
        assert (typed != []) == bool(outsiders) and set(typed) <= set(outsiders)
        assert check_setup(script, library, setup) == []


def test_librarian_wakes_night_one_only(library: Library) -> None:
    """docs/rules/librarian.md test 4: night 1 wakes; night 2 nothing."""
    game = _night(library, 1, *SEVEN)
    assert _wakes(game, "librarian")
    advance_to(game, "night", 2)
    assert not _wakes(game, "librarian")


# Investigator


def test_investigator_truth_is_a_real_minion(library: Library) -> None:
    """docs/rules/investigator.md test 1: the Poisoner at s3 → (s1, s3, Poisoner) true; (s1, s2, Poisoner) not legal."""
    game = _night(library, 1, "s0=investigator", "s1=chef", "s2=empath", "s3=poisoner", "s4=imp")
    inv = only(game, "s0", "investigator")
    s1, s2, s3 = ids(game, "s1", "s2", "s3")
    assert (s1, s3, "poisoner") in inv.truth and (s1, s2, "poisoner") not in inv.legal


def test_investigator_marked_recluse_is_suggested(library: Library) -> None:
    """docs/rules/investigator.md test 2: MINION by the Recluse, WRONG by s2 → the Recluse pair with a Minion is suggested."""
    game = _night(library, 1, "s0=investigator", "s1=recluse", "s2=empath", "s3=poisoner", "s4=imp")
    mark(game, "s1", "investigator", "Minion")
    mark(game, "s2", "investigator", "Wrong")
    inv = only(game, "s0", "investigator")
    s1, s2 = ids(game, "s1", "s2")
    assert isinstance(inv.suggested, tuple) and inv.suggested[:2] == (s1, s2) and inv.suggested[2] in {"poisoner", "spy", "scarletwoman", "baron"}
    assert inv.suggested in inv.legal


def test_a_drunk_investigator_wakes_and_may_hear_anything(library: Library) -> None:
    """docs/rules/investigator.md test 3: the Drunk believing the Investigator wakes; any answer is legal."""
    game = tb_table(library, "s0=drunk", "s1=chef", "s2=empath", "s3=poisoner", "s4=imp")
    game.record(BelievedCharacterSet(seat=seat_of(game, "s0"), character="investigator"))
    advance_to(game, "night", 1)
    assert _wakes(game, "investigator")
    inv = only(game, "s0", "investigator")
    assert inv.mode == "any" and inv.truth and set(inv.legal) == set(inv.domain)


# Chef


def test_chef_counts_neighbouring_evil_pairs(library: Library) -> None:
    """docs/rules/chef.md test 1: Imp s2 beside Poisoner s3 → 1; Baron s4 beside them → 2."""
    one = _night(library, 1, "s0=chef", "s1=empath", "s2=imp", "s3=poisoner", "s4=saint", "s5=monk", "s6=mayor")
    assert only(one, "s0", "chef").truth == (1,)
    two = _night(library, 1, "s0=chef", "s1=empath", "s2=imp", "s3=poisoner", "s4=baron", "s5=monk", "s6=mayor")
    chef = only(two, "s0", "chef")
    assert chef.truth == (2,) and chef.legal == (2,) and chef.domain == tuple(range(8))


def test_chef_counts_dead_neighbours_and_apart_is_zero(library: Library) -> None:
    """docs/rules/chef.md test 2: evil players apart → 0; a dead evil neighbour still counts (a Philosopher-Chef later)."""
    apart = _night(library, 1, "s0=chef", "s1=imp", "s2=empath", "s3=poisoner", "s4=saint")
    assert only(apart, "s0", "chef").truth == (0,)
    game = _night(library, 1, "s0=chef", "s1=imp", "s2=poisoner", "s3=empath", "s4=saint")
    die(game, "s2")
    assert only(game, "s0", "chef").truth == (1,)


def test_chef_wakes_night_one_only_and_poisoned_may_hear_anything(library: Library) -> None:
    """docs/rules/chef.md tests 3 and 5: night 1 wakes, nights 2-3 not; poisoned → any count."""
    game = _night(library, 1, "s0=chef", "s1=imp", "s2=poisoner", "s3=empath", "s4=saint")
    assert _wakes(game, "chef")
    mark(game, "s0", "poisoner", "Poisoned")
    assert only(game, "s0", "chef").mode == "any"
    for night in (2, 3):
        advance_to(game, "night", night)
        assert not _wakes(game, "chef")


# Ravenkeeper


def test_ravenkeeper_killed_tonight_learns_a_character(library: Library) -> None:
    """docs/rules/ravenkeeper.md test 1: killed by the Imp on night 2 → wakes; chooses the Empath → Empath; the card shows it."""
    game = _night(library, 2, "s0=ravenkeeper", "s1=empath", "s2=imp", "s3=poisoner", "s4=saint")
    die(game, "s0", "demon", "imp")
    assert _wakes(game, "ravenkeeper")
    raven = only(game, "s0", "ravenkeeper")
    assert raven.needs_choice
    choose(game, "s0", "ravenkeeper", "s1")
    raven = only(game, "s0", "ravenkeeper")
    assert raven.truth == ("empath",) and raven.legal == ("empath",) and raven.suggested == "empath"
    step = _step(game, "ravenkeeper")
    assert step is not None and next(c for c in step.cards if c.info == "answer").characters == ("empath",)


def test_a_living_ravenkeeper_sleeps(library: Library) -> None:
    """docs/rules/ravenkeeper.md test 2: alive on night 2 → skipped ("did not die tonight"), no suggestion."""
    game = _night(library, 2, "s0=ravenkeeper", "s1=empath", "s2=imp", "s3=poisoner", "s4=saint")
    step = _step(game, "ravenkeeper")
    assert step is not None and step.status == "skipped"
    assert any(r.code == "not_died_tonight" for a in step.actors for r in a.skipped)
    assert absent(game, "s0", "ravenkeeper")


def test_ravenkeeper_dead_by_day_or_on_a_later_night_sleeps(library: Library) -> None:
    """docs/rules/ravenkeeper.md test 3: executed on day 1 → night 2 skipped; killed on night 2 → night 3 skipped."""
    game = advance_to(tb_table(library, "s0=ravenkeeper", "s1=empath", "s2=imp", "s3=poisoner", "s4=saint"), "day", 1)
    die(game, "s0", "execution")
    advance_to(game, "night", 2)
    assert not _wakes(game, "ravenkeeper") and absent(game, "s0", "ravenkeeper")
    other = _night(library, 2, "s0=ravenkeeper", "s1=empath", "s2=imp", "s3=poisoner", "s4=saint")
    die(other, "s0", "demon", "imp")
    assert _wakes(other, "ravenkeeper")
    advance_to(other, "night", 3)
    assert not _wakes(other, "ravenkeeper")


def test_ravenkeeper_has_no_first_night_step(library: Library) -> None:
    """docs/rules/ravenkeeper.md test 5: no slot on night 1."""
    game = _night(library, 1, "s0=ravenkeeper", "s1=empath", "s2=imp", "s3=poisoner", "s4=saint")
    assert _step(game, "ravenkeeper") is None or _step(game, "ravenkeeper").status == "skipped"  # type: ignore[union-attr]


def test_a_poisoned_ravenkeeper_may_be_told_anything(library: Library) -> None:
    """docs/rules/ravenkeeper.md Info: poisoned when killed → any character of the script."""
    game = _night(library, 2, "s0=ravenkeeper", "s1=empath", "s2=imp", "s3=poisoner", "s4=saint")
    mark(game, "s0", "poisoner", "Poisoned")
    die(game, "s0", "demon", "imp")
    raven = suggestion_for(game, seat_of(game, "s0"), "ravenkeeper", ids(game, "s1"))
    assert raven.mode == "any" and "imp" in raven.legal


# Spy


def test_the_spy_sees_the_grimoire_every_night(library: Library) -> None:
    """docs/rules/spy.md test 13: the Spy wakes nights 1-3 with the grimoire note; a dead Spy sleeps."""
    game = _night(library, 1, "s0=spy", "s1=empath", "s2=imp", "s3=chef", "s4=saint")
    for night in (1, 2, 3):
        advance_to(game, "night", night)
        step = _step(game, "spy")
        assert step is not None and step.status == "wakes" and step.wakes == ids(game, "s0")
        assert any(note.code == "spy_grimoire" for note in step.notes)
        assert step.choose.players == 0
    die(game, "s0")
    advance(game)
    advance_to(game, "night", 4)
    assert not _wakes(game, "spy")


def test_virgin_nominated_by_the_spy_asks_the_storyteller(library: Library) -> None:
    """docs/rules/spy.md test 14: the Spy nominates the Virgin → a choice; picking the Spy executes them, nobody spends the Virgin."""
    game = advance_to(tb_table(library, "s0=virgin", "s1=spy", "s2=imp", "s3=chef", "s4=saint"), "day", 1)
    nomination = Nominated(nominator=seat_of(game, "s1"), nominee=seat_of(game, "s0"))
    [fired] = [t for t in triggers_for(game, nomination, "before") if t.id == "virgin.nominated"]
    assert fired.key.endswith("may_register") and fired.choice is not None and fired.choice.options == ids(game, "s1")
    executed = resolve_trigger(game, fired, ids(game, "s1"))
    assert [type(e).__name__ for e in executed] == ["ReminderPlaced", "Executed", "PlayerDied"]
    assert [type(e).__name__ for e in resolve_trigger(game, fired, ())] == ["ReminderPlaced"]
    poisoned = advance_to(tb_table(library, "s0=virgin", "s1=spy", "s2=imp", "s3=poisoner", "s4=saint"), "day", 1)
    mark(poisoned, "s1", "poisoner", "Poisoned")
    [plain] = [t for t in triggers_for(poisoned, Nominated(nominator=seat_of(poisoned, "s1"), nominee=seat_of(poisoned, "s0")), "before") if t.id == "virgin.nominated"]
    assert plain.key.endswith("spent") and plain.choice is None


def test_golem_nominating_the_recluse_asks_the_storyteller(library: Library) -> None:
    """docs/rules/recluse.md test 18: the Golem nominates the Recluse → a choice; picking the Recluse kills it."""
    game = advance_to(tb_table(library, "s0=golem", "s1=recluse", "s2=imp", "s3=chef", "s4=poisoner", extra=("golem",)), "day", 1)
    nomination = Nominated(nominator=seat_of(game, "s0"), nominee=seat_of(game, "s1"))
    [fired] = [t for t in triggers_for(game, nomination, "before") if t.id == "golem.nominates"]
    assert fired.key.endswith("may_register") and fired.choice is not None
    assert [type(e).__name__ for e in resolve_trigger(game, fired, ids(game, "s1"))] == ["ReminderPlaced", "PlayerDied"]
    assert [type(e).__name__ for e in resolve_trigger(game, fired, ())] == ["ReminderPlaced"]


def test_the_recluse_never_wakes(library: Library) -> None:
    """docs/rules/recluse.md Night: the Recluse has no step on any night."""
    game = _night(library, 1, "s0=recluse", "s1=empath", "s2=imp", "s3=chef", "s4=poisoner")
    for night in (1, 2, 3):
        advance_to(game, "night", night)
        assert _step(game, "recluse") is None


def test_tokens_for_a_drunk_who_believes_the_washerwoman_are_optional(library: Library) -> None:
    """docs/rules/washerwoman.md Setup: a Drunk believing the Washerwoman may get its tokens (checked, not required)."""
    script = custom_script(library, TROUBLE_BREWING)
    dealt = next(s for s in _tb_deals(library, ["drunk"], 40) if not any(seat.character == "washerwoman" for seat in s.seats))
    seats = tuple(dataclasses.replace(seat, believed="washerwoman") if seat.character == "drunk" else seat for seat in dealt.seats)
    drunk = next(seat for seat in seats if seat.character == "drunk")
    setup = dataclasses.replace(dealt, seats=seats, reminders=tuple(r for r in dealt.reminders if r.character != "washerwoman"))
    assert not any("washerwoman" in p.where for p in check_setup(script, library, setup))
    townsfolk = next(seat.index for seat in setup.seats if seat.index != drunk.index and script.character(seat.character or "").team.value == "townsfolk")  # type: ignore[union-attr]
    other = next(seat.index for seat in setup.seats if seat.index not in (drunk.index, townsfolk))
    marked = dataclasses.replace(setup, reminders=setup.reminders + (
        SetupReminder(townsfolk, "washerwoman", "Townsfolk"), SetupReminder(other, "washerwoman", "Wrong")))
    assert not any("washerwoman" in p.where for p in check_setup(script, library, marked))
    wrong = dataclasses.replace(setup, reminders=setup.reminders + (
        SetupReminder(drunk.index, "washerwoman", "Townsfolk"), SetupReminder(other, "washerwoman", "Wrong")))
    assert any("washerwoman" in p.where for p in check_setup(script, library, wrong))
