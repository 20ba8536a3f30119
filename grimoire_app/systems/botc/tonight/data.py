"""Tonight's data in resources/botc/: reminder lifetimes and night-step rules, validated at load.

- reminders.json: when each reminder token of the seed characters comes off (spec 1.4, 1.6 and
  each block's Reminders line), and the markers reset at dawn (Town Crier, Flowergirl).
- tonight_steps.json: how each seed character's night step runs (spec 1.11 and each Night line).

Both are checked against the character library: every token must be one the character has, every
seed character's token must have a lifetime, and a step's nights must match the official order.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import Literal

from pydantic import Field, model_validator

from grimoire_app import paths
from grimoire_app.model.characters import Frozen, Team
from grimoire_app.model.errors import LibraryError, Problem
from grimoire_app.systems.botc.events import InfoKind
from grimoire_app.model.jsonfile import load_data
from grimoire_app.model.library import Library
from grimoire_app.systems.botc.tonight.values import ChoiceSpec

End = Literal["dusk", "dusk_tomorrow", "dawn", "used", "source", "game"]
"""dusk_tomorrow: the first dusk after the day following the one it was placed on (the Minstrel's)."""
Kind = Literal["wake", "storyteller", "never"]
NightKind = Literal["first", "other"]
PlaceOn = Literal["chosen", "chosen_1", "chosen_2", "self", "shown"]
CardTo = Literal["actor", "chosen_1", "chosen_2", "minions", "demons"]
CardCharacters = Literal["held", "bluffs", "chosen_character", "grandchild", "executed"]
CardPlayers = Literal["know", "grandchild", "actor", "chosen_2", "demons", "minions"]


class Lifetime(Frozen):
    """When one reminder token comes off, and whether its source's next choice moves it."""

    character: str
    token: str
    ends: tuple[End, ...] = Field(min_length=1)
    moves: bool = False
    impairs: Literal["drunk", "poisoned"] | None = None
    min_alive: int | None = Field(default=None, ge=1)
    """With "source": the source's ability also ends once only this many players are alive (the Witch's 3)."""
    becomes: str | None = None
    """With "dusk": the token of the same character put in its place when it comes off (the Courtier's DRUNK 3 → 2 → 1)."""
    ref: str = Field(min_length=1)

    @model_validator(mode="after")
    def _game_is_alone(self) -> Lifetime:
        if "game" in self.ends and len(self.ends) > 1:
            raise ValueError("'game' cannot be combined with another end")
        return self


class DawnMarker(Frozen):
    """A marker put back at every dawn on each holder, replacing the day's swapped token."""

    character: str
    token: str
    replaces: str
    ref: str = Field(min_length=1)


class ReminderFile(Frozen):
    """Everything reminders.json holds."""

    source: str = Field(alias="_source")
    lifetimes: tuple[Lifetime, ...]
    dawn_markers: tuple[DawnMarker, ...] = ()


class ChoiceRule(Frozen):
    """What the chooser picks (see values.ChoiceSpec)."""

    players: int = Field(default=0, ge=0, le=3)
    characters: int = Field(default=0, ge=0, le=4)
    """Up to 4: the Engineer names every Minion in play (docs/rules/engineer.md); the others name at most 1."""
    optional: bool = False
    not_self: bool = False
    living: bool = False
    min_players: int | None = Field(default=None, ge=0)
    options: tuple[str, ...] = ()
    """One of these is picked with the choice (the Barista's effect, the Harlot's "agrees"); kept as NightChoice.text."""
    min_characters: int | None = Field(default=None, ge=0)
    """The fewest characters a (non-empty) choice names, when fewer than `characters` will do (the Engineer's one Demon)."""
    character_teams: tuple[Team, ...] = ()
    """Only these types of character are offered in the panel's list (the Engineer's Minions and Demons); empty: all."""

    def spec(self) -> ChoiceSpec:
        """Return the panel's value for this rule."""
        return ChoiceSpec(
            self.players, self.characters, self.optional, self.not_self, self.living, self.min_players, self.options,
            min_characters=self.min_characters, character_teams=self.character_teams,
        )


class PlaceRule(Frozen):
    """A reminder a choice places: which token, on whom, on which kind of night (None: both)."""

    token: str
    on: PlaceOn
    night: NightKind | None = None


class CardRule(Frozen):
    """An info card: which, to whom, showing which characters and players."""

    info: InfoKind
    to: CardTo
    characters: tuple[str, ...] | CardCharacters = ()
    players: CardPlayers | None = None
    night: NightKind | None = None


class StepRule(Frozen):
    """How one character's night step runs."""

    first: Kind | None = None
    other: Kind | None = None
    dead: Literal["sleeps", "acts"] = "sleeps"
    once: bool = False
    spent_by: tuple[str, ...] = ()
    fresh: bool = False
    info: bool | NightKind = False
    """An information step (its answer is a suggestion); "first"/"other": only when it runs as on that kind of night."""
    choose: ChoiceRule | None = None
    choose_first: ChoiceRule | None = None
    places: tuple[PlaceRule, ...] = ()
    cards: tuple[CardRule, ...] = ()
    ref: str = Field(min_length=1)

    def kind(self, first: bool) -> Kind | None:
        """Return what the step does on that kind of night (None: no slot)."""
        return self.first if first else self.other

    def info_on(self, first: bool) -> bool:
        """Whether the step gives information when it runs as on that kind of night (the Godfather's: night 1 only)."""
        return self.info is True or self.info == ("first" if first else "other")

    def choice(self, first: bool) -> ChoiceSpec:
        """Return what the chooser picks on that kind of night."""
        rule = self.choose_first if first and self.choose_first is not None else self.choose
        return rule.spec() if rule is not None else ChoiceSpec()


class StepFile(Frozen):
    """Everything tonight_steps.json holds."""

    source: str = Field(alias="_source")
    characters: dict[str, StepRule]


@dataclass(frozen=True)
class TonightData:
    """Both files, indexed for lookups."""

    lifetimes: dict[tuple[str, str], Lifetime]
    dawn_markers: tuple[DawnMarker, ...]
    steps: dict[str, StepRule]

    def lifetime(self, character: str, token: str) -> Lifetime | None:
        """Return a token's lifetime (None for tokens of characters outside the seeds)."""
        return self.lifetimes.get((character, token))

    def moves(self, character: str, token: str) -> bool:
        """Whether the source's next choice moves this token."""
        found = self.lifetimes.get((character, token))
        return found is not None and found.moves


_CHECKED: dict[int, tuple[Library, TonightData]] = {}


def tonight_data(library: Library) -> TonightData:
    """Return the data, checked against this library once (then cached).

    Raises:
        LibraryError: a file is missing, not of its schema, or disagrees with the library.
    """
    cached = _CHECKED.get(id(library))
    if cached is not None and cached[0] is library:
        return cached[1]
    data = _raw_data()
    problems = check_lifetimes(data, library) + check_steps(data, library)
    if problems:
        raise LibraryError(str(paths.resources_dir() / "botc"), problems)
    _CHECKED[id(library)] = (library, data)
    return data


@cache
def _raw_data() -> TonightData:
    folder = paths.resources_dir() / "botc"
    reminders = load_data(folder / "reminders.json", ReminderFile)
    steps = load_data(folder / "tonight_steps.json", StepFile)
    lifetimes = {(entry.character, entry.token): entry for entry in reminders.lifetimes}
    return TonightData(lifetimes, reminders.dawn_markers, steps.characters)




def _tokens(library: Library, character_id: str) -> set[str] | None:
    found = library.characters.get(character_id)
    return None if found is None else {token.name for token in found.reminders}


def _seed_characters(library: Library) -> list[str]:
    """The characters of the seed scripts: those whose texts name a seed (other characters have texts too)."""
    return sorted(cid for cid, texts in library.texts.items() if texts.seeds)


def check_lifetimes(data: TonightData, library: Library) -> list[Problem]:
    """List every lifetime naming an unknown token, and every seed token without a lifetime."""
    problems = []
    for (character, token), entry in data.lifetimes.items():
        tokens = _tokens(library, character)
        if tokens is None or token not in tokens:
            problems.append(Problem(f"reminders.json {character} {token!r}", f"not a reminder token of {character!r} ({entry.ref})"))
    for character in _seed_characters(library):
        for token in sorted(_tokens(library, character) or ()):
            if (character, token) not in data.lifetimes:
                problems.append(Problem(f"reminders.json {character} {token!r}", "a seed character's token has no lifetime"))
    for entry in data.lifetimes.values():
        if entry.becomes is not None and entry.becomes not in (_tokens(library, entry.character) or set()):
            problems.append(Problem(f"reminders.json {entry.character} {entry.token!r}", f"becomes {entry.becomes!r}, not one of its tokens"))
    for marker in data.dawn_markers:
        for token in (marker.token, marker.replaces):
            if token not in (_tokens(library, marker.character) or set()):
                problems.append(Problem(f"reminders.json dawn_markers {marker.character}", f"{token!r} is not one of its tokens"))
    return problems


def check_steps(data: TonightData, library: Library) -> list[Problem]:
    """List every step rule that disagrees with the official night order or the character's tokens."""
    problems = []
    for character_id, rule in data.steps.items():
        where = f"tonight_steps.json {character_id}"
        found = library.characters.get(character_id)
        if found is None:
            problems.append(Problem(where, "not an official character"))
            continue
        for night, kind, position in (("first", rule.first, found.first_night), ("other", rule.other, found.other_night)):
            if (kind is None) != (position is None):
                problems.append(Problem(where, f"{night} night: the official order has {'no ' if position is None else 'a '}slot"))
        tokens = _tokens(library, character_id) or set()
        for token in (*rule.spent_by, *(place.token for place in rule.places)):
            if token not in tokens:
                problems.append(Problem(where, f"{token!r} is not one of its reminder tokens"))
    for character_id in _seed_characters(library):
        found = library.characters[character_id]
        if found.wakes(True) or found.wakes(False):
            if character_id not in data.steps:
                problems.append(Problem(f"tonight_steps.json {character_id}", "a seed character with a night slot has no step rule"))
    return problems
