"""Sibert's strategy for misère Kayles (cgt.impartial.misere_kayles; WW2 ch. 13, Table 6)."""
from cgt.impartial.genus import genus
from cgt.impartial.misere import misere_outcome
from cgt.impartial.misere_kayles import (
    is_frisky,
    misere_kayles_outcome,
    misere_kayles_winning_moves,
)
from cgt.impartial.take_and_break import TakeAndBreak

KAYLES = TakeAndBreak("0.77")


def partitions(total, largest=None):
    """Every multiset of positive parts with the given sum, as non-increasing tuples."""
    largest = total if largest is None else largest
    if total == 0:
        yield ()
        return
    for first in range(min(total, largest), 0, -1):
        for rest in partitions(total - first, first):
            yield (first,) + rest


def test_the_forms_of_table_6():
    # Positions of the forms of Table 6 (WW2 ch. 13, "A Strategy for Misère Kayles").
    assert is_frisky(()) and misere_kayles_outcome(()) == "N"  # the empty position is (α)
    assert is_frisky((5, 5, 4, 1)) and misere_kayles_outcome((5, 5, 4, 1)) == "N"
    assert is_frisky((5, 4)) and misere_kayles_outcome((5, 4)) == "P"  # D(5)·D(4,1)
    assert misere_kayles_outcome((1,)) == "P"  # E(5)·D(4,1)
    assert misere_kayles_outcome((12, 4, 1)) == "P"  # 12·E(4,1)
    assert misere_kayles_outcome((25, 9, 1)) == "P"  # 25·D(9)·D(4,1)
    assert not is_frisky((25, 9, 20, 4))
    assert not is_frisky((3, 3))  # 3 is not a risky length
    assert misere_kayles_outcome((3, 3)) == "P"


def test_agrees_with_search_on_every_small_position():
    # Every position with at most 20 pins in all, against the misère outcome by search.
    memo = {}
    for total in range(21):
        for rows in partitions(total):
            expected = misere_outcome(KAYLES.position(*rows), memo)
            assert misere_kayles_outcome(rows) == expected, rows


def test_agrees_with_genera_on_risky_pairs_and_triples():
    # Pairs of risky rows up to 12 and triples up to 9, against a search of the game.
    memo = {}
    pairs = [(a, b) for a in (1, 4, 5, 9, 12) for b in (1, 4, 5, 9, 12) if a <= b]
    triples = [(a, b, c) for a in (1, 4, 5, 9) for b in (4, 5, 9) for c in (5, 9) if a <= b <= c]
    for rows in pairs + triples:
        expected = genus(KAYLES.position(*rows), memo).misere_outcome
        assert misere_kayles_outcome(rows) == expected, rows


def test_winning_moves():
    # A row of 3: take two pins and leave the last one to the opponent.
    assert misere_kayles_winning_moves((3,)) == [(1,)]
    # From 5 + 4 (misère P) there is no winning move.
    assert misere_kayles_winning_moves((5, 4)) == []
    # Every listed move leads to a misère P-position, and no other move does.
    memo = {}
    for rows in [(7,), (6, 2), (9, 3), (4, 4, 1), (12,)]:
        moves = misere_kayles_winning_moves(rows)
        options = KAYLES.position(*rows).options()
        expected = sorted(o.heaps for o in options if misere_outcome(o, memo) == "P")
        assert moves == expected
