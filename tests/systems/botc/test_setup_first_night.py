"""First-night preparation reminders, proposed on legal players (issue: setup wizard, part 4)."""

from __future__ import annotations

import dataclasses

from grimoire_app.model import Library, Script
from grimoire_app.model.characters import Team
from grimoire_app.systems.botc import SetupReminder, SetupChoices, check_setup
from grimoire_app.systems.botc.setup import Setup
from tests.conftest import seed_script
from tests.systems.botc.setup_helpers import deals, seat_of


def marked(setup: Setup, character_id: str, token: str) -> list[int]:
    return [r.seat for r in setup.reminders if r.character == character_id and r.token == token]


def team(script: Script, setup: Setup, seat: int) -> Team:
    return script.character(setup.seats[seat].character or "").team  # type: ignore[union-attr]


def moved(setup: Setup, character_id: str, token: str, to: int) -> Setup:
    """Return the setup with that reminder moved to another seat (as the wizard lets the Storyteller do)."""
    reminders = [SetupReminder(to, r.character, r.token) if (r.character, r.token) == (character_id, token) else r
                 for r in setup.reminders]
    return dataclasses.replace(setup, reminders=tuple(reminders))


def test_red_herring_is_never_evil(library: Library) -> None:
    """seeds/000 Fortune Teller: RED HERRING on any good player (evil Townsfolk excluded; itself allowed)."""
    s000 = seed_script(library, "000")
    for setup in deals(s000, library, 8, 60, include=["fortuneteller", "bountyhunter"]):
        [herring] = marked(setup, "fortuneteller", "Red Herring")
        assert setup.seats[herring].alignment == "good"


def test_red_herring_on_an_evil_player_is_refused(library: Library) -> None:
    s000 = seed_script(library, "000")
    setup = deals(s000, library, 8, 1, include=["fortuneteller", "bountyhunter"])[0]
    evil = next(seat.index for seat in setup.seats if seat.alignment == "evil")
    problems = check_setup(s000, library, moved(setup, "fortuneteller", "Red Herring", evil))
    assert [p.where for p in problems] == ["reminder fortuneteller 'Red Herring'"]
    assert "is not a good player" in problems[0].what


def test_nobles_three_are_exactly_one_evil(library: Library) -> None:
    """seeds/000 Noble: KNOW on two good players and one evil player, never the Noble itself."""
    s000 = seed_script(library, "000")
    for setup in deals(s000, library, 7, 60, include=["noble", "bountyhunter"]):
        three = marked(setup, "noble", "Know")
        assert len(set(three)) == 3
        assert seat_of(setup, "noble") not in three
        assert [setup.seats[i].alignment for i in three].count("evil") == 1


def test_nobles_three_with_two_evil_are_refused(library: Library) -> None:
    s000 = seed_script(library, "000")
    setup = deals(s000, library, 10, 1, include=["noble"])[0]
    noble = seat_of(setup, "noble")
    evil = [seat.index for seat in setup.seats if seat.alignment == "evil"][:2]
    good = [seat.index for seat in setup.seats if seat.alignment == "good" and seat.index != noble][:1]
    others = [r for r in setup.reminders if r.character != "noble"]
    bad = dataclasses.replace(setup, reminders=(*others, *(SetupReminder(i, "noble", "Know") for i in evil + good)))
    problems = [p.what for p in check_setup(s000, library, bad)]
    assert problems == ["exactly 1 of the marked players must be evil, found 2"]


def test_bounty_hunters_first_know_is_evil(library: Library) -> None:
    """seeds/000 Bounty Hunter: KNOW on any evil player (the evil Townsfolk allowed)."""
    s000 = seed_script(library, "000")
    for setup in deals(s000, library, 9, 60, include=["bountyhunter"]):
        [known] = marked(setup, "bountyhunter", "Know")
        assert setup.seats[known].alignment == "evil"


def test_balloonists_first_know_is_on_another_player(library: Library) -> None:
    """seeds/000 Balloonist: KNOW on any player (its own seat is legal but never suggested)."""
    s000 = seed_script(library, "000")
    for setup in deals(s000, library, 7, 30, include=["balloonist"]):
        [known] = marked(setup, "balloonist", "Know")
        assert known != seat_of(setup, "balloonist")
    setup = deals(s000, library, 7, 1, include=["balloonist"])[0]
    assert check_setup(s000, library, moved(setup, "balloonist", "Know", seat_of(setup, "balloonist"))) == []


def test_grandchild_is_a_good_townsfolk_or_outsider(library: Library) -> None:
    """seeds/001 Grandmother test 1: GRANDCHILD on a good Townsfolk/Outsider other than the Grandmother."""
    for key in ("001", "004"):
        script = seed_script(library, key)
        for setup in deals(script, library, 8, 40, include=["grandmother"]):
            [child] = marked(setup, "grandmother", "Grandchild")
            assert child != seat_of(setup, "grandmother")
            assert setup.seats[child].alignment == "good"
            assert team(script, setup, child) in (Team.TOWNSFOLK, Team.OUTSIDER)


