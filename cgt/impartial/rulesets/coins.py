"""Coin-turning games and their products (Winning Ways, vol. 3, ch. 14 "Turn and Turn About";
Conway, *On Numbers and Games*, ch. 11).

A row of coins, numbered 1, 2, 3, ... from the left, each showing heads or tails. A move turns
over a set of coins that the rule allows, the rightmost of which must go from heads to tails;
the player who cannot move (all tails) loses. Because a set of coins may only be turned when
its rightmost one shows heads, and turning a coin twice undoes it, a position is the
disjunctive sum of its single heads: its nim value is the nim-sum of the values of the coins
that show heads (Winning Ways, ch. 14, "the coin-turning principle"; ONAG, ch. 11).

``Turning(rule)`` is a coin-turning game. The rule is either text in the notation of
CGSuite's ``Spawning`` and ``Turning`` rulesets::

    counts flags    counts: comma-separated items k, k-m or k+, how many coins a move turns
                    (the rightmost one included); flags, any of:
                    C     the coins are consecutive
                    C(m)  the coins lie within m consecutive positions
                    E     the coins are equally spaced
                    S     the set of coins is symmetric about its middle
                    F     the first coin (coin 1) is one of them

or a function ``rule(n)`` that lists, for a rightmost coin ``n``, the sets of other coins
(tuples of positions from 1 to ``n - 1``) that may be turned with it.

The named games, with the value of the coin at position n:

* Turning Turtles ``"1-2"``: n (plain Nim);
* Twins ``"2"``: n - 1;
* Mock Turtles ``"1-3"``: the odious numbers 1, 2, 4, 7, 8, 11, 13, 14, ... (the Mock Turtle
  theorem, Winning Ways ch. 14);
* Triplets ``"3"``: 0, 0 and then the odious numbers (the Mock Turtle theorem);
* Ruler ``"1+C"``: the largest power of 2 dividing n (the ruler function);
* Moebius ``"1-5"``, Mogul ``"1-7"`` and Moidores ``"1-9"``: up to five, seven, nine coins;
* Motley ``"1+"``: any number of coins (the rule of CGSuite's ``Turning`` table of the games
  of Winning Ways ch. 14); the coin at n is worth ``2**(n - 1)``, since the coins below it can
  make every nim-sum from 0 to ``2**(n - 1) - 1`` and no other;
* Grunt ``"4FS"``: four symmetric coins ``1, a, n+1-a, n``; the coin at n has the value of a
  heap of n - 1 in Grundy's game, since coin 1 is worth 0;
* Turnips ``"3E"``: three equally spaced coins ``n-2d, n-d, n``.

The **product** ``G x H`` of two coin-turning games is played on a rectangle of coins: a move
turns all the coins ``(x_i, y_j)`` of a grid, where ``{x_i}`` is a move of G and ``{y_j}`` a
move of H, and its corner ``(x, y)`` of largest coordinates goes from heads to tails. The
*Tartan theorem* (Winning Ways, ch. 14; ONAG, ch. 11) says the coin at ``(x, y)`` is worth
the nim product ``G(x) * H(y)`` of the two coins' values. Twins x Twins is Turning Corners,
whose coin ``(x, y)`` is worth the nim product of ``x - 1`` and ``y - 1``.
"""
from __future__ import annotations
import itertools
import re
from collections.abc import Callable, Iterable, Sequence
from typing import Any

from cgt.drawing.boards import COINS, board_svg
from cgt.impartial.rulesets.base import RulesetError, natural
from cgt.numbers.checks import at_least, shown
from cgt.numbers.dyadic import text_to_int
from cgt.numbers.nim import mex, nim_product
from cgt.position import Position

__all__ = [
    "RuleError", "Turning", "CoinRow", "TURNING_TURTLES", "TWINS", "MOCK_TURTLES", "TRIPLETS",
    "RULER", "MOEBIUS", "MOGUL", "MOIDORES", "MOTLEY", "GRUNT", "TURNIPS", "TartanProduct",
    "CoinGrid"
]

HEADS, TAILS = "H", "T"

_ITEM = re.compile(r"\s*([0-9]+)\s*(?:(-)\s*([0-9]+)|(\+))?\s*$")
_FLAGS = re.compile(r"((?:[CESF]|C\(\s*[0-9]+\s*\))*)\s*$", re.IGNORECASE)


class RuleError(RulesetError):
    """A coin-turning rule that does not parse."""


