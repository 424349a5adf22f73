"""Misère quotients of heap games (Plambeck, "Taming the wild in impartial combinatorial
games", *INTEGERS* 5 (2005) #G05; Plambeck and Siegel, "Misère quotients for impartial games",
*J. Combin. Theory Ser. A* 115 (2008); Siegel, *Combinatorial Game Theory*, ch. V).

Let 𝒜 be the closure of the heaps 0, ..., n of a game: all sums of them and of everything
they reach.  G and H are *indistinguishable modulo 𝒜* when G + X and H + X have the same
misère outcome for every X in 𝒜.  The classes form a finite commutative monoid Q, the
**misère quotient**; the **pretending function** Φ sends each heap to its class, and the
**P-portion** 𝒫 is the set of classes of misère P-positions.  The outcome of a sum of heaps
is then read off the product of their images: P exactly when it lies in 𝒫.

``misere_quotient(code, heaps=n)`` computes Q, 𝒫 and Φ for the heaps up to n (see
:mod:`cgt.impartial.misere.quotient_search`), and then tries to certify that Q is the
quotient of the whole game by the periodicity theorem for octal games (Plambeck and Siegel,
2008; Siegel, 2017): if Φ(m + p) = Φ(m) for n0 <= m <= n - p, with n0 >= 1 and
n >= 2·n0 + 2p + t - 1 where t is the largest number of tokens a move removes, then Φ has
period p from n0 on for all heaps.  Otherwise the quotient is reported as *partial*: exact
for heaps up to n, and perhaps still growing beyond.
"""
from __future__ import annotations
from collections.abc import Iterable
from typing import Any

import attrs

from cgt.errors import CGTTypeError, CGTValueError, ResourceError
from cgt.numbers.checks import items, positive, shown
from cgt.impartial.misere.monoid import (generator_names, power_index, presentation,
                                         word_text)
from cgt.impartial.misere.quotient_search import QuotientTooLarge, Table, extend, grow
from cgt.impartial.take_and_break import TakeAndBreak

__all__ = ["MisereQuotient", "QuotientTooLarge", "misere_quotient"]

#: The most heaps :func:`misere_quotient` computes.
LARGEST_HEAP = 10_000


