"""Timing a script in a fresh Python process, for the first-process rows."""
import json
import os
import subprocess
import sys
import tempfile


def fresh_process(script: str, cache: str) -> dict:
    """The JSON that ``script`` prints, run by a new interpreter on this checkout: with an
    empty numba cache (``cache="empty"``, so kernels are compiled) or with the cache earlier
    runs left."""
    with tempfile.TemporaryDirectory() as empty:
        env = dict(os.environ)
        env["PYTHONPATH"] = os.pathsep.join([os.getcwd(), env.get("PYTHONPATH", "")])
        if cache == "empty":
            env["NUMBA_CACHE_DIR"] = empty
        out = subprocess.run([sys.executable, "-c", script], env=env, check=True,
                             capture_output=True, text=True)
    return json.loads(out.stdout)
