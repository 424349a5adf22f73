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
from typing import overload

from cgt.errors import ResourceError
from cgt.impartial.misere.monoid import power_index

__all__ = ["QuotientTooLarge", "Table", "candidate", "extend", "grow"]


class QuotientTooLarge(ResourceError):
    """A candidate monoid or the number of refinement rounds passed its bound."""


class Table:
    """A finite commutative monoid with a marked subset and images of the heaps.

    ``mul[x][y]`` is the product, 0 the identity, ``p[x]`` whether x is in 𝒫, and
    ``phi[m]`` the image of heap m."""

    __slots__ = ("mul", "p", "phi", "kept")

    def __init__(self, mul: list, p: list, phi: list, kept: dict | None = None) -> None:
        self.mul = mul
        self.p = p
        self.phi = phi
        self.kept = kept    # after a passed search: the minimal transition sets of each x

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


def _representatives(table: Table, trans: dict, movable: list) -> list:
    """The least heap of each class of heaps with the same image and transition set: adding
    any heap of a class gives the same states, and the least one the least words."""
    seen = set()
    heaps = []
    for h in movable:
        key = (table.phi[h], tuple(trans[h]))
        if key not in seen:
            seen.add(key)
            heaps.append(h)
    return heaps


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
    movable = _representatives(table, trans, movable)
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
    failure_c = _search(table, trans, movable, record=True)     # condition (c)
    if failure_c is not None:
        failures.append(failure_c)
    return min(failures) if failures else None


def _search(table: Table, trans: dict, movable: list, record: bool = False):
    """The least word of a state that fails condition (c), or None (and then, if
    ``record``, the minimal sets found are kept on the table)."""
    mul, p, phi = table.mul, table.p, table.phi
    movable = _representatives(table, trans, movable)
    shifted: dict = {}
    pmask = 0
    for x, flag in enumerate(p):
        if flag:
            pmask |= 1 << x
    # x·T(h) as a bit mask, for every x and every heap h.
    moved = {h: [_mask(row[t] for t in trans[h]) for row in mul] for h in movable}
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
        row = mul[x]
        for h in movable:
            g = phi[h]
            s2 = shifted.get((s, g))
            if s2 is None:
                s2 = 0
                rest = s
                while rest:
                    low = rest & -rest
                    s2 |= 1 << mul[low.bit_length() - 1][g]
                    rest ^= low
                shifted[(s, g)] = s2
            s2 |= moved[h][x]
            state = (row[g], s2)
            if state in seen:
                continue
            seen.add(state)
            heapq.heappush(queue, (_insert(word, h), row[g], s2))
    if record:
        table.kept = kept
    return None


def _mask(elements) -> int:
    m = 0
    for x in elements:
        m |= 1 << x
    return m


@overload
def candidate(base: Table, split: dict, keep_base: bool, period: int, options: list,
              movable: list, max_size: int, check: None = None) -> Table: ...
@overload
def candidate(base: Table, split: dict, keep_base: bool, period: int, options: list,
              movable: list, max_size: int, check: tuple) -> Table | None: ...
