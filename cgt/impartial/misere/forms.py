"""Conway's misère canonical forms of impartial games.

Two impartial games G and H are *misère equal* when G + X and H + X have the same misère
outcome for every impartial game X.  Conway showed that each class has a unique simplest form,
reached by one kind of simplification only (Conway, *On Numbers and Games*, ch. 12; *Winning
Ways*, vol. 2, ch. 13, "Reversible Moves in Misère Play"; Siegel, *Combinatorial Game Theory*,
ch. V.1):

* G **reduces** to Y when Y is an option of some option of G, every option of Y is an option
  of G, and every option of G that is not an option of Y has Y as an option;
* if Y has no options, the reduction is allowed only when G is a misère N-position (G has a
  misère P option): the *endgame proviso*.

A game whose options are canonical and which does not reduce is canonical; one that reduces
equals Y, which is canonical already.  There are no dominated options in impartial play, so
this is the only simplification.

:class:`MisereGame` values are interned: each canonical form exists once, so equality is
identity and hashing is O(1).  Sums ``G + H = {G' + H, G + H'}`` are simplified and memoised.
"""
from __future__ import annotations
import bisect
import functools
import itertools
from collections.abc import Iterable
from typing import Any

from cgt.caches import Memo
from cgt.lattice import MisereUniverse, Outcome, apply, install_operators
from cgt.errors import CGTTypeError, CGTValueError, ResourceError
from cgt.numbers.checks import items, shown
from cgt.impartial.genus import Genus
from cgt.numbers.nim import mex
from cgt.position import fold_options
from cgt.short.deep import call_with_recursion_limit
from cgt.walk import post_order

__all__ = ["MisereGame", "reduces", "nim", "total", "of_position", "heap_forms"]

# Every canonical form ever made, by its set of options.  This is the intern store, not a
# cache: clearing it would give equal games two identities.
_STORE: dict[frozenset, MisereGame] = {}
_SERIAL = itertools.count()
_SUMS = Memo("misère sums")
_REDUCED = Memo("misère reductions")   # option sets that reduce, to the game they equal


