"""The characters page offers the setup choices issue 21's characters bring, next to the others (issue 21, left over).

- The Hermit's -0 or -1 Outsider (docs/rules/hermit.md, Setup; -0 by default) and the Huntsman's Damsel as an extra
  Outsider (docs/rules/huntsman.md, Setup; a seat of the Outsiders by default) are check boxes shown while their
  character is on the script, with a tooltip; Space at the window toggles the focused one; the team counts and the
  dealt setup follow, and the setup file keeps the choice.
- Every modifier with a Storyteller choice (resources/botc/modifiers.json "choice") has a widget on the page; the
  others of issue 21 (Kazali, Lord of Typhon, Legion, Riot, Marionette, Choirboy, Summoner) are applied by rule.
- Many choices wrap onto a second line instead of widening the wizard past a 1366-pixel screen.
"""

from __future__ import annotations

import json
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QCheckBox, QWidget, QWizard
from pytestqt.qtbot import QtBot

from grimoire_app.model import Library
from grimoire_app.model.characters import Team
from grimoire_app.systems.botc.setup import check_setup, setup_as_json, setup_from_json
from grimoire_app.systems.botc.setup.data import modifier_table
from grimoire_app.systems.botc.setup.player_count import modifier_notes, script_modifiers
from grimoire_app.ui.wizard import SetupWizard
from grimoire_app.ui.wizard.deal_pages import PickPage
from tests.ui.wizard.test_wizard_godfather import check
from tests.ui.wizard.wizard_walk import NAMES, open_wizard, walk_to

OUTSIDERS = (
    "washerwoman chef empath monk innkeeper gambler sailor clockmaker dreamer seamstress huntsman "
    "recluse mutant damsel hermit saint poisoner spy imp"
).split()
"""A script of ours: the Hermit and the Huntsman are its only setup changers (the counts below are the base rows)."""

EVERY_CHOICE = (
    "washerwoman chef empath monk innkeeper gambler sailor clockmaker dreamer seamstress balloonist villageidiot "
    "atheist huntsman choirboy king drunk recluse damsel hermit mutant baron godfather poisoner xaan imp fanggu"
).split()
"""A script of ours holding every character whose setup is a choice, and a few whose setup is a rule."""


def script_file(folder: Path, ids: list[str], name: str) -> Path:
    path = folder / f"{name}.json"
    path.write_text(json.dumps([{"id": "_meta", "name": name}, *ids]), encoding="utf-8")
    return path


def pick_page(qtbot: QtBot, library: Library, folder: Path, ids: list[str], players: int, name: str = "exp-choices") -> SetupWizard:
    wizard = open_wizard(qtbot, library, script_file(folder, ids, name))
    wizard.players_page.set_names(NAMES[:players])
    qtbot.mouseClick(wizard.button(QWizard.WizardButton.NextButton), Qt.MouseButton.LeftButton)
    qtbot.mouseClick(wizard.button(QWizard.WizardButton.NextButton), Qt.MouseButton.LeftButton)
    assert wizard.currentPage() is wizard.pick_page
    return wizard


def counts(page: PickPage) -> dict[Team, str]:
    return {team: label.text() for team, label in page.count_labels.items()}


def space_on(qtbot: QtBot, wizard: SetupWizard, box: QCheckBox) -> None:
    """Focus the box and press Space at the window, as a person tabbing to it does."""
    box.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.waitUntil(box.hasFocus)
    QTest.keyClick(wizard.windowHandle(), Qt.Key.Key_Space)


