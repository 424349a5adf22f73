"""The lattice of values: one abstract base per level, one vocabulary, one coercion.

Every value of cgt sits at a level of one lattice, modelled on CGSuite's (``NormalValue`` at
the root; ``CanonicalShortGame`` ⊂ ``CanonicalStopper`` ⊂ ``StopperSidedValue`` ⊂
``SidedValue``; ``DyadicRational`` ⊂ ``SurrealNumber``; ``Nimber`` ⊂ ``TransfiniteNimber``):

- ``NormalValue``: the root of normal-play values;
- ``SidedLevel`` (rank 30): ``cgt.loopy.SidedValue`` and ``cgt.loopy.UnresolvedValue``;
- ``StopperLevel`` ⊂ ``SidedLevel`` (rank 20): ``cgt.loopy.Stopper``;
- ``ShortLevel`` ⊂ ``StopperLevel`` (rank 10): ``cgt.Game``;
- ``SurrealLevel`` (rank 50): ``cgt.Surreal``; ``OrdinalLevel`` ⊂ ``SurrealLevel`` (rank 40):
  ``cgt.Ordinal``; ``DyadicLevel`` ⊂ ``SurrealLevel`` (rank 1): ``cgt.numbers.dyadic.Dyadic``;
- ``NimberLevel`` (rank 60): the transfinite ``cgt.numbers.surreal.Nimber``.

A short game is a stopper is a sided value (Siegel, *Combinatorial Game Theory*, VI); a dyadic
number is a surreal number and a finite nimber a transfinite one (Conway, *On Numbers and
Games*, ch. 3 and 6). A short game that is a number is a dyadic number by value, and one that
is a nimber is a finite nimber: ``kind`` names the level of a value by its value.

Other universes share what applies and refuse the rest with a ``CGTTypeError`` that names the
universe: misère forms (``MisereUniverse``), loopy impartial values after Smith
(``SmithUniverse``), value sets of entailing games (``EntailingUniverse``) and tallies
(``TallyUniverse``).

**One coercion.** A binary operator or comparison between two kinds goes through ``coerce``,
in the manner of the operator fallbacks of ``fractions.Fraction`` with a rank per kind as in
sympy's ``_op_priority``: the operand of lower rank is lifted to the kind of the higher
(number → short game → stopper → sided value; dyadic → surreal; finite → transfinite nimber),
and failing that the higher is lowered to the kind of the lower when its value lies there (a
dyadic surreal number beside ``up`` is the short game it equals). What cannot be done raises a
``CGTTypeError`` naming both kinds and why. ``==`` never raises: values of kinds with no common
value are unequal, and a float is compared by its exact binary value (which arithmetic refuses,
since a float is inexact). A value equal to a Python number hashes like it, following Python's
numeric hash (``hash(Fraction(1, 2)) == hash(0.5)``); ``sympy.Rational`` hashes by sympy's own
rule, so it may compare equal to a cgt value and hash differently, as it does beside
``Fraction``.

**Outcomes.** ``Outcome`` is the one outcome type: L, R, P and N for games that end, and for
loopy games, where an infinite play is a draw, D and the four mixed classes named by who wins
with Left moving first and with Right moving first (*Winning Ways*, vol. 2, ch. 11).
"""
from __future__ import annotations

from collections.abc import Callable
from enum import StrEnum, nonmember
from fractions import Fraction
from typing import TYPE_CHECKING, Any, ClassVar

from cgt.errors import CGTTypeError, CGTValueError, UnsupportedError

__all__ = ["DyadicLevel", "EntailingUniverse", "FiniteNimberLevel", "MisereUniverse",
           "NimberLevel", "NormalValue", "OrdinalLevel", "Outcome", "Relation", "ShortLevel",
           "SidedLevel", "SmithUniverse", "StopperLevel", "SurrealLevel", "TallyUniverse",
           "Universe", "Value", "apply", "coerce", "equal", "install_operators", "kind"]


# -- outcomes and relations --------------------------------------------------------------------

