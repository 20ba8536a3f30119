"""The second wave of Travellers acting by day (issue 17): Judge, Matron, Gangster, Beggar, Deviant, Bishop.

Each test cites its rules page in docs/rules/ and the numbered test there.
"""

from __future__ import annotations

from grimoire_app.model import Library
from grimoire_app.systems.botc.commands import kill
from grimoire_app.systems.botc.day import PublicAct, about_to_die, available_acts, check_victory, end_of_day_events, exile_events, tallies, triggers_for
from grimoire_app.systems.botc.day.beggar import beggar_learns, beggar_tokens
from grimoire_app.systems.botc.day.facts import Moment
from grimoire_app.systems.botc.events import STORYTELLER, Event, GhostVoteSpent, InfoShown, Nominated, PhaseAdvanced, PlayerDied, SeatsSwapped
from grimoire_app.systems.botc.game import Game
from grimoire_app.systems.botc.travellers import seat_traveller
from tests.builders import seat_of, to_phase
from tests.systems.botc.day_helpers import accept, fired_ids, mark, nominate, vote
from tests.systems.botc.tb_core_helpers import tb_game

TABLE = ("s1=washerwoman", "s2=empath", "s3=chef", "s4=soldier", "s5=poisoner", "s6=scarletwoman", "s7=imp")
"""Seven players; with one Traveller seated the table has 8 living players, so a vote needs 4."""


def table(library: Library, character: str, *players: str, name: str = "T", alignment: str = "good", number: int = 1) -> Game:
    """A Trouble Brewing table with a Traveller `name` seated between the last player and the first, taken to day `number`."""
    game = tb_game(library, *(players or TABLE))
    names = [s.name for s in game.state.seats]
    for event in seat_traveller(game, name, seat_of(game, names[-1]), seat_of(game, names[0]), character, alignment):  # type: ignore[arg-type]
        game.record(event)
    return to_phase(game, "day", number)


def act(game: Game, kind: str, actor: str, *players: str) -> PublicAct:
    return PublicAct(act=kind, seat=seat_of(game, actor), players=tuple(seat_of(game, p) for p in players))  # type: ignore[arg-type]


def refusals(game: Game, event: Event) -> list[str]:
    return [r.key for r in game.check(event)]  # type: ignore[attr-defined]


def alive(game: Game, name: str) -> bool:
    return game.state.seat(seat_of(game, name)).alive


def order(game: Game) -> list[str]:
    return [s.name for s in game.state.seats]


def record_plain(game: Game, event: Event | PublicAct) -> None:
    """Record an event as a Storyteller who ignores every trigger."""
    game.record(event)  # type: ignore[arg-type]


# -- Judge --------------------------------------------------------------------------------------------


def test_judge_forces_a_losing_vote_to_pass(library: Library) -> None:
    """docs/rules/judge.md test 1: s3 nominates s5, 2 votes of 4 needed; the Judge rules pass → s5 about to die, executed at day's end."""
    game = table(library, "judge", name="J")
    nominate(game, "s3", "s5")
    vote(game, "s5", "s1", "s2")
    assert about_to_die(game) is None
    assert refusals(game, act(game, "judge_pass", "J", "s5")) == []
    assert fired_ids(accept(game, act(game, "judge_pass", "J", "s5"))) == ["judge.rules.pass"]
    assert about_to_die(game) == seat_of(game, "s5")
    assert [(t.nominee, t.ruling, t.passes) for t in tallies(game)] == [(seat_of(game, "s5"), "pass", True)]
    assert [type(e).__name__ for e in end_of_day_events(game)] == ["Executed", "PlayerDied"]
    no_ability = [r for r in game.state.seat(seat_of(game, "J")).reminders if r.token == "No Ability"]
    assert len(no_ability) == 1 and not no_ability[0].inert


def test_judge_forces_a_winning_vote_to_fail(library: Library) -> None:
    """docs/rules/judge.md test 2: s3 nominates s5 with 6 votes; the Judge rules fail → nobody is about to die."""
    game = table(library, "judge", name="J")
    nominate(game, "s3", "s5")
    vote(game, "s5", "s1", "s2", "s4", "s6", "s7", "J")
    assert about_to_die(game) == seat_of(game, "s5")
    assert fired_ids(accept(game, act(game, "judge_fail", "J", "s5"))) == ["judge.rules.fail"]
    assert about_to_die(game) is None
    assert end_of_day_events(game) == ()


