"""The day panel: nominations, votes, public acts and the day's execution, beside the town square.

Modules (the pure ones import no Qt, so they are testable without a display):
- flow: `record_flow`, `action_flow`, `victory_flow`, `dusk_flow`, `execution_events`, `drive`;
  the prompts `OverridePrompt`, `Notice`, `TriggerPrompt`, `VictoryPrompt`, `ExecutePrompt`; `Answer`,
  `FlowContext` (no Qt)
- modes: `Nominating`, `Voting`, `Acting`, `click`, `vote_order` (what a click on a seat names; no Qt)
- texts, view: the Storyteller's lines and `panel_view` (the whole picture as a value; no Qt)
- seats, prompt, sections: the widgets
- panel: `DayPanel(session, square, lang, public)`, the widget the main window places

Public names: DayPanel.
"""

from grimoire_app.ui.day_panel.panel import DayPanel

__all__ = ["DayPanel"]
