"""Reading surreal numbers from text: a thin caller of ``cgt.notation``, where the notation is."""
from __future__ import annotations

from typing import TYPE_CHECKING

__all__: list[str] = []

if TYPE_CHECKING:
    from cgt.numbers.surreal.surreal import Surreal


def parse(text: str) -> Surreal:
    """The surreal number written in ``text`` (``"omega^omega + 1/(omega+1)"``, ``"sqrt(2)"``);
    see ``cgt.notation.surreal_parser``."""
    from cgt.notation.surreal_parser import parse as read   # the notation sits above the core
    return read(text)
