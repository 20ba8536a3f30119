"""The Demon holding the good ability a Boffin gave it (docs/rules/boffin.md), as a holding of the night sheet.

Every Demon holds the gift besides its own ability (via "boffin", registered in held.HELD_BY_ANY), so the gift's own
step wakes the Demon with that step's choice, cards, information, reminders and kills like any holder. Impairment
follows the Boffin's seat, not the Demon's: the holding is never drunk or poisoned by the Demon's own tokens, and it
is lost (the Demon sleeps through the step, `boffin_lost`) while the Boffin is dead, drunk or poisoned.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimoire_app.model.characters import Team
from grimoire_app.systems.botc.boffin import BOFFIN, PICKERS, Gift, gift_in, gift_works
from grimoire_app.systems.botc.state import Seat
from grimoire_app.systems.botc.tonight.holding import Holder
from grimoire_app.systems.botc.tonight.values import Reason

if TYPE_CHECKING:
    from grimoire_app.systems.botc.tonight.view import View


def boffin_gift(view: View) -> tuple[Gift, int] | None:
    """Return the gift of a Boffin still in play up to this night's end, with the index of the pick's event."""
    picks = view.choices_of(BOFFIN)  # looked up in the game's index, not scanned (issue 20)
    found = gift_in(choice for _, _, choice in picks)
    if found is None or view.state.seat(found.boffin).character not in PICKERS:
        return None
    index = max(i for i, _, choice in picks if choice.characters)
    return found, index


def boffin_holders(view: View, seat: Seat) -> list[Holder]:
    """A Demon holds the Boffin's gift besides its own ability (from the pick, or from when it became the Demon)."""
    if view.team(seat) != Team.DEMON:
        return []
    found = boffin_gift(view)
    if found is None or found[0].character == seat.character:
        return []
    since = max(found[1], view.gained_at.get(seat.id, -1))
    return [Holder(seat.id, found[0].character, "boffin", since)]


def boffin_lost(view: View, holder: Holder) -> Reason | None:
    """Why a Demon's Boffin holding does not work now (the Boffin is dead, drunk or poisoned), or None when it works."""
    if holder.via != "boffin":
        return None
    found = boffin_gift(view)
    if found is None:
        return None
    if gift_works(view.judge, found[0]):
        return None
    return view.reason("boffin_lost", found[0].boffin, holder.character)


def holder_works(view: View, holder: Holder) -> bool:
    """Whether a Demon's Boffin holding works now: the Demon can act and the Boffin functions."""
    return view.able(view.seat(holder.seat)) and boffin_lost(view, holder) is None


HELD_BY_ANY = (boffin_holders,)
