"""Run the workloads and print one table: ``python -m benchmarks [--quick] [AREA ...]``."""
import argparse
import importlib
import pkgutil
import time

import benchmarks


def areas():
    return sorted(m.name for m in pkgutil.iter_modules(benchmarks.__path__) if not m.name.startswith("_"))


def run(area, quick):
    module = importlib.import_module(f"benchmarks.{area}")
    for name, size, setup in module.WORKLOADS:
        if quick and getattr(module, "SLOW", set()) & {name}:
            continue
        import cgt

        cgt.clear_caches()
        job = setup()
        start = time.perf_counter()
        result = job()
        elapsed = time.perf_counter() - start
        shown = str(result).replace("\n", " ")
        if len(shown) > 40:
            shown = shown[:37] + "..."
        print(f"{area:12} {name:40} {size:>16} {elapsed:10.4f}s  {shown}", flush=True)


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("areas", nargs="*", help=f"any of {', '.join(areas())}")
    ap.add_argument("--quick", action="store_true", help="skip the workloads marked slow")
    a = ap.parse_args()
    print(f"{'area':12} {'workload':40} {'size':>16} {'time':>11}  result")
    for area in a.areas or areas():
        run(area, a.quick)


if __name__ == "__main__":
    main()
