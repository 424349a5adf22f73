"""The import structure of the package: layers import downward only, without cycles."""
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
    """(imported module, inside a function?) for every import of cgt in a file.

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


def _graph():
    graph = {}
    for module, path in MODULES.items():
        graph[module] = {name for name, inner in _imports(path)
                         if name.startswith("cgt") and not inner and name != module}
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


@pytest.mark.parametrize("part", sorted(CORE_ALLOWED))
def test_the_core_imports_nothing_above_it(part):
    for module, path in MODULES.items():
        if module.split(".")[1:2] != [part]:
            continue
        for name, inner in _imports(path):
            if name.startswith("cgt.") and not (inner and name.startswith(NOTATION)):
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
                        assert name.split(".")[0] in LAZY or name.startswith(NOTATION), \
                            f"{module}.{fn.name} imports {name}"


def test_import_cgt_leaves_sympy_unloaded():
    code = "import sys, cgt; cgt.up + cgt.star; print('sympy' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True, cwd=PACKAGE.parent)
    assert out.stdout.strip() == "False"
