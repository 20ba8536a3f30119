"""The player-count table: the base character-type counts for 5 to 15+ players, and the setup modifiers a script brings.

`count_columns()` gives one column per dealt player count (resources/botc/distribution.json; the last one stands
for 15 and more: seats beyond 15 join as Travellers), `column_of(players)` the column a table of that size reads,
and `modifier_notes(script, library, lang)` one short line per setup modifier of the script's characters that
changes the counts ("남작: 외지인 +2"), from resources/botc/modifiers.json. A window shows these; it computes none.
"""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass

from grimoire_app.i18n import tr
from grimoire_app.model.characters import Lang
from grimoire_app.model.library import Library
from grimoire_app.model.script import Script
from grimoire_app.systems.botc.setup.counts import Counts
from grimoire_app.systems.botc.setup.data import ModifierKind, ModifierSpec, distribution_table, modifier_table

FABLED_OUTSIDER_DELTAS = (-1, 0, 1)
"""The Outsider changes a Fabled's modifier offers (the Sentinel's, SetupChoices.sentinel_outsiders)."""

COUNT_CHANGING: tuple[ModifierKind, ...] = (
    "outsider_delta", "fabled_outsider_delta", "outsider_count", "demon_to_minion", "demon_to_townsfolk", "no_evil",
    "extra_copies",
    "minions_chosen_at_night", "extra_minion", "demons_fill", "minions_as_demon",  # the experimental Demons (issue 21)
)
"""The kinds of modifier that change what goes in the bag; the others (the Drunk's, the Lunatic's, the Bounty
Hunter's) keep the counts and are not noted under the table."""


@dataclass(frozen=True)
class CountColumn:
    """One column of the table: a player count and its base counts.

    >>> CountColumn(15, Counts(9, 2, 3, 1), open_ended=True).label
    '15+'
    """

    players: int
    counts: Counts
    open_ended: bool = False
    """The column also stands for every larger table (the extra players are Travellers)."""

    @property
    def label(self) -> str:
        """Return the column's heading: the player count, with "+" when open-ended."""
        return f"{self.players}+" if self.open_ended else str(self.players)


def count_columns() -> tuple[CountColumn, ...]:
    """Return the columns for 5 to 15+ players, in order.

    >>> [(c.label, str(c.counts)) for c in count_columns()][:3]
    [('5', '3/0/1/1'), ('6', '3/1/1/1'), ('7', '5/0/1/1')]
    >>> count_columns()[-1].label, str(count_columns()[-1].counts)
    ('15+', '9/2/3/1')

    Raises:
        LibraryError: distribution.json is missing or not of its schema.
    """
    table = distribution_table()
    last = table.max_dealt
    columns = []
    for players in range(table.min_players, last + 1):
        row = table.rows[players]
        counts = Counts(row.townsfolk, row.outsider, row.minion, row.demon)
        columns.append(CountColumn(players, counts, open_ended=players == last and table.max_players > last))
    return tuple(columns)


def column_of(players: int | None) -> int | None:
    """Return the index of the column a table of `players` reads (16–20: the last), None outside the table.

    >>> column_of(5), column_of(7), column_of(15), column_of(18), column_of(4), column_of(None)
    (0, 2, 10, 10, None, None)
    """
    table = distribution_table()
    if players is None or not table.min_players <= players <= table.max_players:
        return None
    return min(players, table.max_dealt) - table.min_players


def script_modifiers(script: Script, fabled: Collection[str] = ()) -> tuple[ModifierSpec, ...]:
    """Return the count-changing modifiers of the script's characters (and of the Fabled named), in script order.

    A Fabled's modifier counts when the Fabled is on the script or among `fabled` (those chosen for the game).
    """
    present = [*script.ids, *(f for f in fabled if f not in script.ids)]
    specs = [modifier_table().spec(character_id) for character_id in present]
    return tuple(spec for spec in specs if spec is not None and (spec.kind in COUNT_CHANGING or _adds_by_choice(spec)))


def _adds_by_choice(spec: ModifierSpec) -> bool:
    """Whether a modifier adds a character that may come as an extra Outsider (the Huntsman's Damsel, a choice)."""
    return spec.kind == "adds_character" and spec.choice is not None


def modifier_effect(spec: ModifierSpec, lang: Lang) -> str:
    """Return a modifier's change to the counts in a few words ("외지인 +2", "Outsiders −1/+1").

    >>> modifier_effect(modifier_table().spec("baron"), "ko"), modifier_effect(modifier_table().spec("godfather"), "en")
    ('외지인 +2', 'Outsiders −1/+1')
    >>> modifier_effect(modifier_table().spec("sentinel"), "ko")
    '외지인 −1/+0/+1'
    """
    outsiders = tr("team.outsider", lang)
    if spec.kind == "outsider_delta":
        deltas = sorted({spec.delta, spec.declined_delta}) if spec.choice else [spec.delta]
        return f"{outsiders} {_signed(deltas)}"
    if _adds_by_choice(spec):  # docs/rules/huntsman.md: the Damsel takes an Outsider seat (+0) or comes extra (+1)
        return f"{outsiders} {_signed([0, 1])}"
    if spec.kind == "fabled_outsider_delta":
        return f"{outsiders} {_signed(FABLED_OUTSIDER_DELTAS)}"
    return tr(f"playercount.effect.{spec.kind}", lang)


def modifier_notes(script: Script, library: Library, lang: Lang, fabled: Collection[str] = ()) -> list[str]:
    """Return one "name: effect" line per count-changing modifier the script brings (see `script_modifiers`).

    >>> from grimoire_app import paths
    >>> from grimoire_app.model import load_library, load_script
    >>> lib = load_library(paths.resources_dir())
    >>> modifier_notes(load_script(paths.resources_dir() / "scripts" / "tb-trouble-brewing.json", lib), lib, "ko")
    ['남작: 외지인 +2']
    """
    notes = []
    for spec in script_modifiers(script, fabled):
        character = script.character(spec.character) or library.find(spec.character)
        name = library.name(character, lang) if character is not None else spec.character
        notes.append(tr("playercount.note", lang, character=name, effect=modifier_effect(spec, lang)))
    return notes


def _signed(deltas: Collection[int]) -> str:
    """Return deltas as "+2" or "−1/+0/+1" (a true minus sign).

    >>> _signed([2]), _signed([-1, 1])
    ('+2', '−1/+1')
    """
    return "/".join(f"{delta:+d}".replace("-", "−") for delta in deltas)
