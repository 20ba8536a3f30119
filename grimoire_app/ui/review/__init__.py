"""Review mode: a saved game opened read-only and scrubbed event by event on the town square.

Public names:
    ReviewWindow: the window (`ReviewWindow(path, library, lang)`); `go_to(n)`, `set_language`.
    open_review: open a path in a review window for the menu, errors shown in a message box.
    review_game_dialog: File → Review game…: ask for the file, then `open_review`.
    ReviewIndex, EventFilter: the Qt-free index of a game's log (phases, marks, filters, info per seat).
"""

from grimoire_app.ui.review.index import EventFilter, ReviewIndex
from grimoire_app.ui.review.menu import open_review, review_game_dialog
from grimoire_app.ui.review.window import ReviewWindow

__all__ = ["EventFilter", "ReviewIndex", "ReviewWindow", "open_review", "review_game_dialog"]
