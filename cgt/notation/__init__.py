"""The plain-text notation of games: a parser and printers (plain ASCII, Unicode, LaTeX)."""
import re

from cgt.loopy import parse as _parse_loopy
from cgt.notation.parser import parse, parse_form
from cgt.notation.printer import to_text
from cgt.short import text as _text

#: A token that only the loopy notation has: ``&``, or a name other than the arrows ``v``,
#: ``vv``, ``v3`` and ``Tiny``/``Miny`` (``pass``, ``on``, ``over``, ``upon`` in ``^[on]``,
#: a node label). An ``e`` after a digit is left to the short parser, which names exponent
#: notation as not in the grammar.
_LOOPY_TOKEN = re.compile(r"""
    &
  | (?=[A-Za-z_])(?<![A-Za-z_])                 # a name starts at a letter after no letter
    (?!(?:v+|v\d+|[Tt]iny|[Mm]iny)(?!\w) | (?<=\d)[eE][\d+-])
""", re.VERBOSE | re.ASCII)


def is_loopy_text(text: str) -> bool:
    """Whether ``text`` has a token of the loopy notation only (a name in any other alphabet
    is one: a label), so that ``game()`` reads it with the loopy parser."""
    return _LOOPY_TOKEN.search(text) is not None or (
        not text.isascii() and any(c.isalpha() for c in text if not c.isascii()))


def _parse_any(text):
    """The value written as ``text``: a short game unless ``is_loopy_text(text)``. The parser
    chosen reports its own errors; no other parser reads the text again."""
    return _parse_loopy(text, parse) if is_loopy_text(text) else parse(text)


_text.install(_parse_any, to_text, parse_form)

__all__ = ["is_loopy_text", "parse", "parse_form", "to_text"]
