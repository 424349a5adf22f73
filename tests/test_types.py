"""The type checker passes on ``cgt`` (with the settings of ``pyproject.toml``), and finds the
installed package from a user's script outside the checkout (the package ships ``py.typed``, and
its editable install is a plain path that a type checker follows)."""
import os
import subprocess
import sys
from pathlib import Path

import cgt

ROOT = Path(cgt.__file__).resolve().parent.parent


def _mypy(*arguments, cwd):
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "MYPYPATH")}
    return subprocess.run([sys.executable, "-m", "mypy", *arguments], cwd=cwd, env=env,
                          capture_output=True, text=True, timeout=600)


def test_mypy_finds_no_error_in_cgt():
    run = _mypy("--config-file", str(ROOT / "pyproject.toml"), cwd=ROOT)
    assert run.returncode == 0, run.stdout + run.stderr
    assert "Success: no issues found" in run.stdout


def test_a_script_outside_the_checkout_is_checked_against_the_installed_cgt(tmp_path):
    script = tmp_path / "tour.py"
    script.write_text("from cgt import game\n\nreveal_type(game)\ngame(1).no_such_method()\n")
    run = _mypy("--no-incremental", str(script), cwd=tmp_path)
    # cgt is found, typed: game is a typed function (with overloads), and a misspelt method is
    # an error
    assert 'Revealed type is "Overload(def (' in run.stdout, run.stdout + run.stderr
    assert '"Game" has no attribute "no_such_method"' in run.stdout, run.stdout + run.stderr
    assert "import-not-found" not in run.stdout and "import-untyped" not in run.stdout
