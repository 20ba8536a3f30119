"""The jinxes of the experimental Minions and Outsiders at night (issue 21, resources/characters/jinxes.json).

Registered in registry.py with one line per table (EVERY_STEP, CHOICES, GOON). A jinx applies when both its
characters are on the script or in play (the Djinn rule, `jinxed`). Each rule is restated on the Jinxes line of
docs/rules/<id>.md:
- Vizier: not announced with the Investigator or Alsaahir on the script; woken at the Fearmonger's step; told when the
  Courtier takes its ability.
- Summoner: a Summoner who lost its ability (Preacher, Courtier) or was removed from play alive (Engineer) is run by
  the Storyteller: the step stays and its choice works; with the Marionette the summoning places the Marionette.
- Marionette: hidden from the Demon while a working Magician lives; an Alchemist holding the Marionette's, Widow's or
  Wraith's ability gains nothing.
- Boffin: the Alchemist with the Boffin's ability is not shown the gained ability; a Demon with the Cult Leader's or
  Goon's ability never turns good by it (the Goon's catch works for such a Demon without the alignment change).
- Ogre: a Recluse chosen may register evil (the note); an evil player the Pit-Hag made the Ogre stays evil.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from grimoire_app.systems.botc.events import AlignmentChanged, CharacterAssigned
from grimoire_app.systems.botc.tonight import choice_rules, steps_evil, steps_exp_minions, steps_exp_outsiders
from grimoire_app.systems.botc.tonight.draft import StepDraft
from grimoire_app.systems.botc.tonight.plan import Plan
from grimoire_app.systems.botc.tonight.steps_exp_townsfolk import working_magicians
from grimoire_app.systems.botc.tonight.values import Actor, Card
from grimoire_app.systems.botc.tonight.view import View
from grimoire_app.model.characters import Team


def jinxed(view: View, first: str, second: str) -> bool:
    """Whether a jinx between two characters applies: both on the script or in play (the Djinn rule)."""
    relevant = {c.id for c in view.game.script.characters} | {s.character for s in view.state.seats if s.character} | set(view.holders)
    return first in relevant and second in relevant


def _living(view: View, character: str) -> list[str]:
    return [s.id for s in view.state.seats if s.character == character and s.alive]


# --- the Vizier -------------------------------------------------------------------------------


NOT_ANNOUNCED_WITH = ("investigator", "alsaahir")
"""Characters whose jinx with the Vizier keeps it from being announced."""


def vizier_jinxes(draft: StepDraft) -> None:
    """docs/rules/vizier.md Jinxes: not announced (Investigator, Alsaahir); woken with the Fearmonger; told by the Courtier."""
    view, character = draft.view, draft.character
    if character == "vizier" and any(jinxed(view, "vizier", other) for other in NOT_ANNOUNCED_WITH):
        draft.notes = [view.reason("vizier_not_announced", n.seat) if n.code == "vizier_announce" else n for n in draft.notes]
    elif character == "fearmonger" and draft.acting and not draft.reasons and jinxed(view, "vizier", "fearmonger"):
        viziers = _living(view, "vizier")
        if viziers:
            woken = list(draft.wakes) if draft.wakes is not None else [a.seat for a in draft.acting]
            draft.wakes = woken + [v for v in viziers if v not in woken]
            draft.notes.append(view.reason("fearmonger_wakes_vizier", viziers[0]))
            picked = draft.last_choice.players[:1] if draft.last_choice is not None else ()
            if picked:
                draft.cards.append(Card("custom", "fearmonger", tuple(viziers), ("fearmonger",), picked))
    elif character == "courtier" and draft.last_choice is not None and draft.last_choice.characters[:1] == ("vizier",):
        viziers = [s.id for s in view.state.seats if s.character == "vizier"]
        if viziers and jinxed(view, "vizier", "courtier"):
            draft.notes.append(view.reason("courtier_tells_vizier", viziers[0]))


# --- the Summoner ---------------------------------------------------------------------------------


TAKES_OVER_LOST = ("preacher", "courtier")
"""Whose jinx with the Summoner has the Storyteller run a Summoner that lost its ability."""


def _ex_summoners(view: View) -> list[str]:
    """Return the living seats that were the Summoner and are no longer (removed from play, e.g. by the Engineer)."""
    events = view.game.events[: view.cutoff]
    were = {e.seat for e in events if isinstance(e, CharacterAssigned) and e.character == "summoner"}
    return [s.id for s in view.state.seats if s.id in were and s.alive and s.character != "summoner"]


def summoner_taken_over(draft: StepDraft) -> None:
    """docs/rules/preacher.md and engineer.md Jinxes Summoner: the Storyteller runs a Summoner that lost its ability
    (nights 2 and 3), or one removed from play while alive; its choice then works."""
    view = draft.view
    if draft.character != "summoner" or view.first:
        return
    if draft.in_play:
        taken = False
        actors: list[Actor] = []
        for actor in draft.actors:
            lost = [r for r in actor.impaired if r.character in TAKES_OVER_LOST and jinxed(view, "summoner", r.character)]
            if not lost or not view.seat(actor.seat).alive:
                actors.append(actor)
                continue
            skipped = tuple(r for r in actor.skipped if r.code != "preacher_no_ability")
            actors.append(replace(actor, impaired=tuple(r for r in actor.impaired if r not in lost), skipped=skipped))
            draft.notes.append(view.reason("summoner_storyteller", actor.seat))
            taken = True
        if taken:
            draft.actors = actors
            draft.wakes = []
        return
    removed = _ex_summoners(view) if jinxed(view, "summoner", "engineer") else []
    if not removed:
        return
    draft.reasons = [r for r in draft.reasons if r.code != "not_in_play"]
    draft.in_play = True
    draft.actors = [Actor(removed[0])]
    steps_evil.summoner(draft)
    if not draft.reasons:
        draft.wakes = []
        draft.notes.append(view.reason("summoner_removed_storyteller", removed[0]))


def summoner_places_marionette(draft: StepDraft) -> None:
    """docs/rules/marionette.md jinx Summoner: on the summoning night, the Marionette (if any) enters beside the new Demon."""
    view = draft.view
    if draft.character != "summoner" or view.night != 3 or draft.reasons or not jinxed(view, "summoner", "marionette"):
        return
    if draft.acting and not steps_exp_minions.marionettes(view):
        draft.notes.append(view.reason("summoner_marionette", draft.acting[0].seat))


# --- the Widow ---------------------------------------------------------------------------------


def widow_poppygrower(draft: StepDraft) -> None:
    """docs/rules/widow.md jinx Poppy Grower: while a Poppy Grower has its ability, the Widow does not see the grimoire."""
    view = draft.view
    if draft.character != "widow" or not draft.acting or not jinxed(view, "widow", "poppygrower"):
        return
    growers = [s for s in view.state.seats if s.character == "poppygrower" and s.alive and not view.judge.impaired(s.id)]
    if growers:
        draft.notes = [view.reason("widow_no_grimoire", n.seat) if n.code == "widow_grimoire" else n for n in draft.notes]


# --- the Marionette, the Magician and the Alchemist ---------------------------------------------------


def lilmonsta_places_marionette(draft: StepDraft) -> None:
    """docs/rules/marionette.md jinx Lil' Monsta: on night 1, once the babysitter is chosen, a Marionette (if any) enters
    beside the Demon: the Storyteller turns a neighbour of the babysitter into the Marionette."""
    view = draft.view
    if draft.character != "lilmonsta" or not view.first or draft.reasons or not jinxed(view, "lilmonsta", "marionette"):
        return
    if not steps_exp_minions.marionettes(view):
        draft.notes.append(view.reason("lilmonsta_marionette"))


def marionette_hidden(draft: StepDraft) -> None:
    """docs/rules/marionette.md jinx Magician: while a working Magician lives, the Demon is not told which neighbour."""
    view = draft.view
    if draft.character != "marionette" or draft.reasons or not jinxed(view, "marionette", "magician"):
        return
    magicians = working_magicians(view)
    if not magicians:
        return
    draft.cards = [replace(card, players=()) if card.characters == ("marionette",) else card for card in draft.cards]
    draft.notes = [view.reason("marionette_magician_hides", n.seat) if n.code == "marionette_to_demon" else n for n in draft.notes]


ALCHEMIST_GAINS_NOTHING = ("marionette", "widow", "wraith")
"""Minion abilities that do nothing for the Alchemist (their jinxes): a true one of them is in play."""


def alchemist_gains_nothing(draft: StepDraft) -> None:
    """docs/rules/<minion>.md jinx Alchemist: an Alchemist holding one of these abilities sleeps through its step."""
    view, character = draft.view, draft.character or ""
    if character not in ALCHEMIST_GAINS_NOTHING or not jinxed(view, "alchemist", character):
        return
    for actor in draft.actors:
        if actor.via == "alchemist" and actor.acts:
            draft.skip_actor(actor.seat, view.reason("alchemist_gains_nothing", actor.seat, character))


def alchemist_boffin_unseen(draft: StepDraft) -> None:
    """docs/rules/boffin.md jinx Alchemist: an Alchemist with the Boffin's ability is not shown the good ability."""
    view = draft.view
    if draft.character != "boffin" or not jinxed(view, "alchemist", "boffin"):
        return
    by_alchemist = [a for a in draft.acting if a.via == "alchemist"]
    if not by_alchemist:
        return
    draft.cards = [card for card in draft.cards if not (card.to == ("@actor",) and card.characters == ("@chosen_character",))]
    draft.notes.append(view.reason("alchemist_boffin_unseen", by_alchemist[0].seat))


