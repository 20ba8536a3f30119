"""Words for the moderator in Korean and English: role names and every message of the system.

A `Phrase` is a text key plus the values it names, kept as data (ids, not words) so the same
refusal, issue or reason reads in either language. The words live in resources/onuw/texts.json
(the app's own strings.json belongs to the app, not to this system).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from grimoire_app.i18n import fill
from grimoire_app.model.characters import Lang
from grimoire_app.systems.onuw.data import catalogue

Value = str | int | tuple[str, ...]


@dataclass(frozen=True)
class Phrase:
    """A message as data: a key in texts.json and its named values.

    >>> Phrase.of("issue.single_mason").text("en")
    'Only one Mason: the Masons are meant to be used as a pair.'
    >>> Phrase.of("shown.roles", player="A", roles=("werewolf",)).text("ko")
    'A에게 보여 줄 카드: 늑대인간'
    """

    key: str
    values: tuple[tuple[str, Value], ...] = ()

    @classmethod
    def of(cls, key: str, **values: Value) -> Phrase:
        """Build a phrase from keyword values."""
        return cls(key, tuple(values.items()))

    def value(self, name: str) -> Value:
        """Return one named value.

        Raises:
            KeyError: the phrase has no such value.
        """
        return dict(self.values)[name]

    def text(self, lang: Lang) -> str:
        """Return the message in a language, with ids turned into names."""
        words = {name: _word(name, value, lang) for name, value in self.values}
        return say(self.key, lang, **words)


def say(key: str, lang: Lang, **values: object) -> str:
    """Return the text `key` in a language, formatted with values.

    Raises:
        KeyError: no such key in texts.json.
    """
    template = catalogue().text(key)(lang)
    return fill(template, lang, **values) if values else template


def role_name(role_id: str, lang: Lang) -> str:
    """Return a role's name in a language (the id itself for a role the data does not know).

    >>> role_name("troublemaker", "ko")
    '말썽쟁이'
    """
    role = catalogue().roles.get(role_id)
    return role.name(lang) if role else role_id


def step_name(step_id: str, lang: Lang) -> str:
    """Return a night step's short name in a language ("Werewolves", "늑대인간")."""
    return say("step." + step_id, lang)


def action_name(action_id: str, lang: Lang) -> str:
    """Return a night action's name in a language ("the Robber's swap")."""
    return say("action." + action_id, lang)


def _word(name: str, value: Value, lang: Lang) -> object:
    if name == "phase":
        return say("phase." + str(value), lang)
    if name == "choices":
        choices = value if isinstance(value, tuple) else (str(value),)
        return say("choice.or", lang).join(say("choice." + c, lang) for c in choices)
    if isinstance(value, int):
        return value
    namer = _namer(name)
    if isinstance(value, tuple):
        return ", ".join(namer(item, lang) for item in value) if value else say("list.none", lang)
    return namer(value, lang)


def _namer(name: str) -> Callable[[str, Lang], str]:
    if name.startswith("role"):
        return role_name
    if name in ("step", "current"):
        return step_name
    if name == "action":
        return action_name
    return _verbatim


def _verbatim(value: str, lang: Lang) -> str:
    return value
