"""Short (loopfree) partizan games in canonical form."""
from cgt.short.convert import game
from cgt.short.game import Game
from cgt.short.named import (down, miny, nimber, number_up_star, power, power_to, star,
                             switch, tiny, up, zero)

__all__ = ["Game", "game", "zero", "star", "up", "down", "nimber", "number_up_star", "switch",
           "tiny", "miny", "power", "power_to"]
