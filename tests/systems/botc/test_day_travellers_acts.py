"""The Travellers' day abilities (issue 17): the Gunslinger's shot, the Butcher's second nomination, the Scapegoat.

Each test cites its rules page in docs/rules/.
"""

from __future__ import annotations

from grimoire_app.model import Library
from grimoire_app.systems.botc.commands import kill
from grimoire_app.systems.botc.day import PublicAct, available_acts, check_victory, end_of_day_events, exile_events, triggers_for
from grimoire_app.systems.botc.events import Executed, Nominated, PlayerDied
from grimoire_app.systems.botc.game import Game
from grimoire_app.systems.botc.travellers import seat_traveller
from tests.builders import seat_of, to_phase
from tests.systems.botc.day_helpers import accept, fired_ids, mark, nominate, vote
from tests.systems.botc.tb_core_helpers import tb_game

TABLE = ("s1=washerwoman", "s2=empath", "s3=chef", "s4=soldier", "s5=poisoner", "s6=scarletwoman", "s7=imp")


def table(library: Library, *players: str, number: int = 1) -> Game:
    """A Trouble Brewing table with the Gunslinger G seated between s7 and s1 (still in setup), taken to day `number`."""
    game = tb_game(library, *(players or TABLE))
    names = [s.name for s in game.state.seats]
    for event in seat_traveller(game, "G", seat_of(game, names[-1]), seat_of(game, names[0]), "gunslinger", "good"):
        game.record(event)
    return to_phase(game, "day", number)


def shot(game: Game, target: str, gunslinger: str = "G") -> PublicAct:
    return PublicAct(act="gunslinger_shot", seat=seat_of(game, gunslinger), players=(seat_of(game, target),))


def shoot(game: Game, target: str, override: bool = False) -> list[str]:
    return fired_ids(accept(game, shot(game, target), override=override))


def refused(game: Game, target: str) -> list[str]:
    return [r.key for r in game.check(shot(game, target))]  # type: ignore[attr-defined]


def alive(game: Game, name: str) -> bool:
    return game.state.seat(seat_of(game, name)).alive


def first_vote(game: Game) -> None:
    """Day's first vote: s1 nominates s4; s1, s2 and s6 raise their hands (3 of 8: not enough)."""
    nominate(game, "s1", "s4")
    vote(game, "s4", "s1", "s2", "s6")


def test_gunslinger_shoots_a_voter_of_the_first_vote(library: Library) -> None:
    """docs/rules/gunslinger.md test 1: first vote on s4 with hands s1, s2, s6 → the Gunslinger shoots s2 → s2 dies (ability)."""
    game = table(library)
    first_vote(game)
    assert refused(game, "s2") == []
    assert shoot(game, "s2") == ["gunslinger.shoots.hit"]
    assert not alive(game, "s2")
    death = [e for e in game.events if isinstance(e, PlayerDied)][-1]
    assert (death.seat, death.cause.kind, death.cause.character) == (seat_of(game, "s2"), "ability", "gunslinger")


def test_gunslinger_cannot_shoot_a_player_who_did_not_vote(library: Library) -> None:
    """docs/rules/gunslinger.md test 2: shooting s3, who did not vote → refused; the Storyteller may override."""
    game = table(library)
    first_vote(game)
    assert refused(game, "s3") == ["gunslinger_not_voter"]
    assert shoot(game, "s3", override=True) == ["gunslinger.shoots.hit"]
    assert not alive(game, "s3")


def test_gunslinger_shoots_once_a_day(library: Library) -> None:
    """docs/rules/gunslinger.md test 3: a second shot the same day → refused; the next day after the first vote → allowed."""
    game = table(library)
    first_vote(game)
    shoot(game, "s2")
    assert "gunslinger_shot" not in available_acts(game)
    assert refused(game, "s1") == ["gunslinger_twice"]
    game = to_phase(game, "day", 2)
    assert "gunslinger_shot" not in available_acts(game)
    first_vote(game)
    assert "gunslinger_shot" in available_acts(game)
    assert refused(game, "s1") == []


def test_gunslinger_window_closes_at_the_next_nomination(library: Library) -> None:
    """docs/rules/gunslinger.md test 4: after the second vote of the day, without a shot after the first → refused."""
    game = table(library)
    assert refused(game, "s2") == ["gunslinger_window"]
    nominate(game, "s1", "s4")
    assert "gunslinger_shot" not in available_acts(game)
    vote(game, "s4", "s1", "s2", "s6")
    assert "gunslinger_shot" in available_acts(game)
    nominate(game, "s2", "s5")
    assert "gunslinger_shot" not in available_acts(game)
    vote(game, "s5", "s1", "s3")
    assert refused(game, "s3") == ["gunslinger_window"]


def test_poisoned_gunslinger_kills_nobody(library: Library) -> None:
    """docs/rules/gunslinger.md test 5: a poisoned Gunslinger shoots s2 → nobody dies."""
    game = table(library)
    mark(game, "G", "poisoner", "Poisoned")
    first_vote(game)
    assert shoot(game, "s2") == ["gunslinger.shoots.impaired"]
    assert alive(game, "s2")


