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

from cgt import caches as _caches
from cgt.caches import cache_info, clear_caches
from cgt.errors import CGTError, NotAtomicError, NotShortError, ParseError
from cgt.short import (Game, down, game, miny, nimber, number_up_star, power, power_to, star,
                       switch, tiny, up, zero)
from cgt.short.thermograph import Thermograph
from cgt.short.trajectory import Trajectory
from cgt.short import (arithmetic as _arithmetic, canonical as _canonical, order as _order,
                       ordinal as _ordinal, products as _products)
from cgt.short.game import interned_games as _interned_games
import cgt.notation  # noqa: F401  (installs the parser and printer into the core)


# Every cache registers itself in ``cgt.caches``; ``clear_caches()`` empties all of them, in
# every subpackage, and ``cache_info()`` reports their sizes. The core's operation tables are
# registered here as one entry until they register themselves.
_CORE_TABLES = (_arithmetic, _canonical, _order, _ordinal, _products)


def _clear_core():
    for module in _CORE_TABLES:
        module.clear()
    for g in _interned_games():
        g._memo = None


def _core_size():
    return (len(_arithmetic._ADD) + len(_canonical._SIMPLEST) + len(_order._LE)
            + len(_ordinal._ORDINAL) + len(_products._CONWAY)
            + sum(g._memo is not None for g in _interned_games()))


_caches.register("short", _clear_core, _core_size)


__all__ = ["CGTError", "Game", "NotAtomicError", "NotShortError", "ParseError", "Thermograph",
           "Trajectory", "cache_info", "clear_caches",
           "down", "game", "miny", "nimber", "number_up_star", "power", "power_to", "star",
           "switch", "tiny", "up", "zero"]
