"""cgt: an exact algebra of combinatorial games.

The REPL namespace: ``game`` turns numbers and notation into canonical games, ``Game`` builds
``{left | right}``, and the named values and constructors of short games are here.

>>> from cgt import game, up, star
>>> up + up + star
^^*
>>> game("{0|*}") == up
True
"""
__version__ = "0.1.0"

import sys

from cgt.errors import CGTError, NotAtomicError, NotShortError, ParseError
from cgt.short import (Game, down, game, miny, nimber, number_up_star, power, power_to, star,
                       switch, tiny, up, zero)
from cgt.short.thermograph import Thermograph
from cgt.short.trajectory import Trajectory
import cgt.notation  # noqa: F401  (installs the parser and printer into the core)


# Caches outside the core: (module, function that empties it). A module not yet imported has
# nothing cached, so it is not imported just to be cleared.
_EXTRA_CACHES = [
    ("cgt.rulesets.dots_and_boxes_solver", "clear_cache"),
    ("cgt.impartial.wythoff", "clear_caches"),
    ("cgt.short.products", "clear"),
    ("cgt.compounds", "clear_caches"),
    ("cgt.impartial", "clear_caches"),
    ("cgt.rulesets", "clear"),
]


def clear_caches():
    """Empty every operation cache (sums, comparisons, ordinal sums). Values stay valid."""
    from cgt.short import arithmetic, canonical, order, ordinal
    from cgt.short.game import interned_games

    arithmetic.clear()
    canonical.clear()
    order.clear()
    ordinal.clear()
    for module, name in _EXTRA_CACHES:
        if module in sys.modules:
            getattr(sys.modules[module], name)()
    for g in interned_games():
        g._memo = None


__all__ = ["CGTError", "Game", "NotAtomicError", "NotShortError", "ParseError", "Thermograph",
           "Trajectory", "clear_caches",
           "down", "game", "miny", "nimber", "number_up_star", "power", "power_to", "star",
           "switch", "tiny", "up", "zero"]
