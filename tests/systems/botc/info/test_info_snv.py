"""Suggestions for the Sects & Violets information characters (issue 16): the Tests of docs/rules/<id>.md."""

from __future__ import annotations

from grimoire_app.model import Library
from grimoire_app.systems.botc.commands import assign_character
from grimoire_app.systems.botc.events import PublicAct
from grimoire_app.systems.botc.game import Game
from grimoire_app.systems.botc.info import suggestions
from tests.builders import seat_of, to_phase
from tests.systems.botc.info.helpers import absent, choose, mark, only
from tests.systems.botc.snv_helpers import snv_at

TABLE = ("a=clockmaker", "b=witch", "c=sage", "d=dreamer", "e=nodashii", "f=klutz", "g=mathematician")
"""Seats 0-6: the Witch (1) is 3 steps from the No Dashii (4) one way and 4 the other."""


def _record(game: Game, name: str, step: str, answer: object) -> None:
    found = only(game, name, step)
    game.record(found.to_event(answer), override=True)  # type: ignore[arg-type]


# --- Clockmaker ---------------------------------------------------------------------------------


def test_clockmaker_counts_the_shorter_way_round(library: Library) -> None:
    """docs/rules/clockmaker.md test 1: n=7, Demon s4, Minion s1 → 3 (not 4); D = 1..3."""
    game = snv_at(library, "night", 1, *TABLE)
    found = only(game, "a", "clockmaker")
    assert found.kind == "number" and found.domain == (1, 2, 3)
    assert found.truth == (3,) and found.legal == (3,) and found.suggested == 3 and found.mode == "truth"


def test_clockmaker_takes_the_nearest_minion(library: Library) -> None:
    """docs/rules/clockmaker.md test 2: Minions at s1 and s6, Demon s4 → 2; a Minion beside the Demon → 1."""
    game = snv_at(library, "night", 1, "a=clockmaker", "b=witch", "c=sage", "d=dreamer", "e=nodashii", "f=klutz", "g=cerenovus")
    assert only(game, "a", "clockmaker").truth == (2,)
    beside = snv_at(library, "night", 1, "a=clockmaker", "b=sage", "c=dreamer", "d=witch", "e=nodashii", "f=klutz", "g=oracle")
    assert only(beside, "a", "clockmaker").truth == (1,)


def test_clockmaker_under_the_vortox_and_poisoned(library: Library) -> None:
    """docs/rules/clockmaker.md test 3: Vortox (s4) → every number but the true 3; poisoned → any number."""
    vortox = snv_at(library, "night", 1, "a=clockmaker", "b=witch", "c=sage", "d=dreamer", "e=vortox", "f=klutz", "g=oracle")
    found = only(vortox, "a", "clockmaker")
    assert found.mode == "false" and found.truth == (3,) and found.legal == (1, 2)
    poisoned = snv_at(library, "night", 1, *TABLE)
    mark(poisoned, "a", "nodashii", "Poisoned")
    assert only(poisoned, "a", "clockmaker").mode == "any" and only(poisoned, "a", "clockmaker").legal == (1, 2, 3)


def test_clockmaker_learns_once(library: Library) -> None:
    """docs/rules/clockmaker.md test 4: after night 1 the Clockmaker has no information step."""
    game = snv_at(library, "night", 1, *TABLE)
    _record(game, "a", "clockmaker", 3)
    to_phase(game, "night", 2)
    assert absent(game, "a", "clockmaker")


# --- Dreamer ------------------------------------------------------------------------------------


def test_dreamer_on_a_good_player(library: Library) -> None:
    """docs/rules/dreamer.md test 1: chooses the Sage → every (Sage, evil character) pair is true; a pair without it is not."""
    game = snv_at(library, "night", 1, *TABLE)
    choose(game, "d", "dreamer", "c")
    found = only(game, "d", "dreamer")
    assert found.kind == "characters" and found.mode == "truth"
    assert ("sage", "witch") in found.truth and ("oracle", "witch") not in found.truth
    assert len(found.truth) == 8 and all(pair[0] == "sage" for pair in found.truth)  # type: ignore[index]
    assert found.suggested == ("sage", "eviltwin")  # the first evil character on the script not in play
    assert found.to_event(("sage", "cerenovus")).characters == ("sage", "cerenovus")


