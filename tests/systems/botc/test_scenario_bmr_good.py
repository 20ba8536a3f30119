"""A three-night Bad Moon Rising game through the model, exercising the good characters (docs/rules/<id>.md).

Fifteen players on the Bad Moon Rising script, in table order: A Sailor, B Chambermaid, C Innkeeper,
D Exorcist, E Gossip, F Courtier, G Professor, H Minstrel, I Tea Lady, J Pacifist, K Assassin,
L Mastermind (seated only: no action), M Po, N Fool, O Goon. Minion and Demon info are not recorded.
"""

from __future__ import annotations

from grimoire_app.model import Library
from grimoire_app.systems.botc.events import PublicAct
from grimoire_app.systems.botc.game import Game
from grimoire_app.systems.botc.info import suggestions
from grimoire_app.systems.botc.info.reliability import reliability
from grimoire_app.systems.botc.tonight import choice_events, proposed_deaths
from grimoire_app.systems.botc.tonight.picks_bmr_good import innkeeper_events
from tests.builders import seat_of
from tests.systems.botc.bmr_good_helpers import bmr_table
from tests.systems.botc.day_helpers import close_day, fired_ids, nominate, vote
from tests.systems.botc.tonight.tonight_helpers import advance, choose, codes, record, step, tokens

PLAYERS = (
    "A=sailor", "B=chambermaid", "C=innkeeper", "D=exorcist", "E=gossip", "F=courtier", "G=professor", "H=minstrel",
    "I=tealady", "J=pacifist", "K=assassin", "L=mastermind", "M=po", "N=fool", "O=goon",
)
EVIL = ("K", "L", "M")


def drunk(game: Game, name: str) -> bool:
    return reliability(game, seat_of(game, name)).drunk


def alive(game: Game, name: str) -> bool:
    return game.state.seat(seat_of(game, name)).alive


def chambermaid(game: Game, *names: str) -> int:
    """Record the Chambermaid's choice and answer with the suggested (true) number; return it."""
    choose(game, "chambermaid", *names)
    found = next(s for s in suggestions(game) if s.step == "chambermaid")
    assert found.mode == "truth" and found.suggested is not None
    game.record(found.to_event(found.suggested))
    return int(found.suggested)  # type: ignore[arg-type]


def accept_deaths(game: Game) -> dict[str, tuple[bool, set[str]]]:
    """Record every proposed death the Storyteller agrees with; return the proposals by victim name."""
    seen = {}
    for proposal in proposed_deaths(game):
        if proposal.seat:
            seen[game.state.seat(proposal.seat).name] = (proposal.dies, {r.code for r in proposal.why})
        if proposal.dies:
            record(game, proposal.events)
    return seen


def execute(game: Game, nominee: str, nominator: str = "A") -> list[str]:
    """Nominate, let everyone alive but the nominee vote, and close the day; return the triggers' ids."""
    nominate(game, nominator, nominee)
    seats = [s.name for s in game.state.seats]
    start = seats.index(nominee) + 1
    order = seats[start:] + seats[:start]
    vote(game, nominee, *[n for n in order if alive(game, n) and n != nominee])
    return fired_ids(close_day(game))


def test_three_nights_of_bad_moon_rising(library: Library) -> None:
    """docs/rules sailor/chambermaid/innkeeper/exorcist/gossip/courtier/professor/minstrel/tealady/pacifist: one game."""
    game = bmr_table(library, *PLAYERS)
    for name in EVIL:
        assert game.state.seat(seat_of(game, name)).alignment == "evil"
    advance(game)

    # Night 1: the Sailor makes the Assassin drunk; the Courtier waits; the Chambermaid sees both wake.
    assert [s.id for s in _woken(game)] == ["sailor", "courtier", "chambermaid"]
    choose(game, "sailor", "K")
    choose(game, "courtier")
    assert chambermaid(game, "A", "F") == 2
    advance(game)

    # Day 1: the Gossip's (true) statement; the Goon executed, the Pacifist spares them.
    game.record(PublicAct(act="gossip_statement", seat=seat_of(game, "E"), text="M is the Demon"))
    assert execute(game, "O") == ["pacifist.spares"] and alive(game, "O")
    assert drunk(game, "K")
    advance(game)
    assert not drunk(game, "K") and tokens(game, "K") == set()

    # Night 2: Sailor -> N; Courtier -> Assassin; Innkeeper guards itself and B; Exorcist -> the Po.
    choose(game, "sailor", "N")
    choose(game, "courtier", characters=("assassin",))
    record(game, innkeeper_events(game, (seat_of(game, "C"), seat_of(game, "B")), drunk=seat_of(game, "C")))
    choose(game, "exorcist", "M")
    po = step(game, "po")
    assert po.status == "skipped" and "exorcised" in codes(po)
    assert [c.to for c in step(game, "exorcist").cards] == [(seat_of(game, "M"),)]
    choose(game, "assassin", "I")
    gossip = step(game, "gossip")
    assert gossip.status == "wakes" and "M is the Demon" in next(n.en for n in gossip.notes if n.code == "gossip_judge")
    choose(game, "gossip", "N")
    assert chambermaid(game, "D", "M") == 1
    assert accept_deaths(game) == {"I": (False, {"killer_impaired", "drunk"}), "N": (True, {"killed"})}
    advance(game)
    assert not alive(game, "N") and alive(game, "I")
    assert tokens(game, "K") == {("courtier", "Drunk 3"), ("assassin", "No Ability")} and tokens(game, "C") == {("innkeeper", "Drunk")}

    # Day 2: no execution. Dusk ages the Courtier's DRUNK and clears the Sailor's and the Innkeeper's.
    close_day(game)
    advance(game)
    assert tokens(game, "K") == {("courtier", "Drunk 2"), ("assassin", "No Ability")}
    assert tokens(game, "C") == set() and tokens(game, "N") == set()

    # Night 3: the Courtier is spent; the Exorcist may not repeat; the Po's kill meets the Tea Lady; the Professor revives.
    assert "ability_used" in codes(step(game, "courtier"))
    assert "gossip_silent" in codes(step(game, "gossip"))
    again = choice_events(game, "exorcist", [seat_of(game, "M")])[0]
    assert [r.code for r in game.check(again)] == ["exorcist_again"]  # type: ignore[attr-defined]
    choose(game, "sailor", "L")
    choose(game, "innkeeper", "J", "E")
    choose(game, "exorcist", "L")
    assert step(game, "po").status == "wakes"
    choose(game, "po", "H")
    choose(game, "professor", "N")
    assert alive(game, "N") and ("professor", "Alive") in tokens(game, "N")
    assert chambermaid(game, "G", "M") == 2
    assert accept_deaths(game) == {"H": (False, {"tealady_protects"})}
    advance(game)
    assert alive(game, "H") and tokens(game, "N") == set()

    # Day 3: the Assassin (a Minion) executed: the Minstrel makes everyone else drunk until dusk tomorrow.
    assert execute(game, "K") == ["minstrel.minion_executed"]
    assert not alive(game, "K") and drunk(game, "A") and drunk(game, "M") and not drunk(game, "H")
    assert ("minstrel", "Everyone Is Drunk") in tokens(game, "H")


def _woken(game: Game):  # type: ignore[no-untyped-def]
    """Tonight's character steps that wake someone, in order."""
    from grimoire_app.systems.botc.tonight import tonight_sheet

    return [s for s in tonight_sheet(game) if s.character and s.status == "wakes" and s.wakes]
