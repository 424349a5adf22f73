"""Parsing the plain-text notation of short games.

Grammar, loosest binding first::

    expr  := [unary] term (('+' | '-' | '+-') [unary] term)*   unary: '-', '+', '+-'
    term  := [number] atom*                        juxtaposition is a sum: 3/2^* , 2Tiny(2)
    atom  := ups | stars | '{' form '}' | '(' expr ')' | Tiny(expr) | Miny(expr)
    form  := side bars side       the longest run of '|' splits; a side with bars is one game
    side  := [expr (',' expr)*]

The pieces of a juxtaposition are written without spaces between them: two games with only
spaces between them (``1 2``, ``v 3``, ``2v 1/2``) are a syntax error, never a sum.
A '-' before a number negates the number only (``-1^`` is -1 + ↑); before anything else it
negates the term. ``+-x`` is the switch {x | -x}, and ``+-{a, b}`` (CGSuite's display) and
``+-(a, b)`` are {a, b | -a, -b}.
Numbers are integers or fractions with ``**`` powers (``1/2**40``); ``^`` after a number is
up. Unicode arrows, ±, −, vulgar fractions and superscript exponents are read as synonyms.
The notation is the one of *Winning Ways* (slashes for nested braces, arrows for ups, stars
for nimbers), as written in plain text by CGSuite.

The parser reads the text once, left to right, keeping its nesting on an explicit stack rather
than the Python call stack, so any depth that fits in memory parses, in time linear in the
length of the text. It first checks the whole text and writes it as a program in postfix
order; then it runs the program, building each game from options that are already built,
innermost first. Nothing is built for a text that has a syntax error.
"""
from __future__ import annotations
from cgt.errors import NotShortError, ResourceError
from cgt.notation.lexing import DIGITS as _DIGITS, EXCERPT as _EXCERPT, parse_error as _parse_error
from cgt.numbers.dyadic import Dyadic, int_to_text, text_to_int
from cgt.short.canonical import canonical
from cgt.short.deep import run_deep
from cgt.short.forms import GameForm, as_form, form_sum
from cgt.short.game import nus
from cgt.short.named import miny, nimber, power, power_to, switch, tiny, up
from typing import TYPE_CHECKING

__all__ = ["parse_form"]

if TYPE_CHECKING:
    from cgt.short.game import Game

LOOPY_NAMES = {"on", "off", "over", "under", "upon", "dud", "pass"}
#: The largest n read in ``^<n>`` or ``^[n]``: these games have n + 1 levels of options, all
#: built when the game is (about a third of a millisecond per level).
MAX_UPTIMAL = 100_000
#: The largest exponent and number of bits of a number written with ``**``, except in a
#: denominator, where a power of two is held as its exponent, up to ``MAX_DENOMINATOR_BITS``.
MAX_EXPONENT = 100_000
MAX_POWER_BITS = 1 << 22
MAX_DENOMINATOR_BITS = 1 << 26
_VULGAR = {"½": (1, 2), "¼": (1, 4), "¾": (3, 4), "⅛": (1, 8), "⅜": (3, 8), "⅝": (5, 8),
           "⅞": (7, 8)}
_SYNONYMS = {"⇑": "^^", "⇓": "vv", "↑": "^", "↓": "v", "±": "+-", "−": "-", "⁎": "*"}
_SUPERSCRIPT = {c: str(d) for d, c in enumerate("⁰¹²³⁴⁵⁶⁷⁸⁹")}


def parse(text: str) -> Game:
    """The canonical short game written as ``text`` (``cgt.notation.parse`` reads every kind
    of value and calls this one for text in the notation of short games)."""
    ascii_text, columns = _ascii(text)
    return _run(_Reader(ascii_text, text, columns).program())


def parse_form(text: str) -> GameForm | Game:
    """The explicit game form written as ``text`` (``cgt.short.forms``): braces, switches, Tiny
    and Miny make forms, kept as written; quotes around the whole are optional."""
    ascii_text, columns = _ascii(text)
    return as_form(_run(_Reader(ascii_text, text, columns).program(), forms=1))


# -- Unicode synonyms ----------------------------------------------------------------------------

