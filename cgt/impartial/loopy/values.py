"""Smith's generalised Sprague–Grundy values: a nim heap ``*n`` or a loopy value ∞_S.

C. A. B. Smith (*Graphs and composite games*, J. Combin. Theory 1, 1966) showed that every
position of a finite impartial game with cycles is worth either a nim heap ``*n`` or a loopy
value ``∞_S``, where ``S`` is the set of finite values of its options (*Winning Ways* vol. 2,
ch. 12, "Values of Loopy Positions", "Adding Loopy Values"). In a disjunctive sum the finite
parts nim-add to one heap ``*n``, and

* with no loopy part the sum is ``*n``: P if ``n = 0``, else N;
* with one loopy part ``∞_S`` the sum is ``∞_{S ⊕ n}`` (``S ⊕ n = {s ⊕ n : s ∈ S}``), an
  N-position if ``n ∈ S`` and open (O) otherwise;
* with two or more loopy parts the sum is ``∞``, open.

``Finite(n, stage)`` also remembers the stage at which the C.A.B.S. rule labels the position
(printed ``*2@11``); the stage is a fact about one position, not about its value, so it takes
no part in equality, and a sum has none.
"""
from __future__ import annotations

import operator
from collections.abc import Iterable
from typing import Any, overload

from cgt.errors import CGTTypeError, CGTValueError
from cgt.lattice import ShortLevel, SmithUniverse, Value, install_operators
from cgt.numbers.checks import items, natural, shown

__all__ = ["SmithValue", "Finite", "Loopy", "smith_sum"]


class SmithValue(SmithUniverse):
    """The value of a position of a loopy impartial game: ``Finite`` or ``Loopy``.

    Smith values are a universe of their own (``cgt.lattice.SmithUniverse``): beside one, a
    natural number n and a nimber ``Game`` *n mean the heap *n in sums, and a ``Finite`` is
    equal to the int n (its Grundy value); other kinds are refused with a ``CGTTypeError``."""

    __slots__ = ()

    @property
    def is_finite(self) -> bool:
        """True for a nim heap ``*n`` (possibly latently loopy), False for ``∞_S``."""
        return isinstance(self, Finite)

    def outcome(self) -> str:
        """"P", "N" or "O" for a position of this value played alone."""
        raise NotImplementedError

    def latex(self) -> str:
        """The value in LaTeX."""
        raise NotImplementedError

    @classmethod
    def _lift(cls, x: Any) -> SmithValue | None:
        """``x`` as a Smith value: itself, a natural number n or a nimber game as *n."""
        if isinstance(x, Value) and not isinstance(x, (SmithValue, ShortLevel)):
            return None
        return smith_value_of(x, None)

    def __str__(self) -> str:
        return self.__repr__()

    def _repr_latex_(self) -> str:
        return f"${self.latex()}$"


class Finite(SmithValue):
    """The nim heap ``*n`` as the value of a position, with the ``stage`` (or None) at which
    the C.A.B.S. rule labelled it. Equal to ``Finite(n)`` with any stage, and to the int
    ``n``, and hashed like ``n``; ``int(value.n)`` is the heap size. (It is not itself an int,
    so that adding it to a nimber ``Game`` adds nim heaps, not numbers.)

    >>> Finite(2, 11), Finite(0, 3), Finite(3)
    (*2@11, 0@3, *3)
    """

    __slots__ = ("n", "stage")
    n: int
    stage: int | None

    def __init__(self, n: int, stage: int | None = None) -> None:
        object.__setattr__(self, "n", natural(n, "n of Finite(n)"))
        if stage is not None:
            stage = natural(stage, "stage of Finite(n, stage)")
        object.__setattr__(self, "stage", stage)

    def __setattr__(self, name: str, value: Any) -> None:
        raise AttributeError(f"{type(self).__name__} is immutable")

    def __reduce__(self) -> tuple:
        return (Finite, (self.n, self.stage))

    def outcome(self) -> str:
        return "P" if self.n == 0 else "N"

    def __eq__(self, other: Any) -> bool:
        if isinstance(other, Finite):
            return self.n == other.n
        if isinstance(other, int) and not isinstance(other, bool):
            return self.n == other
        if isinstance(other, SmithValue):
            return False
        return NotImplemented

    def __hash__(self) -> int:
        return hash(self.n)

    def __repr__(self) -> str:
        text = "0" if self.n == 0 else f"*{shown(self.n)}"
        return text if self.stage is None else f"{text}@{shown(self.stage)}"

    def latex(self) -> str:
        """The value in LaTeX, the stage as a subscript ``@k``."""
        text = "0" if self.n == 0 else f"{{*}}{shown(self.n)}"
        return text if self.stage is None else f"{text}_{{@{shown(self.stage)}}}"


