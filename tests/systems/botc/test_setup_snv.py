"""Dealing Sects & Violets (issue 16 acceptance): legal setups for 5-15 players and seeds 1-5, the Fang Gu's +1 and
the Vigormortis' -1 Outsider, the Evil Twin's twin and the No Dashii's poisoned neighbours placed while preparing night 1.
"""

from __future__ import annotations

import random

import pytest

from grimoire_app.model import Library
from grimoire_app.model.characters import Team
from grimoire_app.systems.botc import Setup, SetupChoices, check_setup, random_setup
from tests.systems.botc.setup_helpers import expected_counts, names, tally
from tests.systems.botc.snv_helpers import snv_script


def _twins(setup: Setup) -> list[int]:
    return [r.seat for r in setup.reminders if (r.character, r.token) == ("eviltwin", "Twin")]


def _nearest_townsfolk(setup: Setup, teams: dict[str, Team], source: int) -> set[int]:
    """An independent oracle: walk each way round from the source to the first Townsfolk."""
    count = len(setup.seats)
    found = set()
    for direction in (1, -1):
        for distance in range(1, count):
            seat = setup.seats[(source + direction * distance) % count]
            if seat.character and teams[seat.character] == Team.TOWNSFOLK:
                found.add(seat.index)
                break
    return found


def _check_snv_rules(setup: Setup, teams: dict[str, Team]) -> None:
    evil_twin = [s.index for s in setup.seats if s.character == "eviltwin"]
    if evil_twin:
        twin = _twins(setup)
        assert len(twin) == 1 and twin[0] != evil_twin[0] and setup.seats[twin[0]].alignment == "good"
    else:
        assert _twins(setup) == []
    dashii = [s.index for s in setup.seats if s.character == "nodashii"]
    poisoned = {r.seat for r in setup.reminders if (r.character, r.token) == ("nodashii", "Poisoned")}
    assert poisoned == (_nearest_townsfolk(setup, teams, dashii[0]) if dashii else set())


@pytest.mark.parametrize("players", range(5, 16))
@pytest.mark.parametrize("seed", range(1, 6))
def test_deal_snv_is_legal(library: Library, players: int, seed: int) -> None:
    """deal on Sects & Violets: check_setup finds nothing; counts follow spec 1.10 with the Fang Gu/Vigormortis modifiers."""
    script = snv_script(library)
    setup = random_setup(script, library, names(players), random.Random(seed))
    assert check_setup(script, library, setup) == []
    assert setup.counts == expected_counts(players, setup.in_play, setup.choices) == tally(script, setup)
    _check_snv_rules(setup, {c.id: c.team for c in script.characters})


@pytest.mark.parametrize("include", [("eviltwin",), ("nodashii",), ("eviltwin", "nodashii"), ("fanggu",), ("vigormortis",)])
@pytest.mark.parametrize("players", (5, 7, 9, 12, 15))
def test_deal_snv_with_each_setup_character(library: Library, include: tuple[str, ...], players: int) -> None:
    """docs/rules/eviltwin.md test 1, nodashii.md test 1: TWIN on one good player; POISONED on the two nearest Townsfolk."""
    script = snv_script(library)
    teams = {c.id: c.team for c in script.characters}
    for seed in range(1, 6):
        setup = random_setup(script, library, names(players), random.Random(seed), SetupChoices(), include)
        assert check_setup(script, library, setup) == []
        assert set(include) <= set(setup.in_play)
        assert setup.counts == expected_counts(players, setup.in_play, setup.choices)
        _check_snv_rules(setup, teams)


def test_a_twin_on_an_evil_player_is_reported(library: Library) -> None:
    """docs/rules/eviltwin.md test 1: moving TWIN onto an evil player makes the setup illegal, naming the reminder."""
    script = snv_script(library)
    setup = random_setup(script, library, names(8), random.Random(3), SetupChoices(), ("eviltwin",))
    evil = next(s.index for s in setup.seats if s.alignment == "evil" and s.character != "eviltwin")
    from dataclasses import replace

    moved = tuple(replace(r, seat=evil) if r.character == "eviltwin" else r for r in setup.reminders)
    problems = check_setup(script, library, replace(setup, reminders=moved))
    assert any("eviltwin" in p.where and "good player" in p.what for p in problems)


@pytest.mark.parametrize("players", (5, 10, 15))
def test_cli_deal_on_a_snv_script_file(library: Library, tmp_path, players: int) -> None:  # type: ignore[no-untyped-def]
    """The `deal` command on a Sects & Violets script file prints the same legal setup as random_setup with that seed."""
    import io
    import json

    from grimoire_app.cli import main
    from grimoire_app.systems.botc.setup.jsonio import setup_as_json
    from tests.systems.botc.snv_helpers import SNV_IDS

    path = tmp_path / "snv.json"
    path.write_text(json.dumps([{"id": "_meta", "name": "Sects & Violets"}, *SNV_IDS]), encoding="utf-8")
    for seed in range(1, 6):
        out = io.StringIO()
        assert main(["deal", str(path), "--players", str(players), "--seed", str(seed), "--json", "--lang", "en"], out=out) == 0
        printed = json.loads(out.getvalue())
        script = snv_script(library)
        setup = random_setup(script, library, [s["name"] for s in printed["seats"]], random.Random(seed))
        assert printed == json.loads(json.dumps(setup_as_json(setup, "en"), ensure_ascii=False))
        assert check_setup(script, library, setup) == []
