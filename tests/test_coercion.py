"""Every pair of kinds under every operator: an exact result or a CGTTypeError, symmetric,
with == transitive and hashes agreeing (cgt.lattice, "One coercion")."""
import itertools
import operator
from fractions import Fraction

import pytest

import cgt
from cgt import Ordinal, game, omega, star, surreal, switch, transfinite_nimber, up
from cgt.compounds.tallies import Tally
from cgt.errors import CGTError, CGTTypeError
from cgt.impartial.entailing.value_set import ValueSet
from cgt.impartial.loopy.values import Finite, Loopy
from cgt.impartial.misere import MisereGame
from cgt.loopy import SidedValue, Stopper, dud, on, over
from cgt.numbers.dyadic import Dyadic
from cgt.numbers.surreal import omega_ordinal

KINDS = {
    "int 0": 0, "int 2": 2, "int 3": 3, "Fraction 1/2": Fraction(1, 2),
    "Fraction 1/3": Fraction(1, 3), "float 0.5": 0.5, "float 3.0": 3.0,
    "Dyadic 1/2": Dyadic(1, 1), "game 1/2": game("1/2"), "game 3": game(3), "game 0": game(0),
    "nimber *2": star * 0 + cgt.nimber(2), "up": up, "switch": switch(1), "on": on,
    "over": over, "dud": dud, "surreal 1/2": surreal("1/2"), "surreal 3": surreal(3),
    "surreal 1/3": surreal("1/3"), "omega": omega, "Ordinal 3": Ordinal(3),
    "Ordinal omega": omega_ordinal, "nimber *omega": transfinite_nimber("omega"),
    "misère *1": MisereGame(1), "misère *2": MisereGame(2), "Smith *2": Finite(2),
    "Smith loopy": Loopy({1}), "value set": ValueSet([1]), "tally": Tally(1, 2),
}
OPERATORS = {"+": operator.add, "-": operator.sub, "*": operator.mul, "==": operator.eq,
             "!=": operator.ne, "<": operator.lt, "<=": operator.le, ">": operator.gt,
             ">=": operator.ge}
REFLECTED = {"==": "==", "!=": "!=", "<": ">", "<=": ">=", ">": "<", ">=": "<="}
PAIRS = list(itertools.product(KINDS, repeat=2))


def _python_number(x):
    return type(x) in (int, float, Fraction, Dyadic)   # Dyadic: the numbers module's own


def outcome_of(op, a, b):
    """("ok", result) or ("refused", None); any other exception fails the test."""
    try:
        return "ok", op(a, b)
    except CGTError:
        return "refused", None


@pytest.mark.parametrize("left, right", PAIRS, ids=[f"{a} ~ {b}" for a, b in PAIRS])
def test_every_operator_is_exact_or_refused_with_a_cgt_error(left, right):
    a, b = KINDS[left], KINDS[right]
    if _python_number(a) and _python_number(b):
        return   # Python's own arithmetic
    for symbol, op in OPERATORS.items():
        try:
            op(a, b)
        except CGTError:
            pass
        except Exception as error:   # a TypeError or AttributeError that is not cgt's
            pytest.fail(f"{left} {symbol} {right} raised {type(error).__name__}: {error}")


@pytest.mark.parametrize("left, right", PAIRS, ids=[f"{a} ~ {b}" for a, b in PAIRS])
def test_comparisons_are_symmetric_and_equal_values_hash_alike(left, right):
    a, b = KINDS[left], KINDS[right]
    if _python_number(a) and _python_number(b):
        return
    for symbol, reflected in REFLECTED.items():
        assert outcome_of(OPERATORS[symbol], a, b) == \
            outcome_of(OPERATORS[reflected], b, a), symbol
    if a == b:
        assert hash(a) == hash(b)
    if isinstance(a, cgt.lattice.Value) and not isinstance(a, Dyadic):
        found = outcome_of(lambda x, y: x.compare(y), a, b)
        assert found[0] == "refused" or found[1] in ("<", "=", ">", "||")


