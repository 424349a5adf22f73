"""Tallies: the toll and timer of a union position (WW10, "Tolls, Timers and Tallies").

A **left tally** x_a says that with Left to start, a hot battle of a moves ends in a cold war of
value x (the toll); a **right tally** y_b says the same with Right to start. Tolls are dyadic
numbers or ±∞ (∞_n: Left wins by an overriding move at the n-th move; ∞̄_n, printed ``-∞_n``,
the same for Right). A number z has tallies z_0 z_0 and prints as z.

Inside the package a tally is a plain pair ``(toll, timer)`` with the toll an ``int``, a
``Fraction`` or one of ``INF``, ``NEG_INF``; ``Tally`` and ``TallyPair`` are the immutable values handed to users,
with the toll as a ``sympy`` number (``sympy.oo`` for ∞).
"""
from __future__ import annotations

import numbers
import re
from fractions import Fraction

import attrs

from cgt.errors import CGTTypeError, CGTValueError, NotShortError, ParseError
from cgt.lattice import TallyUniverse, install_operators
from cgt.numbers import checks
from cgt.numbers.checks import at_least, items, shown
from cgt.numbers.dyadic import Dyadic, int_to_text, text_to_int
from cgt.numbers.infinity import INF, NEG_INF, Infinity
from typing import TYPE_CHECKING, Any, Self

__all__ = ["TallyError", "exact", "Tally", "TallyPair"]

if TYPE_CHECKING:
    import sympy


class TallyError(CGTValueError):
    """Tallies that contradict each other, such as a game won by both players at once."""


def exact(x: Any) -> Any:
    """A finite toll as an ``int`` when it is whole (cheap to add) and a ``Fraction`` otherwise."""
    return x.numerator if x.denominator == 1 else x


def is_dyadic(x: Any) -> bool:
    d = x.denominator
    return d & (d - 1) == 0


def to_internal_toll(value: Any) -> Any:
    """A ``Fraction`` or ``INF``/``NEG_INF`` from an int, Fraction, sympy number or string."""
    if isinstance(value, Infinity):
        return value
    if isinstance(value, str):
        text = value.strip().replace("∞̄", "-inf").replace("∞", "inf").replace("−", "-").replace(" ", "")
        if text in ("inf", "+inf", "oo"):
            return INF
        if text in ("-inf", "-oo"):
            return NEG_INF
        if not _TOLL_TEXT.fullmatch(text):
            raise ParseError(f"{shown(value)} is not a toll (a dyadic number, inf or -inf)")
        value = Dyadic.of(text).to_fraction()
    elif type(value).__module__.startswith("sympy"):
        import sympy  # only a sympy value can need it, and sympy is then loaded

        if value == sympy.oo:
            return INF
        if value == -sympy.oo:
            return NEG_INF
        if not value.is_Rational:
            raise NotShortError(f"a toll is a dyadic number or ±∞, not {value}")
        value = Fraction(int(value.p), int(value.q))
    elif isinstance(value, bool) or not isinstance(value, numbers.Rational):
        raise CGTTypeError(f"a toll is a dyadic number or ±∞, not {type(value).__name__} "
                           f"{shown(value)}")
    value = Fraction(value.numerator, value.denominator)
    if not is_dyadic(value):
        raise NotShortError(f"a toll is a dyadic number or ±∞; {value} is not dyadic")
    return exact(value)


def to_sympy_toll(toll: Any) -> Any:
    import sympy  # loaded on first use: tolls come back as sympy numbers

    if isinstance(toll, Infinity):
        return sympy.oo if toll.sign > 0 else -sympy.oo
    return sympy.Rational(toll.numerator, toll.denominator)


def _to_timer(value):
    return at_least(value, -1, "timer", TallyError)


# A toll written out: digits, an optional decimal point and an optional denominator.
_TOLL_TEXT = re.compile(r"[+-]?[0-9]+(\.[0-9]*)?(/[0-9]+)?")
_SUBSCRIPTS = str.maketrans("-0123456789", "₋₀₁₂₃₄₅₆₇₈₉")
_UNSUBSCRIPT = str.maketrans("₋₀₁₂₃₄₅₆₇₈₉", "-0123456789")
_FRACTIONS = {Fraction(1, 2): "½", Fraction(1, 4): "¼", Fraction(3, 4): "¾"}


