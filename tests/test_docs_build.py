"""The documentation site builds with Sphinx and MyST, warnings as errors, its examples run and
its pictures drawn (``sphinx-build -W docs docs/_build``)."""
import pathlib
import subprocess
import sys

import pytest

DOCS = pathlib.Path(__file__).resolve().parent.parent / "docs"
sys.path.insert(0, str(DOCS / "_ext"))

from cgt_docs import plain_line  # noqa: E402


def test_plain_docstrings_are_made_safe_for_rest():
    assert plain_line("the nimber *3 and x + *m") == r"the nimber \*3 and x + \*m"
    assert plain_line("see *Winning Ways*, ch. 3") == "see *Winning Ways*, ch. 3"
    assert plain_line("``*3`` and |x|") == r"``*3`` and \|x\|"
    assert plain_line("  * a bullet with *2") == r"  * a bullet with \*2"
    assert plain_line("**strong** words") == "**strong** words"


@pytest.mark.slow
def test_the_site_builds_without_warnings(tmp_path):
    run = subprocess.run([sys.executable, "-m", "sphinx", "-W", "--keep-going", "-E", "-q",
                          "-b", "html", str(DOCS), str(tmp_path)],
                         capture_output=True, text=True, timeout=600)
    assert run.returncode == 0, run.stderr
    index = (tmp_path / "index.html").read_text(encoding="utf-8")
    assert "<svg" in index  # a thermograph drawn by cgt
    api = (tmp_path / "api" / "rulesets.html").read_text(encoding="utf-8")
    assert "Domineering" in api and "to_svg" in api
    assert "<svg" in (tmp_path / "rulesets.html").read_text(encoding="utf-8")
