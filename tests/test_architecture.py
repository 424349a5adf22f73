"""The import structure of the package: layers import downward only, without cycles, and a
module works whichever module of cgt a program imports first."""
import ast
import pathlib
import subprocess
import sys

import pytest

PACKAGE = pathlib.Path(__file__).resolve().parent.parent / "cgt"
# The heavy optional dependencies that may be loaded on first use, inside a function.
LAZY = ("sympy", "matplotlib", "numba")
# The notation sits above the core: the core reaches it only inside a function, on first use,
# to read and print text (``game(text)``, ``__str__``, ...).
NOTATION = "cgt.notation"
# A module whose class is the interface of its layer, and the package of the algorithms behind
# its methods. It imports those modules in one block at its very end, after every definition,
# because they import the class back: each finds it complete. These are the only imports after
# a definition anywhere in cgt, and the only edges the cycle test leaves out.
AT_THE_END = {"cgt.short.game": "cgt.short", "cgt.numbers.surreal.surreal": "cgt.numbers.surreal"}
# Imports of a layer above, inside a function, on first use (besides LAZY and NOTATION): a
# dyadic surreal number and a finite nimber are short games, which are built on the numbers.
ON_FIRST_USE = {"cgt.numbers.surreal.surreal": ("cgt.short.coerce", "cgt.short.named")}
# What each part of the core may import from cgt.
CORE_ALLOWED = {
    "numbers": {"errors", "lattice", "numbers"},
    "short": {"errors", "caches", "lattice", "numbers", "resources", "short", "drawing"},
    "drawing": {"drawing"},
    "walk": {"errors"},
}


def _modules():
    for path in PACKAGE.rglob("*.py"):
        parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
        if parts[-1] == "__init__":
            parts = parts[:-1]
        yield ".".join(parts), path


MODULES = dict(_modules())


def _imports(path):
    """(imported module, inside a function?) for every import in a file.

    Imports under ``if TYPE_CHECKING:`` are left out: they name types for annotations only and
    are never run."""
    tree = ast.parse(path.read_text())
    inner = {id(node) for fn in ast.walk(tree)
             if isinstance(fn, (ast.FunctionDef, ast.AsyncFunctionDef))
             for node in ast.walk(fn)}
    typing_only = {id(node) for block in ast.walk(tree)
                   if isinstance(block, ast.If) and ast.unparse(block.test) == "TYPE_CHECKING"
                   for node in ast.walk(block)}
    for node in ast.walk(tree):
        if id(node) in typing_only:
            continue
        if isinstance(node, ast.ImportFrom) and node.module:
            subs = [f"{node.module}.{a.name}" for a in node.names
                    if f"{node.module}.{a.name}" in MODULES]
            names = subs if len(subs) == len(node.names) else [node.module]
        elif isinstance(node, ast.Import):
            names = [a.name for a in node.names]
        else:
            continue
        for name in names:
            yield name, id(node) in inner


def _end_block(module):
    """The statements of a module from its first import after a definition (``def`` or
    ``class``) to its end; empty when no import follows a definition."""
    body = ast.parse(MODULES[module].read_text()).body
    first = next((i for i, node in enumerate(body)
                  if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef))),
                 len(body))
    start = next((i for i in range(first, len(body))
                  if isinstance(body[i], (ast.Import, ast.ImportFrom))), len(body))
    return body[start:]


def _imported_at_the_end(node):
    """The names a statement of the block at the end imports, in order, as full names."""
    if isinstance(node, ast.ImportFrom):
        return [f"{node.module}.{a.name}" for a in node.names]
    return [a.name for a in node.names] if isinstance(node, ast.Import) else []


def _at_the_end(module):
    """The modules imported in the block at the end of ``module``."""
    return {name for node in _end_block(module) for name in _imported_at_the_end(node)}


def _graph():
    """Module -> the cgt modules it imports when it is run, leaving out the imports at the end
    of the modules of AT_THE_END."""
    graph = {}
    for module, path in MODULES.items():
        graph[module] = {name for name, inner in _imports(path)
                         if name.startswith("cgt") and not inner and name != module}
        if module in AT_THE_END:
            graph[module] -= _at_the_end(module)
    return graph


def test_no_module_imports_itself_back():
    graph = _graph()
    state = {}

    def visit(start):
        stack = [(start, iter(sorted(graph.get(start, ()))))]
        state[start] = "open"
        while stack:
            module, children = stack[-1]
            child = next(children, None)
            if child is None:
                state[module] = "done"
                stack.pop()
            elif state.get(child) == "open":
                path = [m for m, _ in stack]
                pytest.fail("import cycle: " + " -> ".join(path[path.index(child):] + [child]))
            elif child not in state:
                state[child] = "open"
                stack.append((child, iter(sorted(graph.get(child, ())))))

    for module in sorted(graph):
        if module not in state:
            visit(module)


