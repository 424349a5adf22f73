"""Col and Snort on graphs."""
import pytest
from hypothesis import given, settings, strategies as st

from cgt import game, star, switch, zero
from cgt.rulesets import Col, Snort
from cgt.rulesets.engine import plain_value
from cgt.rulesets.grid import BoardError


def test_col_small_graphs():
    # Winning Ways vol. 1, ch. 2, "Col": a lone vertex is *, two joined vertices 0.
    assert Col.path(1).value is star
    assert Col.path(2).value is zero
    # A vertex only Left may colour is worth 1.
    assert Col("L|").value == game(1)


def test_snort_small_graphs():
    # Winning Ways vol. 1, ch. 2, "Snort": two joined vertices are +-1 (whoever colours one
    # keeps the other for himself).
    assert Snort.path(2).value == switch(1)
    assert Snort.path(1).value is star


@st.composite
def graphs(draw):
    n = draw(st.integers(1, 6))
    marks = "".join(draw(st.lists(st.sampled_from("..LR"), min_size=n, max_size=n)))
    edges = [(u, v) for u in range(n) for v in range(u + 1, n) if draw(st.booleans())]
    return marks + "|" + " ".join(f"{u}-{v}" for u, v in edges)


@given(graphs())
@settings(max_examples=60, deadline=None)
def test_col_values_are_numbers_or_number_star(text):
    # Winning Ways vol. 1, ch. 2: every Col position is a number or a number plus *.
    g = Col(text).value
    assert g.is_number or (g - star).is_number
    assert g == plain_value(Col(text))


@given(graphs())
@settings(max_examples=60, deadline=None)
def test_snort_agrees_with_plain_search(text):
    assert Snort(text).value == plain_value(Snort(text))


def test_text_and_errors():
    position = Col("..L|0-1 1-2")
    assert str(position) == "..L|0-1 1-2" and Col(str(position)) == position
    assert Col.graph(3, [(0, 1), (1, 2)]) == Col("...|0-1 1-2")
    for bad in ("..X|", "..|0-5", "..|0-0", "..|a-b"):
        with pytest.raises(BoardError):
            Col(bad)
