"""Fabled at the day table (issue 17): applied where the grimoire can say it, otherwise a prompt with the rule.

Sources (official almanac, rules restated in our own words): docs/rules/angel.md, buddhist.md,
deusexfiasco.md, doomsayer.md, ferryman.md, fiddler.md, hellslibrarian.md. Every hook here fires only while its
Fabled is in play (`GameState.fabled`); the acts are offered only then (acts.FABLED_ACTS).

- Doomsayer: the act `doomsayer_call` (seat = the caller); `fabled_refusals` refuses it with fewer than four alive,
  from a dead caller, or a second time; `doomsayer.calls` asks who of the caller's alignment (registration:
  `Sight`) dies, and `doomsayer_resolve` kills them by ability — never an execution.
- Fiddler: the act `fiddler_contest` (seat = the Demon, players = the opponent); `fiddler.contest` asks which of the
  two the table chose and records the act `fiddler_winner`; the win rule `fiddler.contest_won` gives that player's
  team the game.
- Ferryman: at dawn with four or fewer alive, the dead get their vote tokens back (GhostVoteRegained).
- Angel: a PROTECTED player's death (by day, or during the night: asked at dawn) asks who is to blame and places
  SOMETHING BAD by them. Buddhist: a reminder at every dawn. Hell's Librarian and Deus ex Fiasco: acts that place
  their token; the Deus ex Fiasco also reminds on the final days and at the game's end when no mistake was admitted.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from grimoire_app.model.characters import Team
from grimoire_app.model.log import Refusing
from grimoire_app.systems.botc.commands import kill, place_reminder
from grimoire_app.systems.botc.events import Event, GameEnded, GhostVoteRegained, Phase, PhaseAdvanced, PlayerDied, PublicAct, ReminderPlaced
from grimoire_app.systems.botc.game import Game, add_rule
from grimoire_app.systems.botc.rules import Refusal
from grimoire_app.systems.botc.day.facts import Moment, placed
from grimoire_app.systems.botc.day.outcome import Victory
from grimoire_app.systems.botc.day.triggers import Choice, Fire, Hook, Resolver, Trigger
from grimoire_app.systems.botc.info.registration import Sight
from grimoire_app.systems.botc.state import GameState

PROTECTED = ("angel", "Protected")
ANGEL_BAD = ("angel", "Something Bad")
LIBRARIAN_BAD = ("hellslibrarian", "Something Bad")
WHOOPSIE = ("deusexfiasco", "Whoopsie")
DOOMSAYER_MIN_ALIVE = 4
"""The Doomsayer works while at least this many players are alive (docs/rules/doomsayer.md)."""
FINAL_DAY_ALIVE = 3
"""A day that starts with this many players alive (or fewer) is the final day (docs/rules/ferryman.md [DECISION])."""


def in_play(state: GameState, fabled: str) -> bool:
    """Whether a Fabled is in play now."""
    return fabled in state.fabled


def _acts(game: Game, kind: str, upto: int | None = None) -> list[PublicAct]:
    """Return the acts of a kind recorded in the first `upto` events (default: all), in order."""
    return [e for e in game.events[:upto] if isinstance(e, PublicAct) and e.act == kind]


# -- refusals -------------------------------------------------------------------------------------


def fabled_refusals(game: Game, event: Event) -> Sequence[Refusing]:
    """The rules of the Fabled acts (docs/rules/doomsayer.md, fiddler.md): not in play, too few alive, once per game…"""
    if not isinstance(event, PublicAct) or event.character not in ("doomsayer", "fiddler", "deusexfiasco", "hellslibrarian"):
        return []
    state = game.state
    if not any(s.id == event.seat for s in state.seats):
        return []
    if not in_play(state, event.character):
        return [Refusal("fabled_act_not_in_play")]
    if event.act == "doomsayer_call":
        return _doomsayer_refusals(game, event)
    if event.act == "fiddler_contest":
        return _fiddler_refusals(game, event)
    if event.act == "fiddler_winner":
        return _winner_refusals(game, event)
    return []


def _doomsayer_refusals(game: Game, event: PublicAct) -> list[Refusal]:
    state = game.state
    caller = state.seat(event.seat)
    found: list[Refusal] = []
    if state.alive_count < DOOMSAYER_MIN_ALIVE:
        found.append(Refusal("doomsayer_few_alive", (("count", str(state.alive_count)),)))
    if not caller.alive:
        found.append(Refusal("doomsayer_dead_caller", (("player", caller.name),)))
    if any(act.seat == event.seat for act in _acts(game, "doomsayer_call")):
        found.append(Refusal("doomsayer_twice", (("player", caller.name),)))
    return found


def _fiddler_refusals(game: Game, event: PublicAct) -> list[Refusal]:
    m = Moment.now(game)
    demon = m.seat(event.seat)
    found: list[Refusal] = []
    if m.team(demon) != Team.DEMON:
        found.append(Refusal("fiddler_not_demon", (("player", demon.name),)))
    opponent = m.find(event.players[0]) if event.players else None
    if opponent is not None and opponent.alignment == demon.alignment:
        found.append(Refusal("fiddler_same_team", (("player", demon.name), ("other", opponent.name))))
    if _acts(game, "fiddler_contest"):
        found.append(Refusal("fiddler_twice"))
    return found


def _winner_refusals(game: Game, event: PublicAct) -> list[Refusal]:
    contests = _acts(game, "fiddler_contest")
    pair = (contests[-1].seat, *contests[-1].players) if contests else ()
    return [] if event.seat in pair else [Refusal("fiddler_not_contestant", (("player", game.state.seat(event.seat).name),))]


add_rule(fabled_refusals)


# -- Doomsayer ------------------------------------------------------------------------------------


def doomsayer_calls(f: Fire) -> Trigger | None:
    """A call for doom: the Storyteller picks a living player who may register as the caller's alignment; they die."""
    found = f.act("doomsayer_call")
    if found is None or not in_play(f.m.state, "doomsayer"):
        return None
    _, caller = found
    m = f.m
    sight = Sight(m.game, m.state, m.impaired)
    options = tuple(s.id for s in m.state.seats if s.alive and caller.alignment in sight.alignments(s))
    if not options:
        return f.trigger("nobody", player=caller.name)
    return f.trigger(caller.alignment, choice=Choice("player", options), player=caller.name)


