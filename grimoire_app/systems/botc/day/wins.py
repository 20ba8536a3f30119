"""The rules that end the game (day_wins.json), each `(moment) -> Victory | None`, registered in registry.py.

Each reads the game as recorded: today's execution and nominations, public acts (acts.py), and
the grimoire at the moment that matters (the Goblin must function when executed, the Klutz when
it died). The standard rules use real life: a registers-dead Zombuul is alive (spec 3.4).
"""

from __future__ import annotations

from grimoire_app.model.characters import Team
from grimoire_app.systems.botc.events import CharacterAssigned, Executed
from grimoire_app.systems.botc.day.acts import PublicAct, recorded_acts
from grimoire_app.systems.botc.day.facts import STORYTELLER, Moment
from grimoire_app.systems.botc.day.facts_tb_core import scarlet_woman_pending
from grimoire_app.systems.botc.day.outcome import Victory, other


def _acts_today(m: Moment, kind: str) -> list[tuple[int, PublicAct]]:
    today = m.today()
    return [] if today is None else [(i, a) for i, a in recorded_acts(m.game, m.at, today.number) if a.act == kind]


def alsaahir_correct(m: Moment, act: PublicAct) -> bool:
    """Whether an Alsaahir guess wins: a functioning Alsaahir named exactly the Demons and the Minions (spec 3.1)."""
    seat = m.find(act.seat)
    if seat is None or seat.character != "alsaahir" or not m.functioning(seat):
        return False
    demons = {s.id for s in m.state.seats if m.team(s) == Team.DEMON}
    minions = {s.id for s in m.state.seats if m.team(s) == Team.MINION}
    return set(act.demons) == demons and set(act.players) == minions


def alsaahir_correct_guess(m: Moment) -> Victory | None:
    """Good wins when the Alsaahir's first guess today names every Demon and every Minion."""
    guessed: set[str] = set()
    for index, act in _acts_today(m, "alsaahir_guess"):
        if act.seat not in guessed and alsaahir_correct(Moment(m.game, index), act):
            return Victory("good", "alsaahir.correct_guess", (("player", m.name(act.seat)),))
        guessed.add(act.seat)
    return None


def damsel_spent(m: Moment) -> bool:
    """Whether the Minions' one Damsel guess is used: GUESS USED lies, or a Minion already guessed."""
    if any(True for _ in m.tokens("damsel", "Guess Used")):
        return True
    return any(_minion_guess(Moment(m.game, i), a) for i, a in recorded_acts(m.game, m.at) if a.act == "damsel_guess")


def _minion_guess(m: Moment, act: PublicAct) -> bool:
    guesser = m.find(act.seat)
    return guesser is not None and m.team(guesser) == Team.MINION


def damsel_found(m: Moment, act: PublicAct) -> bool:
    """Whether a Damsel guess ends the game: the first Minion guess names a functioning Damsel (spec 2.2)."""
    if not _minion_guess(m, act) or damsel_spent(m) or not act.players:
        return False
    damsel = m.find(act.players[0])
    return damsel is not None and m.holds(damsel, "damsel") and m.functioning(damsel)


def damsel_guessed(m: Moment) -> Victory | None:
    """The Damsel's team loses when a Minion names her."""
    for index, act in recorded_acts(m.game, m.at):
        if act.act == "damsel_guess" and damsel_found(Moment(m.game, index), act):
            damsel = m.seat(act.players[0])
            return Victory(other(damsel.alignment), "damsel.found", (("player", damsel.name),))
    return None


def klutz_chose_evil(m: Moment) -> Victory | None:
    """The Klutz's team loses when the Klutz, sober at its death, chose an evil player (spec 2.2)."""
    for index, act in recorded_acts(m.game, m.at):
        then = Moment(m.game, index)
        klutz = then.find(act.seat)
        if act.act != "klutz_choice" or klutz is None or not then.holds(klutz, "klutz") or not act.players:
            continue
        chosen = then.find(act.players[0])
        # Registration (day/hooks_registration.py): a Recluse or Spy chosen counts as evil only by the Storyteller's ruling.
        from grimoire_app.systems.botc.day.hooks_registration import klutz_ruled_evil

        if chosen is not None and klutz_ruled_evil(then, act) and then.functioned_at_death(klutz.id):
            return Victory(other(klutz.alignment), "klutz.chose_evil", (("player", klutz.name), ("other", chosen.name)))
    return None


def execution_moment(m: Moment) -> tuple[Moment, str] | None:
    """Return the moment just before today's execution, and who was executed (None: no execution yet)."""
    today = m.today()
    if today is None or today.execution is None:
        return None
    for index, event in m.day_events(today.number):
        if isinstance(event, Executed):
            return Moment(m.game, index), event.seat
    return None


def goblin_claimed_executed(m: Moment) -> Victory | None:
    """The Goblin's team wins when it claimed today and is executed today while functioning (spec 2.3).

    The claim is today's recorded act, not the CLAIMED token: a token left from an earlier day
    (dusk not yet applied) must not count.
    """
    found = execution_moment(m)
    if found is None:
        return None
    then, seat_id = found
    goblin = then.find(seat_id)
    if goblin is None or goblin.id not in {s.id for s in then.holders("goblin")} or not then.functioning(goblin):
        return None
    claimed = any(a.seat == seat_id for _, a in _acts_today(m, "goblin_claim"))
    return Victory(goblin.alignment, "goblin.claimed_executed", (("player", goblin.name),)) if claimed else None


