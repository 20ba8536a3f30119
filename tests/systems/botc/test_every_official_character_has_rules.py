"""Issue 21 acceptance: every official character has a rules entry and the engine knows it.

A character's rules live in one of two places: the project's spec (spec/characters.md, the 56 characters of the
three seed scripts bundled as resources/scripts/000, 001 and 004) or a rules page docs/rules/<id>.md (every other
official character: the three base editions, the experimental set, the Travellers, Fabled and Loric). Each page
restates the official almanac in our own words, names its source, lists numbered test scenarios and is cited by a
test. The engine knows every official id: its data (resources/botc/*.json) or one of its Python hooks names it.
"""

from __future__ import annotations

import re
from pathlib import Path

from grimoire_app import paths
from grimoire_app.model import Library
from grimoire_app.model.script import load_script

ROOT = Path(__file__).parents[3]
SEED_SCRIPTS = ("000-jongpa-wa-mayak.json", "001-english-almanac.json", "004-hwakjeung-pyeonhyang.json")


def official_ids(library: Library) -> list[str]:
    return sorted(cid for cid, character in library.characters.items() if not character.homebrew)


def seed_ids(library: Library) -> set[str]:
    """The characters of the seed scripts: specified in the project's spec/characters.md."""
    found: set[str] = set()
    for name in SEED_SCRIPTS:
        found |= {c.id for c in load_script(paths.resources_dir() / "scripts" / name, library).characters}
    return found


def test_every_official_character_has_a_spec_block_or_a_rules_page(library: Library) -> None:
    """181 official ids: the 56 seed characters are in the spec; every other one has docs/rules/<id>.md."""
    official, seeds = official_ids(library), seed_ids(library)
    assert len(official) == 181 and len(seeds & set(official)) == 56
    without = [cid for cid in official if cid not in seeds and not (ROOT / "docs" / "rules" / f"{cid}.md").exists()]
    assert without == []


def _tests_text() -> str:
    return "\n".join(p.read_text(encoding="utf-8") for p in (ROOT / "tests").rglob("*.py"))


def test_every_rules_page_names_its_source_lists_tests_and_is_cited(library: Library) -> None:
    """Each official character's page says where its rules come from, numbers its test scenarios, and a test docstring
    cites it ("docs/rules/<id>.md test N" or "<id>.md test N")."""
    tests = _tests_text()
    problems: list[str] = []
    for cid in official_ids(library):
        page = ROOT / "docs" / "rules" / f"{cid}.md"
        if not page.exists():
            continue
        text = page.read_text(encoding="utf-8")
        if "source" not in text.lower():
            problems.append(f"{cid}: no source line")
        if not re.search(r"^\s*1\.", text, re.MULTILINE):
            problems.append(f"{cid}: no numbered test scenario")
        if f"{cid}.md" not in tests:
            problems.append(f"{cid}: no test cites docs/rules/{cid}.md")
    assert problems == []


def test_the_engine_names_every_official_character(library: Library) -> None:
    """Every official id appears in the engine: a data entry (resources/botc/*.json: steps, reminders, info, triggers,
    wins, modifiers, registration) or a Python hook of the BotC system — no character falls back to "unknown"."""
    engine = "\n".join(p.read_text(encoding="utf-8") for p in (ROOT / "resources" / "botc").glob("*.json"))
    engine += "\n".join(p.read_text(encoding="utf-8") for p in (ROOT / "grimoire_app" / "systems" / "botc").rglob("*.py"))
    assert [cid for cid in official_ids(library) if f'"{cid}"' not in engine] == []
