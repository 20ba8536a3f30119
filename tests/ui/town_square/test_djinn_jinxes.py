"""The Djinn's jinxes in the public window and on the Djinn's token (docs/rules/djinn.md tests 4-5)."""

from __future__ import annotations

from pathlib import Path

from pytestqt.qtbot import QtBot

from grimoire_app.model import Library
from grimoire_app.systems.botc.events import FabledAdded
from grimoire_app.ui.character_picker import CharacterChoice
from grimoire_app.ui.session import GameSession
from tests.builders import table, to_phase
from tests.ui.town_square.square_helpers import show_panel
from tests.ui.town_square.test_fabled_on_square import tb_session_on_night_2

JINX_EN = "Lil' Monsta + Poppy Grower: Wake the Minions separately"
JINX_KO = "릴 몬스타 + 양귀비 재배꾼: 릴 몬스타와 양귀비 재배꾼이 모두 살아 있는 동안에는"


def s000_session_on_night_2(library: Library, folder: Path) -> GameSession:
    game = to_phase(table(library, "000", "민수=noble", "지현=poisoner", "서준=fanggu", "하은=klutz", "도윤=seamstress"), "night", 2)
    session = GameSession(library)
    session.start(game.script, folder / "s000.grimoire", tuple(game.events))
    return session


def test_the_djinn_added_on_night_2_shows_the_jinxes_to_the_table_and_undo_hides_them(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    """docs/rules/djinn.md test 4: script 000, the Djinn added through the square's menu → the public window lists the
    jinx (en, then ko), the Djinn's tooltip too; Undo removes both."""
    session = s000_session_on_night_2(library, tmp_path)
    window, panel = show_panel(qtbot, session, "en", pick=lambda title, first, allow_none: CharacterChoice("djinn"))
    public = panel.open_public_window()
    qtbot.addWidget(public)
    assert not any(text.startswith("The Djinn's rules") for text in public.visible_texts())
    panel.actions_by_key["square.action.add_fabled"].trigger()
    assert session.game.events[-1] == FabledAdded(character="djinn")  # type: ignore[union-attr]
    texts = public.visible_texts()
    assert "The Djinn's rules — this script's jinxes" in texts
    assert any(text.startswith(JINX_EN) for text in texts)
    public.grab()  # paints the list without error
    tip = panel.scene.fabled["djinn"].toolTip()
    assert JINX_EN in tip
    public.set_language("ko")
    assert any(text.startswith(JINX_KO) for text in public.visible_texts())
    assert "진의 특별 규칙 — 이 대본의 징크스" in public.visible_texts()
    session.undo()
    assert not any("+" in text and ":" in text for text in public.jinx_lines(public.view()))
    assert "djinn" not in panel.scene.fabled


def test_the_djinn_on_a_script_without_jinxes_says_so_and_the_public_window_lists_nothing(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    """docs/rules/djinn.md test 5: Trouble Brewing with the Djinn → its tooltip says the script has no jinxes; no list."""
    session = tb_session_on_night_2(library, tmp_path)
    window, panel = show_panel(qtbot, session, "en", pick=lambda title, first, allow_none: CharacterChoice("djinn"))
    public = panel.open_public_window()
    qtbot.addWidget(public)
    panel.actions_by_key["square.action.add_fabled"].trigger()
    assert session.state.fabled == ("djinn",)
    assert "This script has no jinxes." in panel.scene.fabled["djinn"].toolTip()
    assert public.jinx_lines(public.view()) == []


def test_jinx_markup_is_rendered_in_the_djinns_list(library: Library) -> None:
    """docs/rules/djinn.md: a jinx text with token markup reads as on the sheet (no raw `:reminder:` or stars)."""
    from grimoire_app.model.characters import Jinx
    from grimoire_app.ui.sheet_markup import REMINDER_MARK
    from grimoire_app.ui.town_square.faces import Faces

    jinx = Jinx(characters=("hexer", "monk"), en="Mark them *HEXED* :reminder:", ko="*HEXED* 표시 :reminder:")
    title, line = Faces(None, library, "en").jinx_lines([jinx])
    assert line.endswith(f"Mark them HEXED {REMINDER_MARK}") and ":reminder:" not in line and "*" not in line
