"""The table jobs of the ``cgt`` command: ``octal``, ``grundy-game``, ``wythoff``, ``value`` and
``thermograph``.

Each prints an aligned table or a value. Bad input ends the command with one line on standard
error and exit status 1 (2 for a misused option, as argparse does); long computations show a
progress bar when standard error is a terminal. The subpackages a command needs are loaded
when it runs, so that ``cgt -c EXPR`` stays quick to start.
"""
from __future__ import annotations
import argparse
import importlib
import os
import sys
import traceback
from collections.abc import Callable, Sequence
from typing import Any, NoReturn

from cgt.errors import CGTError, CGTValueError

__all__ = ["CommandError", "table", "sequence_table", "octal", "position", "ruleset_list"]

#: Columns of a table of nim-values: heap = row label + column label.
COLUMNS = 10


class OneLineErrors(argparse.ArgumentParser):
    """An argument parser that reports a misused option in one line (with ``--help`` for
    more), not with the whole usage."""

    def error(self, message: str) -> NoReturn:
        self.exit(2, f"{self.prog}: error: {message} (see {self.prog} --help)\n")


class CommandError(CGTValueError):
    """Input of a command that it cannot use (a ruleset it does not know, say)."""


def _show_progress() -> bool:
    return sys.stderr.isatty()


def _natural(text: str) -> int:
    try:
        n = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
    if n < 0:
        raise argparse.ArgumentTypeError(f"{text} is negative")
    return n


def _positive(text: str) -> int:
    n = _natural(text)
    if n == 0:
        raise argparse.ArgumentTypeError("0 is not a positive number")
    return n


def table(rows: Sequence[Sequence[Any]], header: Sequence[Any]) -> str:
    """Rows of cells as right-aligned columns under a header line."""
    lines = [[str(x) for x in header]] + [[str(x) for x in row] for row in rows]
    widths = [max(len(line[i]) if i < len(line) else 0 for line in lines)
              for i in range(len(lines[0]))]
    return "\n".join("  ".join(cell.rjust(w) for cell, w in zip(line, widths)).rstrip()
                     for line in lines)


def sequence_table(values: Sequence[int], columns: int = COLUMNS) -> str:
    """A sequence as a table of ``columns`` columns: the entry of row r and column c is
    term r + c, as in the tables of Winning Ways."""
    rows = []
    for start in range(0, len(values), columns):
        rows.append([start, *values[start:start + columns]])
    return table(rows, ["n", *[f"+{c}" for c in range(columns)]])


# -- the commands -------------------------------------------------------------------------------

def _heap_game_report(game: Any, to: int, period: bool) -> str:
    if period:
        found = game.periodicity(max_heap=to + 1, proved_only=False, progress=_show_progress())
        if found is None:
            return f"{game!r}: no period found up to heap {to}"
        status = "proved" if found.proved else "observed only, not proved"
        saltus = f", saltus {found.saltus}" if found.saltus else ""
        return (f"{game!r}: period {found.period}, preperiod {found.preperiod}{saltus} "
                f"({status})")
    values = game.nim_values(to, progress=_show_progress()).tolist()
    return f"nim-values of {game!r}, heaps 0 to {to}\n" + sequence_table(values)


def octal(args: argparse.Namespace) -> str:
    game = importlib.import_module("cgt.impartial").TakeAndBreak(args.code)
    return _heap_game_report(game, args.to, args.period)


def grundy_game(args: argparse.Namespace) -> str:
    game = importlib.import_module("cgt.impartial").GrundysGame()
    return _heap_game_report(game, args.to, args.period)


def wythoff(args: argparse.Namespace) -> str:
    values = importlib.import_module("cgt.impartial.wythoff").grundy_table(args.rows, args.cols)
    rows = [[a, *values[a].tolist()] for a in range(args.rows)]
    title = "Grundy values of Wythoff's game, heaps a (rows) and b (columns)"
    return title + "\n" + table(rows, ["a\\b", *range(args.cols)])


def position(name: str, text: str) -> Any:
    """The position of the ruleset ``name`` written ``text``, as the registry of rulesets
    reads it (``cgt.rulesets.registry``): ``RxC`` is the empty board where the ruleset has
    one; a Dots-and-Boxes position is its size and the lines drawn, as in ``3x3 AB BC FG``."""
    return importlib.import_module("cgt.rulesets.registry").ruleset(name).read(text)


def ruleset_list() -> str:
    """The rulesets of ``cgt value``: name, class, an example position and the game."""
    rulesets = importlib.import_module("cgt.rulesets.registry").RULESETS.values()
    rows = [("name", "class", "example", "game")]
    rows += [(r.name, r.cls.__name__, repr(r.example), r.summary) for r in rulesets]
    widths = [max(len(row[i]) for row in rows) for i in range(3)]
    return "\n".join("  ".join(cell.ljust(w) for cell, w in zip(row, widths)) + "  " + row[3]
                     for row in rows)


