"""The plain-text notation of games: a parser and printers (plain ASCII, Unicode, LaTeX)."""
from cgt.errors import CGTError, NotShortError, ParseError
from cgt.loopy import parse as _parse_loopy
from cgt.notation.parser import parse, parse_form
from cgt.notation.printer import to_text
from cgt.short import text as _text


def _parse_any(text):
    # Text that names a loopy game (``on``, ``pass``, a label, ``&``, ``^[on]``) is read by
    # cgt.loopy. Text without letters or ``&`` keeps the short parser's error (``1/3`` is no dyadic
    # rational), and so does a syntax error that the loopy parser cannot read either.
    try:
        return parse(text)
    except (NotShortError, ParseError) as error:
        if not any(c.isalpha() or c == "&" for c in text):
            raise
        try:
            return _parse_loopy(text, parse)
        except CGTError:
            if isinstance(error, NotShortError):
                raise
            raise error from None


_text.install(_parse_any, to_text, parse_form)

__all__ = ["parse", "parse_form", "to_text"]
