"""The n-vectors game of Duchêne and Gravier and its three-vector instances [α, β, γ].

Fix vectors v_1..v_n with non-negative integer coordinates.  A position is a vector
``v = Σ a_i v_i`` with a_i ∈ ℕ; a move picks i and k ≥ 1 and goes to ``v - k·v_i``,
provided the result is again a non-negative integer combination.  The game ends at the zero
vector.  Positions are vectors, not coefficient tuples: Wythoff's game is v_1 = (1, 0),
v_2 = (0, 1), v_3 = (1, 1) (E. Duchêne and S. Gravier, *Geometrical extensions of
Wythoff's game*, Discrete Math. 309 (2009), §2).

* :class:`VectorGame` plays any instance by brute force (the reference for everything else).
* :class:`ExtendedWythoff`: heaps with Nim moves plus "take the same k from every heap";
  with an odd number of heaps it is Nim (D–G Thm 9; Blass–Fraenkel–Guelman).
* :class:`ThreeVectorGame`: γ·v_3 = α·v_1 + β·v_2 on canonical triples (a, b, i).
* :func:`p_positions_aa1` (D–G Thm 13) and :func:`p_positions_221` (D–G Prop. 15) list the
  P-positions of [α, α, 1] and [2, 2, 1]; :func:`pq_sequences` is the (P^{θ,μ}, Q^{θ,μ})
  family behind the latter.
"""
from __future__ import annotations
import functools
import math
from collections import namedtuple

from cgt.errors import CGTTypeError, CGTValueError, ResourceError
from cgt.impartial.rulesets.base import SlotFields
from cgt.impartial.wythoff import natural
from cgt.numbers.checks import items, shown
from cgt.position import Position
from cgt.resources import check_memory
from collections.abc import Iterable, Sequence
from typing import Any

__all__ = [
    "VectorGameError", "VectorGame", "VectorPosition", "ExtendedWythoff", "ThreeVectorGame",
    "ThreeVectorPosition", "VectorRelation", "find_relation", "p_positions_aa1", "p_positions_221"
]


# Memory per P-position of a list: the pair, its two ints and its place in the sets.
BYTES_PER_PAIR = 256


# The most combinations VectorGame.is_position tries.
MOST_TRIES = 10**6


class VectorGameError(CGTValueError):
    """Bad vectors or positions for a vector game."""


def _natural(x, what):
    return natural(x, what, VectorGameError)


def _multiples(target, v):
    """The largest k with k·v <= target in every coordinate."""
    return min(t // c for t, c in zip(target, v) if c)


class VectorGame:
    """The n-vectors game on the given vectors (tuples of natural numbers, one length)."""

    def __init__(self, *vectors: Any) -> None:
        if not vectors:
            raise VectorGameError("a vector game needs at least one vector")
        self.vectors = tuple(tuple(_natural(c, "vector coordinate") for c in items(v, "vector"))
                             for v in vectors)
        if len({len(v) for v in self.vectors}) != 1:
            raise VectorGameError("the vectors of a vector game must have one dimension")
        if any(not any(v) for v in self.vectors):
            raise VectorGameError("the zero vector cannot be a move (the game would not end)")
        self._representable = functools.lru_cache(maxsize=None)(self._combination)

    def __repr__(self) -> str:
        return f"VectorGame{self.vectors}"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, VectorGame) and other.vectors == self.vectors

    def __hash__(self) -> int:
        return hash(("VectorGame", self.vectors))

    def _combination(self, target, first=0):
        """Whether target is a natural combination of vectors[first:] (depth = number of vectors)."""
        if first == len(self.vectors) - 1:
            v = self.vectors[first]
            k = _multiples(target, v)
            return all(t == k * c for t, c in zip(target, v))
        v = self.vectors[first]
        while True:
            if self._representable(target, first + 1):
                return True
            target = tuple(t - c for t, c in zip(target, v))
            if min(target) < 0:
                return False

    def is_position(self, vector: Any) -> Any:
        """Whether ``vector`` is a natural combination of the game's vectors.

        The search tries every multiple of each vector but the last that fits, so it refuses
        (``ResourceError``) when that makes more than ``MOST_TRIES`` combinations.
        """
        vector = tuple(_natural(c, "vector coordinate") for c in items(vector, "vector"))
        if len(vector) != len(self.vectors[0]):
            raise VectorGameError(f"{shown(vector)} does not have the dimension "
                                  f"{len(self.vectors[0])} of the vectors {shown(self.vectors)}")
        tries = 1
        for v in self.vectors[:-1]:
            tries *= _multiples(vector, v) + 1
            if tries > MOST_TRIES:
                raise ResourceError(f"deciding whether {shown(vector)} is a combination of "
                                    f"{shown(self.vectors)} would try more than {MOST_TRIES} "
                                    "combinations")
        return self._representable(vector)

    def position(self, *coefficients: Any) -> VectorPosition:
        """The position ``Σ a_i v_i`` for the given coefficients a_1..a_n."""
        if len(coefficients) != len(self.vectors):
            raise VectorGameError(f"expected {len(self.vectors)} coefficients")
        counts = [_natural(a, "coefficient") for a in coefficients]
        total = tuple(sum(a * v[j] for a, v in zip(counts, self.vectors))
                      for j in range(len(self.vectors[0])))
        return VectorPosition._known(self, total)


