"""No Highway, the cab game of Abnormal, Ill. (Berlekamp, Conway and Guy, *Winning Ways*, 2nd
ed., vol. 2, ch. 11, "No Highway").

The town is a rectangle of N-S **streets** (1st Street in the west) crossing E-W **avenues**
(1st Avenue in the south), every one of them one-way. A cab stands at an intersection.
Left (the Linksman's Labor Local, LLL) drives a cab one block along its street, in the
street's direction; Right (the Road Riders Regional, RRR) drives a cab one block along its
avenue, in the avenue's direction. A player who cannot move loses, and **a play that goes on
for ever is a win for Left** (the LLL only want the cabs to keep running). Several cabs make a
disjunctive sum, and the RRR of the book also hold a few pass moves, which count -1 each.

Because every infinite play is a Left win, only the onside of a position matters (the game is
γ⁺, and γ⁺ is the onside's; ch. 11, "Onsides and Offsides, Upsums and Downsums"), so the value
here is the onside, found by sidling on the graph of the town's intersections. With the
book's directions (1st Street northbound, 1st Avenue westbound, and the directions alternate),
a town of 5 streets and 10 avenues has the values of the chapter's Fig. 25, a 6 by 6 town
those of Fig. 26, and the values are overheated numbers: ∫x = ∫_{1*}^{1} x (``Game.warm``),
so that 4*|3||2|||1||||0 = *∫(15/16).
"""
from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from cgt.caches import Memo
from cgt.drawing.town import town_svg
from cgt.errors import CGTValueError
from cgt.loopy import upsum
from cgt.loopy.graph import check_budget
from cgt.loopy.sides import onsides
from cgt.numbers.checks import items
from cgt.position import Position
from cgt.short.game import Game, game
from cgt.short.named import zero

__all__ = ["NoHighway"]

_VALUES = Memo("rulesets.no_highway")


def _count(x: Any, what: str) -> int:
    if isinstance(x, bool) or not isinstance(x, int) or x < 1:
        raise CGTValueError(f"the number of {what} of a No Highway town must be an int >= 1, "
                            f"not {x!r}")
    return x


def _directions(text: Any, count: int, what: str, letters: str) -> str | None:
    """The directions as given, or None for the default: ``letters[0]`` for the 1st, and
    alternating (kept as None, so that a town of any size costs nothing to describe)."""
    if text is None:
        return None
    if not isinstance(text, str) or len(text) != count or any(c not in letters for c in text):
        raise CGTValueError(f"the {what[:-1]}_directions of a town of {count} {what} are a string "
                            f"of {count} letters {letters[0]!r} or {letters[1]!r}, one for each "
                            f"of the {what} in order, not {text!r}")
    return None if all(c == letters[i % 2] for i, c in enumerate(text)) else text


def _direction(text: str | None, number: int, letters: str) -> str:
    """The direction of the street or avenue ``number`` (from 1)."""
    return letters[(number - 1) % 2] if text is None else text[number - 1]


