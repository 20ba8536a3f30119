"""Night rules of the Fabled the app applies (docs/rules/toymaker.md; the Duchess: docs/rules/duchess.md).

- The Toymaker (an EVERY_STEP hook): from night 2 the Demon's attack may be no one (its choice is optional,
  with no warning); until the Demon has declined once, a night its attack could end the game skips the Demon
  (it is forced to attack no one). Minion and Demon Info run with fewer than 7 players (steps_evil asks
  `toymaker_in_play`).
- The Duchess (`duchess`, a STEPS hook): on nights other than the first, wake each visitor in table order; the
  information each is told is info/duchess.py's (docs/rules/duchess.md).
- The Fibbin (`fibbin_spends`, asked by choices.info_events): a false answer that only the unused Fibbin
  allowed places its "No Ability" on the player shown it (docs/rules/fibbin.md).
"""

from __future__ import annotations

from dataclasses import replace

from grimoire_app.model.characters import Team
from grimoire_app.systems.botc.events import InfoShown, NightChoice
from grimoire_app.systems.botc.fabled_applied.duchess import false_info, visitors
from grimoire_app.systems.botc.info.fibbin import FIBBIN, SPENT
from grimoire_app.systems.botc.info.registry import Answer
from grimoire_app.systems.botc.info.shown import shown_answers
from grimoire_app.systems.botc.info.suggest import Suggestion, suggestions
from grimoire_app.systems.botc.tonight.draft import StepDraft
from grimoire_app.systems.botc.tonight.plan import Plan
from grimoire_app.systems.botc.tonight.view import View

TOYMAKER = "toymaker"
ENDING_ALIVE = 3
"""With this many players alive (Travellers not counted) or fewer, a Demon's kill could end the game."""


def toymaker_in_play(view: View) -> bool:
    """Return whether the Toymaker is in play (evil players then get their starting info in any game size)."""
    return TOYMAKER in view.state.fabled


def toymaker(draft: StepDraft) -> None:
    """Let the Demon decline its attack; skip it on a possibly final night while it has never declined."""
    view = draft.view
    if not toymaker_in_play(view) or view.first or not _demon_attack(draft):
        return
    draft.choose = replace(draft.choose, optional=True)
    if demon_declined(view):
        draft.notes.append(view.reason("toymaker_declined"))
    elif _could_end(view):
        draft.skip(view.reason("toymaker_final_night"))
    else:
        draft.notes.append(view.reason("toymaker_may_decline"))


def demon_declined(view: View) -> bool:
    """Return whether a Demon chose no one at its step on an earlier night (other than the first)."""
    for happening in view.state.log:
        event, phase = happening.event, happening.phase
        if not isinstance(event, NightChoice) or phase.kind != "night" or phase.number in (1, view.night):
            continue
        found = view.character(event.character)
        if found is not None and found.team == Team.DEMON and not event.players and not event.characters:
            return True
    return False


def _demon_attack(draft: StepDraft) -> bool:
    found = draft.view.character(draft.character)
    return found is not None and found.team == Team.DEMON and draft.choose.players >= 1


def _could_end(view: View) -> bool:
    alive = [s for s in view.state.seats if view.really_alive(s) and view.team(s) != Team.TRAVELLER]
    return len(alive) <= ENDING_ALIVE


def fibbin_spends(plan: Plan, shown: InfoShown) -> None:
    """Place the Fibbin's "No Ability" on the player shown a false answer that only the unused Fibbin allowed."""
    view = plan.view
    if FIBBIN not in view.state.fabled or view.carriers(SPENT):
        return
    judged = [s for s in suggestions(view.game) if s.step == shown.step and s.recipient == shown.seat and not s.needs_choice]
    fibbed = [s for s in judged if any(w.code == "fibbin" for w in s.why)]
    if fibbed and not any(_is_true(s, answer) for s in fibbed for answer in shown_answers(s.kind, shown)):
        plan.place(*SPENT, shown.seat)


def _is_true(suggestion: Suggestion, answer: Answer) -> bool:
    pool = suggestion.truth + suggestion.registered
    if suggestion.kind == "characters" and isinstance(answer, (tuple, list)):
        return frozenset(answer) in {frozenset(a) for a in pool if isinstance(a, tuple)}
    return (tuple(answer) if isinstance(answer, list) else answer) in pool


def duchess(draft: StepDraft) -> None:
    """Wake each Duchess visitor tonight (none: the step is skipped); name the False Info one."""
    view = draft.view
    if view.first:
        return
    draft.kind = "wake"
    draft.wakes = list(visitors(view.state))
    if not draft.wakes:
        draft.skip(view.reason("duchess_no_visitors"))
        return
    liar = false_info(view.state)
    draft.notes.append(view.reason("duchess_false_info", liar) if liar else view.reason("duchess_no_false_info"))
