"""Entailing and complimenting moves (cgt.impartial.entailing; Winning Ways vol. 2, ch. 12)."""
import dataclasses
import functools
import pickle
import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from cgt.errors import CGTTypeError, CGTValueError, ResourceError
from cgt.impartial.entailing import (Move, ValueSet, entailing_outcome, good_moves, move,
                                     moves_of, value_set)
from cgt.impartial.entailing.games import (AllSquare, DimWithTails, EntailingNim, GoldbachNim,
                                           PrimWithTails, TopEntails, WytQueensWithTrains)
from cgt.numbers.nim import mex


def row(values):
    return " ".join(map(repr, values))


def least_or_loony(v):
    return "L" if v.is_loony else str(v.least)


# ---------------------------------------------------------------- value sets

def test_printing_in_the_books_notation():
    # Winning Ways vol. 2, ch. 12, "Sunny and Loony Positions".
    assert row([ValueSet(tail=5), ValueSet.all_but(5), ValueSet([0, 1, 7]),
                ValueSet([3, 4, 6], 8), ValueSet.sunny(), ValueSet.loony()]) \
        == "*5→ *5̄ *0,1,7. *3,4,6,8→ ⊙ L"
    assert ValueSet([3, 4, 6], 8)._repr_latex_() == r"${*}3,4,6,8\rightarrow$"
    assert ValueSet.all_but(5)._repr_latex_() == r"${*}\overline{5}$"
    assert ValueSet.sunny()._repr_latex_() == r"$\odot$"
    assert ValueSet([2])._repr_latex_() == "${*}2.$"
    assert repr(ValueSet(tail=1)) == "*1→" and repr(ValueSet.all_but(0)) == "*1→"


def test_value_sets_are_normalised_immutable_and_hashable():
    assert ValueSet([1, 2, 3, 7, 9], 4) == ValueSet([], 1) | ValueSet([], 1)
    assert ValueSet([0, 2], 3) == ValueSet([0], 2) and ValueSet([0], 2).least == 0
    assert ValueSet.loony().least is None and ValueSet.sunny().least == 0
    assert 7 in ValueSet([0, 1, 7]) and 8 not in ValueSet([0, 1, 7]) and 10**9 in ValueSet(tail=3)
    for v in (ValueSet([0, 1, 7]), ValueSet([3], 8), ValueSet.sunny(), ValueSet.loony()):
        assert pickle.loads(pickle.dumps(v)) == v and hash(pickle.loads(pickle.dumps(v))) == hash(v)
    with pytest.raises(AttributeError):
        ValueSet().tail = 3
    with pytest.raises(CGTValueError):
        ValueSet([-1])
    with pytest.raises(CGTTypeError):
        ValueSet(3)
    with pytest.raises(ResourceError):
        ValueSet.all_but(10**100)


value_sets = st.builds(ValueSet, st.sets(st.integers(0, 12)),
                       st.none() | st.integers(0, 14))


@given(value_sets, value_sets, st.integers(0, 20))
def test_union_and_complement(a, b, n):
    assert (n in a | b) == (n in a or n in b)
    assert (n in a.complement()) == (n not in a)
    assert a.complement().complement() == a


# ---------------------------------------------------------------- the chapter's tables

def test_top_entails():
    # Winning Ways vol. 2, ch. 12, the table of values for Top Entails, stacks 0..49.
    book = ("⊙ L ⊙ L *1→ *0. *2→ *1. *3→ *0,2. *1,4→ *3. *4→ *0,2. *3,5→ *4. *2,6→ *5. "
            "*1,3,4,7→ *6. *2,5,8→ *0,1,7. *3,4,6,8→ *2,5. *7→ *3. *1,4,6,8→ *7. *3,5,8→ *4,6. "
            "*2,7→ *0,5. *8→ *1,6. *5,9→ *0,7,8. *1,6,10→ *4,5,9. *7,8,11→ *10. *1,4,8,9,12→ "
            "*6,7,11. *2,5,8,10,12→ *9. *3,6,7,8,11,13→ *0,2,4,10,12. *5,7,8,9,13→ "
            "*3,6,10,11. *4,8,12→ *2,7,9,10.")
    assert row(value_set(TopEntails(n)) for n in range(50)) == book


