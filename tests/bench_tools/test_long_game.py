"""tools/long_game.py: a long game is real play, legal event by event, also where it repeats its rounds (issue 20)."""

from __future__ import annotations

from collections import Counter

from grimoire_app import paths
from grimoire_app.model import Library
from grimoire_app.model.bundled_scripts import resolve_script
from grimoire_app.systems.botc.events import GameEnded, InfoShown, NightChoice, PhaseAdvanced, PlayerRevived
from grimoire_app.systems.botc.game import Game
from tools.long_game import RECHECKED, SCRIPT, long_game, played


def test_a_long_game_passes_the_rules_check_event_by_event_through_its_repeated_rounds(library: Library) -> None:
    """Every event of a long game that repeats its played rounds twice is accepted by Game.record as it stands:
    without override, or (a rechecked answer the longer history refuses) with the override it notes."""
    first, rounds = played(library, 2, seed=1)
    size = len(first) + 2 * sum(len(r.events) + 40 for r in rounds)
    events = long_game(size, library, seed=1, rounds=2)
    assert len(events) == size
    game = Game(resolve_script(SCRIPT, paths.resources_dir(), library), library)
    for event in events:
        recorded = game.record(event, override=event.override is not None)
        assert recorded == event
    overridden = [e for e in events if e.override is not None]
    assert all(isinstance(e, InfoShown) and e.step in RECHECKED for e in overridden) and len(overridden) < size // 50
    kinds = Counter(type(e) for e in events)
    assert kinds[PlayerRevived] > 0 and kinds[GameEnded] == 0
    assert (kinds[NightChoice] + kinds[InfoShown]) / size > 0.15
    nights = [e.to.number for e in events if isinstance(e, PhaseAdvanced) and e.to.kind == "night"]
    assert nights == sorted(nights) and len(set(nights)) == len(nights)
