"""What the wizard has decided so far; pages read and replace its fields, the model checks them."""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from grimoire_app.model.characters import Lang
from grimoire_app.model.errors import Problem
from grimoire_app.model.library import Library
from grimoire_app.model.script import Script
from grimoire_app.systems.botc.setup import Setup, SetupChoices, check_setup


@dataclass
class WizardDraft:
    """The wizard's working state. Nothing here is a game until the wizard finishes."""

    library: Library
    lang: Lang
    rng: random.Random = field(default_factory=random.Random)
    script: Script | None = None
    names: list[str] = field(default_factory=list)
    choices: SetupChoices = SetupChoices()
    bag: list[str] = field(default_factory=list)
    setup: Setup | None = None
    fabled: list[str] = field(default_factory=list)
    """The Fabled and Loric in play from the start (pre-filled from the script's entries)."""
    loric_names: dict[str, str] = field(default_factory=dict)
    """The character a chosen Loric names (the Storm Catcher's, docs/rules/stormcatcher.md), by Loric id."""

    def problems(self) -> list[Problem]:
        """Return everything still wrong with the dealt setup (empty before the deal)."""
        if self.script is None or self.setup is None:
            return []
        return check_setup(self.script, self.library, self.setup)

    def character_name(self, character_id: str | None) -> str:
        """Return a character's name in the wizard's language ("—" for none)."""
        if character_id is None or self.script is None:
            return "—"
        found = self.script.character(character_id) or self.library.find(character_id)
        return self.library.name(found, self.lang) if found else character_id
