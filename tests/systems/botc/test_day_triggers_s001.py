"""Triggers of the S001 characters (seeds/001_e5e56018837a82ee.txt; spec section 3)."""

from __future__ import annotations

from grimoire_app.model import Library
from grimoire_app.systems.botc.commands import kill
from grimoire_app.systems.botc.events import Executed, ReminderRemoved
from grimoire_app.systems.botc.day import PublicAct, end_of_day_events, resolve_trigger, triggers_for
from grimoire_app.systems.botc.day.facts import Moment
from tests.builders import seat_of, to_phase
from grimoire_app.systems.botc.tonight import proposed_deaths
from tests.systems.botc.day_helpers import accept, fired_ids, ids, mark, nominate, start, vote
from tests.systems.botc.test_day_victory import won
from tests.systems.botc.tonight.tonight_helpers import advance_to as tonight_to
from tests.systems.botc.tonight.tonight_helpers import choose, codes, record
from tests.systems.botc.tonight.tonight_helpers import step as tonight_step

S001 = ("a=sage", "b=fool", "c=zombuul", "d=poisoner", "e=alsaahir", "f=grandmother", "g=puzzlemaster")


def test_fool_survives_the_first_execution_only(library: Library) -> None:
    """spec 3.1 Fool test 1; seeds/001 Fool: executed -> alive, NO ABILITY; executed again later -> dies."""
    game = start(library, "001", *S001)
    nominate(game, "a", "b")
    vote(game, "b", "a", "c", "d", "e")
    fired = []
    for event in end_of_day_events(game):
        fired += accept(game, event)
    assert fired_ids(fired) == ["fool.first_death.executed"]
    fool = game.state.seat(seat_of(game, "b"))
    assert fool.alive and [r.token for r in fool.reminders] == ["No Ability"] and game.state.today().execution == fool.id  # type: ignore[union-attr]
    to_phase(game, "day", 2)
    accept(game, Executed(seat=fool.id))
    assert fired_ids(accept(game, kill(fool.id, "execution"))) == ["zombuul.died_today"] and not game.state.seat(fool.id).alive


def test_a_poisoned_fool_dies(library: Library) -> None:
    """spec 3.1 Fool test 2: drunk or poisoned Fool dies normally."""
    game = start(library, "001", *S001, phase=("night", 2))
    mark(game, "b", "poisoner", "Poisoned")
    fired = accept(game, kill(seat_of(game, "b"), "demon", "zombuul"))
    assert fired_ids(fired) == ["fool.first_death.impaired"] and not game.state.seat(seat_of(game, "b")).alive


def test_zombuul_first_death_registers_dead_and_the_second_is_real(library: Library) -> None:
    """spec 3.4 Zombuul test 2; seeds/001 Zombuul: first execution -> registers dead with DIED TODAY; again -> real.

    The day marks the first death as the night does (the Zombuul's DEAD reminder), so the Zombuul
    still wakes on a night after a day without deaths ("keeps waking and killing"); executed again,
    its real death is that reminder taken off (spec 3.4 "Second death" [DECISION]), which the
    game's check accepts without override, and good wins.
    """
    game = start(library, "001", *S001, phase=("day", 3))
    zombuul = seat_of(game, "c")
    accept(game, Executed(seat=zombuul))
    fired = accept(game, kill(zombuul, "execution"))
    assert fired_ids(fired) == ["zombuul.first_death", "zombuul.died_today"]
    assert {r.token for r in game.state.seat(zombuul).reminders} == {"Dead", "Died Today"}
    m = Moment.now(game)
    assert m.registers_dead_zombuul(m.seat(zombuul)) and m.really_alive(m.seat(zombuul))
    tonight_to(game, "night", 4)
    assert "died_today" in codes(tonight_step(game, "zombuul")), "spec 3.4 test 2: not woken night 4"
    tonight_to(game, "night", 5)
    assert tonight_step(game, "zombuul").status == "wakes", "no death on day 4: the registers-dead Zombuul wakes"
    tonight_to(game, "day", 5)
    nominate(game, "a", "c")
    vote(game, "c", "a", "b", "d", "e")
    marker = next(r.id for r in game.state.seat(zombuul).reminders if r.token == "Dead")
    events = end_of_day_events(game)
    assert events == (Executed(seat=zombuul), ReminderRemoved(reminder=marker))
    for event in events:
        assert tuple(game.check(event)) == (), event
        game.record(event)
    m = Moment.now(game)
    assert not m.really_alive(m.seat(zombuul))
    assert won(game) == ("good", "standard.demon_dead")


