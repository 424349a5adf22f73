"""The lattice of values: every value class at its level, one vocabulary on every level, the
other universes refusing what does not apply there, and a function agreeing with its method."""
import subprocess
import sys
import pathlib

import pytest

import cgt
import cgt.loopy
from cgt import Game, Ordinal, Outcome, game, omega, star, surreal, transfinite_nimber, up
from cgt.compounds.tallies import Tally, TallyPair
from cgt.errors import CGTError, CGTTypeError
from cgt.impartial.entailing.value_set import ValueSet
from cgt.impartial.loopy.values import Finite, Loopy
from cgt.impartial.misere import MisereGame
from cgt.lattice import (DyadicLevel, EntailingUniverse, MisereUniverse, NimberLevel,
                         NormalValue, OrdinalLevel, ShortLevel, SidedLevel, SmithUniverse,
                         StopperLevel, SurrealLevel, TallyUniverse, kind)
from cgt.loopy import SidedValue, Stopper, UnresolvedValue, dud, off, on, over, upon
from cgt.numbers.dyadic import Dyadic
from cgt.numbers.surreal import Nimber, Surreal

ROOT = pathlib.Path(__file__).resolve().parent.parent


@pytest.mark.parametrize("cls, level", [
    (Game, ShortLevel), (Stopper, StopperLevel), (SidedValue, SidedLevel),
    (UnresolvedValue, SidedLevel), (Surreal, SurrealLevel), (Ordinal, OrdinalLevel),
    (Dyadic, DyadicLevel), (Nimber, NimberLevel), (MisereGame, MisereUniverse),
    (Finite, SmithUniverse), (Loopy, SmithUniverse), (ValueSet, EntailingUniverse),
    (Tally, TallyUniverse), (TallyPair, TallyUniverse)])
def test_every_value_class_sits_at_its_level(cls, level):
    assert issubclass(cls, level)


def test_a_short_game_is_a_stopper_is_a_sided_value_and_levels_do_not_cross():
    assert ShortLevel.__mro__.index(StopperLevel) < ShortLevel.__mro__.index(SidedLevel)
    assert isinstance(up, SidedLevel) and not isinstance(on, ShortLevel)
    assert not isinstance(dud, StopperLevel) and isinstance(omega, NormalValue)
    assert not isinstance(MisereGame(1), NormalValue)
    assert [kind(x) for x in (game("1/2"), star * 1, up, on, dud, omega, Ordinal(2))] == [
        "dyadic number", "nimber", "short game", "stopper", "sided value", "surreal number",
        "ordinal"]


@pytest.mark.parametrize("value, expected", [
    (up, "L"), (-up, "R"), (star, "N"), (game(0), "P"), (on, "L"), (off, "R"), (dud, "D"),
    (on + star, "L"), (upon, "L"), (over, "L"), (surreal(-2), "R"), (omega, "L"),
    (Ordinal(0), "P"), (transfinite_nimber("omega"), "N"), (MisereGame(0), "N"),
    (MisereGame(1), "P")])
def test_one_outcome_type_on_every_level(value, expected):
    assert type(value.outcome) is Outcome and value.outcome == expected


def test_loopy_outcomes_agree_with_the_pair_of_results():
    for value in (on, off, dud, over, upon, on + star, game("{0|pass}") + star, up):
        pair = cgt.loopy.outcome(value)
        assert value.outcome is pair.outcome
        winners = {"win": "LR", "loss": "RL", "draw": "DD"}
        assert value.outcome.pair == (winners[pair.left_first.value][0],
                                      winners[pair.right_first.value][1])


def test_stoppers_and_sided_values_answer_the_vocabulary():
    assert on.compare(up) == ">" and up.compare(on) == "<" and dud.compare(0) == "||"
    assert not on.is_number and not on.is_nimber and on.is_stopper and not dud.is_stopper
    assert over.is_infinitesimal and upon.is_infinitesimal and not on.is_infinitesimal
    assert over.left_stop is over and (over + 1).right_stop == over + 1 and on.left_stop is on
    mixed = cgt.loopy.game("{on|3}")
    assert mixed.right_stop == 3 and type(mixed.right_stop) is Dyadic and mixed.left_stop is on


def test_a_stopper_has_no_thermograph_and_says_so_in_one_line():
    with pytest.raises(CGTError) as caught:
        on.thermograph()
    assert "\n" not in str(caught.value)
    out = subprocess.run([sys.executable, "-c", "import sys; from cgt.cli import main; "
                          "sys.exit(main(['thermograph', 'on']))"],
                         capture_output=True, text=True, cwd=ROOT)
    assert out.returncode != 0 and "Traceback" not in out.stderr
    assert len((out.stdout + out.stderr).strip().splitlines()) == 1


@pytest.mark.parametrize("value, universe", [
    (MisereGame(2), "misère play"), (Finite(2), "loopy impartial play"),
    (ValueSet([1]), "entailing play"), (Tally(1, 2), "tallies")])
def test_other_universes_refuse_what_does_not_apply_naming_the_universe(value, universe):
    for ask in (lambda v: v.is_infinitesimal, lambda v: v.left_stop, lambda v: v.compare(v),
                lambda v: v < v, lambda v: v + up):
        with pytest.raises(CGTTypeError, match=universe):
            ask(value)


def test_power_and_power_to_agree_with_their_methods():
    assert cgt.power(up, on) == up.pow("on") == up.pow(on)
    assert cgt.power_to(up, on) == up.pow_to("on") == upon
    for x in (1, 2, 3, "1/2"):
        assert cgt.power_to(up, x) == up.pow_to(x)
    for x in (1, 2, "3/2"):
        assert cgt.power(up, x) == up.pow(x)


METHOD_OF = {"power": "pow", "power_to": "pow_to"}
ARGUMENTS = {"power": (2,), "power_to": (2,), "ordinal_sum": (up,), "subordinate": (on,),
             "is_stopper": (), "onside": (), "offside": ()}


@pytest.mark.parametrize("module", [cgt, cgt.loopy], ids=lambda m: m.__name__)
def test_a_function_and_its_method_agree(module):
    checked = 0
    for name in module.__all__:
        function = getattr(module, name)
        method = METHOD_OF.get(name, name)
        if isinstance(function, type) or not callable(function) or name == "outcome":
            continue   # cgt.loopy.outcome gives the pair of results, .outcome the class
        for value in (up, on, over, dud, game("{1|-1}")):
            if not hasattr(type(value), method) or name not in ARGUMENTS:
                continue
            attribute = getattr(value, method)
            args = ARGUMENTS[name]
            try:
                expected = attribute(*args) if callable(attribute) else attribute
            except CGTError:
                with pytest.raises(CGTError):
                    function(value, *args)
                continue
            assert function(value, *args) == expected, (name, value)
            checked += 1
    assert checked > 0
