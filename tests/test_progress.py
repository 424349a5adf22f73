"""Progress reports of long computations: a tqdm bar, a function of the caller's, or nothing."""
import pytest

import cgt
from cgt.errors import CGTTypeError
from cgt.compounds.tables import book_tables
from cgt.impartial import GrundysGame, TakeAndBreak
from cgt.progress import Bar, reporter, steps
from cgt.rulesets import Domineering, DotsAndBoxes


class Calls(list):
    def __call__(self, done, total):
        self.append((done, total))


def test_reporter_choices():
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
