"""Information of the Travellers who act at night (issue 17): the Harlot's look at a character.

docs/rules/harlot.md: the Harlot picks a living player; only if that player agrees does the
Harlot learn their character (registration applies, as for the Ravenkeeper). A refusal is
recorded as the choice's option "refuses" and then nothing is learned.
"""

from __future__ import annotations

from grimoire_app.systems.botc.info.context import Context
from grimoire_app.systems.botc.info.registered import registration_whys
from grimoire_app.systems.botc.info.registry import Answer, Truth, info_rule, why


def _agreed(ctx: Context) -> bool:
    """The picked player did not refuse (the option of tonight's Harlot choice; none recorded yet: asked)."""
    choice = ctx.table.choice(ctx.holder.id, "harlot")
    return choice is None or choice.text != "refuses"


@info_rule("harlot", applies=_agreed)
def harlot(ctx: Context) -> Truth:
    """The agreeing player's character; a Spy or a Recluse may be shown as what it registers as (docs/rules/harlot.md)."""
    chosen = ctx.state.seat(ctx.choice[0])
    domain: tuple[Answer, ...] = tuple(dict.fromkeys((*ctx.table.script_characters(), *((chosen.character,) if chosen.character else ()))))
    if chosen.character is None:
        return Truth(domain, (), None, (why(ctx.table, "undertaker_no_character", player=chosen.name),))
    reason = why(ctx.table, "harlot", player=chosen.name, characters={"character": chosen.character})
    others = ctx.table.seen(chosen).characters[1:]
    extra = registration_whys(ctx.table, [chosen], "character")
    return Truth(domain, (chosen.character,), chosen.character, (reason, *extra), registered=others)