def test_nim_with_entailing_reductions():
    # Winning Ways vol. 2, ch. 12, "Nim with Entailing Moves": reducing by 1 entailing, then
    # with the move 1 -> 0 disentailed.
    assert row(value_set(EntailingNim(n)) for n in range(9)) == "⊙ L *1→ L *2→ L *3→ L *4→"
    assert row(value_set(EntailingNim(n, {1}, {0})) for n in range(9)) \
        == "*0→ *1→ L *2→ L *3→ L *4→ L".replace("*0→", "⊙")
    # N(2, 5, 7), and the variants disentailing the moves to 0-heaps, and to 0- and 1-heaps.
    n257 = {n: value_set(EntailingNim(n, {2, 5, 7})) for n in range(42)}
    assert {n: repr(v) for n, v in n257.items() if not v.is_loony} == {
        0: "⊙", 1: "*1→", 4: "*2→", 10: "*3→", 13: "*4→", 14: "*5→", 22: "*6→", 23: "*7→",
        26: "*8→", 32: "*9→", 35: "*10→", 36: "*11→"}
    assert row(value_set(EntailingNim(n, {2, 5, 7}, {0})) for n in range(13)) \
        == "⊙ *1→ *2→ L L *3→ L L L L L *4→ L"
    assert row(value_set(EntailingNim(n, {2, 5, 7}, {0, 1})) for n in range(13)) \
        == "⊙ *1→ *2→ *3→ L L *4→ L L L L L *5→"


@given(st.sets(st.integers(1, 6), min_size=1, max_size=3))
def test_entailing_nim_non_loony_heaps_are_the_zeros_of_the_subtraction_game(entailing):
    # Winning Ways vol. 2, ch. 12, "Nim with Entailing Moves": the non-loony heaps of
    # N(a, b, c, ...) are the zeros of S(a, b, c, ...), with values *0→, *1→, *2→, ... in order.
    grundy = []
    for n in range(30):
        grundy.append(mex(grundy[n - s] for s in entailing if s <= n))
    values = [value_set(EntailingNim(n, entailing)) for n in range(30)]
    assert [n for n in range(30) if not values[n].is_loony] == \
        [n for n in range(30) if grundy[n] == 0]
    assert [v for v in values if not v.is_loony] == \
        [ValueSet(tail=k) for k in range(sum(g == 0 for g in grundy))]


def test_goldbachs_nim():
    # Winning Ways vol. 2, ch. 12, "Goldbach's Nim", with 1 counted as a prime: an odd n > 7 is
    # loony just if n - 2 is prime and n - 4 is not; 122 has a unique entailing move to a
    # non-loony position.
    def prime(n):
        return n == 1 or (n > 1 and all(n % d for d in range(2, n)))

    for n in range(9, 120, 2):
        assert value_set(GoldbachNim(n, one_is_prime=True)).is_loony == \
            (prime(n - 2) and not prime(n - 4))
    good = [m for m in GoldbachNim(122, True).moves()
            if m.entailing and not value_set(m.parts[0]).is_loony]
    assert [m.parts[0].n for m in good] == [79]
    # Without 1 as a prime, the first non-loony heaps are ⊙ *1→ *2→ *3→ *4→ ... in order.
    found = [value_set(GoldbachNim(n)) for n in range(40)]
    assert [v for v in found if not v.is_loony][:9] == [ValueSet(tail=k) for k in range(9)]


def test_all_square():
    # Winning Ways vol. 2, ch. 12, "Complimenting Moves", the values of All Square, n = 1..81
    # (the column headed "14 14" is 14, 15: docs/errata.md).
    book = ("0 0 1 2 2 1 0 L 1 L 0 1 3 2 1 0 0 L 4 2 1 3 2 1 L L 3 4 L 1 0 L 4 L 5 3 3 2 1 L L 3 "
            "4 1 L 3 2 1 6 L 3 L 4 6 3 2 4 L 2 3 L 2 8 6 L 4 1 L 3 5 4 L L L 0 1 7 3 5 L 4")
    assert " ".join(least_or_loony(value_set(AllSquare(n))) for n in range(1, 82)) == book
    # "What's a Heap of 13 Worth?": the complimenting move to 9 + 4 accounts for every number
    # but *3.
    assert value_set(AllSquare(13)) == ValueSet([3])


