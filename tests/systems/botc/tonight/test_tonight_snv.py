"""Tonight's sheet for the Sects & Violets characters (issue 16): wake or skip on nights 1-3, after death and use,
reminders across dusk and dawn, the No Dashii's kill and poison, the Sweetheart's drunk, the Evil Twin's night 1.
Each test cites the Tests list of docs/rules/<id>.md.
"""

from __future__ import annotations

import pytest

from grimoire_app import paths
from grimoire_app.model import Library, load_library
from grimoire_app.systems.botc.events import PublicAct, ReminderRemoved
from grimoire_app.systems.botc.info import reliability
from grimoire_app.systems.botc.tonight import proposed_deaths, source_gone_events, tonight_data
from grimoire_app.systems.botc.tonight.data import Lifetime
from tests.builders import seat_of
from tests.systems.botc.snv_helpers import snv_table
from tests.systems.botc.tonight.tonight_helpers import absent, advance, advance_to, choose, codes, die, execute, mark, step, tokens

QUIET = ("q1=savant", "q2=klutz", "q3=oracle")


def _night_statuses(library: Library, step_id: str, *players: str) -> list[str]:
    """Advance through nights 1-3 with the checklists; 'W' wakes, '-' absent, else the first skip code."""
    game = snv_table(library, *players)
    found = []
    for night in (1, 2, 3):
        advance_to(game, "night", night)
        if absent(game, step_id):
            found.append("-")
        else:
            s = step(game, step_id)
            found.append("W" if s.status == "wakes" else s.reason_codes()[0] if s.reasons else "skipped")
    return found


def test_clockmaker_wakes_night_one_only(library: Library) -> None:
    """docs/rules/clockmaker.md test 5: wakes on night 1; skipped on nights 2 and 3 (first night only)."""
    statuses = _night_statuses(library, "clockmaker", "a=clockmaker", "b=witch", "c=nodashii", *QUIET)
    assert statuses == ["W", "first_night_only", "first_night_only"]


def test_dreamer_wakes_every_night_while_alive(library: Library) -> None:
    """docs/rules/dreamer.md test 6: nights 1-3 wake; executed on day 1 → asleep on night 2 (dead)."""
    players = ("a=dreamer", "b=witch", "c=nodashii", *QUIET)
    assert _night_statuses(library, "dreamer", *players) == ["W", "W", "W"]
    game = snv_table(library, *players)
    advance_to(game, "day", 1)
    execute(game, "a")
    advance_to(game, "night", 2)
    assert step(game, "dreamer").status == "skipped" and "dead" in codes(step(game, "dreamer"))
    assert step(game, "dreamer", 1).choose.players == 1 and step(game, "dreamer", 1).choose.not_self


def test_mathematician_wakes_every_night(library: Library) -> None:
    """docs/rules/mathematician.md test 6: nights 1-3 wake while alive."""
    assert _night_statuses(library, "mathematician", "a=mathematician", "b=witch", "c=nodashii", *QUIET) == ["W", "W", "W"]


def test_juggler_wakes_only_after_its_first_day(library: Library) -> None:
    """docs/rules/juggler.md test 5: no slot on night 1; wakes on night 2; skipped on night 3 (juggler_not_tonight)."""
    statuses = _night_statuses(library, "juggler", "a=juggler", "b=witch", "c=nodashii", *QUIET)
    assert statuses == ["not_first_night", "W", "juggler_not_tonight"]


def test_juggler_correct_tokens_come_off_at_the_dawn_after_its_night(library: Library) -> None:
    """docs/rules/juggler.md test 6: CORRECT placed on day 1 stays through night 2, gone at dawn (day 2)."""
    game = snv_table(library, "a=juggler", "b=witch", "c=nodashii", *QUIET)
    advance_to(game, "day", 1)
    mark(game, "a", "juggler", "Correct")
    advance_to(game, "night", 2)
    assert ("juggler", "Correct") in tokens(game, "a")
    advance_to(game, "day", 2)
    assert ("juggler", "Correct") not in tokens(game, "a")


