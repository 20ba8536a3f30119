"""Victory: who wins and why, proposed as a GameEnded the Storyteller confirms or ignores."""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from functools import cache

from grimoire_app.i18n import keys, template, tr
from grimoire_app.model.characters import LANGS, Lang
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


_SLOT = re.compile(r"\{(\w+)\}|\[([^\]/]+)/([^\]/]+)\]")


@cache
def _reason_patterns() -> tuple[tuple[str, re.Pattern[str]], ...]:
    """Every victory reason of the catalogue, in each language, as a pattern that finds its values again."""
    found = []
    for key in keys():
        if not key.startswith("day.win."):
            continue
        for lang in LANGS:
            parts, seen, at = [], set(), 0
            text = template(key, lang)
            for slot in _SLOT.finditer(text):
                parts.append(re.escape(text[at : slot.start()]))
                name, with_final, without_final = slot.groups()
                if name and name in seen:
                    parts.append(f"(?P={name})")
                elif name:
                    seen.add(name)
                    parts.append(f"(?P<{name}>.+?)")
                else:
                    parts.append(f"(?:{re.escape(with_final)}|{re.escape(without_final)}|{re.escape(with_final)}\\({re.escape(without_final)}\\)|\\(으\\)로)")
                at = slot.end()
            parts.append(re.escape(text[at:]))
            found.append((key, re.compile("".join(parts), re.DOTALL)))
    return tuple(found)


def reason_in(reason: str, lang: Lang) -> str:
    """Return a recorded victory reason in `lang`: a GameEnded keeps the reason in the language it was recorded
    in, so a game recorded in English and read in Korean (or the other way) says it again from the catalogue;
    a reason the catalogue does not know (typed by the Storyteller) stays as it is.

    >>> reason_in("The Demon is dead.", "ko") == tr("day.win.standard.demon_dead", "ko")
    True
    """
    for key, pattern in _reason_patterns():
        match = pattern.fullmatch(reason)
        if match:
            values = {name: reason_in(value, lang) if name == "reason" else value for name, value in match.groupdict().items()}
            return tr(key, lang, **values)
    return reason
