"""Printed and exported documents: a script's A4 sheets, and a game's summary (PDF and HTML).

Modules (all but `cli` import Qt; import them where a QGuiApplication can run):
- cli: `register`, `run`, `sheet_command`, `export_command`, `COMMANDS` (Qt-free to import).
- sheets: `sheets_html`, `write_sheets_pdf`.
- summary: `summarize(game, lang)` -> `Summary` (what the summary tells, as values).
- summary_html: `summary_html`, `write_summary`, `Picture`.
- square_picture: `square_image` (the grimoire at one moment, drawn for print), `seat_positions`.
- menu: `export_summary_dialog` (File -> Export summary).
- pdf: `ensure_gui_app`, `html_to_pdf`, `write_pdf`; fonts: `hangul_family`, `print_font`.

This file imports nothing, so `grimoire_app.cli` can import `grimoire_app.ui.export.cli` without Qt.
"""

__all__: list[str] = []
