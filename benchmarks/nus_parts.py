"""Hot games with large number, up and nimber parts: each row should cost about the same for a
part of size 2**10 as for one of size 2**64 (or 10**50 ups)."""
from cgt import game, nimber, up
from cgt.errors import ResourceError


def _hot():
    """A hot game with a few levels: {3|1||0} + {2|{1|0}} + {1*|*2}."""
    return game("{3|1||0}") + game("{2|{1|0}}") + game("{1*|*2}")


def sum_with_nimber(bits):
    def setup():
        g, star = _hot(), nimber((1 << bits) - 3)
        return lambda: g + star

    return setup


def sum_with_ups(n):
    def setup():
        g, ups = _hot(), n * up
        return lambda: g + ups

    return setup


def compare_with_nimber(bits):
    def setup():
        g, star = game("{1|0}") + game("{2|{1|0}}"), nimber(1 << bits)
        return lambda: (g.compare(star), (g + star).compare(nimber((1 << bits) + 1)))

    return setup


def stops_and_temperature(bits):
    def setup():
        g = _hot() + nimber(1 << bits) + (1 << bits) * up
        game("{1|0}").temperature  # loads sympy outside the timed part

        def run():
            return g.left_stop, g.right_stop, g.temperature

        return run

    return setup


def cool_with_parts(bits):
    def setup():
        g = _hot() + nimber(1 << bits) + (1 << bits) * up
        return lambda: g.cool(game("1/2"))

    return setup


def heat_refused(bits):
    def setup():
        star = nimber(1 << bits)

        def run():
            try:
                return f"{len(star.heat(1).left_options)} Left options"
            except ResourceError:
                return "refused"

        return run

    return setup


def heat_by_nonpositive(bits):
    def setup():
        g = nimber(1 << bits) + (1 << bits) * up + game("1/2")
        return lambda: (g.heat(game("-1/2")), g.heat(game("*")), g.heat(0) is g)

    return setup


WORKLOADS = []
for _bits in (10, 64):
    WORKLOADS += [
        (f"hot + *(2^{_bits}-3)", f"2^{_bits}", sum_with_nimber(_bits)),
        (f"hot + 2^{_bits}.up", f"2^{_bits}", sum_with_ups(1 << _bits)),
        (f"compare with *2^{_bits}", f"2^{_bits}", compare_with_nimber(_bits)),
        (f"stops, temperature: hot + parts 2^{_bits}", f"2^{_bits}", stops_and_temperature(_bits)),
        (f"cool by 1/2: hot + parts 2^{_bits}", f"2^{_bits}", cool_with_parts(_bits)),
        (f"heat *2^{_bits} by -1/2, *, 0", f"2^{_bits}", heat_by_nonpositive(_bits)),
    ]
WORKLOADS += [
    ("hot + 10^50.up", "10^50", sum_with_ups(10**50)),
    # ∫^1 *m has m options, built the ordinary way for small m and refused for large m.
    ("heat *2^5 by 1", "2^5", heat_refused(5)),
    ("heat *2^64 by 1 (refused)", "2^64", heat_refused(64)),
]
