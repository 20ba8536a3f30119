"""The character page's problems said in the UI's language (issue 19 point 5).

The setup distribution reports its problems in English with character ids (the CLI and logs read them). The
wizard says them again from what they concern: a team whose count is wrong (too many chosen, counts pushed below
zero, or the script short of characters), two characters that can never both be in play, or a character whose
setup rule cannot apply; the modifier's own Korean text is used where the distribution recorded one.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

from grimoire_app.i18n import tr
from grimoire_app.model.characters import Lang, Team
from grimoire_app.model.errors import Problem
from grimoire_app.model.library import Library
from grimoire_app.model.script import Script
from grimoire_app.systems.botc.setup.distribution import Distribution


def pick_problem_lines(dist: Distribution, chosen: Mapping[Team, int], script: Script, library: Library, lang: Lang) -> list[str]:
    """Return one line per problem of the distribution, in `lang`, naming teams and characters in words."""
    if lang != "ko":
        return [str(problem) for problem in dist.problems]

    def name(character_id: str) -> str:
        found = script.character(character_id) or library.find(character_id)
        return library.name(found, lang) if found else character_id

    lines: list[str] = []
    for problem in dist.problems:
        line = _line(problem, dist, chosen, name, lang)
        if line not in lines:
            lines.append(line)
    return lines


def _line(problem: Problem, dist: Distribution, chosen: Mapping[Team, int], name: Callable[[str], str], lang: Lang) -> str:
    teams = {team.value: team for team in chosen}
    where = problem.where
    if where in teams:
        team = teams[where]
        label, target = tr("team." + team.value, lang), dist.counts.of(team)
        if target < 0:
            return tr("wizard.pick.problem.negative", lang, team=label)
        if chosen[team] > target:
            return tr("wizard.pick.problem.too_many", lang, team=label, chosen=chosen[team], target=target)
        return tr("wizard.pick.problem.script_short", lang, team=label, target=target)
    if ", " in where:
        first, second = where.split(", ", 1)
        return tr("wizard.pick.problem.exclusive", lang, first=name(first), second=name(second))
    modifier = dist.modifier(where)
    if modifier is not None and modifier.effect_ko:
        return tr("wizard.pick.problem.modifier", lang, character=name(where), text=modifier.effect(lang))
    return tr("wizard.pick.problem.character", lang, character=name(where))
