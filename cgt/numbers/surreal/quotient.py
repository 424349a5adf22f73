"""Quotients of finite normal forms: reduction to lowest terms, exact order, coefficients.

A number such as 1/(ω + 1) = ε - ε² + ε³ - … has an infinite normal form (Conway, *On Numbers
and Games*, ch. 3). It is kept as a pair P/Q of finite forms with no common factor, where Q is
not a monomial (a monomial is a unit, so P/monomial is a finite form again).

**Reduction.** Every exponent of P and Q is a finite form Σ s_z·ω^z; write each monomial ω^y as
a product of powers of the *atoms* ω^(ω^z). With rational s_z and L_z the least common
denominator of the s_z of an atom, the variables t_z = ω^(ω^z/L_z) turn P and Q into Laurent
polynomials with integer exponents over the coefficient field; their gcd, computed by sympy over
ℚ or over the number field of the coefficients, is the gcd in the whole ring of finite forms (a
GCD domain, not a UFD: ω - 1 = (ω^(1/2) - 1)(ω^(1/2) + 1) splits for ever). CGSuite reduces its
rational functions of ω the same way, with polynomial variables ω^(ω^e).

**Normal representative.** A reduced pair is unique up to a unit r·ω^w: each atom's least
exponent over both sides is made 0, and Q's leading coefficient is made 1; when every
coefficient is then rational, they are scaled to coprime integers with the leading coefficient
of Q positive. So ω^(-1)/(ω + 1) is 1/(ω² + ω), and 1/(2ω - 1) keeps that form after a
multiplication and a division by √2, which pass through (√2/2)/(ω - 1/2). Equal quotients
therefore have equal pairs, which is what ``==`` and ``hash`` compare.

**Order.** With Q, Q′ > 0, P/Q < P′/Q′ iff P·Q′ - P′·Q < 0; the terms of both products are
generated lazily in decreasing exponent order until the first exponent whose total coefficient
is not 0 (or multiplied out in full when they agree for long).

**Coefficients.** Long division of P by Q produces the terms in decreasing order, but their order
type may exceed ω (ω^ω/(ω + 1) = ω^(ω-1) - ω^(ω-2) + … never reaches ω^0), so the coefficient of
ω^g is extracted directly: with Q = q₀·ω^b·(1 + δ), δ = Σ c_j·ω^(d_j), every d_j < 0,
1/(1 + δ) = Σ_k (-1)^|k|·(|k|!/Π k_j!)·Π c_j^(k_j)·ω^(Σ k_j d_j), and only finitely many k reach a
given exponent (Neumann's lemma).
"""
from __future__ import annotations

import heapq
from collections.abc import Callable, Iterator
from fractions import Fraction
from math import factorial, gcd, lcm
from typing import Any

from cgt.numbers.surreal.reals import (Algebraic, Real, divide as divide_real, is_rational, real,
                                      sign as real_sign, to_sympy)
from cgt.numbers.surreal.surreal import (ONE, ZERO, Exponent, Surreal, Terms, add_exp, add_terms,
                                         as_surreal, cmp_exp, compare_terms, divide_by_monomial,
                                         exponent, mul_terms, scale_terms, sub_exp)

# The terms (exponent d_j, coefficient c_j) of δ in Q = q₀·ω^b·(1 + δ): see ``coefficient``.
Series = list[tuple[Exponent, Real]]


def make(p: Terms, q: Terms) -> Surreal:
    """The number P/Q for finite forms P and Q ≠ 0, reduced and normalised."""
    if not q:
        raise ZeroDivisionError("division by the surreal number 0")
    if not p:
        return ZERO
    if len(q) == 1:
        (y, r), = q
        return Surreal._make(divide_by_monomial(p, y, r))
    p, q = _reduce(p, q)
    if len(q) == 1:
        (y, r), = q
        return Surreal._make(divide_by_monomial(p, y, r))
    return Surreal._make(p, q)


def _pair(x: Surreal) -> tuple[Terms, Terms]:
    return x._p, (x._q if x._q is not None else ONE._p)


def add(x: Surreal, y: Surreal) -> Surreal:
    (p, q), (r, s) = _pair(x), _pair(y)
    if q == s:
        return make(add_terms(p, r), q)
    return make(add_terms(mul_terms(p, s), mul_terms(r, q)), mul_terms(q, s))