def test_the_hermit_minus_one_is_a_checkbox_that_moves_an_outsider_seat_to_the_townsfolk(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    """docs/rules/hermit.md tests 1–2 at 9 players (5/2/1/1): with the Hermit picked, unchecked keeps 2 Outsiders; Space
    checks it: 6/1/1/1, the deal applies -1 with its text, the setup passes the check, and its file keeps the choice."""
    wizard = pick_page(qtbot, library, tmp_path, OUTSIDERS, 9)
    page = wizard.pick_page
    box = page.hermit
    assert box.isVisibleTo(page) and not box.isChecked()
    assert box.text() == "둔세자: 외지인 -1" and box.toolTip().startswith("둔세자가 있으면 이야기꾼이 외지인 수를 그대로 두거나")
    assert box.focusPolicy() & Qt.FocusPolicy.TabFocus
    assert not wizard.draft.choices.hermit_remove_outsider
    check(page.lists, ["hermit"])  # a setup choice counts once its character is in the bag
    assert counts(page)[Team.OUTSIDER] == "외지인 1/2" and counts(page)[Team.TOWNSFOLK] == "마을주민 0/5"
    space_on(qtbot, wizard, box)
    assert box.isChecked() and wizard.draft.choices.hermit_remove_outsider is True
    assert counts(page)[Team.OUTSIDER] == "외지인 1/1" and counts(page)[Team.TOWNSFOLK] == "마을주민 0/6"
    check(page.lists, ["washerwoman", "chef", "empath", "monk", "innkeeper", "gambler", "poisoner", "imp"])
    assert counts(page) == {Team.TOWNSFOLK: "마을주민 6/6", Team.OUTSIDER: "외지인 1/1", Team.MINION: "하수인 1/1", Team.DEMON: "악마 1/1"}
    assert page.isComplete(), page.feedback.text()
    walk_to(qtbot, wizard, 9, "deal")
    setup = wizard.draft.setup
    assert setup is not None and setup.choices.hermit_remove_outsider is True
    assert setup.counts.as_dict() == {"townsfolk": 6, "outsider": 1, "minion": 1, "demon": 1}
    hermit = next(m for m in setup.modifiers if m.character == "hermit")
    assert hermit.effect("ko") == "외지인 -1, 마을주민 +1 (이야기꾼이 -0과 -1 중 고름)."
    assert check_setup(wizard.script, library, setup) == []
    assert setup_from_json(json.loads(json.dumps(setup_as_json(setup)))).choices.hermit_remove_outsider is True
    space_on(qtbot, wizard, wizard.deal_page.shuffle)  # Space on the focused Shuffle deals again: the choice stays
    assert wizard.draft.setup is not None and wizard.draft.setup.choices.hermit_remove_outsider is True


def test_unchecking_the_hermit_again_restores_the_base_row(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    """docs/rules/hermit.md test 1: -0 (unchecked) keeps 5/2/1/1 and the modifier says "-0 Outsiders"."""
    wizard = pick_page(qtbot, library, tmp_path, OUTSIDERS, 9)
    page = wizard.pick_page
    space_on(qtbot, wizard, page.hermit)
    space_on(qtbot, wizard, page.hermit)
    assert not page.hermit.isChecked() and wizard.draft.choices.hermit_remove_outsider is False
    assert counts(page)[Team.OUTSIDER] == "외지인 0/2"
    check(page.lists, ["hermit", "saint", "washerwoman", "chef", "empath", "monk", "innkeeper", "poisoner", "imp"])
    assert page.isComplete(), page.feedback.text()
    walk_to(qtbot, wizard, 9, "deal")
    setup = wizard.draft.setup
    assert setup is not None and setup.counts.as_dict() == {"townsfolk": 5, "outsider": 2, "minion": 1, "demon": 1}
    assert next(m for m in setup.modifiers if m.character == "hermit").effect("en").startswith("-0 Outsiders")


def test_the_huntsman_extra_outsider_is_a_checkbox_that_adds_an_outsider_seat(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    """docs/rules/huntsman.md Setup at 9 players (5/2/1/1): unchecked the Damsel takes an Outsider seat (counts kept);
    checked it comes extra: 4/3/1/1; the deal seats the Damsel and the file keeps the choice."""
    wizard = pick_page(qtbot, library, tmp_path, OUTSIDERS, 9)
    page = wizard.pick_page
    box = page.huntsman
    assert box.isVisibleTo(page) and not box.isChecked() and box.text() == "사냥꾼: 아가씨를 추가 외지인으로"
    assert "아가씨를 추가 외지인으로 넣습니다" in box.toolTip()
    check(page.lists, ["huntsman"])
    assert counts(page)[Team.OUTSIDER] == "외지인 0/2"
    space_on(qtbot, wizard, box)
    assert box.isChecked() and wizard.draft.choices.huntsman_extra_outsider is True
    assert counts(page)[Team.OUTSIDER] == "외지인 0/3" and counts(page)[Team.TOWNSFOLK] == "마을주민 1/4"
    check(page.lists, ["washerwoman", "chef", "empath", "recluse", "mutant", "poisoner", "imp"])
    assert counts(page)[Team.OUTSIDER] == "외지인 2/3" and not page.isComplete()
    check(page.lists, ["damsel"])
    assert page.isComplete(), page.feedback.text()
    walk_to(qtbot, wizard, 9, "deal")
    setup = wizard.draft.setup
    assert setup is not None and setup.choices.huntsman_extra_outsider is True
    assert setup.counts.as_dict() == {"townsfolk": 4, "outsider": 3, "minion": 1, "demon": 1}
    assert "damsel" in setup.in_play and check_setup(wizard.script, library, setup) == []
    assert setup_from_json(json.loads(json.dumps(setup_as_json(setup)))).choices.huntsman_extra_outsider is True


def test_a_script_without_them_hides_both_and_never_sets_them(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    """Trouble Brewing has neither: both boxes hidden, and a box checked earlier does not reach the choices."""
    wizard = open_wizard(qtbot, library, "tb")
    walk_to(qtbot, wizard, 9, "pick")
    page = wizard.pick_page
    page.hermit.setChecked(True)
    assert not page.hermit.isVisibleTo(page) and not page.huntsman.isVisibleTo(page)
    assert page.choices().hermit_remove_outsider is False and page.choices().huntsman_extra_outsider is False


def test_the_boxes_read_in_english(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    wizard = SetupWizard(library, "en")
    qtbot.addWidget(wizard)
    page = wizard.pick_page
    assert page.hermit.text() == "Hermit: -1 Outsider" and page.hermit.toolTip().startswith("With the Hermit in play, the Storyteller keeps")
    assert page.huntsman.text() == "Huntsman: the Damsel as an extra Outsider" and "+1 Outsider, -1 Townsfolk" in page.huntsman.toolTip()


def test_every_modifier_choice_has_a_widget_and_the_rest_of_issue_21_is_by_rule(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    """Each modifiers.json entry with a "choice" has a visible widget named choice-<character> on a script holding it
    (the Sentinel's once chosen as a Fabled: test_wizard_sentinel.py); issue 21's other setup changers carry no choice."""
    wizard = pick_page(qtbot, library, tmp_path, EVERY_CHOICE, 10, "every-choice")
    page = wizard.pick_page
    with_choice = {spec.character for spec in modifier_table().modifiers if spec.choice is not None}
    assert with_choice >= {"hermit", "huntsman", "villageidiot", "balloonist", "xaan", "atheist", "godfather"}
    for character in sorted(with_choice - {"sentinel"}):
        widget = page.findChild(QWidget, f"choice-{character}")
        assert widget is not None and widget.isVisibleTo(page), character
    for character in ("kazali", "lordoftyphon", "legion", "riot", "marionette", "choirboy", "summoner"):
        spec = modifier_table().spec(character)
        assert spec is not None and spec.choice is None, character


def test_many_choices_wrap_instead_of_widening_the_wizard(qtbot: QtBot, library: Library, tmp_path: Path) -> None:
    """Seven choices on one script: the page stays narrow enough for the wizard's 1120 pixels, on two lines."""
    wizard = pick_page(qtbot, library, tmp_path, EVERY_CHOICE, 10, "every-choice")
    page = wizard.pick_page
    assert page.minimumSizeHint().width() < 900
    wizard.resize(1120, 700)
    qtbot.waitUntil(lambda: page.hermit.isVisible())
    tops = {group.geometry().top() for group, _ in page.choice_groups if group.isVisible()}
    assert len(tops) == 2, tops
    for group, _ in page.choice_groups:
        if group.isVisible():
            assert group.geometry().right() <= page.choice_box.geometry().right(), group.children()


def test_the_player_count_line_names_the_hermit_and_the_huntsman(library: Library, tmp_path: Path) -> None:
    """The line under the player-count table: the Hermit's −1/+0 and the Huntsman's +0/+1 Outsider."""
    from grimoire_app.model import load_script

    script = load_script(script_file(tmp_path, OUTSIDERS, "outsiders"), library)
    assert [spec.character for spec in script_modifiers(script)] == ["huntsman", "hermit"]
    assert modifier_notes(script, library, "ko") == ["사냥꾼: 외지인 +0/+1", "둔세자: 외지인 −1/+0"]
    assert modifier_notes(script, library, "en") == ["Huntsman: Outsiders +0/+1", "Hermit: Outsiders −1/+0"]


def test_the_wizard_on_every_experimental_character_shows_nothing_raw_in_korean(qtbot: QtBot, library: Library) -> None:
    """Issue 19's walk of every wizard page, on our script of all 39 experimental characters (tests/data/
    experimental_mix.json), with the Hermit's -1 and the Huntsman's box checked: no raw id, key or value anywhere."""
    from tests.ui.test_no_raw_texts import header_texts, raw_in, window_texts
    from tests.ui.wizard.wizard_walk import PAGES

    wizard = open_wizard(qtbot, library, Path(__file__).parents[2] / "data" / "experimental_mix.json")
    found: list[str] = []
    for page in PAGES:
        walk_to(qtbot, wizard, 12, page)
        if page == "pick":
            assert wizard.pick_page.hermit.isVisibleTo(wizard.pick_page) and wizard.pick_page.huntsman.isVisibleTo(wizard.pick_page)
            space_on(qtbot, wizard, wizard.pick_page.hermit)
            space_on(qtbot, wizard, wizard.pick_page.huntsman)
        found += raw_in(window_texts(wizard) + header_texts(wizard), library)
    assert not found, "\n".join(sorted(set(found)))
