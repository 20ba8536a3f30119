"""Where seats, reminders and the middle box go: pure geometry, no Qt (STYLE.md point 10).

Seats sit on an ellipse that fits the view, spaced by equal arc length (equal angles bunch them
at the narrow ends). Each seat's reminders are pills (legible labels) in short rows stepping from
its token toward the middle. `square_layout` picks the largest token size for which nothing
overlaps: no two tokens or name plates, no reminder over another seat's token, plate or
reminders, nothing over the middle box or off the view. The search checks neighbouring seats
only; `overlaps` is the exhaustive check the tests use.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import lru_cache

DEFAULT_CAPACITY = 4
"""Reminders per seat the layout always leaves room for (more shrink the tokens a little)."""
SQUARE_CAPACITY = 3
"""Reminders per seat the BotC square leaves room for: three, so that each pill is large enough for its source
character's mark and its name at 11 pixels on a 1366×768 laptop (issue 19 point 7); a fourth shrinks the tokens a
little. The Torsis square keeps DEFAULT_CAPACITY."""

MARGIN = 6.0
GAP = 4.0
PLATE_BELOW = 0.32
"""How far the name plate reaches below the token, as a fraction of the token radius."""
PLATE_HALF_WIDTH = 1.12
PLATE_HALF_HEIGHT = 0.2
REMINDER_HALF = (0.8, 0.3)
"""A reminder pill's half width and half height, as fractions of the token radius."""
MIN_TOKEN = 22.0
FAN_WIDTHS = (1.7, 2.6, 3.5)
"""How wide (in token radii) a seat's fan of reminders may spread across; the search tries each."""
MIDDLE_SIZE = (0.30, 0.24)
"""The middle box (phase, counts, bluffs) as fractions of the view's width and height."""


@dataclass(frozen=True)
class Point:
    """A point or a vector in view coordinates (y grows downward)."""

    x: float
    y: float


@dataclass(frozen=True)
class Rect:
    """An axis-aligned rectangle: a name plate, a reminder pill or the middle box."""

    left: float
    top: float
    width: float
    height: float

    def overlaps(self, other: Rect) -> bool:
        """Return whether the two rectangles share any area.

        >>> Rect(0, 0, 2, 2).overlaps(Rect(1, 1, 2, 2)), Rect(0, 0, 2, 2).overlaps(Rect(2, 0, 2, 2))
        (True, False)
        """
        return (
            self.left < other.left + other.width
            and other.left < self.left + self.width
            and self.top < other.top + other.height
            and other.top < self.top + self.height
        )

    def inside(self, width: float, height: float) -> bool:
        """Return whether the rectangle lies within a view of that size."""
        return self.left >= 0 and self.top >= 0 and self.left + self.width <= width and self.top + self.height <= height


@dataclass(frozen=True)
class Circle:
    """A token disc."""

    x: float
    y: float
    r: float

    def overlaps(self, other: Circle) -> bool:
        """Return whether the two discs share any area.

        >>> Circle(0, 0, 1).overlaps(Circle(3, 0, 1)), Circle(0, 0, 2).overlaps(Circle(3, 0, 1.5))
        (False, True)
        """
        return math.hypot(self.x - other.x, self.y - other.y) < self.r + other.r - 1e-6

    def hits(self, rect: Rect) -> bool:
        """Return whether the disc shares any area with a rectangle."""
        nearest_x = min(max(self.x, rect.left), rect.left + rect.width)
        nearest_y = min(max(self.y, rect.top), rect.top + rect.height)
        return math.hypot(self.x - nearest_x, self.y - nearest_y) < self.r - 1e-6


@dataclass(frozen=True)
class SquareLayout:
    """Token sizes and positions for n seats in a view; reminder slots are derived on demand."""

    width: float
    height: float
    token_radius: float
    reminder_half: tuple[float, float]
    """A reminder pill's half width and half height."""
    fan_width: float
    capacity: int
    seats: tuple[Point, ...]
    inward: tuple[Point, ...]
    """For each seat, the unit vector its reminders fan along."""
    middle: Rect

    def token(self, index: int) -> Circle:
        """Return seat `index`'s token disc."""
        seat = self.seats[index]
        return Circle(seat.x, seat.y, self.token_radius)

    def plate(self, index: int) -> Rect:
        """Return seat `index`'s name plate, across the bottom edge of its token."""
        seat = self.seats[index]
        local = plate_rect(self.token_radius)
        return Rect(seat.x + local.left, seat.y + local.top, local.width, local.height)

    def reminder_offsets(self, index: int, count: int) -> tuple[Point, ...]:
        """Return where seat `index`'s first `count` reminders go, relative to the seat's centre."""
        return reminder_offsets(self.inward[index], count, self.fan_width, self.token_radius, self.reminder_half)

    def reminders(self, index: int, count: int) -> tuple[Rect, ...]:
        """Return seat `index`'s first `count` reminder pills in view coordinates."""
        seat, (hw, hh) = self.seats[index], self.reminder_half
        return tuple(Rect(seat.x + o.x - hw, seat.y + o.y - hh, 2 * hw, 2 * hh) for o in self.reminder_offsets(index, count))


