"""Watcher benchmark: `filescout watch` on a generated tree (bench/gentree.py), in one run.

    python bench/watch.py                   # 100,000 files (builds in well under a minute)
    python bench/watch.py --files 1000000   # the 1M-file tree (minutes to build and scan)

It scans the tree, starts `filescout watch --no-content --busy-load 0` as a real process and measures:
start-up (until it prints that it watches), the time from a change to the index (a new file, a modified
file, a deleted file, a folder rename, a burst of 1,000 files), polling the index read-only every 10 ms, and at
idle over --idle seconds: the watcher's CPU seconds (from /proc/PID/stat) and its resident memory (VmRSS,
VmHWM). Prints one JSON document.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import signal
import sqlite3
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
import gentree

TICK = os.sysconf("SC_CLK_TCK")


def _cli(home: Path) -> list[str]:
    return [sys.executable, "-m", "filescout.cli", "--home", str(home)]


def _cpu(pid: int) -> float:
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / TICK  # utime + stime


def _mem(pid: int) -> dict:
    out = {}
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith(("VmRSS", "VmHWM")):
            k, v = line.split(":")
            out[k] = int(v.split()[0]) * 1024
    return out


def _has(db: Path, folder: str, name: str) -> bool:
    conn = sqlite3.connect(f"file:{db}?mode=ro", uri=True)
    try:
        return (
            conn.execute(
                "SELECT 1 FROM files f JOIN dirs d ON d.id = f.dir_id WHERE d.path = ? AND f.name = ?", (folder, name)
            ).fetchone()
            is not None
        )
    finally:
        conn.close()


def _count_in(db: Path, folder: str) -> int:
    conn = sqlite3.connect(f"file:{db}?mode=ro", uri=True)
    try:
        row = conn.execute("SELECT rec_files FROM dirs WHERE path = ?", (folder,)).fetchone()
        return row[0] if row else -1
    finally:
        conn.close()


def _until(pred, limit: float = 30.0) -> float:
    t0 = time.perf_counter()
    while not pred():
        if time.perf_counter() - t0 > limit:
            return float("nan")
        time.sleep(0.01)
    return round(time.perf_counter() - t0, 3)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--files", type=int, default=100_000)
    ap.add_argument("--idle", type=float, default=20.0)
    ap.add_argument("--keep", type=Path, default=None, help="Build the tree here (kept) instead of a temp folder.")
    args = ap.parse_args()
    base = args.keep or Path(tempfile.mkdtemp(prefix="fs_watch_bench_"))
    root, home = base / "tree", base / "home"
    out: dict = {"files": args.files}
    t0 = time.perf_counter()
    if not root.exists():
        gentree.build(root, args.files)
    out["build_seconds"] = round(time.perf_counter() - t0, 1)
    t0 = time.perf_counter()
    subprocess.run([*_cli(home), "scan", str(root), "--no-content"], check=True, capture_output=True)
    out["scan_seconds"] = round(time.perf_counter() - t0, 1)
    db = home / "index.db"
    folders = sorted(p for p in root.iterdir() if p.is_dir())
    target = next(p for p in folders if any(q.is_dir() for q in p.iterdir()))
    t0 = time.perf_counter()
    p = subprocess.Popen(
        [*_cli(home), "watch", "--no-content", "--busy-load", "0", "--quiet"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        start_new_session=True,
    )
    line = p.stdout.readline()
    out["start_seconds"] = round(time.perf_counter() - t0, 2)
    out["watching"] = line.strip()
    out["start_cpu_seconds"] = _cpu(p.pid)
    try:
        lat = {}
        f = target / "bench_new.txt"
        f.write_text("new")
        lat["create"] = _until(lambda: _has(db, str(target), "bench_new.txt"))
        f.write_text("modified, longer")
        size = len("modified, longer")
        conn = sqlite3.connect(f"file:{db}?mode=ro", uri=True)

        def modified() -> bool:
            r = conn.execute(
                "SELECT f.size FROM files f JOIN dirs d ON d.id = f.dir_id WHERE d.path=? AND f.name=?",
                (str(target), "bench_new.txt"),
            ).fetchone()
            return bool(r and r[0] == size)

        lat["modify"] = _until(modified)
        conn.close()
        f.unlink()
        lat["delete"] = _until(lambda: not _has(db, str(target), "bench_new.txt"))
        sub = next(q for q in target.iterdir() if q.is_dir())
        n_sub = _count_in(db, str(sub))
        renamed = sub.with_name(sub.name + "_renamed")
        os.rename(sub, renamed)
        lat["folder_rename"] = _until(lambda: _count_in(db, str(renamed)) == n_sub)
        out["renamed_folder_files"] = n_sub
        burst = target / "bench_burst"
        burst.mkdir()
        for i in range(1000):
            (burst / f"b{i}.dat").write_bytes(b"x")
        lat["burst_1000"] = _until(lambda: _count_in(db, str(burst)) == 1000)
        out["latency_seconds"] = lat
        time.sleep(2)
        c0, w0 = _cpu(p.pid), time.perf_counter()
        time.sleep(args.idle)
        c1, w1 = _cpu(p.pid), time.perf_counter()
        out["idle_seconds"] = round(w1 - w0, 1)
        out["idle_cpu_percent"] = round(100 * (c1 - c0) / (w1 - w0), 3)
        out["memory"] = {k: f"{v / 1e6:.1f} MB" for k, v in _mem(p.pid).items()}
    finally:
        p.send_signal(signal.SIGTERM)
        try:
            p.wait(timeout=30)
        except subprocess.TimeoutExpired:
            p.kill()
    out["exit_code"] = p.returncode
    if args.keep is None:
        shutil.rmtree(base, ignore_errors=True)
    print(json.dumps(out, indent=2))


if __name__ == "__main__":
    main()