class VectorPosition(SlotFields, Position):
    """A position of a :class:`VectorGame`: the vector itself."""

    __slots__ = ("game", "vector")

    def __init__(self, game: Any, vector: Any) -> None:
        if not isinstance(game, VectorGame):
            raise CGTTypeError("the game of a vector position must be a VectorGame, not "
                               f"{shown(game)}")
        vector = tuple(_natural(c, "vector coordinate") for c in items(vector, "vector"))
        if not game.is_position(vector):
            raise VectorGameError(f"{vector} is not a natural combination of {game.vectors}")
        self.game, self.vector = game, vector

    @classmethod
    def _known(cls, game: VectorGame, vector: tuple) -> VectorPosition:
        """The position of a vector known to be a combination of the game's vectors."""
        position = cls.__new__(cls)
        position.game, position.vector = game, vector
        return position

    def options(self) -> Sequence[Any]:
        moves = []
        for v in self.game.vectors:
            target = self.vector
            while True:
                target = tuple(t - c for t, c in zip(target, v))
                if min(target) < 0:
                    break
                if self.game.is_position(target):
                    moves.append(VectorPosition._known(self.game, target))
        return moves


class ExtendedWythoff(SlotFields, Position):
    """Heaps with Nim moves, or the same k ≥ 1 taken from every heap (D–G §3).

    This is the vector game on m independent vectors and their sum.  For an odd number of
    heaps the Grundy value is the nim-sum (D–G Thm 9, Remark 10; Blass, Fraenkel and
    Guelman); two heaps give Wythoff's game, and four heaps the "5-vectors game" whose
    P-positions have no known formula (D–G Table 1).  Heaps are kept in sorted order
    because the rules are symmetric.
    """

    __slots__ = ("heaps",)

    def __init__(self, heaps: Iterable[int]) -> None:
        self.heaps = tuple(sorted(_natural(h, "heap size") for h in items(heaps, "heaps")))

    def options(self) -> list[Any]:
        heaps = self.heaps
        moves = {
            heaps[:i] + (smaller,) + heaps[i + 1:]
            for i, h in enumerate(heaps)
            for smaller in range(h)
        }
        moves.update(tuple(h - k for h in heaps) for k in range(1, min(heaps, default=0) + 1))
        return [ExtendedWythoff(m) for m in moves]


