"""Chain: an immutable sequence whose append is O(1) and shares its items with the original.

The game keeps the state after every event; a state's log of happenings (notes, info shown...)
grew by copying a tuple, O(n) per event and O(n²) to open a game of n notes. A Chain is a view of
the first `n` items of a list shared by every Chain of the same line, then its own last item:
appending pushes that last item onto the shared list when the list ends there (or already holds it
there), and copies once when another line took the list on (a branch after an undo). Items a Chain
sees are never changed, so each Chain behaves as a frozen tuple. Replacing the last item
(`with_last`) is O(1) as well: the states' days (today's record changes with each nomination) and
deaths are Chains too.

>>> empty = Chain[int]()
>>> one = empty.plus(1); two = one.plus(2); other = one.plus(3)
>>> tuple(empty), tuple(one), tuple(two), tuple(other)
((), (1,), (1, 2), (1, 3))
>>> two == (1, 2), two[-1], two[:1], len(two)
(True, 2, (1,), 2)
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import Generic, TypeVar, overload

T = TypeVar("T")


class Chain(Sequence[T], Generic[T]):
    """An immutable sequence with O(1) amortised `plus` (append) and `with_last`, sharing storage along a line.

    A Chain is the first `_n` items of a shared list, then its own last item (`_tip`, 0 or 1 item) kept
    outside the list until the next `plus` pushes it there. So replacing the last item (a day's record
    as its nominations come in) is O(1) too, and appending after it still shares the list.
    """

    __slots__ = ("_items", "_n", "_tip")

    def __init__(self, items: Sequence[T] = ()) -> None:
        self._items: list[T] = list(items)
        self._n = len(self._items)
        self._tip: tuple[T, ...] = ()

    @staticmethod
    def _made(items: list[T], n: int, tip: tuple[T, ...]) -> Chain[T]:
        made: Chain[T] = Chain.__new__(Chain)
        made._items, made._n, made._tip = items, n, tip
        return made

    def plus(self, item: T) -> Chain[T]:
        """Return this sequence with one more item at the end (this one is unchanged). O(1) amortised."""
        items, n = self._items, self._n
        if self._tip:
            tip = self._tip[0]
            if len(items) == n:
                items.append(tip)
            elif items[n] is not tip:  # another line took the list on from here: branch off (one copy)
                items = items[:n]
                items.append(tip)
            n += 1
        return Chain._made(items, n, (item,))

    def with_last(self, item: T) -> Chain[T]:
        """Return this sequence with its last item replaced (this one is unchanged). O(1).

        Raises:
            IndexError: the sequence is empty.

        >>> Chain([1, 2]).with_last(5), Chain([1]).plus(2).with_last(7).plus(8)
        (Chain((1, 5)), Chain((1, 7, 8)))
        """
        if self._tip:
            return Chain._made(self._items, self._n, (item,))
        if not self._n:
            raise IndexError("with_last on an empty Chain")
        return Chain._made(self._items, self._n - 1, (item,))

    def __len__(self) -> int:
        return self._n + len(self._tip)

    @overload
    def __getitem__(self, index: int) -> T: ...

    @overload
    def __getitem__(self, index: slice) -> tuple[T, ...]: ...

    def __getitem__(self, index: int | slice) -> T | tuple[T, ...]:
        if isinstance(index, slice):
            return tuple(self._items[: self._n] + list(self._tip))[index]
        size = self._n + len(self._tip)
        if not -size <= index < size:
            raise IndexError("Chain index out of range")
        index %= size
        return self._items[index] if index < self._n else self._tip[0]

    def __iter__(self) -> Iterator[T]:
        items = self._items
        for index in range(self._n):
            yield items[index]
        yield from self._tip

    def __reversed__(self) -> Iterator[T]:
        yield from self._tip
        items = self._items
        for index in range(self._n - 1, -1, -1):
            yield items[index]

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Chain):
            if other._items is self._items and other._n == self._n and other._tip == self._tip:
                return True
            return len(other) == len(self) and all(a == b for a, b in zip(self, other))
        if isinstance(other, tuple):
            return len(other) == len(self) and all(a == b for a, b in zip(self, other))
        return NotImplemented

    def __hash__(self) -> int:
        return hash(tuple(self))

    def __repr__(self) -> str:
        return f"Chain({tuple(self)!r})"
