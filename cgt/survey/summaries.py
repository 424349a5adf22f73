"""Summaries of a survey's records: how many members failed, counts by outcome and by kind of
value (``cgt.survey.kinds``), and for nim-sequences how many periods were proved and how the
periods and pre-periods are spread, as in the tables of octal games (Winning Ways, vol. 1,
ch. 4)."""
from __future__ import annotations
from collections import Counter
from typing import Any

from cgt.survey.kinds import KINDS

__all__ = ["summary", "format_summary"]

OUTCOMES = ("L", "R", "P", "N")


def _records(records: Any) -> list[dict[str, Any]]:
    """The records as a list of dicts (a pandas DataFrame gives its rows)."""
    to_dict = getattr(records, "to_dict", None)
    rows = to_dict("records") if to_dict is not None else list(records)
    # pandas writes a missing number as NaN, which is not equal to itself.
    return [{k: (None if v != v else v) for k, v in row.items()} for row in rows]


def summary(records: Any) -> dict[str, Any]:
    """The counts of ``records`` (as ``cgt.survey.survey`` returns them): ``members``,
    ``failed``, ``outcomes`` and ``kinds`` (only the classes met, in their usual order), and,
    for a survey of periods, ``periods``: ``proved`` and ``unproved`` (among the
    members that did not fail), ``period`` and ``preperiod`` (value -> count), ``largest
    period`` and ``largest preperiod``."""
    rows = _records(records)
    ok = [row for row in rows if row.get("error") is None]
    outcomes = Counter(row.get("outcome") for row in ok)
    kinds = Counter(row.get("kind") for row in ok)
    found: dict[str, Any] = {
        "members": len(rows), "failed": len(rows) - len(ok),
        "outcomes": {o: outcomes[o] for o in OUTCOMES if outcomes[o]},
        "kinds": {k: kinds[k] for k in KINDS if kinds[k]},
    }
    if any(row.get("period") is not None or "proved_below" in row for row in ok):
        proved = [row for row in ok if row.get("period") is not None]
        periods = Counter(int(row["period"]) for row in proved)
        preperiods = Counter(int(row["preperiod"]) for row in proved)
        found["periods"] = {
            "proved": len(proved), "unproved": len(ok) - len(proved),
            "period": dict(sorted(periods.items())),
            "preperiod": dict(sorted(preperiods.items())),
            "largest period": max(periods, default=None),
            "largest preperiod": max(preperiods, default=None),
        }
    return found


def format_summary(found: dict[str, Any]) -> str:
    """A summary as lines of text."""
    lines = [f"members: {found['members']}, failed: {found['failed']}"]
    for part in ("outcomes", "kinds"):
        if found[part]:
            lines.append(f"{part}: " + ", ".join(f"{k} {n}" for k, n in found[part].items()))
    periods = found.get("periods")
    if periods:
        lines.append(f"periods proved: {periods['proved']}, not proved: {periods['unproved']}")
        for part in ("period", "preperiod"):
            if periods[part]:
                lines.append(f"  by {part}: " + ", ".join(
                    f"{value}: {count}" for value, count in periods[part].items()))
        lines.append(f"  largest period {periods['largest period']}, "
                     f"largest preperiod {periods['largest preperiod']}")
    return "\n".join(lines)