class MisereGame(MisereUniverse):
    """The misère canonical form of an impartial game (Conway, *ONAG*, ch. 12).

    ``MisereGame(options)`` is the simplest game with those options, each a
    :class:`MisereGame` or an ``int`` n for the Nim heap *n; ``MisereGame(n)`` is the Nim
    heap *n, and ``MisereGame(text)`` parses CGSuite's misère notation (``"*[2[2]21]"`` or
    ``"*[[2],2,1]"``).  Equal games are the same object.

    Misère forms are a universe of their own (``cgt.lattice.MisereUniverse``). Beside a
    misère form a natural number n is the Nim heap *n, as in the misère notation, in sums
    (``G + 1`` is G + *1), in ``G - n`` and as an option; ``G * k`` is k copies of G. Equality
    is between forms only (``MisereGame(1) == 1`` is False, so that ``==`` stays transitive
    across kinds), and a value of another universe (a ``Game``, a number that is not a
    natural number) is refused with a ``CGTTypeError`` naming the universe.
    """

    __slots__ = ("_opts", "_hash", "birthday", "nim_value", "misere_grundy", "_heap", "_genus",
                 "_order", "_sorted", "__weakref__")

    _opts: frozenset
    birthday: int
    nim_value: int
    misere_grundy: int
    _hash: int
    _heap: bool                # whether the form is a Nim heap
    _genus: Genus | None       # each found on first use
    _order: tuple | None
    _sorted: tuple[MisereGame, ...] | None

    def __new__(cls, options: Any = ()) -> MisereGame:
        if isinstance(options, MisereGame):
            return options
        if isinstance(options, str):
            from cgt.notation.misere import parse_misere   # the notation sits above the core
            return parse_misere(options)
        if isinstance(options, int) and not isinstance(options, bool):
            return nim(options)
        try:
            items = list(options)
        except TypeError:
            raise CGTTypeError(f"the options of a misère game must be an iterable of games or "
                               f"Nim heaps, not {shown(options)}") from None
        return canonical(frozenset(as_game(o, "an option") for o in items))

    @classmethod
    def _intern(cls, opts: frozenset, heap: int | None = None) -> MisereGame:
        """Store the game with the canonical options ``opts``.  ``heap`` = n says that they
        are *0, ..., *(n-1), so that the values are known: birthday and nim value n, and
        misère Grundy value 1 for *0, 0 for *1 and n from *2 on."""
        g = object.__new__(cls)
        put = object.__setattr__
        put(g, "_opts", opts)
        put(g, "_hash", hash((next(_SERIAL), "misère")))
        if heap is None:
            put(g, "birthday", 1 + max((o.birthday for o in opts), default=-1))
            put(g, "nim_value", mex(o.nim_value for o in opts))
            put(g, "misere_grundy", mex(o.misere_grundy for o in opts) if opts else 1)
            # n distinct heaps with mex n are *0, ..., *(n-1): the game is *n.
            put(g, "_heap", g.nim_value == len(opts) and all(o._heap for o in opts))
        else:
            put(g, "birthday", heap)
            put(g, "nim_value", heap)
            put(g, "misere_grundy", (1, 0)[heap] if heap < 2 else heap)
            put(g, "_heap", True)
        put(g, "_genus", None)
        put(g, "_order", None)
        put(g, "_sorted", None)
        _STORE[opts] = g
        return g

    def __setattr__(self, name: str, value: Any) -> None:
        raise AttributeError("misère games are immutable")

    def __hash__(self) -> int:
        return self._hash

    def __eq__(self, other: object) -> bool:
        return self is other

    def __ne__(self, other: object) -> bool:
        return self is not other

    def __reduce__(self) -> tuple:
        return (_from_dag, (_dag(self),))

    def __copy__(self) -> MisereGame:
        return self

    def __deepcopy__(self, memo: dict) -> MisereGame:
        return self

    # -- the value ---------------------------------------------------------------------------

    @property
    def options(self) -> tuple[MisereGame, ...]:
        """The options of the canonical form, in ascending canonical order."""
        found = self._sorted
        if found is None:
            found = tuple(sorted(self._opts, key=order_key))
            object.__setattr__(self, "_sorted", found)
        return found

    @property
    def genus(self) -> Genus:
        """The genus g^{γ0 γ1 ...} (*Winning Ways*, vol. 2, ch. 13, "Animals and Their Genus")."""
        if self._genus is not None:
            return self._genus

        def expand(g):
            return [o for o in g._opts if o._genus is None], None

        def finish(g, _):
            value = Genus.from_options([o._genus for o in g._opts])
            object.__setattr__(g, "_genus", value)
            return value

        return post_order(self, expand, finish, {})

    @property
    def is_nim_heap(self) -> bool:
        """Whether the game is a Nim heap *n (then n is its ``nim_value``)."""
        return self._heap

    @property
    def is_odd(self) -> bool:
        """Whether adding *1 lowers the birthday (CGSuite's parity of a misère game)."""
        return (self + nim(1)).birthday < self.birthday

    @classmethod
    def _lift(cls, x: Any) -> MisereGame | None:
        """``x`` as a misère form: a form, or a natural number n as the Nim heap *n."""
        if isinstance(x, MisereGame):
            return x
        if type(x) is int and x >= 0:
            return nim(x)
        return None

    @property
    def outcome(self) -> Outcome:
        """``Outcome.P`` if the previous player wins in misère play, else ``Outcome.N`` (equal
        to the strings ``"P"`` and ``"N"``)."""
        return Outcome.P if self.misere_grundy == 0 else Outcome.N

    def __mul__(self, copies: Any) -> MisereGame:
        """``G * k``: the sum of k copies of G, added one at a time (misère sums have no
        cancellation, so doubling would add long sums to each other)."""
        if not isinstance(copies, int) or isinstance(copies, bool):
            return apply("*", self, copies)
        if copies < 0:
            raise CGTValueError(f"the number of copies must be >= 0, not {shown(copies)}")
        if self is ZERO:
            return ZERO
        if self is _NIM[1]:   # *1 + *1 = 0
            return ZERO if copies % 2 == 0 else self
        if copies > MOST_COPIES:
            raise ResourceError(f"at most {MOST_COPIES} copies of a misère game are added, "
                                f"not {shown(copies)}")
        result = ZERO
        for _ in range(copies):
            result = add(result, self)
        return result

    __rmul__ = __mul__

    # -- printing ----------------------------------------------------------------------------

    def __str__(self) -> str:
        from cgt.notation import render   # the notation sits above the core
        return render(self)

    def __repr__(self) -> str:
        from cgt.notation import render
        return render(self)

    def __format__(self, spec: str) -> str:
        from cgt.notation import render
        style = {"": "plain", "cgsuite": "plain", "book": "book", "latex": "latex"}.get(spec)
        if style is None:
            raise CGTTypeError(f"unknown format {shown(spec)} for a misère game: use '', "
                               "'cgsuite', 'book' or 'latex'")
        return render(self, style)

    def _repr_latex_(self) -> str:
        from cgt.notation import render
        return "$" + render(self, "latex") + "$"


