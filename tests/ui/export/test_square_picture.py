"""The printed picture of the grimoire: seats in a circle, team colours, the dead marked, reminders."""

from __future__ import annotations

import math

from PySide6.QtGui import QColor, QImage

from grimoire_app.model import Library
from grimoire_app.systems.botc.commands import place_reminder
from grimoire_app.systems.botc.events import DeathCause, PlayerDied
from grimoire_app.systems.botc.game import Game
from grimoire_app.ui.export.square_picture import CANVAS, DEAD_FILL, PAPER, RING_RADIUS, seat_positions, square_image, token_radius
from grimoire_app.ui.metrics import TEAM_COLOURS
from tests.builders import seat_of, table

WIDTH = 600


def token_fill(image: QImage, index: int, seats: int) -> QColor:
    """Sample a token's fill just inside its rim, above the name (where no text is drawn)."""
    scale = WIDTH / CANVAS.width()
    x, y = seat_positions(seats, RING_RADIUS)[index]
    radius = token_radius(seats)
    point = CANVAS.center().x() + x, CANVAS.center().y() + y - 0.8 * radius
    return image.pixelColor(round(point[0] * scale), round(point[1] * scale))


def close(a: QColor, b: QColor) -> bool:
    return all(abs(x - y) <= 12 for x, y in ((a.red(), b.red()), (a.green(), b.green()), (a.blue(), b.blue())))


def test_seats_go_clockwise_from_the_top_at_equal_distances() -> None:
    points = seat_positions(7, 100)
    assert math.isclose(points[0][0], 0, abs_tol=1e-9) and points[0][1] == -100 and points[1][0] > 0
    assert all(math.isclose(math.hypot(x, y), 100) for x, y in points)


def test_tokens_shrink_with_more_seats_but_stay_readable() -> None:
    sizes = [token_radius(n) for n in range(5, 21)]
    assert sizes == sorted(sizes, reverse=True) and sizes[-1] >= 36


def test_the_dead_are_drawn_differently_from_the_living(qtbot: object, library: Library) -> None:
    game = table(library, "000", "민수=fanggu", "지현=noble", "서준=poisoner", "하은=klutz", "도윤=seamstress")
    game.record(PlayerDied(seat=seat_of(game, "지현"), cause=DeathCause(kind="storyteller")))
    image = square_image(game.state, game.script, library, "ko", "caption", width=WIDTH)
    assert close(token_fill(image, 0, 5), QColor(PAPER))
    assert close(token_fill(image, 1, 5), QColor(DEAD_FILL))


def test_team_colours_ring_the_tokens(qtbot: object, library: Library) -> None:
    game = table(library, "000", "민수=fanggu", "지현=noble", "서준=poisoner", "하은=klutz", "도윤=seamstress")
    image = square_image(game.state, game.script, library, "en", "caption", width=WIDTH)
    colours = {image.pixelColor(x, y).name() for x in range(0, WIDTH, 2) for y in range(0, image.height(), 2)}
    for team in ("townsfolk", "outsider", "minion", "demon"):
        assert any(close(QColor(found), QColor(TEAM_COLOURS[team])) for found in colours), team


def test_a_full_table_with_many_reminders_draws(qtbot: object, library: Library) -> None:
    """Twenty seats and five reminders each: no seat limit, labels that do not fit become "+N"."""
    names = [f"플레이어{n}=noble" for n in range(20)]
    game: Game = table(library, "000", *names)
    for seat in game.state.seats:
        for _ in range(5):
            game.record(place_reminder(game.state, seat.id, "noble", "Know"))
    image = square_image(game.state, game.script, library, "ko", "20", width=WIDTH)
    assert not image.isNull() and image.width() == WIDTH
