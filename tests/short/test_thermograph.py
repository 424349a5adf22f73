"""Thermographs, means and temperatures: literature values, worked examples and laws."""
import sys
import xml.etree.ElementTree as ET
from fractions import Fraction

import pytest
import sympy
from hypothesis import given, strategies as st

from cgt import game, star, up, switch, CGTError
from cgt.numbers import Dyadic
from cgt.short.trajectory import Trajectory, envelope, TrajectoryError
from game_strategies import games

R = sympy.Rational
GRID = [Fraction(k, 4) for k in range(-3, 13)]


def test_switch_thermograph():
    # Winning Ways vol. 1, ch. 6 ("The Heat of Battle"): ±x has mean 0 and temperature x,
    # and {a|b} for numbers a > b has mean (a+b)/2 and temperature (a-b)/2.
    for x in (1, 2, 7):
        assert switch(x).mean == 0 and switch(x).temperature == x
    g = game("{3|-1}")
    assert (g.mean, g.temperature) == (1, 2)
    tg = g.thermograph()
    assert tg.left_wall.points == ((-1, 4), (2, 1))
    assert tg.right_wall.points == ((-1, -2), (2, 1))
    assert tg.left_wall.slopes == (-1, 0) and tg.left_wall.critical_points == (2,)


def test_star_and_up_are_tepid():
    # Winning Ways vol. 1, ch. 6, the thermographs of star and up (p. 156): a mast at 0 from
    # temperature 0.
    for g in (star, up, -up, up + star):
        assert (g.mean, g.temperature) == (0, 0)
        tg = g.thermograph()
        for t in (0, R(1, 2), 5):
            assert tg.left_wall(t) == tg.right_wall(t) == 0
    # Below 0 only the side that can reach * leaves the axis: ↑ has the left wall of *.
    assert up.thermograph().left_wall(-1) == 1 and up.thermograph().right_wall(-1) == 0
    assert star.thermograph().right_wall(R(-1, 2)) == R(-1, 2)


def test_worked_example_two_levels():
    # A worked example (computed): {4|2||-2}.
    tg = game("{4|2||-2}").thermograph()
    assert (tg.temperature, tg.mast) == (R(5, 2), R(1, 2))
    assert tg.left_wall.points == ((-1, 2), (1, 2), (R(5, 2), R(1, 2)))
    assert tg.right_wall.points == ((-1, -3), (R(5, 2), R(1, 2)))


def test_issue_example_with_stars():
    # {3||2*|1*} (the example of issue 3), by hand: {2*|1*} has scaffolds 2 - t and 1 + t for
    # t >= 0, so temperature 1/2 and mean 3/2; the outer scaffolds 3 - t and 3/2 + t meet at 3/4.
    tg = game("{3||2*|1*}").thermograph()
    assert (tg.temperature, tg.mast) == (R(3, 4), R(9, 4))
    assert tg.right_wall.points == ((-1, 1), (0, 2), (R(1, 2), 2), (R(3, 4), R(9, 4)))
    assert tg.left_wall.points == ((-1, 4), (R(3, 4), R(9, 4)))


@pytest.mark.parametrize("text, temperature", [
    # The subzero convention (issue 3; Siegel, CGT, II.5): integers -1, m/2^k gives -1/2^k.
    ("0", -1), ("5", -1), ("-3", -1), ("1/2", R(-1, 2)), ("3/4", R(-1, 4)), ("5/8", R(-1, 8)),
    ("-7/16", R(-1, 16)), ("1/2**60", -R(1, 2**60)), ("-1823437481924", -1),
])
def test_numbers_have_subzero_temperatures(text, temperature):
    g = game(text)
    assert g.temperature == temperature and g.mean == g.as_number()
    tg = g.thermograph()
    assert (tg.temperature, tg.mast) == (temperature, g.as_number())
    assert tg.left_wall(10**6) == tg.right_wall(10**6) == g.as_number()


def test_half_walls():
    # Subzero thermography (Siegel, *CGT*, II.5): for 1/2, L_t = -t and R_t = 1 + t on [-1, -1/2],
    # then the mast.
    tg = game("1/2").thermograph()
    assert tg.left_wall(R(-3, 4)) == R(3, 4) and tg.right_wall(R(-3, 4)) == R(1, 4)


def test_huge_numbers():
    big = game(-1823437481924) + game("1/2**60")
    tg = big.thermograph()
    assert tg.mast == -1823437481924 + R(1, 2**60)
    assert tg.temperature == -R(1, 2**60)
    hot = big + switch(game("1/2**60"))
    assert hot.temperature == R(1, 2**60) and hot.mean == tg.mast


def test_number_up_star_walls_follow_the_sign():
    # ½↑ has the left wall of ½* and the right wall of ½.
    half = game("1/2")
    tg = game("1/2^").thermograph()
    assert tg.left_wall == (half + star).thermograph().left_wall
    assert tg.right_wall == half.thermograph().right_wall
    fuzzy = game("1/2^*").thermograph()
    assert fuzzy == (half + star).thermograph()


def test_walls_at_zero_are_the_stops():
    for text in ("{4|2||-2}", "{3||2*|1*}", "+-1+-2", "{1/2|*||vv*}", "{5|{3|1}||-2}"):
        g = game(text)
        tg = g.thermograph()
        assert (tg.left_wall(0), tg.right_wall(0)) == (g.left_stop, g.right_stop)


