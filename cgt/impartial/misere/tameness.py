"""Tame, restive and restless misère games (*Winning Ways*, vol. 2, ch. 13).

A game's *nim-values* are the pair g^γ of its normal Grundy value g and its misère Grundy
value γ (the first superscript of its genus).  In Nim only the **tame pairs** arise: the
fickle units 0^1 and 1^0, the firm units 0^0 and 1^1, and the big firms n^n (n >= 2).

* **Tame** ("Which Animals are Tame..."): with g and γ the mex of the nim-values of the tame
  options, g^γ is a tame pair and is G's own pair, and each wild option has *reverting* moves
  to tame games of genus g^? and ?^γ (two possibly equal options, one with normal value g,
  one with misère value γ).  The box can also be read as asking for g^γ itself; that reading
  is ``reading="strict"``.
* **Restive** ("... and Which are Restive?"): the same with g in {0, 1} and γ >= 2, the
  reverting moves going to tame or restive games of genus g^? and ?^γ with each ? one of
  0, 1, γ, γ ⊕ 1.  A restive R plus Nim heaps m, n, ... is P exactly when m ⊕ n ⊕ ... = γ if
  every heap is 0, 1, γ or γ ⊕ 1, and when it is g otherwise.
* **Restless** ("The Noah's Ark Theorem"): a wild game all of whose options are tame has one
  fickle and one firm unit among them; it is restless when they have different values (1^0
  with 0^0, or 0^1 with 1^1), and restive when they have the same.
* **Half-tame** ("The Half-Tame Theorem"): H is wild and H + H is tame of genus 0^0.
* **Tameable** ("Stop Press"): with T the tameable options, g^γ is a tame pair and the
  nim-values of the reduced game {T} (which may be 0^1 or 0^0 when there is no T), and every
  other option has reverting moves to tameable games of genus g^? and ?^γ.

The predicates are computed on canonical forms.  They classify; no outcome computed by the
library depends on them.
"""
from __future__ import annotations
from collections.abc import Iterable
from typing import Any

from cgt.caches import register
from cgt.errors import CGTTypeError, CGTValueError
from cgt.numbers.checks import items, shown
from cgt.impartial.misere.forms import MisereGame, as_game, nim
from cgt.numbers.nim import mex
from cgt.walk import post_order

__all__ = [
    "nim_values", "is_tame", "is_restive", "is_restless", "is_half_tame", "is_tameable",
    "tame_sum_pair", "restive_outcome", "noahs_ark_applies", "noahs_ark_outcome", "book_genus"
]

_READINGS = ("loose", "strict")


def nim_values(g: Any) -> tuple[int, int]:
    """The pair (g, γ): the normal and the misère Grundy value."""
    g = as_game(g)
    return g.nim_value, g.misere_grundy


def is_tame_pair(pair: tuple[int, int]) -> bool:
    """Whether g^γ is 0^1, 1^0 (fickle), 0^0, 1^1 (firm units) or n^n (n >= 2)."""
    g, gamma = pair
    return g == gamma or (g <= 1 and gamma == g ^ 1)


def is_fickle_pair(pair: tuple[int, int]) -> bool:
    """Whether g^γ is a fickle unit, 0^1 or 1^0."""
    g, gamma = pair
    return g <= 1 and gamma == g ^ 1


def _classify(root: MisereGame, attr: str, test) -> bool:
    """Evaluate a predicate defined by recursion on options, children first."""
    memo: dict = {}
    cache = _CACHES[attr]

    def expand(x):
        return ([o for o in x._opts if o not in cache], None) if x not in cache else ((), None)

    def finish(x, _):
        if x not in cache:
            cache[x] = test(x, cache)
        return cache[x]

    with CACHE:
        return post_order(root, expand, finish, memo)


_CACHES: dict[str, dict] = {"loose": {}, "strict": {}, "restive": {}, "tameable": {}}


def _clear():
    # New tables, not emptied ones: a search in another thread keeps the ones it began with.
    for name in _CACHES:
        _CACHES[name] = {}


# The games are kept by the store of misère forms anyway: an entry costs only its slot.
CACHE = register("misère tameness", _clear, lambda: sum(len(c) for c in _CACHES.values()),
                 entry_bytes=100)


def _reverts(w: MisereGame, g: int, gamma: int, good, allowed=None) -> bool:
    """Whether ``w`` has good options with normal value g and with misère value γ (and, when
    ``allowed`` is given, with the other value in ``allowed``)."""
    first = second = False
    for x in w._opts:
        if not good(x):
            continue
        a, alpha = x.nim_value, x.misere_grundy
        if a == g and (allowed is None or alpha in allowed):
            first = True
        if alpha == gamma and (allowed is None or a in allowed):
            second = True
    return first and second


