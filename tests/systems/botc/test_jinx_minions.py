"""The jinxes of the experimental Minions and Outsiders by day (issue 21; each test cites its rules page's Jinxes line)."""

from __future__ import annotations

from grimoire_app.model import Library
from grimoire_app.systems.botc.game import Game
from tests.builders import seat_of, to_phase
from tests.systems.botc.day_helpers import close_day, fired_ids, mark, nominate, vote
from tests.systems.botc.jinx_minions_helpers import jinx_table


def day_one(library: Library, extra: str, *players: str) -> Game:
    return to_phase(jinx_table(library, extra, *players), "day", 1)


def alive(game: Game, name: str) -> bool:
    return game.state.seat(seat_of(game, name)).alive


def executed_today(game: Game) -> str | None:
    return game.state.days[-1].execution


VIZIER = ("V=vizier", "D=imp", "X=poisoner", "q1=chef", "q2=empath", "q3=soldier", "q4=monk")


def execute_vizier(game: Game) -> list:  # type: ignore[type-arg]
    nominate(game, "q1", "V")
    fired = vote(game, "V", *[s.name for s in game.state.seats])
    return fired + close_day(game)


def test_preached_vizier_still_cannot_die_by_day(library: Library) -> None:
    """docs/rules/vizier.md jinx Preacher (and preacher.md jinx Vizier): V with the Preacher's NO ABILITY is executed → lives."""
    game = day_one(library, "preacher", *VIZIER, "P=preacher")
    mark(game, "V", "preacher", "No Ability")
    fired = execute_vizier(game)
    assert "vizier.survives.lost" in [t.key.removeprefix("day.trigger.") for t in fired]
    assert executed_today(game) == seat_of(game, "V") and alive(game, "V")


def test_courtier_drunk_vizier_still_cannot_die_by_day(library: Library) -> None:
    """docs/rules/vizier.md jinx Courtier: V drunk by the Courtier (DRUNK 3) is executed → lives."""
    game = day_one(library, "courtier", *VIZIER, "C=courtier")
    mark(game, "V", "courtier", "Drunk 3")
    fired = execute_vizier(game)
    assert "day.trigger.vizier.survives.lost" in [t.key for t in fired]
    assert alive(game, "V")


def test_poisoned_vizier_still_dies_with_a_preacher_in_play(library: Library) -> None:
    """docs/rules/vizier.md jinx Preacher: the Poisoner's poison is not the Preacher's: V dies (no jinx)."""
    game = day_one(library, "preacher", *VIZIER, "P=preacher")
    mark(game, "V", "poisoner", "Poisoned")
    fired = execute_vizier(game)
    assert "day.trigger.vizier.survives.impaired" in [t.key for t in fired]
    assert not alive(game, "V")


def test_preached_vizier_cannot_execute(library: Library) -> None:
    """docs/rules/vizier.md jinx Preacher: V without ability (NO ABILITY) gets no immediate-execution prompt."""
    game = day_one(library, "preacher", *VIZIER, "P=preacher")
    mark(game, "V", "preacher", "No Ability")
    nominate(game, "q1", "q3")
    assert "vizier.executes" not in fired_ids(vote(game, "q3", "q2"))
    assert alive(game, "q3")


def test_babysitting_vizier_dies_when_executed(library: Library) -> None:
    """docs/rules/vizier.md jinx Lil' Monsta: V carrying IS THE DEMON is executed → dies."""
    game = day_one(library, "lilmonsta", "V=vizier", "X=poisoner", "q1=chef", "q2=empath", "q3=soldier", "q4=monk", "q5=mayor")
    mark(game, "V", "lilmonsta", "Is The Demon")
    fired = execute_vizier(game)
    assert "day.trigger.vizier.survives.lilmonsta" in [t.key for t in fired]
    assert not alive(game, "V")


def test_vizier_cannot_execute_the_magician(library: Library) -> None:
    """docs/rules/vizier.md jinx Magician: q2 (good) votes on the Magician M → no execution proposed."""
    game = day_one(library, "magician", *VIZIER, "M=magician")
    nominate(game, "q1", "M")
    fired = [t for t in vote(game, "M", "q2") if t.id == "vizier.executes"]
    assert [t.key for t in fired] == ["day.trigger.vizier.executes.magician"] and fired[0].proposed == ()
    assert executed_today(game) is None and alive(game, "M")


def test_vizier_cannot_execute_the_fearmongers_pick(library: Library) -> None:
    """docs/rules/vizier.md jinx Fearmonger: q3 carries FEAR; q2 votes → no execution proposed; q4 without FEAR → proposed."""
    game = day_one(library, "fearmonger", "V=vizier", "D=imp", "F=fearmonger", "q1=chef", "q2=empath", "q3=soldier", "q4=monk")
    mark(game, "q3", "fearmonger", "Fear")
    nominate(game, "q1", "q3")
    fired = [t for t in vote(game, "q3", "q2") if t.id == "vizier.executes"]
    assert [t.key for t in fired] == ["day.trigger.vizier.executes.fear"] and fired[0].proposed == ()
    assert executed_today(game) is None


