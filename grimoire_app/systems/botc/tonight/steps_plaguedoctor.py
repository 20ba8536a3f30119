"""The Plague Doctor's Minion ability and its nine jinxes at night (docs/rules/plaguedoctor.md).

Once a Plague Doctor has died (working), its `plaguedoctor` step (other nights, the Storyteller's) offers the pick:
one Minion character of the script, and for a jinxed one the players it changes. The pick is the step's NightChoice
(character `plaguedoctor`, its characters the Minion first or anywhere, plus the Baron's Outsiders; its players the
targets), recorded with the events it makes (CHOICES):

- Boomdandy, Evil Twin: a player becomes it (evil) and is shown YOU ARE; the new Evil Twin's TWIN is offered by the
  night proposals (offers_gaps), and both twins are shown each other at this step.
- Marionette: a good player beside the Demon becomes it (evil, believing their old character, IS THE MARIONETTE by it);
  the Demon is shown it.
- Baron: up to two Townsfolk become the Outsiders picked with it (alignments stay), each shown YOU ARE.
- Fearmonger, Goblin, Scarlet Woman, Spy, Wraith: one Minion also holds that power (HELD_BY_ANY: it wakes at that
  step) and is shown the Plague Doctor's token, then the power.
- Any other Minion: the Storyteller holds it (STORYTELLER ABILITY by the Plague Doctor). From the next night the dead
  Plague Doctor's seat holds that ability for the Storyteller (HELD, via "plaguedoctor"): the Minion's own step runs as a
  Storyteller step, nobody woken, with its choice and reminders (`storyteller_minion_step`); its drunk and poison tokens
  work while the Storyteller holds it (info/reliability.py) and do not come off as "source gone" (lifetimes.py).

A Plague Doctor that died drunk or poisoned gains nothing: its step is then skipped.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

from grimoire_app.model.characters import Team
from grimoire_app.systems.botc.events import BelievedCharacterSet, CharacterAssigned, Phase, PlayerDied, ReminderRemoved
from grimoire_app.systems.botc.info.reliability import reliability
from grimoire_app.systems.botc.plaguedoctor import BARON, PLAGUEDOCTOR, POWERS, STORYTELLER_ABILITY, TURNED
from grimoire_app.systems.botc.plaguedoctor import split as split_pick
from grimoire_app.systems.botc.state import Seat
from grimoire_app.systems.botc.tonight.draft import StepDraft
from grimoire_app.systems.botc.tonight.holding import Holder
from grimoire_app.systems.botc.tonight.plan import Plan
from grimoire_app.systems.botc.tonight.values import Card, ChoiceSpec, Reason
from grimoire_app.systems.botc.tonight.view import View

TWIN = ("eviltwin", "Twin")
PICK = ChoiceSpec(players=2, characters=3, optional=True, min_players=0, min_characters=1)
"""The pick: one Minion (with the Baron, up to two Outsiders too) and up to two players."""


@dataclass(frozen=True)
class Pick:
    """A recorded pick: the Plague Doctor's seat, the Minion ability, the Baron's Outsiders, the players, when."""

    doctor: str
    minion: str
    outsiders: tuple[str, ...]
    players: tuple[str, ...]
    index: int
    phase: Phase

    @property
    def kind(self) -> str:
        """'turned', 'baron', 'power' (a jinx) or 'storyteller' (the Storyteller holds the ability)."""
        if self.minion in TURNED:
            return "turned"
        if self.minion == BARON:
            return "baron"
        return "power" if self.minion in POWERS else "storyteller"


def split(view: View, characters: Sequence[str]) -> tuple[str | None, tuple[str, ...]]:
    """Return the picked Minion (the first Minion named) and the other characters named."""
    return split_pick(view.game.team_of, characters)


def picks(view: View) -> list[Pick]:
    """Return each Plague Doctor's latest pick up to this night's end (a re-recorded pick replaces the earlier one)."""
    found: dict[str, Pick] = {}
    for index, phase, choice in view.choices_of(PLAGUEDOCTOR):  # looked up in the night index, not scanned (issue 20)
        if choice.characters:
            minion, others = split(view, choice.characters)
            if minion is not None:
                found[choice.seat] = Pick(choice.seat, minion, others, choice.players, index, phase)
    return list(found.values())


def pick_of(view: View, doctor: str) -> Pick | None:
    """Return the latest pick made for one Plague Doctor."""
    return next((p for p in reversed(picks(view)) if p.doctor == doctor), None)


def died_impaired(view: View, doctor: Seat) -> bool:
    """Whether the Plague Doctor was drunk or poisoned just before its latest death."""
    for index in range(view.cutoff - 1, -1, -1):
        event = view.game.events[index]
        if isinstance(event, PlayerDied) and event.seat == doctor.id:
            return reliability(view.game, doctor.id, index).impaired
    return False


def plaguedoctor(draft: StepDraft) -> None:
    """Skip while it lives or after an impaired death; else offer the pick, then show its cards, then say what it did."""
    view = draft.view
    dead = [view.seat(actor.seat) for actor in draft.actors if not view.seat(actor.seat).alive]
    if not dead:
        draft.skip(view.reason("plaguedoctor_alive"))
        return
    doctor = dead[0]
    pick = pick_of(view, doctor.id)
    if pick is not None and pick.phase != view.tonight:
        draft.skip(_done(view, pick))
        return
    if pick is None and died_impaired(view, doctor):
        draft.skip(view.reason("plaguedoctor_died_impaired", doctor.id))
        return
    draft.choose = PICK
    draft.reminders = []
    draft.actors = [replace(a, impaired=()) for a in draft.actors]  # judged as it died: what befalls the dead seat later does not count
    if pick is None:
        draft.notes.append(view.reason("plaguedoctor_gain", doctor.id))
    else:
        _shown(draft, pick)


def _done(view: View, pick: Pick) -> Reason:
    """Why the step has nothing left: what the pick of an earlier night did."""
    names = ", ".join(view.name(p) for p in pick.players) or "-"
    if pick.kind == "storyteller":
        return view.reason("plaguedoctor_using", pick.doctor, pick.minion)
    if pick.kind == "power":
        return view.reason("plaguedoctor_power_given", pick.players[0] if pick.players else None, pick.minion)
    return view.reason("plaguedoctor_changed", pick.doctor, pick.minion, players=names)


def _shown(draft: StepDraft, pick: Pick) -> None:
    """Tonight's pick: who wakes and the cards they are shown."""
    view = draft.view
    step = draft.id
    if pick.kind == "storyteller":
        draft.notes.append(view.reason("plaguedoctor_using", pick.doctor, pick.minion))
        return
    if not pick.players:
        return
    target = pick.players[0]
    cards: list[Card] = []
    if pick.kind == "power":
        cards = [Card("selected_you", step, (target,), (PLAGUEDOCTOR,)), Card("custom", step, (target,), (pick.minion,))]
    elif pick.minion == "marionette":
        demons = view.living(view.registered_demons)
        cards = [Card("custom", step, demons, ("marionette",), (target,))] if demons else []
    elif pick.minion == "eviltwin":
        cards = [Card("you_are", step, (target,), ("eviltwin",))]
        twins = view.carriers(TWIN)
        if twins and twins[0].id != target:
            twin = twins[0]
            cards += [
                Card("custom", step, (target,), (twin.character,) if twin.character else (), (twin.id,)),
                Card("custom", step, (twin.id,), ("eviltwin",), (target,)),
            ]
        else:
            draft.notes.append(view.reason("plaguedoctor_twin_first", target))
    elif pick.minion == BARON:
        cards = [Card("you_are", step, (seat,), (outsider,)) for seat, outsider in zip(pick.players, pick.outsiders)]
    else:
        cards = [Card("you_are", step, (target,), (pick.minion,))]
    draft.cards = cards
    draft.wakes = list(dict.fromkeys(seat for card in cards for seat in card.to))


