"""The one table of day behaviour: every trigger hook, choice resolver and game-end rule by id.

The ids, the characters they belong to, the events they watch and the order they are asked come
from resources/botc/day_triggers.json and day_wins.json; this module only says which function
runs for each id (DESIGN.md principle 3). A test checks that data and table name the same ids.
"""

from __future__ import annotations

from collections.abc import Callable

from grimoire_app.systems.botc.day import hooks_acts as acts
from grimoire_app.systems.botc.day import hooks_bmr_good as bmr_good
from grimoire_app.systems.botc.day import hooks_bmr_evil as bmr_evil
from grimoire_app.systems.botc.day import hooks_deaths as deaths
from grimoire_app.systems.botc.day import hooks_tb_core as tb
from grimoire_app.systems.botc.day import hooks_snv as snv
from grimoire_app.systems.botc.day import hooks_votes as votes
from grimoire_app.systems.botc.day import hooks_registration as registration
from grimoire_app.systems.botc.day import travellers_day
from grimoire_app.systems.botc.day import fabled_day
from grimoire_app.systems.botc.day import hooks_travellers_day2 as travellers_day2
from grimoire_app.systems.botc.day import loric_day
from grimoire_app.systems.botc.day import hooks_travellers_night
from grimoire_app.systems.botc.day import hooks_exp_townsfolk
from grimoire_app.systems.botc.day import hooks_exp_minions
from grimoire_app.systems.botc.day import wins
from grimoire_app.systems.botc.day import hooks_exp_demons
from grimoire_app.systems.botc.day import hooks_exp_outsiders
from grimoire_app.systems.botc.day.facts import Moment
from grimoire_app.systems.botc.day.outcome import Victory
from grimoire_app.systems.botc.day.triggers import Hook, Resolver

WinRule = Callable[[Moment], Victory | None]
FlipRule = Callable[[Moment, Victory], Victory]
BlockRule = Callable[[Moment, Victory], bool]

HOOKS: dict[str, Hook] = {
    "virgin.nominated": votes.virgin_nominated,
    "golem.nominates": votes.golem_nominates,
    "witch.cursed_nominates": votes.witch_cursed_nominates,
    "towncrier.minion_nominates": votes.towncrier_minion_nominates,
    "organgrinder.secret_vote": votes.organgrinder_secret_vote,
    "flowergirl.demon_votes": votes.flowergirl_demon_votes,
    "organgrinder.about_to_die": votes.organgrinder_about_to_die,
    "fanggu.jump": deaths.fanggu_jump,
    "fool.first_death": deaths.fool_first_death,
    "lleech.survives": deaths.lleech_survives,
    "zombuul.first_death": deaths.zombuul_first_death,
    "zombuul.died_today": deaths.zombuul_died_today,
    "undertaker.died_today": deaths.undertaker_died_today,
    "lleech.host_dies": deaths.lleech_host_dies,
    "klutz.dies": deaths.klutz_dies,
    "barber.dies": deaths.barber_dies,
    "poppygrower.dies": deaths.poppygrower_dies,
    "grandmother.grandchild_killed": deaths.grandmother_grandchild_killed,
    "cannibal.eats": deaths.cannibal_eats,
    "bountyhunter.known_dies": deaths.bountyhunter_known_dies,
    "sage.killed": deaths.sage_killed,
    "witch.three_alive": deaths.witch_three_alive,
    "harpy.madness": acts.harpy_madness,
    "gambler.guesses": acts.gambler_guesses,
    "goblin.claims": acts.goblin_claims,
    "alsaahir.guesses": acts.alsaahir_guesses,
    "damsel.guessed": acts.damsel_guessed,
    "puzzlemaster.guesses": acts.puzzlemaster_guesses,
    "fisherman.visits": acts.fisherman_visits,
    "savant.visits": acts.savant_visits,
    "slayer.shoots": tb.slayer_shoots,
    "scarletwoman.demon_dies": tb.scarletwoman_demon_dies,
    "butler.votes_without_master": tb.butler_votes,
    "sailor.cannot_die": bmr_good.sailor_cannot_die,
    "tealady.protects": bmr_good.tealady_protects,
    "pacifist.spares": bmr_good.pacifist_spares,
    "minstrel.minion_executed": bmr_good.minstrel_minion_executed,
    "gossip.statement": bmr_good.gossip_statement,
}
"""Trigger id -> the hook that decides whether it fires and what it proposes."""

RESOLVERS: dict[str, Resolver] = {
    "klutz.dies": deaths.klutz_resolve,
    "puzzlemaster.guesses": acts.puzzlemaster_resolve,
    "harpy.madness": acts.harpy_resolve,
    "virgin.nominated": votes.virgin_resolve,
    "golem.nominates": votes.golem_resolve,
    "slayer.shoots": tb.slayer_resolve,
}
"""Trigger id -> how a choice becomes events (only for triggers that ask for one)."""

WINS: dict[str, WinRule] = {
    "alsaahir.correct_guess": wins.alsaahir_correct_guess,
    "damsel.found": wins.damsel_guessed,
    "klutz.chose_evil": wins.klutz_chose_evil,
    "goblin.claimed_executed": wins.goblin_claimed_executed,
    "fearmonger.fear_executed": wins.fearmonger_fear_executed,
    "atheist.storyteller_executed": wins.atheist_storyteller_executed,
    "vortox.no_execution": wins.vortox_no_execution,
    "summoner.cannot_summon": wins.summoner_cannot_summon,
    "summoner.no_demon": wins.summoner_no_demon,
    "lleech.host_dead": wins.lleech_host_dead,
    "atheist.two_alive": wins.atheist_two_alive,
    "standard.demon_dead": wins.standard_demon_dead,
    "standard.two_alive": wins.standard_two_alive,
    "saint.executed": tb.saint_executed,
    "mayor.three_alive": tb.mayor_three_alive,
}
"""Win id -> the rule that says whether the game ends now."""

