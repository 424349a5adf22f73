"""Shared test set-up: the helper modules in this folder are importable from every test, and a
skipped test fails the run."""
import pathlib
import sys

import pytest
from hypothesis import settings

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))

settings.register_profile("cgt", deadline=None, max_examples=100)
settings.load_profile("cgt")


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item, call):
    """A test that skips is a failure: after the README's install command every test can run,
    so a skip can only hide a missing dependency or a broken set-up."""
    outcome = yield
    report = outcome.get_result()
    if report.skipped and not hasattr(report, "wasxfail"):
        report.outcome = "failed"
        report.longrepr = f"skipped, which the suite does not allow: {report.longrepr}"


@pytest.hookimpl(hookwrapper=True)
def pytest_make_collect_report(collector):
    """A module that skips itself while being collected fails too."""
    outcome = yield
    report = outcome.get_result()
    if report.skipped:
        report.outcome = "failed"
        report.longrepr = f"skipped, which the suite does not allow: {report.longrepr}"
