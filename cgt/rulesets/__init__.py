"""Rule-defined games: positions of concrete games and the engine that values them.

Every position has ``left_options()``, ``right_options()`` and a ``value`` property (its
canonical ``Game``); ``value(position)`` values any object that follows the protocol of
``Position``. Dots-and-Boxes, a scoring game, has its own solver (``DotsAndBoxes``).
"""
from cgt.position import Position
from cgt.caches import clear_caches as clear  # every cache of cgt: see cgt.caches
from cgt.rulesets.amazons import Amazons
from cgt.rulesets.backsliding_toads_and_frogs import BackslidingToadsAndFrogs
from cgt.rulesets.clobber import Clobber
from cgt.rulesets.col_snort import Col, Snort
from cgt.rulesets.cutcake import Cutcake, Eatcake, MaundyCake
from cgt.rulesets.domineering import Cram, Domineering
from cgt.rulesets.dots_and_boxes import DotsAndBoxes
from cgt.rulesets.engine import TranspositionTable, value
from cgt.rulesets.fox_and_geese import FoxAndGeese
from cgt.rulesets.hackenbush import Hackenbush
from cgt.rulesets.konane import Konane
from cgt.rulesets.loopy_hackenbush import LoopyHackenbush
from cgt.rulesets.partizan_heaps import Northcott, PokerNim
from cgt.rulesets.sisyphus import Sisyphus
from cgt.rulesets.toads_and_frogs import ToadsAndFrogs
from cgt.rulesets.toppling_dominoes import TopplingDominoes


__all__ = ["Amazons", "BackslidingToadsAndFrogs", "Clobber", "Col", "Cram", "Cutcake",
           "Domineering", "DotsAndBoxes", "Eatcake", "FoxAndGeese", "Hackenbush", "Konane",
           "LoopyHackenbush", "MaundyCake", "Northcott", "PokerNim", "Position", "Sisyphus",
           "Snort", "ToadsAndFrogs", "TopplingDominoes", "TranspositionTable", "value"]
