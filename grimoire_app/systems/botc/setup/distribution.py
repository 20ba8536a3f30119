"""The character distribution after setup modifiers (spec 1.10), with every conflict reported at once.

Modifiers apply in the spec's order: (1) the base row; (2) Demon and Minion modifiers (Lil' Monsta,
Summoner, Atheist); (3) Outsider modifiers, summed, never below 0 Outsiders (Balloonist, Fang Gu,
Vigormortis); (4) the Xaan sets the Outsider count outright; (5) token swaps that keep the counts
(Drunk, extra Village Idiots) and characters that bring another (the Huntsman's Damsel, the Choirboy's King); (6) alignment tweaks (Bounty Hunter); (7) Fabled in play, after all the
others (the Sentinel's -1/0/+1 Outsider, docs/rules/sentinel.md). Each modifier is data in
resources/botc/modifiers.json; its behaviour is one function per kind in `_APPLY` below.
"""

from __future__ import annotations

from collections.abc import Callable, Collection
from dataclasses import dataclass, field

from grimoire_app.model.characters import PLAYER_TEAMS, Lang, Team
from grimoire_app.model.errors import Problem
from grimoire_app.model.library import Library
from grimoire_app.model.script import Script
from grimoire_app.systems.botc.setup import exp_demons, homebrew
from grimoire_app.systems.botc.setup.counts import Counts, base_counts, setup_error
from grimoire_app.systems.botc.setup.data import ChoiceName, LangText, ModifierKind, ModifierSpec, modifier_table
from grimoire_app.systems.botc.setup.jinx_demons import KAZALI_DEFERS, kazali_defers

MAX_EXTRA_VILLAGE_IDIOTS = 2


@dataclass(frozen=True)
class SetupChoices:
    """The Storyteller's decisions for the modifiers that need one (ignored unless that character is in play).

    >>> SetupChoices(extra_village_idiots=2).extra_village_idiots
    2

    Raises:
        SetupError: extra_village_idiots outside 0–2, or a negative xaan_outsiders.
    """

    balloonist_extra_outsider: bool = False
    """Balloonist: add 1 Outsider (the "+0 or +1 Outsider" choice)."""
    xaan_outsiders: int | None = None
    """Xaan: X, the Outsider count; None keeps the base row's Outsider count."""
    extra_village_idiots: int = 0
    """Village Idiot: how many more Village Idiots replace other Townsfolk (0–2)."""
    atheist_no_evil: bool = True
    """Atheist: run the game with no evil players (False keeps the evil team, a rules break)."""
    godfather_extra_outsider: bool | None = None
    """Godfather: True adds 1 Outsider, False removes 1 (the "-1 or +1 Outsider" choice); None: -1 when
    there is an Outsider to remove, else +1 (a random deal draws it, setup.deal)."""
    sentinel_outsiders: int | None = None
    """Sentinel (a Fabled, not dealt): the Outsiders added after every other modifier, -1, 0 or +1;
    None: the Sentinel is not in play."""
    huntsman_extra_outsider: bool = False
    """Huntsman: the Damsel is an extra Outsider (+1 Outsider, -1 Townsfolk) even when an Outsider seat exists for
    it; False: the Damsel takes an Outsider seat, and adds one only when there is none (docs/rules/huntsman.md)."""
    hermit_remove_outsider: bool = False
    """Hermit: remove 1 Outsider (-1 Outsider, +1 Townsfolk); False keeps the count (the "-0 or -1 Outsider"
    choice, docs/rules/hermit.md)."""

    def __post_init__(self) -> None:
        if not 0 <= self.extra_village_idiots <= MAX_EXTRA_VILLAGE_IDIOTS:
            what = f"expected 0 to {MAX_EXTRA_VILLAGE_IDIOTS} extra Village Idiots, got {self.extra_village_idiots!r}"
            raise setup_error("choices.extra_village_idiots", what)
        if self.xaan_outsiders is not None and self.xaan_outsiders < 0:
            raise setup_error("choices.xaan_outsiders", f"expected 0 or more Outsiders, got {self.xaan_outsiders!r}")
        if self.sentinel_outsiders not in (None, -1, 0, 1):
            what = f"expected -1, 0 or +1 Outsider, got {self.sentinel_outsiders!r}"
            raise setup_error("choices.sentinel_outsiders", what)

    def value(self, name: ChoiceName) -> bool | int | None:
        """Return one choice by its field name."""
        choice: bool | int | None = getattr(self, name)
        return choice


