"""Recursion without ``RecursionError``.

The algorithms on games recurse on the game tree, so their depth is bounded by birthdays. Python's
default limit (about 1000 frames) is reached by games born after a few hundred days. Rather than
raise, a public operation that runs out of stack is run again in a worker thread with a large
stack and a high recursion limit. Every cache in cgt stores only finished results, so the first
attempt leaves nothing half-built and the retry starts where it stopped. The bound that remains,
``MAX_DEPTH`` frames, is raised as a ``CGTError`` if a game ever reaches it.

The retry calls the same function with the same arguments again, so a function given to
``run_deep`` must be restartable: it may fill caches of finished results, but it must not keep
progress of its own between calls (a bound method of an object that records a position, say).
Such work is better written with an explicit stack, as the parser and the printer are.

Ctrl-C stops a retry as it stops any other computation (see ``_stop``).

The recursion limit is one for the whole interpreter. It stays raised while any retry runs
(retries in several threads count together) and goes back to its old value when the last one
ends; the large stack size applies only to the worker threads started here.
"""
from __future__ import annotations
import ctypes
import functools
import sys
import threading

from cgt.errors import CGTError
from typing import Any

MAX_DEPTH = 200_000
_STACK_BYTES = 1 << 30

_local = threading.local()
_lock = threading.Lock()
_running = 0          # workers now running, under _lock
_saved_limit = None   # the recursion limit before the first of them started


class GameTooDeepError(CGTError, RecursionError):
    """A game so deep that even the large-stack retry ran out of room."""


def check_depth(depth: int, what: str) -> None:
    """Refuse at once a computation that must recurse ``depth`` levels, when that is more than
    any retry can give, instead of failing after the large-stack retry has run out."""
    if depth > MAX_DEPTH:
        raise GameTooDeepError(f"{what} recurses through {depth} levels, more than the "
                               f"{MAX_DEPTH} any computation can go")


def run_deep(fn: Any, *args: Any, **kwargs: Any) -> Any:
    """Call ``fn``; if it exhausts the stack, call it again with room for ``MAX_DEPTH`` frames.

    ``fn`` must be restartable (see the module's docstring).
    """
    try:
        return fn(*args, **kwargs)
    except RecursionError as err:
        if isinstance(err, GameTooDeepError) or getattr(_local, "deep", False):
            raise
    return _in_big_thread(fn, args, kwargs)


def _in_big_thread(fn, args, kwargs):
    outcome = {}

    def work():
        _local.deep = True
        try:
            outcome["value"] = fn(*args, **kwargs)
        except RecursionError:
            outcome["error"] = GameTooDeepError(
                f"the computation needs more than {MAX_DEPTH} nested steps"
            )
        except BaseException as err:  # handed back to the caller's thread below
            outcome["error"] = err
        finally:
            _release_limit()
            worker.done.set()

    worker = threading.Thread(target=work, name="cgt-deep")
    # Thread.is_alive can be wrong after an interrupted join, so the worker says when it ends.
    worker.done = threading.Event()
    _raise_limit()
    try:
        with _lock:
            # The stack size is read when a thread starts: set it for this one thread only.
            old_size = threading.stack_size(_STACK_BYTES)
            try:
                worker.start()
            finally:
                threading.stack_size(old_size)
    except BaseException:
        if worker.ident is None:
            _release_limit()   # the worker never started, so it will not release the limit
        _stop(worker)
        raise
    try:
        worker.join()
    except BaseException:
        _stop(worker)
        raise
    if "error" in outcome:
        raise outcome["error"]
    return outcome["value"]


def _stop(worker):
    """Stop a running worker, as when Ctrl-C interrupts the caller's wait. Ctrl-C reaches only
    the main thread, so it is passed on to the worker, which stops at its next bytecode and
    ends like any other error; the caller's ``KeyboardInterrupt`` goes on once it has stopped.
    Caches hold only finished results, so nothing half-built is left behind."""
    if worker.ident is not None and not worker.done.is_set():
        ctypes.pythonapi.PyThreadState_SetAsyncExc(ctypes.c_ulong(worker.ident),
                                                   ctypes.py_object(KeyboardInterrupt))
        while True:
            try:
                worker.done.wait()
                worker.join()
                return
            except KeyboardInterrupt:
                continue   # pressed again while the worker stops: it is stopping already


def _raise_limit():
    global _running, _saved_limit
    with _lock:
        if _running == 0:
            _saved_limit = sys.getrecursionlimit()
            sys.setrecursionlimit(max(_saved_limit, MAX_DEPTH))
        _running += 1


def _release_limit():
    global _running
    with _lock:
        _running -= 1
        if _running == 0:
            sys.setrecursionlimit(_saved_limit)


def deep(fn: Any) -> Any:
    """Decorator form of ``run_deep`` for public entry points."""

    @functools.wraps(fn)
    def wrapper(*args, **kwargs):
        return run_deep(fn, *args, **kwargs)

    return wrapper