class _Named(StrEnum):
    """A string enum that prints as its string and refuses other strings with a CGTError."""

    def __repr__(self) -> str:
        return repr(self.value)

    @classmethod
    def _missing_(cls, value: object) -> Any:
        names = ", ".join(repr(member.value) for member in cls)
        what = getattr(cls, "_what", "a name")
        raise CGTValueError(f"{value!r} is not {what}: one of {names}")


class Outcome(_Named):
    """Who wins, with best play, each player moving first (*Winning Ways*, vol. 1, ch. 2 and
    vol. 2, ch. 11; Siegel, I.1): L (Left wins, G > 0), R (Right wins, G < 0), P (the previous
    player wins, G = 0), N (the next player wins, G || 0); for loopy games D (a draw whoever
    starts) and the mixed classes ``"LD"``, ``"DL"``, ``"RD"``, ``"DR"``, named by the winner
    (or D for a draw) with Left moving first and then with Right moving first, as in CGSuite.
    A string enum: ``Outcome.N == "N"``.
    """

    L = "L"
    R = "R"
    P = "P"
    N = "N"
    D = "D"
    LD = "LD"
    DL = "DL"
    RD = "RD"
    DR = "DR"

    _what = nonmember("an outcome class")

    @property
    def pair(self) -> tuple[str, str]:
        """(winner with Left moving first, winner with Right moving first): ``"L"``, ``"R"``
        or ``"D"`` for a draw."""
        return _PAIRS[self]

    @classmethod
    def of_pair(cls, left_first: str, right_first: str) -> Outcome:
        """The outcome whose winners, with Left and with Right moving first, are these."""
        return _OF_PAIR[left_first, right_first]


_PAIRS = {Outcome.L: ("L", "L"), Outcome.R: ("R", "R"), Outcome.P: ("R", "L"),
          Outcome.N: ("L", "R"), Outcome.D: ("D", "D"), Outcome.LD: ("L", "D"),
          Outcome.DL: ("D", "L"), Outcome.RD: ("R", "D"), Outcome.DR: ("D", "R")}
_OF_PAIR = {pair: outcome for outcome, pair in _PAIRS.items()}


class Relation(_Named):
    """The result of comparing G with H: less, equal, greater, or confused (incomparable)."""

    LESS = "<"
    EQUAL = "="
    GREATER = ">"
    CONFUSED = "||"

    _what = nonmember("a relation")


# -- the levels --------------------------------------------------------------------------------

