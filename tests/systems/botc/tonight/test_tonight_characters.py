"""Every seed character's step on nights 1-3, after its death, and after its once-per-game use.

One row per character per seed script (56 characters, 66 rows): the subject sits at an 8-player
table of quiet fillers (characters that never change another's wake). Each row cites the seed file
and the spec block its expectations come from (the seed's how-to-run text and the spec's Night line).

Expectations: "W" the step wakes (runs); "-" no such step on the sheet (the character never wakes);
otherwise the step is skipped and this reason code is among its reasons.
"""

from __future__ import annotations

from typing import NamedTuple

import pytest

from grimoire_app.model import Library
from grimoire_app.model.characters import Team
from grimoire_app.systems.botc.game import Game
from grimoire_app.systems.botc.tonight import choice_events, tonight_sheet
from tests.systems.botc.tonight.tonight_helpers import advance, advance_to, execute, game_of, mark, record

GOOD = {
    "000": ("fisherman", "klutz", "general", "fortuneteller", "balloonist", "towncrier"),
    "001": ("alsaahir", "fool", "heretic", "puzzlemaster", "sage", "goon"),
    "004": ("savant", "virgin", "golem", "klutz", "empath", "oracle"),
}
MINIONS = {"000": ("goblin", "poisoner"), "001": ("poisoner", "organgrinder"), "004": ("goblin", "harpy")}
DEMON = {"000": "fanggu", "001": "ojo", "004": "po"}
NO_DEMON = {"lilmonsta", "summoner"}
SEED = {"000": "seeds/000_5915f9bf55e23c11.txt", "001": "seeds/001_e5e56018837a82ee.txt", "004": "seeds/004_9100166e1a3d5ab1.txt"}


class Row(NamedTuple):
    script: str
    subject: str
    nights: tuple[str, str, str]
    dead: str | None
    """Night 2 after the subject was executed on day 1 (None: not applicable)."""
    used: tuple[int, int, tuple[str, ...]] | None = None
    """Night of use, players chosen, characters chosen; the next night must say it is spent."""
    step: str | None = None
    """The step to look at, when not the subject's own (the Drunk's believed one)."""
    seat: str | None = None
    """How the subject is seated, when not plainly (the Drunk's belief)."""
    ref: str = ""