def test_a_zombuul_that_died_at_night_really_dies_when_executed(library: Library) -> None:
    """spec 3.4 Zombuul "Second death" [DECISION]: killed at night (its first death: tonight's DEAD reminder),
    then executed -> end_of_day_events takes the DEAD reminder off as the night's real death does; the
    game's check accepts every event without override (the demo sweep found a PlayerDied needing one)."""
    game = start(library, "001", *S001, phase=("night", 2))
    zombuul = seat_of(game, "c")
    choose(game, "zombuul", "c")
    for proposal in proposed_deaths(game):
        record(game, proposal.events)
    assert not game.state.seat(zombuul).alive
    m = Moment.now(game)
    assert m.registers_dead_zombuul(m.seat(zombuul)) and won(game) is None
    to_phase(game, "day", 2)
    nominate(game, "a", "c")
    vote(game, "c", "a", "b", "d", "e")
    events = end_of_day_events(game)
    assert [type(e).__name__ for e in events] == ["Executed", "ReminderRemoved"]
    for event in events:
        assert tuple(game.check(event)) == (), event
        accept(game, event)
    assert won(game) == ("good", "standard.demon_dead")


def test_the_zombuuls_real_death_at_night_is_real_for_the_day_rules_too(library: Library) -> None:
    """spec 3.4 Zombuul "Second death": killed again at night, tonight takes its DEAD reminder off; the day's
    rules (really alive, the win check) then see it really dead -> good wins (spec 1.8 Demon dead)."""
    game = start(library, "001", *S001, phase=("night", 2))
    zombuul = seat_of(game, "c")
    for night in (2, 3):
        tonight_to(game, "night", night)
        choose(game, "zombuul", "c")
        for proposal in proposed_deaths(game):
            record(game, proposal.events)
    assert [type(e).__name__ for e in game.events[-1:]] == ["ReminderRemoved"]
    m = Moment.now(game)
    assert not m.really_alive(m.seat(zombuul))
    assert won(game) == ("good", "standard.demon_dead")


def test_a_poisoned_zombuul_really_dies(library: Library) -> None:
    """spec 3.4 Zombuul test 3: poisoned and executed -> dies for real."""
    game = start(library, "001", *S001)
    mark(game, "c", "poisoner", "Poisoned")
    accept(game, Executed(seat=seat_of(game, "c")))
    fired = accept(game, kill(seat_of(game, "c"), "execution"))
    assert fired_ids(fired) == ["zombuul.died_today"]
    m = Moment.now(game)
    assert not m.really_alive(m.seat(seat_of(game, "c")))


def test_died_today_marks_every_day_death_for_the_zombuul(library: Library) -> None:
    """spec 3.4 Zombuul test 1: a player executed and dies -> DIED TODAY (the Zombuul will not wake)."""
    game = start(library, "001", *S001)
    fired = accept(game, kill(seat_of(game, "a"), "execution"))
    assert fired_ids(fired) == ["zombuul.died_today"]
    night = start(library, "001", *S001, phase=("night", 2))
    assert accept(night, kill(seat_of(night, "e"), "demon", "zombuul")) == []