def test_cerenovus_places_mad_until_dusk(library: Library) -> None:
    """docs/rules/cerenovus.md test 1: night 1 picks q1 and the Sage → MAD on q1, cards for q1; MAD kept through day 1, gone at dusk."""
    game = snv_table(library, "a=cerenovus", "b=nodashii", "c=sage", *QUIET)
    advance_to(game, "night", 1)
    s = step(game, "cerenovus")
    assert s.status == "wakes" and s.choose.players == 1 and s.choose.characters == 1
    assert "cerenovus_good_character" in {n.code for n in s.notes}
    choose(game, "cerenovus", "q1", characters=("sage",))
    after = step(game, "cerenovus")
    shown = [(c.info, c.characters) for c in after.cards]
    assert ("selected_you", ("cerenovus",)) in shown and ("custom", ("sage",)) in shown
    assert all(c.to == (seat_of(game, "q1"),) or c.to_chosen == 0 for c in after.cards)
    assert ("cerenovus", "Mad") in tokens(game, "q1")
    q1 = reliability(game, seat_of(game, "q1"))
    assert not q1.impaired and any(r.effect == "mad" for r in q1.reasons)
    advance_to(game, "day", 1)
    assert ("cerenovus", "Mad") in tokens(game, "q1")
    advance_to(game, "night", 2)
    assert ("cerenovus", "Mad") not in tokens(game, "q1")


def test_cerenovus_wakes_nights_one_to_three(library: Library) -> None:
    """docs/rules/cerenovus.md test 4: the Cerenovus wakes on nights 1, 2 and 3 while alive."""
    assert _night_statuses(library, "cerenovus", "a=cerenovus", "b=nodashii", *QUIET) == ["W", "W", "W"]


def test_eviltwin_night_one_wakes_both_twins(library: Library) -> None:
    """docs/rules/eviltwin.md test 2: both twins wake; each is shown the other and the other's character; not after night 1."""
    game = snv_table(library, "a=eviltwin", "b=nodashii", "c=sage", *QUIET)
    mark(game, "c", "eviltwin", "Twin")
    advance_to(game, "night", 1)
    s = step(game, "eviltwin")
    a, c = seat_of(game, "a"), seat_of(game, "c")
    assert s.status == "wakes" and set(s.wakes) == {a, c}
    cards = {(card.to, card.characters, card.players) for card in s.cards}
    assert ((a,), ("sage",), (c,)) in cards and ((c,), ("eviltwin",), (a,)) in cards
    advance_to(game, "night", 2)
    assert "first_night_only" in codes(step(game, "eviltwin"))


def test_eviltwin_without_a_twin_token_says_so(library: Library) -> None:
    """docs/rules/eviltwin.md test 7: no TWIN yet → a note asks for one."""
    game = snv_table(library, "a=eviltwin", "b=nodashii", "c=sage", *QUIET)
    advance_to(game, "night", 1)
    assert "eviltwin_no_twin" in {n.code for n in step(game, "eviltwin").notes}


def test_nodashii_kills_from_night_two(library: Library) -> None:
    """docs/rules/nodashii.md test 3: skipped on night 1; wakes nights 2-3; its choice proposes a Demon kill."""
    players = ("a=nodashii", "b=witch", "c=sage", *QUIET)
    assert _night_statuses(library, "nodashii", *players) == ["not_first_night", "W", "W"]
    game = snv_table(library, *players)
    advance_to(game, "night", 2)
    choose(game, "nodashii", "c")
    proposals = [p for p in proposed_deaths(game) if p.source == "nodashii"]
    assert [p.seat for p in proposals] == [seat_of(game, "c")] and proposals[0].dies


def test_nodashii_poisons_its_townsfolk_neighbours_while_it_works(library: Library) -> None:
    """docs/rules/nodashii.md test 2: POISONED by the nearest Townsfolk is live while the No Dashii lives; off when it dies."""
    game = snv_table(library, "a=sage", "b=klutz", "c=nodashii", "d=witch", "e=oracle", "f=savant")
    mark(game, "a", "nodashii", "Poisoned")
    mark(game, "e", "nodashii", "Poisoned")
    advance_to(game, "night", 2)
    assert reliability(game, seat_of(game, "a")).poisoned and reliability(game, seat_of(game, "e")).poisoned
    assert not reliability(game, seat_of(game, "f")).impaired
    note = {n.code: n for n in step(game, "nodashii").notes}["nodashii_neighbours"]
    assert dict(note.values)["candidates"] == "a, e"
    advance_to(game, "day", 2)
    die(game, "c", "execution")
    assert not reliability(game, seat_of(game, "a")).poisoned
    advance_to(game, "night", 3)
    assert ("nodashii", "Poisoned") not in tokens(game, "a")


