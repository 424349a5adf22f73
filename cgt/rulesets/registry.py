"""The registry of rulesets: every position class of ``cgt.rulesets`` and
``cgt.impartial.rulesets``, by name, with the text form it reads.

``RULESETS`` maps a command-line name (``"domineering"``) to a ``Ruleset``: the class, what the
game is, an example position in the text form, and the two functions between text and position
(``read`` and ``write``). The command ``cgt value NAME POSITION``, the table of rulesets in the
guide and the tests all read this one table. ``CONSTRUCTED`` lists the position classes that
have no text form, each with an example call of its constructor (the form its ``repr`` takes).

Every position's ``repr`` is one line that evaluates back to an equal position, as in
``Domineering('..#|...')``; its ``str`` is its picture in text, and ``_repr_svg_`` its picture
in a notebook.
"""
from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from cgt.errors import CGTValueError
from cgt.impartial import rulesets as heaps
from cgt.rulesets.amazons import Amazons
from cgt.rulesets.backsliding_toads_and_frogs import BackslidingToadsAndFrogs
from cgt.rulesets.checkers import Checkers
from cgt.rulesets.childish_hackenbush import ChildishHackenbush
from cgt.rulesets.clobber import Clobber
from cgt.rulesets.clobber_variants import (
    AntiClobber, DiagonalClobber, KingsClobber, QueensClobber, RooksClobber,
)
from cgt.rulesets.col_snort import Col, Snort
from cgt.rulesets.cutcake import Cutcake, Eatcake, MaundyCake, TurnAndEatcake
from cgt.rulesets.domineering import Cram, Domineering
from cgt.rulesets.dots_and_boxes import DotsAndBoxes
from cgt.rulesets.fission import Fission
from cgt.rulesets.grid import BoardError
from cgt.rulesets.hackenbush import Hackenbush
from cgt.rulesets.konane import Konane
from cgt.rulesets.partizan_heaps import Northcott, PokerNim
from cgt.rulesets.quicksort import PseudoQuicksort, Quicksort
from cgt.rulesets.sisyphus import Sisyphus
from cgt.rulesets.ski_jumps import SkiJumps
from cgt.rulesets.toads_and_frogs import ElephantsAndRhinos, ToadsAndFrogs
from cgt.rulesets.toppling_dominoes import TopplingDominoes

__all__ = [
    "BASES", "CONSTRUCTED", "RULESETS", "Ruleset", "UnknownRuleset", "markdown_table", "ruleset",
]

RECTANGLE = re.compile(r"^\s*(\d+)\s*[xX\u00d7]\s*(\d+)\s*$")
SIZED_LINES = re.compile(r"^\s*(\d+)\s*[xX\u00d7]\s*(\d+)\s*(.*)$", re.S)


class UnknownRuleset(CGTValueError):
    """A ruleset name that the registry does not hold."""


def _text(position: Any) -> str:
    return str(position.text)


@dataclass(frozen=True)
class Ruleset:
    """One ruleset: its ``name`` on the command line, its position class ``cls``, what the game
    is (``summary``), an ``example`` position in the text form, and the text form itself:
    ``read(text)`` is the position ``text`` writes, and ``write(position)`` its text."""

    name: str
    cls: type
    summary: str
    example: str
    read: Callable[[str], Any]
    write: Callable[[Any], str] = _text


def _board(cls: Any) -> Callable[[str], Any]:
    """The reader of a board class: its text, or ``RxC`` for the empty rectangle."""
    def read(text: str) -> Any:
        size = RECTANGLE.match(text)
        return cls.rectangle(int(size.group(1)), int(size.group(2))) if size else cls(text)
    return read


def _dots_and_boxes(text: str) -> DotsAndBoxes:
    board = SIZED_LINES.match(text)
    if not board:
        raise BoardError(f"a Dots-and-Boxes position is its size and the lines drawn, as in "
                         f"'3x3 AB BC FG', not {text!r}")
    return DotsAndBoxes(int(board.group(1)), int(board.group(2)), board.group(3))


def _heaps(cls: Any) -> Callable[[str], Any]:
    """The reader of a class of heaps: the sizes, separated by spaces."""
    def read(text: str) -> Any:
        try:
            sizes = [int(word) for word in text.replace(",", " ").split()]
        except ValueError:
            raise BoardError(f"{cls.__name__} is written as heap sizes such as '3 5 7', "
                             f"not {text!r}") from None
        return cls(sizes)
    return read


