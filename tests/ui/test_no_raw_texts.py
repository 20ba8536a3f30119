"""Issue 19 point 5 and acceptance: nothing raw in Korean text.

Over a 3-night demo game on each seed script (000, 001, 004), in Korean, every visible text is walked
(tests/ui/plain_text_walk.py: labels, buttons, list items, tooltips, window titles, table cells) — the main
window at the start of each night (square, grimoire panel with its seats table and log, the night panel on
every step), at each day (day panel) and at the end; the review window; the exported summary page and the
`summary` CLI — and none shows a raw value (tests/raw_text_check.py: a character id, a step id, a reminder
token key, a seat id, an engine enum value, `True`/`False`).
"""

from __future__ import annotations

import io
import re
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from grimoire_app.model import Library
from grimoire_app.systems.botc.demo import demo_game
from grimoire_app.systems.botc.events import Event, PhaseAdvanced
from grimoire_app.systems.botc.game import Game
from grimoire_app.ui.main_window import MainWindow
from grimoire_app.ui.session import GameSession
from tests.conftest import seed_script
from tests.raw_text_check import raw_values
from tests.ui.plain_text_walk import rendered, shown_texts

NIGHTS = 3
DEMOS = [(key, players, seed) for key in ("000", "001", "004") for players, seed in ((9, 6), (11, 8))]
"""Two demos per seed script, 9 players (seed 6) and 11 players (seed 8): each plays all three nights."""


def demo(library: Library, key: str, players: int, seed: int) -> Game:
    return demo_game(seed_script(library, key), library, players, seed, NIGHTS)


def raw_in(texts: list[tuple[str, str]], library: Library) -> list[str]:
    """Every (where: text) that shows a raw value, with the values."""
    return [f"{where}: {raw_values(text, library)} in {text!r}" for where, text in texts if raw_values(text, library)]


def window_texts(window: object) -> list[tuple[str, str]]:
    return [(shown.where, shown.rendered) for shown in shown_texts(window)]  # type: ignore[arg-type]


def cuts(game: Game) -> list[int]:
    """Event counts at which a phase begins (each night and day), then the whole game."""
    at = [index + 1 for index, event in enumerate(game.events) if isinstance(event, PhaseAdvanced)]
    return [*at, len(game.events)]


def open_window(qtbot: QtBot, library: Library, game: Game, events: tuple[Event, ...], path: Path) -> MainWindow:
    session = GameSession(library)
    assert session.start(game.script, path, events)
    window = MainWindow(library, "ko", session)
    qtbot.addWidget(window)
    window.resize(1366, 768)
    window.show()
    qtbot.waitExposed(window)
    return window


def test_the_checker_finds_the_raw_values_the_issue_reported(library: Library) -> None:
    """The issue's examples are caught; Korean text, names and ordinary English words that are no id are not."""
    reported = "지우(minioninfo)에게 보여 줌 · 점쟁이: True · 도윤 · townsfolk · s3 · bag: (e.g. bountyhunter, general, poisoner)"
    assert raw_values(reported, library) == ["minioninfo", "True", "townsfolk", "s3", "bountyhunter", "general", "poisoner"]
    assert raw_values("Is The Alchemist 표시 · 밤 2 · demon 3", library) == ["Is The Alchemist", "demon"]
    assert raw_values("민수에게 보여 줌: 예 · 마을주민 · 작성: The Pandemonium Institute · Seed almanac 001 · ss3 · s3x", library) == []


@pytest.mark.parametrize(("key", "players", "seed"), DEMOS)
def test_the_main_window_shows_nothing_raw_in_korean_over_a_three_night_demo(qtbot: QtBot, library: Library, key: str, players: int, seed: int, tmp_path: Path) -> None:
    """Each phase of the demo opened in the main window: every tab, every night step, the day panel."""
    game = demo(library, key, players, seed)
    found: list[str] = []
    steps = nights = 0
    for number, cut in enumerate(cuts(game)):
        window = open_window(qtbot, library, game, tuple(game.events[:cut]), tmp_path / f"{number}.grimoire")
        for tab in range(window.side_tabs.count()):
            window.side_tabs.setCurrentIndex(tab)
            found += raw_in(window_texts(window), library)
        if window.session.state.phase.kind == "night":  # type: ignore[union-attr]
            nights += 1
            for row in window.night.model.rows:
                window.night.go_to(row.step)
                found += raw_in(window_texts(window.night), library)
                steps += 1
        window.close()
    assert nights == NIGHTS and steps >= 4 * nights, "the walk saw the night panel on every step of three nights"
    assert not found, "\n".join(sorted(set(found)))


