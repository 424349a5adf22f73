"""How a thermograph shows itself: an evaluable repr, and pictures with one scale on both axes."""
import re

import matplotlib
import pytest

from cgt import Thermograph, game

NAMESPACE: dict = {}
exec("from cgt import *", NAMESPACE)

GAMES = ["{3|-1}", "{2||1|0}", "{3/4|-1/2}", "^", "^*", "1/2", "-5", "{1*|-1*}", "{5|{2|0}||-3}"]


@pytest.mark.parametrize("text", GAMES)
def test_repr_evaluates_back_in_the_repl_namespace(text):
    tg = game(text).thermograph()
    shown = repr(tg)
    assert shown.startswith("game(") and "_temperature" not in shown
    back = eval(shown, NAMESPACE)
    assert back == tg and (back.mast, back.temperature) == (tg.mast, tg.temperature)


def test_repr_of_a_switch():
    assert repr(game("{3|-1}").thermograph()) == "game('{3|-1}').thermograph()"


@pytest.mark.parametrize("text", GAMES)
def test_a_thermograph_built_from_its_walls_has_an_evaluable_repr(text):
    tg = game(text).thermograph()
    built = Thermograph(tg.left_wall, tg.right_wall, tg.temperature, tg.mast)
    assert built == tg
    assert eval(repr(built), NAMESPACE) == tg


def test_repr_from_the_walls_quotes_fractions():
    tg = game("{3/4|-1/2}").thermograph()
    built = Thermograph(tg.left_wall, tg.right_wall, tg.temperature, tg.mast)
    assert repr(built) == (
        "Thermograph(Trajectory.through([(-1, 1), ('-1/4', 1), ('5/8', '1/8')], final_slope=0), "
        "Trajectory.through([(-1, -1), ('-1/2', -1), ('5/8', '1/8')], final_slope=0), "
        "temperature='5/8', mast='1/8')")


def test_a_notebook_draws_it():
    tg = game("{3|-1}").thermograph()
    assert tg._repr_svg_().startswith("<svg") and tg._repr_svg_() == tg.to_svg()


def _segments(svg, side):
    points = re.search(rf'points="([^"]*)"[^>]*class="wall {side}-wall"', svg).group(1)
    xy = [tuple(map(float, p.split(","))) for p in points.split()]
    return [(x1 - x0, y1 - y0) for (x0, y0), (x1, y1) in zip(xy, xy[1:])]


def test_walls_of_slope_one_are_drawn_at_45_degrees():
    # {3|-1}: the left wall runs from 4 at t = -1 up to the mast 1 at t = 2, the right wall
    # from -2; both have slope 1, so each is one segment with |dx| = |dy|.
    svg = game("{3|-1}").thermograph().to_svg()
    (dx, dy), = _segments(svg, "left")
    assert dx > 0 and dy < 0 and dx == pytest.approx(-dy, abs=0.02)
    (dx, dy), = _segments(svg, "right")
    assert dx < 0 and dy < 0 and -dx == pytest.approx(-dy, abs=0.02)


def test_a_vertical_piece_stays_vertical_and_the_slope_one_piece_is_at_45_degrees():
    # {2||1|0}: the right wall is 1 from t = -1 to 1/2, then rises with slope 1 to 5/4 at 3/4.
    svg = game("{2||1|0}").thermograph().to_svg()
    (dx0, dy0), (dx1, dy1) = _segments(svg, "right")
    assert dx0 == 0 and dy0 < 0
    assert dx1 < 0 and -dx1 == pytest.approx(-dy1, abs=0.02)
    assert dy0 == pytest.approx(6 * dy1, abs=0.05)      # 3/2 of temperature against 1/4


@pytest.mark.parametrize("text", ["5", "^", "{100|-100}", "{1000|999}"])
def test_every_picture_has_one_scale_and_a_readable_size(text):
    svg = game(text).thermograph().to_svg()
    width, height = map(int, re.search(r'width="(\d+)" height="(\d+)"', svg).groups())
    assert 250 <= width <= 420 and 150 <= height <= 320


def test_the_matplotlib_picture_matches_the_svg():
    matplotlib.use("Agg")
    tg = game("{2||1|0}").thermograph()
    ax = tg.plot()
    svg = tg.to_svg()
    labels = re.findall(r'class="axis-label"[^>]*>([^<]*)<', svg)
    assert [ax.get_xlabel(), ax.get_ylabel()] == labels
    assert ax.get_title() in svg
    assert ax.get_aspect() == 1.0
    assert ax.get_xlim()[0] > ax.get_xlim()[1]            # larger values on the left
    assert [t.get_text() for t in ax.get_yticklabels()] == ["-1", "0", "1/2", "3/4"]
    assert [t.get_text() for t in ax.get_xticklabels()] == ["1", "5/4", "3"]
    matplotlib.pyplot.close("all")
