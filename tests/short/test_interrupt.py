"""Ctrl-C stops a long computation cleanly: no half-built cache entry is left behind."""
import os
import signal
import threading
import time

import pytest

from cgt import Game, clear_caches, game, star
from cgt.short.deep import run_deep

pytestmark = pytest.mark.skipif(not hasattr(signal, "SIGINT") or os.name != "posix",
                                reason="needs POSIX signals")


def _interrupt_after(seconds):
    timer = threading.Timer(seconds, os.kill, (os.getpid(), signal.SIGINT))
    timer.start()
    return timer


def _work():
    """A few seconds of sums and comparisons of hot games."""
    parts = [game("{%d|{%d|-%d*}}" % (k, k // 2, k)) + game("{%d*|-%d}" % (k % 3, k % 5))
             for k in range(1, 40)]
    return [str(a + Game([b, star], [-a])) for a in parts for b in parts]


def test_an_interrupted_computation_leaves_consistent_caches():
    clear_caches()
    timer = _interrupt_after(0.2)
    with pytest.raises(KeyboardInterrupt):
        while True:
            _work()
    timer.join()
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

    timer = _interrupt_after(0.3)
    start = time.monotonic()
    with pytest.raises(KeyboardInterrupt):
        run_deep(deep, 20_000)   # too deep for the default stack: runs in the worker thread
    timer.join()
    assert time.monotonic() - start < 30
    assert [t.name for t in threading.enumerate() if t.name == "cgt-deep"] == []
