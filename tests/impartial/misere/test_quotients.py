"""Misère quotients of octal games (Plambeck, INTEGERS 5 (2005); Plambeck and Siegel,
J. Combin. Theory Ser. A 115 (2008); Siegel, "Misère games and misère quotients", Games of
No Chance 5 (2017)), checked against brute-force misère outcomes of sums of heaps."""
import functools
import itertools
import pickle

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cgt.errors import CGTTypeError, CGTValueError, ResourceError
from cgt.impartial.misere import heap_forms, total
from cgt.impartial.misere.quotient import MisereQuotient, QuotientTooLarge, misere_quotient
from cgt.impartial.misere.quotient_search import Table, least_failure
from cgt.impartial.take_and_break import GrundysGame, TakeAndBreak


@functools.lru_cache(maxsize=None)
def _brute(code, heaps):
    """Misère outcome of a sorted tuple of heaps, by search: terminal is N, else P iff every
    option is N."""
    game = TakeAndBreak(code)
    has_move = False
    for i, h in enumerate(heaps):
        if i and heaps[i - 1] == h:
            continue
        for move in game.moves(h):
            has_move = True
            after = tuple(sorted(heaps[:i] + heaps[i + 1:] + tuple(move)))
            if _brute(code, after) == "P":
                return "N"
    return "P" if has_move else "N"


def brute(code, heaps):
    return _brute(code, tuple(sorted(h for h in heaps if h)))


@functools.lru_cache(maxsize=None)
def quotient(code, n):
    return misere_quotient(code, heaps=n)


def names(q):
    return [q.name(x) for x in q.pretending]


def holds(q, assignment, relations):
    """Whether the relations, words over the generator letters of ``assignment`` (letter ->
    heap), hold in q; a word is a string like 'ab2' (a·b²)."""
    def value(word):
        x = 0
        i = 0
        while i < len(word):
            letter = word[i]
            i += 1
            e = 0
            while i < len(word) and word[i].isdigit():
                e = 10 * e + int(word[i])
                i += 1
            for _ in range(e or 1):
                x = q.table[x][q.phi(assignment[letter])]
        return x

    return all(value(left) == (0 if right == "1" else value(right)) for left, right in relations)


def p_portion_names(q):
    return sorted(q.name(x) for x in q.p_portion)


def test_remove_one_token():
    # 0.3: a sum is P iff its token count is odd.
    q = quotient("0.3", 10)
    assert q.order == 2 and names(q) == ["1", "a"] * 5 + ["1"]
    assert q.presentation() == "<a | a^2 = 1>" and p_portion_names(q) == ["a"]
    assert q.period == (1, 2) and q.status == "certified"
    assert q.outcome([7, 100, 3]) == "N" and q.outcome([7, 100, 2]) == "P"


def test_misere_nim():
    # Misère Nim heaps <= 3: <a, b | a^2 = 1, b^3 = b>, P = {a, b^2} (Plambeck and Siegel,
    # 2008); heaps <= 7 and <= 15 have orders 10 and 18, with the same P-portion.
    q = quotient("0.333", 3)
    assert q.order == 6 and names(q) == ["1", "a", "b", "ab"]
    assert holds(q, {"a": 1, "b": 2}, [("a2", "1"), ("b3", "b")])
    assert p_portion_names(q) == ["a", "b^2"]
    assert q.status == "partial"
    for code, order in (("0.3333333", 10), ("0.333333333333333", 18)):
        q = quotient(code, len(code) - 2)
        assert q.order == order and p_portion_names(q) == ["a", "b^2"]
        assert q.generators == ((1, 2, 4) if order == 10 else (1, 2, 4, 8))


def test_0_75_is_r8():
    # 0.75 has the quotient R8 = <a, b, c | a^2 = 1, b^3 = b, bc = ab, c^2 = b^2>,
    # P = {a, b^2} (Plambeck and Siegel, 2008; Siegel, CGT, ch. V), generators at heaps 1, 2, 5.
    q = quotient("0.75", 21)
    assert q.generators == (1, 2, 5) and q.order == 8
    assert holds(q, {"a": 1, "b": 2, "c": 5},
                 [("a2", "1"), ("b3", "b"), ("bc", "ab"), ("c2", "b2")])
    assert p_portion_names(q) == ["a", "b^2"]
    assert q.growth == ((1, 2), (2, 6), (5, 8))
    assert names(q)[:13] == "1 a b a b c b c b ab^2 b ab^2 b".split()
    assert names(q)[13:] == ["ab^2", "b"] * 4 + ["ab^2"]
    # n0 = 8, p = 2, t = 2: certified from N = 2·8 + 2·2 + 2 - 1 = 21 on, not before.
    assert q.period == (8, 2)
    assert quotient("0.75", 20).period is None
    assert q.phi(1001) == q.phi(9) and q.phi(1000) == q.phi(8)