def test_zealot_hand_may_count_evil_for_the_vizier(library: Library) -> None:
    """docs/rules/vizier.md jinx Zealot (zealot.md jinx Vizier): only the Zealot Z (good) votes → the prompt says it may count as evil."""
    game = day_one(library, "zealot", *VIZIER, "Z=zealot")
    nominate(game, "q1", "q3")
    fired = [t for t in vote(game, "q3", "Z", "D") if t.id == "vizier.executes"]
    assert [t.key for t in fired] == ["day.trigger.vizier.executes.may_count_evil"]
    assert dict(fired[0].values)["hands"] == "Z" and fired[0].proposed


def test_politician_hand_may_count_evil_for_the_vizier(library: Library) -> None:
    """docs/rules/vizier.md jinx Politician (politician.md jinx Vizier): only the Politician votes → may count as evil."""
    game = day_one(library, "politician", *VIZIER, "L=politician")
    nominate(game, "q1", "q3")
    fired = [t for t in vote(game, "q3", "L") if t.id == "vizier.executes"]
    assert [t.key for t in fired] == ["day.trigger.vizier.executes.may_count_evil"]


def test_zealot_with_another_good_hand_is_the_plain_prompt(library: Library) -> None:
    """docs/rules/vizier.md jinx Zealot: the Zealot and the Empath q2 vote → the plain prompt (a good hand counts anyway)."""
    game = day_one(library, "zealot", *VIZIER, "Z=zealot")
    nominate(game, "q1", "q3")
    fired = [t for t in vote(game, "q3", "Z", "q2") if t.id == "vizier.executes"]
    assert [t.key for t in fired] == ["day.trigger.vizier.executes"]


# --- public accusations after executions (Wraith, Widow) ------------------------------------------

WRAITH = ("W=wraith", "D=imp", "G=magician", "q1=chef", "q2=empath", "q3=soldier", "q4=monk")


def execute_q3(game: Game) -> list:  # type: ignore[type-arg]
    nominate(game, "q1", "q3")
    vote(game, "q3", *[s.name for s in game.state.seats])
    return close_day(game)


def test_magician_may_accuse_the_wraith_after_an_execution(library: Library) -> None:
    """docs/rules/wraith.md jinx Magician (magician.md jinx Wraith): q3 executed, G (Magician) alive → `wraith.accused`
    naming G and the Wraith W."""
    game = day_one(library, "magician", *WRAITH)
    prompt = [t for t in execute_q3(game) if t.id == "wraith.accused"]
    assert len(prompt) == 1 and dict(prompt[0].values) == {"player": "G", "other": "W"} and prompt[0].proposed == ()


def test_no_accusation_without_a_living_accuser(library: Library) -> None:
    """docs/rules/wraith.md jinx Magician: the Magician dead → no `wraith.accused`."""
    from grimoire_app.systems.botc.commands import kill

    game = day_one(library, "magician", *WRAITH)
    game.record(kill(seat_of(game, "G"), "storyteller"))
    assert "wraith.accused" not in fired_ids(execute_q3(game))


def test_alchemist_widow_may_accuse_after_an_execution(library: Library) -> None:
    """docs/rules/widow.md jinx Alchemist: A (Alchemist shown the Widow) alive, q3 executed → `widow.accused` naming A and Wi."""
    from grimoire_app.systems.botc.events import InfoShown

    game = day_one(library, "alchemist", "Wi=widow", "D=imp", "A=alchemist", "q1=chef", "q2=empath", "q3=soldier", "q4=monk")
    game.record(InfoShown(seat=seat_of(game, "A"), info="you_are", characters=("widow",), step="alchemist"))
    prompt = [t for t in execute_q3(game) if t.id == "widow.accused"]
    assert len(prompt) == 1 and dict(prompt[0].values) == {"player": "A", "other": "Wi"}


# --- the Politician and the Pit-Hag; the Zealot and the Cannibal -----------------------------------


def _politician_keys(game: Game, winner: str) -> list[str]:
    from grimoire_app.systems.botc.day import triggers_for
    from grimoire_app.systems.botc.events import GameEnded

    ended = GameEnded(winner=winner, reason="test")  # type: ignore[arg-type]
    return [t.key for t in triggers_for(game, ended, "before") if t.id == "politician.switches"]