def doomsayer_resolve(game: Game, trigger: Trigger, picked: tuple[str, ...]) -> tuple[Event, ...]:
    """Kill the player the Storyteller picked, by the Doomsayer (a death, not an execution)."""
    return (kill(picked[0], "ability", "doomsayer"),)


# -- Fiddler --------------------------------------------------------------------------------------


def fiddler_contest(f: Fire) -> Trigger | None:
    """The Demon's contest: the table chooses one of the two; the Storyteller records whom."""
    found = f.act("fiddler_contest")
    if found is None or not in_play(f.m.state, "fiddler"):
        return None
    act, demon = found
    opponent = f.m.find(act.players[0]) if act.players else None
    if opponent is None:
        return None
    return f.trigger(choice=Choice("player", (demon.id, opponent.id)), player=demon.name, other=opponent.name)


def fiddler_resolve(game: Game, trigger: Trigger, picked: tuple[str, ...]) -> tuple[Event, ...]:
    """Record the table's choice: the act `fiddler_winner` (its seat is the chosen player)."""
    return (PublicAct(act="fiddler_winner", seat=picked[0]),)


def fiddler_contest_won(m: Moment) -> Victory | None:
    """The player the table chose in the Fiddler's contest wins for their team (docs/rules/fiddler.md)."""
    for index, event in enumerate(m.events):
        if isinstance(event, PublicAct) and event.act == "fiddler_winner":
            then = Moment(m.game, index)
            winner = then.find(event.seat)
            if winner is not None:
                return Victory(winner.alignment, "fiddler.contest_won", (("player", winner.name),))
    return None


# -- Angel ----------------------------------------------------------------------------------------


def angel_protected_dies(f: Fire) -> Trigger | None:
    """A PROTECTED player died by day: who is most responsible? SOMETHING BAD by them (docs/rules/angel.md)."""
    event, m = f.event, f.m
    if not isinstance(event, PlayerDied) or not in_play(m.state, "angel") or m.state.phase.kind != "day":
        return None
    dead = m.find(event.seat)
    if dead is None or not m.marked(dead, *PROTECTED):
        return None
    return f.trigger(choice=Choice("players", tuple(s.id for s in m.state.seats)), player=dead.name)


def angel_protected_died_tonight(f: Fire) -> Trigger | None:
    """At dawn: PROTECTED players who died during the night; who is most responsible? (docs/rules/angel.md)."""
    after = _dawn(f)
    if after is None or not in_play(after.state, "angel"):
        return None
    night = Phase(kind="night", number=after.state.phase.number)
    dead = [after.seat(d.seat) for d in after.state.deaths if d.phase == night]
    protected = [seat for seat in dead if after.marked(seat, *PROTECTED)]
    if not protected:
        return None
    names = ", ".join(dict.fromkeys(seat.name for seat in protected))
    return f.trigger(choice=Choice("players", tuple(s.id for s in after.state.seats)), player=names)


def something_bad_resolve(game: Game, trigger: Trigger, picked: tuple[str, ...]) -> tuple[Event, ...]:
    """Place the Angel's SOMETHING BAD by each player the Storyteller judged most responsible."""
    return _fresh_ids(game, [place_reminder(game.state, seat, *ANGEL_BAD) for seat in picked])


def _fresh_ids(game: Game, events: list[Event]) -> tuple[Event, ...]:
    """Give each proposed reminder its own id (place_reminder reads one state; several are placed at once)."""
    taken = {r.id for s in game.state.seats for r in s.reminders}
    fresh: list[Event] = []
    number = len(taken)
    for event in events:
        if isinstance(event, ReminderPlaced):
            number += 1
            while f"r{number}" in taken:
                number += 1
            taken.add(f"r{number}")
            event = event.model_copy(update={"reminder": f"r{number}"})
        fresh.append(event)
    return tuple(fresh)


