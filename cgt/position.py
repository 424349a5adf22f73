"""The position protocol shared by rule-defined games, compounds and the impartial engine.

A position is a hashable, immutable object that lists its moves: ``left_options()`` and
``right_options()`` for a partizan game, or ``options()`` for an impartial one. A canonical
``Game`` exposes the same lists as the properties ``left_options`` and ``right_options``; the
functions here accept both spellings, so every algorithm that walks positions also walks games.
Anything else raises ``CGTTypeError``.
"""
from cgt.errors import CGTTypeError



def _moves(position, name):
    moves = getattr(position, name, None)
    if moves is None:
        raise CGTTypeError(f"{type(position).__name__} {position!r} is not a position: it has no "
                           f"{name}() (see cgt.rulesets.Position for the protocol)")
    return tuple(moves() if callable(moves) else moves)


def left_options_of(position):
    """Left's options of ``position`` (a position with ``left_options()``, or a ``Game``)."""
    if not hasattr(position, "left_options") and hasattr(position, "options"):
        return _moves(position, "options")
    return _moves(position, "left_options")


def right_options_of(position):
    """Right's options of ``position`` (a position with ``right_options()``, or a ``Game``)."""
    if not hasattr(position, "right_options") and hasattr(position, "options"):
        return _moves(position, "options")
    return _moves(position, "right_options")


def options_of(position):
    """The options of an impartial position: ``options()``, or else Left's options."""
    if hasattr(position, "options"):
        return _moves(position, "options")
    return _moves(position, "left_options")


def position_argument(position, name="position"):
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
