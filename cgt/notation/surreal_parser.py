"""Reading surreal numbers from text: ``"omega^omega + 1/(omega+1)"``, ``"1/3"``, ``"sqrt(2)"``.

The grammar (whitespace is ignored; there is no implicit multiplication)::

    expr   := term (('+' | '-' | '−') term)*
    term   := unary (('*' | '×' | '/') unary)*          left-associative
    unary  := ('-' | '−' | '+')* power
    power  := atom (('^' | '**') unary)?                 right-associative
    atom   := NUMBER | NAME | 'sqrt' '(' expr ')' | '√' atom | '(' expr ')'
    NUMBER := DIGITS ('.' DIGITS)?                       a decimal is exact: "0.1" is 1/10
    NAME   := 'omega' | 'ω' | 'epsilon' | 'ε'

So ``-omega^2`` is -(ω²), ``omega^omega^2`` is ω^(ω²) and ``epsilon`` is 1/ω. A power with a base
other than ω takes an integer exponent, or a rational one for a positive monomial (``sqrt``).
Digits are ASCII digits. Errors raise ``ParseError`` naming the column.

The reader descends one level of the call stack per bracket, root or exponent, up to
``cgt.notation.lexing.MAX_NESTING`` levels. Numbers whose size a text can blow up are refused
with ``ResourceError`` before they are computed: an algebraic coefficient of degree above
``MAX_DEGREE`` (nested roots, ``8**2.0386``), algebraic arithmetic with a rational of more than
``MAX_ALGEBRAIC_BITS`` bits (``sqrt(2)+0.82**50000``), and an integer power of a sum that would
have more than ``MAX_POWER_TERMS`` terms (``(1+epsilon)^3000``).
"""
from __future__ import annotations

from fractions import Fraction
from math import comb

from cgt.errors import CGTError, ParseError, ResourceError, UnsupportedError
from cgt.notation.lexing import DIGITS, MAX_NESTING, digits_end, name_end, parse_error, too_deep
from cgt.numbers.checks import text as text_argument
from cgt.numbers.dyadic import int_to_text, text_to_int
from cgt.numbers.surreal.reals import Algebraic
from cgt.numbers.surreal.surreal import Surreal, ZERO, epsilon, omega

__all__: list[str] = []

_NAMES = {"omega": omega, "ω": omega, "epsilon": epsilon, "ε": epsilon}
_HALF = Fraction(1, 2)
#: The largest degree (over ℚ) of an algebraic coefficient that a text may build.
MAX_DEGREE = 64
#: The most bits of a rational number in arithmetic with irrational numbers.
MAX_ALGEBRAIC_BITS = 1024
#: The most terms an integer power of a sum may have (estimated before it is computed).
MAX_POWER_TERMS = 1024


def parse(text: str) -> Surreal:
    """The surreal number written in ``text``."""
    return _Parser(text_argument(text, "text of a surreal number")).run()


def square_root(x: Surreal) -> Surreal:
    """√x for a nonnegative real or a positive monomial r·ω^y: r^(1/2)·ω^(y/2)."""
    if not x:
        return ZERO
    if x.sign < 0:
        raise UnsupportedError(f"the square root of the negative number {x} is not real")
    return x ** _HALF


def degree(x: Surreal) -> int:
    """The largest degree over ℚ of a coefficient of x (1 when they are all rational)."""
    coefficients = [c for _, c in x._p + (x._q or ())]
    return max((len(c.minimal_polynomial) - 1 for c in coefficients if isinstance(c, Algebraic)),
               default=1)


def _bits(x: Surreal) -> int:
    """The most bits of a numerator or denominator of a rational coefficient of x."""
    return max((max(Fraction(c).numerator.bit_length(), Fraction(c).denominator.bit_length())
                for _, c in x._p + (x._q or ()) if not isinstance(c, Algebraic)), default=0)


def _check_degree(found: int, what: str, *operands: Surreal) -> None:
    """Refuse an operation whose result may have an algebraic coefficient of degree ``found``,
    or that computes with irrational numbers and long rationals."""
    if found > MAX_DEGREE:
        raise ResourceError(f"{what} has an algebraic coefficient of degree up to "
                            f"{int_to_text(found)}; at most {MAX_DEGREE} is computed")
    if found > 1:
        bits = max(_bits(x) for x in operands)
        if bits > MAX_ALGEBRAIC_BITS:
            raise ResourceError(f"{what} computes with irrational numbers and a rational of "
                                f"{int_to_text(bits)} bits; at most {MAX_ALGEBRAIC_BITS} are "
                                "taken")