def candidate(base: Table, split: dict, keep_base: bool, period: int, options: list,
              movable: list, max_size: int, check: tuple | None = None) -> Table | None:
    """The reduction of base × Π_{m in split} ⟨z | z^(i+period) = z^i⟩, with 𝒫 assigned by
    playing the game on the least word of each element.  With ``check = (word, flag)``,
    None unless the word's element is in 𝒫 exactly when flag is true.

    An element is the integer b·S + s, with b an element of ``base`` and s the exponents of
    the cyclic factors in mixed radix (S states in all)."""
    heaps = sorted(split)
    n = len(base.phi)
    base_mul = base.mul
    states = 1
    steps = {}
    for m in heaps:
        i = split[m]
        size = i + period
        step = []
        for s in range(states * size):
            e = (s // states) % size
            e2 = e + 1 if e + 1 < size else i + (e + 1 - i) % period
            step.append(s + (e2 - e) * states)
        states *= size
        steps[m] = step
    for m in heaps:                       # widen each table to all the exponent states
        step = steps[m]
        width = len(step)
        steps[m] = [step[s % width] + (s - s % width) for s in range(states)]
    image = [base.phi[h] if (h not in split or keep_base) else 0 for h in range(n)]
    # Heaps outside the split with the same image act alike; the least one is enough.
    alike = set()
    generators = []
    for h in movable:
        key = ("heap", h) if h in split else ("image", image[h])
        if key not in alike:
            alike.add(key)
            generators.append(h)

    def act(x, h):
        b, s = divmod(x, states)
        step = steps.get(h)
        return base_mul[b][image[h]] * states + (step[s] if step is not None else s)

    def apply(x, word):
        for h in word:
            x = act(x, h)
        return x

    # D: the elements in the order of their least words.  Words whose largest heap is m come
    # after all words of smaller heaps, ordered by the multiplicity k of m and then by the rest.
    order = [0]
    words = {0: ()}
    for m in generators:
        previous = list(order)
        current = previous
        seen_rows = set()
        k = 0
        column = [row[image[m]] * states for row in base_mul]
        shift: Sequence[int] = steps.get(m) or range(states)
        while True:
            k += 1
            current = [column[y // states] + shift[y % states] for y in current]
            row = tuple(current)
            if row in seen_rows:
                break
            seen_rows.add(row)
            for y0, x in zip(previous, current):
                if x not in words:
                    words[x] = (m,) * k + words[y0]
                    order.append(x)
            if len(order) > max_size:
                raise QuotientTooLarge(f"a candidate monoid has more than {max_size} elements")
    # A: 𝒫 by the game's rule on least words.
    known = {word: x for x, word in words.items()}

    def element(word):
        x = known.get(word)
        if x is not None:
            return x
        i = 1
        while word[i:] not in known:
            i += 1
        x = known[word[i:]]
        for j in range(i - 1, -1, -1):
            x = act(x, word[j])
            known[word[j:]] = x
        return x

    p: dict[int, bool] = {}
    for x in order:
        word = words[x]
        found_option = p_option = False
        for k, h in enumerate(word):
            if k and word[k - 1] == h:
                continue
            rest = element(word[:k] + word[k + 1:])
            for t in options[h]:
                found_option = True
                if p[apply(rest, t)]:
                    p_option = True
                    break
            if p_option:
                break
        p[x] = found_option and not p_option
    if check is not None and p[apply(0, check[0])] != check[1]:
        return None
    # R: Moore's partition refinement by the action of the heaps.
    position = {x: r for r, x in enumerate(order)}
    action = [[position[act(x, h)] for h in generators] for x in order]
    block = [int(p[x]) for x in order]
    count = len(set(block))
    while True:
        signatures: dict = {}
        new = [signatures.setdefault((block[r], tuple([block[y] for y in action[r]])),
                                     len(signatures)) for r in range(len(order))]
        if len(signatures) == count:
            break
        block, count = new, len(signatures)
    # Number the classes in the order of their least words (the identity first).
    numbering: dict = {}
    for r in range(len(order)):
        numbering.setdefault(block[r], len(numbering))
    cls = [numbering[block[r]] for r in range(len(order))]
    first = [0] * len(numbering)
    for r in range(len(order) - 1, -1, -1):
        first[cls[r]] = r
    index = {h: j for j, h in enumerate(generators)}
    act_cls = [[cls[action[first[c]][j]] for j in range(len(generators))]
               for c in range(len(numbering))]
    mul = []
    for c in range(len(numbering)):
        products = []
        for d in range(len(numbering)):
            x = c
            for h in words[order[first[d]]]:
                x = act_cls[x][index[h]]
            products.append(x)
        mul.append(products)
    classes_p = [p[order[first[c]]] for c in range(len(numbering))]
    movable_set = set(movable)
    phi = [cls[position[act(0, m)]] if m in movable_set else 0 for m in range(n)]
    return Table(mul, classes_p, phi)


def extend(table: Table, n: int, options: list, movable: list) -> Table | None:
    """The quotient of heaps <= n with the same monoid as ``table`` (heaps < n), if heap n
    can be one of its elements."""
    mul, p = table.mul, table.p
    t_n = {table.image(w) for w in options[n]}
    is_p = not any(p[t] for t in t_n)
    t_mask = _mask(t_n)
    for x in range(len(table)):
        if p[x] != is_p:
            continue
        if any(p[mul[y][x]] and any(p[mul[y][t]] for t in t_n) for y in range(len(table))):
            continue
        trial = Table(mul, p, table.phi[:n] + [x], table.kept)
        # Domination: a word u with image x and T(u) ⊆ T(n) can stand for heap n in every
        # state, and those states were verified.
        if table.kept is not None and any(k & ~t_mask == 0 for k in table.kept.get(x, ())):
            return trial
        if _search(trial, _transitions(trial, options, movable), movable, record=True) is None:
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
                    refined = candidate(cand, split, False, period, options, movable,
                                        max_size, (w, want))
                    if refined is not None:
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
