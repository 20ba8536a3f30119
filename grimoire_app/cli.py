"""Headless commands over the model (no Qt): night order, validate, scripts, character, import-texts.

`python -m grimoire_app` with no command starts the app; every command here works without a display.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import TextIO

from grimoire_app import paths
from grimoire_app.i18n import tr
from grimoire_app.systems.botc.setup.homebrew import special_notes
from grimoire_app.model import GrimoireError, Library, Script, load_library, night_order, step_name, step_text
from grimoire_app.model.bundled_scripts import bundled_scripts, resolve_script, script_title
from grimoire_app.model.characters import PLAYER_TEAMS, Character, Lang
from grimoire_app.model.imported_texts import import_texts
from grimoire_app.model.limits import PLAYER_RANGE
from grimoire_app.model.script_export import export_script, own_step_id
from grimoire_app.model.errors import ScriptError
from grimoire_app.model.jsonfile import read_json
from grimoire_app.model.limits import MAX_PROBLEMS_LISTED, PLAYER_RANGE
from grimoire_app.model.script_schema import load_schema, schema_problems
from grimoire_app.systems.botc.files import open_to_read, position
from grimoire_app.systems.botc.script_report import night_scale_lines, warning_lines
from grimoire_app.systems.botc.account import game_account
from grimoire_app.systems.botc.account.text import account_lines
from grimoire_app.systems.botc.demo import demo_names, write_demo
from grimoire_app.systems.botc.travellers import MAX_TRAVELLERS
from grimoire_app.systems.botc.tonight import run_suggest
from grimoire_app.systems.botc.tonight.night_order_game import game_script_json
from grimoire_app.systems.botc.setup import Setup, SetupChoices, random_setup, setup_as_json
from grimoire_app.systems.botc.setup.counts import setup_error
from grimoire_app.systems.botc.state_json import state_as_json
from grimoire_app.systems.torsis import cli as torsis_cli
from grimoire_app.ui.export import cli as export_cli


def build_parser() -> argparse.ArgumentParser:
    """Describe the command line."""
    parser = argparse.ArgumentParser(prog="grimoire", description="Storyteller's grimoire for Blood on the Clocktower.")
    commands = parser.add_subparsers(dest="command")
    night = commands.add_parser("night-order", help="print a script's night sheet")
    night.add_argument("script", help="a script file, or a bundled script (see `scripts`)")
    night.add_argument("--night", choices=["first", "other"], default="first")
    night.add_argument("--players", type=int, help="player count (minion and demon info need 7 or more)")
    night.add_argument("--lang", choices=["ko", "en"], default="ko")
    night.add_argument("--json", action="store_true", help="print the step ids as a JSON array")
    exported = commands.add_parser("export-script", help="write a script as official script JSON")
    exported.add_argument("script", help="a script file, a bundled script (see `scripts`), or a game file (with the Storyteller's night order)")
    exported.add_argument("--out", help="the file to write (default: print it)")
    validate = commands.add_parser("validate", help="check a script file (exit 0 when it can be played, with its warnings; 1 when not)")
    validate.add_argument("script")
    validate.add_argument("--strict", action="store_true", help="apply the official schema's rules: what it does not allow is an error")
    validate.add_argument("--lang", choices=["ko", "en"], default="en", help="language of the warnings")
    scripts = commands.add_parser("scripts", help="list the bundled scripts (the three base editions first)")
    scripts.add_argument("--lang", choices=["ko", "en"], default="ko")
    character = commands.add_parser("character", help="print one character's card")
    character.add_argument("id")
    character.add_argument("--lang", choices=["ko", "en"], default="ko")
    imports = commands.add_parser("import-texts", help="import ability texts from the official roles.json")
    imports.add_argument("file")
    demo = commands.add_parser("demo", help="write a simulated game to a file")
    demo.add_argument("out")
    demo.add_argument("--players", type=int, required=True)
    demo.add_argument("--seed", type=int, default=0)
    demo.add_argument("--script", default="000", help="a bundled script or a script file (default 000)")
    demo.add_argument("--nights", type=int, default=3)
    demo.add_argument("--travellers", type=int, default=0, help="Travellers seated before night 1 (0-5; players + Travellers at most 20)")
    summary = commands.add_parser("summary", help="print a game's night-by-night account")
    summary.add_argument("file")
    summary.add_argument("--lang", choices=["ko", "en"], default="ko")
    state = commands.add_parser("state", help="print the grimoire after an event")
    state.add_argument("file")
    state.add_argument("--at", type=int, help="after this many events (default: all)")
    state.add_argument("--json", action="store_true", help="print JSON (the only format for now)")
    deal = commands.add_parser("deal", help="print one random legal setup")
    deal.add_argument("script")
    deal.add_argument("--players", type=int, required=True)
    deal.add_argument("--seed", type=int, default=0)
    deal.add_argument("--lang", choices=["ko", "en"], default="ko")
    deal.add_argument("--json", action="store_true")
    deal.add_argument("--sentinel", type=int, choices=[-1, 0, 1], help="the Sentinel is in play: Outsiders -1, 0 or +1 after the other modifiers")
    suggest = commands.add_parser("suggest", help="print tonight's information suggestions")
    suggest.add_argument("file")
    suggest.add_argument("--at", type=int, help="after this many events (default: all)")
    suggest.add_argument("--seat", help="only this seat (id or player name)")
    suggest.add_argument("--json", action="store_true")
    torsis_cli.register(commands)
    export_cli.register(commands)
    return parser


def main(argv: Sequence[str] | None = None, out: TextIO | None = None) -> int:
    """Run one command; return the exit status (0 ok, 1 bad input, 2 usage)."""
    out = out or sys.stdout
    parser = build_parser()
    args = parser.parse_args(argv)
    if args.command is None:
        parser.print_help(out)
        return 2
    if args.command == torsis_cli.COMMAND:
        return torsis_cli.run(args, out, sys.stderr)
    if args.command in export_cli.COMMANDS:
        return export_cli.run(args, out, sys.stderr)
    handlers = {
        "night-order": _night_order,
        "export-script": _export_script,
        "validate": _validate,
        "scripts": _scripts,
        "character": _character,
        "import-texts": _import_texts,
        "demo": _demo,
        "summary": _summary,
        "state": _state,
        "deal": _deal,
        "suggest": run_suggest,
    }
    try:
        return handlers[args.command](args, _library(), out)
    except GrimoireError as error:
        print(error, file=sys.stderr)
        return 1
    except BrokenPipeError:
        sys.stderr.close()
        return 0


def _library() -> Library:
    return load_library(paths.resources_dir(), paths.imported_texts_file())


def _night_order(args: argparse.Namespace, library: Library, out: TextIO) -> int:
    if args.players is not None and not PLAYER_RANGE[0] <= args.players <= PLAYER_RANGE[1]:
        print(tr("cli.players_range", "en", players=args.players), file=sys.stderr)
        return 2
    script = resolve_script(args.script, paths.resources_dir(), library)
    steps = night_order(script, library, args.night, args.players)
    for warning in night_scale_lines(script, library, args.lang):
        print(tr("cli.warning", args.lang, warning=warning), file=sys.stderr)
    if args.json:
        print(json.dumps([own_step_id(script, step.id) for step in steps], ensure_ascii=False), file=out)
        return 0
    lang: Lang = args.lang
    print(tr(f"night.title.{args.night}", lang, script=script_title(script, lang, paths.resources_dir())), file=out)
    for number, step in enumerate(steps, 1):
        text = step_text(step, library, args.night, lang) or tr("night.no_text", lang)
        print(f"{number:3}. {step_name(step, library, lang)} — {text}", file=out)
    return 0


def _export_script(args: argparse.Namespace, library: Library, out: TextIO) -> int:
    if args.script.endswith(".grimoire"):
        value = game_script_json(open_to_read(Path(args.script), library, sys.stderr))
    else:
        value = export_script(resolve_script(args.script, paths.resources_dir(), library))
    text = json.dumps(value, ensure_ascii=False, indent=2) + "\n"
    if args.out is None:
        out.write(text)
    else:
        Path(args.out).write_text(text, encoding="utf-8")
    return 0


def _validate(args: argparse.Namespace, library: Library, out: TextIO) -> int:
    script = resolve_script(args.script, paths.resources_dir(), library)
    counts = ", ".join(f"{len(script.of_team(team))} {team.value}" for team in PLAYER_TEAMS)
    homebrew = sum(1 for c in script.characters if c.homebrew)
    extra = f", {homebrew} homebrew" if homebrew else ""
    lang: Lang = args.lang
    refused = schema_problems(read_json(Path(script.source), ScriptError), load_schema(paths.resources_dir())) if args.strict else []
    if refused:
        print(f"{script.source}: " + tr("cli.validate.strict", lang, count=len(refused)), file=sys.stderr)
        for problem in refused[:MAX_PROBLEMS_LISTED]:
            print(f"  - {problem}", file=sys.stderr)
        if len(refused) > MAX_PROBLEMS_LISTED:
            print(f"  - … {len(refused) - MAX_PROBLEMS_LISTED:,} more", file=sys.stderr)
        return 1
    print(f"ok: {script.meta.name!r} — {len(script.characters)} characters ({counts}{extra})", file=out)
    lines = warning_lines(script, lang, library)
    if lines:
        print(tr("cli.validate.warnings", lang, count=len(lines)), file=out)
        for line in lines:
            print(f"  - {line}", file=out)
    return 0


def _scripts(args: argparse.Namespace, library: Library, out: TextIO) -> int:
    for bundled in bundled_scripts(paths.resources_dir()):
        script = resolve_script(str(bundled.path), paths.resources_dir(), library)
        author = f" — {script.meta.author}" if script.meta.author else ""
        print(f"{bundled.key}\t{bundled.title(args.lang, script)}{author} ({len(script.characters)})", file=out)
    return 0


def _character(args: argparse.Namespace, library: Library, out: TextIO) -> int:
    print(character_card(library.get(args.id), library, args.lang), file=out)
    return 0


def character_card(character: Character, library: Library, lang: Lang) -> str:
    """Format one character's card: name, team, ability, how to run, reminders, night positions, jinxes."""
    other: Lang = "en" if lang == "ko" else "ko"
    lines = [f"{library.name(character, lang)} ({library.name(character, other)}) — {tr('team.' + character.team.value, lang)}"]
    lines.append(library.ability(character, lang) or tr("card.no_ability_text", lang))
    texts = library.texts.get(character.id)
    if texts is not None:
        lines.append(tr("card.how_to_run", lang))
        lines += [f"  - {step}" for step in texts.block(lang).how_to_run]
    lines.append(tr("card.reminders", lang) + ": " + (_reminders(character, library, lang) or "—"))
    lines.append(tr("card.nights", lang, first=_position(character.first_night), other=_position(character.other_night)))
    jinxes = [jinx for jinx in library.jinxes if character.id in jinx.characters]
    for jinx in jinxes:
        partner = library.get(next(c for c in jinx.characters if c != character.id) or character.id)
        lines.append(tr("card.jinx", lang, other=library.name(partner, lang), text=jinx.text(lang)))
    return "\n".join(lines)