def _heap_text(position: Any) -> str:
    return " ".join(map(str, position.heaps))


def _entry(name: str, cls: Any, summary: str, example: str,
           read: Callable[[str], Any] | None = None,
           write: Callable[[Any], str] = _text) -> tuple[str, Ruleset]:
    return name, Ruleset(name, cls, summary, example, cls if read is None else read, write)


#: The rulesets with a text form, by their command-line name.
RULESETS: dict[str, Ruleset] = dict([
    _entry("amazons", Amazons, "queens L and R move and shoot; # is burnt", "L..|..R"),
    _entry("anti-clobber", AntiClobber,
           "a stone steps to an empty square and leaves an opponent's stone", "xoxo|oo.."),
    _entry("antonim", heaps.Antonim, "Nim in which no two non-empty heaps have the same size",
           "1 3 5", _heaps(heaps.Antonim), _heap_text),
    _entry("backsliding-toads-and-frogs", BackslidingToadsAndFrogs,
           "Toads-and-Frogs in which a creature may also step back (loopy)", "t.f"),
    _entry("checkers", Checkers, "men b, w and kings B, W of checkers on a small board",
           "....|..B.|.w..|...."),
    _entry("childish-hackenbush", ChildishHackenbush,
           "Hackenbush in which no blue or red edge may be cut if anything falls", "0-1L 1-2R"),
    _entry("clobber", Clobber, "stones x (Left) and o (Right) capture a neighbour", "xox|ox."),
    _entry("col", Col, "colour a vertex not next to one of your colour", "..L|0-1 1-2"),
    _entry("cram", Cram, "dominoes placed either way on a grid (impartial Domineering)",
           "..#|...", _board(Cram)),
    _entry("cutcake", Cutcake, "cakes h x w; Left cuts along columns, Right along rows",
           "2x3 + 1x4"),
    _entry("diagonal-clobber", DiagonalClobber, "Clobber with diagonal captures", "xo|ox"),
    _entry("domineering", Domineering, "dominoes on a grid; Left vertical, Right horizontal",
           "..#|...", _board(Domineering)),
    _entry("dots-and-boxes", DotsAndBoxes,
           "a scoring game with its own solver: the size and the lines drawn", "2x2 AB BC",
           _dots_and_boxes),
    _entry("eatcake", Eatcake, "Left eats a column of a cake, Right a row", "2x3"),
    _entry("elephants-and-rhinos", ElephantsAndRhinos, "Toads-and-Frogs without jumps",
           "tttt..fff"),
    _entry("fission", Fission, "stones x split onto the two empty squares beside them",
           "...|.x.|..."),
    _entry("hackenbush", Hackenbush,
           "blue (L), red (R) and green (G) edges over a ground at vertex 0", "0-1L 1-2R 1-3G"),
    _entry("kings-clobber", KingsClobber, "Clobber with a king's reach", "xo|ox"),
    _entry("konane", Konane, "a stone captures by jumping over an opponent's stone", "xox|ox."),
    _entry("maundy-cake", MaundyCake,
           "Left cuts a cake into equal columns, Right into equal rows", "2x3"),
    _entry("nim", heaps.Nim, "reduce one heap to any smaller size", "3 5 7",
           _heaps(heaps.Nim), _heap_text),
    _entry("northcott", Northcott,
           "rows of an x and an o; a piece moves along its row, never past the other",
           "x..o|.o.x"),
    _entry("poker-nim", PokerNim,
           "Nim heaps and each player's reserve of chips, which may be put back", "3 4 6 | 5 2"),
    _entry("pseudo-quicksort", PseudoQuicksort,
           "pivot on a number; only the numbers between it and its place move", "4,1,3,2"),
    _entry("queens-clobber", QueensClobber, "Clobber with a queen's reach", "xo|ox"),
    _entry("quicksort", Quicksort,
           "pivot on a number: the smaller ones go before it, the larger after, in order",
           "4,1,3,2"),
    _entry("rooks-clobber", RooksClobber, "Clobber with a rook's reach", "xo|ox"),
    _entry("sisyphus", Sisyphus, "one stone of Sisyphus on a square a1 to f6", "d2"),
    _entry("ski-jumps", SkiJumps,
           "skiers L slide east and R west, off the slope; a jumper leaps the skier below",
           ".L.|.R.|..."),
    _entry("snort", Snort, "colour a vertex not next to one of the other colour",
           "...|0-1 1-2"),
    _entry("synonim", heaps.Synonim,
           "every heap of the chosen size is reduced, all by the same amount",
           "1 3 5", _heaps(heaps.Synonim), _heap_text),
    _entry("toads-and-frogs", ToadsAndFrogs, "toads t move right, frogs f left, stepping or "
           "jumping", "tt..ff"),
    _entry("toppling-dominoes", TopplingDominoes,
           "a row of L, R, G dominoes toppled left or right", "LRG"),
    _entry("turn-and-eatcake", TurnAndEatcake,
           "Eatcake in which the pieces are turned after each move", "2x3"),
    _entry("welter", heaps.Welter, "Nim on heaps of pairwise distinct sizes (0 counts as a size)",
           "1 3 5", _heaps(heaps.Welter), _heap_text),
])

