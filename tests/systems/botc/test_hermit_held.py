"""The Hermit holds every Outsider ability on the script (issue 21): the Tests of docs/rules/hermit.md (6-).

Tables: H is the Hermit; F the Poisoner (a Minion), D the Imp; the script is a Trouble Brewing core (it has the Butler
and the Saint) plus the Outsiders each test names.
"""

from __future__ import annotations

from grimoire_app.model import Library
from grimoire_app.systems.botc.commands import kill
from grimoire_app.systems.botc.day import PublicAct, check_victory
from grimoire_app.systems.botc.day.facts import Moment
from grimoire_app.systems.botc.day.hooks_bmr_evil import tinker_death
from grimoire_app.systems.botc.events import Executed, Phase, PhaseAdvanced, PlayerDied
from grimoire_app.systems.botc.game import Game
from grimoire_app.systems.botc.hermit import hermit_abilities
from tests.builders import seat_of
from tests.systems.botc.day_helpers import accept, fired_ids, mark, nominate, vote
from tests.systems.botc.jinx_minions_helpers import jinx_table
from tests.systems.botc.tonight.tonight_helpers import advance_to

TABLE = ("H=hermit", "F=poisoner", "D=imp", "q1=chef", "q2=empath", "q3=soldier", "q4=mayor")


def hermit_day(library: Library, extra: str = "", number: int = 1) -> Game:
    return advance_to(jinx_table(library, f"hermit {extra}", *TABLE), "day", number)


def execute(game: Game, name: str, picks: dict[str, tuple[str, ...]] | None = None) -> list[str]:
    fired = accept(game, Executed(seat=seat_of(game, name)), picks)
    fired += accept(game, kill(seat_of(game, name), "execution"), picks)
    return fired_ids(fired)


def tokens(game: Game, name: str) -> set[tuple[str, str]]:
    return {(r.character, r.token) for r in game.state.seat(seat_of(game, name)).reminders}


def test_hermit_holds_the_outsiders_on_the_script(library: Library) -> None:
    """docs/rules/hermit.md test 6: Butler, Saint, Sweetheart, Recluse, Drunk and Lunatic on the script → H holds the
    Butler, Saint, Sweetheart and Recluse abilities by day, not the Drunk's, the Lunatic's or its own; the Chef's holder
    is only the Chef."""
    game = hermit_day(library, "sweetheart recluse drunk lunatic")
    assert hermit_abilities(game) == ("butler", "saint", "sweetheart", "recluse")
    m = Moment.now(game)
    hermit = game.state.seat(seat_of(game, "H"))
    assert [s.id for s in m.holders("saint")] == [hermit.id] and m.holds(hermit, "sweetheart") and m.holds(hermit, "recluse")
    assert not m.holds(hermit, "drunk") and not m.holds(hermit, "lunatic")
    assert m.holders("chef") == [game.state.seat(seat_of(game, "q1"))]


def test_hermit_executed_with_the_saint_loses(library: Library) -> None:
    """docs/rules/hermit.md test 7: H executed (the Saint on the script) → evil wins, `saint.executed`; H poisoned → no
    win."""
    game = hermit_day(library)
    execute(game, "H")
    victory = check_victory(game)
    assert victory is not None and victory.winner == "evil" and victory.rule == "saint.executed"
    poisoned = hermit_day(library)
    mark(poisoned, "H", "poisoner", "Poisoned")
    execute(poisoned, "H")
    assert check_victory(poisoned) is None


def test_hermit_dying_makes_one_drunk_as_the_sweetheart(library: Library) -> None:
    """docs/rules/hermit.md test 8: H dies with the Sweetheart on the script → `sweetheart.dies` asks for a player; q3
    picked → the Sweetheart's DRUNK on q3. H poisoned → the `impaired` prompt, no choice."""
    game = hermit_day(library, "sweetheart")
    fired = execute(game, "H", {"sweetheart.dies": (seat_of(game, "q3"),)})
    assert "sweetheart.dies" in fired and ("sweetheart", "Drunk") in tokens(game, "q3")
    poisoned = hermit_day(library, "sweetheart")
    mark(poisoned, "H", "poisoner", "Poisoned")
    assert "sweetheart.dies.impaired" in execute(poisoned, "H")


