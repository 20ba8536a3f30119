"""The Loric by day (issue 17): Storm Catcher, Tor, Hindu, God of Ug, Ventriloquist, Big Wig, Zenomancer, Knaves.

Each test cites its rules page in docs/rules/.
"""

from __future__ import annotations

from grimoire_app.model import Library
from grimoire_app.systems.botc.commands import kill
from grimoire_app.systems.botc.day import triggers_for
from grimoire_app.systems.botc.day.votes import tallies
from grimoire_app.systems.botc.events import CharacterAssigned, FabledAdded, Phase, PhaseAdvanced, PlayerRevived
from grimoire_app.systems.botc.game import Game
from tests.builders import seat_of
from tests.systems.botc.day_helpers import accept, fired_ids, mark, nominate, vote
from tests.systems.botc.tb_core_helpers import tb_game
from tests.systems.botc.tonight.tonight_helpers import advance, advance_to

TABLE = ("A=washerwoman", "B=empath", "C=slayer", "D=butler", "E=monk", "F=poisoner", "G=imp")


def day_game(library: Library, *loric: str, day: int = 1) -> Game:
    game = tb_game(library, *TABLE)
    for character in loric:
        game.record(FabledAdded(character=character))
    return advance_to(game, "day", day)


def before(game: Game, name: str, kind: str) -> list[str]:
    return [t.id for t in triggers_for(game, kill(seat_of(game, name), kind), "before")]


def test_stormcaught_player_survives_a_day_death_but_not_an_execution(library: Library) -> None:
    """docs/rules/stormcatcher.md test 5: day 2, a Storyteller kill of C (STORMCAUGHT) is replaced; its execution is not."""
    game = tb_game(library, *TABLE)
    game.record(FabledAdded(character="stormcatcher", names="slayer"))
    mark(game, "C", "stormcatcher", "Stormcaught")
    advance_to(game, "day", 2)
    [trigger] = triggers_for(game, kill(seat_of(game, "C"), "storyteller"), "before")
    assert trigger.id == "stormcatcher.protected" and trigger.replaces and not trigger.proposed
    assert trigger.text("en").startswith("C is STORMCAUGHT (Storm Catcher)")
    assert "stormcatcher.protected" not in before(game, "C", "execution")
    accept(game, kill(seat_of(game, "C"), "storyteller"))
    assert game.state.seat(seat_of(game, "C")).alive


def test_tor_tells_a_player_who_dies_by_day(library: Library) -> None:
    """docs/rules/tor.md test 3: day 1, F (the Poisoner) executed → tor.learns: the Poisoner, evil; without the Tor, nothing."""
    game = day_game(library, "tor")
    [trigger] = [t for t in accept(game, kill(seat_of(game, "F"), "execution")) if t.id == "tor.learns"]
    assert trigger.text("en") == "Tor: tell F privately: the Poisoner (독살범), evil"
    assert trigger.text("ko") == "관문: F에게 조용히 알려 주세요: 독살범(Poisoner), 악"
    plain = day_game(library)
    assert "tor.learns" not in fired_ids(accept(plain, kill(seat_of(plain, "F"), "execution")))


def test_hindu_brings_back_the_first_deaths(library: Library) -> None:
    """docs/rules/hindu.md test 1: day 1 with the Hindu, F executed (the game's first death) → revived, '1 of the first 4'."""
    game = day_game(library, "hindu")
    fired = accept(game, kill(seat_of(game, "F"), "execution"))
    [trigger] = [t for t in fired if t.id == "hindu.reborn"]
    f = seat_of(game, "F")
    assert trigger.proposed == (PlayerRevived(seat=f), CharacterAssigned(seat=f, character="apprentice", alignment="evil"))
    assert trigger.text("en").startswith("Hindu: F is death 1 of the game") and "come back as an evil Apprentice" in trigger.text("en")
    assert "악한 수습생(Apprentice)으로 되살아납니다" in trigger.text("ko")
    seat = game.state.seat(f)
    assert seat.alive and seat.character == "apprentice" and seat.alignment == "evil", "reborn as a Traveller of their alignment"


def test_hindu_stops_after_the_fourth_death(library: Library) -> None:
    """docs/rules/hindu.md test 2: the fifth death of the game → no trigger."""
    game = day_game(library, "hindu")
    for name in ("A", "B", "D", "E"):
        game.record(kill(seat_of(game, name), "storyteller"))
    assert len(game.state.deaths) == 4
    game.record(kill(seat_of(game, "F"), "execution"))
    assert [t.id for t in triggers_for(game, game.events[-1], "after")] == []  # type: ignore[arg-type]


def test_no_hindu_no_rebirth(library: Library) -> None:
    """docs/rules/hindu.md test 3: without the Hindu, the first death raises nothing."""
    game = day_game(library)
    assert "hindu.reborn" not in fired_ids(accept(game, kill(seat_of(game, "F"), "execution")))


def _count(game: Game) -> int:
    nominate(game, "A", "E")
    vote(game, "E", "A", "B", "C")
    return tallies(game)[-1].count


def test_the_ug_hat_counts_twice(library: Library) -> None:
    """docs/rules/godofug.md test 1: the God of Ug in play, HAT by B; A, B, C raise → 4."""
    game = day_game(library, "godofug")
    mark(game, "B", "godofug", "Hat")
    assert _count(game) == 4


