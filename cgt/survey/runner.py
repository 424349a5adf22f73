"""Run a survey: value every member of a family not yet in the store, in batches on Dask.

Members are cut into batches that stay inside one group of the family (members that share
sub-positions), smallest groups first; each batch is one task, valued in one worker, which
keeps cgt's tables from task to task. The rows of a batch go into the store as soon as it
comes back, so an interrupted survey loses at most the batches that were running.

``client`` says where the tasks run:

* ``None``: a ``dask.distributed.LocalCluster`` with one single-threaded worker process per
  core (or ``workers``), started for the survey and closed after it;
* ``"synchronous"``: one batch after another in this process, without Dask;
* a ``dask.distributed.Client``, or the address of a scheduler (``"tcp://host:8786"``): the
  cluster it reaches, unchanged by the survey.

Positions and measures are sent to the workers by pickling (``cloudpickle``), so a function
of the caller's may be a lambda.
"""
from __future__ import annotations
import contextlib
import importlib.util
import math
import os
import time
from collections.abc import Iterator
from typing import Any

import cgt
from cgt.progress import finish, reporter
from cgt.numbers.checks import positive
from cgt.survey.errors import SurveyError
from cgt.survey.families import Member, family as family_of
from cgt.survey.measures import Measure, measure as measure_of
from cgt.survey.store import FIELDS, SQLiteStore

__all__ = ["batches", "survey"]

#: Batches per worker when the size of a batch is not given: several, so that a slow batch
#: does not leave the other workers idle at the end.
BATCHES_PER_WORKER = 4
#: The largest batch made when its size is not given.
LARGEST_BATCH = 500


def run_batch(measure: Measure, members: list[tuple[str, Any]]) -> list[dict[str, Any]]:
    """The rows of the members, each valued by the measure; a member that raises an error
    has its message in ``error`` and the others go on."""
    rows = []
    for key, position in members:
        start = time.perf_counter()
        try:
            row = measure.function(position)
            error = None
        except Exception as exc:  # a failure is a result of the survey, recorded with its row
            row = {}
            error = f"{type(exc).__name__}: {exc}"
        rows.append({**row, "key": key, "error": error, "version": cgt.__version__,
                     "seconds": time.perf_counter() - start})
    return rows


def batches(members: list[Member], size: int) -> Iterator[list[tuple[str, Any]]]:
    """The members, in order, cut into lists of (key, position) of at most ``size``, none
    spanning two groups."""
    batch: list[tuple[str, Any]] = []
    group = None
    for member in members:
        if batch and (len(batch) == size or member.group != group):
            yield batch
            batch = []
        batch.append((member.key, member.position))
        group = member.group
    if batch:
        yield batch


@contextlib.contextmanager
def _dask_client(client: Any, workers: int | None) -> Iterator[Any]:
    """The Dask client of ``client`` (see the module docstring); a client made here is
    closed at the end, with its cluster."""
    import distributed
    if isinstance(client, distributed.Client):
        yield client
    elif client is None:
        with distributed.LocalCluster(n_workers=workers or os.cpu_count() or 1,
                                      threads_per_worker=1, dashboard_address=None) as cluster, \
                distributed.Client(cluster) as made:
            yield made
    elif isinstance(client, str):
        try:
            made = distributed.Client(client)
        except (OSError, ValueError) as error:
            raise SurveyError(f"cannot reach a Dask scheduler at {client!r}: {error}") from None
        with made:
            yield made
    else:
        raise SurveyError(f"client is None, 'synchronous', a dask.distributed.Client or the "
                          f"address of a scheduler, not {client!r}")


def _results(tasks: list[list[tuple[str, Any]]], measure: Measure, client: Any,
             workers: int | None) -> Iterator[list[dict[str, Any]]]:
    """The rows of each task, as the tasks end."""
    if client == "synchronous":
        for task in tasks:
            yield run_batch(measure, task)
        return
    from distributed import as_completed
    with _dask_client(client, workers) as dask:
        futures = [dask.submit(run_batch, measure, task, pure=False) for task in tasks]
        try:
            for future in as_completed(futures):
                yield future.result()
        finally:
            dask.cancel(futures)


