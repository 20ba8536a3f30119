"""The experimental information Townsfolk (issue 21): each docs/rules/<id>.md "Tests" scenario."""

from __future__ import annotations

import dataclasses

from grimoire_app.model import Library
from grimoire_app.systems.botc import check_setup
from grimoire_app.systems.botc.game import Game
from grimoire_app.systems.botc.setup.values import SetupReminder
from grimoire_app.systems.botc.tonight import tonight_sheet
from grimoire_app.systems.botc.commands import kill
from grimoire_app.systems.botc.events import PlayerNoteChanged
from tests.builders import seat_of
from tests.systems.botc.day_helpers import accept, fired_ids
from tests.systems.botc.info.exp_townsfolk_helpers import EXPERIMENTAL_INFO, OTHERS, TROUBLE_BREWING, exp_table
from tests.systems.botc.info.helpers import absent, die, ids, mark, only
from tests.systems.botc.setup_helpers import custom_script, deals
from tests.systems.botc.tonight.tonight_helpers import advance_to, show

STEWARD_SIX = ("s0=steward", "s1=imp", "s2=poisoner", "s3=chef", "s4=saint", "s5=empath")


def _wakes(game: Game, step_id: str) -> bool:
    found = next((s for s in tonight_sheet(game) if s.id == step_id), None)
    return found is not None and found.status == "wakes"


def _night(library: Library, night: int, *players: str):  # type: ignore[no-untyped-def]
    return advance_to(exp_table(library, *players), "night", night)


def test_steward_is_shown_a_good_player(library: Library) -> None:
    """docs/rules/steward.md test 1: T = {s3, s4, s5}; the evil s1, s2 are not legal; the Steward is not in D."""
    game = _night(library, 1, *STEWARD_SIX)
    steward = only(game, "s0", "steward")
    assert steward.mode == "truth" and set(steward.truth) == set(ids(game, "s3", "s4", "s5"))
    assert set(steward.legal) == set(steward.truth)
    assert seat_of(game, "s0") not in steward.domain


def test_steward_suggests_the_know_player(library: Library) -> None:
    """docs/rules/steward.md test 2: KNOW by s4 → suggested s4."""
    game = _night(library, 1, *STEWARD_SIX)
    mark(game, "s4", "steward", "Know")
    assert only(game, "s0", "steward").suggested == seat_of(game, "s4")


def test_poisoned_steward_may_be_shown_the_imp(library: Library) -> None:
    """docs/rules/steward.md test 3: poisoned → mode "any", the Imp legal."""
    game = _night(library, 1, *STEWARD_SIX)
    mark(game, "s0", "poisoner", "Poisoned")
    steward = only(game, "s0", "steward")
    assert steward.mode == "any" and seat_of(game, "s1") in steward.legal


def test_steward_under_the_vortox_is_shown_an_evil_player(library: Library) -> None:
    """docs/rules/steward.md test 4: the Vortox → mode "false", legal = the evil players."""
    game = _night(library, 1, "s0=steward", "s1=vortox", "s2=poisoner", "s3=chef", "s4=saint", "s5=empath")
    steward = only(game, "s0", "steward")
    assert steward.mode == "false" and set(steward.legal) == set(ids(game, "s1", "s2"))


def test_steward_registration_spy_and_recluse(library: Library) -> None:
    """docs/rules/steward.md test 5: the Spy is legal (registered, named in the why); the Recluse is truth and Vortox-legal."""
    game = _night(library, 1, "s0=steward", "s1=imp", "s2=spy", "s3=chef", "s4=recluse", "s5=empath")
    steward = only(game, "s0", "steward")
    assert seat_of(game, "s2") in steward.legal and seat_of(game, "s2") not in steward.truth
    assert seat_of(game, "s4") in steward.truth and seat_of(game, "s1") not in steward.legal
    assert any(w.code == "registers_alignment" and "s2" in w.en for w in steward.why)
    vortox = only(_night(library, 1, "s0=steward", "s1=vortox", "s2=poisoner", "s3=chef", "s4=recluse", "s5=empath"), "s0", "steward")
    assert vortox.mode == "false"  # seat ids are the same on both tables (seated in the same order)
    assert set(vortox.legal) == {seat_of(game, "s1"), seat_of(game, "s2"), seat_of(game, "s4")}


