"""Every example in docs/*.md and the README is executed: the docs cannot drift from the code.

An example is a ``>>>`` line of a fenced code block; the blocks of one page share one namespace,
in order, as a reader typing them into the REPL would. The blocks are found as the documentation
build finds them (``docs/_ext/page_examples.py``), and every ``>>>`` line of a page, counted
without that parser, must have been run: by the quick test, or by the slow one if it is marked
``# doctest: +SLOW``. Every ``{cgt-picture}`` block draws a picture.
"""
import pathlib
import sys

import pytest

DOCS = pathlib.Path(__file__).resolve().parent.parent / "docs"
sys.path.insert(0, str(DOCS / "_ext"))

from page_examples import draw, fences, pictures, run_examples  # noqa: E402


def read(page):
    return page.read_text(encoding="utf-8")


PAGES = sorted(DOCS.rglob("*.md")) + [DOCS.parent / "README.md"]
SLOW_PAGES = [page for page in PAGES if "doctest: +SLOW" in read(page)]
PICTURE_PAGES = [page for page in PAGES if pictures(read(page))]


def name(page):
    return str(page.relative_to(DOCS.parent))


def prompts(text, slow=True):
    """The number of ``>>>`` lines of ``text``, wherever they stand (without the slow ones if
    not ``slow``)."""
    lines = [line.strip() for line in text.splitlines()]
    return sum(1 for line in lines if (line == ">>>" or line.startswith(">>> "))
               and (slow or "doctest: +SLOW" not in line))


@pytest.mark.parametrize("page", PAGES, ids=name)
def test_every_example_of_a_page_runs(page):
    failed, attempted = run_examples(read(page), page.name)
    assert failed == 0, f"{failed} example(s) failed in {page.name}"
    assert attempted == prompts(read(page), slow=False), f"a >>> line of {page.name} is not run"


@pytest.mark.slow
@pytest.mark.parametrize("page", SLOW_PAGES, ids=name)
def test_the_slow_examples_of_a_page_run(page):
    failed, attempted = run_examples(read(page), page.name, slow=True)
    assert failed == 0, f"{failed} example(s) failed in {page.name}"
    assert attempted == prompts(read(page)), f"a >>> line of {page.name} is not run"


@pytest.mark.parametrize("page", PICTURE_PAGES, ids=name)
def test_every_picture_of_a_page_draws(page):
    for line, content in pictures(read(page)):
        assert draw(content).startswith("<svg"), f"{page.name}:{line + 1}"


def test_fences_are_read_as_commonmark_reads_them():
    text = ("```{cgt-picture}\nup\n```\n\n"
            "````python\n>>> 1 + 1\n2\n```\n````\n\n"
            "- in a list:\n\n  ```pycon\n  >>> 3\n  3\n  ```\n")
    assert fences(text) == [("{cgt-picture}", 1, "up\n"),
                            ("python", 5, ">>> 1 + 1\n2\n```\n"),
                            ("pycon", 13, ">>> 3\n3\n")]
    assert prompts(text) == 2


def test_a_page_that_counts_more_prompts_than_it_runs_is_caught():
    text = "Some prose:\n\n    >>> 1 + 1\n    2\n\n```python\n>>> 2 + 2\n4\n```\n"
    assert run_examples(text, "page") == (0, 1)
    assert prompts(text) == 2


def test_slow_examples_run_only_when_asked():
    text = "```python\n>>> 2 + 2\n4\n>>> 1 / 0  # doctest: +SLOW\n0\n```\n"
    assert run_examples(text, "page") == (0, 1)
    assert prompts(text, slow=False) == 1
    assert run_examples(text, "page", slow=True, out=[].append) == (1, 2)
