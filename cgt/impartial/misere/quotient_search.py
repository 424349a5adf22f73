"""The heap-by-heap computation of the misère quotient of a heap game (Plambeck, "Taming the
wild in impartial combinatorial games", *INTEGERS* 5 (2005); Plambeck and Siegel, "Misère
quotients for impartial games", *J. Combin. Theory Ser. A* 115 (2008); Siegel, "Misère games
and misère quotients", *Games of No Chance 5* (2017)).

A position is a *word*, a multiset of heaps.  A finite bipartite monoid (M, 𝒫) with a
homomorphism ψ from words onto M is the quotient of the heaps <= n when it is reduced and:

* (a) the identity is not in 𝒫;
* (b) no word w with ψ(w) in 𝒫 has an option w' with ψ(w') in 𝒫;
* (c) every word w with an option and ψ(w) outside 𝒫 has an option w' with ψ(w') in 𝒫.

Then ψ(w) ∈ 𝒫 exactly when w is a misère P-position, by induction on w (the *verification
theorem*).  Both conditions are finite checks.  (b): an option moves in one heap, so it is
enough that no x in M, heap h and option t of h have x·ψ(h) and x·ψ(t) both in 𝒫.  (c): the
pairs (ψ(w), T(w)), with T(w) the set of images of w's options, are reachable states of a
finite system (adding heap h sends (x, S) to (x·ψ(h), S·ψ(h) ∪ x·T(h))), and a state fails
when S is non-empty and meets neither 𝒫 nor has x in 𝒫.  A state whose set contains another
state's set with the same x fails only if that one does, so only minimal sets are kept.

Every quotient this module returns passed this test; the way candidates are built only
affects speed.  Heap n is first tried as each element of the quotient of the heaps < n.  If
none passes, candidates are built from the last one times cyclic monoids ⟨z | z^(i+2) = z^i⟩
counting chosen heaps, with 𝒫 assigned by playing the game on the least word of each element,
and reduced (Moore's partition refinement); the least failing word of a candidate chooses the
heaps to count next, as in Siegel's MisereSolver.  States are explored in the multiset order
of words (largest heap first), in which every option of a word comes before it.
"""
from __future__ import annotations
import heapq
import itertools
from collections.abc import Sequence

from cgt.errors import ResourceError
from cgt.impartial.misere.monoid import power_index


class QuotientTooLarge(ResourceError):
    """A candidate monoid or the number of refinement rounds passed its bound."""


class Table:
    """A finite commutative monoid with a marked subset and images of the heaps.

    ``mul[x][y]`` is the product, 0 the identity, ``p[x]`` whether x is in 𝒫, and
    ``phi[m]`` the image of heap m."""

    __slots__ = ("mul", "p", "phi")

    def __init__(self, mul: list, p: list, phi: list) -> None:
        self.mul = mul
        self.p = p
        self.phi = phi

    def __len__(self) -> int:
        return len(self.mul)

    def image(self, word: Sequence[int]) -> int:
        x = 0
        mul, phi = self.mul, self.phi
        for h in word:
            x = mul[x][phi[h]]
        return x


def _insert(word: tuple, h: int) -> tuple:
    """The word (heaps in decreasing order) with one more heap h."""
    i = 0
    while i < len(word) and word[i] >= h:
        i += 1
    return word[:i] + (h,) + word[i:]


def _transitions(table: Table, options: list, movable: list) -> dict:
    return {h: sorted({table.image(w) for w in options[h]}) for h in movable}


def _least_words(table: Table, movable: list) -> list:
    """The least word of each element reachable from the identity (None if unreachable)."""
    words: list = [None] * len(table)
    queue = [((), 0)]
    mul, phi = table.mul, table.phi
    while queue:
        word, x = heapq.heappop(queue)
        if words[x] is not None:
            continue
        words[x] = word
        for h in movable:
            y = mul[x][phi[h]]
            if words[y] is None:
                heapq.heappush(queue, (_insert(word, h), y))
    return words