def test_judge_fail_returns_the_block_to_the_earlier_leader(library: Library) -> None:
    """docs/rules/judge.md test 2 [DECISION]: a failed vote counts as one that did not pass; the earlier leader s4 is about to die again."""
    game = table(library, "judge", name="J")
    nominate(game, "s1", "s4")
    vote(game, "s4", "s1", "s2", "s3", "s5")
    nominate(game, "s3", "s5")
    vote(game, "s5", "s1", "s2", "s4", "s6", "s7")
    assert about_to_die(game) == seat_of(game, "s5")
    accept(game, act(game, "judge_fail", "J", "s5"))
    assert about_to_die(game) == seat_of(game, "s4")


def test_judge_cannot_rule_on_their_own_nomination(library: Library) -> None:
    """docs/rules/judge.md test 3: the Judge nominates s5 and rules → refused."""
    game = table(library, "judge", name="J")
    nominate(game, "J", "s5")
    vote(game, "s5", "s1")
    assert refusals(game, act(game, "judge_pass", "J", "s5")) == ["judge_own_nomination"]


def test_judge_rules_once_per_game(library: Library) -> None:
    """docs/rules/judge.md test 4: a second ruling on a later day → refused (spent); the panel no longer offers it."""
    game = table(library, "judge", name="J")
    nominate(game, "s3", "s5")
    vote(game, "s5", "s1")
    assert {"judge_pass", "judge_fail"} <= set(available_acts(game))
    accept(game, act(game, "judge_fail", "J", "s5"))
    game = to_phase(game, "day", 2)
    nominate(game, "s3", "s4")
    vote(game, "s4", "s1")
    assert refusals(game, act(game, "judge_pass", "J", "s4")) == ["judge_spent"]
    assert "judge_pass" not in available_acts(game)


def test_judge_ruling_before_the_vote_is_refused(library: Library) -> None:
    """docs/rules/judge.md test 5: a ruling before the nomination's vote → refused; not offered before a vote."""
    game = table(library, "judge", name="J")
    nominate(game, "s3", "s5")
    assert "judge_pass" not in available_acts(game)
    assert refusals(game, act(game, "judge_pass", "J", "s5")) == ["judge_no_vote"]


def test_poisoned_judge_ruling_changes_nothing_but_is_spent(library: Library) -> None:
    """docs/rules/judge.md test 6: a poisoned Judge rules pass → s5 is not about to die; NO ABILITY is placed, inert."""
    game = table(library, "judge", name="J")
    mark(game, "J", "poisoner", "Poisoned")
    nominate(game, "s3", "s5")
    vote(game, "s5", "s1", "s2")
    assert fired_ids(accept(game, act(game, "judge_pass", "J", "s5"))) == ["judge.rules.impaired"]
    assert about_to_die(game) is None
    no_ability = [r for r in game.state.seat(seat_of(game, "J")).reminders if r.token == "No Ability"]
    assert len(no_ability) == 1 and no_ability[0].inert
    assert "judge_pass" not in available_acts(game)


# -- Matron -------------------------------------------------------------------------------------------


def test_matron_swap_moves_the_seats_and_the_neighbours(library: Library) -> None:
    """docs/rules/matron.md test 1: the Matron swaps s1 and s6 → the circle reads s6, s2, …, s1, s7, M; the Empath s2 now sits by s6."""
    game = table(library, "matron", name="M")
    empath = seat_of(game, "s2")
    assert [s.name for s in game.state.nearest_each_way(empath, lambda s: s.alive)] == ["s3", "s1"]
    swap = act(game, "matron_swap", "M", "s1", "s6")
    assert refusals(game, swap) == []
    assert fired_ids(accept(game, swap)) == ["matron.swaps"]
    assert game.events[-1] == SeatsSwapped(seat=seat_of(game, "s1"), other=seat_of(game, "s6"))
    assert order(game) == ["s6", "s2", "s3", "s4", "s5", "s1", "s7", "M"]
    assert [s.name for s in game.state.nearest_each_way(empath, lambda s: s.alive)] == ["s3", "s6"]


def test_matron_swaps_three_times_a_day(library: Library) -> None:
    """docs/rules/matron.md test 2: a fourth swap the same day → refused; the next day three more are allowed."""
    game = table(library, "matron", name="M")
    for pair in (("s1", "s2"), ("s3", "s4"), ("s5", "s6")):
        accept(game, act(game, "matron_swap", "M", *pair))
    assert "matron_swap" not in available_acts(game)
    assert refusals(game, act(game, "matron_swap", "M", "s1", "s7")) == ["matron_three"]
    game = to_phase(game, "day", 2)
    assert "matron_swap" in available_acts(game)
    assert refusals(game, act(game, "matron_swap", "M", "s1", "s7")) == []


