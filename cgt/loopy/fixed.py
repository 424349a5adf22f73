"""Comparison of fixed loopy games: the Inequality Rule as a Büchi game.

A game is **fixed** when every infinite play is labelled a win for one player: in γ⁺ every
infinite play is a Left win, in γ⁻ a Right win (*Winning Ways*, vol. 2, ch. 11, "Fixed, Mixed
and Free"). For fixed games, α ≥ β exactly when Left, with Right moving first, survives α - β
(ch. 11, "Comparing Loopy Games", THE INEQUALITY RULE): Left always has a move after each of
Right's moves, and in an infinite play the components satisfy sign(α) ≥ sign(β), the sign of a
component play being + (infinite, a Left win), 0 (finite) or - (infinite, a Right win).

With every infinite play of a component labelled alike, Left survives an infinite play of
α⁺ - β⁺ exactly when α's play is infinite, of α⁻ - β⁻ when β's is, of α⁺ - β⁻ always, and of
α⁻ - β⁺ never. So Left must never be stuck and must see infinitely many moves of a
distinguished component: a Büchi condition, decided by the classical nested fixed point
(Thomas, "On the synthesis of strategies in infinite games", STACS 1995)

    W = νZ. μY. F(Z, Y),

where F(Z, Y) holds the Left states with a good move and the Right states all of whose moves
are good, a move being good when it is a distinguished move into Z or any move into Y.
"""
from __future__ import annotations

from collections import deque

from cgt.loopy.graph import Moves


def fixed_ge(a: tuple[Moves, Moves, int], a_sign: int, b: tuple[Moves, Moves, int],
             b_sign: int) -> bool:
    """Whether α^(a_sign) ≥ β^(b_sign) for rooted graphs ``a`` and ``b``, where a sign of +1
    labels every infinite play a Left win and -1 a Right win."""
    la, ra, root_a = a
    lb, rb, root_b = b
    return fixed_ge_pairs((la, ra), a_sign, (lb, rb), b_sign, [(root_a, root_b)])[0]


def fixed_ge_pairs(a: tuple[Moves, Moves], a_sign: int, b: tuple[Moves, Moves], b_sign: int,
                   pairs: list[tuple[int, int]]) -> list[bool]:
    """For each pair ``(x, y)`` of a position x of the graph ``a`` and a position y of the
    graph ``b``, whether x^(a_sign) ≥ y^(b_sign): one Büchi game for all the pairs, since the
    winning region of a Büchi game does not depend on where play starts."""
    la, ra = a
    lb, rb = b
    # distinguished component: 0 none, 1 alpha, 2 beta, 3 both
    if a_sign > 0:
        distinguished = 3 if b_sign < 0 else 1
    else:
        distinguished = 2 if b_sign < 0 else 0
    # explore the states (x, y, m) reachable from the pairs with Right to move
    index: dict = {}
    states: list = []
    for x, y in pairs:
        key = (x, y, 1)
        if key not in index:
            index[key] = len(states)
            states.append(key)
    succ: list[list[tuple[int, bool]]] = []
    i = 0
    while i < len(states):
        x, y, m = states[i]
        out = []
        if m == 0:
            moves = [((x2, y, 1), 1) for x2 in la[x]] + [((x, y2, 1), 2) for y2 in rb[y]]
        else:
            moves = [((x2, y, 0), 1) for x2 in ra[x]] + [((x, y2, 0), 2) for y2 in lb[y]]
        for key, component in moves:
            j = index.get(key)
            if j is None:
                j = index[key] = len(states)
                states.append(key)
            out.append((j, bool(component & distinguished)))
        succ.append(out)
        i += 1
    z = _buchi(states, succ)
    return [bool(z[index[(x, y, 1)]]) for x, y in pairs]


def _buchi(states: list, succ: list) -> bytearray:
    """Left's winning region of the Büchi game: the nested fixed point νZ. μY. F(Z, Y)."""
    n = len(states)
    preds: list[list[tuple[int, bool]]] = [[] for _ in range(n)]
    for s in range(n):
        for t, marked in succ[s]:
            preds[t].append((s, marked))
    is_left = [states[s][2] == 0 for s in range(n)]
    z = bytearray(b"\x01" * n)
    while True:
        y = bytearray(n)
        need = [0] * n
        queue: deque = deque()
        for s in range(n):
            if is_left[s]:
                if any(marked and z[t] for t, marked in succ[s]):
                    y[s] = 1
                    queue.append(s)
            else:
                need[s] = sum(1 for t, marked in succ[s] if not (marked and z[t]))
                if need[s] == 0:
                    y[s] = 1
                    queue.append(s)
        while queue:
            t = queue.popleft()
            for p, marked in preds[t]:
                if y[p]:
                    continue
                if is_left[p]:
                    y[p] = 1
                    queue.append(p)
                elif not (marked and z[t]):
                    need[p] -= 1
                    if need[p] == 0:
                        y[p] = 1
                        queue.append(p)
        if y == z:
            return z
        z = y
