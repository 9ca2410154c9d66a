"""Scan benchmark: filescout's scanner against `find` on the same tree, in one run.

    python bench/scan.py                  # 1,000,000 files in ~10,000 folders, then /usr
    python bench/scan.py --files 100000   # smaller
    python bench/scan.py --no-usr

For each tree it times `find ROOT -printf '%s %T@ %p\\n' > /dev/null`, a full scan
into a fresh index (including the name index), a rescan with nothing changed,
and a rescan after touching 1% of files and deleting 1%. It prints each time,
its ratio to find, the scanner's peak RSS and the index's bytes per file.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import random
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
from gentree import build


def run_timed(cmd: list[str], stdout=subprocess.DEVNULL, env: dict | None = None) -> tuple[float, int, str]:
    """(wall seconds, peak RSS in KiB of the process, stdout)."""
    t0 = time.perf_counter()
    out = subprocess.PIPE if stdout is None else stdout
    proc = subprocess.Popen(cmd, stdout=out, stderr=subprocess.PIPE, env=env)
    data = proc.stdout.read() if proc.stdout else b""
    _, status, usage = os.wait4(proc.pid, 0)
    secs = time.perf_counter() - t0
    if os.waitstatus_to_exitcode(status) != 0:
        raise SystemExit(f"{cmd[:4]} failed: {proc.stderr.read().decode()[-2000:]}")
    return secs, usage.ru_maxrss, data.decode()


def bench_tree(root: str, label: str, home: Path, mutate: bool) -> dict:
    find_cmd = ["find", root, "-printf", "%s %T@ %p\n"]
    run_timed(find_cmd)  # warm the cache
    find_s = min(run_timed(find_cmd)[0] for _ in range(3))
    scan = [sys.executable, "-m", "filescout.cli", "--home", str(home), "scan", root, "--no-content", "--json"]
    if home.exists():
        shutil.rmtree(home)
    full_s, full_rss, out = run_timed(scan, stdout=None)
    res = json.loads(out)
    files = res["files"]
    index_bytes = sum(os.path.getsize(p) for p in home.glob("index.db*"))
    none_s, none_rss, _ = run_timed(scan, stdout=None)
    row = {
        "tree": label,
        "files": files,
        "folders": res["dirs"],
        "find_s": round(find_s, 2),
        "full_s": round(full_s, 2),
        "full_ratio": round(full_s / find_s, 2),
        "nochange_s": round(none_s, 2),
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
        run_timed(find_cmd)
        find2 = min(run_timed(find_cmd)[0] for _ in range(2))
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
    ap.add_argument("--json", dest="json_out", help="also write the rows to this file")
    a = ap.parse_args()
    work = Path(a.workdir)
    work.mkdir(parents=True, exist_ok=True)
    tree = work / f"tree-{a.files}"
    if tree.exists():  # the 1%-change step mutates it: rebuild for a clean run
        shutil.rmtree(tree)
    print(f"building {a.files:,} files under {tree} …", file=sys.stderr)
    build(tree, a.files)
    rows = [bench_tree(str(tree), f"synthetic {a.files:,}", work / "home-synth", mutate=True)]
    if not a.no_usr:
        rows.append(bench_tree("/usr", "/usr", work / "home-usr", mutate=False))
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