def test_matron_swap_undo_restores_the_seats(library: Library) -> None:
    """docs/rules/matron.md test 3: a swap is undone event by event; state_at shows the seats as they were."""
    game = table(library, "matron", name="M")
    before = order(game)
    start = len(game.events)
    accept(game, act(game, "matron_swap", "M", "s2", "s5"))
    assert order(game) == ["s1", "s5", "s3", "s4", "s2", "s6", "s7", "M"]
    assert [s.name for s in game.state_at(start).seats] == before
    game.undo()
    game.undo()
    assert order(game) == before


def test_matron_swap_needs_two_players(library: Library) -> None:
    """docs/rules/matron.md test 4: one player named, or the same twice → refused."""
    game = table(library, "matron", name="M")
    assert refusals(game, act(game, "matron_swap", "M", "s1")) == ["matron_two_players"]


# -- Gangster -----------------------------------------------------------------------------------------


def test_gangster_kills_a_neighbour_when_the_other_agrees(library: Library) -> None:
    """docs/rules/gangster.md test 1: G sits between s7 and s1; G names s1, s7 agrees → s1 dies; a second attempt → refused."""
    game = table(library, "gangster", name="G")
    kill_s1 = act(game, "gangster_kill", "G", "s1")
    assert refusals(game, kill_s1) == []
    fired = accept(game, kill_s1)
    assert fired_ids(fired) == ["gangster.kills"]
    assert dict(fired[0].values)["partner"] == "s7"
    assert not alive(game, "s1")
    death = [e for e in game.events if isinstance(e, PlayerDied)][-1]
    assert (death.cause.kind, death.cause.character) == ("ability", "gangster")
    assert refusals(game, act(game, "gangster_kill", "G", "s7")) == ["gangster_twice"]
    assert "gangster_kill" not in available_acts(game)


def test_gangster_kill_refused_by_the_neighbour(library: Library) -> None:
    """docs/rules/gangster.md test 2: s7 refuses (the trigger is ignored) → nobody dies; the day's chance is spent."""
    game = table(library, "gangster", name="G")
    record_plain(game, act(game, "gangster_kill", "G", "s1"))
    assert alive(game, "s1") and alive(game, "s7")
    assert refusals(game, act(game, "gangster_kill", "G", "s7")) == ["gangster_twice"]


def test_gangster_neighbours_skip_the_dead(library: Library) -> None:
    """docs/rules/gangster.md test 3: s1 dead → the nearest living neighbour that side is s2; s1 and s3 are refused."""
    game = table(library, "gangster", name="G")
    game.record(kill(seat_of(game, "s1"), "demon", "imp"))
    assert refusals(game, act(game, "gangster_kill", "G", "s2")) == []
    assert refusals(game, act(game, "gangster_kill", "G", "s1")) == ["gangster_not_neighbour"]
    assert refusals(game, act(game, "gangster_kill", "G", "s3")) == ["gangster_not_neighbour"]


def test_gangster_killing_the_imp_wins_for_good(library: Library) -> None:
    """docs/rules/gangster.md test 4: G kills the Imp s7 with s1 agreeing and no Scarlet Woman → good wins."""
    players = ("s1=washerwoman", "s2=empath", "s3=chef", "s4=soldier", "s5=poisoner", "s6=butler", "s7=imp")
    game = table(library, "gangster", *players, name="G")
    accept(game, act(game, "gangster_kill", "G", "s7"))
    assert not alive(game, "s7")
    victory = check_victory(game)
    assert victory is not None and victory.winner == "good"


def test_poisoned_gangster_kills_nobody(library: Library) -> None:
    """docs/rules/gangster.md test 5: a poisoned Gangster names s1 → nothing is proposed; s1 lives."""
    game = table(library, "gangster", name="G")
    mark(game, "G", "poisoner", "Poisoned")
    assert fired_ids(accept(game, act(game, "gangster_kill", "G", "s1"))) == ["gangster.kills.impaired"]
    assert alive(game, "s1")


# -- Beggar -------------------------------------------------------------------------------------------


def beggar_counted(game: Game) -> bool:
    return seat_of(game, "B") in tallies(game)[-1].counted


