"""Values and positions pickled in one process load in another: a value as the interned object
there, so that values cross ``multiprocessing`` boundaries."""
import base64
import pickle
import subprocess
import sys

from cgt import game, nimber, up
from cgt.rulesets import Domineering, DotsAndBoxes, Hackenbush, ToadsAndFrogs

MADE_ELSEWHERE = """
import base64, pickle, sys
from cgt import game, nimber, up
from cgt.rulesets import Domineering, DotsAndBoxes, Hackenbush, ToadsAndFrogs
values = [game("{3||2|1}"), up, nimber(10**6), game("1/1024"), game("+-1+-2"),
          game("{3||2|1}").thermograph()]
positions = [Domineering("..#|..."), Hackenbush("0-1L 1-2G"), ToadsAndFrogs("t.f"),
             DotsAndBoxes(2, 2, "AB BE", to_move=2)]
sys.stdout.write(base64.b64encode(pickle.dumps((values, positions))).decode())
"""


def test_values_cross_processes_as_the_interned_objects():
    run = subprocess.run([sys.executable, "-c", MADE_ELSEWHERE], capture_output=True,
                         text=True, check=True, timeout=120)
    values, positions = pickle.loads(base64.b64decode(run.stdout))
    here = [game("{3||2|1}"), up, nimber(10**6), game("1/1024"), game("+-1+-2")]
    assert all(a is b for a, b in zip(values, here))
    assert values[-1] == game("{3||2|1}").thermograph()
    assert positions == [Domineering("..#|..."), Hackenbush("0-1L 1-2G"), ToadsAndFrogs("t.f"),
                         DotsAndBoxes(2, 2, "AB BE", to_move=2)]
    assert positions[0].value is Domineering("..#|...").value