def _parse_rule(text: str) -> tuple[tuple, dict]:
    """The (counts, flags) of a rule string: counts is a tuple of (low, high) pairs, high None
    when unbounded; flags maps C, E, S, F to True and "span" to the m of C(m)."""
    body = text.strip()
    found = _FLAGS.search(body)
    tail = found.group(1) if found else ""
    body = body[:len(body) - len(tail)] if tail else body
    flags = {}
    for flag in re.findall(r"C\(\s*[0-9]+\s*\)|[CESF]", tail.upper()):
        if flag.startswith("C("):
            flags["span"] = text_to_int(flag[2:-1].strip())
            if flags["span"] < 1:
                raise RuleError(f"the span of C(m) in the rule {shown(text)} must be at least 1")
        else:
            flags[flag] = True
    counts = []
    for item in body.split(","):
        match = _ITEM.match(item)
        if match is None:
            raise RuleError(f"{shown(item.strip())} in the rule {shown(text)} is not a count "
                            "like 2, 1-3 or 1+ (rules look like '1-3', '1+C' or '4FS')")
        low = text_to_int(match.group(1))
        high = None if match.group(4) else text_to_int(match.group(3)) if match.group(2) else low
        if low < 1 or (high is not None and high < low):
            raise RuleError(f"{shown(item.strip())} in the rule {shown(text)} is not a range of "
                            "at least one coin")
        counts.append((low, high))
    return tuple(counts), flags


def _symmetric(coins):
    low, high = coins[0], coins[-1]
    members = set(coins)
    return all(low + high - c in members for c in coins)


