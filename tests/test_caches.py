"""One registry of caches: ``cgt.clear_caches()`` empties every cache of every subpackage."""
import cgt
import cgt.caches
from cgt import compounds, game, impartial, rulesets, up
from cgt.compounds import Coldcake, remoteness, tally
from cgt.impartial import Nim, grundy, wythoff
from cgt.rulesets import Col, Domineering, DotsAndBoxes, value


def fill_every_cache():
    """Work in each subpackage that leaves something in its caches."""
    (game("{1|0}") + game("{2|1}")).temperature
    (up + game("{1|-1}")).compare(0)
    Domineering.rectangle(3, 3).value
    value(Col("...|0-1 1-2"))
    grundy(Nim([3, 4, 5]))
    wythoff.row_periodicity(1)
    DotsAndBoxes(1, 2).net_score()
    position = Coldcake(2, 3)
    remoteness(position, "L")
    tally(position)


EXPECTED = {"short", "rulesets.transposition_table", "rulesets.domineering",
            "rulesets.dots_and_boxes", "impartial.grundy", "impartial.wythoff", "compounds.search"}


def test_the_top_level_functions_are_the_registry():
    assert cgt.clear_caches is cgt.caches.clear_caches
    assert cgt.cache_info is cgt.caches.cache_info
    assert "clear_caches" in cgt.__all__ and "cache_info" in cgt.__all__


def test_clear_caches_empties_every_subpackage():
    fill_every_cache()
    filled = cgt.cache_info()
    assert EXPECTED <= set(filled)
    assert all(filled[name] > 0 for name in EXPECTED), filled
    cgt.clear_caches()
    assert set(cgt.cache_info().values()) == {0}


def test_values_are_the_same_after_clearing():
    before = Domineering.rectangle(3, 3).value, grundy(Nim([3, 4, 5]))
    cgt.clear_caches()
    assert (Domineering.rectangle(3, 3).value, grundy(Nim([3, 4, 5]))) == before


def test_the_subpackage_clear_functions_clear_everything():
    for clear in (compounds.clear_caches, impartial.clear_caches, rulesets.clear):
        fill_every_cache()
        clear()
        assert set(cgt.cache_info().values()) == {0}
