"""Prompted Fabled by day: the Buddhist, the Ferryman, the Deus ex Fiasco and Hell's Librarian (docs/rules/<id>.md)."""

from __future__ import annotations

import pytest

from grimoire_app.model import Library
from grimoire_app.model.errors import IllegalEventError
from grimoire_app.systems.botc.commands import kill
from grimoire_app.systems.botc.day import available_acts, hand_counts, resolve_trigger, triggers_for
from grimoire_app.systems.botc.events import GameEnded, GhostVoteRegained, GhostVoteSpent, Phase
from grimoire_app.systems.botc.game import Game
from grimoire_app.systems.botc.tonight import tonight_sheet
from grimoire_app.systems.botc.tonight.lifetimes import advance_events
from tests.builders import to_phase
from tests.systems.botc.day_helpers import accept, fired_ids, mark
from tests.systems.botc.fabled_prompt_helpers import SEVEN, act, dawn_triggers, fabled_table


def ids(game: Game, prefix: str) -> list[str]:
    return [t.id for t in dawn_triggers(game) if t.id.startswith(prefix)]


# -- Buddhist --------------------------------------------------------------------------------------


def test_buddhist_first_night_step_runs_with_its_note(library: Library) -> None:
    """docs/rules/buddhist.md test 1: night 1 has the Buddhist's Storyteller step with the silence note."""
    game = fabled_table(library, "buddhist", phase=("night", 1))
    step = next(s for s in tonight_sheet(game) if s.id == "buddhist")
    assert step.status == "wakes" and [n.code for n in step.notes] == ["buddhist_prompt"]


def test_buddhist_reminds_at_every_dawn(library: Library) -> None:
    """docs/rules/buddhist.md test 2: dawn of day 1 and of day 2 → `buddhist.day_starts`, informative."""
    game = fabled_table(library, "buddhist")
    [trigger] = [t for t in dawn_triggers(game) if t.id == "buddhist.day_starts"]
    assert trigger.proposed == () and trigger.choice is None
    to_phase(game, "day", 2)
    assert ids(game, "buddhist") == ["buddhist.day_starts"]


def test_no_buddhist_prompt_when_it_is_not_in_play(library: Library) -> None:
    """docs/rules/buddhist.md test 3: no Buddhist in play → nothing at dawn."""
    assert ids(fabled_table(library, None), "buddhist") == []


# -- Ferryman --------------------------------------------------------------------------------------


def _ferry_table(library: Library, deaths: int) -> Game:
    """SEVEN with the Ferryman: s1, s2, s4 dead having spent their ghost votes, s3 dead holding it (as many as `deaths`)."""
    game = fabled_table(library, "ferryman", SEVEN)
    for name in ("s1", "s2", "s3", "s4")[:deaths]:
        game.record(kill(name))
        if name != "s3":
            game.record(GhostVoteSpent(seat=name))
    return to_phase(game, "day", 2)


def test_ferryman_gives_the_dead_their_votes_back_on_the_final_day(library: Library) -> None:
    """docs/rules/ferryman.md test 1: 3 alive at dawn → votes back for s1, s2, s4; accepted → every dead player holds one."""
    game = _ferry_table(library, 4)
    [trigger] = [t for t in dawn_triggers(game) if t.id == "ferryman.final_day"]
    assert trigger.key == "day.trigger.ferryman.final_day.final"
    assert trigger.proposed == tuple(GhostVoteRegained(seat=s) for s in ("s1", "s2", "s4"))
    for event in resolve_trigger(game, trigger):
        game.record(event)
    assert [s.ghost_vote for s in game.state.seats if not s.alive] == [True, True, True, True]
    assert hand_counts(game, "s1")


def test_ferryman_with_four_alive_is_the_storytellers_call(library: Library) -> None:
    """docs/rules/ferryman.md test 2: 4 alive → the `maybe` variant with the same kind of proposal."""
    game = _ferry_table(library, 3)
    [trigger] = [t for t in dawn_triggers(game) if t.id == "ferryman.final_day"]
    assert trigger.key == "day.trigger.ferryman.final_day.maybe"
    assert trigger.proposed == (GhostVoteRegained(seat="s1"), GhostVoteRegained(seat="s2"))


def test_ferryman_is_silent_with_five_alive_or_out_of_play(library: Library) -> None:
    """docs/rules/ferryman.md test 3: 5 alive → nothing; no Ferryman → nothing."""
    assert ids(_ferry_table(library, 2), "ferryman") == []
    game = fabled_table(library, None, SEVEN)
    for name in ("s1", "s2", "s4", "s5"):
        game.record(kill(name))
    to_phase(game, "day", 2)
    assert ids(game, "ferryman") == []


