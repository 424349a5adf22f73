"""The check of natural-number arguments."""
import numpy as np
import pytest
from hypothesis import given, strategies as st

from cgt.errors import CGTError, CGTTypeError, CGTValueError
from cgt.numbers.checks import natural


@given(st.integers(0, 10**30))
def test_natural_numbers_pass_as_ints(n):
    assert natural(n, "heap size") == n and type(natural(n, "heap size")) is int


@pytest.mark.parametrize("x", [np.int64(7), np.uint8(7), np.int32(7)])
def test_numpy_integers_pass(x):
    assert natural(x, "count") == 7 and type(natural(x, "count")) is int


@pytest.mark.parametrize("x", [True, False, 2.0, 1.5, np.float64(3.0), np.True_, "3", None])
def test_non_integers_are_type_errors_naming_the_argument(x):
    with pytest.raises(CGTTypeError, match="row count"):
        natural(x, "row count")


@given(st.integers(max_value=-1))
def test_negatives_are_value_errors_naming_the_argument(n):
    with pytest.raises(CGTValueError, match=f"heap size must be a natural number.*{n}"):
        natural(n, "heap size")


def test_a_family_may_raise_its_own_error_for_negatives():
    class FamilyError(CGTValueError):
        pass

    with pytest.raises(FamilyError):
        natural(-1, "index", FamilyError)
    assert issubclass(FamilyError, CGTError)
