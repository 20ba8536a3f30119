"""Homebrew `special` entries and jinxes at setup and at night (issue 18); docs/rules/homebrew-specials.md.

The scripts are ours, in tests/data/wild/.
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import replace
from pathlib import Path

import pytest

from grimoire_app.cli import main, setup_lines
from grimoire_app.model import Library, Script, load_script, parse_script
from grimoire_app.systems.botc import SetupError, check_setup, distribution, random_setup
from grimoire_app.systems.botc.commands import add_seat, assign_character
from grimoire_app.systems.botc.events import BelievedCharacterSet
from grimoire_app.systems.botc.game import Game
from grimoire_app.systems.botc.setup.homebrew import special_notes
from grimoire_app.systems.botc.setup_draft import setup_events
from grimoire_app.systems.botc.tonight import TonightStep, tonight_sheet
from grimoire_app.systems.botc.events import PhaseAdvanced
from tests.systems.botc.setup_helpers import names

WILD = Path(__file__).parents[3] / "data" / "wild"


def wild(library: Library, name: str) -> Script:
    return load_script(WILD / f"homebrew-{name}.json", library)


def seated(script: Script, library: Library, *characters: str, night: int = 1) -> Game:
    """A game on the script with one seat per character (named P0, P1…), advanced to night `night`."""
    game = Game(script, library)
    for index, character in enumerate(characters):
        seat = game.record(add_seat(game.state, f"P{index}")).seat  # type: ignore[union-attr]
        game.record(assign_character(game.state, seat, game.character(character)))
    while (game.state.phase.kind, game.state.phase.number) != ("night", night):
        game.record(PhaseAdvanced(to=game.state.phase.next()))
    return game


def step(game: Game, step_id: str) -> TonightStep:
    return next(s for s in tonight_sheet(game) if s.id == step_id)


def notes(found: TonightStep, lang: str = "en") -> list[str]:
    return [note.text(lang) for note in found.notes]  # type: ignore[arg-type]


def test_the_special_list_is_kept_on_the_character(library: Library) -> None:
    """docs/rules/homebrew-specials.md: the entries are kept on the Character; malformed ones skipped."""
    script = wild(library, "specials")
    tide = script.character("tidewatcher")
    assert tide is not None
    assert [(s.name, s.type, s.value) for s in tide.special] == [
        ("card", "signal", "The tide is high"), ("multiplier", "vote", "2"), ("distribute-roles", "selection", None)
    ]
    entry = {"id": "odd", "name": "Odd", "team": "townsfolk", "ability": "x", "special": [{"type": "signal"}, {"name": "bag-disabled", "type": "selection"}]}
    odd = parse_script([entry], "odd", library).character("odd")
    assert odd is not None and [s.name for s in odd.special] == ["bag-disabled"]
    assert odd.has_special("bag-disabled") and not odd.has_special("bag-duplicate")


@pytest.mark.parametrize(("players", "mobs"), [(5, 1), (10, 2), (13, 3), (15, 3)])
def test_a_repeatable_only_minion_fills_every_minion_seat(library: Library, players: int, mobs: int) -> None:
    """docs/rules/homebrew-specials.md test 1: "All Minions are the Mob Member" deals, legally, for every seed."""
    script = wild(library, "mob-rule")
    for seed in range(5):
        setup = random_setup(script, library, names(players), random.Random(seed))
        dealt = Counter(seat.character for seat in setup.seats)
        assert dealt["mobmember"] == mobs
        assert dealt["imp"] == 1
        assert check_setup(script, library, setup) == []


def test_a_lone_minion_without_the_special_says_which_team_lacks_how_many(library: Library) -> None:
    """docs/rules/homebrew-specials.md test 2: the message names the type, the counts, the shortfall and the special."""
    script = wild(library, "lone-minion")
    with pytest.raises(SetupError) as caught:
        random_setup(script, library, names(10), random.Random(0))
    assert [str(p) for p in caught.value.problems] == [
        "minion: 2 Minions needed (base 2 for 10 players) but the script has only 1: 1 minion character short; "
        "a minion with the special 'bag-duplicate' would let copies fill the seats"
    ]
    assert check_setup(script, library, random_setup(script, library, names(5), random.Random(0))) == []


def test_a_bag_disabled_character_is_dealt_only_when_asked(library: Library) -> None:
    """docs/rules/homebrew-specials.md test 3: never drawn at random; asked for, dealt; the count leaves it out."""
    script = wild(library, "specials")
    for seed in range(40):
        assert "lamplighter" not in random_setup(script, library, names(9), random.Random(seed)).in_play
    asked = random_setup(script, library, names(9), random.Random(1), include=["lamplighter"])
    assert "lamplighter" in asked.in_play
    assert check_setup(script, library, asked) == []
    problems = [str(p) for p in distribution(script, library, 15, []).problems]
    assert problems == [
        "townsfolk: 9 Townsfolk needed (base 9 for 15 players) but the script has only 8: 1 townsfolk character short; "
        "a townsfolk with the special 'bag-duplicate' would let copies fill the seats "
        "(Lamplighter is 'bag-disabled': dealt only when the Storyteller adds it)"
    ]


def test_a_replace_character_player_is_shown_the_named_character(library: Library) -> None:
    """docs/rules/homebrew-specials.md test 4: the Impostor believes the Chef; another belief is refused."""
    script = wild(library, "specials")
    setup = random_setup(script, library, names(9), random.Random(2), include=["impostor"])
    (impostor,) = setup.seats_of("impostor")
    assert impostor.believed == "chef"
    assert check_setup(script, library, setup) == []
    seats = tuple(replace(s, believed="empath") if s.character == "impostor" else s for s in setup.seats)
    problems = [str(p) for p in check_setup(script, library, replace(setup, seats=seats))]
    assert f"seat {impostor.index} ({impostor.name!r}): 'impostor' is shown as 'chef' (its replace-character), not 'empath'" in problems
    events = setup_events(script, library, setup)
    assert [e.character for e in events if isinstance(e, BelievedCharacterSet)] == ["chef"]


def test_copies_of_a_character_without_bag_duplicate_are_refused(library: Library) -> None:
    """docs/rules/homebrew-specials.md test 5: two Tidewatchers are not allowed; two Mob Members are."""
    script = wild(library, "specials")
    setup = random_setup(script, library, names(9), random.Random(0))
    townsfolk = [s for s in setup.seats if s.character in {c.id for c in script.characters if c.team.value == "townsfolk"}]
    seats = list(setup.seats)
    seats[townsfolk[1].index] = replace(townsfolk[1], character=townsfolk[0].character)
    problems = [str(p) for p in check_setup(script, library, replace(setup, seats=tuple(seats)))]
    assert f"{townsfolk[0].character}: dealt to 2 seats, expected 1" in problems


def test_deal_prints_the_repeated_minion_and_the_shortfall(library: Library, capsys: pytest.CaptureFixture[str]) -> None:
    """docs/rules/homebrew-specials.md tests 1-2 through the CLI: deal prints 2 Mob Members; the lone Minion is refused."""
    from io import StringIO

    out = StringIO()
    assert main(["deal", str(WILD / "homebrew-mob-rule.json"), "--players", "10", "--lang", "en"], out=out) == 0
    assert out.getvalue().count(": Mob Member [evil]") == 2
    assert main(["deal", str(WILD / "homebrew-lone-minion.json"), "--players", "10", "--lang", "en"], out=StringIO()) == 1
    assert "1 minion character short; a minion with the special 'bag-duplicate'" in capsys.readouterr().err


def test_setup_notes_name_what_the_app_leaves_to_the_storyteller(library: Library) -> None:
    """docs/rules/homebrew-specials.md test 6: distribute-roles is a setup note; the card and the vote are not."""
    script = wild(library, "specials")
    setup = random_setup(script, library, names(10), random.Random(3))
    assert "tidewatcher" in setup.in_play
    lines = setup_lines(setup, script, library, "en")
    assert lines[-1] == "  ! Tidewatcher (homebrew): characters are handed out in a special way — the app does not do this itself; run it by hand."
    tide = script.character("tidewatcher")
    assert tide is not None
    assert special_notes([tide], "day", "en") == []
    assert special_notes([tide], "vote", "en") == [
        "Tidewatcher (homebrew): a vote counts several times (value: 2) — the app does not do this itself; run it by hand."
    ]
    assert special_notes([tide], "setup", "ko") == [
        "Tidewatcher (자작 캐릭터): 캐릭터를 나눠 줄 때 특별한 방식으로 배분합니다 — 이 앱은 자동으로 처리하지 않으니 이야기꾼이 직접 진행하세요."
    ]


def test_a_night_signal_is_a_note_at_the_step(library: Library) -> None:
    """docs/rules/homebrew-specials.md test 6: the Tidewatcher's card at its step, not its vote multiplier."""
    script = wild(library, "specials")
    game = seated(script, library, "tidewatcher", "empath", "chef", "washerwoman", "poisoner", "imp")
    assert notes(step(game, "tidewatcher")) == [
        "Tidewatcher (homebrew): show a Storyteller card (value: The tide is high) — the app does not do this itself; run it by hand."
    ]


