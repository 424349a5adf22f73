"""Cake-cutting games: Cutcake, Eatcake and Maundy Cake.

A position is a collection of rectangular cakes, each ``h x w`` (h rows, w columns), and
Left always works along columns, Right along rows (Winning Ways, vol. 1, ch. 2 and ch. 8):

* **Cutcake**: Left cuts one cake along a vertical line, ``h x w -> h x a + h x (w-a)``;
  Right cuts along a horizontal line.
* **Eatcake** (Bynum's game): Left eats one whole column of a cake, which may split it,
  ``h x w -> h x j + h x (w-1-j)``; Right eats a row. Empty pieces vanish.
* **Maundy Cake**: Left divides a cake by vertical cuts into k >= 2 equal pieces,
  ``h x w -> k copies of h x (w/k)``; Right divides it horizontally.

* **Turn-and-Eatcake**: a player eats a whole strip of one cake and the pieces left are
  turned through a right angle; Left eats a row, ``h x w -> w x j + w x (h-1-j)``, and Right a
  column (Winning Ways, vol. 1, ch. 8; the orientation is that of CGSuite's
  ``game.heap.TurnAndEatcake``).

The cakes of a position are independent, so each is a component, valued once. A cake with a
side of length 0 is no cake at all: ``Cutcake(8, 0)`` is the empty position, the game 0.
(CGSuite's heap-coordinate cakes read a side of 0 differently: its ``Cutcake((8, 0))`` is -7.)
"""
from cgt.drawing.boards import cakes_svg
from cgt.position import Position
from cgt.rulesets.grid import BoardError

__all__ = ["Cutcake", "Eatcake", "MaundyCake", "TurnAndEatcake"]


class _Cakes(Position):
    """A sum of rectangular cakes; the text form is ``"2x3 + 1x4"`` (height x width)."""

    __slots__ = ("cakes",)

    def __init__(self, height_or_text, width=None):
        if isinstance(height_or_text, str) and width is None:
            cakes = _parse(height_or_text, type(self).__name__)
        else:
            cakes = [(height_or_text, width)]
        for h, w in cakes:
            for n in (h, w):
                if isinstance(n, bool) or not isinstance(n, int) or n < 0:
                    raise BoardError(f"a cake has a whole height and width (0 for no cake), "
                                     f"not {h!r} x {w!r}")
        self.cakes = tuple(sorted((h, w) for h, w in cakes if h and w))

    @classmethod
    def _of(cls, cakes):
        position = object.__new__(cls)
        position.cakes = tuple(sorted(c for c in cakes if c[0] and c[1]))
        return position

    def _moves(self, split):
        out = []
        for i, cake in enumerate(self.cakes):
            rest = self.cakes[:i] + self.cakes[i + 1:]
            seen = set()
            for pieces in split(*cake):
                pieces = tuple(sorted(pieces))
                if pieces not in seen:
                    seen.add(pieces)
                    out.append(self._of(rest + pieces))
        return out

    def left_options(self):
        return self._moves(self._left_splits)

    def right_options(self):
        return self._moves(lambda h, w: ([(b, a) for a, b in p] for p in self._left_splits(w, h)))

    def components(self):
        return [self._of([cake]) for cake in self.cakes]

    def canonical_key(self):
        return self.cakes

    def is_terminal(self):
        return not self.cakes

    @property
    def text(self) -> str:
        """The text form the class reads: the cakes ``h x w`` as ``"2x3 + 1x4"``."""
        return " + ".join(f"{h}x{w}" for h, w in self.cakes) or "0x0"

    def __repr__(self) -> str:
        if len(self.cakes) == 1:
            return f"{type(self).__name__}({self.cakes[0][0]}, {self.cakes[0][1]})"
        return f"{type(self).__name__}({self.text!r})"

    def __str__(self) -> str:
        """Each cake as rows of squares, the cakes one below another."""
        return "\n\n".join("\n".join("\u25a0" * w for _ in range(h)) for h, w in self.cakes)

    def to_svg(self):
        """An SVG picture of the cakes, each cut into its unit squares."""
        return cakes_svg(self.cakes, f"{type(self).__name__} {self.text}")

    _repr_svg_ = to_svg

    def __eq__(self, other):
        return type(other) is type(self) and other.cakes == self.cakes

    def __hash__(self):
        return hash((type(self).__name__, self.cakes))


def _parse(text, name):
    cakes = []
    for item in text.split("+"):
        item = item.strip().lower()
        if item in ("0x0", "") and text.strip() in ("", "0x0") or item == "0x0":
            continue
        try:
            h, w = (int(x) for x in item.split("x"))
        except ValueError:
            raise BoardError(f"{item!r} in {text!r} is not a cake like '2x3' (height x width) "
                             f"of {name}") from None
        cakes.append((h, w))
    return cakes


class Cutcake(_Cakes):
    """Cutcake: Left cuts vertically, Right horizontally (Winning Ways, ch. 2).

    >>> Cutcake(1, 4).value
    3
    >>> Cutcake(2, 2).value
    0
    """

    __slots__ = ()

    @staticmethod
    def _left_splits(h, w):
        return ([(h, a), (h, w - a)] for a in range(1, w // 2 + 1))


class Eatcake(_Cakes):
    """Eatcake: Left eats a column, Right a row (Winning Ways, ch. 8, "Bynum's game").

    >>> Eatcake(1, 1).value
    *
    """

    __slots__ = ()

    @staticmethod
    def _left_splits(h, w):
        return ([(h, j), (h, w - 1 - j)] for j in range((w + 1) // 2))


class MaundyCake(_Cakes):
    """Maundy Cake: Left cuts a cake into k >= 2 equal columns of pieces, Right into rows
    (Winning Ways, ch. 2).

    >>> MaundyCake(1, 6).value
    4
    """

    __slots__ = ()

    @staticmethod
    def _left_splits(h, w):
        return ([(h, w // k)] * k for k in range(2, w + 1) if w % k == 0)


class TurnAndEatcake(_Cakes):
    """Turn-and-Eatcake: Left eats a row of a cake, Right a column, and the pieces left are
    turned through a right angle (Winning Ways, ch. 8).

    >>> TurnAndEatcake(8, 5).value
    v<3>
    """

    __slots__ = ()

    @staticmethod
    def _left_splits(h, w):
        return ([(w, j), (w, h - 1 - j)] for j in range((h + 1) // 2))
