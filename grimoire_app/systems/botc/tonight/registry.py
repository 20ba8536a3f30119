"""The one registry of night behaviour that data cannot express, by character (or step) id.

- HELD: abilities a seat holds besides its own (Alchemist, Philosopher, Cannibal; spec 1.11).
- STEPS: a step's wake condition and notes beyond tonight_steps.json (spec each Night line).
- INFERRED_IN_PLAY: characters in play that no seat holds (Lil' Monsta).
- SPECIAL: dusk, Minion Info, Demon Info and dawn.
- CHOICES / INFOS: what a choice (or an answer) changes beyond the reminders its data places.
- KILLS: whom a recorded choice attacks tonight (deaths.py applies the protections).
- GOON: the Goon's catch of the first player to choose it each night (spec 3.2).

Adding a character means adding its data and, where needed, one entry here.
"""

from __future__ import annotations

from collections.abc import Callable

from grimoire_app.systems.botc.tonight import choice_rules, held, kills, steps_evil, steps_good, steps_phase, steps_snv
from grimoire_app.systems.botc.events import NightChoice
from grimoire_app.systems.botc.tonight.draft import StepDraft
from grimoire_app.systems.botc.tonight.plan import Plan
from grimoire_app.systems.botc.tonight.view import HeldFn, View

StepHook = Callable[[StepDraft], None]
ChoiceHook = Callable[[Plan], None]
KillHook = Callable[[View, NightChoice], list[kills.Attack]]

HELD: dict[str, HeldFn] = held.HELD

STEPS: dict[str, StepHook] = {
    "alchemist": steps_good.alchemist,
    "barber": steps_good.barber,
    "bountyhunter": steps_good.bountyhunter,
    "damsel": steps_evil.damsel,
    "farmer": steps_good.farmer,
    "grandmother": steps_good.grandmother,
    "lilmonsta": steps_evil.lilmonsta,
    "lleech": steps_evil.lleech,
    "po": steps_evil.po,
    "poppygrower": steps_good.poppygrower,
    "sage": steps_good.sage,
    "snitch": steps_evil.snitch,
    "summoner": steps_evil.summoner,
    "undertaker": steps_good.undertaker,
    "witch": steps_evil.witch,
    "xaan": steps_evil.xaan,
    "zombuul": steps_evil.zombuul,
}

INFERRED_IN_PLAY: dict[str, Callable[[View], bool]] = {
    "lilmonsta": steps_evil.lilmonsta_in_play,
}
"""Characters in play without a seat holding them (Lil' Monsta's token is babysat, spec 2.4)."""

SPECIAL: dict[str, StepHook] = {
    "dusk": steps_phase.dusk,
    "minioninfo": steps_evil.minioninfo,
    "demoninfo": steps_evil.demoninfo,
    "dawn": steps_phase.dawn,
}

CHOICES: dict[str, ChoiceHook] = {
    "barber": choice_rules.barber,
    "farmer": choice_rules.farmer,
    "philosopher": choice_rules.philosopher,
    "pithag": choice_rules.pithag,
    "po": choice_rules.po,
    "poppygrower": choice_rules.poppygrower,
    "snakecharmer": choice_rules.snakecharmer,
    "summoner": choice_rules.summoner,
    "xaan": choice_rules.xaan,
}

INFOS: dict[str, ChoiceHook] = {
    "towncrier": choice_rules.towncrier,
}

GOON: Callable[[Plan], bool] = choice_rules.goon

KILLS: dict[str, KillHook] = {
    "assassin": kills.assassin,
    "fanggu": kills.demon_kill,
    "gambler": kills.gambler,
    "lilmonsta": kills.lilmonsta,
    "lleech": kills.lleech,
    "ojo": kills.ojo,
    "po": kills.demon_kill,
    "vigormortis": kills.demon_kill,
    "vortox": kills.demon_kill,
    "zombuul": kills.demon_kill,
}

STEPS.update(steps_snv.STEPS)  # Sects & Violets (issue 16)
KILLS.update(steps_snv.KILLS)  # Sects & Violets (issue 16)
