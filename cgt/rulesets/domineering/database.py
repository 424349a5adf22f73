"""Region databases of Domineering and Cram, saved to a table file and loaded back.

The level-at-a-time search (``bulk``) keeps the value of every region it has met, by its shape
key: the least image of the region under the symmetries it uses, as a 64-bit word in the
layout of ``word_shapes`` (square (r, c) is bit ``r * S + c`` for the stride S). A long run,
such as the 356 382 regions of the 6 x 5 board, can be saved with ``save_regions`` and put
back with ``load_regions`` in a later process, which then values those boards at once.

The file is a table file of ``cgt.persistence`` with four arrays: ``strides``, ``keys`` and
``values`` (one entry per region: the index of its value) and ``text``, the distinct values in
cgt's notation, one line each, as UTF-8. Loading parses each distinct value once, so it takes
time too, though less than the search (a third to a half of it on the 5 x 5 board).
Since a key is itself a region, loading checks a few small regions of the file against a
fresh search, so that a file whose keys mean other regions (written by a cgt with another
key layout) is refused.
"""
from __future__ import annotations
import os

import numpy as np

from cgt.errors import CGTTypeError
from cgt.persistence import TableFileError, TableHeader, load_arrays, save_arrays
from cgt.rulesets.domineering.board import Cram, Domineering
from cgt.short import game
from cgt.short.game import Game

KIND = "domino-regions"
CODE = "word-shape keys"
#: How many of the smallest regions of a file are valued again when it is loaded.
CHECKED = 6


def _ruleset(ruleset: type) -> type:
    if not (ruleset is Domineering or ruleset is Cram):
        raise CGTTypeError(f"region databases are kept for Domineering and Cram, not "
                           f"{ruleset!r}")
    return ruleset


def save_regions(path: str | os.PathLike, ruleset: type = Domineering) -> TableHeader:
    """Save every region value that the level-at-a-time search of ``ruleset`` (Domineering
    or Cram) holds now; returns the header written (``stop`` is the number of regions)."""
    strides, keys, indices = [], [], []
    distinct: dict[Game, int] = {}
    for stride, search in sorted(_ruleset(ruleset)._bulk_searches.items()):
        for key, value in list(search.table.items()):   # searches may go on meanwhile
            strides.append(stride)
            keys.append(key)
            indices.append(distinct.setdefault(value, len(distinct)))
    text = "\n".join(str(value) for value in distinct).encode("utf-8")
    return save_arrays(path, {"strides": np.array(strides, dtype=np.int64),
                              "keys": np.array(keys, dtype=np.int64),
                              "values": np.array(indices, dtype=np.int64),
                              "text": np.frombuffer(text, dtype=np.uint8)},
                       KIND, ruleset.__name__, CODE, 0, len(keys))


def load_regions(path: str | os.PathLike, ruleset: type = Domineering) -> int:
    """Put the region values saved at ``path`` into the tables of ``ruleset``'s
    level-at-a-time search; returns how many regions were loaded. A ``TableFileError`` if the
    file holds another ruleset's regions or its regions do not check."""
    arrays, header = load_arrays(path, KIND, _ruleset(ruleset).__name__, CODE)
    strides, keys = arrays["strides"].tolist(), arrays["keys"].tolist()
    indices = arrays["values"].tolist()
    lines = arrays["text"].tobytes().decode("utf-8").split("\n") if keys else []
    if not len(strides) == len(keys) == len(indices) == header.stop or \
            any(not 0 <= i < len(lines) for i in indices):
        raise TableFileError(f"the arrays of {os.fspath(path)!r} do not fit together: the file "
                             "is damaged")
    distinct = [game(line) for line in lines]
    values: dict[int, dict[int, Game]] = {}
    for stride, key, index in zip(strides, keys, indices):
        values.setdefault(stride, {})[key] = distinct[index]
    _check(path, ruleset, values)
    for stride, table in values.items():
        ruleset._bulk_search(stride).table.update(table)
    return len(keys)


def _check(path: os.PathLike | str, ruleset: type, values: dict[int, dict[int, Game]]) -> None:
    """Value the smallest regions of the file again, one at a time, and compare."""
    smallest = sorted((key.bit_count(), stride, key) for stride, table in values.items()
                      for key in table)[:CHECKED]
    for _, stride, key in smallest:
        region = ruleset._of(-(-key.bit_length() // stride), stride - 1, key)
        if region._solve() is not values[stride][key]:
            raise TableFileError(f"the region {region} of {os.fspath(path)!r} does not have the "
                                 f"value the file gives: it was saved with another key layout")
