from __future__ import annotations

from pathlib import Path

from grimoire_app.model.save_schema import schema_text

COMMITTED = Path(__file__).resolve().parents[2] / "docs" / "save-format.schema.json"


def test_the_committed_save_schema_is_current() -> None:
    """Regenerate with: python -m grimoire_app.model.save_schema > docs/save-format.schema.json"""
    assert COMMITTED.read_text(encoding="utf-8") == schema_text()
