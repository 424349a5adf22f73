"""Coin-turning games and their products (Winning Ways, vol. 3, ch. 14 "Turn and Turn About";
Conway, *On Numbers and Games*, ch. 11).

A row of coins, numbered 0, 1, 2, ... from the left, each showing heads or tails. A move turns
over a set of coins that the rule allows, the rightmost of which must go from heads to tails;
the player who cannot move (all tails) loses. Because a set of coins may only be turned when
its rightmost one shows heads, and turning a coin twice undoes it, a position is the
disjunctive sum of its single heads: its nim value is the nim-sum of the values of the coins
that show heads (Winning Ways, ch. 14, "the coin-turning principle"; ONAG, ch. 11).

``Turning(rule)`` is a coin-turning game. The rule is either text of the form::

    counts[C]       counts: comma-separated items n, n-m or n+ (how many coins are turned,
                    the rightmost one included); a final C asks the coins to be consecutive

(``"1-3"`` turns one, two or three coins: Mock Turtles; ``"1+C"`` turns any run of
consecutive coins: Ruler), or a function ``rule(n)`` that lists, for a rightmost coin ``n``,
the sets of other coins (tuples of positions below ``n``) that may be turned with it.

The named games, with the values of the coin at position n (this module numbers from 0):

* Turning Turtles ``"1-2"``: n + 1 (plain Nim);
* Twins ``"2"``: n;
* Mock Turtles ``"1-3"``: the odious numbers 1, 2, 4, 7, 8, 11, 13, 14, ... (the Mock Turtle
  theorem, Winning Ways ch. 14);
* Ruler ``"1+C"``: the largest power of 2 dividing n + 1 (the ruler function);
* Moebius ``"1-5"``, Mogul ``"1-7"`` and Moidores ``"1-9"``: up to five, seven, nine coins;
* Grunt: four symmetric coins ``0, a, n-a, n`` with ``0 < a < n - a``; the coin at n has the
  value of a heap of n in Grundy's game, since coin 0 is worth 0;
* Ternups: three equally spaced coins ``n-2d, n-d, n``.

The **product** ``G x H`` of two coin-turning games is played on a rectangle of coins: a move
turns all the coins ``(x_i, y_j)`` of a grid, where ``{x_i}`` is a move of G and ``{y_j}`` a
move of H, and its corner ``(x, y)`` of largest coordinates goes from heads to tails. The
*Tartan theorem* (Winning Ways, ch. 14; ONAG, ch. 11) says the coin at ``(x, y)`` is worth
the nim product ``G(x) * H(y)`` of the two coins' values. Twins x Twins is Turning Corners.
"""
from __future__ import annotations
import re
from collections.abc import Callable, Iterable, Sequence
from typing import Any

from cgt.impartial.rulesets.base import RulesetError, natural
from cgt.numbers.nim import mex, nim_product
from cgt.position import Position

HEADS, TAILS = "H", "T"

_ITEM = re.compile(r"\s*(\d+)\s*(?:(-)\s*(\d+)|(\+))?\s*$")


class RuleError(RulesetError):
    """A coin-turning rule that does not parse."""


def _parse_rule(text: str) -> tuple[tuple, bool]:
    """The (counts, consecutive) of a rule string: counts is a tuple of (low, high) pairs,
    high None when unbounded."""
    body = text.strip()
    consecutive = body[-1:].upper() == "C"
    if consecutive:
        body = body[:-1]
    counts = []
    for item in body.split(","):
        found = _ITEM.match(item)
        if found is None:
            raise RuleError(f"{item.strip()!r} in the rule {text!r} is not a count like 2, "
                            "1-3 or 1+ (rules look like '1-3' or '1+C')")
        low = int(found.group(1))
        high = None if found.group(4) else int(found.group(3)) if found.group(2) else low
        if low < 1 or (high is not None and high < low):
            raise RuleError(f"{item.strip()!r} in the rule {text!r} is not a range of at least "
                            "one coin")
        counts.append((low, high))
    return tuple(counts), consecutive