ROWS = [
    Row("000", "noble", ("W", "first_night_only", "first_night_only"), "first_night_only", ref="spec 2.1 Noble Night"),
    Row("000", "bountyhunter", ("W", "know_alive", "know_alive"), "dead", ref="spec 2.1 Bounty Hunter Night"),
    Row("000", "general", ("W", "W", "W"), "dead", ref="spec 2.1 General test 1"),
    Row("000", "balloonist", ("W", "W", "W"), "dead", ref="spec 2.1 Balloonist Night"),
    Row("000", "fortuneteller", ("W", "W", "W"), "dead", ref="spec 2.1 Fortune Teller Night"),
    Row("000", "towncrier", ("not_first_night", "W", "W"), "dead", ref="spec 2.1 Town Crier test 3"),
    Row("000", "nightwatchman", ("W", "W", "W"), "dead", (1, 1, ()), ref="spec 2.1 Nightwatchman test 1"),
    Row("000", "seamstress", ("W", "W", "W"), "dead", (1, 2, ()), ref="spec 2.1 Seamstress Night"),
    Row("000", "fisherman", ("-", "-", "-"), "-", ref="spec 2.1 Fisherman: never wakes"),
    Row("000", "alchemist", ("W", "first_night_only", "first_night_only"), "first_night_only", ref="spec 2.1 Alchemist Night"),
    Row("000", "poppygrower", ("W", "poppy_grower_alive", "poppy_grower_alive"), "no_evil_wakes", ref="spec 2.1 Poppy Grower Night, test 2"),
    Row("000", "atheist", ("-", "-", "-"), "-", ref="spec 2.1 Atheist: never wakes"),
    Row("000", "cannibal", ("-", "-", "-"), "-", ref="spec 2.1 Cannibal: no own slot"),
    Row("000", "snitch", ("W", "first_night_only", "first_night_only"), "first_night_only", ref="spec 2.2 Snitch Night"),
    Row("000", "damsel", ("damsel_at_minion_info", "nothing_tonight", "nothing_tonight"), "nothing_tonight", ref="spec 2.2 Damsel Night"),
    Row("000", "klutz", ("-", "-", "-"), "-", ref="spec 2.2 Klutz: never wakes"),
    Row("000", "drunk", ("W", "W", "W"), "dead", step="seamstress", seat="drunk:seamstress", ref="spec 2.2 Drunk test 2"),
    Row("000", "poisoner", ("W", "W", "W"), "dead", ref="spec 2.3 Poisoner Night"),
    Row("000", "witch", ("W", "W", "W"), "dead", ref="spec 2.3 Witch Night"),
    Row("000", "fearmonger", ("W", "W", "W"), "dead", ref="spec 2.3 Fearmonger Night"),
    Row("000", "assassin", ("not_first_night", "W", "W"), "dead", (2, 1, ()), ref="spec 2.3 Assassin test 1"),
    Row("000", "goblin", ("-", "-", "-"), "-", ref="spec 2.3 Goblin: never wakes"),
    Row("000", "lilmonsta", ("W", "W", "W"), None, ref="spec 2.4 Lil' Monsta test 1"),
    Row("000", "vigormortis", ("not_first_night", "W", "W"), "dead", ref="spec 2.4 Vigormortis Night"),
    Row("000", "fanggu", ("not_first_night", "W", "W"), "dead", ref="spec 2.4 Fang Gu Night"),
    Row("001", "alchemist", ("W", "first_night_only", "first_night_only"), "first_night_only", ref="spec 2.1 Alchemist Night"),
    Row("001", "alsaahir", ("-", "-", "-"), "-", ref="spec 3.1 Alsaahir: never wakes"),
    Row("001", "grandmother", ("W", "grandchild_not_killed", "grandchild_not_killed"), "dead", ref="spec 3.1 Grandmother Night"),
    Row("001", "philosopher", ("W", "W", "W"), "dead", (1, 0, ("grandmother",)), ref="spec 3.1 Philosopher test 3"),
    Row("001", "poppygrower", ("W", "poppy_grower_alive", "poppy_grower_alive"), "no_evil_wakes", ref="spec 2.1 Poppy Grower Night"),
    Row("001", "sage", ("not_first_night", "not_killed_by_demon", "not_killed_by_demon"), "not_killed_by_demon", ref="spec 3.1 Sage test 2"),
    Row("001", "fool", ("-", "-", "-"), "-", ref="spec 3.1 Fool: never wakes"),
    Row("001", "puzzlemaster", ("-", "-", "-"), "-", ref="spec 3.2 Puzzlemaster: never wakes"),
    Row("001", "heretic", ("-", "-", "-"), "-", ref="spec 3.2 Heretic: never wakes"),
    Row("001", "goon", ("-", "-", "-"), "-", ref="spec 3.2 Goon: no slot of its own"),
    Row("001", "pithag", ("not_first_night", "W", "W"), "dead", ref="spec 3.3 Pit-Hag Night"),
    Row("001", "organgrinder", ("W", "W", "W"), "dead", ref="spec 3.3 Organ Grinder Night"),
    Row("001", "poisoner", ("W", "W", "W"), "dead", ref="spec 2.3 Poisoner Night"),
    Row("001", "vortox", ("not_first_night", "W", "W"), "dead", ref="spec 3.4 Vortox Night"),
    Row("001", "ojo", ("not_first_night", "W", "W"), "dead", ref="spec 3.4 Ojo Night"),
    Row("001", "zombuul", ("not_first_night", "W", "W"), "dead", ref="spec 3.4 Zombuul test 1"),
    Row("004", "grandmother", ("W", "grandchild_not_killed", "grandchild_not_killed"), "dead", ref="spec 3.1 Grandmother Night"),
    Row("004", "empath", ("W", "W", "W"), "dead", ref="spec 4.1 Empath Night"),
    Row("004", "villageidiot", ("W", "W", "W"), "dead", ref="spec 4.1 Village Idiot Night"),
    Row("004", "snakecharmer", ("W", "W", "W"), "dead", ref="spec 4.1 Snake Charmer Night"),
    Row("004", "flowergirl", ("not_first_night", "W", "W"), "dead", ref="spec 4.1 Flowergirl Night"),
    Row("004", "oracle", ("not_first_night", "W", "W"), "dead", ref="spec 4.1 Oracle Night"),
    Row("004", "undertaker", ("not_first_night", "no_execution_death", "no_execution_death"), "dead", ref="spec 4.1 Undertaker test 2"),
    Row("004", "monk", ("not_first_night", "W", "W"), "dead", ref="spec 4.1 Monk Night"),
    Row("004", "gambler", ("not_first_night", "W", "W"), "dead", ref="spec 4.1 Gambler Night"),
    Row("004", "savant", ("-", "-", "-"), "-", ref="spec 4.1 Savant: never wakes"),
    Row("004", "nightwatchman", ("W", "W", "W"), "dead", (1, 1, ()), ref="spec 2.1 Nightwatchman (S004)"),
    Row("004", "farmer", ("not_first_night", "farmer_not_died", "farmer_not_died"), "farmer_not_died", ref="spec 4.1 Farmer test 2"),
    Row("004", "virgin", ("-", "-", "-"), "-", ref="spec 4.1 Virgin: never wakes"),
    Row("004", "drunk", ("not_first_night", "W", "W"), "dead", step="monk", seat="drunk:monk", ref="spec 2.2 Drunk (S004)"),
    Row("004", "golem", ("-", "-", "-"), "-", ref="spec 4.2 Golem: never wakes"),
    Row("004", "klutz", ("-", "-", "-"), "-", ref="spec 2.2 Klutz (S004)"),
    Row("004", "barber", ("not_first_night", "no_haircuts", "no_haircuts"), "W", ref="spec 4.2 Barber test 1"),
    Row("004", "harpy", ("W", "W", "W"), "dead", ref="spec 4.3 Harpy Night"),
    Row("004", "xaan", ("W", "W", "W"), "dead", ref="spec 4.3 Xaan Night"),
    Row("004", "summoner", ("W", "W", "W"), "dead", ref="spec 4.3 Summoner Night"),
    Row("004", "goblin", ("-", "-", "-"), "-", ref="spec 2.3 Goblin (S004)"),
    Row("004", "po", ("not_first_night", "W", "W"), "dead", ref="spec 4.4 Po Night"),
    Row("004", "vigormortis", ("not_first_night", "W", "W"), "dead", ref="spec 2.4 Vigormortis (S004)"),
    Row("004", "vortox", ("not_first_night", "W", "W"), "dead", ref="spec 3.4 Vortox (S004)"),
    Row("004", "lleech", ("W", "W", "W"), "dead", ref="spec 4.4 Lleech Night"),
]
SETUP_MARKS = {"bountyhunter": ("E1", "Know"), "grandmother": ("G1", "Grandchild")}


