"""The Boffin's gift by day (docs/rules/boffin.md): a prompt at each dawn, since by-day and passive abilities are the
Storyteller's to run for the Demon (the day rules read those from a seat's own character).

At dawn, while a Boffin's gift exists: the living Demons hold the given ability today (variant `holds`), or the gift is
lost for now because the Boffin is dead, drunk or poisoned (variant `lost`). Information only: nothing is proposed.
"""

from __future__ import annotations

from grimoire_app.model.characters import Team
from grimoire_app.systems.botc.boffin import gift, gift_works
from grimoire_app.systems.botc.day.triggers import Fire, Trigger
from grimoire_app.systems.botc.events import PhaseAdvanced
from grimoire_app.systems.botc.info.reliability import Judge


def boffin_day_gift(f: Fire) -> Trigger | None:
    """Every dawn with a Boffin's gift: say which Demon holds which good ability today, or that it is lost for now."""
    event, after = f.event, f.after
    if not isinstance(event, PhaseAdvanced) or event.to.kind != "day" or after is None:
        return None
    found = gift(after.state, after.game)
    demons = [s for s in after.state.seats if after.team(s) == Team.DEMON and s.alive]
    if found is None or not demons:
        return None
    character = after.game.character(found.character)
    names = {lang: after.game.library.name(character, lang) if character else found.character for lang in ("ko", "en")}
    variant = "holds" if gift_works(Judge(after.state, after.game), found) else "lost"
    boffin = after.seat(found.boffin)
    return f.trigger(variant, seat=boffin.id, player=", ".join(s.name for s in demons), boffin=boffin.name,
                     character_ko=names["ko"], character_en=names["en"])


HOOKS = {"boffin.day_gift": boffin_day_gift}
"""Trigger hooks of this module, by rule id (registry.HOOKS takes them in one line)."""