def test_the_hat_counts_nothing_without_the_god_of_ug(library: Library) -> None:
    """docs/rules/godofug.md test 2: the HAT without the God of Ug in play → 3."""
    game = day_game(library)
    mark(game, "B", "godofug", "Hat")
    assert _count(game) == 3


def test_the_hat_multiplies_the_bureaucrats_votes(library: Library) -> None:
    """docs/rules/godofug.md test 3: HAT and 3 VOTES by B → B's hand is worth 6 (A and C 1 each: 8)."""
    game = day_game(library, "godofug")
    mark(game, "B", "godofug", "Hat")
    mark(game, "B", "bureaucrat", "3 Votes")
    assert _count(game) == 8


def test_a_mad_nominee_may_survive_execution(library: Library) -> None:
    """docs/rules/ventriloquist.md test 1: MAD by D, D executed → ventriloquist.survives replaces the death."""
    game = day_game(library, "ventriloquist")
    mark(game, "D", "ventriloquist", "Mad")
    [trigger] = triggers_for(game, kill(seat_of(game, "D"), "execution"), "before")
    assert trigger.id == "ventriloquist.survives" and trigger.replaces
    assert "복화술사" in trigger.text("ko")


def test_no_mad_or_no_ventriloquist_no_survival(library: Library) -> None:
    """docs/rules/ventriloquist.md test 2: without MAD, or without the Ventriloquist in play → no trigger."""
    game = day_game(library, "ventriloquist")
    assert before(game, "D", "execution") == []
    plain = day_game(library)
    mark(plain, "D", "ventriloquist", "Mad")
    assert before(plain, "D", "execution") == []


def test_mad_comes_off_at_dusk(library: Library) -> None:
    """docs/rules/ventriloquist.md test 3: MAD placed on day 1 is gone at night 2."""
    game = day_game(library, "ventriloquist")
    mark(game, "D", "ventriloquist", "Mad")
    advance(game)
    assert game.state.phase == Phase(kind="night", number=2)
    assert not game.state.seat(seat_of(game, "D")).reminders


def test_big_wig_prompts_at_each_nomination(library: Library) -> None:
    """docs/rules/bigwig.md tests 1-2: A nominates E → bigwig.speaker naming E; without the Big Wig, nothing."""
    game = day_game(library, "bigwig")
    [trigger] = [t for t in nominate(game, "A", "E") if t.id == "bigwig.speaker"]
    assert trigger.text("en").startswith("Big Wig: E picks a speaker")
    plain = day_game(library)
    assert "bigwig.speaker" not in fired_ids(nominate(plain, "A", "E"))


def test_zenomancer_lists_the_players_with_a_goal(library: Library) -> None:
    """docs/rules/zenomancer.md tests 1-2: GOAL by B and F → at dawn zenomancer.goals names B, F; no GOAL → nothing."""
    game = tb_game(library, *TABLE)
    game.record(FabledAdded(character="zenomancer"))
    advance_to(game, "night", 1)
    fired = accept(game, PhaseAdvanced(to=Phase(kind="day", number=1)))
    assert "zenomancer.goals" not in fired_ids(fired)
    mark(game, "B", "zenomancer", "Goal")
    mark(game, "F", "zenomancer", "Goal")
    [trigger] = [t for t in accept(game, PhaseAdvanced(to=Phase(kind="night", number=2))) if t.id == "zenomancer.goals"]
    assert "(B, F)" in trigger.text("en") and "제노맨서" in trigger.text("ko")


def test_knaves_may_switch_at_dusk(library: Library) -> None:
    """docs/rules/knaves.md tests 1-2: dusk of day 1 → knaves.switch; without the Knaves, nothing."""
    game = day_game(library, "knaves")
    assert "knaves.switch" in fired_ids(accept(game, PhaseAdvanced(to=Phase(kind="night", number=2))))
    plain = day_game(library)
    assert "knaves.switch" not in fired_ids(accept(plain, PhaseAdvanced(to=Phase(kind="night", number=2))))


def test_hindu_brings_back_the_nights_first_deaths_at_dawn(library: Library) -> None:
    """docs/rules/hindu.md test 4: night 2 the Imp's kill of B (the first death) → at dawn, B proposed back; a quiet night → nothing."""
    game = tb_game(library, *TABLE)
    game.record(FabledAdded(character="hindu"))
    advance_to(game, "night", 2)
    game.record(kill(seat_of(game, "B"), "demon", "imp"))
    [trigger] = [t for t in accept(game, PhaseAdvanced(to=Phase(kind="day", number=2))) if t.id == "hindu.reborn_at_dawn"]
    b = seat_of(game, "B")
    assert trigger.proposed == (PlayerRevived(seat=b), CharacterAssigned(seat=b, character="apprentice", alignment="good"))
    assert "B, who died" in trigger.text("en") and "come back as Apprentice (수습생) in that order" in trigger.text("en")
    assert game.state.seat(b).alive and game.state.seat(b).character == "apprentice"
    advance_to(game, "night", 3)
    assert "hindu.reborn_at_dawn" not in fired_ids(accept(game, PhaseAdvanced(to=Phase(kind="day", number=3))))