def test_grandmother_dies_with_her_grandchild_killed_by_the_demon(library: Library) -> None:
    """spec 3.1 Grandmother test 2: Demon kill -> Grandmother dies; execution -> she lives; poisoned -> lives."""
    game = start(library, "001", *S001, phase=("night", 3))
    mark(game, "e", "grandmother", "Grandchild")
    fired = accept(game, kill(seat_of(game, "e"), "demon", "zombuul"))
    assert fired_ids(fired) == ["grandmother.grandchild_killed"] and not game.state.seat(seat_of(game, "f")).alive
    day = start(library, "001", *S001)
    mark(day, "e", "grandmother", "Grandchild")
    assert "grandmother.grandchild_killed" not in fired_ids(accept(day, kill(seat_of(day, "e"), "execution")))
    poisoned = start(library, "001", *S001, phase=("night", 3))
    mark(poisoned, "e", "grandmother", "Grandchild")
    mark(poisoned, "f", "poisoner", "Poisoned")
    assert accept(poisoned, kill(seat_of(poisoned, "e"), "demon", "zombuul")) == []


def test_sage_killed_by_the_demon_wakes_tonight(library: Library) -> None:
    """spec 3.1 Sage tests 1-2: killed by the Demon -> woken; executed -> not."""
    game = start(library, "001", *S001, phase=("night", 2))
    assert fired_ids(accept(game, kill(seat_of(game, "a"), "demon", "zombuul"))) == ["sage.killed"]
    day = start(library, "001", *S001)
    assert "sage.killed" not in fired_ids(accept(day, kill(seat_of(day, "a"), "execution")))


def test_alsaahir_guesses_once_a_day(library: Library) -> None:
    """spec 3.1 Alsaahir test 1: a wrong guess does nothing and a second guess that day is refused."""
    game = start(library, "001", "a=sage", "b=fool", "c=zombuul", "d=poisoner", "e=alsaahir", "f=pithag", "g=goon", "h=grandmother")
    wrong = PublicAct(act="alsaahir_guess", seat=seat_of(game, "e"), demons=ids(game, "c"), players=ids(game, "d"))
    assert fired_ids(accept(game, wrong)) == ["alsaahir.guesses.wrong"]
    right = PublicAct(act="alsaahir_guess", seat=seat_of(game, "e"), demons=ids(game, "c"), players=ids(game, "d", "f"))
    refused = triggers_for(game, right)
    assert fired_ids(refused) == ["alsaahir.guesses.refused"] and refused[0].replaces
    to_phase(game, "day", 2)
    assert fired_ids(triggers_for(game, right)) == ["alsaahir.guesses.correct"]
    bluff = PublicAct(act="alsaahir_guess", seat=seat_of(game, "a"), demons=ids(game, "c"), players=ids(game, "d", "f"))
    assert fired_ids(triggers_for(game, bluff)) == ["alsaahir.guesses.pretend"]


def test_puzzlemaster_guess_names_the_demon_only_when_right(library: Library) -> None:
    """spec 3.2 Puzzlemaster tests 2-3: right -> only the Demon's seat; wrong -> any non-Demon; GUESS USED; once."""
    game = start(library, "001", *S001)
    mark(game, "a", "puzzlemaster", "Drunk")
    right = triggers_for(game, PublicAct(act="puzzlemaster_guess", seat=seat_of(game, "g"), players=ids(game, "a")))
    assert right[0].choice is not None and right[0].choice.options == ids(game, "c")
    wrong = triggers_for(game, PublicAct(act="puzzlemaster_guess", seat=seat_of(game, "g"), players=ids(game, "b")))
    assert wrong[0].choice is not None and seat_of(game, "c") not in wrong[0].choice.options
    events = resolve_trigger(game, right[0], ids(game, "c"))
    assert [e.type for e in events] == ["reminder_placed", "info_shown"]
    accept(game, PublicAct(act="puzzlemaster_guess", seat=seat_of(game, "g"), players=ids(game, "a")), picks={"puzzlemaster.guesses": ids(game, "c")})
    again = triggers_for(game, PublicAct(act="puzzlemaster_guess", seat=seat_of(game, "g"), players=ids(game, "b")))
    assert fired_ids(again) == ["puzzlemaster.guesses.refused"]
    dead = start(library, "001", *S001)
    dead.record(kill(seat_of(dead, "g")))
    assert triggers_for(dead, PublicAct(act="puzzlemaster_guess", seat=seat_of(dead, "g"), players=ids(dead, "a")))[0].replaces
