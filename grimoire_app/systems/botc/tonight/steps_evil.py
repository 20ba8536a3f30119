"""Wake conditions of evil characters' steps and of the Storyteller's evil-team steps (registry.STEPS).

Sources: spec/characters.md 1.11 (Minion Info, Demon Info), each block's Night line, and the
seeds' how-to-run texts.
"""

from __future__ import annotations

from grimoire_app.systems.botc.tonight.draft import StepDraft
from grimoire_app.systems.botc.tonight.impairment import impairment
from grimoire_app.systems.botc.tonight.steps_fabled import toymaker_in_play
from grimoire_app.systems.botc.events import InfoKind
from grimoire_app.systems.botc.tonight.values import Actor, Card, ChoiceSpec, Reason, ReminderOffer
from grimoire_app.systems.botc.tonight.view import IS_THE_DEMON, View

DIED_TODAY = (("zombuul", "Died Today"), ("undertaker", "Died Today"))


def lilmonsta_in_play(view: View) -> bool:
    """Whether Lil' Monsta is in play: its token is babysat, or the script has it and nobody is the Demon (spec 2.4)."""
    if view.carriers(IS_THE_DEMON):
        return True
    if view.game.script.character("lilmonsta") is None or view.demons or not view.minions:
        return False
    return not (view.in_play("atheist") or view.in_play("summoner"))


def functioning_poppy_grower(view: View) -> str | None:
    """Return a Poppy Grower (its own ability) that is alive and neither drunk nor poisoned, if any."""
    for holder in view.holders.get("poppygrower", ()):
        seat = view.seat(holder.seat)
        if holder.via == "own" and seat.alive and not impairment(view, seat.id):
            return seat.id
    return None


def evil_info_blocks(view: View, demon: bool) -> list[Reason]:
    """Return why Minion Info (or Demon Info) does not run tonight (spec 1.11)."""
    reasons = []
    if len(view.state.seats) < 7 and not toymaker_in_play(view):
        reasons.append(view.reason("fewer_than_7"))
    poppy = functioning_poppy_grower(view)
    if poppy is not None:
        reasons.append(view.reason("poppy_grower_alive", poppy))
    if lilmonsta_in_play(view):
        reasons.append(view.reason("lil_monsta"))
    if view.in_play("atheist"):
        reasons.append(view.reason("atheist"))
    if demon and view.in_play("summoner"):
        reasons.append(view.reason("summoner_no_demon"))
    if not reasons and not (view.demons if demon else view.minions):
        reasons.append(view.reason("no_demon" if demon else "no_minions"))
    return reasons


def witch(draft: StepDraft) -> None:
    """The Witch loses its ability once only 3 players are alive (spec 2.3)."""
    view = draft.view
    if view.state.alive_count <= 3:
        for actor in draft.actors:
            draft.skip_actor(actor.seat, view.reason("three_alive"))


def zombuul(draft: StepDraft) -> None:
    """Wake only if nobody died today (spec 3.4: DIED TODAY on any player)."""
    view = draft.view
    died = [death.seat for death in view.deaths_today]
    died += [seat.id for marker in DIED_TODAY for seat in view.carriers(marker)]
    if died:
        for actor in draft.actors:
            draft.skip_actor(actor.seat, view.reason("died_today", died[0]))


def lilmonsta(draft: StepDraft) -> None:
    """The Minions wake together to choose the babysitter; from night 2 the Storyteller may kill (spec 2.4)."""
    view = draft.view
    if not lilmonsta_in_play(view):
        return
    draft.in_play = True
    draft.reasons = [r for r in draft.reasons if r.code != "not_in_play"]
    minions = view.living(view.minions)
    draft.actors = [Actor(seat, "babysitter", impairment(view, seat)) for seat in minions]
    if not minions:
        draft.skip(view.reason("no_minions"))
    if any(h.via == "own" and view.seat(h.seat).alive for h in view.holders.get("poppygrower", ())):
        draft.notes.append(view.reason("wake_singly"))
    draft.notes.append(view.reason("no_kill_tonight" if view.first else "may_kill"))
    for keeper in view.carriers(IS_THE_DEMON):  # the Lil' Monsta/Scarlet Woman jinx (docs/rules/scarletwoman.md)
        if view.has(keeper, ("scarletwoman", "Is The Demon")) and keeper.character == "scarletwoman":
            draft.notes.append(view.reason("lilmonsta_scarletwoman_keeps", keeper.id))


