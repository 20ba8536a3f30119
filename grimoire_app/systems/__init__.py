"""Game systems over the model: botc (Blood on the Clocktower); onuw and torsis come later."""

__all__: list[str] = []
