"""Tonight's deaths proposed from the recorded choices, with the spec's protections and exceptions.

Each attack (kills.py) becomes a DeathProposal: the events to record if the Storyteller agrees
(PlayerDied, and what the death sets off), whether the player dies, and why. Protections (spec
2.3 Assassin excepted): the Monk's SAFE, the Fool's first death, the Zombuul's first death (it
registers dead), the Lleech whose host lives, the Fang Gu's jump into an Outsider, and the Soldier
(deaths_tb_core.py). The Mayor's bounce and the Imp's star-pass to a Minion of the Storyteller's choice
are alternatives the Storyteller may record instead of the proposal; a Scarlet Woman catches the
dying Demon (deaths_tb_core.py, docs/rules/mayor.md, imp.md, scarletwoman.md). A real death
sets off: the Vigormortis' HAS ABILITY and POISONED neighbour, the Grandmother dying with her
grandchild, the Lleech dying with its host, the Sage's and Farmer's steps, the Barber's haircuts,
the Poppy Grower's EVIL WAKES, and the end of a Lil' Monsta babysitter. Proposals, never forced.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from grimoire_app.model.characters import Team
from grimoire_app.systems.botc.events import CharacterAssigned, DeathCause, Event, PlayerDied, ReminderPlaced, ReminderRemoved
from grimoire_app.systems.botc.game import Game
from grimoire_app.systems.botc.state import Seat
from grimoire_app.systems.botc.tonight import deaths_tb_core
from grimoire_app.systems.botc.tonight.held_boffin import boffin_lost, holder_works
from grimoire_app.systems.botc.tonight.impairment import impairment
from grimoire_app.systems.botc.tonight.kills import LLEECH_HOST, Attack
from grimoire_app.systems.botc.tonight.plan import Ids
from grimoire_app.systems.botc.tonight.registry import KILLS, OFFERS, PROTECTIONS
from grimoire_app.systems.botc.tonight.link_protection import grandmother_link_protection
from grimoire_app.systems.botc.tonight.offers_gaps import OFFERED, Offered
from grimoire_app.systems.botc.tonight.registration_night import tealady_unsure
from grimoire_app.systems.botc.tonight.steps_bmr_good import tealady_protects
from grimoire_app.systems.botc.tonight.values import Reason
from grimoire_app.systems.botc.tonight.view import IS_THE_DEMON, ZOMBUUL_DEAD, View


@dataclass(frozen=True)
class DeathAlternative:
    """An outcome the Storyteller may record instead of a proposal's own: who is affected, the events, why."""

    seat: str
    """The Mayor's bounce: who dies instead; the star-pass: which Minion becomes the Imp."""
    events: tuple[Event, ...]
    why: tuple[Reason, ...]


@dataclass(frozen=True)
class DeathProposal:
    """A proposed outcome of one attack: who dies (or why not), and the events to record."""

    seat: str | None
    """Who dies (or is spared); None when the Storyteller must pick the victim."""
    dies: bool
    events: tuple[Event, ...]
    why: tuple[Reason, ...]
    source: str
    """The ability behind it (a character id)."""
    by: str | None = None
    alternatives: tuple[DeathAlternative, ...] = ()
    """What the Storyteller may record instead of `events` (the Mayor's bounce, the star-pass's other Minions)."""
    offer: bool = False
    """A proposal that is no attack (the Shabaloth's regurgitation, a swap, setup tokens): nobody "survives" it."""

    def instead(self, alternative: DeathAlternative) -> DeathProposal:
        """Return this proposal as the Storyteller chose it: the alternative's events and reasons, no further choice."""
        return replace(self, events=alternative.events, why=alternative.why, alternatives=())


@dataclass
class _Night:
    view: View
    ids: Ids

    def working(self, seat: Seat) -> bool:
        return self.view.able(seat) and not impairment(self.view, seat.id)

    def place(self, character: str, token: str, seat_id: str) -> ReminderPlaced:
        return ReminderPlaced(reminder=self.ids.next(), seat=seat_id, character=character, token=token)


