"""Night rules of the Bad Moon Rising evil side and its two night Outsiders (docs/rules/<id>.md).

- Wake conditions and notes (STEPS): the Lunatic acting as its believed Demon (fake Minions and
  bluffs on night 1, the real Demon woken to see it and its choices), the Godfather (night 1: the
  Outsiders in play; later only after an Outsider died today), the Devil's Advocate (not the same
  player twice in a row), the Pukka (its earlier choice dies tonight), the Shabaloth (who may be
  regurgitated), the Tinker and the Moonchild (Storyteller steps).
- EVERY_STEP: the real Demon's step shows what the Lunatic chose tonight.
- KILLS: the Godfather's, the Pukka's delayed kill, the Shabaloth's two, the Tinker, the Moonchild.
- CHOICES: the Moonchild's marked player is used by its step.
- CHOICE_CHECKS: the Devil's Advocate may not choose last night's player (an overridable refusal).
- OFFERS: proposals with no kill of their own: the Shabaloth's regurgitation.

Each table is merged into registry.py with one line per table.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from grimoire_app.model.characters import Team
from grimoire_app.systems.botc.events import DeathCause, Event, NightChoice, Phase, PlayerRevived, ReminderPlaced
from grimoire_app.systems.botc.hermit import holds_by_hermit
from grimoire_app.systems.botc.tonight.draft import StepDraft
from grimoire_app.systems.botc.tonight.kills import Attack, demon_kill
from grimoire_app.systems.botc.tonight.plan import Ids, Plan
from grimoire_app.systems.botc.tonight.steps_evil import evil_info_blocks, zombuul
from grimoire_app.systems.botc.tonight.values import Card, Reason
from grimoire_app.systems.botc.tonight.view import View

GODFATHER_DIED_TODAY = ("godfather", "Died Today")
MOONCHILD_MARK = ("moonchild", "Dead")
Offer = tuple[str, tuple[Event, ...], Reason, str]
"""A proposal that is no attack: (seat, events, why, source character)."""


def last_night_choices(view: View, character: str) -> list[NightChoice]:
    """Return the choices recorded for a step on the night before tonight."""
    before = Phase(kind="night", number=view.night - 1)
    return [choice for _, phase, choice in view.choices_of(character) if phase == before]


def _names(view: View, seat_ids: list[str] | tuple[str, ...]) -> str:
    return ", ".join(view.name(seat_id) for seat_id in seat_ids) or "-"


# --- the Lunatic -------------------------------------------------------------------------------


def lunatic(draft: StepDraft) -> None:
    """The Lunatic acts as the Demon it believes it is; the real Demon wakes to learn it (docs/rules/lunatic.md)."""
    view = draft.view
    actors = draft.acting
    if not actors:
        return
    believed = view.seat(actors[0].seat).believed
    demons = view.living(view.demons)
    draft.notes.append(view.reason("lunatic_pretends", actors[0].seat, believed) if believed else view.reason("lunatic_no_demon", actors[0].seat))
    if view.first:
        _lunatic_first_night(draft, demons)
    else:
        _lunatic_other_night(draft, believed, demons)


def _lunatic_first_night(draft: StepDraft, demons: tuple[str, ...]) -> None:
    view = draft.view
    for reason in evil_info_blocks(view, demon=True):
        if reason.code != "no_demon":
            draft.skip(reason)
    lunatics = tuple(actor.seat for actor in draft.acting)
    fake = tuple(s for s in view.living(view.minions) if s not in lunatics)
    draft.cards = [
        Card("these_are_your_minions", draft.id, lunatics, (), fake),
        Card("not_in_play", draft.id, lunatics, tuple(view.state.bluffs)),
        Card("custom", draft.id, demons, ("lunatic",), lunatics),
    ]
    draft.wakes = list(lunatics) + list(demons)
    draft.notes.append(view.reason("lunatic_first_night"))


def _lunatic_other_night(draft: StepDraft, believed: str | None, demons: tuple[str, ...]) -> None:
    view = draft.view
    rule = view.data.steps.get(believed) if believed else None
    if rule is not None and rule.other is None:
        draft.skip(view.reason("lunatic_demon_sleeps", character=believed))
        return
    if rule is not None:
        draft.choose = rule.choice(False)
    if believed == "zombuul":
        zombuul(draft)
    lunatics = tuple(actor.seat for actor in draft.acting)
    chosen = draft.last_choice.players if draft.last_choice else ()
    draft.wakes = list(lunatics) + list(demons)
    draft.cards = [Card("custom", draft.id, demons, ("lunatic",), lunatics + tuple(chosen))]


def lunatic_seen(draft: StepDraft) -> None:
    """At the real Demon's step: note whom the Lunatic chose tonight (docs/rules/lunatic.md Night)."""
    view = draft.view
    found = view.character(draft.character)
    if found is None or found.team != Team.DEMON or not draft.in_play or draft.off_night:
        return
    for choice in view.choices_tonight("lunatic"):
        draft.notes.append(view.reason("lunatic_chose", choice.seat, players=_names(view, choice.players)))


