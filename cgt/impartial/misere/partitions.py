"""Parts and partitions of misère canonical forms (Conway, *ONAG*, ch. 12; Norton's factorisation
of misère games; Siegel, *Combinatorial Game Theory*, ch. V; CGSuite's ``Parts``,
``Partitions`` and ``IsPrime``).

In misère play sums cancel (X + Z = Y + Z implies X = Y) but there are no inverses, so a game
may or may not be a sum of smaller ones. X is a **part** of G when G = X + Y for some Y. Since
*1 + *1 = 0, X and X + *1 are parts together; a part is named by its *even* form (the one of X
and X + *1 whose birthday does not drop by adding *1). A game other than 0 and *1 is **prime**
when its only even parts are 0 and its own even form, and a **partition** of G is a multiset of
even primes whose sum is G, with *1 added when G is odd. Partitions need not be unique.

The search. If G = X + Y, each option of G is X' + Y or X + Y', so each option has X or Y
as a part (Conway): the candidates for X are the parts of the options of G, found first. For a
candidate X, if every option of G has X as a part, the counterpart is tried as
Y = {G' - X} ∪ {G - X'} over the options G' of G and X' of X (the second kind needs X' to be a
part of G, so the search repeats until nothing new is found; Siegel's rule in CGSuite); failing
that, some option is X' + Y, so Y is the counterpart of an option X' of X among the parts of an
option of G, or a part of an option that lacks X. Every pair found is checked by adding X + Y,
so a part is reported only when the sum is G.
"""
from __future__ import annotations

from typing import Any

from cgt.caches import Memo
from cgt.impartial.misere.forms import ZERO, MisereGame, as_game, canonical, nim
from cgt.walk import post_order

__all__ = ["even_form", "is_prime", "partitions"]

ONE = nim(1)
_PAIRS = Memo("misere.partitions")   # g -> {X: Y with X + Y = g}


def even_form(g: Any) -> MisereGame:
    """The even one of g and g + *1."""
    g = as_game(g)
    return g + ONE if g.is_odd else g


def _pairs(g: MisereGame) -> dict[MisereGame, MisereGame]:
    """{X: Y} over every X with X + Y = g (0 and g included), for g and, first, its followers."""
    def expand(x: MisereGame) -> tuple[list, None]:
        return [o for o in x.options if _PAIRS.get(o) is None], None

    def finish(x: MisereGame, _: None) -> dict:
        found = _PAIRS.get(x)
        return found if found is not None else _PAIRS.put(x, _search(x))

    return post_order(g, expand, finish, {})


def _search(g: MisereGame) -> dict[MisereGame, MisereGame]:
    pairs = {ZERO: g, g: ZERO}
    if g is ZERO:
        return pairs
    pairs[ONE + g] = ONE
    pairs[ONE] = ONE + g
    options = g.options
    below = [_pairs(o) for o in options]   # each found already, unless the cache let it go
    candidates = {x for split in below for part in split for x in (part, part + ONE)}
    changed = True
    while changed:
        changed = False
        for x in sorted(candidates - set(pairs), key=lambda h: h.birthday):
            y = _counterpart(g, x, options, below, pairs)
            if y is not None:
                pairs[x], pairs[y] = y, x
                changed = True
    return pairs


def _counterpart(g: MisereGame, x: MisereGame, options: tuple, below: list,
                 pairs: dict) -> MisereGame | None:
    lacking = [split for split in below if x not in split]
    if not lacking and all(xo in pairs for xo in x.options):
        y = canonical(frozenset([split[x] for split in below] + [pairs[xo] for xo in x.options]))
        if x + y is g:
            return y
    # otherwise some option of g is X' + Y: Y is the counterpart of an X' in an option's parts
    found = {split[xo] for split in below for xo in x.options if xo in split}
    if lacking:
        found.update(lacking[0])
    for y in sorted(found, key=lambda h: h.birthday):
        if x + y is g:
            return y
    return None


def parts(g: Any) -> list[MisereGame]:
    """The even proper parts of g: the even forms of the X other than 0, *1, g and g + *1 with
    g = X + Y for some Y, in ascending birthday.

    >>> from cgt.impartial.misere import parse_misere
    >>> parts(parse_misere("*[2[2]]"))
    [*[2]]
    """
    g = as_game(g)
    whole = {ZERO, ONE, g, g + ONE}
    found = {even_form(x) for x in _pairs(g) if x not in whole}
    return sorted(found, key=lambda h: (h.birthday, str(h)))


def is_prime(g: Any) -> bool:
    """Whether g is prime: not 0 or *1, and without even proper parts."""
    g = as_game(g)
    return g is not ZERO and g is not ONE and not parts(g)


def partitions(g: Any) -> list[list[MisereGame]]:
    """Every way to write g as a sum of even primes (and *1 when g is odd), each partition in
    ascending birthday; 0 has the one empty partition.

    >>> from cgt.impartial.misere import parse_misere
    >>> [[str(p) for p in part] for part in partitions(parse_misere("*[4[2#]]"))]
    [['*[2]', '*[4[2#-2]]'], ['*[4]', '*[4[2#-4]]']]
    """
    g = as_game(g)
    memo: dict[MisereGame, set[tuple]] = {}
    key = (lambda h: (h.birthday, str(h)))
    return [list(p) for p in sorted(_partitions(g, memo),
                                    key=lambda p: [key(h) for h in p])]


def _partitions(g: MisereGame, memo: dict) -> set[tuple]:
    if g in memo:
        return memo[g]
    key = (lambda h: (h.birthday, str(h)))
    result: set[tuple[MisereGame, ...]]
    if g is ZERO:
        result = {()}
    elif g is ONE:
        result = {(ONE,)}
    else:
        result = set()
        even = even_form(g)
        for x, y in _pairs(even).items():
            if even_form(x) in (ZERO, even) or x.is_odd:
                continue
            for px in _partitions(x, memo):
                for py in _partitions(y, memo):
                    result.add(tuple(sorted(px + py, key=key)))
        if not result:
            result = {(even,)}
        if g.is_odd:
            result = {tuple(sorted(p + (ONE,), key=key)) for p in result}
    memo[g] = result
    return result
