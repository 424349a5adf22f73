"""The compiled loops of the heap-game engine: the same values compiled, as plain Python, and
by the two methods; values outgrowing their dtype; interrupted runs."""
import json
import os
import random
import subprocess
import sys

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import cgt.impartial.sequence as sequence_module
from cgt.errors import ResourceError
from cgt.impartial import jit
from cgt.impartial.periodicity import Periodicity
from cgt.impartial.sequence import GrundySequence
from cgt.impartial.take_and_break import GrundysGame, TakeAndBreak, parse_code, rule_of_digits

# Small workloads that reach every kernel: the sparse method (0.16 and 4.7 choose a mask at
# heap 1024), the direct method with two-part (0.52, Grundy's game) and three-part (0.8)
# splits, and the search for periods (Kayles, Dawson's Kayles, and 0.8's saltus).
SMALL_WORKLOADS = """
import json, sys
from cgt.impartial.jit import numba_version
from cgt.impartial.take_and_break import GrundysGame, TakeAndBreak
out = {"numba": numba_version()}
for code, n in [("0.16", 1100), ("4.7", 1100), ("0.52", 400), ("0.8", 60)]:
    out[code] = TakeAndBreak(code).nim_values(n).tolist()
out["grundy"] = GrundysGame().nim_values(500).tolist()
for code in ["0.77", "0.07"]:
    p = TakeAndBreak(code).periodicity()
    out[code + " period"] = [p.period, p.preperiod, list(p.exceptions)]
p = TakeAndBreak("0.8").periodicity(max_heap=256, proved_only=False)
out["0.8 period"] = [p.period, p.preperiod, p.saltus]
json.dump(out, sys.stdout)
"""


def small_workloads(environment=None):
    env = dict(os.environ, **(environment or {}))
    env["PYTHONPATH"] = os.pathsep.join(
        [os.path.dirname(os.path.dirname(sys.modules["cgt"].__file__)),
         env.get("PYTHONPATH", "")])
    out = subprocess.run([sys.executable, "-c", SMALL_WORKLOADS], env=env, check=True,
                         capture_output=True, text=True)
    return json.loads(out.stdout)


def test_the_kernels_give_the_same_values_with_the_jit_disabled():
    # NUMBA_DISABLE_JIT=1 runs every kernel as plain Python over the same numpy arrays.
    plain = small_workloads({"NUMBA_DISABLE_JIT": "1"})
    assert plain.pop("numba") is None
    exec_namespace = {}
    exec(SMALL_WORKLOADS.replace("json.dump(out, sys.stdout)", ""), exec_namespace)
    here = exec_namespace["out"]
    here.pop("numba")
    assert plain == json.loads(json.dumps(here))
    # Values that could be wrong: Kayles has period 12 from 71 (Winning Ways, vol. 1, ch. 4).
    assert plain["0.77 period"][:2] == [12, 71]
    # 0.8 is 0 0 0 0 1 1 1 2 2 2 3 ...: G(n + 3) = G(n) + 1 from n = 1 (not n = 0).
    assert plain["0.8 period"] == [3, 1, 1]


def test_without_numba_the_kernels_are_the_plain_functions(monkeypatch):
    monkeypatch.setitem(sys.modules, "numba", None)  # import numba now fails
    kernel = jit.kernel(lambda x: 2 * x)
    assert kernel.compiled() is kernel.python
    assert kernel(21) == 42
    assert jit.numba_version() is None


def random_octal_codes(count, seed):
    rng = random.Random(seed)
    codes = set()
    while len(codes) < count:
        digits = [rng.randrange(8) for _ in range(rng.randint(1, 4))]
        if digits[-1]:
            codes.add(rng.choice("04") + "." + "".join(map(str, digits)))
    return sorted(codes)


def sequence(rule, sparse, length, dtypes=None):
    computed = GrundySequence(rule, sparse=sparse)
    if dtypes is not None:
        computed._dtypes = dtypes
        computed.values = computed.values.astype(dtypes[0])
    computed.extend(length)
    return computed


def test_sparse_and_direct_agree_on_200_random_octal_codes():
    sparse_used = 0
    for code in random_octal_codes(200, seed=19):
        rule = rule_of_digits(parse_code(code))
        fast = sequence(rule, True, 2000)
        direct = sequence(rule, False, 2000)
        assert np.array_equal(fast.values[:2000], direct.values[:2000]), code
        sparse_used += fast._sparse is not None
    assert sparse_used >= 20  # the comparison reaches the sparse method often


def test_values_outgrowing_the_dtype_widen_it():
    # 0.567 first exceeds 255 at heap 1185, past the start of the sparse method.
    rule = rule_of_digits(parse_code("0.567"))
    narrow = sequence(rule, True, 2000, dtypes=(np.uint8, np.uint16))
    assert narrow.values.dtype == np.uint16
    wide = sequence(rule, True, 2000)
    assert np.array_equal(narrow.values[:2000], wide.values[:2000])
    assert wide.values[:1185].max() < 256 <= wide.values[1185]
    with pytest.raises(ResourceError, match="heap 1185"):
        sequence(rule, True, 2000, dtypes=(np.uint8,))


@pytest.mark.parametrize("code", ["0.16", "0.52"])
def test_an_interrupted_run_keeps_its_values_and_resumes(monkeypatch, code):
    rule = rule_of_digits(parse_code(code))
    expected = sequence(rule, True, 3000).values[:3000]
    calls = []
    for name in ("direct_values", "sparse_values"):
        kernel = getattr(sequence_module, name)

        def interrupted(*args, kernel=kernel):
            calls.append(1)
            if len(calls) == 4:
                raise KeyboardInterrupt
            return kernel(*args)

        monkeypatch.setattr(sequence_module, name, interrupted)
    computed = GrundySequence(rule)
    with pytest.raises(KeyboardInterrupt):
        computed.extend(3000)
    assert 1 < computed.count < 3000
    assert np.array_equal(computed.values[: computed.count], expected[: computed.count])
    computed.extend(3000)
    assert np.array_equal(computed.values[:3000], expected)


def test_progress_is_reported_at_the_end():
    reports = []
    TakeAndBreak("0.16").nim_values(5000, progress=lambda done, total: reports.append(
        (done, total)))
    assert reports[-1] == (5001, 5001)


def test_nim_values_are_int64_copies():
    game = GrundysGame()
    values = game.nim_values(100)
    assert values.dtype == np.int64
    values[:] = 0
    assert game.nim_value(5) == 2  # Grundy's game: G(5) = 2 (Winning Ways, vol. 1, ch. 4)


@settings(max_examples=60, deadline=None)
@given(st.lists(st.integers(0, 40), min_size=1, max_size=30), st.integers(1, 12),
       st.integers(0, 3), st.integers(0, 80))
def test_extending_by_a_period_follows_its_definition(start, period, saltus, more):
    # G(n + p) = G(n) + s for n >= n0: the continuation computed term by term.
    period = min(period, len(start))
    preperiod = len(start) - period
    pattern = Periodicity(period, preperiod, saltus, proved=False)
    length = len(start) + more
    expected = list(start)
    while len(expected) < length:
        expected.append(expected[-period] + saltus)
    assert pattern.extend(np.array(start), length).tolist() == expected
