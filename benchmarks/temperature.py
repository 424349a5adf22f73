"""Temperature theory: thermographs, cooling, heating, atomic weights, reduced forms, products.

Each setup builds its games (untimed); the timed part computes on games whose caches are empty.
"""
from cgt import game, nimber, up, zero


def _warm_up():
    """Import the lazily loaded modules (sympy among them) outside the timed part."""
    zero.thermograph().temperature


def _sum(texts):
    total = zero
    for text in texts:
        total = total + game(text)
    return total


def _switches(n):
    """{1*|0} + {2*|0} + ... + {n*|0}: hot switches whose stars keep the sum from collapsing."""
    return _sum(f"{{{k}*|0}}" for k in range(1, n + 1))


def _two_level(n):
    """{2|1||0} + {4|2||0} + ... + {2n|n||0}."""
    return _sum(f"{{{2 * k}|{k}||0}}" for k in range(1, n + 1))


# Infinitesimals, some not all-small, whose sum needs the atomic test with Norton products.
ATOMIC_PARTS = ["{1|*||*}", "Tiny(1)", "{^^*|v}", "^[3]", "{2|*||*}", "Miny(1/2)", "{0,^*|v}",
                "{*2,^|*}"]


def thermograph_of(make, n):
    def setup():
        g = make(n)
        _warm_up()
        return lambda: g.thermograph().temperature
    return setup


def domineering_thermograph(rows, cols):
    def setup():
        from cgt.rulesets.domineering import Domineering

        g = Domineering.rectangle(rows, cols).value
        _warm_up()
        return lambda: g.thermograph().temperature
    return setup


def chill_of(make, n):
    def setup():
        g = make(n)
        return lambda: g.chill()
    return setup


def heat_nimber():
    g = nimber(14)
    return lambda: g.heat(1).birthday


def huge_number_thermograph():
    g = game("1/2**2000")
    return lambda: g.thermograph().temperature


def atomic_weight_of_sum():
    g = _sum(ATOMIC_PARTS)
    return lambda: g.atomic_weight()


def reduced_of_sum():
    g = _two_level(6) + up
    return lambda: g.reduced()


def conway_product():
    g, h = game("{2|*||-1}"), game("{3|1||0}") + nimber(2)
    return lambda: g.conway_product(h)


WORKLOADS = [
    ("thermograph: Domineering 2x12", "birthday 12", domineering_thermograph(2, 12)),
    ("thermograph: sum of k*|0 switches", "12 switches", thermograph_of(_switches, 12)),
    ("thermograph: sum of 2k|k||0", "8 games", thermograph_of(_two_level, 8)),
    ("thermograph: 1/2**2000", "2000 followers", huge_number_thermograph),
    ("chill: sum of 2k|k||0", "8 games", chill_of(_two_level, 8)),
    ("heat *14 by 1", "*14", heat_nimber),
    ("atomic weight: sum of infinitesimals", "8 games", atomic_weight_of_sum),
    ("reduced form: sum of 2k|k||0 plus up", "6 games", reduced_of_sum),
    ("Conway product {2|*||-1}.({3|1||0}+*2)", "birthdays 3, 4", conway_product),
]
