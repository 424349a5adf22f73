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

A region file is trusted data, like a pickle: load only files that you, or someone you trust,
wrote. The checksums of the header catch damage, not a deliberate change (anyone can compute
them again), and a value that is wrong but well formed is believed for as long as the process
runs. What loading does check: each value is a short game in canonical form, written as cgt
writes it (other text, loopy games included, is refused), and the few smallest regions of the
file are valued again, so that a file whose keys mean other regions (written by a cgt with
another key layout) is refused. ``verify=k`` values k regions chosen at random again too.
"""
from __future__ import annotations
import os
import random

import numpy as np
from typing import cast

from cgt.errors import CGTError, CGTTypeError
from cgt.notation.parser import parse
from cgt.numbers.checks import natural
from cgt.persistence import TableFileError, TableHeader, load_arrays, save_arrays
from cgt.rulesets.domineering.board import CACHE, Cram, Domineering, _DominoBoard
from cgt.short.game import Game

__all__ = ["save_regions", "load_regions"]

KIND = "domino-regions"
CODE = "word-shape keys"
#: How many of the smallest regions of a file are valued again when it is loaded.
CHECKED = 6


def _ruleset(ruleset: type) -> type[Domineering] | type[Cram]:
    if ruleset is Domineering:
        return Domineering
    if ruleset is Cram:
        return Cram
    raise CGTTypeError(f"region databases are kept for Domineering and Cram, not {ruleset!r}")


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


def load_regions(path: str | os.PathLike, ruleset: type = Domineering, verify: int = 0) -> int:
    """Put the region values saved at ``path`` into the tables of ``ruleset``'s
    level-at-a-time search; returns how many regions were loaded. ``verify`` regions of the
    file, chosen at random, are valued again by the search and compared.

    A ``TableFileError`` if the file holds another ruleset's regions, a value that is not a
    short game in canonical form, or a region whose value does not check. The file is trusted
    otherwise (see the module). The regions count against the cache budget
    (``cgt.set_cache_budget``), which must be large enough to keep them all.
    """
    verify = natural(verify, "the number of regions to verify")
    board = _ruleset(ruleset)
    arrays, header = load_arrays(path, KIND, board.__name__, CODE)
    strides, keys = arrays["strides"].tolist(), arrays["keys"].tolist()
    indices = arrays["values"].tolist()
    try:
        lines = arrays["text"].tobytes().decode("utf-8").split("\n") if keys else []
    except UnicodeDecodeError:
        raise TableFileError(f"the values of {os.fspath(path)!r} are not UTF-8 text: the file "
                             "is damaged") from None
    if not len(strides) == len(keys) == len(indices) == header.stop or \
            any(not 0 <= i < len(lines) for i in indices):
        raise TableFileError(f"the arrays of {os.fspath(path)!r} do not fit together: the file "
                             "is damaged")
    distinct = [_value_of(line, number, path) for number, line in enumerate(lines, 1)]
    values: dict[int, dict[int, Game]] = {}
    for stride, key, index in zip(strides, keys, indices):
        values.setdefault(stride, {})[key] = distinct[index]
    _check(path, board, values, verify)
    for stride, table in values.items():
        board._bulk_search(stride).table.update(table)
    CACHE.settle()
    return len(keys)


def _value_of(line: str, number: int, path: os.PathLike | str) -> Game:
    """The short game written on ``line`` (line ``number`` of the values), which must be in
    canonical form as cgt writes it."""
    try:
        value = parse(line)
    except CGTError as error:
        raise TableFileError(f"line {number} of the values of {os.fspath(path)!r}, {line!r}, is "
                             f"not a short game: {error}") from None
    if str(value) != line:
        raise TableFileError(f"line {number} of the values of {os.fspath(path)!r}, {line!r}, is "
                             f"not written as cgt writes its value, {str(value)!r}")
    return value


def _check(path: os.PathLike | str, ruleset: type[_DominoBoard],
           values: dict[int, dict[int, Game]], verify: int) -> None:
    """Value again, with searches of its own, the smallest regions of the file and ``verify``
    regions chosen at random, and compare."""
    # A subclass with empty searches: it trusts no value loaded into the ruleset's before.
    fresh = cast(type[_DominoBoard], type(ruleset.__name__, (ruleset,),
                                          {"__slots__": (), "_searches": {}, "_bulk_searches": {}}))
    regions = [(stride, key) for stride, table in values.items() for key in table]
    smallest = sorted(regions, key=lambda region: (region[1].bit_count(), region))[:CHECKED]
    chosen = random.sample(regions, min(verify, len(regions)))
    for n, (stride, key) in enumerate(smallest + chosen):
        region = fresh._of(-(-key.bit_length() // stride), stride - 1, key)
        found, given = region._solve(), values[stride][key]
        if found is not given:
            reason = "it was saved with another key layout" if n < len(smallest) else \
                f"its value is {found}, not {given}"
            raise TableFileError(f"the region {region} of {os.fspath(path)!r} does not have the "
                                 f"value the file gives: {reason}")