def test_dead_gunslinger_cannot_shoot(library: Library) -> None:
    """docs/rules/gunslinger.md Day: a dead or exiled Gunslinger cannot shoot."""
    game = table(library)
    first_vote(game)
    for event in exile_events(game, seat_of(game, "G"), tuple(s.id for s in game.state.seats)):
        accept(game, event)
    assert not alive(game, "G")
    assert shoot(game, "s2") == ["gunslinger.shoots.dead"]
    assert alive(game, "s2")


def test_gunslinger_shoots_the_imp_and_the_scarlet_woman_takes_over(library: Library) -> None:
    """docs/rules/gunslinger.md test 6: shooting the Imp with the Scarlet Woman alive and 6 alive → she becomes the Imp."""
    game = table(library, "s1=washerwoman", "s2=empath", "s4=soldier", "s6=scarletwoman", "s7=imp")
    nominate(game, "s1", "s4")
    vote(game, "s4", "s1", "s7")
    assert len([s for s in game.state.seats if s.alive]) == 6
    assert shoot(game, "s7") == ["gunslinger.shoots.hit", "scarletwoman.demon_dies"]
    assert not alive(game, "s7")
    assert game.state.seat(seat_of(game, "s6")).character == "imp"


def butcher_table(library: Library) -> Game:
    """The TB table with the Butcher B seated (good) instead of the Gunslinger, on day 1."""
    game = tb_game(library, *TABLE)
    for event in seat_traveller(game, "B", seat_of(game, "s7"), seat_of(game, "s1"), "butcher", "good"):
        game.record(event)
    return to_phase(game, "day", 1)


def execute_today(game: Game) -> None:
    for event in end_of_day_events(game):
        accept(game, event)


def butcher_nominates(game: Game, nominee: str) -> list[str]:
    return [r.key for r in game.check(Nominated(nominator=seat_of(game, "B"), nominee=seat_of(game, nominee)))]  # type: ignore[attr-defined]


def test_butcher_nominates_again_after_the_execution(library: Library) -> None:
    """docs/rules/butcher.md test 1: s4 executed; the Butcher (who nominated s4) nominates s6 → allowed; 5 votes → s6 executed as well."""
    game = butcher_table(library)
    nominate(game, "B", "s4")
    vote(game, "s4", "s1", "s2", "s3", "s5", "B")
    execute_today(game)
    assert not alive(game, "s4")
    assert butcher_nominates(game, "s6") == []
    nominate(game, "B", "s6")
    vote(game, "s6", "s1", "s2", "s3", "s5", "B")
    assert end_of_day_events(game)[0] == Executed(seat=seat_of(game, "s6"))
    execute_today(game)
    assert not alive(game, "s6")
    assert end_of_day_events(game) == ()
    assert butcher_nominates(game, "s1") == ["nominated_twice", "after_execution"]


def test_butcher_cannot_nominate_twice_before_an_execution(library: Library) -> None:
    """docs/rules/butcher.md test 2: before any execution, a second nomination by the Butcher → refused."""
    game = butcher_table(library)
    nominate(game, "B", "s4")
    vote(game, "s4", "s1")
    assert butcher_nominates(game, "s6") == ["nominated_twice"]


def test_poisoned_butcher_cannot_nominate_again(library: Library) -> None:
    """docs/rules/butcher.md test 3: a poisoned Butcher → refused after the execution."""
    game = butcher_table(library)
    mark(game, "B", "poisoner", "Poisoned")
    nominate(game, "B", "s4")
    vote(game, "s4", "s1", "s2", "s3", "s5", "B")
    execute_today(game)
    assert butcher_nominates(game, "s6") == ["nominated_twice", "after_execution"]


def test_a_second_execution_without_the_butcher_is_still_refused(library: Library) -> None:
    """docs/rules/butcher.md Day: only the Butcher's extra nomination may lead to a second execution."""
    game = butcher_table(library)
    nominate(game, "s1", "s4")
    vote(game, "s4", "s1", "s2", "s3", "s5", "B")
    execute_today(game)
    assert [r.key for r in game.check(Executed(seat=seat_of(game, "s6")))] == ["one_execution"]  # type: ignore[attr-defined]
    assert end_of_day_events(game) == ()


def scapegoat_table(library: Library, *players: str, alignment: str = "good") -> Game:
    """A TB table with the Scapegoat X seated, on day 1; s4 nominated by s1 with 5 hands (about to die)."""
    game = tb_game(library, *(players or TABLE))
    names = [s.name for s in game.state.seats]
    for event in seat_traveller(game, "X", seat_of(game, names[-1]), seat_of(game, names[0]), "scapegoat", alignment):
        game.record(event)
    return to_phase(game, "day", 1)


def execute(game: Game, nominee: str, yes: bool = True) -> list[str]:
    """s1 nominates a player, five hands go up, nominations close; the Storyteller answers the Scapegoat's question."""
    nominate(game, "s1", nominee)
    vote(game, nominee, "s1", "s3", "s4", "s5", "s6")
    fired: list[str] = []
    for event in end_of_day_events(game):
        asked = triggers_for(game, event, "before")
        if not yes and any(t.id == "scapegoat.instead" for t in asked):
            game.record(event)
            fired += ["declined"]
            fired += fired_ids([t for t in triggers_for(game, event, "after")])
            continue
        fired += fired_ids(accept(game, event))
    return fired


