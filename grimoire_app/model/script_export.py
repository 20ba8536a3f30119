"""A script written back out in the official script JSON format, and the script's own id spellings.

`export_script` gives the JSON value the official app reads (and the bundled official schema,
resources/schema/script-schema.json, accepts): `_meta` first with the name and author (and the
file's other `_meta` facts), then the entries in script order — official characters as their
official id, homebrew objects as the file wrote them (fields the official format does not know left
out, the old `traveler` spelling written `traveller`) — and the night orders when given (the
Storyteller's reorder) or when the file had its own. Entries the loader skipped are not written.

`own_ids` maps the app's folded ids back to the spelling the file used (`beautifulhouse-amnesiac`
for a homebrew the app keys as `beautifulhouseamnesiac`), for everything that prints ids out.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from grimoire_app.model.characters import Character
from grimoire_app.model.ids import SPECIAL_STEPS, normalize_id
from grimoire_app.model.script import Script

CHARACTER_FIELDS = (
    "id", "name", "image", "team", "edition", "ability", "flavor", "firstNight", "firstNightReminder",
    "otherNight", "otherNightReminder", "reminders", "remindersGlobal", "setup", "jinxes", "special",
)
"""The fields of a script character in the official format, in the order written."""
META_FIELDS = ("logo", "hideTitle", "background", "almanac", "bootlegger")
"""`_meta` fields copied from the file as they were (name, author and the orders are written by us)."""
_HOMEBREW_KEYS = {"name", "team", "ability"}
_TEAM_SPELLINGS = {"traveler": "traveller"}
_LIST_FIELDS = ("reminders", "remindersGlobal", "jinxes", "special")
_META_NAME_LENGTH = 50


def own_ids(script: Script) -> dict[str, str]:
    """Return the app's id -> the id as the file spells it, for every character on the script.

    Official characters answer their official id; a homebrew (or a file's own object for an
    official character) answers the id the file wrote.
    """
    spelled = {character.id: character.id for character in script.characters}
    for entry in script.raw:
        if isinstance(entry, dict) and isinstance(entry.get("id"), str) and _HOMEBREW_KEYS & entry.keys():
            folded = normalize_id(entry["id"])
            if folded in spelled and spelled[folded] == folded:
                spelled[folded] = entry["id"]
    return spelled


def own_step_id(script: Script, step_id: str) -> str:
    """Return a night step's id as the file spells it (dusk / minion info / demon info / dawn as they are)."""
    return step_id if step_id in SPECIAL_STEPS else own_ids(script).get(step_id, step_id)


def export_script(script: Script, first_night: Sequence[str] | None = None, other_night: Sequence[str] | None = None) -> list[Any]:
    """Return the script as official script JSON; the night orders (folded step ids) go into `_meta`.

    Steps of an order that are not on the script (a Traveller seated from outside it) are left out:
    the official format names only the script's characters there.

    Without an order the file's own `_meta` order (if any) is written again. O(e) for e entries.
    """
    spelled = own_ids(script)
    entries: list[Any] = [_meta(script, spelled, first_night, other_night)]
    written: set[str] = set()
    objects = _objects(script)
    for character in script.characters:
        if character.id in written:
            continue
        written.add(character.id)
        raw = objects.get(character.id)
        entries.append(_character_object(raw, character) if raw is not None else character.id)
    return entries


def _objects(script: Script) -> dict[str, dict[str, Any]]:
    """The file's own character objects (homebrew, or its own texts for an official id), by app id."""
    found: dict[str, dict[str, Any]] = {}
    ids = set(script.ids)
    for entry in script.raw:
        if isinstance(entry, dict) and isinstance(entry.get("id"), str) and _HOMEBREW_KEYS & entry.keys():
            folded = normalize_id(entry["id"])
            if folded in ids:
                found.setdefault(folded, entry)
    for character in script.characters:
        if character.homebrew and character.id not in found:
            found[character.id] = _from_character(character)
    return found


def _character_object(raw: dict[str, Any], character: Character) -> dict[str, Any]:
    written = {key: raw[key] for key in CHARACTER_FIELDS if key in raw and raw[key] is not None}
    written["team"] = _TEAM_SPELLINGS.get(str(raw.get("team", "")), character.team.value)
    for key in _LIST_FIELDS:
        if key in written and not isinstance(written[key], list):
            del written[key]
    if "name" not in written or not isinstance(written["name"], str):
        written["name"] = character.name
    if "ability" not in written or not isinstance(written["ability"], str):
        written["ability"] = character.ability or ""
    return written


def _from_character(character: Character) -> dict[str, Any]:
    """A homebrew object rebuilt from the app's facts (a script built in code, with no file behind it)."""
    written: dict[str, Any] = {"id": character.id, "name": character.name, "team": character.team.value, "ability": character.ability or ""}
    if character.first_night is not None:
        written["firstNight"] = character.first_night
    if character.other_night is not None:
        written["otherNight"] = character.other_night
    reminders = [token.name for token in character.reminders if not token.is_global for _ in range(token.count)]
    if reminders:
        written["reminders"] = reminders
    return written


def _meta(script: Script, spelled: dict[str, str], first: Sequence[str] | None, other: Sequence[str] | None) -> dict[str, Any]:
    raw = next((e for e in script.raw if isinstance(e, dict) and e.get("id") == "_meta"), {})
    meta: dict[str, Any] = {"id": "_meta", "name": script.meta.name[:_META_NAME_LENGTH]}
    if script.meta.author:
        meta["author"] = script.meta.author[:_META_NAME_LENGTH]
    meta.update({key: raw[key] for key in META_FIELDS if key in raw and raw[key] is not None})
    for key, order in (("firstNight", first or script.meta.first_night), ("otherNight", other or script.meta.other_night)):
        allowed = set(SPECIAL_STEPS if key == "firstNight" else ("dusk", "dawn"))
        steps = [spelled[step] if step in spelled else step for step in order or () if step in spelled or step in allowed]
        if steps:
            meta[key] = steps
    return meta
