"""Every example in docs/*.md and the README is executed: the docs cannot drift from the code.

An example is a fenced code block whose lines start with ``>>>``; the blocks of one page share
one namespace, in order, as a reader typing them into the REPL would.
"""
import doctest
import pathlib
import re

import pytest

DOCS = pathlib.Path(__file__).resolve().parent.parent / "docs"
FENCE = re.compile(r"^```[a-z]*\n(.*?)^```", re.S | re.M)


def pages():
    found = sorted(DOCS.rglob("*.md")) + [DOCS.parent / "README.md"]
    return [p for p in found if ">>>" in p.read_text(encoding="utf-8")]


@pytest.mark.parametrize("page", pages(), ids=lambda p: str(p.relative_to(DOCS.parent)))
def test_examples_run(page):
    text = page.read_text(encoding="utf-8")
    blocks = [(text.count("\n", 0, m.start(1)), m.group(1)) for m in FENCE.finditer(text)]
    parser = doctest.DocTestParser()
    flags = doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE
    runner = doctest.DocTestRunner(optionflags=flags)
    globs = {}
    for line, block in blocks:
        if ">>>" not in block:
            continue
        test = parser.get_doctest(block, globs, f"{page.name}:{line + 1}", str(page), line)
        runner.run(test, clear_globs=False)
        globs = test.globs  # DocTest copies its globals; carry them to the next block
    result = runner.summarize(verbose=False)
    assert result.failed == 0, f"{result.failed} example(s) failed in {page.name}"