def multiply(x: Surreal, y: Surreal) -> Surreal:
    (p, q), (r, s) = _pair(x), _pair(y)
    return make(mul_terms(p, r), mul_terms(q, s))


def divide(x: Surreal, y: Surreal) -> Surreal:
    (p, q), (r, s) = _pair(x), _pair(y)
    if not r:
        raise ZeroDivisionError("division by the surreal number 0")
    return make(mul_terms(p, s), mul_terms(q, r))


# -- reduction -------------------------------------------------------------------------------------

def _atoms(y: Exponent) -> dict[Exponent, Real]:
    """The exponent y = Σ s_z·ω^z as {z: s_z}."""
    if type(y) is Surreal:
        return {z: s for z, s in y._p}
    return {0: y} if y else {}


def _reduce(p: Terms, q: Terms) -> tuple[Terms, Terms]:
    import sympy
    terms = list(p) + list(q)
    coords = [_atoms(y) for y, _ in terms]
    values: dict[Exponent, list[Real]] = {}
    for c in coords:
        for z, v in c.items():
            values.setdefault(z, []).append(v)
    # One variable t = ω^((b/L)·ω^z) per atom z and basis element b of the span of its
    # coefficients s_z: θ^i for a primitive element θ when some s_z is irrational.
    variables: list[tuple[Exponent, Any, int]] = []  # (atom, basis expression or None, L)
    split: dict[Exponent, Callable[[Real], list[Fraction]]] = {}  # atom -> s_z's coordinates
    for z in sorted(values, key=as_surreal, reverse=True):
        split[z], bases = _coordinates(values[z])
        columns = list(zip(*(split[z](v) for v in values[z])))
        for basis, column in zip(bases, columns):
            den = 1
            for x in column:
                den = lcm(den, x.denominator)
            variables.append((z, basis, den))
    vectors = []
    for c in coords:
        row: list[Fraction] = []
        for z in split:
            row.extend(split[z](c.get(z, 0)))
        vectors.append(tuple(int(x * variables[i][2]) for i, x in enumerate(row)))
    order = variables
    low = [min(v[i] for v in vectors) for i in range(len(order))] if order else []
    vectors = [tuple(n - m for n, m in zip(v, low)) for v in vectors]
    coefficients = [c for _, c in terms]
    algebraic = [c.expr for c in coefficients if type(c) is Algebraic]
    domain = sympy.QQ.algebraic_field(*algebraic) if algebraic else sympy.QQ
    gens = sympy.symbols(f"t0:{max(len(order), 1)}")
    width = max(len(order), 1)

    def poly(lo: int, hi: int) -> Any:
        d = {}
        for v, c in zip(vectors[lo:hi], coefficients[lo:hi]):
            key = v if order else (0,) * width
            d[key] = to_sympy(c)
        return sympy.Poly.from_dict(d, *gens, domain=domain)

    f, g = poly(0, len(p)), poly(len(p), len(terms))
    h = f.gcd(g)
    if h.total_degree() > 0 or not h.is_one:
        f, g = f.exquo(h), g.exquo(h)

    def back(fx: Any) -> Terms:
        out: list[tuple[Exponent, Real]] = []
        for monom, c in fx.terms():
            parts: dict[Exponent, Real] = {}
            for (z, basis, den), n in zip(order, monom):
                if n:
                    x = Fraction(n, den)
                    parts[z] = parts.get(z, 0) + (x if basis is None else
                                                  real(basis * sympy.Rational(n, den)))
            y = tuple((z, v) for z, v in parts.items() if v)
            out.append((exponent(Surreal._make(y)) if y else 0, real(c)))
        out.sort(key=lambda t: as_surreal(t[0]), reverse=True)
        return tuple(out)

    return _normalise(back(f), back(g))


