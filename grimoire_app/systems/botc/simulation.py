"""Demo play: a careful Storyteller runs a seeded game through the real engine, recording only legal play.

Phases change through the dusk and dawn checklists (tonight.advance_events, every line ticked).
Each night walks tonight's sheet (tonight.tonight_sheet): every acting player makes the choice
the step asks for among legal targets (tonight.check_choice), information is answered from the
info engine's suggestion (the truth for a reliable player, any legal answer otherwise), the
step's cards are shown and tonight's proposed deaths accepted (tonight.proposed_deaths), now and
then one of the alternatives the engine offers instead (the Mayor's bounce, another Minion as the
new Imp) and an offer taken or declined (the Shabaloth's regurgitation). Days open with the base
editions' public acts now and then (the Slayer's shot, the Gossip's statement, the Artist's
question, the Juggler's guesses: by their character or a bluffer), nominate and vote within the
rules, accept every trigger with a random pick among its options (the Moonchild's, Sweetheart's,
madness), execute whom the day rules name and end the game with the victory check's proposal
(day.check_victory), asked after each night step too. Choices are recorded only when the game's
own check (Game.check) accepts them; characters are named from the pool the rules allow (a good
character for the Cerenovus). simulation_checks.end_problems judges the finished table.

Nothing is recorded by override (a registers-dead Zombuul's real death, by day or by night, is
its DEAD reminder taken off); the same `random.Random` seed gives the same game.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Sequence
from dataclasses import replace

from grimoire_app.i18n import tr
from grimoire_app.model.characters import Team
from grimoire_app.systems.botc.events import ACT_CHARACTER, Alignment, Event, FabledAdded, InfoShown, Nominated, PhaseAdvanced, PlayerDied, PlayerRevived, VoteRecorded
from grimoire_app.systems.botc.game import Game
from grimoire_app.systems.botc.state import Seat
from grimoire_app.systems.botc.travellers import is_traveller, seat_traveller, traveller_choices
from grimoire_app.systems.botc.setup.fabled import fabled_choices
from grimoire_app.systems.botc.day.gunslinger_window import first_vote
from grimoire_app.systems.botc.day import (
    ActKind,
    in_vote_order,
    PublicAct,
    Trigger,
    act_event,
    available_acts,
    check_victory,
    counted_hands,
    end_of_day_events,
    exile_events,
    resolve_trigger,
    triggers_at,
    triggers_for,
    voudon_voting,
)
from grimoire_app.systems.botc.info import Answer, Suggestion, suggestion_for
from grimoire_app.systems.botc.tonight import (
    Card,
    ChoiceSpec,
    DeathProposal,
    TonightStep,
    advance_events,
    alchemist_minions,
    check_choice,
    choice_events,
    info_events,
    proposed_deaths,
    tonight_sheet,
)

NOMINATIONS = (0, 3)
"""The fewest and most nominations tried each day."""
HAND_RAISED = {True: 0.5, False: 0.2}
"""How likely a living (True) or dead (False) voter raises a hand."""
NOTHING_CHOSEN = 0.2
"""How likely a player with an optional choice chooses nothing."""
TARGETS: dict[str, Callable[[Game, Seat], bool]] = {
    "farmer": lambda game, seat: seat.alignment == "good",
    "cacklejack": lambda game, seat: not is_traveller(game, seat),
}
"""Whom the Storyteller picks where the rules say more than the choice's numbers (the Farmer's: a good player; the
Cacklejack's change: a player who is not a Traveller, as a careful Storyteller would)."""
TRIES = 20
"""Random choices tried before a step is left without one."""
ALTERNATIVE = 0.4
"""How likely the Storyteller records one of a death's alternatives (the Mayor's bounce, another Minion as the new Imp)."""
OFFER_TAKEN = 0.5
"""How likely the Storyteller takes an offer that is no attack (the Shabaloth's regurgitation)."""
ACTS: tuple[ActKind, ...] = ("slayer_shot", "gossip_statement", "artist_question", "juggler_guess")
"""The public acts tried by day (the base editions'), each with ACT_CHANCE, before the nominations."""
ACT_CHANCE = 0.35
"""How likely a public act is tried on a day."""
BLUFF_ACT = 0.15
"""How likely a public act is made by someone who is not (and does not believe to be) its character."""
JUGGLES = 5
"""The most guesses a Juggler makes in one act."""
EXILE_CHANCE = 0.3
"""How likely a living Traveller's exile is called for on a day (docs/rules/exile.md)."""
SHOT_CHANCE = 0.5
"""How likely a living Gunslinger shoots a voter after the day's first vote (docs/rules/gunslinger.md)."""


