"""The `sheet` and `export` commands: printable sheets of a script, and a game's summary.

- `sheet SCRIPT --pdf OUT [--lang ko|en] [--players N] [--night-texts]`: the character sheet and the night order
  (two A4 pages, as the official sheet); `--night-texts` adds both night sheets with their how-to-run lines.
- `export FILE [--pdf OUT] [--html OUT] [--lang ko|en]`: the game summary (at least one output).

Importing this module loads no Qt (grimoire_app/cli.py must import without it, and
tests/test_boundaries.py checks); the handlers import the Qt modules when they run. cli.py wires
it in with `register(commands)` and sends `args.command in COMMANDS` to `run(args, out, err)`.
"""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import TextIO

from grimoire_app import paths
from grimoire_app.i18n import tr
from grimoire_app.model import GrimoireError, Library, load_library
from grimoire_app.model.bundled_scripts import resolve_script
from grimoire_app.model.characters import Lang
from grimoire_app.model.limits import PLAYER_RANGE
from grimoire_app.systems.botc.files import open_game

COMMANDS = ("sheet", "export")
"""The subcommands this module adds."""

PLAYERS_RANGE = PLAYER_RANGE


def register(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Add the `sheet` and `export` subcommands to the command line."""
    sheet = commands.add_parser("sheet", help="print a script's character sheet and night order to an A4 PDF")
    sheet.add_argument("script", help="a script file, or a bundled script (see `scripts`)")
    sheet.add_argument("--pdf", required=True, metavar="OUT", help="the PDF file to write")
    sheet.add_argument("--lang", choices=["ko", "en"], default="ko")
    sheet.add_argument("--players", type=int, help="player count (minion and demon info need 7 or more)")
    sheet.add_argument("--night-texts", action="store_true",
                       help="after the two-page sheet, add both night sheets with their how-to-run lines")
    export = commands.add_parser("export", help="write a game's summary as an A4 PDF and/or HTML")
    export.add_argument("file", help="a saved game (.grimoire)")
    export.add_argument("--pdf", metavar="OUT", help="the PDF file to write")
    export.add_argument("--html", metavar="OUT", help="the HTML file to write")
    export.add_argument("--lang", choices=["ko", "en"], default="ko")


def run(args: argparse.Namespace, out: TextIO, err: TextIO, library: Library | None = None) -> int:
    """Run `sheet` or `export`; return the exit status (0 ok, 1 bad input or unwritable file, 2 usage)."""
    if args.command == "sheet":
        return sheet_command(args.script, Path(args.pdf), args.lang, args.players, out=out, err=err, library=library,
                             night_texts=args.night_texts)
    pdf, html = (Path(name) if name else None for name in (args.pdf, args.html))
    return export_command(Path(args.file), pdf, html, args.lang, out=out, err=err, library=library)


def sheet_command(
    script_spec: str,
    pdf_out: Path,
    lang: Lang = "ko",
    players: int | None = None,
    *,
    out: TextIO,
    err: TextIO,
    library: Library | None = None,
    night_texts: bool = False,
) -> int:
    """Print a script's sheets (named as `resolve_script` reads names) to an A4 PDF; return the exit status.

    The sheet is the character sheet and the night order; `night_texts` adds both detailed night sheets.
    """
    if players is not None and not PLAYERS_RANGE[0] <= players <= PLAYERS_RANGE[1]:
        print(tr("cli.players_range", "en", players=players), file=err)
        return 2
    from grimoire_app.ui.export.sheets import write_sheets_pdf

    try:
        library = library or _library()
        script = resolve_script(script_spec, paths.resources_dir(), library)
        _start_qt(err)
        write_sheets_pdf(script, library, lang, pdf_out, players, night_texts)
    except GrimoireError as error:
        print(error, file=err)
        return 1
    except OSError as error:
        print(f"{pdf_out}: {error.strerror or error}", file=err)
        return 1
    print(tr("export.written", "en", path=pdf_out), file=out)
    return 0


def export_command(
    game_file: Path,
    pdf_out: Path | None,
    html_out: Path | None,
    lang: Lang = "ko",
    *,
    out: TextIO,
    err: TextIO,
    library: Library | None = None,
) -> int:
    """Write a saved game's summary as PDF and/or HTML; return the exit status."""
    if pdf_out is None and html_out is None:
        print(tr("export.nothing_asked", "en"), file=err)
        return 2
    from grimoire_app.ui.export.summary import summarize
    from grimoire_app.ui.export.summary_html import write_summary

    try:
        opened = open_game(game_file, library or _library(), writable=False)
        if opened.dropped:
            print(f"{game_file}: {opened.dropped}", file=err)
        _start_qt(err)
        write_summary(summarize(opened.game, lang), pdf_out, html_out)
    except GrimoireError as error:
        print(error, file=err)
        return 1
    except OSError as error:
        print(f"{error.filename or game_file}: {error.strerror or error}", file=err)
        return 1
    for path in (pdf_out, html_out):
        if path is not None:
            print(tr("export.written", "en", path=path), file=out)
    return 0


def _library() -> Library:
    return load_library(paths.resources_dir(), paths.imported_texts_file())


def _start_qt(err: TextIO) -> None:
    """Start Qt for fonts and layout, and warn when no installed font can show Korean."""
    from grimoire_app.ui.export.fonts import installed_hangul_family
    from grimoire_app.ui.export.pdf import ensure_gui_app

    ensure_gui_app()
    if installed_hangul_family() is None:
        print(tr("export.no_hangul_font", "en"), file=err)
