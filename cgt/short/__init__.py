"""Short (loopfree) partizan games in canonical form.

The layers, bottom up: ``game`` (the ``Game`` type, the intern store, the number/up/nimber
triple of ``nus`` and the ``stops``); ``order``, ``canonical`` and ``arithmetic``; the named
values; and the algorithms of temperature theory and its relatives (``thermograph``,
``cooling``, ``products``, ``atomic``, ``reduced``, ``companion``, ``ordinal``). Each imports
only from below it, except that ``game`` imports the algorithms behind its methods at its end,
after ``Game`` is complete, so that they can import ``Game`` back.
"""
from cgt.short.game import Game, game
from cgt.short import arithmetic
from cgt.short.named import (down, miny, nimber, number_up_star, star, switch, tiny, up,
                             zero)
from cgt.short.powers import power, power_to
from cgt.short.outcome import Outcome, Relation
from cgt.short import nus_heat, nus_order, nus_sums  # noqa: F401,E402  (install their hooks)


def negative(g: Game) -> Game:
    """-G without the checks of the ``-`` operator, for search loops over canonical games."""
    return g._neg or arithmetic.neg(g)


__all__ = ["Game", "Outcome", "Relation", "game", "negative", "zero", "star", "up", "down",
           "nimber", "number_up_star", "switch", "tiny", "miny", "power", "power_to"]