def _ascii(text):
    """``text`` with its Unicode synonyms spelled in ASCII, and for each character of the
    result its column in ``text`` (``None`` when the text is ASCII already)."""
    if text.isascii():
        return text, None
    out, columns = [], []

    def emit(piece, column):
        out.extend(piece)
        columns.extend([column] * len(piece))

    def take_digits_before(i):
        """Remove the ASCII digits just before column i from the output; return them."""
        j = i
        while j > 0 and text[j - 1] in _DIGITS:
            j -= 1
        if j < i:
            del out[j - i:]
            del columns[j - i:]
        return text[j:i], j

    i, n = 0, len(text)
    while i < n:
        c = text[i]
        if c in "↑↓" and text.startswith("^[", i + 1):        # ↑^[n] is ^[n]
            emit("^" if c == "↑" else "v", i)
            i += 2
        elif c == "·" and text[i + 1:i + 2] in ("↑", "↓") and i and text[i - 1] in _DIGITS:
            digits, start = take_digits_before(i)              # 3·↑ is ^3
            emit("^" if text[i + 1] == "↑" else "v", start)
            for k, d in enumerate(digits):
                emit(d, start + k)
            i += 2
        elif c in _VULGAR:                                     # 2½ is 5/2
            digits, start = take_digits_before(i)
            num, den = _VULGAR[c]
            whole = text_to_int(digits) if digits else 0
            emit(f"{int_to_text(whole * den + num)}/{den}", start)
            i += 1
        elif c in _SUPERSCRIPT and out and out[-1] in "^v":   # ↑³ is ^<3>
            emit("<", i)
            while i < n and text[i] in _SUPERSCRIPT:
                emit(_SUPERSCRIPT[text[i]], i)
                i += 1
            emit(">", i - 1)
        elif c in "↓⇓" and text[i + 1:i + 2].isalpha() and text[i + 1] != "v":
            emit("v<1>" * (1 if c == "↓" else 2), i)   # ↓on is ↓ + on, not the name "von"
            i += 1
        else:
            emit(_SYNONYMS.get(c, c), i)
            i += 1
    return "".join(out), columns


# -- reading: text -> postfix program ------------------------------------------------------------

# Token kinds. Pieces of a juxtaposition carry a value; the others are punctuation.
_NUMBER, _PIECE, _WORD, _END = "number", "piece", "word", "end"
# Expression states of a frame.
_ITEM = 0        # at the start of an item: an empty item may end here
_SIGNED = 1      # after a binary operator: a signed term must follow
_TERM = 2        # after a unary '-' or '+': a term must follow
_SWITCH = 3      # after '+-': a parenthesised list or a term must follow
_IN_TERM = 4     # inside a term: more pieces, an operator or the end of the item
_AFTER_LIST = 5  # after '+-(...)': an operator or the end of the item
_NAMED = 6       # after Tiny or Miny: '(' must follow


class _Frame:
    """One level of nesting: the whole text, a pair of parentheses, or a pair of braces."""

    __slots__ = ("kind", "column", "name", "state", "pieces", "unary", "binary", "items",
                 "runs", "named", "named_at", "after_switch")

    def __init__(self, kind, column, name=None, after_switch=False):
        self.kind = kind          # "top", "(", "+-(", "Tiny(", "Miny(" or "{"
        self.column = column      # where it opens (the name, for Tiny and Miny)
        self.name = name
        self.after_switch = after_switch  # braces right after '+-': a list if no bars
        self.items = 0            # finished items of the list, or of the current side
        self.runs = []            # braces: pending runs of bars, (length, items left, column)
        self.named = None         # "Tiny" or "Miny" just read, waiting for its '('
        self.named_at = None
        self.start_item()

    def start_item(self):
        self.state = _ITEM
        self.pieces = 0           # pieces of the current term
        self.unary = None         # "neg" or "switch", applied when the term ends
        self.binary = None        # "add" or "sub", applied after the unary one


