"""Heap games: take-and-break codes, Grundy's game, subtraction games and their periods."""
import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cgt.errors import CGTError
from cgt.impartial.grundy import grundy, winning_moves
from cgt.impartial.heap_game import HeapGameError
from cgt.impartial.sequence import GrundySequence, SplitRule
from cgt.impartial.subtraction import Subtraction
from cgt.impartial.take_and_break import GrundysGame, TakeAndBreak, parse_code, rule_of_digits


def ints(text):
    return [int(x) for x in text.split()]


# -- Kayles (0.77) ---------------------------------------------------------------------------

def test_kayles_values():
    # Michon, *Numericana*, "Normal Kayles".
    kayles = TakeAndBreak("0.77")
    assert list(kayles.nim_values(20)) == ints("0 1 2 3 1 4 3 2 1 4 2 6 4 1 2 7 1 4 3 2 1")


def test_kayles_period_and_exceptions():
    # Michon, *Numericana*, "Normal Kayles": period 12 from 71 (the last exception is 70), the
    # periodic part `4 1 2 8 1 4 7 2 1 8 2 7` (n mod 12), and the 14 exceptions with their values.
    kayles = TakeAndBreak("0.77")
    found = kayles.periodicity()
    assert (found.period, found.preperiod, found.saltus, found.proved) == (12, 71, 0, True)
    assert found.last_exception == 70
    assert found.exceptions == (0, 3, 6, 9, 11, 15, 18, 21, 22, 28, 34, 39, 57, 70)
    values = kayles.nim_values(1211)
    assert [values[n] for n in found.exceptions] == ints("0 3 3 4 6 7 3 4 6 5 6 3 4 6")
    assert list(values[1200:1212]) == ints("4 1 2 8 1 4 7 2 1 8 2 7")
    # With the period proved, a million heaps cost nothing more.
    assert kayles.nim_value(10**6) == ints("4 1 2 8 1 4 7 2 1 8 2 7")[10**6 % 12]


def test_kayles_proof_range():
    # The periodicity theorem needs G(n + 12) = G(n) for 71 <= n <= 155 (WW ch. 4): the
    # values of heaps up to 167, as Michon, *Numericana*, "Normal Kayles", says.
    kayles = TakeAndBreak("0.77")
    assert kayles._prover(kayles.nim_values(167), 12, 71, 0)
    assert not kayles._prover(kayles.nim_values(166), 12, 71, 0)


def test_dudeneys_kayles_puzzle():
    # Dudeney's puzzle (Michon, *Numericana*, "Normal Kayles"): a row of 13 with the 2nd pin down is
    # {1, 11}, value 1 ⊕ 6 = 7; the winning moves knock down the 6th or the 10th pin, both leaving
    # {1, 3, 7}.
    kayles = TakeAndBreak("0.77")
    assert kayles.nim_value(1, 11) == 7
    assert winning_moves(kayles.position(1, 11), {}) == [kayles.position(1, 3, 7)]


# -- Dawson's Kayles, Dawson's Chess, Treblecross ----------------------------------------------

def test_dawsons_kayles():
    # Leff, ch. 4 (.07); period 34 from 53 (Winning Ways, vol. 1, ch. 4, "Dawson's Kayles").
    dawson = TakeAndBreak(".07")
    assert list(dawson.nim_values(15)) == ints("0 0 1 1 2 0 3 1 1 0 3 3 2 2 4 0")
    found = dawson.periodicity()
    assert (found.period, found.preperiod) == (34, 53)


def test_dawsons_chess_is_dawsons_kayles_shifted():
    # 0.137 is 0.07 shifted by one heap (Winning Ways, vol. 1, ch. 4); period 34 from 52.
    chess, dawson = TakeAndBreak("0.137"), TakeAndBreak("0.07")
    assert list(chess.nim_values(499)) == list(dawson.nim_values(500)[1:])
    found = chess.periodicity()
    assert (found.period, found.preperiod) == (34, 52)