def test_minion_guessing_the_hermit_finds_the_damsel(library: Library) -> None:
    """docs/rules/hermit.md test 9: the Damsel on the script, the Minion F guesses H → evil wins `damsel.found`; a guess
    of q1 → no win."""
    game = hermit_day(library, "damsel")
    accept(game, PublicAct(act="damsel_guess", seat=seat_of(game, "F"), players=(seat_of(game, "H"),)))
    victory = check_victory(game)
    assert victory is not None and victory.winner == "evil" and victory.rule == "damsel.found"
    wrong = hermit_day(library, "damsel")
    accept(wrong, PublicAct(act="damsel_guess", seat=seat_of(wrong, "F"), players=(seat_of(wrong, "q1"),)))
    assert check_victory(wrong) is None


def test_hermit_dying_chooses_as_the_klutz_and_the_moonchild(library: Library) -> None:
    """docs/rules/hermit.md test 10: the Klutz and the Moonchild on the script, H executed → `klutz.dies` and
    `moonchild.dies` ask H for a living player; H picks F (evil) as the Klutz → evil wins `klutz.chose_evil`."""
    game = hermit_day(library, "klutz moonchild")
    fired = execute(game, "H", {"klutz.dies": (seat_of(game, "F"),)})
    assert "klutz.dies" in fired and "moonchild.dies" in fired
    victory = check_victory(game)
    assert victory is not None and victory.winner == "evil" and victory.rule == "klutz.chose_evil"


def test_hermit_dying_as_the_barber_and_the_hatter(library: Library) -> None:
    """docs/rules/hermit.md test 11: the Barber and the Hatter on the script, H executed → HAIRCUTS TONIGHT and TEA
    PARTY TONIGHT by H."""
    game = hermit_day(library, "barber hatter")
    execute(game, "H")
    assert {("barber", "Haircuts Tonight"), ("hatter", "Tea Party Tonight")} <= tokens(game, "H")


def test_hermit_nominates_as_the_golem(library: Library) -> None:
    """docs/rules/hermit.md test 12: the Golem on the script, H nominates q1 (not the Demon) → q1 dies, MAY NOT NOMINATE
    by H."""
    game = hermit_day(library, "golem")
    assert "golem.nominates.kills" in fired_ids(nominate(game, "H", "q1"))
    assert not game.state.seat(seat_of(game, "q1")).alive and ("golem", "May Not Nominate") in tokens(game, "H")


def test_hermit_must_vote_as_the_zealot(library: Library) -> None:
    """docs/rules/hermit.md test 13: the Zealot on the script, 7 alive, H keeps its hand down → `zealot.must_vote`
    names H; without the Zealot on the script → nothing."""
    game = hermit_day(library, "zealot")
    nominate(game, "q1", "q2")
    assert "zealot.must_vote" in fired_ids(vote(game, "q2", "q1", "q3"))
    plain = hermit_day(library)
    nominate(plain, "q1", "q2")
    assert "zealot.must_vote" not in fired_ids(vote(plain, "q2", "q1", "q3"))


def test_hermit_is_mad_as_the_mutant(library: Library) -> None:
    """docs/rules/hermit.md test 14: the Mutant on the script → at the dawn of day 2 `mutant.madness` offers H."""
    game = advance_to(jinx_table(library, "hermit mutant", *TABLE), "night", 2)
    fired = accept(game, PhaseAdvanced(to=Phase(kind="day", number=2)))
    [madness] = [t for t in fired if t.id == "mutant.madness"]
    assert madness.seat == seat_of(game, "H")


