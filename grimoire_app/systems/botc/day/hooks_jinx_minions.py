"""The jinxes of the experimental Minions and Outsiders by day (issue 21, resources/characters/jinxes.json).

Each hook here takes over a trigger of hooks_exp_minions.py (registered after it, one line in registry.py) and
applies the jinxes that change what that trigger proposes. The rules are restated on the pages named below:
- the Vizier (docs/rules/vizier.md Jinxes): a Vizier who lost its ability to the Preacher or the Courtier still cannot
  die by day; a Vizier babysitting Lil' Monsta dies when executed; it cannot execute the Fearmonger's chosen player
  nor the Magician; a Zealot's or Politician's hand may count as evil for it.
- the Wraith and the Widow (docs/rules/wraith.md, widow.md, magician.md Jinxes): after each execution a living
  Magician (Wraith only) or an Alchemist holding that Minion's ability may publicly accuse a player; the prompt says
  so, and that a right accusation makes the Demon attack that Minion tonight (the night step repeats it).
- the Politician (docs/rules/politician.md Jinxes): an evil player the Pit-Hag made the Politician never turns good.
- the Zealot (docs/rules/zealot.md Jinxes): a Cannibal who eats an executed good Zealot is told it gained that ability.
- the Widow (docs/rules/widow.md Jinxes): the Damsel is poisoned once a Widow is or was in play, so a Minion's right
  guess does not end the game (it spends the guess).
"""

from __future__ import annotations

from grimoire_app.systems.botc.day import hooks_acts, hooks_deaths, hooks_exp_outb, wins
from grimoire_app.systems.botc.day.acts import recorded_acts
from grimoire_app.systems.botc.day.outcome import Victory
from grimoire_app.systems.botc.day import hooks_exp_minions as minions
from grimoire_app.systems.botc.day.facts import Moment, placed
from grimoire_app.systems.botc.day.triggers import Fire, Hook, Trigger
from grimoire_app.systems.botc.events import CharacterAssigned, Executed, GameEnded, InfoShown, NightChoice, VoteRecorded
from grimoire_app.systems.botc.info.reliability import reliability
from grimoire_app.systems.botc.state import Seat


def jinxed(m: Moment, first: str, second: str) -> bool:
    """Whether a jinx between two characters applies: both on the script or in play (the Djinn rule)."""
    relevant = m.relevant()
    return first in relevant and second in relevant


LOST_NOT_KILLABLE = ("preacher", "courtier")
"""Who may take the Vizier's ability while it stays unable to die by day (the Preacher and Courtier jinxes)."""


def lost_only_to(m: Moment, seat: Seat, sources: tuple[str, ...]) -> str | None:
    """Return the source whose token alone stops a living seat's ability (one of `sources`), else None."""
    if not seat.alive:
        return None
    found = reliability(m.game, seat.id, m.at)
    off = [r for r in found.reasons if r.effect in ("drunk", "poisoned", "dead")]
    if off and all(r.code in sources for r in off):
        return off[0].code
    return None


def vizier_survives(f: Fire) -> Trigger | None:
    """docs/rules/vizier.md, the Preacher, Courtier and Lil' Monsta jinxes on top of `vizier.survives`."""
    m, death = f.m, f.death()
    vizier = m.find(death.seat)
    if vizier is None or vizier.character != "vizier" or m.state.phase.kind != "day" or not vizier.alive:
        return minions.vizier_survives(f)
    if death.cause.kind == "execution" and m.marked(vizier, "lilmonsta", "Is The Demon") and jinxed(m, "vizier", "lilmonsta"):
        return f.trigger("lilmonsta", seat=vizier.id, player=vizier.name)
    source = lost_only_to(m, vizier, LOST_NOT_KILLABLE)
    if source is not None and jinxed(m, "vizier", source):
        return f.trigger("lost", seat=vizier.id, replaces=True, player=vizier.name)
    return minions.vizier_survives(f)


MAY_COUNT_EVIL = ("zealot", "politician")
"""Good characters whose hand may count as evil for the Vizier (the Zealot and Politician jinxes)."""


def vizier_executes(f: Fire) -> Trigger | None:
    """docs/rules/vizier.md, the Fearmonger, Magician, Zealot and Politician jinxes on top of `vizier.executes`."""
    found = minions.vizier_executes(f)
    event = f.event
    if found is None or not isinstance(event, VoteRecorded):
        return found
    m = f.m
    nominee = m.find(event.nominee)
    values = dict(found.values)
    player, other = values.get("player", ""), values.get("other", "")
    if nominee is not None and nominee.character == "magician" and jinxed(m, "vizier", "magician"):
        return f.trigger("magician", seat=found.seat, player=player, other=other)
    if nominee is not None and m.marked(nominee, "fearmonger", "Fear") and jinxed(m, "vizier", "fearmonger"):
        return f.trigger("fear", seat=found.seat, player=player, other=other)
    good = [s for v in event.voters if (s := m.find(v)) is not None and s.alignment == "good"]
    counted = [s for s in good if not (s.character in MAY_COUNT_EVIL and jinxed(m, "vizier", s.character))]
    if good and not counted:
        names = ", ".join(s.name for s in good)
        return f.trigger("may_count_evil", seat=found.seat, proposed=found.proposed, hands=names, player=player, other=other)
    return found


HOOKS: dict[str, Hook] = {"vizier.survives": vizier_survives, "vizier.executes": vizier_executes}
"""Trigger hooks of this module, replacing hooks_exp_minions' by rule id (registry.HOOKS takes them in one line)."""


