"""Day rules of the experimental Outsiders Politician, Hatter, Plague Doctor (issue 21): each test cites docs/rules/<id>.md."""

from __future__ import annotations

from grimoire_app.model import Library
from grimoire_app.systems.botc.commands import kill
from grimoire_app.systems.botc.day import triggers_for
from grimoire_app.systems.botc.events import AlignmentChanged, GameEnded
from grimoire_app.systems.botc.game import Game
from tests.builders import seat_of
from tests.systems.botc.day_helpers import accept, fired_ids, mark
from tests.systems.botc.exp_outb_helpers import outb_table
from tests.systems.botc.tonight.tonight_helpers import advance_to, die

def tokens_of(game: Game, name: str) -> list[tuple[str, str]]:
    return [(r.character, r.token) for r in game.state.seat(seat_of(game, name)).reminders]


POLITICIAN = ("a=politician", "b=imp", "c=poisoner", "d=chef", "e=empath")


def _day_one(library: Library) -> Game:
    game = outb_table(library, *POLITICIAN)
    advance_to(game, "day", 1)
    return game


def _politician_ids(game: Game, winner: str) -> list[str]:
    ended = GameEnded(winner=winner, reason="test")  # type: ignore[arg-type]
    return [t.key.removeprefix("day.trigger.") for t in triggers_for(game, ended, "before") if t.id.startswith("politician")]


def test_politician_switches_to_the_winners_when_accepted(library: Library) -> None:
    """docs/rules/politician.md test 1: evil wins → `politician.switches.evil` proposes a evil; accepted → a is evil."""
    game = _day_one(library)
    a = seat_of(game, "a")
    [trigger] = [t for t in triggers_for(game, GameEnded(winner="evil", reason="test"), "before") if t.id == "politician.switches"]
    assert trigger.key == "day.trigger.politician.switches.evil" and trigger.seat == a
    assert trigger.proposed == (AlignmentChanged(seat=a, alignment="evil"), GameEnded(winner="evil", reason="test"))
    fired = accept(game, GameEnded(winner="evil", reason="test"))
    assert "politician.switches.evil" in fired_ids(fired)
    assert game.state.seat(a).alignment == "evil" and game.state.result is not None and game.state.result.winner == "evil"


def test_politician_not_asked_when_its_team_wins(library: Library) -> None:
    """docs/rules/politician.md test 2: good wins → no Politician prompt; a stays good."""
    game = _day_one(library)
    assert _politician_ids(game, "good") == []


def test_dead_politician_is_still_asked(library: Library) -> None:
    """docs/rules/politician.md test 3: a dead → still `politician.switches.evil`."""
    game = _day_one(library)
    die(game, "a")
    assert _politician_ids(game, "evil") == ["politician.switches.evil"]


def test_poisoned_politician_does_not_switch(library: Library) -> None:
    """docs/rules/politician.md test 4: a poisoned → `politician.switches.impaired`, nothing proposed."""
    game = _day_one(library)
    mark(game, "a", "poisoner", "Poisoned")
    assert _politician_ids(game, "evil") == ["politician.switches.impaired"]
    [trigger] = [t for t in triggers_for(game, GameEnded(winner="evil", reason="test"), "before") if t.id == "politician.switches"]
    assert trigger.proposed == ()


# -- Plague Doctor ---------------------------------------------------------------------------------

DOCTOR = ("a=plaguedoctor", "b=imp", "c=poisoner", "d=chef", "e=empath")


def test_plague_doctor_death_gives_the_storyteller_an_ability(library: Library) -> None:
    """docs/rules/plaguedoctor.md test 1: a dies on day 1 → `plaguedoctor.dies` with STORYTELLER ABILITY by a; accepted → there."""
    game = outb_table(library, *DOCTOR)
    advance_to(game, "day", 1)
    a = seat_of(game, "a")
    fired = accept(game, kill(a))
    assert fired_ids(fired) == ["plaguedoctor.dies"]
    assert [(r.character, r.token) for r in game.state.seat(a).reminders] == [("plaguedoctor", "Storyteller Ability")]


def test_impaired_plague_doctor_gives_nothing(library: Library) -> None:
    """docs/rules/plaguedoctor.md test 2: a poisoned then dies → `plaguedoctor.dies.impaired`, nothing proposed."""
    game = outb_table(library, *DOCTOR)
    advance_to(game, "day", 1)
    mark(game, "a", "poisoner", "Poisoned")
    fired = accept(game, kill(seat_of(game, "a")))
    assert fired_ids(fired) == ["plaguedoctor.dies.impaired"] and fired[0].proposed == ()
    assert tokens_of(game, "a") == [("poisoner", "Poisoned")]


# -- Hatter ----------------------------------------------------------------------------------------

HATTER = ("a=hatter", "b=imp", "c=poisoner", "d=chef", "e=empath")


def test_hatter_death_sets_a_tea_party(library: Library) -> None:
    """docs/rules/hatter.md test 1: a dies on day 1 → `hatter.dies` with TEA PARTY TONIGHT by a; accepted → there."""
    game = outb_table(library, *HATTER)
    advance_to(game, "day", 1)
    fired = accept(game, kill(seat_of(game, "a")))
    assert fired_ids(fired) == ["hatter.dies"]
    assert tokens_of(game, "a") == [("hatter", "Tea Party Tonight")]


def test_impaired_hatter_sets_no_tea_party(library: Library) -> None:
    """docs/rules/hatter.md test 2: a poisoned then dies → `hatter.dies.impaired`, nothing proposed."""
    game = outb_table(library, *HATTER)
    advance_to(game, "day", 1)
    mark(game, "a", "poisoner", "Poisoned")
    fired = accept(game, kill(seat_of(game, "a")))
    assert fired_ids(fired) == ["hatter.dies.impaired"] and fired[0].proposed == ()
    assert tokens_of(game, "a") == [("poisoner", "Poisoned")]
