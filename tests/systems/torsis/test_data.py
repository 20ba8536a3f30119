"""The Torsis data files (resources/torsis/): roles of three teams, names in ja/ko/en, validated at load."""

from __future__ import annotations

import doctest
import importlib
import json
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from grimoire_app.model.errors import LibraryError
from grimoire_app.systems.torsis import data
from grimoire_app.systems.torsis.data import LANGS, roles, team_names, texts

SEED_NAMES = {
    "human": ("人間", "human"), "cleaner": ("清掃員", "human"), "grave_keeper": ("墓守", "human"),
    "priest": ("司祭", "human"), "fortune_teller": ("女性占い師", "human"), "white_knight": ("白騎士", "human"),
    "torsis": ("トルシス", "torsis"), "butcher": ("肉屋", "torsis"), "magician": ("奇術師", "torsis"),
    "prophet": ("預言者", "torsis"), "black_knight": ("黒騎士", "torsis"), "kamikaze": ("神風特攻隊", "torsis"),
    "gravedigger": ("墓掘り人", "torsis"), "wanderer": ("流民", "wanderer"),
}  # fmt: skip


def test_fourteen_roles_in_three_teams_with_the_seed_names() -> None:
    """TOR-R14-R27, spec 2.2: every role, its team and its Japanese name as the seed writes it."""
    assert {role.id: (role.names.ja, role.team) for role in roles().values()} == SEED_NAMES
    assert [team_names(t).en for t in ("human", "torsis", "wanderer")] == ["Humans", "Torsis", "Wanderers"]


def test_every_role_has_names_and_ability_text_in_every_language() -> None:
    """Names and abilities in ko, en and ja, each role citing the seed rule it comes from."""
    for role in roles().values():
        for lang in LANGS:
            assert role.names.text(lang) and role.ability.text(lang)
        assert role.rule.startswith("TOR-R")
    assert roles()["fortune_teller"].names.en == "Fortune Teller" and roles()["gravedigger"].names.ko == "무덤 파는 사람"


def test_every_text_exists_in_every_language() -> None:
    """texts.json: ko, en and ja for every key, with the same placeholders (checked at load)."""
    for key, names in texts().items():
        assert all(names.text(lang) for lang in LANGS), key


@pytest.fixture
def broken_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """Point the loaders at a copy of the data that a test may break; clear the caches around it."""
    for name in ("roles.json", "setup.json", "steps.json", "texts.json"):
        (tmp_path / name).write_text((data.torsis_dir() / name).read_text(encoding="utf-8"), encoding="utf-8")
    caches = (data.role_table, data.setup_table, data.step_table, data.texts)
    for cached in caches:
        cached.cache_clear()
    monkeypatch.setattr(data, "torsis_dir", lambda: tmp_path)
    yield tmp_path
    monkeypatch.undo()
    for cached in caches:
        cached.cache_clear()


def _edit(path: Path, change: object) -> None:
    content = json.loads(path.read_text(encoding="utf-8"))
    change(content)  # type: ignore[operator]
    path.write_text(json.dumps(content, ensure_ascii=False), encoding="utf-8")


def test_a_role_with_a_bad_team_names_the_file_and_the_place(broken_dir: Path) -> None:
    """DESIGN.md principle 5: the error names the file, the place and what was expected."""
    _edit(broken_dir / "roles.json", lambda c: c["roles"][3].update(team="evil"))
    with pytest.raises(LibraryError) as caught:
        data.role_table()
    message = str(caught.value)
    assert "roles.json" in message and ".roles[3].team" in message and "expected" in message and "'evil'" in message


def test_a_short_standard_table_is_refused(broken_dir: Path) -> None:
    """setup.json must cover every count 5-30: 25 additions after the five."""
    _edit(broken_dir / "setup.json", lambda c: c["additions"].pop())
    with pytest.raises(LibraryError, match="additions: expected 25 roles"):
        data.setup_table()


def test_an_unknown_role_in_the_table_is_refused(broken_dir: Path) -> None:
    """setup.json may only name roles of roles.json."""
    _edit(broken_dir / "setup.json", lambda c: c["additions"].__setitem__(4, "wizard"))
    with pytest.raises(LibraryError, match=r"\.additions\[4\]: unknown role 'wizard'"):
        data.setup_table()


def test_texts_must_agree_on_placeholders(broken_dir: Path) -> None:
    """texts.json: a language naming other placeholders is refused with the key."""
    _edit(broken_dir / "texts.json", lambda c: c["announce.has_died"].update(ko="{name} 님이 죽었습니다."))
    with pytest.raises(LibraryError, match=r"\.announce\.has_died: the languages name different placeholders"):
        data.texts()


def test_a_missing_language_is_refused(broken_dir: Path) -> None:
    """texts.json: every entry needs ko, en and ja."""
    _edit(broken_dir / "texts.json", lambda c: c["phase.setup"].pop("ja"))
    with pytest.raises(LibraryError, match=r"\.phase\.setup\.ja: is required but missing"):
        data.texts()


def test_steps_name_known_texts(broken_dir: Path) -> None:
    """steps.json: every step's title and words must exist in texts.json."""
    _edit(broken_dir / "steps.json", lambda c: c["night"][1].update(key="nonsense"))
    with pytest.raises(LibraryError, match=r"\.night\[1\]: no text step\.nonsense\.title"):
        data.step_table()


MODULES = ["data", "setup", "options", "state", "win", "resolution", "rules", "describe", "game", "cli", "info", "script"]


@pytest.mark.parametrize("module", MODULES)
def test_docstring_examples_run(module: str) -> None:
    """STYLE 13: the >>> examples in the docstrings are true."""
    failures, _ = doctest.testmod(importlib.import_module(f"grimoire_app.systems.torsis.{module}"))
    assert failures == 0


def test_torsis_imports_without_qt() -> None:
    """DESIGN.md principle 1: the rules model loads no PySide6."""
    code = (
        "import sys, grimoire_app.systems.torsis;"
        "bad = sorted(m for m in sys.modules if m.startswith(('PySide6', 'shiboken6')));"
        "print(bad); sys.exit(1 if bad else 0)"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=False)
    assert result.returncode == 0, result.stdout + result.stderr