def least_failure(table: Table, options: list, movable: list) -> tuple | None:
    """The least word (in decreasing order) at which the verification theorem fails, or
    None if ``table`` is the quotient of the heaps in ``movable``."""
    mul, p, phi = table.mul, table.p, table.phi
    if p[0]:
        return ()
    trans = _transitions(table, options, movable)
    failures = []
    words = None
    for h in movable:                                   # condition (b)
        g = phi[h]
        for x in range(len(table)):
            if p[mul[x][g]] and any(p[mul[x][t]] for t in trans[h]):
                if words is None:
                    words = _least_words(table, movable)
                if words[x] is not None:
                    failures.append(_insert(words[x], h))
    failure_c = _search(table, trans, movable)          # condition (c)
    if failure_c is not None:
        failures.append(failure_c)
    return min(failures) if failures else None


def _search(table: Table, trans: dict, movable: list, limit: tuple | None = None):
    """The least word of a state that fails condition (c), or None."""
    mul, p, phi = table.mul, table.p, table.phi
    pmask = 0
    for x, flag in enumerate(p):
        if flag:
            pmask |= 1 << x
    kept: dict[int, list[int]] = {}
    seen = set()
    queue = [((), 0, 0)]
    while queue:
        word, x, s = heapq.heappop(queue)
        if s and not p[x] and not s & pmask:
            return word
        antichain = kept.setdefault(x, [])
        if s and any(k & ~s == 0 for k in antichain):
            continue
        if s:
            antichain[:] = [k for k in antichain if s & ~k != 0] + [s]
        for h in movable:
            g = phi[h]
            row = mul[x]
            s2 = 0
            rest = s
            while rest:
                low = rest & -rest
                s2 |= 1 << mul[low.bit_length() - 1][g]
                rest ^= low
            for t in trans[h]:
                s2 |= 1 << row[t]
            x2 = row[g]
            state = (x2, s2)
            if state in seen:
                continue
            seen.add(state)
            heapq.heappush(queue, (_insert(word, h), x2, s2))
    return None


def candidate(base: Table, split: dict, keep_base: bool, period: int, options: list,
              movable: list, max_size: int) -> Table:
    """The reduction of base × Π_{m in split} ⟨z | z^(i+period) = z^i⟩, with 𝒫 assigned by
    playing the game on the least word of each element."""
    heaps = sorted(split)
    where = {m: j for j, m in enumerate(heaps)}
    bounds = [(split[m], period) for m in heaps]
    base_mul = base.mul
    n = len(base.phi)

    def gen(m):
        b = base.phi[m] if (m not in split or keep_base) else 0
        exps = [0] * len(heaps)
        if m in where:
            exps[where[m]] = 1
        return (b,) + tuple(exps)

    def times(x, y):
        out = [base_mul[x[0]][y[0]]]
        for j, (i, q) in enumerate(bounds):
            e = x[j + 1] + y[j + 1]
            if e >= i + q:
                e = i + (e - i) % q
            out.append(e)
        return tuple(out)

    gens = {m: gen(m) for m in range(n)}
    identity = (0,) + (0,) * len(heaps)
    # D: the least word of each reachable element.
    index: dict = {}
    elements: list = []
    words: list = []
    queue = [((), identity)]
    while queue:
        word, x = heapq.heappop(queue)
        if x in index:
            continue
        index[x] = len(elements)
        elements.append(x)
        words.append(word)
        if len(elements) > max_size:
            raise QuotientTooLarge(f"a candidate monoid has more than {max_size} elements")
        for h in movable:
            y = times(x, gens[h])
            if y not in index:
                heapq.heappush(queue, (_insert(word, h), y))
    # A: 𝒫 by the game's rule on least words.
    option_images = {h: [_product(times, gens, identity, w) for w in options[h]]
                     for h in movable}
    p = [False] * len(elements)
    for r, word in enumerate(words):
        found_option = False
        p_option = False
        for k, h in enumerate(word):
            if k and word[k - 1] == h:
                continue
            rest = _product(times, gens, identity, word[:k] + word[k + 1:])
            for t in option_images[h]:
                found_option = True
                if p[index[times(rest, t)]]:
                    p_option = True
                    break
            if p_option:
                break
        p[r] = found_option and not p_option
    # R: Moore's partition refinement by the action of the heaps.
    action = [[index[times(x, gens[h])] for h in movable] for x in elements]
    block = [int(flag) for flag in p]
    count = len(set(block))
    while True:
        signatures: dict = {}
        new = [signatures.setdefault((block[r], tuple(block[y] for y in action[r])),
                                     len(signatures)) for r in range(len(elements))]
        if len(signatures) == count:
            break
        block, count = new, len(signatures)
    # Number the classes in the order of their least words (the identity first).
    order: dict = {}
    for r in range(len(elements)):
        order.setdefault(block[r], len(order))
    cls = [order[block[r]] for r in range(len(elements))]
    first = [0] * len(order)
    for r in range(len(elements) - 1, -1, -1):
        first[cls[r]] = r
    act = [[cls[action[first[c]][j]] for j in range(len(movable))] for c in range(len(order))]
    position = {h: j for j, h in enumerate(movable)}
    mul = []
    for c in range(len(order)):
        row = []
        for d in range(len(order)):
            x = c
            for h in words[first[d]]:
                x = act[x][position[h]]
            row.append(x)
        mul.append(row)
    classes_p = [p[first[c]] for c in range(len(order))]
    phi = [cls[index[_product(times, gens, identity, (m,))]] if m in position or m in split
           else 0 for m in range(n)]
    return Table(mul, classes_p, phi)


