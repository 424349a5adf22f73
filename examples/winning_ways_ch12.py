"""Regenerate the tables of Winning Ways vol. 2, chapter 12 ("Games Eternal – Games Entailed").

    python3 examples/winning_ways_ch12.py              # all tables
    python3 examples/winning_ways_ch12.py table1 lgame # some of them

Where the printed book is wrong, docs/errata.md (chapter 12) lists the entries.
"""
import sys
from collections import Counter

from cgt.impartial.entailing import value_set
from cgt.impartial.entailing.games import (AllSquare, DimWithTails, EntailingNim, GoldbachNim,
                                           PrimWithTails, TopEntails, WytQueensWithTrains)
from cgt.impartial.loopy import Outcomes, SmithValues, subtraction_values
from cgt.impartial.loopy.fair_shares import fair_shares_graph
from cgt.impartial.loopy.l_game import l_game_graph


def fair_shares_remoteness():
    """Figure 4: the P-positions of Fair Shares and Varied Pairs by remoteness, n <= 10, and
    the outcomes with 11 almonds."""
    lines = []
    for n in range(1, 11):
        table = Outcomes(fair_shares_graph(n))
        found = sorted((table.remoteness(p), str(p)) for p in table.positions("P"))
        lines.append(f"{n:2}: " + " ".join(f"{p}({r})" for r, p in found))
    lines.append(f"11 almonds: {Outcomes(fair_shares_graph(11)).counts()}")
    return "\n".join(lines)


def table1(unequal_partners=False):
    """Table 1: values and stages of Fair Shares and Varied Pairs, n <= 10 (with
    ``unequal_partners``, the variant Fair Shares and Unequal Partners)."""
    lines = []
    for n in range(1, 11):
        values = SmithValues(fair_shares_graph(n, unequal_partners))
        order = sorted(values.items(), key=lambda item: (not item[1].is_finite,
                                                          item[1].stage or 0, str(item[0])))
        lines.append(f"{n:2}: " + "  ".join(f"{p} {v!r}" for p, v in order))
    return "\n".join(lines)


def table2():
    """Table 2: the additional subtraction games, heaps 0..15 (cap 120, confirmed at 240)."""
    lines = []
    for moves in [(-1, 2, 5), (-2, 4, 5), (-1, 3, 8), (-2, 3, 8), (-2, 4, 10)]:
        values = subtraction_values(moves, 15, cap=120)
        lines.append(f"S{moves}: " + " ".join(map(repr, values)))
    return "\n".join(lines)


def lgame():
    """The L-game: positions by outcome and remoteness."""
    table = Outcomes(l_game_graph())
    counts = Counter((table.outcome(p), table.remoteness(p)) for p in l_game_graph().vertices)
    lines = [f"{table.counts()}"]
    for letter in "PN":
        row = sorted((r, c) for (o, r), c in counts.items() if o == letter)
        lines.append(f"{letter}: " + " ".join(f"{r}:{c}" for r, c in row))
    return "\n".join(lines)


def top_entails():
    """The values of Top Entails, stacks 0..49."""
    return " ".join(f"{n}:{value_set(TopEntails(n))!r}" for n in range(50))


def entailing_nim():
    """Nim with entailing moves: reduce-by-1 entailing (and 1 -> 0 disentailed), N(2, 5, 7)
    and its variants, Goldbach's Nim."""
    def row(heaps):
        return " ".join(map(repr, (value_set(h) for h in heaps)))

    return "\n".join([
        "reduce by 1:      " + row(EntailingNim(n) for n in range(13)),
        "... 1 -> 0 plain: " + row(EntailingNim(n, {1}, {0}) for n in range(13)),
        "N(2,5,7):         " + row(EntailingNim(n, {2, 5, 7}) for n in range(42)),
        "... to 0 plain:   " + row(EntailingNim(n, {2, 5, 7}, {0}) for n in range(13)),
        "... to 0, 1 plain:" + row(EntailingNim(n, {2, 5, 7}, {0, 1}) for n in range(13)),
        "Goldbach:         " + " ".join(f"{n}:{value_set(GoldbachNim(n))!r}" for n in range(60)
                                        if not value_set(GoldbachNim(n)).is_loony),
        "Goldbach (1 prime):" + " ".join(f"{n}:{value_set(GoldbachNim(n, True))!r}"
                                         for n in range(60)
                                         if not value_set(GoldbachNim(n, True)).is_loony),
    ])


def table3():
    """Table 3: Wyt Queens with orthogonal moves entailing, rows 0..7, columns 0..11."""
    return "\n".join(" ".join(f"{value_set(WytQueensWithTrains(x, y))!r:>5}" for y in range(12))
                     for x in range(8))


def table4():
    """Table 4: the cells (x, x + d) of value k in Off-Wyth-Its-Tail!, d = 0..8."""
    cells = {}
    for x in range(30):
        for y in range(x, 30):
            v = value_set(WytQueensWithTrains(x, y, "diagonal"))
            if not v.is_loony and y - x <= 8 and v.least <= y - x:
                cells.setdefault((y - x, v.least), (x, y))
    return "\n".join(f"d={d}: " + " ".join(str(cells[d, k]) for k in range(d + 1))
                     for d in range(9))


def prim_and_dim():
    """Prim and Dim with tails."""
    def row(heaps):
        return " ".join(map(repr, (value_set(h) for h in heaps)))

    return "\n".join([
        "Prim, 1 -> 0 entailing: " + row(PrimWithTails(n) for n in range(11)),
        "Prim, 1 -> 0 plain:     " + row(PrimWithTails(n, "plain") for n in range(26)),
        "Prim, 1 -> 0 illegal:   " + row(PrimWithTails(n, "illegal") for n in range(1, 34)),
        "Dim:                    " + row(DimWithTails(n) for n in range(33)),
    ])


def all_square():
    """All Square, n = 1..81: the least value, or L for loony."""
    return " ".join(f"{n}:" + ("L" if v.is_loony else str(v.least))
                    for n, v in ((n, value_set(AllSquare(n))) for n in range(1, 82)))


TABLES = {
    "fig4": fair_shares_remoteness,
    "table1": table1,
    "unequal": lambda: table1(unequal_partners=True),
    "lgame": lgame,
    "table2": table2,
    "topentails": top_entails,
    "nim": entailing_nim,
    "table3": table3,
    "table4": table4,
    "primdim": prim_and_dim,
    "allsquare": all_square,
}


def main(keys):
    for key in keys or TABLES:
        print(f"== {key}")
        print(TABLES[key]())
        print()


if __name__ == "__main__":
    main(sys.argv[1:])
