"""Loopy partizan games: game graphs, stoppers, sides (``&``), sums, comparison and
simplification (*Winning Ways*, vol. 2, ch. 11; Siegel, *Combinatorial Game Theory*, ch. VI).

>>> from cgt.loopy import game, on, off, over
>>> on + off
dud
>>> game("a{0|a}") is over
True
>>> over + 1
1over
"""
from cgt.loopy.arithmetic import (downsum, is_stopper, loopy_value, offside, onside, outcome,
                                  upsum, value_of_graph)
from cgt.loopy.base import LoopyValue
from cgt.loopy.degree import (class_bounds, degree, downsum_variety, is_stable, upsum_variety,
                               variety)
from cgt.loopy.build import braces, equation_values, equations, position_value
from cgt.loopy.graph import set_vertex_budget
from cgt.loopy.named import (dud, hi, hot, lo, miny, off, on, ono, oof, over, tiny, tis, tisn,
                             under, up_on, upon, upon_star)
from cgt.loopy.outcome import LoopyOutcome, Result
from cgt.loopy.ordinal import ordinal_sum, subordinate
from cgt.loopy.parsing import parse
from cgt.loopy.powers import power_on, power_to_on
from cgt.loopy.sided import SidedValue, UnresolvedValue, sided
from cgt.loopy.stopper import Stopper
from cgt.loopy.stops import is_pseudonumber, stops
from cgt.short.coerce import game

__all__ = ["LoopyOutcome", "LoopyValue", "Result", "SidedValue", "Stopper", "UnresolvedValue",
           "braces", "class_bounds", "degree", "downsum", "downsum_variety", "dud",
           "equation_values", "equations", "game", "hi", "hot", "is_pseudonumber", "is_stable",
           "is_stopper", "lo", "loopy_value", "off", "offside", "on", "ono", "onside", "oof",
           "ordinal_sum", "over", "position_value", "power_on", "power_to_on", "set_vertex_budget",
           "sided", "stops", "subordinate", "tis", "tisn", "under", "up_on", "upon", "upon_star",
           "upsum", "upsum_variety", "value_of_graph", "variety"]