def test_a_vote_token_is_given_back_only_to_a_dead_player_without_one(library: Library) -> None:
    """docs/rules/ferryman.md test 4: GhostVoteRegained for a living player or one holding a vote → refused."""
    game = _ferry_table(library, 4)
    for seat, key in (("s5", "ghost_vote_alive"), ("s3", "ghost_vote_held")):
        assert [r.key for r in game.check(GhostVoteRegained(seat=seat))] == [key]  # type: ignore[attr-defined]
        with pytest.raises(IllegalEventError):
            game.record(GhostVoteRegained(seat=seat))


# -- Deus ex Fiasco --------------------------------------------------------------------------------


def test_whoopsie_places_its_token(library: Library) -> None:
    """docs/rules/deusexfiasco.md test 1: the act on s3 → `deusexfiasco.whoopsie`; accepted → WHOOPSIE by s3."""
    game = fabled_table(library, "deusexfiasco")
    assert "deusexfiasco_whoopsie" in available_acts(game)
    assert fired_ids(accept(game, act(game, "deusexfiasco_whoopsie", "s3"))) == ["deusexfiasco.whoopsie"]
    assert [(r.character, r.token) for r in game.state.seat("s3").reminders] == [("deusexfiasco", "Whoopsie")]


def test_whoopsie_not_offered_without_the_fabled(library: Library) -> None:
    """docs/rules/deusexfiasco.md test 2: not in play → not offered."""
    assert "deusexfiasco_whoopsie" not in available_acts(fabled_table(library, None))


def _three_alive(library: Library, whoopsie: bool) -> Game:
    game = fabled_table(library, "deusexfiasco", ("s1=washerwoman", "s2=empath", "s3=chef", "s4=poisoner", "s5=imp"))
    if whoopsie:
        accept(game, act(game, "deusexfiasco_whoopsie", "s3"))
    game.record(kill("s1"))
    game.record(kill("s2"))
    return to_phase(game, "day", 3)


def test_final_days_remind_of_an_unadmitted_mistake(library: Library) -> None:
    """docs/rules/deusexfiasco.md test 3: three alive at dawn of day 3, no WHOOPSIE → reminded; with one → not."""
    assert ids(_three_alive(library, False), "deusexfiasco") == ["deusexfiasco.final_day"]
    assert ids(_three_alive(library, True), "deusexfiasco") == []


def test_the_games_end_reminds_of_an_unadmitted_mistake(library: Library) -> None:
    """docs/rules/deusexfiasco.md test 4: GameEnded with no WHOOPSIE → `deusexfiasco.unused` before it; with one → nothing."""
    ended = GameEnded(winner="good", reason="The Demon is dead.")
    assert [t.id for t in triggers_for(_three_alive(library, False), ended, "before")] == ["deusexfiasco.unused"]
    assert triggers_for(_three_alive(library, True), ended, "before") == []


# -- Hell's Librarian ------------------------------------------------------------------------------


def test_speaking_during_silence_places_something_bad(library: Library) -> None:
    """docs/rules/hellslibrarian.md test 1: s4 named → `hellslibrarian.spoke`; accepted → SOMETHING BAD by s4."""
    game = fabled_table(library, "hellslibrarian")
    assert "hellslibrarian_spoke" in available_acts(game)
    assert fired_ids(accept(game, act(game, "hellslibrarian_spoke", "s4"))) == ["hellslibrarian.spoke"]
    assert [(r.character, r.token) for r in game.state.seat("s4").reminders] == [("hellslibrarian", "Something Bad")]


def test_hells_librarian_not_offered_without_it(library: Library) -> None:
    """docs/rules/hellslibrarian.md test 2: not in play → not offered."""
    assert "hellslibrarian_spoke" not in available_acts(fabled_table(library, None))


def test_the_fabled_tokens_stay_through_dusk_and_dawn(library: Library) -> None:
    """docs/rules/angel.md, hellslibrarian.md, deusexfiasco.md (Reminders): the tokens last the game — no seat is their source."""
    game = fabled_table(library, "hellslibrarian")
    mark(game, "s1", "hellslibrarian", "Something Bad")
    mark(game, "s2", "angel", "Something Bad")
    mark(game, "s3", "angel", "Protected")
    mark(game, "s4", "deusexfiasco", "Whoopsie")
    while game.state.phase != Phase(kind="day", number=3):
        for event in advance_events(game):
            game.record(event)
    tokens = [(r.character, r.token) for s in game.state.seats for r in s.reminders]
    assert tokens == [("hellslibrarian", "Something Bad"), ("angel", "Something Bad"), ("angel", "Protected"), ("deusexfiasco", "Whoopsie")]
