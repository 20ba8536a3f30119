"""Night rules of the experimental Demons' jinxes (issue 21; resources/characters/jinxes.json), merged into
registry.py with one line per table.

- The Leviathan's and Riot's pick (their jinxes with the Banshee, Farmer, Ravenkeeper and Sage; docs/rules/leviathan.md,
  riot.md): from night 2 the Demon wakes to pick an alive good player it never picked before (`demon_pick`, EVERY_STEP;
  `pick_check`, CHOICE_CHECKS); its step runs just before the first partner's step (MOVES); a picked Banshee is
  attacked by the Demon (`pick_kill`, KILLS: it dies and the Banshee's step gives HAS ABILITY), a picked Farmer,
  Ravenkeeper or Sage acts although alive (`picked_acts`, EVERY_STEP).
- Legion (docs/rules/legion.md): made mid-game (the Engineer, Hatter or Summoner), every other evil player is offered
  to become Legion (`legion_spreads`, OFFERS); with Legion in play the Engineer has no ability and is told on night 1
  that Legion is there (`engineer_with_legion`); a Preacher choosing Legion takes nothing and may be told
  (`preacher_with_legion`); at the evil info the Magician wakes with Legion, who learns only whether one is in play
  (`magician_with_legion`, wraps Demon Info).
- Leviathan with the Hatter and the Pit-Hag (docs/rules/leviathan.md): once day 5 is over nobody becomes the Leviathan:
  the Pit-Hag's pick is checked (`pithag_leviathan_check`, CHARACTER_CHECKS), the Hatter's step says so
  (`hatter_no_leviathan`), and every game refuses a seat turned into the Leviathan then (`leviathan_too_late`,
  Game.check in jinx_demon_rules.py; overridable).
- Kazali with the Bounty Hunter (docs/rules/kazali.md): the deal makes no evil Townsfolk (setup/jinx_demons.py); on
  night 1 the Kazali's and the Bounty Hunter's steps say to make one once the Kazali's Minions are made, if the
  Bounty Hunter is still in play (`kazali_bountyhunter`).
- Al-Hadikhia with the Mastermind (docs/rules/alhadikhia.md): the night after its execution with a working Mastermind,
  the dead Al-Hadikhia wakes to name 3 good players (`alhadikhia_last_night`, `alhadikhia_final_check`); their choices
  end the game (day/hooks_jinx_demons.py).
- Al-Hadikhia with the Scarlet Woman (docs/rules/alhadikhia.md): with two living Al-Hadikhias, the one who was the
  Scarlet Woman is offered the change back (`scarletwoman_reverts`, OFFERS).
- Prompts where the jinx is the Storyteller's hand change (`jinx_prompts`): the Summoner making a second Demon beside
  the Kazali or the Hatter's (the Storyteller picks tonight's deaths), the Summoner summoning a Lord of Typhon (beside
  a Minion; the other neighbour becomes an evil Minion), the Kazali making a Marionette (beside the Kazali), a Demon
  turning into Lil' Monsta at the tea party (it also picks a Minion), the Mayor stopping the riot.
- The Kazali's Marionette sits beside the Demon (`marionette_beside_demon`, Game.check in jinx_demon_rules.py; overridable).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace

from grimoire_app.model.characters import Team
from grimoire_app.systems.botc.events import CharacterAssigned, DeathCause, Event, NightChoice
from grimoire_app.systems.botc.lastnight_jinx_demons import alhadikhia_final
from grimoire_app.systems.botc.rules_jinx_demons import PICKERS, good_only, jinxed, pick_partners, picked_before, uses_picked
from grimoire_app.systems.botc.tonight.draft import StepDraft
from grimoire_app.systems.botc.tonight.jinx_demon_rules import leviathan_closed
from grimoire_app.systems.botc.tonight.impairment import impairment
from grimoire_app.systems.botc.tonight.kills import Attack
from grimoire_app.systems.botc.tonight.plan import Ids
from grimoire_app.systems.botc.tonight.steps_bmr_evil import Offer
from grimoire_app.systems.botc.tonight.values import ChoiceSpec, Reason, Text
from grimoire_app.systems.botc.tonight.view import View


def _names(view: View, characters: Sequence[str]) -> Text:
    texts = [view.character_text(c) for c in characters]
    return Text(", ".join(t.get("ko") for t in texts), ", ".join(t.get("en") for t in texts))


def demon_pick(draft: StepDraft) -> None:
    """From night 2, a jinxed Leviathan or Riot wakes to pick one alive player (docs/rules/leviathan.md, riot.md)."""
    view = draft.view
    if draft.character not in PICKERS or not draft.in_play or view.first or not draft.acting:
        return
    partners = pick_partners(view.game, view.state, draft.character)
    if not partners:
        return
    picker = draft.acting[0].seat
    draft.kind = "wake"
    draft.wakes = [picker]
    draft.chooser = picker
    draft.choose = ChoiceSpec(players=1, living=True)
    code = "jinx_demon_pick" if good_only(partners) else "jinx_demon_pick_any"
    draft.notes.append(view.reason(code, picker, draft.character, candidates=_names(view, partners)))


def pick_check(view: View, chooser: str | None, players: tuple[str, ...]) -> tuple[Reason, ...]:
    """The pick is a good player (but for the Ravenkeeper's jinx alone) never picked on an earlier night."""
    demon = view.seat(chooser).character if chooser else None
    if demon not in PICKERS or not players:
        return ()
    partners = pick_partners(view.game, view.state, demon or "")
    if not partners:
        return ()
    found: list[Reason] = []
    picked = view.seat(players[0])
    if good_only(partners) and picked.alignment != "good":
        found.append(view.reason("jinx_pick_not_good", picked.id, demon))
    if picked.id in picked_before(view.state, demon or ""):
        found.append(view.reason("jinx_pick_again", picked.id, demon))
    return tuple(found)


def pick_kill(view: View, choice: NightChoice) -> list[Attack]:
    """A picked Banshee is attacked by the Demon (it dies and gains its ability); other picks attack nobody."""
    if view.first or not choice.players or "banshee" not in pick_partners(view.game, view.state, choice.character):
        return []
    victim = view.seat(choice.players[0])
    if victim.character != "banshee":
        return []
    return [Attack(victim.id, choice.character, choice.seat, DeathCause(kind="demon", character=choice.character))]


WAITING = frozenset({"not_killed_by_demon", "not_died_tonight", "farmer_not_died"})
"""The skip reasons of a Farmer, Ravenkeeper or Sage who did not die tonight: a jinxed pick lifts them."""


def picked_acts(draft: StepDraft) -> None:
    """A Farmer, Ravenkeeper or Sage picked tonight by a jinxed Leviathan or Riot acts although alive."""
    view = draft.view
    character = draft.character or ""
    if character not in ("farmer", "ravenkeeper", "sage") or view.first:
        return
    actors = []
    for actor in draft.actors:
        codes = {reason.code for reason in actor.skipped}
        pick = uses_picked(view.game, view.state, actor.seat, character) if codes and codes <= WAITING else None
        if pick is None:
            actors.append(actor)
            continue
        demon = pick.character
        if impairment(view, pick.seat):  # a drunk or poisoned Demon's pick does nothing
            actors.append(replace(actor, skipped=(view.reason("jinx_pick_impaired", pick.seat, demon),)))
            continue
        impaired = impairment(view, actor.seat)
        if impaired and character == "farmer":
            actors.append(replace(actor, skipped=(view.reason("impaired_nothing", actor.seat, "farmer"),)))
            continue
        actors.append(replace(actor, skipped=(), impaired=impaired))
        draft.notes.append(view.reason("jinx_picked_acts", actor.seat, demon, candidates=view.character_text(character)))
    draft.actors = actors


def _move_before(demon: str) -> Callable[[View, Sequence[str]], str | None]:
    """Return the rule placing a jinxed Leviathan's (Riot's) step just before its first partner's step."""

    def before(view: View, order: Sequence[str]) -> str | None:
        if view.first:
            return None
        partners = pick_partners(view.game, view.state, demon)
        return next((step for step in order if step in partners), None)

    return before


# --- Legion (docs/rules/legion.md) ----------------------------------------------------------------

LEGION_MAKERS = ("engineer", "hatter", "summoner")
"""Characters whose jinx with Legion turns every evil player into Legion when Legion is made mid-game."""


def legion_spreads(view: View, ids: Ids) -> list[Offer]:
    """Legion made tonight (a seat became Legion during this night): each other evil player is offered to become Legion."""
    if not any(jinxed(view.game, view.state, "legion", maker) for maker in LEGION_MAKERS):
        return []
    tonight = view.starts.get(view.tonight)
    made = [s for s in view.state.seats if s.character == "legion" and tonight is not None and view.gained_at.get(s.id, -1) >= tonight]
    if not made:
        return []
    offers: list[Offer] = []
    for seat in view.state.seats:
        if seat.alignment == "evil" and seat.character != "legion" and view.team(seat) not in (None, Team.TRAVELLER):
            events: tuple[Event, ...] = (CharacterAssigned(seat=seat.id, character="legion", alignment="evil"),)
            offers.append((seat.id, events, view.reason("legion_spreads", seat.id, "legion"), "legion"))
    return offers


def _legion_in_play(view: View) -> bool:
    return view.in_play("legion")


def engineer_with_legion(draft: StepDraft) -> None:
    """With Legion in play the Engineer has no ability; on night 1 it is told that Legion is in play."""
    view = draft.view
    if draft.character != "engineer" or not draft.in_play or not _legion_in_play(view) or not jinxed(view.game, view.state, "legion", "engineer"):
        return
    if view.first:
        draft.choose = ChoiceSpec()
        draft.notes.append(view.reason("engineer_legion_told", draft.acting[0].seat if draft.acting else None, "legion"))
    else:
        draft.skip(view.reason("engineer_legion", character="legion"))


def preacher_with_legion(draft: StepDraft) -> None:
    """The Preacher choosing a Legion takes no ability from it; the Storyteller may tell the Preacher it is Legion."""
    view, choice = draft.view, draft.last_choice
    if draft.character != "preacher" or choice is None or not choice.players or not jinxed(view.game, view.state, "legion", "preacher"):
        return
    chosen = view.seat(choice.players[0])
    if chosen.character != "legion":
        return
    draft.notes = [note for note in draft.notes if note.code != "preacher_may_register"]
    draft.notes.append(view.reason("preacher_legion", chosen.id, "legion"))


def magician_with_legion(hook: Callable[[StepDraft], None]) -> Callable[[StepDraft], None]:
    """Wrap Demon Info: with Legion and a Magician in play, the Magician wakes with Legion, who learns only whether one is
    in play (the Magician may register as evil)."""

    def asked(draft: StepDraft) -> None:
        hook(draft)
        view = draft.view
        if draft.reasons or not _legion_in_play(view) or not jinxed(view.game, view.state, "legion", "magician"):
            return
        magicians = [s.id for s in view.state.seats if s.character == "magician" and s.alive]
        if magicians:
            draft.wakes = [*(draft.wakes or []), *magicians]
            hidden = set(magicians)  # Legion learns whether, never who (the Magician's own mixing is undone)
            draft.cards = [replace(card, players=tuple(p for p in card.players if p not in hidden)) for card in draft.cards]
            draft.notes.append(view.reason("legion_magician", magicians[0], "legion"))

    return asked


# --- the Leviathan after day 5 (docs/rules/leviathan.md; its Game.check rule is in jinx_demon_rules.py) ----


def pithag_leviathan_check(view: View, chooser: str | None, characters: tuple[str, ...]) -> tuple[Reason, ...]:
    """The Pit-Hag may not make a Leviathan once day 5 is over."""
    if "leviathan" in characters[:1] and leviathan_closed(view.game, view.state):
        return (view.reason("leviathan_too_late", character="leviathan"),)
    return ()


def hatter_no_leviathan(draft: StepDraft) -> None:
    """At a running tea party after day 5: nobody may become the Leviathan."""
    view = draft.view
    if draft.character == "hatter" and draft.in_play and not draft.reasons and leviathan_closed(view.game, view.state):
        draft.notes.append(view.reason("hatter_no_leviathan", character="leviathan"))


# --- the Kazali and the Bounty Hunter (docs/rules/kazali.md) ---------------------------------------


def kazali_bountyhunter(draft: StepDraft) -> None:
    """Night 1, the Kazali and a Bounty Hunter in play, no evil Townsfolk yet: make one after the Kazali's picks."""
    view = draft.view
    if draft.character not in ("kazali", "bountyhunter") or not view.first or draft.reasons:
        return
    if not (view.in_play("kazali") and view.in_play("bountyhunter")) or not jinxed(view.game, view.state, "kazali", "bountyhunter"):
        return
    townsfolk = [s for s in view.state.seats if view.team(s) == Team.TOWNSFOLK and s.character != "bountyhunter"]
    if any(s.alignment == "evil" for s in townsfolk):
        return
    hunter = next(s.id for s in view.state.seats if s.character == "bountyhunter")
    draft.notes.append(view.reason("kazali_bountyhunter", hunter, "bountyhunter"))


# --- the Al-Hadikhia and the Mastermind (docs/rules/alhadikhia.md) --------------------------------


def _last_night(view: View) -> str | None:
    """Return the Al-Hadikhia's seat when tonight is its last night under the Mastermind jinx."""
    final = alhadikhia_final(view.game)
    return final[1] if final is not None and final[0] == view.night else None


def alhadikhia_last_night(draft: StepDraft) -> None:
    """The executed Al-Hadikhia wakes although dead to name 3 good players; their choices decide the game."""
    view = draft.view
    if draft.character != "alhadikhia":
        return
    seat = _last_night(view)
    if seat is None:
        return
    draft.actors = [replace(a, skipped=(), impaired=()) if a.seat == seat else a for a in draft.actors]
    draft.reasons = []
    draft.kind = "wake"
    draft.choose = ChoiceSpec(players=3)
    draft.notes.append(view.reason("alhadikhia_last_night", seat, "alhadikhia"))


def alhadikhia_final_check(view: View, chooser: str | None, players: tuple[str, ...]) -> tuple[Reason, ...]:
    """On its last night the Al-Hadikhia names good players only."""
    if _last_night(view) is None:
        return ()
    return tuple(view.reason("alhadikhia_not_good", p, "alhadikhia") for p in players if view.seat(p).alignment != "good")


# --- prompts: the jinxes that change the Storyteller's hand ------------------------------------------


def _living_demons(view: View) -> list[str]:
    return [s.id for s in view.state.seats if view.team(s) == Team.DEMON and view.really_alive(s)]


def _summoner_prompts(draft: StepDraft) -> None:
    view = draft.view
    if view.night != 3:
        return
    game, state = view.game, view.state
    if _living_demons(view) and any(jinxed(game, state, "summoner", other) for other in ("kazali", "hatter")):
        draft.notes.append(view.reason("summoner_second_demon", character="summoner"))
    if jinxed(game, state, "summoner", "lordoftyphon"):
        draft.notes.append(view.reason("summoner_lordoftyphon", character="lordoftyphon"))
        choice = draft.last_choice
        if choice is not None and choice.players and choice.characters[:1] == ("lordoftyphon",):
            beside = state.nearest_each_way(choice.players[0], lambda s: True)
            names = ", ".join(s.name for s in beside)
            draft.notes.append(view.reason("summoned_lordoftyphon_line", choice.players[0], "lordoftyphon", players=names))


def jinx_prompts(draft: StepDraft) -> None:
    """Notes at the steps where a Demon's jinx changes what the Storyteller does by hand (docs/rules/<id>.md Jinxes)."""
    view = draft.view
    if not draft.in_play or draft.reasons:
        return
    game, state = view.game, view.state
    if draft.character == "summoner" and not view.first:
        _summoner_prompts(draft)
    elif draft.character == "kazali" and view.first and jinxed(game, state, "kazali", "marionette"):
        draft.notes.append(view.reason("kazali_marionette", draft.acting[0].seat if draft.acting else None, "marionette"))
    elif draft.character == "hatter" and jinxed(game, state, "hatter", "lilmonsta"):
        draft.notes.append(view.reason("hatter_lilmonsta", character="lilmonsta"))
    elif draft.character == "riot" and view.night >= 3 and jinxed(game, state, "riot", "mayor") and any(s.alive for s in state.seats if s.character == "mayor"):
        draft.notes.append(view.reason("riot_mayor", character="mayor"))


EVERY_STEP = (
    demon_pick, picked_acts, engineer_with_legion, preacher_with_legion, hatter_no_leviathan, kazali_bountyhunter,
    alhadikhia_last_night, jinx_prompts,
)

def _was_scarletwoman(view: View, seat_id: str) -> bool:
    """Whether the seat became its character from the Scarlet Woman during play."""
    game = view.game
    for index, event in enumerate(game.events):
        if isinstance(event, CharacterAssigned) and event.seat == seat_id and index > 0:
            before = next((s for s in game.state_at(index).seats if s.id == seat_id), None)
            if before is not None and before.character == "scarletwoman" and game.state_at(index).phase.kind != "setup":
                return True
    return False


def scarletwoman_reverts(view: View, ids: Ids) -> list[Offer]:
    """Two living Al-Hadikhias: the one who was the Scarlet Woman becomes the Scarlet Woman again (their jinx)."""
    living = [s for s in view.state.seats if s.character == "alhadikhia" and view.really_alive(s)]
    if len(living) < 2 or not jinxed(view.game, view.state, "alhadikhia", "scarletwoman"):
        return []
    offers: list[Offer] = []
    for seat in living:
        if _was_scarletwoman(view, seat.id):
            events: tuple[Event, ...] = (CharacterAssigned(seat=seat.id, character="scarletwoman", alignment="evil"),)
            offers.append((seat.id, events, view.reason("scarletwoman_reverts", seat.id, "scarletwoman"), "scarletwoman"))
    return offers


OFFERS: dict[str, Callable[[View, Ids], list[Offer]]] = {"legion_spreads": legion_spreads, "scarletwoman_reverts": scarletwoman_reverts}

CHARACTER_CHECKS: dict[str, Callable[[View, str | None, tuple[str, ...]], tuple[Reason, ...]]] = {"pithag": pithag_leviathan_check}

CHOICE_CHECKS: dict[str, Callable[[View, str | None, tuple[str, ...]], tuple[Reason, ...]]] = {demon: pick_check for demon in PICKERS}
CHOICE_CHECKS["alhadikhia"] = alhadikhia_final_check

KILLS: dict[str, Callable[[View, NightChoice], list[Attack]]] = {demon: pick_kill for demon in PICKERS}

MOVES: dict[str, Callable[[View, Sequence[str]], str | None]] = {demon: _move_before(demon) for demon in PICKERS}
"""Steps a jinx runs earlier: the id of the step it now runs just before (None: where the order puts it)."""

__all__ = ["CHOICE_CHECKS", "EVERY_STEP", "KILLS", "MOVES"]