@pytest.mark.parametrize("heaps, outcome", [
    ((5, 5), "P"), ((2, 5), "N"), ((7, 9), "P"), ((5, 7), "P"), ((3, 6, 9, 12), "P"),
    ((2, 2, 5, 5), "P"), ((1, 1, 1), "P"), ((6, 6, 6), "N"), ((8, 9), "N"), ((10, 11), "N"),
    ((5, 9, 13), "N")])
def test_0_75_sums(heaps, outcome):
    assert quotient("0.75", 21).outcome(heaps) == outcome == brute("0.75", heaps)


def test_order_six_quotients():
    q = quotient("0.31", 12)
    assert q.order == 6 and names(q) == "1 a b b^2 ab^2 b^2 ab^2 b^2 ab^2 b^2 ab^2 b^2 ab^2".split()
    assert q.period == (3, 2)
    q = quotient("0.73", 13)
    assert q.order == 6 and q.period == (2, 4)
    assert names(q)[:10] == "1 a b ab b^2 ab^2 b ab b^2 ab^2".split()
    q = quotient("0.52", 21)
    assert q.order == 6 and q.generators == (1, 3) and q.period == (6, 4)
    for code in ("0.51", "0.55"):
        q = quotient(code, 10)
        assert q.order == 2 and names(q) == ["1"] + ["a"] * 10


def test_0_71():
    q = quotient("0.71", 40)
    assert q.order == 36 and len(q.p_portion) == 9 and q.generators == (1, 2, 5, 8)
    assert q.period == (3, 6)


def test_kayles():
    # Orders 2, 6, 12, 18, 24, 32, 40 first reached at heaps 1, 2, 5, 9, 12, 25, 27.
    q = quotient("0.77", 30)
    assert q.growth == ((1, 2), (2, 6), (5, 12), (9, 18), (12, 24), (25, 32), (27, 40))
    assert quotient("0.77", 9).order == 18
    q12 = quotient("0.77", 12)
    assert q12.order == 24 and len(q12.p_portion) == 8
    # Stable at order 24 from heap 12 to 24, then it grows: never certified from stability.
    q24 = quotient("0.77", 24)
    assert q24.order == 24 and q24.status == "partial" and q24.last_growth == 12


def test_dawsons_kayles_and_chess():
    q = quotient("0.07", 24)
    assert q.growth == ((2, 2), (4, 6), (10, 12), (14, 24))
    assert q.phi(1) == 0                          # heap 1 is dead: the identity
    chess = misere_quotient("0.137", 23)
    assert chess.order == q.order
    # Dawson's chess is Dawson's Kayles shifted by one heap.
    assert all(q.name(q.phi(n + 1)) == chess.name(chess.phi(n)) for n in range(24))


@pytest.mark.slow
def test_dawsons_kayles_to_30():
    # |Q30(0.07)| = 360 (Siegel, on Plambeck's blog "Advances in Losing", 28 Aug 2007).
    q = misere_quotient("0.07", 30)
    assert q.growth[-3:] == ((25, 144), (27, 176), (30, 360))
    assert len(q.p_portion) == 65


def test_partial_orders():
    assert quotient("0.15", 40).order == 42
    assert misere_quotient("4.7", 12).order == 34


ALL = [("0.3", 10), ("0.333", 3), ("0.3333333", 7), ("0.75", 21), ("0.31", 12), ("0.73", 13),
       ("0.52", 21), ("0.71", 40), ("0.77", 30), ("0.07", 24), ("0.15", 40), ("4.7", 12)]


@pytest.mark.parametrize("code, n", ALL)
def test_structure(code, n):
    q = quotient(code, n)
    table = q.table
    k = q.order
    # Even order, with x -> ax a pairing without fixed points (a = Φ(*1)-like heap).
    a = q.phi(q.generators[0])
    assert k % 2 == 0 and all(table[a][x] != x for x in range(k))
    assert table[a][a] == 0 and a in q.p_portion and 0 not in q.p_portion
    # Reduced: distinct elements are told apart by some context.
    for x, y in itertools.combinations(range(k), 2):
        assert any((table[x][z] in q.p_portion) != (table[y][z] in q.p_portion)
                   for z in range(k))
    # Commutative and associative.
    for x, y in itertools.product(range(k), repeat=2):
        assert table[x][y] == table[y][x]
    for x, y, z in itertools.product(range(min(k, 12)), repeat=3):
        assert table[table[x][y]][z] == table[x][table[y][z]]
    # Every x has x^(j+2) = x^j; the kernel is a group of order 2^r (r = rank of the normal
    # values of the heaps), meeting P in one element: its identity, except in the quotient
    # <a | a^2 = 1>, which is its own kernel and has P = {a}.
    assert all(q.power_index(x)[1] in (1, 2) for x in range(k))
    kernel = q.kernel()
    game = TakeAndBreak(code)
    span = {0}
    for m in range(n + 1):
        v = game.nim_value(m)
        span |= {s ^ v for s in span}
    assert len(kernel) == len(span)
    identity = [e for e in kernel if all(table[e][x] == x for x in kernel)]
    assert len(identity) == 1
    assert kernel & q.p_portion == ({identity[0]} if k > 2 else {a})
    # The presentation's relations hold and its normal forms are distinct.
    assert len(set(q.normal_forms)) == k


