"""Every public function and method of ``cgt`` carries type hints (the package ships ``py.typed``).

Public means: a module whose path has no part starting with ``_`` (``__init__`` aside), and in it a
top-level function or a method of a public class whose name does not start with ``_``, or a
special method (``__init__``, ``__eq__``, ...) of a public class. Each parameter but ``self`` and
``cls`` must be annotated, and so must the return value.
"""
import ast
from pathlib import Path

import cgt

PACKAGE = Path(cgt.__file__).parent


def _public_modules():
    for path in sorted(PACKAGE.rglob("*.py")):
        parts = path.relative_to(PACKAGE.parent).parts
        if not any(part.startswith("_") and part != "__init__.py" for part in parts):
            yield path


def _public(name, in_class):
    if not name.startswith("_"):
        return True
    return in_class and name.startswith("__") and name.endswith("__")


def _public_functions(body, in_class, prefix):
    for node in body:
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            if _public(node.name, in_class):
                yield prefix + node.name, node, in_class
        elif isinstance(node, ast.ClassDef) and not node.name.startswith("_"):
            yield from _public_functions(node.body, True, prefix + node.name + ".")
        elif isinstance(node, ast.If):
            yield from _public_functions(node.body + node.orelse, in_class, prefix)
        elif isinstance(node, ast.Try):
            yield from _public_functions(node.body, in_class, prefix)


def _missing(node, in_class):
    args = node.args
    positional = args.posonlyargs + args.args
    is_static = any(isinstance(d, ast.Name) and d.id == "staticmethod"
                    for d in node.decorator_list)
    if in_class and positional and not is_static:
        positional = positional[1:]  # self or cls
    params = positional + args.kwonlyargs + [a for a in (args.vararg, args.kwarg) if a]
    missing = [a.arg for a in params if a.annotation is None]
    if node.returns is None:
        missing.append("return")
    return missing


def test_every_public_function_and_method_is_annotated():
    unannotated = []
    for path in _public_modules():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for name, node, in_class in _public_functions(tree.body, False, ""):
            missing = _missing(node, in_class)
            if missing:
                where = path.relative_to(PACKAGE.parent)
                unannotated.append(f"{where}:{node.lineno} {name} lacks {', '.join(missing)}")
    assert not unannotated, "\n".join(unannotated)


def test_the_package_ships_py_typed():
    assert (PACKAGE / "py.typed").is_file()


def test_the_check_sees_the_core():
    # the walk must reach the core classes, or the test above proves nothing
    tree = ast.parse((PACKAGE / "short" / "game.py").read_text(encoding="utf-8"))
    names = {name for name, _, _ in _public_functions(tree.body, False, "")}
    assert {"Game.__new__", "Game.cool", "Game.__add__"} <= names
