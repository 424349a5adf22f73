"""The exceptions of cgt: every error the library raises on purpose is a ``CGTError``."""


class CGTError(Exception):
    """Base class of every error raised by cgt."""


class ParseError(CGTError, ValueError):
    """Text that is not in the game notation; the message names the column."""

    def __init__(self, message, text=None, column=None):
        self.text = text
        self.column = column
        if text is not None and column is not None:
            message = f"{message} at column {column + 1}\n  {text}\n  {' ' * column}^"
        super().__init__(message)


class NotShortError(CGTError, ValueError):
    """A value that is not a short game (a non-dyadic rational, a loopy position, ...)."""


class NotAtomicError(CGTError, ValueError):
    """A game that has no atomic weight."""


class LoopyPositionError(NotShortError):
    """A rule-defined position graph that contains a cycle, where a loopfree game was needed."""