ACCUSED = ("wraith", "widow")
"""Minions a right public accusation after an execution makes the Demon's target (the Magician and Alchemist jinxes)."""


def _night_accusers(view: View, minion: str) -> list[str]:
    found = [h.seat for h in view.holders.get(minion, ()) if h.via == "alchemist" and jinxed(view, "alchemist", minion)]
    if minion == "wraith" and jinxed(view, "magician", "wraith"):
        found += [s.id for s in view.state.seats if s.character == "magician"]
    return [seat for seat in found if view.seat(seat).alive]


def demon_must_attack_accused(draft: StepDraft) -> None:
    """docs/rules/wraith.md and widow.md Jinxes: at the Demon's step after a day with an execution, remind that a right
    accusation today makes the accused Wraith (or Widow) the Demon's target tonight."""
    view = draft.view
    found = view.character(draft.character)
    if view.first or found is None or found.team != Team.DEMON or not draft.acting or draft.reasons:
        return
    today = next((d for d in reversed(view.state.days) if d.number == view.night - 1), None)  # from the end (issue 20)
    if today is None or today.execution is None:
        return
    for minion in ACCUSED:
        targets = [s.id for s in view.state.seats if s.character == minion and s.alive]
        if targets and _night_accusers(view, minion):
            draft.notes.append(view.reason("demon_attacks_accused", targets[0], minion))


