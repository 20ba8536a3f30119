"""Build One Night games from the spec's notation: deals as "A=werewolf ... C1=seer", votes as "A>B"."""

from __future__ import annotations

from grimoire_app.systems.onuw import OnuwGame, OnuwOptions, advance, cast_vote, centre_slots, new_game

CENTRE = ("C1", "C2", "C3")


def parse_deal(deal: str) -> dict[str, str]:
    """Read "A=werewolf B=seer C1=robber" into {position: role}."""
    return dict(item.split("=") for item in deal.split())


def game_with(deal: str, options: OnuwOptions | None = None) -> OnuwGame:
    """Deal exactly as written; the selection is the roles written, players first."""
    positions = parse_deal(deal)
    players = [p for p in positions if p not in centre_slots()]
    deck = [positions[p] for p in [*players, *centre_slots()]]
    return new_game(players, deck, deal=positions, options=options)


def run_to(game: OnuwGame, step: str) -> None:
    """Advance (passing every optional action) until the given step is the current one."""
    while game.state.current_step != step:
        if game.state.phase != "night":
            raise AssertionError(f"the night has no step {step!r}")
        advance(game)


def finish_night(game: OnuwGame) -> None:
    """Advance to the day."""
    while game.state.phase == "night":
        advance(game)


def votes(text: str) -> dict[str, str]:
    """Read "A>B B>C" into {voter: target}."""
    return dict(item.split(">") for item in text.split())


def vote(game: OnuwGame, text: str) -> None:
    """Cast every vote written as "A>B B>C"."""
    for voter, target in votes(text).items():
        cast_vote(game, voter, target)
