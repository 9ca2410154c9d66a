"""Search latency of the content index (ranking only, no adapters): p50/p95 of two-word and natural queries.

    python bench/search_latency.py --docs 300      # builds (once) a small generated index under /tmp
    python bench/search_latency.py --semantic      # also hybrid search, with a local stand-in embeddings server

Two-word queries are the ones bench/content.py times; natural queries are longer, with filler and a word no
document has ("which document talks about the quarterly budget meeting zebra"), so they take the OR path.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import random
import statistics
import sys
import tempfile
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from content import VOCAB, generate
from filescout.content import embed, vectors
from filescout.content.search import search_content
from filescout.content.store import index_content
from filescout.index.query import Filters
from filescout.index.scanner import scan
from filescout.tools import Context


def stand_in_server(dim: int) -> tuple[ThreadingHTTPServer, str]:
    """/v1/embeddings answering with a vector per text from its words' hashes (the timing, not the meaning)."""

    def vec(text: str) -> list[float]:
        v = [0.0] * dim
        for w in text.lower().split():
            v[hashlib.blake2b(w.encode(), digest_size=4).digest()[0] * dim // 256] += 1.0
        v[-1] += 0.1
        return v

    class H(BaseHTTPRequestHandler):
        def log_message(self, *a) -> None:
            pass

        def do_POST(self) -> None:
            body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
            out = json.dumps({"data": [{"index": i, "embedding": vec(t)} for i, t in enumerate(body["input"])]})
            self.send_response(200)
            self.send_header("Content-Length", str(len(out)))
            self.end_headers()
            self.wfile.write(out.encode())

    srv = ThreadingHTTPServer(("127.0.0.1", 0), H)
    threading.Thread(target=srv.serve_forever, daemon=True).start()
    return srv, f"http://127.0.0.1:{srv.server_address[1]}"


def timed(conn, queries: list[str], reps: int = 3, meaning_for=None) -> tuple[float, float]:
    times = []
    for q in queries:
        for _ in range(reps):
            t = time.perf_counter()
            meaning = meaning_for(q) if meaning_for else None
            search_content(conn, q, Filters().resolve(), limit=20, meaning=meaning)
            times.append((time.perf_counter() - t) * 1000)
    times.sort()
    return statistics.median(times), times[int(0.95 * (len(times) - 1))]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--docs", type=int, default=300)
    ap.add_argument("--workdir", default=os.path.join(tempfile.gettempdir(), "filescout-bench-search"))
    ap.add_argument("-n", type=int, default=40)
    ap.add_argument("--semantic", action="store_true", help="also time hybrid search (a stand-in embeddings server)")
    ap.add_argument("--dim", type=int, default=768)
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
    if a.semantic:
        srv, url = stand_in_server(a.dim)
        client = embed.EmbedClient(url, f"stand-in-{a.dim}")
        t = time.perf_counter()
        st = embed.embed_pending(ctx.index, client, max_seconds=600)
        print(f"embedding {st['embedded']:,} passages ({a.dim} dims, stand-in server): {time.perf_counter() - t:.1f} s")

        def meaning_for(q: str):
            f = Filters().resolve()
            return lambda n: vectors.nearest(ctx.conn, client.model, client.embed([q])[0], f, n)

        for label, qs in (("hybrid two-word", two), ("hybrid natural", natural)):
            p50, p95 = timed(ctx.conn, qs, reps=1, meaning_for=meaning_for)
            print(
                f"{label:18} {len(qs)} queries, vector search {vectors.backend(ctx.conn)}: "
                f"p50 {p50:.1f} ms, p95 {p95:.1f} ms"
            )
        srv.shutdown()
    ctx.close()


if __name__ == "__main__":
    main()
