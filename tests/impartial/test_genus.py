"""Genus sequences of misère take-and-break games (cgt.impartial.genus; WW2 ch. 13)."""
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cgt.errors import LoopyPositionError
from cgt.impartial.genus import Genus, genus
from cgt.impartial.grundy import grundy
from cgt.impartial.misere import misere_grundy, misere_outcome
from cgt.impartial.take_and_break import GrundysGame, TakeAndBreak


def book(text):
    """The full genus of an entry in the book's abbreviated notation (Winning Ways, vol. 2,
    ch. 13, Table 2, "Abbreviations for the Genus of Certain Games").

    A bare n is a Nim heap: 0^{120}, 1^{031}, n^{n, n⊕2}; a single superscript is a tame
    game (0^1 = 0^{120}, 1^0 = 1^{031}, 0^0 = 0^{02}, 1^1 = 1^{13}, n^n = n^{n, n⊕2}) or a
    restive one: 0^2 = 0^{2020...}, 1^2 = 1^{2020...}, 0^3 = 0^{3131...},
    1^3 = 1^{3131...}, and for γ >= 4, 0^γ = 0^{γ2020...}, 1^γ = 1^{γ3131...}; longer
    superscripts are written out.
    """
    g, _, sup = text.partition("^")
    g = int(g)
    if not sup:
        full = {0: "120", 1: "031"}.get(g, f"{g}{g ^ 2}")
    elif len(sup) > 1:
        full = sup
    elif int(sup) == g:
        full = {0: "02", 1: "13"}.get(g, f"{g}{g ^ 2}")
    elif int(sup) in (2, 3):
        full = {2: "20", 3: "31"}[int(sup)]
    else:
        full = sup + {0: "20", 1: "31"}[g]
    return f"{g}^{{{full}}}"


# Winning Ways, vol. 2, ch. 13, Table 2: each abbreviation and the genus it stands for, with the
# alternating tail written once (0^{12020...} is 0^{120}).
TABLE_2 = [
    ("0", "0^{120}"), ("0^1", "0^{120}"), ("1", "1^{031}"), ("1^0", "1^{031}"),
    ("0^0", "0^{02}"), ("1^1", "1^{13}"), ("2^2", "2^{20}"), ("3^3", "3^{31}"),
    ("4^4", "4^{46}"), ("5^5", "5^{57}"), ("6^6", "6^{64}"), ("7^7", "7^{75}"),
    ("0^2", "0^{20}"), ("1^2", "1^{20}"), ("0^3", "0^{31}"), ("1^3", "1^{31}"),
    ("0^4", "0^{420}"), ("1^4", "1^{431}"), ("0^5", "0^{520}"), ("1^5", "1^{531}"),
    ("0^6", "0^{620}"), ("1^6", "1^{631}"), ("0^7", "0^{720}"), ("1^7", "1^{731}"),
]


@pytest.mark.parametrize("short, full", TABLE_2)
def test_book_expands_the_abbreviations_of_table_2(short, full):
    assert book(short) == full
    g, _, sup = full[:-1].partition("^{")
    assert str(Genus(int(g), tuple(int(c) for c in sup))) == full


def genera(game, heaps, memo):
    return [str(genus(game.position(n), memo)) for n in heaps]


def test_terminal_game_and_nim_heaps():
    # The terminal game is 0^{1202...} (WW2 ch. 13, "Animals and Their Genus").
    assert Genus.from_options([]) == Genus(0, (1, 2, 0))
    assert str(Genus.from_options([])) == "0^{120}"
    assert str(Genus(4, (0, 5, 6, 4))) == "4^{0564}"
    assert str(Genus(11, (10, 8))) == "11^{{10}8}"


def test_kayles():
    # WW2 ch. 13, "Animals and Their Genus": K0..K17.
    printed = "0 1 2 3 1 4^146 3 2^2 1^1 4^046 2^2 6^46 4^046 1^1 2^2 7^57 1^13 4^64".split()
    assert genera(TakeAndBreak("0.77"), range(18), {}) == [book(x) for x in printed]


def test_misere_kayles_p_rows():
    # The misère P single rows are K1, K4, K9, K12, K20 (WW2 ch. 13, "Misère Kayles").
    kayles, memo = TakeAndBreak("0.77"), {}
    assert [n for n in range(25) if genus(kayles.position(n), memo).misere_outcome == "P"] == [
        1, 4, 9, 12, 20]


def test_grundys_game():
    # WW2 ch. 13, "Dawson, Officers, Grundy": G1..G22.
    printed = ("0 0 1 0 2 1 0 2 1 0 2 1 3^1431 2 1 3^1431 2 4^0564 3^1431 0^20 4^0564 "
               "3^1431").split()
    assert genera(GrundysGame(), range(1, 23), {}) == [book(x) for x in printed]


