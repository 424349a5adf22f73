"""The examples of a Markdown page, found and run the same way by the documentation build and
the tests.

* The fenced code blocks are found by a CommonMark parser (markdown-it-py, which MyST uses), so
  a fence with any info string (``python``, ``{cgt-picture}``), of any length (three backticks
  or more) or inside a list is read as Sphinx reads it.
* The ``>>>`` lines of the blocks are run as doctests, the blocks of a page in one namespace in
  order, as a reader typing them into the REPL would. An example marked ``# doctest: +SLOW``
  (one that takes more than a few seconds) runs only when slow examples are asked for.
* The content of a ``{cgt-picture}`` block is Python whose last line is an expression; its
  ``to_svg()`` is the picture. The names of the ``cgt`` REPL are available.
"""
from __future__ import annotations
import doctest

from markdown_it import MarkdownIt

from cgt.cli import namespace

PICTURE = "{cgt-picture}"
FLAGS = doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE
SLOW = doctest.register_optionflag("SLOW")


def fences(text):
    """``(info, line, content)`` of each fenced code block of the Markdown ``text``, in order;
    ``line`` is the 0-based number of the content's first line."""
    return [(token.info.strip(), token.map[0] + 1, token.content)
            for token in MarkdownIt("commonmark").parse(text) if token.type == "fence"]


def run_examples(text, name, out=None, slow=False):
    """Run the ``>>>`` examples of the page ``text`` (called ``name`` in reports), the ``SLOW``
    ones only if ``slow``; each failure report goes to ``out`` (standard output by default).
    Returns ``doctest.TestResults``: the numbers of failed and of run examples."""
    parser = doctest.DocTestParser()
    runner = doctest.DocTestRunner(optionflags=FLAGS)
    globs = {}
    for info, line, block in fences(text):
        if ">>>" not in block:
            continue
        test = parser.get_doctest(block, globs, f"{name}:{line + 1}", name, line)
        for example in test.examples:
            if example.options.get(SLOW) and not slow:
                example.options[doctest.SKIP] = True
        runner.run(test, out=out, clear_globs=False)
        globs = test.globs  # DocTest copies its globals; carry them to the next block
    return doctest.TestResults(runner.failures, runner.tries)


def pictures(text):
    """``(line, content)`` of each ``{cgt-picture}`` block of the Markdown ``text``."""
    return [(line, block) for info, line, block in fences(text) if info == PICTURE]


def draw(content):
    """The SVG picture of a ``{cgt-picture}`` block's ``content``."""
    names = namespace()
    lines = [line for line in content.splitlines() if line.strip()]
    exec("\n".join(lines[:-1]), names)
    return eval(lines[-1], names).to_svg()
