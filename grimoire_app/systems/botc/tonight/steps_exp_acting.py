"""Night behaviour of the experimental acting Townsfolk (issue 21): Huntsman (a CHOICES hook), Choirboy (a STEPS
hook), Princess (a STEPS hook and a PROTECTIONS hook), Banshee (a STEPS hook;
its votes: banshee_vote.py), Cult Leader (a CHOICES hook and a CHOICE_CHECKS hook; its cult: day/hooks_exp_acting.py),
Lycanthrope (a KILLS hook and a PROTECTIONS hook; FAUX PAW: registration.json),
Acrobat (a KILLS hook), Engineer (a CHOICES hook and a CHARACTER_CHECKS hook).

The rules are docs/rules/<id>.md.
"""

from __future__ import annotations

from grimoire_app.model.characters import Team
from grimoire_app.systems.botc.events import AlignmentChanged, CharacterAssigned, DeathCause, NightChoice, ReminderPlaced
from grimoire_app.systems.botc.state import Seat
from grimoire_app.systems.botc.tonight.draft import StepDraft
from grimoire_app.systems.botc.tonight.impairment import impairment
from grimoire_app.systems.botc.tonight.kills import Attack
from grimoire_app.systems.botc.tonight.plan import Plan
from grimoire_app.systems.botc.tonight.steps_good import killed_by_demon_tonight
from grimoire_app.systems.botc.tonight.values import Card, Reason, ReminderOffer
from grimoire_app.systems.botc.tonight.view import View


def huntsman(plan: Plan) -> None:
    """A sober Huntsman choosing the Damsel turns it into a not-in-play Townsfolk (docs/rules/huntsman.md)."""
    if not plan.choice.players or plan.impaired:
        return
    target = plan.view.seat(plan.choice.players[0])
    if target.character != "damsel":
        return
    spare = huntsman_spare(plan)
    if spare is not None:
        plan.events.append(CharacterAssigned(seat=target.id, character=spare, alignment=target.alignment))


def huntsman_spare(plan: Plan) -> str | None:
    """Return the Townsfolk the Damsel becomes: the first on the script neither in play nor the Huntsman."""
    for character in plan.view.game.script.of_team(Team.TOWNSFOLK):
        if character.id != "huntsman" and not plan.view.in_play(character.id):
            return character.id
    return None


def choirboy(draft: StepDraft) -> None:
    """Wake only on a night the Demon killed a King (docs/rules/choirboy.md)."""
    view = draft.view
    kings = [seat.id for seat in view.state.seats if seat.character == "king"]
    if any(killed_by_demon_tonight(view, seat_id) for seat_id in kings):
        return
    for actor in draft.acting:
        draft.skip_actor(actor.seat, view.reason("choirboy_king_not_killed", actor.seat))


# --- Princess -----------------------------------------------------------------------------------


def princess_first_day(view: View, seat_id: str) -> int:
    """Return the number of the seat's first day as the Princess (day 1 when dealt it at setup)."""
    gained = view.gained_at.get(seat_id, -1)
    days = [phase.number for phase, index in view.starts.items() if phase.kind == "day" and index > gained]
    return min(days, default=1)


def princess_succeeded(view: View) -> str | None:
    """Return the seat whose Princess ability stops the Demon tonight, or None (docs/rules/princess.md).

    A working Princess (alive, sober and healthy now) nominated a player on her first day, that day being
    today, and that player was executed; or, by the Cannibal jinx, a working Cannibal nominated the Princess
    today and the Princess was executed and died.
    """
    record = next((day for day in view.state.days if day.number == view.today.number), None)
    if record is None or record.execution is None:
        return None
    for nomination in record.nominations:
        if nomination.nominee != record.execution:
            continue
        nominator = next((seat for seat in view.state.seats if seat.id == nomination.nominator), None)
        if nominator is None or not view.really_alive(nominator) or impairment(view, nominator.id):
            continue
        if nominator.character == "princess" and princess_first_day(view, nominator.id) == view.today.number:
            return nominator.id
        if nominator.character == "cannibal" and _princess_died(view, nomination.nominee):
            return nominator.id
    return None


