"""Progress of long computations: a ``tqdm`` bar, a function of the caller's, or nothing.

Every long computation of cgt takes a ``progress`` argument:

* ``None`` or ``False`` (the default in library calls): no report;
* ``True``: a ``tqdm`` progress bar on standard error, closed when the work is done;
* a function ``progress(done, total)``: called as the work advances, with the number of
  steps done and the number there will be (heaps, levels, rows, ...), and once more at the
  end with ``done == total``.

The ``cgt`` command line turns the bar on when standard error is a terminal.
"""
from __future__ import annotations
import sys
from collections.abc import Callable, Iterable, Iterator
from typing import Any, TypeVar

from tqdm.std import tqdm

from cgt.errors import CGTTypeError

Report = Callable[[int, int], None]
T = TypeVar("T")


class Bar:
    """A ``tqdm`` bar on standard error driven by calls ``bar(done, total)``.

    The bar appears at the first call and closes itself when ``done`` reaches ``total`` (or at
    ``close()``).
    """

    def __init__(self, description: str, unit: str = "it") -> None:
        self.description, self.unit = description, unit
        self._bar: Any = None

    def __call__(self, done: int, total: int) -> None:
        bar = self._bar
        if bar is None:
            bar = self._bar = tqdm(total=total, desc=self.description, unit=self.unit,
                                   file=sys.stderr, dynamic_ncols=True)
        if bar.total != total:
            bar.total = total
        bar.update(done - bar.n)
        if done >= total:
            self.close()

    def close(self) -> None:
        if self._bar is not None:
            self._bar.close()
            self._bar = None


class _Function:
    """The caller's function ``progress(done, total)``, always true in a test (a falsy callable
    object would otherwise read as "no report")."""

    __slots__ = ("function",)

    def __init__(self, function: Report) -> None:
        self.function = function

    def __call__(self, done: int, total: int) -> None:
        self.function(done, total)


def reporter(progress: Any, description: str, unit: str = "it") -> Report | None:
    """The function that reports progress as ``progress`` asks (see the module docstring),
    or None for no report; ``description`` and ``unit`` label the bar."""
    if progress is None or progress is False:
        return None
    if progress is True:
        return Bar(description, unit)
    if callable(progress):
        return _Function(progress)
    raise CGTTypeError(f"progress is True, False, None or a function (done, total), "
                       f"not {progress!r}")


def finish(report: Report | None) -> None:
    """End a report: a bar closes where it stands (work that ends early, such as a search for
    a period that finds one, does not reach its total)."""
    if isinstance(report, Bar):
        report.close()


def steps(items: Iterable[T], progress: Any, description: str, total: int | None = None,
          unit: str = "it") -> Iterator[T]:
    """The items of ``items``, reporting one step done as each is taken (``total`` is
    ``len(items)`` unless given)."""
    report = reporter(progress, description, unit)
    if report is None:
        yield from items
        return
    if total is None:
        items = list(items)
        total = len(items)
    done = 0
    try:
        for item in items:
            yield item
            done += 1
            report(done, total)
    finally:
        finish(report)
