"""Where a survey keeps its rows: an SQLite database (Python's ``sqlite3``), one row per member.

The table ``members`` has one row per (survey, key): the survey's name (family and measure),
the member's key, the fields of its measure (``value``, ``kind``, ``outcome``, ``period``,
``preperiod``, and ``details`` as JSON), ``error`` (the message of a member that failed, else
NULL), ``seconds`` (the time it took) and ``version`` (of cgt). A survey adds its rows as they
arrive, each batch in one transaction, and skips the keys already there, so a survey that was
stopped resumes where it stopped.

A file is opened in WAL mode (write-ahead logging; SQLite's documentation, "Write-Ahead
Logging"), in which readers and one writer do not block each other: another process, a
notebook say, can read the rows while a survey writes them::

    sqlite3.connect("survey.sqlite").execute("SELECT kind, count(*) FROM members GROUP BY kind")
"""
from __future__ import annotations
import json
import os
import sqlite3
from collections.abc import Iterable
from typing import Any

__all__ = ["SQLiteStore"]

FIELDS = ("value", "kind", "outcome", "period", "preperiod", "details", "error", "seconds",
          "version")
SCHEMA = """CREATE TABLE IF NOT EXISTS members (
    survey TEXT NOT NULL, key TEXT NOT NULL, value TEXT, kind TEXT, outcome TEXT,
    period INTEGER, preperiod INTEGER, details TEXT, error TEXT, seconds REAL, version TEXT,
    PRIMARY KEY (survey, key))"""


class SQLiteStore:
    """The rows of surveys in the SQLite database at ``path`` (``":memory:"``: in this
    process only, gone when it is closed). Use it as a context manager, or ``close()`` it."""

    def __init__(self, path: str | os.PathLike = ":memory:") -> None:
        self.path = os.fspath(path)
        self.connection = sqlite3.connect(self.path, timeout=60)
        self.connection.execute("PRAGMA journal_mode=WAL")
        # In WAL mode a commit is safe from corruption without a sync of the log each time.
        self.connection.execute("PRAGMA synchronous=NORMAL")
        with self.connection:
            self.connection.execute(SCHEMA)

    def keys(self, survey: str) -> set[str]:
        """The keys of the members of ``survey`` held."""
        rows = self.connection.execute("SELECT key FROM members WHERE survey = ?", (survey,))
        return {key for key, in rows}

    def add(self, survey: str, rows: Iterable[dict[str, Any]]) -> None:
        """Add the rows (dicts with ``key`` and the fields), in one transaction; a key already
        held keeps its row."""
        columns = ("survey", "key", *FIELDS)
        records = [(survey, row["key"], *(_column(row.get(f)) for f in FIELDS)) for row in rows]
        with self.connection:
            self.connection.executemany(
                f"INSERT OR IGNORE INTO members ({', '.join(columns)}) "
                f"VALUES ({', '.join('?' * len(columns))})", records)

    def rows(self, survey: str) -> dict[str, dict[str, Any]]:
        """key -> row (a dict of the fields, ``details`` read back) of every member of
        ``survey`` held."""
        cursor = self.connection.execute(
            f"SELECT key, {', '.join(FIELDS)} FROM members WHERE survey = ?", (survey,))
        found = {}
        for key, *fields in cursor:
            row = dict(zip(FIELDS, fields))
            row["details"] = json.loads(row["details"]) if row["details"] else None
            found[key] = row
        return found

    def forget_failed(self, survey: str) -> int:
        """Remove the rows of the members of ``survey`` that failed, so that the next run
        tries them again; returns how many there were."""
        with self.connection:
            return self.connection.execute(
                "DELETE FROM members WHERE survey = ? AND error IS NOT NULL", (survey,)).rowcount

    def close(self) -> None:
        self.connection.close()

    def __enter__(self) -> SQLiteStore:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


def _column(field: Any) -> Any:
    return json.dumps(field, sort_keys=True) if isinstance(field, dict) else field