def proposed_deaths(game: Game) -> tuple[DeathProposal, ...]:
    """Return tonight's proposed deaths, in the order the choices were made (empty outside a night).

    Attacks already resolved (the victim's death, the Fool's NO ABILITY or the Fang Gu's jump
    recorded) are left out, so the list shrinks as the Storyteller accepts proposals.
    """
    view = View(game)
    if game.state.phase != view.tonight:
        return ()
    night, found, seen = _Night(view, Ids(view)), [], set()
    for _, _, choice in view.choices_in(view.tonight):
        if choice.character not in KILLS:
            continue
        for attack in KILLS[choice.character](view, choice):
            key = (attack.victim, attack.source)
            if key not in seen:
                seen.add(key)
                found += _resolve(night, attack)
    for offers in OFFERS.values():
        found += [DeathProposal(seat, False, events, (why,), source, offer=True) for seat, events, why, source in offers(view, night.ids)]
    for offered in OFFERED.values():
        found += [_offered(o) for o in offered(view, night.ids)]
    return tuple(_once(found))


def _offered(o: Offered) -> DeathProposal:
    alternatives = tuple(DeathAlternative(seat, events, (why,)) for seat, events, why in o.instead)
    return DeathProposal(o.seat, False, o.events, (o.why,), o.source, alternatives=alternatives, offer=True)


def _once(proposals: list[DeathProposal]) -> list[DeathProposal]:
    """Drop a proposal whose deaths earlier ones already propose (a Grandmother the Po attacks along with her
    grandchild dies of the attack, not a second time of her link): accepting every proposal stays legal."""
    dying: set[str] = set()
    kept = []
    for proposal in proposals:
        deaths = {event.seat for event in proposal.events if isinstance(event, PlayerDied)}
        if deaths and deaths <= dying:
            continue
        dying |= deaths
        kept.append(proposal)
    return kept


def _resolve(night: _Night, attack: Attack, bounce: bool = True) -> list[DeathProposal]:
    view = night.view
    if attack.victim is None:
        return [DeathProposal(None, False, (), (view.reason("st_chooses", character=attack.source),), attack.source, attack.by)]
    victim = view.seat(attack.victim)
    if any(d.seat == victim.id for d in view.deaths_tonight) or _jumped_tonight(view, attack):
        return []
    if victim.character == "mayor" and deaths_tb_core.bounced_tonight(view, victim.id):
        return []
    impaired = _attacker_impairment(view, attack)
    if impaired:
        why = (view.reason("killer_impaired", attack.by, attack.source),) + impaired
        return [DeathProposal(victim.id, False, (), why, attack.source, attack.by)]
    if not view.really_alive(victim):
        return [DeathProposal(victim.id, False, (), (view.reason("already_dead", victim.id),), attack.source, attack.by)]
    if not attack.unstoppable:
        spared = _protected(night, attack, victim)
        if spared is not None:
            return _tealady_may_fail(night, attack, victim, spared)
    proposals = _dies(night, attack, victim)
    proposals[0] = _fanggu_may_jump(night, attack, victim, proposals[0])
    if not attack.unstoppable:
        proposals[0] = _tealady_may_hold(night, victim, proposals[0])
    if bounce and deaths_tb_core.mayor_may_bounce(attack, victim, night.working(victim)):
        proposals[0] = _with_bounce(night, attack, victim, proposals[0])
    return proposals


def _attacker_impairment(view: View, attack: Attack) -> tuple[Reason, ...]:
    """Why the attack's ability does not work: the attacker's drunk or poison, or for a Demon's Boffin gift the
    Boffin's state (docs/rules/boffin.md: the Demon's own drunk or poison does not count)."""
    held = [h for h in view.holders.get(attack.source, ()) if h.seat == attack.by]
    if held and all(h.via == "boffin" for h in held):
        lost = boffin_lost(view, held[0])
        return (lost,) if lost is not None else ()
    return impairment(view, attack.by)


