"""The id of the Torsis game system, for the main window's start (ui/systems.py), without importing the system.

tests/ui/test_systems.py checks it is the registered system's (systems/torsis/system.py SYSTEM_ID).
"""

from __future__ import annotations

SYSTEM_ID = "torsis"