class Value:
    """The root of every value class of cgt. The vocabulary that a level does not answer is
    refused here with a ``CGTTypeError`` naming the universe."""

    __slots__ = ()

    #: The name of the kind in messages and in the coercion table.
    _kind: ClassVar[str] = "value"
    #: The place in the coercion order: an operand is lifted to the kind of higher rank.
    _rank: ClassVar[int] = 0
    #: The universe of play the values live in.
    universe: ClassVar[str] = "normal play"
    #: The operations on two values of this class (after ``coerce``), by operator symbol.
    _kernels: ClassVar[dict[str, Callable[[Any, Any], Any]]] = {}

    if TYPE_CHECKING:
        # the operators ``install_operators`` gives each class, as a type checker sees them
        def __add__(self, other: Any) -> Any: ...
        def __radd__(self, other: Any) -> Any: ...
        def __sub__(self, other: Any) -> Any: ...
        def __rsub__(self, other: Any) -> Any: ...
        def __mul__(self, other: Any) -> Any: ...
        def __rmul__(self, other: Any) -> Any: ...
        def __truediv__(self, other: Any) -> Any: ...
        def __rtruediv__(self, other: Any) -> Any: ...
        def __pow__(self, other: Any) -> Any: ...
        def __rpow__(self, other: Any) -> Any: ...
        def __and__(self, other: Any) -> Any: ...
        def __rand__(self, other: Any) -> Any: ...
        def __lt__(self, other: Any) -> bool: ...
        def __le__(self, other: Any) -> bool: ...
        def __gt__(self, other: Any) -> bool: ...
        def __ge__(self, other: Any) -> bool: ...

    @classmethod
    def _lift(cls, x: Any) -> Any:
        """``x`` as an operand of this class's kernels, or ``None`` when its value is not of
        this kind. ``x`` is a value or a Python number already made exact (int or Fraction)."""
        return None

    def _refuse(self, what: str) -> Any:
        """Refuse a question this level does not answer."""
        raise UnsupportedError(f"{what} is not given for {_article(self._kind)}")

    @property
    def is_number(self) -> bool:
        """True for a number (a dyadic, surreal or ordinal number)."""
        return self._refuse("is_number")

    @property
    def is_nimber(self) -> bool:
        """True for a nimber ∗α, 0 included."""
        return self._refuse("is_nimber")

    @property
    def is_infinitesimal(self) -> bool:
        """True for a value strictly between -x and x for every positive number x (0 counts)."""
        return self._refuse("is_infinitesimal")

    @property
    def is_stopper(self) -> bool:
        """True for a value that is a stopper: play from it always stops (*Winning Ways*,
        ch. 11)."""
        return self._refuse("is_stopper")

    @property
    def left_stop(self) -> Any:
        """Left's stop: a number, or for a stopper a pseudonumber."""
        return self._refuse("a stop")

    @property
    def right_stop(self) -> Any:
        """Right's stop: a number, or for a stopper a pseudonumber."""
        return self._refuse("a stop")

    def compare(self, other: Any) -> Relation:
        """One of ``"<"``, ``"="``, ``">"``, ``"||"`` (confused), as a ``Relation``."""
        below, above = apply("<=", self, other), apply(">=", self, other)
        if below is NotImplemented:
            raise CGTTypeError(f"cannot compare the {kind(self)} {self} with the "
                               f"{type(other).__name__} {other!r}")
        if below:
            return Relation.EQUAL if above else Relation.LESS
        return Relation.GREATER if above else Relation.CONFUSED


class NormalValue(Value):
    """A value of a normal-play partizan game, or a number (CGSuite's ``NormalValue``)."""

    __slots__ = ()

    @property
    def is_stopper(self) -> bool:
        """True for a value that is a stopper: play from it always stops (*Winning Ways*,
        ch. 11). Short games and numbers are stoppers."""
        return True


class SidedLevel(NormalValue):
    """A loopy partizan value s & t with stopper sides (CGSuite's ``SidedValue``)."""

    __slots__ = ()
    _kind = "sided value"
    _rank = 30

    if TYPE_CHECKING:
        # every class of this level negates (Left and Right exchange their options)
        def __neg__(self) -> SidedLevel: ...

    @classmethod
    def _braces(cls, left: list[Any], right: list[Any]) -> SidedLevel:
        """The value {left | right} when an option is of this class: how a level below (a
        short game's ``Game(L, R)``) builds a game with options of a level above."""
        raise NotImplementedError


class StopperLevel(SidedLevel):
    """A canonical stopper (CGSuite's ``CanonicalStopper``)."""

    __slots__ = ()
    _kind = "stopper"
    _rank = 20


class ShortLevel(StopperLevel):
    """A short partizan game in canonical form (CGSuite's ``CanonicalShortGame``)."""

    __slots__ = ()
    _kind = "short game"
    _rank = 10


class SurrealLevel(NormalValue):
    """A surreal number (CGSuite's ``SurrealNumber``)."""

    __slots__ = ()
    _kind = "surreal number"
    _rank = 50

    @property
    def is_number(self) -> bool:
        """True: a surreal number is a number."""
        return True

    @property
    def is_nimber(self) -> bool:
        """True for 0 only, the one number that is a nimber."""
        return not self

    @property
    def is_infinitesimal(self) -> bool:
        """True when |x| is below every positive real; 0 counts."""
        return not self


class OrdinalLevel(SurrealLevel):
    """An ordinal, with ordinal (not natural) arithmetic."""

    __slots__ = ()
    _kind = "ordinal"
    _rank = 40


