"""The Sphinx extension of the cgt documentation: pictures drawn by cgt, examples run during
the build, and plain-text docstrings shown safely.

* ``{cgt-picture}`` is a directive whose content is Python: the last line is an expression
  whose ``to_svg()`` picture is put in the page (the names of the ``cgt`` REPL are available).
* Every ``>>>`` example of a guide's fenced blocks is run as a doctest, the blocks of a page in
  one namespace, when the page is read; a failing example is a warning, which
  ``sphinx-build -W`` turns into a failed build. The blocks are found as the tests find them
  (see ``page_examples.py``).
* Docstrings are written to read well in ``help()``: ``*3`` is a nimber and ``|x|`` an absolute
  value, not reST markup. Before autodoc reads them, a ``*`` or ``|`` that would open markup is
  escaped, outside literals, literal blocks and doctests (``*emphasis*`` of a title stays).
* A guide that the index does not list yet joins the index's table of contents at its end.
"""
from __future__ import annotations
import re

from docutils import nodes
from docutils.parsers.rst import Directive
from sphinx.util import logging

from page_examples import draw, run_examples

LOG = logging.getLogger(__name__)


class Picture(Directive):
    """``{cgt-picture}``: the SVG picture of the value of the last line of the content."""

    has_content = True

    def run(self):
        try:
            svg = draw("\n".join(self.content))
        except Exception as error:  # any failure is reported at its line, as a warning
            LOG.warning(f"cgt-picture failed: {type(error).__name__}: {error}",
                        location=(self.state.document.current_source, self.lineno))
            return []
        return [nodes.raw("", f'<div class="cgt-picture">{svg}</div>', format="html")]


def check_examples(app, docname, source):
    """Run the ``>>>`` examples of a guide; each failure is a warning at its page."""
    text = source[0]
    if ">>>" not in text or docname.startswith("api/"):
        return
    failures = []
    run_examples(text, docname, out=failures.append)
    for report in failures:
        lines = [line.strip() for line in report.strip().splitlines() if line.strip("*- ")]
        LOG.warning("an example failed: " + " | ".join(lines), location=docname)


EMPHASIS = re.compile(r"(?<![\w*\\])\*[A-Za-z][^*\n]*?[\w.)]\*(?![\w*])")
LITERAL = re.compile(r"``.+?``|`[^`]+`_?|:\w+:`[^`]+`")


def _escaped(text):
    """``text`` (one line, outside literals) with stray ``*`` and every ``|`` escaped."""
    out, last = [], 0
    for match in EMPHASIS.finditer(text):
        out.append(_escape_all(text[last:match.start()]))
        out.append(match.group(0))
        last = match.end()
    out.append(_escape_all(text[last:]))
    return "".join(out)


def _escape_all(text):
    return re.sub(r"(?<!\\)([*|])", r"\\\1", text.replace("**", "\0")).replace("\0", "**")


def plain_line(line):
    """One line of a plain-text docstring made safe for reST (see the module docstring)."""
    bullet = re.match(r"\s*\* ", line)  # a list item keeps its bullet
    if bullet:
        return bullet.group(0) + plain_line(line[bullet.end():])
    out, last = [], 0
    for match in LITERAL.finditer(line):
        out.append(_escaped(line[last:match.start()]))
        out.append(match.group(0))
        last = match.end()
    out.append(_escaped(line[last:]))
    return "".join(out)


def safe_docstring(app, what, name, obj, options, lines):
    """Escape the markup a plain-text docstring opens by accident (see the module docstring)."""
    literal_indent = None  # the indentation of the paragraph that opened a literal block
    in_doctest = False
    for i, line in enumerate(lines):
        stripped = line.strip()
        indent = len(line) - len(line.lstrip())
        if literal_indent is not None:
            if not stripped or indent > literal_indent:
                continue
            literal_indent = None
        if stripped.startswith(">>>"):
            in_doctest = True
        if in_doctest:
            if not stripped:
                in_doctest = False
            continue
        lines[i] = plain_line(line)
        if stripped.endswith("::"):
            literal_indent = indent


def index_every_guide(app, docname, source):
    """Add the guides that ``index`` does not name to its table of contents."""
    if docname != "index":
        return
    here = app.srcdir
    missing = sorted(p.stem for p in here.glob("*.md")
                     if p.stem != "index" and f"\n{p.stem}\n" not in source[0])
    if missing:
        source[0] += ("\n```{toctree}\n:maxdepth: 2\n:caption: More guides\n\n"
                      + "\n".join(missing) + "\n```\n")


def setup(app):
    app.add_directive("cgt-picture", Picture)
    app.connect("source-read", check_examples)
    app.connect("source-read", index_every_guide)
    app.connect("autodoc-process-docstring", safe_docstring)
    return {"version": "1", "parallel_read_safe": True, "parallel_write_safe": True}
