"""The registry of rulesets: every position class is in it, reads and writes its text form, and
prints a one-line repr that evaluates back to an equal position."""
import importlib
import pathlib
import pkgutil

import pytest

import cgt
from cgt.commands import position as command_position
from cgt.errors import CGTError, CGTTypeError
from cgt.position import Position
from cgt.rulesets.registry import (
    CONSTRUCTED, RULESETS, UnknownRuleset, markdown_table, ruleset,
)

DOCS = pathlib.Path(__file__).resolve().parents[2] / "docs"

#: Position classes outside the rulesets' packages, which build sums, joins and other compounds
#: of positions, or the positions of a value engine's own search; their reprs are their own.
OTHER_POSITIONS = {
    "cgt.compounds", "cgt.impartial.entailing", "cgt.impartial.loopy", "cgt.impartial.heap_game",
    "cgt.impartial.vectors",
}
#: Base classes that share the moves of their rulesets and are no ruleset themselves.
BASES = {"cgt.impartial.rulesets.Piece", "cgt.rulesets.StoneBoard"}


def namespace():
    names = {}
    exec("from cgt.rulesets import *\nfrom cgt.impartial.rulesets import *", names)
    return names


def position_classes():
    """Every public subclass of ``Position`` defined in cgt."""
    for module in pkgutil.walk_packages(cgt.__path__, "cgt."):
        importlib.import_module(module.name)
    found, stack = set(), [Position]
    while stack:
        for cls in stack.pop().__subclasses__():
            if cls.__module__.startswith("cgt.") and cls not in found:
                found.add(cls)
                stack.append(cls)
    return sorted((cls for cls in found if not cls.__name__.startswith("_")),
                  key=lambda cls: (cls.__module__, cls.__name__))


def public_name(cls):
    """``package.Name`` under which the class is exported."""
    package = cls.__module__.rsplit(".", 1)[0]
    if cls.__module__.startswith("cgt.rulesets."):
        package = "cgt.rulesets"
    if cls.__module__.startswith("cgt.impartial.rulesets."):
        package = "cgt.impartial.rulesets"
    return f"{package}.{cls.__name__}"


@pytest.mark.parametrize("entry", RULESETS.values(), ids=lambda entry: entry.name)
def test_a_ruleset_reads_and_writes_its_text_and_its_repr_evaluates_back(entry):
    position = entry.read(entry.example)
    assert isinstance(position, entry.cls)
    assert entry.read(entry.write(position)) == position
    text = repr(position)
    assert "\n" not in text and text.startswith(entry.cls.__name__ + "(")
    assert eval(text, namespace()) == position
    assert command_position(entry.name, entry.example) == position
    assert position.to_svg() == position._repr_svg_()


@pytest.mark.parametrize("example", CONSTRUCTED.values())
def test_a_ruleset_without_text_has_a_repr_that_evaluates_back(example):
    position = eval(example, namespace())
    text = repr(position)
    assert "\n" not in text
    assert eval(text, namespace()) == position


def test_every_position_class_is_registered_or_constructed():
    registered = {public_name(entry.cls) for entry in RULESETS.values()} | set(CONSTRUCTED) | BASES
    missing = [public_name(cls) for cls in position_classes()
               if public_name(cls) not in registered
               and not any(cls.__module__.startswith(p) for p in OTHER_POSITIONS)]
    assert missing == []
    for name in CONSTRUCTED:  # each name is a class that exists, under that name
        package, _, attribute = name.rpartition(".")
        assert issubclass(getattr(importlib.import_module(package), attribute), Position)


def test_names_are_forgiving_and_an_unknown_one_lists_the_rulesets():
    assert ruleset("Toads_and_Frogs") is RULESETS["toads-and-frogs"]
    with pytest.raises(UnknownRuleset, match="domineering"):
        ruleset("chess")
    assert issubclass(UnknownRuleset, CGTError)


def test_a_list_of_positions_prints_one_line_each():
    moves = RULESETS["domineering"].read("...|...").left_options()
    assert str(moves) == "[" + ", ".join(repr(m) for m in moves) + "]"
    assert "Domineering('#..|#..')" in str(moves)


def test_the_picture_is_str_and_the_text_form_is_text():
    board = RULESETS["domineering"].read("..#|...")
    assert str(board) == "\u25a1 \u25a1 \u25a0\n\u25a1 \u25a1 \u25a1"
    assert board.text == "..#|..." and repr(board) == "Domineering('..#|...')"
    assert RULESETS["domineering"].read("2x3") == RULESETS["domineering"].read("...|...")


def test_the_docs_table_is_the_registry():
    page = (DOCS / "rulesets.md").read_text(encoding="utf-8")
    assert markdown_table() in page


@pytest.mark.parametrize("call, shown", [
    ("Domineering(4, 4)", "Domineering.rectangle(4, 4)"),
    ("Cram(2, 3)", "Cram.rectangle(2, 3)"),
    ("Clobber('xo', 'ox')", "Clobber('xo.|.ox')"),
    ("Amazons('L.', '.R')", "Amazons('L..|..R')"),
    ("Nim(3, 7, 40)", "Nim([3, 7, 40])"),
    ("Welter(1, 2)", "Welter([1, 2])"),
])
def test_a_misused_constructor_shows_the_right_call(call, shown):
    with pytest.raises(CGTTypeError) as caught:
        eval(call, namespace())
    assert shown in str(caught.value)
    assert "_" + "DominoBoard" not in str(caught.value)


def test_misere_quotient_without_heaps_shows_the_right_call():
    from cgt.impartial import misere_quotient
    with pytest.raises(CGTTypeError, match=r"misere_quotient\('0.77', heaps="):
        misere_quotient("0.77")


def test_cgt_value_lists_the_rulesets_and_values_any_of_them(capsys):
    from cgt.cli import main
    assert main(["value", "--list"]) == 0
    listed = [line.split()[0] for line in capsys.readouterr().out.splitlines()[1:]]
    assert listed == list(RULESETS)
    assert main(["value", "nim", "3 5 6"]) == 0 and capsys.readouterr().out == "0\n"
    assert main(["value", "domineering", "2x2"]) == 0 and capsys.readouterr().out == "+-1\n"
    assert main(["value", "chess", "e4"]) == 1
    assert "no ruleset 'chess'" in capsys.readouterr().err
