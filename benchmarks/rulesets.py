"""Rule-defined games: the Domineering workloads that ../shared/bench/peers.sh compares with
pycgt and cgt-py, and a few other rulesets. Each setup empties the transposition tables."""
from cgt.rulesets import (
    AntiClobber, ArcKayles, Clobber, Domineering, Fission, Hackenbush, ToadsAndFrogs, clear,
)


def _domineering(rows, cols):
    def setup():
        clear()
        return lambda: Domineering.rectangle(rows, cols).value
    return setup


def _doubled(rows, cols):
    def setup():
        clear()
        g = Domineering.rectangle(rows, cols).value
        return lambda: g + g
    return setup


def _temperature(rows, cols):
    def setup():
        clear()
        return lambda: Domineering.rectangle(rows, cols).value.temperature
    return setup


def _position(make):
    def setup():
        clear()
        position = make()
        return lambda: position.value
    return setup


WORKLOADS = [
    ("domineering 3x4", "12 squares", _domineering(3, 4)),
    ("domineering 4x4", "16 squares", _domineering(4, 4)),
    ("domineering 5x4", "20 squares", _domineering(5, 4)),
    ("domineering 6x4", "24 squares", _domineering(6, 4)),
    ("domineering 5x5", "25 squares", _domineering(5, 5)),
    ("domineering 2x12", "24 squares", _domineering(2, 12)),
    ("G+G, G = domineering 6x4", "24 squares", _doubled(6, 4)),
    ("temperature of domineering 2x10", "20 squares", _temperature(2, 10)),
    ("domineering 6x5", "30 squares", _domineering(6, 5)),
    ("toads and frogs ttt...fff", "9 squares", _position(lambda: ToadsAndFrogs("ttt...fff"))),
    ("hackenbush mixed tree", "12 edges", _position(lambda: Hackenbush(
        "0-1L 1-2R 1-3G 3-4L 3-5R 0-6G 6-7L 6-8R 8-9G 0-10R 10-11L 11-12G"))),
    ("fission 4x4", "2 stones", _position(lambda: Fission("....|.x..|..x.|...."))),
    ("fission 5x5", "3 stones", _position(lambda: Fission(".....|.x...|...x.|.x...|....."))),
    ("clobber 4x4", "12 stones", _position(lambda: Clobber("xox.|oxo.|.oxo|..ox"))),
    ("anticlobber 4x4", "8 stones", _position(lambda: AntiClobber("xo..|o..x|..ox|.xo."))),
    ("arckayles paths 1..100", "100 paths", _position(lambda: _Paths(100))),
]


class _Paths:
    """The nim values of ArcKayles on the paths of 1 to n vertices, as one job."""

    def __init__(self, n):
        self.n = n

    @property
    def value(self):
        return sum(ArcKayles.path(k).nim_value for k in range(1, self.n + 1))

SLOW = {"domineering 6x5", "fission 5x5"}
