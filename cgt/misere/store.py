"""The storage of misère forms: interning, and the constructions every algorithm needs.

A form is the tree ``{G^L | G^R}`` of its options. Forms are interned: two forms with the same
sets of options are the same object, so equality of forms is identity and hashing is O(1).
Sums and conjugates are built children first with an explicit stack, so no form is too deep
for Python's recursion limit. :class:`cgt.misere.forms.MisereForm` adds the interface; the
algorithms of this package work on the storage alone.
"""
from __future__ import annotations
import itertools
from collections.abc import Iterable
from typing import Any

from cgt.errors import CGTTypeError
from cgt.walk import post_order

__all__ = ["option", "conjugate"]

# Every form ever made, by its two option sets. This is the intern store, not a cache:
# clearing it would give equal forms two identities.
_STORE: dict[tuple[frozenset, frozenset], Any] = {}
_SERIAL = itertools.count()
_SUMS: dict[tuple[Any, Any], Any] = {}
_CONJUGATES: dict[Any, Any] = {}


def _ordered(options: frozenset) -> tuple:
    return tuple(sorted(options, key=lambda form: form.serial))


class FormBase:
    """The storage of a form: ``left`` and ``right``, tuples of forms in order of creation; a
    ``serial`` number; the ``birthday``. See :class:`cgt.misere.forms.MisereForm`."""

    __slots__ = ("left", "right", "serial", "birthday", "__weakref__")

    left: tuple[FormBase, ...]
    right: tuple[FormBase, ...]
    serial: int
    birthday: int

    def __init_subclass__(cls, **kwargs: Any) -> None:
        global _FORM
        super().__init_subclass__(**kwargs)
        _FORM = cls

    def __reduce__(self) -> tuple[Any, ...]:
        return (type(self), (self.left, self.right))

    def __copy__(self) -> FormBase:
        return self

    def __deepcopy__(self, memo: dict[int, Any]) -> FormBase:
        return self

    @property
    def is_left_end(self) -> bool:
        """True when Left has no move here (Left wins at once if it is her turn)."""
        return not self.left

    @property
    def is_right_end(self) -> bool:
        """True when Right has no move here."""
        return not self.right

    def followers(self) -> list:
        """Every form reachable from this one by any sequence of moves, itself included, each
        once, options before the forms that have them."""
        seen: dict = {}
        post_order(self, lambda f: (f.left + f.right, None), lambda f, _: None, seen)
        return list(seen)


_FORM: type[FormBase] = FormBase


def _make(left: frozenset, right: frozenset) -> Any:
    key = (left, right)
    form = _STORE.get(key)
    if form is None:
        new: Any = object.__new__(_FORM)
        new.left = _ordered(left)
        new.right = _ordered(right)
        new.serial = next(_SERIAL)
        new.birthday = 1 + max((o.birthday for o in left | right), default=-1)
        form = _STORE.setdefault(key, new)
    return form


def make(left: Iterable[Any], right: Iterable[Any]) -> Any:
    """The form with these options, all of them forms already (no conversion)."""
    return _make(frozenset(left), frozenset(right))


def option(value: Any) -> Any:
    """A form given as an option: a form itself, or an ``int`` for the integer form."""
    if isinstance(value, FormBase):
        return value
    if isinstance(value, int) and not isinstance(value, bool):
        return integer(value)
    raise CGTTypeError(f"an option of a misère form must be a MisereForm or an int, not "
                       f"{type(value).__name__} {value!r}")


def integer(n: int) -> Any:
    """The integer form ``n``: for n > 0, n moves for Left alone (``n = {n-1 |}``); for n < 0
    the conjugate ``|n|̄``, as many moves for Right alone; ``0 = {|}``."""
    form = _make(frozenset(), frozenset())
    for _ in range(abs(n)):
        form = _make(frozenset({form}), frozenset()) if n > 0 else _make(frozenset(),
                                                                          frozenset({form}))
    return form


def nimber(n: int) -> Any:
    """The Nim heap ``∗n = {0, ∗, …, ∗(n-1) | 0, ∗, …, ∗(n-1)}`` as a form."""
    heaps: list = []
    for _ in range(n):
        options = frozenset(heaps)
        heaps.append(_make(options, options))
    options = frozenset(heaps)
    return _make(options, options)


def add(g: Any, h: Any) -> Any:
    """The disjunctive sum of two forms, built children first with an explicit stack."""
    def order(a, b):
        return (a, b) if a.serial <= b.serial else (b, a)

    def expand(pair):
        a, b = pair
        if not (a.left or a.right) or not (b.left or b.right):
            return (), None
        children = [order(x, b) for x in a.left + a.right] + [order(a, y) for y in b.left + b.right]
        return children, None

    def finish(pair, _):
        a, b = pair
        if not (a.left or a.right):
            return b
        if not (b.left or b.right):
            return a
        left = {_SUMS[order(x, b)] for x in a.left} | {_SUMS[order(a, y)] for y in b.left}
        right = {_SUMS[order(x, b)] for x in a.right} | {_SUMS[order(a, y)] for y in b.right}
        return _make(frozenset(left), frozenset(right))

    return post_order(order(g, h), expand, finish, _SUMS)


def total(forms: Iterable[Any]) -> Any:
    """The disjunctive sum of any number of forms (``0`` for none)."""
    result = _make(frozenset(), frozenset())
    for form in forms:
        result = add(result, form)
    return result


def conjugate(g: Any) -> Any:
    """The conjugate ``{Ḡ^R | Ḡ^L}`` of a form, with an explicit stack."""
    def finish(form, _):
        return _make(frozenset(_CONJUGATES[o] for o in form.right),
                     frozenset(_CONJUGATES[o] for o in form.left))

    return post_order(g, lambda f: (f.left + f.right, None), finish, _CONJUGATES)
