"""Every error cgt raises on purpose is a CGTError that names the bad argument.

The first tests pin cases that once leaked a plain ``ValueError``, ``TypeError`` or
``AttributeError``, or gave no error at all. The sweep then calls every public function,
constructor and class method of the REPL namespace, and every method of a game, with
arguments of the wrong type or value: only a ``CGTError`` may escape.
"""
import inspect
import types
from fractions import Fraction

import numpy as np
import pytest
import sympy

import cgt
import cgt.loopy
from cgt import Game, game, nimber, up
from cgt.caches import set_cache_budget
from cgt.cli import namespace
from cgt.compounds import Tally, tally
from cgt.errors import CGTError, CGTTypeError, CGTValueError, ResourceError
from cgt.impartial import GrundysGame, TakeAndBreak, genus, grundy, mex, wythoff
from cgt.numbers.checks import integer, items, natural, positive
from cgt.rulesets import Col, Domineering, DotsAndBoxes, TranspositionTable, value


# -- the listed cases -----------------------------------------------------------------------------

@pytest.mark.parametrize("call, kind, words", [
    (lambda: nimber(-1), CGTValueError, "nimber"),
    (lambda: up.pow(0), CGTValueError, "exponent"),
    (lambda: TranspositionTable(max_entries=0), CGTValueError, "max_entries"),
    (lambda: Tally.parse("1_-2"), CGTValueError, "timer"),
    (lambda: value(42), CGTTypeError, "42"),
    (lambda: grundy(None), CGTTypeError, "None"),
    (lambda: genus(None), CGTTypeError, "None"),
    (lambda: tally(42), CGTTypeError, "42"),
    (lambda: Col.path(-3), CGTValueError, "vertices"),
    (lambda: mex([-1, "a"]), CGTError, "mex"),
    (lambda: Game(left="01"), CGTTypeError, "left options"),
    (lambda: Game(left=[0], right=5), CGTTypeError, "right options"),
    (lambda: nimber(True), CGTTypeError, "bool"),
    (lambda: nimber(2.0), CGTTypeError, "float"),
    (lambda: game(0.5), CGTTypeError, "float"),
])
def test_listed_bad_arguments_raise_cgt_errors(call, kind, words):
    with pytest.raises(kind) as error:
        call()
    assert words in str(error.value)


def test_the_plain_exception_classes_still_catch_them():
    with pytest.raises(ValueError):
        nimber(-1)
    with pytest.raises(TypeError):
        Game(left="01")


def test_a_list_of_options_is_still_a_list():
    assert Game(left=[0], right=[1]) == game("1/2")
    assert Game(left=(x for x in [0]), right=()) == 1


@pytest.mark.parametrize("n", [4, np.int64(4), np.uint8(4), Fraction(4), sympy.Integer(4)])
def test_integers_of_every_kind_are_accepted(n):
    assert nimber(n) == game("*4")
    assert game(n) == 4


@pytest.mark.parametrize("n", [4, np.int64(4), np.uint8(4)])
def test_integers_multiply_games(n):
    assert n * up == up * n == game("^4")


@pytest.mark.parametrize("x", [Fraction(3, 8), sympy.Rational(3, 8), "3/8", "0.375", " 3 / 8 "])
def test_numbers_of_every_kind_are_accepted(x):
    assert game("{1|0}").cool(x) == game("{1|0}").cool(game("3/8"))


@pytest.mark.parametrize("text", ["1e100000000", "1E5", "2**3", "0x10", "inf", "nan", "1/0"])
def test_numbers_as_text_have_no_exponents(text):
    # "1e100000000" would be a number of a hundred million digits: refused, not computed.
    with pytest.raises(CGTError):
        game("{1|0}").cool(text)


def test_a_toll_as_text_has_no_exponent():
    with pytest.raises(CGTError):
        Tally.parse("1e100000000_2")


# -- the integer checks ---------------------------------------------------------------------------

def test_integer_accepts_integers_and_whole_rationals():
    assert [integer(v) for v in (3, np.int32(3), Fraction(6, 2), sympy.Integer(3))] == [3] * 4
    assert natural(0) == 0 and positive(1) == 1


@pytest.mark.parametrize("bad, kind", [
    (True, CGTTypeError), (1.0, CGTTypeError), ("3", CGTTypeError), (None, CGTTypeError),
    (Fraction(1, 2), CGTValueError), (sympy.Rational(1, 2), CGTValueError),
])
def test_integer_refuses_the_rest_naming_the_argument(bad, kind):
    with pytest.raises(kind, match="the size"):
        integer(bad, "size")


def test_natural_and_positive_name_the_argument():
    with pytest.raises(CGTValueError, match="the heap must be a natural number"):
        natural(-1, "heap")
    with pytest.raises(CGTValueError, match="the side must be a positive integer, not 0"):
        positive(0, "side")


def test_items_refuses_text_and_single_values():
    assert items([1, 2]) == (1, 2) and items(range(2)) == (0, 1)
    for bad in ("ab", 5, None):
        with pytest.raises(CGTTypeError, match="the heaps"):
            items(bad, "heaps")


