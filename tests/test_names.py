"""One name, one meaning: what every public module of cgt exports, and the REPL's names.

Every public module (no part of its dotted name starts with ``_``) lists its public names in
``__all__``; each listed name exists and is cgt's own (no imported third-party module or typing
helper). A name exported by two modules, or by a module and the REPL, is the same object in both.
"""
import importlib
import pathlib
import pkgutil
import re
import types
import typing

import pytest

import cgt
from cgt import Outcome, cli

#: Modules read by their own name, as ``wythoff.grundy(3, 5)`` or ``wythoff_bounded.options``:
#: each is about one game, its functions are named for what they compute in that game, and no
#: package or REPL namespace takes their names.
QUALIFIED = {"cgt.impartial.wythoff", "cgt.impartial.wythoff_bounded",
             "cgt.impartial.wythoff_generalized"}


def public_module_names():
    names = ["cgt"]
    for info in pkgutil.walk_packages(cgt.__path__, "cgt."):
        if not any(part.startswith("_") for part in info.name.split(".")):
            names.append(info.name)
    return names


MODULES = {name: importlib.import_module(name) for name in public_module_names()}


def exports(module):
    return {name: getattr(module, name) for name in vars(module)["__all__"]}


def test_the_sweep_sees_every_package():
    assert {"cgt.short.game", "cgt.loopy", "cgt.impartial.wythoff", "cgt.rulesets.domineering",
            "cgt.numbers.surreal", "cgt.cli"} <= set(MODULES)
    assert len(MODULES) > 200


@pytest.mark.parametrize("name", sorted(MODULES))
def test_every_public_module_says_what_it_exports(name):
    module = MODULES[name]
    assert "__all__" in vars(module), f"{name} has no __all__"
    listed = vars(module)["__all__"]
    assert len(listed) == len(set(listed)), f"{name}.__all__ repeats a name"
    missing = [item for item in listed if not hasattr(module, item)]
    assert not missing, f"{name}.__all__ names what it lacks: {missing}"


def foreign(obj):
    """Whether ``obj`` is an imported module or helper that is not part of cgt."""
    if isinstance(obj, types.ModuleType):
        return not obj.__name__.startswith("cgt.")
    if isinstance(obj, typing.TypeVar) or type(obj).__module__ in ("typing", "typing_extensions"):
        return True
    if isinstance(obj, (type, types.FunctionType, types.BuiltinFunctionType)):
        return not (getattr(obj, "__module__", "") or "").startswith("cgt")
    return False


@pytest.mark.parametrize("name", sorted(MODULES))
def test_exports_are_cgts_own(name):
    leaked = [item for item, obj in exports(MODULES[name]).items() if foreign(obj)]
    assert not leaked, f"{name}.__all__ exports what is not cgt's: {leaked}"


def test_a_module_listing_hides_its_imports():
    from cgt.impartial import wythoff
    assert {"grundy", "p_positions", "WythoffError"} <= set(wythoff.__all__)
    assert not {"Any", "math", "np", "namedtuple"} & set(wythoff.__all__)


def meanings():
    """``name -> {id(object): [where it is exported]}`` over every ``__all__`` (but those of
    ``QUALIFIED``) and the REPL."""
    found = {}
    sources = [(name, exports(module)) for name, module in MODULES.items()
               if name not in QUALIFIED]
    sources.append(("the REPL", cli.namespace()))
    for where, names in sources:
        for item, obj in names.items():
            found.setdefault(item, {}).setdefault(id(obj), []).append(where)
    return found


def test_each_public_name_has_one_meaning():
    clashes = {item: list(places.values()) for item, places in meanings().items()
               if len(places) > 1}
    assert not clashes, "names bound to different objects: " + "; ".join(
        f"{item} in {' / '.join(', '.join(group) for group in groups)}"
        for item, groups in sorted(clashes.items()))


def test_the_repl_merges_its_packages_without_clashes():
    assert cli.namespace_and_clashes()[1] == []


def test_outcome_in_the_repl_answers_for_values_and_positions():
    names = cli.namespace()
    assert eval("outcome(dud)", names) == Outcome.D
    assert eval("outcome(on)", names) == Outcome.L
    assert eval("outcome(up + star)", names) == Outcome.N
    assert eval("outcome(0), outcome('{1|-1}'), outcome('on')", names) == (
        Outcome.P, Outcome.N, Outcome.L)
    assert eval("outcome(Nim([1, 2, 3]))", names) == Outcome.P
    assert eval("outcome(Nim([1, 2, 4]))", names) == Outcome.N


def test_names_the_subpackages_once_meant_differently():
    names = cli.namespace()
    from cgt.loopy.named import tiny as tiny_on
    assert names["tiny"] is cgt.tiny and names["miny"] is cgt.miny
    assert names["tiny"](names["on"]) == tiny_on
    assert names["loopy"] is importlib.import_module("cgt.loopy")
    assert names["remoteness"] is importlib.import_module("cgt.compounds").remoteness


def test_the_readme_names_modules_that_star_import():
    readme = (pathlib.Path(__file__).resolve().parent.parent / "README.md").read_text()
    table = readme[readme.index("| area | module | guide |"):]
    table = table[:table.index("\n\n")]
    named = set()
    for row in table.splitlines()[2:]:
        named |= set(re.findall(r"`(cgt(?:\.\w+)*)`", row.split("|")[2]))
    assert {"cgt.numbers.surreal", "cgt.loopy", "cgt.misere"} <= named
    for name in sorted(named):
        assert isinstance(importlib.import_module(name), types.ModuleType), name
        exec(f"from {name} import *", {})


def completions(text):
    completer = cli.Completer(cli.namespace())
    found = []
    while (match := completer.complete(text, len(found))) is not None:
        found.append(match)
    return found


def test_tab_after_a_module_offers_its_exports_not_its_imports():
    offered = {match.rstrip("(") for match in completions("wythoff.")}
    assert {"wythoff.grundy", "wythoff.p_positions", "wythoff.WythoffError"} <= offered
    assert not {"wythoff.Any", "wythoff.math", "wythoff.np", "wythoff.namedtuple"} & offered
    assert "impartial.loopy" in completions("impartial.lo")   # a submodule
    assert completions("up.outc") == ["up.outcome"]          # values complete as in Python