def alchemist_holds(m: Moment, seat: Seat) -> str | None:
    """Return the Minion ability an Alchemist seat was shown it holds (its YOU ARE card), if any."""
    if seat.character != "alchemist":
        return None
    shown = [e for e in m.events if isinstance(e, InfoShown) and e.seat == seat.id and e.step == "alchemist" and e.info == "you_are"]
    return shown[0].characters[0] if shown and shown[0].characters else None


def accusers(m: Moment, minion: str) -> list[Seat]:
    """Return the living players who may accuse someone of being this Minion after an execution (the jinxes):
    a Magician (the Wraith only) and an Alchemist holding that Minion's ability."""
    found = []
    for seat in m.state.seats:
        if not seat.alive:
            continue
        if seat.character == "magician" and minion == "wraith" and jinxed(m, "magician", "wraith"):
            found.append(seat)
        elif alchemist_holds(m, seat) == minion and jinxed(m, "alchemist", minion):
            found.append(seat)
    return found


def accused(f: Fire, minion: str) -> Trigger | None:
    """After an execution: who may accuse, and whom a right accusation names (the living true Minion)."""
    if not isinstance(f.event, Executed) or f.after is None:
        return None
    m = f.after
    targets = [s for s in m.state.seats if s.character == minion and s.alive]
    who = accusers(m, minion)
    if not targets or not who:
        return None
    return f.trigger(seat=who[0].id, player=who[0].name, other=targets[0].name)


def wraith_accused(f: Fire) -> Trigger | None:
    """docs/rules/wraith.md jinxes Magician, Alchemist: the accusation prompt after an execution."""
    return accused(f, "wraith")


def widow_accused(f: Fire) -> Trigger | None:
    """docs/rules/widow.md jinx Alchemist: the accusation prompt after an execution."""
    return accused(f, "widow")


HOOKS.update({"wraith.accused": wraith_accused, "widow.accused": widow_accused})


def made_evil_by_pithag(m: Moment, seat_id: str, character: str) -> bool:
    """Whether the Pit-Hag turned this seat into the character while it was evil (the Pit-Hag jinxes)."""
    for index, event in enumerate(m.events):
        if isinstance(event, NightChoice) and event.character == "pithag" and event.players[:1] == (seat_id,):
            if event.characters[:1] == (character,) and m.game.state_at(index).seat(seat_id).alignment == "evil":
                return True
    return False


def politician_switches(f: Fire) -> Trigger | None:
    """docs/rules/politician.md jinx Pit-Hag on top of `politician.switches`: no switch to good for a Politician the
    Pit-Hag made while it was evil."""
    found = hooks_exp_outb.politician_switches(f)
    if found is None or not isinstance(f.event, GameEnded) or f.event.winner != "good" or found.seat is None:
        return found
    if jinxed(f.m, "politician", "pithag") and made_evil_by_pithag(f.m, found.seat, "politician"):
        seat = f.m.seat(found.seat)
        return f.trigger("pithag", seat=seat.id, player=seat.name)
    return found


def cannibal_eats(f: Fire) -> Trigger | None:
    """docs/rules/zealot.md jinx Cannibal on top of `cannibal.eats`: eating a good Zealot, the Cannibal is told."""
    found = hooks_deaths.cannibal_eats(f)
    meal = f.m.find(f.death().seat) if found is not None else None
    if found is None or meal is None or meal.character != "zealot" or meal.alignment != "good" or not jinxed(f.m, "cannibal", "zealot"):
        return found
    return f.trigger("zealot", seat=found.seat, proposed=found.proposed, player=meal.name)


HOOKS.update({"politician.switches": politician_switches, "cannibal.eats": cannibal_eats})


def widow_poisons_damsel(m: Moment) -> bool:
    """Whether the Damsel is poisoned by the Widow jinx: a Widow is in play now or was earlier in the game."""
    if not jinxed(m, "widow", "damsel"):
        return False
    return any(s.character == "widow" for s in m.state.seats) or any(
        isinstance(e, CharacterAssigned) and e.character == "widow" for e in m.events
    )


def damsel_guessed(f: Fire) -> Trigger | None:
    """docs/rules/widow.md jinx Damsel on top of `damsel.guessed`: a right guess of a Widow-poisoned Damsel spends the
    guess and ends nothing."""
    found = hooks_acts.damsel_guessed(f)
    if found is None or found.key != "day.trigger.damsel.guessed.found" or not widow_poisons_damsel(f.m):
        return found
    damsels = f.m.holders("damsel")
    used = tuple(placed(f.m, d.id, "damsel", "Guess Used") for d in damsels[:1])
    return f.trigger("widow_poisoned", proposed=used, player=dict(found.values).get("player", ""))


def damsel_found(m: Moment) -> Victory | None:
    """docs/rules/widow.md jinx Damsel on top of the `damsel.found` win: no win while the Widow poisons the Damsel."""
    found = wins.damsel_guessed(m)
    if found is None:
        return None
    for index, act in recorded_acts(m.game, m.at):
        if act.act == "damsel_guess" and wins.damsel_found(Moment(m.game, index), act) and widow_poisons_damsel(Moment(m.game, index)):
            return None
    return found


HOOKS.update({"damsel.guessed": damsel_guessed})
WINS = {"damsel.found": damsel_found}
"""Win rules of this module, replacing the registry's by id (registry.WINS takes them in one line)."""
