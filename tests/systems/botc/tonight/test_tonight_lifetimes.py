"""Reminder lifetimes across dusk and dawn: every token of the 56 seed characters, then the timing rules.

The per-token test reads resources/botc/reminders.json, whose every entry cites its seed file and
spec block (`ref`); the expectations are the entry's own ends (spec 1.4 and 1.6).
"""

from __future__ import annotations

import pytest

from grimoire_app import paths
from grimoire_app.model import Library, load_library
from grimoire_app.systems.botc.events import PhaseAdvanced, ReminderPlaced, ReminderRemoved
from grimoire_app.systems.botc.tonight import (
    advance_events,
    checklist,
    dawn_events,
    dusk_events,
    source_gone_events,
    tonight_data,
)
from grimoire_app.systems.botc.tonight.data import Lifetime
from tests.builders import seat_of
from tests.systems.botc.tb_core_helpers import tb_game
from tests.systems.botc.tonight.tonight_helpers import advance, advance_to, die, game_of, mark, record, tokens

LIFETIMES = sorted(
    (l for l in tonight_data(load_library(paths.resources_dir())).lifetimes.values() if "seeds/" in l.ref),
    key=lambda l: (l.character, l.token),
)
"""The seed characters' lifetimes (base-edition characters' are tested in their parts' modules, e.g. test_tonight_bmr_evil.py, test_tonight_snv.py; issue 16)."""
FILLERS = {"000": ("fisherman", "general", "goblin", "fanggu"), "001": ("alsaahir", "heretic", "poisoner", "ojo"),
           "004": ("savant", "virgin", "goblin", "po")}
TB_FILLERS = ("chef", "undertaker", "poisoner", "imp")


def table_for(library: Library, lifetime: Lifetime):  # type: ignore[no-untyped-def]
    """Seat the token's source ("S", unless it cannot sit: Lil' Monsta) and a target "T" among quiet fillers.

    A base-edition character (issue 16: no seed) sits on Trouble Brewing.
    """
    texts = library.texts.get(lifetime.character)
    if texts is None or not texts.seeds:
        fillers = [c for c in TB_FILLERS if c != lifetime.character]
        return tb_game(library, f"S={lifetime.character}", f"T={fillers[0]}", *(f"F{i}={c}" for i, c in enumerate(fillers[1:])))
    script = texts.seeds[0]
    fillers = [c for c in FILLERS[script] if c != lifetime.character]
    source = [] if lifetime.character == "lilmonsta" else [f"S={lifetime.character}"]
    return game_of(library, script, *source, f"T={fillers[0]}", *(f"F{i}={c}" for i, c in enumerate(fillers[1:])))


def present(game, lifetime: Lifetime, name: str = "T") -> bool:  # type: ignore[no-untyped-def]
    return (lifetime.character, lifetime.token) in tokens(game, name)


@pytest.mark.parametrize("lifetime", LIFETIMES, ids=[f"{l.character}-{l.token}" for l in LIFETIMES])
def test_every_token_lives_as_its_data_says(library: Library, lifetime: Lifetime) -> None:
    """Placed on night 1: gone at dawn iff "dawn"; placed again by day: gone at dusk iff "dusk"; source dead: gone iff "source"."""
    assert "seeds/" in lifetime.ref or "docs/rules/" in lifetime.ref
    game = table_for(library, lifetime)
    advance(game)
    mark(game, "T", lifetime.character, lifetime.token)
    advance(game)
    assert present(game, lifetime) != ("dawn" in lifetime.ends)
    if not present(game, lifetime):
        mark(game, "T", lifetime.character, lifetime.token)
    advance(game)
    assert present(game, lifetime) != bool({"dusk", "dusk_tomorrow"} & set(lifetime.ends))
    if not present(game, lifetime):
        mark(game, "T", lifetime.character, lifetime.token)
    assert not source_gone_events(game)
    if lifetime.character != "lilmonsta":
        die(game, "S")
        gone = [e.reminder for e in source_gone_events(game) if isinstance(e, ReminderRemoved)]
        assert bool(gone) == ("source" in lifetime.ends)


def test_poisoned_lasts_the_night_and_the_next_day(library: Library) -> None:
    """Spec 2.3 Poisoner test 1: POISONED placed on night 1 is still there on day 1 and gone at its dusk."""
    game = game_of(library, "001", "A=fool", "B=sage", "C=poisoner", "D=ojo")
    advance(game)
    mark(game, "B", "poisoner", "Poisoned")
    advance(game)
    assert ("poisoner", "Poisoned") in tokens(game, "B")
    events = advance(game)
    assert isinstance(events[-1], PhaseAdvanced) and isinstance(events[0], ReminderRemoved) and events[0].because == "dusk"
    assert not tokens(game, "B")


