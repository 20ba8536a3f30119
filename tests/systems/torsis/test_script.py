"""The moderator's script (spec 3.2-3.5, D5, TOR-A25): steps, words, who wakes, what each role learns."""

from __future__ import annotations

import pytest

from grimoire_app.systems.torsis import LANGS, Lang, ScriptStep, moderator_script
from tests.systems.torsis.builders import C9, C11, F5, F11, S12, at_day, at_night, day_votes, night_votes, only_alive, table


def steps(game: object, lang: Lang = "en") -> dict[str, ScriptStep]:
    return {step.id: step for step in moderator_script(game.state, lang)}  # type: ignore[attr-defined]


def test_setup_reveal_steps() -> None:
    """Spec 3.2 S1-S4: the Torsis meet, the Gravediggers are pointed the Torsis, then Day 1."""
    script = steps(table(*C11))
    assert list(script) == ["S1", "S2", "S3", "S4"]
    assert script["S2"].awake == ("T1", "T2") and not script["S2"].one_at_a_time
    assert [i.recipient for i in script["S2"].infos] == ["T1", "T2"]
    assert script["S3"].awake == ("GD",) and script["S3"].infos[0].players == ("T1", "T2")
    assert "Point out to GD: Torsis T1, T2; other Gravediggers nobody" in script["S3"].notes


def test_setup_without_gravedigger_skips_its_step() -> None:
    """D5: only roles in the composition are called; F5 has no Gravedigger."""
    assert list(steps(table(*F5))) == ["S1", "S2", "S4"]


def test_night_steps_follow_the_calling_order() -> None:
    """Spec 3.3 N0-N10: every role in play is called in the fixed order (S12 has no Kamikaze or knights)."""
    script = steps(at_night(S12))
    assert list(script) == ["N0", "N1", "N2", "N4", "N5", "N6", "N7", "N10"]
    assert script["N2"].awake == ("T1", "T2") and script["N1"].awake == ("PR",)


def test_dead_holders_are_called_anyway() -> None:
    """D5: the Priest's step stays, marked all_dead, so nothing leaks."""
    game = at_day(F11)
    day_votes(game, "H1>PR", "H2>PR")
    game.end_phase()
    priest = steps(game)["N1"]
    assert priest.all_dead and priest.awake == () and "Call it anyway" in priest.notes[0]


def test_shared_roles_wake_one_at_a_time() -> None:
    """TOR-A25: two Priests wake one at a time; the Torsis together."""
    game = at_night(F11 + ("P2=priest",))
    priest = steps(game)["N1"]
    assert priest.one_at_a_time and priest.awake == ("PR", "P2")
    assert "Wake one at a time" in priest.notes[0]


def test_night_notes_show_choices_and_the_preview() -> None:
    """Spec 3.3: the moderator sees the Torsis tally, protections, and who would die."""
    game = at_night(C9)
    night_votes(game, "T1>H1")
    game.protect("PR", "H1")
    game.kamikaze("KZ", "H2")
    script = steps(game)
    assert "Torsis votes: H1 1" in script["N2"].notes
    assert "PR protects H1" in script["N1"].notes and "KZ attacks H2" in script["N3"].notes
    assert "If the phase ends now, these die: KZ, H2" in script["N10"].notes


def test_cleaner_and_prophet_steps_show_the_answer_given() -> None:
    """Spec 3.5: the Cleaner and Prophet resolve when used; the step shows what to signal."""
    game = at_night(S12)
    game.cleaner("CL", "T1")
    game.prophet("PP", "CL")
    script = steps(game)
    assert "Tell CL: T1 is on the Torsis side" in script["N5"].notes
    assert "Show PP: CL is the Cleaner" in script["N4"].notes
    assert "PP에게: CL의 역할은 청소부" in steps(game, "ko")["N4"].notes


def test_grave_keeper_step_shows_what_is_due() -> None:
    """Spec 3.5: in Night k the Grave Keeper's step shows the day's dead and whether they were Torsis."""
    game = at_day(F11)
    day_votes(game, "H1>BU", "H2>BU")
    game.end_phase()
    keeper = steps(game)["N6"]
    assert keeper.infos[0].reports[0].was_torsis is True
    assert "Tell GK: BU: was on the Torsis side" in keeper.notes


