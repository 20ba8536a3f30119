"""Truth functions of the Sects & Violets information characters that are not seed characters (issue 16).

Clockmaker, Dreamer, Mathematician, Juggler and Artist; each rule is restated in docs/rules/<id>.md.
Every seat is read through registration (info/registration.py): what a Recluse or a Spy could
register as is legal too (`Truth.registered`) and the why names it (info/registered.py).
"""

from __future__ import annotations

from collections.abc import Sequence

from grimoire_app.model.characters import Team
from grimoire_app.systems.botc.events import CharacterAssigned, Event, InfoShown, NightChoice, Phase, PhaseAdvanced, PublicAct
from grimoire_app.systems.botc.info.context import Context, GrimoireFacts
from grimoire_app.systems.botc.info.data import impairment_table, info_rules
from grimoire_app.systems.botc.info.registered import registration_whys
from grimoire_app.systems.botc.info.registration import Sight, worlds
from grimoire_app.systems.botc.info.registry import RULES, Answer, Truth, Why, info_rule, seat_names, why
from grimoire_app.systems.botc.info.reliability import reliability
from grimoire_app.systems.botc.state import Seat

GOOD_TYPES = (Team.TOWNSFOLK, Team.OUTSIDER)
EVIL_TYPES = (Team.MINION, Team.DEMON)
ABNORMAL = ("mathematician", "Abnormal")
"""The Storyteller's own marks of abilities that worked abnormally tonight (off at dawn): each marked player counts."""
MAX_JUGGLES = 5
"""The Juggler guesses at most five players' characters (docs/rules/juggler.md)."""


# --- Clockmaker ---------------------------------------------------------------------------------


def clockmaker_steps(table: GrimoireFacts, roles: dict[str, str] | None = None) -> int | None:
    """Return the fewest steps round the circle from a Demon to a Minion (None: no Demon or no Minion).

    A Summoner counts as the Demon while no Demon is in play (the Summoner/Clockmaker jinx).
    `roles` gives each seat's registered role ("demon", "minion" or "other"); default: the real one.
    """
    seats = table.state.seats
    role = roles or {seat.id: _clock_roles(table, seat)[0] for seat in seats}
    demons = [i for i, seat in enumerate(seats) if role[seat.id] == "demon"]
    if not demons:
        demons = [i for i, seat in enumerate(seats) if seat.character == "summoner"]
    minions = [i for i, seat in enumerate(seats) if role[seat.id] == "minion" and i not in demons]
    if not demons or not minions:
        return None
    count = len(seats)
    return min(min((d - m) % count, (m - d) % count) for d in demons for m in minions)


def _clock_roles(table: GrimoireFacts, seat: Seat) -> tuple[str, ...]:
    """Return what the seat may count as for the Clockmaker, the real role first (a Recluse: Minion or Demon; a Spy: not a Minion)."""
    real = "demon" if table.registers_demon(seat) else ("minion" if table.team(seat) == Team.MINION else "other")
    seen = table.seen(seat)
    if seen.by is None:
        return (real,)
    found = [real]
    if True in seen.demon:
        found.append("demon")
    if Team.MINION in seen.teams:
        found.append("minion")
    if any(team not in EVIL_TYPES for team in seen.teams):
        found.append("other")
    return tuple(dict.fromkeys(found))