@dataclass(frozen=True)
class Modifier:
    """One setup modifier as applied: its character, what it did (ko and en) and its change to the counts."""

    character: str
    effect_en: str
    effect_ko: str
    delta: Counts = Counts(0, 0, 0, 0)

    def effect(self, lang: Lang) -> str:
        """Return the effect text in one language."""
        return self.effect_ko if lang == "ko" else self.effect_en


@dataclass(frozen=True)
class Distribution:
    """The counts to deal after modifiers, the modifiers applied, and every problem found."""

    players: int
    base: Counts
    counts: Counts
    modifiers: tuple[Modifier, ...]
    problems: tuple[Problem, ...]
    no_evil: bool = False
    """An Atheist game with no evil players."""

    @property
    def ok(self) -> bool:
        """Whether the counts can be dealt from this script with no conflict."""
        return not self.problems

    def modifier(self, character_id: str) -> Modifier | None:
        """Return the applied modifier of a character, or None."""
        return next((m for m in self.modifiers if m.character == character_id), None)


def distribution(
    script: Script,
    library: Library,
    players: int,
    in_bag: Collection[str],
    choices: SetupChoices = SetupChoices(),
) -> Distribution:
    """Return the counts after the modifiers of the characters chosen for the game.

    `in_bag` names the characters chosen to be in play (any spelling), including the Drunk and
    Lil' Monsta whose tokens stay out of the physical bag. Fewer characters than the counts is
    fine (a partial choice); more of a type than the counts allow is a problem.

    >>> from grimoire_app import paths
    >>> from grimoire_app.model import load_library, load_script
    >>> lib = load_library(paths.resources_dir())
    >>> s000 = load_script(paths.resources_dir() / "scripts" / "000-jongpa-wa-mayak.json", lib)
    >>> print(distribution(s000, lib, 7, ["fanggu"]).counts)
    4/1/1/1

    Raises:
        SetupError: fewer than 5 or more than 20 players.
    """
    base = base_counts(players)
    bag, problems = _resolve_bag(script, in_bag)
    teams = {character.id: character.team for character in script.characters}
    extra = extra_copies(bag, choices) | homebrew.copies(script, in_bag)
    work = _Work(script, players, base, base, bag, choices, teams=teams, extra=extra)
    for step in sorted({spec.step for spec in modifier_table().modifiers}):
        _apply_step(work, [spec for spec in modifier_table().modifiers if spec.step == step and _present(spec, bag, choices)])
    problems += work.problems + _negative(work) + _capacity(work) + _overfull(work) + _exclusive(work, library)
    return Distribution(players, base, work.counts, tuple(work.modifiers), tuple(problems), work.no_evil)


@dataclass
class _Work:
    script: Script
    players: int
    base: Counts
    counts: Counts
    bag: tuple[str, ...]
    choices: SetupChoices
    modifiers: list[Modifier] = field(default_factory=list)
    problems: list[Problem] = field(default_factory=list)
    no_evil: bool = False
    teams: dict[str, Team] = field(default_factory=dict)
    extra: dict[str, int] = field(default_factory=dict)
    """Extra copies dealt of a character (the Village Idiot's, a homebrew `bag-duplicate`'s), by id."""

    def record(self, spec: ModifierSpec, text: LangText, delta: Counts = Counts(0, 0, 0, 0)) -> None:
        self.counts = self.counts + delta
        self.modifiers.append(Modifier(spec.character, text.en, text.ko, delta))

    def team(self, character_id: str) -> Team | None:
        return self.teams.get(character_id)

    def name(self, character_id: str) -> str:
        found = self.script.character(character_id)
        return found.name if found else character_id

    def extras(self, team: Team) -> int:
        return sum(n for cid, n in self.extra.items() if self.team(cid) == team)


