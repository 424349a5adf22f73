"""Tame, restive, restless, half-tame and tameable games (Winning Ways, vol. 2, ch. 13)."""
import itertools

import pytest

from cgt.errors import CGTValueError
from cgt.impartial.misere import heap_forms, nim
from cgt.impartial.misere.tameness import (book_genus, is_half_tame, is_restive, is_restless,
                                           is_tame, is_tameable, nim_values, noahs_ark_applies,
                                           noahs_ark_outcome, restive_outcome, tame_sum_pair)
from cgt.impartial.take_and_break import GrundysGame, TakeAndBreak


def row(code, n):
    return " ".join(book_genus(x) for x in heap_forms(TakeAndBreak(code), n)[1:])


# Winning Ways, vol. 2, ch. 13, Table 5 ("Genus Sequences of Two-Digit Octal Games"), n = 1..12;
# a single superscript marks a tame game, or a restive one (0.75 at n = 5, 1^4).
TABLE_5 = {
    "0.31": "1 2 0^0 1^1 0^0 1^1 0^0 1^1 0^0 1^1 0^0 1^1",
    "0.73": "1 2 3 0^0 1^1 2^2 3^3 0^0 1^1 2^2 3^3 0^0",
    "0.52": "1 0 2 2 1 0^0 3 2^2 1^1 0^0 3^3 2^2",
    "0.75": "1 2 1 2 1^4 2^20 1^431 2^20 1^13 2^20 1^13 2^20",
}


@pytest.mark.parametrize("code", sorted(TABLE_5))
def test_table_5(code):
    assert row(code, 12) == TABLE_5[code]


def test_kayles_and_officers():
    # Winning Ways, vol. 2, ch. 13, "Animals and Their Genus" (Kayles K1..K17) and "Dawson,
    # Officers, Grundy" (Officers O1..O15).
    assert row("0.77", 17) == ("1 2 3 1 4^146 3 2^2 1^1 4^046 2^2 6^46 4^046 1^1 2^2 7^57 "
                               "1^13 4^64")
    assert row("0.6", 15) == "0 1 2 0 1 2 3^1431 1 2 3^1431 4^0564 0^20 3^1431 4^0564 2^20"


def test_both_readings_agree_on_kayles():
    for x in heap_forms(TakeAndBreak("0.77"), 20):
        assert is_tame(x) == is_tame(x, reading="strict")
    with pytest.raises(CGTValueError):
        is_tame(0, reading="other")


def test_nim_heaps_are_tame():
    assert all(is_tame(n) and not is_restive(n) for n in range(8))
    assert [nim_values(n) for n in range(4)] == [(0, 1), (1, 0), (2, 2), (3, 3)]


def test_combining_tame_games():
    # Winning Ways, vol. 2, ch. 13, "Combining Tame Games" (the printed superscripts are
    # garbled; see docs/errata.md): 0^1 + 2^2 + 7^7 = 5^5, 0^1 + 1^0 + 1^0 = 0^1,
    # 2^2 + 1^0 + 2^2 = 1^1.
    assert tame_sum_pair([(0, 1), (2, 2), (7, 7)]) == (5, 5)
    assert tame_sum_pair([(0, 1), (1, 0), (1, 0)]) == (0, 1)
    assert tame_sum_pair([(2, 2), (1, 0), (2, 2)]) == (1, 1)
    with pytest.raises(CGTValueError):
        tame_sum_pair([(3, 1)])
    # K2 + K4 + K7 + K3 + K7 is tame 0^0, so misère P.
    k = heap_forms(TakeAndBreak("0.77"), 7)
    s = k[2] + k[4] + k[7] + k[3] + k[7]
    assert is_tame(s) and nim_values(s) == (0, 0) and s.outcome == "P"


def test_tame_sums_follow_the_rule():
    forms = [x for x in heap_forms(TakeAndBreak("0.77"), 14) if is_tame(x)]
    for a, b in itertools.combinations_with_replacement(forms, 2):
        assert nim_values(a + b) == tame_sum_pair([nim_values(a), nim_values(b)])


def test_restless_games_and_the_noahs_ark_theorem():
    # G13 = 2_221 is restless of genus 3^{1431}, and so is Kayles K5 = 2_2321 of genus
    # 4^{146}: even multiples have genus 0^{120}, odd ones the genus of R (Winning Ways,
    # vol. 2, ch. 13, "The Noah's Ark Theorem").
    for r in (heap_forms(GrundysGame(), 13)[13], heap_forms(TakeAndBreak("0.77"), 5)[5]):
        assert is_restless(r) and not is_restive(r) and not is_tame(r)
        assert noahs_ark_applies(r)
        for k in range(1, 7):
            assert (r * k).genus == (r.genus if k % 2 else nim(0).genus)
        tames = [nim(2), nim(3), nim(1)]
        for copies in range(5):
            for chosen in itertools.combinations(tames, 2):
                total = r * copies + chosen[0] + chosen[1]
                assert noahs_ark_outcome(chosen, restless=r, restless_copies=copies) == \
                    total.outcome


def test_guiles_restive():
    # Winning Ways, vol. 2, ch. 13, "Guiles": z = Y14 is restive 1^4; z + z is 0^0 and
    # z + z + z is 1^1; z + n for n = 0..7 has the genera below (n = 2, 3 by the corrected
    # Intermediate Value Theorem, see docs/errata.md).
    z = heap_forms(TakeAndBreak("0.15"), 14)[14]
    assert is_restive(z) and not is_tame(z) and not is_restless(z)
    assert is_tame(z + z) and nim_values(z + z) == (0, 0)
    assert is_tame(z * 3) and nim_values(z * 3) == (1, 1)
    assert is_half_tame(z)
    assert [str((z + n).genus) for n in range(8)] == [
        "1^{431}", "0^{520}", "3^{31}", "2^{20}", "5^{075}", "4^{164}", "7^{75}", "6^{64}"]
    for heaps in itertools.chain.from_iterable(
            itertools.combinations_with_replacement(range(8), k) for k in range(4)):
        total = z + sum(nim(h) for h in heaps)
        assert restive_outcome(z, heaps) == total.outcome
    assert noahs_ark_outcome([nim(2)], restive_pairs=[z]) == (z + z + 2).outcome
    with pytest.raises(CGTValueError):
        restive_outcome(nim(2), [1])


def test_tameable():
    # Every tame game is tameable; K5 is not.
    k = heap_forms(TakeAndBreak("0.77"), 12)
    assert all(is_tameable(x) for x in k if is_tame(x))
    assert not is_tameable(k[5])
