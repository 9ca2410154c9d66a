"""Scan benchmark: filescout's scanner against `find` on the same tree, in one run.

    python bench/scan.py                  # 1,000,000 files in ~10,000 folders, then /usr
    python bench/scan.py --files 100000   # smaller
    python bench/scan.py --no-usr

For each tree it times `find ROOT -printf '%s %T@ %p\\n' > /dev/null`, a full scan
into a fresh index (including the name index), a rescan with nothing changed,
and a rescan after touching 1% of files and deleting 1%. find, the full scan and
the no-change rescan each run --runs times (best and median reported; ratios use
the best of each, as hyperfine would); find and the full scan alternate, and
"pair" is the median of each full scan's ratio to the find just before it
(fair when the machine's speed drifts); the 1% rescan runs once. It prints each
time, its ratio to find, CPU seconds used (all processes), the scanner's peak
RSS and the index's bytes per file. FILESCOUT_TRACE=1 also prints the phases.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import random
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
from gentree import build

CPU = {}  # command label -> CPU seconds of its last run


def run_timed(cmd: list[str], stdout=subprocess.DEVNULL, env: dict | None = None) -> tuple[float, int, str]:
    """(wall seconds, peak RSS in KiB of the process, stdout). CPU seconds go to CPU[cmd[0]]."""
    t0 = time.perf_counter()
    out = subprocess.PIPE if stdout is None else stdout
    err = None if os.environ.get("FILESCOUT_TRACE") else subprocess.PIPE  # the trace goes to the terminal
    proc = subprocess.Popen(cmd, stdout=out, stderr=err, env=env)
    data = proc.stdout.read() if proc.stdout else b""
    _, status, usage = os.wait4(proc.pid, 0)
    secs = time.perf_counter() - t0
    if os.waitstatus_to_exitcode(status) != 0:
        err = proc.stderr.read().decode()[-2000:] if proc.stderr else ""
        raise SystemExit(f"{cmd[:4]} failed: {err}")
    CPU[cmd[0]] = usage.ru_utime + usage.ru_stime
    return secs, usage.ru_maxrss, data.decode()


def best_of(runs: int, fn) -> tuple[float, float, list]:
    """(best, median, results) of ``runs`` calls of fn() -> (seconds, ...)."""
    results = [fn() for _ in range(runs)]
    times = sorted(r[0] for r in results)
    return times[0], statistics.median(times), results


def bench_tree(root: str, label: str, home: Path, mutate: bool, runs: int) -> dict:
    find_cmd = ["find", root, "-printf", "%s %T@ %p\n"]
    run_timed(find_cmd)  # warm the cache
    scan = [sys.executable, "-m", "filescout.cli", "--home", str(home), "scan", root, "--no-content", "--json"]

    def full_scan():
        if home.exists():
            shutil.rmtree(home)
        r = run_timed(scan, stdout=None)
        return (*r, CPU[sys.executable])

    # find and the full scan alternate, so that both see the same machine when its speed drifts
    finds, fulls = [], []
    for _ in range(runs):
        finds.append(run_timed(find_cmd))
        fulls.append(full_scan())
    find_cpu = CPU["find"]
    find_s, find_med = min(r[0] for r in finds), statistics.median(r[0] for r in finds)
    full_s, full_med = min(r[0] for r in fulls), statistics.median(r[0] for r in fulls)
    pair_ratio = statistics.median(b[0] / a[0] for a, b in zip(finds, fulls, strict=True))
    full_rss = max(r[1] for r in fulls)
    full_cpu = min(r[3] for r in fulls)
    res = json.loads(fulls[-1][2])
    files = res["files"]
    index_bytes = sum(os.path.getsize(p) for p in home.glob("index.db*"))
    none_s, none_med, nones = best_of(runs, lambda: run_timed(scan, stdout=None))
    none_rss = max(r[1] for r in nones)
    row = {
        "tree": label,
        "files": files,
        "folders": res["dirs"],
        "find_s": round(find_s, 2),
        "find_median_s": round(find_med, 2),
        "find_cpu_s": round(find_cpu, 2),
        "full_s": round(full_s, 2),
        "full_median_s": round(full_med, 2),
        "full_cpu_s": round(full_cpu, 2),
        "full_ratio": round(full_s / find_s, 2),
        "full_median_ratio": round(full_med / find_med, 2),
        "full_pair_ratio": round(pair_ratio, 2),
        "nochange_s": round(none_s, 2),
        "nochange_median_s": round(none_med, 2),
        "nochange_ratio": round(none_s / find_s, 2),
        "peak_rss_mb": round(max(full_rss, none_rss) / 1024, 1),
        "index_bytes_per_file": round(index_bytes / max(files, 1), 1),
    }
    if mutate:
        rng = random.Random(7)
        all_files = []
        for dp, _dn, fns in os.walk(root):
            all_files += [os.path.join(dp, f) for f in fns]
        picks = rng.sample(all_files, max(2, len(all_files) // 50))
        half = len(picks) // 2
        now = time.time()
        for p in picks[:half]:
            os.utime(p, (now, now))
        for p in picks[half:]:
            os.unlink(p)
        os.sync()
        run_timed(find_cmd)
        find2 = best_of(runs, lambda: run_timed(find_cmd))[0]
        ch_s, ch_rss, out = run_timed(scan, stdout=None)
        r2 = json.loads(out)
        row.update(
            {
                "changed_find_s": round(find2, 2),
                "changed_s": round(ch_s, 2),
                "changed_ratio": round(ch_s / find2, 2),
                "changed_updated": r2["updated"],
                "changed_removed": r2["removed"],
            }
        )
        row["peak_rss_mb"] = round(max(full_rss, none_rss, ch_rss) / 1024, 1)
    return row


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--files", type=int, default=1_000_000)
    ap.add_argument("--workdir", default=os.path.join(tempfile.gettempdir(), "filescout-bench"))
    ap.add_argument("--no-usr", action="store_true")
    ap.add_argument("--runs", type=int, default=3, help="runs of find, the full scan and the no-change rescan")
    ap.add_argument("--json", dest="json_out", help="also write the rows to this file")
    a = ap.parse_args()
    work = Path(a.workdir)
    work.mkdir(parents=True, exist_ok=True)
    tree = work / f"tree-{a.files}"
    if tree.exists():  # the 1%-change step mutates it: rebuild for a clean run
        shutil.rmtree(tree)
    print(f"building {a.files:,} files under {tree} …", file=sys.stderr)
    build(tree, a.files)
    os.sync()  # let the kernel write the new tree out now, not during the timed runs
    rows = [bench_tree(str(tree), f"synthetic {a.files:,}", work / "home-synth", mutate=True, runs=a.runs)]
    if not a.no_usr:
        rows.append(bench_tree("/usr", "/usr", work / "home-usr", mutate=False, runs=a.runs))
    print(
        f"machine: {platform.machine()}, {os.cpu_count()} cores, Python {platform.python_version()}, "
        f"{time.strftime('%Y-%m-%d')}"
    )
    cols = [
        "tree",
        "files",
        "find_s",
        "full_s",
        "full_ratio",
        "full_median_ratio",
        "full_pair_ratio",
        "find_cpu_s",
        "full_cpu_s",
        "nochange_s",
        "nochange_ratio",
        "changed_s",
        "changed_ratio",
        "peak_rss_mb",
        "index_bytes_per_file",
    ]
    print("| " + " | ".join(cols) + " |")
    print("|" + "---|" * len(cols))
    for r in rows:
        print("| " + " | ".join(str(r.get(c, "-")) for c in cols) + " |")
    if a.json_out:
        Path(a.json_out).write_text(json.dumps(rows, indent=2))
    shutil.rmtree(tree, ignore_errors=True)


if __name__ == "__main__":
    main()