def _reminders(character: Character, library: Library, lang: Lang) -> str:
    parts = []
    for token in character.reminders:
        name = library.reminder_name(character, token.name, lang)
        parts.append(f"{name} ×{token.count}" if token.count > 1 else name)
    return ", ".join(parts)


def _position(value: float | None) -> str:
    return "—" if value is None else f"{value:g}"


def _import_texts(args: argparse.Namespace, library: Library, out: TextIO) -> int:
    count = import_texts(Path(args.file), paths.imported_texts_file())
    print(tr("cli.imported", "en", count=count, path=paths.imported_texts_file()), file=out)
    return 0


def _demo(args: argparse.Namespace, library: Library, out: TextIO) -> int:
    if not 5 <= args.players <= 20 or args.nights < 1 or not 0 <= args.travellers <= MAX_TRAVELLERS or args.players + args.travellers > 20:
        print(tr("cli.demo_range", "en", players=args.players, nights=args.nights, travellers=args.travellers), file=sys.stderr)
        return 2
    script = resolve_script(args.script, paths.resources_dir(), library)
    game = write_demo(Path(args.out), script, library, args.players, args.seed, args.nights, args.travellers)
    print(tr("cli.demo_written", "en", path=args.out, events=len(game.events), script=script.meta.name), file=out)
    return 0


