"""The plain-text notation of games: a parser and printers (plain ASCII, Unicode, LaTeX)."""
from cgt.notation.parser import parse, parse_form
from cgt.notation.printer import to_text
from cgt.short import text as _text

_text.install(parse, to_text, parse_form)

__all__ = ["parse", "parse_form", "to_text"]
