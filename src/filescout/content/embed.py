"""Semantic search, optional: passages embedded by an OpenAI-compatible ``/v1/embeddings`` server (Ollama, llama.cpp
server, LM Studio, vLLM), configured like the chat model: ``FILESCOUT_EMBED_URL`` (default: the LLM's URL),
``FILESCOUT_EMBED_MODEL`` (no model: nothing happens, no request is made), ``FILESCOUT_EMBED_API_KEY``, or
``embed_url`` / ``embed_model`` / ``embed_api_key`` in config.json.

After the content pass, ``embed_pending`` embeds the passages that have no vector for the model yet (or whose file
was read again since), in batches, within a time budget; a failure is reported in its result, never raised, and
the next scan goes on where it stopped. Vectors are kept unit-length as float32 BLOBs in ``content_vectors``,
keyed by model and chunk; ``vectors.nearest`` searches them.
"""

from __future__ import annotations

import math
import time
from array import array
from collections.abc import Callable

from ..config import Settings
from ..endpoints import post_json

BATCH = 32  # passages a request
MAX_CHARS = 2000  # of a passage sent (models take ~512 tokens)
MAX_SECONDS = 120.0  # a scan's embedding budget; the rest waits for the next scan


class EmbedUnavailable(Exception):
    """The embeddings server can't be used now (unreachable, timed out, an error, an answer that isn't vectors)."""


class EmbedClient:
    def __init__(self, url: str, model: str, *, api_key: str | None = None, timeout: float = 30.0) -> None:
        base = url.rstrip("/")
        if base.endswith("/embeddings"):
            self.endpoint = base
        elif base.endswith("/v1"):
            self.endpoint = base + "/embeddings"
        else:
            self.endpoint = base + "/v1/embeddings"
        self.url, self.model, self.api_key, self.timeout = url, model, api_key, timeout

    def embed(self, texts: list[str]) -> list[array]:
        """Unit-length float32 vectors for ``texts``, in order."""
        data = post_json(
            self.endpoint,
            {"model": self.model, "input": texts},
            url=self.url,
            name="embeddings server",
            api_key=self.api_key,
            timeout=self.timeout,
            error=EmbedUnavailable,
        )
        try:
            items = sorted(data["data"], key=lambda d: d.get("index", 0))
            vecs = [unit(d["embedding"]) for d in items]
        except (KeyError, TypeError, ValueError):
            raise EmbedUnavailable(f"The embeddings server at {self.url} sent an answer without vectors")
        if len(vecs) != len(texts) or len({len(v) for v in vecs}) > 1 or not vecs[0]:
            raise EmbedUnavailable(f"The embeddings server at {self.url} sent {len(vecs)} vectors for {len(texts)}")
        return vecs


def unit(values) -> array:
    v = array("f", (float(x) for x in values))
    n = math.sqrt(sum(x * x for x in v))
    if not n or not math.isfinite(n):  # (a component past float32's range became inf; NaN stays NaN)
        raise ValueError("a zero or invalid vector")
    return array("f", (x / n for x in v))


def client_from(settings: Settings) -> EmbedClient | None:
    """The configured embeddings client, or None (then semantic search is off and no request is ever made)."""
    url = settings.embed_url or settings.llm_url
    if not settings.embed_model or not url:
        return None
    return EmbedClient(url, settings.embed_model, api_key=settings.embed_api_key or settings.llm_api_key)


def embed_pending(
    idx,
    client: EmbedClient,
    progress: Callable[[dict], None] | None = None,
    *,
    batch: int = BATCH,
    max_seconds: float = MAX_SECONDS,
) -> dict:
    """Embed the passages without a vector for ``client.model`` (new, or their file read again), oldest first.

    Returns {model, embedded, left, seconds, error}: ``left`` passages still to do (time budget or an error).
    """
    t0 = time.monotonic()
    conn = idx.conn
    model = client.model
    with idx.transaction():  # vectors (of any model) of passages that are gone: their file changed or left
        conn.execute("DELETE FROM content_vectors WHERE chunk_id NOT IN (SELECT id FROM content_chunks)")
    todo = (
        "FROM content_chunks c JOIN content_files cf ON cf.file_id = c.file_id "
        "LEFT JOIN content_vectors v ON v.model = ? AND v.chunk_id = c.id "
        "WHERE (v.chunk_id IS NULL OR v.at != cf.extracted_at)"
    )
    total = conn.execute(f"SELECT count(*) {todo}", (model,)).fetchone()[0]
    done, last, error = 0, -1, None
    while done < total and time.monotonic() - t0 < max_seconds:
        rows = conn.execute(
            f"SELECT c.id, c.context, c.text, cf.extracted_at {todo} AND c.id > ? ORDER BY c.id LIMIT ?",
            (model, last, batch),
        ).fetchall()
        if not rows:
            break
        last = rows[-1][0]
        texts = [((ctx or "") + "\n" + (text or ""))[:MAX_CHARS] for _, ctx, text, _ in rows]
        try:
            vecs = client.embed(texts)
        except EmbedUnavailable as exc:
            error = str(exc)
            break
        with idx.transaction():
            conn.executemany(
                "INSERT OR REPLACE INTO content_vectors(model, chunk_id, at, dim, vec) VALUES (?,?,?,?,?)",
                [(model, r[0], r[3], len(v), v.tobytes()) for r, v in zip(rows, vecs, strict=True)],
            )
        done += len(rows)
        if progress:
            progress({"phase": "embed", "done": done, "total": total})
    return {
        "model": model,
        "embedded": done,
        "left": total - done,
        "seconds": round(time.monotonic() - t0, 3),
        "error": error,
    }


def embed_status(conn, settings: Settings) -> dict | None:
    """For ``status``: the model, passages embedded and left, and the vector backend; None when not configured."""
    from .vectors import backend

    client = client_from(settings)
    if client is None:
        return None
    have = conn.execute("SELECT count(*) FROM content_vectors WHERE model = ?", (client.model,)).fetchone()[0]
    chunks = conn.execute("SELECT count(*) FROM content_chunks").fetchone()[0]
    return {"model": client.model, "url": client.url, "embedded": have, "passages": chunks, "backend": backend(conn)}


def scan_lines(result: dict | None) -> list[str]:
    """What a scan says about embedding (nothing when semantic search isn't configured)."""
    if not result:
        return []
    line = f"  Embedded {result['embedded']:,} passage(s) for search by meaning ({result['model']})"
    if result["left"]:
        line += f"; {result['left']:,} left for the next scan"
    line += f": {result['error']}" if result["error"] else "."
    return [line]


def status_lines(st: dict | None) -> list[str]:
    if not st:
        return []
    return [
        f"Semantic search: {st['model']} at {st['url']}, {st['embedded']:,} of {st['passages']:,} passages embedded "
        f"(vector search: {st['backend']})"
    ]
