"""Mates, links and distinguishers (Conway, *ONAG*, ch. 12; Siegel, *CGT*, ch. V.1)."""
import itertools

import pytest

from cgt.errors import CGTValueError
from cgt.impartial.misere import MisereGame, nim, parse_misere
from cgt.impartial.misere.days import born_by
from cgt.impartial.misere.relations import (distinguisher, is_linked, link, mate,
                                            pn_distinguisher)

P = parse_misere


def test_mates():
    # CGSuite's tests of Mate; mate(*n) = *n for n >= 2.
    assert mate(0) is nim(1) and mate(1) is nim(0)
    assert all(mate(n) is nim(n) for n in range(2, 8))
    assert mate(P("*[2#0]")) is P("*[2#1]")
    assert mate(P("*[(2#1)2##]")) is P("*[(2#0)2##]")


def test_a_game_plus_its_mate_is_p():
    for g in born_by(4):
        assert (g + mate(g)).outcome == "P"
        assert mate(mate(g)) is g


def test_links_on_day_four():
    day4 = born_by(4)
    linked = [(g, h) for g, h in itertools.product(day4, repeat=2) if is_linked(g, h)]
    assert len(linked) == 374
    for g, h in linked:
        assert g not in h.options and h not in g.options
        t = link(g, h)
        assert (g + t).outcome == "P" and (h + t).outcome == "P"
    # Neither can be linked when one is an option of the other: g + T moves to h + T.
    for g, h in itertools.product(day4, repeat=2):
        if h in g.options:
            assert not is_linked(g, h)
            with pytest.raises(CGTValueError):
                link(g, h)


def test_distinguishers_on_day_four():
    day4 = born_by(4)
    for g, h in itertools.permutations(day4, 2):
        t = pn_distinguisher(g, h)
        assert (g + t).outcome == "P" and (h + t).outcome == "N"
        t = distinguisher(g, h)
        assert (g + t).outcome != (h + t).outcome
    with pytest.raises(CGTValueError):
        distinguisher(2, 2)


def test_examples():
    # *2 + *2 and {*2} are told apart by *[(2#1)21]; it also links {*2} and *3.
    t = pn_distinguisher(P("*[2#]"), P("*[2[2]]"))
    assert (P("*[2#]") + t).outcome == "P" and (P("*[2[2]]") + t).outcome == "N"
    t = link(P("*[2#]"), 3)
    assert (P("*[2#]") + t).outcome == "P" == (nim(3) + t).outcome
    assert link(2, 2) is nim(2)
    assert not is_linked(2, 3) and is_linked(MisereGame([2]), 3)
