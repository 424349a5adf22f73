"""Parts, primes and partitions of misère canonical forms (ONAG ch. 12; Norton's factorisation),
against CGSuite's values for its test games, and checked by adding: every partition sums to its
game, and a sum of two games has each of them as a part."""
import itertools

import pytest

from cgt.impartial.misere import born_by, nim, parse_misere, to_cgsuite, total
from cgt.impartial.misere.partitions import even_form, is_prime, partitions, parts

# CGSuite's MisereCanonicalGame tests: game, Partitions, Parts (as sets), IsPrime.
CGSUITE = [
    ("*[0]", [[]], [], False),
    ("*[1]", [["*[1]"]], [], False),
    ("*[2]", [["*[2]"]], [], True),
    ("*[2#]", [["*[2]", "*[2[#-2]]"]], ["*[2]", "*[2[#-2]]"], False),
    ("*[2##]", [["*[2]", "*[2[#-2]]", "*[2[##-2]0]"]],
     ["*[2]", "*[2[##-2]]", "*[2#]", "*[2[##-2]0]", "*[2[#-2]]", "*[(2[##-2]0)[2]]"], False),
    ("*[2[2]]", [["*[2]", "*[2]"]], ["*[2]"], False),
    ("*[2[#2#]]", [["*[2]", "*[2]", "*[2[#-2]]", "*[2[#-2]]"]],
     ["*[2]", "*[2[#2#-2]]", "*[2#]", "*[2[2]]", "*[2[#2#-2-2]]", "*[2[#-2]]", "*[2[#2]]"], False),
    ("*[2#0]", [["*[2#0]"]], [], True),
    ("*[2#1]", [["*[2#1]"]], [], True),
    ("*[4[2#]]", [["*[2]", "*[4[2#-2]]"], ["*[4]", "*[4[2#-4]]"]],
     ["*[2]", "*[4[2#-2]]", "*[4]", "*[4[2#-4]]"], False),
    ("*[(2#1)2##]", [["*[(2#1)2##]"]], [], True),
    ("*[((2#0)10)2##]", [["*[((2#0)10)2##]"]], [], True),
    ("*[((2#0)2[#1]2#)(2#1)[1]]", [["*[((2#0)2[#1]2#)(2#1)[1]]"]], [], True),
    ("*[(2#20)2[#1]1]", [["*[(2#20)2[#1]1]"]], [], True),
]


@pytest.mark.parametrize("text, expected_partitions, expected_parts, prime", CGSUITE)
def test_cgsuite_values(text, expected_partitions, expected_parts, prime):
    g = parse_misere(text)
    got = sorted(sorted(map(to_cgsuite, p)) for p in partitions(g))
    assert got == sorted(sorted(p) for p in expected_partitions)
    assert sorted(map(to_cgsuite, parts(g))) == sorted(expected_parts)
    assert is_prime(g) == prime


def games():
    return [g for g in born_by(4) if g.birthday >= 2]


def test_partitions_sum_to_the_game():
    for g in games() + [a + b for a, b in itertools.combinations(games()[:8], 2)]:
        for partition in partitions(g):
            assert total(partition) is g
            assert all(p is nim(1) or is_prime(p) for p in partition)


def test_a_sum_has_its_summands_as_parts():
    for a, b in itertools.combinations_with_replacement(games()[:10], 2):
        g = a + b
        found = parts(g)
        for x in (a, b):
            if even_form(x) not in (even_form(g),):
                assert even_form(x) in found, (a, b)


def test_odd_games_and_units():
    g = parse_misere("*[2#]") + nim(1)
    assert [list(map(to_cgsuite, p)) for p in partitions(g)] == \
        [["*[1]", "*[2]", "*[2[#-2]]"]]
    assert even_form(nim(3)) is nim(2) and even_form(nim(2)) is nim(2)
    assert partitions(nim(3)) == [[nim(1), nim(2)]]
