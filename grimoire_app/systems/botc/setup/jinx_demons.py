"""Setup rules of the experimental Demons' jinxes (issue 21; resources/characters/jinxes.json).

The Kazali with the Bounty Hunter (docs/rules/kazali.md Jinxes): the Kazali may make the Bounty Hunter a Minion on
night 1, and then no Townsfolk turns evil. So with both dealt, the deal turns no Townsfolk evil: the Storyteller does
it on night 1 once the Kazali has made its Minions, if the Bounty Hunter is still in play (the Kazali's step says so,
tonight/steps_jinx_demons.kazali_bountyhunter).
"""

from __future__ import annotations

from collections.abc import Collection

from grimoire_app.systems.botc.setup.data import LangText

KAZALI_DEFERS = LangText(
    en="Kazali jinx: no Townsfolk is evil yet; on night 1, after the Kazali makes its Minions, 1 Townsfolk other than the "
    "Bounty Hunter turns evil only if the Bounty Hunter is still in play. Counts unchanged.",
    ko="카잘리 징크스: 아직 악한 마을주민은 없습니다. 첫째 밤 카잘리가 하수인을 만든 뒤에도 현상금 사냥꾼이 게임에 남아 있을 때만 "
    "현상금 사냥꾼이 아닌 마을주민 1명이 악이 됩니다. 인원 변화 없음.",
)
"""The Bounty Hunter's modifier line when the Kazali is dealt too."""


def kazali_defers(in_play: Collection[str]) -> bool:
    """Whether the evil Townsfolk waits for night 1: the Kazali and the Bounty Hunter are both dealt."""
    return "kazali" in in_play and "bountyhunter" in in_play