def test_nodashii_neighbours_that_change_are_flagged(library: Library) -> None:
    """docs/rules/nodashii.md test 4: tokens not on the nearest Townsfolk (here on the Klutz) → move note."""
    game = snv_table(library, "a=sage", "b=klutz", "c=nodashii", "d=witch", "e=oracle", "f=savant")
    mark(game, "b", "nodashii", "Poisoned")
    mark(game, "e", "nodashii", "Poisoned")
    advance_to(game, "night", 2)
    assert "nodashii_neighbours_moved" in {n.code for n in step(game, "nodashii").notes}


def test_sweetheart_step_after_her_night_death(library: Library) -> None:
    """docs/rules/sweetheart.md test 2: killed by the No Dashii on night 2 → her step runs; DRUNK placed; not again on night 3."""
    game = snv_table(library, "a=sweetheart", "b=nodashii", "c=sage", *QUIET)
    advance_to(game, "night", 2)
    assert step(game, "sweetheart").status == "skipped" and "sweetheart_not_died" in codes(step(game, "sweetheart"))
    die(game, "a", "demon", "nodashii")
    s = step(game, "sweetheart")
    assert s.status == "wakes" and s.kind == "storyteller" and s.chooser == seat_of(game, "a")
    choose(game, "sweetheart", "c")
    assert ("sweetheart", "Drunk") in tokens(game, "c")
    assert reliability(game, seat_of(game, "c")).drunk
    advance_to(game, "night", 3)
    assert step(game, "sweetheart").status == "skipped"
    assert ("sweetheart", "Drunk") in tokens(game, "c") and reliability(game, seat_of(game, "c")).drunk


def test_sweetheart_dying_poisoned_does_nothing(library: Library) -> None:
    """docs/rules/sweetheart.md test 3: poisoned when she died → step skipped (impaired_nothing)."""
    game = snv_table(library, "a=sweetheart", "b=nodashii", "c=sage", *QUIET)
    advance_to(game, "night", 2)
    mark(game, "a", "nodashii", "Poisoned")
    die(game, "a", "demon", "nodashii")
    assert "impaired_nothing" in codes(step(game, "sweetheart"))


def test_snv_public_acts_are_offered(library: Library) -> None:
    """docs/rules/artist.md test 4, juggler.md test 7: the day panel offers the Artist's question and the Juggler's guesses."""
    from grimoire_app.systems.botc.day import available_acts

    game = snv_table(library, "a=artist", "b=nodashii", *QUIET)
    assert {"artist_question", "juggler_guess"} <= set(available_acts(game))
    act = PublicAct(act="juggler_guess", seat="s1", players=("s2",), characters=("nodashii",))
    assert act.character == "juggler" and act.characters == ("nodashii",)
    advance(game)


SNV_CHARACTERS = ("mathematician", "artist", "juggler", "sweetheart", "cerenovus", "eviltwin", "nodashii")
SNV_LIFETIMES = sorted(
    (l for l in tonight_data(load_library(paths.resources_dir())).lifetimes.values() if l.character in SNV_CHARACTERS),
    key=lambda l: (l.character, l.token),
)


@pytest.mark.parametrize("lifetime", SNV_LIFETIMES, ids=[f"{l.character}-{l.token}" for l in SNV_LIFETIMES])
def test_every_snv_token_lives_as_its_data_says(library: Library, lifetime: Lifetime) -> None:
    """docs/rules/<id>.md Reminders lines: placed on night 1, gone at dawn iff "dawn"; placed by day, gone at dusk iff
    "dusk"; the source dead, gone iff "source" (Mathematician ABNORMAL, Artist NO ABILITY, Juggler CORRECT, Sweetheart
    DRUNK, Cerenovus MAD, Evil Twin TWIN, No Dashii DEAD and POISONED)."""
    assert lifetime.ref.startswith("docs/rules/")
    demon = "vortox" if lifetime.character == "nodashii" else "nodashii"
    game = snv_table(library, f"S={lifetime.character}", "T=oracle", f"D={demon}", "F1=savant", "F2=klutz")
    advance(game)

    def present() -> bool:
        return (lifetime.character, lifetime.token) in tokens(game, "T")

    mark(game, "T", lifetime.character, lifetime.token)
    advance(game)
    assert present() != ("dawn" in lifetime.ends)
    if not present():
        mark(game, "T", lifetime.character, lifetime.token)
    advance(game)
    assert present() != ("dusk" in lifetime.ends)
    if not present():
        mark(game, "T", lifetime.character, lifetime.token)
    assert not source_gone_events(game)
    die(game, "S")
    gone = [e.reminder for e in source_gone_events(game) if isinstance(e, ReminderRemoved)]
    assert bool(gone) == ("source" in lifetime.ends)


