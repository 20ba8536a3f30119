"""The Fabled the app applies (issue 17): the Sentinel (setup.distribution), the Spirit of Ivory, the Djinn,
the Revolutionary, the Fibbin, the Toymaker and the Duchess. Each has its rules page docs/rules/<id>.md.

Public names: djinn_jinxes, script_jinxes.
"""

from __future__ import annotations

from grimoire_app.systems.botc.fabled_applied.djinn import djinn_jinxes, script_jinxes

__all__ = ["djinn_jinxes", "script_jinxes"]
