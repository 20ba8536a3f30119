"""What the game summary tells (issue "Review mode and printable exports", part 2), read from the log.

Players with their characters at the start and the end, the account night by night and day by day,
the info shown to each player, the grimoire at each dawn, and the winner and why.
"""

from __future__ import annotations

from pathlib import Path

from grimoire_app.model import Library
from grimoire_app.systems.botc.game import Game
from grimoire_app.systems.botc.files import open_game
from grimoire_app.ui.export.summary import summarize


def test_players_show_the_character_at_the_start_and_at_the_end(story: Game) -> None:
    """Seed 000 Fang Gu: the Klutz the Fang Gu picks becomes an evil Fang Gu; the Fang Gu dies."""
    summary = summarize(story, "en")
    rows = {row.name: row for row in summary.players}
    assert [row.name for row in summary.players] == ["민수", "지현", "서준", "하은", "도윤", "서연", "예준"]
    jumped = rows["하은"]
    assert jumped.start is not None and jumped.end is not None
    assert (jumped.start.character, jumped.start.alignment) == ("klutz", "good")
    assert (jumped.end.character, jumped.end.alignment) == ("fanggu", "evil")
    assert jumped.changed and not rows["서준"].changed
    assert jumped.death is not None and jumped.death.cause.kind == "execution"
    assert rows["민수"].death is not None and rows["민수"].death.phase.number == 2
    assert rows["서준"].death is None


def test_the_drunk_keeps_what_they_believe(story: Game) -> None:
    """Spec 1.x / seed 000 Drunk: the player believes a Townsfolk; the summary says so."""
    start = summarize(story, "en").players[1].start
    assert start is not None and (start.character, start.believed) == ("drunk", "fortuneteller")


def test_the_account_is_grouped_by_night_and_day_from_the_first_night(story: Game) -> None:
    summary = summarize(story, "en")
    assert [(s.phase.kind, s.phase.number) for s in summary.sections] == [("night", 1), ("day", 1), ("night", 2), ("day", 2)]
    night2 = summary.sections[2].lines
    assert any("died" in line and "민수" in line for line in night2)
    assert any("하은" in line and "Fang Gu" in line for line in night2)
    day2 = summary.sections[3].lines
    assert any("nominated" in line for line in day2) and any("executed" in line for line in day2)
    assert summary.sections[1].lines == ()


def test_each_night_keeps_the_grimoire_at_dawn(story: Game) -> None:
    """The dawn picture shows deaths of that night: after night 2 the Fang Gu is dead and the Klutz is the Fang Gu."""
    night2 = summarize(story, "en").sections[2]
    closing = {seat.name: seat for seat in night2.closing.seats}
    assert night2.closing.phase.kind == "night"
    assert not closing["민수"].alive and closing["하은"].character == "fanggu" and closing["하은"].alive


def test_info_is_grouped_by_the_player_it_was_shown_to(story: Game) -> None:
    info = {player.name: player.records for player in summarize(story, "en").info}
    assert list(info) == ["하은", "도윤", "예준"]
    assert [r.phase.number for r in info["도윤"]] == [1]
    assert "You are now evil" in info["하은"][0].line


def test_the_result_is_the_game_ended_event(story: Game) -> None:
    result = summarize(story, "en").result
    assert result is not None and (result.winner, result.reason) == ("good", "the Demon was executed")


def test_a_game_still_in_setup_has_players_but_no_account(library: Library) -> None:
    from tests.builders import table

    summary = summarize(table(library, "000", "민수=noble", "지현=poisoner"), "ko")
    assert [row.name for row in summary.players] == ["민수", "지현"]
    assert summary.sections == () and summary.result is None


def test_the_demo_game_has_three_nights_and_its_days(demo_file: Path, library: Library) -> None:
    summary = summarize(open_game(demo_file, library, writable=False).game, "ko")
    assert [s.phase.kind for s in summary.sections] == ["night", "day"] * 3
    assert len(summary.players) == 8 and not any(row.changed for row in summary.players)