def extra_copies(in_play: Collection[str], choices: SetupChoices) -> dict[str, int]:
    """Return how many more tokens of each character in play are dealt (the Village Idiot's extras).

    >>> extra_copies(["villageidiot", "empath"], SetupChoices(extra_village_idiots=2))
    {'villageidiot': 2}
    """
    extras = {}
    for spec in modifier_table().modifiers:
        if spec.kind == "extra_copies" and spec.choice and spec.character in in_play:
            extras[spec.character] = int(choices.value(spec.choice) or 0)
    return {cid: n for cid, n in extras.items() if n}


def _resolve_bag(script: Script, in_bag: Collection[str]) -> tuple[tuple[str, ...], list[Problem]]:
    wanted: set[str] = set()
    problems = []
    by_id = {character.id: character for character in script.characters}
    for spelling in in_bag:
        character = by_id.get(spelling) or script.character(spelling)
        if character is None:
            problems.append(Problem(f"bag ({spelling!r})", "not a character on this script"))
        elif character.team not in PLAYER_TEAMS:
            problems.append(Problem(f"bag ({spelling!r})", f"a {character.team.value} is not dealt from the bag"))
        else:
            wanted.add(character.id)
    return tuple(cid for cid in script.ids if cid in wanted), problems


def _present(spec: ModifierSpec, bag: Collection[str], choices: SetupChoices) -> bool:
    """Whether a modifier applies: its character is in the bag, or (a Fabled's) its choice is set."""
    if spec.fabled:
        return spec.choice is not None and choices.value(spec.choice) is not None
    return spec.character in bag


def _apply_step(work: _Work, present: list[ModifierSpec]) -> None:
    deltas = [spec for spec in present if spec.kind == "outsider_delta"]
    if deltas:
        _sum_outsider_deltas(work, deltas)
    for spec in present:
        if spec.kind != "outsider_delta":
            _APPLY[spec.kind](work, spec)


def _demon_to_minion(work: _Work, spec: ModifierSpec) -> None:
    work.record(spec, spec.applied, Counts(0, 0, 1, -1))


def _demon_to_townsfolk(work: _Work, spec: ModifierSpec) -> None:
    work.record(spec, spec.applied, Counts(1, 0, 0, -1))


def _no_evil(work: _Work, spec: ModifierSpec) -> None:
    if not work.choices.atheist_no_evil:
        work.record(spec, spec.declined or spec.applied)
        return
    evil = work.counts.minion + work.counts.demon
    work.record(spec, spec.applied, Counts(evil, 0, -work.counts.minion, -work.counts.demon))
    work.no_evil = True
    in_bag = [cid for cid in work.bag if work.team(cid) in (Team.MINION, Team.DEMON)]
    if in_bag:
        what = f"a game with no evil players cannot hold {', '.join(in_bag)}"
        work.problems.append(Problem(spec.character, what))


def _sum_outsider_deltas(work: _Work, specs: list[ModifierSpec]) -> None:
    wanted = [_outsider_delta(work, spec) for spec in specs]
    overridden = any(_is_xaan(cid) for cid in work.bag)
    effective = [0] * len(specs) if overridden else _clamped(wanted, work.counts.outsider)
    for spec, want, got in zip(specs, wanted, effective, strict=True):
        work.record(spec, _outsider_text(spec, want, got, overridden), Counts(-got, got, 0, 0))
        if spec.must_change and want != got and not overridden:
            what = f"{want:+d} Outsider is not possible here (no Outsider to remove): choose {-want:+d}"
            work.problems.append(Problem(spec.character, what))


def _clamped(wanted: list[int], outsiders: int) -> list[int]:
    """Cut the removals (last first) that would take the Outsiders below 0.

    >>> _clamped([1, -1], 0), _clamped([-1], 0), _clamped([-1], 2)
    ([1, -1], [0], [-1])
    """
    shortfall = max(0, -(outsiders + sum(wanted)))
    effective = []
    for delta in reversed(wanted):
        cut = min(shortfall, -delta) if delta < 0 else 0
        shortfall -= cut
        effective.append(delta + cut)
    return effective[::-1]