def play(game: Game, rng: random.Random, nights: int) -> None:
    """Play from the current phase through `nights` nights and the days between, or to the game's end."""
    while game.state.result is None:
        upcoming = game.state.phase.next()
        if upcoming.kind == "night" and upcoming.number > nights:
            return
        start = len(game.events)
        record(game, advance_events(game))
        phase_triggers(game, rng, start)
        if upcoming.kind == "night":
            play_night(game, rng)
        else:
            play_day(game, rng)


def seat_travellers(game: Game, rng: random.Random, names: Sequence[str]) -> None:
    """Seat a Traveller per name in a random gap, with a random Traveller character and alignment
    (the Storyteller's choices: docs/rules/exile.md)."""
    for name in names:
        seats = game.state.seats
        left = rng.randrange(len(seats))
        character = rng.choice(traveller_choices(game))
        alignment: Alignment = rng.choice(("good", "evil"))
        record(game, seat_traveller(game, name, seats[left].id, seats[(left + 1) % len(seats)].id, character, alignment))


def put_fabled_in_play(game: Game, rng: random.Random, count: int) -> None:
    """Put `count` random Fabled or Loric in play (the Storm Catcher naming a good character of the script)."""
    good = [c.id for c in game.script.characters if c.team in (Team.TOWNSFOLK, Team.OUTSIDER)]
    for character in rng.sample([c.id for c in fabled_choices(game.library)], count):
        record(game, [FabledAdded(character=character, names=rng.choice(good) if character == "stormcatcher" and good else None)])


def phase_triggers(game: Game, rng: random.Random, start: int) -> None:
    """Accept what the phase change recorded from `start` sets off, once its whole checklist is recorded
    (the Harpy's, Cerenovus's and Mutant's madness at dawn), then check victory."""
    changes = [(i, e) for i, e in enumerate(game.events[start:], start) if isinstance(e, PhaseAdvanced)]
    for index, change in changes:
        for trigger in triggers_at(game, index, change, "after"):
            for follow in trigger_events(game, rng, trigger):
                accept(game, rng, follow)
        settle(game)


def record(game: Game, events: Iterable[Event]) -> None:
    """Record events in order (no rule is overridden).

    Raises:
        IllegalEventError: a rule refuses one (the engine proposed something its rules refuse).
    """
    for event in events:
        game.record(event)


def settle(game: Game, at_dusk: bool = False) -> None:
    """Record the game's end when the victory check proposes one (the Storyteller confirms)."""
    victory = check_victory(game, at_dusk=at_dusk)
    if victory is not None:
        game.record(victory.event("en"))


# -- nights ---------------------------------------------------------------------------------------


class Night:
    """Tonight as the Storyteller walks it: the sheet is read again only once something was recorded."""

    def __init__(self, game: Game, rng: random.Random) -> None:
        self.game, self.rng = game, rng
        self._sheet: tuple[TonightStep, ...] = ()
        self._read_at = -1

    def sheet(self) -> tuple[TonightStep, ...]:
        """Return tonight's sheet as the grimoire stands now."""
        if self._read_at != len(self.game.events):
            self._sheet, self._read_at = tonight_sheet(self.game), len(self.game.events)
        return self._sheet

    def step(self, step_id: str) -> TonightStep:
        """Return a step of tonight's sheet as it stands now."""
        return next(step for step in self.sheet() if step.id == step_id)


