"""Families of games to survey: each member is a key (its name in the store) and a position.

A family lists its members in *groups*: members of one group are meant to be valued in the
same task, since they share sub-positions (the Domineering regions of one size, the strips of
one length), and the groups come smallest first.

* ``octal``: every code 0.d1...dk of a take-and-break game with at most ``digits`` octal
  digits after the point, the last one not 0 (Winning Ways, vol. 1, ch. 4);
  ``hexadecimal`` the same with hexadecimal digits;
* ``subtraction``: every subtraction game whose set is a non-empty subset of {1, ..., largest}
  (Winning Ways, vol. 1, ch. 4);
* ``domineering``: every connected Domineering region of at most ``squares`` squares, up to
  the symmetries that keep the players (``cgt.survey.regions``);
* ``clobber``, ``konane``: every strip of at most ``length`` squares of ``x``, ``o`` and
  ``.``, up to reversal (which keeps the players);
  ``toads-and-frogs``: every strip of ``t``, ``f`` and ``.`` (reversing a strip turns toads
  into frogs, so no two strips are identified).

Any iterable of positions, or of (key, position) pairs, is a family too; a position's key is
then its text form (``position.text``) or, without one, its ``repr``.
"""
from __future__ import annotations
import itertools
from collections.abc import Callable, Iterable, Iterator
from typing import Any

import attrs

from cgt.numbers.checks import positive, shown
from cgt.survey.errors import SurveyError

__all__ = ["Member", "Family", "codes", "family"]


@attrs.frozen
class Member:
    """One game of a family: its key, the group it is valued with, and the position."""

    key: str
    group: int
    position: Any


@attrs.frozen
class Family:
    """A named family: ``members()`` lists its members, group by group."""

    name: str
    members: Callable[[], Iterator[Member]]


def codes(digits: int, base: int = 8) -> Iterator[str]:
    """The codes 0.d1...dk for k = 1, ..., ``digits``, digits below ``base``, dk ≠ 0."""
    for k in range(1, digits + 1):
        for head in itertools.product(range(base), repeat=k - 1):
            for last in range(1, base):
                yield "0." + "".join("%x" % d for d in (*head, last))


def _octal(digits: int, base: int = 8) -> Iterator[Member]:
    from cgt.impartial.take_and_break import TakeAndBreak
    for code in codes(digits, base):
        yield Member(code, len(code) - 2, TakeAndBreak(code))


def _subtraction(largest: int) -> Iterator[Member]:
    from cgt.impartial.subtraction import Subtraction
    for top in range(1, largest + 1):
        for rest in itertools.product((False, True), repeat=top - 1):
            numbers = [n for n, taken in zip(range(1, top), rest) if taken] + [top]
            yield Member("{" + ",".join(map(str, numbers)) + "}", top, Subtraction(numbers))


def _domineering(squares: int) -> Iterator[Member]:
    from cgt.rulesets import Domineering
    from cgt.survey.regions import board, levels, rows
    for k, stride, level in levels(squares):
        for shape, height, width in level:
            # The board's own layout (a guard bit after each row) spares parsing its text.
            mask = sum(row << (r * (width + 1))
                       for r, row in enumerate(rows(shape, height, width, stride)))
            yield Member(board(shape, height, width, stride), k,
                         Domineering._of(height, width, mask))


def _strips(ruleset: str, pieces: str, reversible: bool) -> Callable[[int], Iterator[Member]]:
    def strips(length: int) -> Iterator[Member]:
        import cgt.rulesets
        cls = getattr(cgt.rulesets, ruleset)
        for n in range(1, length + 1):
            for word in map("".join, itertools.product(pieces, repeat=n)):
                if not (reversible and word[::-1] < word):
                    yield Member(word, n, cls(word))
    return strips


#: name -> (the function listing the members, the name of its size parameter).
FAMILIES: dict[str, tuple[Callable[..., Iterator[Member]], str]] = {
    "octal": (_octal, "digits"),
    "hexadecimal": (lambda digits: _octal(digits, 16), "digits"),
    "subtraction": (_subtraction, "largest"),
    "domineering": (_domineering, "squares"),
    "clobber": (_strips("Clobber", "xo.", True), "length"),
    "konane": (_strips("Konane", "xo.", True), "length"),
    "toads-and-frogs": (_strips("ToadsAndFrogs", "tf.", False), "length"),
}


def size_parameter(name: str) -> str:
    """The name of the size parameter of the built-in family ``name``."""
    if name not in FAMILIES:
        raise SurveyError(f"no family {name!r}; the families are {', '.join(FAMILIES)}, "
                          f"or any iterable of positions")
    return FAMILIES[name][1]


def family(spec: Any, params: dict[str, Any]) -> Family:
    """The family ``spec`` names (taking its size parameter out of ``params``), or the family
    of the positions of the iterable ``spec``."""
    if isinstance(spec, Family):
        return spec
    if isinstance(spec, str):
        size = size_parameter(spec)
        if size not in params:
            raise SurveyError(f"the family {spec!r} needs its size: {size}=...")
        value = positive(params.pop(size), size)
        return Family(spec, lambda: FAMILIES[spec][0](value))
    if isinstance(spec, Iterable):
        return Family("positions", lambda: _given(spec))
    raise SurveyError(f"a family is the name of one ({', '.join(FAMILIES)}) or an iterable "
                      f"of positions, not {shown(spec)}")


def _given(positions: Iterable[Any]) -> Iterator[Member]:
    for item in positions:
        if isinstance(item, tuple) and len(item) == 2 and isinstance(item[0], str):
            yield Member(item[0], 0, item[1])
        else:
            yield Member(key_of(item), 0, item)


def key_of(position: Any) -> str:
    """The key of a position in a store: the text itself for a string, its text form
    (``position.text``) when it has one, else its one-line ``repr``."""
    if isinstance(position, str):
        return position
    text = getattr(position, "text", None)
    return text if isinstance(text, str) else repr(position)
