"""The frozen values tonight's sheet is made of: reasons, actors, offers, cards and steps.

Everything the night panel shows is here as data: a step says whether it runs and why (typed
reasons with ko/en text), who acts (and whether they are impaired and why), what the chooser
picks, which reminders the choice places and which info cards to show.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from grimoire_app.i18n import tr
from grimoire_app.model.characters import Lang, Team
from grimoire_app.systems.botc.events import InfoKind, InfoShown, NightChoice

Status = Literal["wakes", "skipped"]
StepKind = Literal["wake", "storyteller"]
Via = Literal["own", "believed", "alchemist", "philosopher", "cannibal", "babysitter", "demon", "apprentice", "pixie", "plaguedoctor", "plaguedoctor_power", "boffin", "hermit"]
"""How a seat holds the step's ability: its own character, the Drunk's belief, a held ability ("plaguedoctor": the
Storyteller's by a dead Plague Doctor; "plaguedoctor_power": a Minion's power from its jinxes; "boffin": a Demon's good ability from the Boffin;
"hermit": an Outsider ability on the script held by a Hermit), or
woken for someone else's step (the Minions babysitting Lil' Monsta, the Demon at the Barber's)."""


@dataclass(frozen=True)
class Text:
    """One text in both languages.

    >>> Text("해질녘", "Dusk").get("en")
    'Dusk'
    """

    ko: str
    en: str

    def get(self, lang: Lang) -> str:
        """Return the text in one language."""
        return self.ko if lang == "ko" else self.en


Value = str | int | Text
"""A value a reason names: a plain string or number, or a name in both languages."""


@dataclass(frozen=True)
class Reason:
    """Why a step is skipped, why an actor is impaired, or a note the Storyteller needs.

    `code` is stable (tests and the panel branch on it); `seat` and `character` name what the
    reason is about, when something is. The sentence is the catalogue entry
    `tonight.reason.<code>` filled with `values` (rendered when asked, so building a sheet stays
    cheap), or a sentence given in both languages (`given`, from the reliability rules).

    >>> Reason("dead", given=Text("죽음", "dead")).text("en")
    'dead'
    >>> Reason("three_alive").text("en")
    'Only 3 players alive: the Witch has lost the ability'
    """

    code: str
    values: tuple[tuple[str, Value], ...] = ()
    seat: str | None = None
    character: str | None = None
    given: Text | None = None

    def text(self, lang: Lang) -> str:
        """Return the sentence in one language."""
        if self.given is not None:
            return self.given.get(lang)
        filled = {key: value.get(lang) if isinstance(value, Text) else value for key, value in self.values}
        return tr("tonight.reason." + self.code, lang, **filled)

    @property
    def ko(self) -> str:
        """Return the sentence in Korean."""
        return self.text("ko")

    @property
    def en(self) -> str:
        """Return the sentence in English."""
        return self.text("en")


@dataclass(frozen=True)
class Actor:
    """A seat that holds the step's ability tonight (or is woken for it), and its state."""

    seat: str
    via: Via = "own"
    impaired: tuple[Reason, ...] = ()
    """Why the ability does not really work tonight (drunk, poisoned); empty when it works."""
    skipped: tuple[Reason, ...] = ()
    """Why this seat does not act tonight (the step's reasons when the whole step is skipped); empty when it acts."""
    fresh: bool = False
    """First night with an ability gained during play: it acts as on the first night."""

    @property
    def acts(self) -> bool:
        """Whether the seat acts at this step tonight."""
        return not self.skipped


@dataclass(frozen=True)
class ChoiceSpec:
    """What the chooser picks: how many players and characters, and the limits on them.

    >>> ChoiceSpec(players=2).needed
    2
    """

    players: int = 0
    characters: int = 0
    optional: bool = False
    """May shake their head and choose nothing."""
    not_self: bool = False
    living: bool = False
    min_players: int | None = None
    options: tuple[str, ...] = ()
    """One of these is picked with a (non-empty) choice and recorded as NightChoice.text (the Barista's
    effect, whether the Harlot's pick agrees); the first is the default. Its words: `tonight.option.<id>`."""
    min_characters: int | None = None
    """The fewest characters a (non-empty) choice names (None: exactly `characters`; the Engineer's 1 Demon or N Minions)."""
    character_teams: tuple[Team, ...] = ()
    """The types of character the list offers (empty: every type): the Engineer names only Minions or a Demon."""

    @property
    def needed(self) -> int:
        """Return the fewest players a (non-empty) choice names."""
        return self.players if self.min_players is None else self.min_players

    @property
    def needed_characters(self) -> int:
        """Return the fewest characters a (non-empty) choice names.

        >>> ChoiceSpec(characters=3, min_characters=1).needed_characters, ChoiceSpec(characters=1).needed_characters
        (1, 1)
        """
        return self.characters if self.min_characters is None else self.min_characters


