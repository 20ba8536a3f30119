"""The jinxes of the experimental Minions and Outsiders at night (issue 21): each test cites its rules page's Jinxes line."""

from __future__ import annotations

from grimoire_app.model import Library
from grimoire_app.systems.botc.game import Game
from tests.builders import seat_of
from tests.systems.botc.jinx_minions_helpers import jinx_table
from tests.systems.botc.tonight.tonight_helpers import advance_to, choose, codes, held_minion, mark, step, tokens

QUIET = ("q1=chef", "q2=empath", "q3=soldier", "q4=monk")


def night(library: Library, number: int, extra: str, *players: str) -> Game:
    return advance_to(jinx_table(library, extra, *players), "night", number)


def notes(game: Game, step_id: str) -> set[str]:
    return {n.code for n in step(game, step_id).notes}


# --- the Vizier ---------------------------------------------------------------------------------


def test_vizier_not_announced_with_an_investigator_on_the_script(library: Library) -> None:
    """docs/rules/vizier.md jinx Investigator: the Investigator on the script → `vizier_not_announced`; without it, announced."""
    game = night(library, 1, "investigator", "V=vizier", "D=imp", *QUIET)
    assert "vizier_not_announced" in notes(game, "vizier") and "vizier_announce" not in notes(game, "vizier")
    plain = night(library, 1, "", "V=vizier", "D=imp", *QUIET)
    assert "vizier_announce" in notes(plain, "vizier") and "vizier_not_announced" not in notes(plain, "vizier")


def test_fearmonger_step_wakes_the_vizier(library: Library) -> None:
    """docs/rules/vizier.md jinx Fearmonger: night 1, the Fearmonger F's step wakes F and the Vizier V, with the note;
    once F picks q2, a card shows V the Fearmonger token pointing at q2."""
    game = night(library, 1, "fearmonger", "V=vizier", "F=fearmonger", "D=imp", *QUIET)
    found = step(game, "fearmonger")
    assert found.wakes == (seat_of(game, "F"), seat_of(game, "V")) and "fearmonger_wakes_vizier" in notes(game, "fearmonger")
    choose(game, "fearmonger", "q2")
    shown = [(c.to, c.characters, c.players) for c in step(game, "fearmonger").cards]
    assert ((seat_of(game, "V"),), ("fearmonger",), (seat_of(game, "q2"),)) in shown
    alone = night(library, 1, "fearmonger", "X=poisoner", "F=fearmonger", "D=imp", *QUIET)
    assert step(alone, "fearmonger").wakes == (seat_of(alone, "F"),)


def test_courtier_choosing_the_vizier_says_tell_them(library: Library) -> None:
    """docs/rules/vizier.md jinx Courtier: the Courtier C chooses the Vizier → `courtier_tells_vizier`; the Chef → no note."""
    game = night(library, 1, "courtier", "V=vizier", "C=courtier", "D=imp", *QUIET)
    choose(game, "courtier", characters=("vizier",))
    assert "courtier_tells_vizier" in notes(game, "courtier")
    other = night(library, 1, "courtier", "V=vizier", "C=courtier", "D=imp", *QUIET)
    choose(other, "courtier", characters=("chef",))
    assert "courtier_tells_vizier" not in notes(other, "courtier")


# --- the Summoner -------------------------------------------------------------------------------

SUMMONER = ("S=summoner", "P=preacher", "X=poisoner", *QUIET, "q5=mayor")


def test_preached_summoner_step_is_the_storytellers(library: Library) -> None:
    """docs/rules/preacher.md jinx Summoner: S carries the Preacher's NO ABILITY → night 2's step runs, nobody woken, the note."""
    game = night(library, 2, "summoner", *SUMMONER)
    mark(game, "S", "preacher", "No Ability")
    found = step(game, "summoner")
    assert found.status == "wakes" and found.wakes == () and "summoner_storyteller" in notes(game, "summoner")
    assert "preacher_no_ability" not in codes(found)


def test_preached_poisoner_still_sleeps(library: Library) -> None:
    """docs/rules/preacher.md test 3 stays: the jinx is the Summoner's only (the Poisoner with NO ABILITY sleeps)."""
    game = night(library, 2, "summoner", *SUMMONER)
    mark(game, "X", "preacher", "No Ability")
    assert "preacher_no_ability" in codes(step(game, "poisoner"))


