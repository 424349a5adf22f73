"""Even- and odd-tempered games (Siegel, Combinatorial Game Theory; CGSuite's IsEvenTempered and
IsOddTempered): known examples, and the definition applied naively to canonical forms."""
import pytest
from hypothesis import given, settings

from cgt import game
from cgt.short.tempered import is_even_tempered, is_odd_tempered, temper

from game_strategies import games


@pytest.mark.parametrize("text, expected", [
    ("0", "even"), ("3", "even"), ("-5/4", "even"),
    ("*", "odd"), ("1*", "odd"), ("{1|-1}", "odd"), ("{1|0}", "odd"),
    ("{3|2||1|0}", "even"),          # both options {3|2} and {1|0} are odd-tempered
    ("^", None), ("*2", None), ("^*", None), ("{2|0||-1}", None), ("{0|{0|-1}}", None),
])
def test_known_tempers(text, expected):
    g = game(text)
    assert temper(g) == expected
    assert is_even_tempered(g) == (expected == "even")
    assert is_odd_tempered(g) == (expected == "odd")


def naive_temper(g):
    if g.is_number:
        return "even"
    tempers = {naive_temper(o) for o in g.left_options + g.right_options}
    return "odd" if tempers == {"even"} else "even" if tempers == {"odd"} else None


@settings(max_examples=200, deadline=None)
@given(games(4))
def test_temper_follows_the_definition(g):
    assert temper(g) == naive_temper(g)


@settings(max_examples=100, deadline=None)
@given(games(3))
def test_negation_keeps_the_temper(g):
    assert temper(-g) == temper(g)