def test_dreamer_on_an_evil_player(library: Library) -> None:
    """docs/rules/dreamer.md test 2: chooses the Witch → the 17 (good character, Witch) pairs."""
    game = snv_at(library, "night", 2, *TABLE)
    choose(game, "d", "dreamer", "b")
    found = only(game, "d", "dreamer")
    assert len(found.truth) == 17 and all(pair[1] == "witch" for pair in found.truth)  # type: ignore[index]


def test_dreamer_may_not_choose_itself(library: Library) -> None:
    """docs/rules/dreamer.md test 3: choosing the Dreamer's own seat waits for another choice."""
    game = snv_at(library, "night", 1, *TABLE)
    choose(game, "d", "dreamer", "d")
    assert only(game, "d", "dreamer").needs_choice


def test_dreamer_under_the_vortox(library: Library) -> None:
    """docs/rules/dreamer.md test 4: Vortox alive → neither shown character may be the chosen player's."""
    game = snv_at(library, "night", 1, "a=clockmaker", "b=witch", "c=sage", "d=dreamer", "e=vortox", "f=klutz", "g=oracle")
    choose(game, "d", "dreamer", "c")
    found = only(game, "d", "dreamer")
    assert found.mode == "false" and ("oracle", "witch") in found.legal
    assert not any("sage" in pair for pair in found.legal)  # type: ignore[operator]


# --- Mathematician ------------------------------------------------------------------------------


def test_mathematician_zero_when_all_worked(library: Library) -> None:
    """docs/rules/mathematician.md test 1: a true Clockmaker answer earlier tonight → T = {0}."""
    game = snv_at(library, "night", 1, *TABLE)
    _record(game, "a", "clockmaker", 3)
    found = only(game, "g", "mathematician")
    assert found.truth == (0,) and found.domain == tuple(range(8)) and found.mode == "truth"


def test_mathematician_counts_a_poisoned_players_false_answer(library: Library) -> None:
    """docs/rules/mathematician.md test 2: the poisoned Dreamer is shown a pair without the Sage → T = {1}, why names her."""
    game = snv_at(library, "night", 1, *TABLE)
    mark(game, "d", "nodashii", "Poisoned")
    choose(game, "d", "dreamer", "c")
    _record(game, "d", "dreamer", ("oracle", "witch"))
    _record(game, "a", "clockmaker", 3)
    found = only(game, "g", "mathematician")
    assert found.truth == (1,)
    assert any(w.code == "mathematician_false" and "d" in w.en for w in found.why)


def test_mathematician_counts_vortox_false_info(library: Library) -> None:
    """docs/rules/mathematician.md test 3: under the Vortox the Clockmaker is told 1 (false) → counted; the Mathematician must then hear a false count."""
    game = snv_at(library, "night", 1, "a=clockmaker", "b=witch", "c=sage", "d=dreamer", "e=vortox", "f=klutz", "g=mathematician")
    _record(game, "a", "clockmaker", 1)
    found = only(game, "g", "mathematician")
    assert found.truth == (1,) and found.mode == "false" and 1 not in found.legal


def test_mathematician_counts_a_poisoned_choice(library: Library) -> None:
    """docs/rules/mathematician.md test 4: a poisoned Snake Charmer's choice did nothing → counted."""
    game = snv_at(library, "night", 1, "a=snakecharmer", "b=witch", "c=sage", "d=dreamer", "e=nodashii", "f=klutz", "g=mathematician")
    mark(game, "a", "nodashii", "Poisoned")
    choose(game, "a", "snakecharmer", "c")
    assert only(game, "g", "mathematician").truth == (1,)


def test_mathematician_counts_only_since_dawn(library: Library) -> None:
    """docs/rules/mathematician.md test 5: night 1's false answer is not counted on night 2."""
    game = snv_at(library, "night", 1, *TABLE)
    mark(game, "d", "nodashii", "Poisoned")
    choose(game, "d", "dreamer", "c")
    _record(game, "d", "dreamer", ("oracle", "witch"))
    assert only(game, "g", "mathematician").truth == (1,)
    to_phase(game, "night", 2)
    assert only(game, "g", "mathematician").truth == (0,)


