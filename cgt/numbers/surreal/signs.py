"""Sign expansions and birthdays of surreal numbers in finite normal form.

Every surreal number x is a sequence of signs + and − of ordinal length, its *sign expansion*;
ordering the sequences lexicographically with − < (end) < + makes x ↦ expansion an order
isomorphism, and the birthday of x is the length (Gonshor, *An Introduction to the Theory of
Surreal Numbers*, ch. 2). The expansion is built from closed forms:

- a real: + or − repeated up to the integer part, then the binary digits of the fraction
  (Berlekamp's rule for Hackenbush strings; Gonshor ch. 2): 3/16 = + − − − +, and a non-dyadic
  real has length ω (1/3 = + − − + − + …), its digits produced lazily;
- an ordinal α: +^α;
- ω^y: a +, then each sign of y repeated ω^(a+1) times, where a is the ordinal number of pluses
  of y before it (Gonshor ch. 5): ε = ω^(-1) = + −^ω, √ω = +^ω −^(ω²);
- r·ω^y: the expansion of ω^y, then r's expansion after its first sign with each sign repeated
  ω^P times, P the number of pluses of y (Gonshor ch. 5);
- Σ rᵢ·ω^(yᵢ): the monomial expansions concatenated, with the exponents *reduced*: from yᵢ
  the common prefix with y₍ᵢ₋₁₎ keeps only its pluses (Gonshor ch. 5, the normal-form theorem).
  After a non-dyadic coefficient r₍ᵢ₋₁₎, when y₍ᵢ₋₁₎'s expansion is a prefix of yᵢ's, the first
  sign (a minus) of the rest is dropped as well: the numbers whose expansions extend that of the
  partial sum t are t + δ with δ infinitesimal with respect to ω^(y₍ᵢ₋₁₎).

A quotient such as 1/(ω + 1) has an infinite normal form; its expansion is not computed here
and raises ``UnsupportedError``.
"""
from __future__ import annotations

from fractions import Fraction
from itertools import islice
from collections.abc import Callable, Iterable, Iterator
from typing import Any, TypeGuard, Union

from cgt.errors import CGTTypeError, UnsupportedError
from cgt.numbers.surreal.ordinal import (ONE, ZERO, Ordinal, left_minus, omega_power,
                                         omega_ordinal, ordinal)
from cgt.numbers.surreal.reals import Algebraic, Real, sign as real_sign
from cgt.numbers.surreal.surreal import Surreal

_OPEN_LIMIT = 4096  # runs of two different infinite blocks compared before giving up

# A run of one sign (+1 or -1) and its length.
Pair = tuple[int, Ordinal]


class _Run:
    __slots__ = ("sign", "length")

    sign: int
    length: Ordinal

    def __init__(self, sign: int, length: Ordinal) -> None:
        self.sign, self.length = sign, length

    @property
    def key(self) -> tuple[str, int, Ordinal]:
        return ("run", self.sign, self.length)

    @property
    def pluses(self) -> Ordinal:
        return self.length if self.sign > 0 else ZERO


class _Lazy:
    """An infinite block: infinitely many runs in which both signs recur, so that its length
    and its number of pluses are the same limit ordinal."""
    __slots__ = ("key", "length", "factory")

    key: tuple[object, ...]                   # names the block: equal keys, equal blocks
    length: Ordinal
    factory: Callable[[], Iterator[Pair]]     # its runs, from the first

    def __init__(self, key: tuple[object, ...], length: Ordinal,
                 factory: Callable[[], Iterator[Pair]]) -> None:
        self.key, self.length, self.factory = key, length, factory

    @property
    def pluses(self) -> Ordinal:
        return self.length


Block = Union[_Run, _Lazy]


def _merge(blocks: Iterable[Block]) -> tuple[Block, ...]:
    out: list[Block] = []
    for b in blocks:
        if isinstance(b, _Run) and not b.length:
            continue
        last = out[-1] if out else None
        if isinstance(b, _Run) and isinstance(last, _Run) and last.sign == b.sign:
            out[-1] = _Run(b.sign, last.length + b.length)
        else:
            out.append(b)
    return tuple(out)


