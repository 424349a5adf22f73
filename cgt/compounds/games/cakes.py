"""The cake games of WW9 and WW10: Cutcakes, Eatcakes, Hotcakes, Coldcakes, Coolcakes, Baked Alaska.

``CutcakeJoin`` and ``EatcakeJoin`` are the cakes of Cutcake and Eatcake whose pieces form a
join or slow join; ``cgt.rulesets.Cutcake`` and ``cgt.rulesets.Eatcake`` are the same cakes in
a disjunctive sum.

A cake ``h`` by ``w`` has height ``h`` (the table row) and width ``w`` (the table column). Lefty
cuts or eats vertically (along the width), Rita horizontally. Each class is one cake; a move that
leaves several pieces has a compound of the pieces as its option (a join, slow join or union, as
the game demands), so the pieces become components of the enclosing compound.
"""
from __future__ import annotations
import attrs

from cgt.compounds.compound import EMPTY, CompoundError, Decided, join, slow_join, union
from cgt.numbers.checks import shown
from cgt.position import Position
from collections.abc import Sequence
from typing import Any

__all__ = ["CutcakeJoin", "EatcakeJoin", "Hotcake", "Coldcake", "Coolcake", "BakedAlaska"]


def _check_size(h, w, least=1):
    if not (isinstance(h, int) and isinstance(w, int)) or h < least or w < least:
        raise CompoundError(f"a cake is h by w with h, w >= {least}, not {shown(h)} by "
                            f"{shown(w)}")