class _Reader:
    """Checks the text and writes it as a postfix program (see ``_run``)."""

    def __init__(self, text, original, columns):
        self.text = text
        self.original = original
        self.columns = columns
        self.code = []

    # -- errors ----------------------------------------------------------------------------

    def column(self, at):
        if self.columns is None:
            return at
        return self.columns[at] if at < len(self.columns) else len(self.original)

    def error(self, message, at):
        return _parse_error(message, self.original, self.column(at))

    def excerpt(self, start, stop):
        text = self.text[start:stop]
        return text if len(text) <= 2 * _EXCERPT else f"{text[:_EXCERPT]}...{text[-10:]}"

    # -- tokens ----------------------------------------------------------------------------

    def tokens(self):
        """(kind, value, column) for each token, then (_END, None, len(text))."""
        s = self.text
        n = len(s)
        i = 0
        while i < n:
            c = s[i]
            if c.isspace():
                i += 1
            elif c in _DIGITS:
                value, j = self.number(i)
                yield _NUMBER, value, i
                i = j
            elif c == "*":
                j = self.digits_end(i + 1)
                yield _PIECE, nimber(text_to_int(s[i + 1:j]) if j > i + 1 else 1), i
                i = j
            elif c == "^":
                piece, j = self.ups(i, "^", 1)
                yield _PIECE, piece, i
                i = j
            elif c == "|":
                j = i
                while j < n and s[j] == "|":
                    j += 1
                yield "|", j - i, i
                i = j
            elif c == "+":
                if s.startswith("+-", i):
                    yield "+-", None, i
                    i += 2
                else:
                    yield "+", None, i
                    i += 1
            elif c in "{}(),-'":
                yield c, None, i
                i += 1
            elif c == "&":
                raise NotShortError(f"'&' at column {self.column(i) + 1} builds a loopy game "
                                    "(onside & offside), not a short game")
            elif c.isalpha():
                j = i
                while j < n and (s[j].isalnum() or s[j] == "_"):
                    j += 1
                name = s[i:j]
                if name.strip("v") == "" or (name[0] == "v" and name[1:].isdigit()
                                             and name[1:].isascii()):
                    piece, j = self.ups(i, "v", -1)
                    yield _PIECE, piece, i
                else:
                    yield _WORD, name, i
                i = j
            else:
                raise self.error(f"unexpected {c!r}", i)
        yield _END, None, n

    def digits_end(self, i):
        s, n = self.text, len(self.text)
        while i < n and s[i] in _DIGITS:
            i += 1
        return i

    def number(self, start):
        """The number written at ``start`` (a ``Dyadic``) and where it ends."""
        s = self.text
        num, i = self.power(start)
        twos = 0
        if s.startswith("/", i) and s[i + 1:i + 2] in _DIGITS:
            den, j = self.power(i + 1, keep_twos=True)
            odd, twos, exponent = den
            if not odd:
                raise self.error("division by zero", start)
            if odd > 1 and num:
                # Dyadic only if odd**exponent divides the numerator, which it cannot do if
                # it is longer.
                if (odd.bit_length() - 1) * exponent > num.bit_length():
                    raise self.not_dyadic(start, j)
                odd **= exponent
                num, rest = divmod(num, odd)
                if rest:
                    raise self.not_dyadic(start, j)
            twos *= exponent
            if twos > MAX_DENOMINATOR_BITS:
                raise ResourceError(
                    f"the denominator of {self.excerpt(start, j)} at column "
                    f"{self.column(start) + 1} has more than {int_to_text(twos)} bits; at most "
                    f"{MAX_DENOMINATOR_BITS} are held")
            i = j
        if i < len(s) and s[i] in ".eE":
            after = s[i + 1:i + 2]
            if s[i] == "." and after in _DIGITS:
                raise self.error("a decimal point is not in the notation: write a fraction "
                                 "such as 7/2", i)
            if s[i] != "." and (after in _DIGITS or after in ("+", "-")):
                raise self.error("exponent notation is not in the notation: write a power "
                                 "such as 10**5", i)
        return Dyadic(num, twos), i

    def not_dyadic(self, start, stop):
        return NotShortError(
            f"{self.excerpt(start, stop)} is not a dyadic rational (its denominator is not a "
            "power of 2), so it is not the value of a short game; the surreal number is "
            f"surreal({self.excerpt(start, stop)!r})")

    def power(self, start, keep_twos=False):
        """``digits ['**' digits]`` at ``start`` and where it ends. The value is an int, or
        with ``keep_twos`` the triple (odd part of the base, exponent of 2 in the base,
        exponent), so that a power of two of any size in a denominator is never built."""
        s = self.text
        i = self.digits_end(start)
        base = text_to_int(s[start:i])
        exponent = 1
        if s.startswith("**", i) and s[i + 2:i + 3] in _DIGITS:
            j = self.digits_end(i + 2)
            exponent = text_to_int(s[i + 2:j])
            i = j
        if keep_twos:
            if not exponent:
                return (1, 0, 0), i
            twos = (base & -base).bit_length() - 1 if base else 0
            return (base >> twos, twos, exponent), i
        if exponent > MAX_EXPONENT:
            raise self.error(f"exponent too large: at most {MAX_EXPONENT} outside a "
                             "denominator", start)
        if exponent > 1 and base > 1 and (base.bit_length() - 1) * exponent > MAX_POWER_BITS:
            raise ResourceError(
                f"{self.excerpt(start, i)} at column {self.column(start) + 1} has more than "
                f"{int_to_text((base.bit_length() - 1) * exponent)} bits; a power is built "
                f"only up to {MAX_POWER_BITS} bits")
        return base ** exponent, i

    def ups(self, start, arrow, sign):
        """Arrows at ``start``: a multiple of up, or an uptimal ``^<n>``/``^[n]``."""
        s = self.text
        i = start
        while i < len(s) and s[i] == arrow:
            i += 1
        k = i - start
        after = s[i:i + 1]
        if k == 1 and after in ("<", "["):
            close = ">" if after == "<" else "]"
            j = self.digits_end(i + 1)
            if j == i + 1:
                raise self.error("expected digits", j)
            n = text_to_int(s[i + 1:j])
            if s[j:j + 1] != close:
                raise self.error(f"expected {close!r}", j)
            if n < 1:
                raise self.error("an uptimal exponent must be at least 1", start)
            if n > MAX_UPTIMAL:
                raise ResourceError(
                    f"{self.excerpt(start, j + 1)} at column {self.column(start) + 1} has "
                    f"{self.excerpt(i + 1, j)} + 1 levels of options, all built with it; at "
                    f"most {MAX_UPTIMAL} are built")
            return ("uptimal", sign, "pow" if after == "<" else "pow_to", n), j + 1
        if k == 1 and after in _DIGITS:
            j = self.digits_end(i)
            k = text_to_int(s[i:j])
            i = j
        return nus(Dyadic._raw(0, 0), sign * k, 0), i

    # -- the program ---------------------------------------------------------------------------

    def program(self):
        """The postfix program of the text (see ``_run``)."""
        stack = [_Frame("top", 0)]
        tokens = self.tokens()
        for kind, value, at in tokens:
            frame = stack[-1]
            state = frame.state
            if state == _NAMED:
                if kind != "(":
                    raise self.error(f"{frame.name} needs its argument in parentheses", at)
                frame.state = _IN_TERM
                stack.append(_Frame(frame.named + "(", frame.named_at, frame.named))
                continue
            if kind == _NUMBER:
                if state == _IN_TERM or state == _AFTER_LIST:
                    self.check_spacing(at)
                    raise self.error("a number must come first in a juxtaposition (write "
                                     "'+' between two games to add them)", at)
                if state == _TERM and frame.unary == "neg":
                    frame.unary = None
                    value = -value
                self.code.append(nus(value))
                self.piece_done(frame)
            elif kind == _PIECE:
                if state == _AFTER_LIST:
                    raise self.error("a juxtaposition cannot follow a list after '+-'", at)
                if state == _IN_TERM:
                    self.check_spacing(at)
                self.code.append(value)
                self.piece_done(frame)
            elif kind == "'" and frame.kind != "'":
                if state == _AFTER_LIST:
                    raise self.error("a juxtaposition cannot follow a list after '+-'", at)
                if state == _IN_TERM:
                    self.check_spacing(at)
                frame.state = _IN_TERM
                self.code.append("begin form")
                stack.append(_Frame("'", at))
            elif kind == "{" or kind == "(":
                if state == _AFTER_LIST:
                    raise self.error("a juxtaposition cannot follow a list after '+-'", at)
                if state == _IN_TERM:
                    self.check_spacing(at)
                if kind == "(" and state == _SWITCH:
                    frame.unary = None
                    frame.state = _AFTER_LIST
                    stack.append(_Frame("+-(", at))
                else:
                    frame.state = _IN_TERM
                    stack.append(_Frame(kind, at, after_switch=state == _SWITCH))
            elif kind == _WORD:
                if state == _AFTER_LIST:
                    raise self.error("a juxtaposition cannot follow a list after '+-'", at)
                self.word(frame, value, at)
            elif kind == "+-" or kind == "+" or kind == "-":
                self.operator(frame, kind, at)
            else:
                # ',', '|', '}', ')' or the end: the item ends here.
                if kind == _END and frame.kind != "top":
                    what = frame.kind if frame.kind in ("{", "'") else "("
                    raise self.error(f"{what!r} is never closed", frame.column)
                if kind in ("}", ")", "'") and frame.kind != "top":
                    expected = {"{": "}", "'": "'"}.get(frame.kind, ")")
                    if kind != expected:
                        raise self.error(f"expected {expected!r}, found {kind!r}", at)
                self.end_item(frame, kind, at)
                if kind == ",":
                    if frame.kind == "top":
                        raise self.error("unexpected ','", at)
                    frame.start_item()
                elif kind == "|":
                    self.bars(frame, value, at)
                elif kind == _END:
                    return self.code
                else:
                    self.close(stack, kind, at)
        raise AssertionError("the tokens always end with _END")

    def piece_done(self, frame):
        """A piece of a juxtaposition has just been written."""
        frame.pieces += 1
        if frame.pieces > 1:
            self.code.append("add")
        frame.state = _IN_TERM

    def check_spacing(self, at):
        """Refuse a piece of a juxtaposition that spaces separate from the piece before."""
        if self.text[at - 1].isspace():
            raise self.error("two games with only spaces between them: write '+' to add them",
                             at)

    def word(self, frame, name, at):
        if name in ("Tiny", "Miny", "tiny", "miny"):
            if frame.state == _IN_TERM:
                self.check_spacing(at)
            frame.state = _NAMED
            frame.named = "Tiny" if name.lower() == "tiny" else "Miny"
            frame.named_at = at
            return
        if name in LOOPY_NAMES or self.text[at + len(name):at + len(name) + 1] == "{":
            raise NotShortError(f"{name!r} at column {self.column(at) + 1} names a loopy "
                                "game; loopy games are not short games")
        raise self.error(f"unknown name {name!r}", at)

    def operator(self, frame, op, at):
        state = frame.state
        if state == _IN_TERM or state == _AFTER_LIST:
            self.end_term(frame)
            frame.binary = "sub" if op == "-" else "add"
            frame.pieces = 0
            frame.state = _SWITCH if op == "+-" else _SIGNED
            if op == "+-":
                frame.unary = "switch"
            return
        if state == _ITEM or state == _SIGNED:
            if op == "+-":
                frame.unary = "switch"
                frame.state = _SWITCH
            else:
                frame.unary = "neg" if op == "-" else None
                frame.state = _TERM
            return
        raise self.error(f"expected a game, found {op!r}", at)

    def end_term(self, frame):
        """Write the unary and binary operators waiting for the term just read."""
        if frame.unary is not None:
            self.code.append(frame.unary)
            frame.unary = None
        if frame.binary is not None:
            self.code.append(frame.binary)
            frame.binary = None

    def end_item(self, frame, kind, at):
        """The current item ends at a ',', '|', '}', ')' or the end of the text."""
        state = frame.state
        if state == _IN_TERM or state == _AFTER_LIST:
            self.end_term(frame)
            frame.items += 1
            return
        found = "the end" if kind == _END else repr(kind)
        if state != _ITEM:
            raise self.error(f"expected a game, found {found}", at)
        # An empty item: allowed only as a whole empty side of a form.
        if frame.kind == "{" and kind in ("|", "}") and frame.items == 0:
            return  # no comma in this side: it is empty
        if frame.kind == "top" and kind == _END and not self.text.strip():
            raise self.error("empty text: expected a game", at)
        if kind == "," or frame.items:
            raise self.error("empty item before ','" if kind == "," else "empty item", at)
        raise self.error(f"expected a game, found {found}", at)

    def bars(self, frame, length, at):
        """A run of bars in braces: the longest run splits, so build the nested forms as a
        Cartesian tree over the run lengths, with a stack of the runs still open."""
        if frame.kind != "{":
            raise self.error("unexpected '|'", at)
        items = self.close_runs(frame, length)
        runs = frame.runs
        if runs and runs[-1][0] == length:
            raise self.error(f"two runs of {length} bars make the slashes ambiguous", at)
        runs.append((length, items, at))
        frame.items = 0
        frame.start_item()

    def close_runs(self, frame, below):
        """Build the forms of the open runs shorter than ``below``, innermost first; return
        how many games the side now holds."""
        items = frame.items
        runs = frame.runs
        while runs and runs[-1][0] < below:
            _, left, _ = runs.pop()
            self.code.append(("form", left, items))
            items = 1
        return items

    def close(self, stack, kind, at):
        frame = stack.pop()
        if frame.kind == "top":
            raise self.error(f"unexpected {kind!r}", at)
        if frame.kind == "{":
            if not frame.runs:
                if not frame.after_switch:
                    raise self.error("expected '|' between Left and Right options", at)
                # +-{A, B, ...} = {A, B, ... | -A, -B, ...}, CGSuite's display of a switch.
                if not frame.items:
                    raise self.error("'+-{}' needs at least one game", frame.column)
                self.code.append(("switch list", frame.items) if frame.items > 1 else "switch")
                parent = stack[-1]
                parent.unary = None
                parent.state = _AFTER_LIST
                return
            self.close_runs(frame, float("inf"))
        elif frame.kind == "(":
            if frame.items > 1:
                raise self.error("a list in parentheses needs '+-' before it", frame.column)
        elif frame.kind == "'":
            if frame.items != 1:
                raise self.error("a quoted form holds one game", frame.column)
            self.code.append("end form")
        elif frame.kind == "+-(":
            self.code.append(("switch list", frame.items) if frame.items > 1 else "switch")
        else:
            if frame.items != 1:
                raise self.error(f"{frame.name} takes one game", frame.column)
            self.code.append(frame.name)
        parent = stack[-1]
        if parent.state == _AFTER_LIST:
            return  # '+-(...)' is a whole term
        parent.pieces += 1
        if parent.pieces > 1:
            self.code.append("add")
        parent.state = _IN_TERM


