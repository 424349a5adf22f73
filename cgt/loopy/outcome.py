"""Outcomes of free loopy games, where an infinite play is a draw.

In a loopy game a play may go on for ever; in a **free** game every infinite play is drawn
(*Winning Ways*, vol. 2, ch. 11, "Fixed, Mixed and Free"). From each start the player who moves
first then wins, loses or draws, and the outcome is the pair (result with Left first, result
with Right first), each result told from the point of view of the player who moves first.

The computation is the classical retrograde analysis: a state (position, player to move) where
the mover has no move is lost for him; a state with a move to a state lost for the opponent is
won; a state all of whose moves reach states won for the opponent is lost; every state never
resolved is drawn. Each state and move is handled once, so the time is linear in the size of
the graph.
"""
from __future__ import annotations

from collections import deque
from enum import Enum
from typing import NamedTuple

from cgt.errors import CGTValueError
from cgt.lattice import Outcome
from cgt.loopy.graph import Moves, inverse

__all__ = ["Result", "LoopyOutcome", "results", "graph_outcome"]


class Result(Enum):
    """The result of a free game for the player who moves first."""

    WIN = "win"
    LOSS = "loss"
    DRAW = "draw"

    @classmethod
    def _missing_(cls, value):
        raise CGTValueError(f"{value!r} is not a result: one of 'win', 'loss', 'draw'")

    def __repr__(self) -> str:
        return self.value

    __str__ = __repr__


class LoopyOutcome(NamedTuple):
    """(result with Left moving first, result with Right moving first), each for the player
    who moves first. ``(WIN, LOSS)`` is L, ``(LOSS, WIN)`` is R, ``(LOSS, LOSS)`` is P,
    ``(WIN, WIN)`` is N, and ``(DRAW, DRAW)`` is D (*Winning Ways*, ch. 11)."""

    left_first: Result
    right_first: Result

    def __repr__(self) -> str:
        return f"({self.left_first}, {self.right_first})"

    def __str__(self) -> str:
        return f"({self.left_first}, {self.right_first})"

    @property
    def outcome(self) -> Outcome:
        """The outcome class of these results, the one ``Outcome`` type of every level:
        ``(WIN, LOSS)`` is L, ``(DRAW, WIN)`` is DR, and so on."""
        return Outcome.of_pair(_WINNER[self.left_first][0], _WINNER[self.right_first][1])


# The winner (with Left moving first, with Right moving first) of a result for the mover.
_WINNER = {Result.WIN: "LR", Result.LOSS: "RL", Result.DRAW: "DD"}


def results(left: Moves, right: Moves) -> list[Result]:
    """``out[2 * v + m]``: the result of the free game from ``v`` for the player to move,
    Left when ``m`` is 0 and Right when it is 1."""
    n = len(left)
    inv_left, inv_right = inverse(left), inverse(right)
    status = [0] * (2 * n)  # 1 won, -1 lost for the player to move
    count = [0] * (2 * n)
    queue: deque = deque()
    for v in range(n):
        count[2 * v] = len(left[v])
        count[2 * v + 1] = len(right[v])
        for s in (2 * v, 2 * v + 1):
            if count[s] == 0:
                status[s] = -1
                queue.append(s)
    while queue:
        t = queue.popleft()
        w, m = divmod(t, 2)
        # predecessors: the opponent's states with a move to t
        if m == 1:
            preds = [2 * v for v in inv_left[w]]
        else:
            preds = [2 * v + 1 for v in inv_right[w]]
        if status[t] == -1:
            for p in preds:
                if status[p] == 0:
                    status[p] = 1
                    queue.append(p)
        else:
            for p in preds:
                if status[p] == 0:
                    count[p] -= 1
                    if count[p] == 0:
                        status[p] = -1
                        queue.append(p)
    table = {1: Result.WIN, -1: Result.LOSS, 0: Result.DRAW}
    return [table[s] for s in status]


def graph_outcome(left: Moves, right: Moves, root: int) -> LoopyOutcome:
    """The outcome of the free game at ``root``."""
    out = results(left, right)
    return LoopyOutcome(out[2 * root], out[2 * root + 1])
