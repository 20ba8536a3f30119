"""Trigger hooks on public acts and ability uses: claims, guesses, visits, the Harpy's madness, the Gambler.

A player who is not the character (a bluffer) may still act; the Storyteller plays along and
nothing real happens (spec 3.1 Alsaahir, 2.3 Goblin, 2.2 Damsel): those come back as 'pretend'.
"""

from __future__ import annotations

from grimoire_app.model.characters import Team
from grimoire_app.systems.botc.commands import kill
from grimoire_app.systems.botc.events import Event, InfoShown, NightChoice, PhaseAdvanced
from grimoire_app.systems.botc.game import Game
from grimoire_app.systems.botc.state import Seat
from grimoire_app.systems.botc.day.acts import PublicAct, act_of, recorded_acts
from grimoire_app.systems.botc.day.facts import Moment, placed
from grimoire_app.systems.botc.day.triggers import Choice, Fire, Trigger
from grimoire_app.systems.botc.day.wins import alsaahir_correct, damsel_found, damsel_spent



def _already_today(m: Moment, act: PublicAct) -> bool:
    today = m.today()
    done = recorded_acts(m.game, m.at, today.number) if today else []
    return any(a.act == act.act and a.seat == act.seat for _, a in done)


def goblin_claims(f: Fire) -> Trigger | None:
    """A nominated Goblin claims before the vote: CLAIMED until dusk (spec 2.3 Goblin)."""
    found = f.act("goblin_claim")
    if found is None:
        return None
    act, seat = found
    if seat.id not in {s.id for s in f.m.holders("goblin")}:  # the Goblin, or a Minion with its power (docs/rules/plaguedoctor.md)
        return f.trigger("pretend", player=seat.name)
    if f.m.marked(seat, "goblin", "Claimed"):
        return None
    return f.trigger(seat=seat.id, proposed=(placed(f.m, seat.id, "goblin", "Claimed"),), player=seat.name)


def alsaahir_guesses(f: Fire) -> Trigger | None:
    """The Alsaahir names the Demons and Minions, once a day (spec 3.1 Alsaahir)."""
    found = f.act("alsaahir_guess")
    if found is None:
        return None
    act, seat = found
    if seat.character != "alsaahir":
        return f.trigger("pretend", player=seat.name)
    if _already_today(f.m, act):
        return f.trigger("refused", seat=seat.id, replaces=True, player=seat.name)
    variant = "correct" if alsaahir_correct(f.m, act) else "wrong"
    return f.trigger(variant, seat=seat.id, player=seat.name)


def damsel_guessed(f: Fire) -> Trigger | None:
    """A Minion publicly guesses the Damsel: right ends the game, wrong spends the guess (spec 2.2 Damsel)."""
    found = f.act("damsel_guess")
    if found is None:
        return None
    act, seat = found
    m = f.m
    if m.team(seat) != Team.MINION:
        return f.trigger("pretend", player=seat.name)
    if damsel_spent(m):
        return f.trigger("spent", player=seat.name)
    if damsel_found(m, act):
        return f.trigger("found", seat=act.players[0], player=seat.name)
    damsels = m.holders("damsel")
    used = tuple(placed(m, d.id, "damsel", "Guess Used") for d in damsels[:1])
    return f.trigger("wrong", proposed=used, player=seat.name)


def puzzlemaster_guesses(f: Fire) -> Trigger | None:
    """The Puzzlemaster's one guess: the Storyteller names the Demon if right, another player if wrong (spec 3.2)."""
    found = f.act("puzzlemaster_guess")
    if found is None:
        return None
    act, seat = found
    m = f.m
    if not m.holds(seat, "puzzlemaster"):
        return f.trigger("pretend", player=seat.name)
    if not seat.alive or m.marked(seat, "puzzlemaster", "Guess Used"):
        return f.trigger("refused", seat=seat.id, replaces=True, player=seat.name)
    used = placed(m, seat.id, "puzzlemaster", "Guess Used")
    return f.trigger(seat=seat.id, proposed=(used,), choice=Choice("player", _puzzle_answers(m, seat, act)), player=seat.name)