def _coordinates(values: list[Real]) -> tuple[Callable[[Real], list[Fraction]], list[Any]]:
    """(coordinates, basis): a function from each of ``values`` to its rational coordinates in
    a ℚ-basis of their span, and the basis (``[None]`` for the rationals, else the powers of a
    primitive element of the number field they generate, as sympy expressions)."""
    if all(is_rational(v) for v in values):
        return _rational_coordinates, [None]
    import sympy
    field = sympy.QQ.algebraic_field(*[v.expr for v in values if type(v) is Algebraic])
    degree = len(field.mod.to_list()) - 1
    theta = field.ext.as_expr() if hasattr(field.ext, "as_expr") else field.ext

    def coordinates(v: Real) -> list[Fraction]:
        element = field.from_sympy(to_sympy(v))
        rep = [Fraction(int(c.numerator), int(c.denominator)) for c in element.to_list()]
        rep = rep[::-1] + [Fraction(0)] * (degree - len(rep))
        return rep

    return coordinates, [theta ** i for i in range(degree)]


def _rational_coordinates(v: Real) -> list[Fraction]:
    assert not isinstance(v, Algebraic)
    return [Fraction(v)]


def _normalise(p: Terms, q: Terms) -> tuple[Terms, Terms]:
    p, q = _shift(p, q)
    return _scale(p, q)


def _shift(p: Terms, q: Terms) -> tuple[Terms, Terms]:
    """Divide both sides by the monomial ω^(Σ μ_z·ω^z), μ_z the least coefficient of the atom
    ω^z over all exponents (an absent atom counts as 0): every atom's least exponent becomes 0."""
    exps = [_atoms(y) for y, _ in p + q]
    mins: dict[Exponent, Real] = {}
    for z in {z for e in exps for z in e}:
        values = [e[z] for e in exps if z in e]
        least = min(values)
        mins[z] = least if len(values) == len(exps) or least < 0 else 0
    shift = tuple((z, v) for z, v in mins.items() if v)
    if not shift:
        return p, q
    unit = exponent(Surreal._make(tuple(sorted(shift, key=lambda t: as_surreal(t[0]),
                                                reverse=True))))
    return (tuple((sub_exp(y, unit), c) for y, c in p),
            tuple((sub_exp(y, unit), c) for y, c in q))


def _scale(p: Terms, q: Terms) -> tuple[Terms, Terms]:
    """Divide both sides by the constant that makes the pair the one representative of its
    class: Q's leading coefficient 1, then, when every coefficient is rational, coprime integers
    with Q's leading coefficient positive. The second step depends only on the monic pair, so a
    pair reached through irrational coefficients ends where a rational one does."""
    cs = _rationals(p + q)
    if cs is None:
        lead = q[0][1]
        p = tuple((y, divide_real(c, lead)) for y, c in p)
        q = tuple((y, divide_real(c, lead)) for y, c in q)
        cs = _rationals(p + q)
        if cs is None:
            return p, q
    den = 1
    for c in cs:
        den = lcm(den, Fraction(c).denominator)
    content = 0
    for c in cs:
        content = gcd(content, int(c * den))
    scale = Fraction(den, content) * (1 if q[0][1] > 0 else -1)
    return scale_terms(p, scale), scale_terms(q, scale)


def _rationals(terms: Terms) -> list[int | Fraction] | None:
    """The coefficients of ``terms`` when they are all rational, else ``None``."""
    cs = [c for _, c in terms if not isinstance(c, Algebraic)]
    return cs if len(cs) == len(terms) else None


# -- order -----------------------------------------------------------------------------------------

class _Desc:
    """An exponent ordered downward, for the min-heap of ``heapq``."""

    __slots__ = ("y",)
    y: Exponent

    def __init__(self, y: Exponent) -> None:
        self.y = y

    def __lt__(self, other: _Desc) -> bool:
        return cmp_exp(self.y, other.y) > 0

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, _Desc):
            return NotImplemented
        return cmp_exp(self.y, other.y) == 0


# (exponent of a product of terms, which product, index in its left factor, in its right)
_Entry = tuple[_Desc, int, int, int]


def _product_stream(heap: list[_Entry], a: Terms, b: Terms, tag: int) -> None:
    if a and b:
        heap.append((_Desc(add_exp(a[0][0], b[0][0])), tag, 0, 0))


