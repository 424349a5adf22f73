"""Simplest forms, invertibility and the tables, on every form born by day 2."""
import itertools

import pytest
from hypothesis import given, settings, strategies as st

from cgt.errors import CGTValueError
from cgt.misere import ONE, ONE_BAR, STAR, ZERO, inverse, misere, nimber
from cgt.misere.order import equivalent
from cgt.misere.simplest import simplest
from cgt.misere.store import make
from cgt.misere.tables import born_by, clobber_table, domineering_table
from tests.misere.test_order import MEMBERS

UNIVERSES = ("all", "dead-ending", "dicot")


@pytest.mark.parametrize("universe", UNIVERSES)
def test_simplest_forms_are_equivalent_idempotent_and_unique(universe):
    found = {g: g.simplest(universe) for g in MEMBERS[universe]}
    for g, s in found.items():
        assert equivalent(g, s, universe) and s.simplest(universe) is s
        assert s.birthday <= g.birthday
    distinct = sorted(set(found.values()), key=lambda f: f.serial)
    for i, a in enumerate(distinct):       # equivalent forms print the same
        for b in distinct[i + 1:]:
            assert not equivalent(a, b, universe), (a, b)


def test_counts_of_simplest_forms_by_day():
    # Modulo all forms nothing born by day 2 simplifies: 4 forms by day 1 and 4² × 4² = 256
    # by day 2, each its own simplest form (Siegel, "Misère canonical forms of partizan
    # games"). The dicot and dead-ending counts are the ones computed here.
    assert [len(born_by(d, "all")) for d in range(3)] == [1, 4, 256]
    assert [len(born_by(d, "dicot")) for d in range(3)] == [1, 2, 9]
    assert [len(born_by(d, "dead-ending")) for d in range(3)] == [1, 4, 196]


def test_simplest_dicots_by_day_2():
    # Of the ten dicot forms born by day 2, only {∗|∗} = ∗ + ∗ simplifies, to 0 (Dorbec,
    # Renault, Siegel and Sopena 2015).
    assert sorted(str(f) for f in born_by(2, "dicot")) == sorted(
        ["0", "*", "*2", "{0|*}", "{*|0}", "{0|0,*}", "{0,*|0}", "{0,*|*}", "{*|0,*}"])
    assert (STAR + STAR).simplest("dicot") is ZERO


def test_reversible_options_through_ends():
    assert (ONE + ONE_BAR).simplest("dead-ending") is ZERO
    assert misere("{0,*|1}").simplest("dead-ending") is misere("{0,~1|1}")
    assert misere("{0,*|1}").simplest("all") is misere("{0,*|1}")


def test_invertibility():
    # Modulo all forms only 0 is invertible (Mesdal and Ottaway 2007, Theorem 7).
    assert [str(g) for g in MEMBERS["all"] if g.is_invertible("all")] == ["0"]
    # Modulo E the integers are (Milley and Renault 2013), with their conjugates as inverses
    # (the conjugate property, Larsson et al. 2018), and ∗ is not.
    assert ONE.is_invertible("dead-ending") and inverse(ONE, "dead-ending") is ONE_BAR
    assert not STAR.is_invertible("dead-ending") and STAR.is_invertible("dicot")
    with pytest.raises(CGTValueError, match="no inverse"):
        inverse(ONE, "all")
    # In the dicots by day 2, every form but ∗2 is invertible.
    assert [str(g) for g in MEMBERS["dicot"] if not g.is_invertible("dicot")] == ["*2"]


def test_invertible_modulo_e_exactly_when_the_simplest_form_is_p_free():
    # Milley and Renault (as stated by Davies, Miller and Milley 2025): the invertible
    # dead-ending forms are the P-free ones, read here on the simplest form.
    for g in MEMBERS["dead-ending"]:
        s = simplest(g, "dead-ending")
        assert g.is_invertible("dead-ending") == all(f.outcome != "P" for f in s.followers())


def test_impartial_forms_agree_with_conways_misere_canonical_forms():
    # Renault (2015): modulo the dicots, impartial games are equivalent exactly when they are
    # equal as misère impartial games (Conway, ONAG, ch. 12), which cgt.impartial computes.
    from cgt.impartial.misere.forms import MisereGame
    pairs = list(itertools.combinations_with_replacement(range(4), 3))
    forms = {p: nimber(p[0]) + nimber(p[1]) + nimber(p[2]) for p in pairs}
    games = {p: MisereGame(p[0]) + MisereGame(p[1]) + MisereGame(p[2]) for p in pairs}
    assert len(set(games.values())) == 8
    for p in pairs:
        for q in pairs:
            assert forms[p].equivalent(forms[q], "dicot") == (games[p] == games[q]), (p, q)
    assert (STAR + STAR).equivalent(0, "dicot") and not (nimber(2) + nimber(2)).equivalent(
        0, "dicot")


def test_tables_check_the_universe_of_their_positions():
    assert domineering_table(2, range(1, 4)) == [
        ("2x1", ONE), ("2x2", misere("{1|~1}")), ("2x3", misere("{2,{1|~1}|{~1|0,1}}"))]
    assert clobber_table(["xo", "xoxoxo"]) == [("xo", STAR), ("xoxoxo", ZERO)]
    from cgt.rulesets import Domineering
    assert misere(Domineering.rectangle(2, 3)).universe == "dead-ending"
    with pytest.raises(CGTValueError, match="not a dicot"):
        domineering_table(2, [2], "dicot")


def _day3_forms(universe):
    """Random forms born by day 3 in ``universe``, with options born by day 2."""
    smallest_first = {"dicot": 0, "dead-ending": 1, "all": 2}
    nonempty = 1 if universe == "dicot" else 0
    options = st.lists(st.sampled_from(MEMBERS[universe]), min_size=nonempty, max_size=3)
    return st.builds(make, options, options).filter(
        lambda g: smallest_first[g.universe] <= smallest_first[universe])


@pytest.mark.parametrize("universe", UNIVERSES)
@given(data=st.data())
@settings(max_examples=40, deadline=None)
def test_simplest_forms_are_unique_in_sums_and_conjugates(universe, data):
    # A summand may be replaced by its simplest form: the sum is equivalent, so its simplest
    # form must be the same; and conjugation commutes with simplification.
    g = data.draw(_day3_forms(universe))
    x = data.draw(st.sampled_from(MEMBERS[universe]))
    s = simplest(g, universe)
    assert simplest(g + x, universe) is simplest(s + x, universe)
    assert simplest(g.conjugate, universe) is s.conjugate
