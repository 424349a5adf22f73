"""The rulesets of *Winning Ways* vol. 2, chapters 9 and 10, as positions (one component each).

Each is a ``cgt.position.Position``. Its ``value`` is the canonical value of the component
played alone in normal play, with the pieces a move leaves joined or united as the ruleset
says; the join and union theories of ``cgt.compounds`` (remoteness, suspense, tallies) work on
the positions themselves, never on that value.
"""
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