def play_night(game: Game, rng: random.Random) -> None:
    """Walk tonight's sheet in order, reading it afresh after each change (a death changes what follows)."""
    night, done = Night(game, rng), set[str]()
    while game.state.result is None:
        step = next((s for s in night.sheet() if s.id not in done), None)
        if step is None:
            return
        done.add(step.id)
        if step.wakes_tonight:
            run_step(night, step)


def run_step(night: Night, step: TonightStep) -> None:
    """Run one waking step: the choices, each actor's answer, the step's cards, its bookkeeping, tonight's deaths."""
    acting = [actor.seat for actor in step.actors if actor.acts]
    choosers = acting if step.chooser in acting else [step.chooser] if step.chooser else []
    chooses = step.choose != ChoiceSpec()
    for seat in choosers if chooses else ():
        make_choice(night, step.id, seat)
    if step.info and step.character is not None:
        for seat in acting:
            give_answer(night, step.id, step.character, seat)
    if any(card.info != "answer" for card in step.cards):
        show_cards(night, step.id)
    for seat in () if chooses else choosers:
        keep_books(night, step.id, seat)
    accept_deaths(night.game, night.rng)


def make_choice(night: Night, step_id: str, actor: str) -> None:
    """Record a choice the rules accept: the step's number of players and characters, legal targets only."""
    game, rng, step = night.game, night.rng, night.step(step_id)
    spec = step.choose
    if spec.optional and rng.random() < NOTHING_CHOSEN:
        record(game, choice_events(game, step, (), (), actor))
        return
    for _ in range(TRIES):
        players = pick_players(game, rng, step, actor)
        characters = pick_characters(game, rng, step, actor)
        if players is not None and not check_choice(game, step, players, characters, actor):
            events = choice_events(game, step, players, characters, actor)
            if not game.check(events[0]):
                record(game, events)
                return


def keep_books(night: Night, step_id: str, chooser: str) -> None:
    """Record a step that chooses nothing when running it changes the grimoire (night markers, EVIL WAKES used)."""
    events = choice_events(night.game, night.step(step_id), (), (), chooser)
    if len(events) > 1:
        record(night.game, events)


def pick_players(game: Game, rng: random.Random, step: TonightStep, actor: str) -> list[str] | None:
    """Return random players for a choice, living others first (None: too few to choose from)."""
    spec = step.choose
    if spec.players == 0:
        return []
    wanted = TARGETS.get(step.character or step.id, anyone)
    seats = [s.id for s in game.state.seats if wanted(game, s) and not (spec.not_self and s.id == actor)]
    others = [s.id for s in game.state.seats if wanted(game, s) and s.alive and s.id != actor]
    count = rng.randint(max(spec.needed, 1), spec.players)
    pool = others if len(others) >= count else seats
    return rng.sample(pool, count) if len(pool) >= count else None


def anyone(game: Game, seat: Seat) -> bool:
    """Any player may be chosen (the rules' numbers and check_choice say the rest)."""
    return True


def pick_characters(game: Game, rng: random.Random, step: TonightStep, actor: str) -> list[str]:
    """Return the characters a player would name at this step (from the script, as the rules allow)."""
    if step.choose.characters == 0:
        return []
    pool = character_pool(game, step.character or step.id, actor)
    return rng.sample(pool, min(step.choose.characters, len(pool)))


