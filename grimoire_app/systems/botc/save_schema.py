"""The JSON Schema of the game file, generated from the models (docs/save-format.schema.json).

`python -m grimoire_app.systems.botc.save_schema > docs/save-format.schema.json` regenerates it; a test
fails when the committed copy is stale.
"""

from __future__ import annotations

import json
from typing import Any

from grimoire_app.systems.botc.events import EVENT_ADAPTER
from grimoire_app.model.saves import FORMAT_VERSION, Header


def save_format_schema() -> dict[str, Any]:
    """Return the schemas of the header line and of each event line."""
    return {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "title": f"Grimoire game file, format version {FORMAT_VERSION}",
        "description": "JSON lines: the first line is `header`; every further line is an `event`, a `batch` of events (one undo step) or the undo marker.",
        "header": Header.model_json_schema(),
        "event": EVENT_ADAPTER.json_schema(),
        "batch": {
            "type": "object",
            "properties": {"type": {"const": "batch"}, "events": {"type": "array", "minItems": 1, "items": {"$ref": "#/event"}}},
            "required": ["type", "events"],
            "additionalProperties": False,
        },
        "undo": {"type": "object", "properties": {"type": {"const": "undo"}}, "required": ["type"], "additionalProperties": False},
    }


def schema_text() -> str:
    """Return the schema as the committed file spells it."""
    return json.dumps(save_format_schema(), ensure_ascii=False, indent=1, sort_keys=True) + "\n"


if __name__ == "__main__":
    print(schema_text(), end="")