def po(draft: StepDraft) -> None:
    """With 3 ATTACKS the Po chooses three players; otherwise one, or no-one to charge up (spec 4.4)."""
    view = draft.view
    if any(view.has(view.seat(actor.seat), ("po", "3 Attacks")) for actor in draft.actors):
        draft.choose = ChoiceSpec(players=3)
        draft.notes.append(view.reason("three_attacks"))
    else:
        draft.notes.append(view.reason("po_may_pass"))


def lleech(draft: StepDraft) -> None:
    """On its first night the Lleech chooses a host to poison instead of killing (spec 4.4)."""
    if draft.first_mode:
        draft.notes.append(draft.view.reason("lleech_host"))


def summoner(draft: StepDraft) -> None:
    """Night 1 bluffs; night 2 only the marker; night 3 the summoning; nothing after (spec 4.3)."""
    view = draft.view
    night = view.night
    if view.first or draft.first_mode:
        return
    if night == 2:
        draft.kind, draft.choose, draft.cards = "storyteller", ChoiceSpec(), []
        draft.reminders = [ReminderOffer("summoner", "Night 2", "marker")]
    elif night == 3:
        draft.kind = "wake"
        draft.reminders = [ReminderOffer("summoner", "Night 3", "marker")]
        draft.notes.append(view.reason("summon_tonight"))
    else:
        draft.skip(view.reason("summoner_done"))


def xaan(draft: StepDraft) -> None:
    """Move the night marker; on night X (the Outsiders dealt) place X: every Townsfolk is poisoned (spec 4.3)."""
    view = draft.view
    night, x = view.night, view.setup_outsiders
    if night <= 3:
        draft.reminders = [ReminderOffer("xaan", f"Night {night}", "marker")]
    draft.notes.append(view.reason("xaan_marker", number=night))
    working = [actor for actor in draft.acting if not actor.impaired]
    if x == night and working:
        draft.reminders.append(ReminderOffer("xaan", "X", "marker"))
        draft.notes.append(view.reason("xaan_x_tonight"))
    elif x == night and draft.acting:
        draft.notes.append(view.reason("impaired_nothing", draft.acting[0].seat, "xaan"))


def snitch(draft: StepDraft) -> None:
    """Wake each Minion to show 3 not-in-play characters, whatever the player count (spec 2.2)."""
    view = draft.view
    if not draft.acting:
        return
    minions = view.living(view.minions)
    if not minions:
        draft.skip(view.reason("no_minions"))
    draft.wakes = list(minions)


def damsel(draft: StepDraft) -> None:
    """Night 1: show the Minions the Damsel here only when Minion Info did not run (spec 2.2)."""
    view = draft.view
    if not draft.acting or not view.first:
        return
    if not evil_info_blocks(view, demon=False):
        draft.skip(view.reason("damsel_at_minion_info"))
        return
    minions = view.living(view.minions)
    if not minions:
        draft.skip(view.reason("no_minions"))
    draft.wakes = list(minions)


def minioninfo(draft: StepDraft) -> None:
    """Night 1: wake the Minions together, point at the Demon (spec 1.11 Minion Info)."""
    view = draft.view
    draft.kind = "wake"
    for reason in evil_info_blocks(view, demon=False):
        draft.skip(reason)
    minions = view.living(view.minions)
    draft.wakes = list(minions)
    demons = view.living(view.registered_demons)
    draft.cards = [_card(draft, "this_is_the_demon", minions, players=demons)]
    if view.in_play("summoner") and not demons:
        draft.notes.append(view.reason("no_demon_to_point"))
    if view.in_play("damsel") or any(h.via == "hermit" for h in view.holders.get("damsel", ())):  # a Hermit's too (docs/rules/hermit.md)
        draft.cards.append(_card(draft, "custom", minions, characters=("damsel",)))


def demoninfo(draft: StepDraft) -> None:
    """Night 1: wake the Demon, point at its Minions, show 3 bluffs (spec 1.11 Demon Info)."""
    view = draft.view
    draft.kind = "wake"
    for reason in evil_info_blocks(view, demon=True):
        draft.skip(reason)
    demons = view.living(view.demons)
    draft.wakes = list(demons)
    draft.cards = [
        _card(draft, "these_are_your_minions", demons, players=view.living(view.minions)),
        _card(draft, "not_in_play", demons, characters=view.state.bluffs),
    ]
    believed = {seat.believed for seat in view.state.seats if seat.character == "drunk"}
    for bluff in view.state.bluffs:
        if bluff in believed:
            draft.notes.append(view.reason("bluff_is_believed", character=bluff))


def _card(draft: StepDraft, info: InfoKind, to: tuple[str, ...], characters: tuple[str, ...] = (), players: tuple[str, ...] = ()) -> Card:
    return Card(info, draft.id, to, characters, players)
