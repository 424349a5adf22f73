"""Impartial games: nim arithmetic, the Sprague–Grundy engine, heap games and Wythoff's family.

Normal play throughout (the last player to move wins) unless misère play is asked for.
See the user's guide, ``docs/impartial.md`` and ``docs/wythoff.md``.
"""
from cgt.impartial.genus import Genus, genus
from cgt.impartial.grundy import (
    clear_grundy_table,
    grundy,
    grundy_table,
    is_kernel,
    outcome,
    winning_moves,
    winning_moves_in_sum,
)
from cgt.impartial.heap_game import HeapGame, HeapGameError, Heaps
from cgt.impartial.nim import (
    NimberError,
    NimDivisionError,
    mex,
    nim_divide,
    nim_inverse,
    nim_power,
    nim_product,
    nim_sqrt,
    nim_square,
    nim_sum,
)
from cgt.impartial.periodicity import Periodicity, find_periodicity
from cgt.impartial.subtraction import Subtraction
from cgt.impartial.take_and_break import GrundysGame, TakeAndBreak

__all__ = [
    "Genus",
    "GrundysGame",
    "HeapGame",
    "HeapGameError",
    "Heaps",
    "NimDivisionError",
    "NimberError",
    "Periodicity",
    "Subtraction",
    "TakeAndBreak",
    "clear_caches",
    "clear_grundy_table",
    "find_periodicity",
    "genus",
    "grundy",
    "grundy_table",
    "is_kernel",
    "mex",
    "nim_divide",
    "nim_inverse",
    "nim_power",
    "nim_product",
    "nim_sqrt",
    "nim_square",
    "nim_sum",
    "outcome",
    "winning_moves",
    "winning_moves_in_sum",
]

# The Wythoff family and the named rulesets add their public names (their ``__all__``);
# a name already defined here keeps its meaning (``grundy`` is the engine, while
# ``wythoff.grundy(a, b)`` stays in its module).
from cgt.impartial import rulesets, wythoff  # noqa: E402


def _reexport(module):
    for name in getattr(module, "__all__", ()):
        if name not in globals():
            globals()[name] = getattr(module, name)
            __all__.append(name)


_reexport(wythoff)
_reexport(rulesets)
del _reexport


def clear_caches():
    """Empty the caches of this subpackage: the Grundy memo table and cached nim-products."""
    from cgt.impartial.nim import _product

    clear_grundy_table()
    _product.cache_clear()
