"""Night rules of the experimental Demons (issue 21): each test cites its rules page (docs/rules/<id>.md)."""

from __future__ import annotations

from grimoire_app.model import Library
from grimoire_app.systems.botc.events import CharacterAssigned, PlayerDied
from grimoire_app.systems.botc.tonight import proposed_deaths
from tests.builders import seat_of
from tests.systems.botc.exp_demons_helpers import demon_game
from tests.systems.botc.tonight.tonight_helpers import advance, advance_to, choose, codes, record, step

TEN = ("A=kazali", "B=washerwoman", "C=librarian", "D=chef", "E=empath", "F=monk", "G=virgin", "H=slayer", "I=soldier", "J=mayor")


def deaths(game):  # type: ignore[no-untyped-def]
    """Return tonight's proposals as (seat id, dies, cause character) triples."""
    found = []
    for proposal in proposed_deaths(game):
        died = [e for e in proposal.events if isinstance(e, PlayerDied)]
        found.append((proposal.seat, proposal.dies, died[0].cause.character if died else None))
    return found


def notes(game, step_id):  # type: ignore[no-untyped-def]
    """Return a step's notes by code, in English."""
    return {note.code: note.text("en") for note in step(game, step_id).notes}


def test_kazali_night_one_prompts_the_minions(library: Library) -> None:
    """docs/rules/kazali.md test 2: night 1 the Kazali wakes with no kill, told to make 2 Minions from those offered."""
    game = demon_game(library, "kazali", *TEN)
    advance(game)
    found = step(game, "kazali")
    assert found.wakes_tonight and found.choose.players == 0
    told = notes(game, "kazali")
    assert "makes 2 Minion(s)" in told["kazali_make_minions"]
    assert "Poisoner, Spy, Scarlet Woman, Baron" in told["kazali_make_minions"]
    assert told["kazali_minions_now"] == "Minions so far: 0 of 2"
    assert deaths(game) == []


def test_kazali_minions_made_are_counted(library: Library) -> None:
    """docs/rules/kazali.md test 3: after two seats become the Poisoner and the Spy (evil) the note counts 2 of 2."""
    game = demon_game(library, "kazali", *TEN)
    advance(game)
    for name, minion in (("B", "poisoner"), ("E", "spy")):
        record(game, [CharacterAssigned(seat=seat_of(game, name), character=minion, alignment="evil")])
    told = notes(game, "kazali")
    assert told["kazali_minions_now"] == "Minions so far: 2 of 2"
    assert "Poisoner" not in told["kazali_make_minions"] and "Scarlet Woman, Baron" in told["kazali_make_minions"]
    assert game.state.seat(seat_of(game, "B")).alignment == "evil"


def test_kazali_kills_from_night_two(library: Library) -> None:
    """docs/rules/kazali.md test 4: night 2 the Kazali chooses D, who is proposed dead (cause Kazali)."""
    game = demon_game(library, "kazali", *TEN)
    advance_to(game, "night", 2)
    assert step(game, "kazali").choose.players == 1
    assert "kazali_make_minions" not in notes(game, "kazali")
    choose(game, "kazali", "D")
    assert deaths(game) == [(seat_of(game, "D"), True, "kazali")]


LINE = ("A=chef", "B=poisoner", "C=lordoftyphon", "D=spy", "E=empath", "F=monk", "G=soldier", "H=virgin")


def test_lordoftyphon_night_one_checks_the_line(library: Library) -> None:
    """docs/rules/lordoftyphon.md test 4: night 1 a Storyteller step with no choice; the note names B and D, the Minions."""
    game = demon_game(library, "lordoftyphon", *LINE)
    advance(game)
    found = step(game, "lordoftyphon")
    assert found.kind == "storyteller" and found.choose.players == 0
    assert notes(game, "lordoftyphon") == {"lordoftyphon_line": "The Minions beside C: B, D. The evil players sit in one line"}