def test_beggar_without_a_token_does_not_count(library: Library) -> None:
    """docs/rules/beggar.md test 1: day 1 the Beggar raises a hand with no token → not counted."""
    game = table(library, "beggar", name="B")
    nominate(game, "s1", "s4")
    vote(game, "s4", "s1", "B")
    assert not beggar_counted(game)
    assert tallies(game)[-1].count == 1


def test_beggar_token_from_a_dead_player(library: Library) -> None:
    """docs/rules/beggar.md tests 2 and 3: dead s5 gives a token → ghost vote spent, the Beggar told evil; counted once, then not."""
    game = table(library, "beggar", name="B")
    game.record(kill(seat_of(game, "s5"), "demon", "imp"))
    give = act(game, "beggar_token", "B", "s5")
    assert refusals(game, give) == []
    assert "beggar_token" in available_acts(game)
    assert fired_ids(accept(game, give)) == ["beggar.token.evil"]
    assert GhostVoteSpent(seat=seat_of(game, "s5")) in game.events
    shown = [e for e in game.events if isinstance(e, InfoShown)][-1]
    assert (shown.seat, shown.players, shown.answer) == (seat_of(game, "B"), (seat_of(game, "s5"),), "evil")
    assert not game.state.seat(seat_of(game, "s5")).ghost_vote
    assert beggar_tokens(game, seat_of(game, "B")) == 1
    nominate(game, "s1", "s4")
    vote(game, "s4", "s1", "B")
    assert beggar_counted(game)
    assert beggar_tokens(game, seat_of(game, "B")) == 0
    nominate(game, "s2", "s3")
    vote(game, "s3", "s1", "B")
    assert not beggar_counted(game)


def test_beggar_token_only_from_the_dead(library: Library) -> None:
    """docs/rules/beggar.md test 2: a living giver → refused; a dead giver without a ghost vote → refused."""
    game = table(library, "beggar", name="B")
    assert refusals(game, act(game, "beggar_token", "B", "s2")) == ["beggar_living_giver"]
    game.record(kill(seat_of(game, "s5"), "demon", "imp"))
    game.record(GhostVoteSpent(seat=seat_of(game, "s5")))
    assert refusals(game, act(game, "beggar_token", "B", "s5")) == ["beggar_no_token"]


def test_beggar_learns_through_registration(library: Library) -> None:
    """docs/rules/beggar.md test 4: a dead Spy gives a token → legal answers evil and good (registration), truth evil."""
    players = ("s1=washerwoman", "s2=empath", "s3=chef", "s4=soldier", "s5=spy", "s6=butler", "s7=imp")
    game = table(library, "beggar", *players, name="B")
    game.record(kill(seat_of(game, "s5"), "demon", "imp"))
    info = beggar_learns(Moment.now(game), game.state.seat(seat_of(game, "s5")))
    assert (info.truth, info.legal, info.registration) == ("evil", ("evil", "good"), "spy")
    assert len(info.why("en")) == 2
    assert fired_ids(accept(game, act(game, "beggar_token", "B", "s5"))) == ["beggar.token.registration_evil"]


def test_poisoned_beggar_still_learns_the_truth(library: Library) -> None:
    """docs/rules/beggar.md test 5: a Poisoner's token on the Beggar changes nothing: the truth is still told, the token still counts."""
    game = table(library, "beggar", name="B")
    mark(game, "B", "poisoner", "Poisoned")
    game.record(kill(seat_of(game, "s1"), "demon", "imp"))
    assert fired_ids(accept(game, act(game, "beggar_token", "B", "s1"))) == ["beggar.token.good"]
    nominate(game, "s2", "s4")
    vote(game, "s4", "B")
    assert beggar_counted(game)


def test_dead_beggar_loses_tokens_and_votes_as_the_dead(library: Library) -> None:
    """docs/rules/beggar.md test 6: a Beggar holding a token dies → no token left; their ghost vote counts like anyone's."""
    game = table(library, "beggar", name="B")
    game.record(kill(seat_of(game, "s5"), "demon", "imp"))
    accept(game, act(game, "beggar_token", "B", "s5"))
    game.record(kill(seat_of(game, "B"), "exile", "beggar"))
    assert beggar_tokens(game, seat_of(game, "B")) == 0
    nominate(game, "s1", "s4")
    vote(game, "s4", "B")
    assert beggar_counted(game)


# -- Deviant ------------------------------------------------------------------------------------------


