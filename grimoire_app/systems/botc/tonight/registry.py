"""The one registry of night behaviour that data cannot express, by character (or step) id.

- HELD: abilities a seat holds besides its own (Alchemist, Philosopher, Cannibal; spec 1.11).
- STEPS: a step's wake condition and notes beyond tonight_steps.json (spec each Night line).
- INFERRED_IN_PLAY: characters in play that no seat holds (Lil' Monsta).
- SPECIAL: dusk, Minion Info, Demon Info and dawn.
- CHOICES / INFOS: what a choice (or an answer) changes beyond the reminders its data places.
- KILLS: whom a recorded choice attacks tonight (deaths.py applies the protections).
- GOON: the Goon's catch of the first player to choose it each night (spec 3.2).
- EVERY_STEP: hooks asked at every step after its own (the Exorcist putting the Demon to sleep).
- PROTECTIONS: what stops an attack beyond deaths.py's own (Sailor, Tea Lady, Innkeeper, Exorcist).
- CHOICE_CHECKS: what is wrong with a choice beyond its ChoiceSpec (the Exorcist's and Devil's Advocate's repeat, the Professor's living pick).
- OFFERS: night proposals that are no attack (the Shabaloth's regurgitation).

Adding a character means adding its data and, where needed, one entry here.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from grimoire_app.systems.botc.tonight import choice_rules, held, kills, steps_bmr_evil, steps_evil, steps_good, steps_phase, steps_snv, steps_tb_core
from grimoire_app.systems.botc.tonight import steps_tb_info
from grimoire_app.systems.botc.tonight import steps_fabled_prompts
from grimoire_app.systems.botc.tonight import steps_loric
from grimoire_app.systems.botc.tonight import steps_fabled
from grimoire_app.systems.botc.tonight import steps_homebrew
from grimoire_app.systems.botc.tonight import steps_exp_acting
from grimoire_app.systems.botc.tonight import steps_exp_townsfolk
from grimoire_app.systems.botc.tonight import steps_exp_minions
from grimoire_app.systems.botc.tonight import steps_exp_demons
from grimoire_app.systems.botc.tonight import steps_exp_outsiders
from grimoire_app.systems.botc.tonight import steps_tb_info, steps_travellers
from grimoire_app.systems.botc.tonight import steps_bmr_good as bmr_good
from grimoire_app.systems.botc.state import Seat
from grimoire_app.systems.botc.events import NightChoice
from grimoire_app.systems.botc.tonight.draft import StepDraft
from grimoire_app.systems.botc.tonight.plan import Ids, Plan
from grimoire_app.systems.botc.tonight.values import Reason
from grimoire_app.systems.botc.tonight.view import HeldFn, View

StepHook = Callable[[StepDraft], None]
ChoiceHook = Callable[[Plan], None]
KillHook = Callable[[View, NightChoice], list[kills.Attack]]
ProtectHook = Callable[[View, kills.Attack, Seat], Reason | None]
ChoiceCheck = Callable[[View, str | None, tuple[str, ...]], Sequence[Reason]]

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
    "imp": steps_tb_core.imp,
    "scarletwoman": steps_tb_core.scarletwoman,
    "sailor": bmr_good.sailor,
    "innkeeper": bmr_good.innkeeper,
    "exorcist": bmr_good.exorcist,
    "gossip": bmr_good.gossip,
    "professor": bmr_good.professor,
}
STEPS.update(steps_tb_info.STEPS)  # Trouble Brewing information characters and the Spy (issue 16)
STEPS.update({"duchess": steps_fabled.duchess})  # the Fabled the app applies (issue 17)
STEPS.update({"choirboy": steps_exp_acting.choirboy, "princess": steps_exp_acting.princess, "banshee": steps_exp_acting.banshee})  # the experimental acting Townsfolk (issue 21)
STEPS.update({"engineer": steps_exp_acting.engineer_note})  # what the Engineer may name, said on its step (issue 21)
STEPS.update(steps_exp_townsfolk.STEPS)  # experimental information Townsfolk (issue 21)
HELD.update(steps_exp_townsfolk.HELD)  # the Pixie's gained ability (issue 21, docs/rules/pixie.md)



def _in_play_only(hook: StepHook) -> StepHook:
    """Ask a hook only at steps whose character is in play (a seat holds it)."""

    def asked(draft: StepDraft) -> None:
        if draft.in_play:
            hook(draft)

    return asked


EVERY_STEP: tuple[StepHook, ...] = (
    bmr_good.exorcised_demon,
    *(_in_play_only(hook) for hook in steps_bmr_evil.EVERY_STEP),
    steps_fabled.toymaker,
)
"""Hooks asked at every character step after its own: the Exorcist putting the Demon to sleep; at
in-play steps, the Lunatic's choices shown at the real Demon's step."""

INFERRED_IN_PLAY: dict[str, Callable[[View], bool]] = {
    "lilmonsta": steps_evil.lilmonsta_in_play,
    "scarletwoman": steps_tb_core.scarletwoman_in_play,
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
    "courtier": bmr_good.courtier,
    "professor": bmr_good.professor_choice,
}

CHOICES.update({"huntsman": steps_exp_acting.huntsman, "cultleader": steps_exp_acting.cultleader, "engineer": steps_exp_acting.engineer})  # the experimental acting Townsfolk (issue 21)
CHOICES.update({"ogre": steps_exp_outsiders.ogre})  # the experimental Outsiders (issue 21)

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
    "imp": kills.demon_kill,
    "gossip": bmr_good.gossip_kill,
    "lycanthrope": steps_exp_acting.lycanthrope_kill,
    "acrobat": steps_exp_acting.acrobat_kill,
}

PROTECTIONS: tuple[ProtectHook, ...] = (
    bmr_good.exorcist_stops,
    bmr_good.sailor_protects,
    bmr_good.tealady_protects,
    bmr_good.innkeeper_protects,
    steps_exp_acting.princess_stops,
    steps_exp_acting.lycanthrope_stops,
)
"""What stops a stoppable attack, asked in order before deaths.py's own protections (a Reason: spared, and why)."""