class ThreeVectorGame:
    """The three-vectors game [α, β, γ]: vectors with γ·v_3 = α·v_1 + β·v_2 (D–G §4).

    α, β, γ are positive integers with gcd 1.  A position is the canonical triple (a, b, i),
    0 ≤ i < γ, of ``a_1 v_1 + a_2 v_2 + a_3 v_3``: ``(a_1 + qα, a_2 + qβ, a_3 mod γ)`` with
    ``q = a_3 div γ``.  Removing k·v_3 from (a, b, i) borrows c = max(0, ⌈(k - i)/γ⌉) groups,
    giving (a - cα, b - cβ, i - k + cγ); the printed formula omits the borrow (docs/errata.md).
    For γ = 1 the positions are pairs (a, b) and i is always 0.
    """

    def __init__(self, alpha: Any, beta: Any, gamma: int = 1) -> None:
        alpha, beta, gamma = (_natural(x, "coefficient") for x in (alpha, beta, gamma))
        if min(alpha, beta, gamma) < 1:
            raise VectorGameError("α, β and γ must be positive integers")
        if math.gcd(alpha, beta, gamma) != 1:
            raise VectorGameError("divide α, β, γ by their gcd: [kα, kβ, kγ] is [α, β, γ]")
        self.alpha, self.beta, self.gamma = alpha, beta, gamma

    def __repr__(self) -> str:
        return f"ThreeVectorGame({shown(self.alpha)}, {shown(self.beta)}, {shown(self.gamma)})"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, ThreeVectorGame) and repr(self) == repr(other)

    def __hash__(self) -> int:
        return hash(repr(self))

    def canonical(self, a1: Any, a2: Any, a3: Any) -> tuple:
        """The canonical triple of ``a1·v_1 + a2·v_2 + a3·v_3``."""
        q, i = divmod(_natural(a3, "coefficient"), self.gamma)
        return (_natural(a1, "coefficient") + q * self.alpha, _natural(a2, "coefficient") + q * self.beta, i)

    def position(self, a: int, b: int, i: int = 0) -> ThreeVectorPosition:
        """The position with canonical triple (a, b, i)."""
        if not 0 <= i < self.gamma:
            raise VectorGameError(f"the third coordinate must lie in 0..{self.gamma - 1}")
        return ThreeVectorPosition(self, _natural(a, "coordinate"), _natural(b, "coordinate"), i)

    @property
    def is_nim_like(self) -> bool:
        """Whether D–G Thm 18 applies: γ > 1 and β > α(2γ - 1) (or mirrored); then P ⇔ a⊕b⊕i = 0."""
        a, b, g = self.alpha, self.beta, self.gamma
        return g > 1 and (b > a * (2 * g - 1) or a > b * (2 * g - 1))


class ThreeVectorPosition(SlotFields, Position):
    """A canonical triple (a, b, i) of a :class:`ThreeVectorGame`."""

    __slots__ = ("game", "a", "b", "i")

    def __init__(self, game: Any, a: int, b: int, i: int) -> None:
        self.game, self.a, self.b, self.i = game, a, b, i

    def options(self) -> list[Any]:
        g, a, b, i = self.game, self.a, self.b, self.i
        triples = [(a - k, b, i) for k in range(1, a + 1)]
        triples += [(a, b - k, i) for k in range(1, b + 1)]
        triples += [(a, b, j) for j in range(i)]
        c = 1
        while c * g.alpha <= a and c * g.beta <= b:
            triples += [(a - c * g.alpha, b - c * g.beta, j) for j in range(g.gamma)]
            c += 1
        return [ThreeVectorPosition(g, *t) for t in triples]


VectorRelation = namedtuple("VectorRelation", "alpha beta gamma kind")
VectorRelation.__doc__ = """γ·v3 = α·v1 + β·v2, primitive; kind names the theorem of D–G that applies."""


