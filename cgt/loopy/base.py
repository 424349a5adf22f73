"""The base class of loopy values and the graph of any value.

Every short game is also a loopy game, so the operations of loopy values accept ``Game``
operands (and numbers) and give back a ``Game`` when the result is loopfree. The algorithms
behind the operators live in the modules above this one; the functions below reach them by
importing them on first use, so that no module imports a layer above its own at load time.
"""
from __future__ import annotations

from typing import Any

from cgt.errors import CGTValueError, UnsupportedError
from cgt.lattice import Outcome, SidedLevel, install_operators
from cgt.loopy.graph import Builder, Moves, add_short_game
from cgt.short.coerce import game, operand
from cgt.short.game import Game
from cgt.short.store import GameBase

__all__ = ["LoopyValue", "graph_of"]


# -- the layers above, reached on first use ----------------------------------------------------

def add(x: Any, y: Any) -> Any:
    """x + y of loopy values or short games (``cgt.loopy.arithmetic.add``)."""
    from cgt.loopy import arithmetic
    return arithmetic.add(x, y)


def neg(x: Any) -> Any:
    """-x (``cgt.loopy.arithmetic.neg``)."""
    from cgt.loopy import arithmetic
    return arithmetic.neg(x)


def ge(x: Any, y: Any) -> bool:
    """x >= y (``cgt.loopy.arithmetic.ge``)."""
    from cgt.loopy import arithmetic
    return arithmetic.ge(x, y)


def eq(x: Any, y: Any) -> bool:
    """x == y (``cgt.loopy.arithmetic.eq``)."""
    from cgt.loopy import arithmetic
    return arithmetic.eq(x, y)


def sided(onside: Any, offside: Any) -> Any:
    """onside & offside (``cgt.loopy.sided.sided``)."""
    from cgt.loopy.sided import sided as make
    return make(onside, offside)


def outcome_pair(x: Any) -> Any:
    """The ``LoopyOutcome`` of x (``cgt.loopy.arithmetic.outcome``)."""
    from cgt.loopy import arithmetic
    return arithmetic.outcome(x)


class _Operations:
    """The operations of the layers above that the parser and printer of loopy values use,
    each reached on first use."""

    add = staticmethod(add)
    neg = staticmethod(neg)
    ge = staticmethod(ge)
    eq = staticmethod(eq)
    sided = staticmethod(sided)

    @staticmethod
    def parse(text: str) -> Any:
        from cgt.loopy import parsing
        return parsing.parse(text)

    @staticmethod
    def names() -> dict[str, Any]:
        """The named values the parser reads."""
        from cgt.loopy import named
        return named.READ

    @staticmethod
    def printed_names() -> dict[Any, str]:
        """How the printer writes named values."""
        from cgt.loopy import named
        return named.PRINTED

    @property
    def over(self) -> Any:
        from cgt.loopy import named
        return named.over

    @property
    def upon(self) -> Any:
        from cgt.loopy import named
        return named.upon

    @property
    def on(self) -> Any:
        from cgt.loopy import named
        return named.on


ops = _Operations()