def test_hermit_may_die_as_the_tinker(library: Library) -> None:
    """docs/rules/hermit.md test 15: the Tinker on the script → the Tinker's death applies to H; H poisoned → none."""
    game = hermit_day(library, "tinker")
    assert [e.seat for e in tinker_death(game, seat_of(game, "H"))] == [seat_of(game, "H")]
    mark(game, "H", "poisoner", "Poisoned")
    assert tinker_death(game, seat_of(game, "H")) == ()


def test_hermit_is_the_source_of_the_puzzlemasters_drunk(library: Library) -> None:
    """docs/rules/hermit.md test 16: the Puzzlemaster on the script, its DRUNK put on q1 by hand → q1 is drunk while H is
    sober; H poisoned → q1 is not; H guesses as the Puzzlemaster → `puzzlemaster.guesses` with GUESS USED by H."""
    from grimoire_app.systems.botc.info import reliability

    game = hermit_day(library, "puzzlemaster")
    mark(game, "q1", "puzzlemaster", "Drunk")
    assert reliability(game, seat_of(game, "q1")).drunk
    fired = accept(game, PublicAct(act="puzzlemaster_guess", seat=seat_of(game, "H"), players=(seat_of(game, "q1"),)),
                   {"puzzlemaster.guesses": (seat_of(game, "D"),)})
    assert "puzzlemaster.guesses" in fired_ids(fired) and ("puzzlemaster", "Guess Used") in tokens(game, "H")
    mark(game, "H", "poisoner", "Poisoned")
    assert not reliability(game, seat_of(game, "q1")).drunk


# --- the night sheet (via "hermit", tonight/held_hermit.py) ---------------------------------------


def hermit_night(library: Library, extra: str, number: int) -> Game:
    return advance_to(jinx_table(library, f"hermit {extra}", *TABLE), "night", number)


def test_hermit_wakes_as_the_ogre_and_the_butler_on_night_1(library: Library) -> None:
    """docs/rules/hermit.md test 17: the Ogre on the script, night 1 → the Ogre's and the Butler's steps wake H; H
    chooses D at the Ogre's → H is evil, FRIEND on D; H chooses q1 at the Butler's → MASTER on q1."""
    from tests.systems.botc.tonight.tonight_helpers import choose, step

    game = hermit_night(library, "ogre", 1)
    ogre, butler = step(game, "ogre"), step(game, "butler")
    assert ogre.status == "wakes" and ogre.chooser == seat_of(game, "H")
    assert butler.status == "wakes" and butler.chooser == seat_of(game, "H")
    choose(game, "ogre", "D")
    assert game.state.seat(seat_of(game, "H")).alignment == "evil" and ("ogre", "Friend") in tokens(game, "D")
    choose(game, "butler", "q1")
    assert ("butler", "Master") in tokens(game, "q1")


def test_hermit_dead_by_night_acts_as_the_sweetheart(library: Library) -> None:
    """docs/rules/hermit.md test 18: the Sweetheart on the script, D kills H on night 2 → the Sweetheart's step wakes
    (the Storyteller's, chooser H); q3 chosen → q3 drunk. Before H dies the step is skipped."""
    from grimoire_app.systems.botc.info import reliability
    from tests.systems.botc.tonight.tonight_helpers import choose, codes, die, step

    game = hermit_night(library, "sweetheart", 2)
    assert step(game, "sweetheart").status == "skipped" and "sweetheart_not_died" in codes(step(game, "sweetheart"))
    die(game, "H", "demon", "imp")
    sweet = step(game, "sweetheart")
    assert sweet.status == "wakes" and sweet.chooser == seat_of(game, "H")
    choose(game, "sweetheart", "q3")
    assert ("sweetheart", "Drunk") in tokens(game, "q3") and reliability(game, seat_of(game, "q3")).drunk