class DyadicLevel(SurrealLevel):
    """A dyadic rational m/2^k (CGSuite's ``DyadicRational``): the numbers of short games."""

    __slots__ = ()
    _kind = "dyadic number"
    _rank = 1


class NimberLevel(NormalValue):
    """A transfinite nimber ∗α (CGSuite's ``TransfiniteNimber``)."""

    __slots__ = ()
    _kind = "transfinite nimber"
    _rank = 60

    @property
    def is_infinitesimal(self) -> bool:
        """True: every option of ∗α is a smaller nimber, so -x < ∗α < x for every positive
        number x (ONAG, ch. 6)."""
        return True


class FiniteNimberLevel(NimberLevel):
    """A finite nimber ∗n: the short games that are nimbers, by value (``kind``)."""

    __slots__ = ()
    _kind = "nimber"


class Universe(Value):
    """A value of another universe than normal-play partizan games: it answers what applies
    there, and refuses the rest (and every operation with a value of another universe)."""

    __slots__ = ()
    _rank = 100

    def _refuse(self, what: str) -> Any:
        raise CGTTypeError(f"{what} is not defined for {_article(self._kind)} ({self.universe})")

    def compare(self, other: Any) -> Relation:
        return self._refuse("order")


class MisereUniverse(Universe):
    """Misère canonical forms of impartial games (Conway, *ONAG*, ch. 12)."""

    __slots__ = ()
    _kind = "misère form"
    universe = "misère play"


class SmithUniverse(Universe):
    """Values of loopy impartial games after Smith: ∗n or ∞_S (*Winning Ways*, ch. 12)."""

    __slots__ = ()
    _kind = "Smith value"
    universe = "loopy impartial play"


class EntailingUniverse(Universe):
    """Value sets of entailing impartial games (*Winning Ways*, ch. 13)."""

    __slots__ = ()
    _kind = "value set"
    universe = "entailing play"


class TallyUniverse(Universe):
    """Tallies of games played under a toll or a timer (*Winning Ways*, ch. 9)."""

    __slots__ = ()
    _kind = "tally"
    universe = "tallies"


# -- the coercion ------------------------------------------------------------------------------

_VERBS = {"+": "add", "-": "subtract", "*": "multiply", "/": "divide", "**": "raise",
          "&": "join as sides", "<": "order", "<=": "order", ">": "order", ">=": "order",
          "==": "compare"}
_REFLECTED = {"<": ">", "<=": ">=", ">": "<", ">=": "<=", "==": "=="}


def _exact(x: Any) -> Any:
    """A Python number as an int or a Fraction; ``x`` itself for a value or an inexact or
    irrational number; ``NotImplemented`` for an object that is no number cgt knows."""
    t = type(x)
    if t is int or t is Fraction:
        return x
    if isinstance(x, Value):
        to = getattr(x, "to_fraction", None)   # a Dyadic is the Fraction it equals
        return to() if isinstance(x, DyadicLevel) and to is not None else x
    if isinstance(x, bool):
        return NotImplemented
    if isinstance(x, (int, Fraction, float)):
        return x if isinstance(x, float) else (int(x) if isinstance(x, int) else Fraction(x))
    if t.__module__.startswith("sympy"):
        if getattr(x, "is_Rational", False):
            return Fraction(int(x.p), int(x.q))
        return x if getattr(x, "is_number", False) else NotImplemented
    index = getattr(t, "__index__", None)
    if index is not None and t.__module__.startswith("numpy"):
        return index(x)
    return NotImplemented


def kind(x: Any) -> str:
    """The name of the kind of ``x`` in the coercion order: ``"integer"``, ``"rational"``,
    ``"float"``, a level's name (``"short game"``, ``"stopper"``, ...), ``"dyadic number"``
    for a short game that is a number and ``"nimber"`` for one that is a nimber."""
    if isinstance(x, ShortLevel):
        if x.is_number:
            return "dyadic number"
        return "nimber" if x.is_nimber else "short game"
    if isinstance(x, Value):
        return x._kind
    if isinstance(x, float):
        return "float"
    if isinstance(x, int) and not isinstance(x, bool):
        return "integer"
    return "rational" if isinstance(x, Fraction) else type(x).__name__


