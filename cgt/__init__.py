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
from cgt.numbers.dyadic import Dyadic  # the number of stops, means and temperatures
import cgt.notation  # noqa: E402,F401  (the parser and the printers)
from cgt.numbers.surreal import (Ordinal, Surreal, epsilon, omega, surreal,  # noqa: E402
                                 transfinite_nimber)

# Every cache, in every subpackage, registers itself in cgt.caches where it is made.

__all__ = ["CGTError", "Dyadic", "Game", "GameForm", "NotAtomicError", "NotShortError", "Ordinal",
           "Outcome", "ParseError", "Relation", "Surreal", "Thermograph", "Trajectory",
           "cache_info", "clear_caches", "down", "epsilon", "form", "game", "miny", "nimber",
           "number_up_star", "omega", "power", "power_to", "set_cache_budget", "star", "surreal",
           "switch", "tiny", "transfinite_nimber", "up", "zero"]


def __getattr__(name: str) -> object:
    """``cgt.survey``, the package of surveys, imported when first asked for (it brings in the
    database and, when a survey runs, Dask)."""
    if name == "survey":
        import cgt.survey
        return cgt.survey
    raise AttributeError(f"module 'cgt' has no attribute {name!r}")
