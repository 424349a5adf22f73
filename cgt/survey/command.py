"""The ``cgt survey`` subcommand: a survey from the command line, its summary printed.

``cgt survey octal period --size 2 --max-heap 4096 --store octal.sqlite --rows`` finds the
periods of the codes 0.d1 and 0.d1d2, keeps them in ``octal.sqlite`` and prints every row and
the summary. ``--size`` is the family's size (digits, largest number, squares or length);
``--scheduler`` is the address of a Dask scheduler, or ``synchronous`` to work in this
process; by default a local cluster of ``--workers`` processes (one per core) does the work.
Dask is imported only when the command runs, so ``cgt -c`` stays quick to start.
"""
from __future__ import annotations
import argparse
from typing import Any

from cgt.commands import _natural, _positive, _show_progress, table
from cgt.survey.families import FAMILIES, size_parameter
from cgt.survey.measures import MEASURES
from cgt.survey.runner import survey
from cgt.survey.summaries import format_summary, summary

__all__: list[str] = []

EXAMPLE = ("cgt survey octal period --size 2 --max-heap 4096 --rows\n"
           "  cgt survey domineering value --size 8 --store dom.sqlite\n"
           "  cgt survey clobber outcome --size 6 --scheduler tcp://10.0.0.1:8786")


def run(args: argparse.Namespace) -> str:
    params: dict[str, Any] = {size_parameter(args.family): args.size}
    for name in MEASURES[args.what][1]:
        if getattr(args, name) is not None:
            params[name] = getattr(args, name)
    records = survey(args.family, args.what, store=args.store, client=args.scheduler,
                     progress=_show_progress(), workers=args.workers, **params)
    text = format_summary(summary(records))
    if args.rows:
        columns = ["key", "period", "preperiod", "exceptions"] if args.what == "period" \
            else ["key", "kind", "outcome", "value"]
        rows = [["" if row.get(c) is None else row[c] for c in columns] + [row["error"] or ""]
                for row in records]
        text = table(rows, [*columns, "error"]) + "\n" + text
    return text


def add_command(parser: argparse.ArgumentParser) -> None:
    """Add ``survey`` to the subcommands of the parser of ``cgt``."""
    subparsers = next(action for action in parser._actions
                      if isinstance(action, argparse._SubParsersAction))
    summary = "value every member of a family of games, into an SQLite store (resumable)"
    sub = subparsers.add_parser("survey", help=summary, description=summary,
                                epilog="examples:\n  " + EXAMPLE,
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    sub.set_defaults(run=run)
    sub.add_argument("family", choices=list(FAMILIES), help="the family of games")
    sub.add_argument("what", choices=list(MEASURES), nargs="?", default="value",
                     help="what to find for each member (default value)")
    sub.add_argument("--size", type=_positive, required=True, metavar="N",
                     help="the family's size: digits of a code, largest number of a "
                          "subtraction set, squares of a region, length of a strip")
    sub.add_argument("--max-heap", type=_positive, metavar="N",
                     help="period: prove periods from the heaps below N (default 65536)")
    sub.add_argument("--heaps", type=_natural, metavar="N",
                     help="misere: the quotient of heaps 0 to N (default 40)")
    sub.add_argument("--store", metavar="FILE",
                     help="the SQLite file of rows; a survey already there resumes")
    sub.add_argument("--scheduler", metavar="ADDRESS",
                     help="a Dask scheduler's address, or 'synchronous' for this process "
                          "(default: a local cluster)")
    sub.add_argument("--workers", type=_positive, metavar="N",
                     help="processes of the local cluster (default: one per core)")
    sub.add_argument("--rows", action="store_true", help="print every row, then the summary")
