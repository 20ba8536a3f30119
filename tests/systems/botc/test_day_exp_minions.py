"""The experimental Minions by day (issue 21): public acts, execution prompts.

Each test cites the Tests list of docs/rules/<id>.md.
"""

from __future__ import annotations

from grimoire_app.model import Library
from grimoire_app.systems.botc.day import PublicAct, available_acts
from grimoire_app.systems.botc.events import PlayerDied
from grimoire_app.systems.botc.game import Game
from tests.builders import seat_of, to_phase
from tests.systems.botc.day_helpers import accept, close_day, fired_ids, mark, nominate, vote
from tests.systems.botc.exp_minions_helpers import exp_table

PSYCHO = ("P=psychopath", "D=imp", "q1=chef", "q2=empath", "q3=soldier", "q4=monk", "X=poisoner")


def day_one(library: Library, *players: str) -> Game:
    return to_phase(exp_table(library, *players), "day", 1)


def act(game: Game, kind: str, actor: str, *players: str) -> PublicAct:
    return PublicAct(act=kind, seat=seat_of(game, actor), players=tuple(seat_of(game, p) for p in players))  # type: ignore[arg-type]


def alive(game: Game, name: str) -> bool:
    return game.state.seat(seat_of(game, name)).alive


def test_psychopath_kills_before_nominations(library: Library) -> None:
    """docs/rules/psychopath.md test 1: P names q1 before any nomination → q1 dies by the Psychopath's ability."""
    game = day_one(library, *PSYCHO)
    fired = accept(game, act(game, "psychopath_kill", "P", "q1"))
    assert fired_ids(fired) == ["psychopath.kills"]
    assert not alive(game, "q1")
    death = [e for e in game.events if isinstance(e, PlayerDied)][-1]
    assert (death.cause.kind, death.cause.character) == ("ability", "psychopath")


def test_psychopath_after_nominations_kills_nobody(library: Library) -> None:
    """docs/rules/psychopath.md test 2: a nomination already made → late, q1 lives."""
    game = day_one(library, *PSYCHO)
    nominate(game, "q2", "q3")
    assert fired_ids(accept(game, act(game, "psychopath_kill", "P", "q1"))) == ["psychopath.kills.late"]
    assert alive(game, "q1")


def test_psychopath_impaired_or_pretending_kills_nobody(library: Library) -> None:
    """docs/rules/psychopath.md test 3: poisoned P → impaired; the Chef pretending → pretend; q1 lives."""
    game = day_one(library, *PSYCHO)
    mark(game, "P", "poisoner", "Poisoned")
    assert fired_ids(accept(game, act(game, "psychopath_kill", "P", "q1"))) == ["psychopath.kills.impaired"]
    assert fired_ids(accept(game, act(game, "psychopath_kill", "q1", "q2"))) == ["psychopath.kills.pretend"]
    assert alive(game, "q1") and alive(game, "q2")


def test_psychopath_winning_roshambo_survives_execution(library: Library) -> None:
    """docs/rules/psychopath.md test 4: q2 nominates P, all vote; accepting roshambo (P won) → executed, alive; q2 named."""
    game = day_one(library, *PSYCHO)
    nominate(game, "q2", "P")
    vote(game, "P", *[s.name for s in game.state.seats])
    fired = close_day(game)
    roshambo = [t for t in fired if t.id == "psychopath.roshambo"]
    assert fired_ids(roshambo) == ["psychopath.roshambo"] and dict(roshambo[0].values)["other"] == "q2"
    assert game.state.days[-1].execution == seat_of(game, "P") and alive(game, "P")


def test_impaired_psychopath_dies_when_executed(library: Library) -> None:
    """docs/rules/psychopath.md test 5: poisoned P executed → roshambo.impaired, P dies."""
    game = day_one(library, *PSYCHO)
    mark(game, "P", "poisoner", "Poisoned")
    nominate(game, "q2", "P")
    vote(game, "P", *[s.name for s in game.state.seats])
    assert "psychopath.roshambo.impaired" in fired_ids(close_day(game))
    assert not alive(game, "P")


def test_psychopath_act_is_offered(library: Library) -> None:
    """docs/rules/psychopath.md test 6: our script has the Psychopath → the act is offered."""
    assert "psychopath_kill" in available_acts(day_one(library, *PSYCHO))


BOOM = ("B=boomdandy", "D=imp", "X=poisoner", "q1=chef", "q2=empath", "q3=soldier", "q4=monk", "q5=mayor")


def execute_by_vote(game: Game, nominee: str, picks: dict[str, tuple[str, ...]] | None = None) -> list:  # type: ignore[type-arg]
    nominate(game, "q1" if nominee != "q1" else "q2", nominee)
    vote(game, nominee, *[s.name for s in game.state.seats if s.alive])
    return close_day(game, picks=picks)


def test_boomdandy_explosion_offers_the_non_demons(library: Library) -> None:
    """docs/rules/boomdandy.md test 1: B executed among 8 → explodes; 4 must die; the Imp and B are not offered."""
    game = day_one(library, *BOOM)
    fired = execute_by_vote(game, "B")
    blast = next(t for t in fired if t.id == "boomdandy.explodes")
    assert blast.key == "day.trigger.boomdandy.explodes" and dict(blast.values)["dying"] == "4"
    assert blast.choice is not None and blast.choice.kind == "players"
    assert set(blast.choice.options) == {seat_of(game, n) for n in ("X", "q1", "q2", "q3", "q4", "q5")}