def exile_deviant(game: Game, funny: bool) -> list[str]:
    """Everyone votes to exile the Deviant D; the Storyteller answers "funny?" with `funny`."""
    voters = tuple(s.id for s in game.state.seats)
    fired: list[str] = []
    for event in exile_events(game, seat_of(game, "D"), voters):
        if funny:
            fired += fired_ids(accept(game, event))
        else:
            fired += fired_ids(triggers_for(game, event, "before"))
            game.record(event)
    return fired


def test_funny_deviant_survives_the_exile(library: Library) -> None:
    """docs/rules/deviant.md test 1: the Deviant's exile passes; the Storyteller says funny → no death."""
    game = table(library, "deviant", name="D")
    assert exile_deviant(game, funny=True) == ["deviant.funny"]
    assert alive(game, "D")
    assert any(isinstance(e, PublicAct) and e.act == "exile" for e in game.events)


def test_unfunny_deviant_dies_by_exile(library: Library) -> None:
    """docs/rules/deviant.md test 2: not funny → the Deviant dies (cause exile)."""
    game = table(library, "deviant", name="D")
    assert exile_deviant(game, funny=False) == ["deviant.funny"]
    assert not alive(game, "D")


def test_poisoned_deviant_dies_even_if_funny(library: Library) -> None:
    """docs/rules/deviant.md test 3: a poisoned Deviant, funny → dies (the trigger only tells)."""
    game = table(library, "deviant", name="D")
    mark(game, "D", "poisoner", "Poisoned")
    assert exile_deviant(game, funny=True) == ["deviant.funny.impaired"]
    assert not alive(game, "D")


# -- Bishop -------------------------------------------------------------------------------------------


def test_bishop_only_the_storyteller_nominates(library: Library) -> None:
    """docs/rules/bishop.md test 1: Bishop in play: s2 tries to nominate → refused; the Storyteller nominates s4 → recorded."""
    game = table(library, "bishop", name="Bi")
    player = Nominated(nominator=seat_of(game, "s2"), nominee=seat_of(game, "s4"))
    assert refusals(game, player) == ["bishop_storyteller_only"]
    storyteller = Nominated(nominator=STORYTELLER, nominee=seat_of(game, "s4"))
    assert refusals(game, storyteller) == []
    accept(game, storyteller)
    assert [(n.nominator, n.nominee) for n in game.state.days[-1].nominations] == [(STORYTELLER, seat_of(game, "s4"))]
    accept(game, Nominated(nominator=STORYTELLER, nominee=seat_of(game, "s5")))
    vote(game, "s5", "s1", "s2", "s3", "s4")
    assert about_to_die(game) == seat_of(game, "s5")


def test_bishop_storyteller_nominating_the_virgin(library: Library) -> None:
    """docs/rules/bishop.md test 2: the Storyteller nominates the Virgin → no Virgin trigger (the Storyteller is no Townsfolk)."""
    players = ("s1=virgin", "s2=empath", "s3=chef", "s4=soldier", "s5=poisoner", "s6=butler", "s7=imp")
    game = table(library, "bishop", *players, name="Bi")
    fired = accept(game, Nominated(nominator=STORYTELLER, nominee=seat_of(game, "s1")))
    assert [t for t in fired if t.id.startswith("virgin")] == []
    assert alive(game, "s1")


def test_bishop_dusk_says_no_opposing_player_was_nominated(library: Library) -> None:
    """docs/rules/bishop.md test 3: a good Bishop; at dusk no evil player was nominated today → the dusk checklist says so."""
    game = table(library, "bishop", name="Bi")
    accept(game, Nominated(nominator=STORYTELLER, nominee=seat_of(game, "s4")))
    change = PhaseAdvanced(to=game.state.phase.next())
    game.record(change)
    assert fired_ids(triggers_for(game, change, "after")) == ["bishop.opposing.evil"]


def test_bishop_dusk_is_quiet_when_an_evil_player_was_nominated(library: Library) -> None:
    """docs/rules/bishop.md test 3: the Storyteller nominated the Poisoner s5 → nothing to say at dusk."""
    game = table(library, "bishop", name="Bi")
    accept(game, Nominated(nominator=STORYTELLER, nominee=seat_of(game, "s5")))
    change = PhaseAdvanced(to=game.state.phase.next())
    game.record(change)
    assert fired_ids(triggers_for(game, change, "after")) == []


