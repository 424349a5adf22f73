"""Explicit game forms: games that keep their options as given.

A ``Game`` is always in canonical form. A ``GameForm`` is the literal form ``{L | R}`` with its
options exactly as written, like CGSuite's ``'{...}'`` literals, for the operations whose
result depends on the form and not only on the value (Siegel, *Combinatorial Game Theory*,
2013, I.4 and II.1; Conway, *ONAG*, ch. 7):

- the ordinal sum ``F : H = {F^L, F : H^L | F^R, F : H^R}`` with the form F as its base, so
  ``'{-1|1}' : 1 = 1/2`` while ``0 : 1 = 1`` (Winning Ways, vol. 1, ch. 7);
- heating ``∫^t F = {∫^t F^L + t | ∫^t F^R - t}`` and overheating
  ``∫_s^t F = {∫_s^t F^L + t | ∫_s^t F^R - t}`` on the form (numbers, and for overheating
  integers n, which become n·s, are the base cases, as for games);
- the Conway product ``F·H = {F^L·H + F·H^L - F^L·H^L, ... | ...}`` (ONAG, ch. 1), as
  ``*6 . '{0,*|0,*}'`` in CGSuite;
- ``.canonical``, the value.

The options of a form are forms and number-up-star games (numbers, nimbers, multiples of up
and their sums), which stand for their canonical forms; any other game given as an option is
taken as its canonical form, written out as a form. Forms are immutable and hashable, equal when
their options are equal in the order given, and print quoted: ``'{-1|1}'``. ``form(text)``
reads that notation without canonicalising, and ``game("'{-1|1}'")`` is the value, 0.
"""
from __future__ import annotations
from collections.abc import Iterable, Sequence
from typing import Any, Union, overload

from cgt.errors import CGTTypeError, ResourceError
from cgt.numbers.checks import items
from cgt.short.arithmetic import add, neg, times
from cgt.short.canonical import canonical as canonical_form
from cgt.short.coerce import game
from cgt.short.deep import check_depth, run_deep
from cgt.short import cooling
from cgt.short.game import Game
from cgt.short.products import form_conway_product

__all__ = ["GameForm", "form"]


#: The most options a form keeps, Left's and Right's together: each is kept as given, so a
#: longer list is more likely a mistake than a form.
MAX_FORM_OPTIONS = 100_000