def value(args: argparse.Namespace) -> str:
    if args.list:
        return ruleset_list()
    if args.ruleset is None or args.position is None:
        raise CommandError("cgt value needs a ruleset and a position, as in "
                           "'cgt value domineering 4x4' (cgt value --list lists the rulesets)")
    found = position(args.ruleset, args.position)
    if args.svg:
        _write(args.svg, found.to_svg())
    if hasattr(found, "net_score"):  # Dots-and-Boxes is a scoring game
        return f"net score {found.net_score(progress=_show_progress())} for the player to move"
    if hasattr(found, "evaluate"):
        return str(found.evaluate(progress=_show_progress()))
    return str(found.value)


def thermograph(args: argparse.Namespace) -> str:
    tg = importlib.import_module("cgt").game(args.game).thermograph()
    if args.svg:
        _write(args.svg, tg.to_svg())
    return str(tg)


def _write(path: str, text: str) -> None:
    try:
        with open(path, "w", encoding="utf-8") as f:
            f.write(text + "\n")
    except OSError as error:
        raise CommandError(f"cannot write {path!r}: {error.strerror}") from None


# -- the parser ---------------------------------------------------------------------------------

def _command(subparsers: Any, name: str, run: Callable[[argparse.Namespace], str], summary: str,
             example: str) -> argparse.ArgumentParser:
    sub = subparsers.add_parser(name, help=summary, description=summary,
                                epilog="example:\n  " + example,
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    sub.set_defaults(run=run)
    return sub


def add_commands(parser: argparse.ArgumentParser) -> None:
    """Add the subcommands to the parser of ``cgt``."""
    subparsers = parser.add_subparsers(title="commands", metavar="COMMAND",
                                       parser_class=OneLineErrors)
    sub = _command(subparsers, "octal", octal,
                   "nim-values of a take-and-break game given by its octal (or hex) code",
                   "cgt octal 0.137 --to 200 --period   Dawson's Kayles: period 34 from 52")
    sub.add_argument("code", help="the code, such as 0.137 or 4.07")
    sub.add_argument("--to", type=_natural, default=100, metavar="N",
                     help="the last heap (default 100)")
    sub.add_argument("--period", action="store_true",
                     help="print the period found up to heap N instead of the values")

    sub = _command(subparsers, "grundy-game", grundy_game,
                   "nim-values of Grundy's game (split a heap into two unequal heaps)",
                   "cgt grundy-game --to 4096")
    sub.add_argument("--to", type=_natural, default=100, metavar="N",
                     help="the last heap (default 100)")
    sub.add_argument("--period", action="store_true",
                     help="look for a period up to heap N instead of printing the values")

    sub = _command(subparsers, "wythoff", wythoff,
                   "the table of Grundy values of Wythoff's game",
                   "cgt wythoff --rows 10 --cols 10")
    sub.add_argument("--rows", type=_positive, default=10, help="rows of the table (default 10)")
    sub.add_argument("--cols", type=_positive, default=10,
                     help="columns of the table (default 10)")

    sub = _command(subparsers, "value", value,
                   "the value of a position of a ruleset, written as on the ruleset's page",
                   "cgt value domineering 4x4          (an empty 4 x 4 board)\n"
                   "  cgt value clobber 'xox|oxo'\n"
                   "  cgt value hackenbush '0-1L 1-2R' --svg picture.svg\n"
                   "  cgt value toads-and-frogs tt..ff\n"
                   "  cgt value dots-and-boxes '2x2 AB BC'  (its size and the lines drawn)\n"
                   "  cgt value --list                   (every ruleset, with an example)")
    sub.add_argument("ruleset", nargs="?", help="the ruleset's name, such as domineering")
    sub.add_argument("position", nargs="?",
                     help="the position: its text, or RxC for an empty rectangle")
    sub.add_argument("--list", action="store_true",
                     help="list the rulesets, each with an example position")
    sub.add_argument("--svg", metavar="FILE", help="also write the position's picture to FILE")

    sub = _command(subparsers, "thermograph", thermograph,
                   "the thermograph of a game: its walls as text, and a picture",
                   'cgt thermograph "{3||2|1}" --svg out.svg')
    sub.add_argument("game", help="the game in cgt's notation, such as {3||2|1}")
    sub.add_argument("--svg", metavar="FILE", help="write the thermograph's picture to FILE")


def run(args: argparse.Namespace) -> int:
    """Run the subcommand of ``args`` and print its result; returns the exit status."""
    try:
        print(args.run(args))
    except KeyboardInterrupt:
        print("interrupted", file=sys.stderr)
        return 130
    except BrokenPipeError:
        # The reader stopped early (``cgt octal ... | head``): that is not an error of ours.
        # Point stdout at nothing so that the interpreter's final flush stays quiet.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 0
    except (CGTError, ValueError, TypeError, MemoryError) as error:
        if args.traceback:
            traceback.print_exc()
        else:
            lines = str(error).splitlines()
            print(f"cgt: {lines[0] if lines else type(error).__name__}", file=sys.stderr)
        return 1
    return 0
