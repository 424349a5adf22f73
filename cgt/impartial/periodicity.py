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
import attrs
import numpy as np

from cgt.numbers.checks import items, natural, positive

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

    period: int
    preperiod: int
    saltus: int = 0
    proved: bool = True
    exceptions: tuple = attrs.field(default=(), repr=False)

    @property
    def last_exception(self):
        """``preperiod - 1``, or ``None`` when the sequence is periodic from the start."""
        return self.preperiod - 1 if self.preperiod else None

    def value(self, values, n):
        """G(n), from ``values``, which must reach ``preperiod + period``."""
        if n < len(values):
            return int(values[n])
        cycles, offset = divmod(n - self.preperiod, self.period)
        return int(values[self.preperiod + offset]) + cycles * self.saltus

    def extend(self, values, length):
        """``values`` (which must reach ``preperiod + period``) continued to ``length`` terms."""
        values = np.asarray(values, dtype=np.int64)
        start, p = self.preperiod, self.period
        n = np.arange(len(values), length)
        cycles, offsets = np.divmod(n - start, p)
        tail = values[start + offsets] + cycles * self.saltus
        return np.concatenate([values, tail])


def _candidate_periods(x, max_period):
    """Periods p ≤ max_period, ascending, under which the last ``_TAIL`` terms of x recur."""
    n = len(x)
    candidates = np.arange(1, min(max_period, n - _TAIL) + 1)
    for j in range(1, _TAIL + 1):
        if len(candidates) == 0:
            break
        i = n - j
        candidates = candidates[x[i - candidates] == x[i]]
    return candidates[:_MAX_CANDIDATES]


def exceptions(values, period, preperiod, saltus=0):
    """The n < preperiod with G(n) different from the periodic continuation of G."""
    values = np.asarray(values, dtype=np.int64)
    n = np.arange(preperiod)
    cycles = (preperiod - n + period - 1) // period  # least k with n + k·p ≥ preperiod
    continued = values[n + cycles * period] - cycles * saltus
    return tuple(int(i) for i in np.flatnonzero(values[:preperiod] != continued))


def find_periodicity(values, prover=None, saltus=False, max_period=None):
    """The least period (with its least pre-period) that the sequence ``values`` shows.

    ``prover(values, period, preperiod, saltus)`` says whether a theorem makes the pattern
    certain; the least proved period is returned if there is one, else the least observed
    one (``proved=False``), else ``None``.  A pattern counts as observed only when the
    periodic part spans at least two periods and the last ``_TAIL`` terms.  With
    ``saltus=True``, arithmetic periodicity is searched as well.
    """
    if isinstance(values, np.ndarray) and values.dtype.kind in "iu" and values.ndim == 1:
        g = values.astype(np.int64, copy=False)
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
    for p in _candidate_periods(np.diff(g) if saltus else g, limit):
        p = int(p)
        s = int(g[-1] - g[-1 - p])
        if s < 0:
            continue
        broken = np.flatnonzero(g[p:] - g[:-p] != s)
        n0 = int(broken[-1]) + 1 if len(broken) else 0
        if n - n0 < 2 * p:
            continue
        proved = prover is not None and bool(prover(g, p, n0, s))
        if proved or observed is None:
            found = Periodicity(p, n0, s, proved, exceptions(g, p, n0, s))
            if proved:
                return found
            observed = found
    return observed
