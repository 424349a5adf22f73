"""Hypothesis strategies for short games: random forms of small birthday, built bottom up."""
from hypothesis import strategies as st

from cgt import Game, game


def forms(max_depth=4, max_options=3):
    """Random game forms as nested pairs (left tuple, right tuple) of birthday <= max_depth."""
    leaf = st.just(((), ()))

    def extend(children):
        side = st.lists(children, max_size=max_options).map(tuple)
        return st.tuples(side, side)

    return st.recursive(leaf, extend, max_leaves=12).filter(lambda f: form_depth(f) <= max_depth)


def form_depth(form):
    left, right = form
    return 1 + max((form_depth(f) for f in left + right), default=-1)


def to_game(form):
    left, right = form
    return Game([to_game(f) for f in left], [to_game(f) for f in right])


def games(max_depth=4):
    """Random canonical games of birthday <= max_depth, plus some closed-form values."""
    built = forms(max_depth).map(to_game)
    named = st.sampled_from(["0", "*", "^", "v*", "1/2", "-3/4", "+-1", "{2|1}", "^^*3",
                             "{1|0||-1}", "Tiny(1)", "^<2>", "3/8v"]).map(game)
    return st.one_of(built, built, named)
