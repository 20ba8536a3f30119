from __future__ import annotations

from pathlib import Path

from grimoire_app.systems.botc.save_schema import schema_text

COMMITTED = Path(__file__).resolve().parents[3] / "docs" / "save-format.schema.json"


def test_the_committed_save_schema_is_current() -> None:
    """Regenerate with: python -m grimoire_app.systems.botc.save_schema > docs/save-format.schema.json"""
    assert COMMITTED.read_text(encoding="utf-8") == schema_text()
