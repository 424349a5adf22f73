"""The ``cgt`` command: a REPL, one-shot evaluation, and a short demonstration.

``cgt`` starts a Python REPL whose namespace holds the public names of ``cgt`` and of its
subpackages (see ``namespace``); ``cgt -c "up + up + star"`` evaluates one expression there and
prints ``^^*``; ``cgt --demo`` prints a few values and identities. Subcommands print the
common tables and values (``cgt.commands``): ``cgt octal 0.137 --to 200``, ``cgt grundy-game``,
``cgt wythoff``, ``cgt value domineering 4x4``, ``cgt thermograph "{3||2|1}" --svg out.svg``.

Errors are reported, not dumped: in the REPL a ``CGTError`` prints its one-line message, and
``cgt -c`` turns any error into one line on standard error and exit status 1. ``--traceback``
shows the full traceback instead.
"""
from __future__ import annotations
import argparse
import builtins
import code
import importlib
import rlcompleter
import sys
import traceback
import types

import cgt
from cgt import commands
from cgt.errors import CGTError
from cgt.lattice import Outcome
from cgt.survey import command as survey_command
from typing import Any

__all__ = ["Console", "evaluate", "main", "namespace", "namespace_and_clashes", "outcome"]

try:  # line editing and tab completion, where the platform has them
    import readline
    _HAS_READLINE = True
except ImportError:  # pragma: no cover - Windows without pyreadline
    _HAS_READLINE = False

DESCRIPTION = """\
cgt: an exact algebra of combinatorial games.

With no option, start an interactive Python session that holds the names of cgt
and of its subpackages (game, up, star, nimber, on, over, Domineering, grundy, ...).
Press Tab to complete a name."""

EPILOG = """\
examples:
  cgt -c "up + up + star"              prints ^^*
  cgt -c 'game("{3||2|1}").left_stop'  prints 3
  cgt --demo                           a few values and identities
  cgt octal 0.137 --to 200 --period    nim-values of Dawson's Kayles and its period
  cgt value domineering 4x4            the value of a position of a ruleset
  cgt value --list                     the rulesets, each with an example position
  cgt thermograph "{3||2|1}" --svg t.svg
  cgt COMMAND --help                   more on each command"""

BANNER = """cgt {version}: an exact algebra of combinatorial games.
Try: game("{{3||2|1}}"), up + up + star, nimber(6) + nimber(3), game("+-1+-2").left_options"""

DEMO = [
    ('game("{0|*}")', "up is {0 | *}"),
    ("up + up + star", "double-up star"),
    ('(up + star).compare(0)', "up-star is confused with 0"),
    ('game("{*0,*1,*2,*5,*6,*9|*0,*1,*2,*5,*6,*9}")', "a bogus nim-heap is *3 (Winning Ways ch. 3)"),
    ("nimber(6) + nimber(3)", "nim-addition: 6 + 3 = 5"),
    ('game("{1|-1}") + game("{1|-1}")', "a switch cancels itself"),
    ('game("{0|1}")', "the simplest number between 0 and 1"),
    ('game("+-1+-2")', "a sum of switches"),
    ('game("{3||2|1}").left_stop', "Left's stop"),
    ("nimber(10**6) + nimber(999_999)", "nimbers of any size, in closed form"),
    ('game("1/2**40") + game("1/2**40")', "exact dyadic numbers"),
    ("1000 * up - 999 * up", "multiples of up, in closed form"),
]

#: The subpackages whose public names join the REPL's, in order of precedence after ``cgt``'s.
SUBPACKAGES = ("rulesets", "loopy", "impartial", "compounds")


def outcome(x: Any) -> Outcome:
    """Who wins ``x`` with best play, as an ``Outcome``: for a value of any kind (a short game,
    a loopy value, a number, a nimber, or what ``game`` reads, as ``0`` or ``"{1|-1}"``) its
    ``.outcome``; for a position of an impartial game, P or N from its Grundy value, or D for a
    loopy position that neither player can win (which ``cgt.impartial.grundy.outcome`` calls O).
    """
    found = getattr(x, "outcome", None)
    if isinstance(found, Outcome):
        return found
    if not (hasattr(x, "options") or hasattr(x, "left_options")):
        return cgt.game(x).outcome
    # imported here so that `cgt -c 'up + up'` does not load the impartial engine
    from cgt.impartial.grundy import outcome as impartial_outcome
    found = impartial_outcome(x)
    return Outcome.D if found == "O" else Outcome(found)


def namespace_and_clashes() -> tuple:
    """The REPL's names, and the names two packages would each give a different object.

    The names of ``cgt`` come first and are never replaced. Then each subpackage of
    ``SUBPACKAGES`` adds its ``__all__``, and is itself bound under its own name; a name that
    an earlier package already gave to a different object keeps its first meaning and is
    listed among the clashes as ``(name, first package, later package)``. ``outcome`` is the
    REPL's own, for values and positions alike. Every object stays reachable through its
    subpackage, as in ``compounds.Tally``.
    """
    names = {name: getattr(cgt, name) for name in cgt.__all__}
    names["cgt"] = cgt
    names["outcome"] = outcome
    owner = dict.fromkeys(names, "cgt")
    clashes = []
    for sub in SUBPACKAGES:
        module = importlib.import_module(f"cgt.{sub}")
        for name in (sub, *getattr(module, "__all__", ())):
            obj = module if name == sub else getattr(module, name)
            if name not in names:
                names[name] = obj
                owner[name] = f"cgt.{sub}"
            elif names[name] is not obj:
                clashes.append((name, owner[name], f"cgt.{sub}"))
    return names, clashes


