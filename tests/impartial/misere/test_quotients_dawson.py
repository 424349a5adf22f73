"""Dawson's chess (0.137) is Dawson's Kayles (0.07) with every heap one larger, so their misère
quotients agree heap for heap beyond the point the older tests reach (Plambeck, "Advances in
Losing", arXiv:math/0603027, §10.1.1; Siegel, *Combinatorial Game Theory*, ch. V)."""
import pytest

from cgt.impartial.misere.quotient import misere_quotient


@pytest.mark.slow
def test_dawsons_chess_is_dawsons_kayles_shifted_to_30_heaps():
    kayles = misere_quotient("0.07", 31)
    chess = misere_quotient("0.137", 30)
    assert kayles.order == chess.order == 520
    assert kayles.p_portion and len(kayles.p_portion) == len(chess.p_portion)
    assert [kayles.name(kayles.phi(n + 1)) for n in range(31)] == \
        [chess.name(chess.phi(n)) for n in range(31)]
    assert [(n - 1, size) for n, size in kayles.growth] == list(chess.growth)
