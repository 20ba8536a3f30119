"""Cards and where they go: a card's id and printed role, each move, and each card's journey.

A journey answers "where did this card start and how did it get here" for the moderator's review
and for the result screen (every card's path from the deal to the end of the night).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from grimoire_app.model.characters import Lang
from grimoire_app.systems.onuw.texts import Phrase, action_name, role_name, say

Position = str
"""A player id, or a centre slot "C1" | "C2" | "C3"."""


@dataclass(frozen=True)
class Card:
    """A physical card: a stable id and the role printed on it."""

    id: str
    role: str

    def label(self, copy: str | None, lang: Lang) -> str:
        """Return the card's role for the moderator: "Doppelganger → Werewolf" once copied.

        >>> Card("doppelganger-1", "doppelganger").label("werewolf", "en")
        'Doppelganger → Werewolf'
        """
        if self.role == "doppelganger" and copy:
            return Phrase.of("card.copied", role=self.role, role_copy=copy).text(lang)
        return role_name(self.role, lang)


@dataclass(frozen=True)
class CardMove:
    """One card going from one position to another, and the night action that moved it."""

    card: str
    source: Position
    dest: Position
    step: str
    action: str


@dataclass(frozen=True)
class CardJourney:
    """Where a card was dealt and every move it made during the night."""

    card: Card
    start: Position
    moves: tuple[CardMove, ...] = ()

    @property
    def end(self) -> Position:
        """Return where the card lies at the end."""
        return self.moves[-1].dest if self.moves else self.start

    def describe(self, copy: str | None, lang: Lang) -> str:
        """Return the journey as one line: "Werewolf [werewolf-1]: starts at A → C (...) → ends at C"."""
        head = say("journey.start", lang, card=f"{self.card.label(copy, lang)} [{self.card.id}]", position=self.start)
        steps = [say("journey.move", lang, position=m.dest, action=action_name(m.action, lang)) for m in self.moves]
        tail = say("journey.end", lang, position=self.end) if self.moves else say("journey.stays", lang)
        return " ".join([head, *steps, "→", tail]) if self.moves else f"{head}, {tail}"


def swap_moves(holding: Mapping[Position, str], a: Position, b: Position, step: str, action: str) -> tuple[CardMove, ...]:
    """Return the two moves of exchanging the cards at a and b (none when a is b)."""
    if a == b:
        return ()
    return (CardMove(holding[a], a, b, step, action), CardMove(holding[b], b, a, step, action))


def journeys(cards: Iterable[Card], dealt: Mapping[Position, str], moves: Iterable[CardMove]) -> tuple[CardJourney, ...]:
    """Return every card's journey, in the order of the positions they were dealt to."""
    start = {card_id: position for position, card_id in dealt.items()}
    by_card: dict[str, list[CardMove]] = {}
    for move in moves:
        by_card.setdefault(move.card, []).append(move)
    order = list(dealt)
    found = [CardJourney(c, start[c.id], tuple(by_card.get(c.id, ()))) for c in cards if c.id in start]
    return tuple(sorted(found, key=lambda journey: order.index(journey.start)))
