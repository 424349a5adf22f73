"""The n-vectors game of Duchêne and Gravier (2009) and its P-position algorithms."""
import itertools
import math

import numpy as np
import pytest

from cgt.impartial import vectors, wythoff
from cgt.impartial.grundy import grundy
from cgt.impartial.vectors import ExtendedWythoff, ThreeVectorGame, VectorGame, VectorGameError


def p_table_aa1(alpha, n):
    """The P-positions of [α, α, 1] on an n×n board by brute force over all options."""
    p = np.zeros((n, n), dtype=bool)
    for x in range(n):
        for y in range(n):
            diagonal = [p[x - k * alpha, y - k * alpha] for k in range(1, min(x, y) // alpha + 1)]
            p[x, y] = not (p[:x, y].any() or p[x, :y].any() or any(diagonal))
    return p


def sequence_set(pairs, n):
    return {q for a, b in pairs for q in ((a, b), (b, a)) if max(q) < n}


def test_wythoff_as_a_vector_game():
    # D–G, §2: Wythoff is the game on (1,0), (0,1), (1,1); a position is a vector.
    game = VectorGame((1, 0), (0, 1), (1, 1))
    table = wythoff.grundy_table(10, 10)
    for x in range(10):
        for y in range(10):
            assert grundy(vectors.VectorPosition(game, (x, y))) == table[x, y]
    assert game.position(1, 1, 0) == game.position(0, 0, 1)


def test_independent_vectors_give_nim():
    # D–G Prop. 8.
    game = VectorGame((1, 0, 0), (0, 2, 0), (0, 1, 3))
    for a in itertools.product(range(4), repeat=3):
        assert grundy(game.position(*a)) == a[0] ^ a[1] ^ a[2]


def test_odd_extended_wythoff_is_nim():
    # D–G Thm 9 and Remark 10 (Blass, Fraenkel and Guelman): the Grundy value is the nim-sum.
    for heaps in itertools.product(range(7), repeat=3):
        assert grundy(ExtendedWythoff(heaps)) == heaps[0] ^ heaps[1] ^ heaps[2]


def test_five_vectors_game():
    # D–G Table 1 lists P-positions; docs/errata.md lists the ones it omits.
    table_1 = [(1, 1, 1, 2), (1, 1, 3, 4), (1, 1, 5, 6), (1, 2, 2, 2), (1, 2, 4, 4), (1, 2, 5, 5),
               (1, 2, 6, 6), (1, 3, 3, 3), (1, 3, 5, 8), (1, 4, 6, 8), (1, 4, 7, 9)]
    omitted = [(1, 1, 7, 8), (1, 2, 7, 7), (1, 2, 8, 8), (1, 2, 9, 9), (1, 3, 6, 9)]
    found = [h for h in itertools.combinations_with_replacement(range(10), 4)
             if h[0] == 1 and grundy(ExtendedWythoff(h)) == 0]
    assert found == sorted(table_1 + omitted)
    # Table 1, first row: with a zero heap the game is Nim on the other three.
    for b, c in itertools.product(range(6), repeat=2):
        assert (grundy(ExtendedWythoff((0, b, c, b ^ c))) == 0)


@pytest.mark.parametrize("alpha", [1, 2, 3, 4])
def test_aa1_algorithm_against_brute_force(alpha):
    # D–G Thm 13 on a 90×90 board, against a search.
    n = 90
    p = p_table_aa1(alpha, n)
    brute = {(x, y) for x in range(n) for y in range(n) if p[x, y]}
    assert sequence_set(vectors.p_positions_aa1(alpha, n), n) == brute


def test_aa1_against_the_game_itself():
    for alpha in (2, 3):
        game = ThreeVectorGame(alpha, alpha, 1)
        zeros = {(x, y) for x in range(20) for y in range(20) if grundy(game.position(x, y)) == 0}
        assert zeros == sequence_set(vectors.p_positions_aa1(alpha, 20), 20)


def test_aa1_values():
    # α = 2 as in D–G Fig. 6 and the table of §4 before Lemma 14; [3, 3, 1] computed.
    assert vectors.p_positions_aa1(2, 12) == [(0, 0), (1, 1), (2, 3), (4, 6), (5, 7), (8, 11), (9, 10),
                                              (12, 16), (13, 17), (14, 19), (15, 18), (20, 26)]
    assert vectors.p_positions_aa1(3, 8) == [(0, 0), (1, 1), (2, 2), (3, 4), (5, 6), (7, 8), (9, 11), (10, 12)]
    # Each diagonal carries α P-positions, one per residue of a mod α.
    pairs = vectors.p_positions_aa1(3, 3000)
    by_difference = {}
    for a, b in pairs:
        by_difference.setdefault(b - a, []).append(a % 3)
    assert all(sorted(r) == [0, 1, 2] for d, r in by_difference.items() if d < 200)


def test_221_two_sequences():
    # D–G, §4, the table before Lemma 14: n, P_n, Q_n, p_n, q_n.
    rows = [(0, 0, 0, 0), (1, 1, 1, 1), (2, 2, 2, 3), (3, 3, 3, 2), (4, 6, 4, 6), (5, 7, 5, 7),
            (8, 10, 8, 11), (9, 11, 9, 10), (12, 16, 12, 16), (13, 17, 13, 17), (14, 18, 14, 19),
            (15, 19, 15, 18), (20, 26, 20, 26), (21, 27, 21, 27)]
    P, Q = vectors.pq_sequences(2, 4, 14)
    assert list(zip(P, Q)) == [(r[0], r[1]) for r in rows]
    assert vectors.p_positions_221(14) == [(r[2], r[3]) for r in rows]
    # Prop. 15: the two constructions give the same P-set, and that set is the game's.
    n = 600
    assert sequence_set(vectors.p_positions_221(n), n) == sequence_set(vectors.p_positions_aa1(2, n), n)


def test_221_lemma_14_parity_pattern():
    pairs = vectors.p_positions_221(4000)
    for k in range(1000):
        (p0, q0), (p1, q1), (p2, q2), (p3, q3) = pairs[4 * k:4 * k + 4]
        assert p0 % 2 == 0 and p1 == p0 + 1 and q0 == p0 + 2 * k and q1 == p1 + 2 * k
        assert p2 % 2 == 0 and p3 == p2 + 1 and q2 == p2 + 2 * k + 1 and q3 == p2 + 2 * k


def test_pq_wythoff_case():
    P, Q = vectors.pq_sequences(1, 1, 200)
    assert list(zip(P, Q)) == wythoff.p_positions(200)


def test_remark_16_bound_fails():
    # docs/errata.md: P_17 = 25 while ⌊17(3 + √17)/4⌋ = 30.
    P, _ = vectors.pq_sequences(2, 4, 18)
    assert P == [0, 1, 2, 3, 4, 5, 8, 9, 12, 13, 14, 15, 20, 21, 22, 23, 24, 25]
    assert (3 * 17 + math.isqrt(17 * 17 * 17)) // 4 == 30


def test_theorem_11_diagonal():
    # D–G Thm 11: for α ≠ β the P-positions of [α, β, 1] are the diagonal.
    for alpha, beta in ((2, 1), (1, 3), (3, 2)):
        game = ThreeVectorGame(alpha, beta, 1)
        for x in range(12):
            for y in range(12):
                assert (grundy(game.position(x, y)) == 0) == (x == y)


def test_gamma_above_one():
    # Computed with the corrected option rule (docs/errata.md).
    g142, g152, g132 = ThreeVectorGame(1, 4, 2), ThreeVectorGame(1, 5, 2), ThreeVectorGame(1, 3, 2)
    assert grundy(g142.position(4, 6, 0)) == 2
    assert grundy(g152.position(4, 6, 0)) == 8
    triples = [(a, b, i) for a in range(13) for b in range(13) for i in range(2)]
    # D–G Thm 18: [1, 4, 2] has the P-positions of Nim, yet not its Grundy function (Remark 20).
    assert g142.is_nim_like
    assert all((grundy(g142.position(*t)) == 0) == (t[0] ^ t[1] ^ t[2] == 0) for t in triples)
    differ = [t for t in triples if grundy(g142.position(*t)) != t[0] ^ t[1] ^ t[2]]
    assert min(differ) == (8, 12, 0)
    # D–G Remark 21: [1, 3, 2] is not Nim-like; the first difference is at (2, 3, 1).
    assert not g132.is_nim_like
    changed = [t for t in triples[:200] if (grundy(g132.position(*t)) == 0) != (t[0] ^ t[1] ^ t[2] == 0)]
    assert min(changed, key=lambda t: (sum(t), t)) == (2, 3, 1)


def test_corrected_options_never_add_v3():
    # docs/errata.md: the printed rule would allow (0, 0, 0) -> (0, 0, 1) in [1, 4, 2].
    game = ThreeVectorGame(1, 4, 2)
    assert game.position(0, 0, 0).options() == []
    assert sorted((o.a, o.b, o.i) for o in game.position(1, 4, 1).options()) == sorted(
        [(0, 4, 1), (1, 3, 1), (1, 2, 1), (1, 1, 1), (1, 0, 1), (1, 4, 0), (0, 0, 0), (0, 0, 1)])


def test_canonical_triple_matches_vectors():
    # D–G §4.3: the canonical triple describes the vector uniquely.
    v1, v2 = (3, 0), (0, 1)
    v3 = (3, 2)  # 1·v3 = v1 + 2·v2, so [1, 2, 1]
    assert vectors.find_relation(v1, v2, v3) == (1, 2, 1, "diagonal")
    game = ThreeVectorGame(1, 4, 2)
    assert game.canonical(1, 2, 5) == (3, 10, 1)


def test_find_relation():
    assert vectors.find_relation((1, 0), (0, 1), (1, 1)) == (1, 1, 1, "wythoff")
    assert vectors.find_relation((1, 0), (0, 1), (2, 2)) == (2, 2, 1, "alpha-alpha-1")
    assert vectors.find_relation((2, 0), (0, 2), (1, 1)) == (1, 1, 2, "open")
    assert vectors.find_relation((2, 0), (0, 2), (1, 4)) == (1, 4, 2, "nim-like")
    assert vectors.find_relation((2, 0), (0, 2), (1, 3)) == (1, 3, 2, "open")
    with pytest.raises(VectorGameError):
        vectors.find_relation((1, 0, 0), (0, 1, 0), (0, 0, 1))
    with pytest.raises(VectorGameError):
        vectors.find_relation((1, 0), (1, 1), (0, 1))  # v1 = v2 - v3: wrong signs


def test_bad_input():
    with pytest.raises(VectorGameError):
        ThreeVectorGame(2, 2, 2)
    with pytest.raises(VectorGameError):
        VectorGame((0, 0), (1, 0))
    with pytest.raises(VectorGameError):
        vectors.VectorPosition(VectorGame((2, 0), (0, 2)), (1, 0))
