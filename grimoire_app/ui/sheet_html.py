"""HTML for the character sheet and night sheets: pure functions of the script, shared by the
window (QTextBrowser) and printing (ui/export/sheets.py). No Qt here."""

from __future__ import annotations

from html import escape

from grimoire_app import paths
from grimoire_app.model.bundled_scripts import script_title
from grimoire_app.i18n import tr
from grimoire_app.model import Library, Script, night_order, step_name, step_text
from grimoire_app.model.characters import PLAYER_TEAMS, Character, Lang, Team
from grimoire_app.model.night import Night
from grimoire_app.systems.botc.setup.loric import house_rules
from grimoire_app.ui.metrics import TEAM_COLOURS

STYLE = """
<style>
 body { font-size: 10.5pt; }
 h2 { margin: 10px 0 4px 0; font-size: 13pt; }
 h3 { margin: 12px 0 2px 0; font-size: 11.5pt; }
 .name { font-weight: bold; }
 .ability { margin: 0 0 6px 0; }
 .missing { color: #777; font-style: italic; }
 .step { margin: 0 0 7px 0; }
 .special { color: #555; }
 .jinx { margin: 0 0 4px 0; }
</style>
"""


def character_sheet_html(script: Script, library: Library, lang: Lang) -> str:
    """Return the script's character sheet: name, author, each type with abilities, then jinxes."""
    parts = [STYLE, f"<h2>{escape(script_title(script, lang, paths.resources_dir()))}</h2>"]
    if script.meta.author:
        parts.append(f"<div class='special'>{escape(tr('sheet.by', lang, author=script.meta.author))}</div>")
    teams = list(PLAYER_TEAMS) + [t for t in Team if t not in PLAYER_TEAMS and script.of_team(t)]
    for team in teams:
        parts.append(_team_section(team, script.of_team(team), library, lang))
    parts.append(_jinx_section(script, library, lang))
    parts.append(_house_rules_section(script, lang))
    return "".join(parts)


def night_sheet_html(
    script: Script, library: Library, night: Night, lang: Lang, players: int | None, title: str | None = None
) -> str:
    """Return one night's sheet: numbered steps with names and how-to-run lines.

    `title` replaces the plain "First night" heading (the printed sheet names the script too).
    """
    parts = [STYLE, f"<h2>{escape(title or tr('night.' + night, lang))}</h2>"]
    for number, step in enumerate(night_order(script, library, night, players), 1):
        text = step_text(step, library, night, lang)
        colour = TEAM_COLOURS[step.character.team.value] if step.character else "#555555"
        shown = escape(text) if text else f"<span class='missing'>{escape(tr('night.no_text', lang))}</span>"
        parts.append(
            f"<p class='step'><b>{number}.</b> <span class='name' style='color:{colour}'>"
            f"{escape(step_name(step, library, lang))}</span><br>{shown}</p>"
        )
    return "".join(parts)


def _team_section(team: Team, characters: tuple[Character, ...], library: Library, lang: Lang) -> str:
    if not characters:
        return ""
    colour = TEAM_COLOURS[team.value]
    rows = [f"<h3 style='color:{colour}'>{escape(tr('team.' + team.value, lang))}</h3>"]
    for character in characters:
        ability = library.ability(character, lang)
        shown = escape(ability) if ability else f"<span class='missing'>{escape(tr('card.no_ability_text', lang))}</span>"
        rows.append(f"<p class='ability'><span class='name'>{escape(library.name(character, lang))}</span> — {shown}</p>")
    return "".join(rows)


def _jinx_section(script: Script, library: Library, lang: Lang) -> str:
    jinxes = library.jinxes_among(script.ids)
    if not jinxes:
        return ""
    rows = [f"<h3>{escape(tr('sheet.jinxes', lang))}</h3>"]
    for jinx in jinxes:
        names = " + ".join(library.name(library.get(c), lang) for c in jinx.characters)
        rows.append(f"<p class='jinx'><b>{escape(names)}</b>: {escape(jinx.text(lang))}</p>")
    return "".join(rows)


def _house_rules_section(script: Script, lang: Lang) -> str:
    """The script's house rules (the Bootlegger's `_meta.bootlegger`, docs/rules/bootlegger.md), after the jinxes."""
    rules = house_rules(script)
    if not rules:
        return ""
    rows = [f"<h3>{escape(tr('sheet.house_rules', lang))}</h3>"]
    rows += [f"<p class='jinx'>• {escape(rule)}</p>" for rule in rules]
    return "".join(rows)