def plate_rect(token: float) -> Rect:
    """Return the name plate relative to its token's centre.

    >>> plate_rect(50)
    Rect(left=-56.00000000000001, top=46.0, width=112.00000000000001, height=20.0)
    """
    half_w, half_h = PLATE_HALF_WIDTH * token, PLATE_HALF_HEIGHT * token
    centre_y = token * (1 + PLATE_BELOW) - half_h
    return Rect(-half_w, centre_y - half_h, 2 * half_w, 2 * half_h)


def _strips(inward: Point, half: tuple[float, float]) -> tuple[Point, float, float]:
    """Return a fan's row direction (a screen axis), the step between rows along `inward`, and the step within a row.

    Rows are strips across the dominant axis of `inward`, so two rows never overlap whatever the angle.
    """
    if abs(inward.y) >= abs(inward.x):
        return Point(1.0, 0.0), (2 * half[1] + GAP) / abs(inward.y), 2 * half[0] + GAP
    return Point(0.0, 1.0), (2 * half[0] + GAP) / abs(inward.x), 2 * half[1] + GAP


def fan_columns(inward: Point, fan_width: float, half: tuple[float, float]) -> int:
    """Return how many pills fit side by side in one row of a fan of that width.

    >>> fan_columns(Point(0, 1), 100, (30, 10)), fan_columns(Point(1, 0), 100, (30, 10))
    (1, 4)
    """
    return max(1, int((fan_width + GAP) // _strips(inward, half)[2]))


def reminder_offsets(inward: Point, count: int, fan_width: float, token: float, half: tuple[float, float]) -> tuple[Point, ...]:
    """Return reminder centres relative to their seat: rows stepping along `inward`, toward the middle.

    The first row starts just past the token and its name plate; a short last row is centred.

    >>> [(round(p.x), round(p.y)) for p in reminder_offsets(Point(0, 1), 3, 90, 40, (20, 8))]
    [(-22, 65), (22, 65), (0, 85)]
    """
    columns = min(fan_columns(inward, fan_width, half), max(count, 1))
    across, along_step, across_step = _strips(inward, half)
    start = _first_row(inward, columns, token, half)
    offsets = []
    for k in range(count):
        row, col = divmod(k, columns)
        in_row = min(columns, count - row * columns)
        along, side = start + row * along_step, (col - (in_row - 1) / 2) * across_step
        offsets.append(Point(inward.x * along + across.x * side, inward.y * along + across.y * side))
    return tuple(offsets)


@lru_cache(maxsize=8192)
def _first_row(inward: Point, columns: int, token: float, half: tuple[float, float]) -> float:
    """Return how far along `inward` the first row must sit to clear the seat's token and plate.

    Plain float arithmetic (no value objects): the layout search calls this thousands of times.
    """
    across, _, across_step = _strips(inward, half)
    local = plate_rect(token)
    left, top = local.left - GAP, local.top - GAP
    right, bottom = left + local.width + 2 * GAP, top + local.height + 2 * GAP
    ring, (hw, hh) = token + GAP, half
    sides = [(col - (columns - 1) / 2) * across_step for col in range(columns)]

    def clear(along: float) -> bool:
        for side in sides:
            x, y = inward.x * along + across.x * side, inward.y * along + across.y * side
            if x - hw < right and left < x + hw and y - hh < bottom and top < y + hh:
                return False
            nx, ny = min(max(0.0, x - hw), x + hw), min(max(0.0, y - hh), y + hh)
            if nx * nx + ny * ny < ring * ring:
                return False
        return True

    low, high = token, 3 * token + 3 * (hw + hh) + 2 * GAP
    while high - low > 0.5:
        middle = (low + high) / 2
        low, high = (low, middle) if clear(middle) else (middle, high)
    return high


_SAMPLES = 360
_ANGLES = [-math.pi / 2 + 2 * math.pi * i / _SAMPLES for i in range(_SAMPLES + 1)]
_UNIT = [(math.cos(t), math.sin(t)) for t in _ANGLES]
"""The ellipse's sample angles and their cosines and sines, computed once (the layout search asks hundreds of ellipses)."""


@lru_cache(maxsize=4096)
def _ring(n: int, a: float, b: float, cx: float, cy: float) -> tuple[tuple[Point, ...], tuple[Point, ...]]:
    """Return the seats on an ellipse and their inward directions (the same ellipse recurs across fan widths and capacities)."""
    seats = ellipse_points(n, a, b, cx, cy)
    return seats, tuple(inward_direction(seat, cx, cy, a, b) for seat in seats)


def ellipse_points(n: int, a: float, b: float, cx: float, cy: float) -> tuple[Point, ...]:
    """Return n points on an ellipse at equal arc length, from the top, clockwise on screen.

    >>> [(round(p.x), round(p.y)) for p in ellipse_points(4, 10, 10, 0, 0)]
    [(0, -10), (10, 0), (0, 10), (-10, 0)]
    """
    if n <= 0:
        return ()
    angles = _ANGLES
    points = [(cx + a * cos, cy + b * sin) for cos, sin in _UNIT]
    lengths = [0.0]
    for (x0, y0), (x1, y1) in zip(points, points[1:], strict=False):
        lengths.append(lengths[-1] + math.hypot(x1 - x0, y1 - y0))
    total, result, j = lengths[-1], [], 0
    for i in range(n):
        target = total * i / n
        while lengths[j + 1] < target:
            j += 1
        span = lengths[j + 1] - lengths[j] or 1.0
        t = angles[j] + (angles[j + 1] - angles[j]) * (target - lengths[j]) / span
        result.append(Point(cx + a * math.cos(t), cy + b * math.sin(t)))
    return tuple(result)


def inward_direction(seat: Point, cx: float, cy: float, a: float, b: float) -> Point:
    """Return the unit vector from a seat toward the long middle line of the ellipse.

    Aiming at a line rather than the centre keeps neighbouring fans from converging too fast.

    >>> inward_direction(Point(0, -5), 0, 0, 10, 5), inward_direction(Point(10, 0), 0, 0, 10, 5)
    (Point(x=0.0, y=1.0), Point(x=-1.0, y=0.0))
    """
    if a >= b:
        target = Point(cx + (seat.x - cx) * (1 - b / a), cy)
    else:
        target = Point(cx, cy + (seat.y - cy) * (1 - a / b))
    dx, dy = target.x - seat.x, target.y - seat.y
    length = math.hypot(dx, dy)
    if length < 1e-9:
        return Point(0.0, 1.0)
    return Point(dx / length, dy / length)


def _build(n: int, width: float, height: float, capacity: int, token: float, fan: float) -> SquareLayout:
    half = (REMINDER_HALF[0] * token, max(REMINDER_HALF[1] * token, 8.0))
    cx, cy = width / 2, height / 2
    a = max(width / 2 - MARGIN - PLATE_HALF_WIDTH * token, 1.0)
    b = max(height / 2 - MARGIN - token * (1 + PLATE_BELOW), 1.0)
    seats, inward = _ring(n, a, b, cx, cy)
    mw, mh = width * MIDDLE_SIZE[0], height * MIDDLE_SIZE[1]
    middle = Rect(cx - mw / 2, cy - mh / 2, mw, mh)
    return SquareLayout(width, height, token, half, fan * token, capacity, seats, inward, middle)


_SeatParts = tuple[Circle, Rect, tuple[Rect, ...]]
"""One seat's token, name plate and reminder pills, as the layout search checks them: a plain tuple, private to the
search (a dataclass of its own cost ~0.4 ms to make on the start path before the first paint, issue 20)."""


def _parts(layout: SquareLayout, index: int) -> _SeatParts:
    return layout.token(index), layout.plate(index), layout.reminders(index, layout.capacity)


def _clash(mine: _SeatParts, theirs: _SeatParts) -> bool:
    """Whether one seat's token, plate or reminders clash with another seat's."""
    (token, plate, reminders), (their_token, their_plate, their_reminders) = mine, theirs
    spaced = Circle(token.x, token.y, token.r + GAP / 2)
    if spaced.overlaps(their_token) or plate.overlaps(their_plate):
        return True
    if token.hits(their_plate) or their_token.hits(plate):
        return True
    for pill in reminders:
        if their_token.hits(pill) or pill.overlaps(their_plate) or any(pill.overlaps(o) for o in their_reminders):
            return True
    return False


def _fits(layout: SquareLayout, parts: _SeatParts) -> bool:
    """Whether a seat's parts stay in the view and off the middle box (its own fan clears it by construction)."""
    token, plate, reminders = parts
    if not plate.inside(layout.width, layout.height) or token.hits(layout.middle):
        return False
    return not any(not pill.inside(layout.width, layout.height) or pill.overlaps(layout.middle) for pill in reminders)


def _valid(layout: SquareLayout, reach: int = 3) -> bool:
    """Whether nothing overlaps, checking each seat against its `reach` nearest neighbours.

    Each seat's parts are checked against the view and the middle as they are made: a layout that does not fit stops at
    the first seat off it (most of the search's candidates), before the others' parts are made."""
    parts: list[_SeatParts] = []
    for index in range(len(layout.seats)):
        seat = _parts(layout, index)
        if not _fits(layout, seat):
            return False
        parts.append(seat)
    n = len(parts)
    steps = range(1, min(reach, n // 2) + 1)
    return not any(_clash(parts[i], parts[(i + step) % n]) for i in range(n) for step in steps)


def _largest(n: int, width: float, height: float, capacity: int, fan: float, high: float) -> float | None:
    """Bisect for the largest valid token radius with this fan width, or None if none fits."""
    if not _valid(_build(n, width, height, capacity, MIN_TOKEN, fan)):
        return None
    low = MIN_TOKEN
    if _valid(_build(n, width, height, capacity, high, fan)):
        return high
    for _ in range(7):
        middle = (low + high) / 2
        low, high = (middle, high) if _valid(_build(n, width, height, capacity, middle, fan)) else (low, middle)
    return low


@lru_cache(maxsize=64)
def square_layout(n: int, width: float, height: float, capacity: int = DEFAULT_CAPACITY) -> SquareLayout:
    """Return the layout with the largest tokens for which nothing overlaps.

    When nothing fits even at the smallest token size (a tiny view), returns that smallest layout.

    >>> layout = square_layout(7, 1366, 768)
    >>> len(layout.seats), layout.token_radius > 40
    (7, True)
    """
    capacity = max(capacity, 0)
    high = max(min(width, height) * 0.12, MIN_TOKEN)
    best: tuple[float, float] | None = None
    for fan in FAN_WIDTHS:
        if best is not None and not _valid(_build(n, width, height, capacity, best[0] + 0.5, fan)):
            continue
        radius = _largest(n, width, height, capacity, fan, high)
        if radius is not None and (best is None or radius > best[0] + 0.5):
            best = (radius, fan)
    radius, fan = best or (MIN_TOKEN, FAN_WIDTHS[-1])
    return _build(n, width, height, capacity, radius, fan)


def seat_positions(n: int, width: float, height: float, capacity: int = DEFAULT_CAPACITY) -> tuple[Point, ...]:
    """Return the centres of n seats in a view of that size, the first at the top, clockwise.

    >>> [(round(p.x), round(p.y)) for p in seat_positions(2, 800, 600)][0][0]
    400
    """
    return square_layout(n, width, height, capacity).seats


def overlaps(layout: SquareLayout, counts: tuple[int, ...]) -> list[str]:
    """Describe every overlap among tokens, plates and the seats' `counts` reminders (all pairs).

    The exhaustive check the layout tests use; empty when the picture is clean.
    """
    found = []
    n = len(layout.seats)
    for i in range(n):
        for j in range(i + 1, n):
            found += _pair_problems(layout, counts, i, j)
        own = layout.reminders(i, counts[i])
        for k, pill in enumerate(own):
            if pill.overlaps(layout.middle):
                found.append(f"reminder {i}.{k} over the middle box")
            if layout.token(i).hits(pill) or pill.overlaps(layout.plate(i)):
                found.append(f"reminder {i}.{k} over its own seat")
            found += [f"reminders {i}.{k} and {i}.{m}" for m in range(k + 1, len(own)) if pill.overlaps(own[m])]
    return found


def _pair_problems(layout: SquareLayout, counts: tuple[int, ...], i: int, j: int) -> list[str]:
    found = []
    if layout.token(i).overlaps(layout.token(j)):
        found.append(f"tokens {i} and {j}")
    if layout.plate(i).overlaps(layout.plate(j)) or layout.token(i).hits(layout.plate(j)) or layout.token(j).hits(layout.plate(i)):
        found.append(f"plates {i} and {j}")
    for a, b in ((i, j), (j, i)):
        theirs = layout.reminders(b, counts[b])
        for k, pill in enumerate(layout.reminders(a, counts[a])):
            if layout.token(b).hits(pill) or pill.overlaps(layout.plate(b)):
                found.append(f"reminder {a}.{k} over seat {b}")
            if a < b:
                found += [f"reminders {a}.{k} and {b}.{m}" for m, other in enumerate(theirs) if pill.overlaps(other)]
    return found


def nearest_gap(point: Point, seats: tuple[Point, ...]) -> int:
    """Return the table-order index a seat dropped at `point` should take (between two seats).

    >>> nearest_gap(Point(10, 1), (Point(0, -10), Point(10, 0), Point(0, 10), Point(-10, 0)))
    2
    """
    if not seats:
        return 0
    cx = sum(p.x for p in seats) / len(seats)
    cy = sum(p.y for p in seats) / len(seats)

    def angle(p: Point) -> float:
        return (math.atan2(p.y - cy, p.x - cx) + math.pi / 2) % (2 * math.pi)

    wanted = angle(point)
    return sum(1 for seat in seats if angle(seat) < wanted)
