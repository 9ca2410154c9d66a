"""Search latency of the content index (ranking only, no adapters): p50/p95 of two-word and natural queries.

    python bench/search_latency.py --docs 300      # builds (once) a small generated index under /tmp

Two-word queries are the ones bench/content.py times; natural queries are longer, with filler and a word no
document has ("which document talks about the quarterly budget meeting zebra"), so they take the OR path.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from content import VOCAB, generate
from filescout.content.search import search_content
from filescout.content.store import index_content
from filescout.index.query import Filters
from filescout.index.scanner import scan
from filescout.tools import Context


def timed(conn, queries: list[str], reps: int = 3) -> tuple[float, float]:
    times = []
    for q in queries:
        for _ in range(reps):
            t = time.perf_counter()
            search_content(conn, q, Filters().resolve(), limit=20)
            times.append((time.perf_counter() - t) * 1000)
    times.sort()
    return statistics.median(times), times[int(0.95 * (len(times) - 1))]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--docs", type=int, default=300)
    ap.add_argument("--workdir", default=os.path.join(tempfile.gettempdir(), "filescout-bench-search"))
    ap.add_argument("-n", type=int, default=40)
    a = ap.parse_args()
    work = Path(a.workdir)
    root, home = work / f"docs-{a.docs}", work / f"home-{a.docs}"
    if not root.exists():
        generate(root, a.docs)
    ctx = Context(home)
    if not home.joinpath("done").exists():
        scan(ctx.index, root)
        index_content(ctx.index, scope=str(root))
        home.joinpath("done").write_text("")
    rng = random.Random(3)
    words = VOCAB[:60]
    two = [f"{rng.choice(words)} {rng.choice(words)}" for _ in range(a.n)]
    natural = [
        f"which document talks about the {rng.choice(words)} {rng.choice(words)} {rng.choice(words)} zebra"
        for _ in range(a.n)
    ]
    chunks = ctx.conn.execute("SELECT count(*) FROM content_chunks").fetchone()[0]
    for label, qs in (("two-word", two), ("natural (OR path)", natural)):
        p50, p95 = timed(ctx.conn, qs)
        print(f"{label:18} {len(qs)} queries over {chunks:,} chunks: p50 {p50:.1f} ms, p95 {p95:.1f} ms")
    ctx.close()


if __name__ == "__main__":
    main()
