"""Reading misère forms from text: the inverse of :mod:`cgt.misere.text`.

The grammar is ``form := name | "{" forms "|" forms "}"`` with ``forms`` a comma-separated
(possibly empty) list and ``name`` one of ``0``, an integer ``n``, its conjugate written
``~n``, ``-n`` or ``n̄``, ``*`` or ``∗`` (optionally followed by the size of a Nim heap). A
form followed by ``+`` and another form is their disjunctive sum. Parsing uses an explicit
stack.
"""
from __future__ import annotations
import re

from cgt.errors import ParseError
from cgt.misere.store import FormBase, add, integer, make, nimber

__all__: list[str] = []

_TOKEN = re.compile(r"\s*(?:(?P<brace>[{}|,+])|(?P<int>[~-]?\d+\u0304?)|(?P<star>[*∗]\d*))")


def parse(text: str) -> FormBase:
    """The form written ``text`` (``"{0,*|~1}"``, ``"{0, ∗ | 1̄}"``, ``"* + 1"``)."""
    # Each open brace pushes [left options, right options or None while on the left side].
    stack: list[list] = []
    done: list[FormBase] = []     # the finished terms at the top level
    plus = True                     # a term may start here
    position = 0
    end = len(text.rstrip())

    def put(form, column):
        nonlocal plus
        if stack:
            frame = stack[-1]
            if not frame[2]:
                raise ParseError("expected ',' between two options", text, column)
            (frame[1] if frame[1] is not None else frame[0]).append(form)
            frame[2] = False
        elif plus:
            done.append(form)
            plus = False
        else:
            raise ParseError("expected '+' between two forms", text, column)

    while position < end:
        match = _TOKEN.match(text, position)
        if match is None or match.end() == position:
            raise ParseError("this is not part of a misère form", text, position)
        kind = match.lastgroup or ""
        column = match.start(kind)
        position = match.end()
        token = match.group(kind)
        if kind == "int":
            bar = token.startswith(("~", "-")) or token.endswith("\u0304")
            n = int(token.strip("~-\u0304"))
            put(integer(-n if bar else n), column)
        elif kind == "star":
            put(nimber(int(token[1:]) if len(token) > 1 else 1), column)
        elif token == "{":
            if not stack and not plus:
                raise ParseError("expected '+' between two forms", text, column)
            stack.append([[], None, True])
        elif token == "|":
            if not stack or stack[-1][1] is not None:
                raise ParseError("'|' outside a form's braces, or a second '|'", text, column)
            stack[-1][1] = []
            stack[-1][2] = True
        elif token == ",":
            if not stack or stack[-1][2]:
                raise ParseError("',' must follow an option", text, column)
            stack[-1][2] = True
        elif token == "}":
            if not stack or stack[-1][1] is None:
                raise ParseError("a form's braces need a '|' between its options", text, column)
            left, right, _ = stack.pop()
            put(make(left, right), column)
        else:   # "+"
            if stack or plus:
                raise ParseError("'+' must join two forms", text, column)
            plus = True
    if stack:
        raise ParseError("an open brace is not closed", text, end)
    if plus:
        raise ParseError("a form is missing", text, end)
    result = done[0]
    for form in done[1:]:
        result = add(result, form)
    return result