def test_hermit_kills_itself_as_the_tinker_by_night_and_chooses_as_the_moonchild(library: Library) -> None:
    """docs/rules/hermit.md test 19: the Tinker and the Moonchild on the script, night 2: the Storyteller chooses H at
    the Tinker's step → H's death by the Tinker's ability is proposed; H dies → the dawn offers H the Moonchild's
    choice."""
    from grimoire_app.systems.botc.tonight import proposed_deaths
    from grimoire_app.systems.botc.tonight.moonchild_dawn import moonchild_offers
    from tests.systems.botc.tonight.tonight_helpers import choose, die, step

    game = hermit_night(library, "tinker moonchild", 2)
    assert step(game, "tinker").status == "wakes"
    choose(game, "tinker", "H")
    found = [(p.seat, p.dies) for p in proposed_deaths(game) if any(isinstance(e, PlayerDied) and e.cause.character == "tinker" for e in p.events)]
    assert found == [(seat_of(game, "H"), True)]
    die(game, "H", "ability", "tinker")
    [offer] = moonchild_offers(game)
    assert offer.moonchild == seat_of(game, "H") and not offer.impaired


def test_hermit_does_not_wake_as_the_lunatic(library: Library) -> None:
    """docs/rules/hermit.md test 20: the Lunatic on the script, night 1 → no Lunatic step for H (not applied)."""
    from tests.systems.botc.tonight.tonight_helpers import absent, step

    game = hermit_night(library, "lunatic", 1)
    assert absent(game, "lunatic") or step(game, "lunatic").status == "skipped"


def test_hermit_dead_picks_as_the_plague_doctor(library: Library) -> None:
    """docs/rules/hermit.md test 21: the Plague Doctor on the script, H dies on night 2 → its step offers the pick with
    chooser H; the Witch picked → STORYTELLER ABILITY by H, and on night 3 the Witch's step is the Storyteller's (chooser
    H, nobody woken)."""
    from tests.systems.botc.tonight.tonight_helpers import choose, die, step

    game = hermit_night(library, "plaguedoctor witch", 2)
    die(game, "H", "demon", "imp")
    pick = step(game, "plaguedoctor")
    assert pick.status == "wakes" and pick.chooser == seat_of(game, "H")
    choose(game, "plaguedoctor", characters=("witch",))
    assert ("plaguedoctor", "Storyteller Ability") in tokens(game, "H")
    advance_to(game, "night", 3)
    witch = step(game, "witch")
    assert witch.status == "wakes" and witch.kind == "storyteller" and witch.wakes == () and witch.chooser == seat_of(game, "H")


def test_hermit_executed_runs_the_barber_and_the_hatter_at_night(library: Library) -> None:
    """docs/rules/hermit.md test 22: the Barber and the Hatter on the script, H executed on day 1 → on night 2 the
    Barber's and the Hatter's steps run (HAIRCUTS TONIGHT and TEA PARTY TONIGHT by H); without the execution both are
    skipped."""
    from tests.systems.botc.tonight.tonight_helpers import step

    game = hermit_day(library, "barber hatter")
    execute(game, "H")
    advance_to(game, "night", 2)
    assert step(game, "barber").status == "wakes" and step(game, "hatter").status == "wakes"
    quiet = hermit_night(library, "barber hatter", 2)
    assert step(quiet, "barber").status == "skipped" and step(quiet, "hatter").status == "skipped"


def test_hermit_registers_as_the_recluse(library: Library) -> None:
    """docs/rules/hermit.md test 23: the Recluse on the script → H may register as evil and as a Minion or the Demon
    (`Sight`, by the Recluse); H poisoned → it registers truly; no Recluse on the script → truly."""
    from grimoire_app.model.characters import Team
    from grimoire_app.systems.botc.info.registration import Sight

    game = hermit_day(library, "recluse")
    hermit = game.state.seat(seat_of(game, "H"))
    seen = Sight.now(game).seen(hermit)
    assert seen.by == "recluse" and seen.alignments == ("good", "evil") and True in seen.demon
    assert set(seen.teams) == {Team.OUTSIDER, Team.MINION, Team.DEMON}
    mark(game, "H", "poisoner", "Poisoned")
    assert Sight.now(game).seen(game.state.seat(seat_of(game, "H"))).alignments == ("good",)
    plain = hermit_day(library)
    assert Sight.now(plain).seen(plain.state.seat(seat_of(plain, "H"))).by is None


