"""One step of tonight's sheet while it is worked out: the generic rules, then the character's hook.

The generic rules (spec 1.11) give each holder of the slot's ability an Actor: asleep when dead
(unless the ability works while dead), when a once-per-game ability was spent before tonight, or
when a Drunk believes a character whose step is the Storyteller's bookkeeping; impaired (drunk,
poisoned) otherwise noted but still acting. The step's data gives its kind, choice, reminders and
cards; a registered hook adds what data cannot say (registry.STEPS), then `finish` freezes it.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Literal

from grimoire_app.systems.botc.events import NightChoice
from grimoire_app.systems.botc.tonight.data import CardRule, StepRule
from grimoire_app.systems.botc.tonight.held import meal_was_evil
from grimoire_app.systems.botc.tonight.held_boffin import boffin_lost
from grimoire_app.systems.botc.tonight.impairment import impairment
from grimoire_app.systems.botc.tonight.values import (
    Actor,
    Card,
    ChoiceSpec,
    Reason,
    ReminderOffer,
    StepKind,
    Text,
    TonightStep,
)
from grimoire_app.systems.botc.tonight.view import Holder, View


@dataclass
class StepDraft:
    """A step being worked out (mutable; hooks adjust it; `finish` returns the frozen step)."""

    view: View
    id: str
    character: str | None
    rule: StepRule | None
    kind: StepKind = "wake"
    first_mode: bool = False
    """Run as on the first night (night 1, or a fresh holder of a start-knowing ability)."""
    reasons: list[Reason] = field(default_factory=list)
    notes: list[Reason] = field(default_factory=list)
    actors: list[Actor] = field(default_factory=list)
    wakes: list[str] | None = None
    """None: the acting actors (for a wake step) or nobody (for a storyteller step)."""
    chooser: str | None = None
    choose: ChoiceSpec = ChoiceSpec()
    reminders: list[ReminderOffer] = field(default_factory=list)
    cards: list[Card] = field(default_factory=list)
    in_play: bool = True
    off_night: bool = False
    how_to_run: Text | None = None
    done: tuple[NightChoice, ...] = ()

    @property
    def acting(self) -> list[Actor]:
        """Return the actors that act tonight."""
        return [actor for actor in self.actors if actor.acts]

    @property
    def last_choice(self) -> NightChoice | None:
        """Return tonight's latest recorded choice for this step."""
        return self.done[-1] if self.done else None

    def skip(self, reason: Reason) -> None:
        """Skip the whole step for a reason."""
        self.reasons.append(reason)

    def skip_actor(self, seat_id: str, reason: Reason) -> None:
        """Put one actor to sleep for a reason (unless it already chose tonight)."""
        if any(choice.seat == seat_id for choice in self.done):
            return
        self.actors = [replace(a, skipped=a.skipped + (reason,)) if a.seat == seat_id else a for a in self.actors]

    def use_first_night(self) -> None:
        """Run the step as on the first night (its kind, choice, reminders and cards)."""
        if self.rule is None or self.rule.first is None or self.character is None:
            return
        self.first_mode = True
        self.kind = "storyteller" if self.rule.first == "storyteller" else "wake"
        self.choose = self.rule.choice(True)
        self.reminders = offers(self.view, self.character, self.rule, True)
        self.cards = data_cards(self)

    def finish(self) -> TonightStep:
        """Return the frozen step: it runs when nothing skips it and someone acts (or it is bookkeeping)."""
        acting = self.acting
        reasons = list(self.reasons)
        if not reasons and self.actors and not acting:
            reasons = _unique([r for actor in self.actors for r in actor.skipped])
        status: Literal["wakes", "skipped"] = "skipped" if reasons else "wakes"
        actors = tuple(a if a.skipped or status == "wakes" else replace(a, skipped=tuple(reasons)) for a in self.actors)
        wakes = self.wakes if self.wakes is not None else ([a.seat for a in acting] if self.kind == "wake" else [])
        chooser = self.chooser if self.chooser is not None else (acting[0].seat if acting else None)
        cards = [c for card in self.cards for c in resolve_cards(self, card)] if status == "wakes" else []
        return TonightStep(
            id=self.id, night=self.view.night, status=status, kind=self.kind, character=self.character,
            reasons=tuple(reasons), notes=tuple(_unique(self.notes)), actors=actors,
            wakes=tuple(dict.fromkeys(wakes)) if status == "wakes" else (),
            chooser=chooser if self.choose != ChoiceSpec() or self.kind == "storyteller" else None,
            choose=self.choose, reminders=tuple(self.reminders), cards=tuple(c for c in cards if c is not None),
            how_to_run=self.how_to_run, info=bool(self.rule and self.rule.info_on(self.first_mode)), in_play=self.in_play,
            off_night=self.off_night, done=self.done,
        )