def namespace() -> dict[str, Any]:
    """The REPL's names: everything public in ``cgt`` and its subpackages."""
    return namespace_and_clashes()[0]


class LazyNamespace(dict):
    """The REPL's namespace for one expression: ``cgt``'s own names at once, and those of the
    subpackages on the first name it does not know, so that ``cgt -c "up + up"`` does not pay
    for importing every ruleset."""

    def __init__(self) -> None:
        super().__init__({name: getattr(cgt, name) for name in cgt.__all__}, cgt=cgt)
        self.complete = False

    def __missing__(self, name: str) -> Any:
        if not self.complete and not hasattr(builtins, name):
            self.complete = True
            for key, value in namespace().items():
                self.setdefault(key, value)
            if name in self:
                return self[name]
        raise KeyError(name)


def show(value: object) -> str:
    return value if isinstance(value, str) else str(value)


def one_line(error: BaseException) -> str:
    """``error`` as one line: its type and the first line of its message."""
    lines = str(error).splitlines()
    return f"{type(error).__name__}: {lines[0]}" if lines else type(error).__name__


def demo() -> None:
    names = namespace()
    width = max(len(expr) for expr, _ in DEMO)
    for expr, note in DEMO:
        value = eval(expr, names)  # the demo's own fixed expressions
        print(f"{expr:<{width}}  =  {show(value):<12}  # {note}")


class Console(code.InteractiveConsole):
    """The REPL: a Python console on the namespace of cgt that reports a ``CGTError`` by its
    message (the whole traceback if ``full_tracebacks``)."""

    def __init__(self, names: Any = None, full_tracebacks: bool = False) -> None:
        super().__init__(locals=namespace() if names is None else names)
        self.full_tracebacks = full_tracebacks

    def showtraceback(self) -> None:
        error = sys.exc_info()[1]
        if isinstance(error, CGTError) and not self.full_tracebacks:
            sys.last_type, sys.last_value = type(error), error
            self.write(f"{type(error).__name__}: {error}\n")
        else:
            super().showtraceback()


class Completer(rlcompleter.Completer):
    """Python's completion, but after a module of cgt and a dot (``wythoff.<Tab>``) it offers
    only what the module exports (its ``__all__``) and its submodules, not what it imports."""

    def __init__(self, names: dict[str, Any]) -> None:
        super().__init__(names)
        self.names = names

    def attr_matches(self, text: str) -> list[str]:
        matches = super().attr_matches(text)
        expr = text.rpartition(".")[0]
        first, *rest = expr.split(".")
        module = self.names.get(first)
        for part in rest:
            module = getattr(module, part, None)
        if not (isinstance(module, types.ModuleType) and hasattr(module, "__all__")):
            return matches
        shown = set(module.__all__) | {name for name, value in vars(module).items()
                                       if isinstance(value, types.ModuleType)
                                       and value.__name__.startswith(module.__name__ + ".")}
        words = (match[len(expr) + 1:].rstrip("(") for match in matches)
        return [match for match, word in zip(matches, words)
                if word in shown or word.startswith("_")]


def enable_completion(names: Any) -> bool:
    """Tab completion of the names in ``names`` (and their attributes), if readline exists.
    Returns whether it was enabled."""
    if not _HAS_READLINE:
        return False
    readline.set_completer(Completer(names).complete)
    readline.parse_and_bind("tab: complete")
    return True


def evaluate(expression: Any, full_tracebacks: bool = False) -> int:
    """Evaluate ``expression`` in the REPL's namespace and print it; every error becomes one
    line on standard error (or its traceback). Returns the exit status."""
    try:
        value = eval(expression, LazyNamespace())
        print(show(value))
    except KeyboardInterrupt:
        print("interrupted", file=sys.stderr)
        return 130
    except Exception as error:  # the command line reports every error, whatever it is
        if full_tracebacks:
            traceback.print_exc()
        else:
            print(one_line(error), file=sys.stderr)
        return 1
    return 0


def parser() -> argparse.ArgumentParser:
    ap = commands.OneLineErrors(prog="cgt", description=DESCRIPTION, epilog=EPILOG,
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("-c", metavar="EXPR", help="evaluate one expression and print the result")
    ap.add_argument("--demo", action="store_true", help="print a few values and identities")
    ap.add_argument("--traceback", action="store_true",
                    help="show the full traceback of an error, not only its message")
    commands.add_commands(ap)
    survey_command.add_command(ap)
    return ap


def main(argv: list[str] | None = None) -> int:
    args = parser().parse_args(argv)
    if getattr(args, "run", None) is not None:
        return commands.run(args)
    if args.demo:
        demo()
        return 0
    if args.c is not None:
        return evaluate(args.c, args.traceback)
    names = namespace()
    console = Console(names, args.traceback)
    if sys.stdin.isatty():
        enable_completion(names)
    version = getattr(cgt, "__version__", "")
    console.interact(banner=BANNER.format(version=version), exitmsg="")
    return 0


if __name__ == "__main__":
    sys.exit(main())
