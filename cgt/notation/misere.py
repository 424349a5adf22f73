"""Printing and parsing misère games: CGSuite's ``*[...]`` notation and the book's notation.

**CGSuite's output form** (Siegel, *CGSuite*, misère canonical games).  ``*[...]`` holds the
game's items side by side: one item is that game, several are the options of the game.  An
item is a base followed by subscripts, applied left to right to the game X built so far:

* a base is a Nim heap (a digit, or ``{k}``, also read as ``&k;``, for k >= 10) or a
  parenthesised list of items, the game with those options;
* ``#`` makes {X}, the game whose only option is X;
* a heap k makes X + *k, and ``-k`` the unique Y with Y + *k = X.

Subscripts that are all ``#`` are written bare; otherwise they go in brackets after the base.
So ``*[2#]`` is {*2}, ``*[2##]`` is {{*2}}, ``*[2[2]]`` is *2 + *2, ``*[42]`` is {*4, *2},
``*[2[2]21]`` is {*2 + *2, *2, *1} and ``*[2#1]`` is {{*2}, *1}.

**CGSuite's input form** is a list: ``*[4,2]`` is {*4, *2}, ``*[[2],2,1,0]`` is
{{*2}, *2, *1, *0}, and ``*[[*[4]+*[2]]]`` is {*4 + *2}.  A one-element list at the top is its
element (``*[4]`` is *4); a nested list is always the game with those options.  Text with a
comma or a ``+`` inside the brackets, or that starts with ``[`` or ``*`` there, is read in the
input form; other text in the output form.

**The book's notation** (*Winning Ways*, vol. 2, ch. 13): the same items with subscripts
written as subscripts, ``+`` for ``#``: ``2_221`` is {*2 + *2, *2, *1}, ``2_+`` is {*2},
``2_{++}`` is {{*2}}, ``3_{22}`` is *3 + *2 + *2.  Letters may name games given in ``names``,
as the book names Grundy's game's heaps 13, 18 and 20 ``a``, ``b`` and ``c``.

How a game is written (the choice of items) follows CGSuite: a Nim heap is its size; else
try to write G as D + *i or (G + *i) - *i with a smaller birthday, for i = 2 or 3, 4 or 5,
... below the birthday and at most one more than the number of options; else an odd G (see :attr:`MisereGame.is_odd`) as (G + *1) + *1; else
a game with one option X as X#; else the list of options in descending canonical order.
"""
from __future__ import annotations
import re
from collections.abc import Callable
from typing import Any, NoReturn

from cgt.caches import Memo
from cgt.errors import CGTTypeError, ResourceError
from cgt.impartial.misere import forms
from cgt.impartial.misere.forms import MisereGame, canonical, deep, nim, subtract_nim
from cgt.notation.lexing import DIGITS as _DIGITS, parse_error
from cgt.numbers.checks import shown

__all__: list[str] = []

_ITEMS = Memo("misère printing")


# -- choosing items ----------------------------------------------------------------------------

def _item(g: MisereGame, names: dict, differences: dict) -> tuple:
    """(base, subscripts) for g: base is ("heap", k), ("name", s) or ("list", [items])."""
    if g in names:
        return ("name", names[g]), ()
    if not names:
        found = _ITEMS.get(g)
        if found is not None:
            return found
    b = g.birthday
    item: tuple[Any, ...] | None = None
    odd = False
    if g.is_nim_heap:
        item = ("heap", b), ()
    else:
        odd = g.is_odd
        i = 3 if odd else 2
        # A sum D + *i that does not simplify has the i options D + *j, j < i, so larger i are
        # not tried: this bounds the work on deep games.
        while i < b and i <= len(g._opts) + 1:
            d = subtract_nim(g, i, differences)
            if d is not None and d.birthday < b:
                base, subs = _item(d, names, differences)
                item = base, subs + (i,)
                break
            plus = g + nim(i)
            if plus.birthday < b:
                base, subs = _item(plus, names, differences)
                item = base, subs + (-i,)
                break
            i += 2
    if item is None:
        if odd:
            base, subs = _item(g + nim(1), names, differences)
            item = base, subs + (1,)
        elif len(g.options) == 1:
            base, subs = _item(g.options[0], names, differences)
            item = base, subs + ("#",)
        else:
            item = ("list", [_item(o, names, differences) for o in reversed(g.options)]), ()
    if not names:
        _ITEMS.put(g, item)
    return item


# -- CGSuite's output form ---------------------------------------------------------------------

def _heap_text(k: int) -> str:
    return str(k) if k < 10 else "{%d}" % k


def _base_text(item: tuple, top: bool, render: Callable[[tuple], str]) -> str:
    """The text of an item's base (a heap, a name, or a sum rendered part by part by
    ``render`` and parenthesised unless it is the whole game, bare)."""
    (kind, value), subs = item
    if kind == "heap":
        return _heap_text(value)
    if kind == "name":
        return value
    inner = "".join(render(i) for i in value)
    return inner if top and not subs else "(" + inner + ")"


