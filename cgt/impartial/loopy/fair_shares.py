"""Fair Shares and Varied Pairs, a loopy impartial game of heaps of almonds.

*Winning Ways* vol. 2, ch. 12, "Fair Shares and Varied Pairs": a move divides one heap into two
or more heaps of equal size (fair shares) or unites two heaps of different sizes (varied
pairs). The player who leaves every heap of size 1 wins. Positions repeat, so the game is
valued by Smith's theory; with 9 almonds or fewer every position has a nim-heap value, and
from 11 almonds on almost all are loopy.

In the variant *Fair Shares and Unequal Partners* (same chapter) a move may also unite three or
more heaps, all of different sizes.
"""
from __future__ import annotations

from itertools import combinations
from typing import Any

from cgt.errors import ResourceError
from cgt.numbers.checks import flag, items, positive, shown
from cgt.position import Position

__all__ = ["FairShares", "fair_shares_graph"]


class FairShares(Position):
    """A position of Fair Shares and Varied Pairs: the heap sizes, largest first.

    >>> from cgt.impartial.loopy import smith_value
    >>> smith_value(FairShares([3, 2, 1]))
    *3@7
    """

    __slots__ = ("heaps", "unequal_partners")
    heaps: tuple[int, ...]
    unequal_partners: bool

    def __init__(self, heaps: Any, unequal_partners: bool = False) -> None:
        heaps = items(heaps, "heaps of a FairShares position")
        sizes = tuple(sorted((positive(h, "heap size") for h in heaps), reverse=True))
        object.__setattr__(self, "heaps", sizes)
        object.__setattr__(self, "unequal_partners", flag(unequal_partners, "unequal_partners flag"))

    def __setattr__(self, name: str, value: Any) -> None:
        raise AttributeError("FairShares positions are immutable")

    def __reduce__(self) -> tuple:
        return (FairShares, (self.heaps, self.unequal_partners))

    def __eq__(self, other: Any) -> bool:
        return (isinstance(other, FairShares) and other.heaps == self.heaps
                and other.unequal_partners == self.unequal_partners)

    def __hash__(self) -> int:
        return hash((FairShares, self.heaps, self.unequal_partners))

    def __repr__(self) -> str:
        extra = ", unequal_partners=True" if self.unequal_partners else ""
        return f"FairShares({list(self.heaps)}{extra})"

    def __str__(self) -> str:
        return "".join(map(str, self.heaps)) if all(h < 10 for h in self.heaps) else \
            "+".join(map(str, self.heaps))

    def is_terminal(self) -> bool:
        return all(h == 1 for h in self.heaps)

    def options(self) -> list[FairShares]:
        heaps = self.heaps
        found: set[tuple[int, ...]] = set()
        for i, h in enumerate(heaps):
            if i and heaps[i - 1] == h:
                continue
            rest = heaps[:i] + heaps[i + 1:]
            for parts in range(2, h + 1):
                if h % parts == 0:
                    found.add(rest + (h // parts,) * parts)
        distinct = sorted(set(heaps), reverse=True)
        largest = len(distinct) if self.unequal_partners else 2
        for k in range(2, largest + 1):
            for group in combinations(distinct, k):
                left = list(heaps)
                for h in group:
                    left.remove(h)
                found.add(tuple(left) + (sum(group),))
        return sorted((FairShares(p, self.unequal_partners) for p in found),
                      key=lambda p: p.heaps, reverse=True)


#: The most almonds ``fair_shares_graph`` accepts (60 has 966467 partitions).
MAX_ALMONDS = 60


def partitions(n: int) -> list[tuple[int, ...]]:
    """The partitions of ``n``, each largest part first, in reverse lexicographic order
    (``n`` at most ``MAX_ALMONDS``)."""
    n = positive(n, "n")
    if n > MAX_ALMONDS:
        raise ResourceError(f"{n} has more than a million partitions; at most n={MAX_ALMONDS} "
                            "is allowed")
    found: list[tuple[int, ...]] = []
    stack: list[tuple[tuple[int, ...], int, int]] = [((), n, n)]
    while stack:
        prefix, left, largest = stack.pop()
        if not left:
            found.append(prefix)
            continue
        for k in range(1, min(left, largest) + 1):
            stack.append((prefix + (k,), left - k, k))
    return found


def fair_shares_graph(n: int, unequal_partners: bool = False) -> dict:
    """The whole game with ``n`` almonds: a dict from each ``FairShares`` position to its
    options (at most ``MAX_ALMONDS`` almonds: there are a million partitions of 61)."""
    n = positive(n, "n")
    if n > MAX_ALMONDS:
        raise ResourceError(f"the game with n={shown(n)} almonds has more than a million "
                            f"positions; at most {MAX_ALMONDS} almonds are allowed")
    positions = [FairShares(p, unequal_partners) for p in partitions(n)]
    return {p: p.options() for p in positions}
