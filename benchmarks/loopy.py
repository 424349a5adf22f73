"""Workloads of loopy games: outcomes of big free graphs, simplest forms of random stoppers,
the rulesets of Winning Ways ch. 11 and Fox and Geese."""
import itertools
import random
from collections import Counter

from cgt import game as short_game
from cgt.loopy import over, tiny, upon, upon_star
from cgt.loopy.arithmetic import value_of_graph
from cgt.loopy.base import graph_of
from cgt.loopy.canonical import canonical_stopper
from cgt.loopy.cycles import alternating_edges, is_stopper_graph
from cgt.loopy.graph import product, restrict
from cgt.loopy.outcome import graph_outcome
from cgt.loopy.sides import offside_of_graph, onside_of_graph
from cgt.loopy.stopper import stopper_value
from cgt.rulesets.backsliding_toads_and_frogs import strip_values
from cgt.rulesets.fox_and_geese import FoxAndGeese
from cgt.rulesets.sisyphus import Sisyphus


def random_graph(n, degree, seed):
    rng = random.Random(seed)
    left = tuple(tuple(sorted({rng.randrange(n) for _ in range(degree)})) for _ in range(n))
    right = tuple(tuple(sorted({rng.randrange(n) for _ in range(degree)})) for _ in range(n))
    return left, right


def free_outcome(edges):
    def setup():
        left, right = random_graph(edges // 4, 2, 1)
        return lambda: graph_outcome(left, right, 0)

    return setup


def random_stopper(n):
    def setup():
        rng = random.Random(2)
        left = tuple(tuple(sorted({rng.randrange(n) for _ in range(2)})) for _ in range(n))
        right = tuple(tuple(sorted({rng.randrange(n) for _ in range(2)})) for _ in range(n))
        _, cyclic = alternating_edges(left, right, range(n))
        right = tuple(tuple(w for w in right[v] if (v, w) not in cyclic) for v in range(n))
        return lambda: len(stopper_value(left, right, 0).graph[0])

    return setup


def product_stopper(count):
    """The simplest form of the product graph of a sum of stoppers (not simplified first)."""
    def setup():
        parts = [upon, over, tiny, short_game("{3|1/2}"), short_game("^*"), upon_star][:count]
        graph = graph_of(parts[0])
        for part in parts[1:]:
            graph = product(graph, graph_of(part))
        left, right, root = graph
        return lambda: (len(left), len(canonical_stopper(left, right, [root])[0]))

    return setup


def sisyphus():
    def setup():
        squares = [c + str(r) for c in "abcdef" for r in range(1, 7)]
        return lambda: Sisyphus(squares[-1]).value if all(
            Sisyphus(s).value is not None for s in squares) else None

    return setup


def backsliding_sweep(length):
    """The sides of every Backsliding Toads-and-Frogs strip of at most ``length`` squares
    with at most 3 toads and 3 frogs, each size from one game graph; the number of strips
    and how many had both sides found."""
    def setup():
        def run():
            total = found = 0
            for n in range(1, length + 1):
                for t, f in itertools.product(range(4), repeat=2):
                    if not 0 < t + f <= n:
                        continue
                    for v in strip_values(n, t, f).values():
                        total += 1
                        found += (getattr(v, "onside", v) is not None
                                  and getattr(v, "offside", v) is not None)
            return f"{found}/{total}"

        return run

    return setup


def random_sides(count, vertices):
    """Sides of random non-stopper graphs: how many sides sidling finds (with its pruned
    candidates), out of two per graph."""
    def setup():
        rng = random.Random(1)
        graphs = []
        while len(graphs) < count:
            n = rng.randint(1, vertices)
            left, right = (tuple(tuple(sorted({rng.randrange(n)
                                               for _ in range(rng.randint(0, 2))}))
                                 for _ in range(n)) for _ in range(2))
            left, right, _ = restrict(left, right, [0])
            if not is_stopper_graph(left, right, [0]):
                graphs.append((left, right))

        def run():
            found = sum((onside_of_graph(left, right, 0) is not None)
                        + (offside_of_graph(left, right, 0) is not None)
                        for left, right in graphs)
            return f"{found}/{2 * count}"

        return run

    return setup


def random_graph_values(count, vertices):
    """The values of random game graphs of ``vertices`` vertices with up to three Left and
    three Right moves each (the part reachable from vertex 0): how many of each kind."""
    def setup():
        rng = random.Random(7)
        graphs = []
        for _ in range(count):
            left, right = (tuple(tuple(sorted({rng.randrange(vertices)
                                               for _ in range(rng.randint(0, 3))}))
                                 for _ in range(vertices)) for _ in range(2))
            graphs.append(restrict(left, right, [0])[:2])

        def run():
            kinds = Counter(type(value_of_graph(left, right, 0)).__name__
                            for left, right in graphs)
            return ", ".join(f"{kinds[k]} {k}" for k in sorted(kinds))

        return run

    return setup


def fox_and_geese(row):
    def setup():
        geese = [(row, c) for c in range(2 - row % 2, 9, 2)][:4]
        return lambda: FoxAndGeese(geese, (1, 1)).value

    return setup


WORKLOADS = [
    ("free outcome, random graph", "10^6 edges", free_outcome(10**6)),
    ("simplest form of a random stopper", "200 vertices", random_stopper(200)),
    ("simplest form of a product of 5 stoppers", "432 vertices", product_stopper(5)),
    ("simplest form of a product of 6 stoppers", "864 vertices", product_stopper(6)),
    ("Sisyphus, every square", "36 squares", sisyphus()),
    ("Backsliding Toads-and-Frogs, small sweep", "length <= 8", backsliding_sweep(8)),
    ("Backsliding Toads-and-Frogs sweep", "length <= 10", backsliding_sweep(10)),
    ("sides of random non-stopper graphs", "400, <= 4 vertices", random_sides(400, 4)),
    ("values of random 8-vertex graphs", "1000 graphs", random_graph_values(1000, 8)),
    ("Fox and Geese, 4 geese on row 4", "8 wide", fox_and_geese(4)),
]
SLOW = {"Fox and Geese, 4 geese on row 4", "free outcome, random graph",
        "simplest form of a product of 6 stoppers", "Backsliding Toads-and-Frogs sweep"}