class NoHighway(Position):
    """Cabs in a town of ``streets`` N-S streets and ``avenues`` E-W avenues:
    ``NoHighway(streets, avenues, cabs)``, each cab an intersection ``(street, avenue)``
    numbered from 1 (1st Street is the westernmost, 1st Avenue the southernmost). ``cabs``
    is one such pair or an iterable of them; several cabs are a sum.

    ``street_directions`` is a string with one letter ``N`` or ``S`` per street, from 1st
    Street; ``avenue_directions`` one letter ``E`` or ``W`` per avenue, from 1st Avenue. By
    default 1st Street runs north, 1st Avenue runs west, and the directions alternate, as in
    the chapter's towns. ``passes`` is the number of pass moves Right still holds.

    ``value`` is the onside of the position (every infinite play is a Left win).

    >>> NoHighway(5, 10, (2, 10)).value
    {4*|3||2|||1||||0}
    >>> NoHighway(6, 6, [(2, 6), (4, 6), (3, 1), (5, 1)], passes=3).value
    *
    """

    __slots__ = ("streets", "avenues", "_streets_text", "_avenues_text", "cabs", "passes")

    def __init__(self, streets: int, avenues: int, cabs: Any = (), *,
                 street_directions: str | None = None, avenue_directions: str | None = None,
                 passes: int = 0) -> None:
        self.streets = _count(streets, "streets")
        self.avenues = _count(avenues, "avenues")
        check_budget(streets * avenues, f"a town of {streets} streets and {avenues} avenues")
        self._streets_text = _directions(street_directions, streets, "streets", "NS")
        self._avenues_text = _directions(avenue_directions, avenues, "avenues", "WE")
        if isinstance(passes, bool) or not isinstance(passes, int) or passes < 0:
            raise CGTValueError(f"passes must be an int >= 0, not {passes!r}")
        self.passes = passes
        if _is_pair(cabs):
            cabs = [cabs]
        found = []
        for cab in items(cabs, "cabs of No Highway"):
            if not _is_pair(cab) or not (1 <= cab[0] <= streets and 1 <= cab[1] <= avenues):
                raise CGTValueError(f"a cab stands at an intersection (street, avenue) with "
                                    f"1 <= street <= {streets} and 1 <= avenue <= {avenues}, "
                                    f"not {cab!r}")
            found.append(tuple(cab))
        self.cabs = tuple(sorted(found))

    @property
    def street_directions(self) -> str:
        """One letter ``N`` or ``S`` per street, from 1st Street."""
        return "".join(_direction(self._streets_text, i, "NS")
                       for i in range(1, self.streets + 1))

    @property
    def avenue_directions(self) -> str:
        """One letter ``E`` or ``W`` per avenue, from 1st Avenue."""
        return "".join(_direction(self._avenues_text, i, "WE")
                       for i in range(1, self.avenues + 1))

    def to_svg(self) -> str:
        """An SVG picture of the town: its one-way streets (blue, Left's) and avenues (red,
        Right's), and the cabs."""
        return town_svg(self.street_directions, self.avenue_directions, self.cabs,
                        self.passes, repr(self))

    _repr_svg_ = to_svg

    def _with(self, cabs: tuple, passes: int) -> NoHighway:
        out = object.__new__(NoHighway)
        out.streets, out.avenues = self.streets, self.avenues
        out._streets_text, out._avenues_text = self._streets_text, self._avenues_text
        out.cabs, out.passes = tuple(sorted(cabs)), passes
        return out

    def _moved(self, i: int, cab: tuple) -> NoHighway:
        return self._with(self.cabs[:i] + (cab,) + self.cabs[i + 1:], self.passes)

    def left_options(self) -> Sequence[Any]:
        out = []
        for i, (street, avenue) in enumerate(self.cabs):
            to = avenue + (1 if _direction(self._streets_text, street, "NS") == "N" else -1)
            if 1 <= to <= self.avenues:
                out.append(self._moved(i, (street, to)))
        return out

    def right_options(self) -> Sequence[Any]:
        out = []
        for i, (street, avenue) in enumerate(self.cabs):
            to = street + (1 if _direction(self._avenues_text, avenue, "WE") == "E" else -1)
            if 1 <= to <= self.streets:
                out.append(self._moved(i, (to, avenue)))
        if self.passes:
            out.append(self._with(self.cabs, self.passes - 1))
        return out

    def intersection_values(self) -> dict:
        """The value (onside) of a single cab at each intersection of the town, as a dict by
        ``(street, avenue)``."""
        key = (self.streets, self.avenues, self._streets_text, self._avenues_text)
        found = _VALUES.get(key)
        if found is None:
            found = _VALUES.put(key, _town_values(*key))
        return found

    def table(self) -> list:
        """The values of the intersections as the chapter's figures print them: one list per
        avenue from the northernmost, each from 1st Street eastwards."""
        values = self.intersection_values()
        return [[values[street, avenue] for street in range(1, self.streets + 1)]
                for avenue in range(self.avenues, 0, -1)]

    @property
    def value(self) -> Any:
        """The onside of the position: the sum of the values of its cabs' intersections
        (the onside of a sum is the upsum of the onsides), less Right's passes."""
        values = self.intersection_values()
        total: Any = zero
        for cab in self.cabs:
            v = values[cab]
            total = total + v if isinstance(total, Game) and isinstance(v, Game) \
                else upsum(total, v)
        return total - game(self.passes) if self.passes else total

    def __eq__(self, other: object) -> bool:
        return (type(other) is type(self) and other.cabs == self.cabs
                and other.passes == self.passes and other.streets == self.streets
                and other.avenues == self.avenues
                and other._streets_text == self._streets_text
                and other._avenues_text == self._avenues_text)

    def __hash__(self) -> int:
        return hash((self.streets, self.avenues, self._streets_text, self._avenues_text,
                     self.cabs, self.passes))

    def __repr__(self) -> str:
        cabs = list(self.cabs)
        extra = ""
        if self._streets_text is not None:
            extra += f", street_directions={self._streets_text!r}"
        if self._avenues_text is not None:
            extra += f", avenue_directions={self._avenues_text!r}"
        if self.passes:
            extra += f", passes={self.passes}"
        return f"NoHighway({self.streets}, {self.avenues}, {cabs}{extra})"


def _is_pair(x: Any) -> bool:
    return (isinstance(x, tuple) and len(x) == 2
            and all(isinstance(c, int) and not isinstance(c, bool) for c in x))


def _town_values(streets: int, avenues: int, streets_text: str | None,
                 avenues_text: str | None) -> dict:
    """The onside of every intersection, by sidling on the graph of the town."""
    def vertex(street, avenue):
        return (street - 1) * avenues + avenue - 1

    left, right = [], []
    for street in range(1, streets + 1):
        north = _direction(streets_text, street, "NS") == "N"
        for avenue in range(1, avenues + 1):
            east = _direction(avenues_text, avenue, "WE") == "E"
            to = avenue + (1 if north else -1)
            left.append((vertex(street, to),) if 1 <= to <= avenues else ())
            to = street + (1 if east else -1)
            right.append((vertex(to, avenue),) if 1 <= to <= streets else ())
    sides = onsides(tuple(left), tuple(right))
    out = {}
    for street in range(1, streets + 1):
        for avenue in range(1, avenues + 1):
            side = sides[vertex(street, avenue)]
            if side is None:
                raise CGTValueError(f"sidling did not settle on the onside of the intersection "
                                    f"({street}, {avenue}) of a {streets} by {avenues} town")
            out[street, avenue] = side
    return out
