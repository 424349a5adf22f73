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

import numpy as np

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
    ``record``, the minimal sets found are kept on the table).

    States are found in the order of their least words without a priority queue: the words
    whose largest heap is h are h^k·u, u a word of smaller heaps, ordered by k and then by u,
    and the state of h^(k+1)·u is the state of h^k·u with one more h.  So the states of the
    smaller heaps, in order, are moved by h again and again, and only the states that are new
    (neither seen nor dominated) are moved once more."""
    mul, p, phi = table.mul, table.p, table.phi
    movable = _representatives(table, trans, movable)
    pmask = _mask(x for x, flag in enumerate(p) if flag)
    columns: dict[int, tuple] = {}
    kept: dict[int, list[int]] = {}
    seen: list[set] = [set() for _ in mul]
    seen[0].add(0)
    found = [(0, 0, ())]            # (x, S, least word), in the order of the words
    for h in movable:
        g = phi[h]
        if g not in columns:
            columns[g] = ([row[g] for row in mul], {})
        column, cache = columns[g]
        moved: list = [None] * len(mul)          # x·T(h) as a bit mask, when first needed
        images_h = trans[h]
        current = found[:]
        prefix: tuple = ()
        while current:
            prefix += (h,)
            following = []
            for x, s, rest in current:
                shifted = cache.get(s)
                if shifted is None:
                    shifted = 0
                    bits = s
                    while bits:
                        low = bits & -bits
                        shifted |= 1 << column[low.bit_length() - 1]
                        bits ^= low
                    cache[s] = shifted
                y = mul[x][g]
                mask = moved[x]
                if mask is None:
                    row = mul[x]
                    mask = moved[x] = _mask([row[t] for t in images_h])
                s2 = shifted | mask
                seen_y = seen[y]
                if s2 in seen_y:
                    continue
                seen_y.add(s2)
                if s2:
                    if not p[y] and not s2 & pmask:
                        return prefix + rest
                    antichain = kept.get(y)
                    if antichain is None:
                        kept[y] = [s2]
                    else:
                        dominated = False
                        for k in antichain:
                            if k | s2 == s2:
                                dominated = True
                                break
                        if dominated:
                            continue
                        antichain[:] = [k for k in antichain if k | s2 != k]
                        antichain.append(s2)
                following.append((y, s2, rest))
                found.append((y, s2, prefix + rest))
            current = following
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

    tables: dict = {}

    def acting(h):
        """The element x·h for every element x, indexed by x."""
        key = h if h in steps else -1 - image[h]
        table = tables.get(key)
        if table is None:
            table = tables[key] = _action(base_mul, image[h], states, steps.get(h))
        return table

    by_heap = [acting(h) for h in range(n)]

    def apply(x, word):
        for h in word:
            x = by_heap[h][x]
        return x

    # D: the elements in the order of their least words.  Words whose largest heap is m come
    # after all words of smaller heaps, ordered by the multiplicity k of m and then by the rest.
    order = [0]
    words: dict[int, tuple] = {0: ()}
    # Only elements that are new are moved on: one already found has a smaller word, and so has
    # its product with m.
    for m in generators:
        table = acting(m)
        current = [(x, x) for x in order]          # (element, element of the rest of its word)
        prefix: tuple = ()
        while current:
            prefix += (m,)
            following = []
            for x, y0 in current:
                x = table[x]
                if x not in words:
                    words[x] = prefix + words[y0]
                    order.append(x)
                    following.append((x, y0))
            current = following
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
            x = by_heap[word[j]][x]
            known[word[j:]] = x
        return x

    # 𝒫 at an element depends only on elements with smaller least words, so a candidate that
    # fails the check is refused as soon as its element is reached.
    checked, wanted = (apply(0, check[0]), check[1]) if check is not None else (None, None)
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
                y = rest
                for part in t:
                    y = by_heap[part][y]
                if p[y]:
                    p_option = True
                    break
            if p_option:
                break
        p[x] = found_option and not p_option
        if x == checked and p[x] != wanted:
            return None
    # R: Moore's partition refinement by the action of the heaps.
    position = {x: r for r, x in enumerate(order)}
    acts = [acting(h) for h in generators]
    action = [[position[table[x]] for table in acts] for x in order]
    targets = np.array(action, dtype=np.int64).reshape(len(order), len(generators))
    blocks = np.array([p[x] for x in order], dtype=np.int64)
    count = len(np.unique(blocks))
    while True:
        signatures = np.column_stack([blocks, blocks[targets]])
        _, refined = np.unique(signatures, axis=0, return_inverse=True)
        refined = refined.reshape(-1)
        if int(refined.max()) + 1 == count:
            break
        blocks, count = refined, int(refined.max()) + 1
    block = blocks.tolist()
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
    # Column d of the table (c ↦ c·d) from the column of d's least word without its first heap.
    moves = np.array(act_cls, dtype=np.int64)
    columns = np.empty((len(numbering), len(numbering)), dtype=np.int64)
    columns[0] = np.arange(len(numbering))
    for d in range(1, len(numbering)):
        word = words[order[first[d]]]
        rest = cls[position[element(word[1:])]]
        columns[d] = moves[columns[rest], index[word[0]]]
    mul = columns.T.tolist()
    classes_p = [p[order[first[c]]] for c in range(len(numbering))]
    movable_set = set(movable)
    phi = [cls[position[by_heap[m][0]]] if m in movable_set else 0 for m in range(n)]
    return Table(mul, classes_p, phi)


#: Candidates with at most this many elements (reachable or not) tabulate each heap's action.
TABULATED = 1_000_000


class _Action:
    """x·h computed on demand, for candidates too large to tabulate."""

    __slots__ = ("column", "states", "step")

    def __init__(self, column: list, states: int, step: list | None) -> None:
        self.column, self.states, self.step = column, states, step

    def __getitem__(self, x: int) -> int:
        b, s = divmod(x, self.states)
        return self.column[b] + (self.step[s] if self.step is not None else s)


def _action(base_mul: list, g: int, states: int, step: list | None):
    """The action of a heap whose base image is g (and whose exponent states move by
    ``step``) on the elements b·states + s of a candidate."""
    column = [row[g] * states for row in base_mul]
    if len(base_mul) * states > TABULATED:
        return _Action(column, states, step)
    within = np.asarray(step if step is not None else range(states), dtype=np.int64)
    return (np.repeat(np.asarray(column, dtype=np.int64), states)
            + np.tile(within, len(base_mul))).tolist()


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
