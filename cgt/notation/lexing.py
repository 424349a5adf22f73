"""What every reader of the notation shares: digits, names, the error that names a column,
and the bound on nesting.

Digits are the ASCII digits only: ``str.isdigit`` also accepts other scripts' digits and
superscripts (``"²".isdigit()`` is True) that ``int`` then refuses or reads differently, so no
reader of the notation calls it. Names are letters, digits and ``_``, starting with a letter.
A reader that descends one level of the call stack per level of nesting stops at
``MAX_NESTING`` with a ``ParseError``; the parser of short games keeps its own stack and has
no such bound.
"""
from __future__ import annotations

from cgt.errors import ParseError

__all__: list[str] = []

DIGITS = frozenset("0123456789")
#: The deepest nesting of brackets (or of prefix signs and exponents) a recursive reader takes.
MAX_NESTING = 100
#: Characters of context either side of the column in an error message about a long text.
EXCERPT = 30


def is_digit(c: str) -> bool:
    """Whether ``c`` is one ASCII digit."""
    return c in DIGITS and len(c) == 1


def digits_end(text: str, i: int) -> int:
    """The end of the run of ASCII digits that starts at ``i``."""
    n = len(text)
    while i < n and text[i] in DIGITS:
        i += 1
    return i


def name_end(text: str, i: int) -> int:
    """The end of the name that starts at ``i`` (letters, digits and ``_``)."""
    n = len(text)
    while i < n and (text[i].isalnum() or text[i] == "_"):
        i += 1
    return i


def parse_error(message: str, text: str, column: int) -> ParseError:
    """A ``ParseError`` at ``column`` of ``text``, quoting only the text near the column."""
    start = max(0, column - EXCERPT)
    stop = column + EXCERPT
    before = ("..." if start else "") + text[start:column]
    after = text[column:stop] + ("..." if stop < len(text) else "")
    err = ParseError(f"{message} at column {column + 1}\n  {before}{after}\n  "
                     f"{' ' * len(before)}^")
    err.text, err.column = text, column
    return err


def too_deep(text: str, column: int, what: str = "brackets") -> ParseError:
    """The error of a text nested deeper than ``MAX_NESTING``."""
    return parse_error(f"{what} nested more than {MAX_NESTING} deep", text, column)
