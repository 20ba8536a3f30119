"""Night notes and checks of the experimental Minions (issue 21), one hook per character.

Registered in registry.py with one line per table. Each rule is restated in docs/rules/<id>.md:
the Widow looks at the grimoire on night 1, poisons her first pick and the Storyteller's second
pick (a good player) learns a Widow is in play; the Marionette sleeps through Minion Info (the Demon is
shown it at its own step) and acts at its believed good character's steps; the Wraith wakes whenever another
evil player does (a note at each such step); the Mezepheles' marked player turns evil the night after; the Demon holds the Boffin's good
ability (tonight/held_boffin.py) and wakes at that ability's step; the Wizard's wish is recorded granted or refused.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from grimoire_app.model.characters import Team
from grimoire_app.systems.botc.events import AlignmentChanged
from grimoire_app.systems.botc.tonight import held_boffin
from grimoire_app.systems.botc.tonight.draft import StepDraft
from grimoire_app.systems.botc.tonight.plan import Plan
from grimoire_app.systems.botc.tonight.values import Reason
from grimoire_app.systems.botc.tonight.view import View


def widow(draft: StepDraft) -> None:
    """Show the grimoire; the second pick is the Storyteller's good player; an impaired Widow poisons nobody."""
    view = draft.view
    for actor in draft.acting:
        draft.notes.append(view.reason("widow_grimoire", actor.seat))
        draft.notes.append(view.reason("widow_know_good", actor.seat))
        if actor.impaired:
            draft.notes.append(view.reason("widow_impaired", actor.seat))


def widow_check(view: View, chooser: str | None, players: tuple[str, ...]) -> tuple[Reason, ...]:
    """The Widow's second pick (who learns a Widow is in play) is a good player."""
    if len(players) > 1 and view.seat(players[1]).alignment != "good":
        return (view.reason("widow_know_not_good", players[1]),)
    return ()


def marionettes(view: View) -> tuple[str, ...]:
    """Return the seats that really are the Marionette."""
    return tuple(seat.id for seat in view.state.seats if seat.character == "marionette")


def marionette(draft: StepDraft) -> None:
    """Night 1: wake the Demon (not the Marionette) and point at the Marionette (docs/rules/marionette.md)."""
    view = draft.view
    demons = view.living(view.demons)
    if not demons:
        draft.skip(view.reason("no_demon"))
        return
    draft.wakes = list(demons)
    draft.notes.append(view.reason("marionette_to_demon", draft.acting[0].seat if draft.acting else None))


def without_marionette(hook: Callable[[StepDraft], None]) -> Callable[[StepDraft], None]:
    """Wrap Minion or Demon Info: the Marionette is neither woken nor shown as a Minion there (docs/rules/marionette.md)."""

    def asked(draft: StepDraft) -> None:
        hook(draft)
        hidden = set(marionettes(draft.view))
        if not hidden:
            return
        if draft.wakes is not None:
            draft.wakes = [seat for seat in draft.wakes if seat not in hidden]
        draft.cards = [
            replace(card, to=tuple(s for s in card.to if s not in hidden), players=tuple(p for p in card.players if p not in hidden))
            for card in draft.cards
        ]

    return asked


def wraith(draft: StepDraft) -> None:
    """The Wraith's own slot: say it may open its eyes tonight, and wakes with the other evil players (docs/rules/wraith.md)."""
    view = draft.view
    for actor in draft.acting:
        draft.notes.append(view.reason("wraith_impaired" if actor.impaired else "wraith_eyes", actor.seat))


def _woken(draft: StepDraft) -> list[str]:
    if draft.reasons or draft.kind != "wake":
        return []
    return list(draft.wakes) if draft.wakes is not None else [actor.seat for actor in draft.acting]


def wraith_wakes_too(draft: StepDraft) -> None:
    """Every step that wakes another evil player: wake the working Wraith with them (a note)."""
    view = draft.view
    if draft.id == "wraith":
        return
    woken = _woken(draft)
    holding = {h.seat for h in view.holders.get("wraith", ()) if h.via in ("own", "plaguedoctor_power")}  # a Minion with the Wraith power too
    wraiths = [s for s in view.state.seats if s.id in holding and view.able(s) and not view.judge.impaired(s.id)]
    for found in wraiths:
        others = [seat for seat in woken if seat != found.id and view.seat(seat).alignment == "evil"]
        if others and found.id not in woken:
            draft.notes.append(view.reason("wraith_wakes_too", found.id))


def vizier(draft: StepDraft) -> None:
    """Night 1: a Storyteller step — at dawn, tell everyone who the Vizier is (docs/rules/vizier.md)."""
    for actor in draft.actors:
        draft.notes.append(draft.view.reason("vizier_announce", actor.seat))


TURNS_EVIL = ("mezepheles", "Turns Evil")


