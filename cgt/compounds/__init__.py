"""Joins and unions: remoteness, suspense numbers and tallies (*Winning Ways* vol. 2, chs. 9–10).

These theories work on positions (full option lists), never on canonical values: equal games may
have different remotenesses or tallies.
"""
from cgt.caches import clear_caches  # every cache of cgt, not only these: see cgt.caches
from cgt.compounds.compound import (
    EMPTY,
    CompoundError,
    Decided,
    Join,
    PassVariant,
    SlowJoin,
    Union,
    Urgent,
    join,
    slow_join,
    union,
    urgent_union,
    with_pass,
)
from cgt.compounds.games import (
    BakedAlaska,
    Coldcake,
    Coolcake,
    CutcakeJoin,
    EatcakeJoin,
    FaladaHorse,
    Hotcake,
    KingsHorse,
    MrsGrundy,
    SeatingGap,
    SquaresOff,
)
from cgt.compounds.outcome import winner
from cgt.compounds.remoteness import join_winner, remoteness, suspense
from cgt.compounds.tallies import INF, NEG_INF, Tally, TallyError, TallyPair
from cgt.compounds.tally_rules import tally

__all__ = [
    "EMPTY",
    "INF",
    "NEG_INF",
    "BakedAlaska",
    "Coldcake",
    "CompoundError",
    "Coolcake",
    "CutcakeJoin",
    "Decided",
    "EatcakeJoin",
    "FaladaHorse",
    "Hotcake",
    "Join",
    "KingsHorse",
    "MrsGrundy",
    "PassVariant",
    "SeatingGap",
    "SlowJoin",
    "SquaresOff",
    "Tally",
    "TallyError",
    "TallyPair",
    "Union",
    "Urgent",
    "join",
    "join_winner",
    "remoteness",
    "slow_join",
    "suspense",
    "tally",
    "union",
    "urgent_union",
    "winner",
    "with_pass",
]