def _check_power_terms(x: Surreal, n: int) -> None:
    """Refuse x^n when its normal form may have more than ``MAX_POWER_TERMS`` terms: a sum of
    k terms has up to C(|n| + k - 1, k - 1) terms in its n-th power."""
    k = max(len(x._p), len(x._q or ()))
    n = abs(n)
    if k > 1 and n > 1 and (n >= MAX_POWER_TERMS or comb(n + k - 1, k - 1) > MAX_POWER_TERMS):
        raise ResourceError(f"a power {int_to_text(n)} of a number of {k} terms may have more "
                            f"than {MAX_POWER_TERMS} terms, the most computed from text")


class _Parser:
    def __init__(self, text: str) -> None:
        self.text = text
        self.i = 0
        self.depth = 0

    def error(self, message: str, at: int | None = None) -> ParseError:
        return parse_error(message, self.text, self.i if at is None else at)

    def enter(self, at: int) -> None:
        self.depth += 1
        if self.depth > MAX_NESTING:
            raise too_deep(self.text, at, "brackets, roots and exponents")

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
        except (UnsupportedError, ResourceError):
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
            _check_degree(degree(value) * degree(right), "the sum", value, right)
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
            _check_degree(degree(value) * degree(right), "the product", value, right)
            if op == "/":
                value = self.apply(at, (lambda a, b: lambda: a / b)(value, right))
            else:
                value = value * right

    def unary(self) -> Surreal:
        negative = False
        while (op := self.take("-", "−", "+")) is not None:
            negative ^= op != "+"
        value = self.power()
        return -value if negative else value

    def power(self) -> Surreal:
        base = self.atom()
        at = self.i
        if self.take("**", "^") is None:
            return base
        self.enter(at)
        e = self.unary()
        self.depth -= 1
        if e.is_integer:
            _check_power_terms(base, e.to_fraction().numerator)
        elif e.is_rational:
            _check_degree(degree(base) * e.to_fraction().denominator, "the power", base)
        return self.apply(at, lambda: base ** e)

    def atom(self) -> Surreal:
        self.skip()
        text, start = self.text, self.i
        if start == len(text):
            raise self.error("the text ends where a number was expected")
        ch = text[start]
        if ch in DIGITS:
            j = digits_end(text, start)
            value = Fraction(text_to_int(text[start:j]))
            if j < len(text) and text[j] == ".":
                k = digits_end(text, j + 1)
                if k == j + 1:
                    raise self.error("digits must follow the decimal point", j)
                value += Fraction(text_to_int(text[j + 1:k]), 10 ** (k - j - 1))
                j = k
            self.i = j
            return Surreal._make(((0, value.numerator if value.denominator == 1 else value),)
                                 if value else ())
        if ch == "(":
            self.enter(start)
            self.i += 1
            inner = self.expr()
            if self.take(")") is None:
                raise self.error("a '(' is not closed", start)
            self.depth -= 1
            return inner
        if ch == "√":
            self.enter(start)
            self.i += 1
            x = self.atom()
            self.depth -= 1
            return self.root(start, x)
        if ch.isalpha():
            j = name_end(text, start)
            name = text[start:j]
            self.i = j
            if name in _NAMES:
                return _NAMES[name]
            if name == "sqrt":
                if self.take("(") is None:
                    raise self.error("sqrt must be followed by '('")
                self.enter(start)
                x = self.expr()
                if self.take(")") is None:
                    raise self.error("a '(' is not closed", start)
                self.depth -= 1
                return self.root(start, x)
            raise self.error(f"unknown name {name!r}: the names are omega (ω) and epsilon (ε)",
                             start)
        if ch == ")":
            raise self.error("a ')' has no matching '('")
        raise self.error(f"unexpected {ch!r}")

    def root(self, at: int, x: Surreal) -> Surreal:
        _check_degree(2 * degree(x), "the square root", x)
        return self.apply(at, lambda: square_root(x))