# -- resources ------------------------------------------------------------------------------------

@pytest.mark.parametrize("call", [
    lambda: Domineering.rectangle(10**18, 10**18),
    lambda: TakeAndBreak("0.77").nim_values(10**12),
    lambda: GrundysGame().nim_value(10**12),
    lambda: DotsAndBoxes(10**6, 10**6),
    lambda: wythoff.grundy_table(10**6, 10**7),
    lambda: wythoff.p_positions(10**12),
])
def test_requests_that_cannot_fit_are_refused_with_the_estimate(call):
    with pytest.raises(ResourceError, match=r"needs about [\d.]+ [KMGTPEZY]iB|needs about 2\*\*"):
        call()


def test_a_resource_error_is_a_memory_error():
    with pytest.raises(MemoryError):
        Domineering.rectangle(10**18, 10**18)


def test_a_huge_heap_of_a_periodic_game_is_valued_by_its_period():
    # Kayles (0.77) is periodic with period 12 from heap 71 on (Winning Ways, vol. 1, ch. 4).
    kayles = TakeAndBreak("0.77")
    assert kayles.nim_value(10**12) == kayles.nim_value(71 + (10**12 - 71) % 12)


def test_a_long_domineering_strip_is_valued():
    # Only Right (horizontal dominoes) can move on one row: 32 moves there, so the value is -32.
    assert Domineering.rectangle(1, 64).value == -32
    assert Domineering.rectangle(64, 1).value == 32


def test_the_domineering_limit_is_stated_as_it_is():
    with pytest.raises(CGTError, match="at most 63 squares wide or at most 63 tall"):
        Domineering.rectangle(64, 64).value


# -- the sweep ------------------------------------------------------------------------------------

BAD = [None, -1, True, 1.5, "x", [], object()]
HUGE = [10**100, -10**100]


def _module_callables(name, module, found):
    # A module's __all__, or else the public functions and classes it defines.
    public = getattr(module, "__all__", None) or [
        n for n, attr in vars(module).items() if not n.startswith("_")
        and getattr(attr, "__module__", None) == module.__name__]
    for n in public:
        attr = getattr(module, n)
        if callable(attr) and not isinstance(attr, types.ModuleType):
            found[f"{name}.{n}"] = attr


def _public_callables():
    found = {}
    for name, obj in namespace().items():
        if isinstance(obj, types.ModuleType):
            _module_callables(name, obj, found)
        elif callable(obj):
            found[name] = obj
    # cgt.loopy is not in the REPL's namespace, whose name ``loopy`` is cgt.impartial.loopy.
    _module_callables("cgt.loopy", cgt.loopy, found)
    for name, obj in list(found.items()):
        if inspect.isclass(obj):
            for n in dir(obj):
                attr = inspect.getattr_static(obj, n)
                if (not n.startswith("_") and isinstance(attr, (classmethod, staticmethod))
                        and (attr.__func__.__module__ or "").startswith("cgt")):
                    found[f"{name}.{n}"] = getattr(obj, n)
    for g in (game("{1|0}"), up):
        for n in dir(g):
            if not n.startswith("_") and inspect.isfunction(getattr(type(g), n, None)):
                found[f"{g}.{n}"] = getattr(g, n)
    return found


CALLABLES = _public_callables()


def _required_positional(f):
    try:
        parameters = inspect.signature(f).parameters.values()
    except (TypeError, ValueError):
        return 1
    count = 0
    for p in parameters:
        if p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD) and p.default is p.empty:
            count += 1
        elif p.kind == p.VAR_POSITIONAL:
            count = max(count, 1)
    return count


def _argument_lists(f, values):
    k = _required_positional(f)
    for bad in values:
        if k:
            yield (bad,) * k
        for i in range(k if k > 1 else 0):
            yield tuple(bad if j == i else 1 for j in range(k))


@pytest.fixture
def budget_restored():
    # the sweep calls set_cache_budget and set_vertex_budget with its own arguments
    budget = cgt.caches.DEFAULT_BUDGET
    vertices = cgt.loopy.graph.VERTEX_BUDGET
    yield
    set_cache_budget(budget)
    cgt.loopy.set_vertex_budget(vertices)


def _only_cgt_errors(f, values):
    for args in _argument_lists(f, values):
        try:
            f(*args)
        except CGTError:
            pass


def test_the_sweep_reaches_every_part_of_cgt():
    names = set(CALLABLES)
    for expected in ("nimber", "Domineering.rectangle", "grundy", "tally", "wythoff.grundy_table",
                     "vectors.VectorGame", "^.cool", "Tally.parse", "cgt.loopy.value_of_graph"):
        assert expected in names
    assert len(names) > 250


@pytest.mark.parametrize("name", sorted(CALLABLES))
def test_bad_arguments_raise_only_cgt_errors(name, budget_restored):
    _only_cgt_errors(CALLABLES[name], BAD)


@pytest.mark.parametrize("name", sorted(CALLABLES))
def test_huge_arguments_raise_only_cgt_errors(name, budget_restored):
    _only_cgt_errors(CALLABLES[name], HUGE)