def test_treblecross_corrected_values():
    # Leff, ch. 4, prints `0 0 1 1 1 2 0 2 3 1 1 4 0 4 5 1`; the correct values are below
    # (docs/errata.md).
    treblecross = TakeAndBreak("0.007")
    assert list(treblecross.nim_values(15)) == ints("0 0 0 1 1 1 2 2 0 3 3 1 1 1 0 4")


def test_double_kayles_period():
    # 0.7777: period 24 from 142 (Flammenkamp's tables of octal games).
    found = TakeAndBreak("0.7777").periodicity()
    assert (found.period, found.preperiod) == (24, 142)


def test_a_period_from_zero_is_checked_at_zero():
    # The periodicity theorem needs n0 >= 1: for 0.4 it must not be started at n0 = 0 (G(3) = 1,
    # G(2) = 0).
    game = TakeAndBreak("0.4")
    assert list(game.nim_values(3)) == [0, 0, 0, 1]
    # G(n + 1) = G(n) for 0 <= n < 2 = 2·0 + 1 + t, yet the period 1 is false.
    assert not game._prover(game.nim_values(2), 1, 0, 0)
    # 0.4 is 0.07 shifted by one heap, so it shares Dawson's period 34.
    assert game.periodicity().period == 34


def test_hexadecimal_codes_are_arithmetic_periodic():
    # Computed: 0.8 is `0 0 0 0 1 1 1 2 2 2 3` (period 3, saltus 1) and 0.3f
    # has period 6 and saltus 3; without a theorem for them these are only observed.
    eight = TakeAndBreak("0.8")
    assert list(eight.nim_values(10)) == ints("0 0 0 0 1 1 1 2 2 2 3")
    assert eight.periodicity(max_heap=512) is None
    found = eight.periodicity(max_heap=512, proved_only=False)
    assert (found.period, found.saltus, found.proved) == (3, 1, False)
    found = TakeAndBreak("0.3f").periodicity(max_heap=512, proved_only=False)
    assert (found.period, found.saltus) == (6, 3)


# -- Grundy's game --------------------------------------------------------------------------

def test_grundys_game_values():
    # Michon, *Numericana*, "Grundy's Game".
    game = GrundysGame()
    assert list(game.nim_values(20)) == ints("0 0 0 1 0 2 1 0 2 1 0 2 1 3 2 1 3 2 4 3 0")
    assert game.periodicity() is None


def test_grundys_game_records_below_32768():
    # Michon, *Numericana*, "Grundy's Game": the largest value below 10000 is 101 (at 8337 and
    # 8511); 113 first at 11261 (also 11432, 11551); then 118 at 11621; below 32768 the largest is
    # 195, at 28304 and 28435.
    values = GrundysGame().nim_values(32767)
    assert values[:10000].max() == 101
    assert list(np.flatnonzero(values[:10000] == 101)) == [8337, 8511]
    assert values[:11261].max() == 101
    assert list(np.flatnonzero(values[:11600] == 113)) == [11261, 11432, 11551]
    assert values[11621] == 118 and values[:11621].max() == 113
    assert values.max() == 195
    assert list(np.flatnonzero(values == 195)) == [28304, 28435]


# -- Subtraction games ------------------------------------------------------------------------

def test_subtraction_games_of_leff():
    # Leff, ch. 4 (subtraction games); Winning Ways, vol. 1, ch. 4, "Subtraction Games".
    for k in range(1, 6):
        game = Subtraction(range(1, k + 1))
        assert list(game.nim_values(30)) == [n % (k + 1) for n in range(31)]
    assert list(Subtraction({1, 2, 4}).nim_values(11)) == [0, 1, 2] * 4
    s256 = Subtraction({2, 5, 6})
    assert list(s256.nim_values(10)) == ints("0 0 1 1 0 2 1 3 0 2 1")
    found = s256.periodicity()
    assert (found.period, found.preperiod) == (11, 0)
    assert [n for n in range(11) if s256.nim_value(n) == 0] == [0, 1, 4, 8]