# --- the Godfather -----------------------------------------------------------------------------


def outsiders_in_play(view: View) -> tuple[str, ...]:
    """Return the Outsider characters in play, in seat order (the Drunk as the Drunk)."""
    return tuple(dict.fromkeys(s.character for s in view.state.seats if s.character and view.team(s) == Team.OUTSIDER))


def outsiders_died_today(view: View) -> list[str]:
    """Return the Outsiders who died today: deaths of the day before tonight, or the Godfather's DIED TODAY.

    Registration: a player who died today and may register as an Outsider (a sober Spy) counts too, so the
    Godfather's step runs and the Storyteller chooses (docs/rules/godfather.md).
    """
    from grimoire_app.systems.botc.info.registration import Sight

    sight = Sight(view.game, view.state, view.judge.impaired)
    died = [d.seat for d in view.deaths_today if sight.may_be_team(view.seat(d.seat), Team.OUTSIDER)]
    died += [seat.id for seat in view.carriers(GODFATHER_DIED_TODAY)]
    return list(dict.fromkeys(died))


def godfather(draft: StepDraft) -> None:
    """Night 1: learn the Outsiders in play; later nights: kill only if an Outsider died today (docs/rules/godfather.md)."""
    view = draft.view
    if draft.first_mode:
        outsiders = outsiders_in_play(view)
        draft.cards = [replace(card, characters=outsiders) if card.info == "answer" else card for card in draft.cards]
        draft.notes.append(view.reason("godfather_outsiders" if outsiders else "godfather_no_outsiders"))
        draft.notes.extend(godfather_registration(view))
        if any(actor.impaired for actor in draft.acting):
            draft.notes.append(view.reason("godfather_impaired_info"))
        return
    died = outsiders_died_today(view)
    if not died:
        for actor in draft.actors:
            draft.skip_actor(actor.seat, view.reason("no_outsider_died"))
        return
    draft.notes.append(view.reason("outsider_died", died[0]))
    sight_teams = [len(_teams(view, seat_id)) > 1 for seat_id in died]
    if all(sight_teams):  # every such death may or may not count: the Godfather's kill is the Storyteller's choice
        draft.notes.append(view.reason("godfather_died_registration", died[0], view.seat(died[0]).character))


def _teams(view: View, seat_id: str) -> tuple[Team, ...]:
    from grimoire_app.systems.botc.info.registration import Sight

    return Sight(view.game, view.state, view.judge.impaired).teams(view.seat(seat_id))


def godfather_registration(view: View) -> list[Reason]:
    """Registration on the Godfather's first-night card: a Spy may be shown as an Outsider, a Recluse may be left off."""
    from grimoire_app.systems.botc.info.registration import Sight

    sight = Sight(view.game, view.state, view.judge.impaired)
    found: list[Reason] = []
    for seat in view.state.seats:
        teams = sight.teams(seat)
        if len(teams) < 2:
            continue
        if teams[0] != Team.OUTSIDER and Team.OUTSIDER in teams:
            found.append(view.reason("godfather_may_add", seat.id, seat.character))
        elif teams[0] == Team.OUTSIDER:
            found.append(view.reason("godfather_may_leave_off", seat.id, seat.character))
    return found