def _merged_runs(pairs: Iterable[Pair]) -> Iterator[Pair]:
    """Adjacent runs of one sign joined, lazily."""
    current: Pair | None = None
    for s, n in pairs:
        if current is not None and current[0] == s:
            current = (s, current[1] + n)
        else:
            if current is not None:
                yield current
            current = (s, n)
    if current is not None:
        yield current


def _runs(blocks: Iterable[Block]) -> Iterator[Pair]:
    for b in blocks:
        if isinstance(b, _Run):
            yield (b.sign, b.length)
        else:
            yield from b.factory()


# -- reals -----------------------------------------------------------------------------------------

def _floor_scaled(x: Real, k: int) -> int:
    """⌊2^k·x⌋ for x ≥ 0, exact."""
    if isinstance(x, Algebraic):
        return x.floor_times(k)
    f = Fraction(x) * (1 << k)
    return f.numerator // f.denominator


def _is_dyadic(r: Real) -> TypeGuard[int | Fraction]:
    if isinstance(r, Algebraic):
        return False
    d = Fraction(r).denominator
    return d & (d - 1) == 0


def _digits(x: Real, start: int = 1) -> Iterator[int]:
    """The binary digits of the fraction of x ≥ 0, from the ``start``-th on, as ±1."""
    k = start
    previous = _floor_scaled(x, k - 1)
    while True:
        current = _floor_scaled(x, k)
        yield 1 if current - 2 * previous else -1
        previous = current
        k += 1


def _real_blocks(r: Real, scale: Ordinal = ZERO, drop_first: bool = False) -> list[Block]:
    """The expansion of the real r, each sign repeated ω^scale times; ``drop_first`` leaves the
    first sign out (the tail of r·ω^y)."""
    s = real_sign(r)
    if not s:
        return []
    x = r if s > 0 else -r
    unit = omega_power(scale)
    n = _floor_scaled(x, 0)
    whole = x == n if type(x) is not Algebraic else False
    runs: list[tuple[int, int]] = []
    if whole:
        runs.append((1, n))
    else:
        runs.extend([(1, n + 1), (-1, 1)])
        if _is_dyadic(x):
            f = Fraction(x) - n
            k = f.denominator.bit_length() - 1
            bits = [(f.numerator >> (k - 1 - i)) & 1 for i in range(k)]
            runs.extend((1 if b else -1, 1) for b in bits[:-1])
    if drop_first:
        runs[0] = (runs[0][0], runs[0][1] - 1)
    blocks: list[Block] = [_Run(sg * s, unit * Ordinal(m)) for sg, m in runs if m]
    if not whole and not _is_dyadic(x):
        def factory(x: Real = x, unit: Ordinal = unit, s: int = s) -> Iterator[Pair]:
            return _merged_runs((d * s, unit) for d in _digits(x))
        blocks.append(_Lazy(("real", x, s, scale), omega_power(scale + ONE), factory))
    return blocks


# -- monomials and sums ----------------------------------------------------------------------------

def _omega_map(blocks: tuple[Block, ...]) -> list[Block]:
    """The signs of ω^y after its first +, from the blocks of y (Gonshor ch. 5)."""
    out: list[Block] = []
    a = ZERO
    for b in blocks:
        if isinstance(b, _Run):
            if b.sign > 0:
                out.append(_Run(1, omega_power(a + b.length)))
                a = a + b.length
            else:
                out.append(_Run(-1, omega_power(a + ONE) * b.length))
        else:
            def factory(b: _Lazy = b, a: Ordinal = a) -> Iterator[Pair]:
                def gen() -> Iterator[Pair]:
                    plus = a
                    for s, n in b.factory():
                        if s > 0:
                            yield (1, omega_power(plus + n))
                            plus = plus + n
                        else:
                            yield (-1, omega_power(plus + ONE) * n)
                return _merged_runs(gen())
            out.append(_Lazy(("omega", b.key, a), omega_power(a + b.length), factory))
            a = a + b.length
    return out


def _pluses(blocks: tuple[Block, ...]) -> Ordinal:
    total = ZERO
    for b in blocks:
        total = total + b.pluses
    return total


