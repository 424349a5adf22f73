"""The Sprague–Grundy engine (cgt.impartial.grundy) on small rule-defined games."""
import functools

import pytest
from hypothesis import given
from hypothesis import strategies as st

from cgt.errors import CGTError
from cgt.impartial.loopy import Loopy, SmithValues
from cgt.impartial.grundy import (
    clear_grundy_table,
    grundy,
    grundy_table,
    is_kernel,
    outcome,
    winning_moves,
    winning_moves_in_sum,
)
from cgt.numbers.nim import nim_sum


@functools.total_ordering
class NimHeaps:
    """Nim written out by its rules: any heap may be reduced to any smaller size."""

    def __init__(self, *heaps):
        self.heaps = tuple(sorted(h for h in heaps if h))

    def __eq__(self, other):
        return isinstance(other, NimHeaps) and self.heaps == other.heaps

    def __lt__(self, other):
        return self.heaps < other.heaps

    def __hash__(self):
        return hash(("NimHeaps", self.heaps))

    def __repr__(self):
        return f"NimHeaps{self.heaps}"

    def options(self):
        for i, h in enumerate(self.heaps):
            for smaller in range(h):
                yield NimHeaps(*self.heaps[:i], smaller, *self.heaps[i + 1:])


class SplitNim(NimHeaps):
    """The same game, declaring its heaps as independent components."""

    def options(self):
        return [SplitNim(*o.heaps) for o in super().options()]

    def components(self):
        return [SplitNim(h) for h in self.heaps] if len(self.heaps) > 1 else [self]


class Chain:
    """A path of n moves: Chain(n) -> Chain(n - 1) -> ... -> Chain(0)."""

    def __init__(self, n):
        self.n = n

    def __eq__(self, other):
        return isinstance(other, Chain) and self.n == other.n

    def __hash__(self):
        return hash(("Chain", self.n))

    def options(self):
        return [Chain(self.n - 1)] if self.n else []


class Subtract:
    """A heap in the subtraction game of ``moves`` (negative moves add beans)."""

    def __init__(self, n, moves):
        self.n, self.moves = n, moves

    def __eq__(self, other):
        return isinstance(other, Subtract) and (self.n, self.moves) == (other.n, other.moves)

    def __hash__(self):
        return hash((self.n, self.moves))

    def __repr__(self):
        return f"Subtract({self.n})"

    def options(self):
        return [Subtract(self.n - s, self.moves) for s in self.moves if 0 <= self.n - s <= 20]


class NonEmptySubtract(Subtract):
    """A heap of the subtraction game of ``moves`` up to 40 beans, where only a non-empty heap
    may be moved in (Winning Ways vol. 2, ch. 12, "The Additional Subtraction Games")."""

    def options(self):
        return [NonEmptySubtract(self.n - s, self.moves) for s in self.moves
                if self.n and 0 <= self.n - s <= 40]


class PartizanHeap:
    """A Nim heap spelled as a partizan position (the same options for both players)."""

    def __init__(self, n):
        self.n = n

    def __eq__(self, other):
        return isinstance(other, PartizanHeap) and self.n == other.n

    def __hash__(self):
        return hash(("PartizanHeap", self.n))

    def left_options(self):
        return [PartizanHeap(k) for k in range(self.n)]

    def right_options(self):
        return self.left_options()


class Reversed(NimHeaps):
    """Nim with a symmetry declared: the memo key ignores nothing but is a plain tuple."""

    def options(self):
        return [Reversed(*o.heaps) for o in super().options()]

    def canonical_key(self):
        return ("nim", self.heaps)


def test_nim_heaps_follow_bouton():
    table = {}
    for a in range(6):
        for b in range(6):
            for c in range(4):
                assert grundy(NimHeaps(a, b, c), table) == a ^ b ^ c


def test_components_are_memoised_alone_and_sums_are_not():
    table = {}
    assert grundy(SplitNim(3, 5, 6), table) == 3 ^ 5 ^ 6
    assert all(len(key.heaps) <= 1 for key in table)
    assert table[SplitNim(6)] == 6


def test_canonical_key_names_the_memo_entry():
    table = {}
    assert grundy(Reversed(2, 3), table) == 1
    assert ("nim", (2, 3)) in table


def test_mex_rule_examples_of_winning_ways():
    # Winning Ways ch. 3, "Bogus Nim-Heaps and the Mex Rule": {0, *, *2, *5, *6, *9} has value *3.
    class Bogus:
        def options(self):
            return [NimHeaps(k) for k in (0, 1, 2, 5, 6, 9)]

    assert grundy(Bogus(), {}) == 3


