"""Reading loopy games from text: a thin caller of ``cgt.notation``, where the notation is."""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

__all__: list[str] = []


def parse(text: str, short_parse: Callable[[str], Any] | None = None) -> Any:
    """The value written as ``text`` in CGSuite's notation of loopy games (``a{0|a}``,
    ``{pass|}``, ``on & 0``); see ``cgt.notation.loopy_parser``.

    >>> parse("a{0|a}")
    over
    """
    from cgt.notation.loopy_parser import parse as read   # the notation sits above the core
    return read(text, short_parse)
