"""Connected Domineering regions of a given number of squares, each once up to the symmetries
that keep the players.

A region is a polyomino: a set of squares joined edge to edge. In Domineering the mirror images
and the half turn of a region have its value, while a quarter turn or a transposition swaps
Left's dominoes for Right's and negates it (Winning Ways, pp. 119-122), so the regions are taken
up to the group of four symmetries {identity, left-right mirror, top-bottom mirror, half turn}
and a region and its transposition are both listed. This is the family of the Domineering
endgame databases of J. W. H. M. Uiterwijk and M. Barton, "New results for Domineering from
combinatorial game theory endgame databases", *Theoretical Computer Science*, 2015
(arXiv:1506.03949).

The regions are grown a level at a time: every region of k + 1 squares is a region of k
squares with one square added beside it (Redelmeier's argument: removing a square that is not
a cut square leaves a connected region), and each is kept by its key, the least of its four
images at the corner in the layout of ``cgt.rulesets.domineering.shapes``.
"""
from __future__ import annotations
from collections.abc import Iterator

from cgt.rulesets.domineering.shapes import images, normalise, stride_for

__all__ = ["key", "levels", "rows", "board"]


def key(region: int, stride: int) -> tuple[int, int, int]:
    """(key, height, width): the least image of ``region`` under the four symmetries that
    keep the players, at the top-left corner, and its size."""
    shape, height, width = normalise(region, stride)
    least = min(image for image, _ in images(shape, height, width, stride, transposed=False))
    return least, height, width


def levels(squares: int) -> Iterator[tuple[int, int, list[tuple[int, int, int]]]]:
    """For k = 1, ..., ``squares``: (k, stride, the regions of k squares as sorted
    (key, height, width) triples), the regions in the layout of ``stride``."""
    # One column to spare for the square added beside a region as wide as the largest.
    stride = stride_for(squares + 1)
    row = (1 << (stride - 1)) - 1
    level = [(1, 1, 1)]
    for k in range(1, squares + 1):
        yield k, stride, level
        if k == squares:
            return
        inside = row * sum(1 << (r * stride) for r in range(k + 2))
        grown = set()
        for shape, _, _ in level:
            moved = shape << (stride + 1)  # room for a square above and to the left
            beside = (moved << 1 | moved >> 1 | moved << stride | moved >> stride) & inside & ~moved
            while beside:
                square = beside & -beside
                beside ^= square
                grown.add(key(moved | square, stride))
        level = sorted(grown)


def rows(shape: int, height: int, width: int, stride: int) -> list[int]:
    """The rows of a shape, each as the bits of its ``width`` squares."""
    full = (1 << width) - 1
    return [shape >> (r * stride) & full for r in range(height)]


def board(shape: int, height: int, width: int, stride: int) -> str:
    """The region as a Domineering board, rows separated by ``|``: ``.`` for its squares and
    ``#`` for the squares of its bounding box that it leaves out."""
    return "|".join(format(row, f"0{width}b")[::-1].replace("1", ".").replace("0", "#")
                    for row in rows(shape, height, width, stride))
