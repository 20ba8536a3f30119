"""What each square may draw of a vote in progress (issue 19; no Qt): `public_live` for the table, `storyteller_live`
for the Storyteller, `vote_lines` wording either (spec 1.7 leader and ties, spec 3.3 Organ Grinder)."""

from __future__ import annotations

from grimoire_app.model import Library
from grimoire_app.systems.botc.commands import kill
from grimoire_app.systems.botc.day.live_vote import vote_in_progress
from grimoire_app.systems.botc.game import Game
from grimoire_app.ui.town_square.public import LiveVote, public_live
from grimoire_app.ui.town_square.vote_view import storyteller_live, vote_lines
from tests.systems.botc.day_helpers import ids, mark, nominate, start, vote

EIGHT = ("민수=washerwoman", "지현=librarian", "서준=chef", "하은=empath", "도윤=monk", "수아=butler", "지호=poisoner", "예린=imp")


def lines(live: LiveVote) -> list[str]:
    return vote_lines(live, "ko", str).texts()


def test_an_open_vote_shows_the_table_hands_count_and_the_count_to_beat(library: Library) -> None:
    """spec 1.7: 지현 has 4 (about to die); on 하은 four hands tie — the table hears it, by name and count."""
    game = start(library, "000", *EIGHT)
    nominate(game, "민수", "지현")
    vote(game, "지현", "서준", "하은", "도윤", "수아")
    nominate(game, "서준", "하은")
    live = public_live(vote_in_progress(game, ids(game, "하은")[0], ids(game, "도윤", "수아", "지호", "예린"), 4), game)
    assert (live.nominee, live.nominator, live.count, live.needed, live.at, live.standing, live.to_beat, live.leader) == (
        "하은", "서준", 4, 4, "민수", "tie", 4, "지현")
    assert live.raised == ids(game, "도윤", "수아", "지호", "예린") and live.worth == ()
    assert lines(live) == ["서준 → 하은 투표", "표 4 / 필요 4", "동점 4표: 아무도 처형 대상이 아님", "시계 바늘: 민수 (5/8)"]
    three = public_live(vote_in_progress(game, ids(game, "하은")[0], ids(game, "도윤", "수아", "지호"), 8), game)
    assert lines(three)[2:] == ["넘어야 할 표: 4 (지현)", "한 바퀴 끝"]


def test_a_secret_vote_gives_the_table_no_hands_and_no_count(library: Library) -> None:
    """spec 3.3 Organ Grinder test 1: the table gets whom and the clock hand only; the Storyteller gets it all."""
    game = start(library, "001", "a=sage", "b=fool", "c=organgrinder", "d=vortox", "e=alsaahir", "f=grandmother", "g=goon")
    nominate(game, "b", "d")
    in_progress = vote_in_progress(game, ids(game, "d")[0], ids(game, "e", "f"), 2)
    table = public_live(in_progress, game)
    assert (table.count, table.raised, table.standing, table.to_beat, table.leader, table.secret) == (None, (), None, 0, None, True)
    assert lines(table) == ["d에 대한 투표 중(눈을 감고)", "표 수는 비밀", "시계 바늘: g (3/7)"]
    mine = storyteller_live(in_progress, game)
    assert mine.count == 2 and mine.raised == ids(game, "e", "f") and mine.secret and mine.standing == "short"
    assert lines(mine)[1] == "표 2 / 필요 4" and lines(mine)[-1] == "비밀 투표: 공개 화면엔 손·표 수 없음"


def test_after_a_secret_vote_the_table_is_not_told_the_count_to_beat(library: Library) -> None:
    """spec 3.3: a secret vote's count stays secret — when the Organ Grinder dies, the next vote is open but says nothing
    of the earlier count or who leads."""
    game = start(library, "001", "a=sage", "b=fool", "c=organgrinder", "d=vortox", "e=alsaahir", "f=grandmother", "g=goon")
    nominate(game, "b", "d")
    vote(game, "d", "e", "f", "g", "a")
    game.record(kill(ids(game, "c")[0]))
    nominate(game, "e", "f")
    table = public_live(vote_in_progress(game, ids(game, "f")[0], ids(game, "g", "a")), game)
    assert not table.secret and table.count == 2 and table.standing is None and table.to_beat == 0 and table.leader is None
    assert not any("넘어야" in line or "동점" in line or "곧 처형" in line for line in lines(table))


def test_the_storyteller_sees_what_a_weighted_or_uncounted_hand_is_worth(library: Library) -> None:
    """docs/rules/bureaucrat.md test 1, thief.md test 1, spec 1.7 ghost votes: ×3, −1, and 0 for a hand that does not count."""
    game: Game = start(library, "000", *EIGHT)
    mark(game, "도윤", "bureaucrat", "3 Votes")
    mark(game, "수아", "thief", "Negative Vote")
    game.record(kill(ids(game, "지호")[0]))
    nominate(game, "민수", "지현")
    vote(game, "지현", "지호")
    nominate(game, "지현", "서준")
    in_progress = vote_in_progress(game, ids(game, "서준")[0], ids(game, "도윤", "수아", "지호", "예린"))
    mine = storyteller_live(in_progress, game)
    assert dict(mine.worth) == {ids(game, "도윤")[0]: 3, ids(game, "수아")[0]: -1, ids(game, "지호")[0]: 0}
    assert mine.count == 3 and public_live(in_progress, game).worth == ()