def character_pool(game: Game, step: str, actor: str) -> list[str]:
    """Return the characters worth naming at a step: a good one for the Philosopher, a Demon for the Summoner…"""
    script = list(game.script.characters)
    in_play = [s.character for s in game.state.seats if s.character]
    pools = {
        "philosopher": [c.id for c in script if c.team in (Team.TOWNSFOLK, Team.OUTSIDER) and c.id != "philosopher"],
        "pithag": [c.id for c in script if c.id not in in_play and c.id != "heretic"],
        "summoner": [c.id for c in script if c.team == Team.DEMON],
        "cerenovus": [c.id for c in script if c.team in (Team.TOWNSFOLK, Team.OUTSIDER)],
        "ojo": [s.character for s in game.state.seats if s.character and s.alive and s.id != actor],
        "cacklejack": [c.id for c in script if c.id not in in_play and c.team not in (Team.DEMON, Team.TRAVELLER)],
    }
    return pools.get(step) or [c.id for c in script]


def give_answer(night: Night, step_id: str, ability: str, actor: str) -> None:
    """Record an answer from the suggestion: the truth for a reliable player, any legal answer otherwise."""
    game = night.game
    try:
        suggestion = suggestion_for(game, actor, ability)
    except KeyError:
        return
    answer = pick_answer(night.rng, suggestion)
    if answer is None:
        return
    shown = suggestion.to_event(answer)
    events = info_events(game, night.step(step_id), shown.players, shown.characters, shown.answer, actor=actor)
    record(game, [shown if isinstance(event, InfoShown) else event for event in events])


def pick_answer(rng: random.Random, suggestion: Suggestion) -> Answer | None:
    """Return a legal answer: the engine's suggested truth for a reliable player (the Noble's KNOW players),
    any legal answer for one drunk, poisoned or under the Vortox; None when no answer can be given."""
    if suggestion.needs_choice:
        return None
    legal: Sequence[Answer] = suggestion.legal or (suggestion.domain if suggestion.kind == "advice" else ())
    if suggestion.mode in ("truth", "storyteller") and suggestion.suggested is not None and suggestion.is_legal(suggestion.suggested):
        return suggestion.suggested
    true = [answer for answer in legal if answer in suggestion.truth]
    pool = true if suggestion.mode in ("truth", "storyteller") and true else list(legal)
    return rng.choice(pool) if pool else None


def show_cards(night: Night, step_id: str) -> None:
    """Show the step's cards whose recipients are known (answers are given with the answer)."""
    for card in night.step(step_id).cards:
        if card.info != "answer" and card.ready:
            record(night.game, storyteller_pick(night, card).events())


def storyteller_pick(night: Night, card: Card) -> Card:
    """Pick what the Storyteller picks on a card: the Minion ability the Alchemist holds (one not in play, at
    random, where the card suggests the first; tonight.alchemist_minions)."""
    if card.step != "alchemist" or card.info != "you_are" or any(_holds_minion(night.game, seat) for seat in card.to):
        return card
    in_play = {seat.character for seat in night.game.state.seats}
    minions = [c for c in alchemist_minions(night.game) if c not in in_play]
    return replace(card, characters=(night.rng.choice(minions),)) if minions else card


def _holds_minion(game: Game, seat_id: str) -> bool:
    """Whether an Alchemist was already shown its Minion ability."""
    return any(isinstance(e, InfoShown) and e.seat == seat_id and e.step == "alchemist" and e.info == "you_are" and e.characters for e in game.events)


def accept_deaths(game: Game, rng: random.Random) -> None:
    """Accept tonight's proposed deaths one at a time and what they set off, then check victory.

    The proposals are asked again after each one is recorded, as the night panel does: a death can
    change the next (the Assassin's target already killed by the Demon dies only once). Where the
    engine offers alternatives (the Mayor's bounce, the star-pass to another Minion) one is taken at
    random now and then; an offer that is no attack (the Shabaloth's regurgitation) is taken or not.
    """
    seen: list[object] = []
    settle(game)  # a step may end the game without a death (a Pit-Hag turning the only Demon into another character)
    while game.state.result is None:
        pending = [p for p in proposed_deaths(game) if p.events and p not in seen]
        if not pending:
            return
        proposal = pending[0]
        seen.append(proposal)
        if proposal.alternatives and rng.random() < ALTERNATIVE:
            proposal = proposal.instead(rng.choice(proposal.alternatives))
        elif _offer(proposal) and rng.random() >= OFFER_TAKEN:
            continue
        record(game, proposal.events)
        settle(game)


