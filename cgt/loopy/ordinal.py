"""Ordinal sums of loopy games, and their inverse, the subordinate.

The ordinal sum G : H of a base G and a subordinate H has the options of G and, for every
option H' of H, the option G : H' (Conway, *ONAG*, ch. 15; Siegel, *CGT*, II.4). On game
graphs it is built the same way: every position h of H becomes a position G : h with G's own
options and G : h' for h's options, so a pass in H stays a pass. Placing a plum is the case
H = ``on``: G : on is G with a Left pass at its root, so 1 : on = on and * : on = upon*
(*Winning Ways*, vol. 2, ch. 11, "Taking Care of Plumtrees").

As for short games, the sum is taken of the forms: a stopper's simplest form, a short game's
canonical form. A value known only by its sides has no form to use and is refused.
"""
from __future__ import annotations

from typing import Any

from cgt.errors import CGTError
from cgt.loopy.arithmetic import eq, loopy_value, value_of_graph
from cgt.loopy.base import graph_of
from cgt.loopy.graph import Builder, embed
from cgt.loopy.stopper import Stopper, value_at
from cgt.short.game import Game

__all__ = ["ordinal_sum", "subordinate"]


def _form(x: Any, role: str) -> Any:
    x = loopy_value(x)
    if not isinstance(x, (Game, Stopper)):
        raise CGTError(f"an ordinal sum needs a form, and the {role} {x} is known only by its "
                       "sides: give a stopper or a short game")
    return x


def ordinal_sum(g: Any, h: Any) -> Any:
    """G : H for stoppers and short games ``g`` (the base) and ``h``; a loopfree result is a
    ``Game``."""
    g, h = _form(g, "base"), _form(h, "subordinate")
    gl, gr, g0 = graph_of(g)
    hl, hr, h0 = graph_of(h)
    builder = Builder("an ordinal sum")
    base_root = embed(builder, gl, gr, g0)
    own_left, own_right = builder.left[base_root], builder.right[base_root]
    image = {v: builder.add() for v in range(len(hl))}
    for v, w in image.items():
        builder.left[w] = list(own_left) + [image[x] for x in hl[v]]
        builder.right[w] = list(own_right) + [image[x] for x in hr[v]]
    left, right = builder.freeze()
    return value_of_graph(left, right, image[h0])


def subordinate(k: Any, base: Any) -> Any:
    """The H with base : H = K, for a stopper or short game K; ``CGTError`` if K is no
    ordinal sum over this base. Each position of K loses the options that are the base's own
    (by value), and a position equal to the base becomes 0."""
    k, base = _form(k, "game"), _form(base, "base")
    if isinstance(k, Game) and isinstance(base, Game):
        return k.subordinate(base)
    kl, kr, k0 = graph_of(k)
    own_left = set(base.left_options)
    own_right = set(base.right_options)
    values: dict = {}

    def value(v):
        if v not in values:
            values[v] = value_at(kl, kr, v)
        return values[v]

    builder = Builder("a subordinate")
    image: dict = {}
    stack = [k0]
    while stack:
        v = stack.pop()
        if v in image:
            continue
        image[v] = builder.add()
        if value(v) is base:
            continue
        for w in kl[v] + kr[v]:
            if w not in image:
                stack.append(w)
    for v, w in image.items():
        if value(v) is base:
            continue
        builder.left[w] = [image[x] for x in kl[v] if value(x) not in own_left]
        builder.right[w] = [image[x] for x in kr[v] if value(x) not in own_right]
    left, right = builder.freeze()
    h = value_of_graph(left, right, image[k0])
    if not isinstance(h, (Game, Stopper)) or not eq(ordinal_sum(base, h), k):
        raise CGTError(f"{k} is not an ordinal sum over the base {base}")
    return h
