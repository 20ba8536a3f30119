"""Blood on the Clocktower rules beyond the script-level model (setup, tonight, suggestions)."""

__all__: list[str] = []