def test_poisoned_bishop_players_nominate_as_usual(library: Library) -> None:
    """docs/rules/bishop.md test 4: the Bishop poisoned → players nominate as usual; the Storyteller's nomination is refused."""
    game = table(library, "bishop", name="Bi")
    mark(game, "Bi", "poisoner", "Poisoned")
    assert refusals(game, Nominated(nominator=seat_of(game, "s2"), nominee=seat_of(game, "s4"))) == []
    assert refusals(game, Nominated(nominator=STORYTELLER, nominee=seat_of(game, "s4"))) == ["storyteller_nominates"]


def test_every_new_act_and_the_storyteller_nomination_read_in_the_account(library: Library) -> None:
    """docs/rules/bishop.md, judge.md, matron.md, gangster.md, beggar.md: the account and the log describe each new act in both languages."""
    from grimoire_app.systems.botc.account import game_account
    from grimoire_app.systems.botc.account.text import account_lines
    from grimoire_app.systems.botc.describe import describe

    game = table(library, "bishop", name="Bi")
    for event in seat_traveller(game, "J", seat_of(game, "Bi"), seat_of(game, "s1"), "judge", "evil"):
        game.record(event)
    accept(game, Nominated(nominator=STORYTELLER, nominee=seat_of(game, "s5")))
    vote(game, "s5", "s1")
    accept(game, act(game, "judge_pass", "J", "s5"))
    accept(game, act(game, "matron_swap", "J", "s1", "s2"), override=True)
    accept(game, act(game, "gangster_kill", "J", "s1"), override=True)
    accept(game, act(game, "beggar_token", "J", "s2"), override=True)
    for lang in ("ko", "en"):
        lines = "\n".join(account_lines(game_account(game), lang))  # type: ignore[arg-type]
        assert lines
        for index, event in enumerate(game.events):
            assert describe(event, game.state_at(index), game.script, game.library, lang)  # type: ignore[arg-type]


def test_beggar_hand_fits_the_weighted_tallies(library: Library) -> None:
    """docs/rules/beggar.md test 7 (issue 17: the vote arithmetic counts Travellers' special votes): the Beggar holding the
    Bureaucrat's 3 VOTES counts 3 only with a token; without one the hand is worth nothing, in the tally and the public count."""
    from grimoire_app.systems.botc.day import public_tally

    game = table(library, "beggar", name="B")
    mark(game, "B", "bureaucrat", "3 Votes")
    nominate(game, "s1", "s4")
    vote(game, "s4", "s1", "B")
    assert (tallies(game)[-1].count, public_tally(game, seat_of(game, "s4"))) == (1, 1)
    game.record(kill(seat_of(game, "s5"), "demon", "imp"))
    accept(game, act(game, "beggar_token", "B", "s5"))
    nominate(game, "s2", "s3")
    vote(game, "s3", "s1", "B")
    assert (tallies(game)[-1].count, public_tally(game, seat_of(game, "s3"))) == (4, 4)
    assert about_to_die(game) == seat_of(game, "s3")


def test_bishop_plan_tokens_come_off_at_dusk_and_the_judge_token_stays(library: Library) -> None:
    """docs/rules/bishop.md Reminders and judge.md Reminders: NOMINATE EVIL comes off at dusk; the Judge's NO ABILITY stays."""
    from grimoire_app.systems.botc.events import ReminderRemoved
    from grimoire_app.systems.botc.tonight.lifetimes import dusk_events

    game = table(library, "bishop", name="Bi")
    for event in seat_traveller(game, "J", seat_of(game, "Bi"), seat_of(game, "s1"), "judge", "evil"):
        game.record(event)
    mark(game, "Bi", "bishop", "Nominate Evil")
    mark(game, "J", "judge", "No Ability")
    removed = [e for e in dusk_events(game) if isinstance(e, ReminderRemoved)]
    tokens = {r.id: r.token for s in game.state.seats for r in s.reminders}
    assert [tokens[e.reminder] for e in removed] == ["Nominate Evil"]


def test_matron_dawn_reminds_that_nobody_leaves_their_seat(library: Library) -> None:
    """docs/rules/matron.md test 5: at dawn with a living Matron the Storyteller is reminded of the no-private-talk rule; a dead Matron → nothing."""
    game = table(library, "matron", name="M", number=1)
    for _ in range(2):
        game.record(PhaseAdvanced(to=game.state.phase.next()))
    change = game.events[-1]
    assert fired_ids(triggers_for(game, change, "after")) == ["matron.no_private_talk"]
    game.record(kill(seat_of(game, "M"), "exile", "matron"))
    for _ in range(2):
        game.record(PhaseAdvanced(to=game.state.phase.next()))
    assert fired_ids(triggers_for(game, game.events[-1], "after")) == []
