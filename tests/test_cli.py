"""The ``cgt`` command line."""
import subprocess
import sys

from cgt.cli import main


def test_one_expression(capsys):
    assert main(["-c", "up + up + star"]) == 0
    assert capsys.readouterr().out == "^^*\n"


def test_errors_are_reported_not_raised(capsys):
    assert main(["-c", 'game("1/3")']) == 1
    assert "NotShortError" in capsys.readouterr().err
    assert main(["-c", 'game("{1|")']) == 1
    assert "ParseError" in capsys.readouterr().err


def test_demo(capsys):
    assert main(["--demo"]) == 0
    out = capsys.readouterr().out
    assert "^^*" in out and "*3" in out and "*5" in out


def test_repl_reads_stdin():
    run = subprocess.run([sys.executable, "-m", "cgt.cli"], input="print(up + star)\n",
                         capture_output=True, text=True, timeout=120)
    assert "^*" in run.stdout
