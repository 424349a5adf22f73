"""Parsing the plain-text notation of short games.

Grammar, loosest binding first::

    expr  := sum
    sum   := [unary] term (('+' | '-' | '+-') term)*      unary: '-', '+', '+-'
    term  := atom atom*                                   juxtaposition is a sum: 3/2^* , 2Tiny(2)
    atom  := number | ups | stars | '{' form '}' | '(' expr ')' | Tiny(expr) | Miny(expr)
    form  := side bars side          the longest run of '|' splits; a side with bars is one game

Numbers are integers or fractions with ``**`` powers (``1/2**40``); ``^`` after a number is up.
Unicode arrows, ±, − and vulgar fractions are accepted as synonyms.
"""
import re
from fractions import Fraction

from cgt.errors import NotShortError, ParseError
from cgt.numbers.dyadic import Dyadic, text_to_int

LOOPY_NAMES = {"on", "off", "over", "under", "upon", "dud", "pass"}
_VULGAR = {"½": (1, 2), "¼": (1, 4), "¾": (3, 4), "⅛": (1, 8), "⅜": (3, 8), "⅝": (5, 8),
           "⅞": (7, 8)}
_SUPER = str.maketrans("⁰¹²³⁴⁵⁶⁷⁸⁹", "0123456789")


def parse(text):
    """The canonical game written as ``text``."""
    from cgt.short.deep import run_deep

    return run_deep(_Parser(_ascii(text)).parse)


def _ascii(text):
    if text.isascii():
        return text
    text = text.replace("↑^[", "^[").replace("↓^[", "v[")
    text = re.sub(r"(\d+)·([↑↓])", lambda m: m.group(2) + m.group(1), text)
    text = re.sub(r"(\d*)([½¼¾⅛⅜⅝⅞])", _vulgar, text)
    for a, b in (("⇑", "^^"), ("⇓", "vv"), ("↑", "^"), ("↓", "v"), ("±", "+-"), ("−", "-"),
                 ("⁎", "*"), ("·", "")):
        text = text.replace(a, b)
    return re.sub(r"([\^v])([⁰¹²³⁴⁵⁶⁷⁸⁹]+)", lambda m: f"{m.group(1)}<{m.group(2).translate(_SUPER)}>",
                  text)


def _is_digit(c):
    """An ASCII digit (``str.isdigit`` would accept ² and other digits ``int`` refuses)."""
    return len(c) == 1 and "0" <= c <= "9"


def _vulgar(match):
    whole = int(match.group(1) or 0)
    num, den = _VULGAR[match.group(2)]
    return f"{whole * den + num}/{den}"


