"""Triggers of the S004 characters (seeds/004_9100166e1a3d5ab1.txt; spec section 4)."""

from __future__ import annotations

from grimoire_app.model import Library
from grimoire_app.systems.botc.commands import kill
from grimoire_app.systems.botc.events import Executed, Nominated, NightChoice, PhaseAdvanced
from grimoire_app.systems.botc.day import PublicAct, triggers_for
from tests.builders import seat_of, to_phase
from tests.systems.botc.day_helpers import accept, fired_ids, ids, mark, nominate, start, vote

S004 = ("a=virgin", "b=monk", "c=po", "d=harpy", "e=golem", "f=undertaker", "g=flowergirl", "h=drunk")


def tokens(game, name):  # type: ignore[no-untyped-def]
    return [(r.character, r.token) for r in game.state.seat(seat_of(game, name)).reminders]


def test_virgin_executes_a_townsfolk_nominator(library: Library) -> None:
    """spec 4.1 Virgin test 1; seeds/004 성결자: the Monk nominates the Virgin -> executed, dies; nominations closed."""
    game = start(library, "004", *S004)
    fired = nominate(game, "b", "a")
    assert fired_ids(fired) == ["virgin.nominated.execute", "undertaker.died_today"]
    assert game.state.today().execution == seat_of(game, "b") and not game.state.seat(seat_of(game, "b")).alive  # type: ignore[union-attr]
    assert tokens(game, "a") == [("virgin", "No Ability")]
    assert game.check(Nominated(nominator=seat_of(game, "f"), nominee=seat_of(game, "c")))  # after the execution


def test_virgin_spent_by_an_outsider_drunk_or_poisoned(library: Library) -> None:
    """spec 4.1 Virgin tests 2-3, 2.2 Drunk: the Golem, the Drunk, or a poisoned Virgin -> vote proceeds, NO ABILITY."""
    game = start(library, "004", *S004)
    fired = nominate(game, "h", "a")
    assert fired_ids(fired) == ["virgin.nominated.spent"] and game.state.today().execution is None  # type: ignore[union-attr]
    assert nominate(game, "b", "c") == []
    poisoned = start(library, "004", *S004)
    mark(poisoned, "a", "snakecharmer", "Poisoned")
    assert fired_ids(nominate(poisoned, "b", "a")) == ["virgin.nominated.spent"]


def test_golem_kills_a_non_demon_nominee_once(library: Library) -> None:
    """spec 4.2 Golem tests 1-2; seeds/004 골렘: the Monk dies at once, the vote still runs; a second nomination is refused."""
    game = start(library, "004", *S004)
    fired = nominate(game, "e", "b")
    assert fired_ids(fired) == ["golem.nominates.kills"]
    assert not game.state.seat(seat_of(game, "b")).alive and tokens(game, "e") == [("golem", "May Not Nominate")]
    to_phase(game, "day", 2)
    refused = triggers_for(game, Nominated(nominator=seat_of(game, "e"), nominee=seat_of(game, "d")))
    assert fired_ids(refused) == ["golem.nominates.refused"] and refused[0].replaces


def test_golem_nominating_the_demon_does_nothing(library: Library) -> None:
    """spec 4.2 Golem test 2: the Golem nominates the Po -> nothing visible; MAY NOT NOMINATE placed."""
    game = start(library, "004", *S004)
    assert fired_ids(nominate(game, "e", "c")) == ["golem.nominates.nothing"]
    assert game.state.seat(seat_of(game, "c")).alive


def test_flowergirl_token_turns_when_the_demon_votes(library: Library) -> None:
    """spec 4.1 Flowergirl test 1: the Po raises a hand on a nomination that fails -> DEMON VOTED."""
    game = start(library, "004", *S004)
    mark(game, "g", "flowergirl", "Demon Not Voted")
    nominate(game, "b", "d")
    assert fired_ids(vote(game, "d", "c")) == ["flowergirl.demon_votes"]
    assert tokens(game, "g") == [("flowergirl", "Demon Voted")]


def test_undertaker_marks_the_execution_death_only(library: Library) -> None:
    """spec 4.1 Undertaker: execution death -> DIED TODAY; a Golem death is not an execution."""
    game = start(library, "004", *S004)
    assert fired_ids(accept(game, kill(seat_of(game, "h"), "execution"))) == ["undertaker.died_today"]
    assert tokens(game, "h") == [("undertaker", "Died Today")]
    assert accept(game, kill(seat_of(game, "b"), "ability", "golem")) == []


def test_lleech_survives_while_its_host_lives_and_dies_with_it(library: Library) -> None:
    """spec 4.4 Lleech tests 1-2: executed with the host alive -> survives; the host dies -> the Lleech dies."""
    game = start(library, "004", "a=virgin", "b=monk", "c=lleech", "d=harpy", "e=golem", "f=undertaker")
    mark(game, "b", "lleech", "Poisoned")
    accept(game, Executed(seat=seat_of(game, "c")))
    fired = accept(game, kill(seat_of(game, "c"), "execution"))
    assert fired_ids(fired) == ["lleech.survives"] and game.state.seat(seat_of(game, "c")).alive
    to_phase(game, "day", 2)
    fired = nominate(game, "e", "b")
    assert fired_ids(fired) == ["golem.nominates.kills", "lleech.host_dies"]
    assert not game.state.seat(seat_of(game, "c")).alive


