"""check_victory: after every death, execution and at dusk, does the game end, who wins and why?

The rules of day_wins.json are tried in order (ability wins first, then the standard ones) for
the characters on the script or in play; the first that ends the game wins, then the Heretic may
turn it around (spec 1.8). The result is a proposal: `Victory.event(lang)` is the GameEnded the
Storyteller confirms or ignores.
"""

from __future__ import annotations

from grimoire_app.systems.botc.game import Game
from grimoire_app.systems.botc.day.data import block_specs, flip_specs, win_specs
from grimoire_app.systems.botc.day.facts import Moment
from grimoire_app.systems.botc.day.outcome import Victory
from grimoire_app.systems.botc.day.registry import BLOCKS, FLIPS, SUSPENDS, WINS


def check_victory(game: Game, at_dusk: bool = False, at: int | None = None) -> Victory | None:
    """Return the game's end if it ends now, else None (also None once a result is recorded).

    `at_dusk`: the day is ending (call it before advancing, so the Vortox's check reads today);
    `at`: judge the game after its first `at` events instead of now.
    """
    m = Moment(game, len(game.events) if at is None else at)
    if m.state.result is not None or m.state.phase.kind == "setup":
        return None
    relevant = m.relevant()
    suspended = any(rule(m) for character, rule in SUSPENDS.items() if character in relevant)
    for spec in win_specs():
        if (spec.character is not None and spec.character not in relevant) or (spec.moment == "dusk" and not at_dusk):
            continue
        if spec.character is None and suspended:
            continue
        found = WINS[spec.id](m)
        if found is not None and not _blocked(m, found):
            return _flip(m, found)
    return None


def _blocked(m: Moment, found: Victory) -> bool:
    """Whether a block rule (the Evil Twin's) stops this result; the game then goes on, other rules may still end it."""
    relevant = m.relevant()
    return any(BLOCKS[spec.id](m, found) for spec in block_specs() if spec.character is None or spec.character in relevant)


def _flip(m: Moment, found: Victory) -> Victory:
    relevant = m.relevant()
    for spec in flip_specs():
        if spec.character is None or spec.character in relevant:
            found = FLIPS[spec.id](m, found)
    return found