@pytest.mark.parametrize(("key", "players", "seed"), DEMOS)
def test_the_review_export_and_summary_show_nothing_raw_in_korean(qtbot: QtBot, library: Library, key: str, players: int, seed: int, tmp_path: Path) -> None:
    """The review window on the saved demo (at each phase, and each player's learned list), the exported summary page and the `summary` CLI, in Korean."""
    from grimoire_app.cli import main
    from grimoire_app.ui.export.summary import summarize
    from grimoire_app.ui.export.summary_html import summary_html
    from grimoire_app.ui.review import ReviewWindow

    game = demo(library, key, players, seed)
    window = open_window(qtbot, library, game, tuple(game.events), tmp_path / "demo.grimoire")
    path = window.session.path
    assert path is not None
    window.close()
    review = ReviewWindow(path, library, "ko")
    qtbot.addWidget(review)
    review.resize(1366, 768)
    review.show()
    found: list[str] = []
    for cut in [0, *cuts(game)]:
        review.go_to(cut)
        found += raw_in(window_texts(review), library)
    for seat in game.state.seats:
        review.show_learned(seat.id)
        found += raw_in(window_texts(review), library)
    html = summary_html(summarize(game, "ko"), picture=lambda painter, rect, state, caption: None)
    found += raw_in([("summary page", line) for line in rendered(html, rich=True).splitlines()], library)
    out = io.StringIO()
    assert main(["summary", str(path), "--lang", "ko"], out) == 0
    found += raw_in([("summary CLI", line) for line in out.getvalue().splitlines()], library)
    assert not found, "\n".join(sorted(set(found)))


def test_a_victory_reason_recorded_in_english_reads_in_korean() -> None:
    """A GameEnded keeps its reason in the recording language; the log and account say it again in Korean,
    values and particles resolved, the Heretic's flip too; a typed reason stays as written."""
    from grimoire_app.i18n import tr
    from grimoire_app.systems.botc.day.outcome import Victory, reason_in

    summoner = Victory("good", "summoner.cannot_summon").reason("en")
    assert reason_in(summoner, "ko") == "셋째 밤 전에 소환사가 죽어 악마를 소환할 수 없습니다"
    vortox = Victory("evil", "vortox.no_execution", (("player", "수아"),)).reason("en")
    assert reason_in(vortox, "ko") == "오늘 아무도 처형되지 않았고 보르톡스 수아가 살아 있습니다"
    flipped = Victory("good", "summoner.cannot_summon").flipped("s1").reason("en")
    assert reason_in(flipped, "ko") == tr("day.win.flipped", "ko", reason="셋째 밤 전에 소환사가 죽어 악마를 소환할 수 없습니다")
    assert reason_in(reason_in(vortox, "ko"), "en") == vortox
    assert reason_in("Storyteller's call", "ko") == "Storyteller's call"


HANGUL = re.compile("[가-힣]")


@pytest.mark.parametrize("key", ["000", "001", "004"])
def test_the_night_strip_and_the_day_timers_show_nothing_raw_and_speak_korean(qtbot: QtBot, library: Library, key: str, tmp_path: Path) -> None:
    """Each night of the 9-player demo: the night strip's title and every token's tooltip (each step in view in
    turn); each day: the day timers' labels, buttons and tooltips, ready, running and at zero — Korean, nothing raw."""
    game = demo(library, key, 9, 6)
    found: list[str] = []
    tokens = timer_texts = 0
    for number, cut in enumerate(cuts(game)):
        window = open_window(qtbot, library, game, tuple(game.events[:cut]), tmp_path / f"{number}.grimoire")
        kind = window.session.state.phase.kind
        if kind == "night":
            for step in [token.step for token in window.night_strip.tokens]:
                window.night.go_to(step)
                texts = [(s.where, s.rendered) for s in shown_texts(window.night_strip) if not s.where.startswith("action")]
                found += raw_in(texts, library) + [f"{where}: not Korean: {text!r}" for where, text in texts if not HANGUL.search(text)]
                tokens += len(texts)
        elif kind == "day" and window.session.state.result is None:
            timers, clock = window.day.timers, [100.0]
            timers.clock = lambda: clock[0]
            for move in (lambda: None, lambda: timers.toggle("discussion"), lambda: clock.__setitem__(0, clock[0] + 5000)):
                move()
                timers.tick()
                texts = [(s.where, s.rendered) for s in shown_texts(timers)]
                words = [(w, t) for w, t in texts if "clock" not in w and t not in ("↺",)]
                found += raw_in(texts, library) + [f"{where}: not Korean: {text!r}" for where, text in words if not HANGUL.search(text)]
                timer_texts += len(texts)
        window.close()
    assert tokens > 30 and timer_texts > 20, "the walk saw the strip's tokens and the timers' texts"
    assert not found, "\n".join(sorted(set(found)))


