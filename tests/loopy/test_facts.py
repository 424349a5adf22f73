"""Facts of *Winning Ways*, vol. 2, ch. 11 ("Games Infinite and Indefinite"), each cited by the
section it appears under. Facts the chapter does not print, and which were computed here, are
marked "computed"."""
import pytest

from cgt import game as short_game, star, up
from cgt.loopy import (braces, downsum, dud, equation_values, equations, game, hi, hot, lo,
                       miny, off, offside, on, onside, ono, oof, outcome, over, sided, tiny,
                       tis, tisn, under, up_on, upon, upon_star, upsum)
from cgt.loopy.outcome import Result

W, L, D = Result.WIN, Result.LOSS, Result.DRAW
FIG7 = {"a": ([0], ["d"]), "b": (["a"], []), "c": (["a"], ["b"]), "d": (["c"], [])}


def test_fig7_sidling_picks_sides():
    # WW11, "Sidling Towards a Game" and "Sidling Picks Sides", Fig. 7.
    v = equation_values(FIG7)
    assert v["a"] is sided(1, star)
    assert v["b"] is sided(2, 0) and v["d"] is sided(2, 0)
    assert v["c"] is sided(short_game("3/2"), -up)


def test_fig7_sum_of_all_four_counters():
    # WW11, "Sidling Picks Sides": onside 13/2, offside down-star, and with Right first the
    # play goes on for ever, a draw.
    v = equation_values(FIG7)
    eps = v["a"] + v["b"] + v["c"] + v["d"]
    assert onside(eps) is short_game("13/2") and offside(eps) is -up + star
    assert outcome(eps) == (W, D)


def test_exercise_one_is_a_stopper():
    # WW11, Exercise One, answered in the Extras.
    v = equation_values({"a": (["d"], []), "b": (["a"], ["a"]), "c": ([], ["a"]),
                         "d": (["c"], ["b"])})
    assert v == {"a": short_game(2), "b": short_game("2*"), "c": short_game(0),
                 "d": short_game(1)}


def test_tis_and_tisn():
    # WW11, "'Tis!-'Tis n!-..."; tis + * is answered in the Extras.
    assert tis is sided(1, 0) and tisn is sided(0, -1)
    assert equations({"tis": (["tisn"], []), "tisn": ([], ["tis"])}) is tis
    assert outcome(tis + star) == (W, D)


def test_on_off_dud():
    # WW11, "on, off and dud".
    assert on + off is dud and dud is sided(on, off)
    assert outcome(dud) == (D, D)
    for g in (short_game(5), up, over, tis, hot):
        assert dud + g is dud
    assert game("{pass|pass}") is dud


def test_how_big_is_on():
    # WW11, "How Big Is on?": on exceeds every short game, and on = {on|}.
    for g in ("100", "{100|-100}", "^^*", "1/1024"):
        assert on > short_game(g) and off < short_game(g)
    assert braces([on], []) is on


def test_stoppers_have_only_one_side():
    # WW11, "Stoppers Have Only One Side"; the text's "upon is still less than ↑" lost an
    # arrow: up < upon < double-up.
    for g in (over, under, upon, upon_star):
        assert onside(g) is g and offside(g) is g
    assert under is -over and upon_star is upon + star
    assert up < upon < up + up


def test_over_is_between_zero_and_the_numbers():
    # WW11, "over = 1/on": 0 < over < every positive number; over > k.up computed for k <= 20.
    assert 0 < over < short_game("1/1048576")
    assert all(over > up * k for k in range(1, 21))


def test_upon_confused_with_up_star():
    # computed: upon || up-star
    assert not upon >= up + star and not upon <= up + star


def test_infinite_delphinium():
    # WW11, "Loopily Infinite Hackenbush": d = {0, d | 0} is upon*.
    assert equations({"d": ([0, "d"], [0])}) is upon_star


def test_placing_plums():
    # WW11, "Taking Care of Plumtrees": 1 : on = on, * : on = upon*.
    assert equations({"x": ([1, "x"], [])}) is on
    assert equations({"x": ([0, "x"], [0])}) is upon_star
    assert equations({"x": ([0, "x"], [0])}) is upon_star


