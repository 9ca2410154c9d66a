"""Understanding latency (issue 11): the offline router and a whole answer, on a large index.

    python bench/understand.py [--home DIR]      # default: the 1M-file index of bench/query.py (built if missing)

For every question of the dev set (bench/eval/dev_homes.jsonl; follow-ups left out) it times `understand()`
(grounding included: names and folders are looked up in the index) and `Agent.ask()` end to end (the tool call
and the answer too; also without the questions about duplicates and clean-up, whose tools hash file contents on
their first run), and prints p50/p95 beside a reference timed in the same run: one plain SQLite scan of
every file name (`SELECT count(*) FROM files WHERE name LIKE '%x%'`), the cost a naive name lookup would pay.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).parent


def pct(xs: list[float], p: float) -> float:
    xs = sorted(xs)
    return xs[min(len(xs) - 1, round(p / 100 * (len(xs) - 1)))]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--home", default="", help="a FILESCOUT_HOME with an index (default: bench/query.py's)")
    ap.add_argument("--files", type=int, default=1_000_000)
    a = ap.parse_args()
    home = a.home
    if not home:
        home = os.path.join(tempfile.gettempdir(), "filescout-bench", f"qhome-{a.files}")
        if not os.path.exists(os.path.join(home, "index.db")):
            subprocess.run([sys.executable, str(HERE / "query.py"), "--files", str(a.files), "-n", "1"], check=True)
    from filescout.agent.agent import Agent
    from filescout.agent.understand import understand
    from filescout.tools import Context

    ctx = Context(home)
    n_files = ctx.conn.execute("SELECT count(*) FROM files").fetchone()[0]
    with open(HERE / "eval" / "dev_homes.jsonl", encoding="utf-8") as fh:
        questions = [json.loads(line)["q"] for line in fh if '"follows"' not in line]
    understand(ctx, "warm up")
    und, whole, plain = [], [], []
    heavy = ("find_duplicates", "cleanup_suggestions")  # they hash file contents: their own work, cached after
    for q in questions:
        t0 = time.perf_counter()
        u = understand(ctx, q)
        und.append((time.perf_counter() - t0) * 1000)
        t0 = time.perf_counter()
        Agent(ctx).ask(q)
        whole.append((time.perf_counter() - t0) * 1000)
        if u.tool not in heavy:
            plain.append(whole[-1])
    ref = []
    for word in ("invoice", "zzqx", "resume", "podcast", "screenshot"):
        t0 = time.perf_counter()
        ctx.conn.execute("SELECT count(*) FROM files WHERE name LIKE ?", (f"%{word}%",)).fetchone()
        ref.append((time.perf_counter() - t0) * 1000)
    r = statistics.median(ref)
    print(f"index: {n_files:,} files; {len(questions)} questions (dev set, no follow-ups)")
    print(f"reference: one LIKE scan of every name  p50 {r:7.1f} ms")
    for label, xs in (("understand()", und), ("answer end to end", whole), ("  without hashing", plain)):
        p50, p95 = pct(xs, 50), pct(xs, 95)
        print(
            f"{label:20} p50 {p50:7.1f} ms  p95 {p95:7.1f} ms  max {max(xs):7.1f} ms  (p95 = {p95 / r:.2f}× reference)"
        )
    slow = sorted(zip(whole, questions, strict=True), reverse=True)[:5]
    print("slowest answers:", "; ".join(f"{q!r} {t:.0f} ms" for t, q in slow))


if __name__ == "__main__":
    main()