def find_relation(v1: Any, v2: Any, v3: Any) -> Any:
    """The primitive relation γ·v3 = α·v1 + β·v2 (α, β, γ > 0) of three vectors, classified.

    ``kind`` is "wythoff" ([1, 1, 1]), "diagonal" (γ = 1, α ≠ β: the P-positions are the
    diagonal, Thm 11), "alpha-alpha-1" (γ = 1, α = β > 1: Thm 13), "nim-like" (γ > 1 with
    Thm 18's bound) or "open".  Raises VectorGameError if the vectors are independent, have
    a relation of rank more than one, or no relation of that sign pattern.
    """
    import sympy

    vectors = [[_natural(c, "vector coordinate") for c in items(v, "vector")]
               for v in (v1, v2, v3)]
    if len({len(v) for v in vectors}) != 1:
        raise VectorGameError(f"the three vectors must have one dimension, not {vectors}")
    matrix = sympy.Matrix(vectors).T
    null = matrix.nullspace()
    if len(null) != 1:
        raise VectorGameError(
            "the vectors are Z-independent (the game is Nim, D–G Prop. 8)" if not null
            else "the vectors satisfy more than one relation"
        )
    coefficients = list(null[0])
    scale = sympy.ilcm(*[sympy.fraction(c)[1] for c in coefficients])
    c1, c2, c3 = (int(c * scale) for c in coefficients)
    divisor = math.gcd(c1, c2, c3)
    c1, c2, c3 = c1 // divisor, c2 // divisor, c3 // divisor
    if c3 > 0:
        c1, c2, c3 = -c1, -c2, -c3
    alpha, beta, gamma = c1, c2, -c3
    if min(alpha, beta, gamma) < 1:
        raise VectorGameError("no relation γ·v3 = α·v1 + β·v2 with α, β, γ all positive")
    game = ThreeVectorGame(alpha, beta, gamma)
    if gamma == 1:
        kind = "wythoff" if alpha == beta == 1 else "alpha-alpha-1" if alpha == beta else "diagonal"
    else:
        kind = "nim-like" if game.is_nim_like else "open"
    return VectorRelation(alpha, beta, gamma, kind)


def p_positions_aa1(alpha: Any, count: int) -> Any:
    """The first ``count`` P-positions (a_n, b_n), a_n ≤ b_n, of [α, α, 1] (D–G Thm 13).

    ``a_n`` is the mex of the earlier entries; ``b_n`` is the least b ≥ a_n that is a_n or
    not an earlier entry, such that no earlier pair has the same difference b - a and the
    same residue of a mod α.  Each diagonal therefore carries α P-positions, one for each
    residue.  The mirror images (b_n, a_n) are P as well.  Keeping, for each residue, the
    least untaken difference makes the search for b_n start where it can succeed.
    """
    alpha, count = _natural(alpha, "α"), _natural(count, "count")
    if alpha < 1:
        raise VectorGameError("α must be positive")
    check_memory(BYTES_PER_PAIR * (count + alpha), f"{shown(count)} P-positions of "
                                                   f"[{shown(alpha)}, {shown(alpha)}, 1]")
    used: set[int] = set()
    taken: set[tuple[int, int]] = set()
    # least[r]: the least difference not yet taken by a pair whose a is ≡ r (mod α).
    least = [0] * alpha
    pairs = []
    a = 0
    for _ in range(count):
        while a in used:
            a += 1
        r = a % alpha
        while (least[r], r) in taken:
            least[r] += 1
        d = least[r]
        while (d, r) in taken or (d and a + d in used):
            d += 1
        pairs.append((a, a + d))
        used.update((a, a + d))
        taken.add((d, r))
    return pairs


def pq_sequences(theta: Any, mu: Any, count: int) -> tuple:
    """``P_n = mex{P_i, Q_i : i < n}`` and ``Q_n = P_n + θ⌊n/μ⌋``, n < count (D–G §4.2).

    θ = μ = 1 is Wythoff's sequence; θ = 2, μ = 4 underlies the [2, 2, 1] game.
    """
    theta, mu, count = _natural(theta, "θ"), _natural(mu, "μ"), _natural(count, "count")
    if mu < 1:
        raise VectorGameError("μ must be positive")
    check_memory(BYTES_PER_PAIR * count, f"{shown(count)} terms of the P and Q sequences")
    used: set[int] = set()
    P, Q = [], []
    p = 0
    for n in range(count):
        while p in used:
            p += 1
        P.append(p)
        Q.append(p + theta * (n // mu))
        used.update((p, Q[-1]))
    return P, Q


def p_positions_221(count: int) -> list:
    """The pairs (p_n, q_n), n < count, of [2, 2, 1] by two sequences (D–G Prop. 15).

    ``p_n = P_n`` and ``q_n`` is ``Q_n`` with ``Q_{4k+2}`` and ``Q_{4k+3}`` exchanged.  The
    pairs and their mirrors are the P-positions (pairs with p_n > q_n are mirrors).
    """
    count = _natural(count, "count")
    P, Q = pq_sequences(2, 4, count + 4)
    swap = {0: 0, 1: 0, 2: 1, 3: -1}
    return [(P[n], Q[n + swap[n % 4]]) for n in range(count)]