@info_rule("clockmaker")
def clockmaker(ctx: Context) -> Truth:
    """How many steps from the Demon to its nearest Minion, either way round (docs/rules/clockmaker.md).

    A Recluse may count as a Minion or the Demon, a Spy as no Minion: every count a registration gives is legal.
    """
    domain: tuple[Answer, ...] = tuple(range(1, max(1, len(ctx.state.seats) // 2) + 1))
    options = {seat.id: _clock_roles(ctx.table, seat) for seat in ctx.state.seats}
    steps = clockmaker_steps(ctx.table)
    counts = [clockmaker_steps(ctx.table, world) for world in worlds(options)]
    others = tuple(n for n in dict.fromkeys(counts) if n is not None and n != steps and n in domain)
    unsure = [seat for seat in ctx.state.seats if len(options[seat.id]) > 1]
    extra = registration_whys(ctx.table, unsure, "team") if others else ()
    if steps is None:
        return Truth(domain, (), None, (why(ctx.table, "clockmaker_none"), *extra), registered=others)
    return Truth(domain, (steps,), steps, (why(ctx.table, "clockmaker", steps=steps), *extra), registered=others)


# --- Dreamer ------------------------------------------------------------------------------------


def _characters_of(ctx: Context, teams: tuple[Team, ...], extra: str | None) -> list[str]:
    found = [c for c in ctx.table.script_characters() if _type(ctx, c) in teams]
    if extra is not None and extra not in found and _type(ctx, extra) in teams:
        found.append(extra)
    return found


def _type(ctx: Context, character_id: str) -> Team | None:
    found = ctx.table.game.character(character_id)
    return found.team if found else None


@info_rule("dreamer")
def dreamer(ctx: Context) -> Truth:
    """One good and one evil character, one of them the chosen player's (docs/rules/dreamer.md).

    A Spy may be shown as any good character it may register as, a Recluse as any evil one (registration).
    """
    chosen = ctx.state.seat(ctx.choice[0])
    real = chosen.character
    goods, evils = _characters_of(ctx, GOOD_TYPES, real), _characters_of(ctx, EVIL_TYPES, real)
    domain: tuple[Answer, ...] = tuple((good, evil) for good in goods for evil in evils)
    if real is None or _type(ctx, real) not in GOOD_TYPES + EVIL_TYPES:
        return Truth(domain, (), None, (why(ctx.table, "dreamer_traveller", player=chosen.name),))
    truth = tuple(pair for pair in domain if isinstance(pair, tuple) and real in pair)
    in_play = {seat.character for seat in ctx.state.seats}
    quiet = [pair for pair in truth if isinstance(pair, tuple) and all(c == real or c not in in_play for c in pair)]
    suggested = quiet[0] if quiet else (truth[0] if truth else None)
    reason = why(ctx.table, "dreamer", player=chosen.name, characters={"character": real})
    posed = set(ctx.table.seen(chosen).characters[1:])
    registered = tuple(pair for pair in domain if isinstance(pair, tuple) and pair not in truth and posed & set(pair))
    extra = registration_whys(ctx.table, [chosen], "character") if registered else ()
    return Truth(domain, truth, suggested, (reason, *extra), registered=registered)


# --- Juggler ------------------------------------------------------------------------------------


def first_day(events: Sequence[Event], seat_id: str) -> int:
    """Return the Juggler's first day: the day after it got its character (that same day if it got it by day)."""
    phase = Phase(kind="setup", number=0)
    got = phase
    for event in events:
        if isinstance(event, PhaseAdvanced):
            phase = event.to
        elif isinstance(event, CharacterAssigned) and event.seat == seat_id:
            got = phase
    return 1 if got.kind == "setup" else got.number


def guesses(table: GrimoireFacts, seat_id: str) -> list[tuple[int, str, str | None]]:
    """Return (event index, player, character) for the Juggler's guesses on its first day, at most five.

    A player named without a character (a day panel that records players only) has None: the app cannot judge it.
    """
    day = first_day(table.events, seat_id)
    phase = Phase(kind="setup", number=0)
    found: list[tuple[int, str, str | None]] = []
    for index, event in enumerate(table.events):
        if isinstance(event, PhaseAdvanced):
            phase = event.to
        elif isinstance(event, PublicAct) and event.act == "juggler_guess" and event.seat == seat_id:
            if (phase.kind, phase.number) == ("day", day):
                named = list(event.characters) + [None] * (len(event.players) - len(event.characters))
                found += [(index, p, c) for p, c in zip(event.players, named)]
    return found[:MAX_JUGGLES]


def juggler_tonight(ctx: Context) -> bool:
    """Whether tonight is the night after the Juggler's first day."""
    return ctx.state.phase.number == first_day(ctx.table.events, ctx.holder.id) + 1


@info_rule("juggler", applies=juggler_tonight)
def juggler(ctx: Context) -> Truth:
    """How many of the first day's guesses were right when made (docs/rules/juggler.md).

    Registration when the guess was made: a guess naming a character the player could register as
    (the Spy as a Townsfolk) may count as right, and a right guess of a misregistering player (the
    Spy guessed as the Spy) may count as wrong: every count between is legal, and the why names them.
    """
    made = guesses(ctx.table, ctx.holder.id)
    game = ctx.table.game
    right: list[str] = []
    may_right: list[Seat] = []
    may_wrong: list[Seat] = []
    for index, player, character in made:
        then = game.state_at(index)
        seat = then.seat(player)
        seen = _sight_at(ctx.table, index).seen(seat)
        if seat.character == character:
            right.append(player)
            if seen.by is not None:
                may_wrong.append(seat)
        elif character is not None and character in seen.characters:
            may_right.append(seat)
    domain: tuple[Answer, ...] = tuple(range(MAX_JUGGLES + 1))
    if not made:
        return Truth(domain, (0,), 0, (why(ctx.table, "juggler_no_guesses"),))
    reason = why(ctx.table, "juggler", guesses=len(made), right=len(right), players=seat_names(ctx.table, right))
    low, high = len(right) - len(may_wrong), len(right) + len(may_right)
    extra = registration_whys(ctx.table, may_right, "character") + registration_whys(ctx.table, may_wrong, "character")
    unnamed = sum(1 for _, _, character in made if character is None)
    truth: tuple[Answer, ...] = tuple(range(len(right), len(right) + unnamed + 1))
    registered = tuple(n for n in range(low, high + unnamed + 1) if n not in truth)
    reasons = (reason, why(ctx.table, "juggler_unnamed", count=unnamed)) if unnamed else (reason,)
    return Truth(domain, truth, len(right), (*reasons, *extra), registered=registered)


def _sight_at(table: GrimoireFacts, index: int) -> Sight:
    """Registration as it was after the first `index` events (the moment of a Juggler's guess)."""
    from grimoire_app.systems.botc.info.reliability import Judge

    then = table.game.state_at(index)
    return Sight(table.game, then, Judge(then, table.game).impaired)


# --- Artist -------------------------------------------------------------------------------------


def _artist_unspent(ctx: Context) -> bool:
    """Unanswered, and either NO ABILITY is not out yet or today's question (which placed it) waits for its answer."""
    if ctx.table.shown(ctx.holder.id, "artist", before=ctx.state.phase) or ctx.table.shown(ctx.holder.id, "artist"):
        return False
    return not ctx.table.has(ctx.holder, ("artist", "No Ability")) or _asked_now(ctx)


def _asked_now(ctx: Context) -> bool:
    for happening in reversed(ctx.state.log):
        if happening.phase != ctx.state.phase:
            return False
        event = happening.event
        if isinstance(event, PublicAct) and event.act == "artist_question" and event.seat == ctx.holder.id:
            return True
    return False


@info_rule("artist", applies=_artist_unspent)
def artist(ctx: Context) -> Truth:
    """The Storyteller answers the Artist's yes/no question; the app records it (docs/rules/artist.md)."""
    return Truth((), (), None, (why(ctx.table, "artist"),))


# --- Mathematician ------------------------------------------------------------------------------


def window_start(table: GrimoireFacts) -> int:
    """Return the index where "since dawn" begins: the last day's start (0 on night 1)."""
    day = table.previous_day
    for index, event in enumerate(table.events):
        if isinstance(event, PhaseAdvanced) and event.to == Phase(kind="day", number=day):
            return index
    return 0


def _recorded(kind: str, event: InfoShown) -> Answer | None:
    """Return the answer an InfoShown records, in the suggestion's form (the inverse of Suggestion.to_event)."""
    if kind in ("number", "true_count", "yes_no", "alignment", "signal"):
        return event.answer
    if kind == "character":
        return event.characters[0] if event.characters else None
    if kind == "characters":
        return tuple(event.characters)
    if kind == "player_character":  # (player, character) or the pair infos' (player, player, character); () the Librarian's zero
        if not event.players and not event.characters:
            return ()
        return (*event.players, event.characters[0]) if event.players and event.characters else None
    if kind == "player":
        return event.players[0] if event.players else None
    return tuple(event.players)


def abnormal(table: GrimoireFacts, mathematician: str) -> dict[str, Why]:
    """Return, by seat, the first ability the app saw working abnormally since dawn, with why.

    Counted: an answer recorded outside the truth of its moment (drunk, poisoned, the Vortox, a
    registration); a choice or public act made while drunk or poisoned (it did nothing); a Lunatic
    attacking other players than the Demon (the Mathematician/Lunatic jinx).
    """
    found: dict[str, Why] = {}
    for index in range(window_start(table), len(table.events)):
        event = table.events[index]
        seat = getattr(event, "seat", None)
        if not isinstance(seat, str) or seat == mathematician or seat in found:
            continue
        reason = _abnormal_event(table, index, event)
        if reason is not None:
            found[seat] = reason
    return found


def _abnormal_event(table: GrimoireFacts, index: int, event: Event) -> Why | None:
    rules = info_rules()
    if isinstance(event, InfoShown) and event.info == "answer" and event.step in rules:
        return _false_answer(table, index, event)
    if isinstance(event, NightChoice) and event.character == "lunatic":
        return _lunatic(table, index, event)
    if isinstance(event, (NightChoice, PublicAct)) and event.character not in rules:
        if event.character == "mathematician" or not (getattr(event, "players", ()) or getattr(event, "characters", ())):
            return None
        if reliability(table.game, event.seat, at=index).impaired:
            seat = table.state.seat(event.seat)
            if seat.character == "drunk":  # the Mathematician/Drunk jinx
                return why(table, "mathematician_drunk", player=seat.name, characters={"character": event.character})
            if seat.character == "marionette":  # the Mathematician/Marionette jinx (docs/rules/marionette.md)
                return why(table, "mathematician_marionette", player=seat.name, characters={"character": event.character})
            return why(table, "mathematician_impaired", player=seat.name, characters={"character": event.character})
    return None


def _false_answer(table: GrimoireFacts, index: int, event: InfoShown) -> Why | None:
    step = event.step or ""
    rule = info_rules()[step]
    if rule.storyteller or step == "mathematician" or step not in RULES:
        return None
    then = GrimoireFacts(table.game, table.game.state_at(index), table.events[:index])
    seat = then.state.seat(event.seat)
    if step not in (seat.character, seat.believed) and seat.character not in impairment_table().holders:
        return None
    recorded = then.choice(seat.id, step)
    choice = recorded.players if recorded else ()
    if len(choice) < rule.choice:
        return None
    truth = RULES[step].truth(Context(then, seat, step, tuple(choice)))
    answer = _recorded(rule.kind, event)
    if answer is None or answer in truth.truth:
        return None
    if seat.character == "drunk":  # the Mathematician/Drunk jinx: the Drunk's own false info may count
        return why(table, "mathematician_drunk", player=seat.name, characters={"character": step})
    if seat.character == "marionette":  # the Mathematician/Marionette jinx: the Marionette's false info may count
        return why(table, "mathematician_marionette", player=seat.name, characters={"character": step})
    if answer in truth.registered:  # [DECISION] a registration answer counts: another's ability (the Recluse's, the Spy's) made it
        registering = [w for w in truth.why if w.code.startswith("registers_")]
        return why(table, "mathematician_registered", player=seat.name, characters={"character": step}, how=_first(registering))
    return why(table, "mathematician_false", player=seat.name, characters={"character": step})


def _first(whys: list[Why]) -> dict[str, str]:
    """The first registration why in both languages (the Mathematician names what made the answer)."""
    return {"ko": whys[0].ko, "en": whys[0].en} if whys else {"ko": "-", "en": "-"}


def _lunatic(table: GrimoireFacts, index: int, event: NightChoice) -> Why | None:
    """The Lunatic attacked other players than the real Demon did that night (Mathematician/Lunatic jinx)."""
    demons = {s.id for s in table.state.seats if table.team(s) == Team.DEMON}
    later = [e for e in table.events[index:] if isinstance(e, NightChoice) and e.seat in demons]
    earlier = [e for e in table.events[window_start(table) : index] if isinstance(e, NightChoice) and e.seat in demons]
    demon_choice = (earlier + later)[:1]
    if not demon_choice or set(demon_choice[0].players) == set(event.players):
        return None
    return why(table, "mathematician_lunatic", player=table.state.seat(event.seat).name)


@info_rule("mathematician")
def mathematician(ctx: Context) -> Truth:
    """How many players' abilities worked abnormally since dawn, as far as the app saw (docs/rules/mathematician.md)."""
    found = abnormal(ctx.table, ctx.holder.id)
    for seat in ctx.table.carriers(ABNORMAL):
        if seat.id != ctx.holder.id and seat.id not in found:
            found[seat.id] = why(ctx.table, "mathematician_marked", player=seat.name)
    count = len(found)
    domain: tuple[Answer, ...] = tuple(range(len(ctx.state.seats) + 1))
    counted = why(ctx.table, "mathematician", count=count)
    by_registration = sum(1 for reason in found.values() if reason.code in ("mathematician_registered", "mathematician_marionette"))
    registered = tuple(range(count - by_registration, count))
    reasons = (counted, *found.values(), why(ctx.table, "mathematician_judge"))
    return Truth(domain, (count,), count, reasons, registered=registered)
