"""Gaps left by the base-edition characters at night (issue 16): the Grandmother's link against the new protections,
the Tea Lady's registration at night, the Snake Charmer choosing a Recluse.

Each test cites its rules page (docs/rules/<id>.md, numbered tests) or the seed spec section.
"""

from __future__ import annotations

from grimoire_app.model import Library
from grimoire_app.systems.botc.game import Game
from grimoire_app.systems.botc.tonight import proposed_deaths
from grimoire_app.systems.botc.tonight.picks_bmr_good import innkeeper_events
from tests.builders import seat_of
from tests.systems.botc.bmr_good_helpers import bmr_table
from tests.systems.botc.info.helpers import mark
from tests.systems.botc.tonight.tonight_helpers import advance_to, choose, record, step


def deaths(game: Game) -> dict[str, tuple[bool, set[str]]]:
    """Tonight's proposals by victim name: (dies, why codes)."""
    return {game.state.seat(p.seat).name: (p.dies, {r.code for r in p.why}) for p in proposed_deaths(game) if p.seat}


# --- the Grandmother's link -------------------------------------------------------------------------

GRANNY = ("A=chambermaid", "B=grandmother", "C=tealady", "D=courtier", "E=exorcist", "F=po", "G=innkeeper", "H=fool")


def test_tea_lady_spares_the_grandmother_whose_grandchild_the_demon_kills(library: Library) -> None:
    """docs/rules/tealady.md test 8: B (Grandmother) beside the Tea Lady C between good B and D; the Po kills the grandchild E → E dies, B does not."""
    game = bmr_table(library, *GRANNY)
    mark(game, "E", "grandmother", "Grandchild")
    advance_to(game, "night", 2)
    choose(game, "po", "E")
    found = deaths(game)
    assert found["E"][0] is True
    assert found["B"] == (False, {"grandmother_link", "tealady_protects"})
    record(game, _proposal(game, "E").events)  # the grandchild's death recorded: the Grandmother's step reads it
    notes = {n.code for n in step(game, "grandmother").notes}
    assert "tealady_protects" in notes and "grandmother_dies" not in notes


def test_innkeeper_safe_grandmother_survives_the_link(library: Library) -> None:
    """docs/rules/innkeeper.md test 8: the Innkeeper G makes B and A SAFE (DRUNK on A); the Po kills the grandchild E → B lives."""
    players = ("A=chambermaid", "B=grandmother", "C=courtier", "D=gossip", "E=exorcist", "F=po", "G=innkeeper", "H=fool")
    game = bmr_table(library, *players)
    mark(game, "E", "grandmother", "Grandchild")
    advance_to(game, "night", 2)
    record(game, innkeeper_events(game, [seat_of(game, "B"), seat_of(game, "A")], drunk=seat_of(game, "A")))
    choose(game, "po", "E")
    assert deaths(game)["B"] == (False, {"grandmother_link", "innkeeper_safe"})


def test_grandmother_without_protection_still_dies_with_her_grandchild(library: Library) -> None:
    """Spec 3.1 Grandmother test 2 (unchanged): no Tea Lady beside her, no Innkeeper → the link kills B."""
    players = ("A=chambermaid", "B=grandmother", "C=courtier", "D=gossip", "E=exorcist", "F=po", "G=sailor", "H=fool")
    game = bmr_table(library, *players)
    mark(game, "E", "grandmother", "Grandchild")
    advance_to(game, "night", 2)
    choose(game, "po", "E")
    assert deaths(game)["B"] == (True, {"grandmother_link"})
    record(game, _proposal(game, "E").events)
    assert "grandmother_dies" in {n.code for n in step(game, "grandmother").notes}


def test_monk_safe_does_not_save_the_grandmother_from_her_link(library: Library) -> None:
    """docs/rules/innkeeper.md test 8 (contrast): the Monk's SAFE stops the Demon only; her death is her own ability's → B dies."""
    players = ("A=chambermaid", "B=grandmother", "C=courtier", "D=gossip", "E=exorcist", "F=po", "G=monk", "H=fool")
    game = bmr_table(library, *players)
    mark(game, "E", "grandmother", "Grandchild")
    advance_to(game, "night", 2)
    choose(game, "monk", "B")
    choose(game, "po", "E")
    assert deaths(game)["B"] == (True, {"grandmother_link"})


# --- the Tea Lady at night: registration ------------------------------------------------------------


def _proposal(game: Game, name: str):  # type: ignore[no-untyped-def]
    found = [p for p in proposed_deaths(game) if p.seat == seat_of(game, name)]
    assert len(found) == 1, found
    return found[0]


