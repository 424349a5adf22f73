"""Short (loopfree) partizan games in canonical form.

The layers, bottom up: ``game`` (the ``Game`` type, the intern store, the number/up/nimber
triple of ``nus`` and the ``stops``); ``order``, ``canonical`` and ``arithmetic``; the named
values; and the algorithms of temperature theory and its relatives (``thermograph``,
``cooling``, ``products``, ``atomic``, ``reduced``, ``companion``, ``ordinal``). Each imports
only from below it; the methods of ``Game`` reach the layers above through ``game.ops``, which
is filled in here.
"""
from cgt.short import (arithmetic, atomic, canonical, companion, cooling, named, ordinal,
                       order, products, reduced, thermograph)
from cgt.short.game import Game, game, ops
from cgt.short.named import (down, miny, nimber, number_up_star, star, switch, tiny, up,
                             zero)
from cgt.short.powers import power, power_to, short_power, short_power_to
from cgt.short import counting, ordinal_product
from cgt.short.ordinal_product import ugly_nimber_product
from cgt.short.outcome import Outcome, Relation
from cgt.short import nus_heat, nus_order, nus_sums  # noqa: F401,E402  (install their hooks)

ops.canonical = canonical.canonical
ops.le = order.le
ops.add = arithmetic.add
ops.neg = arithmetic.neg
ops.times = arithmetic.times
ops.mean_and_temperature = cooling.mean_and_temperature
ops.thermograph = thermograph.thermograph
ops.cool = cooling.cool
ops.freeze = cooling.freeze
ops.heat = cooling.heat
ops.overheat = cooling.overheat
ops.warm = cooling.warm
ops.incentives = products.incentives
ops.norton = products.norton
ops.conway_product = products.conway_product
ops.atomic_weight = atomic.atomic_weight
ops.reduced = reduced.reduced
ops.companion = companion.companion
ops.ordinal_sum = ordinal.ordinal_sum
ops.subordinate = ordinal.subordinate
ops.power = short_power
ops.power_to = short_power_to
ops.ordinal_product = ordinal_product.ordinal_product
ops.ugly_product = ugly_nimber_product
ops.stop_count = counting.stop_count
ops.follower_count = counting.follower_count
ops.followers = counting.followers
ops.uptimal_expansion = counting.uptimal_expansion


def negative(g: Game) -> Game:
    """-G without the checks of the ``-`` operator, for search loops over canonical games."""
    return g._neg or arithmetic.neg(g)


__all__ = ["Game", "Outcome", "Relation", "game", "negative", "zero", "star", "up", "down",
           "nimber", "number_up_star", "switch", "tiny", "miny", "power", "power_to"]
