"""Where the notation plugs into the core.

The core prints and reads games through two functions that ``cgt.notation`` installs when it
is imported (``import cgt`` does so), so that the core never imports the parser or the
printer, which are built on top of it.
"""
from __future__ import annotations
from cgt.errors import CGTError
from typing import Any


def _missing(*_args, **_kwargs):
    raise CGTError("the notation is not loaded: import cgt")


#: ``parse(text)``: the value written in the plain-text notation.
parse = _missing
#: ``to_text(value, style="plain")``: the value in the notation ("plain", "unicode", "latex").
to_text = _missing
#: ``parse_form(text)``: the explicit game form written as ``text``, not canonicalised.
parse_form = _missing


def install(parse_function: Any, to_text_function: Any, parse_form_function: Any = None) -> None:
    """Install the notation's parser and printer (called by ``cgt.notation``)."""
    global parse, to_text, parse_form
    parse = parse_function
    to_text = to_text_function
    if parse_form_function is not None:
        parse_form = parse_form_function