def test_steward_wakes_on_night_one_only(library: Library) -> None:
    """docs/rules/steward.md test 6: night 1 has the step; night 2 has none."""
    game = _night(library, 1, *STEWARD_SIX)
    assert _wakes(game, "steward")
    game.record(only(game, "s0", "steward").to_event(seat_of(game, "s3")))
    advance_to(game, "night", 2)
    assert not _wakes(game, "steward") and absent(game, "s0", "steward")


def test_steward_know_token_at_setup(library: Library) -> None:
    """docs/rules/steward.md test 7: the deal puts KNOW on a good seat other than the Steward; on an evil seat it is refused."""
    script = custom_script(library, (*TROUBLE_BREWING, *EXPERIMENTAL_INFO, *OTHERS))
    for setup in deals(script, library, 8, 10, include=["steward"]):
        [know] = [r.seat for r in setup.reminders if (r.character, r.token) == ("steward", "Know")]
        assert setup.seats[know].character != "steward" and setup.seats[know].alignment == "good"
        assert check_setup(script, library, setup) == []
    setup = deals(script, library, 8, 1, include=["steward"])[0]
    evil = next(i for i, s in enumerate(setup.seats) if s.alignment == "evil")
    moved = tuple(SetupReminder(evil, r.character, r.token) if r.character == "steward" else r for r in setup.reminders)
    assert check_setup(script, library, dataclasses.replace(setup, reminders=moved)) != []


def test_steward_answer_moves_the_know_token(library: Library) -> None:
    """docs/rules/steward.md Reminders: the answer shown carries KNOW (moved from the setup seat), kept for the game."""
    game = _night(library, 1, *STEWARD_SIX)
    mark(game, "s4", "steward", "Know")
    show(game, "steward", "s5")
    advance_to(game, "night", 2)
    carriers = [s.name for s in game.state.seats if any((r.character, r.token) == ("steward", "Know") for r in s.reminders)]
    assert carriers == ["s5"]


KNIGHT_FIVE = ("s0=knight", "s1=imp", "s2=poisoner", "s3=chef", "s4=saint")


def test_knight_is_shown_two_players_who_are_not_the_demon(library: Library) -> None:
    """docs/rules/knight.md test 1: (s2, s3) ∈ T; (s1, s3) not legal; the Knight is in no pair."""
    game = _night(library, 1, *KNIGHT_FIVE)
    knight = only(game, "s0", "knight")
    assert knight.mode == "truth" and ids(game, "s2", "s3") in knight.truth
    assert ids(game, "s1", "s3") not in knight.legal and len(knight.truth) == 3
    assert not any(seat_of(game, "s0") in pair for pair in knight.domain)


def test_knight_suggests_the_know_pair(library: Library) -> None:
    """docs/rules/knight.md test 2: KNOW by s2 and s4 → suggested (s2, s4)."""
    game = _night(library, 1, *KNIGHT_FIVE)
    mark(game, "s4", "knight", "Know")
    mark(game, "s2", "knight", "Know")
    assert only(game, "s0", "knight").suggested == ids(game, "s2", "s4")


def test_drunk_knight_may_be_shown_the_demon(library: Library) -> None:
    """docs/rules/knight.md test 3: the Drunk believing the Knight → mode "any", (s1, s3) legal."""
    game = _night(library, 1, "s0=drunk:knight", *KNIGHT_FIVE[1:])
    knight = only(game, "s0", "knight")
    assert knight.mode == "any" and ids(game, "s1", "s3") in knight.legal