def fearmonger_fear_executed(m: Moment) -> Victory | None:
    """The FEAR player's team loses when the Fearmonger nominated them and they are executed (spec 2.3)."""
    found = execution_moment(m)
    today = m.today()
    if found is None or today is None:
        return None
    then, seat_id = found
    target = then.find(seat_id)
    if target is None or not then.marked(target, "fearmonger", "Fear"):
        return None
    nominators = [then.find(n.nominator) for n in today.nominations if n.nominee == seat_id]
    fearmongers = {s.id for s in then.holders("fearmonger")}  # the Plague Doctor's Fearmonger jinx: a Minion with the power too
    if not any(s is not None and s.id in fearmongers and then.functioning(s) for s in nominators):
        return None
    return Victory(other(target.alignment), "fearmonger.fear_executed", (("player", target.name),))


def atheist_result(m: Moment) -> Victory:
    """Return the result of executing the Storyteller: good wins with a functioning Atheist, else evil (spec 2.1)."""
    if any(m.functioning(seat) for seat in m.holders("atheist")):
        return Victory("good", "atheist.storyteller_executed")
    return Victory("evil", "atheist.storyteller_executed", variant="no_atheist")


def atheist_storyteller_executed(m: Moment) -> Victory | None:
    """The Storyteller was executed today (a legal nominee while an Atheist is on the script)."""
    today = m.today()
    return atheist_result(m) if today is not None and today.execution == STORYTELLER else None


def vortox_no_execution(m: Moment) -> Victory | None:
    """At dusk, nobody executed today and a functioning Vortox lives: evil wins (spec 3.4)."""
    today = m.today()
    if today is None or today.execution is not None:
        return None
    vortox = next((s for s in m.holders("vortox") if s.alive and not m.impaired(s.id)), None)
    return Victory("evil", "vortox.no_execution", (("player", vortox.name),)) if vortox else None


def summoner_cannot_summon(m: Moment) -> Victory | None:
    """At the dusk before night 3 the Summoner is dead (without HAS ABILITY): good wins (spec 4.3)."""
    today = m.today()
    summoners = m.holders("summoner")
    if today is None or today.number != 2 or not summoners or m.demons():
        return None
    if any(s.alive or m.marked(s, "vigormortis", "Has Ability") for s in summoners):
        return None
    return Victory("good", "summoner.cannot_summon")


def summoner_no_demon(m: Moment) -> Victory | None:
    """From day 3 on a Summoner game still has no Demon: the summoning failed, good wins (spec 4.3). A Summoner game is
    one where a Summoner was in play, though the Pit-Hag has since changed it (its ability may have passed to the
    Storyteller by a jinx, docs/rules/engineer.md): with no Demon made by day 3, none will come."""
    phase = m.state.phase
    late = (phase.kind == "day" and phase.number >= 3) or (phase.kind == "night" and phase.number >= 4)
    if not late or m.demons():
        return None  # asked at every victory check: the log is read only for a game with no Demon
    return Victory("good", "summoner.no_demon") if m.holders("summoner") or summoner_was_in_play(m) else None


def summoner_was_in_play(m: Moment) -> bool:
    """Whether some player was the Summoner before now (so the game began without a Demon)."""
    return any(isinstance(event, CharacterAssigned) and event.character == "summoner" for event in m.game.events[:m.at])


def lleech_host_dead(m: Moment) -> Victory | None:
    """The Lleech's host is dead while the Lleech lives: the Lleech dies, good wins (spec 4.4)."""
    hosts = [seat for seat, _ in m.tokens("lleech", "Poisoned")]
    leeches = [s for s in m.holders("lleech") if s.alive]
    if hosts and leeches and not any(h.alive for h in hosts):
        return Victory("good", "lleech.host_dead", (("player", hosts[0].name),))
    return None


def real_alive_players(m: Moment) -> int:
    """Return how many players are really alive, Travellers not counted (a registers-dead Zombuul is alive)."""
    return sum(1 for s in m.state.seats if m.really_alive(s) and not m.is_traveller(s))


def atheist_two_alive(m: Moment) -> Victory | None:
    """With an Atheist in play and two players alive, good loses (spec 2.1)."""
    return Victory("evil", "atheist.two_alive") if m.holders("atheist") and real_alive_players(m) <= 2 else None


def standard_demon_dead(m: Moment) -> Victory | None:
    """Good wins when every Demon (or Lil' Monsta's babysitter) is really dead (spec 1.8), or when no Demon is
    left at all after there was one (a Pit-Hag turned the only Demon into another character: spec 1.8 "no Demon
    is alive" [DECISION]; the Summoner's game before its Demon exists is held back by its own rule)."""
    demons = m.demons()
    if not demons:
        return Victory("good", "standard.demon_dead", variant="none_left") if _demon_was_in_play(m) else None
    if any(m.really_alive(s) for s in demons):
        return None
    if any(scarlet_woman_pending(m, s) for s in demons):
        return None  # the Scarlet Woman becomes the Demon (docs/rules/scarletwoman.md)
    return Victory("good", "standard.demon_dead", (("player", demons[-1].name),))


def _demon_was_in_play(m: Moment) -> bool:
    """Whether some player's character was a Demon before now (so a table without one lost it)."""
    for event in m.game.events[:m.at]:
        if isinstance(event, CharacterAssigned) and event.character and (found := m.game.character(event.character)) and found.team == Team.DEMON:
            return True
    return False


def standard_two_alive(m: Moment) -> Victory | None:
    """Evil wins when only two players are really alive and a Demon lives (spec 1.8)."""
    if real_alive_players(m) > 2 or not any(m.really_alive(s) for s in m.demons()):
        return None
    return Victory("evil", "standard.two_alive")


def heretic_flip(m: Moment, found: Victory) -> Victory:
    """Turn the result around while a Heretic is in play, alive or dead, sober and healthy (spec 3.2)."""
    heretic = next((s for s in m.holders("heretic") if not m.impaired(s.id)), None)
    return found.flipped(heretic.id) if heretic else found


