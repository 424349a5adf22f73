"""Timed workloads. ``python -m benchmarks [AREA ...]`` prints a table of sizes and times.

Each module of this package defines ``WORKLOADS``: a list of ``(name, size, setup)`` where
``setup()`` builds the inputs (not timed) and returns a zero-argument callable that is timed.
"""
