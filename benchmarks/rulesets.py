"""Rule-defined games: the Domineering workloads that ../shared/bench/peers.sh compares with
pycgt and cgt-py, and a few other rulesets. Each setup empties the transposition tables.

The rulesets that cgt-py (the Rust-core package) also has are timed side by side with it by

    python -m benchmarks.rulesets --peers-python PYTHON [--repeat N] [--only NAME,...]

where ``PYTHON`` is an interpreter in which ``cgt_py`` is importable. Each run values the same
start position from a cold cache in a fresh process (only the valuing is timed), the runs
alternate between the packages, and the medians and their ratio are printed.
"""
import argparse
import random
import statistics
import subprocess
import sys
import textwrap

from cgt.rulesets import (
    AntiClobber, ArcKayles, BipartiteSnort, Clobber, Col, DigraphPlacement, Domineering,
    Fission, Hackenbush, Snort, ToadsAndFrogs, clear,
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



def grid_graph(rows, cols):
    """The rows x cols grid graph: its number of vertices and its edges."""
    edges = []
    for r in range(rows):
        for c in range(cols):
            v = r * cols + c
            if c + 1 < cols:
                edges.append((v, v + 1))
            if r + 1 < rows:
                edges.append((v, v + cols))
    return rows * cols, edges


def random_digraph(n, m, seed):
    """A digraph on ``n`` vertices with up to ``m`` random arcs, half its vertices blue and
    half red, drawn from ``random.Random(seed)``: (n, arcs, blue, red)."""
    rng = random.Random(seed)
    arcs = sorted({(rng.randrange(n), rng.randrange(n)) for _ in range(m)})
    arcs = [(u, v) for u, v in arcs if u != v]
    vertices = list(range(n))
    rng.shuffle(vertices)
    return n, arcs, sorted(vertices[: n // 2]), sorted(vertices[n // 2:])


def random_bipartite(blue, red, m, seed):
    """Up to ``m`` random edges (i, j) from ``blue`` vertices to ``red`` ones."""
    rng = random.Random(seed)
    return blue, red, sorted({(rng.randrange(blue), rng.randrange(red)) for _ in range(m)})


def _shared():
    """Workloads that cgt-py also has: name -> (size, argument text, cgt class, cgt-py class).
    The cgt position is ``Class.graph(*args)`` for Col and Snort, ``Class(*args)`` otherwise."""
    out = {}
    for board, size in [("....|.x..|..x.|....", "4x4, 2 stones"),
                        ("....|.x.x|....|....", "4x4, 2 stones"),
                        (".....|.x...|...x.|.....", "5x4, 2 stones"),
                        ("......|.x....|......|....x.", "6x4, 2 stones"),
                        (".....|.x...|...x.|.x...|.....", "5x5, 3 stones")]:
        out[f"fission {board}"] = (size, repr(board), "Fission", "Fission")
    for game in ("Col", "Snort"):
        for rows, cols in ((3, 3), (2, 6), (3, 4), (4, 4)):
            n, edges = grid_graph(rows, cols)
            out[f"{game.lower()} grid {rows}x{cols}"] = (
                f"{n} vertices", f"{n}, {edges!r}", game, game)
    for n, m, seed in ((16, 20, 4), (20, 26, 5), (24, 30, 6)):
        n, arcs, blue, red = random_digraph(n, m, seed)
        out[f"digraph placement {n} vertices"] = (
            f"{len(arcs)} arcs", f"{n}, {arcs!r}, blue={blue!r}, red={red!r}",
            "DigraphPlacement", "DigraphPlacement")
    for blue, red, m, seed in ((8, 8, 14, 4), (10, 10, 18, 5), (12, 12, 22, 6)):
        blue, red, edges = random_bipartite(blue, red, m, seed)
        out[f"bipartite snort {blue}+{red}"] = (
            f"{len(edges)} edges", f"{blue}, {red}, {edges!r}", "BipartiteSnort",
            "BipartiteSnort")
    return out


SHARED = _shared()
SHARED_SLOW = {"col grid 4x4", "snort grid 4x4"}


CLASSES = {"Fission": Fission, "Col": Col, "Snort": Snort, "DigraphPlacement": DigraphPlacement,
           "BipartiteSnort": BipartiteSnort}


def _cgt_position(cls_name, args):
    cls = CLASSES[cls_name]
    return eval(f"cls.graph({args})" if cls_name in ("Col", "Snort") else f"cls({args})",
                {"cls": cls})


for _name, (_size, _args, _ours, _theirs) in SHARED.items():
    WORKLOADS.append((_name, _size, _position(
        lambda ours=_ours, args=_args: _cgt_position(ours, args))))

SLOW = {"domineering 6x5"} | SHARED_SLOW

RUNNER = textwrap.dedent("""
    import sys, time
    sys.setrecursionlimit(100000)
    {setup}
    position = {make}
    t = time.perf_counter()
    value = {expr}
    t = time.perf_counter() - t
    print(repr(t))
    print(str(value).replace("\\n", " ")[:60])
""")


def _programs(name):
    """The cgt and cgt-py programs that time workload ``name``."""
    _, args, ours, theirs = SHARED[name]
    make = f"{ours}.graph({args})" if ours in ("Col", "Snort") else f"{ours}({args})"
    return {
        "cgt": RUNNER.format(setup=f"from cgt.rulesets import {ours}", make=make,
                             expr="position.value"),
        "cgt-py": RUNNER.format(setup="import cgt_py", make=f"cgt_py.{theirs}({args})",
                                expr="position.canonical_form"),
    }


def _run(python, code, timeout):
    try:
        p = subprocess.run([python, "-c", code], capture_output=True, text=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return None, f"over {timeout}s"
    if p.returncode != 0:
        return None, ((p.stderr.strip().splitlines() or ["failed"])[-1])[:60]
    out = p.stdout.splitlines()
    return float(out[0]), (out[1] if len(out) > 1 else "")


def side_by_side(peers_python, names, repeat, timeout):
    """Print, for each workload of ``names``, the median times of cgt and cgt-py and their
    ratio (above 1: cgt is slower)."""
    pythons = {"cgt": sys.executable, "cgt-py": peers_python}
    print(f"{'workload':34} {'size':>14} {'cgt':>9} {'cgt-py':>9} {'cgt/cgt-py':>10}  values")
    for name in names:
        programs = _programs(name)
        times = {k: [] for k in programs}
        shown = {}
        for _ in range(repeat):
            for pkg, code in programs.items():
                if pkg in shown and not times[pkg]:
                    continue  # failed once: not again
                t, text = _run(pythons[pkg], code, timeout)
                if t is not None:
                    times[pkg].append(t)
                shown.setdefault(pkg, text)
        med = {k: statistics.median(v) if v else None for k, v in times.items()}
        cells = [f"{med[k]:9.4f}" if med[k] is not None else f"{'-':>9}" for k in programs]
        ratio = (f"{med['cgt'] / med['cgt-py']:10.2f}" if None not in med.values()
                 and med["cgt-py"] > 0 else f"{'-':>10}")
        print(f"{name[:34]:34} {SHARED[name][0]:>14} {cells[0]} {cells[1]} {ratio}  "
              f"{shown['cgt'][:24]} / {shown['cgt-py'][:24]}", flush=True)


def main():
    ap = argparse.ArgumentParser(description="cgt and cgt-py side by side on the rulesets "
                                             "both have")
    ap.add_argument("--peers-python", required=True, help="a python that imports cgt_py")
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--timeout", type=float, default=120)
    ap.add_argument("--only", default="", help="workload names, comma-separated")
    ap.add_argument("--quick", action="store_true", help="skip the slow workloads")
    a = ap.parse_args()
    names = a.only.split(",") if a.only else [
        n for n in SHARED if not (a.quick and n in SHARED_SLOW)]
    side_by_side(a.peers_python, names, a.repeat, a.timeout)


if __name__ == "__main__":
    main()
