"""Information rules changed by the experimental Demons' jinxes (issue 21; resources/characters/jinxes.json).

The Leviathan's and Riot's jinxes with the Ravenkeeper and the Sage (docs/rules/leviathan.md, riot.md): a Ravenkeeper
or Sage picked tonight by a jinxed Leviathan or Riot uses its ability without dying, so its information applies
although it is alive (the wake test of each is widened; the truth functions stay theirs: the Sage's pair holds a
player who registers as the Demon).
"""

from __future__ import annotations

from grimoire_app.systems.botc.info.context import Context
from grimoire_app.systems.botc.info.registry import RULES, AppliesFn, Hooks
from grimoire_app.systems.botc.rules_jinx_demons import uses_picked


def _or_picked(character: str, applies: AppliesFn | None) -> AppliesFn:
    """Return the wake test: the character's own, or a jinxed pick tonight."""

    def test(ctx: Context) -> bool:
        if applies is None or applies(ctx):
            return True
        pick = uses_picked(ctx.table.game, ctx.state, ctx.holder.id, character)
        return pick is not None and not ctx.table.judge.impaired(pick.seat)

    return test


for _character in ("ravenkeeper", "sage"):
    _hooks = RULES[_character]
    RULES[_character] = Hooks(_hooks.truth, _or_picked(_character, _hooks.applies))
