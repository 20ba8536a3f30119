"""Day triggers and game-end rules of the Sects & Violets characters that are not seed characters (issue 16).

Each rule is restated in docs/rules/<id>.md. The Sweetheart's death makes one player drunk for good;
the Cerenovus' and the Mutant's madness are flagged at dawn for the Storyteller to judge (the app
never decides a player broke madness); the Artist's question spends the ability; the Juggler's
guesses are recorded with a CORRECT token for each right one; the Evil Twin wins when the good twin
is executed and stops good from winning while both twins live.
"""

from __future__ import annotations

from grimoire_app.systems.botc.commands import kill
from grimoire_app.systems.botc.events import Event, Executed, NightChoice, PhaseAdvanced
from grimoire_app.systems.botc.game import Game
from grimoire_app.systems.botc.state import Seat
from grimoire_app.systems.botc.day.acts import recorded_acts
from grimoire_app.systems.botc.day.facts import Moment, placed
from grimoire_app.systems.botc.day.outcome import Victory
from grimoire_app.systems.botc.day.triggers import Choice, Fire, Trigger
from grimoire_app.systems.botc.day.wins import execution_moment
from grimoire_app.systems.botc.info.truths_snv import MAX_JUGGLES, first_day

TWIN = ("eviltwin", "Twin")




# --- Sweetheart ---------------------------------------------------------------------------------


def sweetheart_dies(f: Fire) -> Trigger | None:
    """The Sweetheart dies while working: the Storyteller makes one player drunk for the rest of the game."""
    m, after, death = f.m, f.after, f.death()
    sweetheart = m.find(death.seat)
    if sweetheart is None or not m.holds(sweetheart, "sweetheart") or not sweetheart.alive or after is None:
        return None
    if not m.functioning(sweetheart):
        return f.trigger("impaired", seat=sweetheart.id, player=sweetheart.name)
    if any(True for _ in m.tokens("sweetheart", "Drunk")):
        return None
    options = tuple(s.id for s in after.state.seats if s.id != sweetheart.id)
    return f.trigger(seat=sweetheart.id, choice=Choice("player", options), player=sweetheart.name)


def sweetheart_resolve(game: Game, trigger: Trigger, picked: tuple[str, ...]) -> tuple[Event, ...]:
    """Place the Sweetheart's DRUNK on the player the Storyteller picked."""
    return (placed(Moment.now(game), picked[0], "sweetheart", "Drunk"),)


# --- madness: Cerenovus and Mutant --------------------------------------------------------------


def _dawn(f: Fire) -> Moment | None:
    event, after = f.event, f.after
    if not isinstance(event, PhaseAdvanced) or event.to.kind != "day" or after is None:
        return None
    return after


def _mad_character(m: Moment, seat_id: str) -> str | None:
    """Return the character the Cerenovus last chose for this player (from its recorded choices)."""
    for event in reversed(m.events):
        if isinstance(event, NightChoice) and event.character == "cerenovus" and seat_id in event.players and event.characters:
            return event.characters[0]
    return None


def _names_both(m: Moment, character_id: str | None) -> dict[str, str]:
    found = m.game.character(character_id) if character_id else None
    names = {lang: m.game.library.name(found, lang) if found else (character_id or "?") for lang in ("ko", "en")}
    return names


def cerenovus_madness(f: Fire) -> Trigger | None:
    """At dawn, each player the working Cerenovus made mad must act as that character today; the Storyteller judges."""
    after = _dawn(f)
    if after is None:
        return None
    cerenovus = next((s for s in after.holders("cerenovus") if after.functioning(s)), None)
    mad = [seat for seat, _ in after.tokens("cerenovus", "Mad") if seat.alive]
    if cerenovus is None or not mad:
        return None
    names = ", ".join(seat.name for seat in mad)
    values = _names_both(after, _mad_character(after, mad[0].id))
    choice = Choice("players", tuple(s.id for s in mad))
    return f.trigger(seat=cerenovus.id, choice=choice, player=names, character_ko=values["ko"], character_en=values["en"])