def _equally_spaced(coins):
    return all(coins[i + 1] - coins[i] == coins[1] - coins[0] for i in range(len(coins) - 1))


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
            self._counts, self._flags = _parse_rule(rule)
            self._others = None
        elif callable(rule):
            self._counts, self._flags = (), {}   # a rule given as a function counts nothing
            self._others = rule
        else:
            raise RuleError("a coin-turning rule is text like '1-3' or a function, not "
                            f"{shown(rule)}")
        self.rule = rule
        self.name = name
        self._values: list[int] = [0]  # position 0 holds no coin
        self._sets = None  # plain counted rules: nim-sums of j coins below the next one

    def _allows(self, count):
        return any(low <= count and (high is None or count <= high)
                   for low, high in self._counts)

    def _largest(self, n):
        return min(n, max(high if high is not None else n for _, high in self._counts))

    def moves(self, n: int) -> list[tuple[int, ...]]:
        """The sets of other coins (increasing positions from 1 to ``n - 1``) that a move may
        turn together with coin ``n``."""
        n = at_least(n, 1, "coin position", RulesetError)
        if self._others is not None:
            out = []
            for others in self._others(n):
                others = tuple(sorted(others))
                if len(set(others)) != len(others) or any(not 1 <= c < n for c in others):
                    raise RuleError(f"the rule {shown(self.rule)} gave the coins {others} for "
                                    f"coin {n}; they must be distinct and from 1 to {n - 1}")
                out.append(others)
            return out
        flags = self._flags
        low = 1 if "F" in flags else max(1, n - flags.get("span", n) + 1)
        if "E" in flags:
            candidates = [tuple(range(n - (k - 1) * d, n, d))
                          for k in range(1, self._largest(n) + 1) if self._allows(k)
                          for d in (range(1, (n - low) // (k - 1) + 1) if k > 1 else (1,))]
            candidates = list(dict.fromkeys(candidates))
        elif "C" in flags:
            candidates = [tuple(range(n - k + 1, n)) for k in range(1, self._largest(n) + 1)
                          if self._allows(k) and n - k + 1 >= low]
        elif "S" in flags:
            firsts = (1,) if "F" in flags else range(low, n + 1)
            candidates = [c for first in firsts for c in _symmetric_sets(first, n,
                                                                         self._largest(n) - 1)
                          if self._allows(len(c) + 1)]
        else:
            candidates = [c for k in range(1, self._largest(n) + 1) if self._allows(k)
                          for c in _subsets(low, n, k - 1)]
        return [c for c in candidates
                if ("F" not in flags or (c[:1] or (n,))[0] == 1)
                and (c[:1] or (n,))[0] >= n - flags.get("span", n) + 1
                and ("S" not in flags or _symmetric(c + (n,)))
                and ("E" not in flags or _equally_spaced(c + (n,)))]

    def coin_value(self, n: int) -> int:
        """The nim value of a single head at position ``n`` (all other coins tails)."""
        n = at_least(n, 1, "coin position", RulesetError)
        while len(self._values) <= n:
            self._values.append(self._next_value())
        return self._values[n]

    def values(self, count: int) -> list[int]:
        """The values of the coins at positions 1 .. count."""
        count = natural(count, "count")
        if count:
            self.coin_value(count)
        return self._values[1:count + 1]

    def _next_value(self):
        n = len(self._values)
        g = self._values
        if self._others is not None or (self._flags and self._flags != {"C": True}):
            found = set()
            for others in self.moves(n):
                total = 0
                for c in others:
                    total ^= g[c]
                found.add(total)
            return mex(found)
        if self._flags:  # plain consecutive: the nim-sums of the runs ending at n
            found, total = set(), 0
            for k in range(1, n + 1):
                if self._allows(k):
                    found.add(total)
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

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Turning) and other.rule == self.rule

    def __hash__(self) -> int:
        return hash(("Turning", self.rule))

    def __repr__(self) -> str:
        name = f", {self.name!r}" if self.name else ""
        return f"Turning({self.rule!r}{name})"


def _subsets(low, n, size):
    """The increasing ``size``-tuples of positions from ``low`` to ``n - 1``."""
    out = [()]
    for _ in range(size):
        out = [t + (c,) for t in out for c in range(t[-1] + 1 if t else low, n)]
    return out


def _symmetric_sets(first, n, most):
    """The sets of at most ``most`` coins below ``n`` that together with ``n`` are symmetric
    about their middle and have least element ``first``."""
    if first == n:
        return [()]
    if most < 1:
        return []
    middle = (first + n) // 2 if (first + n) % 2 == 0 and n - first > 1 else None
    pairs = [(a, first + n - a) for a in range(first + 1, (first + n + 1) // 2)]
    out = []
    for centre in ((), (middle,)) if middle is not None else ((),):
        for p in range(0, (most - 1 - len(centre)) // 2 + 1):
            for chosen in itertools.combinations(pairs, p):
                out.append(tuple(sorted((first,) + centre + sum(chosen, ()))))
    return out


def _heads(coins, what="coins"):
    """The positions of the heads in ``coins`` (text of H and T, or positions)."""
    if isinstance(coins, str):
        heads = []
        for i, ch in enumerate(coins.strip().upper()):
            if ch == HEADS:
                heads.append(i + 1)
            elif ch != TAILS:
                raise RulesetError(f"{shown(ch)} at column {i + 1} of {shown(coins)} is not 'H' "
                                   "(heads) or 'T' (tails)")
        return frozenset(heads)
    try:
        positions = list(coins)
    except TypeError:
        raise RulesetError(f"the {what} are text like 'THHT' or the positions of the heads, "
                           f"not {shown(coins)}") from None
    return frozenset(at_least(c, 1, "coin position", RulesetError) for c in positions)


class _Coins(Position):
    """Coins showing heads, turned by the moves of ``game``: a sum of single heads, whose
    nim-value is the nim-sum of the heads' values (Winning Ways, ch. 14). A subclass says, by
    ``_coordinates(head)``, how a head is named to the game's ``moves`` and ``coin_value``."""

    __slots__ = ("game", "heads")
    game: Any    # a Turning rule, or a TartanProduct of two for a grid
    heads: frozenset[Any]

    @staticmethod
    def _coordinates(head: Any) -> tuple[int, ...]:
        """The coordinates that name ``head`` to the game's ``moves`` and ``coin_value``."""
        raise NotImplementedError

    @classmethod
    def _of(cls, game, heads):
        coins = object.__new__(cls)
        coins.game, coins.heads = game, heads
        return coins

    def options(self) -> Sequence[Any]:
        out = []
        for head in sorted(self.heads):
            for others in self.game.moves(*self._coordinates(head)):
                out.append(self._of(self.game, self.heads.symmetric_difference((head,) + others)))
        return out

    def components(self) -> Sequence[Any]:
        """The single heads, whose sum the position is."""
        return [self._of(self.game, frozenset((head,))) for head in self.heads]

    def is_terminal(self) -> bool:
        return not self.heads

    @property
    def nim_value(self) -> int:
        """The nim-sum of the values of the heads."""
        total = 0
        for head in self.heads:
            total ^= self.game.coin_value(*self._coordinates(head))
        return total

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self.game!r}, {str(self)!r})"

    def to_svg(self) -> str:
        """An SVG picture of the coins, heads and tails, one row per line of the text."""
        return board_svg(str(self).split("|"), COINS, repr(self))

    _repr_svg_ = to_svg

    def __eq__(self, other: object) -> bool:
        return (type(other) is type(self) and other.game == self.game
                and other.heads == self.heads)

    def __hash__(self) -> int:
        return hash((self.game, self.heads))


class CoinRow(_Coins):
    """A row of coins in a coin-turning game: the set of positions showing heads.

    ``options()`` lists every move; ``nim_value`` is the nim-sum of the values of the heads.
    """

    __slots__ = ()

    def __init__(self, game: Turning, coins: Any) -> None:
        if not isinstance(game, Turning):
            raise RulesetError(f"a coin row needs a Turning game, not {shown(game)}")
        self.game = game
        self.heads = _heads(coins)

    @staticmethod
    def _coordinates(head):
        return (head,)

    def __str__(self) -> str:
        return "".join(HEADS if i in self.heads else TAILS
                       for i in range(1, max(self.heads, default=0) + 1))


TURNING_TURTLES = Turning("1-2", "Turning Turtles")
TWINS = Turning("2", "Twins")
MOCK_TURTLES = Turning("1-3", "Mock Turtles")
TRIPLETS = Turning("3", "Triplets")
RULER = Turning("1+C", "Ruler")
MOEBIUS = Turning("1-5", "Moebius")
MOGUL = Turning("1-7", "Mogul")
MOIDORES = Turning("1-9", "Moidores")
MOTLEY = Turning("1+", "Motley")
GRUNT = Turning("4FS", "Grunt")
TURNIPS = Turning("3E", "Turnips")


class TartanProduct:
    """The product ``first x second`` of two coin-turning games, played on a rectangle of
    coins (see the module). ``TartanProduct(TWINS, TWINS)`` is Turning Corners.

    >>> TartanProduct(TWINS, TWINS).coin_value(3, 4)
    1
    """

    def __init__(self, first: Turning, second: Turning) -> None:
        for game in (first, second):
            if not isinstance(game, Turning):
                raise RulesetError(f"a product of coin-turning games needs two Turning games, "
                                   f"not {shown(game)}")
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
        x = at_least(x, 1, "coin column", RulesetError)
        y = at_least(y, 1, "coin row", RulesetError)
        table = self._searched
        for a in range(1, x + 1):
            for b in range(1, y + 1):
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
        """The values of the coins ``(x, y)`` with ``1 <= x <= columns``, ``1 <= y <= rows``,
        one list per row ``y``."""
        return [[self.coin_value(x, y) for x in range(1, columns + 1)]
                for y in range(1, rows + 1)]

    def __call__(self, coins: Any) -> CoinGrid:
        return CoinGrid(self, coins)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, TartanProduct) and \
            (other.first, other.second) == (self.first, self.second)

    def __hash__(self) -> int:
        return hash(("TartanProduct", self.first, self.second))

    def __repr__(self) -> str:
        return f"TartanProduct({self.first!r}, {self.second!r})"


class CoinGrid(_Coins):
    """A rectangle of coins in a product of coin-turning games: the set of heads ``(x, y)``.
    Text form: rows ``y = 1, 2, ...`` separated by ``|``, each of H and T for ``x = 1, 2, ...``.
    """

    __slots__ = ()

    def __init__(self, game: TartanProduct, coins: Any) -> None:
        if not isinstance(game, TartanProduct):
            raise RulesetError(f"a coin grid needs a TartanProduct, not {shown(game)}")
        self.game = game
        if isinstance(coins, str):
            heads = set()
            for y, row in enumerate(coins.split("|")):
                heads |= {(x, y + 1) for x in _heads(row)}
            self.heads = frozenset(heads)
        else:
            self.heads = frozenset((at_least(x, 1, "coin column", RulesetError),
                                    at_least(y, 1, "coin row", RulesetError)) for x, y in coins)

    @staticmethod
    def _coordinates(head):
        return head

    def __str__(self) -> str:
        if not self.heads:
            return ""
        columns = max(x for x, _ in self.heads)
        rows = max(y for _, y in self.heads)
        return "|".join("".join(HEADS if (x, y) in self.heads else TAILS
                                for x in range(1, columns + 1)) for y in range(1, rows + 1))
