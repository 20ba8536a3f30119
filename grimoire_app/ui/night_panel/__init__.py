"""The night panel: walk tonight's sheet beside the town square, recording choices, answers and cards.

Public names:
- NightPanel(session, square, lang): the widget the main window places beside the square (side tab).
- advance_phase(parent, session, lang, ask=None, tell=None, record_many=None): "next phase" as a
  checklist (dusk removals, the phase change, dawn removals), then the dawn report to announce.
- PhaseChecklist, phase_checklist, ChecklistDialog, AnnounceDialog: the pieces of that action.
- SheetModel, sheet_rows, Row: tonight's sheet as a list model.

Modules: words, requests, steps_nav (no Qt: what the panel says and builds); sheet_model,
choice_box, bare_box, info_box, cards_deaths, detail, panel, night_requests, recording, phase, style, widgets.
"""

from grimoire_app.ui.night_panel.panel import NightPanel
from grimoire_app.ui.night_panel.phase import (
    AnnounceDialog,
    ChecklistDialog,
    PhaseChecklist,
    advance_phase,
    phase_checklist,
)
from grimoire_app.ui.night_panel.sheet_model import Row, SheetModel, sheet_rows

__all__ = [
    "AnnounceDialog",
    "ChecklistDialog",
    "NightPanel",
    "PhaseChecklist",
    "Row",
    "SheetModel",
    "advance_phase",
    "phase_checklist",
    "sheet_rows",
]
