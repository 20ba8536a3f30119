"""The night panel on a Trouble Brewing information step: the Investigator beside a Recluse (docs/rules/investigator.md, recluse.md).

The answer buttons read "two players: a Minion"; the registration answers are legal (one click, no
override) and the why names the Recluse; the recorded InfoShown names both players and the character.
"""

from __future__ import annotations

import os
from pathlib import Path

from pytestqt.qtbot import QtBot

from grimoire_app.model import Library
from grimoire_app.systems.botc.events import BluffsSet, InfoShown
from tests.builders import seat_of, to_phase
from tests.systems.botc.info.helpers import mark
from tests.systems.botc.info.tb_helpers import tb_table
from tests.ui.night_panel.night_helpers import answer_button, buttons, click, click_row, show_table, start

PLAYERS = ("민수=investigator", "지현=recluse", "서준=chef", "하은=imp", "도윤=poisoner", "수아=empath", "지호=saint")


def test_investigator_step_offers_the_recluse_as_a_minion(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    """docs/rules/investigator.md test 2, recluse.md test 10: MINION by the Recluse → its pair with a Minion is one click."""
    game = tb_table(library, *PLAYERS)
    game.record(BluffsSet(characters=("washerwoman", "librarian", "monk")))
    to_phase(game, "night", 1)
    mark(game, "지현", "investigator", "Minion")
    mark(game, "서준", "investigator", "Wrong")
    session = start(library, tmp_path, game)
    shown = show_table(qtbot, session, lang="ko")
    night = shown.night
    click_row(qtbot, night, "investigator")
    [suggestion] = night.info.suggestions
    jihyun, seojun = seat_of(game, "지현"), seat_of(game, "서준")
    assert suggestion.suggested is not None and suggestion.suggested[:2] == (jihyun, seojun)  # type: ignore[index]
    whys = "\n".join(w.ko for w in suggestion.why)
    assert "인 지현은 대본의 어떤 하수인 캐릭터로도" in whys
    starred = [b for b in buttons(night, "night-answer") if b.text().startswith("★")]
    assert len(starred) == 1 and starred[0].property("answer_label").startswith("지현, 서준: ")
    if os.environ.get("TB_SCREENSHOTS"):
        shown.window.grab().save(str(Path(os.environ["TB_SCREENSHOTS"]) / "night-investigator-ko.png"))
    before = len(session.game.events)  # type: ignore[union-attr]
    click(qtbot, starred[0])
    recorded = session.game.events[before]  # type: ignore[union-attr]
    assert isinstance(recorded, InfoShown) and recorded.players == (jihyun, seojun) and recorded.override is None
    assert recorded.characters == (suggestion.suggested[2],)  # type: ignore[index]
    assert answer_button(night, starred[0].property("answer_label"))