class GameForm:
    """The literal game form ``{left | right}``; see the module's docstring."""

    __slots__ = ("_left", "_right", "_hash", "_value")

    _left: tuple[Option, ...]
    _right: tuple[Option, ...]
    _hash: int
    _value: Game | None      # the canonical form, once found

    def __init__(self, left: Iterable[object] = (), right: Iterable[object] = ()) -> None:
        if isinstance(left, (str, bytes)) or isinstance(right, (str, bytes)):
            raise CGTTypeError("the options of a GameForm are lists, not a string: "
                               "use form(text) to read the notation")
        left, right = items(left, "left options"), items(right, "right options")
        if len(left) + len(right) > MAX_FORM_OPTIONS:
            raise ResourceError(f"a form with {len(left) + len(right)} options; at most "
                                f"{MAX_FORM_OPTIONS} are kept as written")
        self._left = tuple(_option(x) for x in left)
        self._right = tuple(_option(x) for x in right)
        self._hash = hash((GameForm, self._left, self._right))
        self._value = None

    @property
    def left_options(self) -> tuple[Option, ...]:
        """Left's options as given: forms and number-up-star games."""
        return self._left

    @property
    def right_options(self) -> tuple[Option, ...]:
        """Right's options as given: forms and number-up-star games."""
        return self._right

    @property
    def canonical(self) -> Game:
        """The value: the canonical form of this form."""
        if self._value is None:
            self._value = run_deep(_canonical, self)
        return self._value

    @property
    def birthday(self) -> int:
        """The birthday of the form itself: 1 + the largest birthday of its options."""
        return run_deep(_birthday, self, {})

    def __eq__(self, other: object) -> bool:
        if other.__class__ is not GameForm:
            return NotImplemented
        return self is other or (self._hash == other._hash and self._left == other._left
                                 and self._right == other._right)

    def __hash__(self) -> int:
        return self._hash

    def __neg__(self) -> GameForm:
        return run_deep(_negative, self, {})

    def __add__(self, other: Any) -> GameForm:
        other = _operand(other)
        return NotImplemented if other is None else form_sum(self, other)

    def __radd__(self, other: Any) -> GameForm:
        other = _operand(other)
        return NotImplemented if other is None else form_sum(other, self)

    def __sub__(self, other: Any) -> GameForm:
        other = _operand(other)
        return NotImplemented if other is None else form_sum(self, run_deep(_negate, other, {}))

    def __rsub__(self, other: Any) -> GameForm:
        other = _operand(other)
        return NotImplemented if other is None else form_sum(other, -self)

    def __reduce__(self) -> tuple[type[GameForm], tuple[tuple[Option, ...], tuple[Option, ...]]]:
        return (GameForm, (self._left, self._right))

    def ordinal_sum(self, other: Any) -> Game:
        """F : H with this form as the base; only the value of H matters."""
        h = other.canonical if isinstance(other, GameForm) else game(other)
        check_depth(h.birthday, f"an ordinal sum with a subordinate born on day {h.birthday}")
        return run_deep(_ordinal_sum, self, h, {})

    def conway_product(self, other: Any) -> Game:
        """F·H, Conway's product (ONAG, ch. 1) on this form and on H as given (a form, or a game
        taken as its canonical form): ``{F^L·H + F·H^L - F^L·H^L, ... | ...}``. It depends on
        the forms, not only on their values."""
        h = other if isinstance(other, GameForm) else game(other)
        return run_deep(form_conway_product, self, h, {})

    def heat(self, t: Any) -> Game:
        """∫^t F = {∫^t F^L + t | ∫^t F^R - t} on this form; a number is left alone."""
        t = t.canonical if isinstance(t, GameForm) else game(t)
        return run_deep(_heat, self, t, {})

    def overheat(self, s: Any, t: Any) -> Game:
        """∫_s^t F = {∫_s^t F^L + t | ∫_s^t F^R - t} on this form; an integer n is n·s."""
        s = s.canonical if isinstance(s, GameForm) else game(s)
        t = t.canonical if isinstance(t, GameForm) else game(t)
        return run_deep(_overheat, self, s, t, {})

    def __str__(self) -> str:
        from cgt.notation import render   # the notation sits above the core
        return render(self)

    def __repr__(self) -> str:
        from cgt.notation import render
        return render(self)

    def __format__(self, spec: str) -> str:
        style = {"": "plain", "s": "plain", "u": "unicode", "latex": "latex"}.get(spec)
        if style is None:
            raise CGTTypeError(f"unknown format {spec!r} for a game form: use '', 'u' or 'latex'")
        from cgt.notation import render
        return render(self, style)

    def _repr_latex_(self) -> str:
        from cgt.notation import render
        return "$" + render(self, "latex") + "$"


Option = Union[GameForm, Game]


def form(value: Any) -> GameForm | Game:
    """A form from text in the notation (quotes optional: ``form("'{-1|1}'")``), or from a game,
    taken as its canonical form. Braces make forms; numbers, nimbers and ups are games."""
    if isinstance(value, GameForm):
        return value
    if isinstance(value, str):
        from cgt.notation import parse_form   # the notation sits above the core
        return parse_form(value)
    return _option(game(value))


def as_form(g: Game) -> GameForm | Game:
    """The canonical form of g as a form: g itself when it is number-up-star."""
    return _option(g)


def _option(x: object) -> Option:
    if isinstance(x, GameForm):
        return x
    g = game(x)
    if not isinstance(g, Game):
        raise CGTTypeError(f"a form is a short game; {g} is a {g._kind}")
    if g._nus is not None:
        return g
    return run_deep(_written_out, g, {})


def _written_out(g: Game, memo: dict[Game, GameForm]) -> GameForm:
    found = memo.get(g)
    if found is None:
        found = memo[g] = GameForm.__new__(GameForm)
        found._left = tuple(x if x._nus is not None else _written_out(x, memo)
                            for x in g.left_options)
        found._right = tuple(x if x._nus is not None else _written_out(x, memo)
                             for x in g.right_options)
        found._hash = hash((GameForm, found._left, found._right))
        found._value = g
    return found


def _value(x: Option) -> Game:
    return x.canonical if isinstance(x, GameForm) else x


def _canonical(f: GameForm) -> Game:
    if f._value is None:
        f._value = canonical_form([x if isinstance(x, Game) else _canonical(x) for x in f._left],
                                  [x if isinstance(x, Game) else _canonical(x) for x in f._right])
    return f._value


def _birthday(f: GameForm, memo: dict[int, int]) -> int:
    found = memo.get(id(f))
    if found is None:
        found = memo[id(f)] = 1 + max((x.birthday if isinstance(x, Game) else _birthday(x, memo)
                                   for x in f._left + f._right), default=-1)
    return found


def _operand(x: object) -> Option | None:
    if isinstance(x, GameForm):
        return x
    try:
        return _option(x)
    except CGTTypeError:
        return None


