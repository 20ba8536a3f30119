"""The square's geometry: seats on an ellipse that fits the view, reminders fanned inward, nothing overlapping."""

from __future__ import annotations

import math

import pytest

from grimoire_app.ui.town_square.geometry import (
    MIN_TOKEN,
    Point,
    overlaps,
    reminder_offsets,
    seat_positions,
    square_layout,
)

LAPTOP = (1366, 768)


@pytest.mark.parametrize("seats", [5, 10, 15, 20])
def test_six_reminders_a_seat_overlap_nothing_at_laptop_size(seats: int) -> None:
    """The issue's layout check: no two tokens overlap, no reminder over another seat's token (all pairs)."""
    layout = square_layout(seats, *LAPTOP, capacity=6)
    assert overlaps(layout, (6,) * seats) == []
    assert layout.token_radius >= 30, "tokens stay legible on a laptop"


@pytest.mark.parametrize("size", [(1136, 740), (1024, 600), (1920, 1080)])
@pytest.mark.parametrize("seats", [5, 7, 12, 20])
def test_other_window_sizes_stay_clean(size: tuple[int, int], seats: int) -> None:
    layout = square_layout(seats, *size, capacity=6)
    assert overlaps(layout, (6,) * seats) == []


def test_fewer_reminders_than_the_capacity_stay_clean() -> None:
    layout = square_layout(15, *LAPTOP, capacity=6)
    assert overlaps(layout, tuple(i % 7 for i in range(15))) == []


def test_seats_start_at_the_top_and_go_clockwise_inside_the_view() -> None:
    points = seat_positions(8, *LAPTOP)
    assert len(points) == 8
    assert points[0].x == pytest.approx(LAPTOP[0] / 2) and points[0].y < LAPTOP[1] / 2
    assert points[2].x > LAPTOP[0] / 2, "the third seat of eight is on the right: clockwise"
    assert all(0 < p.x < LAPTOP[0] and 0 < p.y < LAPTOP[1] for p in points)


def test_the_ellipse_follows_the_window_shape() -> None:
    wide = seat_positions(10, 1600, 600)
    spread_x = max(p.x for p in wide) - min(p.x for p in wide)
    spread_y = max(p.y for p in wide) - min(p.y for p in wide)
    assert spread_x > 2 * spread_y


def test_tokens_grow_with_the_window_and_shrink_with_more_seats() -> None:
    assert square_layout(10, 1920, 1080).token_radius > square_layout(10, 1024, 600).token_radius
    assert square_layout(20, *LAPTOP).token_radius <= square_layout(5, *LAPTOP).token_radius


def test_a_tiny_view_falls_back_to_the_smallest_tokens() -> None:
    assert square_layout(20, 300, 200).token_radius == MIN_TOKEN


def test_reminders_fan_toward_the_middle() -> None:
    layout = square_layout(12, *LAPTOP)
    centre = Point(LAPTOP[0] / 2, LAPTOP[1] / 2)
    for index, seat in enumerate(layout.seats):
        for offset in layout.reminder_offsets(index, 3):
            before = math.hypot(seat.x - centre.x, seat.y - centre.y)
            after = math.hypot(seat.x + offset.x - centre.x, seat.y + offset.y - centre.y)
            assert after < before


def test_a_short_last_row_is_centred() -> None:
    one, two, three = reminder_offsets(Point(0, 1), 3, 90, 40, (20, 8))
    assert (one.x, two.x, three.x) == (-22, 22, 0)
    assert three.y > one.y == two.y


def test_geometry_faces_and_public_view_import_without_qt() -> None:
    """The pure parts of the square stay testable without a display (STYLE.md point 10)."""
    import subprocess
    import sys

    code = (
        "import sys, grimoire_app.ui.town_square.geometry, grimoire_app.ui.town_square.faces, grimoire_app.ui.town_square.public;"
        "sys.exit(1 if any(m.startswith('PySide6') for m in sys.modules) else 0)"
    )
    assert subprocess.run([sys.executable, "-c", code], check=False).returncode == 0
