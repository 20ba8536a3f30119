"""What the moderator can enter at a step, as rows computed from the state (no Qt).

One row per actor: who acts, whom they may pick (the rules' legal targets only; spec 6: "illegal
inputs are disabled"), what is picked now, and how a pick becomes an event. Answers are never
computed here: a check row builds its event with the model's own answer functions at the moment
the moderator confirms (cleaner_answer, prophet_answer, grave_keeper_reports).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass

from grimoire_app.i18n import tr
from grimoire_app.model.characters import Lang
from grimoire_app.systems.torsis import (
    CleanerChecked,
    DayVoteCast,
    FortuneChosen,
    GraveKeeperLearned,
    KamikazeAttackChosen,
    KnightSacrificed,
    MagicianVoteCast,
    NightVoteCast,
    Player,
    ProphetChecked,
    ProtectionChosen,
    ScriptStep,
    TorsisEvent,
    TorsisState,
    cleaner_answer,
    grave_keeper_reports,
    prophet_answer,
)
from grimoire_app.systems.torsis.data import Lang as GameLang
from grimoire_app.systems.torsis.log_lines import role_name

Build = Callable[[TorsisState, str | None], TorsisEvent | None]
"""Turn the pick (a player id, or None for nobody) into the event to record, given the state then."""

KNIGHTS = ("white_knight", "black_knight")


@dataclass(frozen=True, eq=False)
class Row:
    """One actor's input: a picker, and a button when a pick must be confirmed."""

    kind: str
    """vote, real, night_vote, protect, attack, fortune, check, learn, sacrifice."""
    actor: str
    label: str
    candidates: tuple[str, ...]
    current: str | None
    build: Build
    nobody: bool = True
    """Whether "nobody" may be picked (withdraw a vote, no attack tonight)."""
    button: str | None = None
    """A confirm button's label: the pick alone records nothing (checks, sacrifices)."""
    done: str | None = None
    """Why the row is closed (the ability was used this phase); None when open."""

    @property
    def key(self) -> str:
        """Return the row's stable name (tests and object names use it)."""
        return f"{self.kind}-{self.actor}"


def _label(player: Player, game_lang: GameLang, extra: str = "") -> str:
    return f"{player.name} ({role_name(player.role, game_lang)}){extra}"


def _ids(players: tuple[Player, ...] | list[Player], without: str | None = None) -> tuple[str, ...]:
    return tuple(p.id for p in players if p.id != without)


def day_rows(state: TorsisState, lang: Lang, game_lang: GameLang) -> list[Row]:
    """Return the vote rows of a day: every living voter's public vote, and each Magician's real one."""
    living = state.living()
    rows: list[Row] = []
    for voter in living:
        fake = tr("torsis.day.fake", lang) if voter.role == "magician" else ""
        rows.append(Row("vote", voter.id, _label(voter, game_lang, fake), _ids(living, voter.id), state.day_votes.get(voter.id), _day_vote(voter.id)))
        if voter.role == "magician":
            label = _label(voter, game_lang, tr("torsis.day.real", lang))
            rows.append(Row("real", voter.id, label, _ids(living, voter.id), state.magician_real.get(voter.id), _real_vote(voter.id)))
    return rows


def _day_vote(voter: str) -> Build:
    return lambda _state, target: DayVoteCast(voter=voter, target=target)


def _real_vote(magician: str) -> Build:
    return lambda _state, target: MagicianVoteCast(magician=magician, target=target)


def knight_rows(state: TorsisState, lang: Lang, game_lang: GameLang, roles: tuple[str, ...] = KNIGHTS) -> list[Row]:
    """Return a sacrifice row for each living knight: pick a dead player, then confirm (R19, R24)."""
    dead = tuple(p.id for p in state.seated() if not p.alive)
    return [
        Row("sacrifice", k.id, _label(k, game_lang), dead, None, _sacrifice(k.id), nobody=True, button=tr("torsis.button.sacrifice", lang))
        for k in state.living()
        if k.role in roles
    ]


def _sacrifice(knight: str) -> Build:
    return lambda _state, target: KnightSacrificed(knight=knight, target=target) if target else None


