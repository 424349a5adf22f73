"""Canonical stoppers: loopy values whose play always stops, in simplest form and interned.

A stopper is a game from none of whose positions an infinite alternating play starts
(*Winning Ways*, vol. 2, ch. 11, "Stoppers"). Its simplest form is unique once equal positions
are fused (THE SIMPLEST FORM THEOREM FOR STOPPERS; Siegel, *Combinatorial Game Theory*, VI.3),
so a ``Stopper`` is stored as that graph, numbered by ``canonical_key``, and interned: equal
stoppers are one object, and ``==`` is identity. A simplest form without cycles is a short game
and is returned as a ``cgt.Game``, so a ``Stopper`` always has a cycle.
"""
from __future__ import annotations

from collections.abc import Sequence
from typing import Any
from weakref import WeakValueDictionary

from cgt import caches
from cgt.errors import CGTTypeError
from cgt.lattice import StopperLevel
from cgt.loopy.base import LoopyValue, graph_of
from cgt.loopy.canonical import bisimulation_quotient, canonical_key, canonical_stopper
from cgt.loopy.cycles import components, is_loopfree_graph, loopfree_vertices
from cgt.loopy.graph import Builder, Moves, embed, restrict
from cgt.loopy.outcome import LoopyOutcome, graph_outcome
from cgt.loopy.survival import stopper_ge as survives
from cgt.short.game import Game
from cgt.walk import post_order

__all__ = ["Stopper", "stopper_value"]

_INTERNED: WeakValueDictionary = WeakValueDictionary()


class Stopper(LoopyValue, StopperLevel):
    """A canonical stopper that is not a short game, such as ``on`` = ``{pass|}`` or ``over``
    = ``{0|pass}``. Interned: equal stoppers are the same object.

    Build one with ``cgt.loopy.game("{0|pass}")``, ``cgt.loopy.stopper(...)`` or from the
    named values in ``cgt.loopy``.
    """

    __slots__ = ("_left", "_right", "_hash", "__weakref__")
    _left: Moves    # the game graph: Left's and Right's moves from each vertex, from vertex 0
    _right: Moves
    _hash: int

    def __new__(cls, *args: Any) -> Stopper:
        raise CGTTypeError("Stopper values are built by cgt.loopy.game, cgt.loopy.equations or "
                        "sums of loopy values")

    @classmethod
    def _interned(cls, left: Moves, right: Moves) -> Stopper:
        key = (left, right)
        found = _INTERNED.get(key)
        if found is None:
            found = object.__new__(cls)
            found._left = left
            found._right = right
            found._hash = hash(key)
            _INTERNED[key] = found
        return found

    def __reduce__(self) -> tuple:
        return (_from_key, (self._left, self._right))

    def _loopy_graph(self) -> tuple[Moves, Moves, int]:
        return self._left, self._right, 0

    def __hash__(self) -> int:
        return self._hash

    @property
    def graph(self) -> tuple[Moves, Moves]:
        """The simplest form as ``(left, right)``: vertex 0 is the game itself and
        ``left[v]`` (``right[v]``) lists the Left (Right) options of vertex ``v``."""
        return self._left, self._right

    @property
    def left_options(self) -> tuple:
        """Left's options of the simplest form, as values (the game itself for a pass)."""
        return tuple(value_at(self._left, self._right, w) for w in self._left[0])

    @property
    def right_options(self) -> tuple:
        """Right's options of the simplest form, as values (the game itself for a pass)."""
        return tuple(value_at(self._left, self._right, w) for w in self._right[0])

    @property
    def onside(self) -> Stopper:
        """A stopper is its own onside (*Winning Ways*, ch. 11, "Stoppers Have Only One
        Side")."""
        return self

    @property
    def offside(self) -> Stopper:
        """A stopper is its own offside."""
        return self

    @property
    def is_stopper(self) -> bool:
        """True: a ``Stopper`` is a stopper."""
        return True

    def _results(self) -> LoopyOutcome:
        """(result with Left first, result with Right first) when infinite play is a draw."""
        return graph_outcome(self._left, self._right, 0)

    def __len__(self) -> int:
        return len(self._left)


def _from_key(left: Moves, right: Moves) -> Stopper:
    return Stopper._interned(left, right)


def short_game_of_graph(left: Moves, right: Moves, root: int, done: dict | None = None) -> Game:
    """The short game of a loopfree graph, built children first with an explicit stack;
    ``done``, if given, holds the games of vertices already built and gains the new ones."""
    if done is None:
        done = {}
    return post_order(root, lambda v: (left[v] + right[v], None),
                      lambda v, _: Game([done[w] for w in left[v]], [done[w] for w in right[v]]),
                      done)


