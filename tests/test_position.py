"""The one position protocol: one base class, ``value`` and ``nim_value`` as properties, and the
relation ``pos.nim_value == grundy(pos)`` of the Sprague–Grundy theorem (Winning Ways, ch. 3)."""
import importlib
import inspect
import pkgutil
from dataclasses import dataclass

import pytest
from hypothesis import given, settings, strategies as st

import cgt
import cgt.compounds.games
import cgt.impartial.rulesets
import cgt.rulesets
from cgt import nimber
from cgt.compounds import CutcakeJoin, KingsHorse, join
from cgt.compounds.compound import is_impartial
from cgt.errors import CGTValueError
from cgt.impartial import TakeAndBreak, grundy
from cgt.impartial.rulesets import Nim, NorthcottGaps, PokerNimHeaps, Rook, Welter
from cgt.position import (Position, gives_options, left_options_of, options_of,
                          right_options_of)
from cgt.rulesets import Cutcake, Domineering, Northcott, PokerNim


def public_classes(package):
    found = {}
    for name in package.__all__:
        obj = getattr(package, name)
        if inspect.isclass(obj):
            found[name] = obj
    return found


RULESET_PACKAGES = [cgt.rulesets, cgt.impartial.rulesets, cgt.compounds.games]
# a solver, a table, an error, and the coin-turning games (rules that make positions)
NOT_POSITIONS = {"DotsAndBoxes", "TranspositionTable", "RulesetError", "Turning",
                 "TartanProduct"}


@pytest.mark.parametrize("package", RULESET_PACKAGES, ids=lambda p: p.__name__)
def test_every_ruleset_is_a_position(package):
    for name, cls in public_classes(package).items():
        if name not in NOT_POSITIONS:
            assert issubclass(cls, Position), name
            assert isinstance(inspect.getattr_static(cls, "value"), property), name
            assert isinstance(inspect.getattr_static(cls, "nim_value"), property), name


def test_one_base_class():
    assert cgt.rulesets.Position is cgt.impartial.rulesets.Position is Position


def test_no_two_public_classes_share_a_name():
    classes = {}
    for info in pkgutil.walk_packages(cgt.__path__, "cgt."):
        module = importlib.import_module(info.name)
        for name, obj in vars(module).items():
            if (inspect.isclass(obj) and not name.startswith("_")
                    and obj.__module__.startswith("cgt")):
                classes.setdefault(name, set()).add(f"{obj.__module__}.{obj.__qualname__}")
    assert {name: places for name, places in classes.items() if len(places) > 1} == {}


heaps = st.lists(st.integers(0, 6), max_size=4)


@given(heaps)
@settings(max_examples=40)
def test_nim_value_is_grundy_and_value_its_nimber(hs):
    # Bouton: Nim is worth the nim-sum of its heaps, and by Sprague–Grundy the position is
    # worth the nimber of its Grundy value.
    for position in (Nim(hs), PokerNimHeaps(hs), TakeAndBreak("0.77").position(*hs)):
        assert position.nim_value == grundy(position, {})
        assert position.value == nimber(position.nim_value)
    assert Nim(hs).nim_value == NorthcottGaps(hs).nim_value


@given(st.integers(0, 9), st.integers(0, 9))
@settings(max_examples=30)
def test_closed_forms_agree_with_grundy(r, c):
    assert Rook(r, c).nim_value == grundy(Rook(r, c), {}) == r ^ c
    assert Rook(r, c).value == nimber(r ^ c)


@given(st.sets(st.integers(0, 6), max_size=3))
@settings(max_examples=20)
def test_welter_closed_form_agrees_with_grundy(hs):
    position = Welter(sorted(hs))
    assert position.nim_value == grundy(position, {})
    assert position.value == nimber(position.nim_value)


@given(st.lists(st.tuples(st.integers(0, 6), st.booleans()), min_size=1, max_size=3))
@settings(max_examples=25)
def test_partizan_positions_worth_a_nimber_have_its_nim_value(rows):
    # Northcott's game is Nim on the gaps between the pieces (Winning Ways, ch. 3).
    text = "|".join(("x" + "." * g + "o" if left_first else "o" + "." * g + "x") + "." * (6 - g)
                    for g, left_first in rows)
    board = Northcott(text)
    assert board.nim_value == NorthcottGaps([g for g, _ in rows]).nim_value
    assert board.value == nimber(board.nim_value)


def test_partizan_positions_worth_no_nimber_have_no_nim_value():
    assert PokerNim("3 4 6 | 5 2").nim_value == 1  # Winning Ways, ch. 3: heaps 3, 4, 6 are *1
    with pytest.raises(CGTValueError, match="not a nimber"):
        Domineering("..").nim_value
    with pytest.raises(CGTValueError, match="nim_value"):
        Cutcake(1, 2).nim_value


@dataclass(frozen=True)
class Take12(Position):
    """Either player takes one or two counters: heap n is worth *(n mod 3)."""

    n: int

    def options(self):
        return [Take12(self.n - k) for k in (1, 2) if k <= self.n]


@dataclass(frozen=True)
class Moveless(Position):
    n: int


def test_an_impartial_position_gives_options_to_both_players():
    heap = Take12(4)
    assert gives_options(heap) and not gives_options(Domineering(".."))
    assert left_options_of(heap) == right_options_of(heap) == options_of(heap) == (Take12(3),
                                                                                   Take12(2))
    assert heap.left_options() == heap.right_options() == heap.options()
    assert [Take12(n).nim_value for n in range(7)] == [0, 1, 2, 0, 1, 2, 0]
    assert Take12(5).value == nimber(2) == cgt.rulesets.value(Take12(5))
    assert is_impartial(heap) and is_impartial(Nim([2])) and not is_impartial(Domineering(".."))


def test_a_position_must_list_its_moves():
    with pytest.raises(NotImplementedError, match="options"):
        Moveless(1).left_options()


def test_compound_positions_are_positions():
    assert isinstance(join(KingsHorse(3, 3)), Position)
    # A cake whose pieces are joined: Left's only cut of 1 x 3 leaves 1 x 1 ∧ 1 x 2, in which
    # Right cannot move, while Right cannot cut 1 x 3 at all (Winning Ways, ch. 9).
    cake = CutcakeJoin(1, 3)
    assert [type(o).__name__ for o in cake.left_options()] == ["Join"] and not cake.right_options()