def _workers(client: Any, workers: int | None) -> int:
    if client == "synchronous":
        return 1
    if workers is not None:
        return workers
    if client is None:
        return os.cpu_count() or 1
    try:
        return max(1, sum(client.nthreads().values()))
    except AttributeError:  # an address: the cluster is not reached yet
        return os.cpu_count() or 1


def survey(family: Any, what: Any = "value", store: Any = None, client: Any = None,
           progress: Any = False, *, name: str | None = None, batch: int | None = None,
           workers: int | None = None, frame: bool = False, **params: Any) -> Any:
    """Value every member of ``family`` by ``what``, keep the rows in ``store``, and return
    them, one record (a dict) per member in the family's order.

    ``family`` is a built-in family with its size (``"octal", digits=3``; see
    ``cgt.survey.families``) or an iterable of positions; ``what`` a built-in measure with its
    parameters (``"period", max_heap=2**16``; see ``cgt.survey.measures``) or a function of a
    position. ``store`` is an ``SQLiteStore`` or the path of its file; by default a database
    in memory, gone when the survey returns. Members whose key the store holds for this
    survey are not valued again: a survey that was stopped resumes. ``client`` says where the
    work runs (see the module docstring), ``workers`` how many processes a local cluster has
    and ``batch`` how many members a task values. ``progress`` (see ``cgt.progress``) counts
    the members done. ``name`` names the survey in the store (by default the family's kind
    and the measure with its parameters, so that a larger family of one kind resumes from a
    smaller one).

    The records hold ``key`` and the fields of ``cgt.survey.store``, ``details`` merged in.
    They come as a list of dicts, or with ``frame=True`` as a pandas DataFrame (pandas is not
    a dependency of cgt: it must be installed for this).
    """
    if batch is not None:
        batch = positive(batch, "batch")
    if workers is not None:
        workers = positive(workers, "workers")
    members_of = family_of(family, params)
    measured = measure_of(what, params)
    if params:
        raise SurveyError(f"unknown parameters {', '.join(map(repr, params))} for the family "
                          f"{members_of.name!r} and the measure {measured.name!r}")
    name = name or f"{members_of.name}: {measured.name}"
    members = list(members_of.members())
    if len({m.key for m in members}) != len(members):
        raise SurveyError(f"two members of the family {members_of.name!r} have one key")
    opened = store is None or isinstance(store, (str, os.PathLike))
    db = SQLiteStore(":memory:" if store is None else store) if opened else store
    try:
        held = db.keys(name)
        pending = [m for m in members if m.key not in held]
        size = batch or max(1, min(LARGEST_BATCH, math.ceil(
            len(pending) / (BATCHES_PER_WORKER * _workers(client, workers)))))
        tasks = list(batches(pending, size))
        report = reporter(progress, f"survey of {members_of.name}", "member")
        done = len(members) - len(pending)
        try:
            if report:
                report(done, len(members))
            for rows in _results(tasks, measured, client, workers):
                db.add(name, rows)
                done += len(rows)
                if report:
                    report(done, len(members))
        finally:
            finish(report)
        found = db.rows(name)
    finally:
        if opened:
            db.close()
    records = [{"key": m.key, **_flat(found[m.key])} for m in members]
    return data_frame(records) if frame else records


def _flat(row: dict[str, Any]) -> dict[str, Any]:
    details = row.get("details") or {}
    return {**{f: row[f] for f in FIELDS if f != "details"}, **details}


def data_frame(records: list[dict[str, Any]]) -> Any:
    """The records as a pandas DataFrame."""
    if importlib.util.find_spec("pandas") is None:
        raise SurveyError("frame=True needs pandas, which is not installed")
    return importlib.import_module("pandas").DataFrame.from_records(records)