def test_knight_under_the_vortox(library: Library) -> None:
    """docs/rules/knight.md test 4: the Vortox at s1 → mode "false", legal = the pairs holding s1."""
    game = _night(library, 1, "s0=knight", "s1=vortox", "s2=poisoner", "s3=chef", "s4=saint")
    knight = only(game, "s0", "knight")
    assert knight.mode == "false"
    assert set(knight.legal) == {ids(game, "s1", "s2"), ids(game, "s1", "s3"), ids(game, "s1", "s4")}


def test_knight_recluse_may_register_as_the_demon(library: Library) -> None:
    """docs/rules/knight.md test 5: the Recluse s4 → (s3, s4) ∈ T, Vortox-legal too; a why names the Recluse."""
    game = _night(library, 1, "s0=knight", "s1=imp", "s2=poisoner", "s3=chef", "s4=recluse")
    knight = only(game, "s0", "knight")
    assert ids(game, "s3", "s4") in knight.truth
    assert any(w.code == "registers_demon" and "s4" in w.en for w in knight.why)
    vortox = only(_night(library, 1, "s0=knight", "s1=vortox", "s2=poisoner", "s3=chef", "s4=recluse"), "s0", "knight")
    assert vortox.mode == "false" and ids(game, "s3", "s4") in vortox.legal and ids(game, "s2", "s3") not in vortox.legal


def test_knight_know_tokens_at_setup(library: Library) -> None:
    """docs/rules/knight.md test 6: the deal puts two KNOW on non-Demon players other than the Knight; on the Demon it is refused."""
    script = custom_script(library, (*TROUBLE_BREWING, *EXPERIMENTAL_INFO, *OTHERS))
    for setup in deals(script, library, 8, 10, include=["knight"]):
        known = [r.seat for r in setup.reminders if (r.character, r.token) == ("knight", "Know")]
        assert len(known) == 2 and all(setup.seats[i].character not in ("knight", "imp", "vortox", "nodashii", "leviathan", "riot", "legion", "lilmonsta") for i in known)
        assert check_setup(script, library, setup) == []
    setup = deals(script, library, 8, 1, include=["knight"])[0]
    demon = next(i for i, s in enumerate(setup.seats) if script.character(s.character or "").team.value == "demon")  # type: ignore[union-attr]
    first = next(r for r in setup.reminders if r.character == "knight")
    moved = tuple(SetupReminder(demon, r.character, r.token) if r is first else r for r in setup.reminders)
    assert any("not the Demon" in p.what for p in check_setup(script, library, dataclasses.replace(setup, reminders=moved)))


SHUGENJA_TIE = ("s0=shugenja", "s1=chef", "s2=imp", "s3=saint", "s4=empath", "s5=poisoner", "s6=monk")


def test_shugenja_nearest_evil_side_and_tie(library: Library) -> None:
    """docs/rules/shugenja.md test 1: s2 and s5 both 2 away → T = both; the Poisoner at s6 instead → anticlockwise."""
    shugenja = only(_night(library, 1, *SHUGENJA_TIE), "s0", "shugenja")
    assert shugenja.mode == "truth" and set(shugenja.truth) == {"clockwise", "anticlockwise"}
    game = _night(library, 1, "s0=shugenja", "s1=chef", "s2=imp", "s3=saint", "s4=empath", "s5=monk", "s6=poisoner")
    shugenja = only(game, "s0", "shugenja")
    assert shugenja.truth == ("anticlockwise",) and shugenja.legal == ("anticlockwise",) and shugenja.suggested == "anticlockwise"


def test_shugenja_counts_a_dead_evil_player(library: Library) -> None:
    """docs/rules/shugenja.md test 2: the Poisoner at s1 is dead and still the nearest → clockwise."""
    game = exp_table(library, "s0=shugenja", "s1=poisoner", "s2=chef", "s3=saint", "s4=imp", "s5=empath")
    die(game, "s1")
    advance_to(game, "night", 1)
    assert only(game, "s0", "shugenja").truth == ("clockwise",)