def test_day_steps_show_public_and_real_tallies() -> None:
    """Spec 3.4: the public tally (fakes included) and the real one, the Magician's hidden vote."""
    game = at_day(F11)
    day_votes(game, "H1>T1", "MG>T1")
    game.cast_magician_real("MG", "H1")
    voting = steps(game)["D2"]
    assert "Public tally: T1 2" in voting.notes
    assert "Real tally (moderator only): H1 1, T1 1" in voting.notes
    assert "MG's real vote (hidden): H1" in voting.notes
    assert "If the phase ends now, nobody dies." in steps(game)["D3"].notes


def test_dawn_steps_from_day_two() -> None:
    """Spec 3.3 N11-N12: from Day 2 the Gravediggers learn at dawn and the deaths are announced."""
    assert "N11" not in steps(at_day(C9))
    game = at_night(C9)
    night_votes(game, "T1>H1")
    game.end_phase()
    script = steps(game)
    assert list(script)[:2] == ["N11", "N12"]
    assert "Tell GD: H1: Human" in script["N11"].notes and "Died: H1" in script["N12"].notes


def test_dusk_announces_the_day_outcome_and_returns() -> None:
    """Spec 3.3 N0: the dusk step repeats the day's outcome (names only) and who returns now."""
    game = at_day(C11)
    game.correct_status("H3", alive=False)
    game.use_knight("WK", "H3")
    day_votes(game, "H1>BU", "H2>BU")
    game.end_phase()
    assert "Died: BU Back to life: H3" in steps(game)["N0"].notes


def test_knight_steps_warn_of_double_revivals_and_pending_wins() -> None:
    """D10, D16: two knights on one target warn; a win that holds mid-phase is shown as pending."""
    game = at_night(C11)
    game.correct_status("H3", alive=False)
    game.use_knight("WK", "H3")
    game.use_knight("BK", "H3")
    script = steps(game)
    assert "More than one knight is reviving H3: they return once." in script["N8"].notes
    game = at_day(("T1=torsis", "BU=butcher", "CL=cleaner", "WK=white_knight", "H1=human", "H2=human"))
    only_alive(game, "T1", "BU", "CL", "WK")
    game.use_knight("WK", "H1")
    assert any(note.startswith("A win condition holds right now") for note in steps(game)["D1"].notes)


def test_game_over_step() -> None:
    """Spec 6: once the game is over the script is one step with the winner and the reason."""
    game = at_day(F5)
    day_votes(game, "P2>P1", "P3>P1")
    game.end_phase()
    night_votes(game, "P3>P4")
    game.end_phase()
    (end,) = moderator_script(game.state, "en")
    assert end.id == "END" and "the Torsis win" in end.notes[0] and end.notes[1] == "Winners: P3, P5"


@pytest.mark.parametrize("lang", LANGS)
def test_every_step_has_words_in_every_language(lang: Lang) -> None:
    """The script is ko/en/ja: every step has a title and words to say in each language."""
    games = [table(*C11), at_day(C11), at_night(C11), at_day(C9, day=2)]
    games += [at_night(C9 + ("FT=fortune_teller", "MG=magician", "PP=prophet", "GK=grave_keeper", "WK=white_knight", "BK=black_knight"))]
    for game in games:
        for step in moderator_script(game.state, lang):
            assert step.title and step.say and all(step.notes)


def test_talk_is_free_and_not_modelled() -> None:
    """TOR-R4, TOR-R5, TOR-R6: players (the dead too) may talk at any time; the model records no speech.
    The day opens with free discussion, and a dead player keeps talking but loses votes and abilities."""
    game = at_day(F5)
    discussion = steps(game)["D1"]
    assert discussion.say == "Talk freely. A knight may tell the moderator at any time that they sacrifice themself."
    assert "자유롭게 토론하세요" in steps(game, "ko")["D1"].say
