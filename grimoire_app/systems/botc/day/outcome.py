"""Victory: who wins and why, proposed as a GameEnded the Storyteller confirms or ignores."""

from __future__ import annotations

from dataclasses import dataclass, replace

from grimoire_app.i18n import tr
from grimoire_app.model.characters import Lang
from grimoire_app.systems.botc.events import Alignment, GameEnded


def other(alignment: Alignment) -> Alignment:
    """Return the other team.

    >>> other("good")
    'evil'
    """
    return "evil" if alignment == "good" else "good"


@dataclass(frozen=True)
class Victory:
    """A proposed game end: the winning team, the rule that ends the game, and its reason (ko/en).

    >>> Victory("good", "standard.demon_dead").reason("en")
    'The Demon is dead.'
    """

    winner: Alignment
    rule: str
    """The id of the rule in day_wins.json (e.g. 'vortox.no_execution')."""
    values: tuple[tuple[str, str], ...] = ()
    flipped_by: str | None = None
    """The Heretic's seat when the Heretic turned the result around."""
    variant: str | None = None
    """Which reason of the rule applies, when it has several."""

    def reason(self, lang: Lang) -> str:
        """Return why the game ends, in one language (with the Heretic's flip when it applied)."""
        key = f"day.win.{self.rule}" + (f".{self.variant}" if self.variant else "")
        text = tr(key, lang, **dict(self.values))
        return text if self.flipped_by is None else tr("day.win.flipped", lang, reason=text)

    def flipped(self, seat: str) -> Victory:
        """Return the result turned around by a Heretic at `seat`."""
        return replace(self, winner=other(self.winner), flipped_by=seat)

    def event(self, lang: Lang) -> GameEnded:
        """Return the GameEnded to record, its reason in the app's language."""
        return GameEnded(winner=self.winner, reason=self.reason(lang)[:500])