def test_shugenja_impaired_and_vortox(library: Library) -> None:
    """docs/rules/shugenja.md test 3: poisoned → any; Vortox with a clear side → the other side; with a tie → both."""
    game = _night(library, 1, "s0=shugenja", "s1=chef", "s2=imp", "s3=saint", "s4=empath", "s5=monk", "s6=poisoner")
    mark(game, "s0", "poisoner", "Poisoned")
    assert only(game, "s0", "shugenja").mode == "any" and set(only(game, "s0", "shugenja").legal) == {"clockwise", "anticlockwise"}
    clear = only(_night(library, 1, "s0=shugenja", "s1=chef", "s2=vortox", "s3=saint", "s4=empath", "s5=monk", "s6=poisoner"), "s0", "shugenja")
    assert clear.mode == "false" and clear.truth == ("anticlockwise",) and clear.legal == ("clockwise",)
    tie = only(_night(library, 1, "s0=shugenja", "s1=chef", "s2=vortox", "s3=saint", "s4=empath", "s5=poisoner", "s6=monk"), "s0", "shugenja")
    assert tie.mode == "false" and set(tie.legal) == {"clockwise", "anticlockwise"}
    assert any(w.code == "shugenja_tie_vortox" for w in tie.why)


def test_shugenja_recluse_may_register_evil(library: Library) -> None:
    """docs/rules/shugenja.md test 4: T = {anticlockwise}; the Recluse at s1 makes clockwise legal, named in the why."""
    game = _night(library, 1, "s0=shugenja", "s1=recluse", "s2=chef", "s3=imp", "s4=empath", "s5=poisoner", "s6=monk")
    shugenja = only(game, "s0", "shugenja")
    assert shugenja.truth == ("anticlockwise",) and set(shugenja.legal) == {"clockwise", "anticlockwise"}
    assert any(w.code == "registers_alignment" and "s1" in w.en for w in shugenja.why)


def test_shugenja_answer_label(library: Library) -> None:
    """docs/rules/shugenja.md test 5: the direction is shown as a word in each language."""
    from grimoire_app.systems.botc.tonight.labels import answer_label

    game = _night(library, 1, *SHUGENJA_TIE)
    assert answer_label(game, "signal", "clockwise", "ko") == "시계 방향"
    assert answer_label(game, "signal", "anticlockwise", "en") == "Anticlockwise"


KING_FIVE = ("s0=king", "s1=imp", "s2=poisoner", "s3=chef", "s4=saint")


def test_king_first_night_the_demon_learns_the_king(library: Library) -> None:
    """docs/rules/king.md test 1: the King step shows the Demon the King token and the King's seat; no answer."""
    game = _night(library, 1, *KING_FIVE)
    king = next(s for s in tonight_sheet(game) if s.id == "king")
    [card] = king.cards
    assert card.characters == ("king",) and card.players == (seat_of(game, "s0"),)
    assert card.to == (seat_of(game, "s1"),)
    assert absent(game, "s0", "king")


def test_king_sleeps_while_few_are_dead(library: Library) -> None:
    """docs/rules/king.md test 2: night 2 with nobody dead → skipped with the reason, no suggestion."""
    game = _night(library, 2, *KING_FIVE)
    king = next(s for s in tonight_sheet(game) if s.id == "king")
    assert king.status != "wakes" and any(r.code == "king_few_dead" for r in king.reasons)
    assert absent(game, "s0", "king")


def test_king_learns_a_living_character_once_the_dead_outnumber(library: Library) -> None:
    """docs/rules/king.md test 3: s2, s3, s4 dead → wakes; T = {imp}."""
    game = _night(library, 1, *KING_FIVE)
    for name in ("s2", "s3", "s4"):
        die(game, name)
    advance_to(game, "night", 2)
    assert _wakes(game, "king")
    king = only(game, "s0", "king")
    assert king.mode == "truth" and king.truth == ("imp",) and king.suggested == "imp"


