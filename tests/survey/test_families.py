"""The families of a survey: every member once, checked against counts found another way."""
import itertools

import pytest

from cgt.rulesets import Domineering
from cgt.survey import SurveyError, survey
from cgt.survey.families import codes, family
from cgt.survey.kinds import kind


def members(name, size):
    found = family(name, {{"octal": "digits", "subtraction": "largest",
                            "domineering": "squares"}.get(name, "length"): size})
    return list(found.members())


def test_codes_of_up_to_k_digits():
    # 7 codes of one digit, then 8 times as many with each digit more: 8^k - 1 in all.
    assert [len(list(codes(k))) for k in (1, 2, 3)] == [7, 63, 511]
    assert len(list(codes(2, 16))) == 16 ** 2 - 1
    keys = [m.key for m in members("octal", 2)]
    assert keys[:3] == ["0.1", "0.2", "0.3"] and keys[-1] == "0.77" and "0.70" not in keys


def test_subtraction_sets_are_the_subsets_of_1_to_m():
    keys = [m.key for m in members("subtraction", 3)]
    assert sorted(keys) == sorted(["{1}", "{2}", "{1,2}", "{3}", "{1,3}", "{2,3}", "{1,2,3}"])


def test_strips_up_to_reversal():
    # Words of n letters up to reversal: (3^n + 3^ceil(n/2)) / 2 (Burnside, two symmetries).
    counts = [(3 ** n + 3 ** ((n + 1) // 2)) // 2 for n in range(1, 6)]
    assert len(members("clobber", 5)) == len(members("konane", 5)) == sum(counts)
    # Reversing a Toads-and-Frogs strip turns toads into frogs: every word is a member.
    assert len(members("toads-and-frogs", 4)) == 3 + 9 + 27 + 81


# -- Domineering regions, against a second enumeration ------------------------------------------

def fixed_polyominoes(n):
    """Every polyomino of n squares up to translation, as frozensets of (row, column), grown
    from coordinates without the bitmasks of the family."""
    def moved(cells):
        top = min(r for r, _ in cells)
        left = min(c for _, c in cells)
        return frozenset((r - top, c - left) for r, c in cells)
    level = {frozenset({(0, 0)})}
    for _ in range(n - 1):
        level = {moved(cells | {(r + dr, c + dc)})
                 for cells in level for r, c in cells
                 for dr, dc in ((0, 1), (1, 0), (0, -1), (-1, 0))
                 if (r + dr, c + dc) not in cells}
    return level


def images(cells):
    height = max(r for r, _ in cells)
    width = max(c for _, c in cells)
    return [frozenset((r, c) for r, c in cells),
            frozenset((height - r, c) for r, c in cells),
            frozenset((r, width - c) for r, c in cells),
            frozenset((height - r, width - c) for r, c in cells)]


def test_fixed_polyomino_counts():
    # OEIS A001168, fixed polyominoes: 1, 2, 6, 19, 63, 216, 760.
    assert [len(fixed_polyominoes(n)) for n in range(1, 8)] == [1, 2, 6, 19, 63, 216, 760]


@pytest.mark.parametrize("n", range(1, 8))
def test_domineering_regions_are_the_orbits_of_polyominoes(n):
    fixed = fixed_polyominoes(n)
    # Burnside: the orbits under the four symmetries that keep the players are the mean
    # number of polyominoes each symmetry fixes.
    orbits = sum(sum(image == cells for cells in fixed for image in [images(cells)[g]])
                 for g in range(4)) // 4
    regions = [m for m in members("domineering", n) if m.group == n]
    assert len(regions) == orbits
    # Each orbit exactly once: the regions, as cells, meet every orbit and no orbit twice.
    as_cells = [frozenset((r, c) for r, line in enumerate(m.key.split("|"))
                          for c, square in enumerate(line) if square == ".") for m in regions]
    seen = [min(images(cells), key=sorted) for cells in as_cells]
    assert len(set(seen)) == len(seen)
    assert set(seen) == {min(images(cells), key=sorted) for cells in fixed}


def test_domineering_kinds_against_a_plain_loop():
    # The survey's rows against a loop over Domineering(...).value on the polyominoes found by
    # the coordinate enumeration, one of each orbit.
    found = survey("domineering", "value", squares=6, client="synchronous")
    counted = {}
    for n in range(1, 7):
        for cells in {min(images(c), key=sorted) for c in fixed_polyominoes(n)}:
            height = max(r for r, _ in cells) + 1
            width = max(c for _, c in cells) + 1
            text = "|".join("".join("." if (r, c) in cells else "#" for c in range(width))
                            for r in range(height))
            found_kind = kind(Domineering(text).value)
            counted[found_kind] = counted.get(found_kind, 0) + 1
    by_kind = {}
    for row in found:
        by_kind[row["kind"]] = by_kind.get(row["kind"], 0) + 1
    assert by_kind == counted
    assert sum(counted.values()) == 1 + 2 + 3 + 9 + 21 + 68


def test_unknown_families_and_sizes():
    with pytest.raises(SurveyError, match="no family 'chess'"):
        survey("chess", squares=3)
    with pytest.raises(SurveyError, match="needs its size: digits"):
        survey("octal", "period")
    with pytest.raises(SurveyError, match="unknown parameters 'squares'"):
        survey("octal", "period", digits=1, squares=3)
    with pytest.raises(SurveyError, match="two members"):
        survey(["..", ".."], lambda text: text, client="synchronous")
