"""Sides found by sidling with pruning, each checked independently.

The sides of a loopy game γ are the stoppers s and t with γ⁺ = s⁺ and γ⁻ = t⁻ (*Winning Ways*,
vol. 2, ch. 11, "Onsides and Offsides, Upsums and Downsums"). Sidling alone does not always
settle; pruned candidates are kept only when the Inequality Rule (ch. 11, "Comparing Loopy
Games") proves them. Here the sides that are returned are checked against direct play: for a
short game h, the outcome of s + h with infinite play a Left win must be that of γ + h.
"""

import pytest
from hypothesis import given, settings, strategies as st

from cgt import clear_caches, game as short_game
from cgt.loopy import (UnresolvedValue, equations, game as loopy_game, offside, onside, over,
                       under)
from cgt.loopy import sides as sides_module
from cgt.loopy.arithmetic import value_of_graph
from cgt.loopy.base import graph_of, short_graph
from cgt.loopy.cycles import is_stopper_graph
from cgt.loopy.fixed import fixed_ge
from cgt.errors import CGTValueError
from cgt.loopy.graph import explore, from_equations, product, restrict
from cgt.loopy.outcome import Result, results
from cgt.loopy.sides import offside_of_graph, onside_of_graph, sides_of_graph
from cgt.position import left_options_of, right_options_of
from cgt.rulesets.backsliding_toads_and_frogs import (BackslidingToadsAndFrogs, strip_values,
                                                      strips)

SHORT = [short_game(x) for x in ("0", "*", "1", "-1", "^", "1/2")]


def q_graph():
    # p = {1, 0, q | pass} with q = {p | pass, 0}
    return {"p": ([1, 0, "q"], ["p"]), "q": (["p"], ["q", 0])}


def test_pruning_resolves_a_one_player_cycle():
    # computed: sidling from the stopper bound keeps moving here (1, 1/2, 1/4, ... at q's
    # side), while the pruned candidate {1 | pass} is proved to be the onside: 1 + over.
    value = equations(q_graph())
    assert value.onside is short_game(1) + over


def test_pruning_resolves_the_mirror_image():
    # the negative: -p = {pass | -1, 0, -q} with -q = {pass, 0 | -p}; its offside is -1 + under
    value = equations({"p": (["p"], [-1, 0, "q"]), "q": (["q", 0], ["p"])})
    assert value.offside is short_game(-1) + under


def test_without_pruning_or_folding_sidling_does_not_find_the_onside(monkeypatch):
    # the example needs the pruned candidate or a fold: sidling and guessing off give up
    monkeypatch.setattr(sides_module, "PRUNE_ROUNDS", 0)
    monkeypatch.setattr(sides_module, "FOLD_PASSES", 1)
    clear_caches()
    left, right, vertex = from_equations(q_graph())
    found = onside_of_graph(left, right, vertex["p"])
    value = equations(q_graph())
    clear_caches()
    assert found is None
    # the offside, which sidling finds, is then tried as the onside and proved to be it
    assert value is short_game(1) + over


def test_folding_finds_the_onside_without_pruning(monkeypatch):
    # computed: at p, sidling passes through 33/32, 65/64, 129/128, 257/256, ...; folding
    # 257/256 = {1|129/128} onto its position 129/128 gives {1|pass} = 1over, proved to be
    # the onside
    monkeypatch.setattr(sides_module, "PRUNE_ROUNDS", 0)
    clear_caches()
    left, right, vertex = from_equations(q_graph())
    found = onside_of_graph(left, right, vertex["p"])
    clear_caches()
    assert found is short_game(1) + over


def test_inequality_rule_when_both_components_pass():
    # off - dud with Right to move: Right may pass in dud for ever, an infinite play of dud
    # alone, which Left loses in off+ - dud+ (WW11, "Comparing Loopy Games"); but Left wins
    # every infinite play of on+ - dud-, and survives off- - dud- as dud's play is infinite.
    off_graph, dud_graph = (((),), ((0,),), 0), (((0,),), ((0,),), 0)
    on_graph = (((0,),), ((),), 0)
    assert not fixed_ge(off_graph, 1, dud_graph, 1)
    assert fixed_ge(off_graph, -1, dud_graph, -1)
    assert fixed_ge(on_graph, 1, dud_graph, -1)
    assert fixed_ge(dud_graph, 1, on_graph, 1) and not fixed_ge(dud_graph, -1, on_graph, -1)


@st.composite
def non_stoppers(draw, max_vertices=4):
    """A random game graph with at most ``max_vertices`` positions that is not a stopper."""
    n = draw(st.integers(1, max_vertices))
    moves = st.lists(st.integers(0, n - 1), max_size=2).map(lambda m: tuple(sorted(set(m))))
    left = tuple(draw(moves) for _ in range(n))
    right = tuple(draw(moves) for _ in range(n))
    left, right, _ = restrict(left, right, [0])
    if is_stopper_graph(left, right, [0]):
        # a Left pass at the start and a Right pass there make it loopy for both players
        left = (tuple(sorted(set(left[0]) | {0})),) + left[1:]
        right = (tuple(sorted(set(right[0]) | {0})),) + right[1:]
    return left, right


