"""The rulesets of *Winning Ways* vol. 2, chapters 9 and 10, as positions (one component each)."""
from cgt.compounds.games.cakes import (BakedAlaska, Coldcake, Coolcake, CutcakeJoin, EatcakeJoin,
                                       Hotcake)
from cgt.compounds.games.grundy import MrsGrundy
from cgt.compounds.games.horses import FaladaHorse, KingsHorse
from cgt.compounds.games.seating import SeatingGap
from cgt.compounds.games.squares_off import SquaresOff

__all__ = [
    "BakedAlaska",
    "Coldcake",
    "Coolcake",
    "CutcakeJoin",
    "EatcakeJoin",
    "FaladaHorse",
    "Hotcake",
    "KingsHorse",
    "MrsGrundy",
    "SeatingGap",
    "SquaresOff",
]
