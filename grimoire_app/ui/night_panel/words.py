"""What the night panel says, as plain strings from the tonight and info values (no Qt).

Everything here is a pure function of the game and a step, suggestion or proposal, so tests read
exactly the words the panel shows: a step's title, its status line (wakes, or skipped and why),
its impaired actors, an answer's label, a suggestion's mode, a card's and a proposal's line.
"""

from __future__ import annotations

from grimoire_app.i18n import tr
from grimoire_app.model.characters import Lang
from grimoire_app.systems.botc.game import Game
from grimoire_app.systems.botc.info import Suggestion
from grimoire_app.systems.botc.tonight import Card, DeathProposal, TonightStep
from grimoire_app.systems.botc.tonight.labels import answer_label, character_name, names, seat_name

MARKS = {"current": "▶", "done": "✓", "wakes": "○", "skipped": "–"}
"""The mark before a step's name in the list: in view, done, to come, skipped."""


def step_title(game: Game, step: TonightStep, lang: Lang) -> str:
    """Return a step's name: the character's, or dusk / Minion info / Demon info / dawn."""
    if step.character is not None:
        return character_name(game, step.character, lang)
    special = game.library.special_steps.get(step.id)
    return special.block(lang).name if special else step.id


def status_line(game: Game, step: TonightStep, lang: Lang, st_skipped: bool = False) -> str:
    """Return "wakes: 지현" (or the Storyteller's step), or "skipped — why; why"."""
    if st_skipped:
        return tr("nightpanel.status.st_skipped", lang)
    if not step.wakes_tonight:
        why = "; ".join(reason.text(lang) for reason in step.reasons)
        return tr("nightpanel.status.skipped", lang, why=why or "-")
    if step.kind == "storyteller" and not step.wakes:
        return tr("nightpanel.status.storyteller", lang)
    return tr("nightpanel.status.wakes", lang, players=names(game.state, step.wakes))


def impaired_lines(game: Game, step: TonightStep, lang: Lang) -> list[str]:
    """Return one line per impaired acting actor and reason: "⚠ 민수 중독: why"."""
    lines = []
    for actor in step.actors:
        if not actor.acts:
            continue
        for reason in actor.impaired:
            effect = reason.code if reason.code in ("drunk", "poisoned") else "impaired"
            lines.append(tr("nightpanel.impaired", lang, player=seat_name(game.state, actor.seat),
                            effect=tr("nightpanel.effect." + effect, lang), why=reason.text(lang)))
    return lines


def actor_lines(game: Game, step: TonightStep, lang: Lang) -> list[str]:
    """Return one line per holder who sleeps tonight while the step runs for others ("민수 sleeps: dead")."""
    if not step.wakes_tonight:
        return []
    return [
        tr("nightpanel.actor_asleep", lang, player=seat_name(game.state, actor.seat), why="; ".join(r.text(lang) for r in actor.skipped))
        for actor in step.actors
        if not actor.acts
    ]


def note_lines(step: TonightStep, lang: Lang) -> list[str]:
    """Return what the Storyteller must know while running the step (a jinx, no kill tonight…)."""
    return [tr("nightpanel.note_line", lang, text=reason.text(lang)) for reason in step.notes]


def row_lines(game: Game, step: TonightStep, lang: Lang, mark: str, st_skipped: bool) -> tuple[str, ...]:
    """Return the lines of a step's row in the list: mark and name, status, impaired actors."""
    head = f"{MARKS[mark]} {step_title(game, step, lang)}"
    return (head, status_line(game, step, lang, st_skipped), *impaired_lines(game, step, lang))


def mode_label(mode: str, lang: Lang) -> str:
    """Return what the Storyteller may say: the truth, anything, only false, their own judgement."""
    return tr("nightpanel.mode." + mode, lang)


def truth_line(game: Game, suggestion: Suggestion, lang: Lang) -> str:
    """Return "true: 2" (or "no single truth" when the Storyteller decides)."""
    if not suggestion.truth:
        return tr("nightpanel.truth.none", lang)
    shown = " / ".join(answer_label(game, suggestion.kind, answer, lang) for answer in suggestion.truth[:6])
    more = len(suggestion.truth) - 6
    return tr("nightpanel.truth", lang, answers=shown + (f" (+{more})" if more > 0 else ""))


def card_label(game: Game, card: Card, recipient: str | None, lang: Lang) -> str:
    """Return a card button's text: "Show: This is the Demon → 지현" ("Show: You are the Imp → 하은": YOU ARE names its character)."""
    who = seat_name(game.state, recipient) if recipient else tr("nightpanel.card.after_choice", lang)
    shown = tr("describe.info." + card.info, lang)
    if card.info == "you_are" and card.characters:
        shown = tr("nightpanel.card.you_are", lang, characters=", ".join(character_name(game, c, lang) for c in card.characters))
    return tr("nightpanel.card.show", lang, card=shown, player=who)


def proposal_line(game: Game, proposal: DeathProposal, lang: Lang) -> str:
    """Return a proposed death as a line: who dies (or survives, or is the Storyteller's pick) and why."""
    why = "; ".join(reason.text(lang) for reason in proposal.why)
    source = character_name(game, proposal.source, lang)
    if proposal.seat is None:
        return tr("nightpanel.death.pick", lang, source=source, why=why)
    key = "nightpanel.death.dies" if proposal.dies else "nightpanel.death.offer" if proposal.offer else "nightpanel.death.survives"
    return tr(key, lang, player=seat_name(game.state, proposal.seat), source=source, why=why)