def _princess_died(view: View, seat_id: str) -> bool:
    seat = view.seat(seat_id)
    return seat.character == "princess" and not seat.alive


def princess(draft: StepDraft) -> None:
    """Bookkeeping: runs only on the night after the Princess's success; marks DOESN'T KILL (docs/rules/princess.md)."""
    view = draft.view
    succeeded = princess_succeeded(view)
    if succeeded is None:
        draft.skip(view.reason("princess_no_success"))
        return
    draft.notes.append(view.reason("princess_doesnt_kill", succeeded, "princess"))
    draft.reminders.append(ReminderOffer("princess", "Doesn't Kill", "marker"))


def princess_stops(view: View, attack: Attack, victim: Seat) -> Reason | None:
    """The Demon kills nobody tonight after the Princess's success (registry.PROTECTIONS)."""
    if attack.cause.kind != "demon":
        return None
    succeeded = princess_succeeded(view)
    return view.reason("princess_doesnt_kill", succeeded, "princess") if succeeded else None


# --- Banshee ------------------------------------------------------------------------------------


def banshee(draft: StepDraft) -> None:
    """Bookkeeping the night the Demon killed a working Banshee: HAS ABILITY and the dawn announcement."""
    view = draft.view
    for actor in draft.acting:
        if not killed_by_demon_tonight(view, actor.seat):
            draft.skip_actor(actor.seat, view.reason("not_killed_by_demon", actor.seat))
        elif actor.impaired:
            draft.skip_actor(actor.seat, view.reason("impaired_nothing", actor.seat, "banshee"))
        else:
            draft.notes.append(view.reason("banshee_announce", actor.seat, "banshee"))
    if draft.acting:
        draft.reminders.append(ReminderOffer("banshee", "Has Ability", "marker"))


# --- Cult Leader --------------------------------------------------------------------------------


def cultleader_check(view: View, chooser: str | None, players: tuple[str, ...]) -> tuple[Reason, ...]:
    """The Storyteller's pick is one of the Cult Leader's living neighbours (registry.CHOICE_CHECKS)."""
    if chooser is None or not players:
        return ()
    neighbours = {seat.id for seat in view.state.nearest_each_way(chooser, lambda s: s.alive)}
    return () if players[0] in neighbours else (view.reason("cultleader_not_neighbour", players[0]),)


def cultleader(plan: Plan) -> None:
    """The Cult Leader takes the chosen neighbour's alignment (docs/rules/cultleader.md); never good by the Pit-Hag jinx."""
    if not plan.choice.players or plan.impaired:
        return
    leader, neighbour = plan.chooser, plan.view.seat(plan.choice.players[0])
    if neighbour.alignment is None or neighbour.alignment == leader.alignment:
        return
    if neighbour.alignment == "good" and made_evil_cultleader(plan.view, leader.id):
        return
    if neighbour.alignment == "good" and leader.character != "cultleader" and plan.view.team(leader) == Team.DEMON:
        return  # the Boffin's Demon with the Cult Leader's ability never turns good (docs/rules/boffin.md jinx Cult Leader)
    plan.events.append(AlignmentChanged(seat=leader.id, alignment=neighbour.alignment))


def made_evil_cultleader(view: View, seat_id: str) -> bool:
    """Whether the Pit-Hag turned this seat into the Cult Leader while it was evil (the Pit-Hag jinx)."""
    for index, _phase, choice in view.choices_of("pithag"):
        if choice.players[:1] == (seat_id,) and choice.characters[:1] == ("cultleader",):
            if view.game.state_at(index).seat(seat_id).alignment == "evil":
                return True
    return False


# --- Lycanthrope --------------------------------------------------------------------------------

FAUX_PAW = ("lycanthrope", "Faux Paw")