def neighbours(view: View, seat_id: str) -> tuple[str, ...]:
    """Return the two seats directly beside a seat (dead ones too), in table order."""
    seats = view.state.seats
    index = view.state.index_of(seat_id)
    return tuple(dict.fromkeys(seats[(index + step) % len(seats)].id for step in (-1, 1) if len(seats) > 1))


def beside_demon(view: View) -> tuple[str, ...]:
    """Return the good players directly beside a Demon: the Marionette jinx's legal targets."""
    found = [n for demon in view.demons for n in neighbours(view, demon)]
    return tuple(s for s in dict.fromkeys(found) if view.seat(s).alignment == "good" and view.seat(s).id not in view.demons)


def pick_check(view: View, chooser: str | None, players: tuple[str, ...], characters: tuple[str, ...]) -> list[Reason]:
    """What is wrong with a pick for the jinx of the picked Minion (overridable)."""
    if not players and not characters:
        return []
    minion, others = split(view, characters)
    if minion is None:
        return [view.reason("plaguedoctor_one_minion", chooser)]
    problems: list[Reason] = []
    if others and (minion != BARON or any(view.game.team_of(c) != Team.OUTSIDER for c in others)):
        problems.append(view.reason("plaguedoctor_outsiders_baron", chooser, minion))
    seats = [view.seat(p) for p in players]
    if minion in TURNED or minion in POWERS:
        if len(seats) != 1:
            return problems + [view.reason("plaguedoctor_one_player", chooser, minion)]
        target = seats[0]
        if minion == "marionette" and target.id not in beside_demon(view):
            problems.append(view.reason("plaguedoctor_marionette_beside", target.id, minion))
        elif minion in POWERS and (view.team(target) != Team.MINION or not view.really_alive(target)):
            problems.append(view.reason("plaguedoctor_power_minion", target.id, minion))
        elif minion in ("boomdandy", "eviltwin") and (view.team(target) == Team.DEMON or not view.really_alive(target)):
            problems.append(view.reason("plaguedoctor_turned_living", target.id, minion))
    elif minion == BARON:
        if len(others) != len(seats):
            problems.append(view.reason("plaguedoctor_baron_pairs", chooser, minion))
        problems += [view.reason("plaguedoctor_baron_townsfolk", s.id, minion) for s in seats if view.team(s) != Team.TOWNSFOLK]
    elif seats:
        problems.append(view.reason("plaguedoctor_no_players", chooser, minion))
    return problems


