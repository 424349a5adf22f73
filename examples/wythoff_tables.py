"""Reproduce the Wythoff and chessboard tables of the sources.

Prints Winning Ways' White Knight table (ch. 3, Table 1), Wythoff's P-positions, the 25×25
Grundy table of Michon's Numericana page, the proven periods and starts of rows 0..22, and Leff's
King-Rook and generalised-Wythoff corners.  Run: ``python3 examples/wythoff_tables.py``.
"""
from cgt.impartial import wythoff, wythoff_generalized
from cgt.impartial.grundy import grundy
from cgt.impartial.rulesets import KingRook, Knight, board_table

# Files a–q of Winning Ways' Table 1 and how many ranks each row shows.
WHITE_KNIGHT_RANKS = [20, 20, 19, 19, 18, 18, 17, 17, 16, 16, 14, 12, 10, 8, 6, 4, 2]


def show(title, rows):
    width = max(len(str(v)) for _, values in rows for v in values)
    print(f"\n{title}")
    for label, values in rows:
        print(f"{label:>4} " + " ".join(f"{v:>{width}}" for v in values))


def main():
    memo = {}
    show("The White Knight (Winning Ways ch. 3, Table 1): files a-q, ranks 1-20", [
        ("abcdefghijklmnopq"[f], [grundy(Knight(f, rank), memo) for rank in range(count)])
        for f, count in enumerate(WHITE_KNIGHT_RANKS)
    ])

    print("\nWythoff P-positions (a_n, b_n), n = 0..12:")
    print(" ".join(str(p) for p in wythoff.p_positions(13)))
    print(f"n = 10^40: {wythoff.p_position(10**40)}")

    table = wythoff.grundy_table(25, 25)
    show("Wyt(x, y), 25×25 (row x, column y)", [(x, table[x].tolist()) for x in range(25)])

    found = [wythoff.row_periodicity(k) for k in range(23)]
    show("Rows of Wythoff's table: Wyt(k, n + p) = Wyt(k, n) + p for n >= start (proved)", [
        ("k", list(range(23))),
        ("p", [r.period for r in found]),
        ("s", [r.start for r in found]),
    ])

    kings = board_table(KingRook, 12, 13)
    show("Leff's King-Rook game, rows 0..11", [(r, kings[r].tolist()) for r in range(12)])
    for A in (2, 3):
        corner = wythoff_generalized.grundy_table(A, 8, 13)
        show(f"Generalised Wythoff, A = {A} (Leff), rows 0..7", [(r, corner[r].tolist()) for r in range(8)])


if __name__ == "__main__":
    main()