def test_pithag_made_evil_politician_never_turns_good(library: Library) -> None:
    """docs/rules/politician.md jinx Pit-Hag: night 2 the Pit-Hag H makes the evil Poisoner X the Politician; good wins →
    `politician.switches.pithag`, nothing proposed; a good Chef made the Politician, evil winning, still switches."""
    from tests.systems.botc.tonight.tonight_helpers import advance_to, choose

    game = advance_to(jinx_table(library, "pithag politician", "H=pithag", "X=poisoner", "D=imp", "q1=chef", "q2=empath", "q3=soldier"), "night", 2)
    choose(game, "pithag", "X", characters=("politician",))
    advance_to(game, "day", 2)
    assert _politician_keys(game, "good") == ["day.trigger.politician.switches.pithag"]
    other = advance_to(jinx_table(library, "pithag politician", "H=pithag", "X=poisoner", "D=imp", "q1=chef", "q2=empath", "q3=soldier"), "night", 2)
    choose(other, "pithag", "q1", characters=("politician",))
    advance_to(other, "day", 2)
    assert _politician_keys(other, "evil") == ["day.trigger.politician.switches.evil"]


def test_cannibal_is_told_it_ate_the_zealot(library: Library) -> None:
    """docs/rules/zealot.md jinx Cannibal: the good Zealot Z is executed → `cannibal.eats.zealot` (LUNCH moves); a Chef
    executed → the plain `cannibal.eats.good`."""
    game = day_one(library, "cannibal zealot", "C=cannibal", "Z=zealot", "D=imp", "X=poisoner", "q1=chef", "q2=empath", "q3=soldier")
    nominate(game, "q1", "Z")
    vote(game, "Z", *[s.name for s in game.state.seats])
    fired = [t for t in close_day(game) if t.id == "cannibal.eats"]
    assert [t.key for t in fired] == ["day.trigger.cannibal.eats.zealot"] and fired[0].proposed
    plain = day_one(library, "cannibal zealot", "C=cannibal", "Z=zealot", "D=imp", "X=poisoner", "q1=chef", "q2=empath", "q3=soldier")
    nominate(plain, "q1", "q2")
    vote(plain, "q2", *[s.name for s in plain.state.seats])
    assert [t.key for t in close_day(plain) if t.id == "cannibal.eats"] == ["day.trigger.cannibal.eats.good"]


# --- the Widow and the Damsel ---------------------------------------------------------------------


def _guess(game: Game, minion: str, named: str) -> list:  # type: ignore[type-arg]
    from grimoire_app.systems.botc.day import PublicAct
    from tests.systems.botc.day_helpers import accept

    return accept(game, PublicAct(act="damsel_guess", seat=seat_of(game, minion), players=(seat_of(game, named),)))


def test_widow_in_play_poisons_the_damsel(library: Library) -> None:
    """docs/rules/widow.md jinx Damsel: the Widow W in play, the Poisoner X names the Damsel A → `damsel.guessed.widow_poisoned`,
    GUESS USED on A, and no victory."""
    from grimoire_app.systems.botc.day import check_victory

    game = day_one(library, "widow damsel", "A=damsel", "W=widow", "X=poisoner", "D=imp", "q1=chef", "q2=empath", "q3=soldier")
    fired = _guess(game, "X", "A")
    assert [t.key for t in fired if t.id == "damsel.guessed"] == ["day.trigger.damsel.guessed.widow_poisoned"]
    assert any(r.token == "Guess Used" for r in game.state.seat(seat_of(game, "A")).reminders)
    assert check_victory(game) is None and game.state.result is None


def test_widow_once_in_play_still_poisons_the_damsel(library: Library) -> None:
    """docs/rules/widow.md jinx Damsel: the Widow W was turned into the Poisoner by the Storyteller (no Widow now) → still poisoned."""
    from grimoire_app.systems.botc.commands import assign_character

    game = day_one(library, "widow damsel", "A=damsel", "W=widow", "X=poisoner", "D=imp", "q1=chef", "q2=empath", "q3=soldier")
    game.record(assign_character(game.state, seat_of(game, "W"), game.character("scarletwoman")))
    assert [t.key for t in _guess(game, "X", "A") if t.id == "damsel.guessed"] == ["day.trigger.damsel.guessed.widow_poisoned"]


def test_damsel_found_without_a_widow(library: Library) -> None:
    """docs/rules/widow.md jinx Damsel: no Widow ever in play → the right guess ends the game as usual."""
    game = day_one(library, "widow damsel", "A=damsel", "X=poisoner", "D=imp", "q1=chef", "q2=empath", "q3=soldier", "q4=monk")
    assert [t.key for t in _guess(game, "X", "A") if t.id == "damsel.guessed"] == ["day.trigger.damsel.guessed.found"]
    from grimoire_app.systems.botc.day import check_victory

    found = check_victory(game)
    assert found is not None and found.winner == "evil"
