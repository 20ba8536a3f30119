"""Characters that bring another into play (adds_character in modifiers.json): the Huntsman's Damsel, the Choirboy's King.

The counts are distribution.py's business (a seat is made for the Damsel only when no Outsider seat is left);
here are the two rules about who is in play: a random deal picks the brought character first
(`promote_required`), and a finished setup without it is a problem (`missing_added`). See
docs/rules/huntsman.md and docs/rules/choirboy.md (Setup).
"""

from __future__ import annotations

from collections.abc import Collection

from grimoire_app.model.characters import Team
from grimoire_app.model.errors import Problem
from grimoire_app.model.script import Script
from grimoire_app.systems.botc.setup.data import modifier_table


def brought(in_play: Collection[str]) -> dict[str, str]:
    """Return, for each character in play that brings another, the character it brings.

    >>> brought(["huntsman", "empath"])
    {'huntsman': 'damsel'}
    """
    return {
        spec.character: spec.adds
        for spec in modifier_table().modifiers
        if spec.kind == "adds_character" and spec.adds and spec.character in in_play
    }


def missing_added(in_play: Collection[str]) -> list[Problem]:
    """Return a problem for each brought character that is not in play (the Huntsman dealt without the Damsel).

    >>> [str(p) for p in missing_added(["choirboy", "empath"])]
    ['choirboy: the king must be in play too (it comes with choirboy)']
    >>> missing_added(["choirboy", "king"])
    []
    """
    return [
        Problem(source, f"the {added} must be in play too (it comes with {source})")
        for source, added in brought(in_play).items()
        if added not in in_play
    ]


def promote_required(script: Script, orders: dict[Team, list[str]], picked: Collection[str]) -> bool:
    """Move each character brought by a picked one to the front of its type's pick order; return whether any moved.

    >>> from grimoire_app import paths
    >>> from grimoire_app.model import load_library, parse_script
    >>> lib = load_library(paths.resources_dir())
    >>> script = parse_script(["huntsman", "empath", "saint", "damsel", "imp", "baron"], "t", lib)
    >>> orders = {Team.TOWNSFOLK: ["huntsman", "empath"], Team.OUTSIDER: ["saint", "damsel"]}
    >>> promote_required(script, orders, ["huntsman", "saint"]), orders[Team.OUTSIDER]
    (True, ['damsel', 'saint'])
    """
    moved = False
    for added in brought(picked).values():
        character = script.character(added)
        order = orders.get(character.team, []) if character else []
        if added in order and added not in picked:
            order.remove(added)
            order.insert(0, added)
            moved = True
    return moved
