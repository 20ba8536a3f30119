"""Homebrew `special` entries at setup (docs/rules/homebrew-specials.md): what the deal does with them.

The official script schema lets a homebrew character name app features (`special`). Setup applies three:

- `bag-duplicate`: the character may be dealt to more than one seat. A random deal takes distinct
  characters first and fills a type's remaining seats with copies (an "all Minions are Riot" script
  whose only Minion is a repeatable Riot deals it to every Minion seat).
- `bag-disabled`: never put in the bag by a random deal; the Storyteller adds it by hand (an `include`).
- `replace-character`: its player is shown another character (the `value`, an id on the script or an
  official one), as the Drunk is shown a Townsfolk; the seat's `believed` records it.

The other features (`grimoire`, `distribute-roles`, `signal`, `card`, `pointing`, `vote`, `reveal`…) are
things an online app does; here they are notes shown at the moment they matter (`special_notes`).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Collection

from grimoire_app.model.characters import Character, Lang, Special, Team
from grimoire_app.model.library import Library
from grimoire_app.model.script import Script
from grimoire_app.systems.botc.setup import exp_demons
from grimoire_app.i18n import keys, tr

DUPLICATE = "bag-duplicate"
DISABLED = "bag-disabled"
REPLACE = "replace-character"
APPLIED = frozenset({DUPLICATE, DISABLED, REPLACE})
"""The features setup applies itself; every other one is shown as a note."""

SETUP_TYPES = frozenset({"selection"})
NIGHT_TYPES = frozenset({"signal", "ability", "player", "reminder"})
DAY_TYPES = frozenset({"ability", "player"})
VOTE_TYPES = frozenset({"vote"})
END_TYPES = frozenset({"reveal"})
MOMENTS = {"setup": SETUP_TYPES, "night": NIGHT_TYPES, "day": DAY_TYPES, "vote": VOTE_TYPES, "end": END_TYPES}
"""Which `type`s of special matter at each moment of the game."""
_NIGHT_TIMES = frozenset({"night", "firstNight", "otherNight"})
_DAY_TIMES = frozenset({"day", "firstDay", "otherDay"})


def duplicable(script: Script) -> frozenset[str]:
    """Return the ids of the script's characters that may be dealt more than once (`bag-duplicate`, or Legion)."""
    return frozenset(c.id for c in script.characters if c.has_special(DUPLICATE) or c.id in exp_demons.REPEATS)


def disabled(script: Script) -> frozenset[str]:
    """Return the ids of the script's characters a random deal never puts in the bag (`bag-disabled`)."""
    return frozenset(c.id for c in script.characters if c.has_special(DISABLED))


def copies(script: Script, in_bag: Collection[str]) -> dict[str, int]:
    """Return the extra copies (beyond the first) of repeatable characters named more than once in `in_bag`.

    A character without `bag-duplicate` named twice gets no copy here (the bag takes it once).
    """
    repeatable = duplicable(script)
    named = Counter(found.id for spelling in in_bag if (found := script.character(spelling)) is not None)
    return {cid: n - 1 for cid, n in named.items() if n > 1 and cid in repeatable}


def shown_as(character: Character | None, script: Script, library: Library) -> str | None:
    """Return the id of the character a `replace-character` character's player is shown, or None.

    The `value` names it (any spelling): a character on the script first, else an official one. A
    value naming no known character (or none) gives None: nothing is replaced.
    """
    if character is None:
        return None
    for special in character.special:
        if special.name == REPLACE and special.value:
            found = script.character(special.value) or library.find(special.value)
            if found is not None and found.id != character.id:
                return found.id
    return None


def replacements(script: Script, library: Library) -> dict[str, str]:
    """Return, for each script character with a usable `replace-character`, the id its player is shown."""
    found = {c.id: shown_as(c, script, library) for c in script.characters}
    return {cid: shown for cid, shown in found.items() if shown}


def team_hint(script: Script, team: Team, short: int) -> str:
    """Return what a script with homebrew characters, `short` characters of `team` short, would need.

    Empty for a script of official characters only (its message is the plain count). Otherwise it names
    the shortfall, the `bag-duplicate` special that would let copies fill it, and the characters of that
    type a random deal leaves out (`bag-disabled`).
    """
    if not any(c.homebrew for c in script.characters):
        return ""
    label = f"{team.value} character" + ("" if short == 1 else "s")
    hint = f": {short} {label} short; a {team.value} with the special {DUPLICATE!r} would let copies fill the seats"
    kept_out = [c.name for c in script.of_team(team) if c.has_special(DISABLED)]
    if kept_out:
        verb = "is" if len(kept_out) == 1 else "are"
        hint += f" ({', '.join(kept_out)} {verb} {DISABLED!r}: dealt only when the Storyteller adds it)"
    return hint


def pending(characters: Collection[Character], moment: str) -> list[tuple[Character, Special]]:
    """Return each special of these characters that matters at `moment` and the app does not apply.

    `moment` is "setup", "night", "day", "vote" or "end" (see MOMENTS). A special whose `time` names
    another part of the game (a night feature by day) is left for its own moment; an `ability` or
    `player` feature with no `time` matters both by night and by day.
    """
    found = []
    for character in characters:
        for special in character.special:
            if special.name not in APPLIED and _matters(special, moment) and (character, special) not in found:
                found.append((character, special))
    return found


def special_notes(characters: Collection[Character], moment: str, lang: Lang) -> list[str]:
    """Return one note per special of these characters that matters at `moment` (see `pending`)."""
    return [note_text(character, special, lang) for character, special in pending(characters, moment)]


def note_text(character: Character, special: Special, lang: Lang) -> str:
    """Return the note for one special: the character, the feature, its value, and what to do by hand."""
    known = f"homebrew.special.{special.name}"
    what = tr(known, lang) if known in keys() else tr("homebrew.special.other", lang, name=special.name)
    value = tr("homebrew.special.value", lang, value=special.value) if special.value else ""
    return tr("homebrew.special.note", lang, character=character.name, what=what, value=value)


def _matters(special: Special, moment: str) -> bool:
    if special.type not in MOMENTS.get(moment, frozenset()) and not (moment == "setup" and special.type == ""):
        return False
    if special.time is None or moment in ("setup", "vote", "end"):
        return True
    if moment == "night":
        return special.time in _NIGHT_TIMES
    return special.time in _DAY_TIMES or special.time == "pregame"


def copies_fill(script: Script, team: Team, bag: Collection[str]) -> bool:
    """Whether a repeatable (`bag-duplicate`) character of `team` is in the bag, so copies fill that type's seats."""
    repeatable = duplicable(script)
    return any((found := script.character(cid)) is not None and found.team == team and found.id in repeatable for cid in bag)


def pick_notes(script: Script, bag: Collection[str], lang: Lang) -> list[str]:
    """Return the wizard's pick-page notes: which characters may repeat, which are never drawn, and the
    setup-time features of the chosen characters the app leaves to the Storyteller."""
    lines = []
    for character in script.characters:
        team = tr("team." + character.team.value, lang)
        if character.has_special(DUPLICATE):
            lines.append(tr("wizard.pick.copies", lang, character=character.name, team=team))
        if character.has_special(DISABLED):
            lines.append(tr("wizard.pick.disabled", lang, character=character.name))
    chosen = [found for cid in dict.fromkeys(bag) if (found := script.character(cid)) is not None]
    return lines + special_notes(chosen, "setup", lang)
