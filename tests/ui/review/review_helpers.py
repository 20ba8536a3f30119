"""Read the review's square back as plain values, to compare with `state FILE --at N --json`."""

from __future__ import annotations

import io
import json
from pathlib import Path
from typing import Any

from grimoire_app import cli
from grimoire_app.i18n import tr
from grimoire_app.model.characters import Lang
from grimoire_app.systems.botc.game import Game
from grimoire_app.ui.town_square.scene import TownSquareScene


def cli_state(path: Path, n: int) -> dict[str, Any]:
    """Return what `state FILE --at N --json` prints, parsed."""
    out = io.StringIO()
    assert cli.main(["state", str(path), "--at", str(n), "--json"], out=out) == 0
    parsed: dict[str, Any] = json.loads(out.getvalue())
    return parsed


def shown(scene: TownSquareScene) -> dict[str, Any]:
    """Return what the square's items show: seats in ring order, with their reminders, and the phase line.

    Ring order is read from where the items stand (the layout's seat points, clockwise from the
    top), not from the state the scene was given.
    """
    assert scene.layout is not None
    by_place = {(round(item.pos().x()), round(item.pos().y())): item for item in scene.seats.values()}
    ring = [by_place[(round(p.x), round(p.y))] for p in scene.layout.seats]
    seats = []
    for item in ring:
        face = item.face
        reminders = sorted((r.face.source, r.face.text) for r in scene.reminders.values() if r.face.seat_id == face.seat_id)
        seats.append({
            "id": face.seat_id, "name": face.player, "character": face.token.name if face.token else None,
            "believed": face.believed, "alignment": face.alignment, "alive": face.alive,
            "ghost_vote": face.ghost_vote, "reminders": reminders,
        })
    middle = scene.middle.face
    return {"phase": middle.phase, "bluffs": middle.bluffs, "seats": seats, "items": (len(scene.seats), len(scene.reminders))}


def expected(state: dict[str, Any], game: Game, lang: Lang) -> dict[str, Any]:
    """Return what the square should show for a `state --json` grimoire, names looked up in the library."""
    library = game.library

    def name(character: str | None) -> str | None:
        found = game.character(character) if character else None
        return library.name(found, lang) if found else character

    def token(character: str, token_name: str) -> str:
        return library.reminder_name(game.character(character), token_name, lang)

    seats = []
    for seat in state["seats"]:
        believed = seat["believed"] if seat["believed"] != seat["character"] else None
        seats.append({
            "id": seat["id"], "name": seat["name"], "character": name(seat["character"]),
            "believed": name(believed), "alignment": seat["alignment"], "alive": seat["alive"],
            "ghost_vote": seat["ghost_vote"],
            "reminders": sorted((name(r["character"]), token(r["character"], r["token"])) for r in seat["reminders"]),
        })
    phase = tr(f"phase.{state['phase']['kind']}", lang, number=state["phase"]["number"])
    if state.get("result"):  # issue 19: once the game is over the middle says who won (ui/game_over.py)
        phase = tr("gameover.middle", lang, winner=tr(f"gameover.winner.{state['result']['winner'] or 'none'}", lang))
    bluffs = ", ".join(str(name(c)) for c in state["bluffs"])
    return {"phase": phase, "bluffs": tr("square.bluffs", lang, bluffs=bluffs) if bluffs else "", "seats": seats, "items": (len(seats), sum(len(s["reminders"]) for s in seats))}
