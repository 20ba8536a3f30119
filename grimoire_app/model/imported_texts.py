"""Import the official toolmaker roles file once, so its texts show for every official character.

The app does not ship those texts; a user who owns the file imports it (CLI `import-texts FILE`
or File → Import character texts). Only ability and night-reminder texts are kept, stored in the
user data folder.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Annotated

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter, ValidationError

from grimoire_app.model.characters import ImportedText
from grimoire_app.model.errors import LibraryError, Problem
from grimoire_app.model.jsonfile import read_json
from grimoire_app.model.limits import MAX_ID_LENGTH, MAX_SCRIPT_ENTRIES, MAX_TEXT_LENGTH
from grimoire_app.model.validation import problems_from

Text = Annotated[str, Field(max_length=MAX_TEXT_LENGTH)]


class _ToolmakerRole(BaseModel):
    model_config = ConfigDict(extra="ignore")
    id: str = Field(max_length=MAX_ID_LENGTH)
    ability: Text | None = None
    firstNightReminder: Text | None = None
    otherNightReminder: Text | None = None


def parse_toolmaker_roles(raw: object, source: str) -> dict[str, ImportedText]:
    """Read the texts of a roles.json-shaped value: a list of objects with id and ability.

    Raises:
        LibraryError: the value is not a list of at most 1,000 role objects, or a text is over
            2,000 characters (model/limits.py).
    """
    try:
        roles = TypeAdapter(Annotated[list[_ToolmakerRole], Field(max_length=MAX_SCRIPT_ENTRIES)]).validate_python(raw)
    except ValidationError as error:
        raise LibraryError(source, problems_from(error, "$")) from error
    if not roles:
        raise LibraryError(source, [Problem("$", "expected a list of characters, got an empty list")])
    return {
        role.id: ImportedText(
            ability=role.ability or None,
            first_night_reminder=role.firstNightReminder or None,
            other_night_reminder=role.otherNightReminder or None,
        )
        for role in roles
    }


def import_texts(source: Path, destination: Path) -> int:
    """Import a roles file into the user's store; return how many characters got texts.

    Raises:
        LibraryError: the source is unreadable, not JSON, or not a roles list.
    """
    texts = parse_toolmaker_roles(read_json(source, LibraryError), str(source))
    destination.parent.mkdir(parents=True, exist_ok=True)
    payload = {key: value.model_dump() for key, value in texts.items()}
    temporary = destination.with_suffix(".tmp")
    temporary.write_text(json.dumps(payload, ensure_ascii=False, indent=1), encoding="utf-8")
    os.replace(temporary, destination)
    return len(texts)


def load_imported(path: Path) -> dict[str, ImportedText]:
    """Load the user's imported texts.

    Raises:
        LibraryError: the store was damaged.
    """
    raw = read_json(path, LibraryError)
    try:
        return TypeAdapter(dict[str, ImportedText]).validate_python(raw)
    except ValidationError as error:
        raise LibraryError(str(path), problems_from(error, "$")) from error