def _rank(x: Any) -> int:
    return x._rank if isinstance(x, Value) else 0


def coerce(a: Any, b: Any, symbol: str) -> Any:
    """``(owner, a', b')``: the class whose kernel ``symbol`` computes ``a symbol b`` and the
    operands it takes; ``None`` when the kinds hold no common value; ``NotImplemented`` when
    an operand is of a type cgt does not know."""
    x, y = _exact(a), _exact(b)
    if x is NotImplemented or y is NotImplemented:
        return NotImplemented
    if isinstance(x, float) or isinstance(y, float):
        if symbol != "==":
            return None
        # Equality with a float is exact: its binary value, unequal to everything if nan or
        # infinite.
        f = x if isinstance(x, float) else y
        if f != f or f in (float("inf"), float("-inf")):
            return None
        x, y = (Fraction(f), y) if f is x else (x, Fraction(f))
    high, low, swap = (x, y, False) if _rank(x) >= _rank(y) else (y, x, True)
    for owner, other, mine in ((high, low, True), (low, high, False)):
        if not isinstance(owner, Value):
            continue
        lifted = type(owner)._lift(other)
        if lifted is not None:
            pair = (owner, lifted) if mine else (lifted, owner)   # (high, low)
            first, second = pair[::-1] if swap else pair
            return type(owner), first, second
    return None


def _why(a: Any, b: Any) -> str:
    for x, y in ((a, b), (b, a)):
        if isinstance(x, Universe) and not (isinstance(y, Value) and y.universe == x.universe):
            return f"{_article(x._kind)} belongs to {x.universe}, another universe"
    if isinstance(a, float) or isinstance(b, float):
        return "a float is inexact: give a Fraction or a string"
    return f"{a} is not {_article(kind(b))}, and {b} is not {_article(kind(a))}"


def _lacks(cls: type[Value], symbol: str) -> str:
    where = f" in {cls.universe}" if issubclass(cls, Universe) else ""
    return f"{_article(cls._kind)} has no {symbol}{where}"


def _article(noun: str) -> str:
    return ("an " if noun[0] in "aeiou" else "a ") + noun


def apply(symbol: str, a: Any, b: Any) -> Any:
    """``a symbol b`` for two operands of different types, through ``coerce``: the exact
    result, ``NotImplemented`` for a type cgt does not know, or a ``CGTTypeError`` naming both
    kinds and why."""
    found = coerce(a, b, symbol)
    if found is NotImplemented:
        return NotImplemented
    if found is None:
        if symbol == "==":
            return False
        if symbol in _COMPARISONS:
            sign = _beyond(a, b)
            if sign is not None:
                return {"<": sign < 0, "<=": sign < 0, ">": sign > 0, ">=": sign > 0}[symbol]
        raise CGTTypeError(f"cannot {_VERBS.get(symbol, symbol)} the {kind(a)} {a} and the "
                           f"{kind(b)} {b}: {_why(a, b)}")
    owner, x, y = found
    kernel = _kernel(owner, symbol)
    if kernel is None and symbol == "==":
        return x is y
    if kernel is None:
        raise CGTTypeError(f"cannot {_VERBS.get(symbol, symbol)} the {kind(a)} {a} and the "
                           f"{kind(b)} {b}: {_lacks(owner, symbol)}")
    return kernel(x, y)


def _beyond(a: Any, b: Any) -> int | None:
    """The sign of a - b when one of them lies beyond every value of the other's kind (an
    infinite surreal number beyond every short game), else ``None``."""
    for x, y, sign in ((a, b, 1), (b, a, -1)):
        beyond = getattr(x, "_beyond", None)
        if beyond is not None:
            found = beyond(y)
            if found is not None:
                return sign * found
    return None