def _minus(g: MisereGame, heap: MisereGame) -> MisereGame:
    """``G - *n``: the unique Y with Y + *n = G (raises if there is none)."""
    if not heap.is_nim_heap:
        raise CGTValueError(f"only a Nim heap is subtracted from a misère game, not {heap}")
    y = subtract_nim(g, heap.nim_value)
    if y is None:
        raise CGTValueError(f"no misère game Y has Y + *{heap.nim_value} = {g}")
    return y


install_operators(MisereGame, {"+": lambda a, b: add(a, b), "-": _minus},
                  skip=("__eq__", "__mul__", "__rmul__"))


def _dag(g: MisereGame) -> tuple:
    """The game as a flat list: each entry the indices of its options' entries, children
    before parents, the game last (pickles without deep recursion)."""
    index: dict = {}
    nodes: list = []

    def expand(x):
        return [o for o in x._opts if o not in index], None

    def finish(x, _):
        index[x] = len(nodes)
        nodes.append(tuple(sorted(index[o] for o in x._opts)))
        return index[x]

    post_order(g, expand, finish, {})
    return tuple(nodes)


def _from_dag(nodes: tuple) -> MisereGame:
    games: list = []
    for opts in nodes:
        games.append(canonical(frozenset(games[i] for i in opts)))
    return games[-1]


def deep(function: Any) -> Any:
    """Run a recursive function of games with a recursion limit that fits deep games."""
    @functools.wraps(function)
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        depth = sum(a.birthday if isinstance(a, MisereGame) else len(a) if isinstance(a, str)
                    else 0 for a in args)
        return call_with_recursion_limit(8 * depth + 1000, function, *args, **kwargs)

    return wrapper


def as_game(value: Any, what: str = "a misère game") -> MisereGame:
    """``value`` as a :class:`MisereGame`: a game, or an ``int`` n for the Nim heap *n."""
    if isinstance(value, MisereGame):
        return value
    if isinstance(value, int) and not isinstance(value, bool):
        return nim(value)
    raise CGTTypeError(f"{what} must be a MisereGame or a Nim heap size, not {shown(value)}")


def _reduction(opts: frozenset) -> MisereGame | None:
    """The game Y that {opts} reduces to, or None if it is canonical (the module docstring).

    Y is an option of an option, so it is born before the oldest option Z; then Z is not an
    option of Y, and Y is an option of Z: only Z's options are tried.  An option born
    before Y cannot have Y as an option, so it must be one of Y's; and Y's options are born
    before Y.  So Y's options are exactly the options of G born before Y, and every other
    option of G must have Y as an option.
    """
    found = _REDUCED.get(opts)
    if found is not None:
        return found
    if not opts:
        return None
    misere_n = any(o.misere_grundy == 0 for o in opts)
    ordered = sorted(opts, key=_birthday)
    births = [o.birthday for o in ordered]
    for y in ordered[-1]._opts:
        younger = bisect.bisect_left(births, y.birthday)
        if (len(y._opts) != younger or (not y._opts and not misere_n)
                or not y._opts <= opts):
            continue
        if all(y in z._opts for z in ordered[younger:]):
            return _REDUCED.put(opts, y)
    return None