def test_king_with_the_leviathan_one_death_is_enough(library: Library) -> None:
    """docs/rules/king.md test 4: Leviathan + one death → wakes (jinx); the Imp + one death → skipped."""
    game = _night(library, 1, "s0=king", "s1=leviathan", "s2=poisoner", "s3=chef", "s4=saint")
    die(game, "s4")
    advance_to(game, "night", 2)
    assert _wakes(game, "king") and set(only(game, "s0", "king").truth) == {"leviathan", "poisoner", "chef"}
    game = _night(library, 1, *KING_FIVE)
    die(game, "s4")
    advance_to(game, "night", 2)
    assert not _wakes(game, "king")


def test_king_under_the_vortox(library: Library) -> None:
    """docs/rules/king.md test 5: the Vortox, 3 of 5 dead → mode "false"; the living characters are not legal."""
    game = _night(library, 1, "s0=king", "s1=vortox", "s2=poisoner", "s3=chef", "s4=saint")
    for name in ("s2", "s3", "s4"):
        die(game, name)
    advance_to(game, "night", 2)
    king = only(game, "s0", "king")
    assert king.mode == "false" and "vortox" not in king.legal and "chef" in king.legal


def test_king_spy_may_register_as_another_character(library: Library) -> None:
    """docs/rules/king.md test 6: a living Spy → a Townsfolk it may register as is legal, named in the why."""
    game = _night(library, 1, "s0=king", "s1=imp", "s2=spy", "s3=chef", "s4=saint", "s5=empath")
    for name in ("s3", "s4", "s5"):
        die(game, name)
    advance_to(game, "night", 2)
    king = only(game, "s0", "king")
    assert set(king.truth) == {"imp", "spy"} and "washerwoman" in king.legal and "washerwoman" in king.registered
    assert any(w.code == "registers_character" and "s2" in w.en for w in king.why)


PRIESTESS_FIVE = ("s0=highpriestess", "s1=imp", "s2=poisoner", "s3=chef", "s4=saint")


def test_high_priestess_is_the_storytellers_pick_every_night(library: Library) -> None:
    """docs/rules/highpriestess.md test 1: wakes nights 1 and 2; "storyteller" over the four others, the dead s3 included."""
    game = _night(library, 1, *PRIESTESS_FIVE)
    assert _wakes(game, "highpriestess")
    first = only(game, "s0", "highpriestess")
    assert first.mode == "storyteller" and first.suggested is None and first.truth == ()
    assert set(first.legal) == set(ids(game, "s1", "s2", "s3", "s4"))
    assert any(w.code == "highpriestess" and "s1, s2" in w.en for w in first.why)
    die(game, "s3")
    advance_to(game, "night", 2)
    assert _wakes(game, "highpriestess") and seat_of(game, "s3") in only(game, "s0", "highpriestess").legal


def test_impaired_high_priestess_points_at_someone_unhelpful(library: Library) -> None:
    """docs/rules/highpriestess.md test 2: poisoned → "storyteller" with the impaired why."""
    game = _night(library, 1, *PRIESTESS_FIVE)
    mark(game, "s0", "poisoner", "Poisoned")
    priestess = only(game, "s0", "highpriestess")
    assert priestess.mode == "storyteller" and any(w.code == "impaired_storyteller" for w in priestess.why)


def test_high_priestess_under_the_vortox(library: Library) -> None:
    """docs/rules/highpriestess.md test 3: the Vortox → "storyteller" with the Vortox why."""
    game = _night(library, 1, "s0=highpriestess", "s1=vortox", "s2=poisoner", "s3=chef", "s4=saint")
    priestess = only(game, "s0", "highpriestess")
    assert priestess.mode == "storyteller" and any(w.code == "highpriestess_vortox" for w in priestess.why)


