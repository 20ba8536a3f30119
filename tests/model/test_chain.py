"""Chain: the state's log appends in O(1) and shares items, so opening a game is linear (issue 14)."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from grimoire_app.model import Library
from grimoire_app.model.chain import Chain
from grimoire_app.systems.botc.events import NoteWritten
from tests.builders import table


@given(st.lists(st.integers(), max_size=30), st.integers(0, 30), st.lists(st.integers(), max_size=5))
def test_a_chain_is_a_frozen_tuple_even_when_an_earlier_one_branches(items: list[int], cut: int, branch: list[int]) -> None:
    """Appending to an earlier Chain (a branch after undo) never changes any Chain already made."""
    chains = [Chain[int]()]
    for item in items:
        chains.append(chains[-1].plus(item))
    base = chains[min(cut, len(items))]
    grown = base
    for item in branch:
        grown = grown.plus(item)
    for n, chain in enumerate(chains):
        assert chain == tuple(items[:n]) and list(chain) == items[:n] and list(reversed(chain)) == items[:n][::-1]
        assert len(chain) == n and chain[:] == tuple(items[:n]) and hash(chain) == hash(tuple(items[:n]))
    assert grown == tuple(items[: min(cut, len(items))] + branch)


def test_the_states_of_a_game_of_notes_share_one_log(library: Library) -> None:
    """Opening n notes keeps n states whose logs are views of one list: O(n), not O(n²) copies."""
    game = table(library, "000", "a=chef", "b=imp", "c=poisoner", "d=empath", "e=monk")
    start = len(game.state.log)
    for n in range(200):
        game.record(NoteWritten(text=f"note {n}"))
    logs = [game.state_at(len(game.events) - k).log for k in range(200)]
    assert len({id(log._items) for log in logs}) == 1
    assert len(game.state.log) == start + 200 and game.state.log[-1].event == NoteWritten(text="note 199")
    game.undo()
    game.record(NoteWritten(text="instead"))
    assert game.state.log[-1].event == NoteWritten(text="instead")
    assert game.state_at(len(game.events) - 1).log[-1].event == NoteWritten(text="note 198")