def pick_events(plan: Plan) -> None:
    """The pick's events: the change of a jinx, or STORYTELLER ABILITY by the Plague Doctor for a Minion the Storyteller holds."""
    view = plan.view
    minion, outsiders = split(view, plan.choice.characters)
    if minion is None:
        return
    doctor = plan.chooser
    kind = Pick(doctor.id, minion, outsiders, plan.choice.players, -1, view.tonight).kind
    if kind == "storyteller":
        plan.place_once(*STORYTELLER_ABILITY, doctor.id)
        return
    for reminder in doctor.reminders:  # a jinx: the Storyteller holds no ability (the day's token comes off)
        if (reminder.character, reminder.token) == STORYTELLER_ABILITY:
            plan.events.append(ReminderRemoved(reminder=reminder.id, because="used"))
    if kind == "turned" and plan.choice.players:
        target = view.seat(plan.choice.players[0])
        plan.events.append(CharacterAssigned(seat=target.id, character=minion, alignment="evil"))
        if minion == "marionette" and target.character:  # believes it is still its good character, as one dealt at setup
            plan.events.append(BelievedCharacterSet(seat=target.id, character=target.character))
            plan.place_once("marionette", "Is The Marionette", target.id)
    elif kind == "baron":
        for seat_id, outsider in zip(plan.choice.players, outsiders):
            plan.events.append(CharacterAssigned(seat=seat_id, character=outsider, alignment=view.seat(seat_id).alignment))


def power_holders(view: View, seat: Seat) -> list[Holder]:
    """The jinxed powers a Minion got from a Plague Doctor (it holds them besides its own ability)."""
    return [
        Holder(seat.id, pick.minion, "plaguedoctor_power", pick.index)
        for pick in picks(view)
        if pick.kind == "power" and pick.players[:1] == (seat.id,)
    ]


def storyteller_held(view: View, seat: Seat) -> list[Holder]:
    """The Minion ability the Storyteller holds by this dead Plague Doctor, from the night after the pick (HELD)."""
    pick = pick_of(view, seat.id)
    if pick is None or pick.kind != "storyteller" or pick.phase == view.tonight or seat.alive:
        return []
    return [Holder(seat.id, pick.minion, "plaguedoctor", pick.index)]


def storyteller_minion_step(draft: StepDraft) -> None:
    """At the step of a Minion ability the Storyteller holds: the Storyteller chooses for it, nobody wakes (a note says so)."""
    view = draft.view
    held = [a for a in draft.acting if a.via == "plaguedoctor"]
    if not held:
        return
    if len(held) == len(draft.acting):
        draft.kind = "storyteller"
        draft.cards = [card for card in draft.cards if card.to != ("@actor",)]
    else:  # the Minion is in play too: its player wakes and chooses first; the Storyteller's choice is the other actor's
        players = [a.seat for a in draft.acting if a.via != "plaguedoctor"]
        draft.chooser = players[0]
        if draft.wakes is None and draft.kind == "wake":
            draft.wakes = players
    draft.notes.append(view.reason("plaguedoctor_storyteller_acts", held[0].seat, draft.character))


STEPS = {PLAGUEDOCTOR: plaguedoctor}
HELD = {PLAGUEDOCTOR: storyteller_held}
CHOICES = {PLAGUEDOCTOR: pick_events}
PAIR_CHECKS = {PLAGUEDOCTOR: pick_check}
EVERY_STEP = (storyteller_minion_step,)
HELD_BY_ANY = (power_holders,)
