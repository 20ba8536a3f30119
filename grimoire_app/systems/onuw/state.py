"""A One Night game as a value: OnuwState and what it answers (who holds what, who is what).

States are frozen; the fold (fold.py) builds a new one per event, sharing what the event does not
touch. Mappings in a state are never mutated after it is built.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Literal

from grimoire_app.model.characters import Lang
from grimoire_app.systems.onuw.cards import Card, CardJourney, CardMove, Position, journeys
from grimoire_app.systems.onuw.data import catalogue
from grimoire_app.systems.onuw.events import OnuwOptions
from grimoire_app.systems.onuw.resolution import Verdict
from grimoire_app.systems.onuw.texts import Phrase

Phase = Literal["setup", "night", "day", "ended"]


def _empty() -> Mapping[str, str]:
    return MappingProxyType({})


@dataclass(frozen=True)
class Shown:
    """What one player learned at night: printed roles of cards, or other players."""

    player: str
    roles: tuple[str, ...] = ()
    players: tuple[str, ...] | None = None
    """The players they saw (None: this was not a look at players; empty: they saw nobody)."""

    def phrase(self) -> Phrase:
        """Return what to tell the player, as a phrase."""
        if self.players is not None:
            return Phrase.of("shown.players", player=self.player, players=self.players)
        if self.roles:
            return Phrase.of("shown.roles", player=self.player, roles=self.roles)
        return Phrase.of("shown.nothing", player=self.player)

    def card_phrase(self) -> Phrase:
        """Return what the player's own card says (in the second person, no other player's secret).

        >>> Shown("A", roles=("werewolf",)).card_phrase().text("en")
        'These cards are: Werewolf'
        """
        if self.players is not None:
            return Phrase.of("card.players", players=self.players)
        if self.roles:
            return Phrase.of("card.roles", roles=self.roles)
        return Phrase.of("card.nothing")


@dataclass(frozen=True)
class NightRecord:
    """One thing that happened at a night step, as the moderator's log shows it (ONUW §2.4)."""

    step: str
    action: str | None
    """The action id; None when nobody woke at this step."""
    actors: tuple[str, ...] = ()
    targets: tuple[Position, ...] = ()
    moves: tuple[CardMove, ...] = ()
    shown: tuple[Shown, ...] = ()
    skipped: bool = False
    """The actor passed (or, with an override, did not do a required action)."""
    override: str | None = None


@dataclass(frozen=True)
class OnuwResult:
    """The end of the game: the verdict, every position's final role, and every card's journey."""

    verdict: Verdict
    final_roles: Mapping[Position, str]
    journeys: tuple[CardJourney, ...]
    doppel_copy: str | None

    def explain(self, lang: Lang) -> list[str]:
        """Return why it ended this way, one line per reason, then every card's journey."""
        return [r.text(lang) for r in self.verdict.reasons] + [j.describe(self.doppel_copy, lang) for j in self.journeys]


@dataclass(frozen=True)
class OnuwState:
    """The table at one moment: seats, cards, the night so far, votes and the result."""

    players: tuple[str, ...] = ()
    deck: tuple[str, ...] = ()
    options: OnuwOptions = OnuwOptions()
    cards: Mapping[str, Card] = field(default_factory=lambda: MappingProxyType({}))
    dealt: Mapping[Position, str] = field(default_factory=_empty)
    """Position -> card id at the deal (fixed; decides who wakes, ONUW-G1)."""
    holding: Mapping[Position, str] = field(default_factory=_empty)
    """Position -> card id now."""
    doppel_copy: str | None = None
    phase: Phase = "setup"
    script: tuple[str, ...] = ()
    """The night's step ids (ONUW §3.1), fixed by the selection."""
    step_index: int = 0
    night: tuple[NightRecord, ...] = ()
    moves: tuple[CardMove, ...] = ()
    votes: Mapping[str, str] = field(default_factory=_empty)
    result: OnuwResult | None = None

    @property
    def positions(self) -> tuple[Position, ...]:
        """Return every position: the players in seat order, then the centre slots."""
        return (*self.players, *catalogue().centre) if self.dealt else self.players

    @property
    def current_step(self) -> str | None:
        """Return the id of the night step being run (None outside the night)."""
        if self.phase != "night" or self.step_index >= len(self.script):
            return None
        return self.script[self.step_index]

    def card_at(self, position: Position) -> Card:
        """Return the card at a position now.

        Raises:
            KeyError: no such position, or nothing dealt yet.
        """
        return self.cards[self.holding[position]]

    def dealt_role(self, position: Position) -> str:
        """Return the role printed on the card dealt to a position (who wakes, ONUW-G1)."""
        return self.cards[self.dealt[position]].role

    def printed_role(self, position: Position) -> str:
        """Return the role printed on the card at a position now (what a viewer sees)."""
        return self.card_at(position).role

    def effective_role(self, card: Card) -> str:
        """Return what a card is: the copied role for a copied Doppelganger card."""
        return self.doppel_copy if card.role == "doppelganger" and self.doppel_copy else card.role

    def final_role(self, position: Position) -> str:
        """Return what the holder of a position is (meaningful once the night is over, ONUW-R11)."""
        return self.effective_role(self.card_at(position))

    def final_roles(self) -> dict[Position, str]:
        """Return every position's effective role, players then centre."""
        return {position: self.final_role(position) for position in self.positions}

    def journeys(self) -> tuple[CardJourney, ...]:
        """Return every card's journey from the deal to now."""
        return journeys(self.cards.values(), {p: self.dealt[p] for p in self.positions}, self.moves)

    def done(self, action: str) -> bool:
        """Whether an action was recorded tonight (passing counts)."""
        return any(record.action == action for record in self.night)