def test_deep_games_need_no_recursion():
    table = {}
    assert grundy(Chain(50_000), table) == 0
    assert grundy(Chain(50_001), table) == 1


def test_cycles_give_smiths_values():
    # A loopy game is valued by Smith's theory (Winning Ways vol. 2, ch. 12) instead of failing:
    # S(2, -1) on heaps up to 20 (adding beans is allowed up to 20).
    graph = {n: [n - s for s in (2, -1) if 0 <= n - s <= 20] for n in range(21)}
    expected = SmithValues(graph)
    table = {}
    for n in range(21):
        value = grundy(Subtract(n, (2, -1)), table)
        assert value == expected[n] and type(value) is (int if expected[n].is_finite else Loopy)
    assert outcome(Subtract(20, (2, -1)), table) == expected[20].outcome()
    # Whatever the walk stored is a true Grundy value: only the empty heap reaches no cycle.
    assert set(table) <= {Subtract(0, (2, -1))}


def test_loopy_values_in_sums():
    # Winning Ways vol. 2, ch. 12, "Adding Loopy Values": with one loopy component ∞_S + *n is
    # N exactly when n is in S, and the winning move takes the loopy component to *n.
    heaps = [NonEmptySubtract(n, (-2, 4, 5)) for n in range(41)]
    values = [grundy(h, {}) for h in heaps]
    loopy = [h for h, v in zip(heaps, values) if isinstance(v, Loopy) and len(v.subscripts) > 1]
    finite = {v: h for h, v in zip(heaps, values) if not isinstance(v, Loopy)}
    assert loopy and len(finite) > 2
    x = loopy[0]
    for n, heap in finite.items():
        moves = winning_moves_in_sum([x, heap], {})
        assert moves == [(0, option) for option in x.options() if grundy(option, {}) == n]
        assert (moves != []) == (n in grundy(x, {}).subscripts)
    assert winning_moves_in_sum([x, loopy[-1]], {}) == []       # two loopy parts: open


def test_partizan_positions_are_read_through_their_left_options():
    assert grundy(PartizanHeap(7), {}) == 7


def test_outcome_and_winning_moves():
    table = {}
    assert outcome(NimHeaps(1, 2, 3), table) == "P"
    assert outcome(NimHeaps(1, 2, 4), table) == "N"
    assert winning_moves(NimHeaps(1, 2, 3), table) == []
    # 3 ⊕ 5 ⊕ 7 = 1: every heap with the low bit set can be reduced by one.
    assert sorted(winning_moves(NimHeaps(3, 5, 7), table)) == [
        NimHeaps(2, 5, 7), NimHeaps(3, 4, 7), NimHeaps(3, 5, 6)]


def test_winning_moves_in_a_sum():
    # Leff, ch. 4 (the subtraction game S(2,5,6)): in S(2,5,6) the heaps 5, 7, 9 have
    # values 2, 3, 2, and the winning moves are exactly 5 -> 3, 7 -> 1 and 9 -> 3.
    moves = (2, 5, 6)
    heaps = [Subtract(n, moves) for n in (5, 7, 9)]
    found = winning_moves_in_sum(heaps, {})
    assert [(i, o.n) for i, o in found] == [(0, 3), (1, 1), (2, 3)]
    assert winning_moves_in_sum([Subtract(4, moves), Subtract(8, moves)], {}) == []


def test_default_table_can_be_cleared():
    clear_grundy_table()
    grundy(NimHeaps(2, 3))
    assert NimHeaps(2, 3) in grundy_table()
    clear_grundy_table()
    assert len(grundy_table()) == 0


def test_kernel_is_the_set_of_p_positions():
    # Subtraction S(1, 2) on heaps 0..9: the kernel is the multiples of 3.
    graph = {n: [n - s for s in (1, 2) if n >= s] for n in range(10)}
    assert is_kernel(graph, {0, 3, 6, 9})
    assert not is_kernel(graph, {0, 3, 6})  # 9 is not absorbed
    assert not is_kernel(graph, {0, 1, 3, 6, 9})  # 1 -> 0 inside: not stable


@given(st.lists(st.integers(min_value=0, max_value=7), max_size=4))
def test_sprague_grundy_theorem(heaps):
    # The engine's value of Nim by its rules is the nim-sum of the heaps (Bouton).
    assert grundy(NimHeaps(*heaps)) == nim_sum(*heaps)
    assert grundy(SplitNim(*heaps)) == nim_sum(*heaps)
