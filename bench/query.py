"""Query benchmark: tool latency on the 1M-file benchmark index, beside the reference tool.

    python bench/query.py                 # builds the 1M tree and index if missing
    python bench/query.py --files 100000

Each query runs through the registry (what the CLI, agent and MCP call) on a
warm index, N times; p50 and p95 are printed. The same question answered by a
standard tool (du, find | sort, find -name, plocate when installed) is timed
in the same run.
"""

from __future__ import annotations

import argparse
import os
import platform
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
from filescout.index.scanner import scan
from filescout.tools import REGISTRY, Context
from gentree import build


def timeit(fn, n: int) -> tuple[float, float]:
    times = []
    for _ in range(n):
        t0 = time.perf_counter()
        fn()
        times.append((time.perf_counter() - t0) * 1000)
    times.sort()
    return statistics.median(times), times[min(len(times) - 1, round(0.95 * (len(times) - 1)))]


def shell_ms(cmd: str) -> float:
    t0 = time.perf_counter()
    subprocess.run(cmd, shell=True, check=False, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return (time.perf_counter() - t0) * 1000


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--files", type=int, default=1_000_000)
    ap.add_argument("--workdir", default=os.path.join(tempfile.gettempdir(), "filescout-bench"))
    ap.add_argument("-n", type=int, default=20, help="runs per query")
    ap.add_argument("--dupes-min-size", default="100KB")
    a = ap.parse_args()
    work = Path(a.workdir)
    tree = work / f"qtree-{a.files}"
    home = work / f"qhome-{a.files}"
    if not tree.exists():
        print(f"building {a.files:,} files …", file=sys.stderr)
        build(tree, a.files)
        shutil.rmtree(home, ignore_errors=True)
    ctx = Context(home)
    if not ctx.index.roots():
        print("scanning …", file=sys.stderr)
        scan(ctx.index, tree)
    root = str(tree)
    few = "_424242."  # one file (gentree numbers every file)
    many = "invoice"  # 10,000+ matches

    def q(name: str, **args):
        return lambda: REGISTRY.call(name, args, ctx)

    n_many = ctx.conn.execute(
        "SELECT count(*) FROM files WHERE instr(lower(name), ?) > 0 AND flags & 3 = 0", (many,)
    ).fetchone()[0]
    rows = []
    cases = [
        ("folder_stats", q("folder_stats"), f"du -s --apparent-size {root}/*", 50),
        ("disk_usage", q("disk_usage"), f"du -s --apparent-size {root}", 50),
        (
            "list_files by size (top 10)",
            q("list_files", sort_by="size"),
            f"find {root} -type f -printf '%s %p\\n' | sort -n | tail -10",
            50,
        ),
        (
            "list_files by date (top 10)",
            q("list_files", sort_by="date"),
            f"find {root} -type f -printf '%T@ %p\\n' | sort -n | tail -10",
            50,
        ),
        ("count_files (pdf)", q("count_files", type="pdf"), f"find {root} -name '*.pdf' | wc -l", 50),
        (
            "count_files (> 10 MB, last year)",
            q("count_files", size_gt="10MB", modified_after="1y"),
            f"find {root} -size +10M -mtime -365 | wc -l",
            50,
        ),
        (f"find_files name, few matches ({few})", q("find_files", query=few), f"find {root} -name '*{few}*'", 20),
        (
            f"find_files name, {n_many:,} matches ({many})",
            q("find_files", query=many),
            f"find {root} -name '*{many}*' | head -20",
            100,
        ),
    ]
    if shutil.which("plocate") and shutil.which("updatedb"):
        db = work / "plocate.db"
        subprocess.run(["updatedb", "-l", "0", "-U", root, "-o", str(db)], check=True)
        cases.append((f"plocate reference ({few})", lambda: None, f"plocate -d {db} {few}", 0))
    for label, fn, ref, target in cases:
        fn()  # warm
        p50, p95 = timeit(fn, a.n)
        ref_ms = min(shell_ms(ref) for _ in range(2))
        rows.append((label, p50, p95, target, ref, ref_ms))
    # duplicates: first run hashes, second is served from cached hashes
    t0 = time.perf_counter()
    first = REGISTRY.call("find_duplicates", {"min_size": a.dupes_min_size}, ctx)
    first_s = time.perf_counter() - t0
    t0 = time.perf_counter()
    REGISTRY.call("find_duplicates", {"min_size": a.dupes_min_size}, ctx)
    second_s = time.perf_counter() - t0
    stat_s = min(shell_ms(f"find {root} -printf '%s\\n' > /dev/null") for _ in range(2)) / 1000
    nfiles = ctx.index.conn.execute("SELECT count(*) FROM files").fetchone()[0]
    print(
        f"machine: {platform.machine()}, {os.cpu_count()} cores, Python {platform.python_version()}, "
        f"{time.strftime('%Y-%m-%d')}; index of {nfiles:,} files"
    )
    print("| query | p50 ms | p95 ms | target p95 ms | reference | reference ms | ratio p50/ref |")
    print("|---|---|---|---|---|---|---|")
    for label, p50, p95, target, ref, ref_ms in rows:
        print(f"| {label} | {p50:.1f} | {p95:.1f} | {target or '-'} | `{ref}` | {ref_ms:.0f} | {p50 / ref_ms:.4f} |")
    print(
        f"\nfind_duplicates (min {a.dupes_min_size}): first run {first_s:.2f} s "
        f"({first.data['group_count']:,} groups), second run {second_s:.2f} s; "
        f"stat the tree (find -printf %s) {stat_s:.2f} s; ratio second/stat {second_s / stat_s:.2f} (target ≤ 1.2)"
    )
    ctx.close()


if __name__ == "__main__":
    main()
