"""Threads share cgt's intern store and caches (a Dask threaded scheduler, a notebook's
background threads, free-threaded Python): values built at once in several threads are still
one object each, and caches cleared under a running computation change no answer."""
import gc
import itertools
import random
import sys
import threading
import time

import pytest

from cgt import clear_caches, game
from cgt.impartial import grundy, wythoff
from cgt.impartial.misere import forms
from cgt.impartial.rulesets.take_away import FibonacciNim, Mem
from cgt.rulesets import Clobber, Domineering
from cgt.short.deep import run_deep

# Each run of the interning test builds games no earlier run has built.
_FRESH = itertools.count(10**6, 10**4)


@pytest.fixture(autouse=True)
def switching_often():
    """Threads switch after every few bytecodes, so that races show at once."""
    interval = sys.getswitchinterval()
    sys.setswitchinterval(1e-6)
    yield
    sys.setswitchinterval(interval)


def in_threads(count, work):
    """Run ``work(i)`` in ``count`` threads at once; the exceptions they raised."""
    errors = []

    def guarded(i):
        try:
            work(i)
        except BaseException as err:
            errors.append(err)

    threads = [threading.Thread(target=guarded, args=(i,)) for i in range(count)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    return errors


def while_clearing(count, work):
    """``in_threads(count, work)`` with the caches cleared every millisecond meanwhile."""
    begun, done = threading.Event(), threading.Event()

    def clear():
        while True:
            clear_caches()
            begun.set()
            if done.wait(0.001):
                return

    clearer = threading.Thread(target=clear)
    clearer.start()
    begun.wait()
    try:
        return in_threads(count, work)
    finally:
        done.set()
        clearer.join()


@pytest.mark.parametrize("died", [False, True, False])
def test_threads_that_build_the_same_games_get_the_same_objects(died):
    start = next(_FRESH)
    texts = [f"{{{k}/1024|{k - 3}/1024}}" for k in range(start, start + 3000)]
    if died:
        # Built once and let go: the store still holds entries for them, of games now dead.
        [game(text) for text in texts]
        clear_caches()
        gc.collect()
    built = [None] * 8

    def work(i):
        built[i] = [game(text) for text in texts]

    assert in_threads(8, work) == []
    duplicated = [texts[j] for j in range(len(texts)) if len({id(b[j]) for b in built}) > 1]
    assert duplicated == []
    a, b = built[0][0], built[1][0]
    assert a == b and a - b == 0


def boards(rng, count, rows, cols):
    return ["|".join("".join(rng.choice("....#") for _ in range(cols)) for _ in range(rows))
            for _ in range(count)]


def test_clearing_caches_under_domineering_evaluations_changes_no_value():
    rng = random.Random(7)
    # The 4 x 5 board is one region of 20 squares: the level-at-a-time search values it.
    positions = [Domineering(b) for b in boards(rng, 60, 3, 5)] + [Domineering.rectangle(4, 5)]
    expected = [p.value for p in positions]
    wrong = []

    def work(i):
        order = random.Random(i).sample(range(len(positions)), len(positions))
        wrong.extend(j for j in order if positions[j].value is not expected[j])

    assert while_clearing(4, work) == []
    assert wrong == []


def test_clearing_caches_from_a_progress_report_changes_no_value():
    board = Domineering.rectangle(4, 5)
    expected = board.value
    clear_caches()
    assert board.evaluate(progress=lambda done, total: clear_caches()) is expected


def test_clearing_caches_under_engine_searches_changes_no_value():
    rng = random.Random(5)
    positions = [Clobber("|".join("".join(rng.choice("xo.") for _ in range(cols)) for _ in range(2)))
                 for cols in rng.choices(range(2, 5), k=60)]
    expected = [p.value for p in positions]
    wrong = []

    def work(i):
        order = random.Random(i).sample(range(len(positions)), len(positions))
        wrong.extend(j for j in order if positions[j].value is not expected[j])

    assert while_clearing(4, work) == []
    assert wrong == []


def test_clearing_caches_under_grundy_evaluations_changes_no_value():
    positions = [FibonacciNim(n, k) for n in range(10, 40) for k in (1, 2)] + \
        [Mem(n, k) for n in range(10, 30) for k in (3, 4)]
    expected = [grundy(p) for p in positions]
    wrong = []

    def work(i):
        order = random.Random(i).sample(range(len(positions)), len(positions))
        wrong.extend(j for j in order if grundy(positions[j]) != expected[j])

    assert while_clearing(3, work) == []
    assert wrong == []


def test_wythoff_rows_proved_in_several_threads_are_right(monkeypatch):
    expected = [wythoff.row_periodicity(k) for k in range(6)]
    clear_caches()
    prove = wythoff._prove_row

    def slowly(*args):
        # A proof that takes a while, so that the threads ask for rows while others are proved.
        time.sleep(0.01)
        return prove(*args)

    monkeypatch.setattr(wythoff, "_prove_row", slowly)
    found = [None] * 4

    def work(i):
        found[i] = [wythoff.row_periodicity(k) for k in range(6)]

    assert in_threads(4, work) == []
    assert found == [expected] * 4


def nested(n):
    return 0 if n == 0 else nested(n - 1) + 1


def in_a_retry(n):
    """``nested(n)``, failing at once outside a retry's worker, as a first attempt would at the
    old limit. (Recursing there instead would borrow the limit another thread has raised.)"""
    if threading.current_thread().name != "cgt-deep":
        raise RecursionError("not in a retry")
    return nested(n)


def test_deep_retries_in_several_threads_give_the_recursion_limit_back():
    limit = sys.getrecursionlimit()
    depth = 3 * limit
    results = []

    def work(i):
        results.extend(run_deep(in_a_retry, depth + i) - i for _ in range(5))

    assert in_threads(4, work) == []
    assert results == [depth] * 20
    assert sys.getrecursionlimit() == limit


def test_misere_recursion_limits_in_several_threads_give_it_back():
    limit = sys.getrecursionlimit()

    @forms.deep
    def needs(g):
        # The limit this call asked for (8 levels a day, and some) holds while it runs.
        return all(sys.getrecursionlimit() >= 8 * g.birthday + 1000 for _ in range(200))

    heaps = [forms.nim(n) for n in (10, 40, 70, 100)]
    held = []

    def work(i):
        held.extend(needs(heaps[i]) for _ in range(100))

    assert in_threads(4, work) == []
    assert held == [True] * 400
    assert sys.getrecursionlimit() == limit