class Turning:
    """A coin-turning game, given by its rule (see the module): ``Turning("1-3")`` is Mock
    Turtles. Calling it on a row of coins gives a position: ``Turning("1-3")("THH")``.

    >>> MOCK_TURTLES.values(8)
    [1, 2, 4, 7, 8, 11, 13, 14]
    >>> RULER("HTTH").nim_value
    5
    """

    def __init__(self, rule: str | Callable[[int], Iterable[Iterable[int]]],
                 name: str | None = None) -> None:
        if isinstance(rule, str):
            self._counts, self._consecutive = _parse_rule(rule)
            self._others = None
        elif callable(rule):
            self._counts, self._consecutive = None, False
            self._others = rule
        else:
            raise RuleError(f"a coin-turning rule is text like '1-3' or a function, not {rule!r}")
        self.rule = rule
        self.name = name
        self._values: list[int] = []
        self._sets = None  # counted rules: XORs of the values of j coins below the next one

    def _allows(self, count):
        return any(low <= count and (high is None or count <= high)
                   for low, high in self._counts)

    def moves(self, n: int) -> list[tuple[int, ...]]:
        """The sets of other coins (positions below ``n``, increasing) that a move may turn
        together with coin ``n``."""
        n = natural(n, "coin position")
        if self._others is not None:
            out = []
            for others in self._others(n):
                others = tuple(sorted(others))
                if len(set(others)) != len(others) or any(not 0 <= c < n for c in others):
                    raise RuleError(f"the rule {self.rule!r} gave the coins {others} for coin {n}; "
                                    f"they must be distinct and below {n}")
                out.append(others)
            return out
        if self._consecutive:
            return [tuple(range(n - k + 1, n)) for k in range(1, n + 2) if self._allows(k)]
        out = []
        largest = max((high if high is not None else n + 1) for _, high in self._counts)
        for k in range(1, min(largest, n + 1) + 1):
            if self._allows(k):
                out.extend(_subsets(n, k - 1))
        return out

    def coin_value(self, n: int) -> int:
        """The nim value of a single head at position ``n`` (all other coins tails)."""
        n = natural(n, "coin position")
        while len(self._values) <= n:
            self._values.append(self._next_value())
        return self._values[n]

    def values(self, count: int) -> list[int]:
        """The values of the coins at positions 0 .. count - 1."""
        count = natural(count, "count")
        if count:
            self.coin_value(count - 1)
        return self._values[:count]

    def _next_value(self):
        n = len(self._values)
        g = self._values
        if self._others is not None:
            found = set()
            for others in self.moves(n):
                total = 0
                for c in others:
                    total ^= g[c]
                found.add(total)
            return mex(found)
        if self._consecutive:
            found, total = set(), 0
            for k in range(1, n + 2):
                if self._allows(k):
                    found.add(total)
                if k <= n:
                    total ^= g[n - k]
            return mex(found)
        # sets[j]: the nim-sums of j distinct coins below n (j < top), of at least top (j = top)
        top = max(b for pair in self._counts for b in pair if b is not None)
        if self._sets is None:
            self._sets = [{0}] + [set() for _ in range(top)]
        sets = self._sets
        found = set()
        for j in range(top):
            if self._allows(j + 1):
                found |= sets[j]
        if any(high is None for _, high in self._counts):
            found |= sets[top]
        value = mex(found)
        sets[top] |= {x ^ value for x in sets[top] | sets[top - 1]}
        for j in range(top - 1, 0, -1):
            sets[j] |= {x ^ value for x in sets[j - 1]}
        return value

    def __call__(self, coins: Any) -> CoinRow:
        return CoinRow(self, coins)

    def __repr__(self) -> str:
        if self.name:
            return f"Turning({self.name})"
        return f"Turning({self.rule!r})"


