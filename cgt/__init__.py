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

from cgt.caches import cache_info, clear_caches, set_cache_budget
from cgt.errors import CGTError, NotAtomicError, NotShortError, ParseError
from cgt.short import (Game, Outcome, Relation, down, game, miny, nimber, number_up_star, power,
                       power_to, star, switch, tiny, up, zero)
from cgt.short.forms import GameForm, form
from cgt.short.thermograph import Thermograph
from cgt.short.trajectory import Trajectory
import cgt.notation  # noqa: E402,F401  (installs the parser and printer into the core)

# Every cache, in every subpackage, registers itself in cgt.caches where it is made.

__all__ = ["CGTError", "Game", "GameForm", "NotAtomicError", "NotShortError", "Outcome", "ParseError",
           "Relation", "Thermograph", "Trajectory", "cache_info", "clear_caches", "down", "form", "game",
           "miny", "nimber", "number_up_star", "power", "power_to", "set_cache_budget", "star",
           "switch", "tiny", "up", "zero"]
