"""Recursion without ``RecursionError``.

The algorithms on games recurse on the game tree, so their depth is bounded by birthdays. Python's
default limit (about 1000 frames) is reached by games born after a few hundred days. Rather than
raise, a public operation that runs out of stack is run again in a worker thread with a large
stack and a high recursion limit. Every cache in cgt stores only finished results, so the first
attempt leaves nothing half-built and the retry starts where it stopped. The bound that remains,
``MAX_DEPTH`` frames, is raised as a ``CGTError`` if a game ever reaches it.
"""
import functools
import sys
import threading

from cgt.errors import CGTError

MAX_DEPTH = 200_000
_STACK_BYTES = 1 << 30

_local = threading.local()


class GameTooDeepError(CGTError, RecursionError):
    """A game so deep that even the large-stack retry ran out of room."""


def run_deep(fn, *args, **kwargs):
    """Call ``fn``; if it exhausts the stack, call it again with room for ``MAX_DEPTH`` frames."""
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

    old_limit = sys.getrecursionlimit()
    old_size = threading.stack_size()
    threading.stack_size(_STACK_BYTES)
    sys.setrecursionlimit(max(old_limit, MAX_DEPTH))
    try:
        worker = threading.Thread(target=work, name="cgt-deep")
        worker.start()
        worker.join()
    finally:
        threading.stack_size(old_size)
        sys.setrecursionlimit(old_limit)
    if "error" in outcome:
        raise outcome["error"]
    return outcome["value"]


def deep(fn):
    """Decorator form of ``run_deep`` for public entry points."""

    @functools.wraps(fn)
    def wrapper(*args, **kwargs):
        return run_deep(fn, *args, **kwargs)

    return wrapper