def _negate(x: Option, memo: dict[int, GameForm]) -> Option:
    return neg(x) if isinstance(x, Game) else _negative(x, memo)


def _negative(f: GameForm, memo: dict[int, GameForm]) -> GameForm:
    # memoised by identity, as in _form_sum
    found = memo.get(id(f))
    if found is None:
        found = memo[id(f)] = GameForm([_negate(x, memo) for x in f._right],
                                   [_negate(x, memo) for x in f._left])
    return found


#: The largest literal sum built, in distinct positions: A + B has at most as many as A and B
#: have together times each other (its game tree, written out, can have far more).
MAX_SUM_POSITIONS = 100_000


@overload
def form_sum(a: GameForm, b: Option) -> GameForm: ...
@overload
def form_sum(a: Option, b: GameForm) -> GameForm: ...
@overload
def form_sum(a: Game, b: Game) -> Game: ...
@overload
def form_sum(a: Option, b: Option) -> Option: ...


def form_sum(a: Option, b: Option) -> Option:
    """The literal sum {A^L + B, A + B^L | A^R + B, A + B^R}; two games add as values.

    ``ResourceError`` when the sum could have more than ``MAX_SUM_POSITIONS`` distinct
    positions."""
    size = _positions(a, MAX_SUM_POSITIONS) * _positions(b, MAX_SUM_POSITIONS)
    if size > MAX_SUM_POSITIONS:
        raise ResourceError(f"the literal sum of these forms has up to {size} positions; at "
                            f"most {MAX_SUM_POSITIONS} are built")
    return run_deep(_form_sum, a, b, {})


def _key(x: Option) -> int:
    # by identity: comparing equal forms that share positions walks their whole trees
    return id(x)


def _positions(x: Option, cap: int) -> int:
    """Distinct positions of a form or game (a game's own positions count, as a sum with a
    form opens them), counted up to ``cap + 1``."""
    seen = {_key(x)}
    stack = [x]
    while stack and len(seen) <= cap:
        left, right = _options(stack.pop())
        for y in (*left, *right):
            k = _key(y)
            if k not in seen:
                seen.add(k)
                stack.append(y)
    return len(seen)


def _form_sum(a: Option, b: Option, memo: dict[tuple[int, int], Option]) -> Option:
    if a.__class__ is Game and b.__class__ is Game:
        return add(a, b)
    if a.__class__ is Game and a._nus is not None and not a._nus[0] and a.is_number:
        return b  # 0 + B is B, form for form
    if b.__class__ is Game and b._nus is not None and b.is_number and not b._nus[0]:
        return a
    key = (_key(a), _key(b))
    found = memo.get(key)
    if found is None:
        a_left, a_right = _options(a)
        b_left, b_right = _options(b)
        found = memo[key] = GameForm(
            [_form_sum(x, b, memo) for x in a_left] + [_form_sum(a, y, memo) for y in b_left],
            [_form_sum(x, b, memo) for x in a_right] + [_form_sum(a, y, memo) for y in b_right])
    return found


def _options(x: Option) -> tuple[Sequence[Option], Sequence[Option]]:
    if isinstance(x, Game):
        return x.left_options, x.right_options
    return x._left, x._right


def _ordinal_sum(f: GameForm, h: Game, memo: dict[Game, Game]) -> Game:
    found = memo.get(h)
    if found is None:
        left = [_value(x) for x in f._left] + [_ordinal_sum(f, y, memo) for y in h.left_options]
        right = [_value(x) for x in f._right] + [_ordinal_sum(f, y, memo)
                                                 for y in h.right_options]
        found = memo[h] = canonical_form(left, right)
    return found


def _heat(f: Option, t: Game, memo: dict[GameForm, Game]) -> Game:
    if isinstance(f, Game):
        heated: Game = cooling.heat(f, t)
        return heated
    found = memo.get(f)
    if found is None:
        if f.canonical.is_number:
            found = f.canonical
        else:
            found = canonical_form([add(_heat(x, t, memo), t) for x in f._left],
                                   [add(_heat(x, t, memo), neg(t)) for x in f._right])
        memo[f] = found
    return found


def _overheat(f: Option, s: Game, t: Game, memo: dict[GameForm, Game]) -> Game:
    if isinstance(f, Game):
        heated: Game = cooling.overheat(f, s, t)
        return heated
    found = memo.get(f)
    if found is None:
        value = f.canonical
        n = value._nus
        if n is not None and value.is_integer:
            found = times(n[0].num, s)
        else:
            found = canonical_form([add(_overheat(x, s, t, memo), t) for x in f._left],
                                   [add(_overheat(x, s, t, memo), neg(t)) for x in f._right])
        memo[f] = found
    return found
