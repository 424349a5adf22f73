"""Surveys: every member of a family of games valued, the rows kept in a database.

``survey("octal", "period", digits=2, max_heap=4096)`` finds the proved period of every octal
code 0.d1 and 0.d1d2; ``survey("domineering", "value", squares=8, store="dom.sqlite")``
values every connected Domineering region of up to 8 squares and keeps the rows in an SQLite
file, so that an interrupted survey resumes. The work runs on Dask (``dask.distributed``), on
the local machine's cores by default or on any cluster.

* ``families``: the built-in families (take-and-break codes, subtraction sets, Domineering
  regions, Clobber, Konane and Toads-and-Frogs strips) and iterables of positions;
* ``regions``: the connected Domineering regions, level by level;
* ``measures`` and ``kinds``: what is found for each member, and the kinds of values;
* ``store``: the SQLite database of rows;
* ``runner``: batches, Dask, resumption;
* ``summaries``: counts by outcome and kind, period statistics;
* ``command``: the ``cgt survey`` subcommand.

The package itself is callable: ``cgt.survey(...)`` is ``cgt.survey.survey(...)``.
"""
import sys
import types
from typing import Any

from cgt.survey.errors import SurveyError
from cgt.survey.families import Family, Member
from cgt.survey.kinds import KINDS, kind
from cgt.survey.measures import Measure
from cgt.survey.runner import survey
from cgt.survey.store import SQLiteStore
from cgt.survey.summaries import format_summary, summary

__all__ = ["KINDS", "Family", "Measure", "Member", "SQLiteStore", "SurveyError",
           "format_summary", "summary", "survey"]


class _CallableModule(types.ModuleType):
    """This package, callable as its ``survey`` function, so that ``cgt.survey(...)`` runs a
    survey while ``from cgt.survey import ...`` still finds the modules and names."""

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        return survey(*args, **kwargs)


sys.modules[__name__].__class__ = _CallableModule