def _product(times, gens, identity, word):
    x = identity
    for h in word:
        x = times(x, gens[h])
    return x


def extend(table: Table, n: int, options: list, movable: list) -> Table | None:
    """The quotient of heaps <= n with the same monoid as ``table`` (heaps < n), if heap n
    can be one of its elements."""
    mul, p = table.mul, table.p
    t_n = {table.image(w) for w in options[n]}
    is_p = not any(p[t] for t in t_n)
    for x in range(len(table)):
        if p[x] != is_p:
            continue
        if any(p[mul[y][x]] and any(p[mul[y][t]] for t in t_n) for y in range(len(table))):
            continue
        trial = Table(mul, p, table.phi[:n] + [x])
        if _search(trial, _transitions(trial, options, movable), movable) is None:
            return trial
    return None


def grow(table: Table, n: int, options: list, movable: list, max_size: int,
         max_rounds: int) -> Table:
    """The quotient of heaps <= n when heap n is a new element (see the module docstring)."""
    base = Table(table.mul, table.p, table.phi[:n] + [0])
    acc = {n: 2}
    cand = candidate(base, {n: 2}, False, 2, options, movable, max_size)
    for _ in range(max_rounds):
        w = least_failure(cand, options, movable)
        if w is None:
            return cand
        want = not cand.p[cand.image(w)]
        heaps = sorted(set(w))
        refined = None
        for extra, period in ((0, 2), (1, 2), (2, 2), (0, 4)):
            for k in range(1, len(heaps) + 1):
                for chosen in itertools.combinations(heaps, k):
                    split = {m: max(2, power_index(cand.mul, cand.phi[m])[0], w.count(m)) + extra
                             for m in chosen}
                    c2 = candidate(cand, split, False, period, options, movable, max_size)
                    if c2.p[c2.image(w)] == want:
                        refined = c2
                        break
                if refined is not None:
                    break
            if refined is not None:
                break
        if refined is None:
            for m in heaps:
                acc[m] = max(acc.get(m, 0), w.count(m) + 1)
            refined = candidate(base, acc, True, 2, options, movable, max_size)
        cand = refined
    raise QuotientTooLarge(f"heap {n}: no quotient found in {max_rounds} rounds of refinement")
