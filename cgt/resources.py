"""Planned memory: a request whose size is known in advance is refused before it allocates.

A function that is about to build an array or a bitboard of a size its arguments fix calls
``check_memory(nbytes, what)`` first. When the estimate exceeds the memory of the machine, the
request cannot succeed, and ``ResourceError`` (a ``MemoryError``) says so at once, with the
estimate, instead of failing deep inside numpy or after minutes of work.

>>> check_memory(10**20, "a table of 10**19 values")  # doctest: +ELLIPSIS
Traceback (most recent call last):
  ...
cgt.errors.ResourceError: a table of 10**19 values needs about 86.7 EiB of memory, more than this machine has (...)
"""
from __future__ import annotations

import os

from cgt.errors import ResourceError

__all__: list[str] = []

_UNITS = ("bytes", "KiB", "MiB", "GiB", "TiB", "PiB", "EiB", "ZiB", "YiB")
# Assumed when the platform does not tell: a large workstation.
_FALLBACK_MEMORY = 1 << 37


def physical_memory() -> int:
    """The machine's physical memory in bytes (or 128 GiB where the platform does not say)."""
    try:
        return os.sysconf("SC_PAGE_SIZE") * os.sysconf("SC_PHYS_PAGES")
    except (AttributeError, ValueError, OSError):
        return _FALLBACK_MEMORY


def size_text(nbytes: int) -> str:
    """``nbytes`` in binary units, as ``7.28 TiB``; very large sizes as a power of two."""
    if nbytes < 1024:
        return f"{nbytes} bytes"
    for exponent, unit in enumerate(_UNITS):
        if nbytes < 1024 ** (exponent + 1) or exponent == len(_UNITS) - 1:
            if nbytes >= 1024 ** len(_UNITS):
                return f"2**{nbytes.bit_length() - 1} bytes"
            return f"{nbytes / 1024 ** exponent:.1f} {unit}"
    raise AssertionError("unreachable")


def check_memory(nbytes: int, what: str) -> None:
    """Raise ``ResourceError`` if ``what``, estimated at ``nbytes`` bytes, cannot fit in memory."""
    available = physical_memory()
    if nbytes > available:
        raise ResourceError(f"{what} needs about {size_text(nbytes)} of memory, more than this "
                            f"machine has ({size_text(available)})")
