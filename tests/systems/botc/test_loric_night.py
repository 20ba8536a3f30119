"""The Loric at night (issue 17): the Storm Catcher's first-night step and protection, the Tor's steps.

Each test cites its rules page in docs/rules/.
"""

from __future__ import annotations

from grimoire_app.model import Library
from grimoire_app.systems.botc.commands import kill
from grimoire_app.systems.botc.events import FabledAdded, FabledRemoved
from grimoire_app.systems.botc.game import Game
from grimoire_app.systems.botc.tonight import proposed_deaths, tonight_sheet
from tests.builders import seat_of
from tests.systems.botc.tb_core_helpers import tb_game
from tests.systems.botc.tonight.tonight_helpers import advance_to, choose, codes, mark, record, step

TABLE = ("A=washerwoman", "B=empath", "C=slayer", "D=butler", "E=monk", "F=poisoner", "G=imp")


def stormcaught_game(library: Library, named: str | None = "slayer") -> Game:
    game = tb_game(library, *TABLE)
    game.record(FabledAdded(character="stormcatcher", names=named))
    if named == "slayer":
        mark(game, "C", "stormcatcher", "Stormcaught")
    return game


def note_codes(game: Game, step_id: str) -> list[str]:
    return [n.code for n in step(game, step_id).notes]


def test_stormcatcher_first_night_wakes_the_evil_players_and_points_at_the_player(library: Library) -> None:
    """docs/rules/stormcatcher.md test 6: night 1 the step wakes F and G; its note names them and points at C."""
    game = advance_to(stormcaught_game(library), "night", 1)
    found = step(game, "stormcatcher")
    assert found.status == "wakes" and found.wakes == (seat_of(game, "F"), seat_of(game, "G"))
    note = next(n for n in found.notes if n.code == "stormcatcher_point")
    assert note.seat == seat_of(game, "C")
    assert note.text("en") == "Show each evil player (F, G) the Slayer token and point at C"
    assert "처단자" in note.text("ko")


def test_stormcatcher_step_says_when_the_named_character_is_not_in_play(library: Library) -> None:
    """docs/rules/stormcatcher.md test 2: the Virgin named, not dealt → 'not in play' for the evil players."""
    game = advance_to(stormcaught_game(library, "virgin"), "night", 1)
    assert note_codes(game, "stormcatcher") == ["stormcatcher_not_in_play"]


def test_stormcatcher_step_asks_for_a_name_when_none_was_given(library: Library) -> None:
    """docs/rules/stormcatcher.md Night: added from the square (nothing named) → the step asks to name one now."""
    game = advance_to(stormcaught_game(library, None), "night", 1)
    assert note_codes(game, "stormcatcher") == ["stormcatcher_name_now"]


def test_stormcatcher_step_is_skipped_when_not_in_play(library: Library) -> None:
    """docs/rules/stormcatcher.md test 6: without the Storm Catcher in play its slot is skipped as not in play."""
    game = advance_to(tb_game(library, *TABLE), "night", 1)
    found = [s for s in tonight_sheet(game) if s.id == "stormcatcher"]
    assert found == [] or codes(found[0]) == {"not_in_play"}


def test_the_demon_cannot_kill_the_stormcaught_player(library: Library) -> None:
    """docs/rules/stormcatcher.md test 3: night 2 the Imp attacks C (STORMCAUGHT) → spared by the Storm Catcher."""
    game = advance_to(stormcaught_game(library), "night", 2)
    choose(game, "imp", "C")
    [proposal] = [p for p in proposed_deaths(game) if p.seat == seat_of(game, "C")]
    assert not proposal.dies and [r.code for r in proposal.why] == ["stormcaught"]


def test_the_protection_ends_with_the_storm_catcher(library: Library) -> None:
    """docs/rules/stormcatcher.md test 4: the Storm Catcher taken out of play → the Imp's attack on C kills."""
    game = stormcaught_game(library)
    game.record(FabledRemoved(character="stormcatcher"))
    advance_to(game, "night", 2)
    choose(game, "imp", "C")
    [proposal] = [p for p in proposed_deaths(game) if p.seat == seat_of(game, "C")]
    assert proposal.dies


def test_tor_skips_the_evil_team_information(library: Library) -> None:
    """docs/rules/tor.md test 1: night 1 with the Tor, Minion info and Demon info are skipped; without it they wake."""
    game = tb_game(library, *TABLE)
    game.record(FabledAdded(character="tor"))
    advance_to(game, "night", 1)
    assert "tor_no_evil_info" in codes(step(game, "minioninfo")) and "tor_no_evil_info" in codes(step(game, "demoninfo"))
    assert note_codes(game, "tor") == ["tor_no_evil_info"] and step(game, "tor").status == "wakes"
    plain = advance_to(tb_game(library, *TABLE), "night", 1)
    assert step(plain, "minioninfo").status == "wakes" and step(plain, "demoninfo").status == "wakes"


def test_tor_wakes_tonights_dead_with_their_character(library: Library) -> None:
    """docs/rules/tor.md test 2: night 2 the Imp killed B (the Empath) → the Tor step wakes B: the good Empath."""
    game = tb_game(library, *TABLE)
    game.record(FabledAdded(character="tor"))
    advance_to(game, "night", 2)
    assert codes(step(game, "tor")) == {"tor_nobody_died"}
    record(game, [kill(seat_of(game, "B"), "demon", "imp")])
    found = step(game, "tor")
    assert found.status == "wakes" and found.wakes == (seat_of(game, "B"),)
    [note] = [n for n in found.notes if n.code == "tor_reveal_good"]
    assert note.text("en") == "Tor: wake B, show YOU ARE and the Empath token, thumb up (good)"
    assert "초공감자" in note.text("ko") and "선" in note.text("ko")