def _summary(args: argparse.Namespace, library: Library, out: TextIO) -> int:
    game = open_to_read(Path(args.file), library, sys.stderr)
    print(tr("summary.title", args.lang, script=script_title(game.script, args.lang, paths.resources_dir()), players=len(game.state.seats)), file=out)
    for line in account_lines(game_account(game), args.lang):
        print(line, file=out)
    return 0


def _state(args: argparse.Namespace, library: Library, out: TextIO) -> int:
    game = open_to_read(Path(args.file), library, sys.stderr)
    at = position(Path(args.file), game, args.at, sys.stderr)
    if at is None:
        return 2
    print(json.dumps(state_as_json(game.state_at(at)), ensure_ascii=False, indent=1), file=out)
    return 0


def _deal(args: argparse.Namespace, library: Library, out: TextIO) -> int:
    low, high = PLAYER_RANGE
    if not low <= args.players <= high:
        raise setup_error("players", f"expected {low} to {high} players, got {args.players}", "deal --players")
    script = resolve_script(args.script, paths.resources_dir(), library)
    names = demo_names(args.players)
    setup = random_setup(script, library, names, random.Random(args.seed), SetupChoices(sentinel_outsiders=args.sentinel))
    if args.json:
        print(json.dumps(setup_as_json(setup, args.lang), ensure_ascii=False, indent=1), file=out)
        return 0
    for line in setup_lines(setup, script, library, args.lang):
        print(line, file=out)
    return 0


