"""The plain-text notation of games: a parser and printers (plain ASCII, Unicode, LaTeX)."""
from cgt.errors import CGTError, NotShortError, ParseError
from cgt.loopy import parse as _parse_loopy
from cgt.notation.parser import parse
from cgt.notation.printer import to_text
from cgt.short import text as _text


def _parse_any(text):
    # Text that names a loopy game (``on``, ``pass``, a label, ``&``, ``^[on]``) is read by
    # cgt.loopy; text that neither parser reads gets the short parser's error.
    try:
        return parse(text)
    except NotShortError:
        return _parse_loopy(text, parse)
    except ParseError as error:
        if not any(c.isalpha() for c in text):
            raise
        try:
            return _parse_loopy(text, parse)
        except CGTError:
            raise error from None


_text.install(_parse_any, to_text)

__all__ = ["parse", "to_text"]
