"""Impartial games: nim arithmetic, the Sprague–Grundy engine, heap games and Wythoff's family.

Normal play throughout (the last player to move wins) unless misère play is asked for.
See the user's guide, ``docs/impartial.md`` and ``docs/wythoff.md``.
"""
from cgt.caches import clear_caches  # every cache of cgt, not only these: see cgt.caches
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
from cgt.impartial import (loopy, misere, rulesets, vectors, wythoff, wythoff_bounded,
                           wythoff_generalized)
from cgt.impartial.heap_game import HeapGame, HeapGameError, Heaps
from cgt.impartial.misere import (MisereGame, MisereQuotient, misere_grundy, misere_nim_outcome,
                                  misere_nim_winning_moves, misere_outcome, misere_quotient)
from cgt.impartial.misere_kayles import misere_kayles_outcome, misere_kayles_winning_moves
from cgt.numbers.nim import (
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
from cgt.impartial.rulesets import (Antenim, Antonim, BlockedQueen, Commander, Evenrook, KingRook,
                                    Knight, LatinRook, MooreNim, Nim, NorthcottGaps, PokerNimHeaps,
                                    Queen, Rook, RulesetError, SubtractionHeap, Synonim, Welter,
                                    WhiteKnight, WythoffHeaps, WytQueens, board_table,
                                    three_heap_table, welter_function)
from cgt.impartial.saved import load_genera, load_nim_values, save_genera, save_nim_values
from cgt.impartial.subtraction import Subtraction
from cgt.impartial.take_and_break import GrundysGame, TakeAndBreak

__all__ = [
    # modules: the Wythoff family, vector games, misère play (the rulesets of the sources are
    # in ``cgt.impartial.rulesets``, whose classes are listed below; ``impartial.loopy`` and
    # ``impartial.misere`` are reached by those names, as ``loopy`` and ``misere`` name others)
    "vectors", "wythoff", "wythoff_bounded", "wythoff_generalized",
    # rulesets
    "Antenim", "Antonim", "BlockedQueen", "Commander", "Evenrook", "KingRook", "Knight",
    "LatinRook", "MooreNim", "Nim", "NorthcottGaps", "PokerNimHeaps", "Queen", "Rook",
    "RulesetError",
    "SubtractionHeap", "Synonim", "Welter", "WhiteKnight", "WythoffHeaps", "WytQueens",
    "board_table", "three_heap_table", "welter_function",
    # misère play
    "MisereGame", "MisereQuotient", "misere_grundy", "misere_nim_outcome",
    "misere_nim_winning_moves", "misere_outcome", "misere_quotient",
    # nim arithmetic, the Grundy engine, heap games
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
    "clear_grundy_table",
    "find_periodicity",
    "genus",
    "grundy",
    "grundy_table",
    "is_kernel",
    "load_genera",
    "load_nim_values",
    "mex",
    "misere_kayles_outcome",
    "misere_kayles_winning_moves",
    "nim_divide",
    "nim_inverse",
    "nim_power",
    "nim_product",
    "nim_sqrt",
    "nim_square",
    "nim_sum",
    "save_genera",
    "save_nim_values",
    "winning_moves",
    "winning_moves_in_sum",
]