def godfather_kill(view: View, choice: NightChoice) -> list[Attack]:
    """The chosen player dies by the Godfather's ability (not a Demon kill: the Monk's SAFE does not stop it)."""
    if view.first:
        return []
    cause = DeathCause(kind="ability", character="godfather")
    return [Attack(victim, "godfather", choice.seat, cause) for victim in choice.players[:1]]


# --- the Devil's Advocate ----------------------------------------------------------------------


def devilsadvocate(draft: StepDraft) -> None:
    """Not the player chosen last night (docs/rules/devilsadvocate.md)."""
    view = draft.view
    for choice in last_night_choices(view, "devilsadvocate"):
        if choice.players:
            draft.notes.append(view.reason("devilsadvocate_not_again", choice.players[0]))


def devilsadvocate_repeat(view: View, chooser: str | None, players: tuple[str, ...]) -> list[Reason]:
    """Refuse (overridably) the player this Devil's Advocate chose last night."""
    before = [p for c in last_night_choices(view, "devilsadvocate") if chooser is None or c.seat == chooser for p in c.players]
    return [view.reason("devilsadvocate_not_again", seat_id) for seat_id in players if seat_id in before]


# --- the Pukka ---------------------------------------------------------------------------------


def pukka_victims(view: View, by: str | None = None) -> list[str]:
    """Return the players the Pukka poisoned last night: they die tonight (docs/rules/pukka.md)."""
    return [p for c in last_night_choices(view, "pukka") if by is None or c.seat == by for p in c.players]


def pukka(draft: StepDraft) -> None:
    """Night 1 poisons only; later nights the player poisoned last night dies at this step."""
    view = draft.view
    if view.first:
        draft.notes.append(view.reason("pukka_first_night"))
        return
    victims = pukka_victims(view)
    draft.notes.append(view.reason("pukka_dies", victims[0]) if victims else view.reason("pukka_nobody"))


def pukka_kill(view: View, choice: NightChoice) -> list[Attack]:
    """Last night's choice dies now (a delayed Demon kill); tonight's choice is only poisoned."""
    cause = DeathCause(kind="demon", character="pukka")
    return [Attack(victim, "pukka", choice.seat, cause) for victim in dict.fromkeys(pukka_victims(view, choice.seat))]


# --- the Shabaloth -----------------------------------------------------------------------------


def regurgitable(view: View) -> list[str]:
    """Return the dead players the Shabaloth chose last night: the Storyteller may bring one back."""
    chosen = [p for c in last_night_choices(view, "shabaloth") for p in c.players]
    return [p for p in dict.fromkeys(chosen) if not view.really_alive(view.seat(p))]


def shabaloth(draft: StepDraft) -> None:
    """Choose two players who die; a dead player chosen last night might come back (docs/rules/shabaloth.md)."""
    view = draft.view
    back = regurgitable(view)
    if back:
        draft.notes.append(view.reason("shabaloth_regurgitate", players=_names(view, back)))


def shabaloth_offers(view: View, ids: Ids) -> list[Offer]:
    """Once the Shabaloth chose tonight (and works), offer to regurgitate each dead player it chose last night."""
    choices = view.choices_tonight("shabaloth")
    if not choices or view.first:
        return []
    offers: list[Offer] = []
    for seat_id in regurgitable(view):
        events: tuple[Event, ...] = (
            PlayerRevived(seat=seat_id),
            ReminderPlaced(reminder=ids.next(), seat=seat_id, character="shabaloth", token="Alive"),
        )
        offers.append((seat_id, events, view.reason("shabaloth_revives", seat_id), "shabaloth"))
    return offers


# --- the Tinker and the Moonchild --------------------------------------------------------------


