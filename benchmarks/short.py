"""Workloads of the short-game core: closed-form sums, sums of switches, sums of day-3 games."""
import random

from cgt import Game, game, nimber, up, zero


def nimber_sums(count):
    def setup():
        rng = random.Random(1)
        heaps = [nimber(rng.getrandbits(64)) for _ in range(count)]

        def run():
            total = zero
            for h in heaps:
                total = total + h
            return total

        return run

    return setup


def switch_sum(n):
    def setup():
        parts = [game("{%d|-%d}" % (k, k)) for k in range(1, n + 1)]
        return lambda: sum(parts[1:], parts[0])

    return setup


def born_by(day):
    games = [zero]
    for _ in range(day):
        n = len(games)
        comparable = [[games[i] <= games[j] or games[j] <= games[i] for j in range(n)] for i in range(n)]
        sides, stack = [], [(0, ())]
        while stack:
            start, chosen = stack.pop()
            sides.append([games[i] for i in chosen])
            stack.extend((k + 1, chosen + (k,)) for k in range(start, n)
                         if not any(comparable[k][c] for c in chosen))
        games = list({Game(a, b) for a in sides for b in sides})
    return games


def day3_sums(count, terms, printed=False):
    def setup():
        day3 = sorted(born_by(3), key=str)
        rng = random.Random(3)
        picks = [[rng.choice(day3) for _ in range(terms)] for _ in range(count)]
        if printed:
            sums = [sum(p[1:], p[0]) for p in picks]
            return lambda: sum(len(str(g)) for g in sums)
        return lambda: sum(sum(p[1:], p[0]).birthday for p in picks)

    return setup


WORKLOADS = [
    ("nimber sums, 64-bit heaps", "100000 heaps", nimber_sums(100_000)),
    ("huge closed forms", "10**4 sums", lambda: lambda: [nimber(10**6) + nimber(k) + k * up
                                                         for k in range(10**4)][-1]),
    ("switch sum +-1..+-8", "8 switches", switch_sum(8)),
    ("switch sum +-1..+-10", "10 switches", switch_sum(10)),
    ("switch sum +-1..+-12", "12 switches", switch_sum(12)),
    ("games born by day 3", "1474 games", lambda: lambda: len(born_by(3))),
    ("random sums of day-3 games", "200 sums of 3", day3_sums(200, 3)),
    ("printing those sums", "200 games", day3_sums(200, 3, printed=True)),
]