def _tame_test(strict: bool):
    def test(x, cache):
        tame = [o for o in x._opts if cache[o]]
        g = mex(o.nim_value for o in tame)
        gamma = mex(o.misere_grundy for o in tame) if x._opts else 1
        if (g, gamma) != nim_values(x) or not is_tame_pair((g, gamma)):
            return False
        for w in x._opts:
            if cache[w]:
                continue
            if strict:
                if not any(cache[y] and nim_values(y) == (g, gamma) for y in w._opts):
                    return False
            elif not _reverts(w, g, gamma, lambda y: cache[y]):
                return False
        return True
    return test


_TESTS = {"loose": _tame_test(False), "strict": _tame_test(True)}


def _reading(reading):
    if not isinstance(reading, str) or reading not in _READINGS:
        raise CGTValueError(f"reading must be 'loose' (reverting moves to g^? and ?^γ) or "
                            f"'strict' (to g^γ), not {shown(reading)}")
    return reading


def is_tame(g: Any, reading: str = "loose") -> bool:
    """Whether the game is tame (*Winning Ways*, vol. 2, ch. 13, "Which Animals are Tame...")."""
    reading = _reading(reading)
    return _classify(as_game(g), reading, _TESTS[reading])


def _restive_test(x, cache):
    tame = [o for o in x._opts if is_tame(o)]
    g = mex(o.nim_value for o in tame)
    gamma = mex(o.misere_grundy for o in tame) if x._opts else 1
    if (g, gamma) != nim_values(x) or g > 1 or gamma < 2:
        return False
    allowed = {0, 1, gamma, gamma ^ 1}

    def good(y):
        return is_tame(y) or cache[y]

    return all(_reverts(w, g, gamma, good, allowed) for w in x._opts if not is_tame(w))


def is_restive(g: Any) -> bool:
    """Whether the game is restive (*Winning Ways*, vol. 2, ch. 13, "... and Which are
    Restive?"): g^γ with g in {0, 1} and γ >= 2, given by its tame options."""
    g = as_game(g)
    for o in g._opts:    # the test of g reads is_tame of its options' options
        is_tame(o)
    return _classify(g, "restive", _restive_test)


def is_restless(g: Any) -> bool:
    """Whether the game is restless: wild, with only tame options, among which a fickle and a
    firm unit of different values (1^0 with 0^0, or 0^1 with 1^1)."""
    g = as_game(g)
    if is_tame(g) or not all(is_tame(o) for o in g._opts):
        return False
    units = {nim_values(o) for o in g._opts} & {(0, 0), (1, 1), (0, 1), (1, 0)}
    return units in ({(1, 0), (0, 0)}, {(0, 1), (1, 1)})


def is_half_tame(g: Any) -> bool:
    """Whether the game is half-tame: wild, with g + g tame of genus 0^0."""
    g = as_game(g)
    double = g + g
    return not is_tame(g) and is_tame(double) and nim_values(double) == (0, 0)


def _tameable_test(x, cache):
    known = [o for o in x._opts if cache[o]]
    pair = nim_values(x)
    if not is_tame_pair(pair):
        return False
    if known:
        reduced = (mex(o.nim_value for o in known), mex(o.misere_grundy for o in known))
        if reduced != pair:
            return False
    elif pair not in ((0, 1), (0, 0)):
        return False
    g, gamma = pair
    return all(_reverts(w, g, gamma, lambda y: cache[y]) for w in x._opts if not cache[w])


def is_tameable(g: Any) -> bool:
    """Whether the game is tameable (*Winning Ways*, vol. 2, ch. 13, "Stop Press: Even More
    Games are Tameable!")."""
    return _classify(as_game(g), "tameable", _tameable_test)


def tame_sum_pair(pairs: Iterable[tuple[int, int]]) -> tuple[int, int]:
    """The nim-values of a sum of tame games with nim-values ``pairs``: firm x^x with x the
    nim-sum of the g's if any component is firm, else fickle x^{x ⊕ 1}
    (*Winning Ways*, vol. 2, ch. 13, "Combining Tame Games")."""
    x, firm = 0, False
    for pair in items(pairs, "pairs of nim-values"):
        if not (isinstance(pair, tuple) and len(pair) == 2 and
                all(isinstance(v, int) and not isinstance(v, bool) and v >= 0 for v in pair)):
            raise CGTTypeError(f"a pair of nim-values is a tuple (g, γ) of integers >= 0, "
                               f"not {shown(pair)}")
        if not is_tame_pair(pair):
            raise CGTValueError(f"{pair[0]}^{pair[1]} is not a tame pair")
        x ^= pair[0]
        firm = firm or not is_fickle_pair(pair)
    return (x, x) if firm else (x, x ^ 1)


