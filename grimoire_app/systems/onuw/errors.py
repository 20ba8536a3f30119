"""Refusals and RuleError: why the engine will not record an event, by the spec's codes.

Every refusal carries a spec code (`SELF_TARGET`, `PEEK_NOT_ALONE`, ...) and a phrase in ko/en.
A refusal is `overridable` when only a rule stands in the way (the moderator may record the event
anyway, and the event keeps the overridden reason); it is not when the event cannot apply at all
(an unknown player, a choice of the wrong shape).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from grimoire_app.model.characters import Lang
from grimoire_app.model.errors import IllegalEventError
from grimoire_app.systems.onuw.texts import Phrase

Code = Literal[
    "NOT_YOUR_STEP",
    "SELF_TARGET",
    "BAD_TARGET",
    "DUPLICATE_SLOT",
    "PEEK_NOT_ALONE",
    "MANDATORY_ACTION_MISSING",
    "ALREADY_ACTED",
    "VOTES_INCOMPLETE",
    "SELF_VOTE",
    "WRONG_PHASE",
    "BAD_DEAL",
    "PLAYER_COUNT",
    "DECK_SIZE",
    "COMPONENT_LIMIT",
    "UNKNOWN_ROLE",
    "PLAYER_NAMES",
    "SINGLE_MASON",
    "NO_WEREWOLF_CARD",
]
"""The spec's RuleError codes (§7), plus BAD_DEAL and the setup codes of §2.3."""


@dataclass(frozen=True)
class Refusal:
    """One reason an event is refused: the spec code, the message, and whether to allow override.

    >>> Refusal("SELF_VOTE", Phrase.of("refusal.self_vote", player="A")).text("en")
    'SELF_VOTE: A cannot vote for themselves.'
    """

    code: Code
    phrase: Phrase
    overridable: bool = True

    def text(self, lang: Lang) -> str:
        """Return the reason in a language, led by its code."""
        return f"{self.code}: {self.phrase.text(lang)}"


class RuleError(IllegalEventError):
    """An event the One Night engine refuses, with every refusal (codes in `codes`).

    `overridable` is True when every refusal is a rule the moderator may override.
    """

    def __init__(self, refusals: list[Refusal]) -> None:
        self.refusals = tuple(refusals)
        self.codes = tuple(refusal.code for refusal in refusals)
        super().__init__([r.text("en") for r in refusals], overridable=all(r.overridable for r in refusals))