def test_tea_lady_neighbour_recluse_makes_the_protection_a_choice(library: Library) -> None:
    """docs/rules/tealady.md test 9: C (Tea Lady) between B (Chef) and D (Recluse); the Po attacks B → spared, with
    the alternative "B dies" naming D's registration; recording it kills B."""
    game = bmr_table(library, "A=courtier", "B=chef", "C=tealady", "D=recluse", "E=po", "F=gossip", "G=fool")
    advance_to(game, "night", 2)
    choose(game, "po", "B")
    proposal = _proposal(game, "B")
    assert not proposal.dies and [r.code for r in proposal.why] == ["tealady_protects"]
    [dies] = proposal.alternatives
    assert dies.seat == seat_of(game, "B") and [r.code for r in dies.why] == ["tealady_registration_dies"]
    assert dies.why[0].seat == seat_of(game, "D")
    assert dies.why[0].text("en") == "Or: the Tea Lady's neighbour D (the Recluse) may register as evil — then there is no protection and B dies (your choice)"
    assert dies.why[0].text("ko").startswith("또는: 찻집 여인의 이웃인 은둔자 D은(는) 악으로")
    record(game, proposal.instead(dies).events)
    assert not game.state.seat(seat_of(game, "B")).alive


def test_tea_lady_neighbour_spy_may_hold_the_protection(library: Library) -> None:
    """docs/rules/tealady.md test 10: C (Tea Lady) between B (Chef) and D (Spy): the Po kills B (real alignment), with
    the note that D may register as good and B may be spared."""
    game = bmr_table(library, "A=courtier", "B=chef", "C=tealady", "D=spy", "E=po", "F=gossip", "G=fool")
    advance_to(game, "night", 2)
    choose(game, "po", "B")
    proposal = _proposal(game, "B")
    assert proposal.dies and [r.code for r in proposal.why] == ["killed", "tealady_registration_spares"]
    assert proposal.why[1].seat == seat_of(game, "D")


def test_poisoned_recluse_neighbour_gives_no_choice(library: Library) -> None:
    """docs/rules/tealady.md test 11: the Recluse D poisoned registers truly → B simply protected, no alternative."""
    game = bmr_table(library, "A=courtier", "B=chef", "C=tealady", "D=recluse", "E=po", "F=gossip", "G=pukka")
    advance_to(game, "night", 2)
    mark(game, "D", "pukka", "Poisoned")
    choose(game, "po", "B")
    proposal = _proposal(game, "B")
    assert not proposal.dies and proposal.alternatives == ()


def test_innkeeper_safe_neighbour_stays_safe_whatever_the_recluse_registers_as(library: Library) -> None:
    """docs/rules/tealady.md test 12: B is also the Innkeeper's SAFE → no "dies" alternative (another protection holds)."""
    game = bmr_table(library, "A=innkeeper", "B=chef", "C=tealady", "D=recluse", "E=po", "F=gossip", "G=fool")
    advance_to(game, "night", 2)
    record(game, innkeeper_events(game, [seat_of(game, "B"), seat_of(game, "F")], drunk=seat_of(game, "F")))
    choose(game, "po", "B")
    assert _proposal(game, "B").alternatives == ()


# --- the Snake Charmer choosing a Recluse -----------------------------------------------------------

CHARMED = ("A=snakecharmer", "B=recluse", "C=oracle", "D=savant", "E=goblin", "F=po")


def test_snake_charmer_choosing_a_recluse_offers_the_swap(library: Library) -> None:
    """docs/rules/recluse.md test 22 (seed spec 4.1 Snake Charmer): the Charmer A picks the sober Recluse B → no swap by
    itself; a proposal offers it (the Recluse may register as the Demon); accepting swaps and poisons B."""
    from tests.systems.botc.tonight.tonight_helpers import game_of

    game = advance_to(game_of(library, "004", *CHARMED), "night", 1)
    choose(game, "snakecharmer", "B")
    assert game.state.seat(seat_of(game, "A")).character == "snakecharmer"
    [offer] = [p for p in proposed_deaths(game) if p.source == "snakecharmer"]
    assert offer.seat == seat_of(game, "B") and not offer.dies and [r.code for r in offer.why] == ["snakecharmer_registration"]
    record(game, offer.events)
    a, b = game.state.seat(seat_of(game, "A")), game.state.seat(seat_of(game, "B"))
    assert (a.character, a.alignment) == ("recluse", "good") and (b.character, b.alignment) == ("snakecharmer", "good")
    assert ("snakecharmer", "Poisoned") in {(r.character, r.token) for r in b.reminders}
    assert not [p for p in proposed_deaths(game) if p.source == "snakecharmer"]


def test_snake_charmer_offers_nothing_for_a_poisoned_recluse_or_a_minion(library: Library) -> None:
    """docs/rules/recluse.md test 23: a poisoned Recluse registers truly, a Minion is no Demon → no offer."""
    from tests.systems.botc.tonight.tonight_helpers import game_of

    game = advance_to(game_of(library, "004", *CHARMED), "night", 1)
    mark(game, "B", "po", "Poisoned")  # any poison source: the generic token
    choose(game, "snakecharmer", "B")
    minion = advance_to(game_of(library, "004", *CHARMED), "night", 1)
    choose(minion, "snakecharmer", "E")
    assert not [p for g in (game, minion) for p in proposed_deaths(g) if p.source == "snakecharmer"]


