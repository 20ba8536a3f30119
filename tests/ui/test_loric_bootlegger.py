"""The Bootlegger's house rules shown (docs/rules/bootlegger.md): the character sheet, the square's token, the public window, the wizard."""

from __future__ import annotations

import random
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from pytestqt.qtbot import QtBot

from grimoire_app.model import Library, load_script
from grimoire_app.systems.botc.commands import add_seat, assign_character
from grimoire_app.systems.botc.events import FabledAdded
from grimoire_app.systems.botc.game import Game
from grimoire_app.ui.session import GameSession
from grimoire_app.ui.sheet_html import character_sheet_html
from grimoire_app.ui.wizard import SetupWizard
from tests.builders import to_phase
from tests.ui.town_square.square_helpers import show_panel

SCRIPT = Path(__file__).parent.parent / "data" / "bootleg_script.json"
PLAIN = Path(__file__).parent.parent / "data" / "fabled_script.json"
PLAYERS = ("민수=washerwoman", "지현=poisoner", "서준=imp", "하은=butler", "도윤=chef", "수아=empath", "지호=monk")
RULES = ("No execution on day 1", "Homebrew: the Baker")


def bootleg_session(library: Library, folder: Path) -> GameSession:
    """Night 1 of a game on the bootleg script with the Bootlegger in play."""
    game = Game(load_script(SCRIPT, library), library)
    for player in PLAYERS:
        name, _, character_id = player.partition("=")
        seat = game.record(add_seat(game.state, name)).seat  # type: ignore[union-attr]
        game.record(assign_character(game.state, seat, game.character(character_id)))
    game.record(FabledAdded(character="bootlegger"))
    to_phase(game, "night", 1)
    session = GameSession(library)
    session.start(game.script, folder / "bootleg.grimoire", tuple(game.events))
    return session


def test_the_character_sheet_lists_the_house_rules(library: Library) -> None:
    """docs/rules/bootlegger.md test 3: a "House rules" section with both rules (en, ko); none without rules."""
    html = character_sheet_html(load_script(SCRIPT, library), library, "en")
    assert "House rules (Bootlegger)" in html and all(f"• {rule}" in html for rule in RULES)
    assert "집안 규칙 (밀주업자)" in character_sheet_html(load_script(SCRIPT, library), library, "ko")
    assert "House rules" not in character_sheet_html(load_script(PLAIN, library), library, "en")


def test_the_bootlegger_token_and_the_public_window_show_the_rules(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    """docs/rules/bootlegger.md tests 4-5: the token's tooltip holds the ability and both rules; the public window
    shows them until the Bootlegger is taken out of play."""
    session = bootleg_session(library, tmp_path)
    window, panel = show_panel(qtbot, session, "en")
    public = panel.open_public_window()
    qtbot.addWidget(public)
    tip = panel.scene.fabled["bootlegger"].toolTip()
    assert "Bootlegger (public)" in tip and "homebrew" in tip.lower()
    assert all(f"• {rule}" in tip for rule in RULES)
    texts = public.visible_texts()
    assert "House rules (Bootlegger)" in texts and all(f"• {rule}" in texts for rule in RULES)
    public.grab()  # paints the rules without error
    remove = panel.fabled_menu("bootlegger").findChild(QAction, "fabled.remove")
    assert remove is not None
    remove.trigger()
    assert session.state.fabled == ()
    assert "House rules (Bootlegger)" not in public.visible_texts() and "• No execution on day 1" not in public.visible_texts()


def test_the_wizard_pre_fills_the_bootlegger_and_notes_the_rules(qtbot: QtBot, library: Library) -> None:
    """docs/rules/bootlegger.md tests 2 and 6: the script's house rules pre-fill the Bootlegger; the notes list them (ko)."""
    wizard = SetupWizard(library, "ko", random.Random(3))
    qtbot.addWidget(wizard)
    assert wizard.script_page.add_script_file(SCRIPT)
    section = wizard.script_page.fabled
    assert [section.list.item(i).data(Qt.ItemDataRole.UserRole) for i in range(section.list.count())] == ["bootlegger"]
    assert "밀주업자" in section.notes.text() and all(rule in section.notes.text() for rule in RULES)
