"""A setup as plain JSON (for the CLI and files) and back: `setup_as_json` and `setup_from_json`.

Shape (keys beyond these are extras the reader also accepts):
{"players": N, "counts": {"townsfolk", "outsider", "minion", "demon"}, "modifiers": [{"character", "effect"}],
 "seats": [{"seat", "name", "character", "believed", "alignment"}], "bluffs": [ids],
 "reminders": [{"seat", "character", "token"}], "choices": {every SetupChoices field}}.
"""

from __future__ import annotations

from dataclasses import fields
from typing import Literal

from pydantic import BaseModel, ConfigDict, ValidationError

from grimoire_app.model.characters import Lang
from grimoire_app.model.validation import problems_from
from grimoire_app.systems.botc.setup.counts import Counts, SetupError
from grimoire_app.systems.botc.setup.distribution import Modifier, SetupChoices
from grimoire_app.systems.botc.setup.values import MinionBluffs, SetupReminder, DealtSeat, Setup

Json = dict[str, object]


def setup_as_json(setup: Setup, lang: Lang = "en") -> Json:
    """Return the setup as JSON-ready data; modifier effects in `lang` (both languages under "effects")."""
    return {
        "players": setup.players,
        "counts": setup.counts.as_dict(),
        "base_counts": setup.base.as_dict(),
        "modifiers": [_modifier(m, lang) for m in setup.modifiers],
        "seats": [_seat(seat) for seat in setup.seats],
        "bluffs": list(setup.bluffs),
        "bluffs_to": setup.bluffs_to,
        "minion_bluffs": [{"seat": entry.seat, "bluffs": list(entry.bluffs)} for entry in setup.minion_bluffs],
        "reminders": [{"seat": r.seat, "character": r.character, "token": r.token} for r in setup.reminders],
        "unseated": list(setup.unseated),
        "choices": _choices(setup.choices),
    }


def _modifier(modifier: Modifier, lang: Lang) -> Json:
    return {
        "character": modifier.character,
        "effect": modifier.effect(lang),
        "effects": {"en": modifier.effect_en, "ko": modifier.effect_ko},
        "delta": modifier.delta.as_dict(),
    }


def _seat(seat: DealtSeat) -> Json:
    return {
        "seat": seat.index,
        "name": seat.name,
        "character": seat.character,
        "believed": seat.believed,
        "alignment": seat.alignment,
        "holds": seat.holds,
    }


def _choices(choices: SetupChoices) -> Json:
    """Every field of SetupChoices by its name (a new choice is saved without a change here; _ChoicesIn reads it)."""
    return {field.name: getattr(choices, field.name) for field in fields(choices)}


class _In(BaseModel):
    model_config = ConfigDict(extra="ignore", strict=True)


class _CountsIn(_In):
    townsfolk: int
    outsider: int
    minion: int
    demon: int

    def value(self) -> Counts:
        return Counts(self.townsfolk, self.outsider, self.minion, self.demon)


class _ModifierIn(_In):
    character: str
    effect: str
    effects: dict[str, str] | None = None
    delta: _CountsIn | None = None

    def value(self) -> Modifier:
        effects = self.effects or {}
        delta = self.delta.value() if self.delta else Counts.zero()
        return Modifier(self.character, effects.get("en", self.effect), effects.get("ko", self.effect), delta)


class _SeatIn(_In):
    seat: int
    name: str
    character: str | None
    believed: str | None = None
    alignment: Literal["good", "evil"] | None
    holds: str | None = None

    def value(self) -> DealtSeat:
        return DealtSeat(self.seat, self.name, self.character, self.believed, self.alignment, self.holds)


class _MinionBluffsIn(_In):
    seat: int
    bluffs: list[str]


class _ReminderIn(_In):
    seat: int
    character: str
    token: str


class _ChoicesIn(_In):
    """Each field of SetupChoices with its default, so a file written before a choice existed still loads
    (tests/systems/botc/test_setup_jsonio_exp.py checks that the two agree)."""

    balloonist_extra_outsider: bool = False
    xaan_outsiders: int | None = None
    extra_village_idiots: int = 0
    atheist_no_evil: bool = True
    godfather_extra_outsider: bool | None = None
    sentinel_outsiders: int | None = None
    huntsman_extra_outsider: bool = False
    hermit_remove_outsider: bool = False


class _SetupIn(_In):
    players: int
    counts: _CountsIn
    base_counts: _CountsIn | None = None
    modifiers: list[_ModifierIn]
    seats: list[_SeatIn]
    bluffs: list[str]
    bluffs_to: int | None = None
    minion_bluffs: list[_MinionBluffsIn] = []
    reminders: list[_ReminderIn]
    unseated: list[str] = []
    choices: _ChoicesIn = _ChoicesIn()


def setup_from_json(raw: object, source: str = "setup") -> Setup:
    """Read a setup from the data `setup_as_json` writes (not checked against the rules: see check_setup).

    Raises:
        SetupError: the data is not of the setup shape; names every bad place.
    """
    try:
        data = _SetupIn.model_validate(raw)
    except ValidationError as error:
        raise SetupError(source, problems_from(error, "$")) from error
    return Setup(
        players=data.players,
        base=(data.base_counts or data.counts).value(),
        counts=data.counts.value(),
        modifiers=tuple(m.value() for m in data.modifiers),
        seats=tuple(seat.value() for seat in data.seats),
        bluffs=tuple(data.bluffs),
        reminders=tuple(SetupReminder(r.seat, r.character, r.token) for r in data.reminders),
        bluffs_to=data.bluffs_to,
        minion_bluffs=tuple(MinionBluffs(m.seat, tuple(m.bluffs)) for m in data.minion_bluffs),
        unseated=tuple(data.unseated),
        choices=SetupChoices(**data.choices.model_dump()),
    )
