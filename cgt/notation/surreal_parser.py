"""Reading surreal numbers from text: ``"omega^omega + 1/(omega+1)"``, ``"1/3"``, ``"sqrt(2)"``.

The grammar (whitespace is ignored; there is no implicit multiplication)::

    expr   := term (('+' | '-' | '−') term)*
    term   := unary (('*' | '×' | '/') unary)*          left-associative
    unary  := ('-' | '−' | '+') unary | power
    power  := atom (('^' | '**') unary)?                 right-associative
    atom   := NUMBER | NAME | 'sqrt' '(' expr ')' | '√' atom | '(' expr ')'
    NUMBER := DIGITS ('.' DIGITS)?                       a decimal is exact: "0.1" is 1/10
    NAME   := 'omega' | 'ω' | 'epsilon' | 'ε'

So ``-omega^2`` is -(ω²), ``omega^omega^2`` is ω^(ω²) and ``epsilon`` is 1/ω. A power with a base
other than ω takes an integer exponent, or a rational one for a positive monomial (``sqrt``).
Errors raise ``ParseError`` naming the column.
"""
from __future__ import annotations

from fractions import Fraction

from cgt.errors import CGTError, ParseError, UnsupportedError
from cgt.numbers.checks import text as text_argument
from cgt.numbers.surreal.surreal import Surreal, ZERO, epsilon, omega

_NAMES = {"omega": omega, "ω": omega, "epsilon": epsilon, "ε": epsilon}
_HALF = Fraction(1, 2)


def parse(text: str) -> Surreal:
    """The surreal number written in ``text``."""
    return _Parser(text_argument(text, "text of a surreal number")).run()


def square_root(x: Surreal, where: str = "") -> Surreal:
    """√x for a nonnegative real or a positive monomial r·ω^y: r^(1/2)·ω^(y/2)."""
    if not x:
        return ZERO
    if x.sign < 0:
        raise UnsupportedError(f"the square root of the negative number {x}{where} is not real")
    return x ** _HALF


class _Parser:
    def __init__(self, text: str) -> None:
        self.text = text
        self.i = 0

    def error(self, message: str, at: int | None = None) -> ParseError:
        return ParseError(message, self.text, self.i if at is None else at)

    def skip(self) -> None:
        while self.i < len(self.text) and self.text[self.i].isspace():
            self.i += 1

    def peek(self, *options: str) -> str | None:
        self.skip()
        for o in options:
            if self.text.startswith(o, self.i):
                return o
        return None

    def take(self, *options: str) -> str | None:
        o = self.peek(*options)
        if o is not None:
            self.i += len(o)
        return o

    def run(self) -> Surreal:
        self.skip()
        if self.i == len(self.text):
            raise self.error("empty text: write a number such as 'omega + 1/3'")
        value = self.expr()
        self.skip()
        if self.i < len(self.text):
            raise self.error(f"unexpected {self.text[self.i]!r}")
        return value

    def apply(self, at: int, operation):
        try:
            return operation()
        except ZeroDivisionError:
            raise self.error("division by zero", at) from None
        except UnsupportedError:
            raise
        except CGTError as error:
            raise self.error(str(error), at) from None

    def expr(self) -> Surreal:
        value = self.term()
        while True:
            at = self.i
            op = self.take("+", "-", "−")
            if op is None:
                return value
            right = self.term()
            value = self.apply(at, (lambda a, b: lambda: a + b)(value, right) if op == "+"
                               else (lambda a, b: lambda: a - b)(value, right))

    def term(self) -> Surreal:
        value = self.unary()
        while True:
            if self.peek("**"):
                return value
            at = self.i
            op = self.take("*", "×", "/")
            if op is None:
                return value
            right = self.unary()
            if op == "/":
                value = self.apply(at, (lambda a, b: lambda: a / b)(value, right))
            else:
                value = value * right

    def unary(self) -> Surreal:
        op = self.take("-", "−", "+")
        if op is None:
            return self.power()
        value = self.unary()
        return value if op == "+" else -value

    def power(self) -> Surreal:
        base = self.atom()
        at = self.i
        if self.take("**", "^") is None:
            return base
        e = self.unary()
        return self.apply(at, lambda: base ** e)

    def atom(self) -> Surreal:
        self.skip()
        text, start = self.text, self.i
        if start == len(text):
            raise self.error("the text ends where a number was expected")
        ch = text[start]
        if ch.isdigit():
            j = start
            while j < len(text) and text[j].isdigit():
                j += 1
            value = Fraction(int(text[start:j]))
            if j < len(text) and text[j] == ".":
                k = j + 1
                while k < len(text) and text[k].isdigit():
                    k += 1
                if k == j + 1:
                    raise self.error("digits must follow the decimal point", j)
                value += Fraction(int(text[j + 1:k]), 10 ** (k - j - 1))
                j = k
            self.i = j
            return Surreal._make(((0, value.numerator if value.denominator == 1 else value),)
                                 if value else ())
        if ch == "(":
            self.i += 1
            value = self.expr()
            if self.take(")") is None:
                raise self.error("a '(' is not closed", start)
            return value
        if ch == "√":
            self.i += 1
            x = self.atom()
            return self.apply(start, lambda: square_root(x))
        if ch.isalpha():
            j = start
            while j < len(text) and (text[j].isalnum() or text[j] == "_"):
                j += 1
            name = text[start:j]
            self.i = j
            if name in _NAMES:
                return _NAMES[name]
            if name == "sqrt":
                if self.take("(") is None:
                    raise self.error("sqrt must be followed by '('")
                x = self.expr()
                if self.take(")") is None:
                    raise self.error("a '(' is not closed", start)
                return self.apply(start, lambda: square_root(x))
            raise self.error(f"unknown name {name!r}: the names are omega (ω) and epsilon (ε)",
                             start)
        if ch == ")":
            raise self.error("a ')' has no matching '('")
        raise self.error(f"unexpected {ch!r}")