@pytest.mark.parametrize(
    ("subject", "ref"),
    [("mathematician", "mathematician.md test 6"), ("juggler", "juggler.md test 5"), ("cerenovus", "cerenovus.md test 4"),
     ("nodashii", "nodashii.md test 3")],
)
def test_snv_steps_sleep_after_death(library: Library, subject: str, ref: str) -> None:
    """docs/rules/<id>.md (see `ref`): executed on day 1 → the night-2 step is skipped because the holder is dead."""
    demon = "vortox" if subject == "nodashii" else "nodashii"
    game = snv_table(library, f"a={subject}", f"b={demon}", "c=sage", *QUIET)
    advance_to(game, "day", 1)
    execute(game, "a")
    advance_to(game, "night", 2)
    found = step(game, subject)
    assert found.status == "skipped" and "dead" in codes(found), ref


def test_cerenovus_must_choose_a_good_character(library: Library) -> None:
    """docs/rules/cerenovus.md test 5: choosing the Witch is refused (overridable); the Goblin is allowed (jinx)."""
    from grimoire_app.systems.botc.events import NightChoice

    game = snv_table(library, "a=cerenovus", "b=nodashii", "c=sage", *QUIET)
    advance_to(game, "night", 1)
    witch = NightChoice(seat=seat_of(game, "a"), character="cerenovus", players=(seat_of(game, "q1"),), characters=("witch",))
    assert [r.code for r in game.check(witch)] == ["cerenovus_not_good"]  # type: ignore[attr-defined]
    goblin = NightChoice(seat=seat_of(game, "a"), character="cerenovus", players=(seat_of(game, "q1"),), characters=("goblin",))
    assert "cerenovus_not_good" not in [getattr(r, "code", "") for r in game.check(goblin)]
    sage = NightChoice(seat=seat_of(game, "a"), character="cerenovus", players=(seat_of(game, "q1"),), characters=("sage",))
    assert list(game.check(sage)) == []


def test_philosopher_gaining_the_clockmaker_learns_that_night(library: Library) -> None:
    """docs/rules/clockmaker.md test 7: a Philosopher choosing the Clockmaker on night 2 wakes at its slot that night
    and gets the Clockmaker's number (the ability is fresh); not again on night 3."""
    from tests.systems.botc.info.helpers import only

    game = snv_table(library, "a=philosopher", "b=witch", "c=sage", "d=nodashii", *QUIET)
    advance_to(game, "night", 2)
    choose(game, "philosopher", characters=("clockmaker",))
    s = step(game, "clockmaker")
    assert s.status == "wakes" and s.wakes == (seat_of(game, "a"),)
    found = only(game, "a", "clockmaker")
    assert found.truth == (2,)
    game.record(found.to_event(2))
    advance_to(game, "night", 3)
    assert step(game, "clockmaker").status == "skipped"


def test_a_drunk_no_dashii_poisons_nobody(library: Library) -> None:
    """docs/rules/nodashii.md test 5: the No Dashii drunk (the Sweetheart's DRUNK) → its POISONED tokens are inactive."""
    game = snv_table(library, "a=sage", "b=klutz", "c=nodashii", "d=witch", "e=oracle", "f=savant")
    mark(game, "a", "nodashii", "Poisoned")
    mark(game, "c", "sweetheart", "Drunk")
    advance_to(game, "night", 2)
    sage = reliability(game, seat_of(game, "a"))
    assert not sage.poisoned and any(r.effect == "inactive" for r in sage.reasons)


def test_sweetheart_step_may_not_pick_herself(library: Library) -> None:
    """docs/rules/sweetheart.md test 4: at her night step the Storyteller picks another player (herself is refused)."""
    from grimoire_app.systems.botc.tonight import check_choice

    game = snv_table(library, "a=sweetheart", "b=nodashii", "c=sage", *QUIET)
    advance_to(game, "night", 2)
    die(game, "a", "demon", "nodashii")
    assert [r.code for r in check_choice(game, "sweetheart", [seat_of(game, "a")])] == ["choice_self"]
    assert check_choice(game, "sweetheart", [seat_of(game, "c")]) == ()