def mutant_madness(f: Fire) -> Trigger | None:
    """At dawn, a working Mutant must not seem to claim an Outsider today; the Storyteller judges."""
    after = _dawn(f)
    if after is None:
        return None
    mutants = [s for s in after.holders("mutant") if s.alive and after.functioning(s)]
    if not mutants:
        return None
    names = ", ".join(seat.name for seat in mutants)
    return f.trigger(seat=mutants[0].id, choice=Choice("players", tuple(s.id for s in mutants)), player=names)


def madness_resolve(game: Game, trigger: Trigger, picked: tuple[str, ...]) -> tuple[Event, ...]:
    """Execute the one player the Storyteller judged to have broken madness (none picked: nothing; nothing either
    once today has its execution, spec 1.7: one a day — the Cerenovus's and the Mutant's madness flagged at the
    same dawn execute one player at most)."""
    today = game.state.today()
    if not picked or (today is not None and today.execution is not None):
        return ()
    seat = game.state.seat(picked[0])
    return (Executed(seat=seat.id),) + ((kill(seat.id, "execution"),) if seat.alive else ())


# --- Artist and Juggler -------------------------------------------------------------------------


def artist_asks(f: Fire) -> Trigger | None:
    """The Artist's one private question by day: NO ABILITY afterwards (docs/rules/artist.md)."""
    found = f.act("artist_question")
    if found is None:
        return None
    _, seat = found
    if seat.character != "artist":
        return f.trigger("pretend", player=seat.name)
    if f.m.marked(seat, "artist", "No Ability") or f.m.state.phase.kind != "day" or not seat.alive:
        return f.trigger("refused", seat=seat.id, replaces=True, player=seat.name)
    variant = "impaired" if f.m.impaired(seat.id) else None
    return f.trigger(variant, seat=seat.id, proposed=(placed(f.m, seat.id, "artist", "No Ability"),), player=seat.name)


def juggled_before(m: Moment, seat_id: str, day: int) -> int:
    """Return how many guesses the Juggler already made that day."""
    return sum(len(a.players) for _, a in recorded_acts(m.game, m.at, day) if a.act == "juggler_guess" and a.seat == seat_id)


def juggler_juggles(f: Fire) -> Trigger | None:
    """The Juggler's public guesses on its first day: a CORRECT token per right guess, five at most (docs/rules/juggler.md)."""
    found = f.act("juggler_guess")
    if found is None:
        return None
    act, seat = found
    m = f.m
    if seat.character != "juggler" and seat.believed != "juggler":
        return f.trigger("pretend", player=seat.name)
    phase = m.state.phase
    day = first_day(m.events, seat.id)
    made = juggled_before(m, seat.id, phase.number)
    if phase.kind != "day" or phase.number != day or not seat.alive or made + len(act.players) > MAX_JUGGLES:
        return f.trigger("refused", seat=seat.id, replaces=True, player=seat.name)
    right = [p for p, c in zip(act.players, act.characters) if (target := m.find(p)) is not None and target.character == c]
    correct = tuple(placed(m, seat.id, "juggler", "Correct") for _ in right)
    variant = "impaired" if m.impaired(seat.id) else None
    return f.trigger(variant, seat=seat.id, proposed=correct, player=seat.name, right=str(len(right)))


# --- Evil Twin ----------------------------------------------------------------------------------


def _pairs(m: Moment) -> list[tuple[Seat, Seat]]:
    """Return (Evil Twin, twin) pairs whose Evil Twin's ability works."""
    twins = [seat for seat, _ in m.tokens(*TWIN)]
    return [(evil, twin) for evil in m.holders("eviltwin") if m.functioning(evil) for twin in twins if twin.id != evil.id]


def eviltwin_good_twin_executed(m: Moment) -> Victory | None:
    """Evil wins when the good one of the twins is executed while the Evil Twin works (docs/rules/eviltwin.md)."""
    found = execution_moment(m)
    if found is None:
        return None
    then, seat_id = found
    for evil, twin in _pairs(then):
        good = twin if twin.alignment == "good" else evil
        if good.id == seat_id and good.alignment == "good":
            return Victory("evil", "eviltwin.good_twin_executed", (("player", good.name),))
    return None


def eviltwin_both_live(m: Moment, found: Victory) -> bool:
    """Good cannot win while both twins live and the Evil Twin's ability works (docs/rules/eviltwin.md)."""
    if found.winner != "good":
        return False
    return any(m.really_alive(evil) and m.really_alive(twin) for evil, twin in _pairs(m))

