"""The ``cgt`` command line."""
import subprocess
import sys

import pytest

import cgt
from cgt import cli
from cgt.cli import Console, main, namespace, namespace_and_clashes


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


# -- the namespace ------------------------------------------------------------------------------

def test_the_names_of_cgt_win_in_the_repl():
    names = namespace()
    for name in cgt.__all__:
        assert names[name] is getattr(cgt, name)
    assert names["clear_caches"] is cgt.caches.clear_caches
    assert names["cache_info"] is cgt.caches.cache_info


def test_the_repl_cutcake_is_the_ruleset():
    from cgt.rulesets import Cutcake
    assert namespace()["Cutcake"] is Cutcake


def test_the_repl_holds_the_loopy_games():
    import cgt.impartial
    import cgt.loopy
    names = namespace()
    assert names["loopy"] is cgt.loopy and names["on"] is cgt.loopy.on
    assert names["impartial"].loopy is cgt.impartial.loopy
    # a subpackage's own meaning of a shared word is reached through the subpackage
    assert names["tiny"] is cgt.tiny and names["tiny"]("on") is cgt.loopy.tiny
    assert names["outcome"] is cli.outcome


def test_no_name_is_given_twice():
    # A name two packages give to different objects would silently mean only one of them.
    assert namespace_and_clashes()[1] == []


# -- polite errors ------------------------------------------------------------------------------

@pytest.mark.parametrize("expression, kind", [
    ('game("{1|")', "ParseError"),
    ("nimber(-1)", "CGTValueError"),
    ("1/0", "ZeroDivisionError"),
    ("undefined_name", "NameError"),
    ("up +", "SyntaxError"),
    ("[0] * 2 ** 70", "OverflowError"),
    ("game('1/2').no_such_method()", "AttributeError"),
])
def test_every_error_of_one_expression_is_one_line(capsys, expression, kind):
    assert main(["-c", expression]) == 1
    captured = capsys.readouterr()
    assert captured.out == ""
    err = captured.err.rstrip("\n")
    assert "\n" not in err and err.startswith(kind + ":")


def test_the_traceback_flag_shows_the_traceback(capsys):
    assert main(["--traceback", "-c", 'game("{1|")']) == 1
    err = capsys.readouterr().err
    assert "Traceback (most recent call last)" in err and "ParseError" in err


def test_help_is_plain_text(capsys):
    with pytest.raises(SystemExit) as exit_:
        main(["--help"])
    assert exit_.value.code == 0
    out = capsys.readouterr().out
    assert "usage: cgt" in out and "--traceback" in out
    assert "``" not in out and ":func:" not in out and ".. " not in out


def run_repl(*lines, flags=()):
    return subprocess.run([sys.executable, "-m", "cgt.cli", *flags], input="\n".join(lines) + "\n",
                          capture_output=True, text=True, timeout=120)


def test_a_cgt_error_in_the_repl_prints_its_message():
    run = run_repl('game("{1|")', "print(up + up)")
    assert "ParseError: '{' is never closed at column 1" in run.stderr
    assert "Traceback" not in run.stderr
    assert "^^" in run.stdout  # the session goes on


def test_the_repl_shows_tracebacks_on_request():
    run = run_repl('game("{1|")', flags=["--traceback"])
    assert "Traceback (most recent call last)" in run.stderr


def test_other_errors_in_the_repl_keep_their_traceback():
    run = run_repl("1/0")
    assert "Traceback" in run.stderr and "ZeroDivisionError" in run.stderr


def test_console_reports_a_cgt_error_by_its_message():
    written = []
    console = Console()
    console.write = written.append
    console.push("nimber(-1)")
    assert written == ["CGTValueError: the n of nimber(n) must be a natural number (0, 1, 2, ...), "
                       "not -1\n"]


def test_tab_completes_repl_names():
    assert cli.enable_completion(namespace())
    complete = cli.readline.get_completer()
    assert complete("Domine", 0) == "Domineering("
    assert complete("clear_c", 0) == "clear_caches()"
    assert complete("up.left_s", 0) == "up.left_stop"
    cli.readline.set_completer(None)


def test_one_expression_imports_only_what_it_names():
    code = ("import sys; from cgt import cli; cli.main(['-c', 'up + up']); "
            "print(sorted(m for m in ('cgt.rulesets', 'cgt.impartial', 'cgt.compounds', 'sympy')"
            " if m in sys.modules))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.split() == ["^^", "[]"]
    code = "from cgt import cli; cli.main(['-c', 'Domineering.rectangle(2, 3).value'])"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "{2|-1/2}"
