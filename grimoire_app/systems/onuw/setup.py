"""Setup: check a selection of roles for a table, name the cards, and deal them.

The selection (the "deck") is a multiset of role ids; each card gets a stable id `<role>-<k>`
(k counts per role in deck order), so a deal and every later move name cards, never indices.
Dealing takes a `random.Random`, so a seed reproduces a deal; the deal is then recorded as an
event, so replay never deals again.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Literal

from grimoire_app.model.characters import Lang
from grimoire_app.systems.onuw.cards import Card, Position
from grimoire_app.systems.onuw.data import catalogue
from grimoire_app.systems.onuw.errors import Code, Refusal, RuleError
from grimoire_app.systems.onuw.texts import Phrase

Severity = Literal["error", "warning"]
ERRORS_THE_MODERATOR_MAY_OVERRIDE = frozenset({"PLAYER_COUNT", "COMPONENT_LIMIT"})
"""Setup errors that still leave a playable table (a home-made fourth Villager, an 11th player)."""


@dataclass(frozen=True)
class Issue:
    """One thing wrong with (error) or worth confirming about (warning) a setup.

    >>> validate_setup(3, ["seer", "robber", "troublemaker", "villager", "villager", "villager"])[0].text("en")
    'NO_WEREWOLF_CARD: No Werewolf is selected: the role tokens tell everyone that nobody is a werewolf.'
    """

    severity: Severity
    code: Code
    phrase: Phrase

    def text(self, lang: Lang) -> str:
        """Return the issue in a language, led by its code."""
        return f"{self.code}: {self.phrase.text(lang)}"


def centre_slots() -> tuple[Position, ...]:
    """Return the centre slots, left to right.

    >>> centre_slots()
    ('C1', 'C2', 'C3')
    """
    return catalogue().centre


def validate_setup(players: int | Sequence[str], deck: Sequence[str]) -> list[Issue]:
    """List every error and warning for a table of players (a count or the names) and a selection.

    A game may start only without errors; warnings need the moderator's confirmation (ONUW §2.3).
    """
    count = players if isinstance(players, int) else len(players)
    issues = [] if isinstance(players, int) else _name_issues(players)
    issues += _count_issues(count, deck) + _component_issues(deck)
    if deck.count("mason") == 1:
        issues.append(Issue("warning", "SINGLE_MASON", Phrase.of("issue.single_mason")))
    if "werewolf" not in deck:
        issues.append(Issue("warning", "NO_WEREWOLF_CARD", Phrase.of("issue.no_werewolf_card")))
    return issues


def setup_refusals(players: Sequence[str], deck: Sequence[str]) -> list[Refusal]:
    """Return the setup errors as refusals (warnings do not refuse)."""
    return [
        Refusal(issue.code, issue.phrase, issue.code in ERRORS_THE_MODERATOR_MAY_OVERRIDE)
        for issue in validate_setup(players, deck)
        if issue.severity == "error"
    ]


def _name_issues(players: Sequence[str]) -> list[Issue]:
    bad = [p for p in players if not p.strip() or p in centre_slots() or players.count(p) > 1]
    return [Issue("error", "PLAYER_NAMES", Phrase.of("issue.player_names", name=p)) for p in dict.fromkeys(bad)]


def _count_issues(count: int, deck: Sequence[str]) -> list[Issue]:
    allowed = catalogue().players
    issues = []
    if not allowed.min <= count <= allowed.max:
        issues.append(Issue("error", "PLAYER_COUNT", Phrase.of("issue.player_count", count=count)))
    expected = count + len(centre_slots())
    if len(deck) != expected:
        phrase = Phrase.of("issue.deck_size", count=count, expected=expected, got=len(deck))
        issues.append(Issue("error", "DECK_SIZE", phrase))
    return issues


def _component_issues(deck: Sequence[str]) -> list[Issue]:
    roles = catalogue().roles
    issues = []
    for role_id, got in Counter(deck).items():
        if role_id not in roles:
            issues.append(Issue("error", "UNKNOWN_ROLE", Phrase.of("issue.unknown_role", id=role_id)))
        elif got > roles[role_id].copies:
            phrase = Phrase.of("issue.component_limit", role=role_id, got=got, copies=roles[role_id].copies)
            issues.append(Issue("error", "COMPONENT_LIMIT", phrase))
    return issues


def make_cards(deck: Sequence[str]) -> tuple[Card, ...]:
    """Name the cards of a selection: `<role>-<k>`, k counting per role in deck order.

    >>> [c.id for c in make_cards(["werewolf", "seer", "werewolf"])]
    ['werewolf-1', 'seer-1', 'werewolf-2']
    """
    seen: Counter[str] = Counter()
    cards = []
    for role in deck:
        seen[role] += 1
        cards.append(Card(f"{role}-{seen[role]}", role))
    return tuple(cards)


def random_deal(players: Sequence[str], deck: Sequence[str], rng: random.Random) -> dict[Position, str]:
    """Shuffle the cards and deal one to each player in seat order, then three to the centre.

    >>> deal = random_deal(["A", "B", "C"], ["werewolf"] * 2 + ["seer", "robber", "villager", "drunk"], random.Random(1))
    >>> sorted(deal) == ["A", "B", "C", "C1", "C2", "C3"]
    True
    """
    card_ids = [card.id for card in make_cards(deck)]
    rng.shuffle(card_ids)
    return dict(zip([*players, *centre_slots()], card_ids, strict=False))


def deal_from_roles(players: Sequence[str], deck: Sequence[str], roles: Mapping[Position, str]) -> dict[Position, str]:
    """Turn a deal given as roles (physical cards entered by hand) into card ids.

    Raises:
        RuleError: BAD_DEAL, when a position has no role or the roles do not match the selection.
    """
    unused = {card.id: card.role for card in make_cards(deck)}
    deal = {}
    for position in [*players, *centre_slots()]:
        card_id = next((cid for cid, role in unused.items() if role == roles.get(position)), None)
        if card_id is None:
            detail = f"{position}: {roles.get(position)!r} is not left in the selection"
            raise RuleError([Refusal("BAD_DEAL", Phrase.of("refusal.bad_deal", detail=detail), overridable=False)])
        deal[position] = card_id
        del unused[card_id]
    return deal