def test_grandchild_on_a_minion_is_refused(library: Library) -> None:
    s004 = seed_script(library, "004")
    setup = deals(s004, library, 8, 1, include=["grandmother"])[0]
    minion = next(i for i in range(8) if team(s004, setup, i) == Team.MINION)
    assert [p.where for p in check_setup(s004, library, moved(setup, "grandmother", "Grandchild", minion))] == [
        "reminder grandmother 'Grandchild'"
    ]


def test_puzzlemasters_drunk_is_another_player_a_townsfolk_first(library: Library) -> None:
    """seeds/001 Puzzlemaster: DRUNK on one player other than the Puzzlemaster; a Townsfolk is suggested."""
    s001 = seed_script(library, "001")
    for setup in deals(s001, library, 9, 40, include=["puzzlemaster"]):
        [drunk] = marked(setup, "puzzlemaster", "Drunk")
        assert drunk != seat_of(setup, "puzzlemaster")
        assert team(s001, setup, drunk) == Team.TOWNSFOLK


def test_village_idiot_drunk_only_with_two_or_more(library: Library) -> None:
    """seeds/004 Village Idiot test 1 and 3: exactly one VI carries DRUNK; a lone VI never does."""
    s004 = seed_script(library, "004")
    for extra in (0, 1, 2):
        for setup in deals(s004, library, 10, 15, SetupChoices(extra_village_idiots=extra), include=["villageidiot"]):
            drunk = marked(setup, "villageidiot", "Drunk")
            assert len(drunk) == (1 if extra else 0)
            assert all(setup.seats[i].character == "villageidiot" for i in drunk)


def test_the_drunk_is_marked(library: Library) -> None:
    """seeds/000 Drunk: IS THE DRUNK next to the Drunk's seat."""
    s000 = seed_script(library, "000")
    for setup in deals(s000, library, 9, 10, include=["drunk"]):
        assert marked(setup, "drunk", "Is The Drunk") == [seat_of(setup, "drunk")]


def test_xaan_night_1_and_x_when_one_outsider(library: Library) -> None:
    """seeds/004 Xaan: NIGHT 1 on the Xaan; X too when the game starts with exactly 1 Outsider."""
    s004 = seed_script(library, "004")
    for x in (0, 1, 2):
        for setup in deals(s004, library, 9, 5, SetupChoices(xaan_outsiders=x), include=["xaan"]):
            xaan = seat_of(setup, "xaan")
            assert marked(setup, "xaan", "Night 1") == [xaan]
            assert marked(setup, "xaan", "X") == ([xaan] if x == 1 else [])


def test_summoner_night_1(library: Library) -> None:
    """seeds/004 Summoner: NIGHT 1 by the Summoner while preparing the first night."""
    s004 = seed_script(library, "004")
    for setup in deals(s004, library, 9, 5, include=["summoner"]):
        assert marked(setup, "summoner", "Night 1") == [seat_of(setup, "summoner")]


def test_alchemist_is_marked_when_its_token_is_swapped(library: Library) -> None:
    """seeds/000 Alchemist: IS THE ALCHEMIST when the held Minion is not in play."""
    s000 = seed_script(library, "000")
    for setup in deals(s000, library, 10, 20, include=["alchemist"]):
        alchemist = setup.seats[seat_of(setup, "alchemist")]
        swapped = alchemist.holds not in setup.in_play
        assert marked(setup, "alchemist", "Is The Alchemist") == ([alchemist.index] if swapped else [])


def test_missing_and_unexpected_reminders_are_reported(library: Library) -> None:
    s000 = seed_script(library, "000")
    setup = deals(s000, library, 8, 1, include=["fortuneteller"])[0]
    without = dataclasses.replace(setup, reminders=tuple(r for r in setup.reminders if r.character != "fortuneteller"))
    assert [str(p) for p in check_setup(s000, library, without)] == [
        "reminder fortuneteller 'Red Herring': expected 1 placed, found 0 (seeds/000 Fortune Teller; spec 2.1)"
    ]
    extra = dataclasses.replace(setup, reminders=(*setup.reminders, SetupReminder(0, "witch", "Cursed")))
    assert [p.where for p in check_setup(s000, library, extra)] == ["reminder witch 'Cursed'"]


def test_atheist_game_marks_anyone_for_evil_tokens(library: Library) -> None:
    """seeds/000 Atheist: no evil players; the Storyteller fakes them, so KNOW tokens may go on anyone."""
    s000 = seed_script(library, "000")
    for setup in deals(s000, library, 9, 20, include=["atheist", "noble", "bountyhunter"]):
        assert len(marked(setup, "noble", "Know")) == 3
        assert len(marked(setup, "bountyhunter", "Know")) == 1
        assert check_setup(s000, library, setup) == []


def test_every_reminder_is_an_official_token_of_its_character(library: Library) -> None:
    for key in ("000", "001", "004"):
        script = seed_script(library, key)
        for setup in deals(script, library, 11, 20):
            for reminder in setup.reminders:
                names = {token.name for token in library.get(reminder.character).reminders}
                assert reminder.token in names
