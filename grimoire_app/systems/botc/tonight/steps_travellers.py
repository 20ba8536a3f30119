"""The Travellers who act at night (issue 17): Apprentice, Barista, Harlot, Bone Collector, Cacklejack.

Their steps are data (resources/botc/tonight_steps.json); this module holds what data cannot say,
one table per registry, merged into registry.py with one line each:

- HELD: the Apprentice holds the character the Storyteller gave it (its NightChoice), and so wakes
  at that character's steps (docs/rules/apprentice.md).
- STEPS: notes for the Storyteller at each step (whom to offer, what the option means).
- CHOICES: the Barista's token by the option picked; the Cacklejack's character change.
- CHOICE_CHECKS / CHARACTER_CHECKS: the Bone Collector picks a dead player; the Apprentice gets a
  Townsfolk (good) or a Minion (evil) of the script; the Cacklejack changes neither the player chosen
  today (NOT ME) nor into a character off the script.
- EVERY_STEP: a player with the Barista's ACTS TWICE or SOBER & HEALTHY is named at their own steps.
- OFFERS: the Harlot's "you both might die", once the picked player agreed.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from grimoire_app.model.characters import Team
from grimoire_app.systems.botc.events import CharacterAssigned, DeathCause, Event, PlayerDied, ReminderPlaced
from grimoire_app.systems.botc.info.reliability import SOBER_AND_HEALTHY, carries_live
from grimoire_app.systems.botc.state import Seat
from grimoire_app.systems.botc.tonight.draft import StepDraft
from grimoire_app.systems.botc.tonight.holding import Holder
from grimoire_app.systems.botc.tonight.impairment import impairment
from grimoire_app.systems.botc.tonight.plan import Ids, Plan
from grimoire_app.systems.botc.tonight.values import Reason
from grimoire_app.systems.botc.tonight.view import View

ACTS_TWICE = ("barista", "Acts Twice")
BARISTA_TOKENS = {"sober": "Sober & Healthy", "twice": "Acts Twice"}
"""The Barista's two effects (the choice's option) and the token each places."""
Offer = tuple[str, tuple[Event, ...], Reason, str]
"""A proposal that is no attack: (seat, events, why, source character) (as steps_bmr_evil.Offer)."""
ChoiceCheck = Callable[[View, str | None, tuple[str, ...]], Sequence[Reason]]


# --- the Apprentice ----------------------------------------------------------------------------


def apprentice_gained(view: View, seat: Seat) -> list[Holder]:
    """Return the ability the Storyteller gave the Apprentice at its step, once recorded."""
    for index, _, choice in reversed(view.choices_of("apprentice")):
        if choice.seat == seat.id and choice.characters:
            return [Holder(seat.id, choice.characters[0], "apprentice", index)]
    return []


def apprentice_team(view: View, seat_id: str | None) -> Team:
    """Return the type the Apprentice's ability comes from: Townsfolk when good, Minion when evil."""
    if seat_id is None:
        return Team.TOWNSFOLK
    return Team.MINION if view.seat(seat_id).alignment == "evil" else Team.TOWNSFOLK


def apprentice(draft: StepDraft) -> None:
    """The Storyteller picks the ability; say from which type (docs/rules/apprentice.md)."""
    seat = draft.acting[0].seat if draft.acting else None
    team = apprentice_team(draft.view, seat)
    code = "apprentice_pick_minion" if team == Team.MINION else "apprentice_pick_townsfolk"
    draft.notes.append(draft.view.reason(code, seat, "apprentice"))


def apprentice_characters(view: View, chooser: str | None, characters: tuple[str, ...]) -> Sequence[Reason]:
    """A good Apprentice gets a Townsfolk's ability, an evil one a Minion's; only one listed on the script."""
    team = apprentice_team(view, chooser)
    wrong = [c for c in characters if (found := view.character(c)) is None or found.team != team]
    code = "apprentice_wrong_minion" if team == Team.MINION else "apprentice_wrong_townsfolk"
    listed = {c.id for c in view.game.script.characters}
    return [view.reason(code, chooser, c) for c in wrong] + [view.reason("apprentice_not_on_script", chooser, c) for c in characters if c not in listed]


# --- the Barista -------------------------------------------------------------------------------


def barista(draft: StepDraft) -> None:
    """A Storyteller step: pick a player and an effect; the Barista itself sleeps (docs/rules/barista.md)."""
    draft.notes.append(draft.view.reason("barista_pick"))


def barista_choice(plan: Plan) -> None:
    """Place the token of the effect picked (inert when the Barista is drunk or poisoned)."""
    token = BARISTA_TOKENS.get(plan.choice.text or "sober")
    if token is not None:
        for seat_id in plan.choice.players[:1]:
            plan.place("barista", token, seat_id)


def barista_effects(draft: StepDraft) -> None:
    """At each of a player's own steps, name the Barista's effect on them: wake twice, or sober and healthy."""
    if draft.character in (None, "barista"):
        return
    for actor in draft.acting:
        seat = draft.view.seat(actor.seat)
        if carries_live(seat, ACTS_TWICE):
            draft.notes.append(draft.view.reason("barista_acts_twice", seat.id, draft.character))
        if carries_live(seat, SOBER_AND_HEALTHY):
            draft.notes.append(draft.view.reason("barista_sober", seat.id, draft.character))