def _offer(proposal: DeathProposal) -> bool:
    """Whether a proposal is an offer the Storyteller may decline (it brings someone back, kills nobody)."""
    return any(isinstance(e, PlayerRevived) for e in proposal.events) and not any(isinstance(e, PlayerDied) for e in proposal.events)


# -- days -----------------------------------------------------------------------------------------


def play_day(game: Game, rng: random.Random) -> None:
    """Public acts, then nominate and vote, then close nominations: the execution the day rules name, and the dusk check."""
    public_acts(game, rng)
    for _ in range(rng.randint(*NOMINATIONS)):
        nomination = random_nomination(game, rng)
        if nomination is None:
            break
        accept(game, rng, nomination)
        settle(game)
        if awaits_vote(game, nomination.nominee):
            accept(game, rng, vote(game, rng, nomination.nominee))
            gunslinger_shots(game, rng)
        settle(game)
    exiles(game, rng)
    if game.state.result is None:
        for event in end_of_day_events(game):
            accept(game, rng, event)
        settle(game, at_dusk=True)


def public_acts(game: Game, rng: random.Random) -> None:
    """Try the day's public acts of the script's characters (ACTS), each now and then, its triggers accepted.

    Random draws are made only for acts the script offers, so a script without them plays as before.
    """
    offered = [kind for kind in available_acts(game) if kind in ACTS]
    for kind in offered:
        held = any(ACT_CHARACTER[kind] in (s.character, s.believed) for s in game.state.seats if s.alive)
        if game.state.result is not None or rng.random() >= (ACT_CHANCE if held else BLUFF_ACT):
            continue
        act = random_act(game, rng, kind)
        if act is not None:
            accept(game, rng, act)
            settle(game)


def gunslinger_shots(game: Game, rng: random.Random) -> None:
    """After a vote, each living Gunslinger now and then shoots one of the first vote's voters, when the rules allow it."""
    vote = first_vote(game)
    if vote is None or not vote.counted:
        return
    for seat in game.state.seats:
        if seat.character != "gunslinger" or not seat.alive or game.state.result is not None or rng.random() >= SHOT_CHANCE:
            continue
        shot = PublicAct(act="gunslinger_shot", seat=seat.id, players=(rng.choice(vote.counted),))
        if not game.check(act_event(shot)):
            accept(game, rng, shot)
            settle(game)


def exiles(game: Game, rng: random.Random) -> None:
    """Now and then call for a living Traveller's exile (once per Traveller per day); everyone may raise a hand."""
    for seat in game.state.seats:
        if game.state.result is not None or not seat.alive or not is_traveller(game, seat) or rng.random() >= EXILE_CHANCE:
            continue
        voters = tuple(s.id for s in game.state.seats if rng.random() < HAND_RAISED[s.alive])
        events = exile_events(game, seat.id, voters)
        if not game.check(events[0]):
            for event in events:
                accept(game, rng, event)
            settle(game)