def test_boomdandy_blast_then_countdown(library: Library) -> None:
    """docs/rules/boomdandy.md test 2: X, q3, q4, q5 die in the blast; the countdown offers D, q1, q2; q1 picked dies."""
    game = day_one(library, *BOOM)
    picks = {"boomdandy.explodes": tuple(seat_of(game, n) for n in ("X", "q3", "q4", "q5")), "boomdandy.countdown": (seat_of(game, "q1"),)}
    fired = execute_by_vote(game, "B", picks)
    countdown = [t for t in fired if t.id == "boomdandy.countdown"]
    assert len(countdown) == 1 and countdown[0].choice is not None
    assert set(countdown[0].choice.options) == {seat_of(game, n) for n in ("D", "q1", "q2")}
    assert [s.name for s in game.state.seats if s.alive] == ["D", "q2"]
    blast = [e for e in game.events if isinstance(e, PlayerDied) and e.cause.character == "boomdandy"]
    assert {game.state.seat(e.seat).name for e in blast} == {"X", "q3", "q4", "q5"}


def test_impaired_boomdandy_does_not_explode(library: Library) -> None:
    """docs/rules/boomdandy.md test 3: poisoned B executed → impaired; only B dies."""
    game = day_one(library, *BOOM)
    mark(game, "B", "poisoner", "Poisoned")
    assert "boomdandy.explodes.impaired" in fired_ids(execute_by_vote(game, "B"))
    assert [s.name for s in game.state.seats if not s.alive] == ["B"]


def test_boomdandy_with_three_left_only_counts_down(library: Library) -> None:
    """docs/rules/boomdandy.md test 4: only D, q1, q2 alive besides B → the countdown variant, a one-player choice."""
    from grimoire_app.systems.botc.commands import kill

    game = day_one(library, *BOOM)
    for name in ("X", "q3", "q4", "q5"):
        game.record(kill(seat_of(game, name), "storyteller"))
    fired = execute_by_vote(game, "B")
    blast = next(t for t in fired if t.id == "boomdandy.explodes")
    assert blast.key == "day.trigger.boomdandy.explodes.countdown"
    assert blast.choice is not None and blast.choice.kind == "player" and len(blast.choice.options) == 3


VIZIER = ("V=vizier", "D=imp", "X=poisoner", "q1=chef", "q2=empath", "q3=soldier", "q4=monk")


def test_vizier_survives_execution(library: Library) -> None:
    """docs/rules/vizier.md test 2: V executed on day 1 → survives; the execution is recorded."""
    game = day_one(library, *VIZIER)
    nominate(game, "q1", "V")
    fired = vote(game, "V", *[s.name for s in game.state.seats])
    fired += close_day(game)
    assert "vizier.survives" in fired_ids(fired)
    assert game.state.days[-1].execution == seat_of(game, "V") and alive(game, "V")


def test_poisoned_vizier_dies_when_executed(library: Library) -> None:
    """docs/rules/vizier.md test 3: poisoned V executed → impaired; V dies."""
    game = day_one(library, *VIZIER)
    mark(game, "V", "poisoner", "Poisoned")
    nominate(game, "q1", "V")
    vote(game, "V", *[s.name for s in game.state.seats])
    assert "vizier.survives.impaired" in fired_ids(close_day(game))
    assert not alive(game, "V")


def test_vizier_executes_after_a_good_vote(library: Library) -> None:
    """docs/rules/vizier.md test 4: q2 (good) votes on q3 → the prompt proposes q3's execution; accepting executes q3."""
    game = day_one(library, *VIZIER)
    nominate(game, "q1", "q3")
    fired = vote(game, "q3", "q2")
    prompt = [t for t in fired if t.id == "vizier.executes"]
    assert len(prompt) == 1 and dict(prompt[0].values)["other"] == "q3"
    assert game.state.days[-1].execution == seat_of(game, "q3") and not alive(game, "q3")


def test_vizier_no_prompt_without_a_good_hand(library: Library) -> None:
    """docs/rules/vizier.md test 5: only D votes → no vizier.executes."""
    game = day_one(library, *VIZIER)
    nominate(game, "q1", "q3")
    assert "vizier.executes" not in fired_ids(vote(game, "q3", "D"))
    assert alive(game, "q3")


MEZ = ("M=mezepheles", "D=imp", "X=poisoner", "q1=chef", "q2=empath", "q3=soldier", "q4=monk")


def test_mezepheles_word_marks_the_first_good_speaker(library: Library) -> None:
    """docs/rules/mezepheles.md test 2: q2 says the word → TURNS EVIL on q2, NO ABILITY on M; q3 later → spent."""
    game = day_one(library, *MEZ)
    assert "mezepheles_word" in available_acts(game)
    assert fired_ids(accept(game, act(game, "mezepheles_word", "q2"))) == ["mezepheles.word"]
    reminders = {(game.state.seat(seat_of(game, n)).reminders[0].token if game.state.seat(seat_of(game, n)).reminders else None) for n in ("q2", "M")}
    assert reminders == {"Turns Evil", "No Ability"}
    assert fired_ids(accept(game, act(game, "mezepheles_word", "q3"))) == ["mezepheles.word.spent"]
    assert not game.state.seat(seat_of(game, "q3")).reminders


def test_mezepheles_word_from_evil_does_nothing(library: Library) -> None:
    """docs/rules/mezepheles.md test 2: D (evil) says it first → evil, nothing placed."""
    game = day_one(library, *MEZ)
    assert fired_ids(accept(game, act(game, "mezepheles_word", "D"))) == ["mezepheles.word.evil"]
    assert all(not s.reminders for s in game.state.seats)
