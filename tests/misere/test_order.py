"""Comparison modulo a universe against its definition, and the papers' small cases.

G ≥ H modulo U when o(G + X) ≥ o(H + X) for every X in U. Checking every X born by day 2 is a
necessary condition only: a claimed G ≥ H must survive it (soundness), and where the test
says no, the known cases of the papers are checked instead.
"""
import itertools

import pytest
from hypothesis import given, settings, strategies as st

from cgt.errors import CGTValueError
from cgt.misere import ONE, ONE_BAR, STAR, ZERO, integer, misere
from cgt.misere.outcomes import outcome_ge
from cgt.misere.store import make
from cgt.misere.universes import is_dead_ending, is_dicot

UNIVERSES = ("all", "dead-ending", "dicot")


def _subsets(xs):
    for r in range(len(xs) + 1):
        yield from itertools.combinations(xs, r)


DAY1 = [make(a, b) for a in _subsets([ZERO]) for b in _subsets([ZERO])]
DAY2 = [make(a, b) for a in _subsets(DAY1) for b in _subsets(DAY1)]
MEMBERS = {"all": DAY2, "dead-ending": [g for g in DAY2 if is_dead_ending(g)],
           "dicot": [g for g in DAY2 if is_dicot(g)]}


def brute_ge(g, h, universe):
    return all(outcome_ge((g + x).outcome, (h + x).outcome) for x in MEMBERS[universe])


def members(universe):
    return st.sampled_from(MEMBERS[universe])


@pytest.mark.parametrize("universe", UNIVERSES)
@given(data=st.data())
@settings(max_examples=150, deadline=None)
def test_a_claimed_inequality_holds_in_every_sum_by_day_2(universe, data):
    g, h = data.draw(members(universe)), data.draw(members(universe))
    if g.ge(h, universe):
        assert brute_ge(g, h, universe)


def test_every_dicot_comparison_by_day_2_is_decided_by_a_witness():
    # Among the ten dicot forms born by day 2 the day-2 witnesses settle every pair.
    for g in MEMBERS["dicot"]:
        for h in MEMBERS["dicot"]:
            assert g.ge(h, "dicot") == brute_ge(g, h, "dicot")


@pytest.mark.parametrize("universe", UNIVERSES)
@given(data=st.data())
@settings(max_examples=60, deadline=None)
def test_equivalent_forms_have_equal_outcomes_in_random_sums(universe, data):
    g, h = data.draw(members(universe)), data.draw(members(universe))
    x, y = data.draw(members(universe)), data.draw(members(universe))
    if g.equivalent(h, universe):
        assert (g + x + y).outcome == (h + x + y).outcome


def test_the_papers_small_cases():
    # * + * ≡ 0 modulo the dicots (Allen; Dorbec, Renault, Siegel and Sopena 2015), not in
    # general: only 0 is invertible there (Mesdal and Ottaway 2007, Theorem 7).
    assert (STAR + STAR).equivalent(0, "dicot")
    # ∗ is a P-position, and modulo E a form is invertible only if P-free (Milley and Renault;
    # Davies, Miller and Milley 2025).
    assert not (STAR + STAR).equivalent(0, "dead-ending")
    assert not (STAR + STAR).equivalent(0, "all")
    # Integers are invertible modulo E: 1 + 1̄ ≡ 0 (Milley and Renault 2013).
    assert (ONE + ONE_BAR).equivalent(0, "dead-ending")
    assert not (ONE + ONE_BAR).equivalent(0, "all")
    # In general a Left end is above only Left ends, and a Right end below only Right ends.
    assert not ZERO.ge(ONE, "all") and not ONE.ge(ZERO, "all")
    assert not ZERO.ge(ONE_BAR, "all") and not ONE_BAR.ge(ZERO, "all")
    # 0 and 1 are incomparable even modulo E: 0 + ∗ is P, 1 + ∗ is N.
    assert (ZERO + STAR).outcome == "P" and (ONE + STAR).outcome == "N"
    assert not ZERO.ge(ONE, "dead-ending")


def test_forms_outside_the_universe_and_unknown_universes_are_refused():
    with pytest.raises(CGTValueError, match="follower 1 is not a dicot"):
        misere("{0|1}").le(STAR, "dicot")
    with pytest.raises(CGTValueError, match="not dead"):
        misere("{0|{|1}}").ge(ZERO, "dead-ending")
    with pytest.raises(CGTValueError, match="unknown misère universe"):
        ONE.le(ZERO, "dicots")


@pytest.mark.parametrize("universe", UNIVERSES)
@given(data=st.data())
@settings(max_examples=60, deadline=None)
def test_order_is_reflexive_and_transitive(universe, data):
    g, h, k = (data.draw(members(universe)) for _ in range(3))
    assert g.ge(g, universe)
    if g.ge(h, universe) and h.ge(k, universe):
        assert g.ge(k, universe)
    assert g.le(h, universe) == h.ge(g, universe)


def test_integer_forms():
    assert integer(2).ge(integer(2), "dead-ending")
    assert misere(-3) is integer(-3)


def _right_trees(depth):
    """Every tree of moves for Right alone of depth at most ``depth`` (the dead Left ends)."""
    trees = [ZERO]
    for _ in range(depth):
        trees = [make((), subtrees) for subtrees in _subsets(trees)]
    return trees


RIGHT_TREES = _right_trees(3)


@given(data=st.data())
@settings(max_examples=300, deadline=None)
def test_the_dead_end_proviso_agrees_with_every_right_tree(data):
    # The fixed point decides "o_L(G + X) ≥ o_L(H + X) for every dead Left end X"; on forms
    # born by day 2 the 16 trees of depth 3 already give every case.
    from cgt.misere.order import left_proviso
    from cgt.misere.outcomes import left_first_wins
    g, h = data.draw(members("dead-ending")), data.draw(members("dead-ending"))
    brute = all(left_first_wins(g + x) or not left_first_wins(h + x) for x in RIGHT_TREES)
    assert left_proviso(g, h) == brute


def test_rulesets_are_in_the_universes_their_rules_promise():
    from cgt.rulesets import Clobber, Domineering
    from cgt.rulesets.hackenbush import Hackenbush
    from cgt.misere import universe_of
    assert universe_of(Domineering.rectangle(3, 3)) == "dead-ending"
    assert universe_of(Hackenbush.string("LRRL")) == "dead-ending"
    assert universe_of(Clobber.row("xxoxo")) == "dicot"
    assert universe_of(misere("{|1}")) == "all"


@pytest.mark.parametrize("universe, g, h, witness", [
    ("all", "~2", "{*|~1}", "{2,{1|0}|1}"),
    ("all", "{|*}", "{|1}", "{{0,1|~1},{1|0,~1},{~1|0}|}"),
    ("dead-ending", "{0|*}", "{0|1}", "{{1|*,~1}|{0,1|0}}"),
])
def test_a_refused_inequality_has_a_witness_born_later(universe, g, h, witness):
    # No form born by day 2 separates these pairs, but one born by day 3 does, as the
    # comparison says (the witnesses were found by a random search). Modulo all forms every
    # pair of forms born by day 2 that the test refuses has such a witness among 1500 random
    # forms born by day 3.
    g, h, x = misere(g), misere(h), misere(witness)
    assert universe == "all" or x.universe in ("dicot", "dead-ending")
    assert brute_ge(g, h, universe) and not g.ge(h, universe)
    assert not outcome_ge((g + x).outcome, (h + x).outcome)
