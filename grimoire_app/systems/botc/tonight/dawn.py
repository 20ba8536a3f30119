"""The dawn report: who died tonight and how, what is still proposed, and what to announce (spec 1.6 dawn 3).

The Storyteller announces the deaths without their causes (`DawnReport.announce`: names only);
the report gives the causes for the Storyteller's eyes (`DawnReport.lines`), the proposals not yet
recorded (so nobody is forgotten), and the dawn notes (a dead Klutz must choose, the Fearmonger's
announcement, a pending EVIL WAKES).
"""

from __future__ import annotations

from dataclasses import dataclass

from grimoire_app.i18n import tr
from grimoire_app.model.characters import LANGS, Lang
from grimoire_app.systems.botc.events import DeathCause
from grimoire_app.systems.botc.game import Game
from grimoire_app.systems.botc.tonight.deaths import DeathProposal, proposed_deaths
from grimoire_app.systems.botc.tonight.draft import new_draft
from grimoire_app.systems.botc.tonight.steps_phase import dawn
from grimoire_app.systems.botc.tonight.values import Reason, Text
from grimoire_app.systems.botc.tonight.view import ZOMBUUL_DEAD, View


@dataclass(frozen=True)
class NightDeath:
    """A death recorded tonight, with its cause and a line for the Storyteller."""

    seat: str
    cause: DeathCause
    line: Text
    """For the Storyteller: who, and the cause (which may name a character)."""
    name: Text
    """The player's name alone: what is announced."""
    registers_only: bool = False
    """A Zombuul's first death: announced as a death, but the player lives (spec 3.4)."""


@dataclass(frozen=True)
class DawnReport:
    """What dawn brings: the deaths to announce, proposals still open, and the notes."""

    night: int
    deaths: tuple[NightDeath, ...]
    pending: tuple[DeathProposal, ...]
    notes: tuple[Reason, ...]

    def announce(self, lang: Lang) -> list[str]:
        """Return what the Storyteller reads out: who died, and nothing else (no cause, no character).

        A Zombuul's first death is announced as a death like any other: the table must not learn
        from the words that the player lives.
        """
        if not self.deaths:
            return [tr("tonight.dawn.nobody_died", lang)]
        return [tr("tonight.dawn.announce_died", lang, player=death.name.get(lang)) for death in self.deaths]

    def lines(self, lang: Lang) -> list[str]:
        """Return the report for the Storyteller's eyes: each death with its cause, then the notes."""
        if self.deaths:
            found = [death.line.get(lang) for death in self.deaths]
        else:
            found = [tr("tonight.dawn.nobody_died", lang)]
        return found + [note.text(lang) for note in self.notes]


def dawn_report(game: Game) -> DawnReport:
    """Return tonight's dawn report (during a day: the report of the night that just ended)."""
    view = View(game, _night(game))
    deaths = tuple(_death(view, death.seat, death.cause) for death in view.deaths_tonight)
    pending = tuple(p for p in proposed_deaths(game) if p.dies)
    draft = new_draft(view, "dawn", None)
    dawn(draft)
    return DawnReport(view.night, deaths, pending, tuple(draft.notes))


def _night(game: Game) -> int:
    phase = game.state.phase
    return phase.number if phase.kind in ("night", "day") else 1


def _death(view: View, seat_id: str, cause: DeathCause) -> NightDeath:
    seat = view.seat(seat_id)
    registers = seat.character == "zombuul" and view.has(seat, ZOMBUUL_DEAD)
    texts = {}
    for lang in LANGS:
        character = view.character_text(cause.character).get(lang) if cause.character else ""
        how = tr("describe.cause." + cause.kind, lang, character=character).strip()
        key = "tonight.dawn.registers_dead" if registers else "tonight.dawn.died"
        texts[lang] = tr(key, lang, player=seat.name, cause=how)
    return NightDeath(seat_id, cause, Text(texts["ko"], texts["en"]), Text(seat.name, seat.name), registers)
