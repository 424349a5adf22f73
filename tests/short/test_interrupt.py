"""Ctrl-C stops a long computation cleanly: no half-built cache entry is left behind."""
import os
import random
import signal
import subprocess
import sys
import threading
import time

import pytest

import cgt
from cgt import Game, clear_caches, game, star
from cgt.short.deep import run_deep


class _CtrlC(threading.Thread):
    """Presses Ctrl-C after ``seconds``, and again every tenth of a second until stopped:
    Python drops a KeyboardInterrupt that lands in a weakref callback, as a user would find
    when the first press is not answered."""

    def __init__(self, seconds):
        super().__init__(daemon=True)
        self.seconds = seconds
        self.done = threading.Event()
        self.start()

    def run(self):
        if self.done.wait(self.seconds):
            return
        while not self.done.is_set():
            os.kill(os.getpid(), signal.SIGINT)
            self.done.wait(0.1)

    def stop(self):
        self.done.set()
        self.join()


def _work():
    """A few seconds of sums and comparisons of hot games."""
    parts = [game("{%d|{%d|-%d*}}" % (k, k // 2, k)) + game("{%d*|-%d}" % (k % 3, k % 5))
             for k in range(1, 40)]
    return [str(a + Game([b, star], [-a])) for a in parts for b in parts]


def test_an_interrupted_computation_leaves_consistent_caches():
    clear_caches()
    ctrl_c = _CtrlC(0.2)
    try:
        with pytest.raises(KeyboardInterrupt):
            for _ in range(1000):
                _work()
    finally:
        ctrl_c.stop()
    after_interrupt = _work()
    clear_caches()
    assert _work() == after_interrupt


def test_ctrl_c_stops_a_large_stack_retry_too():
    stop = time.monotonic() + 60

    def deep(n):
        if n == 0:
            while time.monotonic() < stop:
                pass
            return 0
        return deep(n - 1)

    ctrl_c = _CtrlC(0.3)
    start = time.monotonic()
    try:
        with pytest.raises(KeyboardInterrupt):
            run_deep(deep, 20_000)   # too deep for the default stack: runs in the worker thread
    finally:
        ctrl_c.stop()
    assert time.monotonic() - start < 30
    assert [t.name for t in threading.enumerate() if t.name == "cgt-deep"] == []


# Deep computations, over and over, in a process that a test presses Ctrl-C in at random
# moments; then it checks that deep computations still work and that the recursion limit and
# the threads are as they were. It reads its standard input until the presses are over.
_PRESSED = r"""
import sys
import threading
import time

from cgt import Game, zero
from cgt.short import deep
from cgt.short.deep import call_with_recursion_limit, run_deep


def nested(n):
    return 0 if n == 0 else nested(n - 1) + 1


def chain(n, c):
    g = zero
    for k in range(n):
        g = Game([g], [-k - c])
    return g


limit = sys.getrecursionlimit()
over = threading.Event()
threading.Thread(target=lambda: (sys.stdin.read(), over.set()), daemon=True).start()
stopped = rounds = 0


def work():
    global stopped, rounds
    while not over.is_set():
        rounds += 1
        try:
            assert run_deep(nested, 20 * limit) == 20 * limit
            assert call_with_recursion_limit(5 * limit, nested, 3 * limit) == 3 * limit
            assert chain(2 * limit, rounds).compare(chain(2 * limit, rounds + 1)) == ">"
        except KeyboardInterrupt:
            stopped += 1


print("ready", flush=True)
while True:
    try:
        work()
        break
    except KeyboardInterrupt:   # pressed between two rounds
        pass
assert run_deep(nested, 20 * limit) == 20 * limit
assert chain(2 * limit, 0).compare(chain(2 * limit, 1)) == ">"
# A worker told to stop, or not to begin, ends soon after the caller has gone on.
ends = time.monotonic() + 30
while time.monotonic() < ends and any(t.name == "cgt-deep" and t.is_alive()
                                      for t in threading.enumerate()):
    time.sleep(0.01)
assert not [t for t in threading.enumerate() if t.name == "cgt-deep" and t.is_alive()]
assert sys.getrecursionlimit() == limit, sys.getrecursionlimit()
assert not deep._limits, deep._limits
print(stopped, rounds)
"""


@pytest.mark.parametrize("seed", range(3))
def test_ctrl_c_at_random_moments_leaves_deep_computations_working(seed):
    rng = random.Random(seed)
    root = os.path.dirname(os.path.dirname(cgt.__file__))
    child = subprocess.Popen([sys.executable, "-c", _PRESSED], stdin=subprocess.PIPE,
                             stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                             env={**os.environ, "PYTHONPATH": root})
    try:
        assert child.stdout.readline() == "ready\n"
        for _ in range(60):
            time.sleep(rng.uniform(0, 0.02))
            child.send_signal(signal.SIGINT)
            if rng.random() < 0.3:   # pressed twice
                time.sleep(rng.uniform(0, 0.002))
                child.send_signal(signal.SIGINT)
        try:
            out, err = child.communicate("", timeout=60)
        except subprocess.TimeoutExpired:
            child.kill()
            pytest.fail("Ctrl-C left the process hanging:\n" + child.communicate()[1][-3000:])
    finally:
        child.kill()
        child.wait()
    assert child.returncode == 0, err
    stopped, _ = map(int, out.split())
    assert stopped > 0
