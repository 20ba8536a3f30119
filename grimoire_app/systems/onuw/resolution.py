"""The day's end: who is executed, whom the Hunters take along, and who wins, with the reasons.

`resolve(players, final_roles, votes, options)` is a pure function of the final roles (what each
position's card is at the end of the night) and the votes: nothing about the night itself can
change the verdict. It follows ONUW §4.2 (executions, the Hunter chain) and §4.3 (winners)
exactly, and explains each step as a Phrase (ko/en).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from grimoire_app.systems.onuw.data import catalogue
from grimoire_app.systems.onuw.events import OnuwOptions
from grimoire_app.systems.onuw.texts import Phrase


@dataclass(frozen=True)
class HunterShot:
    """A dead Hunter's vote target dying with them (ONUW-R34, G9)."""

    hunter: str
    target: str


@dataclass(frozen=True)
class Verdict:
    """The outcome of the vote: deaths in order, winners in seat order, and why."""

    executed: tuple[str, ...]
    shots: tuple[HunterShot, ...]
    dead: tuple[str, ...]
    """The executed, then each Hunter's victim in the order they fell (ONUW-D5: all count)."""
    winners: tuple[str, ...]
    village_wins: bool
    werewolf_team_wins: bool
    tanners_won: tuple[str, ...]
    minion_solo: bool
    reasons: tuple[Phrase, ...]


def team(role: str) -> str:
    """Return the team of a final role ("doppelganger" uncopied: village, ONUW-D3).

    >>> team("minion"), team("doppelganger"), team("tanner")
    ('werewolf', 'village', 'tanner')
    """
    return catalogue().role(role).team


def executions(votes: Mapping[str, str], players: Sequence[str]) -> tuple[str, ...]:
    """Return the executed players in seat order: all tied at the top, none if nobody has 2+ votes.

    >>> executions({"A": "C", "B": "C", "C": "A", "D": "A", "E": "D"}, "ABCDE")
    ('A', 'C')
    >>> executions({"A": "B", "B": "C", "C": "A"}, "ABC")
    ()
    """
    counts = Counter(votes.values())
    top = max(counts.values(), default=0)
    if top <= 1:
        return ()
    return tuple(p for p in players if counts[p] == top)


def deaths(
    executed: Sequence[str], votes: Mapping[str, str], final_roles: Mapping[str, str]
) -> tuple[tuple[str, ...], tuple[HunterShot, ...]]:
    """Return everyone who dies, in order, and the Hunter shots (a shot Hunter shoots in turn)."""
    dead = list(executed)
    shots = []
    queue = [p for p in executed if final_roles[p] == "hunter"]
    while queue:
        hunter = queue.pop(0)
        target = votes.get(hunter)
        if target is None or target in dead:
            continue
        dead.append(target)
        shots.append(HunterShot(hunter, target))
        if final_roles[target] == "hunter":
            queue.append(target)
    return tuple(dead), tuple(shots)


def resolve(players: Sequence[str], final_roles: Mapping[str, str], votes: Mapping[str, str], options: OnuwOptions) -> Verdict:
    """Resolve the vote from the final roles (players and centre slots) and the votes (ONUW §4).

    Raises:
        KeyError: a player has no final role.
    """
    executed = executions(votes, players)
    dead, shots = deaths(executed, votes, final_roles)
    fr = {p: final_roles[p] for p in players}
    wolves = tuple(p for p in players if fr[p] == "werewolf")
    werewolf_case = bool(wolves)
    if options.no_werewolf_scope == "players_and_center":
        werewolf_case = "werewolf" in final_roles.values()
    tanner_died = any(fr[p] == "tanner" for p in dead)
    reasons = [_execution_reason(executed, votes)] + [Phrase.of("reason.hunter", hunter=s.hunter, target=s.target) for s in shots]
    if werewolf_case:
        village, wolf_team, minion_solo, why = _werewolf_case(wolves, dead, tanner_died)
    else:
        village, wolf_team, minion_solo, why = _no_werewolf_case(fr, dead, tanner_died)
    winners = tuple(p for p in players if _wins(fr[p], p in dead, village, wolf_team, minion_solo))
    tanners = tuple(p for p in winners if fr[p] == "tanner")
    reasons += why + _tanner_reasons(fr, dead) + [Phrase.of("reason.winners", players=winners)]
    return Verdict(executed, shots, dead, winners, village, wolf_team, tanners, minion_solo, tuple(reasons))


def _execution_reason(executed: tuple[str, ...], votes: Mapping[str, str]) -> Phrase:
    if not executed:
        return Phrase.of("reason.nobody_executed")
    count = Counter(votes.values())[executed[0]]
    return Phrase.of("reason.executed" if len(executed) == 1 else "reason.tie", players=executed, count=count)


def _werewolf_case(wolves: tuple[str, ...], dead: tuple[str, ...], tanner_died: bool) -> tuple[bool, bool, bool, list[Phrase]]:
    dead_wolves = tuple(p for p in wolves if p in dead)
    if dead_wolves:  # R16
        return True, False, False, [Phrase.of("reason.werewolf_died", players=dead_wolves)]
    why = [Phrase.of("reason.no_werewolf_died", players=wolves) if wolves else Phrase.of("reason.werewolf_in_centre")]
    if tanner_died:  # G8, D8
        return False, False, False, why + [Phrase.of("reason.tanner_blocks")]
    return False, True, False, why + [Phrase.of("reason.werewolf_team_wins")]  # R17, R23


def _no_werewolf_case(fr: Mapping[str, str], dead: tuple[str, ...], tanner_died: bool) -> tuple[bool, bool, bool, list[Phrase]]:
    village = not dead  # R18, R38
    why = [Phrase.of("reason.no_werewolf_nobody_died" if village else "reason.no_werewolf_someone_died")]
    minions = tuple(p for p, role in fr.items() if role == "minion")
    minion_solo = any(fr[p] != "minion" for p in dead) and not tanner_died  # R24, G10, D6
    if minions:
        why.append(Phrase.of("reason.minion_solo" if minion_solo else "reason.minion_fails", players=minions))
    return village, False, minion_solo, why


def _wins(role: str, died: bool, village: bool, wolf_team: bool, minion_solo: bool) -> bool:
    side = team(role)
    if side == "village":
        return village
    if side == "werewolf":
        return wolf_team or (role == "minion" and minion_solo)
    return died  # R32, R33: each Tanner wins on its own death


def _tanner_reasons(fr: Mapping[str, str], dead: tuple[str, ...]) -> list[Phrase]:
    tanners = [p for p, role in fr.items() if role == "tanner"]
    return [Phrase.of("reason.tanner_wins" if p in dead else "reason.tanner_lives", player=p) for p in tanners]