# --- the Harlot --------------------------------------------------------------------------------


def harlot(draft: StepDraft) -> None:
    """Ask the picked player; record whether they agree (docs/rules/harlot.md). After a refusal there is nothing to show."""
    draft.notes.append(draft.view.reason("harlot_ask"))
    last = draft.last_choice
    if last is not None and last.players:
        draft.wakes = [a.seat for a in draft.acting] + list(last.players[:1])  # the picked player is woken and asked
    if last is not None and last.text == "refuses" and draft.rule is not None:
        draft.rule = draft.rule.model_copy(update={"info": False})
        draft.cards = [card for card in draft.cards if card.info != "answer"]


def harlot_offers(view: View, ids: Ids) -> list[Offer]:
    """Once a picked player agreed to a working Harlot, offer that both die (the Storyteller's call)."""
    offers: list[Offer] = []
    for choice in view.choices_tonight("harlot"):
        if choice.text != "agrees" or not choice.players or impairment(view, choice.seat):
            continue
        pair = [seat_id for seat_id in (choice.seat, choice.players[0]) if view.seat(seat_id).alive]
        if not pair:
            continue
        cause = DeathCause(kind="ability", character="harlot")
        events: list[Event] = []
        for seat_id in pair:
            events += [PlayerDied(seat=seat_id, cause=cause),
                       ReminderPlaced(reminder=ids.next(), seat=seat_id, character="harlot", token="Dead")]
        offers.append((choice.seat, tuple(events), view.reason("harlot_both_die", choice.seat, players=view.name(choice.players[0])), "harlot"))
    return offers


# --- the Bone Collector ------------------------------------------------------------------------


def bonecollector_check(view: View, chooser: str | None, players: tuple[str, ...]) -> Sequence[Reason]:
    """Only a dead player may be picked."""
    return [view.reason("bonecollector_living", seat_id) for seat_id in players if view.seat(seat_id).alive]


def bonecollector(draft: StepDraft) -> None:
    """Once per game: a dead player's ability works tonight and tomorrow (later steps wake them)."""
    draft.notes.append(draft.view.reason("bonecollector_pick"))


# --- the Cacklejack ----------------------------------------------------------------------------

NOT_ME = ("cacklejack", "Not Me")


def cacklejack(draft: StepDraft) -> None:
    """Pick who changes and into what; the player chosen today (NOT ME) is not eligible (docs/rules/cacklejack.md)."""
    view = draft.view
    spared = [seat for seat, reminder in view.by_token.get(NOT_ME, []) if not reminder.inert]
    if spared:
        draft.notes.append(view.reason("cacklejack_pick", spared[0].id))
    else:
        draft.notes.append(view.reason("cacklejack_no_choice"))


def cacklejack_choice(plan: Plan) -> None:
    """The player picked becomes the character picked, alignment kept; nothing when the Cacklejack is impaired or the
    player is the one chosen today (NOT ME)."""
    players, characters = plan.choice.players, plan.choice.characters
    if len(players) != 1 or len(characters) != 1 or plan.impaired:
        return
    target = plan.view.seat(players[0])
    if plan.view.has(target, NOT_ME):
        return
    plan.events.append(CharacterAssigned(seat=target.id, character=characters[0], alignment=target.alignment))


def cacklejack_check(view: View, chooser: str | None, players: tuple[str, ...]) -> Sequence[Reason]:
    """The player chosen today (NOT ME) does not change."""
    return [view.reason("cacklejack_not_me", seat_id) for seat_id in players if view.has(view.seat(seat_id), NOT_ME)]


def cacklejack_characters(view: View, chooser: str | None, characters: tuple[str, ...]) -> Sequence[Reason]:
    """The new character comes from the script (issue 17 brief; any other is a Storyteller override)."""
    listed = {c.id for c in view.game.script.characters}
    return [view.reason("cacklejack_not_on_script", chooser, c) for c in characters if c not in listed]


HELD = {"apprentice": apprentice_gained}
STEPS = {"apprentice": apprentice, "barista": barista, "harlot": harlot, "bonecollector": bonecollector, "cacklejack": cacklejack}
CHOICES: dict[str, Callable[[Plan], None]] = {"barista": barista_choice, "cacklejack": cacklejack_choice}
CHOICE_CHECKS: dict[str, ChoiceCheck] = {"bonecollector": bonecollector_check, "cacklejack": cacklejack_check}
CHARACTER_CHECKS: dict[str, ChoiceCheck] = {"apprentice": apprentice_characters, "cacklejack": cacklejack_characters}
EVERY_STEP = (barista_effects,)
OFFERS: dict[str, Callable[[View, Ids], list[Offer]]] = {"harlot": harlot_offers}

__all__ = ["CHARACTER_CHECKS", "CHOICES", "CHOICE_CHECKS", "EVERY_STEP", "HELD", "OFFERS", "STEPS"]
