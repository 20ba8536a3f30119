"""The markup of script texts, rendered for the sheets (pure functions, no Qt).

Script files written with other tools mark up their night texts the way the official app does:
`:reminder:` where a reminder token is placed, `*TOKEN*` for a reminder or info token's name. The sheets
show the first as a small round token mark and the second in bold capitals; everything else is escaped.
A star right after a word ("Each night*") is not markup: it points to the "*Not the first night" footnote.
"""

from __future__ import annotations

import re
from html import escape

REMINDER = ":reminder:"
REMINDER_MARK = "\u25c9"
"""A small round mark (fisheye) standing for a reminder token; the print font has it."""
REMINDER_HTML = f"<span style='color:#7a5c12; font-size:8pt'>{REMINDER_MARK}</span>"

TOKEN = re.compile(r"\*(?=[^\s*])([^*\n]{1,40}?)(?<=[^\s*])\*")
"""`*TOKEN*`: a short run without stars or line breaks, not starting or ending with a space."""


def _is_token(inner: str) -> bool:
    """Whether starred text is a token's name: no lower-case Latin letter, and it starts with a letter or digit."""
    return inner[0].isalnum() and not re.search(r"[a-z]", inner)


def markup_html(text: str) -> str:
    """Return the text as HTML with `:reminder:` as a token mark and `*TOKEN*` in bold capitals.

    >>> markup_html("Mark them *DRUNK* :reminder: & sleep")
    "Mark them <b>DRUNK</b> <span style='color:#7a5c12; font-size:8pt'>◉</span> &amp; sleep"
    >>> markup_html("Each night*, choose a player: they die. *Not* markup")
    'Each night*, choose a player: they die. *Not* markup'
    >>> markup_html("*you are*"), markup_html("*알다*")
    ('*you are*', '<b>알다</b>')
    """
    parts: list[str] = []
    for index, piece in enumerate(text.split(REMINDER)):
        if index:
            parts.append(REMINDER_HTML)
        parts.append(_tokens_html(piece))
    return "".join(parts)


def _tokens_html(text: str) -> str:
    out: list[str] = []
    last = 0
    for match in TOKEN.finditer(text):
        inner = match.group(1)
        if not _is_token(inner):
            continue
        out.append(escape(text[last : match.start()]))
        out.append(f"<b>{escape(inner.upper())}</b>")
        last = match.end()
    out.append(escape(text[last:]))
    return "".join(out)


def markup_plain(text: str) -> str:
    """Return the text as it reads once rendered: the token mark, token names without stars.

    >>> markup_plain("Mark them *hexed* :reminder:"), markup_plain("Mark them *HEXED* :reminder:")
    ('Mark them *hexed* ◉', 'Mark them HEXED ◉')
    """
    stripped = TOKEN.sub(lambda m: m.group(1) if _is_token(m.group(1)) else m.group(0), text)
    return stripped.replace(REMINDER, REMINDER_MARK)


def not_first_night(text: str) -> bool:
    """Whether the rendered text carries the "not the first night" star (a star left once tokens are read).

    >>> not_first_night("Each night*, choose a player"), not_first_night("Mark them *DEAD*")
    (True, False)
    >>> not_first_night("밤*에, 플레이어 1명을 선택합니다"), not_first_night("Nothing here")
    (True, False)
    """
    return "*" in markup_plain(text)
