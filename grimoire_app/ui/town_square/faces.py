"""What each town-square item shows, as frozen values computed from the state (no Qt: a forked process computes
them for the first paint of a game never opened, ui/town_square/picture_apart.py).

Items paint from these records only, so a test can read exactly what a view would show, and the
public and privacy views can be built from records that never carry a secret.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING

from grimoire_app.i18n import tr
from grimoire_app.model.characters import Character, Jinx, Lang, Team
from grimoire_app.systems.botc.commands import default_alignment
from grimoire_app.systems.botc.day.votes import threshold
from grimoire_app.systems.botc.game import Game
from grimoire_app.model.library import Library
from grimoire_app.model.script import Script
from grimoire_app.systems.botc.state import GameState, Reminder, Seat, votes_needed
from grimoire_app.systems.botc.travellers import traveller_limit
from grimoire_app.ui.town_square.face_values import FabledFace, MiddleFace, ReminderFace, SeatFace, TokenFace, initials, note_tip

if TYPE_CHECKING:
    from grimoire_app.systems.botc.events import GameEnded

__all__ = ["Faces", "FabledFace", "MiddleFace", "ReminderFace", "SeatFace", "TokenFace", "headline", "initials", "note_tip"]


class Faces:
    """Builds faces for one game (script and library) in one language."""

    def __init__(self, script: Script | None, library: Library, lang: Lang, game: Game | None = None) -> None:
        self.script, self.library, self.lang = script, library, lang
        self.game = game
        """The live game, when these faces draw it: the votes a nomination needs depend on more than the state."""
        self._marks: dict[str, TokenFace] = {}
        self._seat_faces: dict[str, tuple[Seat, SeatFace]] = {}
        self._reminder_faces: dict[tuple[str, str], tuple[Reminder, ReminderFace]] = {}
        """The last face made for each seat and reminder id, with the value it was made from: a face is a pure function
        of that value (these faces' script, library and language never change), and a redraw after one event asks
        again for every seat of the square (issue 20: recording at night)."""

    def needed_votes(self, state: GameState) -> int:
        """Return the votes a nomination needs: the game's threshold for the live state (1 under a working
        Voudon: docs/rules/voudon.md), else half the living rounded up."""
        return threshold(self.game) if self.game is not None and state is self.game.state else votes_needed(state)

    def character(self, character_id: str) -> Character | None:
        """Return a character by id: the script's first (homebrew), then the library's."""
        found = self.script.character(character_id) if self.script else None
        return found or self.library.find(character_id)

    def name(self, character_id: str | None) -> str:
        """Return a character's name in the current language ('' for None)."""
        if character_id is None:
            return ""
        found = self.character(character_id)
        return self.library.name(found, self.lang) if found else character_id

    def token(self, character_id: str) -> TokenFace:
        """Return the token of a character."""
        found = self.character(character_id)
        name = self.name(character_id)
        return TokenFace(name, initials(name), found.team.value if found else None)

    def mark(self, character_id: str) -> TokenFace:
        """Return the mark of a reminder's source character: its token, with initials long enough to tell it from
        the script's other characters of its team ("수사" and "수도" for the Investigator and the Monk, both "수")."""
        if character_id not in self._marks:
            self._marks[character_id] = self._mark(character_id)
        return self._marks[character_id]

    def _mark(self, character_id: str) -> TokenFace:
        token = self.token(character_id)
        script_ids = self.script.ids if self.script else ()
        rivals = [face.name for other in script_ids if other != character_id and (face := self.token(other)).team == token.team and face.initials == token.initials]
        if not rivals:
            return token
        compact = token.name.replace(" ", "")
        for length in range(2, len(compact) + 1):
            if all(rival.replace(" ", "")[:length] != compact[:length] for rival in rivals):
                return TokenFace(token.name, compact[:length] if not compact.isascii() else compact[:length].capitalize(), token.team)
        return token

    def reminder_name(self, character_id: str, token: str) -> str:
        """Return a reminder token's name in the current language."""
        found = self.character(character_id)
        return self.library.reminder_name(found, token, self.lang) if found else token

    def meaning(self, character_id: str, token: str) -> str:
        """Return a tooltip saying what a reminder means: its name, its character and the ability."""
        found = self.character(character_id)
        ability = self.library.ability(found, self.lang) if found else None
        head = tr("square.tip.reminder", self.lang, token=self.reminder_name(character_id, token), character=self.name(character_id))
        return head + ("\n" + ability if ability else "")

    def seat(self, seat: Seat) -> SeatFace:
        """Return what a seat token shows."""
        kept = self._seat_faces.get(seat.id)
        if kept is not None and (kept[0] is seat or kept[0] == seat):
            return kept[1]
        face = self._seat_face(seat)
        self._seat_faces[seat.id] = (seat, face)
        return face

    def _seat_face(self, seat: Seat) -> SeatFace:
        found = self.character(seat.character) if seat.character else None
        token = self.token(seat.character) if seat.character else None
        traveller = found is not None and found.team == Team.TRAVELLER
        # A Traveller has no usual alignment: its mark always shows, its token stays upright (paint_seat).
        flipped = found is not None and (traveller or seat.alignment != default_alignment(found))
        mark = tr("square.alignment_mark." + seat.alignment, self.lang)
        believed = self.name(seat.believed) if seat.believed and seat.believed != seat.character else None
        tip = self._seat_tip(seat, found)
        return SeatFace(seat.id, seat.name, token, believed, flipped, seat.alignment, mark, seat.alive, seat.ghost_vote, traveller, tip, bool(seat.note))

    def _seat_tip(self, seat: Seat, found: Character | None) -> str:
        lines = [seat.name]
        if found is not None:
            lines.append(tr("square.tip.character", self.lang, character=self.name(found.id), alignment=tr("square.alignment." + seat.alignment, self.lang)))
            ability = self.library.ability(found, self.lang)
            if ability:
                lines.append(ability)
        if seat.believed and seat.believed != seat.character:
            lines.append(tr("square.tip.believed", self.lang, character=self.name(seat.believed)))
        if not seat.alive:
            lines.append(tr("square.tip.dead_vote" if seat.ghost_vote else "square.tip.dead_no_vote", self.lang))
        if seat.note:
            lines.append(tr("square.tip.note", self.lang, text=note_tip(seat.note)))
        return "\n".join(lines)

    def reminder(self, seat_id: str, reminder: Reminder) -> ReminderFace:
        """Return what a reminder token shows."""
        key = (seat_id, reminder.id)
        kept = self._reminder_faces.get(key)
        if kept is not None and (kept[0] is reminder or kept[0] == reminder):
            return kept[1]
        face = self._reminder_face(seat_id, reminder)
        self._reminder_faces[key] = (reminder, face)
        return face

    def _reminder_face(self, seat_id: str, reminder: Reminder) -> ReminderFace:
        found = self.character(reminder.character)
        return ReminderFace(
            reminder.id,
            seat_id,
            self.reminder_name(reminder.character, reminder.token),
            found.team.value if found else None,
            self.name(reminder.character),
            self._reminder_tip(reminder),
            reminder.inert,
            self.mark(reminder.character),
        )

    def _reminder_tip(self, reminder: Reminder) -> str:
        meaning = self.meaning(reminder.character, reminder.token)
        return tr("square.tip.inert", self.lang) + "\n" + meaning if reminder.inert else meaning

    def _travellers(self, state: GameState) -> str:
        """Return " · Travellers n/at most m" when Travellers sit (shown, never enforced: docs/rules/exile.md)."""
        seated = sum(1 for s in state.seats if s.character and (found := self.character(s.character)) and found.team == Team.TRAVELLER)
        if not seated:
            return ""
        limit = traveller_limit(len(state.seats) - seated)
        return " · " + tr("square.travellers.over" if seated > limit else "square.travellers", self.lang, seated=seated, limit=limit)

    def middle(self, state: GameState) -> MiddleFace:
        """Return the middle of the square: the phase, or once the game is over who won and why (ui/game_over.py)."""
        bluffs = ", ".join(self.name(c) for c in state.bluffs)
        bluff_line = tr("square.bluffs", self.lang, bluffs=bluffs) if bluffs else ""
        if state.result is not None:  # who won and why (the game-over reveal says the same: ui/game_over.py)
            return MiddleFace(tr("gameover.middle", self.lang, winner=headline(state.result, self.lang)), state.result.reason, bluff_line)
        phase = tr(f"phase.{state.phase.kind}", self.lang, number=state.phase.number)
        counts = tr("square.counts", self.lang, alive=state.alive_count, players=len(state.seats), needed=self.needed_votes(state)) + self._travellers(state)
        return MiddleFace(phase, counts, bluff_line)

    def fabled(self, character_ids: Iterable[str]) -> tuple[FabledFace, ...]:
        """Return the faces of the Fabled and Loric in play, in the order they were added."""
        found = []
        for character_id in character_ids:
            character = self.character(character_id)
            ability = self.library.ability(character, self.lang) if character else None
            head = tr("square.fabled.tip", self.lang, character=self.name(character_id))
            tip = head + ("\n" + ability if ability else "") + self._fabled_tip_extra(character_id)
            found.append(FabledFace(character_id, self.token(character_id), tip))
        return tuple(found)

    def _fabled_tip_extra(self, character_id: str) -> str:
        """Return what a Fabled's or Loric's tooltip adds to its ability: the Djinn lists the script's jinxes
        (docs/rules/djinn.md), the Bootlegger the script's house rules (docs/rules/bootlegger.md)."""
        from grimoire_app.systems.botc.fabled_applied.djinn import DJINN, script_jinxes  # the rules: not on the start path
        from grimoire_app.systems.botc.setup.loric import BOOTLEGGER, house_rules_lines

        if character_id == BOOTLEGGER:
            rules = house_rules_lines(self.script, self.lang)
            return "\n" + "\n".join(rules) if rules else ""
        if character_id != DJINN or self.script is None:
            return ""
        lines = self.jinx_lines(script_jinxes(self.script, self.library)) or [tr("djinn.jinxes.none", self.lang)]
        return "\n\n" + "\n".join(lines)

    def jinx_lines(self, jinxes: Sequence[Jinx]) -> list[str]:
        """Return the Djinn's jinx list as the table sees it: a title and one line per jinx ("A + B: rule", markup
        rendered); none without jinxes. The model says which jinxes are shown (fabled_applied.djinn_jinxes)."""
        from grimoire_app.ui.sheet_markup import markup_plain  # plain text, no Qt

        if not jinxes:
            return []
        lines = [tr("djinn.jinxes.title", self.lang)]
        for jinx in jinxes:
            first, second = (self.name(cid) for cid in jinx.characters)
            lines.append(tr("djinn.jinxes.line", self.lang, first=first, second=second, rule=markup_plain(jinx.text(self.lang))))
        return lines


def headline(result: GameEnded, lang: Lang) -> str:
    """Return 'Good wins' / 'Evil wins' / 'Nobody wins' in a language."""
    return tr(f"gameover.winner.{result.winner or 'none'}", lang)
