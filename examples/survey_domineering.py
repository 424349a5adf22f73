"""Every connected Domineering region of up to 8 squares (with --full, 12), each once up to the
symmetries that keep the players, counted by size and by kind of value: the frequency tables
of Uiterwijk and Barton's Domineering databases ("New results for Domineering from
combinatorial game theory endgame databases", Theoretical Computer Science, 2015).

Run ``python examples/survey_domineering.py`` for regions of up to 8 squares, in this process;
``--squares N`` for another size; ``--full`` for 12 squares on a local Dask cluster (one
process per core). ``--store FILE`` keeps the rows in an SQLite file, so that an interrupted
run resumes and a later, larger run starts from the smaller one; ``--scheduler ADDRESS``
sends the work to a Dask cluster. The last lines name the hottest regions found.
"""
import argparse
from collections import Counter
from fractions import Fraction

from cgt.survey import KINDS, survey


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--full", action="store_true", help="regions of up to 12 squares")
    ap.add_argument("--squares", type=int, help="the largest region (default 8, 12 full)")
    ap.add_argument("--store", help="an SQLite file of rows, resumed if it exists")
    ap.add_argument("--scheduler", help="a Dask scheduler's address")
    args = ap.parse_args(argv)
    squares = args.squares or (12 if args.full else 8)
    client = args.scheduler or (None if args.full else "synchronous")
    rows = survey("domineering", "temperature", squares=squares, store=args.store,
                  client=client, progress=args.full)
    size = {row["key"]: row["key"].count(".") for row in rows}
    counts = Counter((size[row["key"]], row["kind"]) for row in rows)
    kinds = [k for k in KINDS if any(kind == k for _, kind in counts)]
    print("squares  regions  " + "  ".join(f"{k:>13}" for k in kinds))
    for n in range(1, squares + 1):
        print(f"{n:>7}  {sum(counts[n, k] for k in kinds):>7}  "
              + "  ".join(f"{counts[n, k]:>13}" for k in kinds))
    print(f"  total  {len(rows):>7}  " + "  ".join(
        f"{sum(counts[n, k] for n in range(1, squares + 1)):>13}" for k in kinds))
    failed = [row for row in rows if row["error"]]
    if failed:
        print(f"{len(failed)} regions failed, the first: {failed[0]['key']}: "
              f"{failed[0]['error']}")
    hottest = max(Fraction(row["value"]) for row in rows if not row["error"])
    found = [row["key"] for row in rows if not row["error"] and Fraction(row["value"]) == hottest]
    print(f"largest temperature {hottest}, in {len(found)} regions, such as {found[0]}")


if __name__ == "__main__":
    main()
