"""The grimoire as one night's sheet reads it: the log's lookups, then answered by lookup.

A View fixes the night (n), the state it reads (now, or the end of night n for a past night), and
indexes what the wake rules ask about: who holds which ability (spec 1.11: in play, believed, or
held), reminders by token, when each reminder was placed and each seat got its character, tonight's
choices, and the deaths of today and tonight. Reading now, the log's lookups come from the game's
NightIndex (systems/botc/log_index.py, kept current per event: no scan of the log; choices and infos
by step and by phase: `choices_of`, `shown_at`, `choices_in`); a past night is read by one pass over
the log up to its end, O(e). Complexity otherwise is O(s·r) for s seats and r reminders; every rule
afterwards is a lookup.
"""

from __future__ import annotations

from collections import defaultdict
from functools import cached_property

from grimoire_app.model.characters import Character, Team
from grimoire_app.systems.botc.events import CharacterAssigned, InfoShown, NightChoice, Phase, PhaseAdvanced, ReminderPlaced
from grimoire_app.systems.botc.game import Game
from grimoire_app.systems.botc.log_index import NightIndex, night_index
from grimoire_app.systems.botc.state import Death, GameState, Reminder, Seat
from grimoire_app.systems.botc.info.reliability import REGAINED, Judge, carries_live
from grimoire_app.systems.botc.tonight.data import TonightData, tonight_data
from grimoire_app.systems.botc.tonight.held import HELD, HELD_BY_ANY
from grimoire_app.systems.botc.tonight.holding import HAS_ABILITY, IS_THE_DEMON, LUNCH, ZOMBUUL_DEAD, HeldFn, Holder
from grimoire_app.systems.botc.tonight.values import Reason, Text, Value

__all__ = ["HAS_ABILITY", "IS_THE_DEMON", "LUNCH", "ZOMBUUL_DEAD", "HeldFn", "Holder", "View", "current_night"]


def current_night(state: GameState) -> int:
    """Return the night in progress, or the next one during a day or setup.

    >>> current_night(GameState())
    1
    """
    phase = state.phase
    if phase.kind == "night":
        return phase.number
    return phase.number + 1 if phase.kind == "day" else 1


