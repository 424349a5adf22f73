"""Long tables saved to a file and loaded back, with a header that says what they are.

A table file is one JSON line (the header) followed by the table's arrays in numpy's ``.npy``
format, one after the other::

    CGT-TABLE 1
    {"kind": "nim-values", "game": "TakeAndBreak", "code": "0.137", "start": 0, "stop": 1000,
     "version": "0.1.0", "arrays": {"values": {"dtype": "int64", "shape": [1000],
     "sha256": "..."}}, "extra": {}}
    <the .npy bytes of each array, in the order of "arrays" (by name)>

The header names what the table holds (``kind``, ``"table"`` for a plain table), the game and
its code (an octal code, a ruleset's rule, ...; empty for a table of no game), the range of
positions covered (``start`` to ``stop``, ``stop`` excluded), the version of cgt that wrote it,
and each array's type, shape and checksum. Loading checks all of it against what the caller asks
for and refuses a mismatch with a ``TableFileError`` that names the field; ``np.load`` reads the
arrays with pickling disabled, so a table file holds numbers only. Most tables are one array,
``values`` (``save_table``); ``save_arrays`` writes several. A plain table needs no more than
its path and its numbers: ``save_table("t.cgt", values)`` and ``load_table("t.cgt")``.

A table file is nonetheless trusted data, like a pickle: the checksums tell a damaged file, not
a changed one (anyone can compute them again), so the numbers read are believed. Load only the
files that you, or someone you trust, wrote.
"""
from __future__ import annotations
import hashlib
import io
import json
import os
from collections.abc import Mapping
from typing import Any

import attrs
import numpy as np

from cgt import __version__
from cgt.errors import CGTTypeError, CGTValueError

__all__ = ["TableFileError", "save_arrays", "save_table", "load_table"]

MAGIC = b"CGT-TABLE 1\n"
#: The longest header line read, in bytes: a header is a few hundred bytes.
MAX_HEADER = 1 << 16


class TableFileError(CGTValueError):
    """A table file that is not one, is damaged, or holds another table than the one asked."""


def file_name(path: Any) -> str | os.PathLike:
    """``path`` if it names a file (a ``str`` or an ``os.PathLike``); a ``CGTTypeError``
    otherwise."""
    if isinstance(path, str) and path or isinstance(path, os.PathLike):
        return path
    raise CGTTypeError(f"a table file is named by a path (str or os.PathLike), not {path!r}")


def _opened(path: Any, mode: str) -> Any:
    try:
        return open(file_name(path), mode)
    except OSError as error:
        raise TableFileError(f"cannot {'read' if 'r' in mode else 'write'} "
                             f"{os.fspath(path)!r}: {error.strerror}") from None


def _version_key(text: str) -> tuple:
    return tuple(int(part) if part.isdigit() else 0 for part in text.split("."))


@attrs.frozen
class TableHeader:
    """What a table file holds: see the module docstring for the fields. ``arrays`` maps each
    array's name to its ``dtype``, ``shape`` and ``sha256``."""

    kind: str
    game: str
    code: str
    start: int
    stop: int
    version: str
    arrays: dict = attrs.field(eq=False)
    extra: dict = attrs.field(factory=dict, eq=False)

    @property
    def shape(self) -> tuple:
        """The shape of the array ``values`` (of a one-array table)."""
        return tuple(self.arrays["values"]["shape"])

    def to_json(self) -> str:
        return json.dumps(attrs.asdict(self), sort_keys=True)


def _checksum(values: np.ndarray) -> str:
    return hashlib.sha256(np.ascontiguousarray(values).tobytes()).hexdigest()


def _described(values: np.ndarray) -> dict:
    return {"dtype": str(values.dtype), "shape": list(values.shape), "sha256": _checksum(values)}


#: The kind of a table that names none.
PLAIN = "table"


def save_arrays(path: str | os.PathLike, arrays: Mapping[str, Any], kind: str = PLAIN,
                game: str = "", code: str = "", start: int = 0, stop: int = 0,
                extra: dict | None = None) -> TableHeader:
    """Write the named ``arrays`` (of numbers) to ``path`` as one table file; returns its
    header. ``kind``, ``game`` and ``code`` say what it holds (a plain table of no game by
    default); ``extra`` holds further JSON-able facts about the table."""
    for field, text in (("kind", kind), ("game", game), ("code", code)):
        if not isinstance(text, str):
            raise CGTTypeError(f"the {field} of a table is a str, not {text!r}")
    if not isinstance(arrays, Mapping) or not all(isinstance(k, str) for k in arrays):
        raise CGTTypeError(f"the arrays of a table are a mapping of names to arrays, not "
                           f"{arrays!r}")
    for field, number in (("start", start), ("stop", stop)):
        if isinstance(number, bool) or not isinstance(number, int):
            raise CGTTypeError(f"the {field} of a table is an int, not {number!r}")
    file_name(path)
    # in order of name, as the header (written with sorted keys) lists them
    arrays = {name: np.asarray(arrays[name]) for name in sorted(arrays)}
    for name, values in arrays.items():
        if values.dtype.hasobject:
            raise TableFileError(f"a table holds numbers, not Python objects ({name} is "
                                 f"{values.dtype})")
    header = TableHeader(kind=kind, game=game, code=code, start=int(start), stop=int(stop),
                         version=__version__,
                         arrays={name: _described(values) for name, values in arrays.items()},
                         extra=dict(extra or {}))
    with _opened(path, "wb") as f:
        f.write(MAGIC)
        f.write(header.to_json().encode("utf-8") + b"\n")
        for values in arrays.values():
            np.save(f, values, allow_pickle=False)
    return header


