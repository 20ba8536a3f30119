"""Day rules of the experimental Demons' jinxes (issue 21; resources/characters/jinxes.json), merged into registry.py
with one line per table. Each applies when both characters are on the script or in play (rules_jinx_demons.jinxed).

- Leviathan and Riot with the Soldier, Monk, Innkeeper and Exorcist (docs/rules/leviathan.md, riot.md): good wins when
  the Demon nominated a player so protected and that player is executed (`<demon>.jinx_protected`).
- Leviathan and Riot with the Grandmother: evil wins when the Grandchild is executed and dies (`<demon>.jinx_grandchild`).
- Leviathan with the Mayor: at the dusk of day 5 with no execution, the Mayor and the Leviathan alive, good wins
  (`leviathan.jinx_mayor`).
- For Riot, **[DECISION]** a nominee's death in the riot (day 3 on: no vote, no execution) counts as its execution.
- Legion with the Zealot and the Politician (docs/rules/legion.md): for Legion's "only evil voted", a voting Zealot or
  Politician may count as evil (`counts_evil_for_legion`; the trigger's `jinx` variant asks the Storyteller).
- Al-Hadikhia with the Mastermind (docs/rules/alhadikhia.md): after the Al-Hadikhia's last night (the night after its
  execution with a working Mastermind), evil wins if the 3 players it named all live, good otherwise
  (`alhadikhia.mastermind_final`: a win, and a dawn trigger proposing the game's end); the Mastermind's own extra-day
  results give way (block `alhadikhia.mastermind_first`).
- Riot with the Mayor (docs/rules/riot.md): on a riot day the Mayor may stop the riot (the day act `mayor_stops_riot`):
  with exactly one living Riot good wins, otherwise evil wins (`riot.jinx_mayor_stops`); the riot's nominee trigger
  reminds the Storyteller (`riot_mayor_may_stop`: its `mayor` text).
- Riot with the Atheist, a prompt: the Storyteller nominated during the riot starts a vote whose end the Storyteller
  judges (`riot.storyteller_nominated`).
- BLOCKS (`<demon>.jinx_good_first`): while one of these good wins holds, an evil result found before it (the
  Leviathan's own wins, two players left) does not end the game; the good win, tried later, does.
"""

from __future__ import annotations

from collections.abc import Callable

from grimoire_app.systems.botc.day.facts import Moment
from grimoire_app.systems.botc.day.outcome import Victory
from grimoire_app.systems.botc.day.triggers import Fire, Hook, Trigger
from grimoire_app.systems.botc.day.wins import execution_moment
from grimoire_app.systems.botc.events import STORYTELLER, Nominated, PublicAct, NightChoice, Phase, PhaseAdvanced, PlayerDied
from grimoire_app.systems.botc.lastnight_jinx_demons import alhadikhia_final, alhadikhia_last_choice
from grimoire_app.systems.botc.rules_jinx_demons import jinxed, rioting
from grimoire_app.systems.botc.state import Seat

PROTECTORS = ("soldier", "monk", "innkeeper", "exorcist")
"""The characters whose jinx with the Leviathan and Riot makes a protected nominee's execution a good win."""
MAYOR_DAY = 5
"""The day whose dusk, with no execution, the Mayor wins at against the Leviathan."""


LEGION_EVIL = ("zealot", "politician", "magician")
"""Characters whose jinx with Legion lets them count as evil for its purposes (the Magician: "may register as evil")."""


def counts_evil_for_legion(m: Moment, seat: Seat) -> bool:
    """Whether a voter may count as evil for Legion's purposes: a Zealot or Politician whose jinx with Legion applies."""
    return seat.character in LEGION_EVIL and jinxed(m.game, m.state, "legion", seat.character or "")


def _last_night_picks(m: Moment, character: str) -> set[str]:
    """Return the players a character chose last night (the night before today), for the Monk and the Innkeeper."""
    today = m.today()
    if today is None:
        return set()
    night = Phase(kind="night", number=today.number)
    return {p for h in m.state.log if h.phase == night and isinstance(h.event, NightChoice) and h.event.character == character for p in h.event.players}