def test_grundys_game_misere_p_heaps():
    # The misère-P single heaps below 40 are the multiples of 3 (WW2 ch. 13, "The Awful Truth").
    game, memo = GrundysGame(), {}
    p_heaps = [n for n in range(1, 40) if genus(game.position(n), memo).misere_outcome == "P"]
    assert p_heaps == list(range(3, 40, 3))


def test_dawsons_kayles_misere_p_heaps():
    # WW2 ch. 13, "Dawson, Officers, Grundy" (Dawson's table), heaps up to 40.
    game, memo = TakeAndBreak("0.07"), {}
    expected = [2, 3, 7, 8, 12, 16, 17, 21, 22, 26, 30, 31, 35, 36, 40]
    p_heaps = [n for n in range(1, 41) if genus(game.position(n), memo).misere_outcome == "P"]
    assert p_heaps == expected


def test_officers():
    # 0.6, O0..O23 (WW2 ch. 13, "Dawson, Officers, Grundy").
    printed = ("0 0 1 2 0 1 2 3^1431 1 2 3^1431 4^0564 0^20 3^1431 4^0564 2^20 1^13 3^0531 "
               "2^20 1^13 0^02 2^20 1^13 4^0564").split()
    assert genera(TakeAndBreak("0.6"), range(24), {}) == [book(x) for x in printed]


@pytest.mark.parametrize("code, printed", [
    # WW2 ch. 13, Table 5 ("Genus Sequences of Two-Digit Octal Games"),
    # heaps 1..12.
    ("0.31", "1 2 0^0 1^1 0^0 1^1 0^0 1^1 0^0 1^1 0^0 1^1"),
    ("0.73", "1 2 3 0^0 1^1 2^2 3^3 0^0 1^1 2^2 3^3 0^0"),
    ("0.52", "1 0 2 2 1 0^0 3 2^2 1^1 0^0 3^3 2^2"),
    ("0.75", "1 2 1 2 1^4 2^20 1^431 2^20 1^13 2^20 1^13 2^20"),
])
def test_table_5(code, printed):
    assert genera(TakeAndBreak(code), range(1, 13), {}) == [book(x) for x in printed.split()]


class PlusHeaps:
    """A position plus Nim heaps, for checking genera against misère values of real sums."""

    def __init__(self, position, heaps):
        self.position, self.heaps = position, tuple(sorted(heaps))

    def __eq__(self, other):
        return (self.position, self.heaps) == (other.position, other.heaps)

    def __hash__(self):
        return hash((self.position, self.heaps))

    def options(self):
        result = [PlusHeaps(o, self.heaps) for o in self.position.options()]
        for i, h in enumerate(self.heaps):
            rest = self.heaps[:i] + self.heaps[i + 1:]
            result.extend(PlusHeaps(self.position, rest + ((k,) if k else ())) for k in range(h))
        return result


@settings(max_examples=25, deadline=None)
@given(st.sampled_from(["0.77", "0.07", "0.6", "0.15", "0.52", "0.137"]),
       st.lists(st.integers(min_value=1, max_value=8), min_size=1, max_size=2))
def test_genus_agrees_with_misere_values_of_sums(code, heaps):
    # γk is the misère Grundy value of G + k copies of *2, and g the normal value (§9.3);
    # the small-heap table of §9.3 follows: G + 1 has genus (g⊕1)^{γ0⊕1, γ1⊕1, ...}.
    position = TakeAndBreak(code).position(*heaps)
    found = genus(position, {})
    assert found.nim_value == grundy(position, {})
    for k in range(3):
        assert found.gamma(k) == misere_grundy(PlusHeaps(position, (2,) * k))
    assert found.misere_outcome == misere_outcome(position)
    plus_one = genus(PlusHeaps(position, (1,)), {})
    assert plus_one.nim_value == found.nim_value ^ 1
    assert [plus_one.gamma(k) for k in range(6)] == [found.gamma(k) ^ 1 for k in range(6)]
    plus_two = genus(PlusHeaps(position, (2,)), {})
    assert [plus_two.gamma(k) for k in range(6)] == [found.gamma(k + 1) for k in range(6)]


def test_cycles_are_reported():
    class Loop:
        def __init__(self, n):
            self.n = n

        def __eq__(self, other):
            return self.n == other.n

        def __hash__(self):
            return self.n

        def __repr__(self):
            return f"Loop({self.n})"

        def options(self):
            return [Loop(1 - self.n)]

    with pytest.raises(LoopyPositionError, match="Loop"):
        genus(Loop(0))
