"""Shared index benchmark: PostgreSQL beside SQLite on the same 1M-file tree, in one run.

    python bench/pg.py                    # 1M files; then 5 machines of 1M each (5M rows) on PostgreSQL
    python bench/pg.py --files 100000 --machines 3

It starts a throwaway PostgreSQL server (tests/pgserver.py), then:

1. scan: a first scan of the tree into a fresh SQLite index (the reference), then the publish of that index
   into the shared index (COPY into fresh partitions, their indexes, the swap); the ratio (scan + publish) /
   scan is what a machine of a shared index pays over one that keeps its index to itself;
2. queries: the same tool calls through the registry (what the CLI, agent and MCP call) on the SQLite index
   and on the shared one, p50/p95 over N runs each, warm;
3. scale: the same index published as more machines (host names m2, m3, …) until the shared index holds
   ``--machines`` × files rows, and the queries again, across every machine.
"""

from __future__ import annotations

import argparse
import os
import platform
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent / "tests"))
from filescout.index.pg.hub import publish_local  # noqa: E402
from filescout.index.scanner import scan  # noqa: E402
from filescout.tools import REGISTRY, Context  # noqa: E402
from gentree import build  # noqa: E402
from pgserver import server  # noqa: E402


def timeit(fn, n: int) -> tuple[float, float]:
    times = []
    for _ in range(n):
        t0 = time.perf_counter()
        fn()
        times.append((time.perf_counter() - t0) * 1000)
    times.sort()
    return statistics.median(times), times[min(len(times) - 1, round(0.95 * (len(times) - 1)))]


CASES = [
    ("find_files, one match (_424242.)", "find_files", {"query": "_424242."}),
    ("find_files, 10k+ matches (invoice)", "find_files", {"query": "invoice"}),
    ("find_files, name filter (report, pdf)", "list_files", {"name": "report", "type": "pdf"}),
    ("folder_stats", "folder_stats", {}),
    ("disk_usage", "disk_usage", {}),
    ("count_files (pdf)", "count_files", {"type": "pdf"}),
    ("count_files (> 10 MB, last year)", "count_files", {"size_gt": "10MB", "modified_after": "1y"}),
    ("list_files by size (top 10)", "list_files", {"sort_by": "size"}),
    ("list_files by date (top 10)", "list_files", {"sort_by": "date"}),
]


def run_cases(ctx: Context, n: int) -> dict[str, tuple[float, float]]:
    out = {}
    for label, tool, args in CASES:
        REGISTRY.call(tool, dict(args), ctx)  # warm
        out[label] = timeit(lambda tool=tool, args=args: REGISTRY.call(tool, dict(args), ctx), n)
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--files", type=int, default=1_000_000)
    ap.add_argument("--machines", type=int, default=5, help="machines of --files each for the scale step")
    ap.add_argument("--workdir", default=os.path.join(tempfile.gettempdir(), "filescout-bench"))
    ap.add_argument("-n", type=int, default=20, help="runs per query")
    a = ap.parse_args()
    work = Path(a.workdir)
    tree = work / f"qtree-{a.files}"
    if not tree.exists():
        print(f"building {a.files:,} files …", file=sys.stderr)
        build(tree, a.files)
    home = work / f"pghome-{a.files}"
    shutil.rmtree(home, ignore_errors=True)
    for var in ("FILESCOUT_INDEX", "FILESCOUT_HOST_NAME"):
        os.environ.pop(var, None)
    os.environ["FILESCOUT_NO_CONTENT"] = "1"

    ctx = Context(home)
    t0 = time.perf_counter()
    r = scan(ctx.index, tree)
    scan_s = time.perf_counter() - t0
    print(f"scanned {r.files:,} files into SQLite in {scan_s:.1f} s", file=sys.stderr)
    sqlite_q = run_cases(ctx, a.n)

    with server(options="-c shared_buffers=512MB -c maintenance_work_mem=512MB -c max_wal_size=4GB") as url:
        t0 = time.perf_counter()
        pub = publish_local(ctx.index, url, "m1")
        pub_s = time.perf_counter() - t0
        print(f"published in {pub_s:.1f} s: {pub['rows']}", file=sys.stderr)
        os.environ["FILESCOUT_INDEX"], os.environ["FILESCOUT_HOST_NAME"] = url, "m1"
        shared = Context(home)
        pg_q = run_cases(shared, a.n)
        shared.close()
        more_s = []
        for m in range(2, a.machines + 1):
            t0 = time.perf_counter()
            publish_local(ctx.index, url, f"m{m}")
            more_s.append(time.perf_counter() - t0)
            print(f"published machine m{m} in {more_s[-1]:.1f} s", file=sys.stderr)
        shared = Context(home)
        rows = shared.conn.execute("SELECT count(*) FROM files").fetchone()[0]
        scale_q = run_cases(shared, a.n)
        size = shared.conn.execute("SELECT pg_database_size(current_database())").fetchone()[0]
        shared.close()
    ctx.close()

    print(
        f"machine: {platform.machine()}, {os.cpu_count()} cores, Python {platform.python_version()}, "
        f"{time.strftime('%Y-%m-%d')}; tree of {r.files:,} files in {r.dirs:,} folders"
    )
    print("\n| step | seconds | ratio |")
    print("|---|---|---|")
    print(f"| first scan into SQLite (reference) | {scan_s:.1f} | 1.00 |")
    print(f"| publish into PostgreSQL (COPY, indexes, swap) | {pub_s:.1f} | {pub_s / scan_s:.2f} |")
    print(f"| scan + publish | {scan_s + pub_s:.1f} | {(scan_s + pub_s) / scan_s:.2f} |")
    if more_s:
        print(f"| publish of each further machine (median of {len(more_s)}) | {statistics.median(more_s):.1f} | - |")
    print(f"\nqueries, p50 / p95 ms (n={a.n}); PostgreSQL at {a.files:,} rows and at {rows:,} rows "
          f"({a.machines} machines; database {size / 2**30:.2f} GiB)")  # fmt: skip
    k, big = a.files // 1000, rows // 1000
    print(f"| query | SQLite {k}k | PostgreSQL {k}k | ratio p50 | PostgreSQL {big}k |")
    print("|---|---|---|---|---|")
    for label, _, _ in CASES:
        s50, s95 = sqlite_q[label]
        p50, p95 = pg_q[label]
        x50, x95 = scale_q[label]
        print(f"| {label} | {s50:.1f} / {s95:.1f} | {p50:.1f} / {p95:.1f} | {p50 / s50:.2f} | {x50:.1f} / {x95:.1f} |")


if __name__ == "__main__":
    main()