def _subsets(n, size):
    """The increasing ``size``-tuples of positions below ``n``."""
    out = [()]
    for _ in range(size):
        out = [t + (c,) for t in out for c in range(t[-1] + 1 if t else 0, n)]
    return out


def _heads(coins, what="coins"):
    """The positions of the heads in ``coins`` (text of H and T, or positions)."""
    if isinstance(coins, str):
        heads = []
        for i, ch in enumerate(coins.strip().upper()):
            if ch == HEADS:
                heads.append(i)
            elif ch != TAILS:
                raise RulesetError(f"{ch!r} at column {i + 1} of {coins!r} is not 'H' (heads) "
                                   "or 'T' (tails)")
        return frozenset(heads)
    try:
        positions = list(coins)
    except TypeError:
        raise RulesetError(f"the {what} are text like 'THHT' or the positions of the heads, "
                           f"not {coins!r}") from None
    return frozenset(natural(c, "coin position") for c in positions)


class CoinRow(Position):
    """A row of coins in a coin-turning game: the set of positions showing heads.

    ``options()`` lists every move; ``nim_value`` is the nim-sum of the values of the heads.
    """

    __slots__ = ("game", "heads")

    def __init__(self, game: Turning, coins: Any) -> None:
        if not isinstance(game, Turning):
            raise RulesetError(f"a coin row needs a Turning game, not {game!r}")
        self.game = game
        self.heads = _heads(coins)

    @classmethod
    def _of(cls, game, heads):
        row = object.__new__(cls)
        row.game, row.heads = game, heads
        return row

    def options(self) -> Sequence[CoinRow]:
        out = []
        for n in sorted(self.heads):
            for others in self.game.moves(n):
                out.append(self._of(self.game, self.heads.symmetric_difference((n,) + others)))
        return out

    def components(self) -> Sequence[CoinRow]:
        """The single heads, whose sum the row is."""
        return [self._of(self.game, frozenset((n,))) for n in self.heads]

    def is_terminal(self) -> bool:
        return not self.heads

    @property
    def nim_value(self) -> int:
        """The nim-sum of the values of the heads (Winning Ways, ch. 14)."""
        total = 0
        for n in self.heads:
            total ^= self.game.coin_value(n)
        return total

    def __str__(self) -> str:
        size = max(self.heads, default=-1) + 1
        return "".join(HEADS if i in self.heads else TAILS for i in range(size))

    def __repr__(self) -> str:
        return f"{self.game!r}({str(self)!r})"

    def __eq__(self, other: object) -> bool:
        return (type(other) is type(self) and other.game is self.game
                and other.heads == self.heads)

    def __hash__(self) -> int:
        return hash((id(self.game), self.heads))


