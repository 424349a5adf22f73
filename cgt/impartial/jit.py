"""Inner loops compiled by numba, or run as plain Python when numba is not importable.

A function decorated with :func:`kernel` is an ordinary Python function over numpy arrays and
integers.  On its first call it is compiled by ``numba.njit`` with ``cache=True``, so the
machine code is written next to the source (or to numba's user-wide cache directory) and a
later process loads it instead of compiling again.  Without numba, or with the environment
variable ``NUMBA_DISABLE_JIT=1``, the same function runs in the interpreter with the same
results, only slower.  numba is loaded on first use, not when :mod:`cgt` is imported.

Kernels call no other kernels, so each compiles on its own.  Their arguments are checked
against the annotations (``np.ndarray``, ``int``, ``bool``) before the call, so that a wrong
type is a ``CGTTypeError`` that shows the signature rather than a compiler's typing error;
shapes and sizes are the caller's to get right, as the kernels do not check their indices.
"""
from __future__ import annotations

import functools
import inspect
import operator
from typing import Any, Callable

import numpy as np

from cgt.errors import CGTTypeError
from cgt.numbers.checks import shown

__all__ = ["kernel"]


def _is_integer(x: Any) -> bool:
    if isinstance(x, (bool, np.bool_)):
        return False
    try:
        operator.index(x)
    except TypeError:
        return False
    return True


def _describe(x: Any) -> str:
    if isinstance(x, np.ndarray):
        return f"{x.ndim}-d array of {x.dtype}"
    return type(x).__name__


# What an argument annotated with each of these names must be, and its description.
_KINDS = {
    "np.ndarray": (lambda x: isinstance(x, np.ndarray), "a numpy array"),
    "int": (_is_integer, "an integer"),
    "bool": (lambda x: isinstance(x, (bool, np.bool_)), "True or False"),
}
_ANYTHING = (lambda x: True, "anything")   # an argument without one of these annotations


def _compile(function: Callable) -> Callable:
    try:
        import numba
    except ImportError:
        return function
    return numba.njit(cache=True, nogil=True)(function)


class kernel:
    """A function compiled on its first call (see the module's docstring).

    ``python`` is the plain function; ``compiled()`` the callable in use (compiled, loaded
    from the disk cache, or ``python`` itself without numba).
    """

    def __init__(self, function: Callable) -> None:
        functools.update_wrapper(self, function)
        self.python = function
        self._call: Callable | None = None
        parameters = inspect.signature(function).parameters
        self._checks = [(name, _KINDS.get(p.annotation, _ANYTHING))
                        for name, p in parameters.items()]
        self._call_text = "{}({})".format(function.__name__, ", ".join(
            name if p.annotation is p.empty else f"{name}: {p.annotation}"
            for name, p in parameters.items()))

    def compiled(self) -> Callable:
        """The compiled function (numba compiles it lazily, per argument types)."""
        if self._call is None:
            self._call = _compile(self.python)
        return self._call

    def __call__(self, *args: Any) -> Any:
        self._check(args)
        call = self._call
        if call is None:
            call = self.compiled()
        try:
            return call(*args)
        except Exception as error:
            if not type(error).__module__.startswith("numba"):
                raise
            # numba could not compile for these arguments (an array of the wrong dimension)
            raise CGTTypeError(f"{self._call_text} cannot take arrays of these dimensions and "
                               f"types: {', '.join(_describe(a) for a in args)}") from None

    def _check(self, args: tuple) -> None:
        if len(args) != len(self._checks):
            raise TypeError(f"{self._call_text} takes {len(self._checks)} arguments, not "
                            f"{len(args)}")
        for arg, (parameter, (fits, kind)) in zip(args, self._checks):
            if not fits(arg):
                raise CGTTypeError(f"the argument {parameter} of {self._call_text} must be "
                                   f"{kind}, not {type(arg).__name__} {shown(arg)}")

    def __repr__(self) -> str:
        return f"<kernel {self.python.__module__}.{self.python.__qualname__}>"


def numba_version() -> str | None:
    """The version of numba that compiles the kernels, or ``None`` if they run as Python."""
    try:
        import numba
    except ImportError:
        return None
    from numba.core import config
    return None if config.DISABLE_JIT else numba.__version__  # type: ignore[attr-defined]
