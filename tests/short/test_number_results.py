"""The numbers that the short-game interface returns (stops, means, temperatures, the points of
thermographs, the number part of an uptimal expansion) are ``Dyadic``: exact, equal to and
hashing like the ints and Fractions of their values, accepted by sympy, and computed without
loading sympy."""
import pathlib
import subprocess
import sys
from fractions import Fraction

import sympy

from cgt import game, switch, up
from cgt.numbers import Dyadic

ROOT = pathlib.Path(__file__).resolve().parents[2]


def test_a_temperature_in_a_fresh_process_leaves_sympy_unloaded():
    code = ("import sys; from cgt.rulesets import Domineering; "
            "t = Domineering.rectangle(2, 10).value.temperature; "
            "print(t, type(t).__name__, 'sympy' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True, cwd=ROOT)
    assert out.stdout.split() == ["19/16", "Dyadic", "False"]


def test_stops_means_and_temperatures_are_dyadic():
    g = game("{4|2||-2}")
    values = [g.left_stop, g.right_stop, g.mean, g.temperature, game("3/8").as_number(),
              g.thermograph().mast, g.thermograph().temperature, up.uptimal_expansion().number]
    assert all(type(v) is Dyadic for v in values)
    assert values == [2, -2, Fraction(1, 2), Fraction(5, 2), Fraction(3, 8), Fraction(1, 2),
                      Fraction(5, 2), 0]
    wall = g.thermograph().left_wall
    assert all(type(t) is Dyadic and type(v) is Dyadic for t, v in wall.points)
    assert all(type(t) is Dyadic for t in wall.critical_points)
    assert wall.slopes == (0, -1, 0) and all(type(s) is int for s in wall.slopes)


def test_walls_at_a_non_dyadic_temperature_are_fractions():
    wall = game("{4|2||-2}").thermograph().left_wall
    assert wall(Fraction(4, 3)) == Fraction(5, 3) and type(wall(Fraction(4, 3))) is Fraction
    assert wall(Fraction(3, 2)) == Fraction(3, 2) and type(wall(Fraction(3, 2))) is Dyadic


def test_results_print_as_sympy_numbers_did():
    g = game("{4|2||-2}")
    assert repr((g.left_stop, g.mean, g.temperature)) == "(2, 1/2, 5/2)"
    assert str(game("1/2**70").temperature) == "-1/2**70"


def test_results_work_with_ints_fractions_and_sympy():
    g = switch(3) + game("1/4")
    t, m = g.temperature, g.mean
    assert t + 1 == 4 and t / 2 == Fraction(3, 2) and m * 4 == 1 and t / 9 == Fraction(1, 3)
    assert {t: "hot"}[3] == "hot" and {Fraction(1, 4): "mean"}[m] == "mean"
    assert sympy.sympify(m) == sympy.Rational(1, 4) and sympy.Rational(1, 4) == m
    assert m + sympy.Rational(1, 4) == sympy.Rational(1, 2) and t > sympy.sqrt(2)
    assert sympy.Rational(3, 4) + m == 1 and m < sympy.pi
    assert g.cool(t + 1) == game(m) and game(t) == 3 and g.cool(g.temperature / 2) == g.cool("3/2")
    assert range(t)[-1] == 2 and int(m) == 0 and float(m) == 0.25 and m == 0.25