def compare(x: Surreal, y: Surreal) -> int:
    """The sign of x - y, from the leading term of P·Q′ - P′·Q found lazily."""
    (p, q), (r, s) = _pair(x), _pair(y)
    pairs = ((p, s, 1), (r, q, -1))
    heap: list[_Entry] = []
    for tag, (a, b, _) in enumerate(pairs):
        _product_stream(heap, a, b, tag)
    heapq.heapify(heap)
    budget = 64
    while heap:
        budget -= 1
        if not budget:
            # The products agree far down: multiplying them out is cheaper than the heap.
            return compare_terms(mul_terms(p, s), mul_terms(r, q))
        key, tag, i, j = heapq.heappop(heap)
        total: Real = 0
        entries = [(tag, i, j)]
        while heap and heap[0][0] == key:
            _, t2, i2, j2 = heapq.heappop(heap)
            entries.append((t2, i2, j2))
        for t, i, j in entries:
            a, b, sgn = pairs[t]
            total = total + sgn * a[i][1] * b[j][1]
            if j == 0 and i + 1 < len(a):
                heapq.heappush(heap, (_Desc(add_exp(a[i + 1][0], b[0][0])), t, i + 1, 0))
            if j + 1 < len(b):
                heapq.heappush(heap, (_Desc(add_exp(a[i][0], b[j + 1][0])), t, i, j + 1))
        if total:
            return real_sign(total)
    return 0


# -- coefficients ----------------------------------------------------------------------------------

def coefficient(x: Surreal, g: Exponent) -> Real:
    """The coefficient of ω^g in the normal form of the quotient x = P/Q."""
    p, q = x._p, x._q
    assert q is not None  # x is a quotient
    b, q0 = q[0]
    ds = [(sub_exp(z, b), divide_real(c, q0)) for z, c in q[1:]]
    total: Real = 0
    for a, pa in p:
        h = sub_exp(add_exp(g, b), a)
        if cmp_exp(h, 0) > 0:
            continue
        c = _series_coefficient(h, ds)
        if c:
            total = total + divide_real(pa, q0) * c
    return total


def _series_coefficient(h: Exponent, ds: Series) -> Real:
    """C(h): the coefficient of ω^h in 1/(1 + Σ c_j·ω^(d_j))."""
    total: Real = 0
    for k in _solutions(h, list(range(len(ds))), ds):
        n = sum(k.values())
        multinomial = Fraction(factorial(n))
        for kj in k.values():
            multinomial /= factorial(kj)
        term: Real = multinomial * (-1) ** n
        for j, kj in k.items():
            term = term * ds[j][1] ** kj
        total = total + term
    return total


def _lead(y: Exponent) -> tuple[Exponent, Real]:
    s = as_surreal(y)
    return s._p[0]


def _solutions(h: Exponent, allowed: list[int], ds: Series) -> Iterator[dict[int, int]]:
    """Every k ∈ ℕ^allowed with Σ k_j·d_j = h, by recursion on archimedean classes."""
    c = cmp_exp(h, 0)
    if c == 0:
        yield {}
        return
    if c > 0 or not allowed:
        return
    v, lc = _lead(h)
    top = [j for j in allowed if cmp_exp(_lead(ds[j][0])[0], v) == 0]
    low = [j for j in allowed if cmp_exp(_lead(ds[j][0])[0], v) < 0]
    for k_top in _splits(lc, top, ds):
        h2 = h
        for j, kj in k_top.items():
            h2 = sub_exp(h2, exponent(as_surreal(ds[j][0]) * kj))
        if cmp_exp(h2, 0) != 0 and cmp_exp(_lead(h2)[0], v) >= 0:
            continue
        for rest in _solutions(h2, low, ds):
            yield {**k_top, **rest}


def _splits(target: Real, top: list[int], ds: Series) -> Iterator[dict[int, int]]:
    """Every {j: k_j} over ``top`` with Σ k_j·lc(d_j) = target (all lc(d_j) and target < 0)."""
    if not top:
        if target == 0:
            yield {}
        return
    j, rest = top[0], top[1:]
    step = _lead(ds[j][0])[1]
    k = 0
    while real_sign(target - k * step) <= 0:
        for more in _splits(target - k * step, rest, ds):
            yield ({j: k, **more} if k else more)
        k += 1


__all__ = ["compare", "coefficient", "multiply"]