def test_text_and_svg():
    tg = game("{4|2||-2}").thermograph()
    assert str(tg).splitlines() == [
        "thermograph: mast 1/2 from temperature 5/2",
        "  left wall:  t=-1: 2, slope 0; t=1: 2, slope -1; t=5/2: 1/2, slope 0",
        "  right wall: t=-1: -3, slope 1; t=5/2: 1/2, slope 0",
    ]
    root = ET.fromstring(tg._repr_svg_())
    assert root.tag.endswith("svg")
    assert len(root.findall("{http://www.w3.org/2000/svg}polyline")) == 2


def test_plot_names_the_missing_extra(monkeypatch):
    # A None entry in sys.modules makes the import fail as it does where matplotlib is missing.
    monkeypatch.setitem(sys.modules, "matplotlib", None)
    monkeypatch.setitem(sys.modules, "matplotlib.pyplot", None)
    with pytest.raises(CGTError, match="matplotlib"):
        game("+-1").thermograph().plot()


def test_plot_draws_on_a_new_figure():
    import matplotlib
    matplotlib.use("Agg")
    assert game("+-1").thermograph().plot() is not None


def test_trajectory_domain():
    wall = game("+-1").thermograph().left_wall
    with pytest.raises(TrajectoryError):
        wall(R(-3, 2))
    assert wall("1/3") == R(2, 3)  # any rational temperature, not only dyadic ones


# -- laws ---------------------------------------------------------------------------------------

@given(games(), games())
def test_mean_is_additive_and_temperature_of_a_sum_is_bounded(g, h):
    # Winning Ways vol. 1, ch. 6, the Mean Value Theorem; temperatures of sums.
    assert (g + h).mean == g.mean + h.mean
    if not (g + h).is_number:
        assert (g + h).temperature <= max(g.temperature, h.temperature)


@given(games())
def test_walls_agree_with_the_stops_of_cooled_games(g):
    # L_t(G) and R_t(G) are the stops of G cooled by t (Siegel, CGT, II.5): cooling is computed
    # option by option, the walls by envelopes of trajectories.
    tg = g.thermograph()
    for t in GRID:
        cooled = g.cool(t)
        assert tg.left_wall(t) == cooled.left_stop
        assert tg.right_wall(t) == cooled.right_stop


@given(games())
def test_wall_shape(g):
    tg = g.thermograph()
    for wall in (tg.left_wall, tg.right_wall):
        assert set(wall.slopes) <= {-1, 0, 1} and wall.slopes[-1] == 0
        for t, v in wall.points:  # breakpoints are dyadic
            assert type(t) is Dyadic and type(v) is Dyadic
    for t in GRID:
        assert tg.left_wall(t) >= tg.right_wall(t)
    if not g.is_integer:  # the scaffolds start apart
        assert tg.left_wall(-1) > tg.right_wall(-1)
    assert (tg.temperature >= 0) == (not g.is_number)
    assert (tg.temperature > 0) == (g.left_stop > g.right_stop)


dyadics = st.integers(-32, 32).map(lambda k: Fraction(k, 8))


@st.composite
def trajectories(draw):
    ts = sorted(set(draw(st.lists(st.integers(-7, 48).map(lambda k: Fraction(k, 8)),
                                  max_size=4))))
    points = [(Fraction(-1), draw(dyadics))]
    for t in ts:
        slope = draw(st.sampled_from([-1, 0, 1]))
        points.append((t, points[-1][1] + slope * (t - points[-1][0])))
    return Trajectory.through(points, draw(st.sampled_from([-1, 0, 1])))


@given(st.lists(trajectories(), min_size=1, max_size=4), st.booleans())
def test_envelope_is_the_pointwise_extreme(fs, upper):
    # Every breakpoint and crossing of these functions lies on the grid of sixteenths below
    # t = 32, so agreeing there and in the final slope means agreeing everywhere.
    pick = max if upper else min
    env = envelope(fs, upper)
    for k in range(-16, 32 * 16):
        t = Dyadic(k, 4)
        assert env.value_at(t) == pick(f.value_at(t) for f in fs)
    far = Dyadic(32)
    assert env.slopes[-1] == pick(f.slopes[-1] for f in fs if f.value_at(far) == env.value_at(far))


def test_trajectory_needs_unit_slopes():
    with pytest.raises(TrajectoryError):
        Trajectory.through([(-1, 0), (0, 2)], 0)
    with pytest.raises(TrajectoryError):
        Trajectory.through([(0, 0)], 0)
    f = Trajectory.through([(-1, 0), (0, 1), (1, 2)], 0)
    assert f.critical_points == (1,) and f.slopes == (1, 0)


def test_deep_games_do_not_overflow_the_stack():
    # Followers nested far beyond Python's recursion limit (about 1000 frames).
    x = game("1/2**1500")
    assert x.thermograph().temperature == -x.as_number()
    many_ups = 1500 * up
    assert many_ups.cool(0) is many_ups
    assert many_ups.heat(1).cool(1) is many_ups
    assert (many_ups + switch(1)).reduced() == switch(1)
