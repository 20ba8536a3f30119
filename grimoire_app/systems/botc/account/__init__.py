"""The one account of a game (issue 15): values, built by one fold over the log, rendered as text.

The CLI `summary`, the PDF/HTML export and review all tell a game through this account, so they
list the same votes (with threshold and outcome), executions and deaths (with causes).

Public names:
- values: Account, PhaseAccount, Entry, Nomination, Vote, VoteOutcome, Execution, ExecutionOutcome,
  Death, Act, Fired, Ended, Told, PlayerRow.
- build: game_account(game) -> Account; phase_account(game, at) -> PhaseAccount (one phase alone, as review tells it).
- text (import from grimoire_app.systems.botc.account.text): phase_name, entry_line, death_line,
  cause_text, event_line, phase_lines, setup_lines, account_lines.
"""

from grimoire_app.systems.botc.account.build import game_account, phase_account
from grimoire_app.systems.botc.account.values import (
    Account,
    Act,
    Death,
    Ended,
    Entry,
    Execution,
    ExecutionOutcome,
    Fired,
    Nomination,
    PhaseAccount,
    PlayerRow,
    Told,
    Vote,
    VoteOutcome,
)

__all__ = [
    "Account",
    "Act",
    "Death",
    "Ended",
    "Entry",
    "Execution",
    "ExecutionOutcome",
    "Fired",
    "Nomination",
    "PhaseAccount",
    "PlayerRow",
    "Told",
    "Vote",
    "VoteOutcome",
    "game_account",
    "phase_account",
]
