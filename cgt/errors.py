"""The exceptions of cgt: every error the library raises on purpose is a ``CGTError``.

Where Python users expect a built-in exception, the error is also one: ``CGTValueError`` is a
``ValueError`` and ``CGTTypeError`` a ``TypeError``, so ``except ValueError`` keeps working.
"""
from __future__ import annotations

__all__ = [
    "CGTError", "CGTValueError", "CGTTypeError", "ParseError", "NotShortError", "NotAtomicError",
    "LoopyPositionError", "ResourceError", "UnsupportedError"
]


class CGTError(Exception):
    """Base class of every error raised by cgt."""


class CGTValueError(CGTError, ValueError):
    """An argument of the right type with a value cgt cannot take; the message names it."""


class CGTTypeError(CGTError, TypeError):
    """An argument of a type cgt cannot take; the message names it."""


class ParseError(CGTValueError):
    """Text that is not in the game notation; the message names the column."""

    def __init__(self, message: str, text: str | None = None, column: int | None = None) -> None:
        self.text = text
        self.column = column
        if text is not None and column is not None:
            message = f"{message} at column {column + 1}\n  {text}\n  {' ' * column}^"
        super().__init__(message)


class NotShortError(CGTValueError):
    """A value that is not a short game (a non-dyadic rational, a loopy position, ...)."""


class NotAtomicError(CGTValueError):
    """A game that has no atomic weight."""


class LoopyPositionError(NotShortError):
    """A rule-defined position graph that contains a cycle, where a loopfree game was needed."""


class ResourceError(CGTError, MemoryError):
    """A request whose planned size cannot fit; the message states the estimate."""


class UnsupportedError(CGTError, NotImplementedError):
    """A value that is well defined but that cgt does not compute; the message names the case
    (for example the sign expansion of a surreal number whose normal form is infinite)."""
