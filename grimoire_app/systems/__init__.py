"""Game systems over the model: botc (Blood on the Clocktower), onuw and torsis.

Each system is one GameSystem record (game_system.py), registered once in registry.py
(`SYSTEMS`, `find_system`, `system_for`, `register`); game_files.py opens and writes any
registered system's games. Import those modules by name: this package imports nothing.
"""

__all__: list[str] = []