def step_rows(state: TorsisState, step: ScriptStep, lang: Lang, game_lang: GameLang) -> list[Row]:
    """Return the inputs of a night step for the players it wakes (none for the other steps)."""
    if step.key in KNIGHTS:
        return [row for row in knight_rows(state, lang, game_lang, (step.key,)) if row.actor in step.awake]
    maker = _NIGHT_ROWS.get(step.key)
    if maker is None:
        return []
    return [maker(state, state.player(actor), lang, game_lang) for actor in step.awake]


def _living_others(state: TorsisState, actor: str) -> tuple[str, ...]:
    return _ids(state.living(), actor)


def _chosen(choices: Mapping[str, str], actor: str) -> str | None:
    return choices.get(actor)


def _protect(state: TorsisState, p: Player, lang: Lang, game_lang: GameLang) -> Row:
    build: Build = lambda _s, target: ProtectionChosen(priest=p.id, target=target)
    return Row("protect", p.id, _label(p, game_lang), _ids(state.living()), _chosen(state.protections, p.id), build)


def _night_vote(state: TorsisState, p: Player, lang: Lang, game_lang: GameLang) -> Row:
    build: Build = lambda _s, target: NightVoteCast(voter=p.id, target=target)
    return Row("night_vote", p.id, _label(p, game_lang), _living_others(state, p.id), _chosen(state.night_votes, p.id), build)


def _attack(state: TorsisState, p: Player, lang: Lang, game_lang: GameLang) -> Row:
    build: Build = lambda _s, target: KamikazeAttackChosen(kamikaze=p.id, target=target)
    return Row("attack", p.id, _label(p, game_lang), _living_others(state, p.id), _chosen(state.kamikaze_attacks, p.id), build)


def _fortune(state: TorsisState, p: Player, lang: Lang, game_lang: GameLang) -> Row:
    build: Build = lambda _s, target: FortuneChosen(fortune_teller=p.id, target=target)
    return Row("fortune", p.id, _label(p, game_lang), _living_others(state, p.id), _chosen(state.fortune_next, p.id), build)


def _used(state: TorsisState, actor: str, ability: str, lang: Lang) -> str | None:
    return tr("torsis.row.used", lang) if (actor, ability) in state.info_done else None


def _checked(state: TorsisState, actor: str, kind: str) -> str | None:
    """Return whom an actor checked this phase (shown in the closed row), if anyone."""
    return next((i.target for i in state.infos if i.recipient == actor and i.kind == kind and i.phase_index == state.phase_index), None)


def _prophet(state: TorsisState, p: Player, lang: Lang, game_lang: GameLang) -> Row:
    def build(now: TorsisState, target: str | None) -> TorsisEvent | None:
        return ProphetChecked(prophet=p.id, target=target, answer=prophet_answer(now, target)) if target else None

    done, current = _used(state, p.id, "prophet", lang), _checked(state, p.id, "prophet")
    return Row("check", p.id, _label(p, game_lang), _living_others(state, p.id), current, build, False, tr("torsis.button.check", lang), done)


def _cleaner(state: TorsisState, p: Player, lang: Lang, game_lang: GameLang) -> Row:
    def build(now: TorsisState, target: str | None) -> TorsisEvent | None:
        return CleanerChecked(cleaner=p.id, target=target, answer=cleaner_answer(now, target)) if target else None

    done, current = _used(state, p.id, "cleaner", lang), _checked(state, p.id, "cleaner")
    return Row("check", p.id, _label(p, game_lang), _living_others(state, p.id), current, build, False, tr("torsis.button.check", lang), done)


def _grave_keeper(state: TorsisState, p: Player, lang: Lang, game_lang: GameLang) -> Row:
    build: Build = lambda now, _t: GraveKeeperLearned(keeper=p.id, reports=grave_keeper_reports(now, p.id))
    done = _used(state, p.id, "grave_keeper", lang)
    return Row("learn", p.id, _label(p, game_lang), (), None, build, False, tr("torsis.button.learn", lang), done)


_NIGHT_ROWS: dict[str, Callable[[TorsisState, Player, Lang, GameLang], Row]] = {
    "priest": _protect,
    "torsis_vote": _night_vote,
    "kamikaze": _attack,
    "prophet": _prophet,
    "cleaner": _cleaner,
    "grave_keeper": _grave_keeper,
    "fortune_teller": _fortune,
}
"""The one table from a night step to its input (STYLE.md point 6: no switch spread across files)."""
