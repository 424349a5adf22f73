"""CGSuite's extended take-and-break codes: conditions on the parts (!, ?, =), repeating digits
in brackets, digits before the point for adding beans, and digits up to v. The moves are checked
against CGSuite's documented option lists, and the values against a brute force that enumerates
every way of leaving heaps and filters it by the rule."""
import itertools

import pytest

from cgt.impartial.code_rules import parse_extended_code
from cgt.impartial.heap_game import HeapGameError
from cgt.impartial.take_and_break import (ExtendedTakeAndBreak, GrundysGame, TakeAndBreak)


def brute_values(count, allowed):
    """Nim-values of heaps 0 .. count - 1, where ``allowed(n, added, parts)`` says whether a heap of
    n may become the sorted tuple ``parts`` of heaps (``added`` = beans added, negative for taken)."""
    values = []
    for n in range(count):
        found = set()
        for heaps in range(0, 5):
            for parts in itertools.combinations_with_replacement(range(1, n + 3), heaps):
                if n and all(p < n for p in parts) and allowed(n, sum(parts) - n, parts):
                    total = 0
                    for p in parts:
                        total ^= values[p]
                    found.add(total)
        values.append(min(set(range(len(found) + 1)) - found))
    return values


@pytest.mark.parametrize("code, size, options", [
    # CGSuite's option lists for these codes (its TBCode tests)
    ("4.0", 8, "1,7  2,6  3,5  4,4"),
    ("4!.0", 8, "1,7  2,6  3,5"),
    ("0.3F!", 9, "8  7  1,6  2,5  3,4  1,2,4"),
    ("0.3f?", 11, "10  9  1,8  2,7  3,6  4,5  1,1,7  1,2,6  1,3,5  1,4,4  2,2,5  2,3,4"),
    ("0.3f!", 11, "10  9  1,8  2,7  3,6  4,5  1,2,6  1,3,5  2,3,4"),
    ("0.[3]", 7, "6  5  4  3  2  1  -"),
    ("0.[2]", 7, "6  5  4  3  2  1"),
    ("0.3[1]", 7, "6  -"),
    ("0.7[03]", 7, "6  1,5  2,4  3,3  4  2  -"),
    ("80.0", 7, "1,1,6  1,2,5  1,3,4  2,2,4  2,3,3"),
])
def test_options_follow_the_code(code, size, options):
    expected = [tuple(int(x) for x in move.split(",")) if move != "-" else ()
                for move in options.split("  ")]
    assert parse_extended_code(code).moves(size) == expected


def test_grundys_game_is_4_unequal():
    game = TakeAndBreak("4!.0")
    assert isinstance(game, ExtendedTakeAndBreak)
    assert game.nim_values(60).tolist() == GrundysGame().nim_values(60).tolist()


def test_repeating_threes_is_nim():
    assert TakeAndBreak("0.[3]").nim_values(30).tolist() == list(range(31))
    # 0.3[1]: take one bean, or a whole heap of any size
    assert TakeAndBreak("0.3[1]").nim_values(9).tolist() == \
        brute_values(10, lambda n, d, p: (d == -1 and len(p) <= 1) or (d == -n and not p))


def test_unequal_parts_against_brute_force():
    def rule(n, d, parts):   # 0.3F!: take one leaving at most one heap, or two leaving up to
        # three heaps, all different
        return (d == -1 and len(parts) <= 1) or \
            (d == -2 and len(parts) <= 3 and len(set(parts)) == len(parts))
    assert TakeAndBreak("0.3F!").nim_values(24).tolist() == brute_values(25, rule)

    def not_all_equal(n, d, parts):   # 0.3f?: as 0.3f, but the heaps not all equal
        return (d == -1 and len(parts) <= 1) or \
            (d == -2 and len(parts) <= 3 and (len(parts) < 2 or len(set(parts)) > 1))
    assert TakeAndBreak("0.3f?").nim_values(24).tolist() == brute_values(25, not_all_equal)

    def equal(n, d, parts):   # 0.3f=: as 0.3f, but the heaps all equal
        return (d == -1 and len(parts) <= 1) or \
            (d == -2 and len(parts) <= 3 and (len(parts) < 2 or len(set(parts)) == 1))
    assert TakeAndBreak("0.3f=").nim_values(24).tolist() == brute_values(25, equal)


def test_adding_beans_against_brute_force():
    def rule(n, d, parts):   # 80.0: add one bean and leave three heaps
        return d == 1 and len(parts) == 3
    assert TakeAndBreak("80.0").nim_values(20).tolist() == brute_values(21, rule)

    def two_before(n, d, parts):   # 84.0: add one and leave three, or split into two
        return (d == 1 and len(parts) == 3) or (d == 0 and len(parts) == 2)
    assert TakeAndBreak("84.0").nim_values(20).tolist() == brute_values(21, two_before)


def test_four_heaps_with_digits_beyond_f():
    def rule(n, d, parts):   # 0.g: take one bean and leave exactly four heaps
        return d == -1 and len(parts) == 4
    assert TakeAndBreak("0.g").nim_values(16).tolist() == brute_values(17, rule)


def test_plain_codes_agree_with_the_extended_engine():
    for code in ("0.77", "0.137", "4.7", "0.3f", "0.007"):
        assert ExtendedTakeAndBreak(code).nim_values(40).tolist() == \
            TakeAndBreak(code).nim_values(40).tolist()


def test_normal_spelling_and_repr():
    assert TakeAndBreak("0.3F!").code == "0.3f!"
    assert parse_extended_code("04.30").code == "4.3"
    assert parse_extended_code("0.3[00]").code == "0.3"
    assert parse_extended_code("0.3!").code == "0.3"     # a condition needs two heaps
    assert repr(TakeAndBreak("0.[3]")) == "TakeAndBreak('0.[3]')"
    assert eval(repr(TakeAndBreak("80.0"))) == TakeAndBreak("80.0")


@pytest.mark.parametrize("code", ["2.0", "1.0", "40.0", "0.3[", "0.3]", "0.w", "0.3!!", "[3].0"])
def test_refusals(code):
    with pytest.raises(HeapGameError):
        TakeAndBreak(code)
