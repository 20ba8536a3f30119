"""A writer killed mid-game loses nothing it acknowledged (DESIGN.md principle 5)."""

from __future__ import annotations

import signal
import subprocess
import sys
import textwrap
from pathlib import Path

from grimoire_app.model import Library
from grimoire_app.systems.botc.files import open_game

WRITER = textwrap.dedent(
    """
    import sys
    from pathlib import Path
    from grimoire_app import paths
    from grimoire_app.model import load_library, load_script
    from grimoire_app.systems.botc.commands import add_seat
    from grimoire_app.systems.botc.events import NoteWritten
    from grimoire_app.systems.botc.game import Game
    from grimoire_app.model.saves import Journal, new_header

    library = load_library(paths.resources_dir())
    script = load_script(paths.resources_dir() / "scripts" / "000-jongpa-wa-mayak.json", library)
    game = Game(script, library)
    game.sink = Journal.create(Path(sys.argv[1]), new_header(script))
    game.record(add_seat(game.state, "민수"))
    n = 0
    while True:
        n += 1
        game.record(NoteWritten(text=f"note {n}"))
        print(n, flush=True)
    """
)


def test_sigkill_mid_game_keeps_every_acknowledged_event(tmp_path: Path, library: Library) -> None:
    path = tmp_path / "killed.grimoire"
    writer = subprocess.Popen([sys.executable, "-c", WRITER, str(path)], stdout=subprocess.PIPE, text=True)
    assert writer.stdout is not None
    acknowledged = 0
    while acknowledged < 40:
        acknowledged = int(writer.stdout.readline())
    writer.send_signal(signal.SIGKILL)
    writer.wait(timeout=10)
    opened = open_game(path, library, writable=False)
    notes = [e.text for e in opened.game.events if e.type == "note_written"]
    assert len(notes) >= acknowledged
    assert notes[:acknowledged] == [f"note {n}" for n in range(1, acknowledged + 1)]