def fixed_results(left, right, root, sign):
    """(Left first, Right first) results of the fixed game where every infinite play is won
    by Left (sign 1) or by Right (sign -1), by retrograde analysis of the free game."""
    out = results(left, right)
    draw = Result.WIN if sign > 0 else Result.LOSS
    first = out[2 * root] if out[2 * root] is not Result.DRAW else draw
    draw = Result.LOSS if sign > 0 else Result.WIN
    second = out[2 * root + 1] if out[2 * root + 1] is not Result.DRAW else draw
    return first, second


def assert_is_the_side(left, right, side, sign):
    """``side`` is the onside (sign 1) or the offside (sign -1) of the game at vertex 0: by
    the Inequality Rule, and by direct play of its sums with short games."""
    s = graph_of(side)
    assert fixed_ge(s, sign, (left, right, 0), sign)
    assert fixed_ge((left, right, 0), sign, s, sign)
    for h in SHORT:
        played = product((left, right, 0), short_graph(h))
        told = product(s, short_graph(h))
        assert fixed_results(*played, sign) == fixed_results(*told, sign)


@settings(max_examples=150, deadline=None)
@given(non_stoppers())
def test_returned_sides_are_the_sides(g):
    left, right = g
    for side, sign in zip(sides_of_graph(left, right, 0), (1, -1)):
        if side is not None:
            assert_is_the_side(left, right, side, sign)


# Games on which sidling with pruning and guessed limits alone gives up on a side: at the
# first the game at the root settles while a position below keeps moving, at the others
# the values approach a side with a cycle, such as 1/2, 1/4, ... approach over.
SIDLING_GAVE_UP = [
    (((1,), (2,), ()), ((), (1, 2), (0,)), "0"),
    (((0, 1), (3,), (), (), (0,), (2,), (), (0, 2)),
     ((2, 5), (3,), (0, 3), (), (3, 7), (1,), (2,), ()), "{pass,*|-1}"),
    (((0, 3), (), (), (), (), (2,)), ((2, 3), (), (0, 3), (5,), (), ()), "{pass,-1|-2}"),
    (((5,), (3, 6), (0,), (), (), (1, 6), (5,), (3, 5)),
     ((5,), (2,), (5,), (), (5,), (4,), (), (6,)), "0"),
    (((2, 4), (), (0, 3), (4, 6), (5,), (), (1, 6), (4,)),
     ((), (), (6,), (1,), (3, 7), (), (0,), (0, 1)), "on & 1"),
    (((1,), (0, 1), (1, 4), (4,), ()), ((), (1, 3), (), (1,), (0, 3)), "1 & 0"),
    (((1,), (), (0,), (3, 5), (2, 5), (), ()), ((2, 6), (3,), (4, 5), (0,), (), (), (3,)),
     "* & {0|-1}"),
]


@pytest.mark.parametrize("left, right, expected", SIDLING_GAVE_UP)
def test_folding_finds_the_sides(left, right, expected):
    value = loopy_game(expected)
    assert onside_of_graph(left, right, 0) is onside(value)
    assert offside_of_graph(left, right, 0) is offside(value)
    assert_is_the_side(left, right, onside(value), 1)
    assert_is_the_side(left, right, offside(value), -1)


@pytest.mark.parametrize("left, right, expected", SIDLING_GAVE_UP)
def test_without_folds_a_side_is_found_among_the_candidates(monkeypatch, left, right,
                                                            expected):
    # the missing side is the other side (a game equal to a stopper) or the value sidling
    # had reached, proved by the Inequality Rule
    monkeypatch.setattr(sides_module, "FOLD_PASSES", 1)
    clear_caches()
    found = onside_of_graph(left, right, 0), offside_of_graph(left, right, 0)
    value = value_of_graph(left, right, 0)
    clear_caches()
    assert None in found
    assert value is loopy_game(expected)


@pytest.mark.parametrize("name", ["p", "q"])
def test_pruned_sides_agree_with_play(name):
    system = q_graph()
    value = equations(system, name)
    for h in SHORT:
        assert (value + h).onside is value.onside + h


def test_strips_of_one_size():
    assert strips(3, 1, 1) == [".ft", ".tf", "f.t", "ft.", "t.f", "tf."]
    assert len(strips(10, 3, 3)) == 4200  # 10!/(3! 3! 4!)
    with pytest.raises(CGTValueError, match="toads"):
        strips(3, -1, 1)
    with pytest.raises(CGTValueError, match="do not fit"):
        strips(3, 2, 2)


def test_strip_values_are_the_sides():
    # every strip of five squares with two toads and a frog, from one graph: each value's
    # sides checked by the Inequality Rule on the strip's own game graph
    values = strip_values(5, 2, 1)
    assert set(values) == set(strips(5, 2, 1))
    for strip, value in values.items():
        left, right, _ = explore(BackslidingToadsAndFrogs(strip), left_options_of,
                                 right_options_of)
        for side, sign in ((getattr(value, "onside", value), 1),
                           (getattr(value, "offside", value), -1)):
            assert side is not None, strip
            assert fixed_ge(graph_of(side), sign, (left, right, 0), sign), strip
            assert fixed_ge((left, right, 0), sign, graph_of(side), sign), strip
        assert BackslidingToadsAndFrogs(strip).value == value
