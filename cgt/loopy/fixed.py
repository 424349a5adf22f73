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

from cgt.loopy.graph import Moves, check_budget

__all__: list[str] = []


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
    mark_a = bool(distinguished & 1)
    mark_b = bool(distinguished & 2)
    # explore the states (x, y, mover) reachable from the pairs with Right to move; a state
    # is numbered by the code (x * nb + y) * 2 + mover, mover 0 for Left and 1 for Right
    nb = len(lb)
    index: dict = {}
    codes: list = []
    for x, y in pairs:
        code = (x * nb + y) * 2 + 1
        if code not in index:
            index[code] = len(codes)
            codes.append(code)
    succ: list[list[int]] = []
    marked: list[list[int]] = []
    i = 0
    while i < len(codes):
        if i & 0xFFFF == 0:
            check_budget(len(codes), "the game of the Inequality Rule")
        code = codes[i]
        xy, m = divmod(code, 2)
        x, y = divmod(xy, nb)
        if m == 0:
            moves_a, moves_b = la[x], rb[y]
        else:
            moves_a, moves_b = ra[x], lb[y]
        out = []
        good = []
        flip = 1 - m
        for x2 in moves_a:
            key = (x2 * nb + y) * 2 + flip
            j = index.get(key)
            if j is None:
                j = index[key] = len(codes)
                codes.append(key)
            out.append(j)
            if mark_a:
                good.append(j)
        for y2 in moves_b:
            key = (x * nb + y2) * 2 + flip
            j = index.get(key)
            if j is None:
                j = index[key] = len(codes)
                codes.append(key)
            out.append(j)
            if mark_b:
                good.append(j)
        if len(set(out)) < len(out):
            # both components lead to one state (both pass): one move, which Left, choosing,
            # makes distinguished if either is, and Right only if both are
            if m == 1 and mark_a != mark_b:
                twice = {j for j in out if out.count(j) > 1}
                good = [j for j in good if j not in twice]
            out = list(dict.fromkeys(out))
            good = list(dict.fromkeys(good))
        succ.append(out)
        marked.append(good)
        i += 1
    z = _buchi([c & 1 == 0 for c in codes], succ, marked)
    return [bool(z[index[(x * nb + y) * 2 + 1]]) for x, y in pairs]


def _buchi(is_left: list, succ: list, marked: list) -> bytearray:
    """Left's winning region of the Büchi game whose moves from state s are ``succ[s]``, of
    which ``marked[s]`` are distinguished: the nested fixed point νZ. μY. F(Z, Y), where
    F(Z, Y) holds the Left states with a distinguished move into Z or a move into Y and the
    Right states all of whose moves are of those kinds. ``zcount[s]``, the number of
    distinguished moves of s into Z, is kept up to date as Z shrinks."""
    n = len(succ)
    preds: list[list[int]] = [[] for _ in range(n)]
    marked_preds: list[list[int]] = [[] for _ in range(n)]
    for s in range(n):
        for t in succ[s]:
            preds[t].append(s)
        for t in marked[s]:
            marked_preds[t].append(s)
    zcount = [len(m) for m in marked]
    z = bytearray(b"\x01" * n)
    while True:
        y = bytearray(n)
        need = [0] * n
        stack = []
        for s in range(n):
            if not z[s]:
                # states outside Z never enter Y, which lies inside Z
                need[s] = -1
                continue
            if is_left[s]:
                if zcount[s]:
                    y[s] = 1
                    stack.append(s)
            else:
                need[s] = len(succ[s]) - zcount[s]
                if need[s] == 0:
                    y[s] = 1
                    stack.append(s)
        while stack:
            t = stack.pop()
            zt = z[t]
            for p in preds[t]:
                if y[p] or need[p] < 0:
                    continue
                if is_left[p]:
                    y[p] = 1
                    stack.append(p)
                else:
                    # a distinguished move into Z was counted already
                    if zt and t in marked[p]:
                        continue
                    need[p] -= 1
                    if need[p] == 0:
                        y[p] = 1
                        stack.append(p)
        if y == z:
            return z
        for s in range(n):
            if z[s] and not y[s]:
                for p in marked_preds[s]:
                    zcount[p] -= 1
        z = y
