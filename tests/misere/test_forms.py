"""Misère forms: construction, printing, sums, conjugates, outcomes (Siegel, *CGT*, ch. V)."""
import pickle

import pytest
from hypothesis import given, settings, strategies as st

from cgt import game
from cgt.errors import CGTTypeError, ParseError
from cgt.misere import ONE, ONE_BAR, STAR, ZERO, MisereForm, integer, misere, nimber
from cgt.misere.store import make


def forms(max_day=3):
    """Random forms born by ``max_day``."""
    if max_day == 0:
        return st.just(ZERO)
    smaller = forms(max_day - 1)
    return st.builds(lambda left, right: make(left, right),
                     st.lists(smaller, max_size=3), st.lists(smaller, max_size=3))


def test_named_forms_and_their_text():
    assert (str(ZERO), str(ONE), str(ONE_BAR), str(STAR)) == ("0", "1", "~1", "*")
    assert [format(f, "u") for f in (ZERO, ONE, ONE_BAR, STAR)] == ["0", "1", "1\u0304", "∗"]
    assert MisereForm([0], [0]) is STAR and MisereForm([], [0]) is ONE_BAR
    assert str(integer(3)) == "3" and str(integer(-2)) == "~2" and str(nimber(2)) == "*2"
    assert format(misere("{0,*|~1}"), "u") == "{0, ∗ | 1\u0304}"


@given(forms())
def test_text_reads_back(g):
    assert misere(str(g)) is g
    assert misere(format(g, "u")) is g


def test_equal_forms_are_one_object_and_survive_pickling():
    assert misere("{0,*|}") is MisereForm([STAR, ZERO, ZERO], [])
    assert pickle.loads(pickle.dumps(misere("{1|~1,*}"))) is misere("{1|~1,*}")


def test_bad_text_and_options_are_refused():
    with pytest.raises(ParseError):
        misere("{0|*")
    with pytest.raises(ParseError):
        misere("{0 1|}")
    with pytest.raises(CGTTypeError):
        MisereForm(["0"], [])
    with pytest.raises(CGTTypeError):
        misere(1.5)


def test_outcomes_of_the_first_forms():
    # Misère play: the player who cannot move wins (Siegel, CGT, V.1).
    assert [str(f.outcome) for f in (ZERO, ONE, ONE_BAR, STAR)] == ["N", "R", "L", "P"]
    assert (STAR + STAR).outcome == "N"                  # misère Nim: two single heaps
    assert nimber(2).outcome == "N" and (nimber(2) + nimber(2)).outcome == "P"
    assert misere("{0,*|~1}").outcome == "L"


def test_sums_and_conjugates():
    assert str(STAR + STAR) == "{*|*}" and str(ONE + ONE_BAR) == "{~1|1}"
    assert ONE + 0 is ONE and 2 + ONE is integer(3)
    assert ONE.conjugate is ONE_BAR and -misere("{0|1}") is misere("{~1|0}")


@given(forms(), forms(), forms(2))
def test_sum_is_commutative_associative_and_conjugation_an_involution(g, h, k):
    assert g + h is h + g
    assert (g + h) + k is g + (h + k)
    assert g.conjugate.conjugate is g
    assert (g + h).conjugate is g.conjugate + h.conjugate


@given(forms(), forms(2))
@settings(max_examples=60)
def test_outcome_of_a_sum_by_direct_play(g, h):
    # The outcome of g + h computed from its own tree agrees with play in the two components:
    # Left, moving first, wins iff she has no move, or one after which Right loses.
    def left_first(a, b):
        moves = [(x, b) for x in a.left] + [(a, y) for y in b.left]
        return not moves or any(not right_first(*m) for m in moves)

    def right_first(a, b):
        moves = [(x, b) for x in a.right] + [(a, y) for y in b.right]
        return not moves or any(not left_first(*m) for m in moves)

    o = (g + h).outcome
    assert (o in ("L", "N")) == left_first(g, h)
    assert (o in ("R", "N")) == right_first(g, h)


def test_deep_forms_need_no_recursion():
    deep = integer(5000)
    assert deep.outcome == "R" and (deep + ONE_BAR).birthday == 5001
    assert str(deep.conjugate).startswith("~5000")


def test_forms_of_games_and_positions():
    assert misere(game("*")) is STAR and misere(game("{1|0}")) is misere("{1|0}")
    from cgt.rulesets import Domineering
    assert misere(Domineering.rectangle(2, 2)) is misere("{1|~1}")
    assert misere(Domineering.rectangle(1, 2)) is ONE_BAR     # one horizontal slot: Right's


def test_order_operators_name_the_missing_universe():
    with pytest.raises(CGTTypeError, match="modulo a universe"):
        ONE <= ZERO
