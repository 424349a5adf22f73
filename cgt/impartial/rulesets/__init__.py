"""Rule-defined impartial games from the sources, as positions with ``options()``.

Every position here is an immutable, hashable ``cgt.position.Position``, so
:func:`cgt.impartial.grundy.grundy` values it; its ``nim_value`` property is that Grundy value,
given in closed form where the sources have one (or a P-test), which the tests check against
the engine.
"""
from cgt.impartial.rulesets.antenim import Antenim
from cgt.impartial.rulesets.base import RulesetError
from cgt.impartial.rulesets.chessboard import (
    BlockedQueen,
    Commander,
    Evenrook,
    KingRook,
    Knight,
    LatinRook,
    Queen,
    Rook,
    WytQueens,
    board_table,
)
from cgt.impartial.rulesets.coins import (
    GRUNT,
    MOCK_TURTLES,
    MOEBIUS,
    MOGUL,
    MOIDORES,
    RULER,
    TRIPLETS,
    TURNIPS,
    TURNING_TURTLES,
    TWINS,
    CoinGrid,
    CoinRow,
    TartanProduct,
    Turning,
)
from cgt.impartial.rulesets.nim_games import MooreNim, Nim, NorthcottGaps, PokerNimHeaps
from cgt.impartial.rulesets.subtraction import SubtractionHeap
from cgt.impartial.rulesets.take_away import FibonacciNim, Mem, zeckendorf
from cgt.impartial.rulesets.welter import Antonim, Synonim, Welter, welter_function
from cgt.impartial.rulesets.wythoff_heaps import WythoffHeaps, three_heap_table
from cgt.position import Position

WhiteKnight = Knight

__all__ = [
    "GRUNT", "MOCK_TURTLES", "MOEBIUS", "MOGUL", "MOIDORES", "RULER", "TRIPLETS", "TURNIPS",
    "TURNING_TURTLES",
    "TWINS", "CoinGrid", "CoinRow", "TartanProduct", "Turning",
    "Antenim", "Antonim", "BlockedQueen", "Commander", "Evenrook", "FibonacciNim", "KingRook",
    "Knight", "Mem",
    "LatinRook", "MooreNim", "Nim", "NorthcottGaps", "PokerNimHeaps", "Position", "Queen", "Rook",
    "RulesetError", "SubtractionHeap", "Synonim", "Welter", "WhiteKnight", "WythoffHeaps",
    "WytQueens", "board_table", "three_heap_table", "welter_function", "zeckendorf",
]
