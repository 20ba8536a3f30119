"""What a character's night choice changes beyond the reminders its data places (registry.CHOICES).

A drunk or poisoned chooser still chooses and still spends a once-per-game ability, but changes
nothing real (spec 1.4): no swap, no new character, no drunkenness on others. Sources: each
block's Night line in spec/characters.md and the seeds' how-to-run texts.
"""

from __future__ import annotations

from grimoire_app.model.characters import Team
from grimoire_app.systems.botc.events import AlignmentChanged, CharacterAssigned
from grimoire_app.systems.botc.hermit import holds_by_hermit
from grimoire_app.systems.botc.tonight.plan import Plan

NIGHT_MARKERS = ("Night 1", "Night 2", "Night 3")


def philosopher(plan: Plan) -> None:
    """In play: its players are drunk; not in play: mark IS THE PHILOSOPHER (spec 3.1)."""
    if not plan.choice.characters:
        return
    chosen = plan.choice.characters[0]
    holders = [seat for seat in plan.view.state.seats if seat.character == chosen]
    if not holders:
        plan.place_once("philosopher", "Is The Philosopher", plan.chooser.id)
    elif not plan.impaired:
        for seat in holders:
            plan.place_once("philosopher", "Drunk", seat.id)


def snakecharmer(plan: Plan) -> None:
    """Choosing the Demon swaps characters and alignments; the old Demon is poisoned for good (spec 4.1)."""
    if not plan.choice.players or plan.impaired:
        return
    charmer, target = plan.chooser, plan.view.seat(plan.choice.players[0])
    if plan.view.team(target) != Team.DEMON or target.id == charmer.id:
        return
    plan.events.append(CharacterAssigned(seat=charmer.id, character=target.character, alignment=target.alignment))
    plan.events.append(CharacterAssigned(seat=target.id, character=charmer.character, alignment=charmer.alignment))
    plan.place("snakecharmer", "Poisoned", target.id)


def pithag(plan: Plan) -> None:
    """A character not in play replaces the player's; alignment stays; never the Heretic (spec 3.3)."""
    if len(plan.choice.players) != 1 or len(plan.choice.characters) != 1 or plan.impaired:
        return
    target, chosen = plan.view.seat(plan.choice.players[0]), plan.choice.characters[0]
    if chosen == "heretic" or plan.view.in_play(chosen):
        return
    plan.events.append(CharacterAssigned(seat=target.id, character=chosen, alignment=target.alignment))


def summoner(plan: Plan) -> None:
    """Move the night marker; on night 3 the chosen player becomes an evil Demon (spec 4.3)."""
    night = plan.view.night
    _move_marker(plan, "summoner", night)
    if night != 3 or not plan.choice.players or not plan.choice.characters or plan.impaired:
        return
    demon = plan.view.character(plan.choice.characters[0])
    if demon is not None and demon.team == Team.DEMON:
        plan.events.append(CharacterAssigned(seat=plan.choice.players[0], character=demon.id, alignment="evil"))


def xaan(plan: Plan) -> None:
    """Move the night marker; on night X place X unless it is already out (spec 4.3)."""
    _move_marker(plan, "xaan", plan.view.night)
    if any(offer.token == "X" for offer in plan.step.reminders):
        if not plan.view.by_token.get(("xaan", "X")):
            plan.place("xaan", "X", plan.chooser.id)


def _move_marker(plan: Plan, character: str, night: int) -> None:
    for token in NIGHT_MARKERS:
        if token != f"Night {night}":
            plan.remove(character, token, "used", plan.chooser.id)
    if night <= len(NIGHT_MARKERS):
        plan.place_once(character, f"Night {night}", plan.chooser.id)


def barber(plan: Plan) -> None:
    """The Demon may swap two players' characters (alignments stay); HAIRCUTS TONIGHT is used (spec 4.2)."""
    plan.remove("barber", "Haircuts Tonight")
    if len(plan.choice.players) != 2:
        return
    first, second = (plan.view.seat(seat_id) for seat_id in plan.choice.players)
    plan.events.append(CharacterAssigned(seat=first.id, character=second.character, alignment=first.alignment))
    plan.events.append(CharacterAssigned(seat=second.id, character=first.character, alignment=second.alignment))


def farmer(plan: Plan) -> None:
    """The chosen living good player becomes a Farmer (spec 4.1)."""
    if plan.choice.players:
        target = plan.view.seat(plan.choice.players[0])
        plan.events.append(CharacterAssigned(seat=target.id, character="farmer", alignment=target.alignment))


def po(plan: Plan) -> None:
    """Choosing no-one earns 3 ATTACKS (even impaired); using them removes the token (spec 4.4)."""
    charged = plan.view.has(plan.chooser, ("po", "3 Attacks"))
    if not plan.choice.players:
        plan.place_once("po", "3 Attacks", plan.chooser.id)
    elif charged:
        plan.remove("po", "3 Attacks", "used", plan.chooser.id)


def poppygrower(plan: Plan) -> None:
    """Once the evil team has been woken, EVIL WAKES is used (spec 2.1)."""
    if not plan.view.first:
        plan.remove("poppygrower", "Evil Wakes")


def towncrier(plan: Plan) -> None:
    """After the Town Crier's wake, remove MINION NOMINATED (spec 2.1)."""
    plan.remove("towncrier", "Minion Nominated", "used", plan.chooser.id)


def goon(plan: Plan) -> bool:
    """The first player tonight to choose a working Goon is drunk until dusk; the Goon takes their alignment (spec 3.2).

    Returns whether the Goon caught this choice (then the choice itself does nothing).
    """
    view = plan.view
    goons = [view.seat(p) for p in plan.choice.players if p != plan.chooser.id
             and (view.seat(p).character == "goon" or holds_by_hermit(view.game, view.seat(p), "goon"))]  # a Hermit too (docs/rules/hermit.md)
    goons = [g for g in goons if g.alive and not view.judge.impaired(g.id)]
    if not goons or plan.step.kind != "wake" or _goon_caught_tonight(plan, goons[0].id):
        return False
    plan.place("goon", "Drunk", plan.chooser.id)
    if goons[0].alignment != plan.chooser.alignment and not _pithag_goon_stays_evil(plan, goons[0].id, plan.chooser.alignment):
        plan.events.append(AlignmentChanged(seat=goons[0].id, alignment=plan.chooser.alignment))
    return True


def _pithag_goon_stays_evil(plan: Plan, goon_id: str, turning_to: str) -> bool:
    """The Pit-Hag/Goon jinx: an evil player the Pit-Hag turned into the Goon is never made good by the Goon's ability."""
    if turning_to != "good" or plan.view.seat(goon_id).alignment != "evil":
        return False
    return any(
        choice.players[:1] == (goon_id,) and choice.characters[:1] == ("goon",)
        for _, _, choice in plan.view.choices_of("pithag")
    )


def _goon_caught_tonight(plan: Plan, goon_id: str) -> bool:
    view = plan.view
    if any(not view.placed_before(r.id, view.tonight) for _, r in view.by_token.get(("goon", "Drunk"), [])):
        return True
    return any(goon_id in choice.players for _, _, choice in view.choices_in(view.tonight))