def save_table(path: str | os.PathLike, values: Any, kind: str = PLAIN, game: str = "",
               code: str = "", start: int = 0, stop: int | None = None,
               extra: dict | None = None) -> TableHeader:
    """Write ``values`` (an array of numbers) to ``path`` as a table file; returns its header.

    ``kind``, ``game`` and ``code`` say what the table holds; a plain table needs none of
    them: ``save_table("t.cgt", values)``. ``stop`` defaults to ``start + len(values)``;
    ``extra`` holds further JSON-able facts about the table.
    """
    values = np.asarray(values)
    if stop is None:
        stop = start + len(values) if values.ndim and isinstance(start, int) else start
    return save_arrays(path, {"values": values}, kind, game, code, start, stop, extra)


def read_header(path: str | os.PathLike) -> TableHeader:
    """The header of the table file at ``path``, without reading the table."""
    with _opened(path, "rb") as f:
        return _read_header(f, path)


def _read_header(f: Any, path: Any) -> TableHeader:
    if f.read(len(MAGIC)) != MAGIC:
        raise TableFileError(f"{os.fspath(path)!r} is not a cgt table file (it does not begin "
                             f"with {MAGIC.decode().strip()!r})")
    line = f.readline(MAX_HEADER)
    try:
        fields = json.loads(line)
        return TableHeader(**fields)
    except (ValueError, TypeError, KeyError) as error:
        raise TableFileError(f"the header of {os.fspath(path)!r} is damaged: {error}") from None


def load_arrays(path: str | os.PathLike, kind: str | None = None, game: str | None = None,
                code: str | None = None,
                stop: int | None = None) -> tuple[dict[str, np.ndarray], TableHeader]:
    """The arrays saved at ``path`` (by name) and the header, after checking that they hold a
    table of ``kind`` for ``game`` and ``code`` that reaches ``stop`` (each when given),
    written by this version of cgt or an earlier one, and that each array is the one the
    header describes."""
    for field, wanted in (("kind", kind), ("game", game), ("code", code)):
        if wanted is not None and not isinstance(wanted, str):
            raise CGTTypeError(f"the {field} of a table is a str, not {wanted!r}")
    if stop is not None and (isinstance(stop, bool) or not isinstance(stop, int)):
        raise CGTTypeError(f"the stop of a table is an int, not {stop!r}")
    with _opened(path, "rb") as f:
        name = os.fspath(path)
        header = _read_header(f, path)
        for field, wanted in (("kind", kind), ("game", game), ("code", code)):
            found = getattr(header, field)
            if wanted is not None and found != wanted:
                raise TableFileError(f"{name!r} holds a table with {field} {found!r}, "
                                     f"not {wanted!r}")
        if stop is not None and header.stop < stop:
            raise TableFileError(f"{name!r} covers {header.start} to {header.stop - 1}, "
                                 f"not up to {stop - 1}")
        if _version_key(header.version) > _version_key(__version__):
            raise TableFileError(f"{name!r} was written by cgt {header.version}, newer than "
                                 f"this cgt {__version__}: upgrade cgt to read it")
        rest = io.BytesIO(f.read())  # np.load reads a real file past its own array
        arrays = {}
        for key, described in header.arrays.items():
            try:
                values = np.load(rest, allow_pickle=False)
            except (ValueError, EOFError, OSError) as error:
                raise TableFileError(f"the table in {name!r} is damaged: {error}") from None
            if _described(values) != dict(described):
                raise TableFileError(f"the array {key!r} in {name!r} does not match its header "
                                     "(type, shape or checksum differ): the file is damaged")
            arrays[key] = values
    return arrays, header


def load_table(path: str | os.PathLike, kind: str | None = None, game: str | None = None,
               code: str | None = None, stop: int | None = None) -> tuple[np.ndarray, TableHeader]:
    """The one-array table saved at ``path`` by ``save_table`` and its header, checked as by
    ``load_arrays`` (``load_table("t.cgt")`` checks only the file itself)."""
    arrays, header = load_arrays(path, kind, game, code, stop)
    if "values" not in arrays:
        raise TableFileError(f"{os.fspath(path)!r} holds the arrays {', '.join(arrays)}, "
                             "not one table of values")
    return arrays["values"], header
