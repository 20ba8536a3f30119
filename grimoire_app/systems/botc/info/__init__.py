"""Information suggestions for Blood on the Clocktower: who is reliable, the truth, the legal answers, why.

Public names: Reason, Reliability, reliability, vortox_active, vortox_forces_false (reliability.py);
Suggestion, suggestions, suggestion_for, abilities (suggest.py); Answer, Why (registry.py);
suggestion_as_json (jsonout.py); registration (how the Recluse, the Spy and later characters may register:
Sight, Seen, misregistrations, worlds) is in info/registration.py, its truth-function helpers in
info/registered.py; the bench's bench_game and all_suggestions are in info/bench.py. The night's view of them and the
CLI's JSON (night_suggestions, suggestions_json, run_suggest) are in systems.botc.tonight.
"""

from typing import TYPE_CHECKING

from grimoire_app.lazy_package import lazy_package

if TYPE_CHECKING:
    from grimoire_app.systems.botc.info.reliability import Reason, Reliability, reliability, vortox_active, vortox_forces_false
    from grimoire_app.systems.botc.info.registry import Answer, Why
    from grimoire_app.systems.botc.info.suggest import Suggestion, abilities, suggestion_for, suggestions
    from grimoire_app.systems.botc.info.jsonout import suggestion_as_json

_EXPORTS = {
    "Reason": "grimoire_app.systems.botc.info.reliability",
    "Reliability": "grimoire_app.systems.botc.info.reliability",
    "reliability": "grimoire_app.systems.botc.info.reliability",
    "vortox_active": "grimoire_app.systems.botc.info.reliability",
    "vortox_forces_false": "grimoire_app.systems.botc.info.reliability",
    "Answer": "grimoire_app.systems.botc.info.registry",
    "Why": "grimoire_app.systems.botc.info.registry",
    "Suggestion": "grimoire_app.systems.botc.info.suggest",
    "abilities": "grimoire_app.systems.botc.info.suggest",
    "suggestion_for": "grimoire_app.systems.botc.info.suggest",
    "suggestions": "grimoire_app.systems.botc.info.suggest",
    "suggestion_as_json": "grimoire_app.systems.botc.info.jsonout",
}
"""Where each public name lives: imported when first read (grimoire_app/lazy_package.py; issue 20, a cheap start)."""

lazy_package(__name__, _EXPORTS)

__all__ = [
    "Answer",
    "Reason",
    "Reliability",
    "Suggestion",
    "Why",
    "abilities",
    "reliability",
    "suggestion_as_json",
    "suggestion_for",
    "suggestions",
    "vortox_active",
    "vortox_forces_false",
]