def _puzzle_answers(m: Moment, puzzlemaster: Seat, act: PublicAct) -> tuple[str, ...]:
    guessed = m.find(act.players[0]) if act.players else None
    if m.impaired(puzzlemaster.id):
        return tuple(s.id for s in m.state.seats)
    demons = {s.id for s in m.demons()}
    if guessed is not None and m.marked(guessed, "puzzlemaster", "Drunk"):
        return tuple(s.id for s in m.state.seats if s.id in demons)
    return tuple(s.id for s in m.state.seats if s.id not in demons)


def puzzlemaster_resolve(game: Game, trigger: Trigger, picked: tuple[str, ...]) -> tuple[Event, ...]:
    """Record the player the Storyteller names to the Puzzlemaster."""
    assert trigger.seat is not None
    return (InfoShown(seat=trigger.seat, info="answer", players=picked[:1], step="puzzlemaster"),)


def fisherman_visits(f: Fire) -> Trigger | None:
    """The Fisherman's one visit for advice: NO ABILITY afterwards (spec 2.1 Fisherman)."""
    found = f.act("fisherman_visit")
    if found is None:
        return None
    _, seat = found
    if seat.character != "fisherman":
        return f.trigger("pretend", player=seat.name)
    if f.m.marked(seat, "fisherman", "No Ability") or f.m.state.phase.kind != "day":
        return f.trigger("refused", seat=seat.id, replaces=True, player=seat.name)
    variant = "impaired" if f.m.impaired(seat.id) else None
    return f.trigger(variant, seat=seat.id, proposed=(placed(f.m, seat.id, "fisherman", "No Ability"),), player=seat.name)


def savant_visits(f: Fire) -> Trigger | None:
    """The Savant's private visit, at most once a day (spec 4.1 Savant)."""
    found = f.act("savant_visit")
    if found is None:
        return None
    act, seat = found
    if seat.character != "savant":
        return f.trigger("pretend", player=seat.name)
    if _already_today(f.m, act) or f.m.state.phase.kind != "day":
        return f.trigger("refused", seat=seat.id, replaces=True, player=seat.name)
    return f.trigger("impaired" if f.m.impaired(seat.id) else None, seat=seat.id, player=seat.name)


def harpy_madness(f: Fire) -> Trigger | None:
    """Each day: was the MAD player mad that the 2ND is evil? If not, either or both may die (spec 4.3 Harpy)."""
    event, after = f.event, f.after
    if not isinstance(event, PhaseAdvanced) or event.to.kind != "day" or after is None:
        return None
    harpy = next((h for h in after.holders("harpy") if after.functioning(h)), None)
    mad = [seat for seat, _ in after.tokens("harpy", "Mad")]
    second = [seat for seat, _ in after.tokens("harpy", "2nd")]
    if harpy is None or not mad or not second:
        return None
    options = tuple(s.id for s in (mad[0], second[0]) if s.alive)
    return f.trigger(seat=harpy.id, choice=Choice("players", options), player=mad[0].name, other=second[0].name)


def harpy_resolve(game: Game, trigger: Trigger, picked: tuple[str, ...]) -> tuple[Event, ...]:
    """Kill the players the Storyteller chose (none is fine); one who died since the question was asked (another
    dawn prompt answered first) is not killed again."""
    return tuple(kill(seat, "ability", "harpy") for seat in picked if game.state.seat(seat).alive)


def gambler_guesses(f: Fire) -> Trigger | None:
    """A functioning Gambler guessed wrong: it dies (spec 4.1 Gambler)."""
    event, m = f.event, f.m
    if not isinstance(event, NightChoice) or event.character != "gambler" or act_of(event) is not None:
        return None
    gambler, target = m.find(event.seat), m.find(event.players[0]) if event.players else None
    if gambler is None or target is None or not event.characters or gambler.character != "gambler":
        return None
    if not m.functioning(gambler):
        return None
    from grimoire_app.systems.botc.day.hooks_registration import guess_may_go_either_way

    if guess_may_go_either_way(m, target, event.characters[0]):  # a Recluse or a Spy: the Storyteller chooses
        return f.trigger("registration", seat=gambler.id, choice=Choice("players", (gambler.id,)), player=gambler.name, other=target.name)
    if target.character == event.characters[0]:
        return None
    return f.trigger(seat=gambler.id, proposed=(kill(gambler.id, "ability", "gambler"),), player=gambler.name)
