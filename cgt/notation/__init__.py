"""The notation of values: one reader of CGSuite's value language, and printers.

``parse(text)`` reads every kind of value that has a text form, choosing the grammar by the
tokens of the text (never by trying one grammar and catching its error):

* a surreal-number token (``omega``, ``ω``, ``epsilon``, ``ε``, ``sqrt``, ``√``) makes a
  surreal number (``cgt.notation.surreal_parser``), or a transfinite nimber when the text
  starts with ``*`` (``*omega``, ``*(ω+1)``);
* else a token of the loopy notation only (``&``, ``pass``, a node label, a loopy name such as
  ``on`` or *Winning Ways*' ``tiny``) makes a loopy value (``cgt.notation.loopy_parser``);
* else the text is a short game (``cgt.notation.parser``).

Each grammar reports its own errors as a ``ParseError`` naming the column; they share digits,
names and errors (``cgt.notation.lexing``). Misère games are another universe, with their own
grammar (``cgt.notation.misere``). ``render(value, style)`` prints any value
(``cgt.notation.printer``).

>>> parse("{0||0|off}") == parse("tiny")
True
>>> parse("omega + 1")
surreal('omega+1')
>>> render(parse("on & 0"), "latex")
'\\\\mathrm{on} \\\\mathbin{\\\\&} 0'
"""
from __future__ import annotations

import re
from typing import Any

from cgt.errors import CGTTypeError
from cgt.notation import loopy_parser, surreal_parser
from cgt.notation.parser import parse as parse_short, parse_form
from cgt.notation.printer import render
from cgt.numbers.checks import shown
from cgt.numbers.surreal.nimber import transfinite_nimber

#: A token that only the loopy notation has: ``&``, or a name other than the arrows ``v``,
#: ``vv``, ``v3`` and ``Tiny``/``Miny`` with an argument (``pass``, ``on``, ``over``, ``upon``
#: in ``^[on]``, ``tiny``, a node label). An ``e`` after a digit is left to the short parser,
#: which names exponent notation as not in the grammar.
_LOOPY_TOKEN = re.compile(r"""
    &
  | (?=[A-Za-z_])(?<![A-Za-z_])                 # a name starts at a letter after no letter
    (?!(?:v+|v\d+)(?!\w) | (?:[Tt]iny|[Mm]iny)\s*\( | (?<=\d)[eE][\d+-])
""", re.VERBOSE | re.ASCII)
#: A token that only the notation of surreal numbers has.
_SURREAL_TOKEN = re.compile(r"(?<![A-Za-z_])(?:omega|epsilon|sqrt)(?![A-Za-z_0-9])|[ωε√]")


def is_loopy_text(text: str) -> bool:
    """Whether ``text`` has a token of the loopy notation only (a name in any other alphabet
    is one: a label), so that ``parse`` reads it with the loopy parser."""
    return _LOOPY_TOKEN.search(text) is not None or (
        not text.isascii() and any(c.isalpha() for c in text if not c.isascii()))


def kind_of(text: str) -> str:
    """The grammar ``parse`` reads ``text`` with: ``"surreal"``, ``"nimber"`` (a transfinite
    nimber), ``"loopy"`` or ``"short"``."""
    if _SURREAL_TOKEN.search(text) is not None:
        return "nimber" if text.lstrip().startswith("*") else "surreal"
    return "loopy" if is_loopy_text(text) else "short"


def parse(text: str) -> Any:
    """The value written as ``text``: a short game, a loopy value (stopper or sided value), a
    surreal number or a transfinite nimber, as ``kind_of(text)`` says."""
    if not isinstance(text, str):
        raise CGTTypeError(f"the text of a value must be a str, not {shown(text)}")
    kind = kind_of(text)
    if kind == "short":
        return parse_short(text)
    if kind == "loopy":
        return loopy_parser.parse(text, parse_short)
    if kind == "surreal":
        return surreal_parser.parse(text)
    return transfinite_nimber(surreal_parser.parse(text.lstrip()[1:]))


__all__ = ["is_loopy_text", "kind_of", "parse", "parse_form", "parse_short", "render"]
