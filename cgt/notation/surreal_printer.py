"""Printing surreal numbers: CGSuite's style (Unicode), plain ASCII, and LaTeX.

A term c·ω^y prints as the monomial and then the coefficient, as CGSuite does: ``ω^2×3``,
``ω/2``, ``ω×√2``, ``ω^(1/2)``; an exponent is parenthesised unless it is a natural number or a
monomial with coefficient 1 (``ω^ω^2`` is ω^(ω²), right-associative). A quotient prints as
``P/Q`` with a side in parentheses when it has more than one term: ``(ω^(ω+1)+ω^ω+1)/(ω+1)``.
ASCII writes ``omega``, ``*`` and ``sqrt(2)``; LaTeX puts the coefficient first
(``3\\omega^{2}``, ``\\frac{1}{2}\\omega``). Every text reads back with ``surreal``.
"""
from __future__ import annotations

import re
from fractions import Fraction
from typing import Any

from cgt.numbers.dyadic import int_to_text
from cgt.numbers.surreal.reals import Algebraic, sign as real_sign
from cgt.numbers.surreal.surreal import Surreal, as_surreal, cmp_exp

__all__ = ["to_latex"]

_SYMBOLS = {"unicode": ("ω", "×"), "ascii": ("omega", "*")}
_ROOT = re.compile(r"sqrt\((\d+)\)")


def real_text(c: Any, style: str = "unicode") -> str:
    """A real coefficient as text: ``3/4``, ``√2``, ``1/2+√5/2`` (ASCII: ``sqrt(5)``)."""
    if type(c) is not Algebraic:
        return _rational_text(c)
    text = str(c.expr).replace(" ", "")
    if style == "unicode":
        text = _ROOT.sub(r"√\1", text).replace("sqrt(", "√(")
    return text


def _rational_text(c: int | Fraction) -> str:
    """An int or a Fraction, its integers written out however long they are."""
    if type(c) is int:
        return int_to_text(c)
    if c.denominator == 1:
        return int_to_text(c.numerator)
    return f"{int_to_text(c.numerator)}/{int_to_text(c.denominator)}"


def to_text(x: Surreal, style: str = "unicode") -> str:
    """The number in CGSuite's style (``style="unicode"``) or in ASCII (``"ascii"``)."""
    if x._q is None:
        return _form(x._p, style)
    return f"{_side(x._p, style)}/{_side(x._q, style)}"


def _compound(text: str) -> bool:
    """True when ``text`` has a + or - outside parentheses after its first character."""
    depth = 0
    for i, ch in enumerate(text):
        if ch == "(":
            depth += 1
        elif ch == ")":
            depth -= 1
        elif ch in "+-" and i and not depth:
            return True
    return False


def _side(terms: tuple, style: str) -> str:
    text = _form(terms, style)
    return f"({text})" if len(terms) > 1 or _compound(text) else text


def _form(terms: tuple, style: str) -> str:
    if not terms:
        return "0"
    if len(terms) == 1 and cmp_exp(terms[0][0], 0) == 0:
        return real_text(terms[0][1], style)  # a real alone: 1/2+√5/2
    parts = []
    for i, (y, c) in enumerate(terms):
        negative = real_sign(c) < 0
        body = _term(y, -c if negative else c, style)
        parts.append(("-" if negative else ("+" if i else "")) + body)
    return "".join(parts)


def _term(y: Any, c: Any, style: str) -> str:
    w, times = _SYMBOLS[style]
    if cmp_exp(y, 0) == 0:
        text = real_text(c, style)
        return f"({text})" if _compound(text) or text.startswith("-") else text
    monomial = w if cmp_exp(y, 1) == 0 else f"{w}^{_exponent_text(y, style)}"
    if c == 1:
        return monomial
    if type(c) is not Algebraic:
        c = Fraction(c)
        if c.numerator == 1:
            return f"{monomial}/{int_to_text(c.denominator)}"
        return f"{monomial}{times}{real_text(c, style)}"
    text = real_text(c, style)
    if _compound(text) or text.startswith("-"):
        text = f"({text})"
    return f"{monomial}{times}{text}"


def _exponent_text(y: Any, style: str) -> str:
    if type(y) is int or (type(y) is Fraction and y.denominator == 1):
        if y >= 0:
            return int_to_text(int(y))
        return f"({int_to_text(int(y))})"
    s = as_surreal(y)
    if len(s._p) == 1 and s._p[0][1] == 1 and cmp_exp(s._p[0][0], 0) != 0:
        return to_text(s, style)
    return f"({to_text(s, style)})"


# -- LaTeX -----------------------------------------------------------------------------------------

def real_latex(c: Any) -> str:
    if type(c) is Algebraic:
        import sympy
        text = sympy.latex(c.expr).replace(" + ", "+").replace(" - ", "-")
        return "-" + text[2:] if text.startswith("- ") else text
    c = Fraction(c)
    if c.denominator == 1:
        return int_to_text(c.numerator)
    sign = "-" if c < 0 else ""
    return f"{sign}\\frac{{{int_to_text(abs(c.numerator))}}}{{{int_to_text(c.denominator)}}}"


def to_latex(x: Surreal) -> str:
    """The number in LaTeX: ``\\omega^{\\omega+1}+\\omega^{\\omega}+1``, ``\\frac{1}{\\omega+1}``."""
    if x._q is None:
        return _latex_form(x._p)
    return f"\\frac{{{_latex_form(x._p)}}}{{{_latex_form(x._q)}}}"


def _latex_form(terms: tuple) -> str:
    if not terms:
        return "0"
    if len(terms) == 1 and cmp_exp(terms[0][0], 0) == 0:
        return real_latex(terms[0][1])
    parts = []
    for i, (y, c) in enumerate(terms):
        negative = real_sign(c) < 0
        body = _latex_term(y, -c if negative else c)
        parts.append(("-" if negative else ("+" if i else "")) + body)
    return "".join(parts)


def _latex_term(y: Any, c: Any) -> str:
    if cmp_exp(y, 0) == 0:
        text = real_latex(c)
        if _compound(text.replace("{", "(").replace("}", ")")) or text.startswith("-"):
            return f"\\left({text}\\right)"
        return text
    monomial = "\\omega" if cmp_exp(y, 1) == 0 else f"\\omega^{{{to_latex(as_surreal(y))}}}"
    if c == 1:
        return monomial
    text = real_latex(c)
    if type(c) is Algebraic:
        if _compound(text.replace("{", "(").replace("}", ")")) or text.startswith("-"):
            return f"\\left({text}\\right){monomial}"
        return f"{text}\\,{monomial}"
    return f"{text}{monomial}"
