"""Nim-sequences and genus tables saved to table files and loaded back (see ``cgt.persistence``).

A heap game's header names its class (``game``) and its rule (``code``): the octal or
hexadecimal code of a ``TakeAndBreak``, the ``repr`` of any other heap game. Loading refuses a
file written for another game, or one that stops short of the heaps asked for.

>>> import os, tempfile
>>> from cgt.impartial import TakeAndBreak
>>> path = os.path.join(tempfile.mkdtemp(), "dawson.cgt")
>>> header = save_nim_values(TakeAndBreak("0.137"), path, 1000)
>>> header.game, header.code, header.stop
('TakeAndBreak', '0.137', 1001)
>>> load_nim_values(TakeAndBreak("0.137"), path, 10).tolist()
[0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3]
"""
from __future__ import annotations
import os
from collections.abc import Sequence
from typing import Any

import numpy as np

from cgt.impartial.genus import Genus
from cgt.impartial.heap_game import HeapGame
from cgt.errors import CGTTypeError
from cgt.numbers.checks import items, shown, text
from cgt.numbers.nim import _natural
from cgt.persistence import TableFileError, TableHeader, file_name, load_table, save_table

__all__ = ["save_nim_values", "load_nim_values", "save_genera", "load_genera"]

NIM_VALUES, GENERA = "nim-values", "genus"


def _names(game: HeapGame) -> tuple[str, str]:
    if not isinstance(game, HeapGame):
        raise CGTTypeError(f"nim-values are saved for a heap game (TakeAndBreak, GrundysGame, "
                           f"Subtraction, ...), not {shown(game)}")
    code = getattr(game, "code", None)
    return type(game).__name__, code if isinstance(code, str) else repr(game)


def save_nim_values(game: HeapGame, path: str | os.PathLike, n: int,
                    progress: Any = None) -> TableHeader:
    """Compute the nim-values of the heaps 0 to ``n`` of ``game`` (with ``progress`` as in
    ``cgt.progress``) and save them to ``path``; returns the header written."""
    name, code = _names(game)
    file_name(path)
    values = game.nim_values(_natural(n, "heap size"), progress)
    return save_table(path, values, NIM_VALUES, name, code)


def load_nim_values(game: HeapGame, path: str | os.PathLike, n: int | None = None) -> np.ndarray:
    """The nim-values of the heaps 0 to ``n`` (all saved heaps if None) of ``game``, read
    from ``path``; a ``TableFileError`` if the file holds another game or fewer heaps."""
    name, code = _names(game)
    stop = None if n is None else _natural(n, "heap size") + 1
    values, _ = load_table(path, NIM_VALUES, name, code, stop)
    return values if stop is None else values[:stop]


def save_genera(path: str | os.PathLike, genera: Sequence[Genus], game: str, code: str = "",
                start: int = 0) -> TableHeader:
    """Save the genera of a row of positions (``start``, ``start + 1``, ...) of ``game``.

    Each genus g^{γ0 γ1 ...} is a row: g, then the γ's, padded with -1 to the longest.
    """
    genera = items(genera, "genera to save")
    if not all(isinstance(g, Genus) for g in genera):
        raise TableFileError("save_genera saves Genus values, as cgt.impartial.genus gives them")
    width = 1 + max((len(g.gammas) for g in genera), default=0)
    table = np.full((len(genera), width), -1, dtype=np.int64)
    for i, g in enumerate(genera):
        table[i, 0] = g.nim_value
        table[i, 1:1 + len(g.gammas)] = g.gammas
    return save_table(path, table, GENERA, text(game, "game of a genus table"),
                      text(code, "code of a genus table"), _natural(start, "first position"))


def load_genera(path: str | os.PathLike, game: str | None = None,
                code: str | None = None) -> list[Genus]:
    """The genera saved by ``save_genera`` at ``path`` (checked to be of ``game`` and
    ``code`` when given)."""
    table, _ = load_table(path, GENERA, game, code)
    if table.ndim != 2:
        raise TableFileError(f"the genus table in {shown(os.fspath(path))} is not a 2-d array")
    return [Genus(int(row[0]), tuple(int(x) for x in row[1:] if x >= 0)) for row in table]