def test_lordoftyphon_broken_line_is_noted(library: Library) -> None:
    """docs/rules/lordoftyphon.md test 4: with the Spy at F instead of D, night 1 asks for the neighbours to be made Minions."""
    game = demon_game(library, "lordoftyphon", "A=chef", "B=poisoner", "C=lordoftyphon", "D=empath", "E=monk", "F=spy", "G=soldier", "H=virgin")
    advance(game)
    assert set(notes(game, "lordoftyphon")) == {"lordoftyphon_line_broken"}
    assert "(B, D)" in notes(game, "lordoftyphon")["lordoftyphon_line_broken"]


def test_lordoftyphon_kills_from_night_two(library: Library) -> None:
    """docs/rules/lordoftyphon.md test 5: night 2 it wakes and chooses E, proposed dead (cause Lord of Typhon)."""
    game = demon_game(library, "lordoftyphon", *LINE)
    advance_to(game, "night", 2)
    found = step(game, "lordoftyphon")
    assert found.kind == "wake" and found.choose.players == 1 and not notes(game, "lordoftyphon")
    choose(game, "lordoftyphon", "E")
    assert deaths(game) == [(seat_of(game, "E"), True, "lordoftyphon")]


LEGION = ("A=legion", "B=legion", "C=legion", "D=chef", "E=empath")


def test_legion_kills_at_the_storytellers_choice(library: Library) -> None:
    """docs/rules/legion.md test 3: no step on night 1; night 2 a Storyteller step: nobody dies, or E (cause Legion)."""
    game = demon_game(library, "legion", *LEGION)
    advance(game)
    assert "not_first_night" in codes(step(game, "legion"))
    advance_to(game, "night", 2)
    found = step(game, "legion")
    assert found.kind == "storyteller" and found.choose.players == 1 and found.choose.optional
    choose(game, "legion")
    assert deaths(game) == []
    choose(game, "legion", "E")
    assert deaths(game) == [(seat_of(game, "E"), True, "legion")]


RIOT = ("A=riot", "B=poisoner", "C=chef", "D=spy", "E=empath", "F=monk", "G=soldier", "H=virgin")


def test_riot_minions_become_riot_on_night_three(library: Library) -> None:
    """docs/rules/riot.md test 2: night 3 (the night before day 3) the Storyteller step offers B and D becoming Riot;
    accepted, both are evil Riot. Night 2 offers nothing: day 2 is an ordinary day."""
    game = demon_game(library, "riot", *RIOT)
    advance(game)
    assert "not_first_night" in codes(step(game, "riot"))
    advance_to(game, "night", 2)
    assert [p for p in proposed_deaths(game) if p.source == "riot"] == [] and "riot_minions_become" not in notes(game, "riot")
    advance_to(game, "night", 3)
    found = step(game, "riot")
    assert found.kind == "wake" and found.choose.players == 1  # the Ravenkeeper is on the script: its jinx makes Riot pick
    assert "(B, D)" in notes(game, "riot")["riot_minions_become"]
    offers = [p for p in proposed_deaths(game) if p.source == "riot"]
    assert [p.seat for p in offers] == [seat_of(game, "B"), seat_of(game, "D")] and not any(p.dies for p in offers)
    for offer in offers:
        record(game, offer.events)
    assert [(s.character, s.alignment) for s in game.state.seats if s.name in "BD"] == [("riot", "evil"), ("riot", "evil")]
    assert [p for p in proposed_deaths(game) if p.source == "riot"] == []
    advance_to(game, "night", 4)
    assert "riot_chain_goes_on" in notes(game, "riot") and "riot_minions_become" not in notes(game, "riot")


YAGGA = ("A=yaggababble", "B=poisoner", "C=chef", "D=empath", "E=monk", "F=exorcist", "G=soldier")


def test_yaggababble_learns_the_phrase_on_night_one(library: Library) -> None:
    """docs/rules/yaggababble.md test 1: night 1 the Yaggababble wakes for the phrase; no choice, nobody dies."""
    game = demon_game(library, "yaggababble", *YAGGA, extra=("exorcist",))
    advance(game)
    found = step(game, "yaggababble")
    assert found.kind == "wake" and found.wakes_tonight and found.choose.players == 0
    assert "yaggababble_phrase" in notes(game, "yaggababble") and deaths(game) == []