def lycanthrope_kill(view: View, choice: NightChoice) -> list[Attack]:
    """The chosen player dies if it registers good (registry.KILLS); the FAUX PAW player registers evil to it."""
    if view.first or not choice.players:
        return []
    from grimoire_app.systems.botc.info.registration import Sight

    target = view.seat(choice.players[0])
    if view.has(target, FAUX_PAW) or not Sight(view.game, view.state, view.judge.impaired).may_be_good(target):
        return []
    return [Attack(target.id, "lycanthrope", choice.seat, DeathCause(kind="ability", character="lycanthrope"))]


def lycanthrope_stops(view: View, attack: Attack, victim: Seat) -> Reason | None:
    """The Demon kills nobody on a night the Lycanthrope's kill was recorded (registry.PROTECTIONS)."""
    if attack.cause.kind != "demon":
        return None
    killed = [d.seat for d in view.deaths_tonight if d.cause.character == "lycanthrope"]
    return view.reason("lycanthrope_killed", killed[0], "lycanthrope") if killed else None


# --- Acrobat ------------------------------------------------------------------------------------


def acrobat_kill(view: View, choice: NightChoice) -> list[Attack]:
    """The Acrobat dies if its chosen player is drunk or poisoned, now or later tonight (registry.KILLS).

    Proposals are worked out from the whole night as it stands, so a poisoning recorded after the choice counts.
    """
    if view.first or not choice.players or not view.judge.impaired(choice.players[0]):
        return []
    return [Attack(choice.seat, "acrobat", choice.seat, DeathCause(kind="ability", character="acrobat"))]


# --- Engineer -----------------------------------------------------------------------------------


def _evil_seats(view: View, team: Team) -> list[Seat]:
    return [seat for seat in view.state.seats if view.team(seat) == team]


def engineer_check(view: View, chooser: str | None, characters: tuple[str, ...]) -> tuple[Reason, ...]:
    """One Demon character, or as many Minion characters as Minions are in play, never both (registry.CHARACTER_CHECKS)."""
    if not characters:
        return ()
    teams = {found.team if (found := view.character(c)) else None for c in characters}
    minions = len(_evil_seats(view, Team.MINION))
    if teams == {Team.DEMON} and len(characters) == 1:
        return ()
    if teams == {Team.MINION} and len(characters) == minions:
        return ()
    return (view.reason("engineer_pick", number=minions),)


def engineer_note(draft: StepDraft) -> None:
    """Say on the step what the Engineer may name tonight: 1 Demon, or as many Minions as are in play (here N); once
    named, a YOU ARE card for each player whose character the pick changed (the how-to-run: wake each to show it)."""
    view = draft.view
    if draft.acting and not view.choices_tonight("engineer"):
        draft.notes.append(view.reason("engineer_pick", number=len(_evil_seats(view, Team.MINION))))
    for changed in engineer_changes(view):
        if changed.character is not None:
            draft.cards.append(Card("you_are", draft.id, (changed.seat,), (changed.character,)))


def engineer_changes(view: View) -> list[CharacterAssigned]:
    """Return the characters tonight's last Engineer pick gave (recorded in one batch right after its NightChoice)."""
    events = view.game.events[: view.cutoff]
    at = max((i for i, e in enumerate(events) if isinstance(e, NightChoice) and e.character == "engineer"), default=None)
    if at is None or not view.choices_tonight("engineer"):
        return []
    found = []
    for event in events[at + 1:]:
        if isinstance(event, CharacterAssigned):
            found.append(event)
        elif not isinstance(event, ReminderPlaced):
            break
    return found


def engineer(plan: Plan) -> None:
    """The Demon becomes the chosen Demon, or the Minions the chosen Minions in seat order (docs/rules/engineer.md)."""
    chosen = plan.choice.characters
    if not chosen or plan.impaired:
        return
    found = plan.view.character(chosen[0])
    team = found.team if found else None
    if team not in (Team.DEMON, Team.MINION):
        return
    seats = _evil_seats(plan.view, team)
    for seat, character in zip(seats, chosen if team == Team.MINION else chosen * len(seats), strict=False):
        if seat.character != character:
            plan.events.append(CharacterAssigned(seat=seat.id, character=character, alignment=seat.alignment))
