"""Bad Moon Rising's good characters at night: wake conditions, choices, kills and protections.

Registered in registry.py: STEPS (Sailor, Innkeeper, Exorcist, Gossip, Professor notes and skips),
EVERY_STEP (the Exorcist stops the Demon's step), CHOICES (Courtier, Professor), KILLS (Gossip) and
PROTECTIONS (Sailor, Tea Lady, Innkeeper, the Exorcist's Demon). Sources: docs/rules/<id>.md.
"""

from __future__ import annotations

from collections.abc import Callable

from grimoire_app.model.characters import Team
from grimoire_app.systems.botc.events import DeathCause, Event, NightChoice, PlayerRevived, PublicAct
from grimoire_app.systems.botc.state import Seat
from grimoire_app.systems.botc.tonight.draft import StepDraft
from grimoire_app.systems.botc.tonight.impairment import impairment
from grimoire_app.systems.botc.tonight.kills import Attack
from grimoire_app.systems.botc.tonight.plan import Plan
from grimoire_app.i18n import tr
from grimoire_app.systems.botc.tonight.values import Card, Reason, Text
from grimoire_app.systems.botc.tonight.view import View
from grimoire_app.systems.botc.info.registration import Seen

SAILOR_DRUNK = ("sailor", "Drunk")
INNKEEPER_SAFE = ("innkeeper", "Safe")
EXORCIST_CHOSEN = ("exorcist", "Chosen")
COURTIER_DRUNK = "Drunk 3"


def working(view: View, seat: Seat) -> bool:
    """Whether a seat's ability works tonight: able to act, neither drunk nor poisoned."""
    return view.able(seat) and not impairment(view, seat.id)


def _own(view: View, character: str) -> list[Seat]:
    """Return the seats holding a character's ability for real (not a Drunk's belief)."""
    return [view.seat(h.seat) for h in view.holders.get(character, ()) if h.via != "believed"]


# --- steps --------------------------------------------------------------------------------------


def sailor(draft: StepDraft) -> None:
    """The Storyteller decides who is drunk: the chosen player (DRUNK's default place) or the Sailor."""
    if draft.acting:
        draft.notes.append(draft.view.reason("sailor_pick", draft.acting[0].seat))


def innkeeper(draft: StepDraft) -> None:
    """Both chosen players are SAFE; the Storyteller puts DRUNK on one of them (the first by default)."""
    if draft.acting:
        draft.notes.append(draft.view.reason("innkeeper_pick", draft.acting[0].seat))


def exorcist(draft: StepDraft) -> None:
    """Name last night's pick (it may not be chosen again); once chosen, the Demon learns who the Exorcist is."""
    view = draft.view
    for actor in draft.acting:
        last = last_exorcised(view, actor.seat)
        if last is not None:
            draft.notes.append(view.reason("exorcist_not_again", last))
    for target, by in exorcised(view).items():
        draft.cards.append(Card("custom", "exorcist", (target,), ("exorcist",), (by,)))
        draft.notes.append(view.reason("exorcist_demon", target))
    draft.notes.extend(_registration_notes(view, "exorcist", "exorcist_registration", lambda seen: True in seen.demon and not seen.demon[0]))


def _registration_notes(view: View, step: str, code: str, may: Callable[[Seen], bool]) -> list[Reason]:
    """Notes for tonight's choices of a step that picked a player who may register otherwise (info/registration.py)."""
    from grimoire_app.systems.botc.info.registration import Sight

    sight = Sight(view.game, view.state, view.judge.impaired)
    found: list[Reason] = []
    for choice in view.choices_tonight(step):
        for target in choice.players[:1]:
            seat = view.seat(target)
            if may(sight.seen(seat)):
                found.append(view.reason(code, target, seat.character))
    return found


def last_exorcised(view: View, seat_id: str) -> str | None:
    """Return the player the Exorcist chose on the night before this one, if any."""
    last = view.night - 1
    for _, phase, choice in reversed(view.choices_of("exorcist")):
        if phase.kind == "night" and phase.number == last and choice.seat == seat_id:
            return choice.players[0] if choice.players else None
    return None


def exorcised(view: View) -> dict[str, str]:
    """Return tonight's Demons stopped by a working Exorcist: Demon seat -> Exorcist seat."""
    found: dict[str, str] = {}
    for choice in view.choices_tonight("exorcist"):
        chooser = view.seat(choice.seat)
        for target in choice.players[:1]:
            if view.team(view.seat(target)) == Team.DEMON and not impairment(view, chooser.id):
                found.setdefault(target, chooser.id)
    return found


def exorcised_demon(draft: StepDraft) -> None:
    """Every step: a Demon the Exorcist chose tonight does not wake (its kill does not happen)."""
    view = draft.view
    found = view.character(draft.character)
    if found is None or view.first or found.team != Team.DEMON:
        return
    stopped = exorcised(view)
    for actor in list(draft.actors):
        if actor.seat in stopped:
            draft.skip_actor(actor.seat, view.reason("exorcised", stopped[actor.seat], "exorcist"))


def gossip_statements(view: View, seat_id: str) -> list[PublicAct]:
    """Return the Gossip's statements of the day before tonight, oldest first."""
    found = []
    for happening in view.state.log:
        event = happening.event
        if happening.phase == view.today and isinstance(event, PublicAct) and event.act == "gossip_statement":
            if event.seat == seat_id:
                found.append(event)
    return found


def gossip(draft: StepDraft) -> None:
    """Runs for a Gossip who made a statement today: the Storyteller judges it and, if true, picks who dies."""
    view = draft.view
    for actor in draft.acting:
        said = gossip_statements(view, actor.seat)
        if not said:
            draft.skip_actor(actor.seat, view.reason("gossip_silent", actor.seat))
        elif actor.impaired:
            draft.notes.append(view.reason("impaired_nothing", actor.seat, "gossip"))
        else:
            draft.notes.append(gossip_judge(view, actor.seat, said[-1].text or "-"))
            draft.notes.extend(gossip_registration(view))