def test_yaggababble_kills_up_to_three_at_the_storytellers_choice(library: Library) -> None:
    """docs/rules/yaggababble.md test 2: night 2 a Storyteller step of 0-3 players; nobody, then D and E (cause Yaggababble)."""
    game = demon_game(library, "yaggababble", *YAGGA, extra=("exorcist",))
    advance_to(game, "night", 2)
    found = step(game, "yaggababble")
    assert found.kind == "storyteller" and found.choose.players == 3 and found.choose.optional
    assert "yaggababble_count" in notes(game, "yaggababble")
    choose(game, "yaggababble")
    assert deaths(game) == []
    choose(game, "yaggababble", "D", "C")
    assert deaths(game) == [(seat_of(game, "D"), True, "yaggababble"), (seat_of(game, "C"), True, "yaggababble")]


def test_yaggababble_chosen_by_the_exorcist_kills_nobody(library: Library) -> None:
    """docs/rules/yaggababble.md test 3 (jinx with the Exorcist): the exorcised Yaggababble's step is skipped; D is not killed."""
    game = demon_game(library, "yaggababble", *YAGGA, extra=("exorcist",))
    advance_to(game, "night", 2)
    choose(game, "exorcist", "A")
    assert "exorcised" in codes(step(game, "yaggababble"))
    choose(game, "yaggababble", "D", actor="A", override=True)
    assert [d for d in deaths(game) if d[1]] == []


def test_leviathan_steps_announce_then_count(library: Library) -> None:
    """docs/rules/leviathan.md test 1: night 1 the announcement (a Storyteller step); night 2 the day count, no choice."""
    game = demon_game(library, "leviathan", "A=leviathan", "B=poisoner", "C=chef", "D=empath", "E=monk")
    advance(game)
    found = step(game, "leviathan")
    assert found.kind == "storyteller" and found.choose.players == 0
    assert notes(game, "leviathan")["leviathan_announce"] == "Tell everyone that the Leviathan is in play (not who it is)"
    advance_to(game, "night", 2)
    told = notes(game, "leviathan")["leviathan_days"]
    assert "1 day(s) done" in told and "executed so far: 0" in told
    assert step(game, "leviathan").choose.players == 1 and deaths(game) == []  # the Ravenkeeper's jinx: a pick, no kill


HADIKHIA = ("A=alhadikhia", "B=poisoner", "C=chef", "D=empath", "E=monk", "F=soldier", "G=virgin")


def test_alhadikhia_sleeps_on_night_one(library: Library) -> None:
    """docs/rules/alhadikhia.md test 1: night 1 the step is skipped."""
    game = demon_game(library, "alhadikhia", *HADIKHIA)
    advance(game)
    assert "not_first_night" in codes(step(game, "alhadikhia"))


def test_alhadikhia_marks_three_and_proposes_each(library: Library) -> None:
    """docs/rules/alhadikhia.md test 2: D, E, G chosen → 1, 2, 3 on them; each proposed dead (cause Al-Hadikhia)."""
    game = demon_game(library, "alhadikhia", *HADIKHIA)
    advance_to(game, "night", 2)
    found = step(game, "alhadikhia")
    assert found.kind == "wake" and found.choose.players == 3 and found.choose.optional
    assert "alhadikhia_live_or_die" in notes(game, "alhadikhia")
    choose(game, "alhadikhia", "D", "E", "G")
    marks = {s.name: [r.token for r in s.reminders if r.character == "alhadikhia"] for s in game.state.seats}
    assert (marks["D"], marks["E"], marks["G"]) == (["1"], ["2"], ["3"])
    assert deaths(game) == [(seat_of(game, n), True, "alhadikhia") for n in ("D", "E", "G")]


def test_alhadikhia_may_choose_nobody(library: Library) -> None:
    """docs/rules/alhadikhia.md test 3: choosing nobody places nothing and kills nobody."""
    game = demon_game(library, "alhadikhia", *HADIKHIA)
    advance_to(game, "night", 2)
    choose(game, "alhadikhia")
    assert deaths(game) == [] and not any(r.character == "alhadikhia" for s in game.state.seats for r in s.reminders)
