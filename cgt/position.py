"""The position protocol shared by rule-defined games, compounds and the impartial engine.

A position is a hashable, immutable object that lists its moves: ``left_options()`` and
``right_options()`` for a partizan game, or ``options()`` for an impartial one. A canonical
``Game`` exposes the same lists as the properties ``left_options`` and ``right_options``; the
functions here accept both spellings, so every algorithm that walks positions also walks games.

``Position`` is the one base class of the rulesets of ``cgt.rulesets``, ``cgt.impartial`` and
``cgt.compounds``. The engines that give its ``value`` and ``nim_value`` sit above this module
(``cgt.rulesets.engine`` and ``cgt.impartial.grundy``), which walk positions with the functions
of this module: ``value`` and ``nim_value`` load them on first use, so a ruleset needs no import
but this module. An object that is no position raises ``CGTTypeError`` where it enters.
"""
from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from functools import cache
from typing import TYPE_CHECKING, Any

from cgt.errors import CGTTypeError, CGTValueError
from cgt.short.game import Game
from cgt.short.named import nimber
from cgt.walk import post_order

__all__ = ["Position"]

if TYPE_CHECKING:
    from cgt.impartial.loopy.values import Loopy


# The engines walk positions with the functions of this module, so they are loaded on first use.
@cache
def value_engine() -> Callable[[Any], Game]:
    """The value engine of partizan positions, ``cgt.rulesets.engine.value``."""
    from cgt.rulesets.engine import value
    return value


@cache
def grundy_engine() -> Callable[[Any], int | Loopy]:
    """The Sprague–Grundy engine of impartial positions, ``cgt.impartial.grundy.grundy``."""
    from cgt.impartial.grundy import grundy
    return grundy


class Position:
    """Base class of rule-defined positions, partizan or impartial.

    A subclass must be hashable and immutable (a frozen ``dataclass`` or ``attrs`` class is the
    easy way) and list its moves, each a position of the same protocol:

    * a **partizan** position defines ``left_options()`` and ``right_options()``;
    * an **impartial** position defines ``options()``, the moves open to either player; its
      Left and Right options are then both ``options()``.

    It may also override these optional hooks, which the engines read:

    * ``components()``: positions whose disjunctive sum this one is (default: itself alone);
    * ``canonical_key()``: a hashable key shared by positions of equal value, such as mirror
      images (default: the position itself);
    * ``is_terminal()``: True when neither player can move, so the value is 0 (default: False,
      meaning "not known to be");
    * ``known_value()``: the value when a theorem gives it directly, else None (the default).

    Two properties value the position:

    * ``value`` is its canonical ``Game``, from the value engine (``cgt.rulesets.value``) for a
      partizan position, and ``nimber(nim_value)`` for an impartial one;
    * ``nim_value`` is the ``n`` with ``value == *n``. For an impartial position it is the
      Grundy value ``grundy(position)`` (the Sprague–Grundy theorem; *Winning Ways*, ch. 3;
      Siegel, *Combinatorial Game Theory*, IV.1), which a ruleset may give in closed form.
      A partizan position whose value is a nimber (Northcott's game, Poker-Nim) has that
      nimber's ``n``; for any other partizan position ``nim_value`` raises ``CGTValueError``.
      (``grundy`` itself reads a partizan position's Left options as its options.)
    """

    __slots__ = ()

    def options(self) -> Sequence[Any]:
        """The moves of an impartial position (either player may make each one)."""
        raise NotImplementedError(f"{type(self).__name__} must define options() (impartial) or "
                                  "left_options() and right_options() (partizan)")

    def left_options(self) -> Sequence[Any]:
        """The positions Left can move to (for an impartial position: ``options()``)."""
        return self.options()

    def right_options(self) -> Sequence[Any]:
        """The positions Right can move to (for an impartial position: ``options()``)."""
        return self.options()

    def components(self) -> Sequence[Any]:
        """The positions whose disjunctive sum this one is (default: itself alone)."""
        return (self,)

    def canonical_key(self) -> Hashable:
        """A key shared by positions of equal value (default: the position itself)."""
        return self

    def is_terminal(self) -> bool:
        """True when neither player can move (default: False, meaning "not known to be")."""
        return False

    def known_value(self) -> Game | None:
        """The value when a theorem gives it directly, else None (the default)."""
        return None

    @property
    def value(self) -> Game:
        """The canonical value of this position (a ``Game``)."""
        if gives_options(self):
            found = self.nim_value
            if not isinstance(found, int):
                raise CGTValueError(f"{self!r} is a loopy position worth {found}, which is not a "
                                    "short game (see cgt.impartial.loopy)")
            return nimber(found)
        return value_engine()(self)

    @property
    def nim_value(self) -> int | Loopy:
        """The ``n`` with ``value == *n``: the Grundy value of an impartial position (or the
        loopy value ``∞_S`` of a loopy one: see ``cgt.impartial.loopy``)."""
        if gives_options(self):
            return grundy_engine()(self)
        found = self.value
        if not found.is_nimber:
            raise CGTValueError(f"{self!r} is worth {found}, which is not a nimber, so it has "
                                "no nim_value")
        return found.birthday