class _Parser:
    def __init__(self, text):
        self.text = text
        self.i = 0
        self.end = len(text)

    # -- helpers -----------------------------------------------------------------------------

    def error(self, message, column=None):
        return ParseError(message, self.text, self.i if column is None else column)

    def skip(self):
        while self.i < self.end and self.text[self.i].isspace():
            self.i += 1

    def peek(self, k=1):
        self.skip()
        return self.text[self.i:min(self.i + k, self.end)]

    def parse(self):
        if not self.text.strip():
            raise self.error("empty text: expected a game")
        g = self.sum()
        self.skip()
        if self.i < self.end:
            raise self.error(f"unexpected {self.text[self.i]!r}")
        return g

    def sub(self, start, stop):
        """Parse text[start:stop] as one whole expression."""
        saved = self.i, self.end
        self.i, self.end = start, stop
        self.skip()
        if self.i >= stop:
            raise self.error("expected a game")
        g = self.sum()
        self.skip()
        if self.i < stop:
            raise self.error(f"unexpected {self.text[self.i]!r}")
        self.i, self.end = saved
        return g

    # -- sums --------------------------------------------------------------------------------

    def sum(self):
        from cgt.short.named import switch

        total = self.signed_term()
        while True:
            op = self.peek(2)
            if op == "+-":
                self.i += 2
                total = total + self.switch_operand(switch)
            elif op[:1] == "+":
                self.i += 1
                total = total + self.signed_term()
            elif op[:1] == "-":
                self.i += 1
                total = total - self.signed_term()
            elif op[:1] == "&":
                raise NotShortError("'&' builds a loopy game (onside & offside), not a short game")
            else:
                return total

    def signed_term(self):
        from cgt.short.named import switch

        op = self.peek(2)
        if op == "+-":
            self.i += 2
            return self.switch_operand(switch)
        if op[:1] == "-":
            self.i += 1
            if _is_digit(self.peek()[:1]):
                return self.term(sign=-1)  # a negative number starts the juxtaposition
            return -self.term()
        if op[:1] == "+":
            self.i += 1
        return self.term()

    def switch_operand(self, switch):
        from cgt.short.canonical import canonical

        if self.peek() == "(":
            items = self.group()
            if len(items) > 1:
                return canonical(items, [-x for x in items])
            return switch(items[0])
        return switch(self.term())

    # -- terms and atoms ---------------------------------------------------------------------

    def term(self, sign=1):
        first = self.number(sign) if _is_digit(self.peek()[:1]) else None
        return self.juxtaposed(first)

    def juxtaposed(self, first):
        total = first
        while True:
            g = self.atom()
            if g is None:
                break
            total = g if total is None else total + g
        if total is None:
            self.skip()
            found = repr(self.text[self.i]) if self.i < self.end else "the end"
            raise self.error(f"expected a game, found {found}")
        return total

    def atom(self):
        from cgt.short.named import nimber

        c = self.peek()
        if not c:
            return None
        if c == "*":
            self.i += 1
            return nimber(self.digits(default=1))
        if c == "^":
            return self.ups("^", 1)
        if c == "{":
            return self.braces()
        if c == "(":
            start = self.i
            items = self.group()
            if len(items) > 1:
                raise self.error("a list in parentheses needs '+-' before it", start)
            return items[0]
        if c.isalpha():
            return self.word()
        if _is_digit(c):
            raise self.error("a number must come first in a juxtaposition")
        return None

    def digits(self, default=None):
        start = self.i
        while self.i < self.end and _is_digit(self.text[self.i]):
            self.i += 1
        if start == self.i:
            if default is None:
                raise self.error("expected digits")
            return default
        return text_to_int(self.text[start:self.i])

    def number(self, sign):
        from cgt.short.game import number

        start = self.i
        value = Fraction(self.power())
        if self.text.startswith("/", self.i) and self.i + 1 < self.end and _is_digit(self.text[self.i + 1]):
            self.i += 1
            den = self.power()
            if den == 0:
                raise self.error("division by zero", start)
            value /= den
        try:
            return number(Dyadic.of(sign * value))
        except NotShortError:
            raise NotShortError(
                f"{self.text[start:self.i]} is not a dyadic rational (its denominator is not a "
                f"power of 2), so it is not the value of a short game"
            ) from None

    def power(self):
        base = self.digits()
        if self.text.startswith("**", self.i) and self.i + 2 < self.end and _is_digit(self.text[self.i + 2]):
            self.i += 2
            exponent = self.digits()
            if exponent > 100_000:
                raise self.error("exponent too large")
            return base ** exponent
        return base

    def ups(self, arrow, sign):
        from cgt.short.named import down, power, power_to, up

        start = self.i
        k = 0
        while self.i < self.end and self.text[self.i] == arrow:
            self.i += 1
            k += 1
        nxt = self.text[self.i:self.i + 1]
        if k == 1 and nxt in ("<", "["):
            close = ">" if nxt == "<" else "]"
            self.i += 1
            n = self.digits()
            if self.text[self.i:self.i + 1] != close:
                raise self.error(f"expected {close!r}")
            self.i += 1
            if n < 1:
                raise self.error("an uptimal exponent must be at least 1", start)
            g = power(up, n) if nxt == "<" else power_to(up, n)
            return g if sign > 0 else -g
        if k == 1 and _is_digit(nxt):
            k = self.digits()
        return k * (up if sign > 0 else down)

    def word(self):
        from cgt.short.named import miny, tiny

        start = self.i
        while self.i < self.end and (self.text[self.i].isalnum() or self.text[self.i] == "_"):
            self.i += 1
        name = self.text[start:self.i]
        if set(name) == {"v"} or re.fullmatch(r"v\d+", name):
            self.i = start
            return self.ups("v", -1)
        if name in ("Tiny", "Miny", "tiny", "miny"):
            items = self.group()
            if len(items) != 1:
                raise self.error(f"{name} takes one game", start)
            return (tiny if name.lower() == "tiny" else miny)(items[0])
        if name in LOOPY_NAMES or self.peek() == "{":
            raise NotShortError(f"{name!r} at column {start + 1} names a loopy game; "
                                "loopy games are not short games")
        raise self.error(f"unknown name {name!r}", start)

    def group(self):
        """'(' expr (',' expr)* ')' as a list of games."""
        self.skip()
        open_at = self.i
        close_at = self.matching(open_at, "(", ")")
        items = [self.sub(a, b) for a, b in self.split(open_at + 1, close_at, ",")]
        self.i = close_at + 1
        return items

    def braces(self):
        from cgt.short.canonical import canonical

        self.skip()
        open_at = self.i
        close_at = self.matching(open_at, "{", "}")
        left, right = self.form(open_at + 1, close_at, self.bar_runs(open_at + 1, close_at))
        self.i = close_at + 1
        return canonical(left, right)

    def form(self, start, stop, runs):
        """The two sides of the form text[start:stop], whose depth-0 bar runs are ``runs``."""
        if not runs:
            raise self.error("expected '|' between Left and Right options", stop)
        longest = max(n for _, n in runs)
        at = [s for s, n in runs if n == longest]
        if len(at) > 1:
            raise self.error(f"two runs of {longest} bars make the slashes ambiguous", at[1])
        return (self.side(start, at[0], [r for r in runs if r[0] < at[0]]),
                self.side(at[0] + longest, stop, [r for r in runs if r[0] > at[0]]))

    def side(self, start, stop, runs):
        from cgt.short.canonical import canonical

        if runs:
            return [canonical(*self.form(start, stop, runs))]
        if not self.text[start:stop].strip():
            return []
        return [self.sub(a, b) for a, b in self.split(start, stop, ",")]

    # -- scanning at depth 0 -----------------------------------------------------------------

    def matching(self, at, open_char, close_char):
        if self.text[at:at + 1] != open_char:
            raise self.error(f"expected {open_char!r}", at)
        depth = 0
        for j in range(at, self.end):
            c = self.text[j]
            if c in "{(":
                depth += 1
            elif c in "})":
                depth -= 1
                if depth == 0:
                    if c != close_char:
                        raise self.error(f"expected {close_char!r}, found {c!r}", j)
                    return j
        raise self.error(f"{open_char!r} is never closed", at)

    def depth_zero(self, start, stop):
        depth = 0
        for j in range(start, stop):
            c = self.text[j]
            if c in "{(":
                depth += 1
            elif c in "})":
                depth -= 1
            elif depth == 0:
                yield j, c

    def bar_runs(self, start, stop):
        runs = []
        for j, c in self.depth_zero(start, stop):
            if c == "|":
                if runs and runs[-1][0] + runs[-1][1] == j:
                    runs[-1][1] += 1
                else:
                    runs.append([j, 1])
        return runs

    def split(self, start, stop, sep):
        pieces = []
        begin = start
        for j, c in self.depth_zero(start, stop):
            if c == sep:
                pieces.append((begin, j))
                begin = j + 1
        pieces.append((begin, stop))
        for a, b in pieces:
            if not self.text[a:b].strip():
                raise self.error(f"empty item before {sep!r}" if b < stop else "empty item", a)
        return pieces