def random_act(game: Game, rng: random.Random, kind: ActKind) -> PublicAct | None:
    """Return a public act of a kind: mostly by a living player who is (or believes to be) its character, now and then a bluffer's."""
    character = ACT_CHARACTER[kind]
    living = [s for s in game.state.seats if s.alive]
    holders = [s for s in living if character in (s.character, s.believed)]
    pool = holders if holders and rng.random() >= BLUFF_ACT else living
    if not pool:
        return None
    actor = rng.choice(pool)
    others = [s for s in game.state.seats if s.id != actor.id]
    if kind == "slayer_shot":
        return PublicAct(act=kind, seat=actor.id, players=(rng.choice(others).id,)) if others else None
    if kind == "gossip_statement":
        subject = rng.choice(others) if others else actor
        said = rng.choice(game.script.characters)  # what a player says aloud, in the demo's language (Korean names)
        return PublicAct(act=kind, seat=actor.id, text=tr("demo.gossip_statement", "ko", player=subject.name, character=game.library.name(said, "ko")))
    if kind == "juggler_guess":
        named = rng.sample(others, min(len(others), rng.randint(1, JUGGLES)))
        script = [c.id for c in game.script.characters]
        guesses = tuple(s.character if s.character in script and rng.random() < 0.5 else rng.choice(script) for s in named)
        return PublicAct(act=kind, seat=actor.id, players=tuple(s.id for s in named), characters=guesses)
    return PublicAct(act=kind, seat=actor.id)


def awaits_vote(game: Game, nominee: str) -> bool:
    """Whether today's nomination of a player was recorded and is still to be voted on."""
    today = game.state.today()
    if game.state.result is not None or today is None or today.execution is not None:
        return False
    return any(n.nominee == nominee and n.voters is None for n in today.nominations)


def random_nomination(game: Game, rng: random.Random) -> Nominated | None:
    """Return a nomination the rules accept (nobody nominates themselves), None when there is none."""
    today = game.state.today()
    if today is None:
        return None
    nominators = {n.nominator for n in today.nominations}
    nominees = {n.nominee for n in today.nominations}
    candidates = [
        Nominated(nominator=nominator.id, nominee=nominee.id)
        for nominator in game.state.seats
        if nominator.alive and nominator.id not in nominators
        for nominee in game.state.seats
        if nominee.id not in nominees and nominee.id != nominator.id
    ]
    legal = [n for n in candidates if not game.check(n)]
    return rng.choice(legal) if legal else None


def vote(game: Game, rng: random.Random, nominee: str) -> VoteRecorded:
    """Return the hands raised on a nomination, in the order the vote goes round: living voters more often than the dead."""
    state = game.state
    counts = set(counted_hands(game, [s.id for s in state.seats]))  # docs/rules/voudon.md: only it and the dead
    voters = [s.id for s in state.seats if s.id in counts and rng.random() < HAND_RAISED[s.alive]]
    return VoteRecorded(nominee=nominee, voters=in_vote_order(state, nominee, voters), ghost_votes_kept=voudon_voting(game))


def accept(game: Game, rng: random.Random, event: Event | PublicAct) -> None:
    """Record an event as a Storyteller who accepts every trigger it fires (choices made at random)."""
    if game.state.result is not None or _dead_already(game, event):
        return
    fired = triggers_for(game, event, "before")
    replacing = [t for t in fired if t.replaces]
    for trigger in replacing:
        for follow in trigger_events(game, rng, trigger):
            accept(game, rng, follow)
    if replacing:
        return
    recorded = game.record(act_event(event) if isinstance(event, PublicAct) else event)
    for trigger in fired + triggers_for(game, recorded, "after"):
        for follow in trigger_events(game, rng, trigger):
            accept(game, rng, follow)


def _dead_already(game: Game, event: Event | PublicAct) -> bool:
    """Whether a proposed death names a player who died since it was proposed (an earlier follow-up killed them):
    a Storyteller does not record a second death."""
    return isinstance(event, PlayerDied) and not game.state.seat(event.seat).alive


def trigger_events(game: Game, rng: random.Random, trigger: Trigger) -> tuple[Event, ...]:
    """Return a trigger's events, its choice made at random among its options."""
    if trigger.choice is None:
        return trigger.proposed
    options = list(trigger.choice.options)
    if trigger.choice.kind == "player":
        if not options:
            return ()
        return resolve_trigger(game, trigger, (rng.choice(options),))
    return resolve_trigger(game, trigger, tuple(o for o in options if rng.random() < 0.5))

