"""Chain: an immutable sequence whose append is O(1) and shares its items with the original.

The game keeps the state after every event; a state's log of happenings (notes, info shown...)
grew by copying a tuple, O(n) per event and O(n²) to open a game of n notes. A Chain is a view of
the first `n` items of a list shared by every Chain of the same line: appending to the longest
view pushes onto the shared list; appending to a shorter one (a branch after an undo) copies once.
Items a Chain sees are never changed, so each Chain behaves as a frozen tuple.

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
    """An immutable sequence with O(1) amortised `plus` (append), sharing storage along a line."""

    __slots__ = ("_items", "_n")

    def __init__(self, items: Sequence[T] = ()) -> None:
        self._items: list[T] = list(items)
        self._n = len(self._items)

    def plus(self, item: T) -> Chain[T]:
        """Return this sequence with one more item at the end (this one is unchanged). O(1) amortised."""
        if self._n == len(self._items):
            items = self._items
        else:
            items = self._items[: self._n]
        items.append(item)
        longer: Chain[T] = Chain.__new__(Chain)
        longer._items, longer._n = items, self._n + 1
        return longer

    def __len__(self) -> int:
        return self._n

    @overload
    def __getitem__(self, index: int) -> T: ...

    @overload
    def __getitem__(self, index: slice) -> tuple[T, ...]: ...

    def __getitem__(self, index: int | slice) -> T | tuple[T, ...]:
        if isinstance(index, slice):
            return tuple(self._items[: self._n][index])
        if not -self._n <= index < self._n:
            raise IndexError("Chain index out of range")
        return self._items[index % self._n]

    def __iter__(self) -> Iterator[T]:
        items = self._items
        for index in range(self._n):
            yield items[index]

    def __reversed__(self) -> Iterator[T]:
        items = self._items
        for index in range(self._n - 1, -1, -1):
            yield items[index]

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Chain):
            if other._items is self._items:
                return other._n == self._n
            return other._n == self._n and all(a == b for a, b in zip(self, other))
        if isinstance(other, tuple):
            return len(other) == self._n and all(a == b for a, b in zip(self, other))
        return NotImplemented

    def __hash__(self) -> int:
        return hash(tuple(self))

    def __repr__(self) -> str:
        return f"Chain({tuple(self)!r})"