def _birthday(g: MisereGame) -> int:
    return g.birthday


def canonical(opts: frozenset) -> MisereGame:
    """The canonical game with the canonical options ``opts`` (a frozenset of games)."""
    g = _STORE.get(opts)
    if g is not None:
        return g
    return _reduction(opts) or MisereGame._intern(opts)


def reduces(opts: Iterable[MisereGame]) -> bool:
    """Whether the game with these canonical options simplifies to one of its options' options."""
    opts = frozenset(opts)
    return opts not in _STORE and _reduction(opts) is not None


ZERO = MisereGame._intern(frozenset())
_NIM = [ZERO]
#: The largest Nim heap built as a misère game (*n has n options, and all of *0, ..., *n are
#: kept, so the memory grows as n²).
LARGEST_NIM_HEAP = 2000
#: The most heaps :func:`heap_forms` builds.
LARGEST_HEAP = 10_000
#: The most copies ``G * k`` adds (each copy adds at least one new game).
MOST_COPIES = 10_000


def nim(n: int) -> MisereGame:
    """The Nim heap *n = {*0, *1, ..., *(n-1)} as a misère game."""
    if not isinstance(n, int) or isinstance(n, bool) or n < 0:
        raise CGTValueError(f"a Nim heap size must be an integer >= 0, not {shown(n)}")
    if n > LARGEST_NIM_HEAP:
        raise ResourceError(f"the Nim heap *{shown(n)} is too large to build as a misère game "
                            f"(at most *{LARGEST_NIM_HEAP})")
    while len(_NIM) <= n:
        # *k never reduces: Y = *j would need every option *i with i >= j to have *j as an
        # option, and *j has not.  So the reduction search is skipped.  The union copies
        # the stored hashes of *0, ..., *(k-2) instead of hashing them again.
        last = _NIM[-1]
        opts = last._opts | {last}
        _NIM.append(_STORE.get(opts) or MisereGame._intern(opts, len(_NIM)))
    return _NIM[n]


def _sum_key(a, b):
    return (a, b) if a._hash <= b._hash else (b, a)


def _known_sum(a, b):
    if not a._opts:
        return b
    if not b._opts:
        return a
    if a._heap and b._heap and min(a.nim_value, b.nim_value) == 1:
        n = a.nim_value ^ b.nim_value   # *n + *1 = *(n ⊕ 1) in misère play too (WW ch. 13)
        if n <= LARGEST_NIM_HEAP:
            return nim(n)
    return _SUMS.get(_sum_key(a, b))


def add(a: MisereGame, b: MisereGame) -> MisereGame:
    """The canonical form of the disjunctive sum a + b (memoised, with an explicit stack)."""
    found = _known_sum(a, b)
    if found is not None:
        return found
    stack = [(a, b)]
    while stack:
        x, y = stack[-1]
        if _known_sum(x, y) is not None:
            stack.pop()
            continue
        parts = [(x2, y) for x2 in x._opts] + [(x, y2) for y2 in y._opts]
        values = [_known_sum(p, q) for p, q in parts]
        missing = [part for part, v in zip(parts, values) if v is None]
        if missing:
            stack.extend(missing)
            continue
        _SUMS.put(_sum_key(x, y), canonical(frozenset(values)))
        stack.pop()
    return _known_sum(a, b)


def total(games: Iterable[Any]) -> MisereGame:
    """The sum of the games (each a :class:`MisereGame` or a Nim heap size)."""
    result = ZERO
    for g in items(games, "summands"):
        result = add(result, as_game(g, "a summand"))
    return result