def test_barber_death_gives_haircuts_tonight(library: Library) -> None:
    """spec 4.2 Barber tests 1, 3: executed -> HAIRCUTS TONIGHT; poisoned at death -> nothing."""
    game = start(library, "004", "a=barber", "b=monk", "c=po", "d=harpy", "e=empath")
    assert fired_ids(accept(game, kill(seat_of(game, "a"), "execution"))) == ["barber.dies"]
    assert tokens(game, "a") == [("barber", "Haircuts Tonight")]
    other = start(library, "004", "a=barber", "b=monk", "c=po", "d=harpy", "e=empath", phase=("night", 2))
    mark(other, "a", "snakecharmer", "Poisoned")
    assert fired_ids(accept(other, kill(seat_of(other, "a"), "demon", "po"))) == ["barber.dies.impaired"]


def test_harpy_madness_offers_either_or_both(library: Library) -> None:
    """spec 4.3 Harpy tests 2-3: at day, kill the MAD player, the 2ND, both or none; a poisoned Harpy offers nothing."""
    game = start(library, "004", "a=empath", "b=monk", "c=po", "d=harpy", "e=oracle", phase=("night", 1))
    mark(game, "b", "harpy", "Mad")
    mark(game, "e", "harpy", "2nd")
    fired = accept(game, PhaseAdvanced(to=game.state.phase.next()), picks={"harpy.madness": ids(game, "b", "e")})
    assert fired_ids(fired) == ["harpy.madness"] and fired[0].choice.options == ids(game, "b", "e")  # type: ignore[union-attr]
    assert not game.state.seat(seat_of(game, "b")).alive and not game.state.seat(seat_of(game, "e")).alive
    poisoned = start(library, "004", "a=empath", "b=monk", "c=po", "d=harpy", "e=oracle", phase=("night", 2))
    for name, token in (("b", "Mad"), ("e", "2nd")):
        mark(poisoned, name, "harpy", token)
    mark(poisoned, "d", "snakecharmer", "Poisoned")
    assert accept(poisoned, PhaseAdvanced(to=poisoned.state.phase.next())) == []


def test_gambler_dies_on_a_wrong_guess(library: Library) -> None:
    """spec 4.1 Gambler tests 1-3: right guess lives; wrong dies; the Drunk must be guessed as Drunk; poisoned lives."""
    game = start(library, "004", "a=gambler", "b=monk", "c=po", "d=drunk", "e=oracle", phase=("night", 2))
    choose = lambda seat, guess: NightChoice(seat=seat_of(game, "a"), character="gambler", players=ids(game, seat), characters=(guess,))  # noqa: E731
    assert accept(game, choose("b", "monk")) == [] and accept(game, choose("d", "drunk")) == []
    assert fired_ids(accept(game, choose("d", "monk"))) == ["gambler.guesses"] and not game.state.seat(seat_of(game, "a")).alive
    poisoned = start(library, "004", "a=gambler", "b=monk", "c=po", "d=drunk", "e=oracle", phase=("night", 2))
    mark(poisoned, "a", "snakecharmer", "Poisoned")
    wrong = NightChoice(seat=seat_of(poisoned, "a"), character="gambler", players=ids(poisoned, "b"), characters=("oracle",))
    assert accept(poisoned, wrong) == []


def test_savant_visits_once_a_day(library: Library) -> None:
    """spec 4.1 Savant test 2: second visit on day 2 refused; a visit on day 3 allowed."""
    game = start(library, "004", "a=savant", "b=monk", "c=po", "d=harpy", "e=empath", phase=("day", 2))
    assert fired_ids(accept(game, PublicAct(act="savant_visit", seat=seat_of(game, "a")))) == ["savant.visits"]
    assert triggers_for(game, PublicAct(act="savant_visit", seat=seat_of(game, "a")))[0].replaces
    to_phase(game, "day", 3)
    assert fired_ids(triggers_for(game, PublicAct(act="savant_visit", seat=seat_of(game, "a")))) == ["savant.visits"]


def test_harpy_madness_answered_after_its_player_died_kills_nobody_twice(library: Library) -> None:
    """spec 4.3 Harpy: a dead player cannot die again. When another dawn prompt killed the MAD player before the
    Harpy's was answered (found by a random demo game), picking them records no second death."""
    from grimoire_app.systems.botc.day.hooks_acts import harpy_resolve

    game = start(library, "004", "a=empath", "b=monk", "c=po", "d=harpy", "e=oracle", phase=("night", 1))
    mark(game, "b", "harpy", "Mad")
    mark(game, "e", "harpy", "2nd")
    fired = [t for t in accept(game, PhaseAdvanced(to=game.state.phase.next())) if t.id == "harpy.madness"]
    game.record(kill(seat_of(game, "b"), "storyteller"))
    assert harpy_resolve(game, fired[0], ids(game, "b")) == ()
    assert harpy_resolve(game, fired[0], ids(game, "e")) == (kill(seat_of(game, "e"), "ability", "harpy"),)
