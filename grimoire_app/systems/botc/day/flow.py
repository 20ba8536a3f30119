"""The day's recording flows: an event, the triggers it fires, the override, and the game's end.

A flow is a generator: it yields a `Prompt` whenever the Storyteller must decide, receives an
`Answer`, and records through the session in between. The day panel (ui/day_panel) shows each
prompt inline and sends the clicked answer; `drive` runs a flow with an answering function
(tests, the demo, modal use). The flow works on anything with `game` and `record` (the
GameSession, or a Game itself): these are the day's rules, whoever plays them.

For each event E (day/triggers.py "Flow for the UI"): refused by the rules, ask whether to
override; ask the "before" triggers, replacing ones first (once one replacing trigger is accepted,
nothing else about E is asked) and if an accepted trigger replaces E, record its events
instead; else record E, ask every "after" trigger, and record each accepted trigger's events
through this same flow. After a top-level action that recorded a death, an execution, a public
act or a change of character or alignment, check victory (spec 1.8) and ask.
"""

from __future__ import annotations

from collections.abc import Callable, Generator, Sequence
from dataclasses import dataclass, field
from typing import Protocol

from grimoire_app.model.characters import Lang
from grimoire_app.model.errors import IllegalEventError
from grimoire_app.systems.botc.events import AlignmentChanged, CharacterAssigned, Event, Executed, PhaseAdvanced, PlayerDied, PublicAct
from grimoire_app.systems.botc.game import Game
from grimoire_app.model.log import Refusing
from grimoire_app.systems.botc.day.data import When
from grimoire_app.systems.botc.day.dispatch import resolve_trigger, triggers_at, triggers_for
from grimoire_app.systems.botc.day.execution import end_of_day_events
from grimoire_app.systems.botc.day.outcome import Victory
from grimoire_app.systems.botc.day.triggers import Trigger
from grimoire_app.systems.botc.day.victory import check_victory

DECISIVE = (PlayerDied, Executed, PublicAct, CharacterAssigned, AlignmentChanged)
"""Events after which the game may end (spec 1.8: deaths, executions, changes; ability wins on acts)."""


class Recorder(Protocol):
    """What a flow records through: the GameSession."""

    game: Game | None

    def record(self, event: Event, override: bool = False) -> Event | None: ...  # pragma: no cover


@dataclass(frozen=True)
class Answer:
    """The Storyteller's answer to a prompt: yes/no, and the players picked for a choice."""

    yes: bool
    picked: tuple[str, ...] = ()


YES, NO = Answer(True), Answer(False)


@dataclass(frozen=True)
class OverridePrompt:
    """The rules refuse an event: record it anyway as a Storyteller override?"""

    event: Event
    refusals: tuple[Refusing, ...]


@dataclass(frozen=True)
class Notice:
    """The event cannot be recorded at all (no override helps): tell the Storyteller why."""

    reasons: tuple[str, ...]


@dataclass(frozen=True)
class TriggerPrompt:
    """A character's rule fires: accept its proposal (after a choice, if it needs one) or ignore it."""

    trigger: Trigger
    when: When

    @property
    def informative(self) -> bool:
        """Whether the trigger only tells (nothing to record, nothing to choose, nothing replaced)."""
        t = self.trigger
        return not t.proposed and t.choice is None and not t.replaces


@dataclass(frozen=True)
class VictoryPrompt:
    """The game ends now (proposed): end it, or continue."""

    victory: Victory


@dataclass(frozen=True)
class ExecutePrompt:
    """Dusk comes while a player is about to die and not executed: execute now?"""

    seat: str


Prompt = OverridePrompt | Notice | TriggerPrompt | VictoryPrompt | ExecutePrompt
Flow = Generator[Prompt, Answer, bool]
"""Yields prompts, receives answers, returns whether it recorded anything."""


@dataclass
class FlowContext:
    """Where a flow records and in which language it writes the game's end."""

    recorder: Recorder
    lang: Lang
    recorded: list[Event] = field(default_factory=list)
    """Every event recorded by flows of this context, in order."""

    @property
    def game(self) -> Game:
        """Return the open game."""
        assert self.recorder.game is not None
        return self.recorder.game


def record_flow(ctx: FlowContext, event: Event, override: bool = False) -> Flow:
    """Record one event with its triggers (and their events, recursively)."""
    if not override:
        refusals = tuple(ctx.game.check(event))
        if refusals:
            if not (yield OverridePrompt(event, refusals)).yes:
                return False
            override = True
    accepted = yield from _ask_before(triggers_for(ctx.game, event, "before"))
    replacing = [(t, picked) for t, picked in accepted if t.replaces]
    if replacing:
        done = False
        for trigger, picked in replacing:
            done = (yield from _follow(ctx, trigger, picked)) or done
        return done
    try:
        recorded = ctx.recorder.record(event, override)
    except IllegalEventError as error:
        yield Notice(error.reasons)
        return False
    if recorded is None:  # not written, and the Storyteller gave up (the session told them)
        return False
    ctx.recorded.append(recorded)
    accepted += yield from _ask(triggers_for(ctx.game, recorded, "after"), "after")
    for trigger, picked in accepted:
        yield from _follow(ctx, trigger, picked)
    return True


