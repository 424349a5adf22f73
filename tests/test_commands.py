"""The subcommands of ``cgt``, run through the installed console script in a subprocess."""
import os
import pathlib
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET

import pytest

from cgt.commands import sequence_table, table

ROOT = pathlib.Path(__file__).resolve().parent.parent


def _script():
    beside = pathlib.Path(sys.executable).with_name("cgt")
    return str(beside) if beside.exists() else shutil.which("cgt")


SCRIPT = _script()
assert SCRIPT is not None, "the cgt console script is not installed: pip install -e '.[test]'"


def cgt(*args):
    env = dict(os.environ, PYTHONPATH=str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", ""))
    return subprocess.run([SCRIPT, *args], capture_output=True, text=True, timeout=300,
                          env=env, cwd=ROOT)


def test_table_alignment():
    assert table([[1, 22], [333, 4]], ["a", "b"]).splitlines() == [
        "  a   b", "  1  22", "333   4"]
    assert sequence_table([0, 1, 1, 2], columns=3).splitlines() == [
        "n  +0  +1  +2", "0   0   1   1", "3   2"]


def test_octal_values_and_period():
    # Dawson's Kayles 0.137: 0 1 1 2 0 3 1 1 0 3 3 2 2 4 0 5 2 2 3 3 (Winning Ways, vol. 1,
    # ch. 4), ultimately periodic with period 34 from heap 52.
    run = cgt("octal", "0.137", "--to", "19")
    assert run.returncode == 0, run.stderr
    lines = run.stdout.splitlines()
    assert lines[1].split() == ["n", *[f"+{c}" for c in range(10)]]
    assert lines[2].split() == ["0", "0", "1", "1", "2", "0", "3", "1", "1", "0", "3"]
    assert lines[3].split() == ["10", "3", "2", "2", "4", "0", "5", "2", "2", "3", "3"]
    run = cgt("octal", "0.137", "--to", "200", "--period")
    assert run.stdout.strip() == "TakeAndBreak('0.137'): period 34, preperiod 52 (proved)"


def test_grundy_game_and_wythoff():
    # Grundy's game: 0 0 0 1 0 2 1 0 2 1 0 2 1 3 2 1 3 2 4 3 (Winning Ways, vol. 1, ch. 4).
    run = cgt("grundy-game", "--to", "19")
    assert [line.split()[1:] for line in run.stdout.splitlines()[2:]] == [
        "0 0 0 1 0 2 1 0 2 1".split(), "0 2 1 3 2 1 3 2 4 3".split()]
    # Wythoff's game: row 1 of the Grundy table is 1 2 0 4 5 3 (Winning Ways, vol. 1, ch. 3).
    run = cgt("wythoff", "--rows", "3", "--cols", "6")
    assert run.stdout.splitlines()[3].split() == ["1", "1", "2", "0", "4", "5", "3"]


def test_values_of_rulesets(tmp_path):
    picture = tmp_path / "board.svg"
    run = cgt("value", "domineering", "2x3", "--svg", str(picture))
    # The 2 x 3 Domineering board is {2|-1/2} (as cgt -c gives it).
    assert run.stdout.strip() == "{2|-1/2}", run.stderr
    assert len(ET.parse(picture).getroot()) > 6
    assert cgt("value", "toads-and-frogs", "tt.ff").stdout.strip() == "*"
    # Lessons in Play, ch. 2: the blue-red string LR is 1/2.
    assert cgt("value", "hackenbush", "0-1L 1-2R").stdout.strip() == "1/2"
    # Sam Loyd's puzzle (Michon, Numericana, "The Boxer's Puzzle"): the mover wins 7 to 2.
    run = cgt("value", "dots-and-boxes", "3x3 AB BC CD FG KL NO OP AE EI FJ IM JN")
    assert run.stdout.strip() == "net score 5 for the player to move"


def test_thermograph_with_picture(tmp_path):
    picture = tmp_path / "t.svg"
    run = cgt("thermograph", "{3||2|1}", "--svg", str(picture))
    assert run.stdout.splitlines()[0] == "thermograph: mast 9/4 from temperature 3/4"
    assert ET.parse(picture).getroot().tag.endswith("svg")


@pytest.mark.parametrize("args, message", [
    (("octal", "0.9x"), "take-and-break code"),
    (("value", "chess", "4x4"), "no ruleset 'chess'"),
    (("value", "domineering", "..x"), "'x' at column 3"),
    (("thermograph", "{1|"), "never closed"),
    (("value", "dots-and-boxes", "AB"), "its size and the lines drawn"),
    (("octal", "0.7", "--to", "-3"), "-3 is negative"),
    (("wythoff", "--rows", "many"), "'many' is not a whole number"),
])
def test_bad_input_is_one_line(args, message):
    run = cgt(*args)
    assert run.returncode != 0 and run.stdout == ""
    assert len(run.stderr.strip().splitlines()) == 1 and message in run.stderr


def test_help_gives_an_example():
    run = cgt("octal", "--help")
    assert run.returncode == 0 and "example:" in run.stdout and "cgt octal 0.137" in run.stdout
    assert "grundy-game" in cgt("--help").stdout


def test_progress_bar_only_on_a_terminal():
    import fcntl
    import pty
    import struct
    import termios
    assert cgt("grundy-game", "--to", "3000").stderr == ""  # not a terminal: no bar
    master, slave = pty.openpty()
    fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 100, 0, 0))
    env = dict(os.environ, PYTHONPATH=str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", ""))
    child = subprocess.Popen([SCRIPT, "grundy-game", "--to", "3000"], stdout=subprocess.DEVNULL,
                             stderr=slave, env=env, cwd=ROOT)
    os.close(slave)
    seen = b""
    while True:
        try:
            chunk = os.read(master, 4096)
        except OSError:  # the child closed the terminal
            break
        if not chunk:
            break
        seen += chunk
    os.close(master)
    assert child.wait(timeout=300) == 0
    assert "3001/3001" in seen.decode("utf-8", "replace")
