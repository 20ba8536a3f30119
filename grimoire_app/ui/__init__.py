"""The PySide6 layer: windows and widgets over the model. Only this package imports Qt."""

__all__: list[str] = []
