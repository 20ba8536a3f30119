"""Lines of the log, the review and the exported account say answers and steps in words, not raw values (issue 19
item 5: "지우(minioninfo)에게 보여 줌", "…: True")."""

from __future__ import annotations

import pytest

from grimoire_app.model import Library
from grimoire_app.systems.botc.describe import describe
from grimoire_app.systems.botc.events import InfoShown
from tests.builders import seat_of
from tests.systems.botc.tb_core_helpers import tb_game

TABLE = ("민수=washerwoman", "지현=poisoner", "서준=imp", "하은=fortuneteller", "도윤=balloonist")


@pytest.mark.parametrize(
    ("shown", "ko", "en"),
    [
        (dict(seat="지현", info="this_is_the_demon", players=("서준",), step="minioninfo"),
         "지현(하수인 정보)에게 보여 줌: 이 사람이 악마입니다 · 서준", "Shown to 지현 (Minion info): This is the Demon · 서준"),
        (dict(seat="하은", info="answer", answer=True, step="fortuneteller"), "하은(점쟁이)에게 보여 줌: 예", "Shown to 하은 (Fortune Teller): Yes"),
        (dict(seat="하은", info="answer", answer=False, step="fortuneteller"), "하은(점쟁이)에게 보여 줌: 아니요", "Shown to 하은 (Fortune Teller): No"),
        (dict(seat="도윤", info="answer", answer="outsider", players=("민수",), step="balloonist"),
         "도윤(열기구 조종사)에게 보여 줌: 민수 · 외지인", "Shown to 도윤 (Balloonist): 민수 · Outsider"),
        (dict(seat="민수", info="answer", answer=2, step="chef"), "민수(요리사)에게 보여 줌: 2", "Shown to 민수 (Chef): 2"),
    ],
)
def test_shown_information_reads_in_words(library: Library, shown: dict[str, object], ko: str, en: str) -> None:
    game = tb_game(library, *TABLE)
    fields = dict(shown)
    fields["seat"] = seat_of(game, str(fields["seat"]))
    fields["players"] = tuple(seat_of(game, str(p)) for p in fields.get("players", ()))  # type: ignore[union-attr]
    event = InfoShown(**fields)  # type: ignore[arg-type]
    assert describe(event, game.state, game.script, library, "ko") == ko
    assert describe(event, game.state, game.script, library, "en") == en
