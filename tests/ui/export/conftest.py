"""Fixtures for the export tests: a demo game file, a short story game, and PDF text reading.

PDF checks read the text back with pypdf (no system tool needed). They need a font with Hangul:
without one Qt cannot draw Korean, so those tests skip and say why.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from grimoire_app.model import Library
from grimoire_app.systems.botc.commands import advance
from grimoire_app.model.errors import IllegalEventError
from grimoire_app.systems.botc.events import (
    AlignmentChanged,
    BelievedCharacterSet,
    CharacterAssigned,
    DeathCause,
    Event,
    Executed,
    GameEnded,
    InfoShown,
    NightChoice,
    Nominated,
    PlayerDied,
    VoteRecorded,
)
from grimoire_app.systems.botc.game import Game
from grimoire_app.systems.botc.demo import write_demo
from grimoire_app.ui.export.fonts import installed_hangul_family
from tests.builders import seat_of, table
from tests.conftest import seed_script

STORY_PLAYERS = ("민수=fanggu", "지현=drunk", "서준=poisoner", "하은=klutz", "도윤=noble", "서연=seamstress", "예준=damsel")


def flat(text: str) -> str:
    """Drop all whitespace: pypdf splits Korean words and table cells with spaces, tabs and newlines.

    >>> flat("팡 구\\t민 수")
    '팡구민수'
    """
    return re.sub(r"\s+", "", text)


def pdf_text(path: Path) -> str:
    """Return the whole PDF's text, whitespace dropped (see `flat`)."""
    pypdf = pytest.importorskip("pypdf", reason="pypdf (the test extra) reads PDF text")
    return flat("".join(page.extract_text() for page in pypdf.PdfReader(path).pages))


@pytest.fixture
def hangul(qtbot: QtBot) -> str:
    """The installed font family that prints Hangul; skip the test when there is none."""
    family = installed_hangul_family()
    if family is None:
        pytest.skip("no installed font has Hangul glyphs (install fonts-noto-cjk): Korean text cannot be printed or read back")
    return family


@pytest.fixture
def demo_file(tmp_path: Path, library: Library) -> Path:
    """A 3-night, 8-player demo game on script 000, as the app writes it."""
    path = tmp_path / "demo.grimoire"
    write_demo(path, seed_script(library, "000"), library, players=8, seed=3, nights=3)
    return path


def record(game: Game, event: Event) -> None:
    """Record an event, overriding a rule that refuses it (the story is about the export, not the rules)."""
    try:
        game.record(event)
    except IllegalEventError:
        game.record(event, override=True)


@pytest.fixture
def story(library: Library) -> Game:
    """A short game with a Drunk, a Fang Gu jump onto the Klutz (character and alignment change), and a good win.

    Spec: seed 000, Fang Gu: "the first Outsider to die this way becomes an evil Fang Gu, and you die".
    """
    game = table(library, "000", *STORY_PLAYERS)
    s = {name.split("=")[0]: seat_of(game, name.split("=")[0]) for name in STORY_PLAYERS}
    record(game, BelievedCharacterSet(seat=s["지현"], character="fortuneteller"))
    record(game, advance(game.state))
    record(game, NightChoice(seat=s["서준"], character="poisoner", players=(s["도윤"],)))
    record(game, InfoShown(seat=s["도윤"], info="answer", answer=1, step="noble"))
    record(game, InfoShown(seat=s["예준"], info="you_are", characters=("damsel",)))
    record(game, advance(game.state))
    record(game, advance(game.state))
    record(game, NightChoice(seat=s["민수"], character="fanggu", players=(s["하은"],)))
    record(game, PlayerDied(seat=s["민수"], cause=DeathCause(kind="ability", character="fanggu")))
    record(game, CharacterAssigned(seat=s["하은"], character="fanggu", alignment="good"))
    record(game, AlignmentChanged(seat=s["하은"], alignment="evil"))
    record(game, InfoShown(seat=s["하은"], info="you_are", characters=("fanggu",), text="You are now evil"))
    record(game, advance(game.state))
    record(game, Nominated(nominator=s["서연"], nominee=s["하은"]))
    record(game, VoteRecorded(nominee=s["하은"], voters=(s["서연"], s["도윤"], s["예준"], s["지현"])))
    record(game, Executed(seat=s["하은"]))
    record(game, PlayerDied(seat=s["하은"], cause=DeathCause(kind="execution")))
    record(game, GameEnded(winner="good", reason="the Demon was executed"))
    return game
