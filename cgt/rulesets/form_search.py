"""The search that values graph positions kept as forms: a string of vertex marks and a tuple
of neighbour bitmasks (``cgt.rulesets.graph_forms``).

A position's value is ``{G^L | G^R}`` over the values of its options (Conway, *ONAG*, ch. 7),
and an option that falls into independent parts is their sum. A ruleset's class gives, through
``_of(marks, links, blocks)`` and ``_option_forms(player)``, the forms of the parts of each
option; the search numbers each form by a positive int, values each number once, children
first by ``cgt.walk.post_order``, and never builds a position for an option.
"""
from __future__ import annotations
import threading
from cgt import caches
from cgt.rulesets.option_values import option_values, sum_of_parts, unvalued
from cgt.short.canonical import canonical
from cgt.walk import paused_gc, post_order
from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

__all__: list[str] = []

if TYPE_CHECKING:
    from cgt.short.game import Game

LEFT, RIGHT = "L", "R"


class FormSearch:
    """Values of the forms of one ruleset's class ``cls``.

    Threads may share a search: its tables are only ever added to, and a number, once given
    to a form, stands for it for good. To forget, a new search takes this one's place."""

    def __init__(self, cls: type) -> None:
        self.cls = cls
        self.numbers: dict = {}  # form (marks, links) -> number
        self.forms: dict = {}    # number -> form
        self.values: dict = {}   # number -> value
        self.sums: dict = {}     # sorted tuple of numbers -> the sum of their values
        self.lock = threading.Lock()   # for numbering a new form

    def number(self, form: tuple) -> int:
        """The number of ``form`` (a new one for a form not met before)."""
        found = self.numbers.get(form)
        if found is None:
            with self.lock:
                found = self.numbers.get(form)
                if found is None:
                    found = len(self.forms) + 1
                    self.forms[found] = form
                    self.numbers[form] = found
        return found

    def option(self, forms: list) -> Any:
        """An option whose parts have ``forms``, as ``cgt.rulesets.option_values`` reads it."""
        if len(forms) == 1:
            return self.number(forms[0])
        return tuple(sorted([self.number(form) for form in forms]))

    def value(self, forms: Iterable[tuple]) -> Game:
        """The sum of the values of the parts with ``forms``."""
        with CACHE:
            numbers = tuple(sorted([self.number(form) for form in forms]))
            with paused_gc():
                for n in numbers:
                    post_order(n, self._expand, self._finish, self.values, name=self._name)
            return sum_of_parts(numbers, self.values)

    def _name(self, n):
        marks, links = self.forms[n]
        return repr(self.cls._of(marks, links, (len(marks),)))

    def _expand(self, n):
        marks, links = self.forms[n]
        position = self.cls._of(marks, links, (len(marks),))
        option = self.option
        sides = ([option(forms) for forms in position._option_forms(LEFT)],
                 [option(forms) for forms in position._option_forms(RIGHT)])
        return unvalued(sides, self.values), sides

    def _finish(self, n, sides):
        values = self.values
        return canonical(option_values(sides[0], 1, values, self.sums),
                         option_values(sides[1], -1, values, self.sums))


_SEARCHES: dict[type, FormSearch] = {}


def search(cls: type) -> FormSearch:
    """The search for positions of the class ``cls`` (made on first use)."""
    found = _SEARCHES.get(cls)
    if found is None:
        found = _SEARCHES.setdefault(cls, FormSearch(cls))
    return found


def clear() -> None:
    """Forget every form valued so far."""
    _SEARCHES.clear()


# A generation empties the searches: their forms are numbered, so none can lose only some.
CACHE = caches.register("rulesets.form_search", clear,
                        lambda: sum(len(s.values) for s in list(_SEARCHES.values())),
                        entry_bytes=1000)