class LoopyValue(SidedLevel):
    """A value of a loopy partizan game that is not a short game: a canonical stopper
    (``Stopper``), a value with stopper sides (``SidedValue``, written ``s & t``) or a value
    whose sides were not found (``UnresolvedValue``).

    Sums, negation and comparison mix freely with short games (``cgt.Game``) and numbers,
    through the coercion of ``cgt.lattice``; a result that is loopfree comes back as a
    ``Game``, and one that is a stopper as a ``Stopper``.
    """

    __slots__ = ()

    def _loopy_graph(self) -> tuple[Moves, Moves, int]:
        raise CGTValueError(f"{self} is known by its sides only and has no game graph to use "
                            "as an option; give its positions as equations instead")

    @classmethod
    def _lift(cls, x: Any) -> Any:
        """``x`` as an operand of loopy arithmetic: a loopy value or a short game as is, and
        anything a short game takes (a dyadic number, ...) as that game."""
        if isinstance(x, (LoopyValue, GameBase)):
            return x
        return Game._lift(x)

    @classmethod
    def _braces(cls, left: list[Any], right: list[Any]) -> Any:
        """{left | right} with loopy options (``cgt.loopy.build.braces``)."""
        from cgt.loopy.build import braces
        return braces(left, right)

    def __neg__(self) -> Any:
        return neg(self)

    def __pos__(self) -> Any:
        return self

    def __hash__(self) -> int:
        raise NotImplementedError

    # -- the vocabulary of every level ---------------------------------------------------------

    @property
    def outcome(self) -> Outcome:
        """The outcome class when infinite play is a draw (*Winning Ways*, ch. 11): L, R, P,
        N, D, or a mixed class such as ``"LD"`` (``cgt.lattice.Outcome``)."""
        return outcome_pair(self).outcome

    def compare(self, other: Any) -> Any:
        """One of ``"<"``, ``"="``, ``">"``, ``"||"`` (confused), as a ``Relation``; ``other``
        may be a value, a number or text in the notation."""
        return super().compare(game(other) if isinstance(other, str) else other)

    @property
    def is_number(self) -> bool:
        """False: a number is a short game, and a loopy value is not one."""
        return False

    @property
    def is_nimber(self) -> bool:
        """False: a nimber is a short game."""
        return False

    @property
    def onside(self) -> Any:
        """The onside s of this value s & t (a stopper is its own onside)."""
        raise UnsupportedError(f"the sides of {self} are not known")

    @property
    def offside(self) -> Any:
        """The offside t of this value s & t (a stopper is its own offside)."""
        raise UnsupportedError(f"the sides of {self} are not known")

    @property
    def is_infinitesimal(self) -> bool:
        """True when both sides lie strictly between -x and x for every positive number x:
        for a stopper, when each stop is 0, ``over`` or ``under`` (Siegel, *CGT*, VI)."""
        if self.is_stopper:
            # A stop is a number, on, off or x + over or x + under (a pseudonumber), and
            # over and under (x = 0) lie between -x and x for every positive number x.
            near_zero = (0, ops.over, -ops.over)
            return self.left_stop in near_zero and self.right_stop in near_zero
        return self.onside.is_infinitesimal and self.offside.is_infinitesimal

    @property
    def left_stop(self) -> Any:
        """L(G) for a stopper: a ``Dyadic`` when the stop is a number, else the pseudonumber
        stopper it is (``on``, ``off``, x + ``over``, x + ``under``; ``cgt.loopy.stops``)."""
        return _stop(self, 0)

    @property
    def right_stop(self) -> Any:
        """R(G) for a stopper: a ``Dyadic`` or a pseudonumber stopper, as ``left_stop``."""
        return _stop(self, 1)

    def thermograph(self) -> Any:
        """Refused: cgt draws thermographs of short games only (Siegel, *CGT*, II.5); the
        thermography of stoppers is not computed."""
        raise UnsupportedError(f"no thermograph of {self}: cgt draws thermographs of short "
                               "games only")

    # -- ordinal sums and powers ---------------------------------------------------------------

    def ordinal_sum(self, other: Any) -> Any:
        """G : H with this stopper as the base (``cgt.loopy.ordinal``)."""
        from cgt.loopy.ordinal import ordinal_sum
        return ordinal_sum(self, other)

    def subordinate(self, base: Any) -> Any:
        """The H with base : H = G; ``CGTError`` if G is no ordinal sum over the base."""
        from cgt.loopy.ordinal import subordinate
        return subordinate(self, base)

    def _ordinal_sum_over(self, base: Any) -> Any:
        from cgt.loopy.ordinal import ordinal_sum
        return ordinal_sum(base, self)

    def _subordinate_under(self, k: Any) -> Any:
        from cgt.loopy.ordinal import subordinate
        return subordinate(k, self)

    def _power_of(self, base: Any) -> Any:
        from cgt.loopy.powers import power_on
        return power_on(base) if self._is_on() else _not_on(self)

    def _power_to_of(self, base: Any) -> Any:
        from cgt.loopy.powers import power_to_on
        return power_to_on(base) if self._is_on() else _not_on(self)

    def _is_on(self) -> bool:
        return self is ops.on

    # -- text --------------------------------------------------------------------------------

    def __str__(self) -> str:
        from cgt.notation import render   # the notation sits above the core
        return render(self)

    def __repr__(self) -> str:
        from cgt.notation import render
        return render(self)

    def __format__(self, spec: str) -> str:
        from cgt.notation import render
        if spec in ("", "s"):
            return render(self)
        if spec in ("u", "latex"):
            return render(self, spec)
        return format(render(self), spec)

    def _repr_latex_(self) -> str:
        from cgt.notation import render
        return f"${render(self, 'latex')}$"


install_operators(LoopyValue, {
    "+": add,
    "-": lambda x, y: add(x, neg(y)),
    "&": sided,
    ">=": ge,
    "<=": lambda x, y: ge(y, x),
    "==": eq,
})


def _stop(x: Any, side: int) -> Any:
    from cgt.loopy.stops import stops
    found = stops(x)[side]
    return found.as_number() if isinstance(found, Game) else found


def _not_on(x: Any) -> Any:
    raise CGTValueError(f"the only loopy exponent of a power is on, not {x}")


def coerce(x: Any) -> Any:
    """A loopy value or short game for an operand, or ``None`` if it is not one."""
    if isinstance(x, (LoopyValue, GameBase)):
        return x
    return operand(x)


def short_graph(g: Game) -> tuple[Moves, Moves, int]:
    """The graph of the canonical form of the short game ``g``."""
    builder = Builder("a short game")
    root = add_short_game(builder, g, {})
    left, right = builder.freeze()
    return left, right, root


def graph_of(x: Any) -> tuple[Moves, Moves, int]:
    """The rooted graph of a short game or of a stopper."""
    if isinstance(x, Game):
        return short_graph(x)
    return x._loopy_graph()
