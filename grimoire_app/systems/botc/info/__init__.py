"""Information suggestions for Blood on the Clocktower: who is reliable, the truth, the legal answers, why.

Public names: Reason, Reliability, reliability, vortox_active, vortox_forces_false (reliability.py);
Suggestion, suggestions, suggestion_for, abilities (suggest.py); Answer, Why (registry.py);
suggestions_json, suggestion_as_json, run_suggest, bench_game, all_suggestions (jsonout.py).
"""

from grimoire_app.systems.botc.info.reliability import Reason, Reliability, reliability, vortox_active, vortox_forces_false
from grimoire_app.systems.botc.info.registry import Answer, Why
from grimoire_app.systems.botc.info.suggest import Suggestion, abilities, suggestion_for, suggestions
from grimoire_app.systems.botc.info.jsonout import all_suggestions, bench_game, run_suggest, suggestion_as_json, suggestions_json

__all__ = [
    "Answer",
    "Reason",
    "Reliability",
    "Suggestion",
    "Why",
    "abilities",
    "all_suggestions",
    "bench_game",
    "reliability",
    "run_suggest",
    "suggestion_as_json",
    "suggestion_for",
    "suggestions",
    "suggestions_json",
    "vortox_active",
    "vortox_forces_false",
]