COMMUTATIVE = [(a, b) for a, b in PAIRS if "Ordinal" not in a + b]


@pytest.mark.parametrize("left, right", COMMUTATIVE,
                         ids=[f"{a} + {b}" for a, b in COMMUTATIVE])
def test_sums_commute_across_kinds(left, right):
    a, b = KINDS[left], KINDS[right]
    if _python_number(a) and _python_number(b):
        return
    assert outcome_of(operator.add, a, b) == outcome_of(operator.add, b, a)


def test_equality_is_transitive_across_kinds():
    values = list(KINDS.items())
    for (p, a), (q, b), (r, c) in itertools.permutations(values, 3):
        if "Smith" in p + r and q.startswith("int"):
            continue   # a Smith value equals its Grundy int, which is not the number game
        if _python_number(a) and _python_number(c):
            continue   # Python's (and the Dyadic type's) own equality
        if a == b and b == c:
            assert a == c, (p, q, r)


def test_the_values_the_issue_names():
    half = Fraction(1, 2)
    assert game("1/2") == 0.5 and surreal("1/2") == 0.5 and 0.5 == game("1/2")
    assert hash(game("1/2")) == hash(0.5) == hash(half) == hash(surreal("1/2"))
    assert game(3) == Ordinal(3) == surreal(3) == 3 and Ordinal(3) == game(3)
    assert len({hash(game(3)), hash(Ordinal(3)), hash(surreal(3)), hash(3)}) == 1
    assert surreal("1/2") == Dyadic(1, 1) == game("1/2") and Dyadic(1, 1) == surreal("1/2")
    assert surreal("1/2") + up == game("1/2^") and up + surreal("1/2") == game("1/2^")
    assert game("1/2") + surreal("1/3") == surreal("5/6")


@pytest.mark.parametrize("make, words", [
    (lambda: omega + up, ("surreal number", "short game")),
    (lambda: up + omega, ("surreal number", "short game")),
    (lambda: up + Fraction(1, 3), ("short game", "rational")),
    (lambda: up + 0.5, ("float", "inexact")),
    (lambda: transfinite_nimber("omega") + 1, ("transfinite nimber", "integer")),
    (lambda: omega_ordinal - 1, ("ordinal", "-")),
    (lambda: MisereGame(1) + up, ("misère form", "misère play")),
    (lambda: up + MisereGame(1), ("misère form", "misère play")),
    (lambda: Finite(1) + up, ("Smith value", "loopy impartial play")),
    (lambda: MisereGame(1) < MisereGame(2), ("misère form", "order")),
    (lambda: transfinite_nimber("omega") < transfinite_nimber("omega+1"), ("nimber", "order")),
    (lambda: on + omega, ("stopper", "surreal number")),
])
def test_a_refusal_names_both_kinds_and_why(make, words):
    with pytest.raises(CGTTypeError) as caught:
        make()
    for word in words:
        assert word in str(caught.value)


def test_a_plain_number_beside_a_misere_form_is_a_nim_heap_but_never_equal_to_one():
    g = MisereGame(2)
    assert g + 1 == g + MisereGame(1) == 1 + g and g - 2 == MisereGame(0)
    assert g != 2 and MisereGame(0) != 0
    assert g * 2 == g + g   # k copies, as for short games


def test_mixed_results_are_the_lowest_level_that_holds_them():
    assert on + -on is dud and type(dud) is SidedValue   # on + off is dud, a sided value
    assert type(on + 1) is Stopper
    assert type(over + 0) is Stopper and over - game("1/2") + game("1/2") == over
    assert type(surreal("1/2") + up) is cgt.Game
    assert type(Ordinal(3) + up) is cgt.Game and Ordinal(3) + game(1) == Ordinal(4)
    assert type(transfinite_nimber("omega") + transfinite_nimber("omega")) is cgt.Game
