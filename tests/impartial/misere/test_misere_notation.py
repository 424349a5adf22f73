"""CGSuite's misère notation (output and input forms) and the book's notation (Winning Ways,
vol. 2, ch. 13)."""
import itertools
import random

import pytest

from cgt.errors import ParseError
from cgt.impartial.misere import (MisereGame, heap_forms, nim, parse_book, parse_misere,
                                  to_book, to_cgsuite)
from cgt.impartial.misere.days import born_by
from cgt.impartial.take_and_break import GrundysGame, TakeAndBreak

# CGSuite's test suite for misère canonical games (MisereCanonicalGameTestCase): input form and
# the printed output form.
CGSUITE = [
    ("*[[2],0]", "*[2#0]"),
    ("*[[2],1]", "*[2#1]"),
    ("*[[*[4]+*[2]]]", "*[4[2#]]"),
    ("*[[*[2]+*[[2]]]]", "*[2[#2#]]"),
    ("*[[[2]],[[2],1]]", "*[(2#1)2##]"),
    ("*[[[2],2,0],[[2],3],1]", "*[(2#20)2[#1]1]"),
    ("*[*[[2],1]+*[1],[[2],*[[2]]+*[1],[[2],0]]]", "*[((2#0)2[#1]2#)(2#1)[1]]"),
]


@pytest.mark.parametrize("given, printed", CGSUITE)
def test_cgsuite_printing(given, printed):
    g = parse_misere(given)
    assert str(g) == printed == repr(g)
    assert parse_misere(printed) is g


def test_output_form_meanings():
    two = nim(2)
    assert parse_misere("*[2#]") is MisereGame([two])
    assert parse_misere("*[2##]") is MisereGame([MisereGame([two])])
    assert parse_misere("*[2[2]]") is two + two is MisereGame([2, 3])
    assert parse_misere("*[42]") is MisereGame([4, 2])
    assert parse_misere("*[2[2]21]") is MisereGame([two + two, 2, 1])
    assert parse_misere("*[2#1]") is MisereGame([MisereGame([two]), 1])
    assert parse_misere("*[2[#1]]") is MisereGame([two]) + 1
    assert parse_misere("*[2[#2#]]") is MisereGame([MisereGame([two]) + two])
    # {2} - *2 has a larger birthday than {2}: {0, {2}, {2} + *1}.
    d = parse_misere("*[2[#-2]]")
    assert d is MisereGame([0, MisereGame([two]), MisereGame([two]) + 1]) and d.birthday == 5
    assert d + 2 is MisereGame([two])


def test_input_form():
    assert parse_misere("*[4,2]") is MisereGame([4, 2])
    assert parse_misere("*[[2],2,1,0]") is MisereGame([MisereGame([2]), 2, 1, 0])
    assert parse_misere("*[4]") is nim(4) and parse_misere("*[42]") is MisereGame([4, 2])
    assert parse_misere("*[2#] + 3") is MisereGame([2]) + 3
    assert parse_misere("*[]") is nim(0) and parse_misere("*3") is nim(3)


def test_norton_non_unique_partition():
    # CGSuite's tests: *[4[2#]] = *2 + *[4[2#-2]] = *4 + *[4[2#-4]], and strings with parts
    # print back unchanged.
    g = parse_misere("*[4[2#]]")
    assert g is nim(2) + parse_misere("*[4[2#-2]]") is nim(4) + parse_misere("*[4[2#-4]]")
    for text in ["*[2[##-2]0]", "*[(2[##-2]0)[2]]", "*[2[#2#-2-2]]"]:
        assert str(parse_misere(text)) == text


def test_mates_print_as_cgsuite():
    assert str(parse_misere("*[2#0]")) == "*[2#0]"


def test_large_heaps():
    # Heaps from 10 on are written {k}; CGSuite's &k; is read too.
    assert str(nim(12)) == "*[{12}]"
    assert str(MisereGame([12, 3])) == "*[{12}3]"
    assert parse_misere("*[&12;3]") is parse_misere("*[{12}3]") is MisereGame([12, 3])


def test_round_trip_on_sums_of_day_four_games():
    day4 = born_by(4)
    for g, h in itertools.product(day4, repeat=2):
        s = g + h
        assert parse_misere(str(s)) is s
        assert parse_book(to_book(s)) is s


def test_round_trip_on_random_day_five_games():
    rng = random.Random(5)
    day4 = born_by(4)
    for _ in range(100):
        g = MisereGame(rng.sample(day4, rng.randrange(1, 8)))
        for k in range(4):
            assert parse_misere(str(g + k)) is g + k


def test_birthday_of_sums_of_even_games():
    even = [g for g in born_by(4) if not g.is_odd]
    for g, h in itertools.product(even, repeat=2):
        assert (g + h).birthday == g.birthday + h.birthday


def test_book_notation():
    # Winning Ways, vol. 2, ch. 13, "Reversible Moves in Misère Play": a_n = a + n,
    # a_+ = {a}, 2_{++} = {{2}}, 3_{22} = 3 + 2 + 2.
    assert parse_book("2_221") is MisereGame([nim(2) + nim(2), 2, 1])
    assert parse_book("2_+") is MisereGame([2])
    assert parse_book("2_{++}") is MisereGame([MisereGame([2])])
    assert parse_book("3_{22}") is nim(3) + 2 + 2
    assert to_book(MisereGame([MisereGame([2])])) == "2_{++}"
    assert to_book(nim(0)) == "0" and to_book(nim(3)) == "3"
    assert format(parse_book("2_221"), "book") == "2_221"
    assert parse_book("2_221")._repr_latex_() == "$2_{2}21$"


def test_grundys_game_prints_as_in_the_chapter():
    # Winning Ways, vol. 2, ch. 13, "Grundy's Game": G13 = 2_221 = a, G18 = a_2a20 = b,
    # G20 = ba3 = c, G22 = cba_12_21 = d; and Kayles K5 = 2_2321.
    g = heap_forms(GrundysGame(), 22)
    a, b, c = g[13], g[18], g[20]
    assert to_book(a) == "2_221"
    assert to_book(b, {"a": a}) == "a_2a20"
    assert to_book(c, {"a": a, "b": b}) == "ba3"
    assert to_book(g[22], {"a": a, "b": b, "c": c}) == "cba_12_21"
    assert parse_book("cba_12_21", {"a": a, "b": b, "c": c}) is g[22]
    assert str(a) == "*[2[2]21]"
    assert to_book(heap_forms(TakeAndBreak("0.77"), 5)[5]) == "2_2321"


@pytest.mark.parametrize("text", ["*[2#", "*[x]", "*[0[-2]]", "*[(2", "*[2] +"])
def test_parse_errors(text):
    with pytest.raises(ParseError):
        parse_misere(text)


def test_book_parse_errors():
    with pytest.raises(ParseError):
        parse_book("2_")
    with pytest.raises(ParseError):
        parse_book("")
    with pytest.raises(ParseError):
        parse_book("a")