def test_wyt_queens_with_trains():
    # Winning Ways vol. 2, ch. 12, Table 3 ("Entailing Orthogonally and Trailing Diagonally"),
    # rows 0..7: the non-loony cells.
    book = {(0, 0): "*0→", (1, 1): "*1→", (1, 2): "*0.", (2, 2): "*2→", (2, 3): "*1.",
            (3, 3): "*3→", (3, 4): "*2.", (3, 5): "*0.", (4, 4): "*4→", (4, 5): "*3.",
            (4, 6): "*1.", (4, 7): "*0.", (5, 5): "*5→", (5, 6): "*4.", (5, 7): "*2.",
            (5, 8): "*1.", (6, 6): "*6→", (6, 7): "*5.", (6, 8): "*3.", (6, 9): "*2.",
            (6, 10): "*0.", (7, 7): "*7→", (7, 8): "*6.", (7, 9): "*4.", (7, 10): "*3.",
            (7, 11): "*1."}
    book.update({(y, x): v for (x, y), v in book.items()})
    book[(0, 0)] = "⊙"
    found = {(x, y): repr(value_set(WytQueensWithTrains(x, y)))
             for x in range(8) for y in range(12)}
    assert {cell: v for cell, v in found.items() if v != "L"} == \
        {cell: v for cell, v in book.items() if cell[0] < 8}


def test_off_wyth_its_tail():
    # Winning Ways vol. 2, ch. 12, Table 4: the cells (x, x + d) of value k in
    # Off-Wyth-Its-Tail!, for differences d = 0..8.
    table4 = [[(0, 0)], [(1, 2), (0, 1)], [(3, 5), (2, 4), (0, 2)],
              [(4, 7), (3, 6), (1, 4), (0, 3)], [(6, 10), (5, 9), (3, 7), (1, 5), (0, 4)],
              [(8, 13), (7, 12), (5, 10), (2, 7), (1, 6), (0, 5)],
              [(9, 15), (8, 14), (6, 12), (4, 10), (2, 8), (1, 7), (0, 6)],
              [(11, 18), (10, 17), (8, 15), (6, 13), (3, 10), (2, 9), (1, 8), (0, 7)],
              [(12, 20), (11, 19), (9, 17), (8, 16), (5, 13), (3, 11), (2, 10), (1, 9)]]
    for d, cells in enumerate(table4):
        for k, (x, y) in enumerate(cells):
            assert y - x == d
            assert value_set(WytQueensWithTrains(x, y, "diagonal")).least == k


# ---------------------------------------------------------------- sums, against brute force

def _key(position):
    return (type(position).__name__, repr(position))


@functools.lru_cache(maxsize=None)
def _wins(entailed, others):
    """Brute force: does the player to move win, entailed into ``entailed`` (or None) with the
    other components ``others`` (a tuple sorted by _key)?"""
    if entailed is None:
        choices = [(others[i], others[:i] + others[i + 1:]) for i in range(len(others))]
    else:
        choices = [(entailed, others)]
    return any(_move_wins(m, rest) for component, rest in choices
               for m in moves_of(component))


def _move_wins(m, rest):
    if m.entailing:
        return not _wins(m.parts[0], rest)
    after = tuple(sorted(rest + m.parts, key=_key))
    if m.complimenting:
        return _wins(None, after)          # the mover moves again
    return not _wins(None, after)


def brute_outcome(components, entailed):
    if entailed is None:
        return "N" if _wins(None, tuple(sorted(components, key=_key))) else "P"
    others = tuple(sorted(components[:entailed] + components[entailed + 1:], key=_key))
    return "N" if _wins(components[entailed], others) else "P"


