"""Workloads of loopy impartial games: retrograde analysis, Smith's values, entailing moves."""
import random

from cgt.impartial.entailing import value_set
from cgt.impartial.entailing.games import TopEntails
from cgt.impartial.loopy import MoveGraph, Outcomes, SmithValues
from cgt.impartial.loopy.fair_shares import fair_shares_graph
from cgt.impartial.loopy.l_game import l_game_graph


def l_game():
    """All 2296 positions of the L-game, built and analysed, outcomes and remoteness."""
    def setup():
        l_game_graph.cache_clear()
        return lambda: Outcomes(l_game_graph()).counts()

    return setup


def fair_shares(top):
    """Smith's values of every partition of n almonds, for n up to ``top``."""
    def setup():
        def job():
            return sum(sum(not v.is_finite for _, v in SmithValues(fair_shares_graph(n)).items())
                       for n in range(1, top + 1))
        return job

    return setup


def random_graph(vertices, edges, back):
    """Smith's values of a random graph; a move goes to one of the next 200 vertices, except
    a fraction ``back`` of them, which go anywhere (1.0: a uniformly random graph)."""
    def setup():
        rng = random.Random(1)
        options = [[] for _ in range(vertices)]
        for _ in range(edges):
            i = rng.randrange(vertices - 1)
            j = rng.randrange(vertices) if rng.random() < back else \
                rng.randrange(i + 1, min(vertices, i + 200))
            options[i].append(j)
        graph = MoveGraph(list(range(vertices)), options)
        return lambda: sum(not v.is_finite for _, v in SmithValues(graph).items())

    return setup


def top_entails(top):
    def setup():
        return lambda: repr(value_set(TopEntails(top), {}))

    return setup


WORKLOADS = [
    ("L-game: outcomes and remoteness", 2296, l_game()),
    ("Fair Shares: Smith values, n <= 20", 20, fair_shares(20)),
    ("Fair Shares: Smith values, n <= 30", 30, fair_shares(30)),
    ("Smith values, random graph, 1e6 moves", 10**5, random_graph(10**5, 10**6, 1.0)),
    ("Smith values, near-acyclic, 1e6 moves", 10**5, random_graph(10**5, 10**6, 0.001)),
    ("Smith values, acyclic, 1e6 moves", 10**5, random_graph(10**5, 10**6, 0.0)),
    ("Top Entails value sets", 300, top_entails(300)),
]

SLOW = {"Fair Shares: Smith values, n <= 30", "Smith values, random graph, 1e6 moves",
        "Smith values, near-acyclic, 1e6 moves", "Smith values, acyclic, 1e6 moves"}