def _negate(blocks: list[Block]) -> list[Block]:
    out: list[Block] = []
    for b in blocks:
        if isinstance(b, _Run):
            out.append(_Run(-b.sign, b.length))
        else:
            def factory(b: _Lazy = b) -> Iterator[Pair]:
                return ((-s, n) for s, n in b.factory())
            out.append(_Lazy(("neg", b.key), b.length, factory))
    return out


def _monomial(r: Real, z: tuple[Block, ...]) -> list[Block]:
    """The expansion of r·ω^Z from the blocks Z of the (reduced) exponent."""
    if not z:
        return _real_blocks(r)
    positive = abs(r) if type(r) is not Algebraic else (r if r.sign > 0 else -r)
    blocks: list[Block] = [_Run(1, ONE), *_omega_map(z),
                           *_real_blocks(positive, _pluses(z), True)]
    return _negate(blocks) if real_sign(r) < 0 else blocks


def _open(block: _Lazy, count: int) -> list[Block]:
    """The first ``count`` runs of an infinite block as runs, then the rest as a block."""
    head = list(islice(block.factory(), count))
    used = ZERO
    for _, n in head:
        used = used + n
    rest = _Lazy(("after", block.key, count), left_minus(block.length, used),
                 lambda: islice(block.factory(), count, None))
    return [*(_Run(s, n) for s, n in head), rest]


def _common_prefix(xs: tuple[Block, ...],
                   ys: tuple[Block, ...]) -> tuple[Ordinal, tuple[Block, ...], bool]:
    """(pluses of the common prefix, the rest of xs after it, whether ys is a prefix of xs)."""
    a, b = list(xs), list(ys)
    i = j = 0
    plus = ZERO
    opened = 0
    while i < len(a) and j < len(b):
        x, y = a[i], b[j]
        if x.key == y.key:
            plus = plus + x.pluses
            i += 1
            j += 1
            continue
        if isinstance(x, _Lazy) or isinstance(y, _Lazy):
            opened += 1
            if opened * 16 > _OPEN_LIMIT:
                raise UnsupportedError("the sign expansions of two exponents agree for longer "
                                       "than can be compared here")
            if isinstance(x, _Lazy):
                a[i:i + 1] = _open(x, 16)
            if isinstance(y, _Lazy):
                b[j:j + 1] = _open(y, 16)
            continue
        if x.sign != y.sign:
            break
        if x.length < y.length:
            plus = plus + x.pluses
            b[j] = _Run(y.sign, left_minus(y.length, x.length))
            i += 1
        else:
            plus = plus + y.pluses
            a[i] = _Run(x.sign, left_minus(x.length, y.length))
            j += 1
    return plus, tuple(a[i:]), j == len(b)


def expansion_blocks(x: Surreal) -> tuple[Block, ...]:
    """The blocks of the sign expansion of a finite form."""
    if x._q is not None:
        raise UnsupportedError(f"the sign expansion of {x}: only numbers with a finite normal "
                               f"form are supported, and this quotient's normal form is infinite")
    blocks: list[Block] = []
    previous: tuple[Block, ...] | None = None
    previous_dyadic = True
    for y, r in x._p:
        ys = _exponent_blocks(y)
        if previous is None:
            z = ys
        else:
            plus, rest, prefix = _common_prefix(ys, previous)
            if prefix and not previous_dyadic and rest:
                first = rest[0]
                assert isinstance(first, _Run)  # a lazy block here would be a sign unknown
                rest = (_Run(first.sign, left_minus(first.length, ONE)),) + rest[1:]
            z = _merge(([_Run(1, plus)] if plus else []) + list(rest))
        blocks.extend(_monomial(r, z))
        previous, previous_dyadic = ys, _is_dyadic(r)
    return _merge(blocks)


def _exponent_blocks(y: Surreal | Real) -> tuple[Block, ...]:
    if isinstance(y, Surreal):
        return expansion_blocks(y)
    return _merge(_real_blocks(y))


# -- the public object -----------------------------------------------------------------------------