# --- Juggler ------------------------------------------------------------------------------------


def _juggle(game: Game, juggler: str, *pairs: tuple[str, str]) -> None:
    players = tuple(seat_of(game, name) for name, _ in pairs)
    game.record(PublicAct(act="juggler_guess", seat=seat_of(game, juggler), players=players, characters=tuple(c for _, c in pairs)))


JUGGLE = ("a=juggler", "b=witch", "c=sage", "d=dreamer", "e=nodashii", "f=klutz", "g=pithag")


def test_juggler_counts_right_guesses(library: Library) -> None:
    """docs/rules/juggler.md test 1: day 1 guesses Witch (right), Sage on the Dreamer (wrong), No Dashii (right) → night 2 T = {2}."""
    game = snv_at(library, "day", 1, *JUGGLE)
    _juggle(game, "a", ("b", "witch"), ("d", "sage"), ("e", "nodashii"))
    to_phase(game, "night", 2)
    found = only(game, "a", "juggler")
    assert found.truth == (2,) and found.domain == (0, 1, 2, 3, 4, 5) and found.mode == "truth"


def test_juggler_guess_is_judged_when_made(library: Library) -> None:
    """docs/rules/juggler.md test 2: the Pit-Hag turns the Witch into a Sage before the Juggler wakes → still 1 right."""
    game = snv_at(library, "day", 1, *JUGGLE)
    _juggle(game, "a", ("b", "witch"))
    to_phase(game, "night", 2)
    game.record(assign_character(game.state, seat_of(game, "b"), game.character("sage")))
    assert only(game, "a", "juggler").truth == (1,)


def test_juggler_only_the_night_after_its_first_day(library: Library) -> None:
    """docs/rules/juggler.md test 3: no guesses → 0 on night 2; nothing on night 1 or night 3."""
    game = snv_at(library, "night", 1, *JUGGLE)
    assert absent(game, "a", "juggler")
    to_phase(game, "night", 2)
    assert only(game, "a", "juggler").truth == (0,)
    to_phase(game, "night", 3)
    assert absent(game, "a", "juggler")


def test_juggler_poisoned_at_night_may_hear_anything(library: Library) -> None:
    """docs/rules/juggler.md test 4: poisoned when it wakes → any of 0..5."""
    game = snv_at(library, "day", 1, *JUGGLE)
    _juggle(game, "a", ("b", "witch"))
    to_phase(game, "night", 2)
    mark(game, "a", "nodashii", "Poisoned")
    found = only(game, "a", "juggler")
    assert found.mode == "any" and found.legal == (0, 1, 2, 3, 4, 5)


# --- Artist -------------------------------------------------------------------------------------


def test_artist_question_is_the_storytellers_to_answer(library: Library) -> None:
    """docs/rules/artist.md test 1: by day the Artist's step lists no truth; the answer is recorded as text; none by night."""
    game = snv_at(library, "day", 1, "a=artist", "b=witch", "c=nodashii", "d=sage", "e=klutz")
    found = only(game, "a", "artist")
    assert found.mode == "storyteller" and found.kind == "advice" and found.truth == ()
    event = found.to_event(None, "Is the Sage the Demon? - no")
    assert event.text == "Is the Sage the Demon? - no" and event.step == "artist"
    game.record(event)
    to_phase(game, "night", 2)
    assert absent(game, "a", "artist")
    to_phase(game, "day", 2)
    assert absent(game, "a", "artist")


def test_every_snv_info_step_of_a_seat_is_listed(library: Library) -> None:
    """docs/rules/dreamer.md test 5: on night 2 the Dreamer and the Mathematician are suggested; the Clockmaker (told on night 1) is not."""
    game = snv_at(library, "night", 1, *TABLE)
    _record(game, "a", "clockmaker", 3)
    to_phase(game, "night", 2)
    steps = {s.step for s in suggestions(game)}
    assert {"dreamer", "mathematician"} <= steps and "clockmaker" not in steps