def _is_xaan(character_id: str) -> bool:
    spec = modifier_table().spec(character_id)
    return spec is not None and spec.kind == "outsider_count"


def _outsider_delta(work: _Work, spec: ModifierSpec) -> int:
    if spec.choice is None:
        return spec.delta
    value = work.choices.value(spec.choice)
    if value is None and spec.declined_delta:
        return spec.delta if work.counts.outsider + spec.declined_delta < 0 else spec.declined_delta
    return spec.delta if value else spec.declined_delta


def _outsider_text(spec: ModifierSpec, wanted: int, delta: int, overridden: bool) -> LangText:
    if wanted == 0 or (spec.declined_delta and wanted == spec.declined_delta):
        text = spec.declined or spec.applied
    elif delta == 0 and not overridden:
        text = spec.no_effect or spec.applied
    else:
        text = spec.applied
    if overridden:
        template = modifier_table().overridden
        text = LangText(en=template.en.format(text=text.en), ko=template.ko.format(text=text.ko))
    return text


def _outsider_count(work: _Work, spec: ModifierSpec) -> None:
    x = work.choices.xaan_outsiders
    if x is None:
        x = work.base.outsider
    change = x - work.counts.outsider
    work.record(spec, spec.applied.format(x=x), Counts(-change, change, 0, 0))


def _fabled_outsider_delta(work: _Work, spec: ModifierSpec) -> None:
    delta = int(work.choices.value(spec.choice) or 0) if spec.choice else 0
    if delta and any(_is_xaan(cid) for cid in work.bag):  # the Xaan's X is the Outsider count: nothing moves it
        text = spec.applied.format(delta=delta, townsfolk=-delta)
        template = modifier_table().overridden
        work.record(spec, LangText(en=template.en.format(text=text.en), ko=template.ko.format(text=text.ko)))
    elif delta == 0:
        work.record(spec, spec.declined or spec.applied)
    elif work.counts.outsider + delta < 0:
        work.record(spec, spec.no_effect or spec.applied)
        work.problems.append(Problem(spec.character, (spec.no_effect or spec.applied).en))
    else:
        work.record(spec, spec.applied.format(delta=delta, townsfolk=-delta), Counts(-delta, delta, 0, 0))


def _adds_character(work: _Work, spec: ModifierSpec) -> None:
    """The Huntsman's Damsel, the Choirboy's King: in play too; a seat of its type is made only when none is left."""
    added = spec.adds or ""
    team = work.team(added)
    if team is None:
        work.record(spec, spec.applied)
        what = f"{work.name(spec.character)} needs {added} in play, but {added} is not on this script"
        work.problems.append(Problem(spec.character, what))
        return
    extra = bool(spec.choice and work.choices.value(spec.choice))
    if team == Team.OUTSIDER and (extra or work.counts.outsider == 0):
        work.record(spec, spec.applied, Counts(-1, 1, 0, 0))
    else:
        work.record(spec, spec.no_effect or spec.applied)


def _keeps_counts(work: _Work, spec: ModifierSpec) -> None:
    work.record(spec, spec.applied)


def _extra_copies(work: _Work, spec: ModifierSpec) -> None:
    extra = work.extra.get(spec.character, 0)
    work.record(spec, spec.applied.format(n=extra) if extra else (spec.declined or spec.applied))


def _evil_townsfolk(work: _Work, spec: ModifierSpec) -> None:
    if not work.no_evil and kazali_defers(work.bag):  # the Kazali jinx (setup/jinx_demons.py)
        work.record(spec, KAZALI_DEFERS)
        return
    work.record(spec, (spec.declined or spec.applied) if work.no_evil else spec.applied)