_OPTIONS = Position.options
_GIVES_OPTIONS: dict[type, bool] = {}  # class -> whether it has an options() of its own


def gives_options(position: Any) -> bool:
    """True if ``position`` lists its moves with an ``options()`` of its own (is impartial)."""
    kind = type(position)
    found = _GIVES_OPTIONS.get(kind)
    if found is None:
        found = _GIVES_OPTIONS[kind] = getattr(kind, "options", _OPTIONS) is not _OPTIONS
    return found


_HOOK_NAMES = ("components", "is_terminal", "canonical_key", "known_value")
_DEFAULT_HOOKS = tuple(getattr(Position, name) for name in _HOOK_NAMES)
_HOOKS: dict[type, tuple] = {}


def own_hooks(kind: type) -> tuple:
    """The optional hooks of the class ``kind``: its ``components``, ``is_terminal``,
    ``canonical_key`` and ``known_value`` functions, each None where the class lacks it or keeps
    the default of ``Position`` (so an engine can skip the call)."""
    found = _HOOKS.get(kind)
    if found is None:
        hooks = (getattr(kind, name, None) for name in _HOOK_NAMES)
        found = _HOOKS[kind] = tuple(None if hook is default else hook
                                     for hook, default in zip(hooks, _DEFAULT_HOOKS))
    return found


def _moves(position, name):
    moves = getattr(position, name, None)
    if moves is None:
        raise CGTTypeError(f"{type(position).__name__} {position!r} is not a position: it has no "
                           f"{name}() (see cgt.rulesets.Position for the protocol)")
    return tuple(moves() if callable(moves) else moves)


def left_options_of(position: Any) -> tuple:
    """Left's options of ``position`` (a position with ``left_options()`` or ``options()``,
    or a ``Game``)."""
    if not hasattr(position, "left_options") and hasattr(position, "options"):
        return _moves(position, "options")
    return _moves(position, "left_options")


def right_options_of(position: Any) -> tuple:
    """Right's options of ``position`` (a position with ``right_options()`` or
    ``options()``, or a ``Game``)."""
    if not hasattr(position, "right_options") and hasattr(position, "options"):
        return _moves(position, "options")
    return _moves(position, "right_options")


def options_of(position: Any) -> tuple:
    """The options of an impartial position: ``options()``, or else Left's options."""
    gives = _GIVES_OPTIONS.get(type(position))
    if gives if gives is not None else gives_options(position):
        return _moves(position, "options")
    return _moves(position, "left_options")


def position_argument(position: Any, name: str = "position") -> Any:
    """``position`` itself if it can be a position (hashable, with ``left_options`` or
    ``options``), else ``CGTTypeError`` naming the argument ``name``."""
    if not (hasattr(position, "left_options") or hasattr(position, "options")):
        raise CGTTypeError(f"the {name} must be an object with left_options() and "
                           f"right_options(), or options() (see cgt.rulesets.Position), not "
                           f"{type(position).__name__} {position!r}")
    try:
        hash(position)
    except TypeError:
        raise CGTTypeError(f"the {name} must be hashable (an immutable position), not "
                           f"{type(position).__name__} {position!r}") from None
    return position


def _canonical_key(position):
    canonical = getattr(position, "canonical_key", None)
    return canonical() if canonical is not None else position


def fold_options(position: Any, memo: dict, combine: Callable[[list], Any]) -> Any:
    """``combine(values of the options)`` for ``position`` and, children first, for every
    position below it: the value of a finite acyclic impartial game built from its options.
    Positions with equal ``canonical_key()`` (or equal positions) are valued once; ``memo``
    maps those keys to values. The walk uses an explicit stack."""
    position = position_argument(position)
    root = _canonical_key(position)
    positions = {root: position}    # key -> a position of that key still to be valued

    def expand(key):
        keys = []
        for option in options_of(positions[key]):
            k = _canonical_key(option)
            if k not in memo:
                positions[k] = option
            keys.append(k)
        return keys, keys

    def finish(key, keys):
        del positions[key]
        return combine([memo[k] for k in keys])

    return post_order(root, expand, finish, memo, name=lambda key: repr(positions[key]))