def _run(code, forms=0):
    """Run a postfix program: each entry pushes a game, or replaces the games on top of the
    stack by one built from them. With ``forms``, braces, switches, Tiny and Miny build explicit
    ``GameForm``s, and sums and negatives of forms are literal."""
    stack = []
    push, pop = stack.append, stack.pop
    for op in code:
        if op.__class__ is not str and op.__class__ is not tuple:
            push(op)
        elif op == "add" or op == "sub":
            b = pop()
            a = stack[-1]
            if a.__class__ is GameForm or b.__class__ is GameForm:
                stack[-1] = form_sum(a, -b if op == "sub" else b)
            else:
                stack[-1] = a + b if op == "add" else a - b
        elif op == "neg":
            stack[-1] = -stack[-1]
        elif op == "begin form" or op == "end form":
            # Quotes matter only to ``parse_form``: in a game they stand for the value, and
            # sums, switches, Tiny and braces of forms have the values of those of games.
            pass
        elif forms:
            _run_form_op(op, stack)
        elif op == "switch":
            stack[-1] = switch(stack[-1])
        elif op == "Tiny":
            stack[-1] = tiny(stack[-1])
        elif op == "Miny":
            stack[-1] = miny(stack[-1])
        elif op[0] == "form":
            _, left, right = op
            options = stack[len(stack) - left - right:]
            del stack[len(stack) - left - right:]
            push(run_deep(canonical, options[:left], options[left:]))
        elif op[0] == "switch list":
            options = stack[len(stack) - op[1]:]
            del stack[len(stack) - op[1]:]
            push(run_deep(canonical, options, [-x for x in options]))
        else:
            push(_uptimal(op))
    return stack[0]


def _run_form_op(op, stack):
    """The forms written by ``op`` for ``parse_form``."""
    if op == "switch":
        stack[-1] = GameForm([stack[-1]], [-stack[-1]])
    elif op == "Tiny":
        stack[-1] = GameForm([0], [GameForm([0], [-stack[-1]])])
    elif op == "Miny":
        stack[-1] = GameForm([GameForm([stack[-1]], [0])], [0])
    elif op[0] == "form":
        _, left, right = op
        options = stack[len(stack) - left - right:]
        del stack[len(stack) - left - right:]
        stack.append(GameForm(options[:left], options[left:]))
    elif op[0] == "switch list":
        options = stack[len(stack) - op[1]:]
        del stack[len(stack) - op[1]:]
        stack.append(GameForm(options, [-x for x in options]))
    else:
        stack.append(_uptimal(op))


def _uptimal(op):
    _, sign, kind, n = op  # ("uptimal", sign, kind, n)
    g = (power if kind == "pow" else power_to)(up, n)
    return g if sign > 0 else -g

