"""Nim, Moore's Nim_k, Poker-Nim and Northcott's game."""
import itertools

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cgt.impartial.grundy import grundy
from cgt.impartial.rulesets import MooreNim, Nim, NorthcottGaps, PokerNimHeaps, RulesetError

heaps = st.lists(st.integers(0, 9), max_size=4)


def by_the_rule(position, memo):
    # G = mex of the options' values, searched without known_value(), which grundy() takes.
    if position not in memo:
        values = {by_the_rule(o, memo) for o in position.options()}
        memo[position] = next(n for n in range(len(values) + 1) if n not in values)
    return memo[position]


@settings(max_examples=60)
@given(heaps)
def test_nim_value_is_the_nim_sum(hs):
    # Bouton 1902; D–G, §1; Michon, *Numericana*, "The Game of Nim".
    position = Nim(hs)
    assert by_the_rule(position, {}) == grundy(position) == position.nim_value
    assert all(grundy(m) == 0 for m in position.winning_moves())
    assert len(position.winning_moves()) == sum(1 for o in set(position.options()) if grundy(o) == 0)


def test_nim_examples():
    # Michon, *Numericana*, "The Game of Nim": 1 ⊕ 3 ⊕ 5 ⊕ 7 = 0.  Leff, ch. 4: *1+*2+*3 = 0,
    # *1+*4+*5 = 0, *3+*5 = *6; it prints "*2 + *4 = *6 = 0" for *2+*4+*6 = 0 (docs/errata.md).
    assert Nim([1, 3, 5, 7]).nim_value == 0
    assert Nim([1, 2, 3]).nim_value == Nim([1, 4, 5]).nim_value == Nim([2, 4, 6]).nim_value == 0
    assert Nim([3, 5]).nim_value == 6
    assert Nim([3, 0, 4]) == Nim([4, 3])
    with pytest.raises(RulesetError):
        Nim([1, -2])


def test_moore_example():
    # Michon, *Numericana*, "Moore's Nim": {1, 3, 5, 7} with k = 2 is N; the only winning move is to
    # {1, 2, 3, 3}, which has 18 options, each answered by a move to {2, 2, 2}, {1, 1, 1} or {}.
    position = MooreNim([1, 3, 5, 7], 2)
    assert not position.is_p_position()
    assert [o for o in position.options() if o.is_p_position()] == [MooreNim([1, 2, 3, 3], 2)]
    assert position.winning_move() == MooreNim([1, 2, 3, 3], 2)
    options = MooreNim([1, 2, 3, 3], 2).options()
    assert len(options) == 18
    answers = {MooreNim(h, 2) for h in ([2, 2, 2], [1, 1, 1], [])}
    assert all(answers & set(o.options()) for o in options)
    # docs/errata.md: Numericana's table omits six of them, each answered by {1, 1, 1}.
    omitted = [[1, 1, 1, 2], [1, 1, 1, 3], [1, 1, 2, 2], [1, 1, 2], [1, 1, 3], [1, 2, 2]]
    for h in omitted:
        assert MooreNim(h, 2) in options
        assert MooreNim([1, 1, 1], 2) in MooreNim(h, 2).options()


@pytest.mark.parametrize("k", [1, 2, 3])
def test_moore_rule_and_winning_move_against_brute_force(k):
    # Moore 1910: checked for k = 1, 2, 3 on small heaps.
    memo = {}
    for hs in itertools.combinations_with_replacement(range(6), 4):
        position = MooreNim(hs, k)
        assert (grundy(position, memo) == 0) == position.is_p_position()
        move = position.winning_move()
        if position.is_p_position():
            assert move is None
        else:
            assert move.is_p_position() and move in position.options()


def is_moore_move(before, after, k):
    """Whether heaps ``after`` come from ``before`` by reducing between 1 and k heaps."""
    after = list(after) + [0] * (len(before) - len(after))
    removed, added = list(before), []
    for h in after:
        if h in removed:
            removed.remove(h)
        else:
            added.append(h)
    return 1 <= len(removed) <= k and all(a < r for a, r in zip(sorted(added), sorted(removed)))


@pytest.mark.slow
@pytest.mark.parametrize("k", [2, 3])
def test_moore_winning_move_five_heaps(k):
    for hs in itertools.combinations_with_replacement(range(12), 5):
        position = MooreNim(hs, k)
        move = position.winning_move()
        assert (move is None) == position.is_p_position()
        if move is not None:
            assert move.is_p_position() and is_moore_move(hs, move.heaps, k)


def test_poker_nim():
    # WW ch. 3, "Poker-Nim" (and Leff, ch. 4, "Poker-Nim"): from 3, 4, 6 the good move is to 2, 4,
    # 6; if the opponent adds 50 chips, giving 2, 54, 6, remove them again.
    start = PokerNimHeaps([3, 4, 6])
    assert start.winning_moves() == [PokerNimHeaps([2, 4, 6])]
    good = PokerNimHeaps([2, 4, 6])
    assert good.reply([2, 54, 6]) == good
    assert good.reply([2, 4, 1006]) == good
    assert good.reply([2, 4, 5]) == PokerNimHeaps([1, 4, 5])
    assert grundy(good) == 0 and grundy(start) == 1
    with pytest.raises(RulesetError):
        good.reply([3, 5, 6])
    with pytest.raises(RulesetError):
        good.reply([2, 4, 6])


def test_northcott():
    # WW ch. 3, "Northcott's Game" (Fig. 2): gaps 2, 4, 6, 3, 3, 0, 0, 5 have nim-sum 5; the winning
    # changes are 5→0, 6→3, 4→1, 3→6 and 0→5; 2→7 would need a gap wider than an 8-wide board
    # allows.
    position = NorthcottGaps([2, 4, 6, 3, 3, 0, 0, 5])
    assert position.nim_value == 5 == grundy(position)
    assert position.winning_changes() == [(1, 4, 1), (2, 6, 3), (3, 3, 6), (4, 3, 6), (5, 0, 5), (6, 0, 5),
                                          (7, 5, 0)]
    assert NorthcottGaps([2, 7], width=10).winning_changes() == [(0, 2, 7), (1, 7, 2)]
    with pytest.raises(RulesetError):
        NorthcottGaps([7])