def restive_outcome(r: Any, heaps: Iterable[int]) -> str:
    """The misère outcome of the restive game ``r`` plus Nim heaps, by the book's rule
    ("Restive Games are Ambivalent Nim-heaps"): P exactly when the heaps' nim-sum is γ, if
    every heap is 0, 1, γ or γ ⊕ 1, and when it is g otherwise."""
    r = as_game(r)
    if not is_restive(r):
        raise CGTValueError(f"{r} is not restive")
    g, gamma = nim_values(r)
    heaps = [as_game(h, "a Nim heap").nim_value for h in items(heaps, "heaps")]
    x = 0
    for h in heaps:
        x ^= h
    target = gamma if all(h in (0, 1, gamma, gamma ^ 1) for h in heaps) else g
    return "P" if x == target else "N"


def _positions(games):
    seen, stack = set(), list(games)
    while stack:
        x = stack.pop()
        if x not in seen:
            seen.add(x)
            stack.extend(x._opts)
    return seen


def noahs_ark_applies(restless: Any, tames: Iterable[Any] = (), restives: Iterable[Any] = ()) \
        -> bool:
    """Whether the Noah's Ark Theorem (*Winning Ways*, vol. 2, ch. 13) lets pairs of the
    restless game be neglected in T1 + T2 + ... + (R1 + R1) + ... + (R + R) + ...: R is
    restless and R1, R2, ... restive, all only just wild; (i) the only fickle tame positions of
    the T's, R's and R are 0 and 1; (ii) each option a^a (a >= 2) of R has an option
    (γ ⊕ 1)^γ, or R has an option (a ⊕ 1)^(a ⊕ 1)."""
    r = as_game(restless)
    tames = [as_game(t) for t in items(tames, "tame games")]
    restives = [as_game(t) for t in items(restives, "restive games")]
    if not is_restless(r) or not all(is_tame(t) for t in tames):
        return False
    if not all(is_restive(x) and all(is_tame(o) for o in x._opts) for x in restives):
        return False
    for x in _positions(tames + restives + [r]):
        if is_tame(x) and is_fickle_pair(nim_values(x)) and x is not nim(0) and x is not nim(1):
            return False
    gamma = r.misere_grundy
    pairs = {nim_values(o) for o in r._opts}
    for o in r._opts:
        a, alpha = nim_values(o)
        if a >= 2 and a == alpha:
            has_fickle = any(nim_values(y) == (gamma ^ 1, gamma) for y in o._opts)
            if not has_fickle and (a ^ 1, a ^ 1) not in pairs:
                return False
    return True


def noahs_ark_outcome(tames: Iterable[Any] = (), restive_pairs: Iterable[Any] = (),
                      restless: Any = None, restless_copies: int = 0) -> str:
    """The outcome that the Noah's Ark Theorem predicts for T1 + T2 + ... + (R1 + R1) + ...
    + k·R: each R_i + R_i counts as tame 0^0, pairs R + R are neglected, and what is left
    is summed by the tame rule (a single R left over is summed by its canonical form)."""
    tames = [as_game(t) for t in items(tames, "tame games")]
    restives = [as_game(t) for t in items(restive_pairs, "restive games")]
    if isinstance(restless_copies, bool) or not isinstance(restless_copies, int) or \
            restless_copies < 0:
        raise CGTValueError("restless_copies must be an integer >= 0, not "
                            f"{shown(restless_copies)}")
    if restless_copies and not noahs_ark_applies(restless, tames, restives):
        raise CGTValueError("the hypotheses of the Noah's Ark Theorem do not hold")
    pairs = [nim_values(t) for t in tames] + [(0, 0)] * len(restives)
    if restless_copies % 2:
        total = as_game(restless)
        for t in tames:
            total = total + t
        for x in restives:
            total = total + x + x
        return total.outcome
    _, gamma = tame_sum_pair(pairs)
    return "P" if gamma == 0 else "N"


def book_genus(g: Any) -> str:
    """The genus as *Winning Ways* (vol. 2, ch. 13, Tables 4 and 5) prints it: a bare g for a
    Nim heap, a single superscript g^γ for a tame or restive game, and the full sequence up
    to its alternating pair otherwise (``4^146``)."""
    g = as_game(g)
    value, gamma = nim_values(g)
    if g.is_nim_heap:
        return str(value)
    if is_tame(g) or is_restive(g):
        return f"{value}^{_digit(gamma)}"
    return f"{value}^" + "".join(_digit(d) for d in g.genus.gammas)


def _digit(d):
    return str(d) if d < 10 else "{%d}" % d