@attrs.frozen(eq=False)
class MisereQuotient:
    """The misère quotient of the heaps 0, ..., ``heaps`` of a heap game, with its P-portion
    and pretending function.  Elements are the integers 0, ..., order - 1 (0 is the
    identity); :meth:`name` writes them as words in the generators a, b, c, ...."""

    game: Any
    heaps: int
    table: tuple = attrs.field(repr=False)
    p_elements: frozenset = attrs.field(repr=False)
    pretending: tuple = attrs.field(repr=False)
    growth: tuple = attrs.field(repr=False)
    period: tuple | None = attrs.field(repr=False)
    generators: tuple = attrs.field(repr=False)
    normal_forms: tuple = attrs.field(repr=False)
    relations: tuple = attrs.field(repr=False)

    def _key(self):
        return (self.game, self.heaps, self.table, self.p_elements, self.pretending)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, MisereQuotient) and self._key() == other._key()

    def __hash__(self) -> int:
        return hash(self._key())

    # -- the monoid --------------------------------------------------------------------------

    @property
    def order(self) -> int:
        """The number of elements of Q."""
        return len(self.table)

    def __len__(self) -> int:
        return len(self.table)

    def multiply(self, x: int, y: int) -> int:
        """The product of the elements x and y."""
        return self.table[self._element(x)][self._element(y)]

    def _element(self, x):
        if isinstance(x, bool) or not isinstance(x, int) or not 0 <= x < len(self.table):
            raise CGTValueError(f"an element of this quotient is an integer from 0 to "
                                f"{len(self.table) - 1}, not {shown(x)}")
        return x

    @property
    def p_portion(self) -> frozenset:
        """𝒫, the elements that are classes of misère P-positions."""
        return self.p_elements

    @property
    def is_certified(self) -> bool:
        """Whether Q is proved to be the quotient of the whole game (by periodicity)."""
        return self.period is not None

    @property
    def status(self) -> str:
        """``"certified"`` or ``"partial"`` (exact only for heaps up to ``heaps``)."""
        return "certified" if self.period is not None else "partial"

    @property
    def last_growth(self) -> int:
        """The heap at which the order of the quotient last grew."""
        return self.growth[-1][0] if self.growth else 0

    @property
    def generator_names(self) -> list[str]:
        return generator_names(len(self.generators))

    def name(self, x: int, style: str = "plain") -> str:
        """The element x as its normal-form word in the generators (``ab^2``)."""
        return word_text(self.normal_forms[self._element(x)], self.generator_names, style)

    def presentation(self, style: str = "plain") -> str:
        """⟨generators | relations⟩, e.g. ``<a, b | a^2 = 1, b^3 = b>``; ``style`` is
        ``"plain"``, ``"unicode"`` or ``"latex"``."""
        if not isinstance(style, str) or style not in ("plain", "unicode", "latex"):
            raise CGTValueError(f"style must be 'plain', 'unicode' or 'latex', not {shown(style)}")
        names = self.generator_names
        rels = ", ".join(f"{word_text(left, names, style)} = {word_text(right, names, style)}"
                         for left, right in self.relations)
        gens = ", ".join(names)
        if style == "latex":
            return rf"\langle {gens} \mid {rels} \rangle"
        if style == "unicode":
            return f"⟨{gens} │ {rels}⟩"
        return f"<{gens} | {rels}>"

    def kernel(self) -> frozenset:
        """The minimal ideal Q·z, z the product of all elements."""
        z = 0
        for x in range(len(self.table)):
            z = self.table[z][x]
        return frozenset(self.table[x][z] for x in range(len(self.table)))

    def power_index(self, x: int) -> tuple[int, int]:
        """(i, q): the least i with x^i = x^(i+q), q >= 1 least."""
        return power_index(self.table, self._element(x))

    # -- heaps and sums ----------------------------------------------------------------------

    def phi(self, heap: int) -> int:
        """Φ(heap), the element of a heap; beyond ``heaps`` only when certified."""
        if isinstance(heap, bool) or not isinstance(heap, int) or heap < 0:
            raise CGTValueError(f"a heap is an integer >= 0, not {shown(heap)}")
        if heap < len(self.pretending):
            return self.pretending[heap]
        if self.period is None:
            raise CGTValueError(f"heap {heap} is beyond the {self.heaps} heaps of this partial "
                                f"quotient; compute it with heaps >= {heap}")
        n0, p = self.period
        return self.pretending[n0 + (heap - n0) % p]

    def element(self, heaps: Iterable[int]) -> int:
        """The element of the sum of these heaps: the product of their images."""
        x = 0
        table, phi, pretending = self.table, self.phi, self.pretending
        size = len(pretending)
        for h in _heaps(heaps):
            x = table[x][pretending[h] if type(h) is int and 0 <= h < size else phi(h)]
        return x

    def outcome(self, heaps: Iterable[int]) -> str:
        """``"P"`` or ``"N"``: the misère outcome of the sum of these heaps, in O(#heaps)."""
        return "P" if self.element(heaps) in self.p_elements else "N"

    def equivalent(self, g: Iterable[int], h: Iterable[int]) -> bool:
        """Whether two sums of heaps are indistinguishable modulo the closure of the heaps
        (coarser than misère equality, which asks for every game as context)."""
        return self.element(g) == self.element(h)

    def winning_moves(self, heaps: Iterable[int]) -> list:
        """Every move to a misère P-position: (index of the heap moved in, the heaps it
        leaves), by prefix and suffix products."""
        heaps = list(_heaps(heaps))
        table = self.table
        images = [self.phi(h) for h in heaps]
        prefix = [0]
        for x in images:
            prefix.append(table[prefix[-1]][x])
        suffix = [0]
        for x in reversed(images):
            suffix.append(table[x][suffix[-1]])
        suffix.reverse()
        moves = []
        for i, h in enumerate(heaps):
            around = table[prefix[i]][suffix[i + 1]]
            for option in self.game.moves(h):
                x = around
                for part in option:
                    x = table[x][self.phi(part)]
                if x in self.p_elements:
                    moves.append((i, option))
        return moves

    # -- printing ----------------------------------------------------------------------------

    def _game_name(self):
        return self.game.code if isinstance(self.game, TakeAndBreak) else repr(self.game)

    def __repr__(self) -> str:
        p = "{" + ", ".join(self.name(x) for x in sorted(self.p_elements)) + "}"
        status = (f"period {self.period[1]} from heap {self.period[0]}" if self.period
                  else f"partial, last grew at heap {self.last_growth}")
        return (f"MisereQuotient({self._game_name()!r}, heaps={self.heaps}): order {self.order}, "
                f"{self.presentation()}, P = {p}, {status}")

    def __str__(self) -> str:
        lines = [repr(self), "heap: element"]
        lines += [f"{m}: {self.name(x)}" for m, x in enumerate(self.pretending)]
        return "\n".join(lines)

    def _repr_latex_(self) -> str:
        p = r"\{" + ", ".join(self.name(x, "latex") for x in sorted(self.p_elements)) + r"\}"
        return f"$Q = {self.presentation('latex')},\\ \\mathcal{{P}} = {p}$"


