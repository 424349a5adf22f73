"""De Bono's L-game (cgt.impartial.loopy.l_game; Winning Ways vol. 2, ch. 12)."""
import pickle
from collections import Counter

import pytest

from cgt.errors import CGTValueError
from cgt.impartial.loopy import Outcomes, SmithValues, loopy_outcome
from cgt.impartial.loopy.l_game import PLACEMENTS, LGame, l_game_graph


def test_counts_and_remoteness():
    # Winning Ways vol. 2, ch. 12, "De Bono's L-Game": 2296 positions up to symmetry, 29 P,
    # 1006 N and 1261 O, distributed by remoteness as in the chapter's table.
    graph = l_game_graph()
    assert len(PLACEMENTS) == 48 and len(graph) == 2296
    # 82 placements of the two L's up to symmetry (printed "62 x 28 = 2296": docs/errata.md).
    pairs = {(p.mover, p.other) for p in graph.vertices}
    assert len(pairs) == 82 and len(graph) == 82 * 28
    table = Outcomes(graph)
    assert table.counts() == {"P": 29, "N": 1006, "O": 1261}
    by_remoteness = Counter((table.outcome(p), table.remoteness(p))
                            for p in graph.vertices if table.outcome(p) != "O")
    assert by_remoteness == {("P", 0): 15, ("P", 2): 3, ("P", 4): 3, ("P", 6): 5, ("P", 8): 3,
                             ("N", 1): 768, ("N", 3): 27, ("N", 5): 81, ("N", 7): 11,
                             ("N", 9): 119}
    # The celerity theorem: the P-positions are 0 at stage remoteness/2, and (as the counts of
    # the chapter imply) every other position is loopy.
    values = SmithValues(graph)
    for p in graph.vertices:
        if table.outcome(p) == "P":
            assert values[p] == 0 and 2 * values[p].stage == table.remoteness(p)
        else:
            assert not values[p].is_finite


def test_positions():
    start = LGame.from_cells([(0, 0), (1, 0), (2, 0), (2, 1)], [(1, 1), (1, 2), (1, 3), (0, 3)],
                             [(3, 3), (0, 1)])
    assert str(start) == "X*.O\nXOOO\nXX..\n...*"
    assert pickle.loads(pickle.dumps(start)) == start
    mirror = LGame.from_cells([(0, 3), (1, 3), (2, 3), (2, 2)], [(1, 2), (1, 1), (1, 0), (0, 0)],
                              [(3, 0), (0, 2)])
    assert mirror != start and mirror.canonical_key() == start.canonical_key()
    assert mirror.canonical() == start.canonical()
    assert set(start.options()) <= set(l_game_graph().vertices)
    assert loopy_outcome(start) == Outcomes(l_game_graph()).outcome(start.canonical())
    with pytest.raises(CGTValueError, match="overlap"):
        LGame.from_cells([(0, 0), (1, 0), (2, 0), (2, 1)], [(1, 0), (1, 1), (1, 2), (0, 2)],
                         [(3, 3), (3, 2)])
    with pytest.raises(CGTValueError, match="placements"):
        LGame.from_cells([(0, 0), (0, 1), (0, 2), (0, 3)], [(1, 1), (1, 2), (1, 3), (2, 3)],
                         [(3, 3), (3, 2)])
    with pytest.raises(CGTValueError, match="off the 4x4"):
        LGame.from_cells([(0, 0), (1, 0), (2, 0), (2, 1)], [(1, 1), (1, 2), (1, 3), (0, 3)],
                         [(4, 3), (3, 2)])