def _cgsuite_item(item: tuple, top: bool = False) -> str:
    subs = item[1]
    text = _base_text(item, top, _cgsuite_item)
    if all(s == "#" for s in subs):
        return text + "".join(subs)
    parts = ["#" if s == "#" else ("-" + _heap_text(-s) if s < 0 else _heap_text(s))
             for s in subs]
    return text + "[" + "".join(parts) + "]"


@deep
def to_cgsuite(g: MisereGame) -> str:
    """The game in CGSuite's output notation, e.g. ``*[2[2]21]``."""
    g = forms.as_game(g)
    return "*[" + _cgsuite_item(_item(g, {}, {}), top=True) + "]"


# -- the book's notation -----------------------------------------------------------------------

def _book_item(item: tuple, top: bool, latex: bool) -> str:
    subs = item[1]
    text = _base_text(item, top, lambda i: _book_item(i, False, latex))
    if not subs:
        return text
    parts = ["+" if s == "#" else ("-" + _heap_text(-s) if s < 0 else _heap_text(s))
             for s in subs]
    sub = "".join(parts)
    if len(parts) == 1 and len(sub) == 1 and not latex:
        return text + "_" + sub
    return text + "_{" + sub + "}"


def _names_argument(names: Any) -> dict:
    if names is None:
        return {}
    if not isinstance(names, dict):
        raise CGTTypeError(f"names must be a dict from one-letter names to misère games, "
                           f"not {shown(names)}")
    result = {}
    for name, g in names.items():
        if not (isinstance(name, str) and len(name) == 1 and name.isalpha()):
            raise CGTTypeError(f"a name must be one letter, not {shown(name)}")
        result[forms.as_game(g, f"the game named {name!r}")] = name
    return result


@deep
def to_book(g: MisereGame, names: dict | None = None, latex: bool = False) -> str:
    """The game in the notation of *Winning Ways* (vol. 2, ch. 13), e.g. ``2_221``.

    ``names`` maps letters to games printed as those letters (``{"a": G13}``).
    """
    g = forms.as_game(g)
    return _book_item(_item(g, _names_argument(names), {}), True, latex)


def to_latex(g: MisereGame) -> str:
    """The book's notation as LaTeX: ``2_{2}21``."""
    return to_book(g, latex=True)


# -- parsing -----------------------------------------------------------------------------------

class _Reader:
    def __init__(self, text: str) -> None:
        self.text = text
        self.pos = 0

    def peek(self) -> str:
        return self.text[self.pos] if self.pos < len(self.text) else ""

    def take(self, expected: str | None = None) -> str:
        c = self.peek()
        if not c or (expected is not None and c != expected):
            want = f"{expected!r}" if expected else "more text"
            self.fail(f"expected {want}, found {c!r}" if c else f"expected {want}")
        self.pos += 1
        return c

    def fail(self, message: str) -> NoReturn:
        raise parse_error(f"{message} in the misère game", self.text, self.pos)

    def skip_spaces(self) -> None:
        while self.peek().isspace():
            self.pos += 1

    def number(self) -> int | None:
        """The heap size written in ASCII digits at the current position, or None."""
        start = self.pos
        while self.peek() and self.peek() in _DIGITS:
            self.pos += 1
        if self.pos == start:
            return None
        written = self.text[start:self.pos]
        if len(written) > len(str(forms.LARGEST_NIM_HEAP)):
            raise ResourceError(f"the Nim heap *{written[:20]}{'...' if len(written) > 20 else ''}"
                                f" is too large to build as a misère game "
                                f"(at most *{forms.LARGEST_NIM_HEAP})")
        return int(written)

    def digits(self, end: str) -> int:
        value = self.number()
        if value is None:
            self.fail("expected a heap size")
        self.take(end)
        return value


def _apply(reader: _Reader, g: MisereGame, sub: Any) -> MisereGame:
    if sub == "#":
        return canonical(frozenset([g]))
    if sub >= 0:
        return g + nim(sub)
    d = subtract_nim(g, -sub)
    if d is None:
        reader.fail(f"no game Y has Y + *{-sub} = {g}")
    return d


def _heap(reader: _Reader, book: bool) -> int | None:
    c = reader.peek()
    if c and c in _DIGITS:
        reader.take()
        return int(c)
    if c == "{":
        reader.take()
        return reader.digits("}")
    if c == "&" and not book:
        reader.take()
        return reader.digits(";")
    return None


def _output_item(reader: _Reader) -> MisereGame:
    k = _heap(reader, False)
    if k is not None:
        g = nim(k)
    elif reader.peek() == "(":
        reader.take()
        opts = []
        while reader.peek() != ")":
            opts.append(_output_item(reader))
        reader.take(")")
        g = opts[0] if len(opts) == 1 else canonical(frozenset(opts))
    else:
        reader.fail("expected a heap or '('")
    if reader.peek() == "[":
        reader.take()
        while reader.peek() != "]":
            if reader.peek() == "#":
                reader.take()
                g = _apply(reader, g, "#")
                continue
            negative = reader.peek() == "-"
            if negative:
                reader.take()
            k = _heap(reader, False)
            if k is None:
                reader.fail("expected '#', a heap or '-' and a heap")
            g = _apply(reader, g, -k if negative else k)
        reader.take("]")
    else:
        while reader.peek() == "#":
            reader.take()
            g = _apply(reader, g, "#")
    return g


