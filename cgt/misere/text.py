"""Printing misère forms in the papers' notation.

Forms print as in the literature on partizan misère play (Mesdal and Ottaway 2007; Siegel,
*Combinatorial Game Theory*, ch. V; Larsson, Milley, Nowakowski, Renault and Santos 2018):
``0`` for ``{|}``, the integers ``n = {n-1|}`` and their conjugates ``n̄ = {|(n-1)̄}``, the
Nim heaps ``∗ = {0|0}`` and ``∗n``, and ``{G^L | G^R}`` otherwise. The plain text (``str``)
is ASCII: ``*`` for ``∗`` and ``~n`` for ``n̄``; :mod:`cgt.misere.parse` reads both.

Options print by birthday, then by their text, so a form always prints the same. A form is
printed with an explicit stack, so its depth is not limited by Python's recursion.
"""
from __future__ import annotations
from typing import Any

from cgt.walk import post_order

__all__ = ["plain", "unicode"]

_BAR = "\u0304"     # combining overline: 1̄


def _named(form: Any, kinds: dict) -> tuple | None:
    """``("int", n)`` (n < 0 for n̄), ``("nim", n)`` or None, from the kinds of the options."""
    left, right = form.left, form.right
    if not left and not right:
        return ("int", 0)
    if len(left) == 1 and not right:
        kind = kinds[left[0]]
        if kind is not None and kind[0] == "int" and kind[1] >= 0:
            return ("int", kind[1] + 1)
    if len(right) == 1 and not left:
        kind = kinds[right[0]]
        if kind is not None and kind[0] == "int" and kind[1] <= 0:
            return ("int", kind[1] - 1)
    if left == right:
        heaps = sorted(kinds[o][1] if kinds[o] is not None and (kinds[o][0] == "nim"
                                                                 or kinds[o] == ("int", 0))
                       else -1 for o in left)
        if heaps == list(range(len(left))):
            return ("nim", len(left))
    return None


def _sorted(options: tuple, texts: dict) -> list[str]:
    # By birthday, then text: the same form prints the same whatever order it was built in.
    return [texts[o] for o in sorted(options, key=lambda o: (o.birthday, texts[o]))]


def _render(form: Any, unicode: bool) -> str:
    kinds: dict = {}
    texts: dict = {}
    star = "∗" if unicode else "*"
    sep, bar = (", ", " | ") if unicode else (",", "|")

    def finish(f, _):
        kind = kinds[f] = _named(f, kinds)
        if kind is not None and kind[0] == "int":
            n = kind[1]
            if n >= 0:
                return str(n)
            return str(-n) + _BAR if unicode else "~" + str(-n)
        if kind is not None:
            return star if kind[1] == 1 else f"{star}{kind[1]}"
        return ("{" + sep.join(_sorted(f.left, texts)) + bar
                + sep.join(_sorted(f.right, texts)) + "}")

    return post_order(form, lambda f: (f.left + f.right, None), finish, texts)


def plain(form: Any) -> str:
    """The form in ASCII: ``0``, ``*``, ``*2``, ``1``, ``~1``, ``{0,*|~1}``."""
    return _render(form, unicode=False)


def unicode(form: Any) -> str:
    """The form in the papers' notation: ``0``, ``∗``, ``∗2``, ``1``, ``1̄``, ``{0, ∗ | 1̄}``."""
    return _render(form, unicode=True)