def order_key(g: MisereGame) -> tuple:
    """The key of CGSuite's canonical order of misère games.

    With E the even one of G and G + *1 (G is odd when adding *1 lowers its birthday), games
    are ordered by the birthday of E, then its number of options, its normal and misère
    Grundy values, its options' keys in ascending order, and last G even before G odd.
    """
    if g._order is not None:
        return g._order

    def expand(x):
        if x._order is not None:
            return (), None
        if x.is_odd:
            even = x + nim(1)
            return ([] if even._order is not None else [even]), even
        return [o for o in x._opts if o._order is None], x

    def finish(x, even):
        if x is even:
            key = (x.birthday, len(x._opts), x.nim_value, x.misere_grundy,
                   tuple(sorted(o._order for o in x._opts)), 0)
        else:
            key = even._order[:-1] + (1,)
        object.__setattr__(x, "_order", key)
        return key

    return post_order(g, expand, finish, {})


def _may_add_to(y: MisereGame, k: int, g: MisereGame) -> bool:
    """A quick necessary condition for y + *k = g: the normal values, and for k = 2 and 3
    the genus (*Winning Ways*, vol. 2, ch. 13: adding *2 shifts the γ sequence by one, and
    adding *3 also toggles its last bit and the normal value's)."""
    if y.nim_value ^ k != g.nim_value:
        return False
    if k in (2, 3):
        flip = 1 if k == 3 else 0
        gy, gg = y.genus, g.genus
        span = max(len(gy.gammas), len(gg.gammas)) + 2
        return all(gy.gamma(n + 1) ^ flip == gg.gamma(n) for n in range(span))
    return True


def _subtract(g: MisereGame, k: int, memo: dict | None = None) -> MisereGame | None:
    """The unique Y with Y + *k = g, or None if there is none.

    G - *0 = G and G - *1 = G + *1.  For k >= 2: an option X of G with X + *k = G; failing
    that, Conway's candidate Y = {G - *j : j < k} ∪ {G' - *k : G' an option of G} when all
    those differences exist, accepted if Y + *k = G.  Misère cancellation (if Y + *k = Z + *k
    then Y = Z; Conway, *ONAG*, ch. 12) makes the answer unique.
    """
    if k == 0:
        return g
    if k == 1:
        return g + nim(1)
    memo = {} if memo is None else memo
    key = (g, k)
    if key in memo:
        return memo[key]
    heap = nim(k)
    found = None
    for x in g._opts:
        if _may_add_to(x, k, g) and x + heap is g:
            found = x
            break
    if found is None:
        parts = []
        for j in range(k):
            d = _subtract(g, j, memo)
            if d is None:
                break
            parts.append(d)
        else:
            for x in g._opts:
                d = _subtract(x, k, memo)
                if d is None:
                    break
                parts.append(d)
            else:
                y = canonical(frozenset(parts))
                if _may_add_to(y, k, g) and y + heap is g:
                    found = y
    memo[key] = found
    return found


subtract_nim = deep(_subtract)


def of_position(position: Any, memo: dict | None = None) -> MisereGame:
    """The misère canonical form of any finite acyclic impartial position.

    The position graph is searched children first (``memo`` maps position keys to forms).
    """
    return fold_options(position, {} if memo is None else memo,
                        lambda values: canonical(frozenset(values)))


def heap_forms(game: Any, n: int) -> list[MisereGame]:
    """The misère canonical forms of heaps 0, 1, ..., n of a heap game such as
    ``TakeAndBreak("0.77")`` or ``GrundysGame()`` (*Winning Ways*, vol. 2, ch. 13)."""
    moves = getattr(game, "moves", None)
    if moves is None:
        raise CGTTypeError(f"the game must be a heap game with moves(n), such as "
                           f"TakeAndBreak('0.77'), not {shown(game)}")
    if not isinstance(n, int) or isinstance(n, bool) or n < 0:
        raise CGTValueError(f"the largest heap must be an integer >= 0, not {shown(n)}")
    if n > LARGEST_HEAP:
        raise ResourceError(f"heap_forms builds at most {LARGEST_HEAP} heaps, not {shown(n)}")
    forms: list[MisereGame] = []
    for m in range(n + 1):
        opts = set()
        for move in moves(m):
            opts.add(total(forms[h] for h in move))
        forms.append(canonical(frozenset(opts)))
    return forms