def gossip_registration(view: View) -> list[Reason]:
    """A statement about a Recluse or a Spy may be judged either way: they may register otherwise (info/registration.py)."""
    from grimoire_app.systems.botc.info.registration import Sight

    sight = Sight(view.game, view.state, view.judge.impaired)
    return [view.reason("gossip_registration", seat.id, seat.character) for seat in view.state.seats if sight.seen(seat).misregisters]


def gossip_judge(view: View, seat_id: str, statement: str) -> Reason:
    """Return the note quoting the Gossip's statement for the Storyteller to judge."""
    texts = [tr("tonight.reason.gossip_judge", lang, player=view.name(seat_id), statement=statement) for lang in ("ko", "en")]
    return Reason("gossip_judge", seat=seat_id, character="gossip", given=Text(*texts))


def professor(draft: StepDraft) -> None:
    """Only a dead player may be chosen; a dead Townsfolk comes back to life."""
    view = draft.view
    dead = [seat.id for seat in view.state.seats if not view.really_alive(seat)]
    for actor in draft.acting:
        if not dead:
            draft.skip_actor(actor.seat, view.reason("professor_nobody_dead", actor.seat))
    draft.notes.extend(_registration_notes(view, "professor", "professor_registration", lambda seen: seen.teams[:1] != (Team.TOWNSFOLK,) and Team.TOWNSFOLK in seen.teams))


# --- choices ------------------------------------------------------------------------------------


def courtier(plan: Plan) -> None:
    """A chosen character in play makes its players drunk (DRUNK 3, aged each dusk); a drunk Courtier changes nothing."""
    if not plan.choice.characters or plan.impaired:
        return
    for seat in plan.view.state.seats:
        if seat.character == plan.choice.characters[0]:
            plan.place("courtier", COURTIER_DRUNK, seat.id)


def professor_choice(plan: Plan) -> None:
    """A dead Townsfolk chosen by a working Professor is resurrected (ALIVE placed)."""
    if not plan.choice.players or plan.impaired:
        return
    target = plan.view.seat(plan.choice.players[0])
    if not target.alive and plan.view.team(target) == Team.TOWNSFOLK:
        plan.events.append(PlayerRevived(seat=target.id))
        plan.place("professor", "Alive", target.id)


# --- kills and protections ----------------------------------------------------------------------


def gossip_kill(view: View, choice: NightChoice) -> list[Attack]:
    """The player the Storyteller picks after a true statement dies (cause: the Gossip's ability)."""
    cause = DeathCause(kind="ability", character="gossip")
    return [Attack(victim, "gossip", choice.seat, cause) for victim in choice.players[:1]]


def sailor_protects(view: View, attack: Attack, victim: Seat) -> Reason | None:
    """A sober and healthy Sailor cannot die."""
    if victim.character == "sailor" and working(view, victim):
        return view.reason("sailor_cannot_die", victim.id)
    return None


def tealady_neighbours(view: View, tealady: Seat) -> tuple[str, ...]:
    """Return the Tea Lady's nearest living neighbours both ways (as the Empath's), when they are two and good."""
    both = tuple(seat.id for seat in view.state.nearest_each_way(tealady.id, view.really_alive))
    if len(both) != 2 or any(view.seat(s).alignment != "good" for s in both):
        return ()
    return both


def tealady_protects(view: View, attack: Attack, victim: Seat) -> Reason | None:
    """A working Tea Lady's two living neighbours cannot die while both are good."""
    for seat in _own(view, "tealady"):
        if view.really_alive(seat) and working(view, seat) and victim.id in tealady_neighbours(view, seat):
            return view.reason("tealady_protects", victim.id, "tealady")
    return None


def innkeeper_protects(view: View, attack: Attack, victim: Seat) -> Reason | None:
    """SAFE by a working Innkeeper: the player cannot die tonight, whatever the cause.

    An Innkeeper drunk only by its own choice tonight (DRUNK on itself) still protects: the choice was made sober.
    A SAFE placed while the Innkeeper was impaired is inert and protects nobody.
    """
    if not any((r.character, r.token) == INNKEEPER_SAFE and not r.inert for r in victim.reminders):
        return None
    for seat in _own(view, "innkeeper"):
        others = [r for r in impairment(view, seat.id) if r.character != "innkeeper"]
        if view.able(seat) and not others:
            return view.reason("innkeeper_safe", victim.id)
    return None


def exorcist_stops(view: View, attack: Attack, victim: Seat) -> Reason | None:
    """A Demon the Exorcist chose tonight does not wake, so its kill (recorded anyway) does not happen."""
    if attack.cause.kind == "demon" and attack.by in exorcised(view):
        return view.reason("exorcised", exorcised(view)[attack.by], "exorcist")
    return None


# --- choice checks (registry.CHOICE_CHECKS, asked by choices.check_choice) ---------------------------


def exorcist_check(view: View, chooser: str | None, players: tuple[str, ...]) -> tuple[Reason, ...]:
    """The Exorcist may not choose last night's player again."""
    if chooser is not None and players and last_exorcised(view, chooser) == players[0]:
        return (view.reason("exorcist_again", players[0]),)
    return ()


def professor_check(view: View, chooser: str | None, players: tuple[str, ...]) -> tuple[Reason, ...]:
    """The Professor chooses a dead player."""
    if players and view.really_alive(view.seat(players[0])):
        return (view.reason("professor_not_dead", players[0]),)
    return ()