def test_subtraction_winning_moves():
    # Leff, ch. 4: in S(2,5,6) the sum of heaps 5, 7, 9 (values 2, 3, 2) is won by 5 -> 3,
    # 7 -> 1 or 9 -> 3.
    game = Subtraction({2, 5, 6})
    assert game.nim_value(5, 7, 9) == 3
    assert winning_moves(game.position(5, 7, 9), {}) == [
        game.position(3, 7, 9), game.position(5, 1, 9), game.position(5, 7, 3)]


def test_all_but_subtraction_is_arithmetic_periodic():
    # Removing anything but 1 or 2 (computed; checked against the rules below).
    game = Subtraction({1, 2}, all_but=True)
    assert list(game.nim_values(11)) == ints("0 0 0 1 1 1 2 2 2 3 3 3")
    found = game.periodicity()
    assert (found.period, found.preperiod, found.saltus, found.proved) == (3, 0, 1, True)
    assert game.nim_value(3 * 10**6 + 1) == 10**6
    nim = Subtraction((), all_but=True)  # plain Nim
    assert nim.nim_value(12345) == 12345


@pytest.mark.parametrize("excluded", [(1,), (2,), (3,), (2, 3), (1, 4), (3, 5, 7), (2, 4, 7)])
def test_all_but_values_agree_with_the_rules(excluded):
    game = Subtraction(excluded, all_but=True)
    table = {}
    values = game.nim_values(40)
    assert [grundy(game.position(n), table) for n in range(41)] == list(values)
    found = game.periodicity()
    assert found is not None and found.proved and found.saltus > 0
    # The proved pattern continues the directly computed values.
    fresh = Subtraction(excluded, all_but=True)
    assert list(fresh.nim_values(3000)) == list(found.extend(values, 3001))


# -- Agreement of the methods -----------------------------------------------------------------

octal_digit = st.sampled_from([0, 1, 2, 3, 4, 5, 6, 7])


@settings(max_examples=40, deadline=None)
@given(st.lists(octal_digit, min_size=1, max_size=3), st.sampled_from([0, 4]))
def test_sequences_agree_with_the_rules(digits, head):
    # Every move enumerated by the rules, valued by the Grundy engine (a second method).
    if not any(digits):
        digits = [1]
    game = TakeAndBreak("%d." % head + "".join(map(str, digits)))
    table = {}
    assert [grundy(game.position(n), table) for n in range(18)] == list(game.nim_values(17))


def sequence(rule, sparse, length):
    computed = GrundySequence(rule, sparse=sparse)
    computed.extend(length)
    return computed.values[:length]


@pytest.mark.parametrize("code", ["0.77", "0.07", "0.16", "0.6", "0.15", "0.52", "4.7"])
def test_sparse_and_direct_methods_agree(code):
    # Far beyond the first 1024 heaps, where the sparse method takes over.
    rule = rule_of_digits(parse_code(code))
    assert np.array_equal(sequence(rule, True, 4000), sequence(rule, False, 4000))


def test_sparse_and_direct_agree_on_grundys_game():
    rule = SplitRule(double=(0,), unequal=True)
    assert np.array_equal(sequence(rule, True, 5000), sequence(rule, False, 5000))


def test_positions_and_sums():
    kayles = TakeAndBreak("0.77")
    position = kayles.position(3, 0, 5, 3)
    assert position.heaps == (3, 3, 5)
    assert position.nim_value == 4
    assert grundy(position, {}) == 4
    assert kayles.nim_value(3, 3, 5) == 4
    assert repr(kayles.position(2, 1)) == "TakeAndBreak('0.77').position(1, 2)"


# -- Codes and errors -------------------------------------------------------------------------