def _heaps(heaps):
    if isinstance(heaps, int):
        raise CGTTypeError("give the heaps as a list of sizes, not the single number "
                           f"{shown(heaps)}")
    return items(heaps, "heaps")


def _game_argument(code):
    if isinstance(code, str):
        return TakeAndBreak(code)
    if hasattr(code, "moves"):
        return code
    raise CGTTypeError(f"the game must be a take-and-break code such as '0.75' or a heap game "
                       f"such as GrundysGame(), not {shown(code)}")


def _generators(mul, phi):
    """Heaps whose image is not in the submonoid generated by the heaps kept before them."""
    kept, reached = [], {0}
    for x in phi:
        if x in reached:
            continue
        kept.append(x)
        queue = list(reached)
        while queue:
            y = queue.pop()
            for g in kept:
                z = mul[y][g]
                if z not in reached:
                    reached.add(z)
                    queue.append(z)
    return [phi.index(x) for x in kept]


def _certificate(game, phi):
    """(n0, p) for the least period p and then the least n0 that the periodicity theorem
    certifies, or None."""
    if not isinstance(game, TakeAndBreak):
        return None
    digits = game.digits
    if digits[0] not in (0, 4) or any(d > 7 for d in digits):
        return None
    t = max(len(digits) - 1, 1)
    n = len(phi) - 1
    for p in range(1, n + 1):
        for n0 in range(1, n + 1):
            if n < 2 * n0 + 2 * p + t - 1:
                break
            if all(phi[m + p] == phi[m] for m in range(n0, n - p + 1)):
                return n0, p
    return None


def misere_quotient(code: Any, heaps: int | None = None, max_size: int = 200_000,
                    max_rounds: int = 500) -> MisereQuotient:
    """The misère quotient of the heaps 0, ..., ``heaps`` of a take-and-break game (a code
    such as ``"0.75"`` or a heap game such as ``GrundysGame()``).

    ``max_size`` bounds the candidate monoids and ``max_rounds`` the refinements of one heap;
    passing either raises :class:`QuotientTooLarge` (a ``ResourceError``).
    """
    game = _game_argument(code)
    if heaps is None:
        raise CGTTypeError(f"misere_quotient needs the last heap, as in "
                           f"misere_quotient({code!r}, heaps=20)")
    if isinstance(heaps, bool) or not isinstance(heaps, int) or heaps < 0:
        raise CGTValueError(f"heaps must be an integer >= 0, not {shown(heaps)}")
    if heaps > LARGEST_HEAP:
        raise ResourceError(f"misere_quotient computes at most {LARGEST_HEAP} heaps, "
                            f"not {shown(heaps)}")
    max_size = positive(max_size, "max_size")
    max_rounds = positive(max_rounds, "max_rounds")
    options = [list(game.moves(m)) for m in range(heaps + 1)]
    table = Table([[0]], [False], [0])
    growth = []
    movable = []
    for n in range(1, heaps + 1):
        if not options[n]:
            table = Table(table.mul, table.p, table.phi + [0])
            continue
        movable.append(n)
        found = extend(table, n, options, movable)
        if found is None:
            found = grow(table, n, options, movable, max_size, max_rounds)
            growth.append((n, len(found)))
        table = found
    gens = _generators(table.mul, table.phi)
    normal, relations = presentation(table.mul, [table.phi[m] for m in gens])
    return MisereQuotient(
        game=game, heaps=heaps,
        table=tuple(tuple(row) for row in table.mul),
        p_elements=frozenset(x for x, flag in enumerate(table.p) if flag),
        pretending=tuple(table.phi), growth=tuple(growth),
        period=_certificate(game, table.phi), generators=tuple(gens),
        normal_forms=tuple(normal[x] for x in range(len(table))),
        relations=tuple(relations))
