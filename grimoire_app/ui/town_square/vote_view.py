"""The words a square shows in its middle while a vote is taken, and the Storyteller's whole view of it (no Qt).

Both squares draw a `LiveVote` (town_square/public.py): the public window the one `public_live` gives
(nothing secret), the Storyteller's square the one `storyteller_live` gives (every hand, the count of a
secret vote, what each weighted hand is worth). `vote_lines` words either the same way; what the day model
withheld is simply not there to word.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace

from grimoire_app.i18n import tr
from grimoire_app.model.characters import Lang
from grimoire_app.systems.botc.day.live_vote import VoteInProgress
from grimoire_app.systems.botc.game import Game
from grimoire_app.ui.town_square.public import LiveVote, public_live


@dataclass(frozen=True)
class VoteLines:
    """The middle of a square during a vote: a title, the count (large), then smaller lines."""

    title: str
    count: str
    lines: tuple[str, ...]

    def texts(self) -> list[str]:
        """Return every line drawn, in order (empty ones left out)."""
        return [text for text in (self.title, self.count, *self.lines) if text]


def storyteller_live(vote: VoteInProgress, game: Game) -> LiveVote:
    """Return the vote in progress as the Storyteller sees it: all of it, secret or not, with the hands' worth."""
    names = {seat.id: seat.name for seat in game.state.seats}
    shown = replace(public_live(replace(vote, secret=False), game), secret=vote.secret)
    worth = tuple((seat, vote.worth_of(seat) or 0) for seat in vote.raised if vote.worth_of(seat) != 1)
    leader = names.get(vote.leader, vote.leader) if vote.leader else None
    return replace(shown, standing=vote.standing, to_beat=vote.to_beat, leader=leader, worth=worth)


def vote_lines(live: LiveVote, lang: Lang, who: Callable[[str], str]) -> VoteLines:
    """Word a vote in progress: whom, the count against the threshold, where it stands, the clock hand.

    `who` words a name (the Storyteller's id as "the Storyteller").

    >>> lines = vote_lines(LiveVote("지현", 3, 4, "민수", ("a", "b", "c"), ("a",), 1, "서준", "short"), "ko", str)
    >>> lines.title, lines.count, lines.lines
    ('민수 → 지현 투표', '표 3 / 필요 4', ('1표 더 필요', '시계 바늘: 서준 (2/3)'))
    """
    nominee = who(live.nominee)
    if live.count is None:
        title = tr("daypanel.public.live_secret", lang, player=nominee)
    elif live.nominator:
        title = tr("livevote.title", lang, nominator=who(live.nominator), nominee=nominee)
    else:
        title = tr("livevote.title.nominee", lang, nominee=nominee)
    count = tr("livevote.count", lang, count=live.count, needed=live.needed) if live.count is not None else tr("livevote.secret.public", lang)
    lines = [_standing(live, lang, who)] if live.count is not None else []
    at = tr("livevote.hand", lang, player=who(live.at), at=live.hand + 1, total=len(live.order)) if live.at else tr("livevote.hand.done", lang)
    lines.append(at)
    if live.secret and live.count is not None:
        lines.append(tr("livevote.secret", lang))
    return VoteLines(title, count, tuple(line for line in lines if line))


def _standing(live: LiveVote, lang: Lang, who: Callable[[str], str]) -> str:
    count = live.count or 0
    if live.standing == "leads":
        return tr("livevote.leads", lang, player=who(live.nominee))
    if live.standing == "tie":
        return tr("livevote.tie", lang, count=count)
    if live.standing is None:
        return ""
    if live.to_beat > 0:
        return tr("livevote.to_beat", lang, count=live.to_beat, player=who(live.leader)) if live.leader else tr("livevote.to_beat.tie", lang, count=live.to_beat)
    return tr("livevote.more", lang, count=max(live.needed - count, 1))