def _toll_text(toll, style):
    if isinstance(toll, Infinity):
        if style == "a":
            return "inf" if toll.sign > 0 else "-inf"
        if style == "u":
            return "∞" if toll.sign > 0 else "∞̄"
        if style == "latex":
            return r"\infty" if toll.sign > 0 else r"\overline{\infty}"
        return "∞" if toll.sign > 0 else "-∞"
    if style == "u" and abs(toll) in _FRACTIONS and toll.denominator > 1:
        return ("-" if toll < 0 else "") + _FRACTIONS[abs(toll)]
    if style == "latex" and toll.denominator > 1:
        sign = "-" if toll < 0 else ""
        numerator, denominator = int_to_text(abs(toll.numerator)), int_to_text(toll.denominator)
        return rf"{sign}\tfrac{{{numerator}}}{{{denominator}}}"
    if toll.denominator == 1:
        return int_to_text(toll.numerator)
    return f"{int_to_text(toll.numerator)}/{int_to_text(toll.denominator)}"


def _style(spec):
    style = spec or "s"
    if style not in ("s", "a", "u", "latex"):
        raise CGTValueError(f"unknown tally format {shown(spec)}: use 's', 'a', 'u' or 'latex'")
    return style


def _tally_text(toll, timer, style):
    text = _toll_text(toll, style)
    timer = int_to_text(timer)
    if style == "u":
        return text + timer.translate(_SUBSCRIPTS)
    if style == "latex":
        return f"{text}_{{{timer}}}"
    return f"{text}_{timer}"


@attrs.frozen(repr=False, eq=True, order=False)
class Tally(TallyUniverse):
    """A toll and a timer, printed as in *Winning Ways*: ``1_3``, ``1/2_8``, ``∞_5``, ``-∞_3``.

    ``toll`` is a ``sympy.Rational`` or ``±sympy.oo``; the constructor also takes ints,
    ``Fraction``, strings such as ``"3/8"`` or ``"-inf"``. ``format(t, "u")`` gives Unicode
    subscripts (``∞̄₃``), ``format(t, "a")`` plain ASCII (``-inf_3``).
    """

    toll: sympy.Basic = attrs.field(converter=lambda v: to_sympy_toll(to_internal_toll(v)))
    timer: int = attrs.field(converter=_to_timer)

    @classmethod
    def from_pair(cls, pair: tuple) -> Self:
        """The ``Tally`` of an internal ``(toll, timer)`` pair."""
        pair = items(pair, "(toll, timer) pair")
        if len(pair) != 2:
            raise CGTValueError(f"a tally pair is (toll, timer), not {shown(pair)}")
        return cls(pair[0], pair[1])

    @property
    def pair(self) -> tuple[Any, int]:
        """The internal ``(toll, timer)`` pair, with a ``Fraction`` or ``INF``/``NEG_INF`` toll."""
        return (to_internal_toll(self.toll), self.timer)

    @property
    def is_infinite(self) -> bool:
        return isinstance(to_internal_toll(self.toll), Infinity)

    def __format__(self, spec: str) -> str:
        return _tally_text(*self.pair, _style(spec))

    def __str__(self) -> str:
        return format(self)

    def __repr__(self) -> str:
        toll = self.pair[0]
        toll = str(self.toll) if isinstance(toll, Infinity) else _toll_text(toll, "s")
        return f"Tally({toll}, {int_to_text(self.timer)})"

    def _repr_latex_(self):
        return f"${format(self, 'latex')}$"

    def winner(self, first: str) -> str:
        """Who wins from this tally when ``first`` ("L" or "R") starts (WW10, "Who wins")."""
        return tally_winner(self.pair, first)

    @classmethod
    def parse(cls, text: str) -> Self:
        """Read ``1_3``, ``-1/2_8``, ``inf_5``, ``∞̄₃``, ``½₇`` (a bare number has timer 0)."""
        return cls.from_pair(_parse_tally(text))


def tally_winner(pair: tuple, first: str) -> str:
    """Who wins from the internal tally ``pair`` with ``first`` to move.

    From a left tally x_a Left wins if x > 0, or x = 0 and a is odd (the cold war 0 then starts
    with Right to move); symmetrically for a right tally.
    """
    toll, timer = pair
    if not isinstance(first, str):
        raise TallyError(f"first is 'L' or 'R', not {shown(first)}")
    if first == "L":
        return "L" if toll > 0 or (toll == 0 and timer % 2 == 1) else "R"
    if first == "R":
        return "R" if toll < 0 or (toll == 0 and timer % 2 == 1) else "L"
    raise TallyError(f"first is 'L' or 'R', not {shown(first)}")


_UNICODE_TOLLS = {"½": "1/2", "¼": "1/4", "¾": "3/4"}


