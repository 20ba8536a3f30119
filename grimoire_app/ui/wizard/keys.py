"""The setup wizard's keys in one table: the pages bind them from here and the help window (F1) lists them.

`WIZARD_KEYS` maps a help-sheet catalogue key to the keys; `RANDOM`, `MOVE_UP` and `MOVE_DOWN` are the ones bound as
shortcuts (random pick / shuffle again, a name up or down a seat). The deal page's seat tokens read the arrows,
Space/Enter and Esc themselves (wizard/seat_cards.py).
"""

from __future__ import annotations

RANDOM = "Ctrl+R"
"""The characters page's random pick; the deal page's shuffle again."""
MOVE_UP = "Alt+Up"
MOVE_DOWN = "Alt+Down"
"""The players page: move the selected name one seat up or down."""

WIZARD_KEYS: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("help.wizard.random", (RANDOM,)),
    ("help.wizard.move_name", (MOVE_UP, MOVE_DOWN)),
    ("help.wizard.token_move", ("Left", "Right", "Up", "Down")),
    ("help.wizard.token_mark", ("Space", "Return")),
    ("help.wizard.token_forget", ("Esc",)),
)
"""Each help line's catalogue key and its keys, in page order."""
