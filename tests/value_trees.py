"""Hypothesis strategies for game trees whose leaves are named values (``"^*2"``, ``"{1|0}"``,
``"Tiny(1)"``, ...), with the tree as a game and as a naive form (tests/naive_games.py)."""
from fractions import Fraction

from hypothesis import strategies as st

import naive_games as naive
from cgt import Game, game


def key(f):
    """A form as nested frozensets, so that two forms with the same option sets compare equal."""
    return (frozenset(key(x) for x in f[0]), frozenset(key(x) for x in f[1]))


LEAVES = ["0", "1", "-2", "1/2", "-3/4", "3/2", "*", "*3", "^", "v*", "^^", "1/2*", "-1^",
          "^*2", "{1|0}", "{2|-1}", "{0|-1}", "{1|1/2}", "Tiny(1)", "Miny(1/2)", "{1*|0}", "1+-1"]


def trees(max_options=3):
    """Trees of depth <= 2 over LEAVES: ("leaf", text) or (left tuple, right tuple)."""
    leaf = st.sampled_from(LEAVES).map(lambda s: ("leaf", s))
    side = lambda ch: st.lists(ch, max_size=max_options).map(tuple)  # noqa: E731
    return st.recursive(leaf, lambda ch: st.tuples(side(ch), side(ch)), max_leaves=7).filter(
        lambda t: depth(t) <= 2)


def depth(t):
    return 0 if t[0] == "leaf" else 1 + max((depth(x) for x in t[0] + t[1]), default=0)


def tree_game(t):
    """The game of a tree, canonicalised as it is built."""
    if t[0] == "leaf":
        return game(t[1])
    return Game([tree_game(x) for x in t[0]], [tree_game(x) for x in t[1]])


def tree_form(t):
    """The naive form of a tree: leaves in canonical form, the tree's own nodes as given."""
    if t[0] == "leaf":
        return naive.form_of(game(t[1]))
    return (tuple(tree_form(x) for x in t[0]), tuple(tree_form(x) for x in t[1]))


# Dyadic rationals as Fractions: huge numerators and small ones, denominators up to 2**80.
dyadics = st.builds(lambda a, k: Fraction(a, 2 ** k),
                    st.integers(-2 ** 70, 2 ** 70) | st.integers(-9, 9), st.integers(0, 80))