def seat_table(library: Library, row: Row) -> Game:
    """Seat the subject ("S") with quiet fillers (G1…, E1 the Minion, E2 the Demon) to 8 players."""
    team = library.get(row.subject).team
    players = [] if row.subject == "lilmonsta" else [f"S={row.seat or row.subject}"]
    minion = next(c for c in MINIONS[row.script] if c != row.subject)
    evil = []
    if row.subject != "atheist":
        evil.append(f"E1={minion}")
        if team != Team.DEMON and row.subject not in NO_DEMON:
            evil.append(f"E2={DEMON[row.script]}")
        if row.subject == "lilmonsta":
            evil.append("E3=witch")
    good = [c for c in GOOD[row.script] if c != row.subject and c != row.step]
    players += [f"G{i + 1}={c}" for i, c in enumerate(good[: 8 - len(players) - len(evil)])] + evil
    game = game_of(library, row.script, *players)
    if row.subject in SETUP_MARKS:
        target, token = SETUP_MARKS[row.subject]
        mark(game, target, row.subject, token)
    return game


def check(game: Game, row: Row, expected: str) -> None:
    found = [s for s in tonight_sheet(game) if s.id == (row.step or row.subject)]
    if expected == "-":
        assert not found, f"{row.subject}: expected no step, got {found[0].status}"
    elif expected == "W":
        assert found and found[0].status == "wakes", f"{row.subject}: expected to wake, got {found and found[0].reason_codes()}"
    else:
        assert found and found[0].status == "skipped", f"{row.subject}: expected skipped ({expected})"
        assert expected in found[0].reason_codes(), f"{row.subject}: {found[0].reason_codes()} lacks {expected}"


@pytest.mark.parametrize("row", ROWS, ids=[f"{r.script}-{r.subject}" for r in ROWS])
def test_nights_one_to_three(library: Library, row: Row) -> None:
    """Wake or skip, and why, on nights 1-3 with nothing else happening (seed file and spec block in row.ref)."""
    assert SEED[row.script] and row.ref
    game = seat_table(library, row)
    for night, expected in enumerate(row.nights, start=1):
        advance_to(game, "night", night)
        check(game, row, expected)


@pytest.mark.parametrize("row", [r for r in ROWS if r.dead is not None], ids=[f"{r.script}-{r.subject}" for r in ROWS if r.dead is not None])
def test_after_death(library: Library, row: Row) -> None:
    """Executed on day 1: the next night's step sleeps unless the ability works when dead (spec 1.4, 1.11; row.ref)."""
    assert row.dead is not None
    game = seat_table(library, row)
    advance_to(game, "day", 1)
    execute(game, "S")
    advance(game)
    check(game, row, row.dead)


@pytest.mark.parametrize("row", [r for r in ROWS if r.used], ids=[f"{r.script}-{r.subject}" for r in ROWS if r.used])
def test_after_use(library: Library, row: Row) -> None:
    """A once-per-game ability used on night N is skipped from night N+1, "already used" (row.ref; seeds' NO ABILITY)."""
    assert row.used is not None
    night, count, characters = row.used
    game = seat_table(library, row)
    advance_to(game, "night", night)
    targets = [s.id for s in game.state.seats if s.alive and s.name != "S"][:count]
    record(game, choice_events(game, row.subject, targets, characters))
    check(game, row, "W")
    advance_to(game, "night", night + 1)
    found = [s for s in tonight_sheet(game) if s.id == row.subject][0]
    assert found.status == "skipped"
    assert {"ability_used", "used_on_night"} & set(found.reason_codes())


def test_every_seed_character_has_a_row(library: Library) -> None:
    """The table covers all 56 characters of the three seed scripts (spec 0.1), each on each of its scripts."""
    covered = {(row.script, row.subject) for row in ROWS}
    expected = {(key, cid) for cid, texts in library.texts.items() for key in texts.seeds}
    assert covered == expected
