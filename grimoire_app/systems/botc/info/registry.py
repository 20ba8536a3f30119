"""The one registry of information abilities: a truth function (and when needed a wake test) by character id.

A truth function reads a Context and returns a Truth: the answer domain D, the truthful answers T
(several where the Storyteller has a free choice, e.g. the Noble's triple), the answer to
pre-select, and why, one sentence per fact (spec 1.5). Facts that data can express (answer type,
which nights, the choice count, the "spent" token) are in resources/botc/info_rules.json; the
functions register here with `@info_rule("empath")`.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Literal

from grimoire_app.systems.botc.info.texts import text as tr
from grimoire_app.systems.botc.info.context import Context, GrimoireFacts

Answer = int | bool | str | tuple[str, ...]
"""A number, a yes/no, a team or signal word, a seat id, or players (and a character) in table order."""


@dataclass(frozen=True)
class Why:
    """One sentence of why, in both languages."""

    code: str
    ko: str
    en: str

    def text(self, lang: Literal["ko", "en"]) -> str:
        """Return the sentence in one language."""
        return self.ko if lang == "ko" else self.en


@dataclass(frozen=True)
class Truth:
    """What the grimoire says for one information step."""

    domain: tuple[Answer, ...]
    truth: tuple[Answer, ...]
    suggested: Answer | None = None
    why: tuple[Why, ...] = ()
    false_answers: tuple[Answer, ...] | None = None
    """What the Vortox allows when it is not simply D minus T (Grandmother, Savant)."""
    recipient: str | None = None
    """Who is shown the answer, when not the ability's holder (the Nightwatchman's target)."""
    registered: tuple[Answer, ...] = ()
    """Answers not in `truth` that a registration could make true (a Recluse seen as evil): legal too."""


TruthFn = Callable[[Context], Truth]
AppliesFn = Callable[[Context], bool]


@dataclass(frozen=True)
class Hooks:
    """A character's behaviour beyond its data: the truth function and an optional extra wake test."""

    truth: TruthFn
    applies: AppliesFn | None = None


RULES: dict[str, Hooks] = {}


def info_rule(character: str, applies: AppliesFn | None = None) -> Callable[[TruthFn], TruthFn]:
    """Register a truth function (and an extra wake test) for a character id.

    Raises:
        ValueError: the character already has one (each registers exactly once).
    """

    def register(function: TruthFn) -> TruthFn:
        if character in RULES:
            raise ValueError(f"information rule registered twice: {character!r}")
        RULES[character] = Hooks(function, applies)
        return function

    return register


def why(table: GrimoireFacts, code: str, characters: dict[str, str] | None = None, **values: object) -> Why:
    """Return a why sentence from the catalogue (key "info.why.<code>"), naming characters in each language.

    A value may be a {"ko": …, "en": …} dict (see `in_both`) when it differs by language.
    """
    texts: dict[str, str] = {}
    for lang in ("ko", "en"):
        names = {key: _character_name(table, value, lang) for key, value in (characters or {}).items()}
        plain = {key: value[lang] if isinstance(value, dict) else value for key, value in values.items()}
        texts[lang] = tr(f"info.why.{code}", lang, **plain, **names)
    return Why(code, texts["ko"], texts["en"])


def in_both(key: str, **values: object) -> dict[str, str]:
    """Return a catalogue string in both languages, to pass to `why` as a value that differs by language."""
    return {lang: tr(key, lang, **values) for lang in ("ko", "en")}


def seat_names(table: GrimoireFacts, seat_ids: tuple[str, ...] | list[str]) -> str:
    """Return players' names joined with commas, in table order."""
    return ", ".join(table.state.seat(seat_id).name for seat_id in table.by_order(list(seat_ids))) or "-"


def _character_name(table: GrimoireFacts, character_id: str, lang: Literal["ko", "en"]) -> str:
    found = table.game.character(character_id)
    return table.game.library.name(found, lang) if found else character_id