def test_a_homebrew_jinx_is_a_note_where_both_are_in_play(library: Library) -> None:
    """docs/rules/homebrew-specials.md test 7: Impostor + Poisoner: the jinx at the Poisoner's step, only with both in play."""
    script = wild(library, "specials")
    jinx = "Jinx — Impostor + Poisoner: If the Poisoner poisons the Impostor, the Impostor's next number is right."
    both = seated(script, library, "impostor", "empath", "chef", "washerwoman", "poisoner", "imp")
    assert jinx in notes(step(both, "poisoner"))
    assert any(n.startswith("징크스 — Impostor + 독살범: ") for n in notes(step(both, "poisoner"), "ko"))
    alone = seated(script, library, "tidewatcher", "empath", "chef", "washerwoman", "poisoner", "imp")
    assert not any(n.startswith("Jinx") for n in notes(step(alone, "poisoner")))


def test_an_official_jinx_is_a_note_too(library: Library) -> None:
    """docs/rules/homebrew-specials.md test 7: Spy + Poppy Grower (resources/characters/jinxes.json) at the Spy's step."""
    script = parse_script(["poppygrower", "washerwoman", "chef", "empath", "librarian", "butler", "spy", "imp"], "jinxed", library)
    game = seated(script, library, "poppygrower", "washerwoman", "chef", "empath", "spy", "imp")
    found = [n for n in notes(step(game, "spy")) if n.startswith("Jinx — ")]
    assert len(found) == 1 and "Poppy Grower" in found[0] and "Spy" in found[0]
