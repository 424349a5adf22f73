"""A ruleset built on ``cgt.position.Position`` alone is valued in a fresh process: the engines
behind ``value`` and ``nim_value`` are found on first use, whatever was imported before."""
import subprocess
import sys
from pathlib import Path

import cgt

ROOT = Path(cgt.__file__).resolve().parent.parent

SCRIPT = '''
import sys
from dataclasses import dataclass
from cgt.position import Position

assert "cgt.rulesets" not in sys.modules and "cgt.impartial" not in sys.modules


@dataclass(frozen=True)
class Heap(Position):
    """Nim on one heap: the options of a heap of n are the heaps below it."""
    n: int

    def options(self):
        return [Heap(k) for k in range(self.n)]


@dataclass(frozen=True)
class Stairs(Position):
    """Only Left moves, one step down: a staircase of n steps is worth n."""
    n: int

    def left_options(self):
        return [Stairs(self.n - 1)] if self.n else []

    def right_options(self):
        return []


print(Heap(6).nim_value, Heap(3).value, Stairs(4).value, Stairs(0).nim_value)
'''


def _run(script):
    return subprocess.run([sys.executable, "-c", script], cwd=ROOT, capture_output=True,
                          text=True, timeout=120)


def test_a_new_ruleset_is_valued_after_importing_only_the_position_module():
    run = _run(SCRIPT)
    assert run.returncode == 0, run.stderr
    assert run.stdout.split() == ["6", "*3", "4", "0"]


def test_a_partizan_ruleset_is_valued_first():
    run = _run(SCRIPT.replace("print(", "print(Stairs(2).value, ", 1))
    assert run.returncode == 0, run.stderr
    assert run.stdout.split() == ["2", "6", "*3", "4", "0"]