def _unique(reasons: list[Reason]) -> list[Reason]:
    seen: dict[tuple[str, str], Reason] = {}
    for reason in reasons:
        seen.setdefault((reason.code, reason.en), reason)
    return list(seen.values())


def new_draft(view: View, step_id: str, character: str | None) -> StepDraft:
    """Start a step from its data and holders (special steps have no character and no rule)."""
    rule = view.data.steps.get(character) if character else None
    draft = StepDraft(view, step_id, character, rule)
    if character is None:
        return draft
    draft.done = view.choices_tonight(character)
    draft.first_mode = view.first  # also without a rule (homebrew): its first-night text on the first night
    kind = rule.kind(view.first) if rule else "wake"
    draft.kind = "storyteller" if kind == "storyteller" else "wake"
    if rule is not None:
        draft.choose = rule.choice(view.first)
        draft.reminders = offers(view, character, rule, view.first)
    draft.actors = [actor_for(draft, holder) for holder in view.holders.get(character, ())]
    if not draft.actors and character in view.state.fabled:
        draft.kind = "storyteller"  # a Fabled or Loric in play: the Storyteller runs its slot (docs/rules/fabled-loric.md)
    elif not draft.actors:
        draft.in_play = False
        draft.skip(view.reason("not_in_play", character=character))
    elif kind == "never":
        draft.skip(view.reason("nothing_tonight", character=character))
    elif rule is not None and rule.fresh and not view.first and any(a.fresh and a.acts for a in draft.actors):
        draft.use_first_night()
    draft.cards = data_cards(draft)
    _goon_note(draft)
    if any(a.via == "alchemist" and a.acts for a in draft.actors):
        draft.notes.append(view.reason("alchemist_rechoose", character=character))
    return draft


def _goon_note(draft: StepDraft) -> None:
    """A chooser caught by the Goon tonight: wake the Goon to show its alignment if it changed (spec 3.2)."""
    view = draft.view
    choosers = {choice.seat for choice in draft.done}
    for seat, reminder in view.by_token.get(("goon", "Drunk"), []):
        if seat.id in choosers and not view.placed_before(reminder.id, view.tonight):
            goons = [s.id for s in view.state.seats if s.character == "goon"]
            draft.notes.append(view.reason("goon_caught", goons[0] if goons else None))


def actor_for(draft: StepDraft, holder: Holder) -> Actor:
    """Return a holder's Actor with the generic reasons to sleep (spec 1.11) and its impairment."""
    view, rule = draft.view, draft.rule
    seat = view.seat(holder.seat)
    skipped: list[Reason] = []
    if (rule is None or rule.dead == "sleeps") and not view.able(seat) and holder.via != "plaguedoctor":  # the Storyteller's
        skipped.append(view.reason("dead", seat.id))
    spent = spent_reason(view, holder, rule)
    if spent is not None:
        skipped.append(spent)
    if draft.kind == "storyteller" and holder.via == "believed":
        skipped.append(view.reason("drunk_nothing", seat.id, holder.character))
    lost = boffin_lost(view, holder)  # the Boffin's gift follows the Boffin's seat (docs/rules/boffin.md)
    if lost is not None:
        skipped.append(lost)
    if any(choice.seat == seat.id for choice in draft.done):
        skipped = []
    impaired = impairment(view, seat.id) if not skipped and holder.via not in ("plaguedoctor", "boffin") else ()
    if holder.via == "cannibal" and not skipped and not impaired and meal_was_evil(view, seat):
        impaired = (view.reason("cannibal_evil_meal", seat.id),)
    return Actor(seat.id, holder.via, impaired, tuple(skipped), view.fresh(holder.since))


def spent_reason(view: View, holder: Holder, rule: StepRule | None) -> Reason | None:
    """Return why a once-per-game ability is spent before tonight (its token, or an earlier choice)."""
    if rule is None or not rule.once:
        return None
    seat = view.seat(holder.seat)
    for token in rule.spent_by:
        for reminder in seat.reminders:
            if (reminder.character, reminder.token) == (holder.character, token) and view.placed_before(reminder.id, view.tonight):
                return view.reason("ability_used", seat.id, holder.character, token=view.token_text(holder.character, token))
    for index, phase, choice in view.choices_of(holder.character):
        if choice.seat == seat.id and index > holder.since and phase != view.tonight:
            if choice.players or choice.characters:
                return view.reason("used_on_night", seat.id, holder.character, night=phase.number)
    return None