# --- the Boffin's gift ----------------------------------------------------------------------------


NEVER_GOOD_GIFTS = ("cultleader", "goon")
"""Good abilities that never turn the Boffin's Demon good (their jinxes)."""


def boffin_never_good(draft: StepDraft) -> None:
    """docs/rules/boffin.md jinxes Cult Leader, Goon: say so at the Boffin's pick and at the gift's own step."""
    view = draft.view
    gift = steps_exp_minions.boffin_gift(view)
    if draft.character == "boffin" and draft.last_choice is not None:
        chosen = draft.last_choice.characters[:1]
        if chosen and chosen[0] in NEVER_GOOD_GIFTS and jinxed(view, "boffin", chosen[0]):
            draft.notes.append(view.reason("boffin_never_good", draft.last_choice.seat, chosen[0]))
    elif gift is not None and draft.character == gift[1] and gift[1] in NEVER_GOOD_GIFTS and jinxed(view, "boffin", gift[1]):
        draft.notes.append(view.reason("boffin_never_good", gift[0], gift[1]))


def goon(plan: Plan) -> bool:
    """The Goon's catch (choice_rules.goon), and for a Demon given the Goon's ability by a working Boffin: the first
    player to choose it tonight is drunk until dusk, and the Demon never changes alignment (docs/rules/boffin.md)."""
    if choice_rules.goon(plan):
        return True
    view = plan.view
    gift = steps_exp_minions.boffin_gift(view)
    if gift is None or gift[1] != "goon" or plan.step.kind != "wake" or not jinxed(view, "boffin", "goon"):
        return False
    boffin = view.seat(gift[0])
    if not view.able(boffin) or view.judge.impaired(boffin.id):
        return False
    demons = [p for p in plan.choice.players if p in view.demons and p != plan.chooser.id]
    demons = [d for d in demons if view.seat(d).alive]  # the gift works even while the Demon is drunk or poisoned
    if not demons or choice_rules._goon_caught_tonight(plan, demons[0]):
        return False
    plan.place("goon", "Drunk", plan.chooser.id)
    return True