def test_codes():
    assert parse_code("0.77") == (0, 7, 7)
    assert parse_code(".137") == (0, 1, 3, 7)
    assert parse_code("·77") == (0, 7, 7)
    assert parse_code("4.70") == (4, 7)
    assert parse_code("0.3F") == (0, 3, 15)
    assert TakeAndBreak(".07").code == "0.07"
    assert TakeAndBreak(".77").name == "Kayles"
    assert TakeAndBreak("0.77") == TakeAndBreak(".77")
    assert len({TakeAndBreak("0.77"), TakeAndBreak(".77"), TakeAndBreak("0.07")}) == 2


@pytest.mark.parametrize("code", ["077", "0.", "1.7", "2.7", "0.7w", "01.7", 77, "0..7"])
def test_bad_codes(code):
    with pytest.raises(HeapGameError) as info:
        TakeAndBreak(code)
    assert isinstance(info.value, CGTError)


@pytest.mark.parametrize("numbers", [set(), {0}, {-1, 2}, {1.5}, None, {True}])
def test_bad_subtraction_sets(numbers):
    with pytest.raises(HeapGameError):
        Subtraction(numbers)


def test_bad_heaps():
    with pytest.raises(CGTError):
        TakeAndBreak("0.77").nim_value(-1)
    with pytest.raises(CGTError):
        TakeAndBreak("0.77").nim_value()


# -- Proved periods continue the sequence -----------------------------------------------------

@settings(max_examples=25, deadline=None)
@given(st.lists(octal_digit, min_size=1, max_size=4))
def test_proved_octal_periods_hold_beyond_the_proof(digits):
    # A period proved by the octal theorem must match values computed directly far beyond.
    game = TakeAndBreak("0." + "".join(map(str, digits)) + "7")
    found = game.periodicity(max_heap=2048)
    if found is not None:
        length = 2 * (2 * found.preperiod + 2 * found.period + 8)
        direct = sequence(game.rule, False, length)
        start = direct[: found.preperiod + found.period]
        assert np.array_equal(found.extend(start, length), direct)


@settings(max_examples=40, deadline=None)
@given(st.sets(st.integers(min_value=1, max_value=12), min_size=1, max_size=4), st.booleans())
def test_proved_subtraction_periods_hold_beyond_the_proof(numbers, all_but):
    game = Subtraction(numbers, all_but=all_but)
    found = game.periodicity()
    assert found is not None and found.proved
    length = 3 * (found.preperiod + found.period + 12) + 50
    direct = Subtraction(numbers, all_but=all_but)
    direct._compute(length, None)
    values = direct._values()
    assert np.array_equal(found.extend(values[: found.preperiod + found.period], length), values)
    table = {}
    assert [grundy(game.position(n), table) for n in range(30)] == list(values[:30])


@pytest.mark.slow
def test_the_period_of_0_16():
    # 0.16 has period 149459 from n0 = 105351 (Flammenkamp's tables of octal games);
    # the octal theorem needs the values of 2·105351 + 2·149459 + 2 = 509622 heaps.
    found = TakeAndBreak("0.16").periodicity(max_heap=2**19)
    assert (found.period, found.preperiod, found.saltus, found.proved) == (149459, 105351, 0, True)
    assert found.last_exception == 105350


@settings(max_examples=30, deadline=None)
@given(st.sampled_from(["0.77", "0.07", "0.16", "0.6", "4.7"]),
       st.lists(st.integers(min_value=0, max_value=14), max_size=3))
def test_winning_moves_from_the_sequence_agree_with_the_engine(code, heaps):
    game = TakeAndBreak(code)
    expected = sorted(o.heaps for o in winning_moves(game.position(*heaps), {}))
    assert game.winning_moves(*heaps) == expected


def test_winning_moves_in_long_rows():
    # A Kayles row of 1000 (value 4): knock down pins so that the two rows left have
    # equal values, e.g. the middle two pins leaving two rows of 499.
    kayles = TakeAndBreak("0.77")
    moves = kayles.winning_moves(1000)
    assert (499, 499) in moves
    assert all(kayles.nim_value(*m) == 0 for m in moves)
