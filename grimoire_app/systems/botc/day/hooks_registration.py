"""Registration by day for the base editions' end-of-game checks (issue 16, info/registration.py).

The Klutz: when its public choice names a player who may register as the other alignment (a
sober Recluse may register as evil, a sober Spy as good), whether the Klutz's team loses is the
Storyteller's choice, not the real alignment. The trigger asks; the Storyteller picks the player
to have them count as evil or picks nobody. The pick is recorded as the Storyteller's ruling: the
same choice again with the text KLUTZ_EVIL; the win rule (day/wins.py klutz_chose_evil) then reads
that ruling instead of the real alignment, so the game end goes through the usual victory prompt.
The Gambler (day/hooks_acts.py asks `guess_may_go_either_way`): a guess about a player who may
register as another character (the Spy guessed as the Spy, or as a Townsfolk it may register as)
may be judged right or wrong: the Storyteller picks the Gambler to have it die, or nobody.
Spec 2.2 Klutz and 4.1 Gambler (/work/shared/spec/characters.md), docs/rules/recluse.md and spy.md.
"""

from __future__ import annotations

from grimoire_app.systems.botc.day.acts import act_of
from grimoire_app.systems.botc.day.facts import Moment
from grimoire_app.systems.botc.day.triggers import Choice, Fire, Trigger
from grimoire_app.systems.botc.commands import kill
from grimoire_app.systems.botc.events import Event, PublicAct
from grimoire_app.systems.botc.game import Game
from grimoire_app.systems.botc.info.registration import Sight
from grimoire_app.systems.botc.state import Seat

KLUTZ_EVIL = "registers evil"
"""The text of the Storyteller's ruling act: the Klutz's chosen player registers as evil."""


def klutz_chosen_misregisters(m: Moment, act: PublicAct) -> Seat | None:
    """Return the Klutz's chosen player when it may register as the other alignment now (else None)."""
    klutz = m.find(act.seat)
    if act.act != "klutz_choice" or klutz is None or klutz.character != "klutz" or not act.players:
        return None
    chosen = m.find(act.players[0])
    if chosen is None or len(Sight(m.game, m.state, m.impaired).alignments(chosen)) < 2:
        return None
    return chosen


def klutz_registration(f: Fire) -> Trigger | None:
    """The Klutz chose a Recluse or a Spy: ask the Storyteller whether that player registers as evil.

    Two trigger ids share this hook, one per character that registers falsely (recluse.klutz_choice,
    spy.klutz_choice): the rule is the Recluse's or the Spy's, so it is asked only where one is relevant.
    """
    act = act_of(f.event)
    if act is None or act.text == KLUTZ_EVIL:
        return None
    chosen = klutz_chosen_misregisters(f.m, act)
    klutz = f.m.find(act.seat)
    if chosen is None or klutz is None or chosen.character != f.spec.character or not f.m.functioned_at_death(klutz.id):
        return None
    return f.trigger(seat=klutz.id, choice=Choice("players", (chosen.id,)), player=klutz.name, other=chosen.name)


def klutz_registration_resolve(game: Game, trigger: Trigger, picked: tuple[str, ...]) -> tuple[Event, ...]:
    """The Storyteller picked the chosen player: record the ruling that it registers as evil (the win rule reads it)."""
    if not picked or trigger.seat is None:
        return ()
    return (PublicAct(act="klutz_choice", seat=trigger.seat, players=picked[:1], text=KLUTZ_EVIL),)


def klutz_ruled_evil(m: Moment, act: PublicAct) -> bool | None:
    """Whether a Klutz's chosen player counts as evil: None when it may misregister (the ruling decides), else its real alignment."""
    if act.text == KLUTZ_EVIL:
        return True
    if klutz_chosen_misregisters(m, act) is not None:
        return None
    chosen = m.find(act.players[0]) if act.players else None
    return chosen is not None and chosen.alignment == "evil"


def guess_may_go_either_way(m: Moment, target: Seat, guessed: str) -> bool:
    """Whether a guess of the target's character may be judged either way by registration (the Gambler's)."""
    seen = Sight(m.game, m.state, m.impaired).seen(target)
    return seen.by is not None and guessed in seen.characters


def gambler_resolve(game: Game, trigger: Trigger, picked: tuple[str, ...]) -> tuple[Event, ...]:
    """The Storyteller judged the guess wrong (picked the Gambler): it dies by its own ability."""
    return tuple(kill(seat, "ability", "gambler") for seat in picked)
