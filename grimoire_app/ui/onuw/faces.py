"""What each card on the One Night square shows, as frozen values computed from the state (no Qt).

The grimoire always shows who holds which card now (the token) and where each card started (the
caption: the card dealt here, and where the card now here came from), so the moderator can check
the table at a glance. Items paint these records only, so a test reads what the view shows.
"""

from __future__ import annotations

from dataclasses import dataclass

from grimoire_app.i18n import tr
from grimoire_app.model.characters import Lang
from grimoire_app.systems.onuw import CardJourney, OnuwState, catalogue, team
from grimoire_app.systems.onuw.words import card_label, position_name
from grimoire_app.ui.town_square.faces import initials

COLOUR_OF_ROLE = {"werewolf": "demon", "minion": "minion", "doppelganger": "fabled"}
"""Token colours (keys of ui/metrics.TEAM_COLOURS) for roles that stand out; the rest follow the team."""
COLOUR_OF_TEAM = {"village": "townsfolk", "werewolf": "minion", "tanner": "traveller"}


@dataclass(frozen=True)
class CardFace:
    """One position on the square: a player's seat or a centre slot, and the card there now."""

    position: str
    title: str
    """The player's name, or "가운데 1"."""
    card: str
    """The card here now, as the moderator sees it ("도플갱어 → 늑대인간")."""
    initials: str
    colour: str
    caption: str
    """Where things started: the card dealt here and where this card came from ("" if unmoved)."""
    tooltip: str
    centre: bool


def colour_of(role: str) -> str:
    """Return the colour key of a card whose effective role is `role`.

    >>> colour_of("werewolf"), colour_of("seer"), colour_of("tanner")
    ('demon', 'townsfolk', 'traveller')
    """
    return COLOUR_OF_ROLE.get(role) or COLOUR_OF_TEAM[team(role)]


def card_faces(state: OnuwState, lang: Lang) -> tuple[CardFace, ...]:
    """Return the faces of every position, players in seat order then the centre (none before the deal)."""
    if not state.dealt:
        return ()
    journeys = {journey.card.id: journey for journey in state.journeys()}
    return tuple(_face(state, position, journeys[state.holding[position]], lang) for position in state.positions)


def _face(state: OnuwState, position: str, journey: CardJourney, lang: Lang) -> CardFace:
    card = state.card_at(position)
    label = card.label(state.doppel_copy, lang)
    role_here = state.effective_role(card)
    name_for_initials = catalogue().roles[role_here].name(lang) if role_here in catalogue().roles else label
    return CardFace(
        position=position,
        title=position_name(position, lang),
        card=label,
        initials=initials(name_for_initials),
        colour=colour_of(role_here),
        caption=_caption(state, position, journey.start, lang),
        tooltip=journey.describe(state.doppel_copy, lang),
        centre=position in catalogue().centre,
    )


def _caption(state: OnuwState, position: str, start: str, lang: Lang) -> str:
    if start == position:
        return ""
    dealt = tr("onuw.face.dealt", lang, card=card_label(state, state.dealt[position], lang))
    return f"{dealt}\n{tr('onuw.face.from', lang, position=position_name(start, lang))}"