@dataclass(frozen=True)
class ReminderOffer:
    """A reminder the step's choice (or info) places: whose token, which, on whom, moved or new."""

    character: str
    token: str
    on: str
    """"chosen", "chosen_1", "chosen_2", "self" (the chooser, once a choice is made), "shown" (the
    player pointed at for an answer) or "marker" (bookkeeping on the holder whatever is chosen)."""
    moves: bool = False


@dataclass(frozen=True)
class Card:
    """An info card the step shows, with what it shows and to whom (resolved where the grimoire says).

    `to_chosen` names the recipient by the index of tonight's chosen player when that is who sees
    it (the Harpy's first target); it stays unresolved until the choice is recorded.
    """

    info: InfoKind
    step: str
    to: tuple[str, ...] = ()
    characters: tuple[str, ...] = ()
    players: tuple[str, ...] = ()
    to_chosen: int | None = None

    @property
    def ready(self) -> bool:
        """Whether the recipients are known."""
        return bool(self.to)

    def events(self) -> tuple[InfoShown, ...]:
        """Return the InfoShown events that record showing this card to each recipient."""
        return tuple(
            InfoShown(seat=seat, info=self.info, characters=self.characters, players=self.players, step=self.step)
            for seat in self.to
        )


@dataclass(frozen=True)
class TonightStep:
    """One line of tonight's sheet: a character's slot or dusk / minion info / demon info / dawn."""

    id: str
    night: int
    status: Status
    kind: StepKind
    character: str | None = None
    """The slot's character id (None for dusk, minion info, demon info and dawn)."""
    reasons: tuple[Reason, ...] = ()
    """Why the step is skipped (empty when it runs)."""
    notes: tuple[Reason, ...] = ()
    """What the Storyteller must know while running it (a jinx, no kill tonight, 3 attacks…)."""
    actors: tuple[Actor, ...] = ()
    wakes: tuple[str, ...] = ()
    """Every seat the Storyteller wakes at this step, in waking order."""
    chooser: str | None = None
    """The seat whose choice the step records (None: no choice)."""
    choose: ChoiceSpec = ChoiceSpec()
    reminders: tuple[ReminderOffer, ...] = ()
    cards: tuple[Card, ...] = ()
    how_to_run: Text | None = None
    info: bool = False
    """Whether the step gives an answer (the information suggestions apply)."""
    in_play: bool = True
    off_night: bool = False
    """Not on tonight's order: a character in play whose slot is on the other kind of night."""
    done: tuple[NightChoice, ...] = ()
    """Tonight's recorded choices for this step, oldest first."""
    records_bare: bool = False
    """The step runs and chooses nothing, yet recording its bare choice changes the grimoire (the Xaan's
    and the Summoner's night markers and the X, EVIL WAKES used; outcome.records_bare asks the
    character's choice rule): the Storyteller records that choice with no players and no characters."""

    @property
    def wakes_tonight(self) -> bool:
        """Whether the step runs tonight."""
        return self.status == "wakes"

    @property
    def choosers(self) -> tuple[str, ...]:
        """The seats that may make the step's choice: its acting holders, unless another seat chooses
        for them (the Demon at the dead Barber's step, spec 4.2), which then alone chooses."""
        acting = tuple(actor.seat for actor in self.actors if actor.acts)
        if self.chooser is not None and self.chooser not in acting:
            return (self.chooser,)
        return acting or ((self.chooser,) if self.chooser else ())

    @property
    def storyteller_skipped(self) -> bool:
        """Whether the Storyteller skipped the step tonight (a NightStepChanged "skip" in the log)."""
        return any(reason.code == "storyteller_skip" for reason in self.reasons)

    def reason_codes(self) -> tuple[str, ...]:
        """Return the codes of the skip reasons (for tests and filters)."""
        return tuple(reason.code for reason in self.reasons)


def card_recipients(step: TonightStep, card: Card) -> tuple[str, ...]:
    """Return who sees a card: its recipients, or tonight's chosen player it names (empty until chosen).

    >>> card = Card("this_is_the_demon", "harpy", to_chosen=0)
    >>> card_recipients(TonightStep("harpy", 2, "wakes", "wake", cards=(card,)), card)
    ()
    """
    if card.to:
        return card.to
    if card.to_chosen is not None and step.done:
        players = step.done[-1].players
        if card.to_chosen < len(players):
            return (players[card.to_chosen],)
    return ()