def _protected(then: Moment, seat: Seat, partner: str) -> bool:
    """Whether the seat was under the partner's protection just before its execution (or Riot death)."""
    if partner == "soldier":
        return seat.character == "soldier" and then.functioning(seat)
    if partner == "exorcist":
        return then.marked(seat, "exorcist", "Chosen")
    return seat.id in _last_night_picks(then, partner)


def _ended_today(m: Moment, demon: str) -> list[tuple[Moment, str]]:
    """Return today's execution and, for Riot, each nominee's Riot death: (the moment just before, the seat)."""
    today = m.today()
    if today is None:
        return []
    found = [execution_moment(m)] if today.execution not in (None, STORYTELLER) else []
    ended = [pair for pair in found if pair is not None]
    if demon == "riot":
        for index, event in m.day_events(today.number):
            if isinstance(event, PlayerDied) and event.cause.kind == "ability" and event.cause.character == "riot":
                ended.append((Moment(m.game, index), event.seat))
    return ended


def _nominated_by(then: Moment, seat_id: str, demon: str) -> bool:
    """Whether the latest nomination of the seat today was made by a player whose character is the Demon."""
    today = then.today()
    nominations = [n for n in today.nominations if n.nominee == seat_id] if today else []
    nominator = then.find(nominations[-1].nominator) if nominations else None
    return nominator is not None and nominator.character == demon


def protected_nominee(m: Moment, demon: str) -> tuple[Seat, str] | None:
    """Return a protected player the Demon nominated who was executed today (or died in the riot), and the partner."""
    partners = [p for p in PROTECTORS if jinxed(m.game, m.state, demon, p)]
    if not partners:
        return None
    for then, seat_id in _ended_today(m, demon):
        seat = then.seat(seat_id)
        if not _nominated_by(then, seat_id, demon):
            continue
        for partner in partners:
            if _protected(then, seat, partner):
                return seat, partner
    return None


def _protected_win(demon: str) -> Callable[[Moment], Victory | None]:
    def rule(m: Moment) -> Victory | None:
        found = protected_nominee(m, demon)
        if found is None:
            return None
        seat, partner = found
        return Victory("good", f"{demon}.jinx_protected", (("player", seat.name),), variant=partner)

    rule.__doc__ = f"Good wins: the {demon} nominated a player the Soldier, Monk, Innkeeper or Exorcist protects, who was executed."
    return rule


def _grandchild_win(demon: str) -> Callable[[Moment], Victory | None]:
    def rule(m: Moment) -> Victory | None:
        if not jinxed(m.game, m.state, demon, "grandmother") or not m.holders(demon):
            return None
        for then, seat_id in _ended_today(m, demon):
            if then.marked(then.seat(seat_id), "grandmother", "Grandchild") and not m.seat(seat_id).alive:
                return Victory("evil", f"{demon}.jinx_grandchild", (("player", m.name(seat_id)),))
        return None

    rule.__doc__ = f"Evil wins: the Grandchild was executed and died while the {demon} is in play."
    return rule


def mayor_day_five(m: Moment) -> Victory | None:
    """At the dusk of day 5, nobody executed, the Mayor (working) and the Leviathan alive: good wins."""
    today = m.today()
    if today is None or today.number != MAYOR_DAY or today.execution is not None or not jinxed(m.game, m.state, "leviathan", "mayor"):
        return None
    mayor = next((s for s in m.holders("mayor") if s.alive and m.functioning(s)), None)
    if mayor is None or not any(s.alive for s in m.holders("leviathan")):
        return None
    return Victory("good", "leviathan.jinx_mayor", (("player", mayor.name),))


def _good_first(demon: str) -> Callable[[Moment, Victory], bool]:
    def block(m: Moment, found: Victory) -> bool:
        if found.winner != "evil" or found.rule.startswith(f"{demon}.jinx_"):
            return False
        if protected_nominee(m, demon) is not None:
            return True
        if demon == "riot" and (stopped := mayor_stops_riot(m)) is not None and stopped.winner == "good":
            return True
        return demon == "leviathan" and found.rule == "leviathan.after_day_five" and mayor_day_five(m) is not None

    block.__doc__ = f"An evil result waits while a good win of the {demon}'s jinxes holds (that win is tried later)."
    return block


