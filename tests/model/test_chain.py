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


operations = st.lists(st.tuples(st.sampled_from(["plus", "last"]), st.integers(0, 40), st.integers()), max_size=40)


@given(operations)
def test_plus_and_with_last_on_any_earlier_chain_never_change_another(steps: list[tuple[str, int, int]]) -> None:
    """Issue 20: days replace their last record (`with_last`) and append (`plus`) from any earlier state (undo,
    dry runs, redo): every Chain made keeps the value it was made with, as a tuple would."""
    chains: list[Chain[int]] = [Chain[int]()]
    expected: list[tuple[int, ...]] = [()]
    for kind, pick, item in steps:
        base = pick % len(chains)
        if kind == "last" and not expected[base]:
            continue
        chains.append(chains[base].plus(item) if kind == "plus" else chains[base].with_last(item))
        expected.append(expected[base] + (item,) if kind == "plus" else expected[base][:-1] + (item,))
    for chain, value in zip(chains, expected, strict=True):
        assert chain == value and tuple(chain) == value and len(chain) == len(value)
        assert list(reversed(chain)) == list(reversed(value)) and chain[:] == value
        assert all(chain[i] == value[i] for i in range(-len(value), len(value)))


def test_a_line_of_plus_and_with_last_shares_one_list() -> None:
    """Issue 20: a day's record replaced as nominations come in, then a new day: no copy along one line."""
    chain = Chain[int]().plus(1)  # as a state's days begin: empty, then the first day
    made = [chain]
    for n in range(100):
        chain = chain.with_last(n).plus(n)
        made.append(chain)
    assert len({id(c._items) for c in made}) == 1
    assert made[2] == (0, 1, 1) and len(chain) == 101
