"""The periods and pre-periods of every octal game 0.d1d2 (with --full, 0.d1d2d3), proved by the
octal periodicity theorem (Winning Ways, vol. 1, ch. 4; Flammenkamp's tables of octal games).

Run ``python examples/survey_octal.py`` for the 63 codes 0.d1 and 0.d1d2 from the values of
the heaps below 4096, in this process. ``--full`` surveys the 511 codes 0.d1d2d3 from the heaps
below 2^16 on a local Dask cluster (one process per core); ``--max-heap N`` changes the bound,
``--store FILE`` keeps the rows in an SQLite file so that an interrupted run resumes, and
``--scheduler ADDRESS`` sends the work to a Dask cluster. A code whose period is not proved
below the bound (0.6, 0.16, 0.007 ...) is listed as such: some are proved further on (0.16 has
period 149459 from 105351), others are open problems.
"""
import argparse

from cgt.survey import format_summary, summary, survey


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--full", action="store_true", help="every code of three digits")
    ap.add_argument("--max-heap", type=int, help="the heaps computed (default 4096, 2^16 full)")
    ap.add_argument("--store", help="an SQLite file of rows, resumed if it exists")
    ap.add_argument("--scheduler", help="a Dask scheduler's address")
    args = ap.parse_args(argv)
    digits = 3 if args.full else 2
    max_heap = args.max_heap or (2 ** 16 if args.full else 4096)
    client = args.scheduler or (None if args.full else "synchronous")
    rows = survey("octal", "period", digits=digits, max_heap=max_heap, store=args.store,
                  client=client, progress=args.full)
    print(f"{'code':8} {'period':>7} {'pre-period':>10} {'exceptions':>10}")
    for row in rows:
        if row["error"]:
            print(f"{row['key']:8} failed: {row['error']}")
        elif row["period"] is None:
            print(f"{row['key']:8} no period proved below {max_heap} heaps")
        else:
            print(f"{row['key']:8} {row['period']:>7} {row['preperiod']:>10} "
                  f"{row['exceptions']:>10}")
    print(format_summary(summary(rows)))


if __name__ == "__main__":
    main()