@pytest.mark.parametrize("key", ["000", "001", "004"])
def test_a_vote_in_progress_shows_nothing_raw_in_korean(qtbot: QtBot, library: Library, key: str, tmp_path: Path) -> None:
    """Issue 19: a vote taken on day 1 of the 9-player demo — the day panel with its clock hand row, the vote drawn
    on the square (its middle lines) and on the public window — shows no raw value, the clock hand stepped by keys."""
    from PySide6.QtCore import Qt

    from tests.ui.tb_game_helpers import press

    game = demo(library, key, 9, 6)
    day = next(cut for cut in cuts(game) if game.state_at(cut).phase.kind == "day")
    window = open_window(qtbot, library, game, tuple(game.events[:day]), tmp_path / "vote.grimoire")
    window.side_tabs.setCurrentWidget(window.day)
    alive = [seat.id for seat in window.session.state.seats if seat.alive]
    window.day.seat_clicked(alive[0])
    window.day.seat_clicked(alive[1])
    for _ in range(5):  # a nomination's triggers (the Virgin, the Organ Grinder …) are answered first
        if window.day.prompt is None:
            break
        window.day.prompt_box.yes.click()
    assert window.square.scene.vote.live is not None, "the vote on the nomination is open"
    public = window.square.open_public_window()
    qtbot.addWidget(public)
    for pressed in (Qt.Key.Key_H, Qt.Key.Key_Space, Qt.Key.Key_H):
        press(window, pressed)
    lines = window.square.scene.vote.lines()
    assert lines is not None and len(window.square.scene.vote.live.raised) >= 1  # type: ignore[union-attr]
    found = raw_in(window_texts(window), library)
    found += raw_in([("square vote", text) for text in lines.texts()], library)
    found += raw_in([("public window", text) for text in public.visible_texts()], library)
    assert not found, "\n".join(sorted(set(found)))
    window.close()


def header_texts(root: object) -> list[tuple[str, str]]:
    """The header labels of every table under a widget (the walk reads cells; the player-count table's team names and
    player counts are headers)."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QTableWidget

    found = []
    for table in root.findChildren(QTableWidget):  # type: ignore[attr-defined]
        model = table.model()
        for orientation, count in ((Qt.Orientation.Horizontal, model.columnCount()), (Qt.Orientation.Vertical, model.rowCount())):
            for section in range(count):
                text = model.headerData(section, orientation, Qt.ItemDataRole.DisplayRole)
                if isinstance(text, str):
                    found.append((f"header of {table.objectName()}", text))
    return found


@pytest.mark.parametrize(("script", "players"), [("000", 15), ("001", 9), ("004", 12), ("fabled", 10)])
def test_the_wizard_shows_nothing_raw_in_korean_on_any_page(qtbot: QtBot, library: Library, script: str, players: int) -> None:
    """Issue 19: every page of the setup wizard (with the player-count table and the seat cards) in Korean; the
    player-count table in the Script tab too."""
    from tests.ui.wizard.wizard_walk import PAGES, open_wizard, walk_to

    wizard = open_wizard(qtbot, library, Path(__file__).parents[1] / "data" / "fabled_script.json" if script == "fabled" else script)
    found: list[str] = []
    for page in PAGES:
        walk_to(qtbot, wizard, players, page)
        found += raw_in(window_texts(wizard) + header_texts(wizard), library)
    table = wizard.pick_page.counts
    assert [text for _, text in header_texts(table)][-4:] == ["마을주민", "외지인", "하수인", "악마"]
    window = MainWindow(library, "ko")
    qtbot.addWidget(window)
    found += raw_in(window_texts(window.sheets) + header_texts(window.sheets), library)
    assert not found, "\n".join(sorted(set(found)))