def test_preached_summoner_still_summons(library: Library) -> None:
    """docs/rules/preacher.md jinx Summoner: night 3, S preached; the Storyteller picks q1 and the Imp → q1 is the evil Imp."""
    game = night(library, 3, "summoner", *SUMMONER)
    mark(game, "S", "preacher", "No Ability")
    choose(game, "summoner", "q1", characters=("imp",))
    q1 = game.state.seat(seat_of(game, "q1"))
    assert q1.character == "imp" and q1.alignment == "evil"


def test_poisoned_summoner_summons_nobody(library: Library) -> None:
    """docs/rules/preacher.md jinx Summoner: the Poisoner's poison is no lost ability → the summoning does nothing."""
    game = night(library, 3, "summoner", *SUMMONER)
    mark(game, "S", "poisoner", "Poisoned")
    choose(game, "summoner", "q1", characters=("imp",))
    assert game.state.seat(seat_of(game, "q1")).character == "chef"


def test_summoner_removed_by_the_engineer_is_run_by_the_storyteller(library: Library) -> None:
    """docs/rules/engineer.md jinx Summoner: night 2 the Engineer E makes the Minions Poisoners (S is removed, alive) →
    night 3 the summoner step runs as the Storyteller's, and its choice makes q1 the Imp."""
    game = night(library, 2, "summoner engineer", "S=summoner", "E=engineer", *QUIET, "q5=mayor")
    choose(game, "engineer", characters=("poisoner",))
    assert game.state.seat(seat_of(game, "S")).character == "poisoner"
    advance_to(game, "night", 3)
    found = step(game, "summoner")
    assert found.status == "wakes" and found.wakes == () and "summoner_removed_storyteller" in notes(game, "summoner")
    choose(game, "summoner", "q1", characters=("imp",), actor="S")
    assert game.state.seat(seat_of(game, "q1")).character == "imp"


def test_summoning_night_says_the_marionette_enters(library: Library) -> None:
    """docs/rules/marionette.md jinx Summoner: night 3 with the Marionette on the script → `summoner_marionette`; without → none."""
    game = night(library, 3, "summoner marionette", "S=summoner", "X=poisoner", *QUIET)
    assert "summoner_marionette" in notes(game, "summoner")
    plain = night(library, 3, "summoner", "S=summoner", "X=poisoner", *QUIET)
    assert "summoner_marionette" not in notes(plain, "summoner")


# --- the Marionette -----------------------------------------------------------------------------


def test_magician_hides_the_marionette_from_the_demon(library: Library) -> None:
    """docs/rules/marionette.md jinx Magician (magician.md jinx Marionette): D=imp, M=marionette beside it, G=magician →
    the Demon's Marionette card points at nobody, with `marionette_magician_hides`."""
    game = night(library, 1, "magician", "D=imp", "M=marionette:chef", "G=magician", "q2=empath", "q3=soldier", "q4=monk", "X=poisoner")
    found = step(game, "marionette")
    card = next(c for c in found.cards if c.characters == ("marionette",))
    assert card.to == (seat_of(game, "D"),) and card.players == ()
    assert "marionette_magician_hides" in notes(game, "marionette") and "marionette_to_demon" not in notes(game, "marionette")


def test_poisoned_magician_does_not_hide_the_marionette(library: Library) -> None:
    """docs/rules/marionette.md jinx Magician: a poisoned Magician → the card points at the Marionette as usual."""
    game = night(library, 1, "magician", "D=imp", "M=marionette:chef", "G=magician", "q2=empath", "q3=soldier", "q4=monk", "X=poisoner")
    mark(game, "G", "poisoner", "Poisoned")
    card = next(c for c in step(game, "marionette").cards if c.characters == ("marionette",))
    assert card.players == (seat_of(game, "M"),)


def test_alchemist_with_the_widows_ability_sleeps(library: Library) -> None:
    """docs/rules/widow.md jinx Alchemist: an Alchemist A shown the Widow sleeps at the Widow's step; the true Widow W wakes."""
    game = night(library, 1, "alchemist widow", "A=alchemist", "W=widow", "D=imp", *QUIET)
    held_minion(game, "A", "widow")
    found = step(game, "widow")
    assert found.wakes == (seat_of(game, "W"),)
    actor = next(a for a in found.actors if a.seat == seat_of(game, "A"))
    assert [r.code for r in actor.skipped] == ["alchemist_gains_nothing"]


