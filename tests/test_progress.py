"""Progress reports of long computations: a tqdm bar, a function of the caller's, or nothing."""
import pathlib
import subprocess
import sys

import pytest

import cgt
from cgt.errors import CGTTypeError
from cgt.compounds.tables import book_tables
from cgt.impartial import GrundysGame, TakeAndBreak
from cgt import progress
from cgt.progress import Bar, reporter, steps
from cgt.rulesets import Domineering, DotsAndBoxes

ROOT = pathlib.Path(__file__).resolve().parent.parent


class Calls(list):
    def __call__(self, done, total):
        self.append((done, total))


def test_reporter_choices(monkeypatch):
    monkeypatch.setattr(progress, "watched", lambda: False)
    assert reporter(None, "x") is None and reporter(False, "x") is None
    calls = Calls()
    reporter(calls, "x")(2, 3)
    assert calls == [(2, 3)]
    assert isinstance(reporter(True, "x"), Bar)
    with pytest.raises(CGTTypeError, match="progress"):
        reporter("yes", "x")


def test_bar_writes_to_stderr_and_closes(capsys):
    bar = Bar("counting", "step")
    for done in range(1, 6):
        bar(done, 5)
    assert bar._bar is None  # closed at the end
    err = capsys.readouterr().err
    assert "counting" in err and "5/5" in err


def test_steps_reports_each_item():
    calls = Calls()
    assert list(steps("abc", calls, "letters")) == ["a", "b", "c"]
    assert calls == [(1, 3), (2, 3), (3, 3)]
    assert list(steps(iter(range(4)), None, "quiet")) == [0, 1, 2, 3]


def test_steps_closes_its_bar_when_stopped_early(capsys):
    for item in steps(range(10), True, "stopped"):
        if item == 2:
            break
    assert "stopped" in capsys.readouterr().err


def test_octal_sequence_reports_to_the_end():
    calls = Calls()
    values = TakeAndBreak("0.137").nim_values(3000, progress=calls)
    assert len(values) == 3001
    assert calls and calls[-1] == (3001, 3001)
    assert all(total == 3001 and 0 < done <= total for done, total in calls)
    assert [done for done, _ in calls] == sorted(done for done, _ in calls)


def test_periodicity_reports_out_of_the_heaps_allowed():
    calls = Calls()
    # Kayles, 0.77, has period 12 from heap 71 (Winning Ways, vol. 1, ch. 4).
    found = TakeAndBreak("0.77").periodicity(max_heap=4096, progress=calls)
    assert (found.period, found.preperiod) == (12, 71)
    assert calls and all(total == 4096 and done < total for done, total in calls)


def test_grundys_game_bar(capsys):
    GrundysGame().nim_values(600, progress=True)
    assert "nim-values of" in capsys.readouterr().err


def test_book_tables_report_each_table():
    calls = Calls()
    keys = [key for key, _ in book_tables(["9.1a", "9.1b"], progress=calls)]
    assert keys == ["9.1a", "9.1b"] and calls == [(1, 2), (2, 2)]


def test_dots_and_boxes_reports_each_block_of_states():
    calls = Calls()
    cgt.clear_caches()
    # The empty 2 x 4 board has 22 lines: 2**22 states, solved in four blocks of 2**20.
    assert DotsAndBoxes(2, 4).net_score(progress=calls) == DotsAndBoxes(2, 4).net_score()
    assert calls == [(k, 4) for k in range(1, 5)]


def test_domineering_level_search_reports_regions():
    calls = Calls()
    cgt.clear_caches()
    board = Domineering.rectangle(4, 5)  # 20 squares: valued a level at a time
    value = board.evaluate(progress=calls)
    assert value == board.value
    assert calls and calls[-1][0] == calls[-1][1] > 100
    assert all(a[0] < b[0] for a, b in zip(calls, calls[1:]))


# -- progress by default: a delayed bar where someone watches --------------------------------

def test_by_default_a_delayed_bar_where_someone_watches(monkeypatch):
    monkeypatch.setattr(progress, "watched", lambda: True)
    bar = reporter(None, "x")
    assert isinstance(bar, Bar) and bar.delay == progress.DELAY > 0
    assert reporter(False, "x") is None and reporter(True, "x").delay == 0


def test_a_script_whose_stderr_is_no_terminal_shows_nothing():
    script = "import cgt.progress as p; print(p.watched(), p.reporter(None, 'x'))"
    run = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                         cwd=ROOT, check=True)
    assert run.stdout.split() == ["False", "None"] and run.stderr == ""


def test_the_default_bar_of_an_engine_and_progress_false(monkeypatch, capsys):
    monkeypatch.setattr(progress, "watched", lambda: True)
    monkeypatch.setattr(progress, "DELAY", 0.0)
    TakeAndBreak("0.07").nim_values(700, progress=False)
    TakeAndBreak("0.07").periodicity(max_heap=700, progress=False)
    assert capsys.readouterr().err == ""
    TakeAndBreak("0.007").nim_values(700)
    assert "nim-values of TakeAndBreak('0.007')" in capsys.readouterr().err


def test_the_delay_counts_from_the_start_of_the_work(capsys):
    waiting = Bar("waiting", delay=1000.0)
    waiting(1, 2)
    waiting(2, 2)
    assert "waiting" not in capsys.readouterr().err
    late = Bar("late", delay=1.0)
    late.started -= 5.0  # the work began five seconds ago: the bar is due at once
    late(1, 2)
    late(2, 2)
    assert "late" in capsys.readouterr().err


def test_in_a_notebook_the_bar_is_tqdm_autos(monkeypatch):
    import tqdm.auto
    import tqdm.notebook
    monkeypatch.setattr(progress, "in_notebook", lambda: True)
    monkeypatch.setattr(tqdm.notebook, "IProgress", object)  # as if ipywidgets were there
    assert progress._bar_class() is tqdm.auto.tqdm
    # without the widgets, a notebook shows the text bar, as tqdm.notebook would fail
    monkeypatch.setattr(tqdm.notebook, "IProgress", None)
    assert progress._bar_class() is progress.tqdm
    monkeypatch.setattr(progress, "in_notebook", lambda: False)
    assert progress._bar_class() is progress.tqdm
