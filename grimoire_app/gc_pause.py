"""paused_gc() / pause_gc(): no cyclic garbage collection while a game file is read and folded, or while the app
starts (grimoire_app/__main__.py while it imports, ui/app.py until the window is whole).

Opening a game creates a state (and its events) per event, all kept: nothing of it is garbage, but
CPython's collector, counting allocations, rescans the ever-growing set of kept objects again and
again while they are made (14 full collections for a 100,000-event game, about two thirds of the
time to open it: docs/performance.md, "Long games"). Reference counting still frees everything as
usual meanwhile; collection resumes (if it was on) as the block ends.

What the block made and kept is long-lived by nature, so it goes straight to the oldest generation
(gc.freeze then gc.unfreeze moves every tracked object there): otherwise the first young collections
after the block would each scan all of it again (the review's first steps after opening a long game).
Nothing is kept out of collection for good: the next full collection sees everything as usual.
"""

from __future__ import annotations

import gc
from collections.abc import Callable, Iterator
from contextlib import contextmanager


def pause_gc() -> Callable[[], None]:
    """Turn the cyclic garbage collector off; return what turns it back on (if it was on: pauses nest), moving what was
    made meanwhile to the oldest generation. For a pause that ends elsewhere (the app's start: after the first paint).

    >>> resume = pause_gc(); gc.isenabled()
    False
    >>> resume(); gc.isenabled()
    True
    """
    was = gc.isenabled()
    gc.disable()

    def resume() -> None:
        if was and not gc.isenabled():
            gc.freeze()
            gc.unfreeze()
            gc.enable()

    return resume


@contextmanager
def paused_gc() -> Iterator[None]:
    """Turn the cyclic garbage collector off for the block (back on after it, if it was on; nests).

    >>> with paused_gc():
    ...     gc.isenabled()
    False
    """
    resume = pause_gc()
    try:
        yield
    finally:
        resume()