def setup_lines(setup: Setup, script: Script, library: Library, lang: Lang) -> list[str]:
    """Format a setup for reading: counts, modifiers, seats, bluffs, first-night reminders."""
    def name(character_id: str | None) -> str:
        found = (script.character(character_id) or library.find(character_id)) if character_id else None
        return library.name(found, lang) if found else "—"

    counts = ", ".join(f"{tr('team.' + team, lang)} {n}" for team, n in setup.counts.as_dict().items())
    lines = [f"{script_title(script, lang, paths.resources_dir())} — {setup.players}: {counts}"]
    lines += [f"  * {modifier.effect(lang)}" for modifier in setup.modifiers]
    for seat in setup.seats:
        believed = f" ({tr('seats.believed', lang)}: {name(seat.believed)})" if seat.believed else ""
        alignment = tr("describe." + seat.alignment, lang) if seat.alignment else ""
        lines.append(f"{seat.index + 1:3}. {seat.name}: {name(seat.character)}{believed} [{alignment}]")
    if setup.unseated:
        lines.append(tr("deal.unseated", lang, characters=", ".join(name(c) for c in setup.unseated)))
    lines.append(tr("grimoire.bluffs", lang, bluffs=", ".join(name(b) for b in setup.bluffs) or "—"))
    for reminder in setup.reminders:
        found = script.character(reminder.character)
        token = library.reminder_name(found, reminder.token, lang) if found else reminder.token
        lines.append(f"  {setup.seats[reminder.seat].name}: {token} ({name(reminder.character)})")
    in_play = [found for cid in setup.in_play if (found := script.character(cid)) is not None]
    lines += [f"  ! {note}" for note in special_notes(in_play, "setup", lang)]
    return lines