FLIPS: dict[str, FlipRule] = {"heretic.flip": wins.heretic_flip}
"""Flip id -> the rule that may turn a result around."""

# Bad Moon Rising, evil side (docs/rules/<id>.md): one line per table.
HOOKS.update(bmr_evil.HOOKS)
RESOLVERS.update(bmr_evil.RESOLVERS)
WINS.update(bmr_evil.WINS)

SUSPENDS: dict[str, Callable[[Moment], bool]] = dict(bmr_evil.SUSPENDS)
"""Character -> whether its ability holds the standard wins back now (the Mastermind's extra day)."""
BLOCKS: dict[str, BlockRule] = {"eviltwin.both_live": snv.eviltwin_both_live}
"""Block id -> the rule that may stop a found result (the game goes on)."""

# Sects & Violets (issue 16)
HOOKS.update({"sweetheart.dies": snv.sweetheart_dies, "cerenovus.madness": snv.cerenovus_madness, "mutant.madness": snv.mutant_madness, "artist.asks": snv.artist_asks, "juggler.juggles": snv.juggler_juggles})
RESOLVERS.update({"sweetheart.dies": snv.sweetheart_resolve, "cerenovus.madness": snv.madness_resolve, "mutant.madness": snv.madness_resolve})
WINS.update({"eviltwin.good_twin_executed": snv.eviltwin_good_twin_executed})

# Registration by day (issue 16): the Klutz choosing a Recluse or a Spy
HOOKS.update({"recluse.klutz_choice": registration.klutz_registration, "spy.klutz_choice": registration.klutz_registration})
RESOLVERS.update({"recluse.klutz_choice": registration.klutz_registration_resolve, "spy.klutz_choice": registration.klutz_registration_resolve})
RESOLVERS.update({"gambler.guesses": registration.gambler_resolve})

# Travellers by day (issue 17): docs/rules/gunslinger.md, scapegoat.md
HOOKS.update({"gunslinger.shoots": travellers_day.gunslinger_shoots, "scapegoat.instead": travellers_day.scapegoat_instead, "scapegoat.spares": travellers_day.scapegoat_spares})

# Fabled by day (issue 17): docs/rules/angel.md, buddhist.md, deusexfiasco.md, doomsayer.md, ferryman.md, fiddler.md, hellslibrarian.md
HOOKS.update(fabled_day.HOOKS)
RESOLVERS.update(fabled_day.RESOLVERS)
WINS.update(fabled_day.WINS)
# Travellers by day, second wave (issue 17): docs/rules/judge.md, matron.md, gangster.md, beggar.md, deviant.md, bishop.md
HOOKS.update(travellers_day2.HOOKS)
HOOKS.update(loric_day.HOOKS)  # the Loric (issue 17, docs/rules/<id>.md)
HOOKS.update(hooks_travellers_night.HOOKS)  # the Gnome (issue 17, docs/rules/gnome.md)
HOOKS.update(hooks_exp_townsfolk.HOOKS)  # the Pixie (issue 21, docs/rules/pixie.md)
RESOLVERS.update(hooks_travellers_night.RESOLVERS)

# The experimental acting Townsfolk by day (issue 21): docs/rules/cultleader.md
from grimoire_app.systems.botc.day import hooks_exp_acting  # noqa: E402

WINS.update({"cultleader.cult_joined": hooks_exp_acting.cult_joined})
HOOKS.update(hooks_exp_minions.HOOKS)  # the experimental Minions (issue 21, docs/rules/<id>.md)
RESOLVERS.update(hooks_exp_minions.RESOLVERS)
HOOKS.update(hooks_exp_demons.HOOKS)  # the experimental Demons (issue 21, docs/rules/<id>.md)
WINS.update(hooks_exp_demons.WINS)  # the experimental Demons (issue 21)
HOOKS.update(hooks_exp_outsiders.HOOKS)  # the experimental Outsiders (issue 21, docs/rules/<id>.md)
from grimoire_app.systems.botc.day import hooks_exp_outb  # noqa: E402
HOOKS.update(hooks_exp_outb.HOOKS)  # the experimental Outsiders, Politician/Hatter/Plague Doctor (issue 21, docs/rules/<id>.md)
from grimoire_app.systems.botc.day import hooks_jinx_demons  # noqa: E402  (the experimental Demons' jinxes, issue 21)
WINS.update(hooks_jinx_demons.WINS)
BLOCKS.update(hooks_jinx_demons.BLOCKS)
HOOKS.update(hooks_jinx_demons.HOOKS)
from grimoire_app.systems.botc.day import hooks_jinx_minions  # noqa: E402
HOOKS.update(hooks_jinx_minions.HOOKS)  # jinxes of the experimental Minions and Outsiders (issue 21, docs/rules/<id>.md Jinxes)
WINS.update(hooks_jinx_minions.WINS)  # the Widow/Damsel jinx (docs/rules/widow.md)
from grimoire_app.systems.botc.day import hooks_boffin  # noqa: E402
HOOKS.update(hooks_boffin.HOOKS)  # the Boffin's gift by day (issue 21, docs/rules/boffin.md)
