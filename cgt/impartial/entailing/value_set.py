"""Sets of nim-values for games with entailing moves: finite sets and cofinite ones.

In the theory of entailing moves (*Winning Ways* vol. 2, ch. 12, "Entailing Moves") a
component has a whole set of nim-values ``a0 < a1 < a2 < …``. Only the least is relevant,
unless the component was just entered by an entailing move, when all are. Such a set is ℕ
minus a set built from finitely many options, so it is finite or cofinite: a finite set F
together with an optional tail t stands for F ∪ {t, t+1, …}.

The book's notation, used for printing: ``*n→`` is {n, n+1, …}; ``*n̄`` is every number but n;
``*0,1,7.`` is {0, 1, 7}; ``*3,4,6,8→`` is {3, 4, 6, 8, 9, …}. The set of all numbers is
**sunny**, ``⊙`` (a move there wins for its maker, whatever else is on the board), and the
empty set is **loony**, ``L`` (a move there loses).
"""
from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from cgt.errors import CGTTypeError, ResourceError
from cgt.lattice import EntailingUniverse, install_operators
from cgt.numbers.checks import natural, shown

__all__ = ["ValueSet"]

_OVERLINE = "\u0304"

#: The largest number below which a complement is written out element by element.
MAX_SPAN = 1 << 20


def _span(top: int) -> range:
    if top > MAX_SPAN:
        raise ResourceError(f"the complement would list the {shown(top)} numbers below "
                            f"{shown(top)}; at most {MAX_SPAN} are allowed")
    return range(top)


class ValueSet(EntailingUniverse):
    """A set of natural numbers that is finite or cofinite: ``finite ∪ {tail, tail+1, …}``
    (no tail when ``tail`` is None). Immutable and hashable.

    >>> ValueSet([0, 1, 7]), ValueSet([3, 4, 6], tail=8), ValueSet(tail=2)
    (*0,1,7., *3,4,6,8→, *2→)
    >>> ValueSet.sunny(), ValueSet.loony(), ValueSet.all_but(1)
    (⊙, L, *1̄)
    """

    __slots__ = ("finite", "tail")
    finite: frozenset[int]
    tail: int | None

    def __init__(self, finite: Iterable[int] = (), tail: int | None = None) -> None:
        if isinstance(finite, (str, bytes)) or not isinstance(finite, Iterable):
            raise CGTTypeError(f"the finite part of a ValueSet must be a set of naturals, not "
                               f"{shown(finite)}")
        numbers = {natural(x, "member of a ValueSet") for x in finite}
        if tail is not None:
            tail = natural(tail, "tail of a ValueSet")
            numbers = {x for x in numbers if x < tail}
            while tail - 1 in numbers:
                tail -= 1
                numbers.discard(tail)
        object.__setattr__(self, "finite", frozenset(numbers))
        object.__setattr__(self, "tail", tail)

    def __setattr__(self, name: str, value: Any) -> None:
        raise AttributeError("ValueSet is immutable")

    def __reduce__(self) -> tuple:
        return (ValueSet, (tuple(sorted(self.finite)), self.tail))

    @classmethod
    def sunny(cls) -> ValueSet:
        """Every natural number, ⊙."""
        return cls(tail=0)

    @classmethod
    def loony(cls) -> ValueSet:
        """No number at all."""
        return cls()

    @classmethod
    def all_but(cls, n: int) -> ValueSet:
        """Every natural number except ``n`` (printed ``*n̄``)."""
        n = natural(n, "n")
        return cls(_span(n), n + 1)

    @property
    def is_sunny(self) -> bool:
        """True for the set of all numbers."""
        return self.tail == 0

    @property
    def is_loony(self) -> bool:
        """True for the empty set."""
        return self.tail is None and not self.finite

    @property
    def least(self) -> int | None:
        """The least member, the only relevant value after a non-entailing move (None when
        loony)."""
        if self.finite:
            return min(self.finite)
        return self.tail

    def __contains__(self, n: Any) -> bool:
        if isinstance(n, bool) or not isinstance(n, int) or n < 0:
            return False
        return n in self.finite or (self.tail is not None and n >= self.tail)

    def __or__(self, other: ValueSet) -> ValueSet:
        if not isinstance(other, ValueSet):
            return NotImplemented
        tails = [t for t in (self.tail, other.tail) if t is not None]
        return ValueSet(self.finite | other.finite, min(tails) if tails else None)

    def complement(self) -> ValueSet:
        """ℕ minus this set."""
        if self.tail is None:
            top = max(self.finite) + 1 if self.finite else 0
            return ValueSet((x for x in _span(top) if x not in self.finite), top)
        return ValueSet(x for x in _span(self.tail) if x not in self.finite)

    def __eq__(self, other: Any) -> bool:
        if not isinstance(other, ValueSet):
            return NotImplemented
        return self.finite == other.finite and self.tail == other.tail

    def __hash__(self) -> int:
        return hash((ValueSet, self.finite, self.tail))

    def _missing_one(self):
        """The n when this set is every number but n >= 1, else None."""
        tail = self.tail
        if tail is not None and tail >= 2 and len(self.finite) == tail - 1 \
                and all(x < tail - 1 for x in self.finite):
            return tail - 1
        return None

    def __repr__(self) -> str:
        if self.is_sunny:
            return "⊙"
        if self.is_loony:
            return "L"
        numbers = ",".join(map(shown, sorted(self.finite)))
        if self.tail is None:
            return f"*{numbers}."
        n = self._missing_one()
        if n is not None:
            return "*" + "".join(digit + _OVERLINE for digit in shown(n))
        tail = shown(self.tail)
        return f"*{numbers},{tail}→" if numbers else f"*{tail}→"

    def __str__(self) -> str:
        return self.__repr__()

    def latex(self) -> str:
        """The set in the book's notation, in LaTeX."""
        if self.is_sunny:
            return r"\odot"
        if self.is_loony:
            return r"\mathcal{L}"
        numbers = ",".join(map(shown, sorted(self.finite)))
        if self.tail is None:
            return f"{{*}}{numbers}."
        n = self._missing_one()
        if n is not None:
            return rf"{{*}}\overline{{{shown(n)}}}"
        tail = shown(self.tail)
        return (f"{{*}}{numbers},{tail}" if numbers else f"{{*}}{tail}") + r"\rightarrow"

    def _repr_latex_(self) -> str:
        return f"${self.latex()}$"


# A value set has no arithmetic and no order: the operators refuse, naming the universe.
install_operators(ValueSet, {}, skip=("__eq__",))