def _kernel(owner: type[Value], symbol: str) -> Callable[[Any, Any], Any] | None:
    """The kernel of ``symbol``; an order the class does not give is made from its ``<=``."""
    kernels = owner._kernels
    kernel = kernels.get(symbol)
    if kernel is not None or symbol not in _REFLECTED or symbol == "==":
        return kernel
    le = kernels.get("<=")
    if le is None:
        return None
    if symbol == ">=":
        return lambda x, y: le(y, x)
    if symbol == "<":
        return lambda x, y: le(x, y) and not le(y, x)
    return lambda x, y: le(y, x) and not le(x, y)


def equal(a: Any, b: Any) -> Any:
    """``a == b`` for operands of different types: False when their kinds hold no common
    value, ``NotImplemented`` for a type cgt does not know."""
    return apply("==", a, b)


_DUNDERS = {"+": "add", "-": "sub", "*": "mul", "/": "truediv", "**": "pow", "&": "and"}
_COMPARISONS = {"<": "lt", "<=": "le", ">": "gt", ">=": "ge"}


def install_operators(cls: type[Value], kernels: dict[str, Callable[[Any, Any], Any]],
                      skip: tuple[str, ...] = ()) -> None:
    """Give ``cls`` its operators from ``kernels`` (symbol → function of two operands of the
    class, or of what its ``_lift`` gives): the forward and reflected dunders, ``==``/``!=``
    and the order. An operand of the same class goes straight to the kernel; any other
    through ``apply``. Dunders named in ``skip`` are left as the class writes them."""
    cls._kernels = dict(kernels)

    def forward(symbol: str, kernel: Callable[[Any, Any], Any]) -> Callable[[Any, Any], Any]:
        def method(self: Any, other: Any) -> Any:
            if other.__class__ is self.__class__:
                return kernel(self, other)
            return apply(symbol, self, other)
        return method

    def reverse(symbol: str) -> Callable[[Any, Any], Any]:
        def method(self: Any, other: Any) -> Any:
            return apply(symbol, other, self)
        return method

    for symbol, kernel in kernels.items():
        name = _DUNDERS.get(symbol) or _COMPARISONS.get(symbol)
        if name is not None:
            if f"__{name}__" not in skip:
                setattr(cls, f"__{name}__", _named(forward(symbol, kernel), f"__{name}__"))
            if symbol in _DUNDERS and f"__r{name}__" not in skip:
                setattr(cls, f"__r{name}__", _named(reverse(symbol), f"__r{name}__"))
    if "==" in kernels and "__eq__" not in skip:
        eq = forward("==", kernels["=="])
        setattr(cls, "__eq__", _named(eq, "__eq__"))

        def ne(self: Any, other: Any) -> Any:
            result = eq(self, other)
            return result if result is NotImplemented else not result
        setattr(cls, "__ne__", _named(ne, "__ne__"))
    for symbol, name in _DUNDERS.items():   # the operators the class does not have refuse
        if symbol not in kernels and f"__{name}__" not in skip:
            setattr(cls, f"__{name}__", _named(forward(symbol, _refused(cls, symbol)),
                                               f"__{name}__"))
            setattr(cls, f"__r{name}__", _named(reverse(symbol), f"__r{name}__"))
    for symbol, name in _COMPARISONS.items():
        if symbol not in kernels and f"__{name}__" not in skip:
            kernel = _kernel(cls, symbol) or _unordered(cls)
            setattr(cls, f"__{name}__", _named(forward(symbol, kernel), f"__{name}__"))


def _refused(cls: type[Value], symbol: str) -> Callable[[Any, Any], Any]:
    def refuse(a: Any, b: Any) -> Any:
        raise CGTTypeError(f"cannot {_VERBS.get(symbol, symbol)} {a} and {b}: "
                           f"{_lacks(cls, symbol)}")
    return refuse


def _unordered(cls: type[Value]) -> Callable[[Any, Any], Any]:
    def refuse(a: Any, b: Any) -> Any:
        raise CGTTypeError(f"cannot order {a} and {b}: {_lacks(cls, 'order')}; compare with "
                           "== only")
    return refuse


def _named(function: Callable[..., Any], name: str) -> Callable[..., Any]:
    function.__name__ = function.__qualname__ = name
    return function
