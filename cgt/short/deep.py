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

The recursion limit is one for the whole interpreter. It stays raised while any retry runs,
or any other call that needs it raised (``call_with_recursion_limit``), in any thread, and goes
back to its old value when the last of them ends; the large stack size applies only to the
worker threads started here. Other threads see the raised limit too, and one that recurses past
the old limit meanwhile is past it when the limit comes back down: its next call fails, and
CPython 3.11 aborts if that failure overflows again.
"""
from __future__ import annotations
import ctypes
import functools
import sys
import threading

from collections.abc import Callable
from typing import Any, ParamSpec, TypeVar

from cgt.errors import CGTError

__all__ = ["GameTooDeepError", "deep"]

P = ParamSpec("P")
R = TypeVar("R")

MAX_DEPTH = 200_000
_STACK_BYTES = 1 << 30

_local = threading.local()
_lock = threading.Lock()
# What raised the recursion limit -> the limit it needs, under _lock.
_limits: dict[object, int] = {}
# The recursion limit before they raised it (None: it is not raised).
_saved_limit: int | None = None


class GameTooDeepError(CGTError, RecursionError):
    """A game so deep that even the large-stack retry ran out of room."""


def check_depth(depth: int, what: str) -> None:
    """Refuse at once a computation that must recurse ``depth`` levels, when that is more than
    any retry can give, instead of failing after the large-stack retry has run out."""
    if depth > MAX_DEPTH:
        raise GameTooDeepError(f"{what} recurses through {depth} levels, more than the "
                               f"{MAX_DEPTH} any computation can go")


def run_deep(fn: Callable[P, R], *args: P.args, **kwargs: P.kwargs) -> R:
    """Call ``fn``; if it exhausts the stack, call it again with room for ``MAX_DEPTH`` frames.

    ``fn`` must be restartable (see the module's docstring).
    """
    try:
        return fn(*args, **kwargs)
    except RecursionError as err:
        if isinstance(err, GameTooDeepError) or getattr(_local, "deep", False):
            raise
    return _in_big_thread(fn, args, kwargs)


# The life of a retry's worker, changed only under _lock. Ctrl-C is passed on to a worker only
# while it is RUNNING, so the worker's first and last steps are never interrupted.
_NEW, _CANCELLED, _RUNNING, _STOPPING, _ENDED = range(5)


class _Retry:
    __slots__ = ("state", "outcome", "done", "thread")

    thread: threading.Thread

    def __init__(self) -> None:
        self.state = _NEW
        self.outcome: dict[str, Any] = {}   # "value" or "error"
        # Held until the worker is done. A plain lock, for waiting on it is safe from Ctrl-C
        # (``threading.Event.wait`` is not, pressed twice), and Thread.is_alive can be wrong
        # after an interrupted join.
        self.done = threading.Lock()
        self.done.acquire()


def _in_big_thread(fn: Callable[..., R], args: tuple[Any, ...], kwargs: dict[str, Any]) -> R:
    retry = _Retry()

    def work() -> None:
        try:
            with _lock:
                if retry.state == _CANCELLED:
                    return
                retry.state = _RUNNING
            _local.deep = True
            _require_limit(retry, MAX_DEPTH)
            retry.outcome["value"] = fn(*args, **kwargs)
        except RecursionError:
            retry.outcome["error"] = GameTooDeepError(
                f"the computation needs more than {MAX_DEPTH} nested steps")
        except BaseException as err:  # handed back to the caller's thread below
            retry.outcome["error"] = err
        finally:
            _end(retry)

    retry.thread = threading.Thread(target=work, name="cgt-deep")
    try:
        with _lock:
            # The stack size is read when a thread starts: set it for this one thread only.
            old_size = threading.stack_size(_STACK_BYTES)
            try:
                retry.thread.start()
            finally:
                threading.stack_size(old_size)
        with retry.done:
            pass
    except BaseException:
        _stop(retry)
        raise
    if "error" in retry.outcome:
        raise retry.outcome["error"]
    value: R = retry.outcome["value"]
    return value


def _end(retry: _Retry) -> None:
    """The worker's last step: it gives back the recursion limit it needed and says it is
    done. From ``_ENDED`` on nothing is passed on to it; one passed on just before is raised
    at the latest at the next call of a Python function, here ``_ended``, so that the rest
    (``threading``'s own code among it) runs uninterrupted."""
    while True:
        try:
            with _lock:
                retry.state = _ENDED
            _ended()
            break
        except KeyboardInterrupt:
            continue
    _release_limit(retry)
    retry.done.release()


def _ended() -> None:
    pass


def _stop(retry: _Retry) -> None:
    """Stop a retry, as when Ctrl-C interrupts the caller's wait. Ctrl-C reaches only the
    main thread, so it is passed on to the worker, which stops at its next bytecode and
    ends like any other error; the caller's ``KeyboardInterrupt`` goes on once it has stopped.
    A worker that has not begun is told not to. Caches hold only finished results, so nothing
    half-built is left behind."""
    while True:
        try:
            with _lock:
                if retry.state == _NEW:
                    retry.state = _CANCELLED
                elif retry.state == _RUNNING:
                    ident = retry.thread.ident
                    assert ident is not None   # the worker runs, so its thread has started
                    ctypes.pythonapi.PyThreadState_SetAsyncExc(
                        ctypes.c_ulong(ident), ctypes.py_object(KeyboardInterrupt))
                    retry.state = _STOPPING
            if retry.state != _CANCELLED:
                with retry.done:
                    pass
                retry.thread.join()
            return
        except KeyboardInterrupt:
            continue   # pressed again while the worker stops: it is stopping already


def call_with_recursion_limit(limit: int, fn: Callable[P, R], *args: P.args,
                              **kwargs: P.kwargs) -> R:
    """Call ``fn`` with the recursion limit at least ``limit``. The limit is one for the whole
    interpreter: calls in several threads raise it together, and it goes back to its old value
    when the last of them ends."""
    token = object()
    try:
        _require_limit(token, limit)
        return fn(*args, **kwargs)
    finally:
        pressed: KeyboardInterrupt | None = None
        while True:   # Ctrl-C pressed now waits until the limit is given back
            try:
                _release_limit(token)
                break
            except KeyboardInterrupt as err:
                pressed = err
        if pressed is not None:
            raise pressed


def _require_limit(token: object, limit: int) -> None:
    global _saved_limit
    with _lock:
        if _saved_limit is None:
            _saved_limit = sys.getrecursionlimit()
        _limits[token] = limit
        sys.setrecursionlimit(max(_saved_limit, *_limits.values()))


def _release_limit(token: object) -> None:
    """Give back what ``token`` asked for; taking this step again does no harm."""
    global _saved_limit
    with _lock:
        _limits.pop(token, None)
        if _saved_limit is not None:
            sys.setrecursionlimit(max([_saved_limit, *_limits.values()]))
            if not _limits:
                _saved_limit = None


def deep(fn: Callable[P, R]) -> Callable[P, R]:
    """Decorator form of ``run_deep`` for public entry points."""

    @functools.wraps(fn)
    def wrapper(*args: P.args, **kwargs: P.kwargs) -> R:
        return run_deep(fn, *args, **kwargs)

    return wrapper