def mezepheles(draft: StepDraft) -> None:
    """Night 1: give the secret word. Later: wake the player marked TURNS EVIL, who turns evil (docs/rules/mezepheles.md)."""
    view = draft.view
    if not draft.acting:
        return
    actor = draft.acting[0]
    if draft.first_mode:
        draft.notes.append(view.reason("mezepheles_word", actor.seat))
        return
    marked = [seat for seat in view.carriers(TURNS_EVIL) if seat.alignment == "good"]
    if not marked:
        draft.skip_actor(actor.seat, view.reason("mezepheles_nobody", actor.seat))
        return
    draft.wakes = [marked[0].id]
    draft.notes.append(view.reason("mezepheles_impaired" if actor.impaired else "mezepheles_turn", marked[0].id))


BOFFIN_NEVER = ("drunk", "heretic", "ogre", "politician")
"""Good abilities the Boffin may never give the Demon (the official jinxes)."""
BOFFIN_EVEN_IN_PLAY = ("villageidiot",)
"""Good abilities the Boffin may give although a copy is in play (the Village Idiot jinx)."""


def boffin(draft: StepDraft) -> None:
    """Night 1: the Boffin and the Demon wake together and learn the good ability the Demon gains (docs/rules/boffin.md)."""
    view = draft.view
    if not draft.acting:
        return
    demons = view.living(view.demons)
    draft.wakes = [actor.seat for actor in draft.acting] + [d for d in demons if d not in {a.seat for a in draft.acting}]
    draft.notes.append(view.reason("boffin_pick", draft.acting[0].seat))


def boffin_gift(view: View) -> tuple[str, str] | None:
    """Return (Boffin seat, good character) of the latest Boffin choice recorded, if the Boffin is still in play."""
    found = held_boffin.boffin_gift(view)
    return (found[0].boffin, found[0].character) if found else None


def boffin_demon_acts(draft: StepDraft) -> None:
    """Every step: at the step of the ability the Boffin gave, the Demon holding it wakes (a note says why); while the
    Boffin is dead, drunk or poisoned the Demon sleeps through it (`boffin_lost`, held_boffin.boffin_lost)."""
    view = draft.view
    for actor in draft.acting:
        if actor.via == "boffin":
            draft.notes.append(view.reason("boffin_demon_acts", actor.seat, draft.character))


def boffin_check(view: View, chooser: str | None, characters: tuple[str, ...]) -> list[Reason]:
    """The Boffin's ability must be a good character not in play, never one the jinxes forbid (overridable)."""
    if not characters:
        return []
    chosen = characters[0]
    found = view.character(chosen)
    good = found is not None and found.team in (Team.TOWNSFOLK, Team.OUTSIDER)
    if not good or chosen in BOFFIN_NEVER or (view.in_play(chosen) and chosen not in BOFFIN_EVEN_IN_PLAY):
        return [view.reason("boffin_not_allowed", chooser, chosen)]
    return []


def wizard_granted_before(view: View, seat_id: str) -> bool:
    """Whether a wish of this Wizard was recorded as granted before tonight (a refused wish is not spent)."""
    tonight = view.state.phase
    return any(
        choice.seat == seat_id and choice.text == "granted" and phase != tonight
        for _, phase, choice in view.choices_of("wizard")
    )


def wizard(draft: StepDraft) -> None:
    """The Wizard may wish once per game; the Storyteller records granted or refused (docs/rules/wizard.md)."""
    view = draft.view
    for actor in list(draft.acting):
        if wizard_granted_before(view, actor.seat):
            draft.skip_actor(actor.seat, view.reason("wizard_wished", actor.seat))
        else:
            draft.notes.append(view.reason("wizard_impaired" if actor.impaired else "wizard_wish", actor.seat))


STEPS: dict[str, Callable[[StepDraft], None]] = {
    "widow": widow,
    "marionette": marionette,
    "wraith": wraith,
    "vizier": vizier,
    "mezepheles": mezepheles,
    "boffin": boffin,
    "wizard": wizard,
}
"""Step hooks of this module, by character id (registry.STEPS takes them in one line)."""

CHOICE_CHECKS = {"widow": widow_check}
"""Choice checks of this module (registry.CHOICE_CHECKS takes them in one line)."""

def mezepheles_choice(plan: Plan) -> None:
    """The chosen player marked TURNS EVIL turns evil, unless the Mezepheles is drunk or poisoned tonight."""
    if not plan.choice.players or plan.impaired:
        return
    target = plan.view.seat(plan.choice.players[0])
    if target.alignment == "good" and plan.view.has(target, TURNS_EVIL):
        plan.events.append(AlignmentChanged(seat=target.id, alignment="evil"))


CHOICES = {"mezepheles": mezepheles_choice}
"""Choice hooks of this module (registry.CHOICES takes them in one line)."""

CHARACTER_CHECKS = {"boffin": boffin_check}
"""Character checks of this module (registry.CHARACTER_CHECKS takes them in one line)."""

EVERY_STEP = (wraith_wakes_too, boffin_demon_acts)
"""Hooks asked at every step after its own (registry.EVERY_STEP takes them in one line)."""
