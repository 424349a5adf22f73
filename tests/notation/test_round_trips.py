"""Every kind of value that has a text form reads back from it: ``game(str(v)) == v``, and the
same from the Unicode style, which the readers take too. Misère games are another universe and
read back with their own reader, ``parse_misere``; ordinals with ``Ordinal``, and real surreal
numbers with ``surreal``."""
from fractions import Fraction

from hypothesis import given, settings, strategies as st

from cgt import game, surreal
from cgt.impartial.misere import MisereGame, nim, parse_book, parse_misere
from cgt.loopy import (braces, dud, hi, hot, lo, miny, off, on, ono, oof, over, sided, tiny,
                       tis, tisn, under, up_on, upon, upon_star)
from cgt.notation import parse, render
from cgt.numbers.surreal import Ordinal, omega, transfinite_nimber
from game_strategies import games
from surreal_strategies import forms, quotients

NAMED = [on, off, dud, over, under, upon, -upon, upon_star, tis, tisn, hi, lo, hot, ono, oof,
         tiny, miny, up_on, -up_on]
STOPPERS = [on, off, over, under, upon, -upon, upon_star, hi, lo, hot, ono, oof, tiny, miny,
            up_on]

small_games = games(max_depth=2)
#: loopy values: a named value plus a short game, or a form with such options
loopy_values = st.one_of(
    st.builds(lambda x, g: x + g, st.sampled_from(NAMED), small_games),
    st.builds(lambda a, b, g: braces([a, g], [b]), st.sampled_from(STOPPERS),
              st.sampled_from(STOPPERS), small_games),
)
#: sided values: on & x and x & off hold for every stopper x (on is the largest, off the least)
sided_values = st.one_of(
    st.builds(lambda x, g: sided(on, x + g), st.sampled_from(STOPPERS), small_games),
    st.builds(lambda x, g: sided(x + g, off), st.sampled_from(STOPPERS), small_games),
)
ordinals = st.lists(st.tuples(st.integers(0, 3), st.integers(1, 5)), max_size=3).map(
    lambda ts: Ordinal(sum((c * omega ** e for e, c in ts), surreal(0))))
#: misère games: sums and option sets of small Nim heaps, three levels deep
misere_games = st.recursive(
    st.integers(0, 4).map(nim),
    lambda inner: st.one_of(st.builds(lambda a, b: a + b, inner, inner),
                            st.lists(inner, min_size=1, max_size=3).map(MisereGame)),
    max_leaves=6)


@given(games())
def test_short_games(g):
    assert game(str(g)) is g
    assert game(format(g, "u")) is g


@given(loopy_values)
@settings(max_examples=40)
def test_stoppers_and_loopy_values(x):
    assert game(str(x)) == x
    assert game(format(x, "u")) == x


@given(sided_values)
@settings(max_examples=40)
def test_sided_values(x):
    assert game(str(x)) == x
    assert game(format(x, "u")) == x


@given(st.one_of(forms, quotients))
def test_surreal_numbers(x):
    # A real text such as 1/3 is a short game's to ``game`` (which refuses it as not dyadic):
    # only ω and ε name a surreal number by its tokens.
    if "ω" in str(x):
        assert game(str(x)) == x
    assert surreal(str(x)) == x
    assert surreal(x.to_ascii()) == x


@given(st.fractions(max_denominator=1000))
def test_rational_surreal_numbers(q):
    x = surreal(q)
    assert surreal(str(x)) == x == Fraction(q)


@given(ordinals)
def test_ordinals(alpha):
    assert Ordinal(str(alpha)) == alpha
    assert Ordinal(alpha.to_ascii()) == alpha


@given(ordinals)
def test_transfinite_nimbers(alpha):
    star_alpha = transfinite_nimber(alpha)
    assert game(str(star_alpha)) == star_alpha
    assert parse(render(star_alpha, "ascii")) == star_alpha


@given(misere_games)
@settings(max_examples=60)
def test_misere_games(g):
    assert parse_misere(str(g)) is g
    assert parse_book(render(g, "book")) is g
