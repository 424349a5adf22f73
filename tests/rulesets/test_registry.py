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
    BASES, CONSTRUCTED, RULESETS, UnknownRuleset, markdown_table, ruleset,
)

DOCS = pathlib.Path(__file__).resolve().parents[2] / "docs"


def namespace():
    """The names the examples and reprs use: the rulesets, heap games, compounds, and every class
    of the registry."""
    names = {}
    exec("from cgt.rulesets import *\nfrom cgt.impartial.rulesets import *\n"
         "from cgt.impartial import *\nfrom cgt.compounds import *\n"
         "from cgt.compounds.games import *\nfrom cgt.impartial.vectors import *", names)
    for key in CONSTRUCTED:
        cls = located(key)
        names[cls.__name__] = cls
    return names


def located(key):
    """The class named ``module.Name``."""
    module, _, name = key.rpartition(".")
    return getattr(importlib.import_module(module), name)


def position_classes():
    """Every subclass of ``Position`` defined in cgt, private bases aside."""
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


def key_of(cls):
    return f"{cls.__module__}.{cls.__qualname__}"


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
    registered = {key_of(entry.cls) for entry in RULESETS.values()}
    assert not registered & set(CONSTRUCTED)
    missing = [key_of(cls) for cls in position_classes()
               if key_of(cls) not in registered | set(CONSTRUCTED) | set(BASES)]
    assert missing == []
    for key, example in CONSTRUCTED.items():  # each example builds its own class
        assert type(eval(example, namespace())) is located(key)


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