components = st.one_of(
    st.builds(TopEntails, st.integers(0, 7)),
    st.builds(AllSquare, st.integers(1, 10)),
    st.builds(EntailingNim, st.integers(0, 5), st.frozensets(st.integers(1, 3), max_size=2),
              st.frozensets(st.integers(0, 2), max_size=1)),
    st.builds(WytQueensWithTrains, st.integers(0, 2), st.integers(0, 2),
              st.sampled_from(["orthogonal", "diagonal"])),
)


@given(st.lists(components, min_size=1, max_size=3), st.data())
def test_sum_rules_agree_with_a_brute_force_player(parts, data):
    entailed = data.draw(st.none() | st.integers(0, len(parts) - 1))
    assert entailing_outcome(parts, entailed) == brute_outcome(parts, entailed)
    # The good moves are exactly the winning moves of the compound game.
    allowed = range(len(parts)) if entailed is None else [entailed]
    winning = []
    for i in allowed:
        rest = tuple(parts[:i] + parts[i + 1:])
        winning += [(i, m) for m in moves_of(parts[i]) if _move_wins(m, rest)]
    assert good_moves(parts, entailed) == winning


def test_outcome_rules_by_hand():
    # Winning Ways vol. 2, ch. 12, "Sunny and Loony Positions": leaving a stack of 1 in Top
    # Entails is loony; entailing the opponent into a stack of 2 is sunny.
    assert entailing_outcome([TopEntails(1), TopEntails(5)]) == "N"
    assert entailing_outcome([TopEntails(2), TopEntails(9)], entailed=0) == "P"
    assert entailing_outcome([TopEntails(4), TopEntails(4)]) == "P"
    assert (1, Move((TopEntails(3),), entailing=True)) not in good_moves(
        [TopEntails(4), TopEntails(4)])


def test_moves_and_errors():
    assert move(TopEntails(1), entailing=True) == Move((TopEntails(1),), True, False)
    assert moves_of(TopEntails(2)) == (Move((TopEntails(1), TopEntails(1))),
                                       Move((TopEntails(1),), entailing=True))

    class Plain:
        def __init__(self, n):
            self.n = n

        def __eq__(self, other):
            return isinstance(other, Plain) and other.n == self.n

        def __hash__(self):
            return self.n

        def options(self):
            return [Plain(k) for k in range(self.n)]

    # Without entailing moves the least values are the Grundy values (a nim heap here).
    assert [value_set(Plain(n)).least for n in range(5)] == [0, 1, 2, 3, 4]

    class Both(Plain):
        def moves(self):
            return [Move((Plain(0),), entailing=True, complimenting=True)]

    class Split(Plain):
        def moves(self):
            return [Move((Plain(0), Plain(0)), entailing=True)]

    class Wrong(Plain):
        def moves(self):
            return [Plain(0)]

    with pytest.raises(CGTValueError, match="both"):
        value_set(Both(101))
    with pytest.raises(CGTValueError, match="exactly"):
        value_set(Split(102))
    with pytest.raises(CGTTypeError, match="Move"):
        value_set(Wrong(103))
    with pytest.raises(CGTValueError, match="entailed"):
        entailing_outcome([TopEntails(3)], entailed=1)
    with pytest.raises(CGTTypeError):
        entailing_outcome(TopEntails(3))
    with pytest.raises(CGTValueError):
        WytQueensWithTrains(1, 1, "sideways")