# --- the Ogre -------------------------------------------------------------------------------------


def ogre_recluse(draft: StepDraft) -> None:
    """docs/rules/ogre.md jinx Recluse: a chosen player who may register evil (the Recluse) → the Storyteller's call."""
    view, choice = draft.view, draft.last_choice
    if draft.character != "ogre" or choice is None or not choice.players:
        return
    chosen = view.seat(choice.players[0])
    if chosen.alignment == "good" and chosen.character == "recluse" and jinxed(view, "ogre", "recluse"):
        draft.notes.append(view.reason("ogre_recluse", chosen.id))


def made_evil_by_pithag(view: View, seat_id: str, character: str) -> bool:
    """Whether the Pit-Hag turned this seat into the character while it was evil (the Pit-Hag jinxes)."""
    for index, _phase, choice in view.choices_of("pithag"):
        if choice.players[:1] == (seat_id,) and choice.characters[:1] == (character,):
            if view.game.state_at(index).seat(seat_id).alignment == "evil":
                return True
    return False


def ogre(plan: Plan) -> None:
    """The Ogre's choice (steps_exp_outsiders.ogre), except that an evil player the Pit-Hag made the Ogre never turns
    good by it (docs/rules/ogre.md jinx Pit-Hag)."""
    before = len(plan.events)
    steps_exp_outsiders.ogre(plan)
    turned_good = [e for e in plan.events[before:] if isinstance(e, AlignmentChanged) and e.alignment == "good"]
    if turned_good and jinxed(plan.view, "ogre", "pithag") and made_evil_by_pithag(plan.view, plan.chooser.id, "ogre"):
        del plan.events[before:]


EVERY_STEP: tuple[Callable[[StepDraft], None], ...] = (
    vizier_jinxes,
    summoner_taken_over,
    summoner_places_marionette,
    marionette_hidden,
    alchemist_gains_nothing,
    alchemist_boffin_unseen,
    boffin_never_good,
    ogre_recluse,
    demon_must_attack_accused,
    widow_poppygrower,
    lilmonsta_places_marionette,
)
"""Hooks asked at every step after the others (registry.EVERY_STEP takes them in one line)."""

CHOICES: dict[str, Callable[[Plan], None]] = {"ogre": ogre}
"""Choice hooks replacing the Ogre's (registry.CHOICES takes them in one line)."""