class View:
    """Everything the rules of night n read, indexed once."""

    def __init__(self, game: Game, night: int | None = None) -> None:
        self.game = game
        self.library = game.library
        self.data: TonightData = tonight_data(game.library)
        now = current_night(game.state)
        self.night = now if night is None else night
        self.cutoff = self._cutoff(game, now)
        self.state: GameState = game.state_at(self.cutoff)
        self.first = self.night == 1
        self.tonight = Phase(kind="night", number=self.night)
        self.today = Phase(kind="day", number=self.night - 1)
        self._characters: dict[str, Character | None] = {}
        self._by_step: dict[str, list[tuple[int, Phase, NightChoice]]] = {}
        self._shown_by_step: dict[str | None, list[tuple[int, Phase, InfoShown]]] = {}
        self._index: NightIndex | None = None
        """The game's NightIndex when reading now (lookups by step come from it), None for a past night."""
        self._index_log()

    def _cutoff(self, game: Game, now: int) -> int:
        """Read a past night as it stood at its end; read now for tonight and any later night."""
        if self.night >= now:
            return len(game.events)
        return night_index(game).first_starts.get(Phase(kind="day", number=self.night), len(game.events))

    def _index_log(self) -> None:
        """Index the log up to the cutoff: from the game's NightIndex when reading now (O(size of the lookups), no scan
        of the log), by one pass over the log for a past night."""
        self.starts: dict[Phase, int]
        self.placed_at: dict[str, int]
        self.gained_at: dict[str, int]
        self.choices: list[tuple[int, Phase, NightChoice]]
        self.shown: list[tuple[int, Phase, InfoShown]]
        self._tonight: dict[str, list[NightChoice]]
        if self.cutoff != len(self.game.events):
            self._scan_log()
            return
        index = self._index = night_index(self.game)
        self.starts = dict(index.starts)
        self.placed_at = dict(index.placed_at)
        self.gained_at = dict(index.gained_at)
        self.choices = list(index.choices)
        self.shown = list(index.shown)
        self._tonight = defaultdict(list)
        for event in index.happened.get(self.tonight, ()):
            if isinstance(event, NightChoice):
                self._tonight[event.character].append(event)

    def _scan_log(self) -> None:
        self.starts, self.placed_at, self.gained_at = {}, {}, {}
        self.choices, self.shown = [], []
        self._tonight = defaultdict(list)
        phase, is_tonight = Phase(kind="setup", number=0), False
        for index, event in enumerate(self.game.events[: self.cutoff]):
            if isinstance(event, PhaseAdvanced):
                phase = event.to
                is_tonight = (phase.kind, phase.number) == ("night", self.night)
                self.starts[phase] = index
            elif isinstance(event, ReminderPlaced):
                self.placed_at[event.reminder] = index
            elif isinstance(event, CharacterAssigned):
                self.gained_at[event.seat] = index if phase.kind != "setup" else -1
            elif isinstance(event, NightChoice):
                self.choices.append((index, phase, event))
                if is_tonight:
                    self._tonight[event.character].append(event)
            elif isinstance(event, InfoShown):
                self.shown.append((index, phase, event))

    def choices_of(self, step: str) -> list[tuple[int, Phase, NightChoice]]:
        """Return the choices recorded at a step (a character's) up to the cutoff, oldest first: `choices` filtered
        by step, looked up (not scanned) when reading now."""
        found = self._by_step.get(step)
        if found is None:
            if self._index is not None:
                found = [entry for entry in self._index.choices_by.get(step, ()) if entry[0] < self.cutoff]
            else:
                found = [entry for entry in self.choices if entry[2].character == step]
            self._by_step[step] = found
        return found

    def shown_at(self, step: str | None) -> list[tuple[int, Phase, InfoShown]]:
        """Return the infos shown at a step up to the cutoff, oldest first: `shown` filtered by step."""
        found = self._shown_by_step.get(step)
        if found is None:
            if self._index is not None:
                found = [entry for entry in self._index.shown_by.get(step, ()) if entry[0] < self.cutoff]
            else:
                found = [entry for entry in self.shown if entry[2].step == step]
            self._shown_by_step[step] = found
        return found

    def choices_in(self, phase: Phase) -> list[tuple[int, Phase, NightChoice]]:
        """Return the choices recorded in a phase up to the cutoff, oldest first: `choices` filtered by phase."""
        if self._index is not None:
            return [entry for entry in self._index.choices_at.get(phase, ()) if entry[0] < self.cutoff]
        return [entry for entry in self.choices if entry[1] == phase]

    # --- the grimoire -------------------------------------------------------------------------

    def character(self, character_id: str | None) -> Character | None:
        """Return a character by id (the script's own first), or None."""
        if not character_id:
            return None
        if character_id not in self._characters:
            self._characters[character_id] = self.game.character(character_id)
        return self._characters[character_id]

    def team(self, seat: Seat) -> Team | None:
        """Return the seat's real character type."""
        found = self.character(seat.character)
        return found.team if found else None

    def seat(self, seat_id: str) -> Seat:
        """Return a seat by id.

        Raises:
            IllegalEventError: no such seat.
        """
        return self.state.seat(seat_id)

    @cached_property
    def by_token(self) -> dict[tuple[str, str], list[tuple[Seat, Reminder]]]:
        """Return every reminder by (character, token), with the seat it lies by."""
        found: dict[tuple[str, str], list[tuple[Seat, Reminder]]] = defaultdict(list)
        for seat in self.state.seats:
            for reminder in seat.reminders:
                found[(reminder.character, reminder.token)].append((seat, reminder))
        return found

    def carriers(self, marker: tuple[str, str]) -> list[Seat]:
        """Return the seats carrying a (character, token) reminder, in table order."""
        return [seat for seat, _ in self.by_token.get(marker, [])]

    def has(self, seat: Seat, marker: tuple[str, str]) -> bool:
        """Whether a (character, token) reminder lies by the seat."""
        return any((r.character, r.token) == marker for r in seat.reminders)

    def really_alive(self, seat: Seat) -> bool:
        """Whether the seat is alive for waking: alive, or a Zombuul that only registers dead (spec 3.4)."""
        return seat.alive or (seat.character == "zombuul" and self.has(seat, ZOMBUUL_DEAD))

    def able(self, seat: Seat) -> bool:
        """Whether the seat's ability can act: really alive, a dead Minion with HAS ABILITY (spec 2.4), or a dead
        player the Bone Collector picked (docs/rules/bonecollector.md)."""
        if self.really_alive(seat) or carries_live(seat, REGAINED):
            return True
        return self.has(seat, HAS_ABILITY) and any(s.alive for s in self.state.seats if s.character == "vigormortis")

    @cached_property
    def present(self) -> frozenset[str]:
        """Return every character that can matter tonight: on the script, a seat's (real or believed), a reminder's
        lying on the grimoire, or a Fabled in play. A hook about a character not among them has nothing to do."""
        found = set(self.game.script.ids) | set(self.state.fabled)
        for seat in self.state.seats:
            found.update(c for c in (seat.character, seat.believed) if c)
            found.update(reminder.character for reminder in seat.reminders)
        return frozenset(found)

    @cached_property
    def minions(self) -> tuple[str, ...]:
        """Return the seats whose real character is a Minion (the Alchemist is not one, spec 1.3)."""
        return tuple(seat.id for seat in self.state.seats if self.team(seat) == Team.MINION)

    @cached_property
    def demons(self) -> tuple[str, ...]:
        """Return the seats whose real character is a Demon."""
        return tuple(seat.id for seat in self.state.seats if self.team(seat) == Team.DEMON)

    @cached_property
    def registered_demons(self) -> tuple[str, ...]:
        """Return the seats the Minions are pointed to: Demons, or Lil' Monsta's babysitter (spec 1.3)."""
        return self.demons + tuple(s.id for s in self.carriers(IS_THE_DEMON) if s.id not in self.demons)

    def living(self, seat_ids: tuple[str, ...]) -> tuple[str, ...]:
        """Return the seats that are really alive, keeping the order."""
        return tuple(seat_id for seat_id in seat_ids if self.really_alive(self.seat(seat_id)))

    def in_play(self, character_id: str) -> bool:
        """Whether some seat's real character is this one."""
        return any(seat.character == character_id for seat in self.state.seats)

    @cached_property
    def judge(self) -> Judge:
        """Return the reliability judge of this state (issue 8), shared by every actor of the sheet."""
        return Judge(self.state, self.game)

    @cached_property
    def holders(self) -> dict[str, tuple[Holder, ...]]:
        """Return, by character id, every seat holding that ability tonight (own, believed or held)."""
        found: dict[str, list[Holder]] = defaultdict(list)
        for seat in self.state.seats:
            for holder in self._holdings(seat, HELD):
                found[holder.character].append(holder)
        return {character: tuple(holders) for character, holders in found.items()}

    def _holdings(self, seat: Seat, held: dict[str, HeldFn]) -> list[Holder]:
        if seat.character is None:
            return []
        return self._own_holdings(seat, seat.character, held) + [holder for find in HELD_BY_ANY for holder in find(self, seat)]

    def _own_holdings(self, seat: Seat, character: str, held: dict[str, HeldFn]) -> list[Holder]:
        since = self.gained_at.get(seat.id, -1)
        if seat.character == "drunk":
            return [Holder(seat.id, seat.believed, "believed", since)] if seat.believed else []
        if seat.character == "marionette":  # its own step (the Demon learns it) and its believed good character's (docs/rules/marionette.md)
            return [Holder(seat.id, seat.character, "own", since)] + ([Holder(seat.id, seat.believed, "believed", since)] if seat.believed else [])
        extra = held.get(character)
        return [Holder(seat.id, character, "own", since)] + (extra(self, seat) if extra else [])

    # --- the log ------------------------------------------------------------------------------

    def start(self, phase: Phase) -> int | None:
        """Return the index of the event that began a phase, if it began."""
        return self.starts.get(phase)

    def deaths_in(self, phase: Phase) -> list[Death]:
        """Return the deaths recorded in a phase (looked up in the NightIndex when reading now)."""
        if self._index is not None:
            deaths = self.state.deaths
            return [deaths[k] for k in self._index.deaths_at.get(phase, ()) if k < len(deaths)]
        wanted = (phase.kind, phase.number)
        return [death for death in self.state.deaths if (death.phase.kind, death.phase.number) == wanted]

    @cached_property
    def deaths_today(self) -> list[Death]:
        """Return the deaths of the day before tonight."""
        return self.deaths_in(self.today)

    @cached_property
    def deaths_tonight(self) -> list[Death]:
        """Return the deaths recorded tonight."""
        return self.deaths_in(self.tonight)

    def choices_tonight(self, step: str) -> tuple[NightChoice, ...]:
        """Return tonight's recorded choices for a step, oldest first."""
        return tuple(self._tonight.get(step, ()))

    def placed_before(self, reminder_id: str, phase: Phase) -> bool:
        """Whether the reminder was placed before the phase began (True if the phase has not begun)."""
        start = self.starts.get(phase)
        placed = self.placed_at.get(reminder_id, -1)
        return start is None or placed < start

    def fresh(self, since: int) -> bool:
        """Whether an ability got at event `since` is new tonight: gained in play after the last night ended."""
        if since < 0 or self.first:
            return False
        day_start = self.starts.get(self.today)
        return day_start is not None and since > day_start

    @cached_property
    def setup_outsiders(self) -> int:
        """Return how many Outsiders were dealt (the Xaan's X, spec 4.3), read as night 1 began."""
        start = self.starts.get(Phase(kind="night", number=1))
        state = self.game.state_at(start) if start is not None else self.state
        return sum(1 for seat in state.seats if self.team(seat) == Team.OUTSIDER)

    # --- words --------------------------------------------------------------------------------

    def name(self, seat_id: str | None) -> str:
        """Return a player's name (the id when unknown)."""
        return next((seat.name for seat in self.state.seats if seat.id == seat_id), seat_id or "?")

    def character_text(self, character_id: str) -> Text:
        """Return a character's name in both languages."""
        found = self.character(character_id)
        if found is None:
            return Text(character_id, character_id)
        return Text(self.library.name(found, "ko"), self.library.name(found, "en"))

    def token_text(self, character_id: str, token: str) -> Text:
        """Return a reminder token's name in both languages."""
        found = self.character(character_id)
        if found is None:
            return Text(token, token)
        return Text(self.library.reminder_name(found, token, "ko"), token)

    def reason(self, code: str, seat: str | None = None, character: str | None = None, **values: Value) -> Reason:
        """Return a Reason whose text is `tonight.reason.<code>`, naming the player and character."""
        names = self.character_text(character) if character else Text("", "")
        filled: tuple[tuple[str, Value], ...] = (("player", self.name(seat)), ("character", names))
        return Reason(code, filled + tuple(values.items()), seat, character)
