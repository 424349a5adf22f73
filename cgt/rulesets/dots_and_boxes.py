"""Dots-and-Boxes positions, solved exactly.

Two players take turns drawing a line between two neighbouring dots; a player who completes
the fourth side of a box owns it and must move again, and whoever owns more boxes at the end
wins (Winning Ways, ch. 16; Berlekamp, *The Dots-and-Boxes Game*). It is a scoring game, not a normal-play
game, so a position has no canonical ``Game`` value: its value is its *net score*, the most the
player to move can get of (her boxes - the opponent's boxes) among the boxes still open, with
best play by both, computed by
:mod:`cgt.rulesets.dots_and_boxes_solver`.

A :class:`DotsAndBoxes` position is immutable: the board size, the drawn lines, who owns each
completed box (when known) and which player (1 or 2) is to move.
"""
from __future__ import annotations
import re

from cgt.errors import ParseError
from cgt.drawing.dots_and_boxes import dots_and_boxes_svg
from cgt.numbers import checks
from .dots_and_boxes_board import BoxGrid, DotsAndBoxesError, box_grid
from .dots_and_boxes_chains import chains
from .dots_and_boxes_solver import net_score_table
from collections.abc import Hashable, Iterable
from typing import Any, Self

__all__ = ["DotsAndBoxes"]

_STATUS = re.compile(r"player ([12]) to move\b")
_OWNER_MARKS = {" ": 0, "1": 1, "2": 2, "#": 0}


