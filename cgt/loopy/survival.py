"""The order of stoppers, decided by the survival game.

For stoppers s and t, s >= t exactly when Left, with Right moving first in s - t, is never left
without a move; an infinite play counts as Left surviving (*Winning Ways*, vol. 2, ch. 11,
"Stoppers Are Nice", COMPARING STOPPERS; Siegel, *Combinatorial Game Theory*, VI.2). The states
are (a, b, player to move) for positions a of s and b of t. Left moves a along a Left edge or b
along a Right edge (a Right move of b is a Left move of -b); Right moves a along a Right edge or
b along a Left edge. Right's attractor to the states where Left is to move and stuck is computed
backwards with counters, once for every pair, so one pass gives the whole relation between the
positions of two graphs.
"""
from __future__ import annotations

from collections import deque

from cgt.loopy.graph import Moves, check_budget, check_pairs, inverse

__all__ = ["survival"]


def survival(la: Moves, ra: Moves, lb: Moves, rb: Moves) -> list[bytearray]:
    """``ge[a][b]`` is 1 exactly when position ``a`` of the stopper ``(la, ra)`` is >= position
    ``b`` of the stopper ``(lb, rb)``."""
    na, nb = len(la), len(lb)
    # one state for each pair of positions: refuse at once what would not fit
    check_pairs(na, nb, "the survival game")
    inv_la, inv_ra = inverse(la), inverse(ra)
    inv_lb, inv_rb = inverse(lb), inverse(rb)
    # Left-to-move states (a, b): index a * nb + b in the arrays below.
    count = [0] * (na * nb)
    lost = bytearray(na * nb)     # Left to move at (a, b) is in Right's attractor
    caught = bytearray(na * nb)   # Right to move at (a, b) is in Right's attractor
    queue: deque = deque()
    for a in range(na):
        da = len(la[a])
        base = a * nb
        for b in range(nb):
            c = da + len(rb[b])
            count[base + b] = c
            if c == 0:
                lost[base + b] = 1
                queue.append(base + b)
    while queue:
        s = queue.popleft()
        if s >= 0:
            # a Left state in the attractor: every Right state with a move into it joins
            a, b = divmod(s, nb)
            for a2 in inv_ra[a]:
                t = a2 * nb + b
                if not caught[t]:
                    caught[t] = 1
                    queue.append(~t)
            base = a * nb
            for b2 in inv_lb[b]:
                t = base + b2
                if not caught[t]:
                    caught[t] = 1
                    queue.append(~t)
        else:
            # a Right state in the attractor: Left states with a move into it lose one escape
            a, b = divmod(~s, nb)
            for a2 in inv_la[a]:
                t = a2 * nb + b
                if not lost[t]:
                    count[t] -= 1
                    if count[t] == 0:
                        lost[t] = 1
                        queue.append(t)
            base = a * nb
            for b2 in inv_rb[b]:
                t = base + b2
                if not lost[t]:
                    count[t] -= 1
                    if count[t] == 0:
                        lost[t] = 1
                        queue.append(t)
    out = []
    for a in range(na):
        row = bytearray(caught[a * nb:(a + 1) * nb])
        for i in range(nb):
            row[i] ^= 1
        out.append(row)
    return out


def stopper_ge(la: Moves, ra: Moves, a: int, lb: Moves, rb: Moves, b: int) -> bool:
    """Whether position ``a`` of one stopper is >= position ``b`` of another, exploring only
    the states reachable from (a, b, Right to move)."""
    # Forward exploration of the reachable states, then the attractor on them.
    index: dict = {}
    states: list = []
    succ: list = []

    def state(key):
        i = index.get(key)
        if i is None:
            i = index[key] = len(states)
            states.append(key)
        return i

    state((a, b, 1))
    i = 0
    while i < len(states):
        if i & 0xFFFF == 0:
            check_budget(len(states), "a survival game")
        x, y, m = states[i]
        if m == 0:
            succ.append([state((x2, y, 1)) for x2 in la[x]] + [state((x, y2, 1)) for y2 in rb[y]])
        else:
            succ.append([state((x2, y, 0)) for x2 in ra[x]] + [state((x, y2, 0)) for y2 in lb[y]])
        i += 1
    n = len(states)
    preds: list[list[int]] = [[] for _ in range(n)]
    for s in range(n):
        for t in succ[s]:
            preds[t].append(s)
    count = [len(succ[s]) for s in range(n)]
    inside = bytearray(n)
    queue: deque[int] = deque()
    for s in range(n):
        if states[s][2] == 0 and count[s] == 0:
            inside[s] = 1
            queue.append(s)
    while queue:
        t = queue.popleft()
        for p in preds[t]:
            if inside[p]:
                continue
            if states[p][2] == 1:
                inside[p] = 1
                queue.append(p)
            else:
                count[p] -= 1
                if count[p] == 0:
                    inside[p] = 1
                    queue.append(p)
    return not inside[0]