def value_at(left: Moves, right: Moves, v: int) -> Any:
    """The value of vertex ``v`` of a fused simplest form: a ``Game`` or a ``Stopper``."""
    left, right, (root,) = restrict(left, right, [v])
    if is_loopfree_graph(left, right, [root]):
        return short_game_of_graph(left, right, root)
    return Stopper._interned(*canonical_key(left, right, root))


def stopper_values(left: Moves, right: Moves, roots: Sequence[int]) -> list:
    """The values of the vertices ``roots`` of a stopper graph."""
    left, right, images = canonical_stopper(left, right, roots)
    loopfree = loopfree_vertices(left, right)
    games: dict = {}
    memo: dict = {}
    out = []
    for v in images:
        if v not in memo:
            if loopfree[v]:
                # short values share their subgames, so a long chain is built once
                memo[v] = short_game_of_graph(left, right, v, games)
            else:
                memo[v] = value_at(left, right, v)
        out.append(memo[v])
    return out


def stopper_value(left: Moves, right: Moves, root: int) -> Any:
    """The value of the stopper graph at ``root``: a ``Game`` or an interned ``Stopper``."""
    return stopper_values(left, right, [root])[0]


_BRACES = caches.Memo("loopy.braces")


def braces(left: list, right: list) -> Any:
    """The simplest form of ``{left | right}`` for options that are stoppers or short games
    (remembered, since sidling asks for the same forms again and again)."""
    key = (tuple(left), tuple(right))
    found = _BRACES.get(key)
    if found is not None:
        return found
    if all(isinstance(x, Game) for x in left) and all(isinstance(x, Game) for x in right):
        found = Game(left, right)
    else:
        builder = Builder("a stopper")
        root = builder.add()
        seen: dict = {}
        targets = []
        for options in (left, right):
            out = []
            for x in options:
                v = seen.get(x)
                if v is None:
                    v = seen[x] = embed(builder, *graph_of(x))
                out.append(v)
            targets.append(out)
        builder.left[root], builder.right[root] = targets
        # options share positions, and sidling's values are made of earlier values
        gl, gr, (root,) = bisimulation_quotient(*builder.freeze(), [root])
        found = stopper_value(gl, gr, root)
    _BRACES.put(key, found)
    return found


def stopper_values_by_parts(left: Moves, right: Moves, known: Sequence | None = None) -> list:
    """The value of every vertex of a stopper graph, one strongly connected part at a time.

    Parts are taken children first (Tarjan's order); a part is simplified together with the
    simplest forms of the values it moves to, which are already known, so the quadratic order
    computation of ``canonical_stopper`` only ever sees one part and its exits. A vertex that
    is not on a cycle and has short options gets its short value at once. ``known``, if
    given, lists values already known (``None`` elsewhere); a vertex with a known value keeps
    it and its moves are not looked at.
    """
    n = len(left)
    succ = [left[v] + right[v] for v in range(n)]
    comp = components(succ, range(n))
    members: dict[int, list[int]] = {}
    for v in range(n):
        members.setdefault(comp[v], []).append(v)
    values: list = [None] * n if known is None else list(known)
    for c in range(len(members)):
        part = members[c]
        if values[part[0]] is not None and all(values[v] is not None for v in part):
            continue
        if len(part) == 1 and part[0] not in succ[part[0]]:
            v = part[0]
            values[v] = braces([values[w] for w in left[v]], [values[w] for w in right[v]])
            continue
        builder = Builder("a stopper")
        local = {v: builder.add() for v in part}
        exits: dict = {}
        for v in part:
            for moves, out in ((left[v], builder.left), (right[v], builder.right)):
                targets = []
                for w in moves:
                    if w in local:
                        targets.append(local[w])
                        continue
                    x = values[w]
                    if x not in exits:
                        exits[x] = embed(builder, *graph_of(x))
                    targets.append(exits[x])
                out[local[v]] = targets
        gl, gr, roots = bisimulation_quotient(*builder.freeze(), [local[v] for v in part])
        for v, x in zip(part, stopper_values(gl, gr, roots)):
            values[v] = x
    return values


def negate_stopper(s: Any) -> Any:
    if isinstance(s, Game):
        return -s
    return Stopper._interned(*canonical_key(s._right, s._left, 0))


def stopper_ge(a: Any, b: Any) -> bool:
    """``a >= b`` for stoppers or short games, by the survival game (*Winning Ways*, ch. 11,
    COMPARING STOPPERS)."""
    if a is b:
        return True
    if isinstance(a, Game) and isinstance(b, Game):
        return a >= b
    la, ra, ra0 = graph_of(a)
    lb, rb, rb0 = graph_of(b)
    return survives(la, ra, ra0, lb, rb, rb0)