def _ask_before(triggers: list[Trigger]) -> Generator[Prompt, Answer, list[tuple[Trigger, tuple[str, ...]]]]:
    """Ask the "before" triggers, those that would replace the event first; once one replacing trigger is accepted
    the event will not happen, so nothing else is asked about it (the Scapegoat executed instead: the nominee's own
    before-triggers do not apply; docs/rules/scapegoat.md)."""
    ordered = sorted(triggers, key=lambda t: not t.replaces)
    accepted: list[tuple[Trigger, tuple[str, ...]]] = []
    for trigger in ordered:
        answer = yield TriggerPrompt(trigger, "before")
        if answer.yes:
            accepted.append((trigger, answer.picked))
            if trigger.replaces:
                break
    return accepted


def _ask(triggers: list[Trigger], when: When) -> Generator[Prompt, Answer, list[tuple[Trigger, tuple[str, ...]]]]:
    accepted = []
    for trigger in triggers:
        answer = yield TriggerPrompt(trigger, when)
        if answer.yes:
            accepted.append((trigger, answer.picked))
    return accepted


def _follow(ctx: FlowContext, trigger: Trigger, picked: tuple[str, ...]) -> Flow:
    try:
        events = resolve_trigger(ctx.game, trigger, picked)
    except ValueError as error:
        yield Notice((str(error),))
        return False
    done = False
    for event in events:
        done = (yield from record_flow(ctx, event)) or done
    return done


def action_flow(ctx: FlowContext, events: Sequence[Event], override: bool = False) -> Flow:
    """Record what one click asks for (a nomination, a vote, an act, an execution), then check victory."""
    start = len(ctx.recorded)
    done = False
    for event in events:
        done = (yield from record_flow(ctx, event, override)) or done
    if any(isinstance(e, DECISIVE) for e in ctx.recorded[start:]):
        yield from victory_flow(ctx)
    return done


def victory_flow(ctx: FlowContext, at_dusk: bool = False) -> Flow:
    """Ask whether to end the game when check_victory proposes it; record GameEnded on yes."""
    victory = check_victory(ctx.game, at_dusk=at_dusk)
    if victory is None or not (yield VictoryPrompt(victory)).yes:
        return False
    return (yield from record_flow(ctx, victory.event(ctx.lang)))


def execution_events(game: Game) -> tuple[Event, ...]:
    """Return today's execution as events (end_of_day_events: the Storyteller's too, at an Atheist's table)."""
    return end_of_day_events(game)


def dusk_flow(ctx: FlowContext) -> Flow:
    """Before the phase change: execute whoever is still about to die (if the Storyteller agrees), then the dusk check.

    The dusk check reads today (the Vortox: no execution today), so it runs before advancing (spec 1.6).
    """
    pending = execution_events(ctx.game)
    done = False
    if pending and isinstance(pending[0], Executed) and (yield ExecutePrompt(pending[0].seat)).yes:
        done = yield from action_flow(ctx, pending)
    if ctx.game.state.result is None:
        done = (yield from victory_flow(ctx, at_dusk=True)) or done
    return done


def phase_flow(ctx: FlowContext, start: int, skip: frozenset[str] = frozenset()) -> Flow:
    """After a phase change recorded from log position `start` (the dusk/dawn checklist, one batch): ask the
    triggers of each PhaseAdvanced in it (the Harpy's, Cerenovus's and Mutant's madness at dawn), record what
    the Storyteller accepts, then check victory if that recorded a death, an execution or a change.

    The checklist is recorded as one batch first, so a trigger reads the whole new phase (the night's deaths
    included): `triggers_at` with the change's own index, as the demo's `phase_triggers` does. `skip` holds the
    ids of triggers already answered (the day panel asks again later what the Storyteller put off).
    """
    game = ctx.game
    changes = [(i, e) for i, e in enumerate(game.events[start:], start) if isinstance(e, PhaseAdvanced)]
    first = len(ctx.recorded)
    done = False
    for index, change in changes:
        if ctx.game.state.result is not None:
            break
        fired = [t for t in triggers_at(ctx.game, index, change, "after") if t.id not in skip]
        accepted = yield from _ask(fired, "after")
        for trigger, picked in accepted:
            done = (yield from _follow(ctx, trigger, picked)) or done
    if ctx.game.state.result is None and any(isinstance(e, DECISIVE) for e in ctx.recorded[first:]):
        yield from victory_flow(ctx)
    return done


def drive(flow: Flow, answer: Callable[[Prompt], Answer]) -> bool:
    """Run a flow to its end, answering each prompt with a function; return whether it recorded anything.

    >>> def one() -> Flow:
    ...     return (yield Notice(("no",))).yes
    >>> drive(one(), lambda prompt: YES)
    True
    """
    try:
        prompt = next(flow)
        while True:
            prompt = flow.send(answer(prompt))
    except StopIteration as stop:
        return bool(stop.value)