def mayor_stops_riot(m: Moment) -> Victory | None:
    """The Mayor stopped the riot today: good wins if exactly one Riot lived then, else evil wins (the Riot/Mayor jinx)."""
    today = m.today()
    if today is None or not jinxed(m.game, m.state, "riot", "mayor"):
        return None
    for index, event in m.day_events(today.number):
        if isinstance(event, PublicAct) and event.act == "mayor_stops_riot":
            then = Moment(m.game, index)
            mayor = then.find(event.seat)
            if mayor is None or mayor.character != "mayor":
                continue
            riots = [s for s in then.holders("riot") if s.alive]
            if len(riots) == 1:
                return Victory("good", "riot.jinx_mayor_stops", (("player", mayor.name),))
            return Victory("evil", "riot.jinx_mayor_stops", (("player", mayor.name),), variant="evil")
    return None


WINS: dict[str, Callable[[Moment], Victory | None]] = {"riot.jinx_mayor_stops": mayor_stops_riot}
BLOCKS: dict[str, Callable[[Moment, Victory], bool]] = {}
for _demon in ("leviathan", "riot"):
    WINS[f"{_demon}.jinx_protected"] = _protected_win(_demon)
    WINS[f"{_demon}.jinx_grandchild"] = _grandchild_win(_demon)
    BLOCKS[f"{_demon}.jinx_good_first"] = _good_first(_demon)
WINS["leviathan.jinx_mayor"] = mayor_day_five


# --- the Al-Hadikhia and the Mastermind ----------------------------------------------------------


def alhadikhia_mastermind_final(m: Moment) -> Victory | None:
    """Once the Al-Hadikhia's last night is over: evil wins if the 3 players it named all live, else good wins."""
    final = alhadikhia_final(m.game)
    phase = m.state.phase
    if final is None or phase.kind != "day" or phase.number < final[0]:
        return None
    named = alhadikhia_last_choice(m.game, m.state) or ()
    names = ", ".join(m.name(seat_id) for seat_id in named) or "-"
    if len(named) == 3 and all(m.seat(seat_id).alive for seat_id in named):
        return Victory("evil", "alhadikhia.mastermind_final", (("players", names),), variant="all_live")
    return Victory("good", "alhadikhia.mastermind_final", (("players", names),))


def alhadikhia_mastermind_first(m: Moment, found: Victory) -> bool:
    """The Mastermind's extra-day results give way to the Al-Hadikhia's last night (their jinx)."""
    return found.rule.startswith("mastermind.") and alhadikhia_final(m.game) is not None


def alhadikhia_final_dawn(f: Fire) -> Trigger | None:
    """At the dawn after the Al-Hadikhia's last night: propose the game's end its 3 named players' choices decide."""
    event, after = f.event, f.after
    if not isinstance(event, PhaseAdvanced) or event.to.kind != "day" or after is None:
        return None
    final = alhadikhia_final(after.game)
    if final is None or event.to.number != final[0]:
        return None
    found = alhadikhia_mastermind_final(after)
    if found is None:
        return None
    players = dict(found.values)["players"]
    return f.trigger(found.variant, seat=final[1], proposed=(found.event("en"),), players=players)


WINS["alhadikhia.mastermind_final"] = alhadikhia_mastermind_final
BLOCKS["alhadikhia.mastermind_first"] = alhadikhia_mastermind_first
HOOKS: dict[str, Hook] = {"alhadikhia.mastermind_final": alhadikhia_final_dawn}


# --- Riot with the Mayor and the Atheist (prompts) -------------------------------------------------

def riot_mayor_may_stop(m: Moment) -> bool:
    """Whether the Riot/Mayor jinx applies with a living Mayor: the Mayor may stop the riot (a Storyteller's judgement)."""
    return jinxed(m.game, m.state, "riot", "mayor") and any(s.alive for s in m.holders("mayor"))


def riot_storyteller_nominated(f: Fire) -> Trigger | None:
    """The Storyteller nominated during the riot (the Riot/Atheist jinx): a vote; the game ends if it leaves the
    Storyteller about to die, otherwise the Storyteller nominates next."""
    event, m = f.event, f.m
    if not isinstance(event, Nominated) or event.nominee != STORYTELLER or not rioting(m.state) or not jinxed(m.game, m.state, "riot", "atheist"):
        return None
    return f.trigger(seat=None)


HOOKS["riot.storyteller_nominated"] = riot_storyteller_nominated
