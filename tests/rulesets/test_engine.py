"""The value engine: protocol, components, transposition table, loops, depth."""
from dataclasses import dataclass

import pytest
from hypothesis import given, settings, strategies as st

from cgt import game, loopy, nimber, star, up, zero
from cgt.errors import LoopyPositionError, NotShortError
from cgt.rulesets import Position, TranspositionTable, value
from cgt.rulesets.engine import plain_value


@dataclass(frozen=True)
class Heaps(Position):
    """Partizan subtraction on heaps: Left takes 1 or 2, Right takes 1 (a test ruleset)."""

    heaps: tuple

    def _take(self, amounts):
        out = []
        for i, h in enumerate(self.heaps):
            for a in amounts:
                if a <= h:
                    out.append(Heaps(self.heaps[:i] + (h - a,) + self.heaps[i + 1:]))
        return out

    def left_options(self):
        return self._take((1, 2))

    def right_options(self):
        return self._take((1,))

    def components(self):
        return [Heaps((h,)) for h in self.heaps if h]

    def canonical_key(self):
        return tuple(sorted(self.heaps))


@dataclass(frozen=True)
class Spin(Position):
    """A position that returns to itself: Left moves from state k to k+1 mod 3."""

    state: int

    def left_options(self):
        return [Spin((self.state + 1) % 3)]

    def right_options(self):
        return []


@dataclass(frozen=True)
class Countdown(Position):
    """Left moves n -> n-1: worth n, and n positions deep."""

    n: int

    def left_options(self):
        return [Countdown(self.n - 1)] if self.n else []

    def right_options(self):
        return []


def test_values_by_definition():
    # A heap of 1: both can move to 0, so {0 | 0} = *.
    assert Heaps((1,)).value is star
    # A heap of 2: Left to 1 (*) or 0, Right to 1 (*): {0, * | *}, where Left's * reverses
    # through 0 and goes, leaving {0 | *} = ^.
    assert Heaps((2,)).value == game("{0,*|*}") == up


@given(st.lists(st.integers(0, 6), max_size=4))
@settings(max_examples=40, deadline=None)
def test_components_and_keys_agree_with_plain_search(heaps):
    position = Heaps(tuple(heaps))
    assert value(position) == plain_value(position)


@given(st.lists(st.integers(0, 5), max_size=3), st.lists(st.integers(0, 5), max_size=3))
@settings(max_examples=30, deadline=None)
def test_value_of_a_sum_is_the_sum_of_values(a, b):
    assert Heaps(tuple(a + b)).value == Heaps(tuple(a)).value + Heaps(tuple(b)).value


def test_a_cycle_is_reported_with_the_repeating_position():
    with pytest.raises(LoopyPositionError, match=r"Spin\(state=0\).*loopy"):
        plain_value(Spin(0))
    assert issubclass(LoopyPositionError, NotShortError)


def test_a_loopy_position_has_a_loopy_value():
    # Left goes round a 3-cycle for ever and Right never moves: that is on (Winning Ways,
    # vol. 2, ch. 11, "How Big Is on?").
    assert value(Spin(0)) is loopy.on


def test_no_recursion_limit_on_deep_games():
    assert Countdown(5000).value == game(5000)


def test_bounded_table_keeps_results_right():
    table = TranspositionTable(max_entries=3)
    assert value(Heaps((9, 7, 5)), table) == plain_value(Heaps((9, 7, 5)))
    assert len(table) <= 3
    table.clear()
    assert len(table) == 0
    with pytest.raises(ValueError):
        TranspositionTable(max_entries=0)


def test_known_values_stop_the_search():
    @dataclass(frozen=True)
    class Labelled(Position):
        """A position whose value a rule gives; its options would say otherwise."""

        def left_options(self):
            return []

        def right_options(self):
            return []

        def known_value(self):
            return nimber(5)

    assert value(Labelled()) == nimber(5)
    assert plain_value(Labelled()) is zero


def test_protocol_without_the_base_class():
    class Bare:
        """Any hashable object with the two option methods is a position."""

        def __init__(self, n):
            self.n = n

        def left_options(self):
            return [Bare(self.n - 1)] if self.n else []

        def right_options(self):
            return [Bare(self.n - 1)] if self.n else []

        def __eq__(self, other):
            return isinstance(other, Bare) and other.n == self.n

        def __hash__(self):
            return hash(self.n)

    # A chain of n moves open to both players is the nimber *(n mod 2).
    assert value(Bare(5)) is star
    assert value(Bare(4)) is zero


def test_base_class_needs_moves():
    with pytest.raises(NotImplementedError):
        Position().left_options()
