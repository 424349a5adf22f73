"""Long heap-game computations near published records, each in a fresh process.

The row's time includes starting Python and loading the kernels (about a second); the result
column gives the computation's own time and the process's peak resident memory.
"""
import os
import subprocess
import sys

JOB = """
import resource, sys, time
from cgt.impartial import GrundysGame, TakeAndBreak
TakeAndBreak("0.16").nim_values(1100)  # loads the kernels
TakeAndBreak("0.77").periodicity()
began = time.perf_counter()
result = {job}
elapsed = time.perf_counter() - began
peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
print(f"{{result}}; {{elapsed:.1f}} s; {{peak:.0f}} MiB")
"""


def fresh_process(job):
    def setup():
        def run():
            env = dict(os.environ)
            env["PYTHONPATH"] = os.pathsep.join([os.getcwd(), env.get("PYTHONPATH", "")])
            out = subprocess.run([sys.executable, "-c", JOB.format(job=job)], env=env,
                                 check=True, capture_output=True, text=True)
            return out.stdout.strip()

        return run

    return setup


WORKLOADS = [
    ("0.354 periodicity (preperiod 10061916)", 2**25, fresh_process(
        "(lambda p: f'period/n0 {p.period}/{p.preperiod}')"
        "(TakeAndBreak('0.354').periodicity(max_heap=2**25))")),
    ("Grundy's game nim_values", 2**24, fresh_process(
        "f'max {GrundysGame().nim_values(2**24).max()}'")),
]

SLOW = {name for name, _, _ in WORKLOADS}
