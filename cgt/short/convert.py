"""``game(x)``: the one entry point from Python values and notation to canonical games."""
import numbers

from cgt.errors import CGTTypeError
from cgt.numbers.dyadic import Dyadic
from cgt.short import text as _text
from cgt.short.game import Game, number


def game(value):
    """The canonical game for ``value``.

    ``value`` may be a ``Game``, an ``int`` (or numpy integer), a dyadic ``fractions.Fraction`` or
    ``sympy.Rational``, or a string in the plain-text notation (``"{3||2|1}"``, ``"^^*"``,
    ``"+-1+-2"``, ``"1/2**40"``). A non-dyadic number raises ``NotShortError``; text that is not
    in the notation raises ``ParseError`` naming the column.

    >>> game("{0|*}")
    ^
    >>> game(3) + game("1/2")
    7/2
    """
    if isinstance(value, Game):
        return value
    if isinstance(value, str):
        return _text.parse(value)
    if isinstance(value, bool):
        raise CGTTypeError(f"a bool is not a game: game({value!r})")
    if isinstance(value, (numbers.Rational, Dyadic)) or type(value).__module__.startswith("sympy"):
        return number(Dyadic.of(value))
    if isinstance(value, float):
        raise CGTTypeError(f"a float is not exact: give game({value!r}) an int, a Fraction or "
                           f"text such as '3/8'")
    raise CGTTypeError(f"cannot make a game from {type(value).__name__} {value!r}")
