"""Issue 21 acceptance: `deal` is legal for 5–15 players on custom scripts mixing characters from every edition,
with the setup modifiers of issue 21 among them (Huntsman, Choirboy, Hermit, Kazali, Legion, Lord of Typhon, Riot,
Marionette) and the seed ones (Summoner, Village Idiot, Baron, Fang Gu, Vigormortis, Balloonist). Rules: each
character's docs/rules/<id>.md "Setup" (deal tests there) and spec/characters.md 1.10 for the seed modifiers.
The scripts are our own, built here; the deals are random, so several seeds per size.
"""

from __future__ import annotations

import pytest

from grimoire_app.model import Library
from grimoire_app.systems.botc import check_setup
from tests.systems.botc.setup_helpers import custom_script, deals, tally

MIXES = {
    "every edition": (
        "washerwoman chef empath monk innkeeper gambler sailor clockmaker dreamer seamstress balloonist villageidiot "
        "steward knight king choirboy huntsman pixie preacher princess banshee lycanthrope "
        "drunk recluse lunatic mutant damsel hermit ogre zealot "
        "baron poisoner godfather cerenovus summoner marionette widow boffin vizier "
        "imp fanggu vigormortis legion riot kazali lordoftyphon"
    ),
    "experimental demons, base rest": (
        "washerwoman librarian investigator chef empath fortuneteller undertaker monk ravenkeeper virgin slayer soldier "
        "mayor huntsman choirboy king drunk recluse saint butler damsel hermit "
        "poisoner spy scarletwoman baron marionette summoner kazali legion riot lordoftyphon"
    ),
}


@pytest.mark.parametrize("mix", sorted(MIXES))
@pytest.mark.parametrize("players", range(5, 16))
def test_deals_on_scripts_mixing_every_edition_are_legal(library: Library, mix: str, players: int) -> None:
    """Random deals of 5–15 players on each mix: the setup check finds nothing, and the seats are all dealt."""
    script = custom_script(library, MIXES[mix].split())
    dealt = deals(script, library, players, 6)
    assert dealt, f"no deal for {players} players on {mix}"
    for setup in dealt:
        assert check_setup(script, library, setup) == [], (mix, players, setup.in_play)
        assert tally(script, setup).total == players


@pytest.mark.parametrize("asked", ["summoner", "villageidiot", "huntsman", "choirboy", "hermit", "kazali", "legion", "lordoftyphon", "riot", "marionette"])
def test_each_setup_modifier_deals_legally_on_the_mix(library: Library, asked: str) -> None:
    """Each modifier asked for in the bag, 5–15 players on the every-edition mix: legal whenever it can be dealt."""
    script = custom_script(library, MIXES["every edition"].split())
    seen = 0
    for players in range(5, 16):
        for setup in deals(script, library, players, 2, include=[asked]):
            assert check_setup(script, library, setup) == [], (asked, players, setup.in_play)
            assert tally(script, setup).total == players
            seen += asked in setup.in_play
    assert seen > 0, f"{asked} was never dealt"
