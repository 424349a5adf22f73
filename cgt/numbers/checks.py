"""Checks of the integers that functions take as arguments: heap sizes, counts, indices."""
import operator

from cgt.errors import CGTTypeError, CGTValueError


def natural(x, what, error=None):
    """``x`` as a Python int, if it is a natural number (0, 1, 2, ...).

    Ints and numpy integers are accepted; ``bool``, floats (even whole ones) and negative
    numbers are not. ``what`` names the argument in the message. The error is a
    ``CGTTypeError`` for a value that is not an integer and a ``CGTValueError`` for a negative
    one, unless ``error`` gives the class to raise for both (for a family of functions that
    has its own error).

    >>> natural(3, "heap size")
    3
    >>> natural(-1, "heap size")
    Traceback (most recent call last):
      ...
    cgt.errors.CGTValueError: a heap size must be a natural number, not -1
    """
    if isinstance(x, bool):
        n = None
    else:
        try:
            n = operator.index(x)
        except TypeError:
            n = None
    if n is None:
        raise (error or CGTTypeError)(f"a {what} must be a natural number, not {x!r}")
    if n < 0:
        raise (error or CGTValueError)(f"a {what} must be a natural number, not {n}")
    return n