def test_dead_high_priestess_does_not_wake(library: Library) -> None:
    """docs/rules/highpriestess.md test 4: dead → no step."""
    game = _night(library, 1, *PRIESTESS_FIVE)
    die(game, "s0")
    advance_to(game, "night", 2)
    assert not _wakes(game, "highpriestess") and absent(game, "s0", "highpriestess")


PIXIE_SIX = ("s0=pixie", "s1=imp", "s2=poisoner", "s3=chef", "s4=empath", "s5=drunk:monk")


def test_pixie_learns_an_in_play_townsfolk(library: Library) -> None:
    """docs/rules/pixie.md test 1: T = {chef, empath}; the Drunk's Monk is not legal; MAD by s4 → suggested empath."""
    game = _night(library, 1, *PIXIE_SIX)
    pixie = only(game, "s0", "pixie")
    assert pixie.mode == "truth" and set(pixie.truth) == {"chef", "empath"} and "monk" not in pixie.legal
    assert "imp" not in pixie.domain and "pixie" in pixie.domain
    mark(game, "s4", "pixie", "Mad")
    assert only(game, "s0", "pixie").suggested == "empath"


def test_pixie_impaired_and_vortox(library: Library) -> None:
    """docs/rules/pixie.md test 2: poisoned → any Townsfolk; Vortox → the Townsfolk not in play."""
    game = _night(library, 1, *PIXIE_SIX)
    mark(game, "s0", "poisoner", "Poisoned")
    poisoned = only(game, "s0", "pixie")
    assert poisoned.mode == "any" and "monk" in poisoned.legal
    vortox = only(_night(library, 1, "s0=pixie", "s1=vortox", "s2=poisoner", "s3=chef", "s4=empath", "s5=saint"), "s0", "pixie")
    assert vortox.mode == "false" and "monk" in vortox.legal and "chef" not in vortox.legal and "empath" not in vortox.legal


def test_pixie_spy_may_register_as_a_townsfolk(library: Library) -> None:
    """docs/rules/pixie.md test 3: a Spy → a Townsfolk it may register as is legal, named in the why."""
    game = _night(library, 1, "s0=pixie", "s1=imp", "s2=spy", "s3=chef", "s4=empath")
    pixie = only(game, "s0", "pixie")
    assert set(pixie.truth) == {"chef", "empath"} and "monk" in pixie.legal and "monk" in pixie.registered
    assert any(w.code == "registers_character" and "s2" in w.en for w in pixie.why)


def test_pixie_mad_token_at_setup(library: Library) -> None:
    """docs/rules/pixie.md test 4: the deal puts MAD on a Townsfolk (or the Spy) other than the Pixie."""
    script = custom_script(library, (*TROUBLE_BREWING, *EXPERIMENTAL_INFO, *OTHERS))
    for setup in deals(script, library, 8, 10, include=["pixie"]):
        [mad] = [r.seat for r in setup.reminders if (r.character, r.token) == ("pixie", "Mad")]
        character = script.character(setup.seats[mad].character or "")
        assert character is not None and (character.team.value == "townsfolk" or character.id == "spy") and character.id != "pixie"
        assert check_setup(script, library, setup) == []


def test_pixie_gains_the_mad_players_ability(library: Library) -> None:
    """docs/rules/pixie.md test 5: the MAD Empath executed → HAS ABILITY proposed; the Pixie then wakes as the Empath."""
    game = _night(library, 1, "s0=pixie", "s1=imp", "s2=poisoner", "s3=chef", "s4=empath", "s5=saint")
    mark(game, "s4", "pixie", "Mad")
    advance_to(game, "day", 1)
    fired = accept(game, kill(seat_of(game, "s4"), "execution"))
    assert fired_ids(fired) == ["pixie.mad_dies"]
    assert ("pixie", "Has Ability") in [(r.character, r.token) for r in game.state.seat(seat_of(game, "s0")).reminders]
    advance_to(game, "night", 2)
    empath = only(game, "s0", "empath")
    assert empath.truth == (1,)  # living neighbours s1 (Imp) and s5 (Saint)
    assert _wakes(game, "empath")


