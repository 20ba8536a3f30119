"""Information suggestions for Blood on the Clocktower: who is reliable, the truth, the legal answers, why.

Public names: Reason, Reliability, reliability, vortox_active, vortox_forces_false.
"""

from grimoire_app.systems.botc.info.reliability import Reason, Reliability, reliability, vortox_active, vortox_forces_false

__all__ = ["Reason", "Reliability", "reliability", "vortox_active", "vortox_forces_false"]
