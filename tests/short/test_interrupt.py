"""Ctrl-C stops a long computation cleanly: no half-built cache entry is left behind."""
import os
import signal
import threading
import time

import pytest

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
