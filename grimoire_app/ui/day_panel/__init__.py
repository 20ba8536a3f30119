"""The day panel: nominations, votes, public acts and the day's execution, beside the town square.

Presentation only: the day's rules — the recording flows with their prompts, the public acts'
shapes (ACT_STAGES) and the vote order — are in systems/botc/day (flow.py, acts.py, votes.py).

Modules (the pure ones import no Qt, so they are testable without a display):
- modes: `Nominating`, `Voting`, `Acting`, `click` (what a click on a seat names; no Qt)
- texts, view: the Storyteller's lines and `panel_view` (the whole picture as a value; no Qt)
- seats, prompt, sections: the widgets
- panel: `DayPanel(session, square, lang, public)`, the widget the main window places
  (while a vote is open it steps the clock hand — VOTE_KEYS — and hands the vote to both squares)

Public names: DayPanel.
"""

from grimoire_app.ui.day_panel.panel import DayPanel

__all__ = ["DayPanel"]
