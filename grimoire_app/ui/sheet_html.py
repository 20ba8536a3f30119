"""HTML for the character sheet and night sheets: pure functions of the script, shared by the
window (QTextBrowser) and printing (ui/export/sheets.py). No Qt here.

The printed character sheet is laid out like the official one (issue 18): two columns of characters under
each type's heading (the four teams, then Travellers, Fabled and Loric), the jinxes naming both characters
(the official ones and the script's own), the house rules (`_meta.bootlegger`, with or without the
Bootlegger chosen), and a "*Not the first night" footnote when an ability carries the star. Texts are
rendered from the script markup (ui/sheet_markup.py): `:reminder:` as a token mark, `*TOKEN*` in bold caps.
The printed night order puts both nights side by side on one page (`night_order_html`).
"""

from __future__ import annotations

import re
from html import escape, unescape

from grimoire_app import paths
from grimoire_app.model.bundled_scripts import script_title
from grimoire_app.i18n import tr
from grimoire_app.model import Library, Script, night_order, step_name, step_text
from grimoire_app.model.characters import PLAYER_TEAMS, Character, Jinx, Lang, Team
from grimoire_app.model.night import Night, NightStep
from grimoire_app.systems.botc.fabled_applied.djinn import script_jinxes
from grimoire_app.systems.botc.setup.loric import house_rules
from grimoire_app.ui.metrics import TEAM_COLOURS
from grimoire_app.ui.sheet_markup import markup_html, not_first_night

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
 .foot { color: #555; margin: 8px 0 0 0; }
</style>
"""

PRINT_POINT_SIZE = 8.5
"""The printed sheets' text size when nothing asks for another (ui/export/sheets.py picks the largest that fits)."""


def print_style(point_size: float = PRINT_POINT_SIZE) -> str:
    """Return the printed sheets' style: text at `point_size`, tight spacing (one style per document)."""
    return f"""
<style>
 h2 {{ margin: 0; font-size: 12pt; }}
 h3 {{ margin: 4px 0 0 0; font-size: 9.5pt; }}
 p, div {{ font-size: {point_size}pt; line-height: 94%; }}
 .name {{ font-weight: bold; }}
 .ability {{ margin: 0 0 1px 0; }}
 .missing {{ color: #777; font-style: italic; }}
 .order {{ margin: 0 0 1px 0; }}
 .step {{ margin: 0 0 4px 0; }}
 .special {{ color: #555; }}
 .jinx {{ margin: 0 0 2px 0; }}
 .foot {{ color: #555; margin: 6px 0 0 0; }}
</style>
"""


COLUMN_TABLE = "<table width='100%' cellspacing='0' cellpadding='1'>"


def character_sheet_html(
    script: Script, library: Library, lang: Lang, columns: int = 1, point_size: float = PRINT_POINT_SIZE
) -> str:
    """Return the script's character sheet: name, author, each type with abilities, jinxes, house rules, footnote.

    `columns` 2 flows the types and their characters into two columns, as the printed sheet does, its text at
    `point_size`.
    """
    parts = [STYLE if columns == 1 else print_style(point_size), f"<h2>{escape(script_title(script, lang, paths.resources_dir()))}</h2>"]
    if script.meta.author:
        parts.append(f"<div class='special'>{escape(tr('sheet.by', lang, author=script.meta.author))}</div>")
    teams = list(PLAYER_TEAMS) + [t for t in Team if t not in PLAYER_TEAMS and script.of_team(t)]
    blocks = [block for team in teams for block in _team_section(team, script.of_team(team), library, lang)]
    blocks += _jinx_blocks(script, library, lang) + _house_rules_blocks(script, lang)
    if any(not_first_night(library.ability(c, lang) or "") for c in script.characters):
        blocks.append(f"<p class='foot'>{escape(tr('sheet.not_first_night', lang))}</p>")
    parts.append("".join(blocks) if columns == 1 else two_columns(blocks, COLUMN_WIDTH_PT / point_size))
    return "".join(parts)


def night_sheet_html(
    script: Script, library: Library, night: Night, lang: Lang, players: int | None, title: str | None = None,
    printed: bool = False, point_size: float = PRINT_POINT_SIZE,
) -> str:
    """Return one night's sheet: numbered steps with names and how-to-run lines.

    `title` replaces the plain "First night" heading (the printed sheet names the script too); `printed` sets it in
    the printed sheet's type at `point_size` (one document holds one style).
    """
    parts = [print_style(point_size) if printed else STYLE, f"<h2>{escape(title or tr('night.' + night, lang))}</h2>"]
    for number, step in enumerate(night_order(script, library, night, players), 1):
        text = step_text(step, library, night, lang)
        shown = markup_html(text) if text else f"<span class='missing'>{escape(tr('night.no_text', lang))}</span>"
        parts.append(f"<p class='step'><b>{number}.</b> {_step_name(step, library, lang)}<br>{shown}</p>")
    return "".join(parts)


def night_order_html(
    script: Script, library: Library, lang: Lang, players: int | None, title: str, point_size: float = PRINT_POINT_SIZE
) -> str:
    """Return the printed night order: the first night and the other nights side by side, numbered names."""
    cells = []
    for night in ("first", "other"):
        rows = [f"<h3>{escape(tr('night.' + night, lang))}</h3>"]
        for number, step in enumerate(night_order(script, library, night, players), 1):
            rows.append(f"<p class='order'><b>{number}.</b> {_step_name(step, library, lang)}</p>")
        cells.append(f"<td width='50%' valign='top'>{''.join(rows)}</td>")
    return f"{print_style(point_size)}<h2>{escape(title)}</h2>{COLUMN_TABLE}<tr>{''.join(cells)}</tr></table>"


def _step_name(step: NightStep, library: Library, lang: Lang) -> str:
    colour = TEAM_COLOURS[step.character.team.value] if step.character else "#555555"
    return f"<span class='name' style='color:{colour}'>{escape(step_name(step, library, lang))}</span>"


def _team_section(team: Team, characters: tuple[Character, ...], library: Library, lang: Lang) -> list[str]:
    """The type's heading glued to its first character, then one block per further character."""
    if not characters:
        return []
    colour = TEAM_COLOURS[team.value]
    heading = f"<h3 style='color:{colour}'>{escape(tr('team.' + team.value, lang))}</h3>"
    entries = [_ability_entry(character, library, lang) for character in characters]
    return [heading + entries[0], *entries[1:]]


def two_columns(blocks: list[str], column_ems: float = 50.0) -> str:
    """Return the blocks flowed into two columns, as the printed sheet lays them out: the left one down to the
    split that best balances the two by their estimated height (`column_ems`: ems on a line), the rest on the right.

    >>> html = two_columns(["<p>Ann</p>", "<p>Bob</p>", "<p>Cat</p>"])
    >>> html.count("<td"), html.index("Ann") < html.index("</td>") < html.index("Cat")
    (3, True)
    """
    heights = [_height(block, column_ems) for block in blocks]
    total = sum(heights)
    best, split, running = total, len(blocks), 0.0
    for index, height in enumerate(heights):
        running += height
        taller = max(running, total - running)
        if taller < best:
            best, split = taller, index + 1
    cells = ("".join(blocks[:split]), "".join(blocks[split:]))
    gap = "<td width='3%'></td>"
    return f"{COLUMN_TABLE}<tr><td width='48%' valign='top'>{cells[0]}</td>{gap}<td width='49%' valign='top'>{cells[1]}</td></tr></table>"


COLUMN_WIDTH_PT = 232.0
"""One printed column's width in points (A4 with 2 cm margins, two columns); divided by the text size, the ems a
line holds."""


def _height(block: str, column_ems: float) -> float:
    """Estimate a block's height in lines: its text's width in ems (Hangul a whole em, others about half), wrapped
    to the column, plus a line per heading and paragraph gap."""
    text = re.sub(r"<[^>]*>", "", block)
    ems = sum(1.0 if ord(char) >= 0x1100 else 0.5 for char in unescape(text))
    return -(-ems // column_ems) + 1.5 * block.count("<h3") + 0.3


def _ability_entry(character: Character, library: Library, lang: Lang) -> str:
    ability = library.ability(character, lang)
    shown = markup_html(ability) if ability else f"<span class='missing'>{escape(tr('card.no_ability_text', lang))}</span>"
    return f"<p class='ability'><span class='name'>{escape(library.name(character, lang))}</span> — {shown}</p>"


def _jinx_blocks(script: Script, library: Library, lang: Lang) -> list[str]:
    """The script's jinxes (official, then its own homebrew ones: `script_jinxes`), each under both characters' names."""
    jinxes = script_jinxes(script, library)
    rows = [f"<p class='jinx'><b>{escape(jinx_names(jinx, script, library, lang))}</b>: {markup_html(jinx.text(lang))}</p>" for jinx in jinxes]
    return [f"<h3>{escape(tr('sheet.jinxes', lang))}</h3>{rows[0]}", *rows[1:]] if rows else []


def jinx_names(jinx: Jinx, script: Script, library: Library, lang: Lang) -> str:
    """Return "A + B": the jinx's two characters by name (the script's homebrew ones by the script's name)."""
    names = []
    for character_id in jinx.characters:
        character = script.character(character_id) or library.find(character_id)
        names.append(library.name(character, lang) if character is not None else character_id)
    return " + ".join(names)


def _house_rules_blocks(script: Script, lang: Lang) -> list[str]:
    """The script's house rules (`_meta.bootlegger`, docs/rules/bootlegger.md), after the jinxes, with or without the
    Bootlegger chosen (the official sheet prints them too)."""
    rows = [f"<p class='jinx'>• {markup_html(rule)}</p>" for rule in house_rules(script)]
    return [f"<h3>{escape(tr('sheet.house_rules', lang))}</h3>{rows[0]}", *rows[1:]] if rows else []