def _with_bounce(night: _Night, attack: Attack, mayor: Seat, proposal: DeathProposal) -> DeathProposal:
    """Offer the Mayor's bounce: each other living player may be attacked instead (docs/rules/mayor.md)."""
    view, alternatives = night.view, []
    for other in view.state.seats:
        if other.id == mayor.id or not view.really_alive(other):
            continue
        redirected = _resolve(night, replace(attack, victim=other.id), bounce=False)
        events = (deaths_tb_core.bounce_choice(mayor.id, other.id),) + tuple(e for p in redirected[:1] for e in p.events)
        why = (view.reason("mayor_bounced", other.id),) + tuple(w for p in redirected[:1] for w in p.why)
        alternatives.append(DeathAlternative(other.id, events, why))
    note = view.reason("mayor_may_bounce", mayor.id)
    return replace(proposal, why=proposal.why + (note,), alternatives=tuple(alternatives))


def _tealady_may_fail(night: _Night, attack: Attack, victim: Seat, spared: list[DeathProposal]) -> list[DeathProposal]:
    """A Tea Lady's neighbour may register as evil (a Recluse): the death is an alternative (docs/rules/tealady.md)."""
    view = night.view
    unsure = tealady_unsure(view, victim) if spared[0].why[0].code == "tealady_protects" else None
    if unsure is None or unsure[0] != "may_die" or _protected(night, attack, victim, tealady=False) is not None:
        return spared
    why = (view.reason("tealady_registration_dies", unsure[2].id, unsure[2].character, players=view.name(victim.id)),)
    dies = DeathAlternative(victim.id, _dies(night, attack, victim)[0].events, why)
    return [replace(spared[0], alternatives=spared[0].alternatives + (dies,)), *spared[1:]]


def _tealady_may_hold(night: _Night, victim: Seat, proposal: DeathProposal) -> DeathProposal:
    """Both of a Tea Lady's neighbours may register as good (a Spy): sparing the victim is the Storyteller's choice."""
    view = night.view
    unsure = tealady_unsure(view, victim)
    if unsure is None or unsure[0] != "may_spare":
        return proposal
    note = view.reason("tealady_registration_spares", unsure[2].id, unsure[2].character, players=view.name(victim.id))
    return replace(proposal, why=proposal.why + (note,))


def _jumped_tonight(view: View, attack: Attack) -> bool:
    """Whether the Fang Gu's jump was already recorded tonight (its ONCE placed tonight)."""
    if attack.source != "fanggu":
        return False
    return any(not view.placed_before(r.id, view.tonight) for _, r in view.by_token.get(("fanggu", "Once"), []))


def _protected(night: _Night, attack: Attack, victim: Seat, tealady: bool = True) -> list[DeathProposal] | None:
    """Return what happens instead of the death when something stops it, else None (`tealady` False: without her)."""
    view = night.view

    def spared(why: Reason, events: tuple[Event, ...] = (), seat: str | None = None, dies: bool = False) -> list[DeathProposal]:
        return [DeathProposal(seat or victim.id, dies, events, (why,), attack.source, attack.by)]

    for protection in PROTECTIONS:
        why = protection(view, attack, victim) if tealady or protection is not tealady_protects else None
        if why is not None:
            return spared(why)
    if attack.cause.kind == "demon" and _safe(night, victim):
        return spared(view.reason("safe", victim.id))
    soldier = deaths_tb_core.soldier_safe(view, attack, victim, night.working(victim))
    if soldier is not None:
        return spared(soldier)
    if victim.character == "fool" and night.working(victim):
        saved_tonight = any(not view.placed_before(r.id, view.tonight) for _, r in view.by_token.get(("fool", "No Ability"), []))
        if saved_tonight:
            return spared(view.reason("fool_saved", victim.id))
        if not view.has(victim, ("fool", "No Ability")):
            return spared(view.reason("fool_saved", victim.id), (night.place("fool", "No Ability", victim.id),))
    if victim.character == "zombuul" and night.working(victim) and not view.has(victim, ZOMBUUL_DEAD):
        events: tuple[Event, ...] = (PlayerDied(seat=victim.id, cause=attack.cause), night.place("zombuul", "Dead", victim.id))
        return spared(view.reason("zombuul_first", victim.id), events, dies=True)
    if victim.character == "lleech" and night.working(victim):
        if any(seat.alive for seat in view.carriers(LLEECH_HOST)):
            return spared(view.reason("lleech_survives", victim.id))
    if attack.source == "fanggu" and view.team(victim) == Team.OUTSIDER and not view.by_token.get(("fanggu", "Once")):
        jump = spared(view.reason("fanggu_jump", victim.id), _fanggu_jump(night, attack, victim), seat=attack.by, dies=True)
        if _registers_otherwise(view, victim):  # a Recluse may register as no Outsider: it simply dies instead
            plain = DeathAlternative(victim.id, (PlayerDied(seat=victim.id, cause=attack.cause),), (view.reason("fanggu_registration_dies", victim.id, victim.character),))
            jump[0] = replace(jump[0], alternatives=(plain,))
        return jump
    return None


