"""One Night Ultimate Werewolf (한밤의 늑대인간): the pure rules model (spec: shared/spec/onuw.md).

Public names:
- data: `catalogue()`, `load_catalogue(folder)`, `Catalogue`, `RoleDef`, `StepDef`, `ActionDef`,
  `OnuwDataError`
- setup: `validate_setup`, `Issue`, `make_cards`, `random_deal`, `deal_from_roles`, `centre_slots`
- events: `TableSet`, `CardsDealt`, `NightActed`, `StepAdvanced`, `VoteCast`, `CardsSwapped`, `DayResolved`,
  `OnuwEvent`, `EVENT_ADAPTER`, `OnuwOptions`
- state: `OnuwState`, `NightRecord`, `Shown`, `OnuwResult`, `Card`, `CardMove`, `CardJourney`
- the game: `OnuwGame`, `RuleError`, `Refusal`, `apply`, `refusals`
- commands: `new_game`, `new_round`, `perform`, `advance`, `cast_vote`, `resolve_day`
- night: `build_night_script`, `wakers`, `step_actions`, `open_actions`
- script: `moderator_script`, `ScriptLine`, `current_step`, `tell`, `narration`
- resolution: `resolve`, `executions`, `deaths`, `team`, `Verdict`, `HunterShot`
- texts: `Phrase`, `role_name`, `step_name`, `action_name`
"""

from grimoire_app.systems.onuw.cards import Card, CardJourney, CardMove, Position
from grimoire_app.systems.onuw.commands import advance, cast_vote, new_game, new_round, perform, resolve_day
from grimoire_app.systems.onuw.data import ActionDef, Catalogue, OnuwDataError, RoleDef, StepDef, catalogue, load_catalogue
from grimoire_app.systems.onuw.errors import Refusal, RuleError
from grimoire_app.systems.onuw.events import (
    EVENT_ADAPTER,
    CardsDealt,
    CardsSwapped,
    DayResolved,
    NightActed,
    OnuwEvent,
    OnuwOptions,
    StepAdvanced,
    TableSet,
    VoteCast,
)
from grimoire_app.systems.onuw.fold import apply
from grimoire_app.systems.onuw.game import OnuwGame
from grimoire_app.systems.onuw.night import build_night_script, open_actions, step_actions, wakers
from grimoire_app.systems.onuw.resolution import HunterShot, Verdict, deaths, executions, resolve, team
from grimoire_app.systems.onuw.rules import refusals
from grimoire_app.systems.onuw.script import ScriptLine, current_step, moderator_script, narration, tell
from grimoire_app.systems.onuw.setup import Issue, centre_slots, deal_from_roles, make_cards, random_deal, validate_setup
from grimoire_app.systems.onuw.state import NightRecord, OnuwResult, OnuwState, Shown
from grimoire_app.systems.onuw.texts import Phrase, action_name, role_name, step_name

__all__ = [
    "EVENT_ADAPTER",
    "ActionDef",
    "Card",
    "CardJourney",
    "CardMove",
    "CardsDealt",
    "CardsSwapped",
    "Catalogue",
    "DayResolved",
    "HunterShot",
    "Issue",
    "NightActed",
    "NightRecord",
    "OnuwDataError",
    "OnuwEvent",
    "OnuwGame",
    "OnuwOptions",
    "OnuwResult",
    "OnuwState",
    "Phrase",
    "Position",
    "Refusal",
    "RoleDef",
    "RuleError",
    "ScriptLine",
    "Shown",
    "StepAdvanced",
    "StepDef",
    "TableSet",
    "Verdict",
    "VoteCast",
    "action_name",
    "advance",
    "apply",
    "build_night_script",
    "cast_vote",
    "catalogue",
    "centre_slots",
    "current_step",
    "deal_from_roles",
    "deaths",
    "executions",
    "load_catalogue",
    "make_cards",
    "moderator_script",
    "narration",
    "new_game",
    "new_round",
    "open_actions",
    "perform",
    "random_deal",
    "refusals",
    "resolve",
    "resolve_day",
    "role_name",
    "step_actions",
    "step_name",
    "team",
    "tell",
    "validate_setup",
    "wakers",
]
