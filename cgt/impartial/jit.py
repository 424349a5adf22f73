"""Inner loops compiled by numba, or run as plain Python when numba is not importable.

A function decorated with :func:`kernel` is an ordinary Python function over numpy arrays and
integers.  On its first call it is compiled by ``numba.njit`` with ``cache=True``, so the
machine code is written next to the source (or to numba's user-wide cache directory) and a
later process loads it instead of compiling again.  Without numba, or with the environment
variable ``NUMBA_DISABLE_JIT=1``, the same function runs in the interpreter with the same
results, only slower.  numba is loaded on first use, not when :mod:`cgt` is imported.

Kernels call no other kernels, so each compiles on its own.
"""
from __future__ import annotations

import functools
from typing import Any, Callable


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
        self._call = None

    def compiled(self) -> Callable:
        """The compiled function (numba compiles it lazily, per argument types)."""
        if self._call is None:
            self._call = _compile(self.python)
        return self._call

    def __call__(self, *args: Any) -> Any:
        call = self._call
        if call is None:
            call = self.compiled()
        return call(*args)

    def __repr__(self) -> str:
        return f"<kernel {self.python.__module__}.{self.python.__qualname__}>"


def numba_version() -> str | None:
    """The version of numba that compiles the kernels, or ``None`` if they run as Python."""
    try:
        import numba
    except ImportError:
        return None
    from numba.core import config
    return None if config.DISABLE_JIT else numba.__version__