@settings(max_examples=60)
@given(st.sampled_from(ALL), st.data())
def test_outcomes_agree_with_brute_force(case, data):
    code, n = case
    q = quotient(code, n)
    heaps = data.draw(st.lists(st.integers(0, min(n, 14)), max_size=5))
    if sum(heaps) <= 30:
        assert q.outcome(heaps) == brute(code, heaps)


def test_all_small_positions_of_0_75():
    q = quotient("0.75", 21)
    for k in range(5):
        for heaps in itertools.combinations_with_replacement(range(1, 13), k):
            if sum(heaps) <= 24:
                assert q.outcome(heaps) == brute("0.75", heaps)


def test_winning_moves():
    q = quotient("0.77", 12)
    for heaps in [(3, 6), (5, 5, 1), (12, 9), (7,)]:
        moves = q.winning_moves(heaps)
        for i, left in moves:
            after = list(heaps[:i]) + list(left) + list(heaps[i + 1:])
            assert brute("0.77", after) == "P"
        assert (moves == []) == (brute("0.77", heaps) == "P")


def test_canonical_forms_agree():
    # Equal canonical forms of sums of heaps are equal in the quotient; outcomes agree.
    forms = heap_forms(TakeAndBreak("0.77"), 12)
    q = quotient("0.77", 12)
    for a, b in itertools.combinations_with_replacement(range(13), 2):
        assert total([forms[a], forms[b]]).outcome == q.outcome([a, b])


def test_fault_injection():
    # Flipping one P bit, or changing one image Φ(m) for m <= 12, fails verification.
    q = quotient("0.75", 21)
    game = TakeAndBreak("0.75")
    options = [list(game.moves(m)) for m in range(22)]
    movable = [m for m in range(1, 22) if options[m]]
    mul = [list(r) for r in q.table]
    p = [x in q.p_portion for x in range(q.order)]
    assert least_failure(Table(mul, p, list(q.pretending)), options, movable) is None
    for x in range(q.order):
        flipped = p[:]
        flipped[x] = not flipped[x]
        assert least_failure(Table(mul, flipped, list(q.pretending)), options, movable) is not None
    for m in range(1, 13):
        for x in range(q.order):
            if x != q.pretending[m]:
                phi = list(q.pretending)
                phi[m] = x
                assert least_failure(Table(mul, p, phi), options, movable) is not None


def test_value_type_and_errors():
    q = quotient("0.75", 21)
    assert q == misere_quotient("0.75", 21) and hash(q) == hash(misere_quotient("0.75", 21))
    assert pickle.loads(pickle.dumps(q)) == q
    with pytest.raises(AttributeError):
        q.heaps = 3
    assert repr(q) == ("MisereQuotient('0.75', heaps=21): order 8, "
                       "<a, b, c | a^2 = 1, bc = ab, c^2 = b^2, b^3 = b>, P = {a, b^2}, "
                       "period 2 from heap 8")
    assert "\\mathcal{P}" in q._repr_latex_()
    assert q.presentation("unicode") == "⟨a, b, c │ a² = 1, bc = ab, c² = b², b³ = b⟩"
    with pytest.raises(CGTValueError):
        quotient("0.77", 12).outcome([13])
    with pytest.raises(CGTTypeError):
        q.outcome(5)
    with pytest.raises(CGTValueError):
        q.multiply(0, 8)
    with pytest.raises(CGTTypeError):
        misere_quotient(0.75, 3)
    with pytest.raises(QuotientTooLarge) as info:
        misere_quotient("0.07", 20, max_size=20)
    assert isinstance(info.value, ResourceError)


def test_grundys_game_is_partial():
    q = misere_quotient(GrundysGame(), 14)
    assert q.status == "partial"
    for heaps in [(13,), (13, 13), (13, 4), (14, 13, 7)]:
        assert q.outcome(heaps) == total(heap_forms(GrundysGame(), 14)[h] for h in heaps).outcome


def test_long_sums():
    # 10^4 heaps: c·c·ab²·ab² = b², and b² is idempotent and in P.
    q = quotient("0.75", 21)
    heaps = [5, 7, 9, 10**6 + 1] * 2500
    assert q.outcome(heaps) == "P" == q.outcome([5, 7, 9, 11])