def _fanggu_jump(night: _Night, attack: Attack, victim: Seat) -> tuple[Event, ...]:
    """The Fang Gu's jump: it dies, the Outsider becomes an evil Fang Gu with ONCE."""
    return (
        PlayerDied(seat=attack.by, cause=attack.cause),
        CharacterAssigned(seat=victim.id, character="fanggu", alignment="evil"),
        night.place("fanggu", "Once", victim.id),
    )


def _registers_otherwise(view: View, seat: Seat) -> bool:
    """Whether the seat may register as another type now (a sober Recluse or Spy; info/registration.py)."""
    from grimoire_app.systems.botc.info.registration import Sight

    return len(Sight(view.game, view.state, view.judge.impaired).teams(seat)) > 1


def _fanggu_may_jump(night: _Night, attack: Attack, victim: Seat, proposal: DeathProposal) -> DeathProposal:
    """A Spy the Fang Gu attacks may register as an Outsider: the jump is an alternative (docs/rules/spy.md)."""
    view = night.view
    if attack.source != "fanggu" or view.by_token.get(("fanggu", "Once")) or not _registers_otherwise(view, victim):
        return proposal
    from grimoire_app.systems.botc.info.registration import Sight

    if Team.OUTSIDER not in Sight(view.game, view.state, view.judge.impaired).teams(victim) or view.team(victim) == Team.OUTSIDER:
        return proposal
    jump = DeathAlternative(attack.by, _fanggu_jump(night, attack, victim), (view.reason("fanggu_registration_jumps", victim.id, victim.character),))
    return replace(proposal, alternatives=proposal.alternatives + (jump,))


def _safe(night: _Night, victim: Seat) -> bool:
    """Whether the Monk's SAFE protects the victim: placed by a working Monk (spec 4.1), not an inert one."""
    view = night.view
    if not any((r.character, r.token) == ("monk", "Safe") and not r.inert for r in victim.reminders):
        return False
    monks = [h for h in view.holders.get("monk", ()) if h.via != "believed"]
    return any(holder_works(view, h) if h.via == "boffin" else night.working(view.seat(h.seat)) for h in monks)


def _dies(night: _Night, attack: Attack, victim: Seat) -> list[DeathProposal]:
    view = night.view
    if view.has(victim, ZOMBUUL_DEAD):
        marker = next(r for r in victim.reminders if (r.character, r.token) == ZOMBUUL_DEAD)
        events: list[Event] = [ReminderRemoved(reminder=marker.id)]
        why = [view.reason("zombuul_second", victim.id)]
    else:
        events, why = [PlayerDied(seat=victim.id, cause=attack.cause)], [view.reason("killed", victim.id, attack.source)]
    linked = _consequences(night, attack, victim, events, why)
    heirs = deaths_tb_core.heirs(view, attack, victim, night.working, night.place)
    others = tuple(DeathAlternative(h.seat, tuple(events) + h.events, tuple(why) + (h.why,)) for h in heirs[1:])
    for heir in heirs[:1]:
        events, why = events + list(heir.events), why + [heir.why]
    return [DeathProposal(victim.id, True, tuple(events), tuple(why), attack.source, attack.by, others), *linked]