class SignExpansion:
    """The sign expansion of a surreal number: ``length`` (the birthday, an ``Ordinal``),
    ``runs()`` (an iterator of (sign, Ordinal) pairs, sign ``"+"`` or ``"-"``, infinite for a
    non-dyadic coefficient), ``expansion[alpha]`` for the sign at position α, and comparison in
    the lexicographic order (− < end < +), which is the order of the numbers (Gonshor, ch. 2)."""

    __slots__ = ("_blocks", "_length")

    _blocks: tuple[Block, ...]
    _length: Ordinal

    def __init__(self, *args: Any) -> None:
        raise CGTTypeError("get a sign expansion with surreal(x).sign_expansion()")

    @classmethod
    def _make(cls, blocks: tuple[Block, ...]) -> SignExpansion:
        self = object.__new__(cls)
        self._blocks = blocks
        total = ZERO
        for b in blocks:
            total = total + b.length
        self._length = total
        return self

    @property
    def length(self) -> Ordinal:
        return self._length

    def runs(self) -> Iterator[tuple[str, Ordinal]]:
        for s, n in _merged_runs(_runs(self._blocks)):
            yield ("+" if s > 0 else "-", n)

    @property
    def is_finite(self) -> bool:
        """True when the expansion has finitely many runs."""
        return not any(isinstance(b, _Lazy) for b in self._blocks)

    def __getitem__(self, alpha: Any) -> str:
        alpha = ordinal(alpha)
        if not alpha < self._length:
            raise IndexError(f"position {alpha} is beyond the length {self._length}")
        start = ZERO
        for b in self._blocks:
            end = start + b.length
            if alpha < end:
                for s, n in _runs((b,)):
                    if alpha < start + n:
                        return "+" if s > 0 else "-"
                    start = start + n
            start = end
        raise IndexError(f"position {alpha}")  # pragma: no cover - the length bounds alpha

    def compare(self, other: SignExpansion) -> int:
        """-1, 0 or 1 in the lexicographic order with − < (end) < +."""
        left, right = list(self._blocks), list(other._blocks)
        i = j = 0
        while i < len(left) and j < len(right):
            x, y = left[i], right[j]
            if x.key == y.key:
                i, j = i + 1, j + 1
                continue
            if isinstance(x, _Lazy) or isinstance(y, _Lazy):
                if isinstance(x, _Lazy):
                    left[i:i + 1] = _open(x, 16)
                if isinstance(y, _Lazy):
                    right[j:j + 1] = _open(y, 16)
                continue
            if x.sign != y.sign:
                return 1 if x.sign > y.sign else -1
            if x.length < y.length:
                right[j] = _Run(y.sign, left_minus(y.length, x.length))
                i += 1
            else:
                left[i] = _Run(x.sign, left_minus(x.length, y.length))
                j += 1
        if i < len(left):
            return _first_sign(left[i])
        if j < len(right):
            return -_first_sign(right[j])
        return 0

    def __str__(self) -> str:
        parts = []
        for k, (s, n) in enumerate(self.runs()):
            if k == 16:
                parts.append("…")
                break
            parts.append(s + _length_text(n))
        return " ".join(parts) if parts else "(empty)"

    def __repr__(self) -> str:
        return f"<sign expansion {self} of length {self._length}>"

    def _repr_latex_(self) -> str:
        parts = []
        for k, (s, n) in enumerate(self.runs()):
            if k == 16:
                parts.append("\\ldots")
                break
            parts.append(s if n == ONE else f"{s}^{{{n.to_latex()}}}")
        return "$" + "\\,".join(parts) + "$"


def _first_sign(block: Block) -> int:
    return block.sign if isinstance(block, _Run) else next(iter(block.factory()))[0]


def _length_text(n: Ordinal) -> str:
    if n == ONE:
        return ""
    if n.is_finite or n == omega_ordinal:
        return f"^{n}"
    return f"^({n})"


def sign_expansion(x: Surreal) -> SignExpansion:
    """The sign expansion of a finite normal form (Gonshor, ch. 2 and 5)."""
    return SignExpansion._make(expansion_blocks(x))


__all__ = ["SignExpansion", "sign_expansion"]