def test_alchemist_with_the_boffins_ability_is_not_shown_the_gift(library: Library) -> None:
    """docs/rules/boffin.md jinx Alchemist: an Alchemist A holding the Boffin's ability picks the Empath → the Demon is
    shown it, the Alchemist is not."""
    game = night(library, 1, "alchemist boffin", "A=alchemist", "B=boffin", "D=imp", "q1=chef", "q3=soldier", "q4=monk")
    held_minion(game, "A", "boffin")
    choose(game, "boffin", characters=("empath",), actor="A")
    found = step(game, "boffin")
    shown = [(c.to, c.characters) for c in found.cards if c.info == "custom"]
    assert ((seat_of(game, "D"),), ("empath",)) in shown
    assert all(seat_of(game, "A") not in to for to, _ in shown) and "alchemist_boffin_unseen" in notes(game, "boffin")


# --- the Boffin ---------------------------------------------------------------------------------


def test_boffin_giving_the_cult_leader_says_never_good(library: Library) -> None:
    """docs/rules/boffin.md jinx Cult Leader (cultleader.md jinx Boffin): the Boffin gives the Cult Leader's ability →
    `boffin_never_good` at the Boffin's step and, later, at the Cult Leader's step."""
    game = night(library, 1, "boffin cultleader", "B=boffin", "D=imp", *QUIET)
    choose(game, "boffin", characters=("cultleader",))
    assert "boffin_never_good" in notes(game, "boffin")
    advance_to(game, "night", 2)
    assert "boffin_never_good" in notes(game, "cultleader")


def test_boffin_giving_the_empath_says_nothing_more(library: Library) -> None:
    """docs/rules/boffin.md jinx Cult Leader: another gift → no `boffin_never_good`."""
    game = night(library, 1, "boffin cultleader", "B=boffin", "D=imp", "q1=chef", "q3=soldier", "q4=monk")
    choose(game, "boffin", characters=("empath",))
    assert "boffin_never_good" not in notes(game, "boffin")


def test_boffin_goon_demon_catches_without_turning_good(library: Library) -> None:
    """docs/rules/boffin.md jinx Goon: the Demon D holds the Goon's ability; night 2 the Monk q4 chooses D first → q4 is
    drunk (the Goon's DRUNK), D stays evil."""
    game = night(library, 1, "boffin goon", "B=boffin", "D=imp", "q1=chef", "q2=empath", "q3=soldier", "q4=monk")
    choose(game, "boffin", characters=("goon",))
    advance_to(game, "night", 2)
    choose(game, "monk", "D")
    assert ("goon", "Drunk") in tokens(game, "q4")
    assert game.state.seat(seat_of(game, "D")).alignment == "evil"
    assert ("monk", "Safe") not in tokens(game, "D")


# --- the Ogre -----------------------------------------------------------------------------------


def test_ogre_choosing_the_recluse_gets_the_note(library: Library) -> None:
    """docs/rules/ogre.md jinx Recluse: the Ogre O chooses the Recluse R → stays good, `ogre_recluse` note; the Chef → no note."""
    game = night(library, 1, "ogre recluse", "O=ogre", "R=recluse", "D=imp", *QUIET)
    choose(game, "ogre", "R")
    assert "ogre_recluse" in notes(game, "ogre") and game.state.seat(seat_of(game, "O")).alignment == "good"
    other = night(library, 1, "ogre recluse", "O=ogre", "R=recluse", "D=imp", *QUIET)
    choose(other, "ogre", "q1")
    assert "ogre_recluse" not in notes(other, "ogre")


def test_pithag_made_evil_ogre_stays_evil(library: Library) -> None:
    """docs/rules/ogre.md jinx Pit-Hag: night 2 the Pit-Hag H makes the evil Poisoner X the Ogre; X wakes as a fresh Ogre
    and chooses the good Chef q1 → X stays evil (FRIEND placed)."""
    game = night(library, 2, "pithag ogre", "H=pithag", "X=poisoner", "D=imp", *QUIET)
    choose(game, "pithag", "X", characters=("ogre",))
    assert game.state.seat(seat_of(game, "X")).character == "ogre"
    found = step(game, "ogre")
    assert found.status == "wakes" and found.wakes == (seat_of(game, "X"),)
    choose(game, "ogre", "q1")
    assert game.state.seat(seat_of(game, "X")).alignment == "evil" and ("ogre", "Friend") in tokens(game, "q1")


