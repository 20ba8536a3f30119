"""Night rules of the experimental Demons (issue 21; docs/rules/<id>.md): wake notes (STEPS) and kills (KILLS).

- Kazali (docs/rules/kazali.md): night 1 prompts the Minions to make (how many, which Minions the script offers,
  how many are made so far); other nights its choice dies (a Demon kill).
- Lord of Typhon (docs/rules/lordoftyphon.md): night 1 says whether its neighbours are Minions; other nights a kill.
- Legion (docs/rules/legion.md): the Storyteller's optional kill (data only; the kill is a Demon's).
- Yaggababble (docs/rules/yaggababble.md): night 1 the phrase; later the Storyteller's 0-3 kills (Demon kills).
- Leviathan (docs/rules/leviathan.md): night 1 the announcement; later the days done and good players executed.
- Al-Hadikhia (docs/rules/alhadikhia.md): its 3 chosen are marked 1, 2, 3 (CHOICES) and each proposed dead.
- Riot (docs/rules/riot.md): no kill; night 3 (the night before day 3) offers each Minion's change into a Riot (OFFERS).

Merged into registry.py with one line per table.
"""

from __future__ import annotations

from collections.abc import Callable

from grimoire_app.model.characters import Team
from grimoire_app.systems.botc.events import CharacterAssigned, Event, NightChoice
from grimoire_app.systems.botc.setup.counts import SetupError, base_counts
from grimoire_app.systems.botc.tonight.draft import StepDraft
from grimoire_app.systems.botc.tonight.values import Text
from grimoire_app.systems.botc.tonight.kills import Attack, demon_kill
from grimoire_app.systems.botc.tonight.plan import Ids, Plan
from grimoire_app.systems.botc.tonight.steps_bmr_evil import Offer
from grimoire_app.systems.botc.tonight.view import View


def dealt_players(view: View) -> int:
    """Return how many seats are not Travellers (the row of the distribution table the game was dealt from)."""
    return sum(view.team(seat) != Team.TRAVELLER for seat in view.state.seats)


def base_minions(view: View) -> int:
    """Return the base row's Minion count for the seats dealt (0 for a table too small to have a row)."""
    try:
        return base_counts(dealt_players(view)).minion
    except SetupError:
        return 0


def kazali(draft: StepDraft) -> None:
    """Night 1: the Minions the Kazali makes (a prompt; the seat menu records each); later nights: a Demon kill."""
    view = draft.view
    if not view.first or not draft.acting:
        return
    wanted = base_minions(view)
    offered = [c.id for c in view.game.script.of_team(Team.MINION) if not view.in_play(c.id)]
    texts = [view.character_text(cid) for cid in offered]
    names = Text(", ".join(t.get("ko") for t in texts) or "-", ", ".join(t.get("en") for t in texts) or "-")
    draft.notes.append(view.reason("kazali_make_minions", draft.acting[0].seat, number=wanted, candidates=names))
    draft.notes.append(view.reason("kazali_minions_now", players=len(view.minions), number=wanted))


def lordoftyphon(draft: StepDraft) -> None:
    """Night 1: whether the evil line holds round the Lord of Typhon (docs/rules/lordoftyphon.md); later a Demon kill."""
    view = draft.view
    if not view.first:
        return
    seats = view.state.seats
    for index, seat in enumerate(seats):
        if seat.character != "lordoftyphon":
            continue
        beside = [seats[(index - 1) % len(seats)], seats[(index + 1) % len(seats)]]
        names = ", ".join(s.name for s in beside)
        if all(view.team(s) == Team.MINION for s in beside):
            draft.notes.append(view.reason("lordoftyphon_line", seat.id, players=names))
        else:
            draft.notes.append(view.reason("lordoftyphon_line_broken", seat.id, players=names))


def yaggababble(draft: StepDraft) -> None:
    """Night 1: the secret phrase; later nights: the kills are at most the times it was said today (docs/rules/yaggababble.md)."""
    view = draft.view
    if not draft.acting:
        return
    draft.notes.append(view.reason("yaggababble_phrase" if view.first else "yaggababble_count", draft.acting[0].seat))


def leviathan(draft: StepDraft) -> None:
    """Night 1: tell everyone the Leviathan is in play; later: the days done and the good players executed."""
    view = draft.view
    if not draft.acting:
        return
    if view.first:
        draft.notes.append(view.reason("leviathan_announce", draft.acting[0].seat))
        return
    executed = [d.execution for d in view.state.days if d.execution is not None]
    good = [seat_id for seat_id in executed if seat_id in {s.id for s in view.state.seats} and view.seat(seat_id).alignment == "good"]
    draft.notes.append(view.reason("leviathan_days", draft.acting[0].seat, number=len(view.state.days), players=len(good)))


def alhadikhia(draft: StepDraft) -> None:
    """Other nights: the three chosen live or die by their own secret choice (docs/rules/alhadikhia.md)."""
    view = draft.view
    if view.first or not draft.acting:
        return
    draft.notes.append(view.reason("alhadikhia_live_or_die", draft.acting[0].seat))


def alhadikhia_marks(plan: Plan) -> None:
    """Place the reminders 1, 2 and 3 on the chosen players, in the order chosen."""
    for number, seat_id in enumerate(plan.choice.players[:3], start=1):
        plan.place("alhadikhia", str(number), seat_id)


RIOT_NIGHT = 3
"""The night before day 3, when the Minions become Riot (docs/rules/riot.md): night N comes before day N."""


def riot(draft: StepDraft) -> None:
    """Night 3: the Minions become Riot (offered among the night's proposals); later: the riot goes on."""
    view = draft.view
    if view.first or not view.living(view.demons):
        return
    if view.night == RIOT_NIGHT:
        names = ", ".join(view.name(seat_id) for seat_id in view.minions) or "-"
        draft.notes.append(view.reason("riot_minions_become", players=names))
    elif view.night > RIOT_NIGHT:
        draft.notes.append(view.reason("riot_chain_goes_on"))


def riot_offers(view: View, ids: Ids) -> list[Offer]:
    """Night 3, a Riot in play and alive: each Minion's change into a Riot (docs/rules/riot.md)."""
    riots = [seat for seat in view.state.seats if seat.character == "riot" and view.really_alive(seat)]
    if view.night != RIOT_NIGHT or not riots:
        return []
    offers: list[Offer] = []
    for seat_id in view.minions:
        events: tuple[Event, ...] = (CharacterAssigned(seat=seat_id, character="riot", alignment="evil"),)
        offers.append((seat_id, events, view.reason("riot_becomes", seat_id), "riot"))
    return offers


STEPS: dict[str, Callable[[StepDraft], None]] = {"kazali": kazali, "lordoftyphon": lordoftyphon, "riot": riot, "yaggababble": yaggababble, "leviathan": leviathan, "alhadikhia": alhadikhia}

OFFERS: dict[str, Callable[[View, Ids], list[Offer]]] = {"riot": riot_offers}

KILLS: dict[str, Callable[[View, NightChoice], list[Attack]]] = {"kazali": demon_kill, "lordoftyphon": demon_kill, "legion": demon_kill, "yaggababble": demon_kill, "alhadikhia": demon_kill}

CHOICES: dict[str, Callable[[Plan], None]] = {"alhadikhia": alhadikhia_marks}

__all__ = ["CHOICES", "KILLS", "OFFERS", "STEPS", "base_minions", "dealt_players"]
