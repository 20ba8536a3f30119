"""Issue 19 point 5: the wizard's character page says what is missing in the UI's language, with character names
(never raw ids, never English in Korean), and never a green "문제 없음" while Next is disabled."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QWizard
from pytestqt.qtbot import QtBot

from grimoire_app.i18n import tr
from grimoire_app.model import Library
from grimoire_app.systems.botc.setup_draft import BagShortError
from grimoire_app.ui.wizard import SetupWizard
from grimoire_app.ui.wizard import deal_pages
from tests.raw_text_check import raw_values
from tests.ui.wizard.test_wizard import NAMES, choose_script

SHORT = ("bountyhunter", "general", "poisoner")


def at_pick_page(qtbot: QtBot, library: Library, lang: str) -> SetupWizard:
    wizard = SetupWizard(library, lang, random.Random(8))
    qtbot.addWidget(wizard)
    wizard.show()
    choose_script(wizard, "000")
    wizard.next()
    QGuiApplication.clipboard().setText("\n".join(NAMES))
    wizard.players_page.paste.click()
    wizard.next()
    assert wizard.currentPage() is wizard.pick_page
    return wizard


def short_deal(*_: object) -> None:
    raise BagShortError("종파와 마약", SHORT)


def test_a_short_bag_is_said_in_korean_with_character_names(qtbot: QtBot, library: Library, monkeypatch: pytest.MonkeyPatch) -> None:
    """The deal finds the chosen characters do not fill the table: "3명을 더 골라야 합니다 (예: 현상금 사냥꾼, …)"."""
    wizard = at_pick_page(qtbot, library, "ko")
    monkeypatch.setattr(deal_pages, "deal_chosen", short_deal)
    wizard.pick_page.pick_randomly()
    text = wizard.pick_page.feedback.text()
    names = ", ".join(library.name(library.get(cid), "ko") for cid in SHORT)
    assert text == f"고른 캐릭터로는 자리가 다 차지 않습니다: 3명을 더 골라야 합니다 (예: {names})."
    assert raw_values(text, library) == [] and "not enough" not in text
    assert not wizard.button(QWizard.WizardButton.NextButton).isEnabled()


def test_the_same_in_english(qtbot: QtBot, library: Library, monkeypatch: pytest.MonkeyPatch) -> None:
    wizard = at_pick_page(qtbot, library, "en")
    monkeypatch.setattr(deal_pages, "deal_chosen", short_deal)
    wizard.pick_page.pick_randomly()
    assert wizard.pick_page.feedback.text() == "The chosen characters do not fill the table: choose 3 more (for example Bounty Hunter, General, Poisoner)."


def test_next_disabled_never_shows_no_problems(qtbot: QtBot, library: Library) -> None:
    """Nothing chosen yet, then every Demon chosen: Next is disabled and the page says what is wrong, in red."""
    wizard = at_pick_page(qtbot, library, "ko")
    page = wizard.pick_page
    assert not wizard.button(QWizard.WizardButton.NextButton).isEnabled()
    assert page.feedback.text() not in ("", tr("wizard.problems.ok", "ko")) and "#b3261e" in page.feedback.styleSheet()
    demons = page.lists[next(t for t in page.lists if t.value == "demon")]
    for row in range(demons.count()):
        demons.item(row).setCheckState(Qt.CheckState.Checked)
    assert not wizard.button(QWizard.WizardButton.NextButton).isEnabled()
    assert page.feedback.text() not in ("", tr("wizard.problems.ok", "ko"))
    assert raw_values(page.feedback.text(), library) == [], page.feedback.text()
    assert page.feedback.text() == "악마: 2명을 골랐는데 필요한 수는 0명입니다."  # 000 holds Lil' Monsta: no Demon is dealt


def test_two_characters_that_never_share_a_game_are_named_in_korean(library: Library) -> None:
    """A jinx that forbids a pair: both named, particles resolved."""
    from grimoire_app.model.characters import Team
    from grimoire_app.model.errors import Problem
    from grimoire_app.systems.botc.setup.distribution import Counts, Distribution
    from grimoire_app.ui.wizard.pick_problems import pick_problem_lines
    from tests.conftest import seed_script

    script = seed_script(library, "000")
    counts = Counts(5, 1, 1, 1)
    dist = Distribution(8, counts, counts, (), (Problem("heretic, baron", "jinx: …"), Problem("demon", "the bag holds 2 Demons (a, b)")))
    chosen = {Team.TOWNSFOLK: 5, Team.OUTSIDER: 1, Team.MINION: 1, Team.DEMON: 2}
    lines = pick_problem_lines(dist, chosen, script, library, "ko")
    heretic, baron = (library.name(library.get(cid), "ko") for cid in ("heretic", "baron"))
    assert lines[0].startswith(f"{heretic}") and baron in lines[0] and "(징크스)" in lines[0]
    assert lines[1] == "악마: 2명을 골랐는데 필요한 수는 1명입니다."
    assert all(raw_values(line, library) == [] and "[" not in line for line in lines)


def test_a_random_pick_that_cannot_be_made_says_so_in_korean(qtbot: QtBot, library: Library, monkeypatch: pytest.MonkeyPatch) -> None:
    """The engine's refusal (English, with ids) is not shown in Korean: the page says what to do instead."""
    from grimoire_app.systems.botc.setup.counts import setup_error

    wizard = at_pick_page(qtbot, library, "ko")

    def refuse(*_: object) -> None:
        raise setup_error("bag", "no legal bag holds stormcatcher with 0 outsider")

    monkeypatch.setattr(deal_pages, "bag_with_named", refuse)
    wizard.pick_page.pick_randomly()
    text = wizard.pick_page.feedback.text()
    assert text == tr("wizard.pick.random_failed", "ko") and raw_values(text, library) == []
    assert not wizard.button(QWizard.WizardButton.NextButton).isEnabled()