def _consequences(night: _Night, attack: Attack, victim: Seat, events: list[Event], why: list[Reason]) -> list[DeathProposal]:
    """Add what the death sets off to the events and why; return the deaths it drags along."""
    view, demon = night.view, attack.cause.kind == "demon"
    working = night.working(victim)
    if attack.source == "vigormortis" and view.team(victim) == Team.MINION:
        _vigormortis(night, victim, events, why)
    notes = {
        "sage": demon and working and victim.character == "sage",
        "farmer": working and victim.character == "farmer",
        "klutz": victim.character == "klutz",
        "babysitter": view.has(victim, IS_THE_DEMON),
    }
    why += [view.reason(f"{note}_dies", victim.id) for note, applies in notes.items() if applies]
    if working and victim.character == "barber":
        events.append(night.place("barber", "Haircuts Tonight", victim.id))
        why.append(view.reason("barber_dies", victim.id))
    if working and victim.character == "poppygrower":
        events.append(night.place("poppygrower", "Evil Wakes", victim.id))
        why.append(view.reason("poppy_grower_dies", victim.id))
    linked = _grandmothers(night, attack, victim) if demon else []
    return linked + _lleeches(night, attack, victim)


def _vigormortis(night: _Night, victim: Seat, events: list[Event], why: list[Reason]) -> None:
    """A Minion it kills keeps its ability and poisons a Townsfolk neighbour (spec 2.4)."""
    view = night.view
    events.append(night.place("vigormortis", "Has Ability", victim.id))
    candidates = _townsfolk_neighbours(view, victim.id)
    if candidates:
        events.append(night.place("vigormortis", "Poisoned", candidates[0]))
    names = ", ".join(view.name(seat_id) for seat_id in candidates) or "—"
    why.append(view.reason("vigormortis_minion", victim.id, candidates=names))


def _townsfolk_neighbours(view: View, seat_id: str) -> list[str]:
    """Return the nearest Townsfolk clockwise and counter-clockwise, dead ones counted (spec 2.4)."""
    return [seat.id for seat in view.state.nearest_each_way(seat_id, lambda seat: view.team(seat) == Team.TOWNSFOLK)]


def _grandmothers(night: _Night, attack: Attack, victim: Seat) -> list[DeathProposal]:
    """The Demon killed a grandchild: each working Grandmother dies too (spec 3.1)."""
    view = night.view
    if not view.has(victim, ("grandmother", "Grandchild")):
        return []
    holders = [h for h in view.holders.get("grandmother", ()) if h.via != "believed"]
    cause = DeathCause(kind="ability", character="grandmother")
    dying = [h.seat for h in holders if night.working(view.seat(h.seat)) and h.seat != victim.id]
    return [_grandmother_dies(night, view.seat(s), cause) for s in dying]


def _grandmother_dies(night: _Night, grandmother: Seat, cause: DeathCause) -> DeathProposal:
    """Her own ability kills her, so "cannot die" protections (Tea Lady, Innkeeper) spare her; the Monk's SAFE
    (Demon kills only) does not (docs/rules/tealady.md, innkeeper.md: the Grandmother's link)."""
    view, link = night.view, night.view.reason("grandmother_link", grandmother.id)
    why = grandmother_link_protection(view, grandmother)
    if why is not None:
        return DeathProposal(grandmother.id, False, (), (link, why), "grandmother", grandmother.id)
    return DeathProposal(grandmother.id, True, (PlayerDied(seat=grandmother.id, cause=cause),), (link,), "grandmother", grandmother.id)


def _lleeches(night: _Night, attack: Attack, victim: Seat) -> list[DeathProposal]:
    """The Lleech's host died: the Lleech dies too, and good wins (spec 4.4)."""
    view = night.view
    if not view.has(victim, LLEECH_HOST):
        return []
    cause = DeathCause(kind="ability", character="lleech")
    lleeches = [seat for seat in view.state.seats if seat.character == "lleech" and seat.alive and seat.id != victim.id]
    return [
        DeathProposal(s.id, True, (PlayerDied(seat=s.id, cause=cause),), (view.reason("lleech_host_died", s.id),), "lleech", s.id)
        for s in lleeches
    ]
