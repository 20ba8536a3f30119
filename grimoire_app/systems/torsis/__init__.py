"""Torsis (トルシス): the rules model of the three-team day/night game (shared/spec/torsis.md).

Public names:
- data: `roles`, `RoleDef`, `team_names`, `text`, `Lang`, `LANGS`, `step_table`
- setup: `standard_assignment`, `standard_sequence`, `validate_custom`, `custom_assignment`,
  `prefilled`, `specials_of`, `player_range`, `Issue`, `SetupError`
- options: `TorsisOptions`
- events: every event type, `TorsisEvent`, `EVENT_ADAPTER`, and the values `Seat`, `Info`,
  `Report`, `Death`, `TorsisResult`
- state: `TorsisState`, `Player`, `StatusChange`, `PendingRevival`, `Announcement`, `phase_kind`,
  `phase_number`, `phase_name`
- apply / rules: `apply`, `refusals`, `Refusal`
- resolution: `resolve_boundary`, `public_tally`, `real_tally`, `night_tally`, `unique_top`
- info: `cleaner_answer`, `prophet_answer`, `grave_keeper_reports`, `gravedigger_reports`,
  `setup_infos`, `infos_of`
- win: `check_win`, `explain`
- game: `TorsisGame`, `new_game`, `start_game`, `deal`
- script / describe: `moderator_script`, `ScriptStep`, `duplicate_revivals`, `info_text`,
  `announcement_text`, `tally_text`
- cli: `parse_role_counts`, `standard_roles`, `check_custom`, `CustomCheck`, `format_roles`,
  `roles_json`, `format_check`, `check_json`, `RoleCountError`, `register`, `run`
"""

from __future__ import annotations

from grimoire_app.systems.torsis.apply import apply
from grimoire_app.systems.torsis.cli import (
    CustomCheck,
    RoleCountError,
    check_custom,
    check_json,
    format_check,
    format_roles,
    parse_role_counts,
    register,
    roles_json,
    run,
    standard_roles,
)
from grimoire_app.systems.torsis.data import LANGS, Lang, RoleDef, roles, step_table, team_names, text
from grimoire_app.systems.torsis.describe import announcement_text, info_text, tally_text
from grimoire_app.systems.torsis.events import (
    EVENT_ADAPTER,
    CleanerChecked,
    DayVoteCast,
    Death,
    DrawDeclared,
    FortuneChosen,
    GraveKeeperLearned,
    Info,
    KamikazeAttackChosen,
    KnightSacrificed,
    MagicianVoteCast,
    NightVoteCast,
    PhaseEnded,
    ProphetChecked,
    ProtectionChosen,
    Report,
    RolesDealt,
    Seat,
    StatusCorrected,
    TorsisEvent,
    TorsisResult,
)
from grimoire_app.systems.torsis.game import TorsisGame, deal, new_game, start_game
from grimoire_app.systems.torsis.info import (
    cleaner_answer,
    grave_keeper_reports,
    gravedigger_reports,
    infos_of,
    prophet_answer,
    setup_infos,
)
from grimoire_app.systems.torsis.options import TorsisOptions
from grimoire_app.systems.torsis.resolution import night_tally, public_tally, real_tally, resolve_boundary, unique_top
from grimoire_app.systems.torsis.rules import Refusal, refusals
from grimoire_app.systems.torsis.script import ScriptStep, duplicate_revivals, moderator_script
from grimoire_app.systems.torsis.setup import (
    Issue,
    SetupError,
    custom_assignment,
    player_range,
    prefilled,
    specials_of,
    standard_assignment,
    standard_sequence,
    validate_custom,
)
from grimoire_app.systems.torsis.state import (
    Announcement,
    PendingRevival,
    Player,
    StatusChange,
    TorsisState,
    phase_kind,
    phase_name,
    phase_number,
)
from grimoire_app.systems.torsis.win import check_win, explain

__all__ = [
    "EVENT_ADAPTER",
    "LANGS",
    "Announcement",
    "CleanerChecked",
    "CustomCheck",
    "DayVoteCast",
    "Death",
    "DrawDeclared",
    "FortuneChosen",
    "GraveKeeperLearned",
    "Info",
    "Issue",
    "KamikazeAttackChosen",
    "KnightSacrificed",
    "Lang",
    "MagicianVoteCast",
    "NightVoteCast",
    "PendingRevival",
    "PhaseEnded",
    "Player",
    "ProphetChecked",
    "ProtectionChosen",
    "Refusal",
    "Report",
    "RoleCountError",
    "RoleDef",
    "RolesDealt",
    "ScriptStep",
    "Seat",
    "SetupError",
    "StatusChange",
    "StatusCorrected",
    "TorsisEvent",
    "TorsisGame",
    "TorsisOptions",
    "TorsisResult",
    "TorsisState",
    "announcement_text",
    "apply",
    "check_custom",
    "check_json",
    "check_win",
    "cleaner_answer",
    "custom_assignment",
    "deal",
    "duplicate_revivals",
    "explain",
    "format_check",
    "format_roles",
    "grave_keeper_reports",
    "gravedigger_reports",
    "info_text",
    "infos_of",
    "moderator_script",
    "new_game",
    "night_tally",
    "parse_role_counts",
    "phase_kind",
    "phase_name",
    "phase_number",
    "player_range",
    "prefilled",
    "prophet_answer",
    "public_tally",
    "real_tally",
    "refusals",
    "register",
    "resolve_boundary",
    "roles",
    "roles_json",
    "run",
    "setup_infos",
    "specials_of",
    "standard_assignment",
    "standard_roles",
    "standard_sequence",
    "start_game",
    "step_table",
    "tally_text",
    "team_names",
    "text",
    "unique_top",
    "validate_custom",
]