def test_only_the_modules_of_at_the_end_import_after_a_definition():
    assert {module for module in MODULES if _end_block(module)} == set(AT_THE_END)


@pytest.mark.parametrize("module", sorted(AT_THE_END))
def test_the_block_at_the_end_imports_modules_of_its_package_in_layered_order(module):
    """The block is only imports, of modules, never names (a name of a module still being run
    would not be there yet), of the layer above: none of them is imported by the top of this
    module. Each module of the block, when it is run, imports only modules before it."""
    order = []
    for node in _end_block(module):
        names = _imported_at_the_end(node)
        assert names and all(name.rpartition(".")[0] == AT_THE_END[module] and name in MODULES
                             for name in names), \
            f"{module}: {ast.unparse(node)} is not an import of modules of {AT_THE_END[module]}"
        order += names
    assert len(order) == len({*order})
    graph = _graph()

    def reached(start):
        seen, stack = set(), [start]
        while stack:
            for child in graph[stack.pop()] - seen:
                seen.add(child)
                stack.append(child)
        return seen

    below = reached(module)
    for i, name in enumerate(order):
        assert name not in below, f"{module} imports {name} at its top and at its end"
        later = reached(name) & set(order[i + 1:])
        assert not later, f"{name} imports {sorted(later)}, which come after it in {module}"


@pytest.mark.parametrize("part", sorted(CORE_ALLOWED))
def test_the_core_imports_nothing_above_it(part):
    for module, path in MODULES.items():
        if module.split(".")[1:2] != [part]:
            continue
        for name, inner in _imports(path):
            if inner and (name.startswith(NOTATION) or name in ON_FIRST_USE.get(module, ())):
                continue
            if name.startswith("cgt."):
                assert name.split(".")[1] in CORE_ALLOWED[part], f"{module} imports {name}"


def test_the_core_imports_only_heavy_dependencies_inside_functions():
    for module, path in MODULES.items():
        if module.split(".")[1:2] not in (["short"], ["numbers"]):
            continue
        tree = ast.parse(path.read_text())
        for fn in ast.walk(tree):
            if isinstance(fn, (ast.FunctionDef, ast.AsyncFunctionDef)):
                for node in ast.walk(fn):
                    if isinstance(node, (ast.Import, ast.ImportFrom)):
                        name = node.module if isinstance(node, ast.ImportFrom) else \
                            node.names[0].name
                        assert (name.split(".")[0] in LAZY or name.startswith(NOTATION)
                                or name in ON_FIRST_USE.get(module, ())), \
                            f"{module}.{fn.name} imports {name}"


def test_import_cgt_leaves_sympy_unloaded():
    code = "import sys, cgt; cgt.up + cgt.star; print('sympy' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True, cwd=PACKAGE.parent)
    assert out.stdout.strip() == "False"


# A module imported first in a fresh process, the code that then uses it (``m`` is the module),
# and what that code prints.
FIRST_IMPORTS = [
    ("cgt.short.thermograph", "t = m.thermograph(game('{3|-1}')); print(t.mast, t.temperature)",
     "1 2"),
    ("cgt.short.cooling", "print(m.cool(game('{3|-1}'), game(1)))", "{2|0}"),
    ("cgt.short.arithmetic", "print(m.add(game('^'), game('*')))", "^*"),
    ("cgt.short.atomic", "print(m.atomic_weight(game('^')))", "1"),
    ("cgt.short.game", "print(m.Game(left=[0], right=[game('*')]).reduced())", "0"),
    ("cgt.numbers.surreal.surreal", "print(m.surreal('omega+1') * m.surreal('omega-1'))",
     "ω^2-1"),
    ("cgt.numbers.surreal.quotient", "print(m.multiply(surreal(1) / (omega + 1), omega + 1))",
     "1"),
    ("cgt.numbers.surreal.nimber", "print(repr(m.transfinite_nimber(3)))", "*3"),
    ("cgt.numbers.surreal.signs", "print(m.sign_expansion(surreal('3/4')))", "+ - +"),
    ("cgt.loopy.arithmetic", "from cgt.loopy import on, off; print(m.loopy_value(on) + off)",
     "dud"),
    ("cgt.rulesets.domineering.board", "print(m.Domineering('..|..').value)", "+-1"),
]


@pytest.mark.parametrize("module, code, printed", FIRST_IMPORTS,
                         ids=[entry[0] for entry in FIRST_IMPORTS])
def test_a_module_imported_first_works(module, code, printed):
    """Import order never matters: a module works when a program imports it before anything
    else of cgt, and every game made while cgt was being imported is a ``Game``."""
    program = (f"import importlib; m = importlib.import_module({module!r})\n"
               "from cgt import game, omega, surreal\n"
               f"{code}\n"
               "from cgt.short.game import Game, interned_games\n"
               "assert all(type(g) is Game for g in interned_games())\n")
    out = subprocess.run([sys.executable, "-c", program], capture_output=True, text=True,
                         cwd=PACKAGE.parent)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == printed
