"""Start-up: a fresh interpreter importing cgt, and the command line printing one value.

Each workload runs a new Python process; the time is the median of five runs.
"""
import statistics
import subprocess
import sys
import time

RUNS = 5


def fresh_process(*args):
    def setup():
        def run():
            times = []
            for _ in range(RUNS):
                start = time.perf_counter()
                out = subprocess.run([sys.executable, *args], capture_output=True, text=True,
                                     check=True)
                times.append(time.perf_counter() - start)
            return f"{out.stdout.strip() or 'ok'} (median of {RUNS}: " \
                   f"{statistics.median(times):.3f} s)"

        return run

    return setup


WORKLOADS = [
    ("python -c 'import cgt'", "1 process", fresh_process("-c", "import cgt")),
    ("cgt -c 'up+up'", "1 process", fresh_process("-m", "cgt.cli", "-c", "up+up")),
    ("python -c pass (the interpreter alone)", "1 process", fresh_process("-c", "pass")),
]