def test_tiny():
    # WW11, "How big is tiny?" and "The Degree of Loopiness": tiny = {0||0|off};
    # tiny upsum tiny = tiny downsum tiny = tiny, and tiny's degree is tiny.
    assert game("{0||0|off}") is tiny and miny is -tiny
    assert upsum(tiny, tiny) is tiny and downsum(tiny, tiny) is tiny
    assert upsum(tiny, miny) is tiny
    assert 0 < tiny < over


def test_upsums_and_downsums_of_half_on_games():
    # WW11, "Working With Upsums and Downsums": on + oof = on & hot, ono + off = hot & off,
    # ono + oof = hi & lo.
    assert on + oof is sided(on, hot)
    assert ono + off is sided(hot, off)
    assert ono + oof is sided(hi, lo)


TABLE_ONE = {  # WW11, "on, off and hot": upsum & downsum; one half-on and one half-off game
    ("on", "on"): ("on", "on"), ("on", "hot"): ("on", "hot"), ("on", "off"): ("on", "off"),
    ("on", "ono"): ("on", "on"), ("on", "oof"): ("on", "hot"),
    ("ono", "ono"): ("on", "on"), ("ono", "hot"): ("on", "hot"), ("ono", "off"): ("hot", "off"),
    ("hot", "hot"): ("on", "off"), ("hot", "oof"): ("hot", "off"), ("hot", "off"): ("hot", "off"),
    ("oof", "oof"): ("off", "off"), ("oof", "off"): ("off", "off"), ("off", "off"): ("off", "off"),
}


@pytest.mark.parametrize("pair", sorted(TABLE_ONE))
def test_half_on_table(pair):
    named = {"on": on, "off": off, "hot": hot, "ono": ono, "oof": oof}
    a, b = named[pair[0]], named[pair[1]]
    up_, down = TABLE_ONE[pair]
    assert upsum(a, b) is named[up_] and downsum(a, b) is named[down]


def test_second_half_on_table():
    # WW11, "on, off and hot", the second table; every cell computed.
    t = tiny + miny
    assert t is sided(tiny, miny)
    assert ono + ono is on and oof + oof is off
    assert ono + hi is sided(on, ono) and hi + hi is sided(on, hi)
    assert ono + lo is sided(ono, hot) and lo + lo is sided(lo, off)
    assert hi + lo is sided(hi, lo) and hi + oof is sided(hot, oof)
    assert lo + oof is sided(oof, off)
    assert ono + t is sided(game("{on|Tiny(on)}"), ono)
    assert hi + t is sided(hi, game("{on||Miny(on)|off}"))
    assert lo + t is sided(game("{on|Tiny(on)||off}"), lo)
    assert oof + t is sided(oof, game("{Miny(on)|off}"))


def test_degree_of_upon():
    # WW11 Extras, "upon": upon has the stable degree {0 | -upon*} (up-onth).
    d = upsum(upon, -upon)
    assert d is game("{0|-upon*}") is up_on and d is game("^<on>")
    assert downsum(upon, -upon) is -d
    assert upsum(d, d) is d


def test_getting_on_in_checkers():
    # WW11 Extras, "Getting on in Checkers": onto = {onfro|} and onfro = {onto|} are on.
    v = equation_values({"onto": (["onfro"], []), "onfro": (["onto"], [])})
    assert v == {"onto": on, "onfro": on}


def test_hi_and_lo_are_in_simplest_form():
    # WW11, "Working With Upsums and Downsums".
    assert braces([on], [oof]) is hi and str(hi) == "{on||0|off}"
    assert braces([ono], [off]) is lo and str(lo) == "{on|0||off}"


def test_under_is_minus_over_and_prints():
    assert str(under) == "under" and str(-upon) == "v[on]" and str(over + 1) == "1over"


def test_sum_properties_as_corrected():
    # WW11, "A Summary of Some Sum Properties", as corrected in docs/errata.md: the printed
    # negation law -(a ⇡ b) = (-a) ⇡ (-b) and a, b, c property fail for on, off, 0.
    assert -upsum(on, off) is off and upsum(-on, -off) is on
    assert -upsum(on, off) is downsum(-on, -off)
    assert not downsum(on, off) >= 0 and on >= upsum(-off, 0)        # the printed form fails
    for a, b, c in ((on, off, 0), (over, upon, 0), (tiny, miny, over), (hot, ono, up)):
        assert (upsum(a, b) >= c) == (a >= downsum(-b, c))