_APPLY: dict[ModifierKind, Callable[[_Work, ModifierSpec], None]] = {
    "demon_to_minion": _demon_to_minion,
    "demon_to_townsfolk": _demon_to_townsfolk,
    "no_evil": _no_evil,
    "outsider_count": _outsider_count,
    "believes_townsfolk": _keeps_counts,
    "believes_demon": _keeps_counts,
    "extra_copies": _extra_copies,
    "evil_townsfolk": _evil_townsfolk,
    "fabled_outsider_delta": _fabled_outsider_delta,
    "adds_character": _adds_character,
    "believes_good_beside_demon": _keeps_counts,
}
"""How each kind of modifier changes the counts (outsider_delta is summed by _sum_outsider_deltas)."""
_APPLY.update(exp_demons.APPLY)  # the experimental Demons (issue 21): Kazali, Lord of Typhon


def _label(team: Team, amount: int) -> str:
    names = {Team.TOWNSFOLK: ("Townsfolk", "Townsfolk"), Team.OUTSIDER: ("Outsider", "Outsiders")}
    names |= {Team.MINION: ("Minion", "Minions"), Team.DEMON: ("Demon", "Demons")}
    singular, plural = names[team]
    return f"{amount} {singular if amount == 1 else plural}"


def _how(work: _Work, team: Team) -> str:
    parts = [f"base {work.base.of(team)} for {work.players} players"]
    parts += [f"{work.name(m.character)} {m.delta.of(team):+d}" for m in work.modifiers if m.delta.of(team)]
    return ", ".join(parts)


def _negative(work: _Work) -> list[Problem]:
    problems = []
    for team in PLAYER_TEAMS:
        if work.counts.of(team) < 0:
            what = f"{_label(team, work.counts.of(team))} after the modifiers ({_how(work, team)}): they cannot all apply"
            problems.append(Problem(team.value, what))
    return problems


def _capacity(work: _Work) -> list[Problem]:
    unseated = modifier_table().unseated
    drunks = sum(cid in work.bag for cid in modifier_table().of_kind("believes_townsfolk"))
    problems = []
    repeatable = homebrew.duplicable(work.script)
    kept_out = homebrew.disabled(work.script) - set(work.bag)
    for team in PLAYER_TEAMS:
        needed = work.counts.of(team) - work.extras(team)
        dealable = [c for c in work.script.of_team(team) if c.id not in unseated and c.id not in kept_out]
        available = len(dealable)
        believed = drunks if team == Team.TOWNSFOLK else 0
        if any(c.id in repeatable for c in dealable):
            continue  # copies of a repeatable character fill any shortfall
        if needed + believed > available:
            problems.append(Problem(team.value, _capacity_text(work, team, needed, available, believed)))
    for cid, extra in work.extra.items():
        seats = work.counts.of(work.team(cid) or Team.TOWNSFOLK)
        if extra + 1 > seats:
            what = f"{extra + 1} copies of {work.name(cid)} need {extra + 1} {work.team(cid)} seats, the counts have {seats}"
            problems.append(Problem(cid, what))
    return problems


def _capacity_text(work: _Work, team: Team, needed: int, available: int, believed: int) -> str:
    what = f"{_label(team, needed)} needed ({_how(work, team)})"
    if believed:
        what += f", and {believed} more not in play for the Drunk to believe in,"
    return f"{what} but the script has only {available}{homebrew.team_hint(work.script, team, needed + believed - available)}"


def _overfull(work: _Work) -> list[Problem]:
    unseated = modifier_table().unseated
    problems = []
    for team in PLAYER_TEAMS:
        if work.no_evil and team in (Team.MINION, Team.DEMON):
            continue
        chosen = [cid for cid in work.bag if work.team(cid) == team and cid not in unseated]
        dealt = len(chosen) + work.extras(team)
        if dealt > work.counts.of(team) >= 0:
            what = f"the bag holds {_label(team, dealt)} ({', '.join(chosen)}) but the counts call for {work.counts.of(team)}"
            problems.append(Problem(team.value, f"{what} ({_how(work, team)})"))
    return problems


def _exclusive(work: _Work, library: Library) -> list[Problem]:
    problems = []
    for first, second in modifier_table().exclusive:
        if first in work.bag and second in work.bag:
            jinx = next(iter(library.jinxes_among((first, second))), None)
            what = jinx.en if jinx else f"{work.name(first)} and {work.name(second)} can never both be in play"
            problems.append(Problem(f"{first}, {second}", f"jinx: {what}"))
    return problems
