"""The ``cgt`` command: a REPL, one-shot evaluation, and a short demonstration.

``cgt`` starts a Python REPL whose namespace holds the public names of ``cgt``;
``cgt -c "up + up + star"`` evaluates one expression there and prints ``^^*``;
``cgt --demo`` prints a few values and identities.
"""
import argparse
import code
import importlib
import sys

import cgt
from cgt.errors import CGTError

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


def namespace():
    """The REPL's names: everything public in ``cgt`` and its subpackages."""
    names = {name: getattr(cgt, name) for name in cgt.__all__}
    names["cgt"] = cgt
    for sub in ("impartial", "rulesets", "compounds"):
        try:
            module = importlib.import_module(f"cgt.{sub}")
        except ImportError:
            continue
        names[sub] = module
        names.update({n: getattr(module, n) for n in getattr(module, "__all__", [])})
    return names


def show(value):
    return value if isinstance(value, str) else str(value)


def demo():
    names = namespace()
    width = max(len(expr) for expr, _ in DEMO)
    for expr, note in DEMO:
        value = eval(expr, names)  # the demo's own fixed expressions
        print(f"{expr:<{width}}  =  {show(value):<12}  # {note}")


def main(argv=None):
    ap = argparse.ArgumentParser(prog="cgt", description=__doc__.splitlines()[0])
    ap.add_argument("-c", metavar="EXPR", help="evaluate one expression and print the result")
    ap.add_argument("--demo", action="store_true", help="print a few values and identities")
    a = ap.parse_args(argv)
    if a.demo:
        demo()
        return 0
    if a.c is not None:
        try:
            value = eval(a.c, namespace())
        except (CGTError, SyntaxError, NameError, TypeError, ValueError) as err:
            print(f"{type(err).__name__}: {err}", file=sys.stderr)
            return 1
        print(show(value))
        return 0
    version = getattr(cgt, "__version__", "")
    code.interact(banner=BANNER.format(version=version), local=namespace(), exitmsg="")
    return 0


if __name__ == "__main__":
    sys.exit(main())
