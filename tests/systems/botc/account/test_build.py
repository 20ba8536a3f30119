"""game_account on small hand-built games: votes with threshold and outcome, executions, deaths, nights, setup."""

from __future__ import annotations

from grimoire_app.model import Library
from grimoire_app.systems.botc.commands import advance, kill
from grimoire_app.systems.botc.events import BluffsSet, Executed, GameEnded, InfoShown, NightChoice, VoteRecorded
from grimoire_app.systems.botc.account import Death, Ended, Execution, Fired, Nomination, Told, game_account
from grimoire_app.systems.botc.account.text import account_lines, entry_line, event_line
from tests.builders import seat_of, table, to_phase
from tests.systems.botc.day_helpers import close_day, ids, nominate, start, vote

FIVE = ("a=monk", "b=po", "c=harpy", "d=empath", "e=oracle")


def test_each_vote_has_its_voters_count_threshold_and_outcome(library: Library) -> None:
    """Spec 1.7: threshold is half the living rounded up; the highest count meeting it leads, a tie leaves nobody."""
    game = start(library, "004", *FIVE)
    nominate(game, "a", "b")
    vote(game, "b", "a")
    nominate(game, "b", "c")
    vote(game, "c", "a", "b", "c")
    nominate(game, "c", "d")
    vote(game, "d", "a", "c", "e")
    nominate(game, "d", "e")
    vote(game, "e", "a", "b", "c", "d")
    nominate(game, "e", "a")
    vote(game, "a", "a", "b", "c")
    day = game_account(game).phases[-1]
    assert [(n.nominator, n.nominee, n.outcome) for n in day.nominations] == [
        ("a", "b", "failed"),
        ("b", "c", "about_to_die"),
        ("c", "d", "tied"),
        ("d", "e", "about_to_die"),
        ("e", "a", "outvoted"),
    ]
    first = day.nominations[0].vote
    assert first is not None and (first.voters, first.count, first.threshold, first.secret) == (("a",), 1, 3, False)
    assert not day.nominations[0].passes and day.nominations[1].passes


def test_a_dead_voter_counts_with_a_ghost_vote_and_the_threshold_counts_the_living(library: Library) -> None:
    """Spec 1.7: a dead player's raised hand counts while they hold a ghost vote; half the LIVING, rounded up.

    A vote the Storyteller records by override (a spent ghost vote raised again) counts every hand.
    """
    game = start(library, "004", *FIVE, phase=("night", 1))
    game.record(kill(seat_of(game, "e"), "demon", "po"))
    to_phase(game, "day", 1)
    nominate(game, "a", "b")
    vote(game, "b", "a", "e")
    nominate(game, "b", "c")
    vote(game, "c", "e", "a", override=True)
    nominations = game_account(game).phases[-1].nominations
    assert nominations[0].vote is not None and (nominations[0].vote.count, nominations[0].vote.threshold) == (2, 2)
    assert nominations[1].vote is not None and nominations[1].vote.voters == ("e", "a") and nominations[1].vote.count == 2
    assert [n.outcome for n in nominations] == ["about_to_die", "tied"]


def test_a_nomination_without_a_vote_says_so(library: Library) -> None:
    """A nomination the day moved past without a vote is told as such, in both languages."""
    game = start(library, "004", "민수=monk", "지현=po", "c=harpy", "d=empath", "e=oracle")
    nominate(game, "민수", "지현")
    account = game_account(game)
    nomination = account.phases[-1].nominations[0]
    assert (nomination.vote, nomination.outcome) == (None, "no_vote")
    assert entry_line(account, nomination, "en") == "민수 nominated 지현: no vote"
    assert entry_line(account, nomination, "ko") == "민수가 지현을 지명: 투표 없음"


def test_executions_say_whether_the_player_died_and_why_not(library: Library) -> None:
    """Executed and died; executed while already dead; executed with no death recorded."""
    game = start(library, "004", *FIVE, phase=("night", 1))
    game.record(kill(seat_of(game, "e"), "demon", "po"))
    to_phase(game, "day", 1)
    game.record(Executed(seat=seat_of(game, "a")))
    game.record(kill(seat_of(game, "a"), "execution"))
    to_phase(game, "day", 2)
    game.record(Executed(seat=seat_of(game, "e")), override="test")
    to_phase(game, "day", 3)
    game.record(Executed(seat=seat_of(game, "b")))
    account = game_account(game)
    executions = [e for p in account.phases for e in p.executions]
    assert [(e.player, e.outcome) for e in executions] == [("a", "died"), ("e", "already_dead"), ("b", "survived")]
    assert [entry_line(account, e, "en") for e in executions] == [
        "Executed: a (died)",
        "Executed: e (did not die: already dead)",
        "Executed: b (did not die: no death was recorded)",
    ]


def test_a_registers_dead_zombuul_executed_again_died(library: Library) -> None:
    """Spec 3.4 Zombuul test 2 and "Second death" [DECISION]: its second execution kills it for real (its DEAD
    reminder comes off, no second PlayerDied): the account says it died, not that it was already dead."""
    game = start(library, "001", "a=sage", "b=fool", "c=zombuul", "d=poisoner", "e=alsaahir", "f=goon")
    for day in (1, 2):
        to_phase(game, "day", day)
        nominate(game, "a", "c")
        vote(game, "c", "a", "b", "d", "e")
        close_day(game)
    account = game_account(game)
    executions = [e for p in account.phases for e in p.executions]
    assert [(e.player, e.outcome) for e in executions] == [("c", "died"), ("c", "died")]
    assert game.state.result is not None and game.state.result.winner == "good"