def test_pithag_made_good_ogre_follows_its_friend(library: Library) -> None:
    """docs/rules/ogre.md jinx Pit-Hag: a good Chef q1 made the Ogre chooses the Imp → turns evil (the jinx only stops good)."""
    game = night(library, 2, "pithag ogre", "H=pithag", "X=poisoner", "D=imp", *QUIET)
    choose(game, "pithag", "q1", characters=("ogre",))
    choose(game, "ogre", "D")
    assert game.state.seat(seat_of(game, "q1")).alignment == "evil"


def test_demon_step_after_an_execution_names_the_accusable_wraith(library: Library) -> None:
    """docs/rules/wraith.md jinx Magician: day 1 executed q3, the Magician G alive → night 2 the Imp's step notes
    `demon_attacks_accused` naming the Wraith W; a night without an execution has no such note."""
    from tests.systems.botc.tonight.tonight_helpers import execute

    game = night(library, 1, "magician", "W=wraith", "D=imp", "G=magician", *QUIET)
    advance_to(game, "day", 1)
    quiet = advance_to(night(library, 1, "magician", "W=wraith", "D=imp", "G=magician", *QUIET), "night", 2)
    assert "demon_attacks_accused" not in notes(quiet, "imp")
    execute(game, "q3")
    advance_to(game, "night", 2)
    found = [n for n in step(game, "imp").notes if n.code == "demon_attacks_accused"]
    assert len(found) == 1 and found[0].seat == seat_of(game, "W")


def test_widow_step_says_hide_the_magician(library: Library) -> None:
    """docs/rules/widow.md jinx Magician: night 1 with a living Magician G → the Widow's step notes `magician_widow`."""
    game = night(library, 1, "magician widow", "Wi=widow", "D=imp", "G=magician", *QUIET)
    assert "magician_widow" in notes(game, "widow")
    plain = night(library, 1, "widow", "Wi=widow", "D=imp", *QUIET)
    assert "magician_widow" not in notes(plain, "widow")


def test_widow_does_not_see_the_grimoire_while_the_poppy_grower_works(library: Library) -> None:
    """docs/rules/widow.md jinx Poppy Grower: a living Poppy Grower P → `widow_no_grimoire` instead of `widow_grimoire`;
    the Poppy Grower dead → she looks as usual."""
    game = night(library, 1, "widow poppygrower", "Wi=widow", "D=imp", "P=poppygrower", *QUIET)
    assert "widow_no_grimoire" in notes(game, "widow") and "widow_grimoire" not in notes(game, "widow")
    from tests.systems.botc.tonight.tonight_helpers import die

    die(game, "P")
    assert "widow_grimoire" in notes(game, "widow") and "widow_no_grimoire" not in notes(game, "widow")


def test_lilmonsta_night_one_says_the_marionette_enters(library: Library) -> None:
    """docs/rules/marionette.md jinx Lil' Monsta: night 1 with Lil' Monsta on the script and the Marionette too, no
    Marionette seated → `lilmonsta_marionette` at Lil' Monsta's step; night 2 → none."""
    game = night(library, 1, "lilmonsta marionette", "X=poisoner", "Y=scarletwoman", *QUIET)
    assert "lilmonsta_marionette" in notes(game, "lilmonsta")
    advance_to(game, "night", 2)
    assert "lilmonsta_marionette" not in notes(game, "lilmonsta")


def test_courtier_drunk_summoner_is_run_by_the_storyteller(library: Library) -> None:
    """docs/rules/courtier.md (Off-script jinx Summoner): S carries the Courtier's DRUNK 3 → night 3 the Storyteller's
    summoning of q1 as the Imp works."""
    game = night(library, 3, "summoner courtier", "S=summoner", "C=courtier", "X=poisoner", *QUIET)
    mark(game, "S", "courtier", "Drunk 3")
    assert "summoner_storyteller" in notes(game, "summoner") and step(game, "summoner").wakes == ()
    choose(game, "summoner", "q1", characters=("imp",))
    assert game.state.seat(seat_of(game, "q1")).character == "imp"
