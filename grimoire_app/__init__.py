"""Grimoire: a Storyteller's grimoire for Blood on the Clocktower, in Korean and English."""

__version__ = "0.1.0"

__all__ = ["__version__"]