CHOICE_CHECKS: dict[str, ChoiceCheck] = {
    "exorcist": bmr_good.exorcist_check,
    "professor": bmr_good.professor_check,
    **steps_bmr_evil.CHOICE_CHECKS,
    "cultleader": steps_exp_acting.cultleader_check,
}
"""What is wrong with a step's chosen players beyond its ChoiceSpec (choices.check_choice asks; overridable):
the Exorcist's and the Devil's Advocate's repeat, the Professor's living pick."""

CHARACTER_CHECKS: dict[str, ChoiceCheck] = dict(steps_snv.CHARACTER_CHECKS)
CHARACTER_CHECKS.update({"engineer": steps_exp_acting.engineer_check})  # the experimental acting Townsfolk (issue 21)
"""What is wrong with a step's chosen characters (choices.check_choice asks, with the chosen characters; overridable):
the Cerenovus's good character. check_choice is also what Game.check asks on Record (tonight/legality.py)."""

PairCheck = Callable[[View, str | None, tuple[str, ...], tuple[str, ...]], Sequence[Reason]]
PAIR_CHECKS: dict[str, PairCheck] = {}
"""What is wrong with a step's chosen players and characters taken together (check_choice asks; overridable): the
Plague Doctor's pick, whose legal players depend on the Minion picked (docs/rules/plaguedoctor.md)."""

# Bad Moon Rising, evil side (docs/rules/<id>.md): one line per table.
STEPS.update(steps_bmr_evil.STEPS)
KILLS.update(steps_bmr_evil.KILLS)
CHOICES.update(steps_bmr_evil.CHOICES)

OFFERS: dict[str, Callable[[View, Ids], list[steps_bmr_evil.Offer]]] = dict(steps_bmr_evil.OFFERS)
"""Night proposals that are no attack, by character (the Shabaloth's regurgitation); deaths.py lists them."""
STEPS.update(steps_snv.STEPS)  # Sects & Violets (issue 16)
KILLS.update(steps_snv.KILLS)  # Sects & Violets (issue 16)
STEPS.update(steps_fabled_prompts.STEPS)  # Fabled prompts (issue 17): docs/rules/angel.md, buddhist.md
INFERRED_IN_PLAY.update(steps_fabled_prompts.INFERRED_IN_PLAY)  # Fabled prompts (issue 17)

# The Loric (issue 17, docs/rules/stormcatcher.md and tor.md): one block.
STEPS.update(steps_loric.STEPS)
SPECIAL.update({step: steps_loric.skipped_under_tor(SPECIAL[step]) for step in ("minioninfo", "demoninfo")})
PROTECTIONS = (*PROTECTIONS, steps_loric.stormcaught_protects)

# Travellers who act at night (issue 17, docs/rules/<id>.md): one line per table.
HELD.update(steps_travellers.HELD)
STEPS.update(steps_travellers.STEPS)
CHOICES.update(steps_travellers.CHOICES)
CHOICE_CHECKS.update(steps_travellers.CHOICE_CHECKS)
CHARACTER_CHECKS.update(steps_travellers.CHARACTER_CHECKS)
OFFERS.update(steps_travellers.OFFERS)
EVERY_STEP += steps_travellers.EVERY_STEP
EVERY_STEP += steps_homebrew.EVERY_STEP  # jinx notes and homebrew specials at night (issue 18)
CHOICES.update(steps_exp_townsfolk.CHOICES)  # the Preacher (issue 21, docs/rules/preacher.md)
EVERY_STEP += steps_exp_townsfolk.EVERY_STEP
SPECIAL.update({  # the Magician mixed into the evil info (issue 21, docs/rules/magician.md)
    "minioninfo": steps_exp_townsfolk.magician_mixed_in(SPECIAL["minioninfo"], "this_is_the_demon", "magician_minion_info"),
    "demoninfo": steps_exp_townsfolk.magician_mixed_in(SPECIAL["demoninfo"], "these_are_your_minions", "magician_demon_info"),
})

