"""Every script of examples/ runs to the end, as a reader would run it (a fresh interpreter, this
checkout's ``cgt``), with a small size where the full run is long, and prints a result that the
sources print too."""
import os
import pathlib
import re
import subprocess
import sys

import pytest

ROOT = pathlib.Path(__file__).resolve().parent.parent
EXAMPLES = ROOT / "examples"

# script: its arguments, and a line of its output (a regular expression).
RUNS = {
    # Subtraction {1, 2, 3} (Winning Ways ch. 4): heap n is *(n mod 4).
    "define_a_ruleset.py": ([], r"^take 1-3, heap 7: \*3$"),
    # A 2 x 2 board: Left's vertical domino leaves Left one more, Right's leaves Right one.
    "domineering_table.py": (["12"], r"^ 2 x 2  N .*  \+-1$"),
    # Loyd's puzzle: GH wins 7 boxes to 2 (Michon, Numericana, "The Boxer's Puzzle").
    "dots_and_boxes_puzzle.py": (["--full"], r"^best move GH: 7 boxes to 2$"),
    # Kayles: period 12 after its last exceptional value at heap 70 (Winning Ways ch. 4).
    "octal_games.py": ([], r"^0\.77 +Kayles .* period 12 from 71 "),
    # The Domineering regions of up to 8 squares, each once up to the symmetries that keep
    # the players (checked against an enumeration of polyominoes in tests/survey).
    "survey_domineering.py": ([], r"^ +total +1042 "),
    # Kayles again, found by the survey of every two-digit code.
    "survey_octal.py": ([], r"^0\.77 +12 +71 +14$"),
    # The L-game's 2296 positions: 29 P-positions, 1006 N-positions, 1261 draws (ch. 12).
    "winning_ways_ch12.py": ([], r"^\{'P': 29, 'N': 1006, 'O': 1261\}$"),
    # Wyt Queens: the genus starts with the Grundy value, 1 2 0 4 5 3 ... on row 1.
    "winning_ways_ch13.py": ([], r"^1\t1\t2\t0\t4\t5\t3\t7\t8\t6\t"),
    "winning_ways_ch9_ch10.py": (["9.1a", "10.1"], r"^WW10 Table 1: Hotcakes, tallies$"),
    # Misère Domineering 2 x 2 modulo E: Left's domino leaves her one move, Right's him one.
    "misere_tables.py": (["4", "3"], r"^2x2 \{1\|~1\}$"),
    # Wythoff's P-positions (floor(n phi), floor(n phi^2)).
    "wythoff_tables.py": ([], r"^\(0, 0\) \(1, 2\) \(3, 5\) \(4, 7\) \(6, 10\) \(8, 13\) "),
}


def test_every_script_is_run():
    assert sorted(RUNS) == sorted(path.name for path in EXAMPLES.glob("*.py"))


@pytest.mark.parametrize("script", sorted(RUNS))
def test_a_script_runs(script):
    arguments, line = RUNS[script]
    path = os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")]))
    run = subprocess.run([sys.executable, str(EXAMPLES / script), *arguments],
                         capture_output=True, text=True, timeout=300, cwd=ROOT,
                         env={**os.environ, "PYTHONPATH": path})
    assert run.returncode == 0, run.stderr
    assert re.search(line, run.stdout, re.M), run.stdout
