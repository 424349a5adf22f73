"""Progress of long computations: a ``tqdm`` bar, a function of the caller's, or nothing.

Every long computation of cgt takes a ``progress`` argument:

* ``None`` (the default): a bar that appears only once the work has run for ``DELAY`` seconds,
  where someone watches: in a notebook (a widget), or when standard error is a terminal (the
  REPL, ``cgt -c``, a script run by hand). A script whose standard error goes to a file or a
  pipe shows nothing;
* ``False``: no report;
* ``True``: a progress bar at once (a widget in a notebook), closed when the work is done;
* a function ``progress(done, total)``: called as the work advances, with the number of
  steps done and the number there will be (heaps, levels, rows, ...), and once more at the
  end with ``done == total``.

The delay is the one ``tqdm`` offers for this (its ``delay``), so quick work never flickers.
"""
from __future__ import annotations
import sys
import time
from collections.abc import Callable, Iterable, Iterator
from typing import Any, TypeVar

from tqdm.std import tqdm

from cgt.errors import CGTTypeError

__all__ = ["steps"]

Report = Callable[[int, int], None]
T = TypeVar("T")

#: Seconds a computation runs before a bar it was not asked for appears.
DELAY = 2.0


def in_notebook() -> bool:
    """Whether cgt runs in a Jupyter kernel (where a bar is a widget)."""
    shell = getattr(sys.modules.get("IPython"), "get_ipython", lambda: None)()
    return shell is not None and "IPKernelApp" in getattr(shell, "config", {})


def watched() -> bool:
    """Whether someone watches the work: in a notebook, or standard error is a terminal."""
    try:
        terminal = sys.stderr is not None and sys.stderr.isatty()
    except (AttributeError, ValueError):  # a replaced or closed standard error
        terminal = False
    return terminal or in_notebook()


def _bar_class() -> Any:
    """``tqdm.auto``'s bar in a notebook that has the widgets (ipywidgets), else the text bar."""
    if in_notebook():
        # Loaded only in a notebook: they import IPython and the widgets.
        from tqdm import notebook
        if getattr(notebook, "IProgress", None) is not None:
            from tqdm.auto import tqdm as notebook_tqdm
            return notebook_tqdm
    return tqdm


class Bar:
    """A ``tqdm`` bar (on standard error, or a widget in a notebook) driven by calls
    ``bar(done, total)``.

    The bar is drawn from the first call on, but not before ``delay`` seconds have passed
    since the ``Bar`` was made (the work began), and closes itself when ``done`` reaches
    ``total`` (or at ``close()``).
    """

    def __init__(self, description: str, unit: str = "it", delay: float = 0.0) -> None:
        self.description, self.unit, self.delay = description, unit, delay
        self.started = time.monotonic()
        self._bar: Any = None

    def __call__(self, done: int, total: int) -> None:
        bar = self._bar
        if bar is None:
            # The total is known only now; the delay counts from the start of the work.
            delay = max(0.0, self.delay - (time.monotonic() - self.started))
            bar = self._bar = _bar_class()(total=total, desc=self.description, unit=self.unit,
                                           file=sys.stderr, dynamic_ncols=True, delay=delay)
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
    if progress is None:
        return Bar(description, unit, DELAY) if watched() else None
    if progress is False:
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
