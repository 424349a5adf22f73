"""Sphinx configuration of the cgt documentation site.

Build it with ``sphinx-build -W docs docs/_build`` (the ``docs`` extra installs what the build
needs). The guides are the Markdown pages of this folder, read by MyST; the API reference is
generated from the docstrings; every ``>>>`` example of the guides is run during the build, and
``{cgt-picture}`` blocks are drawn by cgt itself (see ``_ext/cgt_docs.py``).
"""
import pathlib
import sys

HERE = pathlib.Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
sys.path.insert(0, str(HERE / "_ext"))

import cgt  # noqa: E402

project = "cgt"
author = "the cgt developers"
release = version = cgt.__version__
copyright = "the cgt developers"

extensions = ["myst_parser", "sphinx.ext.autodoc", "cgt_docs"]
source_suffix = {".md": "markdown"}
exclude_patterns = ["_build", "_ext"]
myst_enable_extensions = ["dollarmath"]
myst_heading_anchors = 3

autodoc_default_options = {"members": True, "undoc-members": False, "show-inheritance": False}
autodoc_member_order = "bysource"
autodoc_typehints = "description"
autodoc_typehints_format = "short"
# Docstrings are plain text first (they read well in help() and the REPL): a lone * is a
# nimber, not emphasis; see _ext/cgt_docs.py for how they are shown.
nitpicky = False

html_theme = "alabaster"
html_title = f"cgt {release}"
html_static_path = []
