"""The Boffin's gift by day (issue 21): the dawn prompt of docs/rules/boffin.md (tests 18-19)."""

from __future__ import annotations

from grimoire_app.model import Library
from grimoire_app.systems.botc.game import Game
from tests.builders import seat_of
from tests.systems.botc.fabled_prompt_helpers import dawn_triggers
from tests.systems.botc.jinx_minions_helpers import jinx_table
from tests.systems.botc.tonight.tonight_helpers import advance_to, choose, die

TABLE = ("B=boffin", "D=imp", "X=poisoner", "q1=chef", "q2=soldier", "q3=mayor", "q4=saint")


def gifted(library: Library, gift: str) -> Game:
    game = advance_to(jinx_table(library, f"boffin {gift}", *TABLE), "night", 1)
    choose(game, "boffin", characters=(gift,))
    return game


def test_dawn_says_the_demon_holds_the_gift(library: Library) -> None:
    """docs/rules/boffin.md test 18: the Slayer given on night 1 → at the dawn of day 1 `boffin.day_gift` (holds) names
    D and the Slayer, proposes nothing; no Boffin pick → no prompt."""
    game = gifted(library, "slayer")
    advance_to(game, "day", 1)
    [trigger] = [t for t in dawn_triggers(game) if t.id == "boffin.day_gift"]
    assert trigger.key == "day.trigger.boffin.day_gift.holds" and trigger.proposed == () and trigger.seat == seat_of(game, "B")
    assert "D" in trigger.text("en") and "Slayer" in trigger.text("en")
    plain = advance_to(jinx_table(library, "boffin slayer", *TABLE), "day", 1)
    assert [t for t in dawn_triggers(plain) if t.id == "boffin.day_gift"] == []


def test_dawn_says_the_gift_is_lost(library: Library) -> None:
    """docs/rules/boffin.md test 19: X poisons B on night 1 → day 1's prompt is `lost`; B dies on day 1 → day 2's too."""
    game = gifted(library, "slayer")
    choose(game, "poisoner", "B")
    advance_to(game, "day", 1)
    assert [t.key for t in dawn_triggers(game) if t.id == "boffin.day_gift"] == ["day.trigger.boffin.day_gift.lost"]
    die(game, "B")
    advance_to(game, "day", 2)
    assert [t.key for t in dawn_triggers(game) if t.id == "boffin.day_gift"] == ["day.trigger.boffin.day_gift.lost"]