def offers(view: View, character: str, rule: StepRule, first: bool) -> list[ReminderOffer]:
    """Return the reminders the step's choice places on that kind of night."""
    night = "first" if first else "other"
    return [
        ReminderOffer(character, place.token, place.on, view.data.moves(character, place.token))
        for place in rule.places
        if place.night in (None, night)
    ]


def data_cards(draft: StepDraft) -> list[Card]:
    """Return the step's cards from its data, unresolved (plus the answer card of an info step)."""
    if draft.rule is None or draft.character is None:
        return []
    night = "first" if draft.first_mode else "other"
    rules = [card for card in draft.rule.cards if card.night in (None, night)]
    if draft.rule.info_on(draft.first_mode) and not any(card.info == "answer" for card in draft.rule.cards):
        rules.append(CardRule(info="answer", to="actor"))
    return [_template(draft.character, rule) for rule in rules]


def _template(step: str, rule: CardRule) -> Card:
    """Keep the rule's roles in the card until it is resolved (see resolve_card)."""
    characters = rule.characters if isinstance(rule.characters, tuple) else ("@" + rule.characters,)
    players = ("@" + rule.players,) if rule.players else ()
    return Card(rule.info, step, ("@" + rule.to,), characters, players)


CHOICE_ROLES = frozenset({"@chosen_character", "@chosen_1", "@chosen_2"})
"""Card roles read from tonight's choice."""


def resolve_cards(draft: StepDraft, card: Card) -> list[Card | None]:
    """Resolve a card; a card to the actors that shows their own choice goes to each actor with theirs (two
    Apprentices on one night each see the ability they gained, docs/rules/apprentice.md)."""
    own_choice = card.to == ("@actor",) and CHOICE_ROLES & {*card.characters, *card.players}
    if not own_choice or len(draft.acting) < 2:
        return [resolve_card(draft, card)]
    return [resolve_card(replace(draft, actors=[actor], done=tuple(c for c in draft.done if c.seat == actor.seat)), card) for actor in draft.acting]


def resolve_card(draft: StepDraft, card: Card) -> Card | None:
    """Fill a card's roles from the grimoire and tonight's choice (None when it has no recipient).

    A card for the chosen player keeps `to_chosen` and stays unresolved until the choice is recorded.
    """
    to = _players(draft, card.to)
    characters, players = _characters(draft, card.characters), _players(draft, card.players)
    if card.to in (("@chosen_1",), ("@chosen_2",)):
        return Card(card.info, card.step, to, characters, players, 0 if card.to == ("@chosen_1",) else 1)
    return Card(card.info, card.step, to, characters, players) if to else None


def _players(draft: StepDraft, roles: tuple[str, ...]) -> tuple[str, ...]:
    found: list[str] = []
    for role in roles:
        found += _player_role(draft, role) if role.startswith("@") else [role]
    return tuple(dict.fromkeys(found))


def _player_role(draft: StepDraft, role: str) -> list[str]:
    view, choice = draft.view, draft.last_choice
    chosen = list(choice.players) if choice else []
    roles = {
        "@actor": lambda: [a.seat for a in draft.acting],
        "@chosen_1": lambda: chosen[:1],
        "@chosen_2": lambda: chosen[1:2],
        "@minions": lambda: list(view.living(view.minions)),
        "@demons": lambda: list(view.living(view.registered_demons)),
        "@know": lambda: [s.id for s in view.carriers((draft.character or "", "Know"))],
        "@grandchild": lambda: [s.id for s in view.carriers(("grandmother", "Grandchild"))],
    }
    return roles[role]()


def _characters(draft: StepDraft, roles: tuple[str, ...]) -> tuple[str, ...]:
    found: list[str] = []
    for role in roles:
        found += _character_role(draft, role) if role.startswith("@") else [role]
    return tuple(dict.fromkeys(found))


def _character_role(draft: StepDraft, role: str) -> list[str]:
    view, choice = draft.view, draft.last_choice
    acting = {a.seat for a in draft.acting}
    roles = {
        "@held": lambda: [h.character for hs in view.holders.values() for h in hs if h.seat in acting and h.via == "alchemist"],
        "@bluffs": lambda: list(view.state.bluffs),
        "@chosen_character": lambda: list(choice.characters) if choice else [],
        "@grandchild": lambda: [c for s in view.carriers(("grandmother", "Grandchild")) for c in [s.character] if c],
        "@executed": lambda: [c for d in view.deaths_today if d.cause.kind == "execution" for c in [view.seat(d.seat).character] if c],
    }
    return roles[role]()
