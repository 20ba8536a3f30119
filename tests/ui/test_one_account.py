"""Issue 15 acceptance: on the same game, `summary`, the export (HTML text) and review's account list the
same votes with threshold and outcome, the same executions and the same deaths with causes (demo games
on the three seed scripts, several seeds)."""

from __future__ import annotations

import io
import re
from html.parser import HTMLParser
from pathlib import Path

import pytest

from grimoire_app.cli import main
from grimoire_app.model import Library
from grimoire_app.model.characters import Lang
from grimoire_app.systems.botc.files import open_game
from grimoire_app.systems.botc.account import game_account
from grimoire_app.ui.export.summary import summarize
from grimoire_app.ui.export.summary_html import summary_html
from grimoire_app.ui.review.index import ReviewIndex
from grimoire_app.ui.review.models import Lines

PATTERNS: dict[Lang, re.Pattern[str]] = {
    "en": re.compile(r"nominated .*: (\d+ for, \d+ needed — .*|no vote)$|^Executed: |^\S+ died \("),
    "ko": re.compile(r"지명: (\d+표, 필요 \d+표 — .*|투표 없음)$|^처형: |^\S+ 사망 \("),
}
"""A vote with its count, threshold and outcome (or no vote), an execution with its outcome, a death with its cause."""

GAMES = [("000", 8, 1), ("000", 12, 7), ("001", 7, 2), ("001", 10, 5), ("004", 9, 3), ("004", 13, 11)]


class _Items(HTMLParser):
    """The text of every <li> of an HTML document (the export lists the account's lines as items)."""

    def __init__(self) -> None:
        super().__init__()
        self.items: list[str] = []
        self._inside = False

    def handle_starttag(self, tag: str, attrs: object) -> None:
        if tag == "li":
            self._inside, self.items = True, [*self.items, ""]

    def handle_endtag(self, tag: str) -> None:
        if tag == "li":
            self._inside = False

    def handle_data(self, data: str) -> None:
        if self._inside:
            self.items[-1] += data


def _told(lines: list[str], lang: Lang) -> list[str]:
    return [line for line in (raw.strip() for raw in lines) if PATTERNS[lang].search(line)]


def _summary(path: Path, lang: Lang) -> list[str]:
    out = io.StringIO()
    assert main(["summary", str(path), "--lang", lang], out=out) == 0
    return _told(out.getvalue().splitlines(), lang)


def _export(path: Path, library: Library, lang: Lang) -> list[str]:
    game = open_game(path, library, writable=False).game
    parser = _Items()
    parser.feed(summary_html(summarize(game, lang), picture=lambda painter, rect, state, caption: None))
    return _told(parser.items, lang)


def _review(path: Path, library: Library, lang: Lang) -> list[str]:
    index = ReviewIndex(open_game(path, library, writable=False).game)
    lines = Lines(index, lang)
    return _told([lines.line(n) for n in range(1, index.count + 1) if not index.is_phase_start(n)], lang)


@pytest.mark.parametrize(("script", "players", "seed"), GAMES)
def test_summary_export_and_review_tell_the_same_votes_executions_and_deaths(
    qtbot: object, library: Library, tmp_path: Path, script: str, players: int, seed: int
) -> None:
    """Issue 15 acceptance point 2, over demo games written by the CLI `demo` command, in both languages."""
    path = tmp_path / "demo.grimoire"
    assert main(["demo", str(path), "--players", str(players), "--seed", str(seed), "--script", script, "--nights", "3"], out=io.StringIO()) == 0
    account = game_account(open_game(path, library, writable=False).game)
    votes = [n for p in account.phases for n in p.nominations if n.vote is not None]
    deaths = [d for p in account.phases for d in p.deaths]
    for lang in ("en", "ko"):
        told = _summary(path, lang)
        assert told == _export(path, library, lang) == _review(path, library, lang)
        assert len(told) == len([n for p in account.phases for n in p.nominations]) + len(deaths) + sum(
            len(p.executions) for p in account.phases
        )
        for vote in votes:
            assert vote.vote is not None
            needed = f"{vote.vote.count} for, {vote.vote.threshold} needed" if lang == "en" else f"{vote.vote.count}표, 필요 {vote.vote.threshold}표"
            assert any(needed in line and vote.nominee in line for line in told)