def _grunt(n):
    return [(0, a, n - a) for a in range(1, (n + 1) // 2) if a < n - a]


def _ternups(n):
    return [(n - 2 * d, n - d) for d in range(1, n // 2 + 1)]


TURNING_TURTLES = Turning("1-2", "Turning Turtles")
TWINS = Turning("2", "Twins")
MOCK_TURTLES = Turning("1-3", "Mock Turtles")
RULER = Turning("1+C", "Ruler")
MOEBIUS = Turning("1-5", "Moebius")
MOGUL = Turning("1-7", "Mogul")
MOIDORES = Turning("1-9", "Moidores")
GRUNT = Turning(_grunt, "Grunt")
TERNUPS = Turning(_ternups, "Ternups")


class TartanProduct:
    """The product ``first x second`` of two coin-turning games, played on a rectangle of
    coins (see the module). ``TartanProduct(TWINS, TWINS)`` is Turning Corners.

    >>> TartanProduct(TWINS, TWINS).coin_value(2, 3)
    1
    """

    def __init__(self, first: Turning, second: Turning) -> None:
        for game in (first, second):
            if not isinstance(game, Turning):
                raise RulesetError(f"a product of coin-turning games needs two Turning games, "
                                   f"not {game!r}")
        self.first, self.second = first, second
        self._searched: dict[tuple[int, int], int] = {}

    def moves(self, x: int, y: int) -> list[tuple[tuple[int, int], ...]]:
        """The sets of other coins a move may turn together with the corner ``(x, y)``."""
        out = []
        for xs in self.first.moves(x):
            for ys in self.second.moves(y):
                cells = [(a, b) for a in xs + (x,) for b in ys + (y,)]
                cells.remove((x, y))
                out.append(tuple(cells))
        return out

    def coin_value(self, x: int, y: int) -> int:
        """The value of a single head at ``(x, y)``: the nim product of the rows' values
        (the Tartan theorem)."""
        return nim_product(self.first.coin_value(x), self.second.coin_value(y))

    def searched_value(self, x: int, y: int) -> int:
        """The value of a single head at ``(x, y)`` by the mex over its moves alone, without
        the Tartan theorem (a check of it)."""
        x, y = natural(x, "coin column"), natural(y, "coin row")
        table = self._searched
        for a in range(x + 1):
            for b in range(y + 1):
                if (a, b) in table:
                    continue
                found = set()
                for cells in self.moves(a, b):
                    total = 0
                    for cell in cells:
                        total ^= table[cell]
                    found.add(total)
                table[a, b] = mex(found)
        return table[x, y]

    def table(self, columns: int, rows: int) -> list[list[int]]:
        """The values of the coins ``(x, y)`` with ``x < columns``, ``y < rows``, one list per
        row ``y``."""
        return [[self.coin_value(x, y) for x in range(columns)] for y in range(rows)]

    def __call__(self, coins: Any) -> CoinGrid:
        return CoinGrid(self, coins)

    def __repr__(self) -> str:
        return f"TartanProduct({self.first!r}, {self.second!r})"


class CoinGrid(Position):
    """A rectangle of coins in a product of coin-turning games: the set of heads ``(x, y)``.
    Text form: rows ``y = 0, 1, ...`` separated by ``|``, each of H and T for ``x = 0, 1, ...``.
    """

    __slots__ = ("game", "heads")

    def __init__(self, game: TartanProduct, coins: Any) -> None:
        if not isinstance(game, TartanProduct):
            raise RulesetError(f"a coin grid needs a TartanProduct, not {game!r}")
        self.game = game
        if isinstance(coins, str):
            heads = set()
            for y, row in enumerate(coins.split("|")):
                heads |= {(x, y) for x in _heads(row)}
            self.heads = frozenset(heads)
        else:
            self.heads = frozenset((natural(x, "coin column"), natural(y, "coin row"))
                                   for x, y in coins)

    @classmethod
    def _of(cls, game, heads):
        grid = object.__new__(cls)
        grid.game, grid.heads = game, heads
        return grid

    def options(self) -> Sequence[CoinGrid]:
        out = []
        for x, y in sorted(self.heads):
            for cells in self.game.moves(x, y):
                out.append(self._of(self.game, self.heads.symmetric_difference(((x, y),) + cells)))
        return out

    def components(self) -> Sequence[CoinGrid]:
        return [self._of(self.game, frozenset((cell,))) for cell in self.heads]

    def is_terminal(self) -> bool:
        return not self.heads

    @property
    def nim_value(self) -> int:
        """The nim-sum over the heads of the Tartan values."""
        total = 0
        for x, y in self.heads:
            total ^= self.game.coin_value(x, y)
        return total

    def __str__(self) -> str:
        if not self.heads:
            return ""
        columns = max(x for x, _ in self.heads) + 1
        rows = max(y for _, y in self.heads) + 1
        return "|".join("".join(HEADS if (x, y) in self.heads else TAILS for x in range(columns))
                        for y in range(rows))

    def __repr__(self) -> str:
        return f"{self.game!r}({str(self)!r})"

    def __eq__(self, other: object) -> bool:
        return (type(other) is type(self) and other.game is self.game
                and other.heads == self.heads)

    def __hash__(self) -> int:
        return hash((id(self.game), self.heads))
