"""Short (loopfree) partizan games in canonical form."""
from cgt.short.convert import game
from cgt.short.game import Game
from cgt.short.named import (down, miny, nimber, number_up_star, power, power_to, star,
                             switch, tiny, up, zero)

# The modules behind the methods of ``Game`` (see ``temperature_methods``), loaded with the
# package so that no method call pays for an import.
from cgt.short import atomic, companion, cooling, products, reduced, thermograph  # noqa: F401

__all__ = ["Game", "game", "zero", "star", "up", "down", "nimber", "number_up_star", "switch",
           "tiny", "miny", "power", "power_to"]
