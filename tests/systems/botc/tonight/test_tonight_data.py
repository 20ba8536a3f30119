"""The tonight data files are checked against the library; every reason has both languages; the bench runs."""

from __future__ import annotations

import dataclasses
import re
from pathlib import Path

from grimoire_app.i18n import tr
from grimoire_app.model import Library
from grimoire_app.systems.botc.tonight import bench_game, choice_events, median_sheet_ms, tonight_data
from grimoire_app.systems.botc.tonight.data import Lifetime, StepRule, check_lifetimes, check_steps
from tests.systems.botc.tonight.tonight_helpers import advance, game_of

PACKAGE = Path(__file__).parents[4] / "grimoire_app" / "systems" / "botc" / "tonight"


def test_bundled_data_matches_the_library(library: Library) -> None:
    """Reminders.json covers every token of the 56 seed characters; tonight_steps.json every seed night slot."""
    data = tonight_data(library)
    assert check_lifetimes(data, library) == [] and check_steps(data, library) == []
    seed_tokens = {(cid, t.name) for cid in library.texts for t in library.characters[cid].reminders}
    base = {c.id for c in library.characters.values() if c.edition in ("tb", "bmr", "snv")}
    assert seed_tokens <= set(data.lifetimes)
    assert {key for key in data.lifetimes if key not in seed_tokens} <= {(cid, t.name) for cid in base for t in library.characters[cid].reminders}


def test_a_wrong_token_and_a_missing_lifetime_are_reported(library: Library) -> None:
    """Validation names the file, the token and what is wrong (STYLE 4, 5): every problem at once."""
    data = tonight_data(library)
    lifetimes = dict(data.lifetimes)
    del lifetimes[("poisoner", "Poisoned")]
    lifetimes[("poisoner", "Poison")] = Lifetime(character="poisoner", token="Poison", ends=("dusk",), ref="test")
    problems = check_lifetimes(dataclasses.replace(data, lifetimes=lifetimes), library)
    wheres = {p.where for p in problems}
    assert wheres == {"reminders.json poisoner 'Poison'", "reminders.json poisoner 'Poisoned'"}


def test_a_step_on_the_wrong_night_is_reported(library: Library) -> None:
    """A step rule must agree with the official night order (spec 1.11)."""
    data = tonight_data(library)
    steps = dict(data.steps)
    steps["assassin"] = StepRule(first="wake", other="wake", ref="test")
    del steps["empath"]
    problems = check_steps(dataclasses.replace(data, steps=steps), library)
    assert {p.where for p in problems} == {"tonight_steps.json assassin", "tonight_steps.json empath"}


def test_every_reason_code_has_both_languages() -> None:
    """Every `reason("code")` in the package is in resources/i18n/tonight.json in Korean and English."""
    source = "".join(path.read_text(encoding="utf-8") for path in PACKAGE.glob("*.py"))
    found = set(re.findall(r'reason\(\s*"([a-z_0-9]+)"', source)) | {"may_kill"}
    for code in found:
        for lang in ("ko", "en"):
            assert tr("tonight.reason." + code, lang, player="민수", character="독살범", token="중독", night=2, number=3, candidates="A", players=1, characters=0)


def test_building_events_records_nothing(library: Library) -> None:
    """The panel records what choice_events returns; building the list changes nothing (DESIGN principle 4)."""
    game = game_of(library, "000", "A=noble", "B=poisoner", "C=fanggu")
    advance(game)
    before = len(game.events)
    choice_events(game, "poisoner", [game.state.seats[0].id])
    assert len(game.events) == before


def test_bench_game_is_twenty_seats_into_night_three(library: Library) -> None:
    """The benchmark's game (issue "Tonight": 20 seats, all conditions) builds, and the timing function runs."""
    game = bench_game(library)
    assert len(game.state.seats) == 20 and (game.state.phase.kind, game.state.phase.number) == ("night", 3)
    assert median_sheet_ms(game, runs=3) > 0
