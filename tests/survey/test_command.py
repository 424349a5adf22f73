"""``cgt survey`` on the command line."""
import sqlite3

from cgt.cli import main


def test_cgt_survey_prints_the_rows_and_the_summary(tmp_path, capsys):
    store = tmp_path / "octal.sqlite"
    argv = ["survey", "octal", "period", "--size", "1", "--max-heap", "1024", "--store",
            str(store), "--scheduler", "synchronous", "--rows"]
    assert main(argv) == 0
    out = capsys.readouterr().out
    # 0.4 has period 34 from 54 (Dawson's Kayles, 0.07, shifted by one heap; WW ch. 4).
    assert "0.4      34         54" in out
    assert "members: 7, failed: 0" in out
    assert "periods proved: 6, not proved: 1" in out   # 0.6 is not proved below 1024
    rows = sqlite3.connect(store).execute("SELECT count(*) FROM members").fetchone()
    assert rows == (7,)
    # Run again, the survey resumes: nothing is added, the same summary comes out.
    assert main(argv) == 0
    assert "members: 7, failed: 0" in capsys.readouterr().out
    assert sqlite3.connect(store).execute("SELECT count(*) FROM members").fetchone() == (7,)


def test_cgt_survey_of_domineering_counts_kinds(capsys):
    assert main(["survey", "domineering", "--size", "3", "--scheduler", "synchronous"]) == 0
    # One square is 0; two or three in a column 1 (Left's one move), in a row -1; the L of
    # three squares is * (either player's one move leaves a single square).
    out = capsys.readouterr().out
    assert "members: 6, failed: 0" in out
    assert "outcomes: L 2, R 2, P 1, N 1" in out
    assert "kinds: number 5, nimber 1" in out


def test_cgt_survey_reports_bad_input(capsys):
    assert main(["survey", "octal", "period", "--size", "1", "--scheduler", "nowhere",
                 "--max-heap", "64"]) == 1
    assert capsys.readouterr().err.startswith("cgt: ")