def test_minions_learn_the_hermits_damsel(library: Library) -> None:
    """docs/rules/hermit.md test 24: the Damsel on the script, night 1 → the Minion Info step shows F the Damsel card
    (a Damsel is in play: H); no Damsel on the script → no such card."""
    from tests.systems.botc.tonight.tonight_helpers import step

    game = hermit_night(library, "damsel", 1)
    cards = [(c.to, c.characters) for c in step(game, "minioninfo").cards if c.info == "custom"]
    assert cards == [((seat_of(game, "F"),), ("damsel",))]
    plain = hermit_night(library, "", 1)
    assert [c for c in step(plain, "minioninfo").cards if c.info == "custom"] == []


def test_hermit_switches_as_the_politician(library: Library) -> None:
    """docs/rules/hermit.md test 25: the Politician on the script, evil wins → `politician.switches.evil` proposes H
    evil; H poisoned → `politician.switches.impaired`."""
    from grimoire_app.systems.botc.day import triggers_for
    from grimoire_app.systems.botc.events import AlignmentChanged, GameEnded

    game = hermit_day(library, "politician")
    end = GameEnded(winner="evil", reason="test")
    [trigger] = [t for t in triggers_for(game, end, "before") if t.id == "politician.switches"]
    assert trigger.key == "day.trigger.politician.switches.evil" and trigger.proposed[0] == AlignmentChanged(seat=seat_of(game, "H"), alignment="evil")
    mark(game, "H", "poisoner", "Poisoned")
    assert [t.key for t in triggers_for(game, end, "before") if t.id == "politician.switches"] == ["day.trigger.politician.switches.impaired"]


def test_hermit_flips_the_result_as_the_heretic(library: Library) -> None:
    """docs/rules/hermit.md test 26: the Heretic on the script, the Imp D executed → good's win turns to evil's (the
    Heretic's flip by H); H poisoned → good wins."""
    game = hermit_day(library, "heretic")
    execute(game, "D")
    victory = check_victory(game)
    assert victory is not None and victory.winner == "evil"
    poisoned = hermit_day(library, "heretic")
    mark(poisoned, "H", "poisoner", "Poisoned")
    execute(poisoned, "D")
    victory = check_victory(poisoned)
    assert victory is not None and victory.winner == "good"


def test_hermit_votes_as_the_butler(library: Library) -> None:
    """docs/rules/hermit.md test 27: MASTER on q1, H raises a hand on q2 without q1 → `butler.votes_without_master`."""
    game = hermit_day(library)
    mark(game, "q1", "butler", "Master")
    nominate(game, "q3", "q2")
    assert "butler.votes_without_master" in fired_ids(vote(game, "q2", "H", "q3"))


def test_hermit_catches_the_first_chooser_as_the_goon(library: Library) -> None:
    """docs/rules/hermit.md test 28: the Goon on the script, night 1 the Poisoner F chooses H → F is drunk (the Goon's
    DRUNK by F), H turns evil, and H is not poisoned (the choice does nothing)."""
    from grimoire_app.systems.botc.info import reliability
    from tests.systems.botc.tonight.tonight_helpers import choose

    game = hermit_night(library, "goon", 1)
    choose(game, "poisoner", "H")
    assert ("goon", "Drunk") in tokens(game, "F") and ("poisoner", "Poisoned") not in tokens(game, "H")
    assert game.state.seat(seat_of(game, "H")).alignment == "evil" and not reliability(game, seat_of(game, "H")).poisoned