class Loopy(SmithValue):
    """The loopy value ``∞_S``: the position has no nim-heap value, and ``S`` (a frozenset,
    perhaps empty) is the set of the finite values of its options.

    >>> Loopy({0, 1, 3}), Loopy(), Loopy({0, 2}).outcome(), Loopy({1}).outcome()
    (∞_{0,1,3}, ∞, 'N', 'O')
    """

    __slots__ = ("subscripts",)
    subscripts: frozenset[int]

    def __init__(self, subscripts: Iterable[int] = ()) -> None:
        if isinstance(subscripts, (str, bytes)) or not isinstance(subscripts, Iterable):
            raise CGTTypeError(f"the subscripts of Loopy must be a set of naturals, not "
                               f"{shown(subscripts)}")
        found = frozenset(natural(s, "subscript of Loopy") for s in subscripts)
        object.__setattr__(self, "subscripts", found)

    def __setattr__(self, name: str, value: Any) -> None:
        raise AttributeError(f"{type(self).__name__} is immutable")

    def __reduce__(self) -> tuple:
        return (Loopy, (tuple(sorted(self.subscripts)),))

    @property
    def stage(self) -> None:
        """None: a loopy position is never labelled."""
        return None

    def outcome(self) -> str:
        """N if some option is worth 0 (a move to a P-position), else O."""
        return "N" if 0 in self.subscripts else "O"

    @property
    def is_blatant(self) -> bool:
        """True when 0 is not a subscript, so that best play alone never ends."""
        return 0 not in self.subscripts

    def __eq__(self, other: Any) -> bool:
        if isinstance(other, Loopy):
            return self.subscripts == other.subscripts
        if isinstance(other, (SmithValue, int)):
            return False
        return NotImplemented

    def __hash__(self) -> int:
        return hash(("Loopy", self.subscripts))

    def __repr__(self) -> str:
        if not self.subscripts:
            return "∞"
        return "∞_{" + ",".join(map(shown, sorted(self.subscripts))) + "}"

    def latex(self) -> str:
        """The value in LaTeX."""
        if not self.subscripts:
            return r"\infty"
        return r"\infty_{" + ",".join(map(shown, sorted(self.subscripts))) + "}"


@overload
def smith_value_of(x: Any, name: str = "value") -> SmithValue: ...
@overload
def smith_value_of(x: Any, name: None) -> SmithValue | None: ...
def smith_value_of(x: Any, name: str | None = "value") -> SmithValue | None:
    """``x`` as a ``SmithValue``: itself, an int ``n`` (the heap ``*n``) or a nimber ``Game``.
    Anything else raises ``CGTTypeError`` naming ``name``, or gives None when ``name`` is None."""
    if isinstance(x, SmithValue):
        return x
    n = _index(x)
    if n is not None:
        if n < 0:
            if name is None:
                return None
            raise CGTValueError(f"the {name} must be a natural number (a nim heap), not {n}")
        return Finite(n)
    if getattr(x, "is_nimber", False) is True:
        return Finite(x.birthday)
    if name is None:
        return None
    raise CGTTypeError(f"the {name} must be a Smith value, an int or a nimber, not "
                       f"{type(x).__name__} {shown(x)}")


def _index(x: Any) -> int | None:
    """``x`` as an int if it is an integer of any kind (int, numpy, sympy) but not a bool."""
    if isinstance(x, bool):
        return None
    try:
        return operator.index(x)
    except TypeError:
        return None


def _sum(a: SmithValue, b: SmithValue) -> SmithValue:
    if isinstance(a, Finite) and isinstance(b, Finite):
        return Finite(a.n ^ b.n)
    if isinstance(a, Finite) and isinstance(b, Loopy):
        return Loopy(s ^ a.n for s in b.subscripts)
    if isinstance(a, Loopy) and isinstance(b, Finite):
        return Loopy(s ^ b.n for s in a.subscripts)
    return Loopy()


install_operators(SmithValue, {"+": lambda a, b: _sum(a, b)}, skip=("__eq__",))


def smith_sum(values: Iterable[Any]) -> SmithValue:
    """The value of a disjunctive sum of Smith values, ints (nim heaps) and nimbers.

    The finite parts are nim-added first, so that the subscripts of a loopy part are shifted
    once: the time is linear in the number of summands and subscripts.
    """
    heap = 0
    loopy = []
    for x in items(values, "values of a sum"):
        if type(x) is int and x >= 0:
            heap ^= x
            continue
        value = smith_value_of(x, "summand")
        if isinstance(value, Finite):
            heap ^= value.n
        else:
            loopy.append(value)
    total: SmithValue = Finite(heap)
    for value in loopy[:2]:   # two loopy parts make ∞, whatever else is added
        total = _sum(total, value)
    return total