# -- Buddhist, Ferryman, Deus ex Fiasco at dawn ---------------------------------------------------


def _dawn(f: Fire) -> Moment | None:
    event, after = f.event, f.after
    if not isinstance(event, PhaseAdvanced) or event.to.kind != "day" or after is None:
        return None
    return after


def buddhist_day_starts(f: Fire) -> Trigger | None:
    """Every dawn: the first two minutes belong to the newer players (docs/rules/buddhist.md)."""
    after = _dawn(f)
    return f.trigger() if after is not None and in_play(after.state, "buddhist") else None


def ferryman_final_day(f: Fire) -> Trigger | None:
    """At dawn with four or fewer alive: give every dead player their vote token back (docs/rules/ferryman.md)."""
    after = _dawn(f)
    if after is None or not in_play(after.state, "ferryman"):
        return None
    alive = after.state.alive_count
    if alive > FINAL_DAY_ALIVE + 1:
        return None
    spent = tuple(s for s in after.state.seats if not s.alive and not s.ghost_vote)
    if not spent:
        return f.trigger("all_hold", count=str(alive))
    proposed = tuple(GhostVoteRegained(seat=s.id) for s in spent)
    variant = "final" if alive <= FINAL_DAY_ALIVE else "maybe"
    return f.trigger(variant, proposed=proposed, count=str(alive), player=", ".join(s.name for s in spent))


def whoopsie_admitted(m: Moment) -> bool:
    """Whether the Storyteller has admitted a mistake this game: a WHOOPSIE was ever placed."""
    return any(isinstance(e, ReminderPlaced) and (e.character, e.token.casefold()) == ("deusexfiasco", "whoopsie") for e in m.events)


def deusexfiasco_final_day(f: Fire) -> Trigger | None:
    """At dawn with four or fewer alive and no WHOOPSIE yet: the promised mistake is still owed (docs/rules/deusexfiasco.md)."""
    after = _dawn(f)
    if after is None or not in_play(after.state, "deusexfiasco") or after.state.alive_count > FINAL_DAY_ALIVE + 1:
        return None
    return None if whoopsie_admitted(after) else f.trigger(count=str(after.state.alive_count))


def deusexfiasco_unused(f: Fire) -> Trigger | None:
    """The game ends and no mistake was ever admitted (docs/rules/deusexfiasco.md): tell the Storyteller."""
    if not isinstance(f.event, GameEnded) or not in_play(f.m.state, "deusexfiasco"):
        return None
    return None if whoopsie_admitted(f.m) else f.trigger()


def deusexfiasco_whoopsie(f: Fire) -> Trigger | None:
    """The Storyteller admits a mistake: correct it, say so, and mark WHOOPSIE by the player it concerned."""
    found = f.act("deusexfiasco_whoopsie")
    if found is None or not in_play(f.m.state, "deusexfiasco"):
        return None
    _, seat = found
    return f.trigger(proposed=(placed(f.m, seat.id, *WHOOPSIE),), player=seat.name)


def hellslibrarian_spoke(f: Fire) -> Trigger | None:
    """A player spoke while silence was asked: SOMETHING BAD by them (docs/rules/hellslibrarian.md)."""
    found = f.act("hellslibrarian_spoke")
    if found is None or not in_play(f.m.state, "hellslibrarian"):
        return None
    _, seat = found
    return f.trigger(proposed=(placed(f.m, seat.id, *LIBRARIAN_BAD),), player=seat.name)


HOOKS: dict[str, Hook] = {
    "doomsayer.calls": doomsayer_calls,
    "fiddler.contest": fiddler_contest,
    "angel.protected_dies": angel_protected_dies,
    "angel.protected_died_tonight": angel_protected_died_tonight,
    "buddhist.day_starts": buddhist_day_starts,
    "ferryman.final_day": ferryman_final_day,
    "deusexfiasco.final_day": deusexfiasco_final_day,
    "deusexfiasco.unused": deusexfiasco_unused,
    "deusexfiasco.whoopsie": deusexfiasco_whoopsie,
    "hellslibrarian.spoke": hellslibrarian_spoke,
}
"""Trigger id -> hook (registered in registry.py with one line)."""

RESOLVERS: dict[str, Resolver] = {
    "doomsayer.calls": doomsayer_resolve,
    "fiddler.contest": fiddler_resolve,
    "angel.protected_dies": something_bad_resolve,
    "angel.protected_died_tonight": something_bad_resolve,
}
"""Trigger id -> how its choice becomes events."""

WINS: dict[str, Callable[[Moment], Victory | None]] = {"fiddler.contest_won": fiddler_contest_won}
"""Win id -> rule (day_wins.json)."""
