"""Suggestions: for each information step now, the truth, the legal answers, and why (spec 1.5).

Legal answers L, first matching rule wins (spec 1.5): (1) a functioning Vortox and a Townsfolk
ability → only false answers; (2) a functioning Atheist in play → anything; (3) the ability's
holder drunk or poisoned → anything (the truth is shown highlighted); (3b) an unused Fibbin and a good
holder → anything, the truth suggested (docs/rules/fibbin.md); (4) otherwise the truth.
Abilities the Storyteller judges (General, Fisherman) list every answer and decide nothing. A
suggestion turns the answer the Storyteller picks into the InfoShown event to record; the
Balloonist's previous type and the Bounty Hunter's shown players are read back from those events.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from grimoire_app.model.characters import Team
from grimoire_app.systems.botc.events import InfoShown, NightChoice, Phase
from grimoire_app.systems.botc.game import Game
from grimoire_app.systems.botc.state import Seat
from grimoire_app.systems.botc.info import truths_s000, truths_s001_s004  # noqa: F401  (they register their rules)
from grimoire_app.systems.botc.info import truths_tb  # noqa: F401  (Trouble Brewing information, issue 16)
from grimoire_app.systems.botc.info import truths_bmr  # noqa: F401  (Bad Moon Rising rules register)
from grimoire_app.systems.botc.info import truths_snv  # noqa: F401  (Sects & Violets rules, issue 16)
from grimoire_app.systems.botc.info import truths_travellers  # noqa: F401  (Travellers at night, issue 17)
from grimoire_app.systems.botc.info import truths_exp_acting  # noqa: F401  (experimental acting Townsfolk, issue 21)
from grimoire_app.systems.botc.info import truths_exp_townsfolk  # noqa: F401  (experimental information Townsfolk, issue 21)
from grimoire_app.systems.botc.info import truths_jinx_demons  # noqa: F401  (the experimental Demons' jinxes, issue 21; after the rules it widens)
from grimoire_app.systems.botc.info.context import Context, GrimoireFacts
from grimoire_app.systems.botc.info.duchess import duchess_truths
from grimoire_app.systems.botc.info.fibbin import fibbin_open
from grimoire_app.systems.botc.info.data import AnswerKind, InfoRule, impairment_table, info_rules
from grimoire_app.systems.botc.info.registry import RULES, Answer, Truth, Why, why
from grimoire_app.systems.botc.info.reliability import REGAINED, Reliability, carries_live
from grimoire_app.systems.botc.boffin import gift_works

Mode = Literal["truth", "any", "false", "storyteller", "waiting"]


@dataclass(frozen=True)
class Suggestion:
    """One information step: what is true, what the Storyteller may say, and why."""

    seat: str
    """Whose ability gives the information."""
    recipient: str
    """Who is shown it (the Nightwatchman's chosen player; otherwise the seat itself)."""
    step: str
    """The ability's character id: the night-sheet step (the Drunk's believed, the Philosopher's gained one)."""
    kind: AnswerKind
    phase: Phase
    domain: tuple[Answer, ...]
    truth: tuple[Answer, ...]
    legal: tuple[Answer, ...]
    suggested: Answer | None
    mode: Mode
    why: tuple[Why, ...]
    reliability: Reliability
    choice: tuple[str, ...] = ()
    """The players the ability's owner chose tonight, when the answer depends on them."""
    types: tuple[tuple[str, str], ...] = ()
    """Each seat's character type, for the Balloonist: recorded with the answer so the next night compares with it."""
    registered: tuple[Answer, ...] = ()
    """Answers a registration could make true (the Recluse, the Spy): legal when the truth is (spec 1.3)."""

    @property
    def needs_choice(self) -> bool:
        """Whether the answer waits for the owner's choice (record a NightChoice first)."""
        return self.mode == "waiting"

    def is_legal(self, answer: Answer) -> bool:
        """Whether the answer is among the legal ones (Storyteller-judged steps accept any answer of the domain)."""
        if self.kind == "advice":
            return True
        if self.kind == "characters" and isinstance(answer, (tuple, list)):  # shown tokens: their order says nothing
            return frozenset(answer) in {frozenset(a) for a in self.legal if isinstance(a, tuple)}
        return _normal(answer) in self.legal

    def to_event(self, answer: Answer | None, text: str | None = None) -> InfoShown:
        """Return the InfoShown event that records giving this answer (the Storyteller may record any answer)."""
        fields: dict[str, object] = {"seat": self.recipient, "info": "answer", "step": self.step, "text": text}
        fields.update(_answer_fields(self, answer))
        return InfoShown.model_validate(fields)


def _normal(answer: Answer) -> Answer:
    return tuple(answer) if isinstance(answer, list) else answer


def _answer_fields(suggestion: Suggestion, answer: Answer | None) -> dict[str, object]:
    if answer is None or suggestion.kind == "advice":
        return {}
    if suggestion.kind in ("number", "true_count", "yes_no", "alignment", "signal"):
        return {"answer": answer}
    if suggestion.kind == "character":
        return {"characters": (answer,)}
    if suggestion.kind == "characters" and isinstance(answer, tuple):
        return {"characters": answer}
    if suggestion.kind == "player_character" and isinstance(answer, tuple):
        if not answer:  # the Librarian's "no Outsider in play" is shown as a zero
            return {"answer": 0}
        return {"players": answer[:-1], "characters": answer[-1:]}
    if suggestion.kind == "player" and isinstance(answer, str):
        return {"players": (answer,), "answer": _shown_type(suggestion, answer)}
    return {"players": tuple(answer) if isinstance(answer, tuple) else (answer,)}


def _shown_type(suggestion: Suggestion, seat_id: str) -> str | None:
    """The Balloonist's record keeps the shown player's type, so the next night compares with it."""
    return dict(suggestion.types).get(seat_id)


def suggestions(game: Game, seat: str | None = None, at: int | None = None) -> list[Suggestion]:
    """Return the information steps of now (tonight's, or today's day abilities), in table order.

    Raises:
        IllegalEventError: `seat` names no seat (not overridable).
    """
    table = _table(game, at)
    seats = [table.state.seat(seat)] if seat is not None else list(table.state.seats)
    found: list[Suggestion] = []
    for holder in seats:
        for step in abilities(table, holder):
            suggestion = _suggest(table, holder, step, None)
            if suggestion is not None:
                found.append(suggestion)
    return found + [s for s in fabled_suggestions(table) if seat is None or s.recipient == seat]


def fabled_suggestions(table: GrimoireFacts) -> list[Suggestion]:
    """Return the information a Fabled gives tonight: each Duchess visitor's (docs/rules/duchess.md)."""
    working = Reliability(working=True, drunk=False, poisoned=False, reasons=())
    found = []
    for info in duchess_truths(table):
        truth = info.truth
        mode: Mode = "false" if info.false else "truth"
        suggested = None if info.false else truth.suggested
        found.append(Suggestion(
            info.visitor.id, info.visitor.id, "duchess", "number", table.state.phase, truth.domain, truth.truth, info.legal,
            suggested, mode, truth.why, working, registered=truth.registered,
        ))
    return found


def suggestion_for(
    game: Game, seat: str, step: str, choice: tuple[str, ...] | None = None, at: int | None = None
) -> Suggestion:
    """Return the suggestion for one seat's ability now, with a tentative choice (None: tonight's recorded one).

    Raises:
        KeyError: the step is not an information ability.
        IllegalEventError: the seat does not exist (not overridable).
    """
    table = _table(game, at)
    info_rules()[step]
    found = _suggest(table, table.state.seat(seat), step, choice, force=True)
    assert found is not None
    return found


def _table(game: Game, at: int | None) -> GrimoireFacts:
    if at is None:
        return GrimoireFacts(game, game.state, game.events)
    return GrimoireFacts(game, game.state_at(at), game.events[:at])


def abilities(table: GrimoireFacts, seat: Seat) -> list[str]:
    """Return the information abilities a seat uses: its own, its believed (the Drunk), its gained or eaten one."""
    found = [seat.believed if seat.believed else seat.character]
    if seat.character == "philosopher":
        found += [e.characters[0] for e in _philosopher_choices(table, seat.id)]
    if seat.character == "apprentice":  # the ability the Storyteller gave it (docs/rules/apprentice.md)
        found += [h.event.characters[0] for h in table.state.log if isinstance(h.event, NightChoice) and h.event.seat == seat.id
                  and h.event.character == "apprentice" and h.event.characters]
    if seat.character == "pixie" and table.has(seat, ("pixie", "Has Ability")):  # docs/rules/pixie.md (issue 21)
        found += [s.character for s in table.carriers(("pixie", "Mad")) if s.id != seat.id and s.character][:1]
    if seat.character == "cannibal":
        meal = [s for s in table.carriers(("cannibal", "Lunch")) if s.alignment == "good"]
        found += [s.character for s in meal[:1]]
    gift = table.boffin_gift
    if gift is not None and table.team(seat) == Team.DEMON and gift_works(table.judge, gift):  # docs/rules/boffin.md
        found.append(gift.character)
    rules = info_rules()
    return [step for step in dict.fromkeys(found) if step in rules and step in RULES]


def _philosopher_choices(table: GrimoireFacts, seat_id: str) -> list[NightChoice]:
    """The Philosopher's choice of a character, read from the log (spec 3.1: it wakes as that character from now on)."""
    return [
        h.event
        for h in table.state.log
        if isinstance(h.event, NightChoice) and h.event.seat == seat_id and h.event.character == "philosopher" and h.event.characters
    ]


def _applies(table: GrimoireFacts, rule: InfoRule, ctx: Context, chosen: bool) -> bool:
    phase = table.state.phase
    holder = ctx.holder
    if rule.when == "day" and phase.kind != "day" or rule.when not in ("day", "any") and phase.kind != "night":
        return False
    if rule.when == "other_nights" and phase.number <= 1:
        return False
    if not holder.alive and rule.character not in impairment_table().works_while_dead and rule.when != "any" and not carries_live(holder, REGAINED):
        return False
    if rule.start_knowing and table.shown(holder.id, rule.character, before=phase):
        return False
    if rule.spent_by and table.has(holder, (rule.character, rule.spent_by)) and not chosen:
        return False
    hooks = RULES[rule.character]
    return hooks.applies is None or hooks.applies(ctx)


def _suggest(table: GrimoireFacts, holder: Seat, step: str, choice: tuple[str, ...] | None, force: bool = False) -> Suggestion | None:
    rule = info_rules()[step]
    recorded = table.choice(holder.id, step)
    chosen = choice if choice is not None else (recorded.players if recorded else ())
    ctx = Context(table, holder, step, tuple(chosen))
    if not force and not _applies(table, rule, ctx, bool(recorded)):
        return None
    reliability = _boffin_reliability(table, holder, step) or table.judge.reliability(holder.id)
    problem = _choice_problem(table, rule, ctx)
    if problem is not None:
        return _waiting(table, rule, ctx, reliability, problem)
    truth = RULES[step].truth(ctx)
    mode, legal, rule_why = _legal(table, rule, ctx, truth, reliability)
    suggested = None
    if mode == "truth":  # impaired or Vortox: pre-select nothing, the Storyteller picks (spec 1.5 rule 3)
        suggested = truth.suggested if truth.suggested in set(legal) else (legal[0] if legal else None)
    whys = _reliability_whys(table, reliability) + rule_why + truth.why
    return Suggestion(
        holder.id, truth.recipient or holder.id, step, rule.kind, table.state.phase, truth.domain, truth.truth,
        legal, suggested, mode, whys, reliability, ctx.choice, _types(table) if step == "balloonist" else (),
        truth.registered,
    )


def _boffin_held(table: GrimoireFacts, holder: Seat, step: str) -> bool:
    """Whether the step is the good ability a Boffin gave this Demon (docs/rules/boffin.md)."""
    gift = table.boffin_gift
    return gift is not None and gift.character == step and table.team(holder) == Team.DEMON


def _boffin_reliability(table: GrimoireFacts, holder: Seat, step: str) -> Reliability | None:
    """A Demon's Boffin gift works by the Boffin's seat, never the Demon's (docs/rules/boffin.md): the Boffin's
    reliability, its own death included; None for any other ability."""
    gift = table.boffin_gift
    if gift is None or not _boffin_held(table, holder, step):
        return None
    return table.judge.reliability(gift.boffin)


def _types(table: GrimoireFacts) -> tuple[tuple[str, str], ...]:
    """Each seat's type for the Balloonist's record; none for a seat that may register as another type
    (a Recluse, a Spy): what it was shown as is the Storyteller's, so the next night reads every type it may register as."""
    return tuple(
        (seat.id, team.value) for seat in table.state.seats
        if (team := table.team(seat)) is not None and len(table.sight.teams(seat)) < 2
    )


def _choice_problem(table: GrimoireFacts, rule: InfoRule, ctx: Context) -> str | None:
    if rule.choice == 0:
        return None
    known = {seat.id for seat in table.state.seats}
    if len(ctx.choice) < rule.choice or not set(ctx.choice) <= known:
        return "needs_choice"
    if len(set(ctx.choice)) < len(ctx.choice):
        return "choice_twice"
    if not rule.choice_self and ctx.holder.id in ctx.choice:
        return "choice_self"
    return None


def _waiting(table: GrimoireFacts, rule: InfoRule, ctx: Context, reliability: Reliability, problem: str) -> Suggestion:
    whys = _reliability_whys(table, reliability) + (why(table, problem, count=rule.choice),)
    return Suggestion(
        ctx.holder.id, ctx.holder.id, ctx.step, rule.kind, table.state.phase, (), (), (), None, "waiting", whys,
        reliability, ctx.choice,
    )


def _legal(table: GrimoireFacts, rule: InfoRule, ctx: Context, truth: Truth, reliability: Reliability) -> tuple[Mode, tuple[Answer, ...], tuple[Why, ...]]:
    if rule.storyteller:
        extra = (why(table, "impaired_storyteller"),) if reliability.impaired else ()
        return "storyteller", truth.domain, (why(table, "storyteller"),) + extra
    boffin_townsfolk = _boffin_held(table, ctx.holder, ctx.step) and table.game.team_of(ctx.step) == Team.TOWNSFOLK
    if table.judge.vortox_forces_false(ctx.holder.id) or (boffin_townsfolk and table.judge.vortox_active()):
        true = set(truth.truth)
        false = truth.false_answers if truth.false_answers is not None else tuple(a for a in truth.domain if a not in true)
        extra = (why(table, "no_legal_answer"),) if not false else ()
        return "false", false, (why(table, "vortox"),) + extra
    if _atheist(table):
        return "any", truth.domain, (why(table, "atheist"),)
    if reliability.impaired:
        code = "drunk_character" if ctx.holder.character == "drunk" else "impaired"
        return "any", truth.domain, (why(table, code),)
    if fibbin_open(table, ctx.holder):  # docs/rules/fibbin.md: the truth first, every answer legal
        return "truth", tuple(dict.fromkeys(truth.truth + truth.registered + truth.domain)), (why(table, "fibbin"),)
    true = set(truth.truth)
    return "truth", truth.truth + tuple(a for a in truth.registered if a not in true), (why(table, "reliable"),)


def _atheist(table: GrimoireFacts) -> bool:
    return any(seat.character == "atheist" and not table.judge.impaired(seat.id) for seat in table.state.seats)


def _reliability_whys(table: GrimoireFacts, reliability: Reliability) -> tuple[Why, ...]:
    return tuple(Why(r.code, r.ko, r.en) for r in reliability.reasons if r.effect in ("drunk", "poisoned", "mad"))