def test_dusk_applied_late_spares_tonights_tokens(library: Library) -> None:
    """Spec 1.6: a dusk checklist asked for during night 2 only removes what was placed before the night began."""
    game = game_of(library, "001", "A=fool", "B=sage", "C=poisoner", "D=ojo")
    advance(game)
    old = mark(game, "A", "poisoner", "Poisoned")
    advance(game)
    record(game, [PhaseAdvanced(to=game.state.phase.next())])
    new = mark(game, "B", "goon", "Drunk")
    removed = {e.reminder for e in dusk_events(game) if isinstance(e, ReminderRemoved)}
    assert old in removed and new not in removed


def test_died_today_survives_until_the_next_dawn(library: Library) -> None:
    """Spec 1.6 dawn 2 and 3.4: DIED TODAY placed on day 1 stays through day 1 and goes at dawn of night 2."""
    game = game_of(library, "001", "A=fool", "B=sage", "C=poisoner", "D=zombuul")
    advance_to(game, "day", 1)
    marker = mark(game, "B", "zombuul", "Died Today")
    assert marker not in {e.reminder for e in dawn_events(game) if isinstance(e, ReminderRemoved)}
    advance(game)
    assert ("zombuul", "Died Today") in tokens(game, "B")
    advance(game)
    assert not tokens(game, "B")


def test_town_crier_markers_reset_at_dawn(library: Library) -> None:
    """Spec 1.6 dawn 4 and 2.1 Town Crier: each dawn MINIONS NOT NOMINATED is put back, MINION NOMINATED goes."""
    game = game_of(library, "000", "A=towncrier", "B=general", "C=poisoner", "D=fanggu")
    advance(game)
    events = advance(game)
    assert any(isinstance(e, ReminderPlaced) and e.token == "Minions Not Nominated" for e in events)
    assert tokens(game, "A") == {("towncrier", "Minions Not Nominated")}
    mark(game, "A", "towncrier", "Minion Nominated")
    advance_to(game, "day", 2)
    assert tokens(game, "A") == {("towncrier", "Minions Not Nominated")}


def test_flowergirl_marker_reset_at_dawn(library: Library) -> None:
    """Spec 1.6 dawn 4 and 4.1 Flowergirl: DEMON NOT VOTED each dawn, DEMON VOTED removed."""
    game = game_of(library, "004", "A=flowergirl", "B=savant", "C=goblin", "D=po")
    advance_to(game, "day", 1)
    mark(game, "A", "flowergirl", "Demon Voted")
    advance_to(game, "day", 2)
    assert tokens(game, "A") == {("flowergirl", "Demon Not Voted")}


def test_curse_ends_when_three_are_alive(library: Library) -> None:
    """Spec 2.3 Witch: CURSED goes at once when only 3 players live (min_alive in reminders.json)."""
    game = game_of(library, "000", "A=witch", "B=general", "C=noble", "D=klutz", "E=fanggu")
    advance(game)
    mark(game, "B", "witch", "Cursed")
    assert not source_gone_events(game)
    die(game, "C")
    die(game, "D")
    assert [e.because for e in source_gone_events(game) if isinstance(e, ReminderRemoved)] == ["source_gone"]


def test_advance_is_one_checklist(library: Library) -> None:
    """DESIGN.md Dusk to dawn: setup → [PhaseAdvanced]; day → [dusk…, PhaseAdvanced]; night → [PhaseAdvanced, dawn…]."""
    game = game_of(library, "004", "A=monk", "B=savant", "C=goblin", "D=po")
    assert [type(e).__name__ for e in advance_events(game)] == ["PhaseAdvanced"]
    advance_to(game, "night", 2)
    mark(game, "B", "monk", "Safe")
    assert [type(e).__name__ for e in advance_events(game)] == ["PhaseAdvanced", "ReminderRemoved"]
    advance(game)
    mark(game, "B", "goblin", "Claimed")
    assert [type(e).__name__ for e in advance_events(game)] == ["ReminderRemoved", "PhaseAdvanced"]


def test_checklist_lines_read_as_the_issue_says(library: Library) -> None:
    """Issue "Tonight" part 3: "해질녘: 민수의 중독 제거" / "Dusk: Poisoned removed from 민수" (seeds/001 Poisoner)."""
    game = game_of(library, "001", "민수=fool", "지현=poisoner", "C=ojo")
    advance(game)
    mark(game, "민수", "poisoner", "Poisoned")
    advance(game)
    events = advance_events(game)
    assert checklist(game, events, "ko")[0] == "해질녘: 민수의 중독 제거"
    assert checklist(game, events, "en")[0] == "Dusk: Poisoned removed from 민수"
    assert seat_of(game, "민수")
