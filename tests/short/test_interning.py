"""Interning: one object per value, through translation, negation, rebuilding and printing; no
game of closed form number-up-star is stored as a general game."""
from hypothesis import HealthCheck, given, settings

from cgt import Game, game
from cgt.numbers.dyadic import Dyadic
from cgt.short.game import nus
from cgt.short.order import stops
from value_trees import dyadics, tree_game, trees


def _assert_not_a_missed_nus(g):
    """A general game must not equal any x + n.↑ + *m (else two objects share one value)."""
    if g._nus is not None:
        return
    left, right = stops(g)
    if left != right:
        return
    b = g.birthday
    for n in range(-b - 1, b + 2):
        for m in range(2 * b + 3):
            assert g.compare(nus(left, n, m)) != "="


@settings(max_examples=60, suppress_health_check=list(HealthCheck))
@given(trees(), dyadics)
def test_interning_through_translate_negate_and_rebuild(t, x):
    g = tree_game(t)
    d = game(x)
    shifted = g + d
    assert shifted - d is g
    assert Game(shifted.left_options, shifted.right_options) is shifted
    assert -(-shifted) is shifted
    assert Game([-o for o in shifted.right_options], [-o for o in shifted.left_options]) is -shifted
    assert game(str(shifted)) is shifted
    assert hash(game(str(shifted))) == hash(shifted)
    if shifted._nus is None:
        assert shifted._core._shift == Dyadic(0)
        assert stops(shifted._core)[0] == Dyadic(0)
        assert shifted._shift == stops(shifted)[0]
    _assert_not_a_missed_nus(g)