def tinker(draft: StepDraft) -> None:
    """The Storyteller may kill the Tinker here: choose the Tinker to propose its death (docs/rules/tinker.md)."""
    draft.notes.append(draft.view.reason("tinker_may_die"))


def tinker_kill(view: View, choice: NightChoice) -> list[Attack]:
    """The Tinker chosen at its own step dies by its ability (nothing protects it; a drunk Tinker does not)."""
    cause = DeathCause(kind="ability", character="tinker")
    tinkers = [p for p in choice.players[:1] if view.seat(p).character == "tinker" or holds_by_hermit(view.game, view.seat(p), "tinker")]
    return [Attack(seat_id, "tinker", seat_id, cause, unstoppable=True) for seat_id in tinkers]


def moonchild_marked(view: View) -> list[str]:
    """Return the players the Moonchild chose before tonight began (its DEAD token)."""
    return [seat.id for seat, r in view.by_token.get(MOONCHILD_MARK, []) if view.placed_before(r.id, view.tonight)]


def moonchild(draft: StepDraft) -> None:
    """Runs the night after the Moonchild's public choice; a good choice dies (docs/rules/moonchild.md)."""
    view = draft.view
    marked = moonchild_marked(view)
    if not marked and not draft.done:
        draft.skip(view.reason("moonchild_no_choice"))
        return
    from grimoire_app.systems.botc.info.registration import Sight

    sight = Sight(view.game, view.state, view.judge.impaired)
    for seat_id in marked:
        seat = view.seat(seat_id)
        good = seat.alignment == "good"
        draft.notes.append(view.reason("moonchild_good" if good else "moonchild_evil", seat_id))
        if len(sight.alignments(seat)) > 1:  # a Recluse may register evil (spared), a Spy good (dies): the Storyteller chooses
            draft.notes.append(view.reason("moonchild_may_spare" if good else "moonchild_may_kill", seat_id, seat.character))


def moonchild_kill(view: View, choice: NightChoice) -> list[Attack]:
    """The marked player dies if good (by the Moonchild's ability)."""
    cause = DeathCause(kind="ability", character="moonchild")
    index = next((i for i, _, c in view.choices_of(choice.character) if c is choice), None)
    then = view.game.state_at(index) if index is not None else view.state
    marked = {seat.id for seat in then.seats for r in seat.reminders if (r.character, r.token) == MOONCHILD_MARK}
    good = [p for p in choice.players[:1] if p in marked and view.seat(p).alignment == "good"]
    return [Attack(seat_id, "moonchild", choice.seat, cause) for seat_id in good]


def moonchild_used(plan: Plan) -> None:
    """The step uses the Moonchild's DEAD token, whatever was chosen."""
    plan.remove(*MOONCHILD_MARK)


STEPS: dict[str, Callable[[StepDraft], None]] = {
    "devilsadvocate": devilsadvocate,
    "godfather": godfather,
    "lunatic": lunatic,
    "moonchild": moonchild,
    "pukka": pukka,
    "shabaloth": shabaloth,
    "tinker": tinker,
}

EVERY_STEP: tuple[Callable[[StepDraft], None], ...] = (lunatic_seen,)

KILLS: dict[str, Callable[[View, NightChoice], list[Attack]]] = {
    "godfather": godfather_kill,
    "moonchild": moonchild_kill,
    "pukka": pukka_kill,
    "shabaloth": demon_kill,
    "tinker": tinker_kill,
}

CHOICES: dict[str, Callable[[Plan], None]] = {"moonchild": moonchild_used}

CHOICE_CHECKS: dict[str, Callable[[View, str | None, tuple[str, ...]], list[Reason]]] = {"devilsadvocate": devilsadvocate_repeat}

OFFERS: dict[str, Callable[[View, Ids], list[Offer]]] = {"shabaloth": shabaloth_offers}

__all__ = ["CHOICES", "CHOICE_CHECKS", "EVERY_STEP", "KILLS", "OFFERS", "STEPS", "Offer"]