def test_scapegoat_is_executed_instead(library: Library) -> None:
    """docs/rules/scapegoat.md test 1: good Scapegoat; the good Empath s2 is executed → asked; yes → the Scapegoat dies, s2 lives."""
    game = scapegoat_table(library)
    fired = execute(game, "s2")
    assert fired[0] == "scapegoat.instead" and "scapegoat.spares" in fired
    assert not alive(game, "X") and alive(game, "s2")
    today = game.state.today()
    assert today is not None and today.execution == seat_of(game, "X")
    assert [e.seat for e in game.events if isinstance(e, Executed)] == [seat_of(game, "X")]


def test_scapegoat_declined_leaves_the_execution(library: Library) -> None:
    """docs/rules/scapegoat.md test 2: no → s2 is executed as recorded."""
    game = scapegoat_table(library)
    assert execute(game, "s2", yes=False)[0] == "declined"
    assert not alive(game, "s2") and alive(game, "X")


def test_scapegoat_not_asked_for_the_other_alignment(library: Library) -> None:
    """docs/rules/scapegoat.md test 3: the evil Imp executed with a good Scapegoat → not asked."""
    game = scapegoat_table(library)
    assert "scapegoat.instead" not in execute(game, "s7")
    assert not alive(game, "s7") and alive(game, "X")


def test_impaired_or_dead_scapegoat_not_asked(library: Library) -> None:
    """docs/rules/scapegoat.md test 4: a poisoned or dead Scapegoat → not asked."""
    game = scapegoat_table(library)
    mark(game, "X", "poisoner", "Poisoned")
    assert "scapegoat.instead" not in execute(game, "s2")
    game = scapegoat_table(library)
    game.record(kill(seat_of(game, "X")))
    assert "scapegoat.instead" not in execute(game, "s2")


def test_scapegoat_saves_the_saint(library: Library) -> None:
    """docs/rules/scapegoat.md test 5: the good Saint executed, the Storyteller takes the Scapegoat → evil does not win by the Saint."""
    game = scapegoat_table(library, "s1=washerwoman", "s2=saint", "s3=chef", "s4=soldier", "s5=poisoner", "s6=scarletwoman", "s7=imp")
    execute(game, "s2")
    assert alive(game, "s2") and not alive(game, "X")
    victory = check_victory(game)
    assert victory is None or victory.rule != "saint.executed"


def test_recluse_may_register_as_evil_for_an_evil_scapegoat(library: Library) -> None:
    """docs/rules/scapegoat.md Day: registration applies to the executed player — a Recluse may count as evil."""
    game = scapegoat_table(library, "s1=washerwoman", "s2=recluse", "s3=chef", "s4=soldier", "s5=poisoner", "s6=scarletwoman", "s7=imp", alignment="evil")
    assert execute(game, "s2")[0] == "scapegoat.instead.registration"
    assert alive(game, "s2") and not alive(game, "X")


def test_scapegoat_taken_asks_nothing_more_about_the_nominees_death(library: Library) -> None:
    """docs/rules/scapegoat.md: once the Storyteller executes the Scapegoat instead, the nominee does not die, so the
    nominee's own before-death question (the Fool's first death) is not asked at dusk; declined, it is."""
    from grimoire_app.systems.botc.day.flow import NO, YES, Answer, FlowContext, Prompt, TriggerPrompt, drive, dusk_flow

    class Session:
        def __init__(self, game: Game) -> None:
            self.game: Game | None = game

        def record(self, event, override=False):  # type: ignore[no-untyped-def]
            return game.record(event, override=override)

    def dusk(game: Game, take_scapegoat: bool) -> list[str]:
        nominate(game, "s1", "s2")
        vote(game, "s2", "s1", "s3", "s4", "s5", "s6")
        asked: list[str] = []

        def reply(prompt: Prompt) -> Answer:
            if isinstance(prompt, TriggerPrompt):
                asked.append(prompt.trigger.id)
                return YES if take_scapegoat or not prompt.trigger.id.startswith("scapegoat") else NO
            return YES

        drive(dusk_flow(FlowContext(Session(game), "en")), reply)  # type: ignore[arg-type]
        return asked

    players = ("s1=washerwoman", "s2=fool", "s3=chef", "s4=soldier", "s5=poisoner", "s6=scarletwoman", "s7=imp")
    game = scapegoat_table(library, *players)
    assert dusk(game, take_scapegoat=True) == ["scapegoat.instead", "scapegoat.spares"]
    assert alive(game, "s2") and not alive(game, "X")
    assert not any(r.character == "fool" for r in game.state.seat(seat_of(game, "s2")).reminders), "the Fool did not use its ability"
    game = scapegoat_table(library, *players)
    asked = dusk(game, take_scapegoat=False)
    assert asked[0] == "scapegoat.instead" and "fool.first_death" in asked, asked
