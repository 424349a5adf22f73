"""Positions reached from one solved before are answered from its table, not explored again."""
import pytest

from cgt import clear_caches
from cgt.caches import cache_info
from cgt.errors import ResourceError
from cgt.impartial.loopy import loopy_outcome, loopy_winning_moves, remoteness
from cgt.impartial.loopy.l_game import l_game_graph

EXPLORED = []


class Cycle:
    """Position i of a ring 0 -> 1 -> ... -> n-1 -> 0 with an exit from 0 to a terminal
    position; every call of ``options`` is recorded in EXPLORED."""

    def __init__(self, i, n):
        self.i, self.n = i, n

    def __eq__(self, other):
        return isinstance(other, Cycle) and (self.i, self.n) == (other.i, other.n)

    def __hash__(self):
        return hash((self.i, self.n))

    def options(self):
        EXPLORED.append(self.i)
        if self.i == -1:
            return []
        moves = [Cycle((self.i + 1) % self.n, self.n)]
        return moves + [Cycle(-1, self.n)] if self.i == 0 else moves


def test_positions_of_a_solved_graph_are_not_explored_again():
    clear_caches()
    EXPLORED.clear()
    assert loopy_outcome(Cycle(0, 5)) == "N"          # 0 moves to the terminal position
    explored = len(EXPLORED)
    assert explored == 6
    # 4 -> 0 (N) only: P at remoteness 2; 3 -> 4: N at 3; ... ; 1 -> 2: N at 5.
    answers = [(loopy_outcome(Cycle(i, 5)), remoteness(Cycle(i, 5))) for i in range(1, 5)]
    assert answers == [("N", 5), ("P", 4), ("N", 3), ("P", 2)]
    assert loopy_winning_moves(Cycle(3, 5)) == [Cycle(4, 5)]
    assert len(EXPLORED) == explored
    assert cache_info()["impartial.loopy.outcomes"] == 6


def test_clearing_the_caches_only_costs_a_new_exploration():
    clear_caches()
    EXPLORED.clear()
    assert loopy_outcome(Cycle(2, 4)) == "N"
    assert cache_info()["impartial.loopy.outcomes"] == 5
    clear_caches()
    assert cache_info()["impartial.loopy.outcomes"] == 0
    assert loopy_outcome(Cycle(2, 4)) == "N"
    assert len(EXPLORED) == 10


def test_a_known_position_is_answered_even_under_a_smaller_limit():
    clear_caches()
    with pytest.raises(ResourceError):
        loopy_outcome(Cycle(1, 6), limit=3)
    assert loopy_outcome(Cycle(0, 6)) == "N"
    assert loopy_outcome(Cycle(1, 6), limit=3) == "P"   # exact: its whole graph was solved


def test_the_l_game_one_position_at_a_time_matches_the_whole_graph():
    clear_caches()
    positions = l_game_graph().vertices
    found = [loopy_outcome(p) for p in positions]
    assert {c: found.count(c) for c in "PNO"} == {"P": 29, "N": 1006, "O": 1261}
    assert cache_info()["impartial.loopy.outcomes"] == 2296