def _parse_tally(text):
    source, text = text, checks.text(text, "tally").strip()
    unicode = re.fullmatch(r"(.+?)(₋?[₀-₉]+)", text)
    ascii_ = re.fullmatch(r"(.+?)(?:_\{?(-?[0-9]+)\}?)?", text)
    if unicode:
        toll_text, timer_text = unicode.group(1), unicode.group(2).translate(_UNSUBSCRIPT)
    elif ascii_:
        toll_text, timer_text = ascii_.group(1), ascii_.group(2) or "0"
    else:
        raise ParseError(f"{shown(source)} is not a tally")
    for sign, plain in _UNICODE_TOLLS.items():
        toll_text = toll_text.replace(sign, plain)
    return to_internal_toll(toll_text), _signed_int(timer_text)


def _signed_int(text):
    """The int written in ASCII digits after an optional minus sign, however long."""
    return -text_to_int(text[1:]) if text.startswith("-") else text_to_int(text)


def _tally_argument(value, side):
    if not isinstance(value, Tally):
        raise CGTTypeError(f"the {side} tally of a TallyPair must be a Tally, not "
                           f"{type(value).__name__} {shown(value)}")


@attrs.frozen(repr=False)
class TallyPair(TallyUniverse):
    """The left and right tallies of a position: ``x_a y_b``, or just ``z`` for a number z."""

    left: Tally = attrs.field(validator=lambda _, a, v: _tally_argument(v, a.name))
    right: Tally = attrs.field(validator=lambda _, a, v: _tally_argument(v, a.name))

    @classmethod
    def from_pairs(cls, left: tuple, right: tuple) -> Self:
        return cls(Tally.from_pair(left), Tally.from_pair(right))

    @property
    def is_number(self) -> bool:
        """True if the tallies are z_0 z_0 for a number z (the position is in the cold war)."""
        return self.left == self.right and self.left.timer == 0 and not self.left.is_infinite

    def __format__(self, spec: str) -> str:
        if self.left == self.right and self.left.timer == 0:
            return _toll_text(self.left.pair[0], _style(spec))
        return f"{format(self.left, spec)} {format(self.right, spec)}"

    def __str__(self) -> str:
        return format(self, "")

    def __repr__(self) -> str:
        return f"TallyPair({self.left!r}, {self.right!r})"

    def _repr_latex_(self):
        if self.left == self.right and self.left.timer == 0:
            return f"${_toll_text(self.left.pair[0], 'latex')}$"
        return f"${format(self.left, 'latex')}\\;{format(self.right, 'latex')}$"

    def winner(self, first: str) -> str:
        """Who wins when ``first`` starts: from the left tally if Left starts, else the right."""
        if not isinstance(first, str) or first not in ("L", "R"):
            raise TallyError(f"first is 'L' or 'R', not {shown(first)}")
        return (self.left if first == "L" else self.right).winner(first)

    def __or__(self, other: object) -> TallyPair:
        """The union of two tally pairs (WW10, "Total tolls! Topmost timers!")."""
        if not isinstance(other, TallyPair):
            return NotImplemented
        return TallyPair.from_pairs(*union_of_pairs([(self.left.pair, self.right.pair), (other.left.pair, other.right.pair)]))

    @classmethod
    def parse(cls, text: str) -> Self:
        """Read ``1_2 0_1``, ``∞₁ ∞̄₁`` or a bare number ``3/4`` (which means 3/4_0 3/4_0)."""
        pieces = checks.text(text, "tallies").split()
        if len(pieces) == 1:
            single = _parse_tally(pieces[0])
            return cls.from_pairs(single, single)
        if len(pieces) != 2:
            raise ParseError(f"{shown(text)} is not a pair of tallies")
        return cls.from_pairs(_parse_tally(pieces[0]), _parse_tally(pieces[1]))


def union_of_side(tallies: Any) -> tuple:
    """One side of the union of several tallies.

    If some toll is infinite, the infinite tally with the least timer overrides the others;
    otherwise the tolls add and the timers take their maximum ("Total tolls! Topmost timers!",
    WW10; Frames 1 and 2 of the unrestricted tally machine).
    """
    infinite = [t for t in tallies if isinstance(t[0], Infinity)]
    if infinite:
        least = min(timer for _, timer in infinite)
        winners = {toll for toll, timer in infinite if timer == least}
        if len(winners) > 1:
            raise TallyError(f"both players have already won: {sorted(map(repr, winners))} with timer {least}")
        return winners.pop(), least
    return exact(sum(toll for toll, _ in tallies)), max((timer for _, timer in tallies), default=0)


def union_of_pairs(pairs: Any) -> tuple:
    """The union of internal tally pairs ``[(left, right), ...]``, side by side."""
    pairs = list(pairs)
    return union_of_side([p[0] for p in pairs]), union_of_side([p[1] for p in pairs])


# Tallies have no arithmetic and no order: the operators refuse, naming the universe.
install_operators(Tally, {}, skip=("__eq__",))
install_operators(TallyPair, {}, skip=("__eq__",))