#: The position classes with no text form, by module and name, each with an example call of its
#: constructor (the form its ``repr`` takes); the sums, joins and other compounds of
#: ``cgt.compounds`` and the positions of ``cgt.impartial``'s own engines are here too.
CONSTRUCTED: dict[str, str] = {
    "cgt.rulesets.arc_kayles.ArcKayles": "ArcKayles([(0, 1, 'G'), (1, 2, 'G')])",
    "cgt.rulesets.arc_kayles.PartizanArcKayles": "PartizanArcKayles([(0, 1, 'L'), (1, 2, 'R')])",
    "cgt.rulesets.placement.DigraphPlacement":
        "DigraphPlacement(3, [(0, 1), (1, 2)], blue=[0], red=[1, 2])",
    "cgt.rulesets.fox_and_geese.FoxAndGeese": "FoxAndGeese([(1, 1), (1, 3)], (3, 3))",
    "cgt.rulesets.loopy_hackenbush.LoopyHackenbush": "LoopyHackenbush([(0, 1, 'L'), (1, 1, 'R')])",
    "cgt.rulesets.no_highway.NoHighway": "NoHighway(2, 2, [(1, 1)])",
    "cgt.rulesets.heap_rules.PartizanEuclid": "PartizanEuclid(8, 3)",
    "cgt.rulesets.heap_rules.PartizanSubtraction": "PartizanSubtraction(6, [1, 3], [2, 3])",
    "cgt.impartial.rulesets.antenim.Antenim": "Antenim((5, 3), (0, 0))",
    "cgt.impartial.rulesets.chessboard.BlockedQueen": "BlockedQueen(2, 3, frozenset({(1, 1)}))",
    "cgt.impartial.rulesets.chessboard.Commander": "Commander(2, 3)",
    "cgt.impartial.rulesets.chessboard.Evenrook": "Evenrook(2, 3)",
    "cgt.impartial.rulesets.chessboard.KingRook": "KingRook(2, 3)",
    "cgt.impartial.rulesets.chessboard.Knight": "Knight(2, 3)",
    "cgt.impartial.rulesets.chessboard.LatinRook": "LatinRook(2, 3)",
    "cgt.impartial.rulesets.chessboard.Queen": "Queen(2, 3, 1)",
    "cgt.impartial.rulesets.chessboard.Rook": "Rook(2, 3)",
    "cgt.impartial.rulesets.chessboard.WytQueens": "WytQueens(((1, 1), (2, 3)))",
    "cgt.impartial.rulesets.coins.CoinGrid": "CoinGrid(TartanProduct(RULER, RULER), 'T|H')",
    "cgt.impartial.rulesets.coins.CoinRow": "CoinRow(RULER, 'THHT')",
    "cgt.impartial.rulesets.nim_games.MooreNim": "MooreNim((3, 5, 7), 2)",
    "cgt.impartial.rulesets.nim_games.NorthcottGaps": "NorthcottGaps((2, 3), 8)",
    "cgt.impartial.rulesets.nim_games.PokerNimHeaps": "PokerNimHeaps((3, 5))",
    "cgt.impartial.rulesets.subtraction.SubtractionHeap": "SubtractionHeap(7, (1, 3), 0)",
    "cgt.impartial.rulesets.take_away.FibonacciNim": "FibonacciNim(10, 4)",
    "cgt.impartial.rulesets.take_away.Mem": "Mem(10, 2)",
    "cgt.impartial.rulesets.wythoff_heaps.WythoffHeaps": "WythoffHeaps((3, 5), 1, False)",
    "cgt.impartial.heap_game.Heaps": "GrundysGame().position(3, 5)",
    "cgt.impartial.vectors.VectorPosition": "VectorPosition(VectorGame((1, 2), (2, 1)), (3, 3))",
    "cgt.impartial.vectors.ExtendedWythoff": "ExtendedWythoff((3, 5))",
    "cgt.impartial.vectors.ThreeVectorPosition":
        "ThreeVectorPosition(ThreeVectorGame(1, 2, 1), 2, 3, 1)",
    "cgt.impartial.loopy.l_game.LGame": "LGame(0x0311, 0x00e8, 0x8002)",
    "cgt.impartial.loopy.fair_shares.FairShares": "FairShares([3, 2, 1])",
    "cgt.impartial.entailing.games.TopEntails": "TopEntails(n=3)",
    "cgt.impartial.entailing.games.EntailingNim": "EntailingNim(n=4)",
    "cgt.impartial.entailing.games.GoldbachNim": "GoldbachNim(n=6)",
    "cgt.impartial.entailing.games.AllSquare": "AllSquare(n=5)",
    "cgt.impartial.entailing.games.WytQueensWithTrains": "WytQueensWithTrains(x=2, y=3)",
    "cgt.impartial.entailing.games.PrimWithTails": "PrimWithTails(n=5)",
    "cgt.impartial.entailing.games.DimWithTails": "DimWithTails(n=5)",
    "cgt.compounds.compound.Join": "join(Domineering('..|..'), Nim((2,)))",
    "cgt.compounds.compound.SlowJoin": "slow_join(Domineering('..|..'))",
    "cgt.compounds.compound.Union": "union(Domineering('..|..'))",
    "cgt.compounds.compound.PassVariant": "with_pass(Domineering('..|..'))",
    "cgt.compounds.compound.Urgent": "Urgent(Domineering('..|..'))",
    "cgt.compounds.compound.Decided": "Decided('L')",
    "cgt.compounds.games.cakes.CutcakeJoin": "CutcakeJoin(2, 3)",
    "cgt.compounds.games.cakes.EatcakeJoin": "EatcakeJoin(2, 3)",
    "cgt.compounds.games.cakes.Hotcake": "Hotcake(2, 3)",
    "cgt.compounds.games.cakes.Coldcake": "Coldcake(2, 3)",
    "cgt.compounds.games.cakes.Coolcake": "Coolcake(2, 3)",
    "cgt.compounds.games.cakes.BakedAlaska": "BakedAlaska(2, 3)",
    "cgt.compounds.games.grundy.MrsGrundy": "MrsGrundy(5)",
    "cgt.compounds.games.horses.KingsHorse": "KingsHorse(2, 3)",
    "cgt.compounds.games.horses.FaladaHorse": "FaladaHorse(2, 3)",
    "cgt.compounds.games.seating.SeatingGap": "SeatingGap('L', 3, 'R')",
    "cgt.compounds.games.squares_off.SquaresOff": "SquaresOff(4)",
}

#: Base classes that share the moves of their rulesets and are no ruleset themselves.
BASES = ("cgt.rulesets.stones.StoneBoard", "cgt.impartial.rulesets.chessboard.Piece",
         "cgt.impartial.entailing.position.EntailingPosition")


def ruleset(name: str) -> Ruleset:
    """The ruleset called ``name`` (case and ``-``/``_`` do not matter), or ``UnknownRuleset``
    listing the names."""
    key = name.lower().replace("_", "-").replace(" ", "-")
    found = RULESETS.get(key)
    if found is None:
        raise UnknownRuleset(f"no ruleset {name!r}; the rulesets are {', '.join(RULESETS)} "
                             "(cgt value --list)")
    return found


def markdown_table() -> str:
    """The table of the rulesets with a text form, in Markdown, as the guide shows it."""
    def cell(text: str) -> str:
        return text.replace("|", "\\|")
    rows = ["| name | class | example | game |", "|---|---|---|---|"]
    rows += [f"| `{r.name}` | `{r.cls.__name__}` | `{cell(r.example)}` | {cell(r.summary)} |"
             for r in RULESETS.values()]
    return "\n".join(rows)