def _splits(n):
    """The ways to cut a length n into two positive lengths, each unordered pair once."""
    return [(a, n - a) for a in range(1, n // 2 + 1)]


@attrs.frozen(cache_hash=True)
class CutcakeJoin(Position):
    """A cake of Cutcakes played as a join (WW9, "Cutting Every Cake"): Lefty cuts vertically,
    Rita horizontally. (``cgt.rulesets.Cutcake`` is the same cake in a disjunctive sum.)

    Every piece must be cut, so the two pieces of a cut are joined: by ``join`` (the remoteness
    game, Table 2) or, with ``slow=True``, by ``slow_join`` (the suspense game, Table 6). With
    ``impartial=True`` either player may cut either way. Wrap cakes in ``with_pass`` for the
    versions in which a player may pass on a piece he cannot cut while his opponent can.
    """

    h: int
    w: int
    impartial: bool = False
    slow: bool = False

    def __attrs_post_init__(self) -> None:
        _check_size(self.h, self.w)

    def _cake(self, h, w):
        return CutcakeJoin(h, w, self.impartial, self.slow)

    def _pieces(self, first, second):
        return (slow_join if self.slow else join)(first, second)

    def _vertical(self):
        return tuple(self._pieces(self._cake(self.h, a), self._cake(self.h, b)) for a, b in _splits(self.w))

    def _horizontal(self):
        return tuple(self._pieces(self._cake(a, self.w), self._cake(b, self.w)) for a, b in _splits(self.h))

    def left_options(self) -> Sequence[Any]:
        return self._vertical() + self._horizontal() if self.impartial else self._vertical()

    def right_options(self) -> Sequence[Any]:
        return self._vertical() + self._horizontal() if self.impartial else self._horizontal()

    @property
    def stuck_together(self) -> Any:
        return self.impartial


def _bites(n):
    """The pieces left by eating one strip across a length n: pairs (j, n - 1 - j), j ≤ n - 1 - j."""
    return [(j, n - 1 - j) for j in range((n - 1) // 2 + 1)]


@attrs.frozen(cache_hash=True)
class EatcakeJoin(Position):
    """A cake of Eatcakes played as a slow join (WW9, "Let Them Eat Cake"): Lefty eats a column,
    Rita a row. (``cgt.rulesets.Eatcake`` is the same cake in a disjunctive sum.)

    Eating a strip leaves up to two pieces, and empty pieces vanish; every cake on the table must be
    bitten, so the pieces form a ``slow_join``, and the last mouthful wins (or loses, misère).
    With ``first_strip=True`` (Table 7) the game ends as soon as a whole strip (a 1-wide cake) is
    eaten: that bite leaves a finished component, and the pieces form a rapid ``join``.
    """

    h: int
    w: int
    impartial: bool = False
    first_strip: bool = False

    def __attrs_post_init__(self) -> None:
        _check_size(self.h, self.w, least=0)

    @property
    def stuck_together(self) -> bool:
        return True

    def _after(self, pieces):
        pieces = [EatcakeJoin(h, w, self.impartial, self.first_strip) for h, w in pieces if h and w]
        if not self.first_strip:
            return slow_join(*pieces)
        return join(*pieces) if pieces else EMPTY

    def _columns(self):
        if self.h == 0:
            return ()
        return tuple(self._after([(self.h, a), (self.h, b)]) for a, b in _bites(self.w))

    def _rows(self):
        if self.w == 0:
            return ()
        return tuple(self._after([(a, self.w), (b, self.w)]) for a, b in _bites(self.h))

    def left_options(self) -> Sequence[Any]:
        return self._columns() + self._rows() if self.impartial else self._columns()

    def right_options(self) -> Sequence[Any]:
        return self._columns() + self._rows() if self.impartial else self._rows()


@attrs.frozen(cache_hash=True)
class Hotcake(Position):
    """A cake of Hotcakes (WW10, "Hotcakes"), "h by w", played in a union.

    In as many cakes as he likes, Lefty cuts vertically (Rita horizontally) and then turns one of
    the two parts through a right angle. Left's options are (a by h) ∨ (h by w−a) and
    (h by a) ∨ (w−a by h); Right's are (w by a) ∨ (h−a by w) and (a by w) ∨ (w by h−a).
    """

    h: int
    w: int

    def __attrs_post_init__(self) -> None:
        _check_size(self.h, self.w)

    def left_options(self) -> tuple[Any, ...]:
        h, w = self.h, self.w
        found: dict[Any, None] = {}
        for a in range(1, w):
            found[union(Hotcake(a, h), Hotcake(h, w - a))] = None
            found[union(Hotcake(h, a), Hotcake(w - a, h))] = None
        return tuple(found)

    def right_options(self) -> tuple[Any, ...]:
        h, w = self.h, self.w
        found: dict[Any, None] = {}
        for a in range(1, h):
            found[union(Hotcake(w, a), Hotcake(h - a, w))] = None
            found[union(Hotcake(a, w), Hotcake(w, h - a))] = None
        return tuple(found)


@attrs.frozen(cache_hash=True)
class Coldcake(Position):
    """A cake of Coldcakes (WW10, "Cold Games"): Cutcake cuts, played in a union, without turning.

    All its values are numbers, so the union plays like the disjunctive sum
    ``cgt.rulesets.Cutcake``.
    """

    h: int
    w: int

    def __attrs_post_init__(self) -> None:
        _check_size(self.h, self.w)

    def left_options(self) -> tuple[Any, ...]:
        return tuple(union(Coldcake(self.h, a), Coldcake(self.h, b)) for a, b in _splits(self.w))

    def right_options(self) -> tuple[Any, ...]:
        return tuple(union(Coldcake(a, self.w), Coldcake(b, self.w)) for a, b in _splits(self.h))


@attrs.frozen(cache_hash=True)
class Coolcake(Position):
    """A cake of Coolcakes (WW10, "A Tepid Game"): Eatcakes played as a union.

    Across as many cakes as he likes Lefty eats a column (Rita a row); empty pieces vanish.
    """

    h: int
    w: int

    def __attrs_post_init__(self) -> None:
        _check_size(self.h, self.w, least=0)

    def _after(self, pieces):
        return union(*(type(self)(h, w) for h, w in pieces if h and w))

    def _columns(self):
        return tuple(self._after([(self.h, a), (self.h, b)]) for a, b in _bites(self.w)) if self.h else ()

    def _rows(self):
        return tuple(self._after([(a, self.w), (b, self.w)]) for a, b in _bites(self.h)) if self.w else ()

    def left_options(self) -> Sequence[Any]:
        return self._columns()

    def right_options(self) -> Sequence[Any]:
        return self._rows()


@attrs.frozen(cache_hash=True)
class BakedAlaska(Coolcake):
    """A cake of Baked Alaska (WW10): Coolcakes in which a player may eat a square cake and win outright.

    A square cake has the overriding options only (tallies ∞_1 ∞̄_1). Making a square hands the
    opponent that win, so such moves are left out, as the book does; all other tolls are finite.
    """

    def left_options(self) -> tuple[Any, ...]:
        return (Decided("L"),) if self._square() else tuple(o for o in self._columns() if not _has_square(o))

    def right_options(self) -> tuple[Any, ...]:
        return (Decided("R"),) if self._square() else tuple(o for o in self._rows() if not _has_square(o))

    def _square(self):
        return self.h == self.w and self.h > 0


def _has_square(option):
    return any(piece._square() for piece in option.parts)
