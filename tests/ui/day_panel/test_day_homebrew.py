"""The day panel notes a homebrew character's day and vote features (issue 18; docs/rules/homebrew-specials.md test 6)."""

from __future__ import annotations

from pathlib import Path

from grimoire_app.model import Library, load_script
from grimoire_app.systems.botc.commands import add_seat, assign_character
from grimoire_app.systems.botc.events import GameEnded, Nominated, PhaseAdvanced
from grimoire_app.systems.botc.game import Game
from grimoire_app.ui.day_panel.modes import Nominating, Voting
from grimoire_app.ui.day_panel.view import panel_view
from tests.builders import seat_of

WILD = Path(__file__).parents[2] / "data" / "wild"
VOTE_NOTE = "Tidewatcher (homebrew): a vote counts several times (value: 2) — the app does not do this itself; run it by hand."


def day_one(library: Library, *characters: str) -> Game:
    game = Game(load_script(WILD / "homebrew-specials.json", library), library)
    for index, character in enumerate(characters):
        seat = game.record(add_seat(game.state, f"P{index}")).seat  # type: ignore[union-attr]
        game.record(assign_character(game.state, seat, game.character(character)))
    while (game.state.phase.kind, game.state.phase.number) != ("day", 1):
        game.record(PhaseAdvanced(to=game.state.phase.next()))
    return game


def test_the_vote_multiplier_is_noted_while_a_vote_is_taken(library: Library) -> None:
    """docs/rules/homebrew-specials.md test 6: the Tidewatcher's multiplier shows during a vote, not while nominating."""
    game = day_one(library, "tidewatcher", "empath", "chef", "washerwoman", "poisoner", "imp")
    assert panel_view(game, Nominating(), None, "en").notes == ""
    game.record(Nominated(nominator=seat_of(game, "P1"), nominee=seat_of(game, "P5")))
    assert panel_view(game, Voting(seat_of(game, "P5")), None, "en").notes == VOTE_NOTE
    assert panel_view(game, Voting(seat_of(game, "P5")), None, "ko").notes.startswith("Tidewatcher (자작 캐릭터): 투표 한 표가 여러 표로 셉니다 (값: 2)")


def test_no_note_without_the_character_in_play(library: Library) -> None:
    """docs/rules/homebrew-specials.md: a character on the script but not in play brings no note."""
    game = day_one(library, "librarian", "empath", "chef", "washerwoman", "poisoner", "imp")
    game.record(Nominated(nominator=seat_of(game, "P1"), nominee=seat_of(game, "P5")))
    assert panel_view(game, Voting(seat_of(game, "P5")), None, "en").notes == ""


def test_a_reveal_feature_is_noted_when_the_game_ends(library: Library) -> None:
    """docs/rules/homebrew-specials.md: the Impostor's `reveal` feature (hidden) shows once the game has ended, not before."""
    game = day_one(library, "impostor", "empath", "chef", "washerwoman", "poisoner", "imp")
    hidden = "Impostor (homebrew): the character stays hidden — the app does not do this itself; run it by hand."
    assert hidden not in panel_view(game, Nominating(), None, "en").notes
    game.record(GameEnded(winner="good", reason="test"))
    assert panel_view(game, Nominating(), None, "en").notes == hidden