class DotsAndBoxes:
    """A Dots-and-Boxes position on a ``rows`` x ``cols`` box board.

    ``lines`` are the drawn lines: names such as ``"GH"`` (lettered dots, boards of at most 26
    dots) or ``"1,2-1,3"`` (dot coordinates), indices, a string of names, or an int bitmask
    (see :mod:`cgt.rulesets.dots_and_boxes_board`). ``owners`` optionally gives, box by box
    row by row, the player (1 or 2) who owns each completed box, 0 where unknown or open.

    >>> DotsAndBoxes(1, 1, "AB AC").open_lines()
    ('CD', 'BD')
    """

    __slots__ = ("grid", "mask", "owners", "to_move")
    grid: BoxGrid
    mask: int
    owners: tuple[int, ...]
    to_move: int

    def __init__(self, rows: int, cols: int, lines: Any = (), *, to_move: int = 1, owners: Any = None) -> None:
        grid = box_grid(rows, cols)
        if isinstance(lines, int) and not isinstance(lines, bool):
            if not 0 <= lines <= grid.full_mask:
                raise DotsAndBoxesError(f"{lines} is not a bitmask of the {grid.num_edges} lines")
            mask = lines
        else:
            mask = grid.lines_mask(lines)
        if to_move not in (1, 2) or isinstance(to_move, bool):
            raise DotsAndBoxesError(f"the player to move is 1 or 2, not {to_move!r}")
        owners = (0,) * grid.num_boxes if owners is None else tuple(owners)
        if len(owners) != grid.num_boxes:
            raise DotsAndBoxesError(f"owners lists {len(owners)} boxes; the board has {grid.num_boxes}")
        for b, owner in enumerate(owners):
            if owner not in (0, 1, 2) or isinstance(owner, bool):
                raise DotsAndBoxesError(f"the owner of box {grid.box_name(b)} is 0, 1 or 2, not {owner!r}")
            if owner and mask & grid.box_masks[b] != grid.box_masks[b]:
                raise DotsAndBoxesError(f"box {grid.box_name(b)} is owned but not complete")
        for name, value in (("grid", grid), ("mask", mask), ("owners", owners), ("to_move", to_move)):
            object.__setattr__(self, name, value)

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("a DotsAndBoxes position is immutable; use play() to draw a line")

    def __reduce__(self) -> tuple:
        return _rebuilt, (self.grid.rows, self.grid.cols, self.mask, self.to_move, self.owners)

    # -- the board -------------------------------------------------------------------------

    @property
    def rows(self) -> int:
        return self.grid.rows

    @property
    def cols(self) -> int:
        return self.grid.cols

    def drawn_lines(self) -> tuple:
        """Names of the drawn lines, in line-index order (horizontal lines first)."""
        return tuple(self.grid.line_name(e) for e in self._lines(drawn=True))

    def open_lines(self) -> tuple:
        """Names of the lines still to draw, in line-index order."""
        return tuple(self.grid.line_name(e) for e in self._lines(drawn=False))

    def _lines(self, drawn):
        return [e for e in range(self.grid.num_edges) if (self.mask >> e & 1) == drawn]

    def open_boxes(self) -> int:
        """How many boxes are not yet complete."""
        return sum(self.mask & m != m for m in self.grid.box_masks)

    def is_over(self) -> bool:
        """Whether every line is drawn."""
        return self.mask == self.grid.full_mask

    def score(self) -> tuple:
        """Boxes owned so far by player 1 and by player 2 (boxes of unknown owner not counted)."""
        return self.owners.count(1), self.owners.count(2)

    def chains(self) -> Any:
        """The chains and loops of open boxes with two undrawn sides, longest first: see
        :mod:`cgt.rulesets.dots_and_boxes_chains`."""
        return chains(self.grid, self.mask)

    def canonical_key(self) -> Hashable:
        """The least bitmask of drawn lines over the board's symmetries, with the board size:
        positions with equal keys have equal net scores."""
        grid = self.grid
        return grid.rows, grid.cols, min(grid.permute(self.mask, perm) for perm in grid.symmetries)

    # -- moves -----------------------------------------------------------------------------

    def play(self, line: int | str) -> tuple:
        """Draw ``line``: the new position and how many boxes (0, 1 or 2) it completed.

        The mover owns the boxes she completes and moves again if there were any.
        """
        e = self.grid.line_index(line)
        if self.mask >> e & 1:
            raise DotsAndBoxesError(f"line {self.grid.line_name(e)} is already drawn")
        completed = self.grid.completed_by(self.mask, e)
        owners = list(self.owners)
        for b in completed:
            owners[b] = self.to_move
        to_move = self.to_move if completed else 3 - self.to_move
        after = DotsAndBoxes(self.rows, self.cols, self.mask | 1 << e, to_move=to_move, owners=owners)
        return after, len(completed)

    def play_sequence(self, lines: str | Iterable[int | str]) -> DotsAndBoxes:
        """The position after drawing ``lines`` (names or a string of names) in order."""
        position = self
        for e in (self.grid.line_indices(lines) if isinstance(lines, str) else lines):
            position, _ = position.play(e)
        return position

    def capturable_boxes(self) -> int:
        """The most boxes the player to move can complete in this turn.

        Taking a box never stops another box from being taken later in the same turn, so
        completing boxes greedily until none is ready takes the most.
        """
        grid, mask, taken = self.grid, self.mask, 0
        while True:
            ready = [e for e in range(grid.num_edges)
                     if not mask >> e & 1 and grid.completed_by(mask, e)]
            if not ready:
                return taken
            taken += len(grid.completed_by(mask, ready[0]))
            mask |= 1 << ready[0]

    # -- best play -------------------------------------------------------------------------

    def net_score(self, progress: Any = None) -> int:
        """Boxes the player to move gets minus the opponent's, among the open boxes, with best
        play by both.

        Solved by retrograde analysis over the 2**k positions reachable by drawing the k open
        lines (at most :data:`~cgt.rulesets.dots_and_boxes_solver.MAX_OPEN_LINES`), a layer
        of positions per number of lines drawn; ``progress=True`` shows a bar of the layers
        (or give a function, as in :mod:`cgt.progress`).
        """
        return net_score_table(self.grid, self.mask, progress).net_score(self.mask)

    def move_values(self) -> Any:
        """For each open line, the net score the mover secures by drawing it, then playing well.

        A line that completes c boxes is worth c + V(after), since the mover moves again;
        any other line is worth -V(after), the opponent's net score negated.
        """
        table = net_score_table(self.grid, self.mask)
        values = {}
        for e in self._lines(drawn=False):
            after = table.net_score(self.mask | 1 << e)
            completed = len(self.grid.completed_by(self.mask, e))
            values[self.grid.line_name(e)] = completed + after if completed else -after
        return values

    def best_moves(self) -> list:
        """Names of the open lines that achieve the net score, in line-index order."""
        values = self.move_values()
        best = max(values.values(), default=None)
        return [name for name, value in values.items() if value == best]

    def final_score(self) -> tuple:
        """Boxes of player 1 and of player 2 at the end of best play from here.

        The mover gets (u + V)/2 of the u open boxes, V being the net score; boxes already
        complete count for their owner when known.
        """
        open_boxes, net = self.open_boxes(), self.net_score()
        mover, other = (open_boxes + net) // 2, (open_boxes - net) // 2
        ones, twos = self.score()
        return (ones + mover, twos + other) if self.to_move == 1 else (ones + other, twos + mover)

    def principal_variation(self) -> list:
        """A line of best play to the end: the lines drawn, each the first of the best moves."""
        position, lines = self, []
        while not position.is_over():
            line = position.best_moves()[0]
            lines.append(line)
            position, _ = position.play(line)
        return lines

    # -- text ------------------------------------------------------------------------------

    def picture(self) -> str:
        """An ASCII drawing: dots (lettered or ``+``), drawn lines ``---`` and ``|``, box owners
        ``1``/``2`` (``#`` for a complete box of unknown owner), and a status line.
        :meth:`parse` reads it back."""
        grid, rows = self.grid, []
        for r in range(grid.rows + 1):
            links = ["---" if self.mask >> grid.h(r, c) & 1 else "   " for c in range(grid.cols)]
            dots = [grid.dot_name((r, c)) if grid.lettered else "+" for c in range(grid.cols + 1)]
            rows.append("".join(d + link for d, link in zip(dots, links + [""])))
            if r < grid.rows:
                cells = []
                for c in range(grid.cols + 1):
                    cells.append("|" if self.mask >> grid.v(r, c) & 1 else " ")
                    if c < grid.cols:
                        cells.append(f" {self._owner_mark(r * grid.cols + c)} ")
                rows.append("".join(cells).rstrip())
        ones, twos = self.score()
        rows.append(f"player {self.to_move} to move, score {ones}-{twos}")
        return "\n".join(rows)

    def _owner_mark(self, b):
        if self.owners[b]:
            return str(self.owners[b])
        full = self.grid.box_masks[b]
        return "#" if self.mask & full == full else " "

    def to_svg(self) -> str:
        """An SVG picture: the dots, the drawn lines, and the completed boxes shaded by owner
        (player 1 blue, player 2 red, grey when unknown)."""
        grid = self.grid
        boxes = [(b // grid.cols, b % grid.cols, self.owners[b])
                 for b, full in enumerate(grid.box_masks) if self.mask & full == full]
        lines = [grid.edge_dots[e] for e in self._lines(drawn=True)]
        ones, twos = self.score()
        names = [grid.dot_name((r, c)) for r in range(grid.rows + 1)
                 for c in range(grid.cols + 1)]
        return dots_and_boxes_svg(grid.rows, grid.cols, lines, boxes,
                                  f"player {self.to_move} to move, score {ones}-{twos}", names)

    _repr_svg_ = to_svg

    __str__ = picture

    @property
    def text(self) -> str:
        """The text form of the command line: the size and the drawn lines, ``"2x2 AB BC"``
        (it does not say whose move it is or who owns the boxes)."""
        return f"{self.rows}x{self.cols} {' '.join(self.drawn_lines())}".rstrip()

    def __repr__(self) -> str:
        extra = "" if self.to_move == 1 else f", to_move={self.to_move}"
        if any(self.owners):
            extra += f", owners={self.owners}"
        return (f"DotsAndBoxes({self.rows}, {self.cols}, {' '.join(self.drawn_lines())!r}"
                f"{extra})")

    @classmethod
    def parse(cls, text: str) -> Self:
        """The position drawn by :meth:`picture`. Dots may be any mark; without the status
        line, player 1 is to move."""
        rows = checks.text(text, "picture of a Dots-and-Boxes position").strip("\n").split("\n")
        to_move = 1
        if rows and (m := _STATUS.match(rows[-1].strip())):
            to_move = int(m.group(1))
            rows.pop()
        rows = [row.rstrip() for row in rows]
        if len(rows) < 3 or len(rows) % 2 == 0 or len(rows[0]) < 5 or (len(rows[0]) - 1) % 4:
            raise ParseError("a board picture has rows of dots joined by '---' or spaces, "
                             "between them rows of '|' and box owners, and at least one box", text, 0)
        grid = box_grid(len(rows) // 2, (len(rows[0]) - 1) // 4)
        width = 4 * grid.cols + 1
        mask, marks = 0, []
        for i, row in enumerate(rows):
            if len(row) > width:
                raise ParseError(f"picture row {i + 1} is longer than the first row", row, width)
            lines, row_marks = (_read_dot_row if i % 2 == 0 else _read_box_row)(grid, i, row.ljust(width))
            mask |= lines
            marks += row_marks
        for b, (mark, row, column) in enumerate(marks):
            full = grid.box_masks[b]
            if mark != " " and mask & full != full:
                raise ParseError(f"box {grid.box_name(b)} is marked {mark!r} but is not complete",
                                 row, column)
        return cls(grid.rows, grid.cols, mask, to_move=to_move,
                   owners=[_OWNER_MARKS[mark] for mark, _, _ in marks])

    # -- identity --------------------------------------------------------------------------

    def _key(self):
        return self.grid.rows, self.grid.cols, self.mask, self.owners, self.to_move

    def __eq__(self, other: object) -> bool:
        return isinstance(other, DotsAndBoxes) and self._key() == other._key()

    def __hash__(self) -> int:
        return hash(self._key())


def _rebuilt(rows, cols, mask, to_move, owners):
    """The position that ``DotsAndBoxes.__reduce__`` pickles."""
    return DotsAndBoxes(rows, cols, mask, to_move=to_move, owners=owners)


def _read_dot_row(grid, i, row):
    """The horizontal lines drawn in picture row ``i`` (dots joined by '---' or blanks), and
    no box marks."""
    mask = 0
    for c in range(grid.cols + 1):
        if row[4 * c] in " -|":
            raise ParseError(f"picture row {i + 1}: expected a dot", row, 4 * c)
    for c in range(grid.cols):
        inside = row[4 * c + 1:4 * c + 4]
        if inside not in ("---", "   "):
            raise ParseError(f"picture row {i + 1}: a line is '---' or blank", row, 4 * c + 1)
        mask |= (inside == "---") << grid.h(i // 2, c)
    return mask, []


def _read_box_row(grid, i, row):
    """The vertical lines drawn in picture row ``i``, and each box's owner mark with the row
    and column it stands at."""
    mask, marks = 0, []
    for c in range(grid.cols + 1):
        if row[4 * c] not in "| ":
            raise ParseError(f"picture row {i + 1}: expected '|' or a space", row, 4 * c)
        mask |= (row[4 * c] == "|") << grid.v(i // 2, c)
    for c in range(grid.cols):
        inside = row[4 * c + 1:4 * c + 4]
        if inside[::2] != "  " or inside[1] not in _OWNER_MARKS:
            raise ParseError(f"picture row {i + 1}: a box holds '1', '2', '#' or a space",
                             row, 4 * c + 1)
        marks.append((inside[1], row, 4 * c + 2))
    return mask, marks