# --- a No Dashii or an Evil Twin created during play ------------------------------------------------

HAG = ("A=clockmaker", "B=pithag", "C=vortox", "D=sage", "E=klutz", "F=oracle", "G=savant")


def _offers(game: Game, source: str):  # type: ignore[no-untyped-def]
    return [p for p in proposed_deaths(game) if p.source == source]


def _hag_night_two(library: Library) -> Game:
    from tests.systems.botc.snv_helpers import snv_table

    return advance_to(snv_table(library, *HAG), "night", 2)


def test_no_dashii_made_by_the_pit_hag_gets_its_poisoned_offered(library: Library) -> None:
    """docs/rules/nodashii.md test 6: night 2 the Pit-Hag makes C the No Dashii → one proposal puts POISONED by A and D
    (nearest Townsfolk each way, the Pit-Hag skipped); accepting records them and the offer is gone."""
    from grimoire_app.systems.botc.events import ReminderPlaced

    game = _hag_night_two(library)
    choose(game, "pithag", "C", characters=("nodashii",), override=True)
    assert game.state.seat(seat_of(game, "C")).character == "nodashii"
    [offer] = _offers(game, "nodashii")
    assert offer.offer and not offer.dies and offer.seat == seat_of(game, "C") and [r.code for r in offer.why] == ["nodashii_created"]
    placed = [(e.seat, e.character, e.token) for e in offer.events if isinstance(e, ReminderPlaced)]
    assert placed == [(seat_of(game, "A"), "nodashii", "Poisoned"), (seat_of(game, "D"), "nodashii", "Poisoned")]
    record(game, offer.events)
    assert not _offers(game, "nodashii")


def test_no_dashii_offer_moves_a_token_when_a_neighbour_changes(library: Library) -> None:
    """docs/rules/nodashii.md test 7: after the tokens are out, D becomes the Mutant (an Outsider) → the offer moves
    D's POISONED to F, the next Townsfolk that way."""
    from grimoire_app.systems.botc.events import CharacterAssigned, ReminderMoved

    game = _hag_night_two(library)
    choose(game, "pithag", "C", characters=("nodashii",), override=True)
    record(game, _offers(game, "nodashii")[0].events)
    game.record(CharacterAssigned(seat=seat_of(game, "D"), character="mutant", alignment="good"), override=True)
    [offer] = _offers(game, "nodashii")
    assert [(type(e), e.seat) for e in offer.events] == [(ReminderMoved, seat_of(game, "F"))]  # type: ignore[union-attr]


def test_dealt_no_dashii_gets_no_offer(library: Library) -> None:
    """docs/rules/nodashii.md test 8: a No Dashii dealt at setup is the setup's business (its check) → no night offer."""
    from tests.systems.botc.snv_helpers import snv_table

    game = advance_to(snv_table(library, "A=clockmaker", "B=pithag", "C=nodashii", "D=sage", "E=klutz"), "night", 2)
    assert not _offers(game, "nodashii")


def test_evil_twin_made_by_the_pit_hag_gets_its_twin_offered(library: Library) -> None:
    """docs/rules/eviltwin.md test 8: night 2 the Pit-Hag makes herself (B, evil) the Evil Twin → TWIN proposed on D
    (the first good player to her left; C is evil), the other good players as alternatives; recording F's puts TWIN by F."""
    game = _hag_night_two(library)
    choose(game, "pithag", "B", characters=("eviltwin",), override=True)
    [offer] = _offers(game, "eviltwin")
    assert offer.offer and offer.seat == seat_of(game, "D") and [r.code for r in offer.why] == ["eviltwin_created"]
    assert [a.seat for a in offer.alternatives] == [seat_of(game, n) for n in ("E", "F", "G", "A")]
    record(game, offer.instead(offer.alternatives[1]).events)
    assert [(r.character, r.token) for r in game.state.seat(seat_of(game, "F")).reminders] == [("eviltwin", "Twin")]
    assert not _offers(game, "eviltwin")


def test_good_evil_twin_is_offered_an_evil_twin(library: Library) -> None:
    """docs/rules/eviltwin.md test 9: the Pit-Hag makes the good Klutz E the Evil Twin (alignment stays good) → TWIN
    proposed on an evil player: B first (to E's left after the good F, G, A), C as the alternative."""
    game = _hag_night_two(library)
    choose(game, "pithag", "E", characters=("eviltwin",), override=True)
    [offer] = _offers(game, "eviltwin")
    assert offer.seat == seat_of(game, "B") and [a.seat for a in offer.alternatives] == [seat_of(game, "C")]