def test_juggler_guesses_without_characters_widen_the_truth(library: Library) -> None:
    """docs/rules/juggler.md test 10: one right guess and two players named without a character → T = {1, 2, 3}."""
    game = snv_at(library, "day", 1, *JUGGLE)
    _juggle(game, "a", ("b", "witch"))
    game.record(PublicAct(act="juggler_guess", seat=seat_of(game, "a"), players=(seat_of(game, "c"), seat_of(game, "d"))))
    to_phase(game, "night", 2)
    found = only(game, "a", "juggler")
    assert found.truth == (1, 2, 3) and found.suggested == 1
    assert any(w.code == "juggler_unnamed" for w in found.why)


def test_mathematician_counts_the_storytellers_abnormal_marks(library: Library) -> None:
    """docs/rules/mathematician.md test 7: the Storyteller marks the Klutz ABNORMAL → counted once, with the app's own count."""
    game = snv_at(library, "night", 1, *TABLE)
    mark(game, "d", "nodashii", "Poisoned")
    choose(game, "d", "dreamer", "c")
    _record(game, "d", "dreamer", ("oracle", "witch"))
    mark(game, "f", "mathematician", "Abnormal")
    mark(game, "d", "mathematician", "Abnormal")  # already counted by the app: once only
    found = only(game, "g", "mathematician")
    assert found.truth == (2,) and any(w.code == "mathematician_marked" for w in found.why)


def _custom(library: Library, ids_: list[str], *players: str) -> Game:
    from grimoire_app.model import parse_script
    from grimoire_app.systems.botc.commands import add_seat

    game = Game(parse_script(ids_, "custom", library), library)
    for player in players:
        name, _, character = player.partition("=")
        seat = game.record(add_seat(game.state, name)).seat  # type: ignore[union-attr]
        game.record(assign_character(game.state, seat, game.character(character)))
    return game


def test_mathematician_lunatic_jinx(library: Library) -> None:
    """docs/rules/mathematician.md test 8: the Lunatic attacks the Sage, the No Dashii attacks the Klutz → the Lunatic counts."""
    from grimoire_app.systems.botc.events import NightChoice

    game = _custom(library, ["mathematician", "sage", "klutz", "lunatic", "nodashii", "witch"],
                   "a=mathematician", "b=sage", "c=klutz", "d=lunatic", "e=nodashii", "f=witch")
    to_phase(game, "night", 2)
    game.record(NightChoice(seat=seat_of(game, "d"), character="lunatic", players=(seat_of(game, "b"),)), override=True)
    game.record(NightChoice(seat=seat_of(game, "e"), character="nodashii", players=(seat_of(game, "c"),)), override=True)
    found = only(game, "a", "mathematician")
    assert found.truth == (1,) and any(w.code == "mathematician_lunatic" for w in found.why)
    same = _custom(library, ["mathematician", "sage", "klutz", "lunatic", "nodashii", "witch"],
                   "a=mathematician", "b=sage", "c=klutz", "d=lunatic", "e=nodashii", "f=witch")
    to_phase(same, "night", 2)
    same.record(NightChoice(seat=seat_of(same, "d"), character="lunatic", players=(seat_of(same, "c"),)), override=True)
    same.record(NightChoice(seat=seat_of(same, "e"), character="nodashii", players=(seat_of(same, "c"),)), override=True)
    assert only(same, "a", "mathematician").truth == (0,)


def test_clockmaker_summoner_jinx(library: Library) -> None:
    """docs/rules/clockmaker.md test 6: no Demon yet; the Summoner (s3) counts as the Demon → Witch at s1 is 2 steps."""
    game = _custom(library, ["clockmaker", "sage", "witch", "summoner", "oracle", "klutz"],
                   "a=clockmaker", "b=witch", "c=sage", "d=summoner", "e=oracle", "f=klutz")
    to_phase(game, "night", 1)
    assert only(game, "a", "clockmaker").truth == (2,)


def test_juggler_under_the_vortox(library: Library) -> None:
    """docs/rules/juggler.md test 11: Vortox alive, one right guess → any count but 1."""
    game = snv_at(library, "day", 1, "a=juggler", "b=witch", "c=sage", "d=dreamer", "e=vortox", "f=klutz", "g=pithag")
    _juggle(game, "a", ("b", "witch"))
    to_phase(game, "night", 2)
    found = only(game, "a", "juggler")
    assert found.mode == "false" and found.legal == (0, 2, 3, 4, 5)