def test_prim_and_dim_with_tails():
    # Winning Ways vol. 2, ch. 12, "Adding Tails to Prim and Dim".
    assert row(value_set(PrimWithTails(n)) for n in range(11)) == "⊙ L ⊙ L ⊙ L ⊙ L ⊙ L ⊙"
    assert row(value_set(PrimWithTails(n, "plain")) for n in range(26)) == (
        "⊙ *1→ *0. *2→ *0. *3→ *0,2. *4→ *0. *2,5→ *0,3. *5→ *0,2. *6→ *0,4. *2,3,7→ *0. "
        "*7→ *0,2. *8→ *0,3. *2,4,9→ *0,5. *9→ *0,2. *3,10→")
    # 1 -> 0 illegal, 2 -> 1 entailing, n = 1..33; n = 21 is printed *1,8→ (docs/errata.md).
    assert row(value_set(PrimWithTails(n, "illegal")) for n in range(1, 34)) == (
        "⊙ L *1→ L *2→ *1. *3→ L *1,4→ *2. *4→ *1. *5→ *3. *1,2,6→ L *6→ *1. *7→ *2. "
        "*1,3,8→ *4. *8→ *1. *2,9→ *5. *1,9→ *3. *9→ *1,2. *10→ L *1,4,11→")
    dim = [value_set(DimWithTails(n)) for n in range(33)]
    assert row(dim) == (
        "⊙ L *1→ L *2→ *1. *3→ *1,2. *4→ *1,2. *3,5→ *1,2,4. *5→ *1,2,3,4. *6→ *1,2,4. "
        "*3,7→ *1,2,4,5,6. *7→ *1,2,3,4,5,6. *8→ *1,2,3,4,5. *6,7,9→ *1,2,3,4,5,8. *9→ "
        "*1,2,3,4,5,6,7. *8,10→ *1,2,3,4,5,6. *7,10→ *1,2,3,4,5,6,8,9. *10→ "
        "*1,2,3,4,5,6,7,8,9. *11→")
    # "If the move n to 0 is made illegal and that from 2 to 1 is not entailing, *0 is adjoined
    # to the values of all odd heaps." (A heap of 1 then has no move at all, so it is sunny.)
    assert value_set(DimWithTails(1, "illegal", two_to_one_entailing=False)).is_sunny
    for n in range(2, 33):
        variant = value_set(DimWithTails(n, "illegal", two_to_one_entailing=False))
        assert variant == (dim[n] | ValueSet([0]) if n % 2 else dim[n])
    with pytest.raises(CGTValueError):
        PrimWithTails(3, "sometimes")


_FLAGS = {}


@dataclasses.dataclass(frozen=True)
class FlaggedQueen:
    """A Wyt Queen whose moves are entailing or not as the table ``_FLAGS[table]`` says."""

    x: int
    y: int
    table: tuple

    def moves(self):
        x, y, flags = self.x, self.y, _FLAGS[self.table]
        targets = [(a, y) for a in range(x)] + [(x, b) for b in range(y)] + \
            [(x - d, y - d) for d in range(1, min(x, y) + 1)]
        return [Move((FlaggedQueen(a, b, self.table),), entailing=flags[(x, y), (a, b)])
                for a, b in targets]


def _flag_table(name, seed, size, rule):
    rng = random.Random(seed)
    flags = {}
    for x in range(size):
        for y in range(size):
            for a in range(x):
                flags[(x, y), (a, y)] = rule(False, (x, y), (a, y), rng)
            for b in range(y):
                flags[(x, y), (x, b)] = rule(False, (x, y), (x, b), rng)
            for d in range(1, min(x, y) + 1):
                flags[(x, y), (x - d, y - d)] = rule(True, (x, y), (x - d, y - d), rng)
    _FLAGS[name, seed] = flags
    return name, seed


def test_off_wyth_its_tail_invariance():
    # Winning Ways vol. 2, ch. 12, after Table 5: the values stay the same whatever the other
    # moves do, so long as orthogonal moves onto the boundary are not entailing and diagonal
    # moves onto it are; keeping only the moves *along* the boundary plain is not enough
    # (docs/errata.md).
    def onto(diagonal, source, target, rng):
        return diagonal if 0 in target else rng.random() < 0.5

    def along(diagonal, source, target, rng):
        if 0 in target:
            if diagonal:
                return True
            if (source[0] == target[0] == 0) or (source[1] == target[1] == 0):
                return False
        return rng.random() < 0.5

    size = 10
    book = {(x, y): value_set(WytQueensWithTrains(x, y, "diagonal"))
            for x in range(size) for y in range(size)}
    changed = {}
    for rule in (onto, along):
        changed[rule] = 0
        for seed in range(3):
            table = _flag_table(rule.__name__, seed, size, rule)
            changed[rule] += sum(value_set(FlaggedQueen(x, y, table)) != value
                                 for (x, y), value in book.items())
    assert changed[onto] == 0 and changed[along] > 0