def test_the_fool_survives_and_the_execution_says_why(library: Library) -> None:
    """Spec 3.1 Fool test 1: the execution did not kill, and the account names the Fool's ability as the reason."""
    game = start(library, "001", "a=sage", "b=fool", "c=vortox", "d=poisoner", "e=alsaahir")
    nominate(game, "a", "b")
    vote(game, "b", "a", "b", "c")
    close_day(game)
    account = game_account(game)
    execution = next(e for p in account.phases for e in p.executions)
    assert execution.outcome == "saved" and [t.character for t in execution.saved_by] == ["fool"]
    assert entry_line(account, execution, "en").startswith("Executed: b (did not die: The Fool b is executed but does not die")


def test_deaths_keep_their_cause_and_nights_their_choices_and_info(library: Library) -> None:
    """Each night: the choices made, the info shown, the deaths with causes; the grimoire as it ended."""
    game = start(library, "004", *FIVE, phase=("night", 1))
    a, d = seat_of(game, "a"), seat_of(game, "d")
    game.record(NightChoice(seat=seat_of(game, "b"), character="po", players=(a,)))
    game.record(InfoShown(seat=d, info="answer", answer=1, step="empath"))
    game.record(kill(a, "demon", "po"))
    game.record(advance(game.state))
    account = game_account(game)
    night = account.phases[0]
    assert (night.phase.kind, night.phase.number) == ("night", 1)
    assert [type(e) for e in night.entries] == [Told, Told, Death]
    death = night.deaths[0]
    assert (death.player, death.cause.kind, death.cause.character) == ("a", "demon", "po")
    assert entry_line(account, death, "en") == "a died (killed by the Demon Po)"
    assert entry_line(account, death, "ko") == "a 사망 (악마 포)"
    assert not next(s for s in night.closing.seats if s.id == a).alive


def test_setup_players_bluffs_and_result(library: Library) -> None:
    """The setup is the grimoire as the first night begins; the result is the GameEnded event."""
    game = table(library, "004", "a=monk", "b=po", "c=harpy", "d=empath", "e=oracle")
    game.record(BluffsSet(characters=("soldier", "mayor")))
    to_phase(game, "day", 1)
    game.record(GameEnded(winner="good", reason="test"))
    account = game_account(game)
    assert [(row.name, row.start.character if row.start else None) for row in account.players][:2] == [("a", "monk"), ("b", "po")]
    assert account.bluffs == ("soldier", "mayor")
    assert isinstance(account.result, Ended) and (account.result.winner, account.result.reason) == ("good", "test")
    lines = account_lines(account, "en")
    assert lines[:3] == ["== Setup ==", "  1. a: Monk", "  2. b: Po"]
    assert "  Demon bluffs: Soldier, Mayor" in lines and lines[-1] == "  Game over — good wins (test)"


def test_a_game_in_setup_has_no_phases(library: Library) -> None:
    """Before the first night the account is only the setup."""
    account = game_account(table(library, "000", "민수=noble", "지현=poisoner"))
    assert account.phases == () and account.result is None
    assert account_lines(account, "ko")[:2] == ["== 준비 ==", "  1. 민수: 귀족"]


def test_review_positions_tell_the_nomination_then_its_vote(library: Library) -> None:
    """event_line: the nomination alone at its own event, the vote with threshold and outcome at the vote's."""
    game = start(library, "004", *FIVE)
    nominate(game, "a", "b")
    vote(game, "b", "a", "b", "c")
    events = game.events
    at_vote = next(i for i, e in enumerate(events) if isinstance(e, VoteRecorded))
    account = game_account(game)
    assert event_line(account, at_vote - 1, "en") == "a nominated b"
    assert event_line(account, at_vote, "en") == "a nominated b: 3 for, 3 needed — about to die (voters: a, b, c)"
    assert isinstance(account.entry_at(at_vote), Nomination)
    assert event_line(account, 0, "en") is None


def test_a_virgin_day_tells_the_trigger_after_its_nomination(library: Library) -> None:
    """Spec 4.1 Virgin test 1: the trigger that took effect follows the nomination; the execution killed."""
    game = start(library, "004", "민수=monk", "지현=virgin", "c=po", "d=harpy", "e=undertaker")
    nominate(game, "민수", "지현")
    kinds = [type(e) for e in game_account(game).phases[-1].entries]
    assert kinds[:4] == [Nomination, Fired, Execution, Death]
    assert ids(game, "민수")[0] == game_account(game).phases[-1].executions[0].seat


def test_info_shown_before_the_first_night_is_kept(library: Library) -> None:
    """A card shown while seating players is part of the account (the export lists it under its player)."""
    game = table(library, "004", "a=monk", "b=po")
    game.record(InfoShown(seat=seat_of(game, "a"), info="you_are", characters=("monk",)))
    to_phase(game, "night", 1)
    account = game_account(game)
    assert [told.event.type for told in account.setup_info] == ["info_shown"]
    assert account_lines(account, "en")[3] == "  Shown to a: You are · Monk"



def test_a_vote_taken_again_replaces_the_first(library: Library) -> None:
    """A vote recorded again by override (a correction) replaces the first; the account counts the last, as `tallies` does."""
    game = start(library, "004", *FIVE)
    nominate(game, "a", "b")
    vote(game, "b", "a")
    vote(game, "b", "a", "b", "c", override=True)
    nominations = game_account(game).phases[-1].nominations
    assert len(nominations) == 1 and nominations[0].vote is not None
    assert (nominations[0].vote.count, nominations[0].outcome) == (3, "about_to_die")
