"""A second implementation of the order, for tests: the definition applied to raw forms.

Forms are nested pairs (left tuple, right tuple). Nothing here is canonical or clever.
"""
from functools import lru_cache


@lru_cache(maxsize=None)
def le(g, h):
    """G <= H: no G^L >= H and no H^R <= G (Conway, ONAG, ch. 1)."""
    return not any(le(h, gl) for gl in g[0]) and not any(le(hr, g) for hr in h[1])


def neg(g):
    return (tuple(neg(r) for r in g[1]), tuple(neg(l) for l in g[0]))


@lru_cache(maxsize=None)
def add(g, h):
    left = tuple(add(x, h) for x in g[0]) + tuple(add(g, x) for x in h[0])
    right = tuple(add(x, h) for x in g[1]) + tuple(add(g, x) for x in h[1])
    return (left, right)


def form_of(game):
    """The canonical form of a Game as a raw form."""
    return (tuple(form_of(x) for x in game.left_options),
            tuple(form_of(x) for x in game.right_options))
