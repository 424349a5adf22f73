"""Rule-defined games: positions of concrete games and the engine that values them.

Every position has ``left_options()``, ``right_options()`` and a ``value`` property (its
canonical ``Game``); ``value(position)`` values any object that follows the protocol of
``Position``. Dots-and-Boxes, a scoring game, has its own solver (``DotsAndBoxes``).
"""
from cgt.position import Position
from cgt.caches import clear_caches as clear  # every cache of cgt: see cgt.caches
from cgt.rulesets.amazons import Amazons
from cgt.rulesets.backsliding_toads_and_frogs import BackslidingToadsAndFrogs
from cgt.rulesets.checkers import Checkers
from cgt.rulesets.childish_hackenbush import ChildishHackenbush
from cgt.rulesets.arc_kayles import ArcKayles, PartizanArcKayles
from cgt.rulesets.clobber import Clobber
from cgt.rulesets.clobber_variants import (
    AntiClobber, DiagonalClobber, KingsClobber, QueensClobber, RooksClobber,
)
from cgt.rulesets.col_snort import Col, Snort
from cgt.rulesets.cutcake import Cutcake, Eatcake, MaundyCake, TurnAndEatcake
from cgt.rulesets.domineering import Cram, Domineering
from cgt.rulesets.dots_and_boxes import DotsAndBoxes
from cgt.rulesets.engine import TranspositionTable, value
from cgt.rulesets.fission import Fission
from cgt.rulesets.fox_and_geese import FoxAndGeese
from cgt.rulesets.heap_rules import PartizanEuclid, PartizanSubtraction
from cgt.rulesets.hackenbush import Hackenbush
from cgt.rulesets.konane import Konane
from cgt.rulesets.no_highway import NoHighway
from cgt.rulesets.loopy_hackenbush import LoopyHackenbush
from cgt.rulesets.partizan_heaps import Northcott, PokerNim
from cgt.rulesets.placement import BipartiteSnort, DigraphPlacement
from cgt.rulesets.sensible import sensible_left_options, sensible_right_options
from cgt.rulesets.quicksort import PseudoQuicksort, Quicksort
from cgt.rulesets.sisyphus import Sisyphus
from cgt.rulesets.ski_jumps import SkiJumps
from cgt.rulesets.toads_and_frogs import ElephantsAndRhinos, ToadsAndFrogs
from cgt.rulesets.toppling_dominoes import TopplingDominoes


__all__ = [
    "Amazons", "AntiClobber", "ArcKayles", "BackslidingToadsAndFrogs", "BipartiteSnort",
    "Checkers", "ChildishHackenbush", "Clobber", "Col", "Cram", "Cutcake", "DiagonalClobber",
    "DigraphPlacement", "Domineering", "DotsAndBoxes", "Eatcake", "ElephantsAndRhinos",
    "Fission", "FoxAndGeese", "Hackenbush", "KingsClobber", "Konane", "LoopyHackenbush",
    "MaundyCake", "NoHighway", "Northcott", "PartizanArcKayles", "PartizanEuclid",
    "PartizanSubtraction", "PokerNim", "Position", "PseudoQuicksort", "QueensClobber",
    "Quicksort", "RooksClobber", "Sisyphus", "SkiJumps", "Snort", "ToadsAndFrogs", "TopplingDominoes", "TranspositionTable", "TurnAndEatcake",
    "sensible_left_options", "sensible_right_options", "value",
]