# The experimental Minions (issue 21, docs/rules/<id>.md): one line per table.
STEPS.update(steps_exp_minions.STEPS)
CHOICE_CHECKS.update(steps_exp_minions.CHOICE_CHECKS)
SPECIAL.update({step: steps_exp_minions.without_marionette(SPECIAL[step]) for step in ("minioninfo", "demoninfo")})
EVERY_STEP += steps_exp_minions.EVERY_STEP
CHOICES.update(steps_exp_minions.CHOICES)
CHARACTER_CHECKS.update(steps_exp_minions.CHARACTER_CHECKS)
STEPS.update(steps_exp_demons.STEPS)  # the experimental Demons (issue 21)
KILLS.update(steps_exp_demons.KILLS)  # the experimental Demons (issue 21)
OFFERS.update(steps_exp_demons.OFFERS)  # the experimental Demons (issue 21)
CHOICES.update(steps_exp_demons.CHOICES)  # the experimental Demons (issue 21)
from grimoire_app.systems.botc.tonight import steps_exp_outb  # noqa: E402
STEPS.update(steps_exp_outb.STEPS)  # the experimental Outsiders Plague Doctor and Hatter (issue 21, docs/rules/<id>.md)
from grimoire_app.systems.botc.tonight import steps_jinx_demons  # noqa: E402  (the experimental Demons' jinxes, issue 21)
EVERY_STEP += steps_jinx_demons.EVERY_STEP
CHOICE_CHECKS.update(steps_jinx_demons.CHOICE_CHECKS)
KILLS.update(steps_jinx_demons.KILLS)
MOVES: dict[str, Callable[[View, Sequence[str]], str | None]] = dict(steps_jinx_demons.MOVES)
"""Steps a jinx runs earlier than the order puts them: the id of the step each now runs just before (sheet.py)."""
OFFERS.update(steps_jinx_demons.OFFERS)
SPECIAL["demoninfo"] = steps_jinx_demons.magician_with_legion(SPECIAL["demoninfo"])
CHARACTER_CHECKS.update(steps_jinx_demons.CHARACTER_CHECKS)
from grimoire_app.systems.botc.tonight import steps_jinx_minions  # noqa: E402
EVERY_STEP += steps_jinx_minions.EVERY_STEP  # jinxes of the experimental Minions and Outsiders (issue 21, docs/rules/<id>.md Jinxes)
CHOICES.update(steps_jinx_minions.CHOICES)  # the Ogre's Pit-Hag jinx (docs/rules/ogre.md)
GOON = steps_jinx_minions.goon  # the Goon's catch, and the Boffin's Demon with the Goon's ability (docs/rules/boffin.md)
# The Plague Doctor's pick and its nine jinxes (issue 21, docs/rules/plaguedoctor.md): one block.
from grimoire_app.systems.botc.tonight import steps_plaguedoctor  # noqa: E402
STEPS.update(steps_plaguedoctor.STEPS)
CHOICES.update(steps_plaguedoctor.CHOICES)
PAIR_CHECKS.update(steps_plaguedoctor.PAIR_CHECKS)
EVERY_STEP += steps_plaguedoctor.EVERY_STEP
held.HELD_BY_ANY.extend(steps_plaguedoctor.HELD_BY_ANY)
HELD.update(steps_plaguedoctor.HELD)


def _when_present(character: str, hook: StepHook) -> StepHook:
    """Ask a hook only when its character can matter tonight (View.present): read once per sheet, not per step."""

    def asked(draft: StepDraft) -> None:
        if character in draft.view.present:
            hook(draft)

    asked.__qualname__ = f"{getattr(hook, '__qualname__', 'hook')} (when {character} is present)"
    return asked


EVERY_STEP_CHARACTER: dict[StepHook, str] = {
    steps_exp_minions.wraith_wakes_too: "wraith",  # a seat whose character is the Wraith
    steps_exp_townsfolk.preacher_silences: "preacher",  # the Preacher's reminder on a seat
    steps_exp_townsfolk.magician_jinx_notes: "magician",  # a seat whose character is the Magician
    steps_travellers.barista_effects: "barista",  # the Barista's reminders on a seat
}
"""Every-step hooks (issue 21's and the Barista's) that only act when their character is on the script, a seat's or a
reminder's: skipped at every step of a sheet where it is not (issue 20: they ran at each step of every redraw)."""
EVERY_STEP = tuple(_when_present(EVERY_STEP_CHARACTER[hook], hook) if hook in EVERY_STEP_CHARACTER else hook for hook in EVERY_STEP)
# The Boffin's gift held by the Demon (issue 21, docs/rules/boffin.md): one block.
from grimoire_app.systems.botc.tonight import held_boffin  # noqa: E402
held.HELD_BY_ANY.extend(held_boffin.HELD_BY_ANY)
# The Hermit's borrowed Outsider abilities (issue 21, docs/rules/hermit.md): one block.
from grimoire_app.systems.botc.tonight import held_hermit  # noqa: E402
HELD.update(held_hermit.HELD)