def _input_list(reader: _Reader) -> list:
    """Comma-separated sums up to a closing bracket (already past the opening one)."""
    elements = [_input_sum(reader)]
    reader.skip_spaces()
    while reader.peek() == ",":
        reader.take()
        elements.append(_input_sum(reader))
        reader.skip_spaces()
    reader.take("]")
    return elements


def _input_sum(reader: _Reader) -> MisereGame:
    g = _input_term(reader)
    reader.skip_spaces()
    while reader.peek() == "+":
        reader.take()
        g = g + _input_term(reader)
        reader.skip_spaces()
    return g


def _input_term(reader: _Reader) -> MisereGame:
    reader.skip_spaces()
    k = reader.number()
    if k is not None:
        return nim(k)
    c = reader.peek()
    if c == "[":
        reader.take()
        if reader.peek() == "]":
            reader.take()
            return forms.ZERO
        return canonical(frozenset(_input_list(reader)))
    if c == "*":
        return _star(reader)
    reader.fail("expected a heap size, '[' or '*['")


def _star(reader: _Reader) -> MisereGame:
    """``*[...]`` in either form, or ``*n``."""
    reader.take("*")
    k = reader.number()
    if k is not None:
        return nim(k)
    reader.take("[")
    start = reader.pos
    depth, end = 1, start
    while end < len(reader.text) and depth:
        depth += {"[": 1, "]": -1}.get(reader.text[end], 0)
        end += 1
    body = reader.text[start:end - 1]
    if "," in body or "+" in body or body.lstrip()[:1] in ("[", "*"):
        elements = _input_list(reader)
        return elements[0] if len(elements) == 1 else canonical(frozenset(elements))
    items = []
    while reader.peek() != "]":
        items.append(_output_item(reader))
    reader.take("]")
    if not items:
        return forms.ZERO
    return items[0] if len(items) == 1 else canonical(frozenset(items))


@deep
def parse_misere(text: str) -> MisereGame:
    """The misère game written in CGSuite's notation, in either its output form
    (``*[2[2]21]``) or its input form (``*[[2],2,1]``); a sum of such terms, or of Nim heap
    sizes, is read too (``*[2#] + 3``)."""
    if not isinstance(text, str):
        raise CGTTypeError(f"the text of a misère game must be a string, not {shown(text)}")
    reader = _Reader(text)
    reader.skip_spaces()
    g = _input_sum(reader)
    reader.skip_spaces()
    if reader.pos != len(text):
        reader.fail("unexpected text")
    return g


def _read_book_subs(reader: _Reader, names: dict) -> list:
    if reader.peek() == "{":
        reader.take()
        tokens = []
        while reader.peek() != "}":
            tokens.append(_book_sub(reader, names))
        reader.take("}")
        return tokens
    return [_book_sub(reader, names)]


def _book_sub(reader: _Reader, names: dict) -> Any:
    c = reader.peek()
    if c == "+":
        reader.take()
        return "#"
    if c == "-":
        reader.take()
        k = _heap(reader, True)
        if k is None:
            reader.fail("expected a heap after '-'")
        return -k
    if c in names:
        reader.take()
        return names[c]
    k = _heap(reader, True)
    if k is None:
        reader.fail("expected '+', a heap, '-' and a heap, or a name")
    return k


def _read_book_item(reader: _Reader, names: dict) -> MisereGame:
    c = reader.peek()
    if c in names:
        reader.take()
        g = names[c]
    elif c == "(":
        reader.take()
        opts = []
        while reader.peek() != ")":
            opts.append(_read_book_item(reader, names))
        reader.take(")")
        g = opts[0] if len(opts) == 1 else canonical(frozenset(opts))
    else:
        k = _heap(reader, True)
        if k is None:
            reader.fail("expected a heap, a name or '('")
        g = nim(k)
    if reader.peek() == "_":
        reader.take()
        for sub in _read_book_subs(reader, names):
            g = g + sub if isinstance(sub, MisereGame) else _apply(reader, g, sub)
    return g


@deep
def parse_book(text: str, names: dict | None = None) -> MisereGame:
    """The misère game written in the book's notation (``2_221``, ``a_2a20``), with letters
    standing for the games in ``names``."""
    if not isinstance(text, str):
        raise CGTTypeError(f"the text of a misère game must be a string, not {shown(text)}")
    named = {letter: g for g, letter in _names_argument(names).items()}
    reader = _Reader(re.sub(r"\s+", "", text))
    items = []
    while reader.peek():
        items.append(_read_book_item(reader, named))
    if not items:
        reader.fail("expected a game")
    return items[0] if len(items) == 1 else canonical(frozenset(items))