def test_poisoned_pixie_gains_nothing(library: Library) -> None:
    """docs/rules/pixie.md test 5: a poisoned Pixie gets no proposal when the MAD player dies."""
    game = _night(library, 1, "s0=pixie", "s1=imp", "s2=poisoner", "s3=chef", "s4=empath", "s5=saint")
    mark(game, "s4", "pixie", "Mad")
    advance_to(game, "day", 1)
    mark(game, "s0", "poisoner", "Poisoned")
    assert fired_ids(accept(game, kill(seat_of(game, "s4"), "execution"))) == []


AMNESIAC_FIVE = ("s0=amnesiac", "s1=imp", "s2=poisoner", "s3=chef", "s4=saint")
HIDDEN = "Each night*, learn if a Minion nominated today"


def _note(game: Game, name: str, text: str) -> None:
    game.record(PlayerNoteChanged(seat=seat_of(game, name), text=text))


def test_amnesiac_night_step_prompts_the_storyteller(library: Library) -> None:
    """docs/rules/amnesiac.md test 1: night 1 without a note → "decide"; with a note → "run it by hand"."""
    game = _night(library, 1, *AMNESIAC_FIVE)
    amnesiac = next(s for s in tonight_sheet(game) if s.id == "amnesiac")
    assert amnesiac.kind == "storyteller" and amnesiac.wakes == ()
    assert [n.code for n in amnesiac.notes] == ["amnesiac_decide"]
    _note(game, "s0", HIDDEN)
    assert [n.code for n in next(s for s in tonight_sheet(game) if s.id == "amnesiac").notes] == ["amnesiac_run"]
    advance_to(game, "night", 2)
    assert [n.code for n in next(s for s in tonight_sheet(game) if s.id == "amnesiac").notes] == ["amnesiac_run"]


def test_amnesiac_day_guess_once_a_day(library: Library) -> None:
    """docs/rules/amnesiac.md test 2: day 1 → "storyteller" quoting the note; answered → none until day 2."""
    game = _night(library, 1, *AMNESIAC_FIVE)
    _note(game, "s0", HIDDEN)
    assert absent(game, "s0", "amnesiac")
    advance_to(game, "day", 1)
    guess = only(game, "s0", "amnesiac")
    assert guess.mode == "storyteller" and guess.kind == "advice" and any(HIDDEN in w.en for w in guess.why)
    game.record(guess.to_event(None, text="very close"))
    assert absent(game, "s0", "amnesiac")
    advance_to(game, "day", 2)
    assert only(game, "s0", "amnesiac").mode == "storyteller"


def test_amnesiac_impaired_and_vortox(library: Library) -> None:
    """docs/rules/amnesiac.md test 3: poisoned → the impaired why; the Vortox → the Vortox why."""
    game = _night(library, 1, *AMNESIAC_FIVE)
    mark(game, "s0", "poisoner", "Poisoned")
    advance_to(game, "day", 1)
    assert any(w.code == "impaired_storyteller" for w in only(game, "s0", "amnesiac").why)
    game = advance_to(exp_table(library, "s0=amnesiac", "s1=vortox", "s2=poisoner", "s3=chef", "s4=saint"), "day", 1)
    assert any(w.code == "amnesiac_vortox" for w in only(game, "s0", "amnesiac").why)


def test_amnesiac_question_tokens_stay(library: Library) -> None:
    """docs/rules/amnesiac.md test 4: a ? token placed on night 1 is still there on night 3."""
    game = _night(library, 1, *AMNESIAC_FIVE)
    mark(game, "s3", "amnesiac", "?")
    advance_to(game, "night", 3)
    assert [(r.character, r.token) for r in game.state.seat(seat_of(game, "s3")).reminders] == [("amnesiac", "?")]
