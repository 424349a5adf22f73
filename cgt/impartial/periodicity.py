"""Ultimate (arithmetic) periodicity of nim-sequences.

A sequence G is *ultimately periodic* with period p and pre-period n0 when G(n + p) = G(n)
for every n ≥ n0, and *arithmetic-periodic* with saltus s when G(n + p) = G(n) + s instead
(Winning Ways, vol. 1, ch. 4; Siegel, *CGT*, ch. IV).  The pre-period is the least such n0,
so n0 − 1 is the *last exception*; the *exceptions* are the n < n0 whose value differs from
the periodic continuation.

Observing a pattern in finitely many values proves nothing by itself: each game supplies a
``prover`` that says whether the values in hand are enough for a theorem (for instance the
octal periodicity theorem, see :mod:`cgt.impartial.take_and_break`).
"""
from __future__ import annotations
import attrs
import numpy as np

from cgt.impartial.period_kernels import candidate_periods, exception_heaps, pattern_start
from cgt.errors import CGTTypeError, CGTValueError
from cgt.numbers.checks import integer, items, natural, positive, shown
from cgt.resources import check_memory
from typing import Any

__all__ = ["Periodicity", "exceptions", "find_periodicity"]

# Candidate periods are the shifts under which the last values of the sequence recur.
_TAIL = 64
_MAX_CANDIDATES = 256


@attrs.frozen
class Periodicity:
    """``G(n + period) = G(n) + saltus`` for all ``n ≥ preperiod``.

    ``proved`` tells whether a theorem guarantees it for all n (otherwise it was only
    observed on the values computed); ``exceptions`` lists the n < preperiod that break the
    pattern, so its last element is ``preperiod - 1``.
    """

    period: int = attrs.field(converter=lambda p: positive(p, "period"), repr=shown)
    preperiod: int = attrs.field(converter=lambda n: natural(n, "preperiod"), repr=shown)
    saltus: int = attrs.field(default=0, converter=lambda s: integer(s, "saltus"), repr=shown)
    proved: bool = True
    exceptions: tuple = attrs.field(default=(), repr=False)

    @property
    def last_exception(self) -> int | None:
        """``preperiod - 1``, or ``None`` when the sequence is periodic from the start."""
        return self.preperiod - 1 if self.preperiod else None

    def _known(self, values: Any) -> np.ndarray:
        """``values`` as a numpy array, checked to be integers reaching ``preperiod + period``."""
        try:
            array = np.asarray(values)
        except (TypeError, ValueError):   # ragged lists
            array = None
        if array is None or array.ndim != 1 or array.dtype.kind not in "iu":
            raise CGTTypeError(f"values must be the nim-sequence G(0), G(1), ... as a list or "
                               f"array of integers, not {type(values).__name__} {shown(values)}")
        if len(array) < self.preperiod + self.period:
            raise CGTValueError(f"values must reach heap {self.preperiod + self.period - 1} "
                                f"(preperiod + period - 1); only {len(array)} are given")
        return array

    def value(self, values: Any, n: int) -> int:
        """G(n), from ``values``, which must reach ``preperiod + period``."""
        return self._value(self._known(values), natural(n, "heap"))

    def _value(self, values: np.ndarray, n: int) -> int:
        """``value`` for arguments known to be right (the heap games' own sequences)."""
        if n < len(values):
            return int(values[n])
        cycles, offset = divmod(n - self.preperiod, self.period)
        return int(values[self.preperiod + offset]) + cycles * self.saltus

    def extend(self, values: np.ndarray, length: int) -> np.ndarray:
        """``values`` (which must reach ``preperiod + period``) continued to ``length`` terms,
        as a new int64 array.

        The continuation is one period, rotated to the right phase, copied over in blocks of
        doubling length; the saltus, if any, is added per completed cycle afterwards.
        """
        values = self._known(values)
        length = natural(length, "length")
        check_memory(8 * length, f"a nim-sequence of {shown(length)} values")
        known = len(values)
        result = np.empty(max(length, known), dtype=np.int64)
        result[:known] = values
        start, p = self.preperiod, self.period
        rest = length - known
        if rest <= 0:
            return result
        phase = (known - start) % p
        block = min(p, rest)
        cycle = values[start : start + p].astype(np.int64)
        result[known : known + block] = np.roll(cycle, -phase)[:block]
        done = block
        while done < rest:
            step = min(done, rest - done)
            result[known + done : known + done + step] = result[known : known + step]
            done += step
        if self.saltus:
            cycles = (np.arange(known, length, dtype=np.int64) - start) // p
            result[known:] += cycles * self.saltus
        return result


def exceptions(values: Any, period: int, preperiod: int, saltus: int = 0) -> tuple:
    """The n < preperiod with G(n) different from the periodic continuation of G."""
    values = np.asarray(values)
    if values.dtype.kind not in "iu":
        values = values.astype(np.int64)
    return tuple(exception_heaps(values, period, preperiod, saltus).tolist())


def find_periodicity(values: Any, prover: Any = None, saltus: bool = False, max_period: int | None = None) -> Periodicity | None:
    """The least period (with its least pre-period) that the sequence ``values`` shows.

    ``prover(values, period, preperiod, saltus)`` says whether a theorem makes the pattern
    certain; the least proved period is returned if there is one, else the least observed
    one (``proved=False``), else ``None``.  A pattern counts as observed only when the
    periodic part spans at least two periods and the last ``_TAIL`` terms.  With
    ``saltus=True``, arithmetic periodicity is searched as well.
    """
    if isinstance(values, np.ndarray) and values.dtype.kind in "iu" and values.ndim == 1:
        g = values
    else:
        g = np.array([natural(v, "value of the sequence") for v in items(values, "values")],
                     dtype=np.int64)
    if max_period is not None:
        max_period = positive(max_period, "max_period")
    n = len(g)
    if n <= 2 * _TAIL:
        return None
    limit = n // 2 if max_period is None else min(max_period, n // 2)
    observed = None
    tail = np.diff(g.astype(np.int64)) if saltus else g
    for p in candidate_periods(tail, limit, _TAIL, _MAX_CANDIDATES).tolist():
        s = int(g[-1]) - int(g[-1 - p])
        if s < 0:
            continue
        n0 = int(pattern_start(g, p, s))
        if n - n0 < 2 * p:
            continue
        proved = prover is not None and bool(prover(g, p, n0, s))
        if proved or observed is None:
            found = Periodicity(p, n0, s, proved, exceptions(g, p, n0, s))
            if proved:
                return found
            observed = found
    return observed
